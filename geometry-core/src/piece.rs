//! Fairy pieces: leapers and riders built from (m, n) atoms, the tables a
//! board module holds for each, and what a board accepts.
//!
//! ```
//! use geometry_core::{Board, FairyPiece, PieceKind};
//!
//! // The camel leaps (3, 1): to eight squares from the middle of the board.
//! let camel = FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]);
//! assert_eq!(camel.deltas().len(), 8);
//! assert_eq!(camel.item_names(&Board::STANDARD), ["CAMEL_DIST", "CAMEL_ATTACKS"]);
//! ```

use crate::formula::atom_deltas;
use crate::Board;

/// The largest offset of an atom: a leap must stay inside a 16x16 board.
pub const MAX_LEAP: u8 = 15;

/// An atom known by name, its leap as (larger, smaller) offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedAtom {
    /// Its name, as the macro takes it: `camel`.
    pub name: &'static str,
    /// Its leap, larger offset first.
    pub leap: (u8, u8),
}

/// The atoms that have a name of their own in the fairy-chess literature,
/// by increasing leap.
pub const NAMED_ATOMS: [NamedAtom; 13] = [
    atom("wazir", 1, 0),
    atom("ferz", 1, 1),
    atom("dabbaba", 2, 0),
    atom("knight", 2, 1),
    atom("alfil", 2, 2),
    atom("threeleaper", 3, 0),
    atom("camel", 3, 1),
    atom("zebra", 3, 2),
    atom("tripper", 3, 3),
    atom("fourleaper", 4, 0),
    atom("giraffe", 4, 1),
    atom("stag", 4, 2),
    atom("antelope", 4, 3),
];

const fn atom(name: &'static str, m: u8, n: u8) -> NamedAtom {
    NamedAtom { name, leap: (m, n) }
}

/// The leap of the atom named `name`.
pub fn named_atom(name: &str) -> Option<(u8, u8)> {
    NAMED_ATOMS.iter().find(|a| a.name == name).map(|a| a.leap)
}

/// Names a fairy piece cannot take: their tables or functions already
/// exist in every module (`KNIGHT_DIST`, `king_attacks`, `TAXI_DIST`, ..).
pub const BUILT_IN_PIECES: [&str; 7] =
    ["knight", "king", "taxi", "rook", "bishop", "queen", "pawn"];

/// How a piece moves along its atoms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceKind {
    /// One leap of any of its atoms, over whatever stands between.
    Leaper,
    /// Any number of equal leaps in one direction, stopped by the first
    /// occupied square (which it attacks): the nightrider rides (1, 2).
    Rider,
}

/// A fairy piece: a name and the atoms it moves by.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FairyPiece {
    name: String,
    kind: PieceKind,
    atoms: Vec<(u8, u8)>,
}

/// An atom with its larger offset first, so `(1, 2)` and `(2, 1)` compare
/// equal.
pub const fn canonical_leap(m: u8, n: u8) -> (u8, u8) {
    if m >= n {
        (m, n)
    } else {
        (n, m)
    }
}

/// Whether a leap of (`m`, `n`) (in either order) moves at least once on
/// `board`; `(0, 0)` never does.
pub fn leap_fits(board: &Board, m: u8, n: u8) -> bool {
    let (m, n) = (usize::from(m), usize::from(n));
    let fits = |df: usize, dr: usize| df < board.files() && dr < board.ranks();
    (m, n) != (0, 0) && (fits(m, n) || fits(n, m))
}

impl FairyPiece {
    /// A piece named `name` (a lowercase identifier) moving by `atoms`,
    /// each `(m, n)` in either order. Checking the atoms against a board
    /// is the parser's job ([`leap_fits`]); an atom that does not fit adds
    /// no moves.
    pub fn new(name: &str, kind: PieceKind, atoms: Vec<(u8, u8)>) -> FairyPiece {
        let atoms = atoms
            .into_iter()
            .map(|(m, n)| canonical_leap(m, n))
            .collect();
        FairyPiece {
            name: name.to_string(),
            kind,
            atoms,
        }
    }

    /// The name, `camel`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Leaper or rider.
    pub fn kind(&self) -> PieceKind {
        self.kind
    }

    /// The atoms, larger offset first, in the order given.
    pub fn atoms(&self) -> &[(u8, u8)] {
        &self.atoms
    }

    /// Every (file, rank) step of every atom, each once.
    pub fn deltas(&self) -> Vec<(i32, i32)> {
        let mut out: Vec<(i32, i32)> = Vec::new();
        for &(m, n) in &self.atoms {
            for d in atom_deltas(m, n) {
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
        out
    }

    /// The atoms in words, `(3, 1)` or `(1, 0) + (1, 1)`.
    pub fn atoms_text(&self) -> String {
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

    /// The names of the items the piece adds to a module on `board`: a
    /// leaper's distance table and (with bitboards) its attack table; a
    /// rider's rays.
    pub fn item_names(&self, board: &Board) -> Vec<String> {
        let upper = self.upper_name();
        match self.kind {
            PieceKind::Leaper if board.has_bitboards() => {
                vec![format!("{upper}_DIST"), format!("{upper}_ATTACKS")]
            }
            PieceKind::Leaper => vec![format!("{upper}_DIST")],
            PieceKind::Rider => vec![format!("{upper}_RAYS")],
        }
    }
}
