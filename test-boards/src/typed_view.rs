//! A `board!` module's typed API behind the views of
//! [`view`](crate::view): [`BoardView`], [`SliderView`] and [`PieceView`].

use crate::view::{BoardView, PieceView, SliderView, Words};
use core::marker::PhantomData;
use geometry_tables::{Bitboard, Bitboard256, BoardSquare, PieceGeometry};

/// A bitboard type to and from [`Words`].
pub trait AsWords: Bitboard {
    /// The set of `words`, whose words past this type's bits are zero.
    fn from_words(words: Words) -> Self;
    /// The set as words.
    fn words(self) -> Words;
}

impl AsWords for u64 {
    fn from_words(words: Words) -> u64 {
        words[0]
    }
    fn words(self) -> Words {
        [self, 0, 0, 0]
    }
}

impl AsWords for u128 {
    fn from_words(words: Words) -> u128 {
        u128::from(words[0]) | u128::from(words[1]) << 64
    }
    fn words(self) -> Words {
        // The low and the high word: the truncations are the point.
        #[allow(clippy::cast_possible_truncation)]
        [self as u64, (self >> 64) as u64, 0, 0]
    }
}

impl AsWords for Bitboard256 {
    fn from_words(words: Words) -> Bitboard256 {
        Bitboard256(words)
    }
    fn words(self) -> Words {
        self.0
    }
}

/// The view of the module whose `Board` is `G`, its pieces named by
/// `name` (the module's `Piece::name`, which no trait carries).
pub struct View<G: PieceGeometry> {
    name: fn(G::Piece) -> &'static str,
    // `fn() -> G`: the view holds no `G`, and is `Sync` whatever `G` is.
    board: PhantomData<fn() -> G>,
}

impl<G: PieceGeometry> View<G> {
    /// The view of `G`, its pieces named by `name`.
    pub const fn new(name: fn(G::Piece) -> &'static str) -> View<G> {
        View {
            name,
            board: PhantomData,
        }
    }
}

/// Square `index` of `G`.
fn square<G: PieceGeometry>(index: usize) -> G::Square {
    G::Square::from_index(index)
        .unwrap_or_else(|| panic!("square {index} is off the {}x{} board", G::FILES, G::RANKS))
}

/// Piece `k` of `G`.
fn piece<G: PieceGeometry>(k: usize) -> G::Piece {
    G::PIECES[k]
}

impl<G: PieceGeometry> BoardView for View<G> {
    fn files(&self) -> usize {
        G::FILES
    }
    fn ranks(&self) -> usize {
        G::RANKS
    }
}

impl<G: PieceGeometry> SliderView for View<G>
where
    G::Bitboard: AsWords,
{
    fn rook_attacks(&self, sq: usize, occupied: Words) -> Words {
        G::rook_attacks(square::<G>(sq), AsWords::from_words(occupied)).words()
    }
    fn bishop_attacks(&self, sq: usize, occupied: Words) -> Words {
        G::bishop_attacks(square::<G>(sq), AsWords::from_words(occupied)).words()
    }
    fn queen_attacks(&self, sq: usize, occupied: Words) -> Words {
        G::queen_attacks(square::<G>(sq), AsWords::from_words(occupied)).words()
    }
}

impl<G: PieceGeometry> PieceView for View<G>
where
    G::Bitboard: AsWords,
{
    fn piece_names(&self) -> Vec<&'static str> {
        G::PIECES.iter().map(|&p| (self.name)(p)).collect()
    }
    fn attacks(&self, p: usize, color: usize, sq: usize, occupied: Words) -> Words {
        let occupied = AsWords::from_words(occupied);
        G::piece_attacks(piece::<G>(p), color, square::<G>(sq), occupied).words()
    }
    fn moves(&self, p: usize, color: usize, sq: usize, occupied: Words) -> Words {
        let occupied = AsWords::from_words(occupied);
        G::piece_moves(piece::<G>(p), color, square::<G>(sq), occupied).words()
    }
    fn initial_moves(&self, p: usize, color: usize, sq: usize, occupied: Words) -> Words {
        let occupied = AsWords::from_words(occupied);
        G::piece_initial_moves(piece::<G>(p), color, square::<G>(sq), occupied).words()
    }
    fn legs(&self, p: usize, color: usize, sq: usize, occupied: Words) -> Words {
        let occupied = AsWords::from_words(occupied);
        G::piece_legs(piece::<G>(p), color, square::<G>(sq), occupied).words()
    }
    fn leg_targets(&self, p: usize, color: usize, sq: usize, via: usize, occupied: Words) -> Words {
        let (sq, via) = (square::<G>(sq), square::<G>(via));
        G::piece_leg_targets(piece::<G>(p), color, sq, via, AsWords::from_words(occupied)).words()
    }
    fn leg_mids(&self, p: usize, color: usize, sq: usize, via: usize, occupied: Words) -> Words {
        let (sq, via) = (square::<G>(sq), square::<G>(via));
        G::piece_leg_mids(piece::<G>(p), color, sq, via, AsWords::from_words(occupied)).words()
    }
    fn mid_leg_targets(
        &self,
        p: usize,
        color: usize,
        sq: usize,
        (via, mid): (usize, usize),
        occupied: Words,
    ) -> Words {
        let (sq, via, mid) = (square::<G>(sq), square::<G>(via), square::<G>(mid));
        let occupied = AsWords::from_words(occupied);
        G::piece_mid_leg_targets(piece::<G>(p), color, sq, via, mid, occupied).words()
    }
    fn leg_slots(&self, p: usize) -> usize {
        G::piece_leg_slots(piece::<G>(p))
    }
    fn leg_via(&self, p: usize, color: usize, sq: usize, slot: usize) -> Option<usize> {
        G::piece_leg_via(piece::<G>(p), color, square::<G>(sq), slot).map(BoardSquare::index)
    }
    fn slot_leg_targets(
        &self,
        p: usize,
        color: usize,
        sq: usize,
        (slot, via_occupied): (usize, bool),
        occupied: Words,
    ) -> Words {
        let (sq, occupied) = (square::<G>(sq), AsWords::from_words(occupied));
        G::piece_slot_leg_targets(piece::<G>(p), color, sq, slot, via_occupied, occupied).words()
    }
    fn slot_leg_mids(
        &self,
        p: usize,
        color: usize,
        sq: usize,
        (slot, via_occupied): (usize, bool),
        occupied: Words,
    ) -> Words {
        let (sq, occupied) = (square::<G>(sq), AsWords::from_words(occupied));
        G::piece_slot_leg_mids(piece::<G>(p), color, sq, slot, via_occupied, occupied).words()
    }
    fn mid_leg_slots(&self, p: usize) -> usize {
        G::piece_mid_leg_slots(piece::<G>(p))
    }
    fn mid_leg_squares(
        &self,
        p: usize,
        color: usize,
        sq: usize,
        slot: usize,
    ) -> Option<(usize, usize)> {
        G::piece_mid_leg_squares(piece::<G>(p), color, square::<G>(sq), slot)
            .map(|(via, mid)| (via.index(), mid.index()))
    }
    fn slot_mid_leg_targets(
        &self,
        p: usize,
        color: usize,
        sq: usize,
        (slot, via_occupied, mid_occupied): (usize, bool, bool),
        occupied: Words,
    ) -> Words {
        let (sq, occupied) = (square::<G>(sq), AsWords::from_words(occupied));
        let piece = piece::<G>(p);
        G::piece_slot_mid_leg_targets(piece, color, sq, slot, via_occupied, mid_occupied, occupied)
            .words()
    }
}
