//! Regions: named sets of squares written in Fairy-Stockfish's region
//! syntax, so that a `variants.ini` line copies over unchanged.
//!
//! A region is a list of tokens separated by spaces:
//!
//! - `d4`: one square (file letter, rank number from 1);
//! - `a*`: the whole a-file;
//! - `*7`: the whole seventh rank;
//! - `-` alone: no square (Fairy-Stockfish's way of writing an empty
//!   region, `enPassantRegion = -`).
//!
//! A square repeated is kept once. A square past the board is an error;
//! a whole rank or file past it (up to the 16th, `p`) names no square, as
//! Fairy-Stockfish reads it (its catalogue has a 10x8 variant promoting on
//! `*6 *7 *8 *9 *10`). A region is given for both sides, or
//! for one side (`White`, as Fairy-Stockfish's `promotionRegionWhite`),
//! when the other side's is the same region turned over the board's
//! middle rank, as the pieces' black moves are.
//!
//! ```
//! use geometry_core::{Board, Mapping, Region, RegionSide};
//!
//! let board = Board::new(9, 10, Mapping::Lerf).unwrap();
//! let palace = Region::parse("palace", "d1 e1 f1 d2 e2 f2 d3 e3 f3", RegionSide::White, &board).unwrap();
//! assert_eq!(palace.item_name(), "PALACE_REGION");
//! let [white, black] = [&palace.squares()[0], &palace.squares()[1]];
//! assert_eq!(white.len(), 9);
//! assert!(black.contains(&board.parse_square("e10").unwrap()));
//! // A square off the board is refused; a whole rank past it names none.
//! assert!(Region::parse("promotion", "e11", RegionSide::Both, &board).is_err());
//! assert!(Region::parse("promotion", "*11", RegionSide::Both, &board).unwrap().squares()[0].is_empty());
//! ```

use crate::{Board, MAX_SIDE};
use std::fmt;

/// Whose region a region is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionSide {
    /// One set, the same for both sides (`flagRegion`): a bitboard.
    Both,
    /// Given for white; black's is it turned over the middle rank. A
    /// `[bitboard; 2]`, white's first.
    White,
    /// Given for black; white's is it turned over. A `[bitboard; 2]`,
    /// white's first.
    Black,
}

/// Why a region's text is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionError {
    /// No token at all.
    Empty,
    /// A token that is none of `d4`, `a*`, `*7` or a lone `-`.
    Malformed {
        /// The token as written.
        token: String,
    },
    /// A token naming a square, file or rank the board does not have.
    OffBoard {
        /// The token as written.
        token: String,
        /// The board's files.
        files: usize,
        /// The board's ranks.
        ranks: usize,
    },
    /// `-` beside other tokens.
    DashNotAlone,
}

impl fmt::Display for RegionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegionError::Empty => write!(
                f,
                "empty region; write its squares (`d1 e1 f1`), files (`a*`) or ranks (`*7`), or `-` for no square"
            ),
            RegionError::Malformed { token } => write!(
                f,
                "`{token}` is not a region token; write a square (`d4`), a file (`a*`) or a rank (`*7`)"
            ),
            RegionError::OffBoard {
                token,
                files,
                ranks,
            } => {
                let last_file = (b'a' + (*files as u8).saturating_sub(1)) as char;
                write!(
                    f,
                    "`{token}` is off the {files}x{ranks} board; its files are a to {last_file} and its ranks 1 to {ranks}"
                )
            }
            RegionError::DashNotAlone => write!(
                f,
                "`-` is the empty region and stands alone; drop it or the other tokens"
            ),
        }
    }
}

impl std::error::Error for RegionError {}

/// A named region of a board: its squares for white and, where it is
/// given for one side, for black.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    name: String,
    text: String,
    side: RegionSide,
    /// One sorted set of square indices ([`RegionSide::Both`]), or two,
    /// white's first.
    squares: Vec<Vec<usize>>,
}

/// The file of a letter `a`.. (either case).
fn file_of_letter(c: char) -> Option<usize> {
    c.is_ascii_alphabetic()
        .then(|| usize::from(c.to_ascii_lowercase() as u8 - b'a'))
}

/// A rank number as written (from 1; 0 and numbers past the board are
/// the caller's to refuse), in decimal digits only.
fn rank_number(digits: &str) -> Option<usize> {
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<usize>().ok()
}

/// Whether `name` may name a region: a lowercase letter, then lowercase
/// letters, digits and `_` (its item is the name in capitals and
/// `_REGION`).
pub fn is_region_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The squares of `text` on `board`, sorted, each once.
pub fn parse_region(board: &Board, text: &str) -> Result<Vec<usize>, RegionError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.is_empty() {
        return Err(RegionError::Empty);
    }
    if tokens.contains(&"-") {
        return if tokens.len() == 1 {
            Ok(Vec::new())
        } else {
            Err(RegionError::DashNotAlone)
        };
    }
    let (files, ranks) = (board.files(), board.ranks());
    let mut squares = Vec::new();
    for token in tokens {
        let malformed = || RegionError::Malformed {
            token: token.to_string(),
        };
        let off = || RegionError::OffBoard {
            token: token.to_string(),
            files,
            ranks,
        };
        let mut chars = token.chars();
        let first = chars.next().ok_or_else(malformed)?;
        let rest = chars.as_str();
        // A whole rank or file past this board, yet on the largest one,
        // names no square: Fairy-Stockfish reads it so, and its catalogue
        // writes it (a 10x8 variant promoting on `*6 *7 *8 *9 *10`).
        if first == '*' {
            let number = rank_number(rest).ok_or_else(malformed)?;
            if !(1..=MAX_SIDE).contains(&number) {
                return Err(off());
            }
            if number <= ranks {
                squares.extend((0..files).map(|f| board.square(f, number - 1)));
            }
        } else if rest == "*" {
            let file = file_of_letter(first).ok_or_else(malformed)?;
            if file >= MAX_SIDE {
                return Err(off());
            }
            if file < files {
                squares.extend((0..ranks).map(|r| board.square(file, r)));
            }
        } else {
            let file = file_of_letter(first).ok_or_else(malformed)?;
            let number = rank_number(rest).ok_or_else(malformed)?;
            if file >= files || !(1..=ranks).contains(&number) {
                return Err(off());
            }
            squares.push(board.square(file, number - 1));
        }
    }
    squares.sort_unstable();
    squares.dedup();
    Ok(squares)
}

/// `squares` turned over the board's middle rank: rank `r` to `ranks - 1 - r`.
pub fn mirror_region(board: &Board, squares: &[usize]) -> Vec<usize> {
    let mut out: Vec<usize> = squares
        .iter()
        .map(|&sq| {
            let (file, rank) = board.coords(sq);
            board.square(file, board.ranks() - 1 - rank)
        })
        .collect();
    out.sort_unstable();
    out
}

impl Region {
    /// The region `name` of `board` from its `text` in Fairy-Stockfish's
    /// syntax, for `side`.
    pub fn parse(
        name: &str,
        text: &str,
        side: RegionSide,
        board: &Board,
    ) -> Result<Region, RegionError> {
        let given = parse_region(board, text)?;
        let squares = match side {
            RegionSide::Both => vec![given],
            RegionSide::White => {
                let other = mirror_region(board, &given);
                vec![given, other]
            }
            RegionSide::Black => {
                let other = mirror_region(board, &given);
                vec![other, given]
            }
        };
        Ok(Region {
            name: name.to_string(),
            text: text.to_string(),
            side,
            squares,
        })
    }

    /// The name as given: `palace`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The item's name: the name in capitals and `_REGION`,
    /// `PALACE_REGION` (no table or piece item ends so).
    pub fn item_name(&self) -> String {
        format!("{}_REGION", self.name.to_ascii_uppercase())
    }

    /// The text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whose region it is.
    pub fn side(&self) -> RegionSide {
        self.side
    }

    /// The squares: one sorted set for [`RegionSide::Both`], else white's
    /// and black's.
    pub fn squares(&self) -> &[Vec<usize>] {
        &self.squares
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Mapping;

    fn names(board: &Board, squares: &[usize]) -> Vec<String> {
        squares.iter().map(|&sq| board.square_name(sq)).collect()
    }

    #[test]
    fn every_token_form_in_every_mapping() {
        for mapping in Mapping::ALL {
            let board = Board::new(9, 10, mapping).unwrap();
            let got = parse_region(&board, "i10 *1 a* E5 d4 d4").unwrap();
            let mut want: Vec<usize> = (0..9).map(|f| board.square(f, 0)).collect();
            want.extend((0..10).map(|r| board.square(0, r)));
            want.extend([board.square(8, 9), board.square(4, 4), board.square(3, 3)]);
            want.sort_unstable();
            want.dedup();
            assert_eq!(got, want, "{mapping}");
            assert_eq!(parse_region(&board, " - "), Ok(Vec::new()));
        }
    }

    #[test]
    fn refusals_name_the_token() {
        let board = Board::new(9, 9, Mapping::Lerf).unwrap();
        assert_eq!(parse_region(&board, "  "), Err(RegionError::Empty));
        for token in ["j1", "a10", "*17", "q*", "a0", "*0"] {
            assert_eq!(
                parse_region(&board, &format!("a1 {token}")),
                Err(RegionError::OffBoard {
                    token: token.to_string(),
                    files: 9,
                    ranks: 9
                }),
                "{token}"
            );
        }
        for token in ["4d", "**", "*", "a", "aa1", "a1*", "*x", "+1", "a-1", "é1"] {
            assert!(
                matches!(
                    parse_region(&board, token),
                    Err(RegionError::Malformed { .. })
                ),
                "{token}"
            );
        }
        assert_eq!(parse_region(&board, "a1 -"), Err(RegionError::DashNotAlone));
        // Whole ranks and files past this board, on the largest one.
        assert_eq!(parse_region(&board, "*10 *16 j* p*"), Ok(Vec::new()));
        let message = parse_region(&board, "j1").unwrap_err().to_string();
        assert_eq!(
            message,
            "`j1` is off the 9x9 board; its files are a to i and its ranks 1 to 9"
        );
    }

    #[test]
    fn rank_numbers_and_names() {
        let board = Board::new(9, 9, Mapping::Lerf).unwrap();
        // Three digits read as a number (off every board); four do not.
        assert!(matches!(
            parse_region(&board, "*100"),
            Err(RegionError::OffBoard { .. })
        ));
        assert!(matches!(
            parse_region(&board, "*1234"),
            Err(RegionError::Malformed { .. })
        ));
        assert!(matches!(
            parse_region(&board, "a1x"),
            Err(RegionError::Malformed { .. })
        ));
        for good in ["palace", "a1", "promotion_white", "z"] {
            assert!(is_region_name(good), "{good}");
        }
        for bad in ["", "Palace", "pAlace", "1a", "_a", "a-b", "a b", "é"] {
            assert!(!is_region_name(bad), "{bad}");
        }
        let region = Region::parse("palace", " d1 e1 ", RegionSide::Black, &board).unwrap();
        assert_eq!(
            (region.name(), region.item_name().as_str(), region.text()),
            ("palace", "PALACE_REGION", " d1 e1 ")
        );
        assert_eq!(region.side(), RegionSide::Black);
    }

    #[test]
    fn a_side_region_turns_over_for_the_other_side() {
        let board = Board::new(9, 10, Mapping::Befr).unwrap();
        let white = Region::parse("palace", "d1 e2 *3", RegionSide::White, &board).unwrap();
        let [w, b] = [&white.squares()[0], &white.squares()[1]];
        assert_eq!(w.len(), 11);
        let mut black = names(&board, b);
        black.sort();
        assert!(black.contains(&"d10".to_string()) && black.contains(&"e9".to_string()));
        assert!(black.contains(&"a8".to_string()) && !black.contains(&"a3".to_string()));
        let given_black = Region::parse("palace", "d10 e9 *8", RegionSide::Black, &board).unwrap();
        assert_eq!(given_black.squares(), white.squares());
    }
}
