//! Shogi: a legal move generator written once against [`PieceGeometry`],
//! and perft on top of it, with drops, optional and forced promotions, the
//! two-pawn rule, no mate by a dropped pawn, check evasion by moves and
//! drops, and bulk counting at the last ply. Every attack comes from the
//! board module's tables.
//!
//! ```
//! use perft_example::shogi::{perft, Position, SHOGI_START};
//!
//! let start = Position::<perft_example::shogi::board::Board>::from_sfen(SHOGI_START).unwrap();
//! assert_eq!(perft(&start, 3), 25_470);
//! ```
//!
//! The board module declares the pieces that are not chess's, in this
//! order (see [`board`]): the pawn `fW`, the lance `fR`, the knight `fN`,
//! the silver `FfW`, the gold `WfF`, the promoted bishop `BW` and the
//! promoted rook `RF`; the bishop, the rook and the king are the module's
//! own. The promoted pawn, lance, knight and silver move as the gold.
//!
//! Sente, who moves first, is color 0 here, moving towards higher ranks;
//! an SFEN's first row is the rank furthest from sente, and its files run
//! from 9 to 1, as the board's run from a to i.
//!
//! How it works, per node: the checkers of our king, read backwards from
//! the king's square; with two, king moves only; with one, other moves
//! capture it or land between, and drops land between; pinned pieces (the
//! one piece of ours between our king and an enemy rook, bishop, dragon,
//! horse or lance on its line) move along that line; king moves are tested
//! with the king taken off the board. A pawn dropped with check is played
//! out and kept only when the other side then has a legal move.

use crate::square;
use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, PieceGeometry};

/// Shogi's starting position.
pub const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// The shogi board, as [`Position`] reads it.
pub mod board {
    geometry_macros::board! {
        /// Shogi's board: the pieces that are not chess's, in the order
        /// [`Position`](super::Position) reads them.
        pub mod shogi {
            files = 9, ranks = 9,
            pieces = [
                fuhyo = "fW", lance = "fR", keima = "fN", silver = "FfW", gold = "WfF",
                horse = "BW", dragon = "RF",
            ],
        }
    }
    pub use shogi::*;
}

/// Kinds of piece, by index: the unpromoted ones first, in hand order.
const PAWN: usize = 0;
const LANCE: usize = 1;
const KNIGHT: usize = 2;
const SILVER: usize = 3;
const GOLD: usize = 4;
const BISHOP: usize = 5;
const ROOK: usize = 6;
const KING: usize = 7;
const TOKIN: usize = 8;
const PROMOTED_SILVER: usize = 11;
const HORSE: usize = 12;
const DRAGON: usize = 13;
const KINDS: usize = 14;
/// Kinds that may be held in hand: pawn to rook.
const HAND: usize = 7;
const LETTERS: &[u8; 8] = b"PLNSGBRK";
/// The board's fairy piece of each kind, by position in `PIECES`.
const FUHYO: usize = 0;
const KYOSHA: usize = 1;
const KEIMA: usize = 2;
const GIN: usize = 3;
const KIN: usize = 4;
const UMA: usize = 5;
const RYU: usize = 6;

/// The kind a piece becomes when it promotes.
const fn promoted(kind: usize) -> usize {
    match kind {
        BISHOP => HORSE,
        ROOK => DRAGON,
        _ => kind + TOKIN,
    }
}

/// The kind a captured piece goes to the hand as.
const fn unpromoted(kind: usize) -> usize {
    match kind {
        HORSE => BISHOP,
        DRAGON => ROOK,
        TOKIN..=PROMOTED_SILVER => kind - TOKIN,
        _ => kind,
    }
}

/// A move: a piece from one square to another, promoting or not, or a
/// piece from the hand onto a square (`from` is then `DROP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    from: u8,
    to: u8,
    kind: u8,
    promote: bool,
}

const DROP: u8 = u8::MAX;

impl Move {
    /// A piece of `kind` from the hand onto index `to`.
    const fn drop(kind: usize, to: usize) -> Move {
        Move {
            from: DROP,
            to: to as u8,
            kind: kind as u8,
            promote: false,
        }
    }
}
const EMPTY: u8 = u8::MAX;

/// The squares each side's rules single out, computed once per position.
#[derive(Clone, Copy, Debug)]
struct Zones<B> {
    /// Every square of the board.
    all: B,
    /// The promotion zone: the last three ranks.
    promotion: [B; 2],
    /// The last rank, where a pawn or lance could not move again.
    last: [B; 2],
    /// The last two ranks, where a knight could not move again.
    last_two: [B; 2],
}

/// A shogi position on `G`'s board.
#[derive(Clone, Debug)]
pub struct Position<G: PieceGeometry> {
    by_kind: [[G::Bitboard; KINDS]; 2],
    by_color: [G::Bitboard; 2],
    /// The kind and side on each square (`color * KINDS + kind`), or `EMPTY`.
    on: [u8; 128],
    hands: [[u8; HAND]; 2],
    side: usize,
    zones: Zones<G::Bitboard>,
}

/// Why an SFEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SfenError(pub String);

impl<G: PieceGeometry> Position<G> {
    /// Reads an SFEN: placement, side to move (`b` sente, `w` gote) and
    /// hands (`-` or counts and letters, `2Pb`); the move number may follow.
    pub fn from_sfen(sfen: &str) -> Result<Position<G>, SfenError> {
        let bad = |what: &str| SfenError(format!("{what} in `{sfen}`"));
        if (G::FILES, G::RANKS) != (9, 9) || G::PIECES.len() != 7 {
            return Err(bad("a board that is not shogi's"));
        }
        let mut zones = Zones {
            all: G::Bitboard::EMPTY,
            promotion: [G::Bitboard::EMPTY; 2],
            last: [G::Bitboard::EMPTY; 2],
            last_two: [G::Bitboard::EMPTY; 2],
        };
        for i in 0..G::SQUARES {
            let bit = G::Bitboard::bit(i);
            let rank = usize::from(square::<G>(i).rank());
            // Ranks counted from each side's own first rank.
            for (color, own) in [(0, rank), (1, G::RANKS - 1 - rank)] {
                let ahead = G::RANKS - 1 - own;
                if ahead < 3 {
                    zones.promotion[color] |= bit;
                }
                if ahead < 1 {
                    zones.last[color] |= bit;
                }
                if ahead < 2 {
                    zones.last_two[color] |= bit;
                }
            }
            zones.all |= bit;
        }
        let mut pos: Position<G> = Position {
            by_kind: [[G::Bitboard::EMPTY; KINDS]; 2],
            by_color: [G::Bitboard::EMPTY; 2],
            on: [EMPTY; 128],
            hands: [[0; HAND]; 2],
            side: 0,
            zones,
        };
        let mut fields = sfen.split_whitespace();
        let placement = fields.next().ok_or_else(|| bad("no placement"))?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != G::RANKS {
            return Err(bad("wrong number of ranks"));
        }
        for (row, text) in rows.iter().enumerate() {
            let rank = (G::RANKS - 1 - row) as u8;
            let (mut file, mut promote) = (0u8, false);
            for c in text.bytes() {
                if c.is_ascii_digit() {
                    file += c - b'0';
                    continue;
                }
                if c == b'+' {
                    promote = true;
                    continue;
                }
                let kind = LETTERS
                    .iter()
                    .position(|&l| l == c.to_ascii_uppercase())
                    .ok_or_else(|| bad("an unknown piece"))?;
                let kind = match (promote, kind) {
                    (false, _) => kind,
                    (true, GOLD | KING) => return Err(bad("a piece that cannot promote")),
                    (true, _) => promoted(kind),
                };
                let sq =
                    G::Square::from_coords(file, rank).ok_or_else(|| bad("a rank too long"))?;
                pos.put(usize::from(c.is_ascii_lowercase()), kind, sq.index());
                (file, promote) = (file + 1, false);
            }
            if usize::from(file) != G::FILES {
                return Err(bad("a rank of the wrong length"));
            }
        }
        pos.side = match fields.next() {
            Some("b") => 0,
            Some("w") => 1,
            _ => return Err(bad("no side to move")),
        };
        let mut count = 0u8;
        for c in fields.next().unwrap_or("-").bytes() {
            match c {
                b'-' => {}
                b'0'..=b'9' => count = count * 10 + (c - b'0'),
                _ => {
                    let kind = LETTERS[..HAND]
                        .iter()
                        .position(|&l| l == c.to_ascii_uppercase())
                        .ok_or_else(|| bad("an unknown piece in hand"))?;
                    pos.hands[usize::from(c.is_ascii_lowercase())][kind] += count.max(1);
                    count = 0;
                }
            }
        }
        if (0..2usize).any(|color| pos.by_kind[color][KING].count() != 1) {
            return Err(bad("a side without one king"));
        }
        Ok(pos)
    }

    fn put(&mut self, color: usize, kind: usize, i: usize) {
        let bit = G::Bitboard::bit(i);
        self.by_kind[color][kind] |= bit;
        self.by_color[color] |= bit;
        self.on[i] = (color * KINDS + kind) as u8;
    }

    fn take(&mut self, color: usize, kind: usize, i: usize) {
        let bit = G::Bitboard::bit(i);
        self.by_kind[color][kind] ^= bit;
        self.by_color[color] ^= bit;
        self.on[i] = EMPTY;
    }

    /// What a piece of `kind` and `color` on `sq` attacks through
    /// `occupied`.
    #[inline]
    fn attacks(kind: usize, color: usize, sq: G::Square, occupied: G::Bitboard) -> G::Bitboard {
        let fairy = |k: usize| G::piece_attacks(G::PIECES[k], color, sq, occupied);
        match kind {
            PAWN => fairy(FUHYO),
            LANCE => fairy(KYOSHA),
            KNIGHT => fairy(KEIMA),
            SILVER => fairy(GIN),
            BISHOP => G::bishop_attacks(sq, occupied),
            ROOK => G::rook_attacks(sq, occupied),
            KING => G::king_attacks(sq),
            HORSE => fairy(UMA),
            DRAGON => fairy(RYU),
            _ => fairy(KIN),
        }
    }

    /// `by`'s pieces that attack `sq` through `occupied`: what a piece of
    /// the other side on `sq` would attack, read backwards. A slider is
    /// looked up only when a piece that slides that way stands on one of
    /// its lines through `sq` (two loads, where the lookup is more).
    #[inline]
    fn attackers(&self, sq: G::Square, occupied: G::Bitboard, by: usize) -> G::Bitboard {
        let (b, us) = (&self.by_kind[by], 1 - by);
        let golds = b[GOLD] | b[TOKIN] | b[TOKIN + 1] | b[TOKIN + 2] | b[PROMOTED_SILVER];
        let mut out = (Self::attacks(PAWN, us, sq, occupied) & b[PAWN])
            | (Self::attacks(KNIGHT, us, sq, occupied) & b[KNIGHT])
            | (Self::attacks(SILVER, us, sq, occupied) & b[SILVER])
            | (Self::attacks(GOLD, us, sq, occupied) & golds)
            | (G::king_attacks(sq) & (b[KING] | b[HORSE] | b[DRAGON]));
        let file = G::file_bb(sq);
        let (lances, rooks, bishops) = (b[LANCE], b[ROOK] | b[DRAGON], b[BISHOP] | b[HORSE]);
        if !(lances & file).is_empty() {
            out |= Self::attacks(LANCE, us, sq, occupied) & lances;
        }
        if !(rooks & (file | G::rank_bb(sq))).is_empty() {
            out |= G::rook_attacks(sq, occupied) & rooks;
        }
        if !(bishops & (G::diagonal_bb(sq) | G::anti_diagonal_bb(sq))).is_empty() {
            out |= G::bishop_attacks(sq, occupied) & bishops;
        }
        out
    }

    fn king(&self, color: usize) -> G::Square {
        let mut kings = self.by_kind[color][KING];
        square::<G>(kings.pop_lowest().unwrap_or(0))
    }

    /// Hands every legal move to `sink` as sets: each piece's targets, then
    /// each kind of drop's squares. Stops early when the sink returns
    /// `true`, and then returns `true`.
    fn moves(&self, sink: &mut impl Sink<G>) -> bool {
        let (us, them) = (self.side, 1 - self.side);
        let king = self.king(us);
        let occupied = self.by_color[0] | self.by_color[1];
        let own = self.by_color[us];
        let checkers = self.attackers(king, occupied, them);
        let without_king = occupied ^ G::square_bb(king);
        let mut king_targets = G::Bitboard::EMPTY;
        let mut targets = G::king_attacks(king) & !own;
        while let Some(to) = targets.pop_lowest() {
            if self
                .attackers(square::<G>(to), without_king, them)
                .is_empty()
            {
                king_targets |= G::Bitboard::bit(to);
            }
        }
        if sink.board(self, KING, king.index(), king_targets) {
            return true;
        }
        if checkers.count() > 1 {
            return false;
        }
        let mut first_checker = checkers;
        let (evasion, blocks) = match first_checker.pop_lowest() {
            Some(checker) => {
                let between = G::between(king, square::<G>(checker));
                (between | G::Bitboard::bit(checker), between)
            }
            None => (self.zones.all, self.zones.all & !occupied),
        };
        // Pins: our one piece between the king and an enemy slider on its line.
        let b = &self.by_kind[them];
        let snipers = (G::rook_attacks(king, G::Bitboard::EMPTY) & (b[ROOK] | b[DRAGON]))
            | (G::bishop_attacks(king, G::Bitboard::EMPTY) & (b[BISHOP] | b[HORSE]))
            | (Self::attacks(LANCE, us, king, G::Bitboard::EMPTY) & b[LANCE]);
        let mut pinned = G::Bitboard::EMPTY;
        let mut s = snipers;
        while let Some(sniper) = s.pop_lowest() {
            let between = G::between(king, square::<G>(sniper)) & occupied;
            if between.count() == 1 && !(between & own).is_empty() {
                pinned |= between;
            }
        }
        for kind in (0..KINDS).filter(|&k| k != KING) {
            let mut pieces = self.by_kind[us][kind];
            while let Some(from) = pieces.pop_lowest() {
                let sq = square::<G>(from);
                let mut to_set = Self::attacks(kind, us, sq, occupied) & !own & evasion;
                if pinned.has(from) {
                    to_set &= G::line(king, sq);
                }
                if sink.board(self, kind, from, to_set) {
                    return true;
                }
            }
        }
        self.drops(blocks & !occupied, sink)
    }

    /// Where a `kind` from `from` may promote among `targets`, and where
    /// it must.
    #[inline]
    fn promotions(
        &self,
        kind: usize,
        from: usize,
        targets: G::Bitboard,
    ) -> (G::Bitboard, G::Bitboard) {
        let us = self.side;
        let zone = self.zones.promotion[us];
        let may = match kind {
            GOLD | KING | TOKIN.. => G::Bitboard::EMPTY,
            _ if zone.has(from) => targets,
            _ => targets & zone,
        };
        let must = match kind {
            PAWN | LANCE => targets & self.zones.last[us],
            KNIGHT => targets & self.zones.last_two[us],
            _ => G::Bitboard::EMPTY,
        };
        (may, must)
    }

    /// The drops onto `squares` (empty, and between king and checker when
    /// in check).
    fn drops(&self, squares: G::Bitboard, sink: &mut impl Sink<G>) -> bool {
        let us = self.side;
        for kind in (0..HAND).filter(|&k| self.hands[us][k] > 0) {
            let mut to_set = squares
                & match kind {
                    PAWN | LANCE => !self.zones.last[us],
                    KNIGHT => !self.zones.last_two[us],
                    _ => self.zones.all,
                };
            if kind == PAWN {
                // Two pawns of a side on one file are not allowed.
                let mut pawns = self.by_kind[us][PAWN];
                while let Some(p) = pawns.pop_lowest() {
                    to_set &= !G::file_bb(square::<G>(p));
                }
                // Nor a pawn dropped with mate: only the square in front of
                // the other king can check.
                let king = self.king(1 - us);
                let mut front = Self::attacks(PAWN, 1 - us, king, G::Bitboard::EMPTY) & to_set;
                if let Some(to) = front.pop_lowest() {
                    let mv = Move::drop(PAWN, to);
                    if !self.play(mv).moves(&mut AnyMove) {
                        to_set &= !G::Bitboard::bit(to);
                    }
                }
            }
            if sink.drops(self, kind, to_set) {
                return true;
            }
        }
        false
    }

    /// The position after `mv`, a legal move.
    pub fn play(&self, mv: Move) -> Position<G> {
        let mut next = self.clone();
        let (us, them) = (self.side, 1 - self.side);
        let (to, kind) = (usize::from(mv.to), usize::from(mv.kind));
        if mv.from == DROP {
            next.hands[us][kind] -= 1;
            next.put(us, kind, to);
        } else {
            let captured = next.on[to];
            if captured != EMPTY {
                let captured = usize::from(captured) % KINDS;
                next.take(them, captured, to);
                next.hands[us][unpromoted(captured)] += 1;
            }
            next.take(us, kind, usize::from(mv.from));
            next.put(us, if mv.promote { promoted(kind) } else { kind }, to);
        }
        next.side = them;
        next
    }

    /// The legal moves, each named in USI (`7g7f`, `8h2b+`, `P*5e`) with
    /// the position after it.
    pub fn legal_moves(&self) -> Vec<(String, Position<G>)> {
        let mut out = Vec::new();
        self.moves(&mut Each(|mv| {
            out.push((usi::<G>(mv), self.play(mv)));
            false
        }));
        out
    }
}

/// What the generator hands its moves to: a piece's targets, or a kind
/// of drop's squares, each a set.
trait Sink<G: PieceGeometry> {
    fn board(
        &mut self,
        position: &Position<G>,
        kind: usize,
        from: usize,
        targets: G::Bitboard,
    ) -> bool;
    fn drops(&mut self, position: &Position<G>, kind: usize, squares: G::Bitboard) -> bool;
}

/// Counts the moves of each set: a promotion where a piece may promote,
/// no plain move where it must.
struct Count(u64);

impl<G: PieceGeometry> Sink<G> for Count {
    #[inline]
    fn board(
        &mut self,
        position: &Position<G>,
        kind: usize,
        from: usize,
        targets: G::Bitboard,
    ) -> bool {
        let (may, must) = position.promotions(kind, from, targets);
        self.0 += u64::from(targets.count() + may.count() - must.count());
        false
    }

    #[inline]
    fn drops(&mut self, _: &Position<G>, _: usize, squares: G::Bitboard) -> bool {
        self.0 += u64::from(squares.count());
        false
    }
}

/// Stops at the first move: whether there is one.
struct AnyMove;

impl<G: PieceGeometry> Sink<G> for AnyMove {
    fn board(&mut self, _: &Position<G>, _: usize, _: usize, targets: G::Bitboard) -> bool {
        !targets.is_empty()
    }

    fn drops(&mut self, _: &Position<G>, _: usize, squares: G::Bitboard) -> bool {
        !squares.is_empty()
    }
}

/// Hands each move of each set to a closure, the promotion first.
struct Each<F>(F);

impl<G: PieceGeometry, F: FnMut(Move) -> bool> Sink<G> for Each<F> {
    #[inline]
    fn board(
        &mut self,
        position: &Position<G>,
        kind: usize,
        from: usize,
        mut targets: G::Bitboard,
    ) -> bool {
        let (may, must) = position.promotions(kind, from, targets);
        while let Some(to) = targets.pop_lowest() {
            let mv = |promote| Move {
                from: from as u8,
                to: to as u8,
                kind: kind as u8,
                promote,
            };
            if (may.has(to) && (self.0)(mv(true))) || (!must.has(to) && (self.0)(mv(false))) {
                return true;
            }
        }
        false
    }

    #[inline]
    fn drops(&mut self, _: &Position<G>, kind: usize, mut squares: G::Bitboard) -> bool {
        while let Some(to) = squares.pop_lowest() {
            let mv = Move::drop(kind, to);
            if (self.0)(mv) {
                return true;
            }
        }
        false
    }
}

/// A square in USI: the file number from sente's right (9 on the a-file),
/// then the rank letter from gote's side (a on the last rank).
fn usi_square<G: BitboardGeometry>(i: usize) -> String {
    let sq = square::<G>(i);
    let file = G::FILES as u8 - sq.file();
    let rank = b'a' + (G::RANKS as u8 - 1 - sq.rank());
    format!("{file}{}", char::from(rank))
}

fn usi<G: BitboardGeometry>(mv: Move) -> String {
    let to = usi_square::<G>(usize::from(mv.to));
    if mv.from == DROP {
        return format!("{}*{to}", char::from(LETTERS[usize::from(mv.kind)]));
    }
    let promote = if mv.promote { "+" } else { "" };
    format!("{}{to}{promote}", usi_square::<G>(usize::from(mv.from)))
}

/// The number of legal move sequences of `depth` plies from `position`;
/// the last ply is counted by sets, not played.
pub fn perft<G: PieceGeometry>(position: &Position<G>, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut count = Count(0);
            position.moves(&mut count);
            count.0
        }
        _ => {
            let mut nodes = 0;
            position.moves(&mut Each(|mv| {
                nodes += perft(&position.play(mv), depth - 1);
                false
            }));
            nodes
        }
    }
}

/// Each legal move in USI with its perft of `depth - 1`, in generation
/// order.
pub fn divide<G: PieceGeometry>(position: &Position<G>, depth: u32) -> Vec<(String, u64)> {
    position
        .legal_moves()
        .into_iter()
        .map(|(name, next)| (name, perft(&next, depth.saturating_sub(1))))
        .collect()
}
