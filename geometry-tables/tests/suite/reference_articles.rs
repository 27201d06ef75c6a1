//! The statics against the facts and constants of the five reference
//! articles the project was specified from (square mapping, colour of a
//! square, diagonals, knight distance, the 0x88 board): the LERF and LEFR
//! bitboard constants, the knight-distance article's 64-entry table with
//! its corner fix-up, the diagonal numbering tables, the colour tricks
//! and the 0x88 facts. Where
//! an article's formula leans on C/x86 behaviour (shift counts taken
//! modulo 32, arithmetic right shifts of negative numbers) it is emulated
//! explicitly; where it is wrong (the "divisible by 9" diagonal test) the
//! test shows the tables do not follow it.
#![allow(clippy::needless_range_loop)]

use geometry_tables::*;

// The other seven mappings of the standard board, through the same macro
// path as `geometry_tables` itself.
// The standard board in the other seven mappings, each named by its mapping.
use geometry_test_boards::{
    std_befler as befler, std_befr as befr, std_berf as berf, std_berlef as berlef,
    std_lefber as lefber, std_lefr as lefr, std_lerbef as lerbef,
};

/// (file, rank) of a square read from its name, not from index arithmetic.
fn coords(sq: usize) -> (usize, usize) {
    let n = SQUARE_NAMES[sq].as_bytes();
    ((n[0] - b'a') as usize, (n[1] - b'1') as usize)
}

#[test]
fn lerf_bitboard_constants() {
    // "Some bitboard constants with LERF-mapping" (square mapping article).
    assert_eq!(FILE_BB[0], 0x0101010101010101, "a-file");
    assert_eq!(FILE_BB[7], 0x8080808080808080, "h-file");
    assert_eq!(RANK_BB[0], 0x00000000000000FF, "1st rank");
    assert_eq!(RANK_BB[7], 0xFF00000000000000, "8th rank");
    assert_eq!(DIAGONAL_BB[7], 0x8040201008040201, "a1-h8 diagonal");
    assert_eq!(
        ANTI_DIAGONAL_BB[7], 0x0102040810204080,
        "h1-a8 anti-diagonal"
    );
    assert_eq!(LIGHT_SQUARES, 0x55AA55AA55AA55AA, "light squares");
    assert_eq!(DARK_SQUARES, 0xAA55AA55AA55AA55, "dark squares");
    // The other files and ranks are shifts of those (LSF: square = 8 * rank + file).
    for k in 0..8 {
        assert_eq!(FILE_BB[k], 0x0101010101010101 << k);
        assert_eq!(RANK_BB[k], 0xFF << (8 * k));
    }
    // Main diagonal shifted: diagonal 7 + d holds the squares with rank - file = d.
    for d in -7i32..=7 {
        let want = if d >= 0 {
            0x8040201008040201u64 << (8 * d)
        } else {
            0x8040201008040201u64 >> (-8 * d)
        };
        assert_eq!(
            DIAGONAL_BB[(7 + d) as usize],
            want,
            "diagonal rank - file = {d}"
        );
    }
}

#[test]
fn lefr_bitboard_constants() {
    // "Some bitboard constants with LEFR-mapping".
    assert_eq!(lefr::FILE_BB[0], 0x00000000000000FF, "a-file");
    assert_eq!(lefr::FILE_BB[7], 0xFF00000000000000, "h-file");
    assert_eq!(lefr::RANK_BB[0], 0x0101010101010101, "1st rank");
    assert_eq!(lefr::RANK_BB[7], 0x8080808080808080, "8th rank");
    assert_eq!(lefr::DIAGONAL_BB[7], 0x8040201008040201, "a1-h8 diagonal");
    assert_eq!(
        lefr::ANTI_DIAGONAL_BB[7],
        0x0102040810204080,
        "h1-a8 anti-diagonal"
    );
    assert_eq!(lefr::LIGHT_SQUARES, 0x55AA55AA55AA55AA, "light squares");
    assert_eq!(lefr::DARK_SQUARES, 0xAA55AA55AA55AA55, "dark squares");
    // "enumSquare { a1, a2, a3, ..., h8 }".
    for sq in 0..64 {
        let want = format!("{}{}", (b'a' + (sq / 8) as u8) as char, sq % 8 + 1);
        assert_eq!(lefr::SQUARE_NAMES[sq], want);
    }
}

#[test]
fn lerf_enumeration_and_compass_rose() {
    // "enumSquare { a1, b1, c1, ..., h8 }".
    for sq in 0..64 {
        let want = format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1);
        assert_eq!(SQUARE_NAMES[sq], want);
        assert_eq!(coords(sq), (sq & 7, sq >> 3));
    }
    // LERF compass rose: +1 east, +8 north, +9 north-east, +7 north-west.
    // LEFR compass rose: +8 east, +1 north, +9 north-east, -7 north-west.
    for sq in 0..64usize {
        let (f, r) = coords(sq);
        let step = |df: i32, dr: i32| -> Option<(usize, usize)> {
            let (g, s) = (f as i32 + df, r as i32 + dr);
            ((0..8).contains(&g) && (0..8).contains(&s)).then_some((g as usize, s as usize))
        };
        for (df, dr, lerf_d, lefr_d) in [
            (1, 0, 1, 8),
            (0, 1, 8, 1),
            (1, 1, 9, 9),
            (-1, 1, 7, -7),
            (-1, 0, -1, -8),
            (0, -1, -8, -1),
            (-1, -1, -9, -9),
            (1, -1, -7, 7),
        ] {
            if let Some(to) = step(df, dr) {
                let t = sq as i32 + lerf_d;
                assert_eq!(coords(t as usize), to);
                let lefr_sq = (8 * f + r) as i32 + lefr_d;
                assert_eq!(lefr_sq as usize, 8 * to.0 + to.1);
                assert_eq!(
                    lefr::SQUARE_NAMES[lefr_sq as usize],
                    SQUARE_NAMES[t as usize]
                );
            }
        }
    }
}

/// `^ 7`, `^ 56`, `^ 63` between the rank-major mappings and the same
/// after a transpose for the file-major ones: every table of every
/// mapping is the LERF table renumbered.
#[test]
fn xor_conversions_between_mappings() {
    // LERF -> LEFR is the transpose: file and rank swap places.
    fn t(s: usize) -> usize {
        8 * (s & 7) + (s >> 3)
    }
    assert_eq!(t(1), 8, "b1 is 8 in LEFR");
    let remap = |bb: u64, c: fn(usize) -> usize| -> u64 {
        (0..64)
            .filter(|&s| (bb >> s) & 1 == 1)
            .fold(0, |acc, s| acc | (1u64 << c(s)))
    };
    macro_rules! check {
        ($m:ident, $c:expr) => {{
            let c: fn(usize) -> usize = $c;
            for a in 0..64 {
                assert_eq!($m::SQUARE_NAMES[c(a)], SQUARE_NAMES[a]);
                assert_eq!($m::SQUARE_COLOR[c(a)], SQUARE_COLOR[a]);
                assert_eq!($m::DIAGONAL[c(a)], DIAGONAL[a]);
                assert_eq!($m::ANTI_DIAGONAL[c(a)], ANTI_DIAGONAL[a]);
                assert_eq!($m::Square::A1 as usize, c(0));
                for b in 0..64 {
                    let (ma, mb) = (c(a), c(b));
                    assert_eq!($m::KNIGHT_DIST[ma][mb], KNIGHT_DIST[a][b]);
                    assert_eq!($m::KING_DIST[ma][mb], KING_DIST[a][b]);
                    assert_eq!($m::TAXI_DIST[ma][mb], TAXI_DIST[a][b]);
                    assert_eq!($m::SAME_DIAGONAL[ma][mb], SAME_DIAGONAL[a][b]);
                    assert_eq!($m::SAME_ANTI_DIAGONAL[ma][mb], SAME_ANTI_DIAGONAL[a][b]);
                    assert_eq!($m::BETWEEN_BB[ma][mb], remap(BETWEEN_BB[a][b], c));
                    assert_eq!($m::LINE_BB[ma][mb], remap(LINE_BB[a][b], c));
                }
            }
            for k in 0..8 {
                assert_eq!($m::FILE_BB[k], remap(FILE_BB[k], c));
                assert_eq!($m::RANK_BB[k], remap(RANK_BB[k], c));
            }
            for k in 0..15 {
                assert_eq!($m::DIAGONAL_BB[k], remap(DIAGONAL_BB[k], c));
                assert_eq!($m::ANTI_DIAGONAL_BB[k], remap(ANTI_DIAGONAL_BB[k], c));
            }
            assert_eq!($m::DARK_SQUARES, remap(DARK_SQUARES, c));
            assert_eq!($m::LIGHT_SQUARES, remap(LIGHT_SQUARES, c));
            assert_eq!($m::X88_ATTACK, X88_ATTACK);
            assert_eq!($m::X88_STEP, X88_STEP);
        }};
    }
    check!(lerbef, |s| s ^ 7);
    check!(berlef, |s| s ^ 56);
    check!(berf, |s| s ^ 63);
    check!(lefr, t);
    check!(lefber, |s| t(s) ^ 7);
    check!(befler, |s| t(s) ^ 56);
    check!(befr, |s| t(s) ^ 63);
    // Where a1, h1 and a8 land.
    assert_eq!(
        [
            lerbef::Square::A1 as u8,
            lerbef::Square::H1 as u8,
            lerbef::Square::A8 as u8
        ],
        [7, 0, 63]
    );
    assert_eq!(
        [
            berlef::Square::A1 as u8,
            berlef::Square::H1 as u8,
            berlef::Square::A8 as u8
        ],
        [56, 63, 0]
    );
    assert_eq!(
        [
            lefr::Square::A1 as u8,
            lefr::Square::H1 as u8,
            lefr::Square::A8 as u8
        ],
        [0, 56, 7]
    );
    assert_eq!(
        [
            befr::Square::A1 as u8,
            befr::Square::H1 as u8,
            befr::Square::A8 as u8
        ],
        [63, 7, 56]
    );
}

// ----------------------------------------------------------- knight distance

/// `edge[64]` of the knight-distance article: 2 in the four corners.
#[rustfmt::skip]
const EDGE: [i32; 64] = [
    2, 0, 0, 0, 0, 0, 0, 2,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0,
    2, 0, 0, 0, 0, 0, 0, 2,
];

/// `knightD[64]` of the knight-distance article, indexed `8 * |dr| + |df|`.
#[rustfmt::skip]
const KNIGHT_D: [i32; 64] = [
    0, 3, 2, 3, 2, 3, 4, 5,
    3, 2, 1, 2, 3, 4, 3, 4,
    2, 1, 4, 3, 2, 3, 4, 5,
    3, 2, 3, 2, 3, 4, 3, 4,
    2, 3, 2, 3, 4, 3, 4, 5,
    3, 4, 3, 4, 3, 4, 5, 4,
    4, 3, 4, 3, 4, 5, 4, 5,
    5, 4, 5, 4, 5, 4, 5, 6,
];

/// The article's first routine, with C's arithmetic `>> 31` on `int`.
fn article_knight_distance(a: i32, b: i32) -> i32 {
    let mut f = (a & 7) - (b & 7);
    let mut r = (a >> 3) - (b >> 3);
    f = (f + (f >> 31)) ^ (f >> 31);
    r = (r + (r >> 31)) ^ (r >> 31);
    ((EDGE[a as usize] + EDGE[b as usize]) & -i32::from(8 * r + f == 9))
        + KNIGHT_D[(8 * r + f) as usize]
}

/// The article's second routine: `m` is the high half of `f` sign-extended
/// to 64 bits, `r` folds the file borrow out of `(a - b) >> 3`.
fn article_knight_distance_2(a: i32, b: i32) -> i32 {
    let mut f = (a & 7) - (b & 7);
    let m = ((f as i64 as u64) >> 32) as u32 as i32;
    let mut r = ((a - b) >> 3) - m;
    f = (f + m) ^ m;
    r = (r + (r >> 31)) ^ (r >> 31);
    ((EDGE[a as usize] + EDGE[b as usize]) & -i32::from(8 * r + f == 9))
        + KNIGHT_D[(8 * r + f) as usize]
}

#[test]
fn knight_distance_article_table_and_routines() {
    for a in 0..64 {
        for b in 0..64 {
            let want = i32::from(KNIGHT_DIST[a][b]);
            assert_eq!(article_knight_distance(a as i32, b as i32), want, "{a} {b}");
            assert_eq!(
                article_knight_distance_2(a as i32, b as i32),
                want,
                "{a} {b}"
            );
        }
    }
    // What the table implies: knightD[8r + f] is the distance from a corner
    // square to the square r ranks and f files away, except at (1, 1),
    // where the corner fix-up adds 2: a1-b2 is 4, not 2.
    for r in 0..8 {
        for f in 0..8 {
            let d = i32::from(KNIGHT_DIST[0][8 * r + f]);
            let fix = if (r, f) == (1, 1) { 2 } else { 0 };
            assert_eq!(d, KNIGHT_D[8 * r + f] + fix, "a1 to ({f},{r})");
        }
    }
    assert_eq!(KNIGHT_DIST[0][9], 4, "a1-b2");
    assert_eq!(KNIGHT_DIST[63][54], 4, "h8-g7");
    assert_eq!(KNIGHT_DIST[7][14], 4, "h1-g2");
    assert_eq!(KNIGHT_DIST[56][49], 4, "a8-b7");
    // The table is symmetric in the file/rank differences.
    for r in 0..8 {
        for f in 0..8 {
            assert_eq!(KNIGHT_D[8 * r + f], KNIGHT_D[8 * f + r]);
        }
    }
}

// ------------------------------------------------------------------ diagonals

/// "7 + rank - file" as printed in the diagonals article, rank 7 first.
const DIAGONAL_TABLE: &str = "
7 14 13 12 11 10 9 8 7
6 13 12 11 10 9 8 7 6
5 12 11 10 9 8 7 6 5
4 11 10 9 8 7 6 5 4
3 10 9 8 7 6 5 4 3
2 9 8 7 6 5 4 3 2
1 8 7 6 5 4 3 2 1
0 7 6 5 4 3 2 1 0";

/// "(rank - file) & 15" as printed in the diagonals article.
const DIAGONAL_AND_15_TABLE: &str = "
7 7 6 5 4 3 2 1 0
6 6 5 4 3 2 1 0 15
5 5 4 3 2 1 0 15 14
4 4 3 2 1 0 15 14 13
3 3 2 1 0 15 14 13 12
2 2 1 0 15 14 13 12 11
1 1 0 15 14 13 12 11 10
0 0 15 14 13 12 11 10 9";

/// Reads an article table into `[rank][file]`.
fn parse_table(text: &str) -> [[u8; 8]; 8] {
    let mut out = [[0u8; 8]; 8];
    let mut rows = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let nums: Vec<u8> = line
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        assert_eq!(nums.len(), 9);
        out[nums[0] as usize].copy_from_slice(&nums[1..]);
        rows += 1;
    }
    assert_eq!(rows, 8);
    out
}

#[test]
fn diagonal_numbering_tables() {
    let table = parse_table(DIAGONAL_TABLE);
    let and15 = parse_table(DIAGONAL_AND_15_TABLE);
    for sq in 0..64 {
        let (f, r) = coords(sq);
        assert_eq!(DIAGONAL[sq], table[r][f], "{}", SQUARE_NAMES[sq]);
        assert_eq!((DIAGONAL[sq] + 9) & 15, and15[r][f], "{}", SQUARE_NAMES[sq]);
        assert_eq!(ANTI_DIAGONAL[sq] as usize, r + f);
        // "All even indices [of rank - file] are the diagonals with dark squares."
        assert_eq!((DIAGONAL[sq] as i32 - 7) % 2 == 0, SQUARE_COLOR[sq] == 1);
    }
    // "The main diagonal a1/h8 ... length 8"; a8 and h1 alone on theirs.
    assert_eq!(DIAGONAL_BB[7].count_ones(), 8);
    assert_eq!(DIAGONAL_BB[14], 1 << 56, "a8");
    assert_eq!(DIAGONAL_BB[0], 1 << 7, "h1");
    let lengths: Vec<u32> = DIAGONAL_BB.iter().map(|b| b.count_ones()).collect();
    assert_eq!(lengths, [1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1]);
}

#[test]
fn article_same_diagonal_tests_are_not_followed() {
    // "((sq2 - sq1) & 7) == ((sq2>>3) - (sq1>>3))" and "(sq2 - sq1) % 9 == 0".
    let mut and7_wrong = 0;
    let mut mod9_false_positive = 0;
    for a in 0..64i32 {
        for b in 0..64i32 {
            let same = SAME_DIAGONAL[a as usize][b as usize];
            let (fa, ra) = coords(a as usize);
            let (fb, rb) = coords(b as usize);
            assert_eq!(same, fb as i32 - fa as i32 == rb as i32 - ra as i32);
            if (((b - a) & 7) == ((b >> 3) - (a >> 3))) != same {
                and7_wrong += 1;
            }
            let mod9 = (b - a) % 9 == 0;
            assert!(!same || mod9, "every true diagonal pair differs by 9k");
            if mod9 && !same {
                mod9_false_positive += 1;
            }
        }
    }
    assert!(and7_wrong > 0);
    assert!(mod9_false_positive > 0);
    // The known bug: h1 (7) and a3 (16) differ by 9 and share no diagonal.
    assert!(!SAME_DIAGONAL[7][16]);
    assert!(SAME_DIAGONAL[0][63] && SAME_DIAGONAL[63][0] && SAME_DIAGONAL[5][5]);
}

// --------------------------------------------------------------------- colour

#[test]
fn colour_article_tricks() {
    let dark = 0xAA55AA55AA55AA55u64;
    for sq in 0..64u32 {
        let colour = SQUARE_COLOR[sq as usize] as u32;
        assert_eq!((dark >> sq) & 1, colour as u64, "lookup");
        // x86: a 32-bit shift takes its count modulo 32.
        assert_eq!(0xAA55AA55u32.wrapping_shr(sq) & 1, colour, "32-bit lookup");
        let sq88 = x88::from_square(Square::ALL[sq as usize]) as u32;
        assert_eq!(0x00AA0055u32.wrapping_shr(sq88) & 1, colour, "0x88 lookup");
        assert_eq!((((sq >> 3) + sq) & 1) ^ 1, colour, "anti-diagonal parity");
        assert_eq!(((9 * sq + 8) >> 3) & 1, colour, "lea trick");
        assert_eq!((9 * sq) & 8 == 0, colour == 1, "isDark");
        for sq2 in 0..64u32 {
            let c2 = SQUARE_COLOR[sq2 as usize] as u32;
            let x = sq ^ sq2;
            assert_eq!(((x >> 3) ^ x) & 1 == 1, colour != c2, "differentColor");
            assert_eq!((9 * x) & 8 != 0, colour != c2, "differentColor lea");
            // "All even knight distances imply the same square colour."
            let kd = KNIGHT_DIST[sq as usize][sq2 as usize];
            assert_eq!(kd.is_multiple_of(2), colour == c2);
        }
    }
    assert_eq!(SQUARE_COLOR[0], 1, "a1 is dark");
    assert_eq!(DARK_SQUARES | LIGHT_SQUARES, u64::MAX);
    assert_eq!(DARK_SQUARES & LIGHT_SQUARES, 0);
}

// ----------------------------------------------------------------------- 0x88

#[test]
fn x88_article_facts() {
    assert_eq!(X88_ATTACK.len(), 257);
    assert_eq!(X88_STEP.len(), 257);
    assert_eq!(x88::OFFSET, 128);
    assert_eq!(X88_ATTACK[128 + 1], x88::KING | x88::QUEEN | x88::ROOK);
    assert_eq!(
        X88_ATTACK[128 + 17],
        x88::KING | x88::QUEEN | x88::BISHOP | x88::WHITE_PAWN
    );
    assert_eq!(X88_STEP[128 + 1], 1);
    assert_eq!(X88_STEP[128 + 17], 17);
    assert_eq!(X88_STEP[128 - 16 * 7], -16);
    assert_eq!(X88_STEP[128 + 33], 0, "a knight jump has no step");
    // "a2 ends up being 16, a8 ends up being 112, and h8 is element 119".
    assert_eq!(x88::from_square(Square::A2), 16);
    assert_eq!(x88::from_square(Square::A8), 112);
    assert_eq!(x88::from_square(Square::H8), 119);
    for sq in 0..64 {
        let sq88 = sq + (sq & !7);
        assert_eq!(x88::from_square(Square::ALL[sq]), sq88);
        assert_eq!(sq88 & 0x88, 0);
        let back = x88::to_square(sq88).map(Square::index);
        assert_eq!(back, Some((sq88 + (sq88 & 7)) >> 1));
        assert_eq!(back, Some(sq));
    }
    // Deltas that no pair of on-board 0x88 squares produces are 0 in both
    // tables (found by enumerating the pairs with the `& 0x88` test).
    let mut produced = [false; 257];
    for a in (0..128).filter(|s| s & 0x88 == 0) {
        for b in (0..128).filter(|s| s & 0x88 == 0) {
            produced[b + 128 - a] = true;
        }
    }
    for i in 0..257 {
        if !produced[i] {
            assert_eq!((X88_ATTACK[i], X88_STEP[i]), (0, 0), "index {i}");
        }
    }
    assert_eq!(produced.iter().filter(|&&p| p).count(), 15 * 15);
}
