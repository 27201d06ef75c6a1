//! A legal move generator written once against [`BitboardGeometry`], and
//! perft (the number of legal move sequences of a given length) on top of
//! it. It plays chess on any board with bitboards: the standard board, and
//! Capablanca chess on 10x8 with the archbishop (bishop + knight) and the
//! chancellor (rook + knight). Every attack comes from geometry-tables.
//!
//! ```
//! use perft_example::{perft, Position, STANDARD_START};
//!
//! let start = Position::<geometry_tables::Board>::from_fen(STANDARD_START).unwrap();
//! assert_eq!(perft(&start, 3), 8_902);
//! ```

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare};

/// The standard starting position.
pub const STANDARD_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Capablanca chess's starting position on 10x8.
pub const CAPABLANCA_START: &str =
    "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

geometry_macros::board! {
    /// Capablanca chess: 10 files, 8 ranks.
    pub mod capablanca { files = 10, ranks = 8 }
}

/// The kinds of piece, in FEN letter order `p n b r q k a c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
    /// Archbishop: bishop and knight.
    Archbishop,
    /// Chancellor: rook and knight.
    Chancellor,
}

const PIECES: [Piece; 8] = [
    Piece::Pawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
    Piece::King,
    Piece::Archbishop,
    Piece::Chancellor,
];

const LETTERS: &[u8; 8] = b"pnbrqkac";

/// What a move does besides moving a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Special {
    None,
    Promotion(Piece),
    EnPassant,
    /// Castling with the rook on this square.
    Castle,
}

/// A move: from, to, and what else happens.
#[derive(Clone, Copy, Debug)]
struct Move<S> {
    from: S,
    to: S,
    special: Special,
}

/// A position on board `G`.
#[derive(Clone, Debug)]
pub struct Position<G: BitboardGeometry> {
    pieces: [[G::Bitboard; 8]; 2],
    colors: [G::Bitboard; 2],
    side: usize,
    /// The rook squares of the remaining castling rights, per colour:
    /// `[kingside, queenside]`.
    castling: [[Option<G::Square>; 2]; 2],
    en_passant: Option<G::Square>,
    promotions: &'static [Piece],
}

/// Why a FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError(pub String);

impl<G: BitboardGeometry> Position<G> {
    /// Reads the first four fields of a FEN: placement (ranks of any width,
    /// counts of empty squares in decimal), side, castling (`KQkq`), en
    /// passant square. Pawns promote to the pieces the position has kinds
    /// of besides pawns and kings, at least N, B, R, Q.
    pub fn from_fen(fen: &str) -> Result<Position<G>, FenError> {
        let bad = |what: &str| FenError(format!("{what} in `{fen}`"));
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or_else(|| bad("no placement"))?;
        let mut pos: Position<G> = Position {
            pieces: [[G::Bitboard::EMPTY; 8]; 2],
            colors: [G::Bitboard::EMPTY; 2],
            side: 0,
            castling: [[None; 2]; 2],
            en_passant: None,
            promotions: &[Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen],
        };
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != G::RANKS {
            return Err(bad("wrong number of ranks"));
        }
        for (row, text) in ranks.iter().enumerate() {
            let rank = (G::RANKS - 1 - row) as u8;
            let mut file = 0u8;
            let mut digits = 0u8;
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
                let kind = LETTERS
                    .iter()
                    .position(|&l| l == c.to_ascii_lowercase())
                    .ok_or_else(|| bad("unknown piece"))?;
                let color = usize::from(c.is_ascii_lowercase());
                let sq = G::Square::from_coords(file, rank).ok_or_else(|| bad("rank too long"))?;
                pos.put(color, PIECES[kind], sq);
                file += 1;
            }
            if usize::from(file) != G::FILES {
                return Err(bad("rank of the wrong length"));
            }
        }
        if (0..2).any(|c| any(pos.pieces[c][6] | pos.pieces[c][7])) {
            pos.promotions = &[
                Piece::Knight,
                Piece::Bishop,
                Piece::Rook,
                Piece::Queen,
                Piece::Archbishop,
                Piece::Chancellor,
            ];
        }
        pos.side = match fields.next() {
            Some("w") => 0,
            Some("b") => 1,
            _ => return Err(bad("no side to move")),
        };
        for c in fields.next().unwrap_or("-").bytes() {
            let color = usize::from(c.is_ascii_lowercase());
            let side = match c.to_ascii_lowercase() {
                b'k' => 0,
                b'q' => 1,
                b'-' => continue,
                _ => return Err(bad("unknown castling right")),
            };
            let king = pos
                .king(color)
                .ok_or_else(|| bad("castling without a king"))?;
            // The outermost rook on the king's rank on that side.
            let files: Vec<u8> = if side == 0 {
                (king.file() + 1..G::FILES as u8).rev().collect()
            } else {
                (0..king.file()).collect()
            };
            pos.castling[color][side] = files
                .into_iter()
                .filter_map(|f| G::Square::from_coords(f, king.rank()))
                .find(|&sq| pos.pieces[color][3].has(sq.index()));
        }
        pos.en_passant = match fields.next() {
            None | Some("-") => None,
            Some(name) => Some(name.parse().map_err(|_| bad("bad en passant square"))?),
        };
        Ok(pos)
    }

    fn put(&mut self, color: usize, piece: Piece, sq: G::Square) {
        self.pieces[color][piece as usize] |= G::square_bb(sq);
        self.colors[color] |= G::square_bb(sq);
    }

    fn remove(&mut self, color: usize, sq: G::Square) -> Option<Piece> {
        let bit = G::square_bb(sq);
        let kind = PIECES
            .into_iter()
            .find(|&p| self.pieces[color][p as usize] & bit != G::Bitboard::EMPTY)?;
        self.pieces[color][kind as usize] ^= bit;
        self.colors[color] ^= bit;
        Some(kind)
    }

    fn king(&self, color: usize) -> Option<G::Square> {
        let mut kings = self.pieces[color][Piece::King as usize];
        kings.pop_lowest().and_then(G::Square::from_index)
    }

    fn occupied(&self) -> G::Bitboard {
        self.colors[0] | self.colors[1]
    }

    /// Whether a piece of colour `by` attacks `sq`.
    fn attacked(&self, sq: G::Square, by: usize) -> bool {
        let p = &self.pieces[by];
        let occupied = self.occupied();
        let knightish = p[Piece::Knight as usize]
            | p[Piece::Archbishop as usize]
            | p[Piece::Chancellor as usize];
        let straight =
            p[Piece::Rook as usize] | p[Piece::Queen as usize] | p[Piece::Chancellor as usize];
        let diagonal =
            p[Piece::Bishop as usize] | p[Piece::Queen as usize] | p[Piece::Archbishop as usize];
        any(G::pawn_attacks(1 - by, sq) & p[Piece::Pawn as usize])
            || any(G::knight_attacks(sq) & knightish)
            || any(G::king_attacks(sq) & p[Piece::King as usize])
            || any(G::rook_attacks(sq, occupied) & straight)
            || any(G::bishop_attacks(sq, occupied) & diagonal)
    }

    /// The squares a piece of `kind` on `from` attacks.
    fn targets(&self, kind: Piece, from: G::Square) -> G::Bitboard {
        let occupied = self.occupied();
        match kind {
            Piece::Pawn => G::Bitboard::EMPTY,
            Piece::Knight => G::knight_attacks(from),
            Piece::Bishop => G::bishop_attacks(from, occupied),
            Piece::Rook => G::rook_attacks(from, occupied),
            Piece::Queen => G::queen_attacks(from, occupied),
            Piece::King => G::king_attacks(from),
            Piece::Archbishop => G::bishop_attacks(from, occupied) | G::knight_attacks(from),
            Piece::Chancellor => G::rook_attacks(from, occupied) | G::knight_attacks(from),
        }
    }

    /// Every pseudo-legal move (own king possibly left in check).
    fn pseudo_legal(&self, out: &mut Vec<Move<G::Square>>) {
        let us = self.side;
        let them = 1 - us;
        let occupied = self.occupied();
        let squares = |mut bb: G::Bitboard| {
            let mut out = Vec::new();
            while let Some(i) = bb.pop_lowest() {
                out.extend(G::Square::from_index(i));
            }
            out
        };
        for kind in PIECES {
            for from in squares(self.pieces[us][kind as usize]) {
                if kind == Piece::Pawn {
                    self.pawn_moves(from, out);
                    continue;
                }
                for to in squares(self.targets(kind, from) & !self.colors[us]) {
                    out.push(Move {
                        from,
                        to,
                        special: Special::None,
                    });
                }
            }
        }
        // Castling: king and rook to their files of standard chess (c and d,
        // or the last file but one and but two), the squares between empty,
        // and the king's path not attacked.
        if let Some(king) = self.king(us) {
            for side in 0..2 {
                let Some(rook) = self.castling[us][side] else {
                    continue;
                };
                let (king_file, rook_file) = if side == 0 {
                    (G::FILES as u8 - 2, G::FILES as u8 - 3)
                } else {
                    (2, 3)
                };
                let (Some(king_to), Some(rook_to)) = (
                    G::Square::from_coords(king_file, king.rank()),
                    G::Square::from_coords(rook_file, king.rank()),
                ) else {
                    continue;
                };
                let path = |a: G::Square, b: G::Square| G::between(a, b) | G::square_bb(b);
                let needed = path(king, king_to) | path(rook, rook_to);
                let others = occupied ^ G::square_bb(king) ^ G::square_bb(rook);
                if any(needed & others) {
                    continue;
                }
                let mut walk = path(king, king_to) | G::square_bb(king);
                let safe = loop {
                    match walk.pop_lowest() {
                        None => break true,
                        Some(i) => {
                            if G::Square::from_index(i).is_some_and(|sq| self.attacked(sq, them)) {
                                break false;
                            }
                        }
                    }
                };
                if safe {
                    out.push(Move {
                        from: king,
                        to: rook,
                        special: Special::Castle,
                    });
                }
            }
        }
    }

    fn pawn_moves(&self, from: G::Square, out: &mut Vec<Move<G::Square>>) {
        let us = self.side;
        let occupied = self.occupied();
        let promote = G::promotion_rank(us);
        let add = |to: G::Square, out: &mut Vec<Move<G::Square>>| {
            if promote.has(to.index()) {
                for &piece in self.promotions {
                    out.push(Move {
                        from,
                        to,
                        special: Special::Promotion(piece),
                    });
                }
            } else {
                out.push(Move {
                    from,
                    to,
                    special: Special::None,
                });
            }
        };
        let mut push = G::pawn_push(us, from) & !occupied;
        if let Some(one) = push.pop_lowest().and_then(G::Square::from_index) {
            add(one, out);
            if G::pawn_double_push_rank(us).has(from.index()) {
                let mut two = G::pawn_push(us, one) & !occupied;
                if let Some(two) = two.pop_lowest().and_then(G::Square::from_index) {
                    out.push(Move {
                        from,
                        to: two,
                        special: Special::None,
                    });
                }
            }
        }
        let attacks = G::pawn_attacks(us, from);
        let mut captures = attacks & self.colors[1 - us];
        while let Some(to) = captures.pop_lowest().and_then(G::Square::from_index) {
            add(to, out);
        }
        if let Some(ep) = self.en_passant {
            if attacks.has(ep.index()) {
                out.push(Move {
                    from,
                    to: ep,
                    special: Special::EnPassant,
                });
            }
        }
    }

    /// The position after `m`, or `None` when it leaves the mover's king
    /// attacked.
    fn play(&self, m: Move<G::Square>) -> Option<Position<G>> {
        let us = self.side;
        let them = 1 - us;
        let mut next = self.clone();
        next.en_passant = None;
        let kind = next.remove(us, m.from)?;
        match m.special {
            Special::Castle => {
                // `to` is the rook's square.
                next.remove(us, m.to);
                let side = usize::from(m.to.file() < m.from.file());
                let (king_file, rook_file) = if side == 0 {
                    (G::FILES as u8 - 2, G::FILES as u8 - 3)
                } else {
                    (2, 3)
                };
                next.put(
                    us,
                    Piece::King,
                    G::Square::from_coords(king_file, m.from.rank())?,
                );
                next.put(
                    us,
                    Piece::Rook,
                    G::Square::from_coords(rook_file, m.from.rank())?,
                );
                next.castling[us] = [None; 2];
            }
            Special::EnPassant => {
                let captured = G::Square::from_coords(m.to.file(), m.from.rank())?;
                next.remove(them, captured);
                next.put(us, Piece::Pawn, m.to);
            }
            Special::None | Special::Promotion(_) => {
                next.remove(them, m.to);
                let placed = match m.special {
                    Special::Promotion(piece) => piece,
                    _ => kind,
                };
                next.put(us, placed, m.to);
                if kind == Piece::Pawn && G::pawn_double_push_rank(us).has(m.from.index()) {
                    let between = G::between(m.from, m.to);
                    let mut middle = between;
                    if let Some(i) = middle.pop_lowest() {
                        next.en_passant = G::Square::from_index(i);
                    }
                }
                if kind == Piece::King {
                    next.castling[us] = [None; 2];
                }
            }
        }
        // A rook that leaves or is taken on its castling square ends the right.
        for color in 0..2 {
            for side in 0..2 {
                if let Some(rook) = next.castling[color][side] {
                    if !next.pieces[color][Piece::Rook as usize].has(rook.index()) {
                        next.castling[color][side] = None;
                    }
                }
            }
        }
        next.side = them;
        let king = next.king(us)?;
        (!next.attacked(king, them)).then_some(next)
    }

    fn perft(&self, depth: u32, moves: &mut Vec<Move<G::Square>>) -> u64 {
        let start = moves.len();
        self.pseudo_legal(moves);
        let mut count = 0;
        for k in start..moves.len() {
            if let Some(next) = self.play(moves[k]) {
                count += if depth == 1 {
                    1
                } else {
                    next.perft(depth - 1, moves)
                };
            }
        }
        moves.truncate(start);
        count
    }
}

/// Whether `bb` holds a square.
fn any<B: Bitboard>(bb: B) -> bool {
    bb != B::EMPTY
}

/// The number of legal move sequences of `depth` moves from `position`.
pub fn perft<G: BitboardGeometry>(position: &Position<G>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // One move list for the whole search, used as a stack.
    let mut moves = Vec::with_capacity(64 * depth as usize);
    position.perft(depth, &mut moves)
}
