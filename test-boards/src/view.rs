//! A `board!` module seen through one interface that is not generic:
//! squares as indices, pieces as their place in the module's `PIECES`,
//! bitboards as four 64-bit words (the layout of `geometry_core`'s `Wide`
//! and `geometry_tables::Bitboard256`).
//!
//! The checks that run the sliders and the pieces millions of times take
//! a `&dyn SliderView` or a `&dyn PieceView`, and so are compiled once
//! rather than once per board, as a generic check is. The two hold apart
//! what the two kinds of check call: a view compiles every function of
//! its trait for its board. [`View`](crate::typed_view::View) implements
//! both for every `board!` module; this crate compiles the sliders' views
//! itself, optimized ([`views`](crate::views)).

/// A bitboard as four 64-bit words, word `k` holding squares `64 k` to
/// `64 k + 63`; the words past a board's squares are zero.
pub type Words = [u64; 4];

/// The set of the squares `squares`, as words.
pub fn words(squares: impl IntoIterator<Item = usize>) -> Words {
    let mut words = [0; 4];
    for i in squares {
        words[i / 64] |= 1 << (i % 64);
    }
    words
}

/// Whether square `i` is in `set`.
pub fn contains(set: Words, i: usize) -> bool {
    set[i / 64] >> (i % 64) & 1 == 1
}

/// The board of one `board!` module.
pub trait BoardView: Sync {
    /// The board's files.
    fn files(&self) -> usize;
    /// The board's ranks.
    fn ranks(&self) -> usize;
}

/// The sliders of one board module (`geometry_tables`'
/// `BitboardGeometry`), each function called as the module answers it. A
/// square index off the board panics.
pub trait SliderView: BoardView {
    /// `rook_attacks(sq, occupied)`.
    fn rook_attacks(&self, sq: usize, occupied: Words) -> Words;
    /// `bishop_attacks(sq, occupied)`.
    fn bishop_attacks(&self, sq: usize, occupied: Words) -> Words;
    /// `queen_attacks(sq, occupied)`.
    fn queen_attacks(&self, sq: usize, occupied: Words) -> Words;
}

/// The pieces of one board module (`geometry_tables`' `PieceGeometry`),
/// each function called as the module answers it. A square index off the
/// board, or a piece past the module's, panics.
pub trait PieceView: BoardView {
    /// The names of the module's pieces, in `PIECES` order.
    fn piece_names(&self) -> Vec<&'static str>;
    /// `piece_attacks(piece, color, sq, occupied)`.
    fn attacks(&self, piece: usize, color: usize, sq: usize, occupied: Words) -> Words;
    /// `piece_moves(piece, color, sq, occupied)`.
    fn moves(&self, piece: usize, color: usize, sq: usize, occupied: Words) -> Words;
    /// `piece_initial_moves(piece, color, sq, occupied)`.
    fn initial_moves(&self, piece: usize, color: usize, sq: usize, occupied: Words) -> Words;
    /// `piece_legs(piece, color, sq, occupied)`.
    fn legs(&self, piece: usize, color: usize, sq: usize, occupied: Words) -> Words;
    /// `piece_leg_targets(piece, color, sq, via, occupied)`.
    fn leg_targets(
        &self,
        piece: usize,
        color: usize,
        sq: usize,
        via: usize,
        occupied: Words,
    ) -> Words;
    /// `piece_leg_mids(piece, color, sq, via, occupied)`.
    fn leg_mids(&self, piece: usize, color: usize, sq: usize, via: usize, occupied: Words)
    -> Words;
    /// `piece_mid_leg_targets(piece, color, sq, via, mid, occupied)`.
    fn mid_leg_targets(
        &self,
        piece: usize,
        color: usize,
        sq: usize,
        squares: (usize, usize),
        occupied: Words,
    ) -> Words;
    /// `piece_leg_slots(piece)`.
    fn leg_slots(&self, piece: usize) -> usize;
    /// `piece_leg_via(piece, color, sq, slot)`, as an index.
    fn leg_via(&self, piece: usize, color: usize, sq: usize, slot: usize) -> Option<usize>;
    /// `piece_slot_leg_targets(piece, color, sq, slot, via_occupied,
    /// occupied)`.
    fn slot_leg_targets(
        &self,
        piece: usize,
        color: usize,
        sq: usize,
        slot: (usize, bool),
        occupied: Words,
    ) -> Words;
    /// `piece_slot_leg_mids(piece, color, sq, slot, via_occupied,
    /// occupied)`.
    fn slot_leg_mids(
        &self,
        piece: usize,
        color: usize,
        sq: usize,
        slot: (usize, bool),
        occupied: Words,
    ) -> Words;
    /// `piece_mid_leg_slots(piece)`.
    fn mid_leg_slots(&self, piece: usize) -> usize;
    /// `piece_mid_leg_squares(piece, color, sq, slot)`, as indices.
    fn mid_leg_squares(
        &self,
        piece: usize,
        color: usize,
        sq: usize,
        slot: usize,
    ) -> Option<(usize, usize)>;
    /// `piece_slot_mid_leg_targets(piece, color, sq, slot, via_occupied,
    /// mid_occupied, occupied)`.
    fn slot_mid_leg_targets(
        &self,
        piece: usize,
        color: usize,
        sq: usize,
        slot: (usize, bool, bool),
        occupied: Words,
    ) -> Words;
}
