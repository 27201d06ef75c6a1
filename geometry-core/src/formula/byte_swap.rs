//! Hyperbola quintessence with a byte swap: the slider tables of an 8x8
//! board. On the bit grid (index = 8 * row + column) a row is one byte, so
//! swapping the bytes of a word reverses the order of the squares of any
//! line with one square per row, a column or a diagonal: the attacks
//! towards lower indices are those towards higher indices on the swapped
//! board, and each direction is one subtraction. A row keeps its squares
//! in one byte, which a byte swap does not reorder; it is looked up in a
//! first-rank table instead.
//!
//! Every 8x8 mapping numbers the squares so that ranks and files are the
//! grid's rows and columns (in some order and direction) and the board's
//! diagonals are the grid's diagonals, so one set of tables serves all
//! eight mappings: 2.5 KiB in all.

use super::kindergarten_grid::{grid_diagonals, line_attacks};
use crate::Board;

/// The byte-swap slider tables, each in grid order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByteSwap {
    /// `RANK[col][inner]`: the columns a slider on column `col` of a row
    /// attacks, as a byte, when the row's six inner squares hold `inner`
    /// (bit `k` for column `k + 1`). 8 x 64 bytes.
    pub rank: Vec<u8>,
    /// `LINES[sq]`: the grid column, diagonal (row - column constant) and
    /// anti-diagonal (row + column constant) through each square, without
    /// the square, then the square's own bit (a load is cheaper than the
    /// shift that makes it). 64 x 4 words.
    pub lines: Vec<u64>,
}

/// The tables for `board`, when it is 8x8.
///
/// ```
/// use geometry_core::{formula, Board};
///
/// let hq = formula::byte_swap(&Board::STANDARD).unwrap();
/// // A rook on column 3 of an empty row reaches the other seven squares.
/// assert_eq!(hq.rank[3 * 64], 0b1111_0111);
/// // The column through square 0, without it: the other seven rows.
/// assert_eq!(hq.lines[0], 0x0101_0101_0101_0100);
/// assert!(formula::byte_swap(&Board::new(10, 8, Default::default()).unwrap()).is_none());
/// ```
pub fn byte_swap(board: &Board) -> Option<ByteSwap> {
    if (board.files(), board.ranks()) != (8, 8) {
        return None;
    }
    let mut rank = Vec::with_capacity(512);
    for at in 0..8 {
        for inner in 0..64 {
            // Eight squares: the pattern fits a byte.
            rank.push(line_attacks(at, 8, inner) as u8);
        }
    }
    let mut lines = Vec::with_capacity(256);
    for sq in 0..64 {
        // Sixty-four squares: the masks fit a word.
        let (diagonal, anti) = grid_diagonals(8, 64, sq);
        let column = 0x0101_0101_0101_0101u64 << (sq % 8);
        for line in [column, diagonal as u64, anti as u64] {
            lines.push(line & !(1 << sq));
        }
        lines.push(1 << sq);
    }
    Some(ByteSwap { rank, lines })
}
