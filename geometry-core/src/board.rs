//! The board model: `files` x `ranks` squares numbered by a [`Mapping`].

use crate::Mapping;
use core::fmt;

/// The smallest number of files or ranks a board may have.
pub const MIN_SIDE: usize = 1;
/// The largest number of files or ranks a board may have.
pub const MAX_SIDE: usize = 16;
/// The largest board that has bitboard tables: 256 squares, one
/// `geometry_tables::Bitboard256` (`u64` up to 64 squares, `u128` up to
/// 128). Every board from 1x1 to 16x16 has them.
pub const MAX_BITBOARD_SQUARES: usize = 256;

/// A rectangular board of `files` x `ranks` squares (each side 1 to 16) and
/// the mapping that numbers its squares.
///
/// Files are counted from 0 (the a-file) and ranks from 0 (rank 1), so
/// (0, 0) is always a1 whatever the mapping; the mapping only decides
/// which *index* a square gets.
///
/// ```
/// use geometry_core::{Board, Mapping};
///
/// let capablanca = Board::new(10, 8, Mapping::Lerf).unwrap();
/// assert_eq!(capablanca.squares(), 80);
/// assert_eq!(capablanca.square_name(79), "j8");
/// assert_eq!(capablanca.square(9, 7), 79);
/// assert!(Board::new(17, 8, Mapping::Lerf).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    files: usize,
    ranks: usize,
    mapping: Mapping,
}

/// Why a board could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The number of files is outside 1..=16.
    Files(usize),
    /// The number of ranks is outside 1..=16.
    Ranks(usize),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Files(n) => {
                write!(f, "a board has {MIN_SIDE} to {MAX_SIDE} files, not {n}")
            }
            BoardError::Ranks(n) => {
                write!(f, "a board has {MIN_SIDE} to {MAX_SIDE} ranks, not {n}")
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Default for Board {
    fn default() -> Self {
        Board::STANDARD
    }
}

impl Board {
    /// The standard 8x8 board in little-endian rank-file order (a1 = 0).
    pub const STANDARD: Board = Board {
        files: 8,
        ranks: 8,
        mapping: Mapping::Lerf,
    };

    /// A board of `files` x `ranks` squares, each side from 1 to 16.
    pub const fn new(files: usize, ranks: usize, mapping: Mapping) -> Result<Board, BoardError> {
        if files < MIN_SIDE || files > MAX_SIDE {
            return Err(BoardError::Files(files));
        }
        if ranks < MIN_SIDE || ranks > MAX_SIDE {
            return Err(BoardError::Ranks(ranks));
        }
        Ok(Board {
            files,
            ranks,
            mapping,
        })
    }

    /// The same board numbered by another mapping.
    pub const fn with_mapping(self, mapping: Mapping) -> Board {
        Board { mapping, ..self }
    }

    /// Number of files (columns, a..).
    #[inline(always)]
    pub const fn files(&self) -> usize {
        self.files
    }

    /// Number of ranks (rows, 1..).
    #[inline(always)]
    pub const fn ranks(&self) -> usize {
        self.ranks
    }

    /// The square mapping.
    #[inline(always)]
    pub const fn mapping(&self) -> Mapping {
        self.mapping
    }

    /// Number of squares, `files * ranks`.
    #[inline(always)]
    pub const fn squares(&self) -> usize {
        self.files * self.ranks
    }

    /// True when the board has bitboard tables: every board does (at most
    /// 256 squares, one `Bitboard256`).
    pub const fn has_bitboards(&self) -> bool {
        self.squares() <= MAX_BITBOARD_SQUARES
    }

    /// The index of the square on `file` and `rank` (both from 0).
    #[inline(always)]
    pub const fn square(&self, file: usize, rank: usize) -> usize {
        self.mapping.index(self.files, self.ranks, file, rank)
    }

    /// The (file, rank) of square index `sq`, both from 0.
    #[inline(always)]
    pub const fn coords(&self, sq: usize) -> (usize, usize) {
        self.mapping.coords(self.files, self.ranks, sq)
    }

    /// The file of square `sq`, from 0.
    #[inline(always)]
    pub const fn file_of(&self, sq: usize) -> usize {
        self.coords(sq).0
    }

    /// The rank of square `sq`, from 0.
    #[inline(always)]
    pub const fn rank_of(&self, sq: usize) -> usize {
        self.coords(sq).1
    }

    /// The square at (`file`, `rank`) as signed coordinates, or `None` when
    /// that is off the board. Used by step and ray walks.
    /// Plain comparisons, inlined: the macros run this unoptimized, once per
    /// step of every walk.
    #[inline(always)]
    pub(crate) fn square_checked(&self, file: i32, rank: i32) -> Option<usize> {
        if file >= 0 && rank >= 0 && (file as usize) < self.files && (rank as usize) < self.ranks {
            Some(self.square(file as usize, rank as usize))
        } else {
            None
        }
    }

    /// The square `(df, dr)` files and ranks from square `sq`, or `None`
    /// when that is off the board: one step of a leap, a ray or a leg.
    /// Inlined, as `square_checked` is, for the macros' unoptimized walks.
    #[inline(always)]
    pub(crate) fn offset(&self, sq: usize, (df, dr): (i32, i32)) -> Option<usize> {
        let (file, rank) = self.coords(sq);
        self.square_checked(file as i32 + df, rank as i32 + dr)
    }

    /// The square nearest the centre, towards a1: d4 on 8x8. The sample
    /// origin of the pair-table diagrams.
    pub const fn center_square(&self) -> usize {
        self.square(
            self.files.saturating_sub(1) / 2,
            self.ranks.saturating_sub(1) / 2,
        )
    }

    /// Every square index, 0 to `squares() - 1`.
    pub fn all_squares(&self) -> core::ops::Range<usize> {
        0..self.squares()
    }

    /// The algebraic name of square `sq`, e.g. "a1", "j10" (files a..p).
    pub fn square_name(&self, sq: usize) -> String {
        let (file, rank) = self.coords(sq);
        format!("{}{}", file_letter(file), rank + 1)
    }

    /// The square named `name` ("e4", "p16"), or `None` when the name is
    /// malformed or off this board.
    pub fn parse_square(&self, name: &str) -> Option<usize> {
        // A letter, then one or two digits without a leading zero.
        let (&letter, digits) = name.as_bytes().split_first()?;
        let letter = letter.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() || digits.is_empty() || digits.len() > 2 {
            return None;
        }
        let mut rank = 0;
        for &d in digits {
            if !d.is_ascii_digit() {
                return None;
            }
            rank = rank * 10 + usize::from(d - b'0');
        }
        let file = usize::from(letter - b'a');
        if file >= self.files || rank == 0 || rank > self.ranks || digits[0] == b'0' {
            return None;
        }
        Some(self.square(file, rank - 1))
    }

    /// A one-line description, e.g. "10x8 board, mapping lerf".
    pub fn describe(&self) -> String {
        format!(
            "{}x{} board, mapping {}",
            self.files, self.ranks, self.mapping
        )
    }
}

/// The letter of file `file` (0 = 'a').
pub(crate) fn file_letter(file: usize) -> char {
    (b'a' + file as u8) as char
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `square_checked` agrees with `square` on the board (whose numbering
    /// the integration tests check independently) and is `None` off it.
    #[test]
    fn square_checked_is_square_on_the_board() {
        for files in MIN_SIDE..=MAX_SIDE {
            for ranks in MIN_SIDE..=MAX_SIDE {
                for m in Mapping::ALL {
                    let board = Board::new(files, ranks, m).unwrap();
                    for sq in board.all_squares() {
                        let (f, r) = board.coords(sq);
                        assert_eq!(board.square_checked(f as i32, r as i32), Some(sq));
                    }
                    let (f, r) = (files as i32, ranks as i32);
                    for (f, r) in [(-1, 0), (0, -1), (f, 0), (0, r), (f, r)] {
                        assert_eq!(board.square_checked(f, r), None);
                    }
                }
            }
        }
    }

    /// The centre square, from coordinates: the lower middle file and rank.
    #[test]
    fn center_square_is_the_middle_towards_a1() {
        for (files, ranks, name) in [
            (8, 8, "d4"),
            (9, 9, "e5"),
            (10, 8, "e4"),
            (1, 1, "a1"),
            (16, 16, "h8"),
            (3, 11, "b6"),
        ] {
            for m in Mapping::ALL {
                let board = Board::new(files, ranks, m).unwrap();
                assert_eq!(
                    board.square_name(board.center_square()),
                    name,
                    "{files}x{ranks} {m}"
                );
            }
        }
    }

    /// The description names the size and the mapping.
    #[test]
    fn describe_names_the_size_and_the_mapping() {
        let board = Board::new(10, 8, Mapping::Befler).unwrap();
        assert_eq!(board.describe(), "10x8 board, mapping befler");
        assert_eq!(Board::STANDARD.describe(), "8x8 board, mapping lerf");
    }

    /// `with_mapping` keeps the size and takes the new numbering.
    #[test]
    fn with_mapping_renumbers_the_same_board() {
        let lerf = Board::new(10, 8, Mapping::Lerf).unwrap();
        for m in Mapping::ALL {
            let board = lerf.with_mapping(m);
            assert_eq!((board.files(), board.ranks(), board.mapping()), (10, 8, m));
            assert_eq!(board, Board::new(10, 8, m).unwrap());
        }
    }

    /// The errors say which side is wrong, the range allowed and the value.
    #[test]
    fn errors_name_the_side_the_range_and_the_value() {
        let files = Board::new(17, 8, Mapping::Lerf).unwrap_err();
        assert_eq!(files, BoardError::Files(17));
        assert_eq!(files.to_string(), "a board has 1 to 16 files, not 17");
        let ranks = Board::new(8, 0, Mapping::Lerf).unwrap_err();
        assert_eq!(ranks, BoardError::Ranks(0));
        assert_eq!(ranks.to_string(), "a board has 1 to 16 ranks, not 0");
    }
}
