//! Each formula of `geometry_tables::formulas` against the table lookup that
//! answers the same question.
//!
//! Every benchmark walks one fixed pseudo-random stream of 4096 squares (or
//! square pairs, or on-board 0x88 squares) per iteration, passes each input
//! through `black_box` and sums the answers, so criterion's time per
//! iteration / 4096 is the cost of one call, loop included (the throughput
//! line shows it as elements per second).
//!
//! Groups are named `formulas_<question>`, functions `formula/<fn>` and
//! `table/<TABLE>`; criterion keeps the estimates in
//! `target/criterion/formulas_*/*/new/estimates.json`.
//!
//! Run: `RUSTFLAGS="-C llvm-args=-align-loops=64" CARGO_TARGET_DIR=$PWD/target/aligned cargo bench --manifest-path benches/Cargo.toml --bench formulas -- --warm-up-time 1 --measurement-time 3`
//! from the repository root (loops aligned to 64 bytes, as `benches/lookup.sh`
//! does and explains: otherwise code placement alone moves these ratios).
//!
//! Before timing, every formula is checked against its table on the whole
//! stream, so a wrong formula cannot produce a flattering figure.

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use geometry_tables::formulas::*;
use geometry_tables::variants::*;
use geometry_tables::{
    ANTI_DIAGONAL, DIAGONAL, KNIGHT_DIST, SAME_ANTI_DIAGONAL, SAME_DIAGONAL, SQUARE_COLOR, Square,
    x88,
};
use geometry_test_support::Stream;
use std::hint::black_box;

/// Inputs per iteration.
const N: usize = 4096;

/// A fixed pseudo-random stream of `N` values.
fn stream() -> Vec<u64> {
    let mut stream = Stream::new(0x2545_F491_4F6C_DD1D);
    (0..N).map(|_| stream.next_u64()).collect()
}

fn squares() -> Vec<u8> {
    stream().into_iter().map(|x| (x & 63) as u8).collect()
}

fn pairs() -> Vec<(u8, u8)> {
    stream()
        .into_iter()
        .map(|x| ((x & 63) as u8, ((x >> 6) & 63) as u8))
        .collect()
}

fn x88_squares() -> Vec<u8> {
    squares().into_iter().map(x88_from_square).collect()
}

/// Times `f` once per square of `input`.
fn one(g: &mut BenchmarkGroup<'_, WallTime>, name: &str, input: &[u8], f: impl Fn(u8) -> u32) {
    g.bench_function(name, |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for &sq in input {
                acc = acc.wrapping_add(f(black_box(sq)));
            }
            acc
        })
    });
}

/// Times `f` once per pair of `input`.
fn two(
    g: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    input: &[(u8, u8)],
    f: impl Fn(u8, u8) -> u32,
) {
    g.bench_function(name, |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for &(a, c) in input {
                acc = acc.wrapping_add(f(black_box(a), black_box(c)));
            }
            acc
        })
    });
}

fn group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(N as u64));
    g
}

fn check(sqs: &[u8], prs: &[(u8, u8)], x88s: &[u8]) {
    for &sq in sqs {
        let s = sq as usize;
        let colour = SQUARE_COLOR[s];
        assert_eq!(color_lookup64(sq), colour);
        assert_eq!(color_lookup32(sq), colour);
        assert_eq!(color_by_anti_diagonal(sq), colour);
        assert_eq!(color_lea(sq), colour);
        assert_eq!(u8::from(is_dark(sq)), colour);
        assert_eq!(diagonal_index(sq), DIAGONAL[s]);
        assert_eq!(anti_diagonal_index(sq), ANTI_DIAGONAL[s]);
        assert_eq!(
            usize::from(x88_from_square(sq)),
            x88::from_square(Square::ALL[s])
        );
    }
    for &sq88 in x88s {
        let s = x88::to_square(sq88 as usize).unwrap().index();
        assert_eq!(u8::from(x88_is_dark(sq88)), SQUARE_COLOR[s]);
        assert_eq!(usize::from(x88_to_square(sq88)), s);
    }
    for &(a, b) in prs {
        let (i, j) = (a as usize, b as usize);
        assert_eq!(same_color(a, b), SQUARE_COLOR[i] == SQUARE_COLOR[j]);
        assert_eq!(knight_dist(a, b), KNIGHT_DIST[i][j]);
        assert_eq!(knight_dist_sign_mask(a, b), KNIGHT_DIST[i][j]);
        assert_eq!(knight_dist_wide_shift(a, b), KNIGHT_DIST[i][j]);
        assert_eq!(same_diagonal(a, b), SAME_DIAGONAL[i][j]);
        assert_eq!(same_anti_diagonal(a, b), SAME_ANTI_DIAGONAL[i][j]);
    }
}

fn bench(c: &mut Criterion) {
    let sqs = squares();
    let prs = pairs();
    let x88s = x88_squares();
    check(&sqs, &prs, &x88s);

    let mut g = group(c, "formulas_color");
    one(&mut g, "table/SQUARE_COLOR", &sqs, |s| {
        u32::from(SQUARE_COLOR[s as usize])
    });
    one(&mut g, "formula/is_dark", &sqs, |s| u32::from(is_dark(s)));
    one(&mut g, "formula/color_lookup64", &sqs, |s| {
        u32::from(color_lookup64(s))
    });
    one(&mut g, "formula/color_lookup32", &sqs, |s| {
        u32::from(color_lookup32(s))
    });
    one(&mut g, "formula/color_by_anti_diagonal", &sqs, |s| {
        u32::from(color_by_anti_diagonal(s))
    });
    one(&mut g, "formula/color_lea", &sqs, |s| {
        u32::from(color_lea(s))
    });
    g.finish();

    let mut g = group(c, "formulas_same_color");
    two(&mut g, "table/SQUARE_COLOR", &prs, |a, b| {
        u32::from(SQUARE_COLOR[a as usize] == SQUARE_COLOR[b as usize])
    });
    two(&mut g, "formula/same_color", &prs, |a, b| {
        u32::from(same_color(a, b))
    });
    two(&mut g, "formula/different_color_xor", &prs, |a, b| {
        u32::from(different_color_xor(a, b))
    });
    g.finish();

    let mut g = group(c, "formulas_x88_color");
    one(&mut g, "table/SQUARE_COLOR_of_to_square", &x88s, |s| {
        u32::from(SQUARE_COLOR[x88::X88_TO_SQ[s as usize] as usize])
    });
    one(&mut g, "formula/x88_is_dark", &x88s, |s| {
        u32::from(x88_is_dark(s))
    });
    g.finish();

    let mut g = group(c, "formulas_knight");
    two(&mut g, "table/KNIGHT_DIST", &prs, |a, b| {
        u32::from(KNIGHT_DIST[a as usize][b as usize])
    });
    two(&mut g, "formula/knight_dist", &prs, |a, b| {
        u32::from(knight_dist(a, b))
    });
    two(&mut g, "formula/knight_dist_sign_mask", &prs, |a, b| {
        u32::from(knight_dist_sign_mask(a, b))
    });
    two(&mut g, "formula/knight_dist_wide_shift", &prs, |a, b| {
        u32::from(knight_dist_wide_shift(a, b))
    });
    g.finish();

    let mut g = group(c, "formulas_diagonal");
    one(&mut g, "table/DIAGONAL", &sqs, |s| {
        u32::from(DIAGONAL[s as usize])
    });
    one(&mut g, "formula/diagonal_index", &sqs, |s| {
        u32::from(diagonal_index(s))
    });
    one(&mut g, "table/ANTI_DIAGONAL", &sqs, |s| {
        u32::from(ANTI_DIAGONAL[s as usize])
    });
    one(&mut g, "formula/anti_diagonal_index", &sqs, |s| {
        u32::from(anti_diagonal_index(s))
    });
    g.finish();

    let mut g = group(c, "formulas_same_diagonal");
    two(&mut g, "table/SAME_DIAGONAL", &prs, |a, b| {
        u32::from(SAME_DIAGONAL[a as usize][b as usize])
    });
    two(&mut g, "formula/same_diagonal", &prs, |a, b| {
        u32::from(same_diagonal(a, b))
    });
    two(
        &mut g,
        "formula/article_same_diagonal_mod9",
        &prs,
        |a, b| u32::from(article_same_diagonal_mod9(a, b)),
    );
    two(&mut g, "table/SAME_ANTI_DIAGONAL", &prs, |a, b| {
        u32::from(SAME_ANTI_DIAGONAL[a as usize][b as usize])
    });
    two(&mut g, "formula/same_anti_diagonal", &prs, |a, b| {
        u32::from(same_anti_diagonal(a, b))
    });
    g.finish();

    let mut g = group(c, "formulas_x88_convert");
    one(&mut g, "table/SQ_TO_X88", &sqs, |s| {
        u32::from(x88::SQ_TO_X88[s as usize])
    });
    one(&mut g, "formula/x88_from_square", &sqs, |s| {
        u32::from(x88_from_square(s))
    });
    one(&mut g, "table/X88_TO_SQ", &x88s, |s| {
        u32::from(x88::X88_TO_SQ[s as usize])
    });
    one(&mut g, "formula/x88_to_square", &x88s, |s| {
        u32::from(x88_to_square(s))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
