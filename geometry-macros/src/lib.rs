//! Compile-time chess-board geometry tables for any board from 1x1 to 16x16
//! and any square mapping.
//!
//! ```
//! // The standard board (8x8, little-endian rank-file: a1 = 0, h8 = 63).
//! static KNIGHT: [[u8; 64]; 64] = geometry_macros::knight_dist!();
//! assert_eq!(KNIGHT[0][9], 4); // a1 to b2: four moves in the corner
//!
//! // A Capablanca board, 10 files by 8 ranks.
//! static KING: [[u8; 80]; 80] = geometry_macros::king_dist!(files = 10, ranks = 8);
//! assert_eq!(KING[0][79], 9); // a1 to j8
//!
//! // A whole module of tables.
//! geometry_macros::board! {
//!     /// Gardner minichess.
//!     pub mod gardner { files = 5, ranks = 5 }
//! }
//! assert_eq!(gardner::SQUARES, 25);
//! assert_eq!(gardner::SQUARE_NAMES[gardner::Square::E5.index()], "e5");
//! ```
//!
//! # Arguments
//!
//! Every table macro takes optional comma-separated `key = value` arguments,
//! in any order, each at most once, trailing comma allowed:
//!
//! ```text
//! args    := ( arg ( "," arg )* ","? )?
//! arg     := "files" "=" INT      1 to 16, default 8
//!          | "ranks" "=" INT      1 to 16, default 8
//!          | "mapping" "=" IDENT  default lerf
//! ```
//!
//! `INT` is an unsuffixed integer literal in any base (`10`, `0xA`, `1_0`);
//! `macro_rules!` may forward values as `$n:literal` or `$n:expr`.
//!
//! Every misuse is a compile error on the offending tokens that says what
//! is allowed; none is a panic:
//!
//! ```text
//! error: unknown argument `fils`; did you mean `files`? allowed keys: `files`, `ranks`, `mapping`
//!  --> src/main.rs:1:58
//!   |
//! 1 | static K: [[u8; 80]; 80] = geometry_macros::knight_dist!(fils = 10, ranks = 8);
//!   |                                                          ^^^^
//! ```
//!
//! # Mappings
//!
//! The square index of a1, h1 and a8 on 8x8 under each mapping (the name's
//! first coordinate is the major one; `le` = ascending, `be` = descending):
//!
//! | mapping  | order | a1 | h1 | a8 | from `lerf` on 8x8 |
//! |----------|-------|----|----|----|--------------------|
//! | `lerf`   | a1, b1, .., h1, a2, .. | 0 | 7 | 56 | identity |
//! | `lerbef` | h1, g1, .., a1, h2, .. | 7 | 0 | 63 | `sq ^ 7` |
//! | `berlef` | a8, b8, .., h8, a7, .. | 56 | 63 | 0 | `sq ^ 56` |
//! | `berf`   | h8, g8, .., a8, h7, .. | 63 | 56 | 7 | `sq ^ 63` |
//! | `lefr`   | a1, a2, .., a8, b1, .. | 0 | 56 | 7 | transpose |
//! | `lefber` | a8, a7, .., a1, b8, .. | 7 | 63 | 0 | transpose, `^ 7` |
//! | `befler` | h1, h2, .., h8, g1, .. | 56 | 0 | 63 | transpose, `^ 56` |
//! | `befr`   | h8, h7, .., h1, g8, .. | 63 | 7 | 56 | transpose, `^ 63` |
//!
//! # Emitted items
//!
//! | macro | type on an `N`-square board |
//! |---|---|
//! | `square_names!` | `[&str; N]` |
//! | `square_color!` | `[u8; N]`, 1 = dark |
//! | `dark_squares!`, `light_squares!` | bitboard |
//! | `knight_dist!`, `king_dist!`, `taxi_dist!` | `[[u8; N]; N]` |
//! | `diagonal!`, `anti_diagonal!` | `[u8; N]` |
//! | `same_diagonal!`, `same_anti_diagonal!` | `[[bool; N]; N]` |
//! | `file_bb!`, `rank_bb!` | `[bitboard; files]`, `[bitboard; ranks]` |
//! | `diagonal_bb!`, `anti_diagonal_bb!` | `[bitboard; files + ranks - 1]` |
//! | `between_bb!`, `line_bb!` | `[[bitboard; N]; N]` |
//! | `x88_attack!` | `[u8; 2 * W * ranks + 1]` |
//! | `x88_step!` | `[i8; 2 * W * ranks + 1]` |
//!
//! A bitboard is a `u64` on boards of up to 64 squares, a `u128` up to
//! 128 and a `geometry_tables::Bitboard256` up to 256. `W`, the
//! padded row width, is the smallest power of two at least `2 * files - 1`
//! (16 on 8x8: the 0x88 board); delta tables are indexed by
//! `to88 + W * ranks - from88`.
//!
//! `board!` emits all of these as `static`s (scalars as `const`s) in one
//! module, with `FILES`, `RANKS`, `SQUARES`, an `x88` submodule (piece
//! flags, `WIDTH`, `OFFSET`, move-vector lists, `from_square`, `to_square`,
//! `on_board`), a `#[repr(u8)]` `Square` enum with coordinates, parsing and
//! display, typed accessors (`knight_dist(a, b)`, `between(a, b)`, ..) and
//! a `Board` type implementing `geometry_tables::Geometry`,
//! `geometry_tables::BitboardGeometry` and `geometry_tables::PieceGeometry`.
//! Every board also gets the attack tables (`KNIGHT_ATTACKS`,
//! `KING_ATTACKS`, `PAWN_ATTACKS`, `PAWN_PUSHES`, `PAWN_DOUBLE_PUSH_RANK`,
//! `PROMOTION_RANK`, `RAYS`), the slider functions (`rook_attacks`,
//! `bishop_attacks`, `queen_attacks`) and `shift(set, direction)`.
//!
//! The module's shared code comes from `geometry-tables` (its traits and
//! two hidden macros), so a crate that calls `board!` depends on
//! `geometry-tables` as well.
#![deny(missing_docs)]

use geometry_macros_support::Table;
use proc_macro::TokenStream;

fn table(kind: Table, input: TokenStream) -> TokenStream {
    geometry_macros_support::table(kind, input.into()).into()
}

macro_rules! table_macros {
    ($($name:ident => $kind:ident, $doc:literal;)*) => {$(
        #[doc = $doc]
        ///
        /// Takes the optional `files`, `ranks` and `mapping` arguments
        /// described in the [crate docs](crate).
        #[proc_macro]
        pub fn $name(input: TokenStream) -> TokenStream {
            table(Table::$kind, input)
        }
    )*};
}

table_macros! {
    square_names => SquareNames, "`[&str; N]`: the name of every square, \"a1\" first in `lerf`.";
    square_color => SquareColor, "`[u8; N]`: 1 for a dark square (a1 is dark), 0 for a light one.";
    dark_squares => DarkSquares, "Bitboard of the dark squares.";
    light_squares => LightSquares, "Bitboard of the light squares.";
    knight_dist => KnightDist, "`[[u8; N]; N]`: fewest knight moves on the bounded board; 255 where unreachable.\n\n```\nstatic K: [[u8; 64]; 64] = geometry_macros::knight_dist!();\nassert_eq!(K[0][63], 6); // a1 to h8\n```";
    king_dist => KingDist, "`[[u8; N]; N]`: Chebyshev distance, the king steps between two squares.";
    taxi_dist => TaxiDist, "`[[u8; N]; N]`: Manhattan distance, file difference plus rank difference.";
    diagonal => Diagonal, "`[u8; N]`: diagonal index `files - 1 + rank - file` of every square.";
    anti_diagonal => AntiDiagonal, "`[u8; N]`: anti-diagonal index `rank + file` of every square.";
    same_diagonal => SameDiagonal, "`[[bool; N]; N]`: both squares on one diagonal (a1-h8 direction).";
    same_anti_diagonal => SameAntiDiagonal, "`[[bool; N]; N]`: both squares on one anti-diagonal (h1-a8 direction).";
    file_bb => FileBb, "`[bitboard; files]`: the squares of each file, a-file first.";
    rank_bb => RankBb, "`[bitboard; ranks]`: the squares of each rank, rank 1 first.";
    diagonal_bb => DiagonalBb, "`[bitboard; files + ranks - 1]`: the squares of each diagonal.";
    anti_diagonal_bb => AntiDiagonalBb, "`[bitboard; files + ranks - 1]`: the squares of each anti-diagonal.";
    between_bb => BetweenBb, "`[[bitboard; N]; N]`: squares strictly between two aligned squares, else 0.";
    line_bb => LineBb, "`[[bitboard; N]; N]`: the whole line through two aligned squares, else 0.";
    x88_attack => X88Attack, "Piece flags by padded-board delta `to88 + W * ranks - from88`.";
    x88_step => X88Step, "Unit padded-board step by delta `to88 + W * ranks - from88`, 0 where no queen could move.";
}

/// A whole module of tables for one board.
///
/// ```
/// geometry_macros::board! {
///     /// Capablanca chess.
///     pub mod capablanca { files = 10, ranks = 8 }
/// }
/// use capablanca::Square;
/// assert_eq!(capablanca::knight_dist(Square::A1, Square::B3), 1);
/// assert_eq!(capablanca::KNIGHT_DIST[Square::A1.index()][Square::B3.index()], 1);
/// assert_eq!("j8".parse::<Square>(), Ok(Square::J8));
/// assert_eq!(capablanca::x88::WIDTH, 32);
/// ```
///
/// Doc comments and attributes before `mod` are kept, and the visibility is
/// yours: a private module of which a program reads a few tables can say
/// `#[allow(dead_code)]`.
///
/// ```
/// geometry_macros::board! {
///     #[allow(dead_code)]
///     mod shogi { files = 9, ranks = 9, mapping = lefr }
/// }
/// assert_eq!(shogi::SQUARE_NAMES[1], "a2"); // file-major: a1, a2, ..
/// ```
///
/// Fairy pieces: `leapers = [camel, giraffe(4, 1)]` and `riders =
/// [nightrider(knight)]` by their (m, n) atoms, and any piece in Betza
/// notation, read as Fairy-Stockfish reads it, with `pieces = [name =
/// "BETZA", ..]` (the grammar and the dialect are in `geometry_core::Betza`'s
/// docs). Each gets its tables and functions, the module a `Piece` enum
/// over them, and its `Board` implements `geometry_tables::PieceGeometry`:
///
/// ```
/// geometry_macros::board! {
///     pub mod xiangqi { files = 9, ranks = 10, pieces = [horse = "nN", cannon = "mRcpR"] }
/// }
/// use xiangqi::Square::*;
/// let bb = xiangqi::square_bb;
/// // A piece on b2 blocks the horse's leaps past it.
/// assert_eq!(xiangqi::horse_attacks(B1, bb(B2)), bb(D2));
/// // The cannon captures over one piece.
/// assert_eq!(xiangqi::cannon_attacks(B1, bb(B3) | bb(B7)) & bb(B7), bb(B7));
/// assert_eq!(xiangqi::Piece::ALL, [xiangqi::Piece::Horse, xiangqi::Piece::Cannon]);
/// ```
///
/// `leapers`, `riders`, `pieces` and `regions` need the crate's default
/// feature `fairy`; without it each is a compile error that says so, and
/// the crate builds faster (`geometry-tables` uses it that way).
#[proc_macro]
pub fn board(input: TokenStream) -> TokenStream {
    geometry_macros_support::board(input.into()).into()
}
