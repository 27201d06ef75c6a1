//! Kindergarten bitboards on a `u128` grid of up to 10 x 10: the slider
//! tables of boards such as 10x8 and 9x9, where a row's inner squares are
//! one shift away and a column's are gathered into an index by one 64-bit
//! multiplication. The rook reads each line's attacks from a table per
//! square, in place; the bishop reads magic bitboards
//! ([`bishop_magics`](super::bishop_magics)).
//!
//! The grid is the board in index order: `index = columns * row + column`,
//! its rows the files of a file-major mapping and the ranks otherwise. A
//! board's lines are the grid's lines whatever the mapping's directions,
//! so the tables serve every mapping whose grid fits.

use super::grid::line_attacks;
use super::grid_magic::{BishopMagics, bishop_magics};
use crate::Board;

/// The widest grid row the tables serve: its inner squares index a table
/// of at most 256 entries.
pub const GRID_MAX_COLUMNS: usize = 10;

/// The kindergarten tables of one grid, each in grid order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridKindergarten {
    /// Squares in a grid row (`C`).
    pub columns: usize,
    /// Grid rows (`R`).
    pub rows: usize,
    /// `ROOK[sq]`: the squares a rook on `sq` attacks along its grid row
    /// when the row's `C - 2` inner squares hold `inner` (entry `inner`),
    /// then along its grid column when the column's `R - 2` inner squares
    /// hold `inner`, as `column_gather` gathers them (entry `2^(C - 2) +
    /// inner`); each in place, one lookup and no shift. `N` x `(2^(C - 2)
    /// + 2^(R - 2))` values.
    pub rook: Vec<u128>,
    /// The multiplier that gathers grid column 0's inner squares (bits
    /// `C`, `2C`, ..) into the top `R - 2` bits of a 64-bit word, in order.
    pub column_gather: u64,
    /// Each square's grid column, `index % C`.
    pub column_of: Vec<u8>,
    /// Each square's first inner square of its grid row, `C * row + 1`:
    /// where the row's occupancy index starts.
    pub row_first: Vec<u8>,
    /// The bishop's magic tables.
    pub bishop: BishopMagics,
}

/// The column multiplier for a grid of `columns` x `rows`, if one exists:
/// inner bit `k` (at `columns * k`) moves to bit `64 - (rows - 2) + k - 1`,
/// and no two partial products meet below the index bits. Checked on
/// every occupancy, not assumed.
fn column_gather(columns: usize, rows: usize) -> Option<u64> {
    let inner = rows - 2;
    let mut magic = 0u64;
    for k in 1..=inner {
        let to = 64 - inner + k - 1;
        let shift = to.checked_sub(columns * k)?;
        magic |= 1 << shift;
    }
    for occupancy in 0..1u64 << inner {
        let mut spread = 0u64;
        for k in 0..inner {
            spread |= (occupancy >> k & 1) << (columns * (k + 1));
        }
        if spread.wrapping_mul(magic) >> (64 - inner) != occupancy {
            return None;
        }
    }
    Some(magic)
}

/// Whether a grid of `columns` x `rows` has the scheme's shape: rows of 3
/// to [`GRID_MAX_COLUMNS`] squares, 3 to 10 rows, and a column's inner
/// squares within one 64-bit word, below its top bit. (The diagonals'
/// two folded halves, at most 10 x 5 squares, then fit a word too.)
fn grid_fits(columns: usize, rows: usize) -> bool {
    (3..=GRID_MAX_COLUMNS).contains(&columns)
        && (3..=10).contains(&rows)
        && columns * (rows - 2) <= 63
}

/// The tables for `board`, when its grid fits: 65 to 128 squares (`u128`
/// bitboards), rows of 3 to [`GRID_MAX_COLUMNS`] squares, 3 to 10 rows,
/// a column whose inner squares fit one 64-bit word and gather by one
/// multiplication, and kept multipliers for the bishop's magics. 10x8 and 9x9 fit in every rank-major mapping; the
/// others keep the obstruction difference.
///
/// ```
/// use geometry_core::{formula, Board, Mapping};
///
/// let kg = formula::kindergarten_grid(&Board::new(10, 8, Mapping::Lerf).unwrap()).unwrap();
/// assert_eq!((kg.columns, kg.rows), (10, 8));
/// // A rook on d1 (column 3) of an empty row reaches the other nine squares.
/// assert_eq!(kg.rook[3 * ((1 << 8) + (1 << 6))], 0b11_1111_0111);
/// // 12x10 rows are too long; 8x8 has its own tables.
/// assert!(formula::kindergarten_grid(&Board::new(12, 10, Mapping::Lerf).unwrap()).is_none());
/// assert!(formula::kindergarten_grid(&Board::STANDARD).is_none());
/// ```
pub fn kindergarten_grid(board: &Board) -> Option<GridKindergarten> {
    let n = board.squares();
    if !(65..=128).contains(&n) {
        return None;
    }
    let (columns, rows) = if board.mapping().is_rank_major() {
        (board.files(), board.ranks())
    } else {
        (board.ranks(), board.files())
    };
    if !grid_fits(columns, rows) {
        return None;
    }
    let column_gather = column_gather(columns, rows)?;
    let (row_inner, column_inner) = (columns - 2, rows - 2);
    let mut kg = GridKindergarten {
        columns,
        rows,
        rook: Vec::with_capacity(n * ((1 << row_inner) + (1 << column_inner))),
        column_gather,
        column_of: Vec::with_capacity(n),
        row_first: Vec::with_capacity(n),
        bishop: bishop_magics(columns, rows)?,
    };
    for sq in 0..n {
        let (column, row) = (sq % columns, sq / columns);
        for inner in 0..1 << row_inner {
            kg.rook
                .push(u128::from(line_attacks(column, columns, inner)) << (columns * row));
        }
        for inner in 0..1 << column_inner {
            let pattern = line_attacks(row, rows, inner);
            let mut attacks = 0u128;
            for r in 0..rows {
                attacks |= u128::from(pattern >> r & 1) << (columns * r + column);
            }
            kg.rook.push(attacks);
        }
    }
    for sq in 0..n {
        kg.column_of.push((sq % columns) as u8);
        kg.row_first.push((sq / columns * columns + 1) as u8);
    }
    Some(kg)
}

#[cfg(test)]
mod tests {
    use super::grid_fits;

    /// Each limit at its edge: the row's length, the rows, the column's
    /// inner squares (63 bits at most).
    #[test]
    fn a_grid_fits_within_each_limit() {
        let cases = [
            ((3, 3), true),
            ((2, 8), false),
            ((10, 8), true),
            ((11, 5), false),
            ((5, 3), true),
            ((5, 2), false),
            ((6, 10), true),
            ((6, 11), false),
            // Inner column squares: 9 x 7 = 63 bits fit, 8 x 8 = 64 do not.
            ((9, 9), true),
            ((7, 10), true),
            ((8, 10), false),
            ((10, 9), false),
        ];
        for ((columns, rows), fits) in cases {
            assert_eq!(grid_fits(columns, rows), fits, "{columns} x {rows}");
        }
    }
}
