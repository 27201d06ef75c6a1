//! 0x88-style padded boards and their delta tables.
//!
//! A board of `files` columns is padded to a row width `W`: the smallest
//! power of two that is at least `2 * files - 1` (16 for 8 files, the
//! classic 0x88 board). A square's padded index is `W * rank + file`.
//! Because each row has at least `files - 1` unused columns, the difference
//! `to - from` of two padded indices determines the file and rank
//! differences uniquely, so one table indexed by `to - from + W * ranks`
//! (with `2 * W * ranks + 1` entries: 257 on 8x8) answers "which piece
//! could move along this delta?".

use super::distance::KNIGHT_JUMPS;
use super::{aligned, deltas};
use crate::Board;

/// Flag: a king could make this move.
pub const KING: u8 = 1;
/// Flag: a queen could make this move on an empty board.
pub const QUEEN: u8 = 2;
/// Flag: a rook could make this move on an empty board.
pub const ROOK: u8 = 4;
/// Flag: a bishop could make this move on an empty board.
pub const BISHOP: u8 = 8;
/// Flag: a knight could make this move.
pub const KNIGHT: u8 = 16;
/// Flag: a white pawn could capture along this delta (one rank up, one file over).
pub const WHITE_PAWN: u8 = 32;
/// Flag: a black pawn could capture along this delta (one rank down, one file over).
pub const BLACK_PAWN: u8 = 64;

/// The piece flags with their names, in bit order.
pub const PIECES: [(&str, u8); 7] = [
    ("KING", KING),
    ("QUEEN", QUEEN),
    ("ROOK", ROOK),
    ("BISHOP", BISHOP),
    ("KNIGHT", KNIGHT),
    ("WHITE_PAWN", WHITE_PAWN),
    ("BLACK_PAWN", BLACK_PAWN),
];

/// The padded row width `W`: the smallest power of two `>= 2 * files - 1`.
pub fn width(board: &Board) -> usize {
    (2 * board.files() - 1).next_power_of_two()
}

/// The index offset `W * ranks` that makes every delta non-negative
/// (128 on 8x8).
pub fn offset(board: &Board) -> usize {
    width(board) * board.ranks()
}

/// Entries in a delta table: `2 * W * ranks + 1` (257 on 8x8).
pub fn delta_table_len(board: &Board) -> usize {
    2 * offset(board) + 1
}

/// Entries in the padded board: `W * ranks` (128 on 8x8).
pub fn padded_len(board: &Board) -> usize {
    offset(board)
}

/// The padded index of square `sq`: `W * rank + file`.
pub fn to_padded(board: &Board, sq: usize) -> usize {
    let (file, rank) = board.coords(sq);
    width(board) * rank + file
}

/// The delta-table index of the move `from -> to`:
/// `to_padded(to) - to_padded(from) + offset`.
pub fn delta_index(board: &Board, from: usize, to: usize) -> usize {
    to_padded(board, to) + offset(board) - to_padded(board, from)
}

/// The flags of the pieces that could move `from -> to` on an empty board.
pub fn piece_flags(board: &Board, from: usize, to: usize) -> u8 {
    let (df, dr) = deltas(board, from, to);
    let mut flags = 0;
    if (df, dr) != (0, 0) && df.abs() <= 1 && dr.abs() <= 1 {
        flags |= KING;
    }
    if aligned(board, from, to) {
        flags |= QUEEN;
        flags |= if df == 0 || dr == 0 { ROOK } else { BISHOP };
    }
    if KNIGHT_JUMPS.contains(&(df, dr)) {
        flags |= KNIGHT;
    }
    if df.abs() == 1 && dr == 1 {
        flags |= WHITE_PAWN;
    }
    if df.abs() == 1 && dr == -1 {
        flags |= BLACK_PAWN;
    }
    flags
}

/// The unit padded step from `from` towards `to` when a queen could move
/// between them, else 0.
pub fn unit_step(board: &Board, from: usize, to: usize) -> i8 {
    if !aligned(board, from, to) {
        return 0;
    }
    let (df, dr) = deltas(board, from, to);
    (dr.signum() * width(board) as i32 + df.signum()) as i8
}

/// Fills a delta table: every entry that some ordered pair of on-board
/// squares produces gets `f` of such a pair; the others stay 0.
///
/// `f` (the flags, the unit step) and the index depend only on the file
/// and rank differences, so one pair per difference is enough:
/// `(2 * files - 1) * (2 * ranks - 1)` calls instead of `squares^2`.
fn delta_table<T: Copy + Default>(board: &Board, f: impl Fn(usize, usize) -> T) -> Vec<T> {
    let mut out = vec![T::default(); delta_table_len(board)];
    let (files, ranks) = (board.files() as i32, board.ranks() as i32);
    for df in 1 - files..files {
        for dr in 1 - ranks..ranks {
            // The pair with this difference nearest a1: both on the board.
            let (ff, fr) = ((-df).max(0), (-dr).max(0));
            let from = board.square(ff as usize, fr as usize);
            let to = board.square((ff + df) as usize, (fr + dr) as usize);
            out[delta_index(board, from, to)] = f(from, to);
        }
    }
    out
}

/// `X88_ATTACK`: piece flags by delta index.
pub fn attack_table(board: &Board) -> Vec<u8> {
    delta_table(board, |from, to| piece_flags(board, from, to))
}

/// `X88_STEP`: unit steps by delta index.
pub fn step_table(board: &Board) -> Vec<i8> {
    delta_table(board, |from, to| unit_step(board, from, to))
}

/// For each square index, its padded index.
pub fn square_to_padded(board: &Board) -> Vec<u16> {
    board
        .all_squares()
        .map(|sq| to_padded(board, sq) as u16)
        .collect()
}

/// For each padded index, the square index, or `u16::MAX` for a padding
/// (off-board) entry.
pub fn padded_to_square(board: &Board) -> Vec<u16> {
    let mut out = vec![u16::MAX; padded_len(board)];
    for sq in board.all_squares() {
        out[to_padded(board, sq)] = sq as u16;
    }
    out
}
