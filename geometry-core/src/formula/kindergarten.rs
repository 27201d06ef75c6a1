//! Kindergarten bitboards: the slider tables of an 8x8 board, where each
//! line's occupancy is gathered into a 6-bit index by one multiplication
//! and looked up. The tables work on the bit grid (index = 8 * row +
//! column), not on the board: every 8x8 mapping numbers the squares so
//! that ranks and files are the grid's rows and columns (in some order
//! and direction) and the board's diagonals are the grid's diagonals, so
//! one set of tables serves all eight mappings. About 11.5 KiB in all.

use super::kindergarten_grid::{grid_diagonals, line_attacks};
use crate::Board;

/// The kindergarten tables, each in grid order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kindergarten {
    /// `RANK[col][inner]`: the columns a slider on column `col` of a row
    /// attacks, as a byte, when the row's six inner squares hold `inner`
    /// (bit `k` for column `k + 1`). 8 x 64 bytes.
    pub rank: Vec<u8>,
    /// `FILL[col][inner]`: `RANK[col][inner]` repeated in all eight rows,
    /// cut to a diagonal by the diagonal's mask. 8 x 64 words.
    pub fill: Vec<u64>,
    /// `FILE[row][inner]`: the rows a slider on row `row` of column 0
    /// attacks, as squares of column 0, when the column's six inner
    /// squares hold `inner` (bit `k` for row `k + 1`). 8 x 64 words.
    pub file: Vec<u64>,
    /// The grid diagonal (row - column constant) through each square.
    pub diagonal: Vec<u64>,
    /// The grid anti-diagonal (row + column constant) through each square.
    pub anti_diagonal: Vec<u64>,
    /// `LINES[sq]`: the grid row, column, diagonal and anti-diagonal
    /// through each square, without the square, for hyperbola
    /// quintessence where bit reversal is an instruction. 64 x 4 words.
    pub lines: Vec<u64>,
}

/// The tables for `board`, when it is 8x8.
///
/// ```
/// use geometry_core::{formula, Board};
///
/// let kg = formula::kindergarten(&Board::STANDARD).unwrap();
/// // A rook on column 3 of an empty row reaches the other seven squares.
/// assert_eq!(kg.rank[3 * 64], 0b1111_0111);
/// assert!(formula::kindergarten(&Board::new(10, 8, Default::default()).unwrap()).is_none());
/// ```
pub fn kindergarten(board: &Board) -> Option<Kindergarten> {
    if (board.files(), board.ranks()) != (8, 8) {
        return None;
    }
    let mut kg = Kindergarten {
        rank: Vec::with_capacity(512),
        fill: Vec::with_capacity(512),
        file: Vec::with_capacity(512),
        diagonal: Vec::with_capacity(64),
        anti_diagonal: Vec::with_capacity(64),
        lines: Vec::with_capacity(256),
    };
    for at in 0..8 {
        for inner in 0..64 {
            // Eight squares: the pattern fits a byte.
            let byte = line_attacks(at, 8, inner) as u8;
            kg.rank.push(byte);
            kg.fill.push(0x0101_0101_0101_0101 * u64::from(byte));
            let mut column = 0u64;
            for row in 0..8 {
                if byte >> row & 1 == 1 {
                    column |= 1 << (8 * row);
                }
            }
            kg.file.push(column);
        }
    }
    for sq in 0..64 {
        let (row, col) = (sq / 8, sq % 8);
        // Sixty-four squares: the masks fit a word.
        let (diagonal, anti) = grid_diagonals(8, 64, sq);
        let (diagonal, anti) = (diagonal as u64, anti as u64);
        kg.diagonal.push(diagonal);
        kg.anti_diagonal.push(anti);
        let bit = 1u64 << sq;
        let row_mask = 0xFFu64 << (8 * row);
        let column_mask = 0x0101_0101_0101_0101u64 << col;
        for line in [row_mask, column_mask, diagonal, anti] {
            kg.lines.push(line & !bit);
        }
    }
    Some(kg)
}
