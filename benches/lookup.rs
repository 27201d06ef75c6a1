//! Runtime cost of a table lookup, side by side with the same value
//! computed at run time and with a plain hand-written static array.
//!
//! Every benchmark walks one fixed pseudo-random stream of 4096 square
//! pairs (xorshift64, fixed seed) per iteration and sums the answers, so
//! criterion's time per iteration / 4096 is the cost of one lookup (the
//! throughput line shows it as elements per second).
//!
//! For each table:
//! - `table`: the `geometry_tables` static;
//! - `hand`: a `static HAND_*` built in this file by a plain `const` loop
//!   (no macro): the like-for-like baseline (target ratio 1.00 +/- 0.05);
//! - `formula` / `ray_walk` / `bfs` / `simulate`: the value computed at run
//!   time, as the reference articles do it.
//!
//! Before criterion starts, `table` and `hand` are also timed in
//! alternation (see [`paired`]) and the ratio printed: that is the figure
//! for the "same cost as a hand-written static" target, since criterion's
//! one-after-another runs drift with the machine's load.
//!
//! Run: `sh benches/lookup.sh` from the repository root. It builds this
//! bench with every loop aligned to 64 bytes (without that, where the
//! linker puts each few-instruction loop moved the table/hand ratio
//! between 0.58 and 1.71) and prints criterion's figures as a table.
//!
//! Before timing anything, every runtime computation and every hand-written
//! array is checked against the tables on all 4096 pairs, so a wrong
//! formula cannot produce a flattering figure.
// A benchmark reads its command line.
#![allow(clippy::disallowed_methods)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use geometry_core::formula::KNIGHT_DELTAS;
use geometry_tables::variants::{KNIGHT_D, KNIGHT_EDGE, knight_dist_sign_mask};
use geometry_tables::{
    BETWEEN_BB, BitboardGeometry, Board, Geometry, KING_DIST, KNIGHT_DIST, Square, X88_ATTACK,
    between, knight_dist, x88, x88_attack,
};
use geometry_test_support::Stream;
use geometry_test_support::timing::fastest_passes;
use std::hint::black_box;
use std::time::Duration;

/// Pairs per iteration.
const PAIRS: usize = 4096;

/// A fixed pseudo-random stream of `(a, b)` square pairs in 0..64.
fn pairs() -> Vec<(u8, u8)> {
    let mut stream = Stream::new(0x9E37_79B9_7F4A_7C15);
    (0..PAIRS)
        .map(|_| {
            let x = stream.next_u64();
            ((x & 63) as u8, ((x >> 6) & 63) as u8)
        })
        .collect()
}

// ---------------------------------------------------------------------
// Hand-written statics: plain const loops, no macro.

static HAND_KING: [[u8; 64]; 64] = {
    let mut t = [[0u8; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let df = (a % 8) as i32 - (b % 8) as i32;
            let dr = (a / 8) as i32 - (b / 8) as i32;
            let (df, dr) = (df.abs(), dr.abs());
            t[a][b] = if df > dr { df } else { dr } as u8;
            b += 1;
        }
        a += 1;
    }
    t
};

static HAND_KNIGHT: [[u8; 64]; 64] = {
    let mut t = [[0u8; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let df = ((a % 8) as i32 - (b % 8) as i32).abs();
            let dr = ((a / 8) as i32 - (b / 8) as i32).abs();
            let d = (8 * dr + df) as usize;
            let corner = if d == 9 {
                KNIGHT_EDGE[a] + KNIGHT_EDGE[b]
            } else {
                0
            };
            t[a][b] = KNIGHT_D[d] + corner;
            b += 1;
        }
        a += 1;
    }
    t
};

static HAND_BETWEEN: [[u64; 64]; 64] = {
    let mut t = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (fa, ra) = ((a % 8) as i32, (a / 8) as i32);
            let (fb, rb) = ((b % 8) as i32, (b / 8) as i32);
            let (df, dr) = (fb - fa, rb - ra);
            if a != b && (df == 0 || dr == 0 || df == dr || df == -dr) {
                let (sf, sr) = (df.signum(), dr.signum());
                let (mut f, mut r) = (fa + sf, ra + sr);
                let mut bb = 0u64;
                while f != fb || r != rb {
                    bb |= 1 << (8 * r + f);
                    f += sf;
                    r += sr;
                }
                t[a][b] = bb;
            }
            b += 1;
        }
        a += 1;
    }
    t
};

/// Piece flags, the same bits as `geometry_tables::x88`.
const KING: u8 = 1;
const QUEEN: u8 = 2;
const ROOK: u8 = 4;
const BISHOP: u8 = 8;
const KNIGHT: u8 = 16;
const WHITE_PAWN: u8 = 32;
const BLACK_PAWN: u8 = 64;

static HAND_X88: [u8; 257] = {
    let mut t = [0u8; 257];
    let mut df: i32 = -7;
    while df <= 7 {
        let mut dr: i32 = -7;
        while dr <= 7 {
            let (af, ar) = (df.abs(), dr.abs());
            let mut flags = 0;
            if (af | ar) != 0 && af <= 1 && ar <= 1 {
                flags |= KING;
            }
            if (af | ar) != 0 && (af == 0 || ar == 0) {
                flags |= QUEEN | ROOK;
            }
            if af != 0 && af == ar {
                flags |= QUEEN | BISHOP;
            }
            if (af == 1 && ar == 2) || (af == 2 && ar == 1) {
                flags |= KNIGHT;
            }
            if af == 1 && dr == 1 {
                flags |= WHITE_PAWN;
            }
            if af == 1 && dr == -1 {
                flags |= BLACK_PAWN;
            }
            t[(16 * dr + df + 128) as usize] = flags;
            dr += 1;
        }
        df += 1;
    }
    t
};

// ---------------------------------------------------------------------
// Run-time computations.

/// King distance, branchless: `max(|df|, |dr|)` with the article's
/// shift-and-xor absolute value.
#[inline]
fn king_formula(a: i32, b: i32) -> i32 {
    let f = (a & 7) - (b & 7);
    let r = (a >> 3) - (b >> 3);
    let f = (f + (f >> 31)) ^ (f >> 31);
    let r = (r + (r >> 31)) ^ (r >> 31);
    let d = f - r;
    r + (d & !(d >> 31))
}

/// Knight distance by one breadth-first search per query (stops when `b`
/// is reached; nothing is cached between queries).
#[inline]
fn knight_bfs(a: usize, b: usize) -> u8 {
    if a == b {
        return 0;
    }
    let mut dist = [u8::MAX; 64];
    let mut queue = [0u8; 64];
    let (mut head, mut tail) = (0, 1);
    queue[0] = a as u8;
    dist[a] = 0;
    while head < tail {
        let sq = queue[head] as usize;
        head += 1;
        let (f, r) = ((sq & 7) as i32, (sq >> 3) as i32);
        for (jf, jr) in KNIGHT_DELTAS {
            let (nf, nr) = (f + jf, r + jr);
            if (0..8).contains(&nf) && (0..8).contains(&nr) {
                let next = (8 * nr + nf) as usize;
                if dist[next] == u8::MAX {
                    dist[next] = dist[sq] + 1;
                    if next == b {
                        return dist[next];
                    }
                    queue[tail] = next as u8;
                    tail += 1;
                }
            }
        }
    }
    u8::MAX
}

/// Squares strictly between `a` and `b` by walking the ray.
#[inline]
fn between_walk(a: usize, b: usize) -> u64 {
    let (fa, ra) = ((a & 7) as i32, (a >> 3) as i32);
    let (fb, rb) = ((b & 7) as i32, (b >> 3) as i32);
    let (df, dr) = (fb - fa, rb - ra);
    if a == b || !(df == 0 || dr == 0 || df == dr || df == -dr) {
        return 0;
    }
    let step = 8 * dr.signum() + df.signum();
    let mut sq = a as i32 + step;
    let mut bb = 0;
    while sq != b as i32 {
        bb |= 1u64 << sq;
        sq += step;
    }
    bb
}

/// X88_ATTACK's flags by simulating each piece's moves on the 0x88 board
/// from `from88` on an empty board until it reaches `to88` or leaves it.
#[inline]
fn x88_simulate(from88: i32, to88: i32) -> u8 {
    const KING_STEPS: [i32; 8] = [1, -1, 16, -16, 15, 17, -15, -17];
    const KNIGHT_STEPS: [i32; 8] = [33, 31, 18, 14, -33, -31, -18, -14];
    const ROOK_STEPS: [i32; 4] = [1, -1, 16, -16];
    const BISHOP_STEPS: [i32; 4] = [15, 17, -15, -17];
    let mut flags = 0;
    let hits = |step: i32| -> bool {
        let mut sq = from88 + step;
        while sq & 0x88 == 0 && (0..128).contains(&sq) {
            if sq == to88 {
                return true;
            }
            sq += step;
        }
        false
    };
    let jump = |step: i32| -> bool {
        let sq = from88 + step;
        sq & 0x88 == 0 && (0..128).contains(&sq) && sq == to88
    };
    if KING_STEPS.iter().any(|&s| jump(s)) {
        flags |= KING;
    }
    if ROOK_STEPS.iter().any(|&s| hits(s)) {
        flags |= QUEEN | ROOK;
    }
    if BISHOP_STEPS.iter().any(|&s| hits(s)) {
        flags |= QUEEN | BISHOP;
    }
    if KNIGHT_STEPS.iter().any(|&s| jump(s)) {
        flags |= KNIGHT;
    }
    if jump(15) || jump(17) {
        flags |= WHITE_PAWN;
    }
    if jump(-15) || jump(-17) {
        flags |= BLACK_PAWN;
    }
    flags
}

/// 0..63 to 0x88 by arithmetic, as the 0x88 article does it.
#[inline]
fn to88(sq: usize) -> usize {
    sq + (sq & !7)
}

// ---------------------------------------------------------------------

/// Checks every baseline against the tables on the benchmark's pairs.
fn check(pairs: &[(u8, u8)]) {
    for &(a, b) in pairs {
        let (a, b) = (a as usize, b as usize);
        let (ai, bi) = (a as i32, b as i32);
        assert_eq!(HAND_KING[a][b], KING_DIST[a][b], "hand king {a} {b}");
        assert_eq!(king_formula(ai, bi), i32::from(KING_DIST[a][b]));
        assert_eq!(HAND_KNIGHT[a][b], KNIGHT_DIST[a][b], "hand knight {a} {b}");
        assert_eq!(knight_dist_sign_mask(a as u8, b as u8), KNIGHT_DIST[a][b]);
        assert_eq!(knight_bfs(a, b), KNIGHT_DIST[a][b]);
        assert_eq!(HAND_BETWEEN[a][b], BETWEEN_BB[a][b], "hand between {a} {b}");
        assert_eq!(between_walk(a, b), BETWEEN_BB[a][b]);
        let (fa, fb) = (
            x88::from_square(Square::ALL[a]),
            x88::from_square(Square::ALL[b]),
        );
        assert_eq!((fa, fb), (to88(a), to88(b)));
        let index = fb + x88::OFFSET - fa;
        assert_eq!(HAND_X88[index], X88_ATTACK[index], "hand x88 {a} {b}");
        assert_eq!(x88_simulate(fa as i32, fb as i32), X88_ATTACK[index]);
    }
}

/// Stockfish's `passed_pawn_span(c, s)` computed as its `bitboard.h`
/// does, from whole ranks and files shifted into place.
fn passed_span_arith(c: usize, s: usize) -> u64 {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const FILE_H: u64 = FILE_A << 7;
    let file = FILE_A << (s & 7);
    let adjacent = ((file & !FILE_H) << 1) | ((file & !FILE_A) >> 1);
    let rank = s >> 3;
    let forward = if c == 0 {
        !0xFFu64 << (8 * rank)
    } else {
        !(0xFFu64 << 56) >> (8 * (7 - rank))
    };
    forward & (file | adjacent)
}

/// The king steps from `s` to the nearest of d4, e4, d5 and e5, from its
/// coordinates.
fn center_king_arith(s: usize) -> u8 {
    let centre = |x: usize| (3usize.saturating_sub(x)).max(x.saturating_sub(4));
    centre(s & 7).max(centre(s >> 3)) as u8
}

/// `edge_distance(File)`: `min(f, 7 - f)`.
fn file_edge_arith(s: usize) -> u8 {
    let f = s & 7;
    f.min(7 - f) as u8
}

/// The evaluation tables against the arithmetic they replace, on every
/// square and both colours.
fn check_evaluation() {
    use geometry_tables::{CENTER_KING_DIST, FILE_EDGE_DIST, PASSED_PAWN_SPAN};
    for s in 0..64 {
        for (c, span) in PASSED_PAWN_SPAN.iter().enumerate() {
            assert_eq!(passed_span_arith(c, s), span[s], "span {c} {s}");
        }
        assert_eq!(center_king_arith(s), CENTER_KING_DIST[s], "centre {s}");
        assert_eq!(file_edge_arith(s), FILE_EDGE_DIST[s], "edge {s}");
    }
}

/// One criterion group: each `name => |a, b| expr` is timed over the whole
/// stream, the closure inlined into the loop (no call through a pointer).
macro_rules! group {
    ($c:expr, $group:expr, $pairs:expr, $($name:expr => $f:expr),* $(,)?) => {{
        let mut g = $c.benchmark_group($group);
        g.throughput(Throughput::Elements(PAIRS as u64));
        $(
            g.bench_function($name, |bench| {
                let f = $f;
                bench.iter(|| {
                    let mut sum = 0u64;
                    for &(a, b) in black_box($pairs) {
                        sum = sum.wrapping_add(f(a as usize, b as usize));
                    }
                    black_box(sum)
                })
            });
        )*
        g.finish();
    }};
}

/// One pass over the stream as a function, the lookup inlined into its loop.
macro_rules! pass {
    ($f:expr) => {
        |pairs: &[(u8, u8)]| -> u64 {
            let f = $f;
            let mut sum = 0u64;
            for &(a, b) in black_box(pairs) {
                sum = sum.wrapping_add(f(a as usize, b as usize));
            }
            sum
        }
    };
}

type Pass<'a> = (&'a str, &'a dyn Fn(&[(u8, u8)]) -> u64);

/// Table against hand-written static, measured in alternation
/// ([`fastest_passes`]): the fastest pass of each variant over all rounds.
///
/// The rounds are split over 5 copies of the stream at different heap
/// addresses: one run showed a variant 1.6x slower throughout for one
/// placement of the stream, so the placement is varied too.
fn paired(pairs: &[(u8, u8)], group: &str, variants: &[Pass]) {
    const ROUNDS: usize = 4_000;
    let mut best = vec![Duration::MAX; variants.len()];
    let mut keep = Vec::new();
    for copy in 0..5 {
        keep.push(vec![0u8; 4096 * copy + 64]);
        let pairs = pairs.to_vec();
        let runs: Vec<Box<dyn Fn()>> = variants
            .iter()
            .map(|&(_, f)| -> Box<dyn Fn()> {
                let pairs = &pairs;
                Box::new(move || {
                    black_box(f(black_box(pairs)));
                })
            })
            .collect();
        let passes: Vec<&dyn Fn()> = runs.iter().map(|run| &**run).collect();
        fastest_passes(&passes, ROUNDS, ROUNDS, Duration::MAX, &mut best);
    }
    black_box(keep);
    let per = |k: usize| best[k].as_secs_f64() * 1e9 / PAIRS as f64;
    for k in 0..variants.len() {
        println!(
            "paired {group}/{}: {:.3} ns per lookup, {:.3} x {}",
            variants[k].0,
            per(k),
            per(k) / per(k ^ 1),
            variants[k ^ 1].0
        );
    }
}

fn benches(c: &mut Criterion) {
    let pairs = pairs();
    let pairs = pairs.as_slice();
    check(pairs);
    // Under `cargo test` (no `--bench`), criterion runs each function once
    // as a smoke test; skip the long interleaved measurement there.
    if !std::env::args().any(|a| a == "--bench") {
        return benches_criterion(c, pairs);
    }
    println!("Interleaved minima, {PAIRS} lookups per pass (table vs hand-written static):");
    paired(
        pairs,
        "knight_dist",
        &[
            (
                "table",
                &pass!(|a: usize, b: usize| u64::from(KNIGHT_DIST[a][b])),
            ),
            (
                "hand",
                &pass!(|a: usize, b: usize| u64::from(HAND_KNIGHT[a][b])),
            ),
        ],
    );
    paired(
        pairs,
        "king_dist",
        &[
            (
                "table",
                &pass!(|a: usize, b: usize| u64::from(KING_DIST[a][b])),
            ),
            (
                "hand",
                &pass!(|a: usize, b: usize| u64::from(HAND_KING[a][b])),
            ),
        ],
    );
    paired(
        pairs,
        "between_bb",
        &[
            ("table", &pass!(|a: usize, b: usize| BETWEEN_BB[a][b])),
            ("hand", &pass!(|a: usize, b: usize| HAND_BETWEEN[a][b])),
        ],
    );
    paired(
        pairs,
        "x88_attack",
        &[
            (
                "table",
                &pass!(|a: usize, b: usize| {
                    let (fa, fb) = (
                        x88::from_square(Square::ALL[a]),
                        x88::from_square(Square::ALL[b]),
                    );
                    u64::from(X88_ATTACK[fb + x88::OFFSET - fa])
                }),
            ),
            (
                "hand",
                &pass!(|a: usize, b: usize| {
                    let (fa, fb) = (
                        x88::from_square(Square::ALL[a]),
                        x88::from_square(Square::ALL[b]),
                    );
                    u64::from(HAND_X88[fb + 128 - fa])
                }),
            ),
            (
                "table_arith",
                &pass!(|a: usize, b: usize| u64::from(X88_ATTACK[to88(b) + x88::OFFSET - to88(a)])),
            ),
            (
                "hand_arith",
                &pass!(|a: usize, b: usize| u64::from(HAND_X88[to88(b) + 128 - to88(a)])),
            ),
        ],
    );
    println!(
        "Interleaved minima, typed access (raw static indexed by `Square` casts vs typed accessor; direct call vs the same call through `Geometry` in generic code):"
    );
    paired(
        pairs,
        "typed_knight_dist",
        &[
            (
                "raw",
                &pass!(|a: usize, b: usize| u64::from(KNIGHT_DIST[sq(a) as usize][sq(b) as usize])),
            ),
            (
                "typed",
                &pass!(|a: usize, b: usize| u64::from(knight_dist(sq(a), sq(b)))),
            ),
            (
                "direct",
                &pass!(|a: usize, b: usize| u64::from(knight_dist(sq(a), sq(b)))),
            ),
            (
                "generic",
                &pass!(|a: usize, b: usize| u64::from(generic_knight::<Board>(a, b))),
            ),
        ],
    );
    paired(
        pairs,
        "typed_between",
        &[
            (
                "raw",
                &pass!(|a: usize, b: usize| BETWEEN_BB[sq(a) as usize][sq(b) as usize]),
            ),
            ("typed", &pass!(|a: usize, b: usize| between(sq(a), sq(b)))),
            ("direct", &pass!(|a: usize, b: usize| between(sq(a), sq(b)))),
            (
                "generic",
                &pass!(|a: usize, b: usize| generic_between::<Board>(a, b)),
            ),
        ],
    );
    paired(
        pairs,
        "typed_x88_attack",
        &[
            (
                "raw",
                &pass!(|a: usize, b: usize| {
                    let (fa, fb) = (x88::from_square(sq(a)), x88::from_square(sq(b)));
                    u64::from(X88_ATTACK[fb + x88::OFFSET - fa])
                }),
            ),
            (
                "typed",
                &pass!(|a: usize, b: usize| u64::from(x88_attack(sq(a), sq(b)))),
            ),
            (
                "direct",
                &pass!(|a: usize, b: usize| u64::from(x88_attack(sq(a), sq(b)))),
            ),
            (
                "generic",
                &pass!(|a: usize, b: usize| u64::from(generic_x88::<Board>(a, b))),
            ),
        ],
    );
    println!();
    benches_criterion(c, pairs);
}

/// The square of index `i` (the stream's indices are below 64).
#[inline]
fn sq(i: usize) -> Square {
    Square::ALL[i]
}

/// Generic code: the square by index, then the trait's accessor.
#[inline]
fn generic_knight<G: Geometry>(a: usize, b: usize) -> u8 {
    G::knight_dist(G::squares()[a], G::squares()[b])
}

#[inline]
fn generic_between<G: BitboardGeometry>(a: usize, b: usize) -> G::Bitboard {
    G::between(G::squares()[a], G::squares()[b])
}

#[inline]
fn generic_x88<G: Geometry>(a: usize, b: usize) -> u8 {
    G::x88_attack(G::squares()[a], G::squares()[b])
}

/// The criterion groups: every variant of every table.
fn benches_criterion(c: &mut Criterion, pairs: &[(u8, u8)]) {
    group!(c, "knight_dist", pairs,
        "table" => |a: usize, b: usize| u64::from(KNIGHT_DIST[a][b]),
        "hand" => |a: usize, b: usize| u64::from(HAND_KNIGHT[a][b]),
        "formula" => |a: usize, b: usize| u64::from(knight_dist_sign_mask(a as u8, b as u8)),
        "bfs" => |a: usize, b: usize| u64::from(knight_bfs(a, b)),
    );
    group!(c, "king_dist", pairs,
        "table" => |a: usize, b: usize| u64::from(KING_DIST[a][b]),
        "hand" => |a: usize, b: usize| u64::from(HAND_KING[a][b]),
        "formula" => |a: usize, b: usize| king_formula(a as i32, b as i32) as u64,
    );
    group!(c, "between_bb", pairs,
        "table" => |a: usize, b: usize| BETWEEN_BB[a][b],
        "hand" => |a: usize, b: usize| HAND_BETWEEN[a][b],
        "ray_walk" => between_walk,
    );
    group!(c, "x88_attack", pairs,
        "table" => |a: usize, b: usize| {
            let (fa, fb) = (x88::from_square(Square::ALL[a]), x88::from_square(Square::ALL[b]));
            u64::from(X88_ATTACK[fb + x88::OFFSET - fa])
        },
        "hand" => |a: usize, b: usize| {
            let (fa, fb) = (x88::from_square(Square::ALL[a]), x88::from_square(Square::ALL[b]));
            u64::from(HAND_X88[fb + 128 - fa])
        },
        "table_arith" => |a: usize, b: usize| u64::from(X88_ATTACK[to88(b) + x88::OFFSET - to88(a)]),
        "hand_arith" => |a: usize, b: usize| u64::from(HAND_X88[to88(b) + 128 - to88(a)]),
        "simulate" => |a: usize, b: usize| u64::from(x88_simulate(to88(a) as i32, to88(b) as i32)),
    );
    // `a`'s low bit is the colour, `b` the square.
    check_evaluation();
    group!(c, "passed_pawn_span", pairs,
        "table" => |a: usize, b: usize| geometry_tables::PASSED_PAWN_SPAN[a & 1][b],
        "typed" => |a: usize, b: usize| geometry_tables::passed_pawn_span(a & 1, sq(b)),
        "arithmetic" => |a: usize, b: usize| passed_span_arith(a & 1, b),
    );
    group!(c, "center_king_dist", pairs,
        "table" => |_: usize, b: usize| u64::from(geometry_tables::CENTER_KING_DIST[b]),
        "arithmetic" => |_: usize, b: usize| u64::from(center_king_arith(b)),
    );
    group!(c, "file_edge_dist", pairs,
        "table" => |_: usize, b: usize| u64::from(geometry_tables::FILE_EDGE_DIST[b]),
        "typed" => |_: usize, b: usize| u64::from(geometry_tables::file_edge_dist(sq(b))),
        "arithmetic" => |_: usize, b: usize| u64::from(file_edge_arith(b)),
    );
    group!(c, "typed_knight_dist", pairs,
        "raw" => |a: usize, b: usize| u64::from(KNIGHT_DIST[sq(a) as usize][sq(b) as usize]),
        "typed" => |a: usize, b: usize| u64::from(knight_dist(sq(a), sq(b))),
        "generic" => |a: usize, b: usize| u64::from(generic_knight::<Board>(a, b)),
    );
}

criterion_group!(lookup, benches);
criterion_main!(lookup);
