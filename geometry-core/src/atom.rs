//! The atoms of fairy pieces: the named leaps, the largest leap, the names
//! a piece cannot take. The argument messages read these whether or not
//! the fairy pieces are built.

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

/// An atom with its larger offset first, so `(1, 2)` and `(2, 1)` compare
/// equal.
pub const fn canonical_leap(m: u8, n: u8) -> (u8, u8) {
    if m >= n { (m, n) } else { (n, m) }
}

/// Whether a leap of (`m`, `n`) (in either order) moves at least once on
/// `board`; `(0, 0)` never does.
pub fn leap_fits(board: &Board, m: u8, n: u8) -> bool {
    let (m, n) = (usize::from(m), usize::from(n));
    let fits = |df: usize, dr: usize| df < board.files() && dr < board.ranks();
    (m, n) != (0, 0) && (fits(m, n) || fits(n, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_leap_puts_the_larger_offset_first() {
        assert_eq!(canonical_leap(1, 2), (2, 1));
        assert_eq!(canonical_leap(2, 1), (2, 1));
        assert_eq!(canonical_leap(3, 3), (3, 3));
        assert_eq!(canonical_leap(0, 4), (4, 0));
    }

    #[test]
    fn named_atoms_are_the_classic_leapers() {
        let classic = [
            ("wazir", (1, 0)),
            ("ferz", (1, 1)),
            ("knight", (2, 1)),
            ("camel", (3, 1)),
            ("zebra", (3, 2)),
            ("giraffe", (4, 1)),
        ];
        for (name, leap) in classic {
            assert_eq!(named_atom(name), Some(leap), "{name}");
        }
        for name in ["", "Camel", "camels", "bishop"] {
            assert_eq!(named_atom(name), None, "{name:?}");
        }
    }

    /// `leap_fits` says whether some square has a target on the board,
    /// found by trying every step of the atom from every square.
    #[test]
    fn a_leap_fits_when_some_square_has_a_target() {
        for (files, ranks) in [(1, 1), (1, 3), (3, 1), (2, 5), (4, 4), (6, 3)] {
            let board = Board::new(files, ranks, crate::Mapping::Lerf).expect("a valid board");
            for m in 0..=6u8 {
                for n in 0..=6u8 {
                    let reaches = crate::formula::atom_deltas(m, n).iter().any(|&(df, dr)| {
                        board.all_squares().any(|sq| {
                            let (f, r) = board.coords(sq);
                            let (tf, tr) = (f as i32 + df, r as i32 + dr);
                            (0..files as i32).contains(&tf) && (0..ranks as i32).contains(&tr)
                        })
                    });
                    assert_eq!(
                        leap_fits(&board, m, n),
                        reaches,
                        "{files}x{ranks} ({m}, {n})"
                    );
                }
            }
        }
    }
}
