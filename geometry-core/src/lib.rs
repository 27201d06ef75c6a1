//! Exact chess-board geometry for any board from 1x1 to 16x16 and every
//! square mapping: the single source of truth behind `geometry-macros`,
//! `geometry-tables`, the build-script writer and the `chess-geometry` CLI.
//!
//! ```
//! use geometry_core::{Board, Mapping, Table};
//!
//! // Knight distance on the standard board: a1 to b2 takes four moves.
//! let knight = Table::KnightDist.compute(&Board::STANDARD).unwrap();
//! assert_eq!(knight.at(0, 9), Some(4));
//!
//! // Any board, any mapping: a 10x8 Capablanca board numbered file-major.
//! let board = Board::new(10, 8, Mapping::Lefr).unwrap();
//! let king = Table::KingDist.compute(&board).unwrap();
//! let (a1, j8) = (board.square(0, 0), board.square(9, 7));
//! assert_eq!(king.at(a1, j8), Some(9));
//! ```
//!
//! The crate computes plain data ([`Data`]: a [`Shape`] and [`Values`]) and
//! plans whole board modules ([`BoardModule`]). With the default `codegen`
//! feature, [`emit`] prints a plan as Rust source, C or JSON and
//! [`codegen::Codegen`] writes it from a build script; `geometry-macros`
//! prints the same plan as tokens. With the default `fairy` feature, the
//! fairy pieces ([`FairyPiece`], [`Betza`], the moves of several legs in
//! [`legs`]) and the [`Region`]s join the plan; `geometry-tables` builds the
//! core without them. Squares are numbered by the board's [`Mapping`];
//! files and ranks count from 0 at a1 whatever the mapping.
#![deny(missing_docs)]

mod args;
mod atom;
#[cfg(feature = "fairy")]
mod betza;
mod board;
#[cfg(feature = "codegen")]
pub mod codegen;
mod data;
pub mod diagram;
mod docs;
#[cfg(feature = "codegen")]
pub mod emit;
pub mod formula;
#[cfg(feature = "fairy")]
pub mod legs;
mod mapping;
mod named;
#[cfg(feature = "fairy")]
mod piece;
mod plan;
#[cfg(feature = "fairy")]
mod region;
mod row_refs;
mod table;

pub use atom::{
    BUILT_IN_PIECES, MAX_LEAP, NAMED_ATOMS, NamedAtom, canonical_leap, leap_fits, named_atom,
};
#[cfg(feature = "fairy")]
pub use betza::{Betza, BetzaError, BetzaErrorKind, Hop, MAX_LEGS, MovePart, lame_legs};
pub use board::{Board, BoardError, MAX_BITBOARD_SQUARES, MAX_SIDE, MIN_SIDE};
pub use data::{BitWidth, Data, IndexedPairs, Shape, Values};
pub use mapping::{Mapping, UnknownMapping};
#[cfg(feature = "fairy")]
pub use piece::{FairyPiece, PieceKind};
pub use plan::{
    Api, BoardModule, Invocation, Item, ItemKind, MacroArg, SquareEnum, SquareVariant, X88Module,
};
#[cfg(feature = "fairy")]
pub use region::{Region, RegionError, RegionSide, is_region_name, mirror_region, parse_region};
pub use row_refs::RowRef;
pub use table::{Table, TableError, UnknownTable};

/// Implementation details of `geometry-macros` and its support crate; not
/// covered by semver.
#[doc(hidden)]
pub mod __private {
    /// The macro arguments' vocabulary and messages.
    pub mod args {
        pub use crate::args::*;
    }
    pub use crate::data::{
        BOOL_ROW_FN, BOOL_ROW_FN_SOURCE, WIDE_ALIAS, WIDE_PAIRS_TYPE, WIDE_ROW_ALIAS,
        WIDE_ROW_TYPE, WIDE_ROWS, WIDE_TYPE, WIDE_VALUES, WIDE_WORDS, entry_bytes, indexed_pairs,
        true_positions, wide_width,
    };
    pub use crate::plan::{SharedRows, row_name, shared_rows};
}
