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

use super::moves::KNIGHT_DELTAS;
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

/// A piece flag with its names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The constant's name, `WHITE_PAWN`.
    pub name: &'static str,
    /// The same in words, `white pawn`.
    pub words: &'static str,
    /// The flag bit.
    pub flag: u8,
}

/// The piece flags with their names, in bit order.
pub const PIECES: [Piece; 7] = [
    Piece {
        name: "KING",
        words: "king",
        flag: KING,
    },
    Piece {
        name: "QUEEN",
        words: "queen",
        flag: QUEEN,
    },
    Piece {
        name: "ROOK",
        words: "rook",
        flag: ROOK,
    },
    Piece {
        name: "BISHOP",
        words: "bishop",
        flag: BISHOP,
    },
    Piece {
        name: "KNIGHT",
        words: "knight",
        flag: KNIGHT,
    },
    Piece {
        name: "WHITE_PAWN",
        words: "white pawn",
        flag: WHITE_PAWN,
    },
    Piece {
        name: "BLACK_PAWN",
        words: "black pawn",
        flag: BLACK_PAWN,
    },
];

/// The name of the conversion from a square index to a padded index.
pub const FROM_SQUARE: &str = "from_square";
/// The name of the conversion from a padded index to a square index.
pub const TO_SQUARE: &str = "to_square";
/// The hidden table behind [`FROM_SQUARE`] in generated code.
pub(crate) const FROM_SQUARE_TABLE: &str = "SQ_TO_X88";
/// The hidden table behind [`TO_SQUARE`] in generated code.
pub(crate) const TO_SQUARE_TABLE: &str = "X88_TO_SQ";
/// The entry of the padding squares in the [`TO_SQUARE`] table.
pub(crate) const PADDING: u16 = u16::MAX;

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

/// The padded index of square `sq`: `W * rank + file`.
pub fn from_square(board: &Board, sq: usize) -> usize {
    let (file, rank) = board.coords(sq);
    width(board) * rank + file
}

/// The square index of padded index `sq88`; `None` for a padding square
/// or an index of [`offset`] or more.
pub fn to_square(board: &Board, sq88: usize) -> Option<usize> {
    let (file, rank) = (sq88 % width(board), sq88 / width(board));
    (file < board.files() && rank < board.ranks()).then(|| board.square(file, rank))
}

/// The padded steps of `deltas` (file, rank) that a piece can make on
/// this board at all (`|df| < files`, `|dr| < ranks`), as `W * dr + df`:
/// the move-vector list of a mailbox generator. For these steps a target
/// off the board is always a padding column or outside `0..offset`. A
/// step past an `i8` (from three ranks on boards wider than 8) is left
/// out; the king's, knight's and sliders' steps always fit.
pub fn steps(board: &Board, deltas: &[(i32, i32)]) -> Vec<i8> {
    let (files, ranks) = (board.files() as i32, board.ranks() as i32);
    let w = width(board) as i32;
    let mut out = Vec::with_capacity(deltas.len());
    for &(df, dr) in deltas {
        if df.abs() < files
            && dr.abs() < ranks
            && let Ok(step) = i8::try_from(w * dr + df)
        {
            out.push(step);
        }
    }
    out
}

/// Whether padded index `sq88` is a square of the board: below
/// [`offset`] and in one of the first `files` columns of its row.
pub fn on_board(board: &Board, sq88: usize) -> bool {
    sq88 < offset(board) && sq88 % width(board) < board.files()
}

/// The delta-table index of the move `from -> to`:
/// `from_square(to) + offset - from_square(from)`.
pub fn delta_index(board: &Board, from: usize, to: usize) -> usize {
    from_square(board, to) + offset(board) - from_square(board, from)
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
    if KNIGHT_DELTAS.contains(&(df, dr)) {
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
/// `f` is a plain function, as in `by_difference`.
fn delta_table<T: Copy + Default>(board: &Board, f: fn(&Board, usize, usize) -> T) -> Vec<T> {
    let mut out = vec![T::default(); delta_table_len(board)];
    let (files, ranks) = (board.files() as i32, board.ranks() as i32);
    for df in 1 - files..files {
        for dr in 1 - ranks..ranks {
            // The pair with this difference nearest a1: both on the board.
            let (ff, fr) = ((-df).max(0), (-dr).max(0));
            let from = board.square(ff as usize, fr as usize);
            let to = board.square((ff + df) as usize, (fr + dr) as usize);
            out[delta_index(board, from, to)] = f(board, from, to);
        }
    }
    out
}

/// `X88_ATTACK`: piece flags by delta index.
pub(crate) fn attack_table(board: &Board) -> Vec<u8> {
    delta_table(board, piece_flags)
}

/// `X88_STEP`: unit steps by delta index.
pub(crate) fn step_table(board: &Board) -> Vec<i8> {
    delta_table(board, unit_step)
}

/// For each square index, its padded index.
pub(crate) fn from_square_table(board: &Board) -> Vec<u16> {
    board
        .all_squares()
        .map(|sq| from_square(board, sq) as u16)
        .collect()
}

/// For each padded index, the square index, or [`PADDING`] for a padding
/// (off-board) entry.
pub(crate) fn to_square_table(board: &Board) -> Vec<u16> {
    let mut out = vec![PADDING; offset(board)];
    for sq in board.all_squares() {
        out[from_square(board, sq)] = sq as u16;
    }
    out
}
