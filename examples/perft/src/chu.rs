//! Chu shogi: perft over the board module's attacks and legs, counting
//! moves as lishogi's rules library shogiops counts them: every piece's
//! moves and captures, its optional promotions, and the lion's, the
//! horned falcon's and the soaring eagle's moves of two steps, each path
//! once (through an empty square too), with igui and passes.
//!
//! ```
//! use perft_example::chu::{perft, Position, CHU_START};
//!
//! let start = Position::from_sfen(CHU_START).unwrap();
//! assert_eq!(perft(&start, 2), 1_296);
//! ```
//!
//! Chu shogi is won by taking the king, so shogiops' move generator, and
//! this one, leaves a king in check and lets it move into one: the moves
//! are every piece's, not only the legal ones of chess. The lion-trading
//! rules are played as shogiops plays them: a lion takes a lion two
//! squares away only when no enemy piece guards it (or, in two steps,
//! when its first step took something more than a pawn or a go-between),
//! and after a piece other than a lion has taken a lion, a lion may be
//! taken back only on that square.
//!
//! Sente, who moves first, is color 0, moving towards higher ranks; an
//! SFEN's first row is the rank furthest from sente, and its first square
//! is file a here (shogiops numbers files the other way; the rules are the
//! same on both sides, and so are the counts).

use geometry_tables::{Bitboard, Bitboard256};

/// Chu shogi's starting position.
pub const CHU_START: &str = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1";

/// The chu shogi board, as [`Position`] reads it.
pub mod board {
    geometry_macros::board! {
        /// Chu shogi's board and pieces, each promoted piece as the piece it
        /// moves as. The lion, the horned falcon and the soaring eagle list
        /// their two-step moves through an empty first square as well (`maK`,
        /// `fmafW`, `fmafF`), as shogiops lists them, besides the jumps that
        /// reach the same squares.
        pub mod chu {
            files = 12, ranks = 12,
            pieces = [
                chu_pawn = "fW", lance = "fR", ferocious_leopard = "FvW", copper = "fKbW",
                silver = "FfW", gold = "WfF", drunk_elephant = "FsfW", blind_tiger = "FsbW",
                chu_king = "K", reverse_chariot = "vR", chu_bishop = "B", chu_rook = "R",
                phoenix = "WA", kirin = "FD", side_mover = "sRvW", vertical_mover = "vRsW",
                dragon_horse = "BW", dragon_king = "RF", free_king = "Q",
                lion = "KNADcaKmcabKmaK", go_between = "vW", flying_ox = "vRB",
                flying_stag = "vRK", free_boar = "sRB",
                horned_falcon = "BsbRfWfDfcafWfmcabWfmafW",
                soaring_eagle = "RbBfFfAfcafFfmcabFfmafF", whale = "vRbB", white_horse = "vRfB",
            ],
        }
    }
    pub use chu::*;
}

use board::{Piece, Square};

/// A piece on the board: how it moves, whether it has promoted, its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Man {
    piece: Piece,
    promoted: bool,
    color: usize,
}

/// What a piece promotes to, by how it moves; `None` for a piece that
/// does not promote (the king, the lion, the free king, and the pieces
/// that only exist promoted).
fn promotion(piece: Piece) -> Option<Piece> {
    use Piece::*;
    Some(match piece {
        ChuPawn => Gold,
        GoBetween => DrunkElephant,
        SideMover => FreeBoar,
        VerticalMover => FlyingOx,
        ChuRook => DragonKing,
        ChuBishop => DragonHorse,
        DragonKing => SoaringEagle,
        DragonHorse => HornedFalcon,
        DrunkElephant => ChuKing,
        ReverseChariot => Whale,
        BlindTiger => FlyingStag,
        Kirin => Lion,
        Phoenix => FreeKing,
        Lance => WhiteHorse,
        FerociousLeopard => ChuBishop,
        Copper => SideMover,
        Silver => VerticalMover,
        Gold => ChuRook,
        _ => return None,
    })
}

/// The piece an SFEN letter names, unpromoted.
fn piece_of(letter: char) -> Option<Piece> {
    use Piece::*;
    Some(match letter.to_ascii_lowercase() {
        'p' => ChuPawn,
        'l' => Lance,
        'f' => FerociousLeopard,
        'c' => Copper,
        's' => Silver,
        'g' => Gold,
        'e' => DrunkElephant,
        't' => BlindTiger,
        'k' => ChuKing,
        'a' => ReverseChariot,
        'b' => ChuBishop,
        'r' => ChuRook,
        'x' => Phoenix,
        'o' => Kirin,
        'm' => SideMover,
        'v' => VerticalMover,
        'h' => DragonHorse,
        'd' => DragonKing,
        'q' => FreeKing,
        'n' => Lion,
        'i' => GoBetween,
        _ => return None,
    })
}

/// Whether a piece has the lion's power of two steps.
fn has_legs(piece: Piece) -> bool {
    matches!(
        piece,
        Piece::Lion | Piece::HornedFalcon | Piece::SoaringEagle
    )
}

/// A chu shogi position.
#[derive(Clone, Debug)]
pub struct Position {
    squares: [Option<Man>; 144],
    colors: [Bitboard256; 2],
    turn: usize,
    /// Where a piece other than a lion took a lion on the last move.
    lion_taken: Option<usize>,
}

/// Why an SFEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SfenError(pub String);

impl Position {
    /// The position an SFEN describes (its board and side to move).
    pub fn from_sfen(sfen: &str) -> Result<Position, SfenError> {
        let err = |what: &str| SfenError(format!("{what} in `{sfen}`"));
        let mut fields = sfen.split_whitespace();
        let rows: Vec<&str> = fields.next().unwrap_or_default().split('/').collect();
        if rows.len() != 12 {
            return Err(err("not 12 rows"));
        }
        let mut position = Position {
            squares: [None; 144],
            colors: [Bitboard256::EMPTY; 2],
            turn: 0,
            lion_taken: None,
        };
        for (row, text) in rows.iter().enumerate() {
            let rank = 11 - row;
            let (mut file, mut promoted) = (0, false);
            let mut chars = text.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut skip = d as usize;
                    if let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                        skip = skip * 10 + d2 as usize;
                        chars.next();
                    }
                    file += skip;
                    continue;
                }
                if c == '+' {
                    promoted = true;
                    continue;
                }
                let base = piece_of(c).ok_or_else(|| err(&format!("unknown piece `{c}`")))?;
                let piece = if promoted {
                    promotion(base).ok_or_else(|| err(&format!("`+{c}` does not promote")))?
                } else {
                    base
                };
                if file >= 12 {
                    return Err(err("a row of more than 12 squares"));
                }
                let color = usize::from(c.is_ascii_lowercase());
                position.put(
                    12 * rank + file,
                    Man {
                        piece,
                        promoted,
                        color,
                    },
                );
                (file, promoted) = (file + 1, false);
            }
            match file {
                12 => {}
                13.. => return Err(err("a row of more than 12 squares")),
                _ => return Err(err("a row of fewer than 12 squares")),
            }
        }
        position.turn = match fields.next() {
            Some("b") => 0,
            Some("w") => 1,
            _ => return Err(err("no side to move")),
        };
        Ok(position)
    }

    fn put(&mut self, sq: usize, man: Man) {
        self.squares[sq] = Some(man);
        self.colors[man.color] |= Bitboard256::bit(sq);
    }

    fn take(&mut self, sq: usize) {
        if let Some(man) = self.squares[sq].take() {
            self.colors[man.color] &= !Bitboard256::bit(sq);
        }
    }

    /// Whether a piece of `color` moving from `from` to `to` may promote:
    /// into the far four ranks, or capturing there or from there; a pawn or
    /// a lance reaching the last rank.
    fn may_promote(man: Man, from: usize, to: usize, capture: bool) -> bool {
        let zone = |sq: usize| {
            let rank = sq / 12;
            if man.color == 0 { rank >= 8 } else { rank <= 3 }
        };
        let last = |sq: usize| sq / 12 == if man.color == 0 { 11 } else { 0 };
        !man.promoted
            && promotion(man.piece).is_some()
            && ((!zone(from) && zone(to))
                || (capture && (zone(from) || zone(to)))
                || (matches!(man.piece, Piece::ChuPawn | Piece::Lance) && last(to)))
    }

    /// Whether a piece of `color` attacks `sq` through `occupied`. Every
    /// piece of the side counts, as shogiops counts them, even one a
    /// lion's first step takes.
    fn attacked(&self, sq: usize, color: usize, occupied: Bitboard256) -> bool {
        let mut pieces = self.colors[color];
        while let Some(from) = pieces.pop_lowest() {
            if let Some(man) = self.squares[from]
                && man
                    .piece
                    .attacks(color, Square::ALL[from], occupied)
                    .has(sq)
            {
                return true;
            }
        }
        false
    }

    /// The enemy lions among `squares` that the lion-trading rules forbid
    /// taking: with `guarded_from`, the lions two squares or more from
    /// there that an enemy piece guards through `occupied`; else, after a
    /// lion was taken by another piece, every lion but on that square.
    fn forbidden_lions(
        &self,
        squares: Bitboard256,
        guarded_from: Option<(usize, Bitboard256)>,
    ) -> Bitboard256 {
        let them = 1 - self.turn;
        let mut lions = squares & self.colors[them];
        let mut out = Bitboard256::EMPTY;
        while let Some(lion) = lions.pop_lowest() {
            if self.squares[lion].map(|m| m.piece) != Some(Piece::Lion) {
                continue;
            }
            let forbidden = match guarded_from {
                Some((from, occupied)) => {
                    let (f, r) = (from % 12, from / 12);
                    let far = (lion % 12).abs_diff(f) > 1 || (lion / 12).abs_diff(r) > 1;
                    far && self.attacked(lion, them, occupied)
                }
                None => self.lion_taken.is_some_and(|taken| taken != lion),
            };
            if forbidden {
                out |= Bitboard256::bit(lion);
            }
        }
        out
    }

    /// Every move of the side to move, as `(from, via, to, promotes)`:
    /// `via` is the first step of a move of two steps.
    fn moves(&self, mut visit: impl FnMut(usize, Option<usize>, usize, bool)) {
        let us = self.turn;
        let (own, enemy) = (self.colors[us], self.colors[1 - us]);
        let occupied = own | enemy;
        let mut pieces = own;
        while let Some(from) = pieces.pop_lowest() {
            let Some(man) = self.squares[from] else {
                continue;
            };
            let sq = Square::ALL[from];
            let p = man.piece;
            let without = |squares: &[usize]| {
                let mut occ = occupied;
                for &s in squares {
                    occ &= !Bitboard256::bit(s);
                }
                occ
            };
            let mut dests =
                (p.moves(us, sq, occupied) | (p.attacks(us, sq, occupied) & enemy)) & !own;
            dests &= !if p == Piece::Lion {
                self.forbidden_lions(dests, Some((from, without(&[from]))))
            } else {
                self.forbidden_lions(dests, None)
            };
            let legs = if has_legs(p) {
                p.legs(us, sq, occupied)
            } else {
                Bitboard256::EMPTY
            };
            // The piece's own square is empty once it has left.
            let blocked = own & !Bitboard256::bit(from);
            while let Some(to) = dests.pop_lowest() {
                if Self::may_promote(man, from, to, enemy.has(to)) {
                    visit(from, None, to, true);
                }
                visit(from, None, to, false);
                if legs.has(to) {
                    let mut ends = p.leg_targets(us, sq, Square::ALL[to], occupied) & !blocked;
                    let first_took = self.squares[to].map(|m| (m.piece, m.promoted));
                    let cheap = matches!(
                        first_took,
                        None | Some((Piece::ChuPawn | Piece::GoBetween, false))
                    );
                    ends &= !match p {
                        Piece::Lion if cheap => {
                            self.forbidden_lions(ends, Some((from, without(&[from, to]))))
                        }
                        Piece::Lion => Bitboard256::EMPTY,
                        _ => self.forbidden_lions(ends, None),
                    };
                    while let Some(end) = ends.pop_lowest() {
                        visit(from, Some(to), end, false);
                    }
                }
            }
        }
    }

    /// The number of moves of the side to move.
    pub fn count_moves(&self) -> u64 {
        let mut n = 0;
        self.moves(|_, _, _, _| n += 1);
        n
    }

    /// The position after a move.
    fn play(&self, from: usize, via: Option<usize>, to: usize, promotes: bool) -> Position {
        let mut next = self.clone();
        let Some(mut man) = next.squares[from] else {
            return next;
        };
        next.lion_taken = None;
        next.take(from);
        // A lion taken by another piece: the next move may take a lion
        // only there.
        for sq in via.into_iter().chain([to]) {
            if man.piece != Piece::Lion
                && self.squares[sq].is_some_and(|m| m.piece == Piece::Lion && m.color != man.color)
            {
                next.lion_taken = Some(sq);
            }
            next.take(sq);
        }
        if promotes && let Some(piece) = promotion(man.piece) {
            man = Man {
                piece,
                promoted: true,
                ..man
            };
        }
        next.put(to, man);
        next.turn = 1 - self.turn;
        next
    }
}

/// The number of move sequences of `depth` moves from `position`, the
/// last ply counted without being played.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_moves(),
        _ => {
            let mut n = 0;
            position.moves(|from, via, to, promotes| {
                n += perft(&position.play(from, via, to, promotes), depth - 1);
            });
            n
        }
    }
}
