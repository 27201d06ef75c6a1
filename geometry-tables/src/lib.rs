//! The standard 8x8 board's geometry tables as statics, generated at
//! compile time by `geometry-macros` and verified entry by entry.
//!
//! ```
//! use geometry_tables::{KNIGHT_DIST, KING_DIST, BETWEEN_BB, Square};
//!
//! let (a1, b2, h8) = (Square::A1 as usize, Square::B2 as usize, Square::H8 as usize);
//! assert_eq!(KNIGHT_DIST[a1][b2], 4); // the corner costs two extra moves
//! assert_eq!(KING_DIST[a1][h8], 7);
//! // b2..g7 lie between a1 and h8.
//! assert_eq!(BETWEEN_BB[a1][h8], 0x0040_2010_0804_0200);
//! ```
//!
//! Squares are numbered little-endian rank-file (LERF): a1 = 0, b1 = 1,
//! h1 = 7, a2 = 8, h8 = 63. Bitboards use bit `sq` for square `sq`:
//!
//! ```text
//! 8  56 57 58 59 60 61 62 63
//! 7  48 49 50 51 52 53 54 55
//! 6  40 41 42 43 44 45 46 47
//! 5  32 33 34 35 36 37 38 39
//! 4  24 25 26 27 28 29 30 31
//! 3  16 17 18 19 20 21 22 23
//! 2   8  9 10 11 12 13 14 15
//! 1   0  1  2  3  4  5  6  7
//!     a  b  c  d  e  f  g  h
//! ```
//!
//! Every item's documentation states its formula and draws it on the
//! board. For other boards and mappings use `geometry_macros::board!`,
//! which emits a module with the same names and types.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

geometry_macros::board! {
    /// The standard board; every item is re-exported at the crate root.
    #[doc(hidden)]
    pub mod standard { files = 8, ranks = 8, mapping = lerf }
}

pub use standard::*;
