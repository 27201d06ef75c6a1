//! The standard 8x8 board's geometry tables as statics, generated at
//! compile time by `geometry-macros` and verified entry by entry.
//!
//! ```
//! use geometry_tables::{between, king_dist, knight_dist, Square, KNIGHT_DIST};
//!
//! let (a1, b2) = (Square::A1, "b2".parse::<Square>().unwrap());
//! assert_eq!(knight_dist(a1, b2), 4); // the corner costs two extra moves
//! assert_eq!(king_dist(a1, Square::H8), 7);
//! // b2..g7 lie between a1 and h8.
//! assert_eq!(between(a1, Square::H8), 0x0040_2010_0804_0200);
//! // The typed accessors read the raw statics, which stay public.
//! assert_eq!(KNIGHT_DIST[a1.index()][b2.index()], 4);
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
//! which emits a module with the same names and types; code written once
//! against [`Geometry`] (and [`BitboardGeometry`]) runs on all of them, with
//! [`Board`] standing for the standard board.
//!
//! [`formulas`] holds the reference articles' branchless formulas (square
//! colour, knight distance, diagonal tests, flips and 0x88 conversions) as
//! `const fn`s, each checked against these tables on its whole domain.
//!
//! ## The items, by group
//!
//! Each item's own documentation gives its formula and draws it; what
//! follows shows the groups at work.
//!
//! **Dimensions.** [`FILES`], [`RANKS`] and [`SQUARES`]: 8, 8 and 64.
//!
//! ```
//! assert_eq!(geometry_tables::FILES * geometry_tables::RANKS, geometry_tables::SQUARES);
//! ```
//!
//! **Colours.** [`DARK_SQUARES`] (a1 is dark) and [`LIGHT_SQUARES`] are
//! bitboards, each the other's complement; [`is_dark`] asks of one square.
//!
//! ```
//! use geometry_tables::{DARK_SQUARES, LIGHT_SQUARES};
//! assert_eq!(DARK_SQUARES, 0xAA55_AA55_AA55_AA55);
//! assert_eq!(DARK_SQUARES ^ LIGHT_SQUARES, u64::MAX);
//! ```
//!
//! **Diagonals.** `DIAGONAL[sq]` and `ANTI_DIAGONAL[sq]` number the
//! square's diagonal (`7 + rank - file`) and anti-diagonal (`rank + file`).
//!
//! ```
//! use geometry_tables::{Square::*, ANTI_DIAGONAL, DIAGONAL};
//! assert_eq!(DIAGONAL[A1.index()], 7); // the a1-h8 main diagonal
//! assert_eq!(ANTI_DIAGONAL[H1.index()], 7); // the h1-a8 main anti-diagonal
//! ```
//!
//! `SAME_DIAGONAL[a][b]` and `SAME_ANTI_DIAGONAL[a][b]` say whether both
//! squares lie on one diagonal, or one anti-diagonal (true for a square
//! with itself).
//!
//! ```
//! use geometry_tables::{Square::*, SAME_ANTI_DIAGONAL, SAME_DIAGONAL};
//! assert!(SAME_DIAGONAL[C1.index()][H6.index()]);
//! assert!(!SAME_DIAGONAL[H1.index()][A3.index()]); // 16 - 7 = 9, yet not on one diagonal
//! assert!(SAME_ANTI_DIAGONAL[H1.index()][A8.index()]);
//! ```
//!
//! **Lines.** `FILE_BB[f]` and `RANK_BB[r]` are the squares of a file
//! (a = 0) and of a rank (1 = 0).
//!
//! ```
//! use geometry_tables::{FILE_BB, RANK_BB};
//! assert_eq!(FILE_BB[0], 0x0101_0101_0101_0101); // the a-file
//! assert_eq!(RANK_BB[7], 0xFF00_0000_0000_0000); // the 8th rank
//! ```
//!
//! `DIAGONAL_BB[d]` and `ANTI_DIAGONAL_BB[d]` are the squares of each
//! diagonal and anti-diagonal, by the index in [`DIAGONAL`] and
//! [`ANTI_DIAGONAL`].
//!
//! ```
//! use geometry_tables::{ANTI_DIAGONAL_BB, DIAGONAL_BB};
//! assert_eq!(DIAGONAL_BB[7], 0x8040_2010_0804_0201); // a1-h8
//! assert_eq!(ANTI_DIAGONAL_BB[7], 0x0102_0408_1020_4080); // h1-a8
//! ```
//!
//! **Attacks.** What the leapers and pawns attack from each square, and
//! the eight rays: `KNIGHT_ATTACKS[sq]`, `KING_ATTACKS[sq]`,
//! `PAWN_ATTACKS[color][sq]` (white = 0, moving towards rank 8),
//! `PAWN_PUSHES[color][sq]`, the double-push and promotion ranks by
//! colour, and `RAYS[dir][sq]` in the order N, NE, E, SE, S, SW, W, NW.
//! The sliders ([`rook_attacks`], [`bishop_attacks`], [`queen_attacks`])
//! take the occupied squares as well.
//!
//! ```
//! use geometry_tables::{Square::*, *};
//! assert_eq!(KNIGHT_ATTACKS[A1.index()], square_bb(B3) | square_bb(C2));
//! assert_eq!(KING_ATTACKS[A1.index()].count_ones(), 3);
//! assert_eq!(PAWN_ATTACKS[0][E4.index()], square_bb(D5) | square_bb(F5));
//! assert_eq!(PAWN_ATTACKS[1][E4.index()], square_bb(D3) | square_bb(F3));
//! assert_eq!(PAWN_PUSHES[0][E2.index()], square_bb(E3));
//! assert_eq!(PAWN_DOUBLE_PUSH_RANK, [RANK_BB[1], RANK_BB[6]]);
//! assert_eq!(PROMOTION_RANK, [RANK_BB[7], RANK_BB[0]]);
//! assert_eq!(RAYS[1][A1.index()], between(A1, H8) | square_bb(H8)); // north-east
//! ```
//!
//! **Evaluation geometry.** Stockfish's pawn-structure masks and the
//! distances an evaluation weighs: `FORWARD_RANKS_BB[color][rank]`,
//! `FORWARD_FILE_BB[color][sq]`, `ADJACENT_FILES_BB[file]`,
//! `PAWN_ATTACK_SPAN[color][sq]` and `PASSED_PAWN_SPAN[color][sq]` (white
//! = 0), how far each square's file and rank lie from the edge, and the
//! king and rook steps to the nearest of the four central squares.
//!
//! ```
//! use geometry_tables::{Square::*, *};
//! // A white pawn on e4 is passed when no black pawn stands on d5-d7,
//! // e5-e7 or f5-f7 (the eighth rank holds no pawn, but is in the span).
//! let span = passed_pawn_span(0, E4);
//! assert_eq!(span, pawn_attack_span(0, E4) | forward_file_bb(0, E4));
//! assert_eq!(span.count_ones(), 12);
//! assert_eq!(adjacent_files_bb(A2), FILE_BB[1]);
//! assert_eq!(forward_ranks_bb(1, E4), RANK_BB[0] | RANK_BB[1] | RANK_BB[2]);
//! assert_eq!((file_edge_dist(B7), rank_edge_dist(B7)), (1, 1));
//! assert_eq!((center_king_dist(A1), center_taxi_dist(A1)), (3, 6));
//! assert_eq!(center_king_dist(E5), 0);
//! ```
//!
//! **Typed accessors.** Each of [`knight_dist`], [`between`], [`line()`],
//! [`file_bb`] and the others reads one table at its squares' indices, as
//! an `#[inline] const fn`, without casts.
//!
//! ```
//! use geometry_tables::{between, knight_dist, x88, x88_attack, Square::*};
//!
//! assert_eq!(knight_dist(A1, B2), 4);
//! assert_eq!(between(A1, A4), 0x0001_0100); // a2, a3
//! assert_eq!(x88_attack(E4, F5), x88::KING | x88::QUEEN | x88::BISHOP | x88::WHITE_PAWN);
//! ```
#![no_std]
#![deny(missing_docs)]

// The board modules name this crate by its path, as users' modules do.
extern crate self as geometry_tables;

mod api;
mod bitboard256;
pub mod formulas;
mod geometry;
#[doc(hidden)]
pub mod kernel;
mod pairs;
mod square;
#[doc(hidden)]
pub mod variants;

pub use bitboard256::{Bitboard256, Squares};
pub use geometry::{Bitboard, BitboardGeometry, BoardSquare, Geometry, PieceGeometry};
pub use pairs::{Bitboard256Pairs, Bitboard256Row};
#[doc(hidden)]
pub use square::parse_coords as __parse_coords;
pub use square::{ParseSquareError, SquareIndexError};

/// The distance in a leaper's distance table (`KNIGHT_DIST`, or a fairy
/// leaper's `CAMEL_DIST`) between squares that no path of its leaps joins:
/// a camel never changes colour, an alfil reaches one square in eight.
pub const UNREACHABLE: u8 = u8::MAX;

geometry_macros::board! {
    /// The standard board; every item is re-exported at the crate root.
    #[doc(hidden)]
    pub mod standard { files = 8, ranks = 8, mapping = lerf }
}

#[doc(inline)]
pub use standard::{FILES, RANKS, SQUARES};

/// `SQUARE_NAMES[sq]` is the algebraic name of square `sq`.
///
/// ```
/// use geometry_tables::{Square, SQUARE_NAMES};
/// assert_eq!(SQUARE_NAMES[Square::E4.index()], "e4");
/// ```
#[doc(inline)]
pub use standard::SQUARE_NAMES;

/// `SQUARE_COLOR[sq]` is 1 for a dark square, 0 for a light one.
///
/// ```
/// use geometry_tables::{Square, SQUARE_COLOR};
/// assert_eq!(SQUARE_COLOR[Square::A1.index()], 1); // a1 is dark
/// assert_eq!(SQUARE_COLOR[Square::H1.index()], 0);
/// ```
#[doc(inline)]
pub use standard::SQUARE_COLOR;

#[doc(inline)]
pub use standard::{DARK_SQUARES, LIGHT_SQUARES};

/// `KNIGHT_DIST[a][b]`: the fewest knight moves from `a` to `b`.
///
/// ```
/// use geometry_tables::{Square::*, KNIGHT_DIST};
/// assert_eq!(KNIGHT_DIST[A1.index()][B2.index()], 4); // corner: not 2
/// assert_eq!(KNIGHT_DIST[A1.index()][H8.index()], 6);
/// ```
#[doc(inline)]
pub use standard::KNIGHT_DIST;

/// `KING_DIST[a][b]`: the king steps from `a` to `b` (Chebyshev distance).
///
/// ```
/// use geometry_tables::{Square::*, KING_DIST};
/// assert_eq!(KING_DIST[A1.index()][H8.index()], 7);
/// assert_eq!(KING_DIST[E4.index()][F6.index()], 2);
/// ```
#[doc(inline)]
pub use standard::KING_DIST;

/// `TAXI_DIST[a][b]`: file difference plus rank difference (Manhattan distance).
///
/// ```
/// use geometry_tables::{Square::*, TAXI_DIST};
/// assert_eq!(TAXI_DIST[A1.index()][H8.index()], 14);
/// ```
#[doc(inline)]
pub use standard::TAXI_DIST;

#[doc(inline)]
pub use standard::{ANTI_DIAGONAL, DIAGONAL};

#[doc(inline)]
pub use standard::{SAME_ANTI_DIAGONAL, SAME_DIAGONAL};

#[doc(inline)]
pub use standard::{FILE_BB, RANK_BB};

#[doc(inline)]
pub use standard::{ANTI_DIAGONAL_BB, DIAGONAL_BB};

/// `BETWEEN_BB[a][b]`: the squares strictly between two aligned squares.
///
/// ```
/// use geometry_tables::{Square::*, BETWEEN_BB};
/// let b = |sq: geometry_tables::Square| 1u64 << sq as u32;
/// assert_eq!(BETWEEN_BB[A1.index()][A4.index()], b(A2) | b(A3));
/// assert_eq!(BETWEEN_BB[A1.index()][B3.index()], 0); // not aligned
/// ```
#[doc(inline)]
pub use standard::BETWEEN_BB;

/// `LINE_BB[a][b]`: the whole line through two aligned squares, edge to edge.
///
/// ```
/// use geometry_tables::{Square::*, LINE_BB, RANK_BB};
/// assert_eq!(LINE_BB[C4.index()][F4.index()], RANK_BB[3]);
/// assert_eq!(LINE_BB[C4.index()][C4.index()], 0);
/// ```
#[doc(inline)]
pub use standard::LINE_BB;

/// `X88_ATTACK[to88 + 128 - from88]`: which pieces could move between two
/// squares of the 0x88 board, as [`x88`] flags.
///
/// ```
/// use geometry_tables::{x88, Square::*, X88_ATTACK};
/// let delta = |from, to| x88::from_square(to) + x88::OFFSET - x88::from_square(from);
/// let flags = X88_ATTACK[delta(E4, F5)];
/// assert_eq!(flags, x88::KING | x88::QUEEN | x88::BISHOP | x88::WHITE_PAWN);
/// ```
#[doc(inline)]
pub use standard::X88_ATTACK;

/// `X88_STEP[to88 + 128 - from88]`: the 0x88 step that walks from one
/// square towards the other when a queen could, else 0.
///
/// ```
/// use geometry_tables::{x88, Square::*, X88_STEP};
/// let delta = |from, to| x88::from_square(to) + x88::OFFSET - x88::from_square(from);
/// assert_eq!(X88_STEP[delta(A1, H8)], 17);
/// assert_eq!(X88_STEP[delta(A1, B3)], 0);
/// ```
#[doc(inline)]
pub use standard::X88_STEP;

#[doc(inline)]
pub use standard::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};

#[doc(inline)]
pub use standard::{
    KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS, PAWN_DOUBLE_PUSH_RANK, PAWN_PUSHES, PROMOTION_RANK,
    RAYS,
};

#[doc(inline)]
pub use standard::{
    ADJACENT_FILES_BB, CENTER_KING_DIST, CENTER_TAXI_DIST, FILE_EDGE_DIST, FORWARD_FILE_BB,
    FORWARD_RANKS_BB, PASSED_PAWN_SPAN, PAWN_ATTACK_SPAN, RANK_EDGE_DIST,
};

#[doc(inline)]
pub use standard::{
    adjacent_files_bb, center_king_dist, center_taxi_dist, file_edge_dist, forward_file_bb,
    forward_ranks_bb, passed_pawn_span, pawn_attack_span, rank_edge_dist,
};

/// The 0x88 board (square = `16 * rank + file`): piece flags of
/// [`X88_ATTACK`], `OFFSET` = 128, `WIDTH` = 16 and the conversions.
///
/// ```
/// use geometry_tables::{x88, Square};
/// assert_eq!(x88::from_square(Square::H8), 0x77);
/// assert_eq!(x88::to_square(0x77), Some(Square::H8));
/// assert_eq!(x88::to_square(0x08), None); // off the board
/// ```
#[doc(inline)]
pub use standard::x88;

/// The 64 squares, `A1 = 0` to `H8 = 63`.
///
/// ```
/// use geometry_tables::Square;
/// assert_eq!(Square::B1.index(), 1);
/// assert_eq!(Square::A2.index(), 8);
/// ```
#[doc(inline)]
pub use standard::Square;

/// The standard board as a type: the [`Geometry`] and [`BitboardGeometry`]
/// implementation that code written once for every board runs on.
///
/// ```
/// use geometry_tables::{BitboardGeometry, Board, BoardSquare, Geometry, Square};
///
/// fn corner_to_corner<G: Geometry>() -> u8 {
///     let (a1, last) = (G::squares()[0], G::squares()[G::SQUARES - 1]);
///     G::king_dist(a1, last)
/// }
/// assert_eq!(corner_to_corner::<Board>(), 7);
/// assert_eq!(<Board as BitboardGeometry>::between(Square::A1, Square::A4), 0x0001_0100);
/// ```
#[doc(inline)]
pub use standard::Board;

#[doc(inline)]
pub use standard::{
    anti_diagonal, anti_diagonal_bb, between, diagonal, diagonal_bb, file_bb, is_dark, king_dist,
    knight_dist, line, rank_bb, same_anti_diagonal, same_diagonal, square_bb, taxi_dist,
    x88_attack, x88_step,
};

/// A whole set of squares moved one step in a direction (0 to 7: N, NE,
/// E, SE, S, SW, W, NW), the squares that would leave the board dropped:
/// every pawn of a side pushed at once.
///
/// ```
/// use geometry_tables::{shift, square_bb, RANK_BB, Square::*};
///
/// let white_pawns = RANK_BB[1];
/// assert_eq!(shift(white_pawns, 0), RANK_BB[2]); // one step north
/// assert_eq!(shift(square_bb(H2), 1), 0); // north-east of h2 is off the board
/// assert_eq!(shift(square_bb(E4), 7), square_bb(D5)); // north-west
/// ```
#[doc(inline)]
pub use standard::shift;

// The examples of every README in the workspace run as doctests too.
#[cfg(doctest)]
mod readme_doctests;
