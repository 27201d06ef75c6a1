//! Betza pieces against the library's own pieces on the same board, in one
//! harness: 4096 independent lookups per iteration (a random square and,
//! for the functions of the occupancy, a random occupancy of a quarter of
//! the squares), summed.
//!
//! - directional leapers (shogi gold and silver, makruk khon): a table
//!   load, against `KNIGHT_ATTACKS` on the same board;
//! - directional and limited riders (lance `fR`, `R4`): against the rook;
//! - lame leapers (xiangqi horse `nN` and elephant `nA`, 9x10 `u128`):
//!   against the rook;
//! - hoppers (cannon `mRcpR`, janggi cannon `pR`, grasshopper `gQ`):
//!   against the rook;
//! - moves of several legs on chu shogi's 12x12 (`Bitboard256`): the
//!   lion's attacks and its legs (first legs, and where a first leg
//!   leads, by its square and by its slot) against `KNIGHT_ATTACKS`; the horned falcon, the griffon and
//!   Tamerlane's giraffe, which slide, against the rook; the bent riders
//!   again on Tamerlane's 11x10 (`u128`); the lion's legs again on 8x8
//!   (`u64`), where its tables fit the first-level cache; the lion dog's
//!   moves of three legs on 12x12 (their middle squares, by square and
//!   by slot, and where they end, by square and by the slot of their
//!   first two steps).
//!
//! The same 4096 inputs are replayed every iteration, which a branch
//! predictor can learn: a kernel that branched on the occupancy read 3.95
//! ns here and 15 ns on inputs it had not seen. The `u64` and `u128`
//! kernels are branch-free for that reason, so that these figures hold for
//! an engine's own boards.
//!
//! After criterion, each board's rows are timed again in alternation with
//! their reference (see [`minima`]), and a table of the minima and their
//! ratios printed: criterion's rows run one after another, and on a busy
//! machine their medians drift apart by more than the pieces' costs
//! differ. The ratios the targets are judged by are these.
//!
//! Run: `sh benches/betza.sh` (this benchmark, built with its loops
//! aligned, then the table of medians and ratios that BENCHMARKS.md quotes
//! from one run).
// A benchmark reads its command line.
#![allow(clippy::disallowed_methods)]

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use geometry_tables::Bitboard;
use geometry_test_support::Stream;
use geometry_test_support::timing::fastest_passes;
use std::hint::black_box;
use std::time::Duration;

geometry_macros::board! {
    mod shogi { files = 9, ranks = 9, pieces = [gold = "WfF", silver = "FfW", lance = "fR", rook4 = "R4"] }
}
geometry_macros::board! {
    mod xiangqi {
        files = 9, ranks = 10,
        pieces = [horse = "nN", elephant = "nA", cannon = "mRcpR", janggi_cannon = "pR", grasshopper = "gQ"],
    }
}
geometry_macros::board! {
    mod chu {
        files = 12, ranks = 12,
        pieces = [
            lion = "KNADcaKmcabK", horned_falcon = "BsbRfWfDfcafWfmcabW",
            griffon = "FyafsF", giraffe = "afsafyafF",
            lion_dog = "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
        ],
    }
}
geometry_macros::board! {
    mod tamerlane {
        files = 11, ranks = 10,
        pieces = [griffon = "FyafsF", aanca = "WyafsW", giraffe = "afsafyafF"],
    }
}
geometry_macros::board! {
    mod makruk {
        pieces = [
            khon = "FfW", lance = "fR", rook4 = "R4", grasshopper = "gQ", cannon = "mRcpR",
            lion = "KNADcaKmcabK",
        ],
    }
}

const N: usize = 4096;

/// `N` (square index, side, occupancy) triples for a board of `squares`
/// squares.
fn inputs<B: Bitboard>(squares: usize, seed: u64) -> Vec<(usize, usize, B)> {
    let mut stream = Stream::new(seed);
    (0..N)
        .map(|_| {
            let mut occupied = B::EMPTY;
            for index in 0..squares {
                if stream.below(4) == 0 {
                    occupied |= B::bit(index);
                }
            }
            (stream.below(squares), stream.below(2), occupied)
        })
        .collect()
}

/// One row of the benchmark: its name and a pass over its own inputs,
/// every lookup once, the answers folded and kept from the optimizer.
struct Row {
    name: String,
    run: Box<dyn Fn()>,
}

impl Row {
    /// A row of `inputs`, each passed to `f`.
    fn new<T: Copy + 'static, B: Copy + std::ops::BitXor<Output = B> + Default>(
        name: &str,
        inputs: Vec<T>,
        f: impl Fn(T) -> B + 'static,
    ) -> Self {
        let run = move || {
            let mut acc = B::default();
            for &input in black_box(&inputs) {
                acc = acc ^ f(input);
            }
            black_box(acc);
        };
        Row {
            name: name.to_string(),
            run: Box::new(run),
        }
    }

    /// A row as an engine's loop over a piece's `SLOTS` slots calls `f`,
    /// the count a constant as the piece's `NAME_LEG_SLOTS` is: every slot
    /// from each of the first `N / SLOTS` inputs, `N` lookups in all, the
    /// contents of the slots' squares drawn with the inputs (bit `slot` of
    /// `held`, and of `held >> 8` for a second square).
    fn slots<
        const SLOTS: usize,
        T: Copy + 'static,
        B: Copy + std::ops::BitXor<Output = B> + Default,
    >(
        name: &str,
        mut inputs: Vec<(T, u16)>,
        f: impl Fn(T, usize, u16) -> B + 'static,
    ) -> Self {
        assert_eq!(N % SLOTS, 0, "{name}: {N} lookups in whole loops");
        inputs.truncate(N / SLOTS);
        let run = move || {
            let mut acc = B::default();
            for &(input, held) in black_box(&inputs) {
                for slot in 0..SLOTS {
                    acc = acc ^ f(input, slot, held);
                }
            }
            black_box(acc);
        };
        Row {
            name: name.to_string(),
            run: Box::new(run),
        }
    }

    /// Times the row in criterion's group, and hands it back for
    /// [`minima`].
    fn time(self, g: &mut BenchmarkGroup<'_, WallTime>) -> Self {
        g.bench_function(&self.name, |b| b.iter(|| (self.run)()));
        self
    }
}

/// Times `f` over `inputs`, the squares converted to the board's type
/// before timing.
fn time<S: Copy + 'static, B: Copy + std::ops::BitXor<Output = B> + Default + 'static>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    squares: &[S],
    inputs: &[(usize, usize, B)],
    f: impl Fn(usize, S, B) -> B + 'static,
) -> Row {
    let typed: Vec<(usize, S, B)> = inputs.iter().map(|&(i, c, b)| (c, squares[i], b)).collect();
    Row::new(name, typed, move |(color, sq, occupied)| {
        f(color, sq, occupied)
    })
    .time(g)
}

/// `inputs` as [`Row::slots`] takes them, each with 16 random bits.
fn held<T, B: Copy>(inputs: &[(usize, usize, B)], f: impl Fn(usize, B) -> T) -> Vec<(T, u16)> {
    let mut stream = Stream::new(16);
    inputs
        .iter()
        .map(|&(i, _, o)| (f(i, o), stream.below(1 << 16) as u16))
        .collect()
}

/// Times where a piece's first leg leads, on a board of `files` files:
/// by the first leg's square (the next file's square, the one before on
/// the last file) and by its slot, drawn in turn, with whether it holds a
/// piece drawn with the inputs' side; then by its slot in an engine's loop.
#[allow(
    clippy::too_many_arguments,
    reason = "one board's functions and inputs"
)]
fn time_legs<const SLOTS: usize, S: Copy + 'static, B: Bitboard + 'static>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    board: &str,
    squares: &[S],
    files: usize,
    inputs: &[(usize, usize, B)],
    by_square: impl Fn(S, S, B) -> B + 'static,
    by_slot: impl Fn(S, usize, bool, B) -> B + Copy + 'static,
) -> [Row; 3] {
    let next = |i: usize| if i % files < files - 1 { i + 1 } else { i - 1 };
    let pairs: Vec<(S, S, B)> = inputs
        .iter()
        .map(|&(i, _, o)| (squares[i], squares[next(i)], o))
        .collect();
    let slotted: Vec<(S, usize, bool, B)> = inputs
        .iter()
        .enumerate()
        .map(|(k, &(i, full, o))| (squares[i], k % SLOTS, full == 1, o))
        .collect();
    let by_slot_row = Row::new(
        &format!("{board}/lion_slot_leg_targets"),
        slotted,
        move |(q, slot, full, o)| by_slot(q, slot, full, o),
    )
    .time(g);
    let by_square_row = Row::new(
        &format!("{board}/lion_leg_targets"),
        pairs,
        move |(q, v, o)| by_square(q, v, o),
    )
    .time(g);
    let looped = held(inputs, |i, o| (squares[i], o));
    let looped_row = Row::slots::<SLOTS, _, _>(
        &format!("{board}/lion_slot_leg_targets_looped"),
        looped,
        move |(q, o), slot, held| by_slot(q, slot, held >> slot & 1 != 0, o),
    )
    .time(g);
    [by_square_row, by_slot_row, looped_row]
}

/// Times `rows` in alternation and prints a table row for each, the first
/// the reference of the others' ratios: each round runs
/// one pass of every row in turn (the order rotating), and the fastest
/// pass of each row over all rounds is kept. Other processes only ever add
/// time, so the minima of interleaved passes compare the code, not the
/// moments the rows ran at, as criterion's one-after-another medians do
/// on a busy machine.
fn minima(rows: &[Row]) {
    // Up to 20,000 rounds, and at least 500, within about 3 s a group.
    let mut best = vec![Duration::MAX; rows.len()];
    let passes: Vec<&dyn Fn()> = rows.iter().map(|row| &*row.run).collect();
    fastest_passes(&passes, 20_000, 500, Duration::from_secs(3), &mut best);
    let per = |k: usize| best[k].as_secs_f64() * 1e9 / N as f64;
    let (board, reference) = rows[0].name.split_once('/').unwrap_or(("", &rows[0].name));
    println!("| {board} | `{reference}` | {:.3} | 1 |", per(0));
    for (k, row) in rows.iter().enumerate().skip(1) {
        let name = row
            .name
            .split_once('/')
            .map_or(row.name.as_str(), |(_, name)| name);
        println!(
            "| {board} | `{name}` | {:.3} | {:.2} x `{reference}` |",
            per(k),
            per(k) / per(0)
        );
    }
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("betza");
    g.throughput(Throughput::Elements(N as u64));

    let s = inputs::<u128>(81, 9);
    let sq = &shogi::Square::ALL;
    let mut leapers_9_9 = vec![time(&mut g, "9x9/knight_attacks", sq, &s, |_, q, _| {
        shogi::KNIGHT_ATTACKS[q as usize]
    })];
    // The side as an engine knows it, once per side's move generation,
    // then the side drawn per lookup (an index computed each time).
    leapers_9_9.push(time(&mut g, "9x9/gold_attacks", sq, &s, |_, q, _| {
        shogi::gold_attacks(0, q)
    }));
    leapers_9_9.push(time(&mut g, "9x9/silver_attacks", sq, &s, |_, q, _| {
        shogi::silver_attacks(1, q)
    }));
    leapers_9_9.push(time(
        &mut g,
        "9x9/gold_attacks_any_side",
        sq,
        &s,
        |c, q, _| shogi::gold_attacks(c, q),
    ));
    let mut riders_9_9 = vec![time(&mut g, "9x9/rook_attacks", sq, &s, |_, q, o| {
        shogi::rook_attacks(q, o)
    })];
    riders_9_9.push(time(
        &mut g,
        "9x9/lance_attacks",
        sq,
        &s,
        shogi::lance_attacks,
    ));
    riders_9_9.push(time(&mut g, "9x9/rook4_attacks", sq, &s, |_, q, o| {
        shogi::rook4_attacks(q, o)
    }));

    let x = inputs::<u128>(90, 10);
    let sq = &xiangqi::Square::ALL;
    let mut riders_9_10 = vec![time(&mut g, "9x10/rook_attacks", sq, &x, |_, q, o| {
        xiangqi::rook_attacks(q, o)
    })];
    riders_9_10.push(time(&mut g, "9x10/horse_attacks", sq, &x, |_, q, o| {
        xiangqi::horse_attacks(q, o)
    }));
    riders_9_10.push(time(&mut g, "9x10/elephant_attacks", sq, &x, |_, q, o| {
        xiangqi::elephant_attacks(q, o)
    }));
    riders_9_10.push(time(&mut g, "9x10/cannon_attacks", sq, &x, |_, q, o| {
        xiangqi::cannon_attacks(q, o)
    }));
    riders_9_10.push(time(&mut g, "9x10/cannon_moves", sq, &x, |_, q, o| {
        xiangqi::cannon_moves(q, o)
    }));
    riders_9_10.push(time(
        &mut g,
        "9x10/janggi_cannon_attacks",
        sq,
        &x,
        |_, q, o| xiangqi::janggi_cannon_attacks(q, o),
    ));
    riders_9_10.push(time(
        &mut g,
        "9x10/grasshopper_attacks",
        sq,
        &x,
        |_, q, o| xiangqi::grasshopper_attacks(q, o),
    ));

    let c = inputs::<geometry_tables::Bitboard256>(144, 12);
    let sq = &chu::Square::ALL;
    let mut leapers_12_12 = vec![time(&mut g, "12x12/knight_attacks", sq, &c, |_, q, _| {
        chu::KNIGHT_ATTACKS[q as usize]
    })];
    let mut riders_12_12 = vec![time(&mut g, "12x12/rook_attacks", sq, &c, |_, q, o| {
        chu::rook_attacks(q, o)
    })];
    leapers_12_12.push(time(&mut g, "12x12/lion_attacks", sq, &c, |_, q, o| {
        chu::lion_attacks(q, o)
    }));
    riders_12_12.push(time(
        &mut g,
        "12x12/horned_falcon_attacks",
        sq,
        &c,
        chu::horned_falcon_attacks,
    ));
    riders_12_12.push(time(&mut g, "12x12/griffon_attacks", sq, &c, |_, q, o| {
        chu::griffon_attacks(q, o)
    }));
    riders_12_12.push(time(&mut g, "12x12/giraffe_attacks", sq, &c, |_, q, o| {
        chu::giraffe_attacks(q, o)
    }));
    leapers_12_12.push(time(&mut g, "12x12/lion_legs", sq, &c, |_, q, o| {
        chu::lion_legs(q, o)
    }));
    let [by_square, by_slot, looped] = time_legs::<{ chu::LION_LEG_SLOTS }, _, _>(
        &mut g,
        "12x12",
        sq,
        12,
        &c,
        chu::lion_leg_targets,
        chu::lion_slot_leg_targets,
    );
    // The lion dog's moves of three legs along a rank, away from the
    // nearer edge: their middle squares through the first square, and
    // where they end through the first two.
    let along = |i: usize| {
        if i % 12 < 10 {
            [i + 1, i + 2]
        } else {
            [i - 1, i - 2]
        }
    };
    let lines: Vec<_> = c
        .iter()
        .map(|&(i, _, o)| {
            let [via, mid] = along(i);
            (sq[i], sq[via], sq[mid], o)
        })
        .collect();
    let dog_mids = Row::new("12x12/lion_dog_leg_mids", lines.clone(), |(q, v, _, o)| {
        chu::lion_dog_leg_mids(q, v, o)
    })
    .time(&mut g);
    // The same middle squares by the first square's slot, with what it
    // holds given.
    let slotted: Vec<_> = lines
        .iter()
        .map(|&(q, v, _, o)| {
            let slot = (0..chu::LION_DOG_LEG_SLOTS)
                .find(|&s| chu::lion_dog_leg_via(q, s) == Some(v))
                .expect("a first step along the rank");
            (q, slot, o.has(v as usize), o)
        })
        .collect();
    let dog_slot_mids = Row::new(
        "12x12/lion_dog_slot_leg_mids",
        slotted,
        |(q, slot, full, o)| chu::lion_dog_slot_leg_mids(q, slot, full, o),
    )
    .time(&mut g);
    let dog_ends = Row::new(
        "12x12/lion_dog_mid_leg_targets",
        lines.clone(),
        |(q, v, m, o)| chu::lion_dog_mid_leg_targets(q, v, m, o),
    )
    .time(&mut g);
    // The same ends by the slot of the first two steps, with what their
    // squares hold given.
    let paired: Vec<_> = lines
        .iter()
        .map(|&(q, v, m, o)| {
            let slot = (0..chu::LION_DOG_MID_LEG_SLOTS)
                .find(|&s| chu::lion_dog_mid_leg_squares(q, s) == Some((v, m)))
                .expect("two steps along the rank");
            (q, slot, o.has(v as usize), o.has(m as usize), o)
        })
        .collect();
    let dog_slot_ends = Row::new(
        "12x12/lion_dog_slot_mid_leg_targets",
        paired,
        |(q, slot, a, b, o)| chu::lion_dog_slot_mid_leg_targets(q, slot, a, b, o),
    )
    .time(&mut g);
    // The same in an engine's loop over the slots.
    let dog_looped = Row::slots::<{ chu::LION_DOG_MID_LEG_SLOTS }, _, _>(
        "12x12/lion_dog_slot_mid_leg_targets_looped",
        held(&c, |i, o| (sq[i], o)),
        |(q, o), slot, held| {
            let (a, b) = (held >> slot & 1 != 0, held >> (slot + 8) & 1 != 0);
            chu::lion_dog_slot_mid_leg_targets(q, slot, a, b, o)
        },
    )
    .time(&mut g);
    leapers_12_12.extend([
        by_square,
        by_slot,
        looped,
        dog_mids,
        dog_slot_mids,
        dog_ends,
        dog_slot_ends,
        dog_looped,
    ]);

    let t = inputs::<u128>(110, 11);
    let sq = &tamerlane::Square::ALL;
    let mut riders_11_10 = vec![time(&mut g, "11x10/rook_attacks", sq, &t, |_, q, o| {
        tamerlane::rook_attacks(q, o)
    })];
    riders_11_10.push(time(&mut g, "11x10/griffon_attacks", sq, &t, |_, q, o| {
        tamerlane::griffon_attacks(q, o)
    }));
    riders_11_10.push(time(&mut g, "11x10/aanca_attacks", sq, &t, |_, q, o| {
        tamerlane::aanca_attacks(q, o)
    }));
    riders_11_10.push(time(&mut g, "11x10/giraffe_attacks", sq, &t, |_, q, o| {
        tamerlane::giraffe_attacks(q, o)
    }));

    let m = inputs::<u64>(64, 8);
    let sq = &makruk::Square::ALL;
    let mut leapers_8_8 = vec![time(&mut g, "8x8/knight_attacks", sq, &m, |_, q, _| {
        makruk::KNIGHT_ATTACKS[q as usize]
    })];
    leapers_8_8.push(time(&mut g, "8x8/khon_attacks", sq, &m, |_, q, _| {
        makruk::khon_attacks(0, q)
    }));
    leapers_8_8.push(time(
        &mut g,
        "8x8/khon_attacks_any_side",
        sq,
        &m,
        |c, q, _| makruk::khon_attacks(c, q),
    ));
    let mut riders_8_8 = vec![time(&mut g, "8x8/rook_attacks", sq, &m, |_, q, o| {
        makruk::rook_attacks(q, o)
    })];
    riders_8_8.push(time(
        &mut g,
        "8x8/lance_attacks",
        sq,
        &m,
        makruk::lance_attacks,
    ));
    riders_8_8.push(time(&mut g, "8x8/rook4_attacks", sq, &m, |_, q, o| {
        makruk::rook4_attacks(q, o)
    }));
    riders_8_8.push(time(&mut g, "8x8/cannon_attacks", sq, &m, |_, q, o| {
        makruk::cannon_attacks(q, o)
    }));
    riders_8_8.push(time(
        &mut g,
        "8x8/grasshopper_attacks",
        sq,
        &m,
        |_, q, o| makruk::grasshopper_attacks(q, o),
    ));
    // The lion's legs on a board whose tables fit the first-level cache.
    leapers_8_8.extend(time_legs::<{ makruk::LION_LEG_SLOTS }, _, _>(
        &mut g,
        "8x8",
        sq,
        8,
        &m,
        makruk::lion_leg_targets,
        makruk::lion_slot_leg_targets,
    ));
    g.finish();

    // Under `cargo test` (no `--bench`) criterion runs each row once as a
    // smoke test; the interleaved passes are for measuring only.
    if std::env::args().any(|a| a == "--bench") {
        println!(
            "Interleaved minima, {N} lookups per pass, each row against the first of its board's group:"
        );
        println!("| board | function | ns / lookup | ratio |");
        println!("|---|---|---:|---:|");
        for rows in [
            leapers_9_9,
            riders_9_9,
            riders_9_10,
            leapers_8_8,
            riders_8_8,
            leapers_12_12,
            riders_12_12,
            riders_11_10,
        ] {
            minima(&rows);
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
