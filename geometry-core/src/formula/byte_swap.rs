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

use super::grid::{grid_diagonals, line_attacks};
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
    /// `GRASS_ROW[col][inner]`: the columns a grasshopper on column `col`
    /// of a row lands on, one past the first occupied square each way,
    /// when the row's squares after the first hold `inner` (bit `k` for
    /// column `k + 1`; the last column, never a hurdle with a landing,
    /// makes no difference). A byte, repeated in each of the word's eight
    /// bytes, so that a diagonal gathered into a row by a multiplication
    /// is spread back by a mask. 8 x 128 words.
    pub grass_row: Vec<u64>,
    /// `GRASS_COLUMN[row][inner]`: the same along a grid column, `inner`
    /// holding its six inner squares from the top (bit `k` for row
    /// `6 - k`), the landings placed on column 0. 8 x 64 words.
    pub grass_column: Vec<u64>,
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
/// // A grasshopper on column 3 with hurdles on columns 1 and 5 lands on 0 and 6.
/// assert_eq!(hq.grass_row[3 * 128 + 0b01_0001], 0x4141_4141_4141_4141);
/// // On row 4 of a column with hurdles on rows 6 and 2 (bits 0 and 4), it
/// // lands on rows 7 and 1.
/// assert_eq!(hq.grass_column[4 * 64 + 0b01_0001], 0x0100_0000_0000_0100);
/// assert!(formula::byte_swap(&Board::new(10, 8, Default::default()).unwrap()).is_none());
/// ```
pub fn byte_swap(board: &Board) -> Option<ByteSwap> {
    if !fits(board) {
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
    let mut grass_row = Vec::with_capacity(8 * 128);
    let mut grass_column = Vec::with_capacity(8 * 64);
    for at in 0..8 {
        for inner in 0..128u8 {
            // The grasshopper's own square is never a hurdle: the walk
            // starts beside it.
            let landings = grass_landings(at, inner << 1);
            grass_row.push(u64::from(landings) * 0x0101_0101_0101_0101);
        }
        for inner in 0..64u8 {
            let occupied = (0..6)
                .filter(|k| inner & (1 << k) != 0)
                .fold(0u8, |rows, k| rows | 1 << (6 - k));
            let landings = grass_landings(at, occupied);
            grass_column.push(
                (0..8)
                    .filter(|r| landings & (1 << r) != 0)
                    .fold(0u64, |column, r| column | 1 << (8 * r)),
            );
        }
    }
    Some(ByteSwap {
        rank,
        lines,
        grass_row,
        grass_column,
    })
}

/// Whether `board` has byte-swap tables: it is 8x8, each line a byte.
pub(crate) fn fits(board: &Board) -> bool {
    (board.files(), board.ranks()) == (8, 8)
}

/// Where a grasshopper on column `at` of a row of eight, whose occupied
/// squares are the bits of `occupied`, lands: walking each way to the
/// first occupied square, then one square more if the row goes on.
fn grass_landings(at: i32, occupied: u8) -> u8 {
    let mut landings = 0;
    for way in [-1, 1] {
        let mut column = at + way;
        while (0..8).contains(&column) && occupied & (1 << column) == 0 {
            column += way;
        }
        let landing = column + way;
        if (0..8).contains(&column) && (0..8).contains(&landing) {
            landings |= 1 << landing;
        }
    }
    landings
}
