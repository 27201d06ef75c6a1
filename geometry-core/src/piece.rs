//! Fairy pieces: leapers and riders built from (m, n) atoms or given in
//! Betza notation, the tables a board module holds for each, and what a
//! board accepts (the atoms are in `atom.rs`).
//!
//! ```
//! use geometry_core::{Board, FairyPiece, PieceKind};
//!
//! // The camel leaps (3, 1): to eight squares from the middle of the board.
//! let camel = FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]);
//! assert_eq!(camel.deltas().len(), 8);
//! assert_eq!(camel.item_names(&Board::STANDARD), ["CAMEL_DIST", "CAMEL_ATTACKS"]);
//! ```
//!
//! A piece given in Betza notation is the same model: a list of move
//! parts ([`MovePart`]).

use crate::Board;
use crate::atom::canonical_leap;
use crate::betza::{Betza, Hop, MovePart};

/// Which items a piece's parts need, from the simplest to the most
/// general.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    /// Every part is one leap of its steps, over whatever stands between:
    /// attack tables, and a distance table when the piece is the same for
    /// both sides and every part moves and captures.
    Leaper,
    /// Every part repeats its leap in both senses of each line until it
    /// meets a piece or the edge, moving and capturing alike (the
    /// nightrider rides (1, 2)): rays in line pairs.
    Rider,
    /// Anything else: a rider in some directions only or of limited range,
    /// a lame leaper, a hopper, a part that is played only as a first
    /// move, or a mix: functions of the occupancy over rows of squares.
    General,
}

/// A fairy piece: a name and its move parts. Pieces given by atoms
/// (`leapers = [camel]`, `riders = [nightrider(knight)]`) and pieces given
/// in Betza notation (`gold = "WfF"`) are the same model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FairyPiece {
    name: String,
    /// The Betza string it was given by, if any.
    betza: Option<String>,
    /// The atoms it was given by, larger offset first, if it was.
    atoms: Vec<(u8, u8)>,
    parts: Vec<MovePart>,
}

impl FairyPiece {
    /// A piece named `name` (a lowercase identifier) moving by `atoms`,
    /// each `(m, n)` in either order, as a leaper or an unlimited rider.
    /// Checking the atoms against a board is the parser's job
    /// ([`leap_fits`](crate::leap_fits)); an atom that does not fit adds no moves.
    pub fn new(name: &str, kind: PieceKind, atoms: Vec<(u8, u8)>) -> FairyPiece {
        let range = u8::from(kind == PieceKind::Leaper);
        let mut canonical = Vec::with_capacity(atoms.len());
        let mut parts = Vec::with_capacity(atoms.len());
        for (m, n) in atoms {
            let (m, n) = canonical_leap(m, n);
            canonical.push((m, n));
            parts.push(MovePart::symmetric(m, n, range, format!("({m}, {n})")));
        }
        let atoms = canonical;
        FairyPiece {
            name: name.to_string(),
            betza: None,
            atoms,
            parts,
        }
    }

    /// A piece named `name` moving as the Betza string says.
    ///
    /// ```
    /// use geometry_core::{Betza, FairyPiece, PieceKind};
    ///
    /// let gold = FairyPiece::from_betza("gold", Betza::parse("WfF").unwrap());
    /// assert_eq!(gold.kind(), PieceKind::Leaper);
    /// let lance = FairyPiece::from_betza("lance", Betza::parse("fR").unwrap());
    /// assert_eq!(lance.kind(), PieceKind::General);
    /// ```
    pub fn from_betza(name: &str, betza: Betza) -> FairyPiece {
        FairyPiece {
            name: name.to_string(),
            betza: Some(betza.text().to_string()),
            atoms: Vec::new(),
            parts: betza.parts().to_vec(),
        }
    }

    /// The name, `camel`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The Betza string the piece was given by, if any.
    pub fn betza(&self) -> Option<&str> {
        self.betza.as_deref()
    }

    /// The move parts.
    pub fn parts(&self) -> &[MovePart] {
        &self.parts
    }

    /// Which items the parts need.
    pub fn kind(&self) -> PieceKind {
        let parts = &self.parts;
        if parts.iter().all(|p| p.is_plain_leap() && !p.initial) {
            PieceKind::Leaper
        } else if parts.iter().all(|p| {
            p.range == 0
                && p.hop == Hop::None
                && p.moves
                && p.captures
                && !p.initial
                && p.is_symmetric()
        }) {
            PieceKind::Rider
        } else {
            PieceKind::General
        }
    }

    /// Whether some part only moves or only captures, so that the squares
    /// it moves to differ from the squares it attacks.
    pub fn moves_differ(&self) -> bool {
        self.parts
            .iter()
            .any(|p| !p.initial && (p.moves != p.captures || !p.legs.is_empty()))
    }

    /// Whether the piece has legs items: it has moves of several legs
    /// (`a`), each of two, or of three with a leg before the last that may
    /// land on a piece (the lion dog's double captures). A move of three
    /// legs or more through empty squares only, an area move, is known by
    /// its ends: its attack and move sets say all an engine needs.
    pub fn has_legs(&self) -> bool {
        let mut parts = self.parts.iter().filter(|p| !p.legs.is_empty());
        parts.clone().next().is_some()
            && parts.all(|p| match p.legs.len() {
                2 => true,
                3 => p.legs[..2].iter().any(|leg| leg.capture || leg.hop),
                _ => false,
            })
    }

    /// Whether the piece's legs items go a level further, for its moves of
    /// three legs: where their second leg lands, and where the third
    /// ends.
    pub fn has_mid_legs(&self) -> bool {
        self.has_legs() && self.parts.iter().any(|p| p.legs.len() == 3)
    }

    /// Whether a part is played only as the piece's first move.
    pub fn has_initial(&self) -> bool {
        self.parts.iter().any(|p| p.initial)
    }

    /// Whether the piece is the same for both sides: black's steps, white's
    /// turned half a turn, are white's.
    pub fn is_symmetric(&self) -> bool {
        self.parts.iter().all(MovePart::is_symmetric)
    }

    /// Whether the piece has a distance table: a symmetric leaper every
    /// part of which moves and captures.
    pub fn has_dist(&self) -> bool {
        self.kind() == PieceKind::Leaper
            && self.is_symmetric()
            && self.parts.iter().all(|p| p.moves && p.captures)
    }

    /// The atoms it was given by, larger offset first, in the order given;
    /// empty for a piece given in Betza notation.
    pub fn atoms(&self) -> &[(u8, u8)] {
        &self.atoms
    }

    /// Every (file, rank) step of white's parts, each once.
    pub fn deltas(&self) -> Vec<(i32, i32)> {
        self.deltas_where(0, |_| true)
    }

    /// The steps of `color`'s parts that `keep` selects, each once.
    pub fn deltas_where(&self, color: usize, keep: impl Fn(&MovePart) -> bool) -> Vec<(i32, i32)> {
        self.deltas_where_dyn(color, &keep)
    }

    /// [`FairyPiece::deltas_where`], compiled once for every `keep`.
    fn deltas_where_dyn(&self, color: usize, keep: &dyn Fn(&MovePart) -> bool) -> Vec<(i32, i32)> {
        let mut out: Vec<(i32, i32)> = Vec::new();
        for part in &self.parts {
            if !keep(part) {
                continue;
            }
            for d in part.steps_for(color) {
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
        out
    }

    /// The moves in words: the atoms, `(3, 1)` or `(1, 0) + (1, 1)`, or the
    /// Betza string, `Betza WfF`.
    pub fn atoms_text(&self) -> String {
        if let Some(betza) = &self.betza {
            return format!("(Betza `{betza}`)");
        }
        let mut text = String::new();
        for (k, (m, n)) in self.atoms.iter().enumerate() {
            if k > 0 {
                text.push_str(" + ");
            }
            text.push_str(&format!("({m}, {n})"));
        }
        text
    }

    /// The name in capitals, the prefix of its tables.
    pub fn upper_name(&self) -> String {
        self.name.to_ascii_uppercase()
    }

    /// The name in camel case, its variant of the module's `Piece` enum.
    pub fn variant_name(&self) -> String {
        let mut out = String::new();
        for word in self.name.split('_').filter(|w| !w.is_empty()) {
            let mut chars = word.chars();
            if let Some(first) = chars.next() {
                out.push(first.to_ascii_uppercase());
                out.extend(chars);
            }
        }
        out
    }

    /// The names of the items the piece adds to a module on `board`: a
    /// leaper's distance table (when it has one) and, with bitboards, its
    /// attack table and, when they differ, its move table; a rider's rays;
    /// the rows a general piece's functions read.
    pub fn item_names(&self, board: &Board) -> Vec<String> {
        let upper = self.upper_name();
        let mut names = Vec::new();
        match self.kind() {
            PieceKind::Leaper => {
                if self.has_dist() {
                    names.push(format!("{upper}_DIST"));
                }
                if board.has_bitboards() {
                    names.push(format!("{upper}_ATTACKS"));
                    if self.moves_differ() {
                        names.push(format!("{upper}_MOVES"));
                    }
                }
            }
            PieceKind::Rider => names.push(format!("{upper}_RAYS")),
            PieceKind::General => {
                names.push(format!("{upper}_ROWS"));
                let [legs, mids] = crate::formula::legs_on(board, self);
                if legs && board.has_bitboards() {
                    names.push(format!("{upper}_FIRST_LEGS"));
                    names.push(format!("{upper}_LEGS"));
                    names.push(format!("{upper}_LEG_STEPS"));
                    if mids {
                        names.push(format!("{upper}_LEG_MIDS"));
                        names.push(format!("{upper}_MID_LEGS"));
                        names.push(format!("{upper}_MID_LEG_PAIRS"));
                    }
                }
            }
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_keeps_its_name_and_betza() {
        let gold = FairyPiece::from_betza("gold", Betza::parse("WfF").expect("Betza"));
        assert_eq!((gold.name(), gold.betza()), ("gold", Some("WfF")));
        let camel = FairyPiece::new("camel", PieceKind::Leaper, vec![(1, 3)]);
        assert_eq!((camel.name(), camel.betza()), ("camel", None));
        assert_eq!(camel.atoms(), [(3, 1)]);
    }

    /// Leapers: every part a plain leap, none a first move only; riders:
    /// every part unlimited, moving and capturing, the same for both
    /// sides, no hopper; anything else general.
    fn betza(text: &str) -> FairyPiece {
        FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"))
    }

    /// Whether moves differ from captures (first moves aside), whether a
    /// part is a first move, whether a distance table exists, and the
    /// item names these decide, on a standard board.
    #[test]
    fn a_pieces_flags_and_items() {
        // (Betza, moves differ, has first moves, has a distance table, items)
        let cases = [
            ("N", false, false, true, "P_DIST P_ATTACKS"),
            ("K", false, false, true, "P_DIST P_ATTACKS"),
            ("WfF", false, false, false, "P_ATTACKS"),
            ("mNcK", true, false, false, "P_ATTACKS P_MOVES"),
            ("WimD", false, true, false, "P_ROWS"),
            ("mR", true, false, false, "P_ROWS"),
            ("R", false, false, false, "P_RAYS"),
        ];
        for (text, differ, initial, dist, items) in cases {
            let piece = betza(text);
            assert_eq!(piece.moves_differ(), differ, "{text}");
            assert_eq!(piece.has_initial(), initial, "{text}");
            assert_eq!(piece.has_dist(), dist, "{text}");
            assert_eq!(
                piece.item_names(&Board::STANDARD).join(" "),
                items,
                "{text}"
            );
        }
    }

    /// The names a piece gives its items and its `Piece` variant, and its
    /// moves in words.
    #[test]
    fn a_pieces_names_and_words() {
        let mann = FairyPiece::new("war_mann", PieceKind::Leaper, vec![(0, 1), (1, 1)]);
        assert_eq!(mann.upper_name(), "WAR_MANN");
        assert_eq!(mann.variant_name(), "WarMann");
        assert_eq!(mann.atoms_text(), "(1, 0) + (1, 1)");
        let camel = FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]);
        assert_eq!(
            (camel.variant_name(), camel.atoms_text()),
            ("Camel".into(), "(3, 1)".into())
        );
        assert_eq!(
            FairyPiece::new("a__b", PieceKind::Rider, vec![(1, 0)]).variant_name(),
            "AB"
        );
        assert_eq!(betza("WfF").atoms_text(), "(Betza `WfF`)");
    }

    /// Each step once, white's forward up and black's down.
    #[test]
    fn a_pieces_steps_for_each_side() {
        let sorted = |mut steps: Vec<(i32, i32)>| {
            steps.sort_unstable();
            steps
        };
        let gold = betza("WfF");
        let white = vec![(-1, 0), (-1, 1), (0, -1), (0, 1), (1, 0), (1, 1)];
        assert_eq!(sorted(gold.deltas()), white);
        let black = sorted(gold.deltas_where(1, |_| true));
        assert_eq!(
            black,
            vec![(-1, -1), (-1, 0), (0, -1), (0, 1), (1, -1), (1, 0)]
        );
        // The king's steps include the wazir's: each is listed once.
        assert_eq!(betza("KW").deltas().len(), 8);
        // Only the parts `keep` selects.
        let forward = gold.deltas_where(0, |part| part.text == "fF");
        assert_eq!(sorted(forward), vec![(-1, 1), (1, 1)]);
    }

    #[test]
    fn a_piece_is_a_leaper_a_rider_or_general() {
        let cases = [
            ("WfF", PieceKind::Leaper),
            ("K", PieceKind::Leaper),
            ("mNcK", PieceKind::Leaper),
            ("WimD", PieceKind::General),
            ("R", PieceKind::Rider),
            ("NN", PieceKind::Rider),
            ("Q", PieceKind::Rider),
            ("mR", PieceKind::General),
            ("cR", PieceKind::General),
            ("fR", PieceKind::General),
            ("R4", PieceKind::General),
            ("pR", PieceKind::General),
            ("nN", PieceKind::General),
        ];
        for (text, kind) in cases {
            assert_eq!(betza(text).kind(), kind, "{text}");
        }
    }
}
