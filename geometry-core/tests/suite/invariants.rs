//! Invariants of the geometry tables on every board from 1x1 to 16x16 under
//! every one of the eight square mappings.
//!
//! Each table comes from `Table::compute`, the path the macros and the build
//! script take. The checks relate tables to each other and to closed forms
//! on (file, rank) coordinates; none recomputes a table the way the core
//! does (no BFS, no ray walk):
//!
//! - `KING_DIST`, `TAXI_DIST`, `KNIGHT_DIST` (where finite) are metrics: zero
//!   exactly on the diagonal, symmetric, triangle inequality (every triple on
//!   boards of at most 64 squares; a fixed pseudo-random sample of triples on
//!   larger boards, plus a proptest sample that changes from run to run);
//! - `KING <= TAXI <= 2 * KING`; knight distance `>= ceil(KING / 2)` and
//!   `>= ceil(TAXI / 3)`, its parity equals the colour difference, and it
//!   satisfies the shortest-path (Bellman) equation over knight jumps, which
//!   pins it down uniquely, unreachable pairs included;
//! - `BETWEEN_BB` is a symmetric subset of `LINE_BB` with `KING - 1` squares
//!   when aligned, each on a shortest king path; `LINE_BB` holds both ends,
//!   has the closed-form length, and is the same for every pair on the line;
//!   on boards of at most 64 squares both are also checked square by square
//!   against collinearity (a cross product); past 128 squares the same
//!   checks read the 256-bit values;
//! - every square lies on exactly one diagonal and one anti-diagonal, and
//!   the diagonal, anti-diagonal, file, rank and colour masks partition the
//!   board;
//! - 0x88 flags: the queen flag is the union of the rook and bishop flags; a
//!   delta and its negation have the same flags with the pawn flags swapped
//!   and opposite steps; every entry agrees with the distance tables, and
//!   entries no pair produces are 0.
//!
//! Run with `--nocapture` to see the number of boards, mappings and cases.

use geometry_core::formula::x88::{BISHOP, BLACK_PAWN, KING, KNIGHT, QUEEN, ROOK, WHITE_PAWN};
use geometry_core::{Board, MAX_BITBOARD_SQUARES, MAX_SIDE, Mapping, Shape, Table, Values};
use geometry_test_support::Stream;
use geometry_test_support::reference::knight_jumps;
use proptest::prelude::*;

/// `KNIGHT_DIST` for a pair no knight path joins.
const UNREACHABLE: u8 = u8::MAX;
/// Boards up to this many squares get every triple checked.
const EXHAUSTIVE_TRIPLES: usize = 64;
/// Triples sampled per (board, mapping) on larger boards.
const SAMPLED_TRIPLES: usize = 20_000;

/// Case counters, printed by each test.
#[derive(Default, Debug)]
struct Stats {
    boards: usize,
    pairs: u64,
    triples: u64,
    delta_entries: u64,
}

impl Stats {
    fn add(&mut self, other: &Stats) {
        self.boards += other.boards;
        self.pairs += other.pairs;
        self.triples += other.triples;
        self.delta_entries += other.delta_entries;
    }
}

fn data(table: Table, board: &Board) -> (Shape, Values) {
    let d = table
        .compute(board)
        .unwrap_or_else(|e| panic!("{} on {board:?}: {e}", table.name()));
    (d.shape, d.values)
}

fn u8s(table: Table, board: &Board, shape: Shape) -> Vec<u8> {
    match data(table, board) {
        (s, Values::U8(v)) if s == shape && v.len() == shape.len() => v,
        (s, v) => panic!("{}: unexpected {s:?} {v:?}", table.name()),
    }
}

fn i8s(table: Table, board: &Board, shape: Shape) -> Vec<i8> {
    match data(table, board) {
        (s, Values::I8(v)) if s == shape && v.len() == shape.len() => v,
        (s, v) => panic!("{}: unexpected {s:?} {v:?}", table.name()),
    }
}

fn bools(table: Table, board: &Board, shape: Shape) -> Vec<bool> {
    match data(table, board) {
        (s, Values::Bool(v)) if s == shape && v.len() == shape.len() => v,
        (s, v) => panic!("{}: unexpected {s:?} {v:?}", table.name()),
    }
}

/// A set of up to 256 squares, whatever the width of the table it came
/// from, with the few operations the checks use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Set([u128; 2]);

impl Set {
    /// The first `n` squares.
    fn first(n: usize) -> Set {
        let low = |k: usize| {
            if k >= 128 {
                u128::MAX
            } else {
                (1u128 << k) - 1
            }
        };
        Set([low(n), low(n.saturating_sub(128))])
    }

    fn count_ones(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones()
    }

    /// The squares in the set, lowest first.
    fn squares(self) -> impl Iterator<Item = usize> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let k = rest.iter().position(|&w| w != 0)?;
            let sq = rest[k].trailing_zeros() as usize;
            rest[k] &= rest[k] - 1;
            Some(128 * k + sq)
        })
    }
}

impl std::ops::BitAnd for Set {
    type Output = Set;
    fn bitand(self, o: Set) -> Set {
        Set([self.0[0] & o.0[0], self.0[1] & o.0[1]])
    }
}

impl std::ops::BitOr for Set {
    type Output = Set;
    fn bitor(self, o: Set) -> Set {
        Set([self.0[0] | o.0[0], self.0[1] | o.0[1]])
    }
}

impl std::ops::BitOrAssign for Set {
    fn bitor_assign(&mut self, o: Set) {
        *self = *self | o;
    }
}

impl std::ops::Not for Set {
    type Output = Set;
    fn not(self) -> Set {
        Set([!self.0[0], !self.0[1]])
    }
}

const EMPTY: Set = Set([0, 0]);

/// A bitboard table's values as [`Set`]s: `u64`/`u128` values up to 128
/// squares, 256-bit words past that.
fn bits(table: Table, board: &Board, shape: Shape) -> Vec<Set> {
    match data(table, board) {
        (s, Values::Bits(_, v)) if s == shape && v.len() == shape.len() => {
            assert!(
                board.squares() <= 128,
                "{}: u128 on {board:?}",
                table.name()
            );
            v.into_iter().map(|x| Set([x, 0])).collect()
        }
        (s, Values::Wide(v)) if s == shape && v.len() == shape.len() => {
            assert!(
                board.squares() > 128,
                "{}: 256 bits on {board:?}",
                table.name()
            );
            let word = |w: u64, k: u32| u128::from(w) << k;
            v.into_iter()
                .map(|w| {
                    Set([
                        word(w[0], 0) | word(w[1], 64),
                        word(w[2], 0) | word(w[3], 64),
                    ])
                })
                .collect()
        }
        (s, v) => panic!("{}: unexpected {s:?} {v:?}", table.name()),
    }
}

/// Every square's (file, rank) as signed integers, by square index.
fn coords(board: &Board) -> Vec<(i32, i32)> {
    board
        .all_squares()
        .map(|sq| {
            let (f, r) = board.coords(sq);
            (f as i32, r as i32)
        })
        .collect()
}

/// Queen-aligned: distinct, and on one rank, file, diagonal or anti-diagonal.
fn aligned(xy: &[(i32, i32)], a: usize, b: usize) -> bool {
    let ((fa, ra), (fb, rb)) = (xy[a], xy[b]);
    a != b && (fa == fb || ra == rb || (fa - fb).abs() == (ra - rb).abs())
}

/// Length of the full line (edge to edge) through two aligned squares,
/// in closed form.
fn line_len(board: &Board, xy: &[(i32, i32)], a: usize, b: usize) -> u32 {
    let ((fa, ra), (fb, rb)) = (xy[a], xy[b]);
    let (files, ranks) = (board.files() as i32, board.ranks() as i32);
    let len = if ra == rb {
        files
    } else if fa == fb {
        ranks
    } else if (fb - fa).signum() == (rb - ra).signum() {
        fa.min(ra) + (files - 1 - fa).min(ranks - 1 - ra) + 1
    } else {
        fa.min(ranks - 1 - ra) + (files - 1 - fa).min(ra) + 1
    };
    len as u32
}

/// Triangle inequality `d[a][c] <= d[a][b] + d[b][c]` on one triple.
fn triangle(d: &[u16], n: usize, a: usize, b: usize, c: usize, what: &str, board: &Board) {
    let (ab, bc, ac) = (d[a * n + b], d[b * n + c], d[a * n + c]);
    assert!(
        ac <= ab + bc,
        "{what} triangle fails on {board:?}: d({a},{c}) = {ac} > d({a},{b}) + d({b},{c}) = {ab} + {bc}"
    );
}

/// Checks every invariant on one board and mapping.
fn check_board(board: &Board) -> Stats {
    let n = board.squares();
    let (files, ranks) = (board.files(), board.ranks());
    let pair = Shape::Pair(n);
    let mut stats = Stats {
        boards: 1,
        ..Stats::default()
    };

    // The mapping is a bijection onto the board's coordinates.
    for sq in 0..n {
        let (f, r) = board.coords(sq);
        assert!(
            f < files && r < ranks,
            "{board:?}: coords({sq}) = ({f}, {r})"
        );
        assert_eq!(board.square(f, r), sq, "{board:?}: square(coords({sq}))");
    }

    let xy = coords(board);
    let king = u8s(Table::KingDist, board, pair);
    let taxi = u8s(Table::TaxiDist, board, pair);
    let knight = u8s(Table::KnightDist, board, pair);
    let color = u8s(Table::SquareColor, board, Shape::List(n));
    let diagonals = files + ranks - 1;
    let diag = u8s(Table::Diagonal, board, Shape::List(n));
    let anti = u8s(Table::AntiDiagonal, board, Shape::List(n));
    let same_diag = bools(Table::SameDiagonal, board, pair);
    let same_anti = bools(Table::SameAntiDiagonal, board, pair);

    // Per square: colour (a1 dark) and the one diagonal and anti-diagonal.
    for sq in 0..n {
        let (f, r) = xy[sq];
        assert_eq!(
            color[sq],
            u8::from((f + r) % 2 == 0),
            "{board:?}: colour of {sq}"
        );
        assert_eq!(
            i32::from(diag[sq]),
            files as i32 - 1 + r - f,
            "{board:?}: diagonal of {sq}"
        );
        assert_eq!(
            i32::from(anti[sq]),
            r + f,
            "{board:?}: anti-diagonal of {sq}"
        );
        assert!(usize::from(diag[sq]) < diagonals && usize::from(anti[sq]) < diagonals);
    }

    // Knight neighbours from coordinates, for the Bellman equation.
    let neighbours: Vec<Vec<usize>> = (0..n)
        .map(|sq| {
            let (f, r) = xy[sq];
            knight_jumps()
                .into_iter()
                .filter(|&(df, dr)| {
                    (0..files as i32).contains(&(f + df)) && (0..ranks as i32).contains(&(r + dr))
                })
                .map(|(df, dr)| board.square((f + df) as usize, (r + dr) as usize))
                .collect()
        })
        .collect();

    // Pairs: metrics, their bounds, the knight's parity and optimality,
    // same-diagonal tests.
    for a in 0..n {
        let (fa, ra) = xy[a];
        for b in 0..n {
            let (fb, rb) = xy[b];
            let (df, dr) = ((fb - fa).abs(), (rb - ra).abs());
            let i = a * n + b;
            let t = b * n + a;
            let (k, x, kn) = (king[i], taxi[i], knight[i]);
            let at = || format!("{board:?} a={a} b={b}");

            for (name, d) in [("KING", &king), ("TAXI", &taxi), ("KNIGHT", &knight)] {
                assert_eq!(d[i] == 0, a == b, "{name} zero off the diagonal: {}", at());
                assert_eq!(d[i], d[t], "{name} not symmetric: {}", at());
            }
            assert_eq!(i32::from(k), df.max(dr), "KING closed form: {}", at());
            assert_eq!(i32::from(x), df + dr, "TAXI closed form: {}", at());
            assert!(
                k <= x && u16::from(x) <= 2 * u16::from(k),
                "KING <= TAXI <= 2 KING: {}",
                at()
            );

            if kn != UNREACHABLE {
                assert!(kn >= k.div_ceil(2), "KNIGHT >= ceil(KING / 2): {}", at());
                assert!(kn >= x.div_ceil(3), "KNIGHT >= ceil(TAXI / 3): {}", at());
                assert_eq!(kn % 2, color[a] ^ color[b], "KNIGHT parity: {}", at());
            }
            assert_eq!(
                kn == 1,
                (df, dr) == (1, 2) || (df, dr) == (2, 1),
                "knight jump: {}",
                at()
            );
            if a != b {
                // d(a, b) = 1 + min over the jumps c from a of d(c, b).
                let best = neighbours[a]
                    .iter()
                    .map(|&c| knight[c * n + b])
                    .filter(|&d| d != UNREACHABLE)
                    .min();
                let expected = best.map_or(UNREACHABLE, |d| d + 1);
                assert_eq!(kn, expected, "KNIGHT is not the shortest path: {}", at());
            }

            assert_eq!(same_diag[i], diag[a] == diag[b], "SAME_DIAGONAL: {}", at());
            assert_eq!(same_diag[i], rb - fb == ra - fa, "SAME_DIAGONAL: {}", at());
            assert_eq!(
                same_anti[i],
                anti[a] == anti[b],
                "SAME_ANTI_DIAGONAL: {}",
                at()
            );
            assert_eq!(
                same_anti[i],
                rb + fb == ra + fa,
                "SAME_ANTI_DIAGONAL: {}",
                at()
            );
            stats.pairs += 1;
        }
    }

    // Triangle inequality. Unreachable knight pairs count as 1000, above any
    // sum of finite distances, so a finite sum forces a finite, smaller d(a, c).
    let widen = |d: &[u8]| -> Vec<u16> {
        d.iter()
            .map(|&v| if v == UNREACHABLE { 1000 } else { u16::from(v) })
            .collect()
    };
    let metrics = [
        ("KING", widen(&king)),
        ("TAXI", widen(&taxi)),
        ("KNIGHT", widen(&knight)),
    ];
    if n <= EXHAUSTIVE_TRIPLES {
        for (name, d) in &metrics {
            for a in 0..n {
                let row_a = &d[a * n..(a + 1) * n];
                for b in 0..n {
                    let ab = row_a[b];
                    let row_b = &d[b * n..(b + 1) * n];
                    for (c, (&ac, &bc)) in row_a.iter().zip(row_b).enumerate() {
                        if ac > ab + bc {
                            triangle(d, n, a, b, c, name, board);
                        }
                    }
                }
            }
        }
        stats.triples += (n * n * n) as u64;
    } else {
        let seed = (files * 17 + ranks) as u64 * 8 + board.mapping() as u64;
        let mut rng = Stream::new(seed);
        for _ in 0..SAMPLED_TRIPLES {
            let (a, b, c) = (rng.below(n), rng.below(n), rng.below(n));
            for (name, d) in &metrics {
                triangle(d, n, a, b, c, name, board);
            }
        }
        stats.triples += SAMPLED_TRIPLES as u64;
    }

    assert!(n <= MAX_BITBOARD_SQUARES, "{board:?} has bitboards");
    check_bitboards(board, &xy, &king, &color, &diag, &anti);

    stats.delta_entries += check_x88(board, &xy, &king, &taxi, &knight);
    stats
}

/// The set of square `sq` alone.
fn bit(sq: usize) -> Set {
    let mut words = [0; 2];
    words[sq / 128] = 1u128 << (sq % 128);
    Set(words)
}

/// Masks of one family (files, diagonals, ..) partition the board, and
/// square `sq` lies in mask `index(sq)`. Only the colour masks may be empty
/// (a 1x1 board has no light square).
fn partition(board: &Board, name: &str, masks: &[Set], index: impl Fn(usize) -> usize) {
    let n = board.squares();
    let full = Set::first(n);
    let mut union = EMPTY;
    for (i, &m) in masks.iter().enumerate() {
        assert!(
            m != EMPTY || name == "colour",
            "{name}[{i}] is empty on {board:?}"
        );
        assert_eq!(
            m & union,
            EMPTY,
            "{name}[{i}] overlaps an earlier mask on {board:?}"
        );
        union |= m;
    }
    assert_eq!(union, full, "{name} does not cover {board:?}");
    for sq in 0..n {
        let holding = masks.iter().filter(|&&m| m & bit(sq) != EMPTY).count();
        assert_eq!(
            holding, 1,
            "square {sq} in {holding} {name} masks on {board:?}"
        );
        assert_ne!(
            masks[index(sq)] & bit(sq),
            EMPTY,
            "square {sq} not in its {name} mask on {board:?}"
        );
    }
}

/// Bitboard invariants (every board: `u64`, `u128` or 256-bit values).
fn check_bitboards(
    board: &Board,
    xy: &[(i32, i32)],
    king: &[u8],
    color: &[u8],
    diag: &[u8],
    anti: &[u8],
) {
    let n = board.squares();
    let (files, ranks) = (board.files(), board.ranks());
    let diagonals = files + ranks - 1;
    let pair = Shape::Pair(n);

    let dark = bits(Table::DarkSquares, board, Shape::Scalar)[0];
    let light = bits(Table::LightSquares, board, Shape::Scalar)[0];
    let colours = [light, dark];
    partition(board, "colour", &colours, |sq| usize::from(color[sq]));

    let file_bb = bits(Table::FileBb, board, Shape::List(files));
    partition(board, "FILE_BB", &file_bb, |sq| xy[sq].0 as usize);
    let rank_bb = bits(Table::RankBb, board, Shape::List(ranks));
    partition(board, "RANK_BB", &rank_bb, |sq| xy[sq].1 as usize);
    let diag_bb = bits(Table::DiagonalBb, board, Shape::List(diagonals));
    partition(board, "DIAGONAL_BB", &diag_bb, |sq| usize::from(diag[sq]));
    let anti_bb = bits(Table::AntiDiagonalBb, board, Shape::List(diagonals));
    partition(board, "ANTI_DIAGONAL_BB", &anti_bb, |sq| {
        usize::from(anti[sq])
    });

    let between = bits(Table::BetweenBb, board, pair);
    let line = bits(Table::LineBb, board, pair);
    for a in 0..n {
        for b in 0..n {
            let (i, t) = (a * n + b, b * n + a);
            let (bw, ln) = (between[i], line[i]);
            let at = || format!("{board:?} a={a} b={b}");
            assert_eq!(bw, between[t], "BETWEEN_BB not symmetric: {}", at());
            assert_eq!(ln, line[t], "LINE_BB not symmetric: {}", at());
            assert_eq!(bw & !ln, EMPTY, "BETWEEN_BB not within LINE_BB: {}", at());
            if !aligned(xy, a, b) {
                assert_eq!(
                    (bw, ln),
                    (EMPTY, EMPTY),
                    "not aligned yet non-empty: {}",
                    at()
                );
                continue;
            }
            let k = u32::from(king[i]);
            assert_eq!(bw.count_ones(), k - 1, "|BETWEEN_BB| != KING - 1: {}", at());
            assert_eq!(
                bw & (bit(a) | bit(b)),
                EMPTY,
                "BETWEEN_BB holds an end: {}",
                at()
            );
            assert_eq!(ln & bit(a), bit(a), "LINE_BB misses a: {}", at());
            assert_eq!(ln & bit(b), bit(b), "LINE_BB misses b: {}", at());
            assert_eq!(
                ln.count_ones(),
                line_len(board, xy, a, b),
                "LINE_BB length: {}",
                at()
            );
            // Each square between lies on a shortest king path from a to b.
            for c in bw.squares() {
                let via = u32::from(king[a * n + c]) + u32::from(king[c * n + b]);
                assert_eq!(via, k, "BETWEEN_BB square {c} off the path: {}", at());
            }
            // The same line for every pair on it (with symmetry, checking
            // LINE_BB[a][c] for every c on the line covers all pairs).
            for c in (ln & !bit(a)).squares() {
                assert_eq!(line[a * n + c], ln, "LINE_BB differs for {a},{c}: {}", at());
            }
        }
    }

    // Square by square against collinearity, where n^3 is affordable.
    if n <= EXHAUSTIVE_TRIPLES {
        for a in 0..n {
            let (fa, ra) = xy[a];
            for b in (0..n).filter(|&b| aligned(xy, a, b)) {
                let (fb, rb) = xy[b];
                let (mut want_line, mut want_between) = (EMPTY, EMPTY);
                for (c, &(fc, rc)) in xy.iter().enumerate() {
                    if (fb - fa) * (rc - ra) == (rb - ra) * (fc - fa) {
                        want_line |= bit(c);
                        let inside = (fc - fa) * (fc - fb) <= 0 && (rc - ra) * (rc - rb) <= 0;
                        if inside && c != a && c != b {
                            want_between |= bit(c);
                        }
                    }
                }
                assert_eq!(
                    line[a * n + b],
                    want_line,
                    "LINE_BB vs collinearity {board:?} {a} {b}"
                );
                assert_eq!(
                    between[a * n + b],
                    want_between,
                    "BETWEEN_BB vs collinearity {board:?} {a} {b}"
                );
            }
        }
    }
}

/// 0x88 invariants; returns the number of delta entries checked.
fn check_x88(board: &Board, xy: &[(i32, i32)], king: &[u8], taxi: &[u8], knight: &[u8]) -> u64 {
    let n = board.squares();
    let (files, ranks) = (board.files(), board.ranks());
    let mut width = 1;
    while width < 2 * files - 1 {
        width *= 2;
    }
    let offset = width * ranks;
    let len = 2 * offset + 1;
    let attack = u8s(Table::X88Attack, board, Shape::List(len));
    let step = i8s(Table::X88Step, board, Shape::List(len));

    let flags = [KING, QUEEN, ROOK, BISHOP, KNIGHT, WHITE_PAWN, BLACK_PAWN];
    let all = flags.iter().fold(0u8, |acc, &f| {
        assert_eq!(f.count_ones(), 1, "flag {f:#x} is not one bit");
        assert_eq!(acc & f, 0, "flag {f:#x} shared");
        acc | f
    });

    // Entry by entry: queen = rook | bishop, negation swaps pawns.
    for i in 0..len {
        let f = attack[i];
        let at = || format!("{board:?} delta index {i} flags {f:#x}");
        assert_eq!(f & !all, 0, "unknown flag: {}", at());
        assert_eq!(
            f & QUEEN != 0,
            f & (ROOK | BISHOP) != 0,
            "QUEEN != ROOK | BISHOP: {}",
            at()
        );
        assert_ne!(
            f & (ROOK | BISHOP),
            ROOK | BISHOP,
            "both ROOK and BISHOP: {}",
            at()
        );
        let neg = len - 1 - i;
        let mut swapped = f & !(WHITE_PAWN | BLACK_PAWN);
        if f & WHITE_PAWN != 0 {
            swapped |= BLACK_PAWN;
        }
        if f & BLACK_PAWN != 0 {
            swapped |= WHITE_PAWN;
        }
        assert_eq!(attack[neg], swapped, "negated delta: {}", at());
        assert_eq!(step[neg], -step[i], "negated step: {}", at());
        assert_eq!(step[i] != 0, f & QUEEN != 0, "step without queen: {}", at());
    }

    // Pair by pair against the distance tables; a delta index names one
    // (file, rank) difference; unproduced entries are 0.
    let pad = |sq: usize| {
        let (f, r) = xy[sq];
        width as i64 * i64::from(r) + i64::from(f)
    };
    let mut produced: Vec<Option<(i32, i32)>> = vec![None; len];
    for a in 0..n {
        let (fa, ra) = xy[a];
        for b in 0..n {
            let (fb, rb) = xy[b];
            let (df, dr) = (fb - fa, rb - ra);
            let idx = (pad(b) - pad(a) + offset as i64) as usize;
            let at = || format!("{board:?} a={a} b={b} index {idx}");
            match produced[idx] {
                Some(d) => assert_eq!(d, (df, dr), "two deltas share an index: {}", at()),
                None => produced[idx] = Some((df, dr)),
            }
            let f = attack[idx];
            let p = a * n + b;
            let (k, x) = (king[p], taxi[p]);
            let al = aligned(xy, a, b);
            assert_eq!(f & KING != 0, k == 1, "KING flag vs KING_DIST: {}", at());
            assert_eq!(
                f & KNIGHT != 0,
                knight[p] == 1,
                "KNIGHT flag vs KNIGHT_DIST: {}",
                at()
            );
            assert_eq!(f & QUEEN != 0, al, "QUEEN flag vs alignment: {}", at());
            assert_eq!(f & ROOK != 0, al && x == k, "ROOK flag: {}", at());
            assert_eq!(f & BISHOP != 0, al && x == 2 * k, "BISHOP flag: {}", at());
            assert_eq!(
                f & WHITE_PAWN != 0,
                df.abs() == 1 && dr == 1,
                "WHITE_PAWN flag: {}",
                at()
            );
            assert_eq!(
                f & BLACK_PAWN != 0,
                df.abs() == 1 && dr == -1,
                "BLACK_PAWN flag: {}",
                at()
            );
            let walked = i64::from(step[idx]) * i64::from(k);
            let want = if al { pad(b) - pad(a) } else { 0 };
            assert_eq!(walked, want, "STEP * KING_DIST != padded delta: {}", at());
        }
    }
    for i in (0..len).filter(|&i| produced[i].is_none()) {
        assert_eq!(
            (attack[i], step[i]),
            (0, 0),
            "{board:?}: unproduced delta index {i}"
        );
    }
    len as u64
}

/// Every board from 1x1 to 16x16 under one mapping.
fn every_board(mapping: Mapping) {
    let mut total = Stats::default();
    for files in 1..=MAX_SIDE {
        for ranks in 1..=MAX_SIDE {
            let board = Board::new(files, ranks, mapping).expect("board in range");
            total.add(&check_board(&board));
        }
    }
    assert_eq!(total.boards, MAX_SIDE * MAX_SIDE);
    println!("invariants {}: {total:?}", mapping.name());
}

macro_rules! per_mapping {
    ($($test:ident => $mapping:ident,)*) => {
        $(
            #[test]
            fn $test() {
                every_board(Mapping::$mapping);
            }
        )*

        #[test]
        fn every_mapping_is_tested() {
            let tested = [$(Mapping::$mapping),*];
            for m in Mapping::ALL {
                assert!(tested.contains(&m), "mapping {} has no invariant test", m.name());
            }
        }
    };
}

per_mapping! {
    every_board_lerf => Lerf,
    every_board_lerbef => Lerbef,
    every_board_berlef => Berlef,
    every_board_berf => Berf,
    every_board_lefr => Lefr,
    every_board_lefber => Lefber,
    every_board_befler => Befler,
    every_board_befr => Befr,
}

/// Boards too big for every triple, the extremes first.
fn large_boards() -> Vec<(usize, usize)> {
    let mut boards = vec![(16, 16)];
    for files in 1..=MAX_SIDE {
        for ranks in 1..=MAX_SIDE {
            if files * ranks > EXHAUSTIVE_TRIPLES && (files, ranks) != (16, 16) {
                boards.push((files, ranks));
            }
        }
    }
    boards
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Random triples on random large boards and mappings (a fresh sample
    /// each run, on top of the fixed one in `check_board`); 16x16 is drawn
    /// a quarter of the time.
    #[test]
    fn triangle_on_large_boards(
        pick in prop_oneof![1 => Just(0usize), 3 => 0..large_boards().len()],
        mapping in 0..Mapping::ALL.len(),
        seeds in proptest::collection::vec((any::<u16>(), any::<u16>(), any::<u16>()), 64),
    ) {
        let (files, ranks) = large_boards()[pick];
        let board = Board::new(files, ranks, Mapping::ALL[mapping]).unwrap();
        let n = board.squares();
        for table in [Table::KingDist, Table::TaxiDist, Table::KnightDist] {
            let d: Vec<u16> = u8s(table, &board, Shape::Pair(n))
                .into_iter()
                .map(|v| if v == UNREACHABLE { 1000 } else { u16::from(v) })
                .collect();
            for &(a, b, c) in &seeds {
                let (a, b, c) = (usize::from(a) % n, usize::from(b) % n, usize::from(c) % n);
                prop_assert!(d[a * n + c] <= d[a * n + b] + d[b * n + c],
                    "{} triangle on {board:?}: {a} {b} {c}", table.name());
            }
        }
    }
}
