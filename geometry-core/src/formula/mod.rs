//! The per-square formulas, for any board, and (inside the crate) the
//! whole-table builders that [`Table::compute`](crate::Table::compute)
//! calls. These are the single source of truth: the macros, the
//! build-script writer and the CLI all reach them.
//!
//! ```
//! use geometry_core::{formula, Board};
//!
//! let board = Board::STANDARD;
//! let (a1, d4) = (board.square(0, 0), board.square(3, 3));
//! assert!(formula::is_dark(&board, a1));
//! assert_eq!(formula::diagonal_index(&board, d4), 7);
//! assert!(formula::aligned(&board, a1, d4));
//! assert_eq!(formula::x88::from_square(&board, d4), 0x33);
//! ```

mod attacks;
mod bitboard;
mod byte_swap;
mod color;
mod diagonal;
mod distance;
mod grid;
mod grid_magic;
mod grid_magic_numbers;
mod kindergarten_grid;
#[cfg(feature = "fairy")]
mod leg_rows;
#[cfg(feature = "fairy")]
mod leg_walk;
mod masks;
mod moves;
#[cfg(feature = "fairy")]
mod multi_leg;
#[cfg(feature = "fairy")]
mod piece_rows;
mod set;
pub mod x88;

pub use attacks::{
    COLORS, SLIDERS, Slider, leaper_attack_table, line_rays, rider_lines, rider_rays,
    slider_attacks, step_shifts,
};
pub(crate) use attacks::{
    king_attacks, knight_attacks, pawn_attacks, pawn_double_push_rank, pawn_pushes, promotion_rank,
    rays,
};
pub use bitboard::square_bb;
pub(crate) use bitboard::{
    anti_diagonal_bb, between_bb, dark_squares, diagonal_bb, file_bb, light_squares, line_bb,
    rank_bb,
};
pub use byte_swap::{ByteSwap, byte_swap};
pub use color::is_dark;
pub(crate) use color::square_color;
pub(crate) use diagonal::{anti_diagonal, diagonal, same_anti_diagonal, same_diagonal};
pub use diagonal::{anti_diagonal_index, diagonal_count, diagonal_index};
pub use distance::{UNREACHABLE, leaper_dist_table};
pub(crate) use distance::{king_dist, knight_dist, taxi_dist};
pub use grid_magic::{
    BISHOP_MAGIC_SEED, BishopMagics, MagicEntry, bishop_magics, find_bishop_magics,
};
pub use kindergarten_grid::{GRID_MAX_COLUMNS, GridKindergarten, kindergarten_grid};
#[cfg(feature = "fairy")]
pub use leg_rows::{LegRows, leg_rows, legs_on};
#[cfg(feature = "fairy")]
pub use leg_walk::{first_legs, leg_ends, leg_mids, mid_leg_ends};
pub(crate) use masks::{
    adjacent_files_bb, center_king_dist, center_taxi_dist, file_edge_dist, forward_file_bb,
    forward_ranks_bb, passed_pawn_span, pawn_attack_span, rank_edge_dist,
};
pub use masks::{center_distance, edge_distance};
pub use moves::{BISHOP_DELTAS, KING_DELTAS, KNIGHT_DELTAS, ROOK_DELTAS, atom_deltas};
#[cfg(feature = "fairy")]
pub use piece_rows::{PieceRows, RowKind, SetKinds, piece_moves_on, piece_reach, piece_rows};
pub use set::{SquareSet, Wide};

use crate::Board;

/// A pair table whose entry depends only on the file and rank difference
/// `b - a`: `f(df, dr)` runs once per difference, `(2 * files - 1) *
/// (2 * ranks - 1)` times (225 on 8x8), and each pair looks its
/// difference up. The macros run this unoptimized, where a lookup costs
/// far less than a call per pair. `f` is a plain function, so that the
/// tables of one element type share one compiled copy.
fn by_difference<T: Copy>(board: &Board, f: fn(i32, i32) -> T) -> Vec<T> {
    let (files, ranks) = (board.files() as i32, board.ranks() as i32);
    let mut table = Vec::with_capacity(((2 * files - 1) * (2 * ranks - 1)) as usize);
    for dr in 1 - ranks..ranks {
        for df in 1 - files..files {
            table.push(f(df, dr));
        }
    }
    // Row `dr + ranks - 1`, column `df + files - 1` of `table`, with the
    // `- 1`s folded into each square's own coordinates.
    let width = 2 * files - 1;
    let mut at = Vec::with_capacity(board.squares());
    for sq in board.all_squares() {
        let (file, rank) = board.coords(sq);
        at.push((file as i32, rank as i32));
    }
    let n = board.squares();
    let mut out = Vec::with_capacity(n * n);
    for &(fa, ra) in &at {
        let base = (ranks - 1 - ra) * width + files - 1 - fa;
        for &(fb, rb) in &at {
            out.push(table[(base + rb * width + fb) as usize]);
        }
    }
    out
}

/// File and rank differences `to - from`, as signed numbers.
fn deltas(board: &Board, from: usize, to: usize) -> (i32, i32) {
    let (ff, fr) = board.coords(from);
    let (tf, tr) = board.coords(to);
    (tf as i32 - ff as i32, tr as i32 - fr as i32)
}

/// True when `a` and `b` are distinct and share a rank, file, diagonal or
/// anti-diagonal, i.e. a queen on an empty board could move from one to
/// the other.
pub fn aligned(board: &Board, a: usize, b: usize) -> bool {
    let (df, dr) = deltas(board, a, b);
    (df, dr) != (0, 0) && (df == 0 || dr == 0 || df.abs() == dr.abs())
}
