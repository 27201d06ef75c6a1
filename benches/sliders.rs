//! Slider attacks through an occupancy, timed like the peers: a random
//! square and a random occupancy (a quarter of the squares) per lookup.
//!
//! - `throughput`: 4096 independent lookups per iteration, summed;
//! - `latency`: 4096 lookups where each square depends on the previous
//!   result (a dependent chain), the cost of one lookup on the critical path.
//!
//! 8x8 against shakmaty (magic bitboards, default features) and cozy-chess
//! (black magics) in the same harness; 9x9 against haitaka (magic
//! bitboards over `u128`) for the rook, the bishop and the lance, and the
//! three on 9x10, 10x8, 10x10 and 12x10 beside it; 10x8, 9x9, 12x10 and 16x8 (`u128`)
//! for the queen, with hyperbola quintessence and (10x8) the obstruction
//! difference beside the library's scheme. Every result is checked against shakmaty (8x8) or the
//! rook | bishop identity before timing.
//!
//! Run: `sh benches/sliders.sh` (the default target, then
//! `-C target-cpu=x86-64-v3`), or
//! `cargo bench --manifest-path benches/Cargo.toml --bench sliders -- --warm-up-time 1 --measurement-time 3`.

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use geometry_tables::{Bitboard, BitboardGeometry, Geometry};
use geometry_test_support::Stream;
use std::hint::black_box;

geometry_macros::board! { mod capablanca { files = 10, ranks = 8, pieces = [lance = "fR"] } }
geometry_macros::board! { mod shogi { files = 9, ranks = 9, pieces = [lance = "fR"] } }
geometry_macros::board! { mod grand { files = 12, ranks = 10, riders = [nightrider(knight)], pieces = [lance = "fR"] } }
geometry_macros::board! { mod xiangqi { files = 9, ranks = 10, pieces = [lance = "fR"] } }
geometry_macros::board! { mod ten { files = 10, ranks = 10, pieces = [lance = "fR"] } }
geometry_macros::board! { mod fairy { riders = [nightrider(knight)] } }
geometry_macros::board! { mod huge { files = 16, ranks = 16, riders = [nightrider(knight)] } }
geometry_macros::board! { mod long { files = 16, ranks = 8 } }

const N: usize = 4096;

/// `N` (square index, occupancy) pairs for a board of `squares` squares.
fn inputs<B: Bitboard>(squares: usize, seed: u64) -> Vec<(usize, B)> {
    many_inputs(squares, seed, N)
}

/// `count` (square index, occupancy) pairs for a board of `squares`
/// squares.
fn many_inputs<B: Bitboard>(squares: usize, seed: u64, count: usize) -> Vec<(usize, B)> {
    let mut stream = Stream::new(seed);
    (0..count)
        .map(|_| {
            let mut occupied = B::EMPTY;
            for index in 0..squares {
                if stream.below(4) == 0 {
                    occupied |= B::bit(index);
                }
            }
            (stream.below(squares), occupied)
        })
        .collect()
}

/// A bitboard's bits folded to a small number, to pick the next square.
trait Fold {
    fn fold(self) -> usize;
}

impl Fold for u64 {
    #[inline]
    fn fold(self) -> usize {
        (self ^ (self >> 29)) as usize
    }
}

impl Fold for u128 {
    #[inline]
    fn fold(self) -> usize {
        let x = (self as u64) ^ ((self >> 64) as u64);
        (x ^ (x >> 29)) as usize
    }
}

impl Fold for geometry_tables::Bitboard256 {
    #[inline]
    fn fold(self) -> usize {
        let [a, b, c, d] = self.0;
        let x = a ^ b ^ c ^ d;
        (x ^ (x >> 29)) as usize
    }
}

/// Times `attacks` over `typed`, each lookup independent of the others.
fn throughput<S: Copy, B: Copy + std::ops::BitXor<Output = B> + Default>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    typed: &[(S, B)],
    attacks: impl Fn(S, B) -> B,
) {
    g.bench_function(format!("{name}/throughput"), |b| {
        b.iter(|| {
            let mut acc = B::default();
            for &(sq, occupied) in black_box(typed) {
                acc = acc ^ attacks(sq, occupied);
            }
            acc
        })
    });
}

/// Times `attacks` both ways on `inputs`, each square handed over as the
/// library's own square type (`squares[index]`, converted before timing,
/// as an engine holds them), so that no library pays for a conversion.
fn time<S: Copy, B: Copy + Fold + std::ops::BitXor<Output = B> + Default>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    squares: &[S],
    inputs: &[(usize, B)],
    attacks: impl Fn(S, B) -> B,
) {
    let typed: Vec<(S, B)> = inputs.iter().map(|&(i, b)| (squares[i], b)).collect();
    throughput(g, name, &typed, &attacks);
    // The next square from the last result: a load from a small table
    // (not a division, whose latency would swamp the lookup's).
    let pick: Vec<S> = (0..256).map(|x| squares[x % squares.len()]).collect();
    g.bench_function(format!("{name}/latency"), |b| {
        b.iter(|| {
            let mut sq = squares[0];
            let mut acc = B::default();
            for &(step, occupied) in black_box(inputs) {
                let r = attacks(sq, occupied);
                acc = acc ^ r;
                sq = pick[(r.fold() + step) & 255];
            }
            acc
        })
    });
}

/// Hyperbola quintessence over the same ray tables, the scheme weighed
/// against the shipped obstruction difference: along each line,
/// `(o - s) ^ rev(rev(o) - rev(s))` with a full bit reversal (any width,
/// any mapping). For `u64` and `u128` through this trait.
trait Reverse: Copy {
    fn hq(occupied: Self, line: Self, bit: Self) -> Self;
}

macro_rules! reverse {
    ($($t:ty),*) => {$(
        impl Reverse for $t {
            #[inline]
            fn hq(occupied: $t, line: $t, bit: $t) -> $t {
                let o = occupied & line;
                let forward = o.wrapping_sub(bit);
                let reverse = o.reverse_bits().wrapping_sub(bit.reverse_bits()).reverse_bits();
                (forward ^ reverse) & line
            }
        }
    )*};
}

reverse!(u64, u128);

/// Queen attacks by hyperbola quintessence: the four lines from `RAYS`.
#[inline]
fn hq_queen<G: BitboardGeometry>(sq: G::Square, occupied: G::Bitboard) -> G::Bitboard
where
    G::Bitboard: Reverse,
{
    let bit = G::square_bb(sq);
    let mut out = G::Bitboard::EMPTY;
    for (a, b) in [(0, 4), (2, 6), (1, 5), (3, 7)] {
        out |= G::Bitboard::hq(occupied, G::ray(a, sq) | G::ray(b, sq), bit);
    }
    out
}

fn board<G: BitboardGeometry>(c: &mut Criterion, name: &str)
where
    G::Bitboard: Fold + Reverse,
{
    let inputs = inputs::<G::Bitboard>(G::SQUARES, 7);
    for &(sq, occupied) in &inputs {
        let sq = G::squares()[sq];
        let both = G::rook_attacks(sq, occupied) | G::bishop_attacks(sq, occupied);
        assert_eq!(G::queen_attacks(sq, occupied), both);
    }
    let mut g = c.benchmark_group(format!("queen_{name}"));
    g.throughput(Throughput::Elements(N as u64));
    time(&mut g, "geometry", G::squares(), &inputs, G::queen_attacks);
    for &(sq, occupied) in &inputs {
        let sq = G::squares()[sq];
        assert_eq!(hq_queen::<G>(sq, occupied), G::queen_attacks(sq, occupied));
    }
    time(&mut g, "hyperbola", G::squares(), &inputs, hq_queen::<G>);
    g.finish();
}

fn standard(c: &mut Criterion) {
    use geometry_tables::{Square, bishop_attacks, queen_attacks, rook_attacks};
    let inputs = inputs::<u64>(64, 7);
    let sq = |i: usize| Square::ALL[i];
    let shak: Vec<shakmaty::Square> = (0..64).map(shakmaty::Square::new).collect();
    let cozy: Vec<cozy_chess::Square> = (0..64).map(cozy_chess::Square::index).collect();
    for &(i, occupied) in &inputs {
        let theirs = shakmaty::attacks::queen_attacks(shak[i], shakmaty::Bitboard(occupied)).0;
        assert_eq!(queen_attacks(sq(i), occupied), theirs);
    }
    // One group per piece, each library's function named directly in its
    // closure, so that all three are inlined into the timing loop alike.
    macro_rules! group {
        ($piece:literal, $ours:path, $shakmaty:path, $cozy:expr) => {{
            let mut g = c.benchmark_group(concat!($piece, "_8x8"));
            g.throughput(Throughput::Elements(N as u64));
            time(&mut g, "geometry", &Square::ALL, &inputs, $ours);
            time(&mut g, "shakmaty", &shak, &inputs, |sq, occ| {
                $shakmaty(sq, shakmaty::Bitboard(occ)).0
            });
            time(&mut g, "cozy-chess", &cozy, &inputs, |sq, occ| {
                $cozy(sq, cozy_chess::BitBoard(occ)).0
            });
            g.finish();
        }};
    }
    // The obstruction difference over `RAYS`, the scheme of every other
    // board, on 8x8 in the same run.
    let rays = geometry_core::formula::line_rays(&geometry_core::Board::STANDARD);
    let obstruction = |sq: Square, occupied: u64| {
        let line = |k: usize| {
            let (lower, upper) = (rays[2 * k], rays[2 * k + 1]);
            let s = sq.index();
            let ray = |dir: usize| geometry_tables::RAYS[dir][s];
            geometry_tables::kernel::w64::line(occupied, ray(lower), ray(upper))
        };
        line(0) | line(1) | line(2) | line(3)
    };
    for &(i, occupied) in &inputs {
        assert_eq!(obstruction(sq(i), occupied), queen_attacks(sq(i), occupied));
    }
    let mut g = c.benchmark_group("queen_8x8");
    g.throughput(Throughput::Elements(N as u64));
    time(&mut g, "obstruction", &Square::ALL, &inputs, obstruction);
    g.finish();
    group!(
        "queen",
        queen_attacks,
        shakmaty::attacks::queen_attacks,
        |sq, occ| cozy_chess::get_rook_moves(sq, occ) | cozy_chess::get_bishop_moves(sq, occ)
    );
    group!(
        "rook",
        rook_attacks,
        shakmaty::attacks::rook_attacks,
        cozy_chess::get_rook_moves
    );
    group!(
        "bishop",
        bishop_attacks,
        shakmaty::attacks::bishop_attacks,
        cozy_chess::get_bishop_moves
    );
}

/// The 8x8 queen taken apart: its three byte-swap lines (column and both
/// diagonals) alone, and its row lookup alone, each timed like the whole.
/// Their sum against shakmaty's whole queen in `queen_8x8` shows where the
/// default target's time goes.
fn queen_parts_8x8(c: &mut Criterion) {
    use geometry_tables::kernel::byte_swap::{along_row, line};
    use geometry_tables::standard::{HQ_LINES, HQ_RANK};
    use geometry_tables::{Square, queen_attacks};
    let three_lines = |sq: Square, occupied: u64| {
        let l = &HQ_LINES[sq.index()];
        line(occupied, l[0], l[3]) | line(occupied, l[1], l[3]) | line(occupied, l[2], l[3])
    };
    let row = |sq: Square, occupied: u64| along_row(sq.index(), occupied, &HQ_RANK);
    let inputs = inputs::<u64>(64, 7);
    for &(i, occupied) in &inputs {
        let sq = Square::ALL[i];
        assert_eq!(
            three_lines(sq, occupied) | row(sq, occupied),
            queen_attacks(sq, occupied)
        );
    }
    let mut g = c.benchmark_group("queen_parts_8x8");
    g.throughput(Throughput::Elements(N as u64));
    time(&mut g, "three_lines", &Square::ALL, &inputs, three_lines);
    time(&mut g, "row", &Square::ALL, &inputs, row);
    g.finish();
}

/// 16x16 on `Bitboard256`: the queen (checked against rook | bishop
/// first) and the nightrider.
fn board256(c: &mut Criterion) {
    use geometry_tables::Bitboard256;
    let inputs = inputs::<Bitboard256>(256, 7);
    for &(i, occupied) in &inputs {
        let sq = huge::Square::ALL[i];
        let both = huge::rook_attacks(sq, occupied) | huge::bishop_attacks(sq, occupied);
        assert_eq!(huge::queen_attacks(sq, occupied), both);
    }
    let mut g = c.benchmark_group("queen_16x16");
    g.throughput(Throughput::Elements(N as u64));
    time(
        &mut g,
        "geometry",
        &huge::Square::ALL,
        &inputs,
        huge::queen_attacks,
    );
    g.finish();
    let mut g = c.benchmark_group("nightrider");
    g.throughput(Throughput::Elements(N as u64));
    time(
        &mut g,
        "16x16",
        &huge::Square::ALL,
        &inputs,
        huge::nightrider_attacks,
    );
    g.finish();
}

/// The shogi board against haitaka (magic bitboards over `u128`, its
/// default features): the rook, the bishop and sente's lance, each
/// library given its own square type and board numbering
/// (`geometry_test_support::peers::haitaka_index`). Every result is
/// checked against haitaka's first.
fn shogi_9x9(c: &mut Criterion) {
    use geometry_test_support::peers::haitaka_index;
    use haitaka::{BitBoard, Color};
    let ours_sq: Vec<shogi::Square> = shogi::Square::ALL.to_vec();
    let haitaka_sq: Vec<haitaka::Square> = ours_sq
        .iter()
        .map(|sq| haitaka::Square::index(haitaka_index(sq.file() as usize, sq.rank() as usize)))
        .collect();
    let to_haitaka = |set: u128| {
        let mut out = 0u128;
        for (i, theirs) in haitaka_sq.iter().enumerate() {
            if set >> i & 1 == 1 {
                out |= 1 << (*theirs as usize);
            }
        }
        out
    };
    let ours = inputs::<u128>(81, 7);
    let theirs: Vec<(usize, u128)> = ours
        .iter()
        .map(|&(i, occupied)| (haitaka_sq[i] as usize, to_haitaka(occupied)))
        .collect();
    let haitaka_all: Vec<haitaka::Square> = (0..81).map(haitaka::Square::index).collect();
    let lance = |sq: shogi::Square, occupied: u128| shogi::lance_attacks(0, sq, occupied);
    for (&(i, occupied), &(j, occupied_theirs)) in ours.iter().zip(&theirs) {
        let (sq, theirs_sq) = (ours_sq[i], haitaka_all[j]);
        let bb = BitBoard(occupied_theirs);
        let pairs = [
            (
                shogi::rook_attacks(sq, occupied),
                haitaka::get_rook_moves(Color::Black, theirs_sq, bb),
            ),
            (
                shogi::bishop_attacks(sq, occupied),
                haitaka::get_bishop_moves(Color::Black, theirs_sq, bb),
            ),
            (
                lance(sq, occupied),
                haitaka::get_lance_moves(Color::Black, theirs_sq, bb),
            ),
        ];
        for (a, b) in pairs {
            assert_eq!(to_haitaka(a), b.0);
        }
    }
    macro_rules! group {
        ($piece:literal, $ours:expr, $haitaka:path) => {{
            let mut g = c.benchmark_group(concat!($piece, "_9x9"));
            g.throughput(Throughput::Elements(N as u64));
            time(&mut g, "geometry", &ours_sq, &ours, $ours);
            time(
                &mut g,
                "haitaka",
                &haitaka_all,
                &theirs,
                |sq, occupied: u128| $haitaka(Color::Black, sq, BitBoard(occupied)).0,
            );
            g.finish();
        }};
    }
    group!("rook", shogi::rook_attacks, haitaka::get_rook_moves);
    group!("bishop", shogi::bishop_attacks, haitaka::get_bishop_moves);
    group!("lance", lance, haitaka::get_lance_moves);
}

/// The rook, the bishop and the lance (sente's `fR`) on the `u128`
/// boards of the variants, each in the board's own scheme: kindergarten
/// and magic tables on 9x9 and 10x8, the obstruction difference on 9x10,
/// 10x10 and 12x10. Every result is checked against the walk of the
/// queen's identity (rook | bishop) and the lance against the rook.
fn u128_boards(c: &mut Criterion) {
    macro_rules! boards {
        ($piece:literal, $f:ident, $($m:ident $name:literal),*) => {{
            let mut g = c.benchmark_group(concat!($piece, "_u128"));
            g.throughput(Throughput::Elements(N as u64));
            $(
                let pairs = inputs::<u128>(<$m::Board as Geometry>::SQUARES, 7);
                time(&mut g, $name, &$m::Square::ALL, &pairs, $f!($m));
            )*
            g.finish();
        }};
    }
    macro_rules! rook {
        ($m:ident) => {
            $m::rook_attacks
        };
    }
    macro_rules! bishop {
        ($m:ident) => {
            $m::bishop_attacks
        };
    }
    macro_rules! lance {
        ($m:ident) => {
            |sq: $m::Square, occupied: u128| $m::lance_attacks(0, sq, occupied)
        };
    }
    macro_rules! check {
        ($($m:ident),*) => {$(
            for (i, occupied) in inputs::<u128>(<$m::Board as Geometry>::SQUARES, 7) {
                let sq = $m::Square::ALL[i];
                let both = $m::rook_attacks(sq, occupied) | $m::bishop_attacks(sq, occupied);
                assert_eq!($m::queen_attacks(sq, occupied), both);
                let lance = $m::lance_attacks(0, sq, occupied);
                assert_eq!(lance & !$m::rook_attacks(sq, occupied), 0);
            }
        )*};
    }
    check!(shogi, xiangqi, capablanca, ten, grand);
    boards!("rook", rook, shogi "9x9", xiangqi "9x10", capablanca "10x8", ten "10x10", grand "12x10");
    boards!("bishop", bishop, shogi "9x9", xiangqi "9x10", capablanca "10x8", ten "10x10", grand "12x10");
    boards!("lance", lance, shogi "9x9", xiangqi "9x10", capablanca "10x8", ten "10x10", grand "12x10");
}

/// The nightrider, a rider over four line pairs like the queen's.
fn nightrider(c: &mut Criterion) {
    let mut g = c.benchmark_group("nightrider");
    g.throughput(Throughput::Elements(N as u64));
    let standard = inputs::<u64>(64, 7);
    time(
        &mut g,
        "8x8",
        &fairy::Square::ALL,
        &standard,
        fairy::nightrider_attacks,
    );
    let grand = inputs::<u128>(120, 7);
    time(
        &mut g,
        "12x10",
        &grand::Square::ALL,
        &grand,
        grand::nightrider_attacks,
    );
    g.finish();
}

/// The obstruction difference over `RAYS` on 10x8, the scheme of the
/// `u128` boards whose grid the kindergarten tables do not fit, in the
/// same run as the 10x8 kindergarten sliders.
fn obstruction_10x8(c: &mut Criterion) {
    let board = geometry_core::Board::new(10, 8, geometry_core::Mapping::Lerf).unwrap();
    let rays = geometry_core::formula::line_rays(&board);
    let obstruction = |sq: capablanca::Square, occupied: u128| {
        let sq = sq.index();
        let line = |k: usize| {
            let ray = |dir: usize| capablanca::RAYS[dir][sq];
            geometry_tables::kernel::w128::line(occupied, ray(rays[2 * k]), ray(rays[2 * k + 1]))
        };
        line(0) | line(1) | line(2) | line(3)
    };
    let inputs = inputs::<u128>(80, 7);
    for &(sq, occupied) in &inputs {
        let sq = capablanca::Square::ALL[sq];
        assert_eq!(
            obstruction(sq, occupied),
            capablanca::queen_attacks(sq, occupied)
        );
    }
    let mut g = c.benchmark_group("queen_10x8");
    g.throughput(Throughput::Elements(N as u64));
    time(
        &mut g,
        "obstruction",
        &capablanca::Square::ALL,
        &inputs,
        obstruction,
    );
    g.finish();
}

/// The `u128` queens over 262,144 distinct inputs instead of the same
/// 4,096 again and again: a branch on the square or the occupancy that the
/// processor's predictor would learn from a short repeated list is
/// mispredicted here as in a search. Throughput only.
fn unrepeated(c: &mut Criterion) {
    fn queen<G: BitboardGeometry>(g: &mut BenchmarkGroup<'_, WallTime>, name: &str) {
        let count = 1 << 18;
        let typed: Vec<(G::Square, G::Bitboard)> = many_inputs::<G::Bitboard>(G::SQUARES, 7, count)
            .into_iter()
            .map(|(i, b)| (G::squares()[i], b))
            .collect();
        g.throughput(Throughput::Elements(count as u64));
        throughput(g, name, &typed, G::queen_attacks);
    }
    let mut g = c.benchmark_group("queen_unrepeated");
    queen::<capablanca::Board>(&mut g, "10x8");
    queen::<shogi::Board>(&mut g, "9x9");
    queen::<grand::Board>(&mut g, "12x10");
    queen::<long::Board>(&mut g, "16x8");
    g.finish();
}

fn benches(c: &mut Criterion) {
    shogi_9x9(c);
    u128_boards(c);
    standard(c);
    queen_parts_8x8(c);
    nightrider(c);
    board256(c);
    board::<geometry_tables::Board>(c, "8x8-schemes");
    board::<capablanca::Board>(c, "10x8");
    obstruction_10x8(c);
    board::<shogi::Board>(c, "9x9");
    board::<grand::Board>(c, "12x10");
    board::<long::Board>(c, "16x8");
    unrepeated(c);
    let _ = <geometry_tables::Board as Geometry>::SQUARES;
}

criterion_group!(sliders, benches);
criterion_main!(sliders);
