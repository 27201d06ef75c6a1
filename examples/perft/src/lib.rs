//! A legal move generator written once against [`PieceGeometry`], the way
//! fast engines write one, and perft (the number of legal move sequences
//! of a given length) on top of it. It plays chess and its variants on any
//! board with bitboards: the standard board, Capablanca and Gothic chess
//! on 10x8 and makruk on 8x8, whose extra pieces come from each board
//! module's declared Betza pieces. Every attack comes from the tables.
//!
//! ```
//! use perft_example::{perft, Position, CHESS, STANDARD_START};
//!
//! let start = Position::<geometry_tables::Board>::from_fen(STANDARD_START, &CHESS).unwrap();
//! assert_eq!(perft(&start, 3), 8_902);
//! ```
//!
//! How it works, per node:
//!
//! 1. the checkers of our king, from the attack tables read backwards
//!    (what a piece of ours on the king's square would attack);
//! 2. two checkers: king moves only; one: every other move must capture
//!    it or land on `BETWEEN_BB` of king and checker;
//! 3. pinned pieces (the one piece of ours between the king and an
//!    enemy rider on a line) move only along `LINE_BB` of king and piece;
//! 4. king moves are tested against the enemy's attacks with the king
//!    taken off the board, so that it cannot hide behind itself;
//! 5. en passant is played out on the occupancy and the king tested, which
//!    catches the capture that uncovers a rank;
//! 6. castling needs the squares between empty and the king's path not
//!    attacked;
//! 7. at the last ply the legal moves are counted, not played.
//!
//! The rules it states are chess's, with each variant's promotion rank,
//! promotion pieces, double step and castling ([`Variant`]). Its pieces
//! check along lines or by leaps, as every piece of these variants does
//! (a nightrider's check could be blocked off the line; a lame leaper's
//! attack is not its reverse), so it does not take those.

// No unit tests (they are in `tests/suite`): `cargo test --all-targets`
// would compile the generator again, optimized, for an empty test harness.
// The doc tests build against the library as it is.
#![cfg(not(test))]

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, PieceGeometry};

pub mod chu;
pub mod shogi;

/// The standard starting position.
pub const STANDARD_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Capablanca chess's starting position on 10x8.
pub const CAPABLANCA_START: &str =
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

/// Gothic chess's starting position on 10x8.
pub const GOTHIC_START: &str =
    "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";

/// Makruk's starting position.
pub const MAKRUK_START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

geometry_macros::board! {
    /// Capablanca and Gothic chess: 10 files, 8 ranks, archbishop and
    /// chancellor.
    pub mod capablanca {
        files = 10, ranks = 8,
        pieces = [archbishop = "BN", chancellor = "RN"],
    }
}

geometry_macros::board! {
    /// Makruk: the khon moves as a silver general, the met as a ferz.
    pub mod makruk { pieces = [khon = "FfW", met = "F"] }
}

/// A variant's rules beyond its pieces' moves.
#[derive(Debug)]
pub struct Variant {
    /// Its name.
    pub name: &'static str,
    /// The FEN letters of the board module's fairy pieces, in
    /// `PieceGeometry::PIECES` order.
    pub fairy_letters: &'static [u8],
    /// What a pawn promotes to, as FEN letters.
    pub promotions: &'static [u8],
    /// The rank on which a pawn promotes, counted from the side's own
    /// first rank (0); `None` for the last.
    pub promotion_rank: Option<u8>,
    /// Whether a pawn may step twice from its second rank.
    pub double_step: bool,
    /// Whether the king castles.
    pub castling: bool,
}

/// Chess.
pub const CHESS: Variant = Variant {
    name: "chess",
    fairy_letters: b"",
    promotions: b"nbrq",
    promotion_rank: None,
    double_step: true,
    castling: true,
};

/// Capablanca chess (10x8, archbishop `a` and chancellor `c`).
pub const CAPABLANCA: Variant = Variant {
    name: "capablanca",
    fairy_letters: b"ac",
    promotions: b"nbrqac",
    promotion_rank: None,
    double_step: true,
    castling: true,
};

/// Gothic chess: Capablanca's rules from another start.
pub const GOTHIC: Variant = Variant {
    name: "gothic",
    ..CAPABLANCA
};

/// Makruk: khon `s`, met `m`; pawns start on the third rank, promote to a
/// met on the sixth, never step twice; no castling.
pub const MAKRUK: Variant = Variant {
    name: "makruk",
    fairy_letters: b"sm",
    promotions: b"m",
    promotion_rank: Some(5),
    double_step: false,
    castling: false,
};

/// Kinds of piece, by index: chess's six, then the board's fairy pieces.
const PAWN: usize = 0;
const KNIGHT: usize = 1;
const BISHOP: usize = 2;
const ROOK: usize = 3;
const QUEEN: usize = 4;
const KING: usize = 5;
const FAIRY: usize = 6;
/// At most this many fairy pieces per board.
const MAX_FAIRY: usize = 4;
const KINDS: usize = FAIRY + MAX_FAIRY;
const CHESS_LETTERS: &[u8; 6] = b"pnbrqk";

/// What a move does besides moving a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Special {
    None,
    /// A pawn's double step, which opens en passant.
    Double,
    EnPassant,
    /// Castling with the rook on `to`.
    Castle,
}

/// A move: square indices, the mover's kind and what it becomes.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    from: u8,
    to: u8,
    kind: u8,
    promotion: u8,
    special: Special,
}

/// A position of `G`'s board.
#[derive(Clone, Debug)]
pub struct Position<G: PieceGeometry> {
    by_kind: [[G::Bitboard; KINDS]; 2],
    by_color: [G::Bitboard; 2],
    side: usize,
    /// The rook squares of the castling rights, per side: `[kingside,
    /// queenside]`.
    castling: [[Option<G::Square>; 2]; 2],
    en_passant: Option<G::Square>,
    variant: &'static Variant,
    /// The promotion zone of each side.
    promotion_zone: [G::Bitboard; 2],
    /// The kinds whose attacks depend on the occupancy, as bits.
    riders: u16,
    /// The kinds a pawn promotes to.
    promotions: [u8; KINDS],
    promotion_count: usize,
}

/// Why a FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(pub String);

/// The square of bit index `i`, which the board has.
#[inline]
pub(crate) fn square<G: BitboardGeometry>(i: usize) -> G::Square {
    match G::Square::from_index(i) {
        Some(sq) => sq,
        None => unreachable!("a bit index past the board"),
    }
}

impl<G: PieceGeometry> Position<G> {
    /// Reads the first four fields of a FEN in `variant`: placement, side,
    /// castling (`KQkq`: the outermost rooks), en passant square.
    pub fn from_fen(fen: &str, variant: &'static Variant) -> Result<Position<G>, FenError> {
        let bad = |what: &str| FenError(format!("{what} in `{fen}`"));
        if variant.fairy_letters.len() != G::PIECES.len() || G::PIECES.len() > MAX_FAIRY {
            return Err(bad("pieces that are not the board's"));
        }
        let letter_kind = |c: u8| {
            let c = c.to_ascii_lowercase();
            CHESS_LETTERS.iter().position(|&l| l == c).or_else(|| {
                variant
                    .fairy_letters
                    .iter()
                    .position(|&l| l == c)
                    .map(|k| FAIRY + k)
            })
        };
        let mut pos: Position<G> = Position {
            by_kind: [[G::Bitboard::EMPTY; KINDS]; 2],
            by_color: [G::Bitboard::EMPTY; 2],
            side: 0,
            castling: [[None; 2]; 2],
            en_passant: None,
            variant,
            promotion_zone: [G::Bitboard::EMPTY; 2],
            riders: 1 << BISHOP | 1 << ROOK | 1 << QUEEN,
            promotions: [0; KINDS],
            promotion_count: 0,
        };
        for &c in variant.promotions {
            let kind = letter_kind(c).ok_or_else(|| bad("an unknown promotion piece"))?;
            pos.promotions[pos.promotion_count] = kind as u8;
            pos.promotion_count += 1;
        }
        let last = G::RANKS as u8 - 1;
        let zone = variant.promotion_rank.unwrap_or(last);
        for i in 0..G::SQUARES {
            let rank = square::<G>(i).rank();
            if rank == zone {
                pos.promotion_zone[0] |= G::Bitboard::bit(i);
            }
            if rank == last - zone {
                pos.promotion_zone[1] |= G::Bitboard::bit(i);
            }
        }
        // A fairy piece is a rider when what it attacks from the middle of
        // the board depends on what stands around it.
        let middle = square::<G>(G::SQUARES / 2);
        let full = !G::Bitboard::EMPTY;
        for (k, &piece) in G::PIECES.iter().enumerate() {
            if G::piece_attacks(piece, 0, middle, G::Bitboard::EMPTY)
                != G::piece_attacks(piece, 0, middle, full)
            {
                pos.riders |= 1 << (FAIRY + k);
            }
        }
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or_else(|| bad("no placement"))?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != G::RANKS {
            return Err(bad("wrong number of ranks"));
        }
        for (row, text) in rows.iter().enumerate() {
            let rank = (G::RANKS - 1 - row) as u8;
            let (mut file, mut digits) = (0u8, 0u8);
            for c in text.bytes().chain([b'/']) {
                if c.is_ascii_digit() {
                    digits = digits * 10 + (c - b'0');
                    continue;
                }
                file += digits;
                digits = 0;
                if c == b'/' {
                    break;
                }
                let kind = letter_kind(c).ok_or_else(|| bad("unknown piece"))?;
                let sq = G::Square::from_coords(file, rank).ok_or_else(|| bad("rank too long"))?;
                pos.put(usize::from(c.is_ascii_lowercase()), kind, sq.index());
                file += 1;
            }
            if usize::from(file) != G::FILES {
                return Err(bad("rank of the wrong length"));
            }
        }
        pos.side = match fields.next() {
            Some("w") => 0,
            Some("b") => 1,
            _ => return Err(bad("no side to move")),
        };
        for c in fields.next().unwrap_or("-").bytes() {
            let color = usize::from(c.is_ascii_lowercase());
            let wing = match c.to_ascii_lowercase() {
                b'k' => 0,
                b'q' => 1,
                b'-' => continue,
                _ => return Err(bad("unknown castling right")),
            };
            let king: G::Square = pos
                .king(color)
                .ok_or_else(|| bad("castling without a king"))?;
            let files: Vec<u8> = if wing == 0 {
                (king.file() + 1..G::FILES as u8).rev().collect()
            } else {
                (0..king.file()).collect()
            };
            pos.castling[color][wing] = files
                .into_iter()
                .filter_map(|f| G::Square::from_coords(f, king.rank()))
                .find(|&sq| pos.by_kind[color][ROOK].has(sq.index()));
        }
        pos.en_passant = match fields.next() {
            None | Some("-") => None,
            Some(name) => Some(name.parse().map_err(|_| bad("bad en passant square"))?),
        };
        if pos.king(0).is_none() || pos.king(1).is_none() {
            return Err(bad("a side without its king"));
        }
        Ok(pos)
    }

    fn put(&mut self, color: usize, kind: usize, i: usize) {
        let bit = G::Bitboard::bit(i);
        self.by_kind[color][kind] |= bit;
        self.by_color[color] |= bit;
    }

    fn take(&mut self, color: usize, kind: usize, i: usize) {
        let bit = G::Bitboard::bit(i);
        self.by_kind[color][kind] ^= bit;
        self.by_color[color] ^= bit;
    }

    /// The kind of `color`'s piece on index `i`, if any.
    fn kind_on(&self, color: usize, i: usize) -> Option<usize> {
        (0..KINDS).find(|&k| self.by_kind[color][k].has(i))
    }

    fn king(&self, color: usize) -> Option<G::Square> {
        let mut kings = self.by_kind[color][KING];
        kings.pop_lowest().and_then(G::Square::from_index)
    }

    fn occupied(&self) -> G::Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// What a piece of `kind` and `color` on `sq` attacks through
    /// `occupied`.
    #[inline]
    fn attacks(
        &self,
        kind: usize,
        color: usize,
        sq: G::Square,
        occupied: G::Bitboard,
    ) -> G::Bitboard {
        match kind {
            PAWN => G::pawn_attacks(color, sq),
            KNIGHT => G::knight_attacks(sq),
            BISHOP => G::bishop_attacks(sq, occupied),
            ROOK => G::rook_attacks(sq, occupied),
            QUEEN => G::queen_attacks(sq, occupied),
            KING => G::king_attacks(sq),
            _ => G::piece_attacks(G::PIECES[kind - FAIRY], color, sq, occupied),
        }
    }

    /// The pieces of `by` that attack `sq` through `occupied`: what each
    /// kind of piece of the other side would attack from `sq`, met with
    /// `by`'s pieces of that kind.
    #[inline]
    fn attackers(&self, sq: G::Square, by: usize, occupied: G::Bitboard) -> G::Bitboard {
        let p = &self.by_kind[by];
        let mut found = (G::pawn_attacks(1 - by, sq) & p[PAWN])
            | (G::knight_attacks(sq) & p[KNIGHT])
            | (G::king_attacks(sq) & p[KING])
            | (G::rook_attacks(sq, occupied) & (p[ROOK] | p[QUEEN]))
            | (G::bishop_attacks(sq, occupied) & (p[BISHOP] | p[QUEEN]));
        for (k, &piece) in G::PIECES.iter().enumerate() {
            let theirs = p[FAIRY + k];
            if !theirs.is_empty() {
                found |= G::piece_attacks(piece, 1 - by, sq, occupied) & theirs;
            }
        }
        found
    }

    /// Our pieces pinned to our king on `king`: the one piece between it
    /// and an enemy rider that attacks the king once that piece is gone.
    fn pinned(&self, king: G::Square, occupied: G::Bitboard) -> G::Bitboard {
        let (us, them) = (self.side, 1 - self.side);
        let p = &self.by_kind[them];
        let empty = G::Bitboard::EMPTY;
        let fairy_riders = (FAIRY..KINDS)
            .filter(|&k| self.riders >> k & 1 == 1)
            .fold(empty, |bb, k| bb | p[k]);
        let mut snipers = (G::rook_attacks(king, empty) & (p[ROOK] | p[QUEEN] | fairy_riders))
            | (G::bishop_attacks(king, empty) & (p[BISHOP] | p[QUEEN] | fairy_riders));
        let mut pinned = empty;
        while let Some(s) = snipers.pop_lowest() {
            let sniper = square::<G>(s);
            let between = G::between(king, sniper) & occupied;
            if between.count() != 1 || (between & self.by_color[us]).is_empty() {
                continue;
            }
            // Chess's riders attack along their own lines; a fairy rider
            // is asked.
            let attacks = match self.kind_on(them, s) {
                Some(kind @ FAIRY..) => self
                    .attacks(kind, them, sniper, occupied ^ between)
                    .has(king.index()),
                _ => true,
            };
            if attacks {
                pinned |= between;
            }
        }
        pinned
    }

    /// Generates the legal moves into `sink`.
    fn generate(&self, sink: &mut impl Sink) {
        let (us, them) = (self.side, 1 - self.side);
        let occupied = self.occupied();
        let ours = self.by_color[us];
        let Some(king) = self.king(us) else { return };
        let king_bit = G::square_bb(king);
        let checkers = self.attackers(king, them, occupied);

        // King moves, tested with the king off the board.
        let mut steps = G::king_attacks(king) & !ours;
        let without_king = occupied ^ king_bit;
        let mut safe = G::Bitboard::EMPTY;
        while let Some(to) = steps.pop_lowest() {
            if self
                .attackers(square::<G>(to), them, without_king)
                .is_empty()
            {
                safe |= G::Bitboard::bit(to);
            }
        }
        sink.moves(king.index(), safe, KING);
        if checkers.count() > 1 {
            return;
        }
        // Where the other pieces may go: anywhere but our own pieces, or,
        // in check, onto the checker or between it and the king.
        let target = match lowest(checkers) {
            Some(checker) => G::between(king, square::<G>(checker)) | checkers,
            None => !ours,
        };
        let pinned = self.pinned(king, occupied);
        for kind in KNIGHT..KINDS {
            if kind == KING {
                continue;
            }
            let mut pieces = self.by_kind[us][kind];
            while let Some(from) = pieces.pop_lowest() {
                let sq = square::<G>(from);
                let mut to = self.attacks(kind, us, sq, occupied) & target & !ours;
                if pinned.has(from) {
                    to &= G::line(king, sq);
                }
                sink.moves(from, to, kind);
            }
        }
        self.pawn_moves(sink, king, target, pinned, occupied);
        if checkers.is_empty() && self.variant.castling {
            self.castles(sink, king, occupied);
        }
    }

    fn pawn_moves(
        &self,
        sink: &mut impl Sink,
        king: G::Square,
        target: G::Bitboard,
        pinned: G::Bitboard,
        occupied: G::Bitboard,
    ) {
        let (us, them) = (self.side, 1 - self.side);
        let zone = self.promotion_zone[us];
        let promotions = &self.promotions[..self.promotion_count];
        let empty = !occupied;
        let pawns = self.by_kind[us][PAWN];
        // Counting, the pawns that are not pinned move all at once: a
        // shift of the whole set per direction (`shift`), N or S for the
        // pushes, and the two forward diagonals for the captures.
        let (one_by_one, forward, diagonals) = if sink.counting() {
            let forward = if us == 0 { 0 } else { 4 };
            let diagonals = if us == 0 { [1, 7] } else { [3, 5] };
            (pawns & pinned, forward, Some(diagonals))
        } else {
            (pawns, 0, None)
        };
        if let Some(diagonals) = diagonals {
            let free = pawns & !pinned;
            let one = G::shift(free, forward) & empty;
            sink.pawn_moves(
                usize::MAX,
                one & target & !zone,
                one & target & zone,
                promotions,
            );
            if self.variant.double_step {
                let starting = G::shift(free & G::pawn_double_push_rank(us), forward) & empty;
                sink.moves(
                    usize::MAX,
                    G::shift(starting, forward) & empty & target,
                    PAWN,
                );
            }
            for d in diagonals {
                let captures = G::shift(free, d) & self.by_color[them] & target;
                sink.pawn_moves(usize::MAX, captures & !zone, captures & zone, promotions);
            }
        }
        let mut each = one_by_one;
        while let Some(from) = each.pop_lowest() {
            let sq = square::<G>(from);
            let line = if pinned.has(from) {
                G::line(king, sq)
            } else {
                !G::Bitboard::EMPTY
            };
            let one = G::pawn_push(us, sq) & empty;
            let mut double = G::Bitboard::EMPTY;
            if self.variant.double_step
                && G::pawn_double_push_rank(us).has(from)
                && let Some(i) = lowest(one)
            {
                double = G::pawn_push(us, square::<G>(i)) & empty & target & line;
            }
            let captures = G::pawn_attacks(us, sq) & self.by_color[them];
            let moves = (one | captures) & target & line;
            sink.pawn_moves(from, moves & !zone, moves & zone, promotions);
            sink.special(from, double, PAWN, Special::Double);
        }
        // En passant: played out on the occupancy, the king tested, which
        // catches a pin along the rank of both pawns as well as the others.
        if let Some(ep) = self.en_passant {
            let mut capturers = G::pawn_attacks(them, ep) & pawns;
            while let Some(from) = capturers.pop_lowest() {
                let sq = square::<G>(from);
                let Some(captured) = G::Square::from_coords(ep.file(), sq.rank()) else {
                    continue;
                };
                let gone = G::square_bb(captured);
                let after = occupied ^ G::square_bb(sq) ^ gone | G::square_bb(ep);
                if (self.attackers(king, them, after) & !gone).is_empty() {
                    sink.special(from, G::square_bb(ep), PAWN, Special::EnPassant);
                }
            }
        }
    }

    /// Castling: king and rook to chess's files (the king to the last
    /// file but one or to c, the rook beside it), the squares they cross
    /// empty but for themselves, the king's path not attacked.
    fn castles(&self, sink: &mut impl Sink, king: G::Square, occupied: G::Bitboard) {
        let (us, them) = (self.side, 1 - self.side);
        for wing in 0..2 {
            let Some(rook) = self.castling[us][wing] else {
                continue;
            };
            // King and rook end up on either side of each other, so the
            // squares between them must be empty: the common refusal, one
            // load.
            if !(G::between(king, rook) & occupied).is_empty() {
                continue;
            }
            let Some((king_to, rook_to)) = castled::<G>(wing, king.rank()) else {
                continue;
            };
            let path = |a: G::Square, b: G::Square| G::between(a, b) | G::square_bb(b);
            let needed = path(king, king_to) | path(rook, rook_to);
            let others = occupied ^ G::square_bb(king) ^ G::square_bb(rook);
            if !(needed & others).is_empty() {
                continue;
            }
            let mut walk = path(king, king_to);
            let without_king = occupied ^ G::square_bb(king);
            let safe = loop {
                match walk.pop_lowest() {
                    None => break true,
                    Some(i) => {
                        if !self
                            .attackers(square::<G>(i), them, without_king)
                            .is_empty()
                        {
                            break false;
                        }
                    }
                }
            };
            if safe {
                sink.special(king.index(), G::square_bb(rook), KING, Special::Castle);
            }
        }
    }

    /// The position after the legal move `m`.
    fn play(&self, m: Move) -> Position<G> {
        let (us, them) = (self.side, 1 - self.side);
        let mut next = self.clone();
        next.en_passant = None;
        let (from, to, kind) = (usize::from(m.from), usize::from(m.to), usize::from(m.kind));
        next.take(us, kind, from);
        match m.special {
            Special::Castle => {
                // `to` is the rook's square.
                next.take(us, ROOK, to);
                let (king_sq, rook_sq) = (square::<G>(from), square::<G>(to));
                let wing = usize::from(rook_sq.file() < king_sq.file());
                if let Some((king_to, rook_to)) = castled::<G>(wing, king_sq.rank()) {
                    next.put(us, KING, king_to.index());
                    next.put(us, ROOK, rook_to.index());
                }
                next.castling[us] = [None; 2];
            }
            Special::EnPassant => {
                let (f, t) = (square::<G>(from), square::<G>(to));
                if let Some(captured) = G::Square::from_coords(t.file(), f.rank()) {
                    next.take(them, PAWN, captured.index());
                }
                next.put(us, PAWN, to);
            }
            Special::None | Special::Double => {
                if let Some(captured) = next.kind_on(them, to) {
                    next.take(them, captured, to);
                }
                next.put(us, usize::from(m.promotion), to);
                if m.special == Special::Double {
                    let mut middle = G::between(square::<G>(from), square::<G>(to));
                    next.en_passant = middle.pop_lowest().and_then(G::Square::from_index);
                }
                if kind == KING {
                    next.castling[us] = [None; 2];
                }
            }
        }
        // A rook that leaves or is taken on its castling square ends the right.
        for color in 0..2 {
            for wing in 0..2 {
                if let Some(rook) = next.castling[color][wing]
                    && !next.by_kind[color][ROOK].has(rook.index())
                {
                    next.castling[color][wing] = None;
                }
            }
        }
        next.side = them;
        next
    }

    /// The legal moves, for `divide`, as `(from, to, promotion letter)` and
    /// the position after each.
    pub fn legal_moves(&self) -> Vec<(String, Position<G>)> {
        let mut list = Collector(Vec::new());
        self.generate(&mut list);
        list.0
            .into_iter()
            .map(|m| {
                let (from, mut to) = (
                    square::<G>(usize::from(m.from)),
                    square::<G>(usize::from(m.to)),
                );
                if m.special == Special::Castle {
                    // Named by the king's move, as UCI names it.
                    let wing = usize::from(to.file() < from.file());
                    to = castled::<G>(wing, from.rank()).map_or(to, |(king_to, _)| king_to);
                }
                let promotion = if m.kind == PAWN as u8 && m.promotion != PAWN as u8 {
                    char::from(self.letter(usize::from(m.promotion))).to_string()
                } else {
                    String::new()
                };
                (format!("{from}{to}{promotion}"), self.play(m))
            })
            .collect()
    }

    fn letter(&self, kind: usize) -> u8 {
        if kind < FAIRY {
            CHESS_LETTERS[kind]
        } else {
            self.variant.fairy_letters[kind - FAIRY]
        }
    }

    /// Perft below this node, `stack` holding the move lists of the nodes
    /// above it: one list for the whole search, so no node allocates.
    fn perft(&self, depth: u32, stack: &mut Collector) -> u64 {
        if depth == 1 {
            let mut count = Counter(0);
            self.generate(&mut count);
            return count.0;
        }
        let start = stack.0.len();
        self.generate(stack);
        let mut nodes = 0;
        for k in start..stack.0.len() {
            let m = stack.0[k];
            nodes += self.play(m).perft(depth - 1, stack);
        }
        stack.0.truncate(start);
        nodes
    }
}

/// Where king and rook stand after castling on `wing` (0 kingside) on
/// `rank`.
fn castled<G: BitboardGeometry>(wing: usize, rank: u8) -> Option<(G::Square, G::Square)> {
    let (king_file, rook_file) = if wing == 0 {
        (G::FILES as u8 - 2, G::FILES as u8 - 3)
    } else {
        (2, 3)
    };
    Some((
        G::Square::from_coords(king_file, rank)?,
        G::Square::from_coords(rook_file, rank)?,
    ))
}

/// Where the generator puts its moves: a count at the last ply, a list
/// elsewhere. `moves` takes a set of targets from one square (any square,
/// `usize::MAX`, when only counted).
trait Sink {
    /// Whether only the number of moves is wanted, so that moves may come
    /// as sets from several squares at once.
    fn counting(&self) -> bool;
    fn moves<B: Bitboard>(&mut self, from: usize, targets: B, kind: usize);
    fn pawn_moves<B: Bitboard>(&mut self, from: usize, plain: B, promoting: B, promotions: &[u8]);
    fn special<B: Bitboard>(&mut self, from: usize, targets: B, kind: usize, special: Special);
}

/// Counts legal moves without making them.
struct Counter(u64);

impl Sink for Counter {
    #[inline]
    fn counting(&self) -> bool {
        true
    }
    #[inline]
    fn moves<B: Bitboard>(&mut self, _: usize, targets: B, _: usize) {
        self.0 += u64::from(targets.count());
    }
    #[inline]
    fn pawn_moves<B: Bitboard>(&mut self, _: usize, plain: B, promoting: B, promotions: &[u8]) {
        self.0 += u64::from(plain.count()) + u64::from(promoting.count()) * promotions.len() as u64;
    }
    #[inline]
    fn special<B: Bitboard>(&mut self, _: usize, targets: B, _: usize, _: Special) {
        self.0 += u64::from(targets.count());
    }
}

/// Lists legal moves.
struct Collector(Vec<Move>);

impl Collector {
    fn push<B: Bitboard>(
        &mut self,
        from: usize,
        mut targets: B,
        kind: usize,
        promotion: usize,
        special: Special,
    ) {
        while let Some(to) = targets.pop_lowest() {
            self.0.push(Move {
                from: from as u8,
                to: to as u8,
                kind: kind as u8,
                promotion: promotion as u8,
                special,
            });
        }
    }
}

impl Sink for Collector {
    fn counting(&self) -> bool {
        false
    }
    fn moves<B: Bitboard>(&mut self, from: usize, targets: B, kind: usize) {
        self.push(from, targets, kind, kind, Special::None);
    }
    fn pawn_moves<B: Bitboard>(&mut self, from: usize, plain: B, promoting: B, promotions: &[u8]) {
        self.push(from, plain, PAWN, PAWN, Special::None);
        for &p in promotions {
            self.push(from, promoting, PAWN, usize::from(p), Special::None);
        }
    }
    fn special<B: Bitboard>(&mut self, from: usize, targets: B, kind: usize, special: Special) {
        self.push(from, targets, kind, kind, special);
    }
}

/// The index of the lowest square of `set`, if any.
#[inline]
fn lowest<B: Bitboard>(mut set: B) -> Option<usize> {
    set.pop_lowest()
}

/// The number of legal move sequences of `depth` moves from `position`.
pub fn perft<G: PieceGeometry>(position: &Position<G>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut stack = Collector(Vec::with_capacity(256 * depth as usize));
    position.perft(depth, &mut stack)
}

/// Each legal move with the perft of `depth - 1` after it, for locating a
/// wrong count: `(move, count)` in the generator's order.
pub fn divide<G: PieceGeometry>(position: &Position<G>, depth: u32) -> Vec<(String, u64)> {
    position
        .legal_moves()
        .into_iter()
        .map(|(name, next)| (name, perft(&next, depth.saturating_sub(1))))
        .collect()
}
