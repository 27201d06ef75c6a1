//! The traits generic engine code is written against: [`Geometry`] and
//! [`BitboardGeometry`], implemented by every board from 1x1 to 16x16,
//! with their square type ([`BoardSquare`]) and bitboard type
//! ([`Bitboard`]: `u64` up to 64 squares, `u128` up to 128,
//! [`Bitboard256`](crate::Bitboard256) up to 256).

use crate::square::{ParseSquareError, SquareIndexError};
use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use core::str::FromStr;

/// A board's square type: the `Square` enum of a board module.
///
/// Files and ranks count from 0 at a1 whatever the board's mapping;
/// [`index`](BoardSquare::index) is the square's number in the mapping,
/// the index of every table.
pub trait BoardSquare:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Display
    + FromStr<Err = ParseSquareError>
    + TryFrom<u8, Error = SquareIndexError>
    + TryFrom<usize, Error = SquareIndexError>
    + 'static
{
    /// The square's index in the board's mapping.
    fn index(self) -> usize;
    /// The file, 0 for the a-file.
    fn file(self) -> u8;
    /// The rank, 0 for rank 1.
    fn rank(self) -> u8;
    /// The square at `index`, if the board has one.
    fn from_index(index: usize) -> Option<Self>;
    /// The square at (`file`, `rank`), if it is on the board.
    fn from_coords(file: u8, rank: u8) -> Option<Self>;
    /// The square `df` files and `dr` ranks away, if it is on the board.
    fn offset(self, df: i8, dr: i8) -> Option<Self>;
    /// The square mirrored across the board's vertical middle line.
    fn flip_file(self) -> Self;
    /// The square mirrored across the board's horizontal middle line.
    fn flip_rank(self) -> Self;
    /// The square turned half round the board's centre.
    fn rotate_180(self) -> Self;
    /// The square mirrored across the a1 diagonal (file and rank swap);
    /// `None` where that is off a board that is not square.
    fn flip_diagonal(self) -> Option<Self>;
    /// The square mirrored across the anti-diagonal from the last file's
    /// first square; `None` where that is off a board that is not square.
    fn flip_anti_diagonal(self) -> Option<Self>;
    /// The algebraic name, `"e4"`.
    fn name(self) -> &'static str;
}

/// The geometry of one board, as a type: every board module's `Board`,
/// and [`crate::Board`] for the standard board.
///
/// ```
/// use geometry_tables::{BoardSquare, Geometry};
///
/// /// Squares a knight needs two moves or more to reach from `from`.
/// fn far_from<G: Geometry>(from: &str) -> usize {
///     let from: G::Square = from.parse().unwrap();
///     G::squares().iter().filter(|&&to| G::knight_dist(from, to) >= 2).count()
/// }
///
/// geometry_macros::board! { mod capablanca { files = 10, ranks = 8, mapping = lefr } }
/// assert_eq!(far_from::<geometry_tables::Board>("a1"), 61);
/// assert_eq!(far_from::<capablanca::Board>("a1"), 77);
/// ```
pub trait Geometry: Copy + Debug + Default + 'static {
    /// The board's square type.
    type Square: BoardSquare;
    /// Number of files.
    const FILES: usize;
    /// Number of ranks.
    const RANKS: usize;
    /// Number of squares.
    const SQUARES: usize;
    /// The square mapping's name, `"lerf"`.
    const MAPPING: &'static str;
    /// Row width of the padded (0x88-style) board.
    const X88_WIDTH: usize;
    /// `X88_WIDTH * RANKS`: added to a padded difference to index the delta tables.
    const X88_OFFSET: usize;

    /// Every square, in index order.
    fn squares() -> &'static [Self::Square];
    /// Whether `sq` is dark (a1 is).
    fn is_dark(sq: Self::Square) -> bool;
    /// Fewest knight moves from `a` to `b` on the bounded board; 255 where
    /// no path exists.
    fn knight_dist(a: Self::Square, b: Self::Square) -> u8;
    /// King steps from `a` to `b` (Chebyshev distance).
    fn king_dist(a: Self::Square, b: Self::Square) -> u8;
    /// File plus rank difference (Manhattan distance).
    fn taxi_dist(a: Self::Square, b: Self::Square) -> u8;
    /// How far `sq`'s file lies from the nearer edge file (Stockfish's
    /// `edge_distance(File)`).
    fn file_edge_dist(sq: Self::Square) -> u8;
    /// How far `sq`'s rank lies from the nearer edge rank (Stockfish's
    /// `edge_distance(Rank)`).
    fn rank_edge_dist(sq: Self::Square) -> u8;
    /// King steps from `sq` to the nearest central square.
    fn center_king_dist(sq: Self::Square) -> u8;
    /// Rook steps from `sq` to the nearest central square.
    fn center_taxi_dist(sq: Self::Square) -> u8;
    /// The diagonal (a1-h8 direction) through `sq`: `files - 1 + rank - file`.
    fn diagonal(sq: Self::Square) -> u8;
    /// The anti-diagonal (h1-a8 direction) through `sq`: `rank + file`.
    fn anti_diagonal(sq: Self::Square) -> u8;
    /// Whether `a` and `b` share a diagonal.
    fn same_diagonal(a: Self::Square, b: Self::Square) -> bool;
    /// Whether `a` and `b` share an anti-diagonal.
    fn same_anti_diagonal(a: Self::Square, b: Self::Square) -> bool;
    /// The padded index of `sq`.
    fn x88_square(sq: Self::Square) -> usize;
    /// The square at padded index `sq88`; `None` off the board.
    fn x88_to_square(sq88: usize) -> Option<Self::Square>;
    /// Whether padded index `sq88` is a square of the board.
    fn x88_on_board(sq88: usize) -> bool;
    /// The `x88` piece flags of the pieces that could move from `from` to
    /// `to` on an empty board.
    fn x88_attack(from: Self::Square, to: Self::Square) -> u8;
    /// The padded unit step from `from` towards `to` when a queen could
    /// move between them, else 0.
    fn x88_step(from: Self::Square, to: Self::Square) -> i8;
    /// The padded steps of the knight moves that fit on the board.
    fn x88_knight_steps() -> &'static [i8];
    /// The padded steps of the king moves that fit on the board.
    fn x88_king_steps() -> &'static [i8];
    /// The padded rook directions that fit on the board.
    fn x88_rook_steps() -> &'static [i8];
    /// The padded bishop directions that fit on the board.
    fn x88_bishop_steps() -> &'static [i8];
}

/// The bitboard tables of a board.
pub trait BitboardGeometry: Geometry {
    /// `u64` up to 64 squares, `u128` up to 128, `Bitboard256` up to 256;
    /// bit `index` is that square.
    type Bitboard: Bitboard;
    /// The dark squares.
    const DARK_SQUARES: Self::Bitboard;
    /// The light squares.
    const LIGHT_SQUARES: Self::Bitboard;

    /// The bitboard of `sq` alone.
    fn square_bb(sq: Self::Square) -> Self::Bitboard;
    /// The file through `sq`.
    fn file_bb(sq: Self::Square) -> Self::Bitboard;
    /// The rank through `sq`.
    fn rank_bb(sq: Self::Square) -> Self::Bitboard;
    /// The diagonal through `sq`.
    fn diagonal_bb(sq: Self::Square) -> Self::Bitboard;
    /// The anti-diagonal through `sq`.
    fn anti_diagonal_bb(sq: Self::Square) -> Self::Bitboard;
    /// The squares strictly between two aligned squares; empty otherwise.
    fn between(a: Self::Square, b: Self::Square) -> Self::Bitboard;
    /// The whole line through two aligned squares; empty otherwise.
    fn line(a: Self::Square, b: Self::Square) -> Self::Bitboard;
    /// The squares a knight on `sq` attacks.
    fn knight_attacks(sq: Self::Square) -> Self::Bitboard;
    /// The squares a king on `sq` attacks.
    fn king_attacks(sq: Self::Square) -> Self::Bitboard;
    /// The squares a pawn of `color` (0 white, moving towards the last
    /// rank; anything else black) on `sq` captures on.
    fn pawn_attacks(color: usize, sq: Self::Square) -> Self::Bitboard;
    /// The square a pawn of `color` on `sq` advances to; empty on its last rank.
    fn pawn_push(color: usize, sq: Self::Square) -> Self::Bitboard;
    /// The rank from which a pawn of `color` may advance two squares.
    fn pawn_double_push_rank(color: usize) -> Self::Bitboard;
    /// The rank on which a pawn of `color` promotes.
    fn promotion_rank(color: usize) -> Self::Bitboard;
    /// The squares from `sq` to the edge in `direction` (0 to 7: N, NE, E,
    /// SE, S, SW, W, NW; taken modulo 8).
    fn ray(direction: usize, sq: Self::Square) -> Self::Bitboard;
    /// Every square on a rank in front of `sq`'s for `color` (Stockfish's
    /// `forward_ranks_bb`).
    fn forward_ranks_bb(color: usize, sq: Self::Square) -> Self::Bitboard;
    /// The squares of `sq`'s file in front of it for `color` (Stockfish's
    /// `forward_file_bb`).
    fn forward_file_bb(color: usize, sq: Self::Square) -> Self::Bitboard;
    /// The files on either side of `sq`'s (Stockfish's `adjacent_files_bb`).
    fn adjacent_files_bb(sq: Self::Square) -> Self::Bitboard;
    /// The squares a pawn of `color` on `sq` could attack as it advances
    /// (Stockfish's `pawn_attack_span`).
    fn pawn_attack_span(color: usize, sq: Self::Square) -> Self::Bitboard;
    /// The squares where an enemy pawn stops a pawn of `color` on `sq`
    /// from being passed (Stockfish's `passed_pawn_span`).
    fn passed_pawn_span(color: usize, sq: Self::Square) -> Self::Bitboard;
    /// Every square of `set` moved one step in `direction` (as for
    /// [`ray`](Self::ray)), those that would leave the board dropped.
    fn shift(set: Self::Bitboard, direction: usize) -> Self::Bitboard;
    /// The squares a rook on `sq` attacks through `occupied`, blockers included.
    fn rook_attacks(sq: Self::Square, occupied: Self::Bitboard) -> Self::Bitboard;
    /// The squares a bishop on `sq` attacks through `occupied`, blockers included.
    fn bishop_attacks(sq: Self::Square, occupied: Self::Bitboard) -> Self::Bitboard;
    /// The squares a queen on `sq` attacks through `occupied`, blockers included.
    fn queen_attacks(sq: Self::Square, occupied: Self::Bitboard) -> Self::Bitboard;
}

/// The fairy pieces a `board!` module declares, reached without naming
/// them: an engine loops over [`PIECES`](Self::PIECES) and asks each what
/// it attacks and where it moves.
///
/// ```
/// use geometry_tables::{BitboardGeometry, Bitboard, PieceGeometry};
///
/// geometry_macros::board! {
///     pub mod shogi { files = 9, ranks = 9, pieces = [gold = "WfF", lance = "fR"] }
/// }
///
/// /// How many squares each piece of white attacks from the middle of the
/// /// empty board.
/// fn mobility<G: PieceGeometry>(sq: G::Square) -> u32 {
///     G::PIECES
///         .iter()
///         .map(|&p| G::piece_attacks(p, 0, sq, G::Bitboard::EMPTY).count())
///         .sum()
/// }
///
/// assert_eq!(mobility::<shogi::Board>(shogi::Square::E5), 6 + 4);
/// ```
pub trait PieceGeometry: BitboardGeometry {
    /// The module's `Piece` enum.
    type Piece: Copy + Eq + Ord + Hash + Debug + 'static;
    /// Every declared piece, in the order declared.
    const PIECES: &'static [Self::Piece];

    /// The squares `piece` of `color` (0 white, moving towards higher
    /// ranks; anything else black) on `sq` attacks through `occupied`:
    /// where it would capture an enemy piece.
    fn piece_attacks(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// The empty squares `piece` of `color` on `sq` moves to without
    /// capturing.
    fn piece_moves(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// The empty squares it may also move to as its first move (Betza
    /// `i`); which pieces have not moved yet is the engine's to track.
    fn piece_initial_moves(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// For a piece with moves of several legs (Betza `a`, the chu shogi
    /// lion's), the squares the first leg of `piece` of `color` on `sq`
    /// lands on, given what they hold; empty for other pieces.
    fn piece_legs(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// Where those moves of two legs whose first leg lands on `via` end:
    /// an occupied end is a capture, an empty one a move; `sq` itself,
    /// which the piece has left, is a capture on `via` alone (igui) or a
    /// pass.
    fn piece_leg_targets(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        via: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// The same legs by slot, for an engine that loops over a piece's
    /// first steps and knows what each square holds: how many slots the
    /// first legs of `piece` have, one per step the first leg may take (0
    /// for a piece without moves of two legs).
    fn piece_leg_slots(piece: Self::Piece) -> usize;
    /// The square the first leg of slot `slot` lands on from `sq`, whatever
    /// it holds; `None` off the board and for a slot out of range.
    fn piece_leg_via(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        slot: usize,
    ) -> Option<Self::Square>;
    /// Where the moves through the first leg of slot `slot` end,
    /// `via_occupied` saying whether its square holds a piece: what
    /// [`piece_leg_targets`](Self::piece_leg_targets) gives for that
    /// square, one table read.
    fn piece_slot_leg_targets(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        slot: usize,
        via_occupied: bool,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// For a piece with moves of three legs (the lion dog's), the middle
    /// squares of those whose first leg lands on `via`: where their second
    /// leg lands, given what the squares hold; empty for other pieces.
    fn piece_leg_mids(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        via: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// The middle squares of the moves of three legs through the first
    /// leg of slot `slot`, `via_occupied` saying whether its square
    /// ([`piece_leg_via`](Self::piece_leg_via)) holds a piece: what
    /// [`piece_leg_mids`](Self::piece_leg_mids) gives for that square, one
    /// entry read.
    fn piece_slot_leg_mids(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        slot: usize,
        via_occupied: bool,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// Where the moves of three legs through `via` and then `mid` end, as
    /// [`piece_leg_targets`](Self::piece_leg_targets) reads its ends.
    fn piece_mid_leg_targets(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        via: Self::Square,
        mid: Self::Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
    /// The same moves of three legs by slot, for an engine that loops over
    /// the pairs of steps their first two legs take: how many slots they
    /// have (0 for a piece without moves of three legs).
    fn piece_mid_leg_slots(piece: Self::Piece) -> usize;
    /// The squares the first two legs of slot `slot` land on from `sq`,
    /// the first leg's then the second's, whatever they hold; `None` off
    /// the board, where the legs never land and for a slot out of range.
    fn piece_mid_leg_squares(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        slot: usize,
    ) -> Option<(Self::Square, Self::Square)>;
    /// Where the moves of three legs through the squares of slot `slot`
    /// end, `via_occupied` and `mid_occupied` saying whether those squares
    /// hold a piece (the start square counts as empty whatever it says):
    /// what [`piece_mid_leg_targets`](Self::piece_mid_leg_targets) gives
    /// for them, one entry read.
    fn piece_slot_mid_leg_targets(
        piece: Self::Piece,
        color: usize,
        sq: Self::Square,
        slot: usize,
        via_occupied: bool,
        mid_occupied: bool,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard;
}

/// A set of squares as the bits of an integer.
pub trait Bitboard:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + 'static
{
    /// No square.
    const EMPTY: Self;
    /// The square of index `index` alone; empty when `index` is past the
    /// type's width.
    fn bit(index: usize) -> Self;
    /// Whether the square of index `index` is in the set.
    fn has(self, index: usize) -> bool;
    /// The number of squares.
    fn count(self) -> u32;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// Removes the square of lowest index and returns that index.
    fn pop_lowest(&mut self) -> Option<usize>;
}

macro_rules! bitboard_int {
    ($($t:ty => $count:path),*) => {$(
        impl Bitboard for $t {
            const EMPTY: $t = 0;

            // A compare and a shift, not `checked_shl`: test code calls
            // these millions of times unoptimized, and an index past
            // `u32::MAX` must not wrap to a small one.
            #[inline]
            fn bit(index: usize) -> $t {
                if index < <$t>::BITS as usize {
                    1 << index
                } else {
                    0
                }
            }

            #[inline]
            fn has(self, index: usize) -> bool {
                index < <$t>::BITS as usize && (self >> index) & 1 != 0
            }

            #[inline]
            fn count(self) -> u32 {
                $count(self)
            }

            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }

            #[inline]
            fn pop_lowest(&mut self) -> Option<usize> {
                if *self == 0 {
                    return None;
                }
                let index = self.trailing_zeros() as usize;
                *self &= *self - 1;
                Some(index)
            }
        }
    )*};
}

bitboard_int!(u64 => u64::count_ones, u128 => count_u128);

/// The squares of a `u128`: with the `popcnt` instruction, one per word;
/// without it (the default x86-64 target), one bit-sliced count of both
/// words that shares its last steps (the per-byte sums and the
/// multiplication that adds them), where `u128::count_ones` counts each
/// word to the end.
#[inline]
fn count_u128(set: u128) -> u32 {
    if cfg!(target_feature = "popcnt") {
        return set.count_ones();
    }
    const ONES: u64 = 0x5555_5555_5555_5555;
    const TWOS: u64 = 0x3333_3333_3333_3333;
    const NIBBLES: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    let pairs = |w: u64| w - ((w >> 1) & ONES);
    let fours = |w: u64| (w & TWOS) + ((w >> 2) & TWOS);
    // Each nibble holds at most 4 + 4 = 8, each byte then at most 16.
    let nibbles = fours(pairs(set as u64)) + fours(pairs((set >> 64) as u64));
    let bytes = (nibbles & NIBBLES) + ((nibbles >> 4) & NIBBLES);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

#[cfg(test)]
mod tests {
    use super::{Bitboard, count_u128};

    #[test]
    fn the_u128_count_is_the_number_of_set_bits() {
        let mut x = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let check = |set: u128| {
            assert_eq!(count_u128(set), set.count_ones(), "{set:#x}");
            assert_eq!(Bitboard::count(set), set.count_ones());
        };
        for set in [0, u128::MAX, 1, 1 << 127, u128::from(u64::MAX)] {
            check(set);
        }
        for _ in 0..10_000 {
            let (a, b, c) = (next(), next(), next());
            // Dense, sparse and in between.
            check(u128::from(a) << 64 | u128::from(b));
            check(u128::from(a & b & c) << 64 | u128::from(a | b | c));
        }
    }
}
