//! The reference articles' branchless formulas for the standard board, as
//! `const fn`s: one correct formula per question, each checked over its
//! whole domain against this crate's tables.
//!
//! ```
//! use geometry_tables::formulas::*;
//! use geometry_tables::Square::*;
//!
//! assert!(is_dark(A1 as u8) && !is_dark(H1 as u8));
//! assert!(same_color(A1 as u8, H8 as u8));
//! assert_eq!(knight_dist(A1 as u8, B2 as u8), 4); // the corner costs two moves more
//! assert!(same_diagonal(C1 as u8, H6 as u8));
//! assert!(!same_diagonal(H1 as u8, A3 as u8)); // 9 apart, yet not on one diagonal
//! assert_eq!(x88_from_square(H8 as u8), 0x77);
//! assert!(x88_is_dark(0x00) && !x88_is_dark(0x07));
//! ```
//!
//! Squares are `u8` indices in little-endian rank-file order (`8 * rank +
//! file`, a1 = 0, h8 = 63); 0x88 squares are `16 * rank + file`. Each
//! function states its domain; every one accepts any `u8` without a panic,
//! in debug builds too, and what it returns outside its domain is
//! unspecified unless stated.
//!
//! Where a table answers the same question, prefer the table for knight
//! distance and the 0x88 conversions (it is faster); for colours and
//! diagonals formula and table cost about the same (`BENCHMARKS.md`).
//!
//! Some published versions of these formulas are wrong: the "divisible by
//! 9" same-diagonal test fails on 112 ordered pairs and the `& 7` test on
//! 224; the knight-distance routine is only right with its corner fix-up.
//! The README lists them, and `tests/suite/reference_articles.rs` enumerates
//! every input they get wrong.

use crate::variants::{KNIGHT_D, KNIGHT_EDGE, X88_DARK_32};

// Square colour

/// Whether `sq` is dark (a1 is): `(9 * sq) & 8 == 0`. Domain: 0..64.
#[inline]
pub const fn is_dark(sq: u8) -> bool {
    sq.wrapping_mul(9) & 8 == 0
}

/// Whether `a` and `b` have the same colour: `(9 * (a ^ b)) & 8 == 0`.
/// Domain: 0..64 for both.
#[inline]
pub const fn same_color(a: u8, b: u8) -> bool {
    (a ^ b).wrapping_mul(9) & 8 == 0
}

/// Whether 0x88 square `sq88` is dark, by the in-register table
/// `0x00AA0055 >> sq88` (shift count taken mod 32). Domain: the 64 on-board
/// 0x88 squares.
#[inline]
pub const fn x88_is_dark(sq88: u8) -> bool {
    X88_DARK_32.wrapping_shr(sq88 as u32) & 1 != 0
}

// Knight distance

/// Fewest knight moves from `a` to `b` on the bounded board, by the
/// `knightD` / `edge` tables with the corner fix-up (a1-b2 is 4). Equal to
/// [`KNIGHT_DIST`](crate::KNIGHT_DIST) on all 4,096 pairs of 0..64.
#[inline]
pub const fn knight_dist(a: u8, b: u8) -> u8 {
    let (a, b) = (a & 63, b & 63);
    let f = (a & 7).abs_diff(b & 7);
    let r = (a >> 3).abs_diff(b >> 3);
    let i = 8 * r + f;
    let mask = 0u8.wrapping_sub((i == 9) as u8);
    KNIGHT_D[i as usize] + ((KNIGHT_EDGE[a as usize] + KNIGHT_EDGE[b as usize]) & mask)
}

// Diagonals

/// The diagonal (a1-h8 direction) through `sq`: `7 + rank - file`, h1 = 0,
/// a8 = 14. Domain: 0..64; equals [`DIAGONAL`](crate::DIAGONAL).
#[inline]
pub const fn diagonal_index(sq: u8) -> u8 {
    7 + (sq >> 3) - (sq & 7)
}

/// The anti-diagonal (h1-a8 direction) through `sq`: `rank + file`, a1 = 0,
/// h8 = 14. Domain: 0..64; equals [`ANTI_DIAGONAL`](crate::ANTI_DIAGONAL).
#[inline]
pub const fn anti_diagonal_index(sq: u8) -> u8 {
    (sq >> 3) + (sq & 7)
}

/// Whether `a` and `b` share a diagonal (a1-h8 direction): `rank - file`
/// agrees. Domain: 0..64 for both; equals
/// [`SAME_DIAGONAL`](crate::SAME_DIAGONAL).
#[inline]
pub const fn same_diagonal(a: u8, b: u8) -> bool {
    (a >> 3) + (b & 7) == (b >> 3) + (a & 7)
}

/// Whether `a` and `b` share an anti-diagonal (h1-a8 direction). Domain:
/// 0..64 for both; equals [`SAME_ANTI_DIAGONAL`](crate::SAME_ANTI_DIAGONAL).
#[inline]
pub const fn same_anti_diagonal(a: u8, b: u8) -> bool {
    anti_diagonal_index(a) == anti_diagonal_index(b)
}

// Flips

/// `sq` mirrored across the line between the d- and e-files (a1 <-> h1):
/// `sq ^ 7`. Domain: 0..64.
#[inline]
pub const fn flip_file(sq: u8) -> u8 {
    sq ^ 7
}

/// `sq` mirrored across the line between ranks 4 and 5 (a1 <-> a8):
/// `sq ^ 56`. Domain: 0..64.
#[inline]
pub const fn flip_rank(sq: u8) -> u8 {
    sq ^ 56
}

/// `sq` turned half round (a1 <-> h8): `sq ^ 63`. Domain: 0..64.
#[inline]
pub const fn rotate_180(sq: u8) -> u8 {
    sq ^ 63
}

// The 0x88 board

/// Whether 0x88 index `sq88` lies off the board: `sq88 & 0x88 != 0`.
/// Domain: every `u8`.
#[inline]
pub const fn x88_off_board(sq88: u8) -> bool {
    sq88 & 0x88 != 0
}

/// The 0x88 index of square `sq`: `sq + (sq & !7)`. Domain: 0..64; equals
/// [`x88::from_square`](crate::x88::from_square).
#[inline]
pub const fn x88_from_square(sq: u8) -> u8 {
    sq.wrapping_add(sq & !7)
}

/// The square of on-board 0x88 index `sq88`: `(sq88 + (sq88 & 7)) >> 1`.
/// Domain: the 64 on-board 0x88 squares (elsewhere the result is a square
/// of the board, not `None`: check with [`x88_off_board`] first).
#[inline]
pub const fn x88_to_square(sq88: u8) -> u8 {
    ((sq88 as u16 + (sq88 & 7) as u16) >> 1) as u8
}
