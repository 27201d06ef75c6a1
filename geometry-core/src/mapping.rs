//! Square mappings: the eight ways to number the squares of a board.

use core::fmt;
use core::str::FromStr;

/// An ordering of the squares of a board, from index 0 upwards.
///
/// A mapping is one of eight combinations: which coordinate is the *major*
/// one (rank-major: the file changes fastest, `index = rank' * files + file'`;
/// file-major: the rank changes fastest, `index = file' * ranks + rank'`) and,
/// for each coordinate, whether it counts up (*little-endian*, `a..` and `1..`)
/// or down (*big-endian*). The names follow the chess programming wiki's
/// convention: the coordinate named first is the major one.
///
/// Where a1, h1 and a8 land on the standard 8x8 board, and the conversion
/// from [`Mapping::Lerf`] (the reference mapping):
///
/// | name      | major | files | ranks | a1 | h1 | a8 | from `lerf` (8x8) |
/// |-----------|-------|-------|-------|----|----|----|-------------------|
/// | `lerf`    | rank  | up    | up    | 0  | 7  | 56 | identity          |
/// | `lerbef`  | rank  | down  | up    | 7  | 0  | 63 | `sq ^ 7`          |
/// | `berlef`  | rank  | up    | down  | 56 | 63 | 0  | `sq ^ 56`         |
/// | `berf`    | rank  | down  | down  | 63 | 56 | 7  | `sq ^ 63`         |
/// | `lefr`    | file  | up    | up    | 0  | 56 | 7  | transpose         |
/// | `lefber`  | file  | up    | down  | 7  | 63 | 0  | transpose, `^ 7`  |
/// | `befler`  | file  | down  | up    | 56 | 0  | 63 | transpose, `^ 56` |
/// | `befr`    | file  | down  | down  | 63 | 7  | 56 | transpose, `^ 63` |
///
/// On boards whose sides are not powers of two the XOR shortcuts do not
/// apply; the general flip of a coordinate is `side - 1 - x`, which is what
/// [`Mapping::index`] computes.
///
/// ```
/// use geometry_core::Mapping;
///
/// let m: Mapping = "lefr".parse().unwrap();
/// assert_eq!(m, Mapping::Lefr);
/// // b1 on the 8x8 board: file 1, rank 0.
/// assert_eq!(m.index(8, 8, 1, 0), 8);
/// assert_eq!(Mapping::Lerf.index(8, 8, 1, 0), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Mapping {
    /// Little-endian rank-file: a1 = 0, b1 = 1, a2 = `files`.
    #[default]
    Lerf,
    /// Little-endian ranks, big-endian files (rank-major): h1 = 0.
    Lerbef,
    /// Big-endian ranks, little-endian files (rank-major): a8 = 0.
    Berlef,
    /// Big-endian rank-file: h8 = 0.
    Berf,
    /// Little-endian file-rank: a1 = 0, a2 = 1, b1 = `ranks`.
    Lefr,
    /// Little-endian files, big-endian ranks (file-major): a8 = 0.
    Lefber,
    /// Big-endian files, little-endian ranks (file-major): h1 = 0.
    Befler,
    /// Big-endian file-rank: h8 = 0.
    Befr,
}

impl Mapping {
    /// All eight mappings, in declaration order.
    pub const ALL: [Mapping; 8] = [
        Mapping::Lerf,
        Mapping::Lerbef,
        Mapping::Berlef,
        Mapping::Berf,
        Mapping::Lefr,
        Mapping::Lefber,
        Mapping::Befler,
        Mapping::Befr,
    ];

    /// The lowercase name accepted by the macros and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Mapping::Lerf => "lerf",
            Mapping::Lerbef => "lerbef",
            Mapping::Berlef => "berlef",
            Mapping::Berf => "berf",
            Mapping::Lefr => "lefr",
            Mapping::Lefber => "lefber",
            Mapping::Befler => "befler",
            Mapping::Befr => "befr",
        }
    }

    /// A short English description, e.g. "rank-major, files a->h, ranks 1->8".
    pub const fn description(self) -> &'static str {
        match self {
            Mapping::Lerf => "rank-major, files ascending, ranks ascending",
            Mapping::Lerbef => "rank-major, files descending, ranks ascending",
            Mapping::Berlef => "rank-major, files ascending, ranks descending",
            Mapping::Berf => "rank-major, files descending, ranks descending",
            Mapping::Lefr => "file-major, files ascending, ranks ascending",
            Mapping::Lefber => "file-major, files ascending, ranks descending",
            Mapping::Befler => "file-major, files descending, ranks ascending",
            Mapping::Befr => "file-major, files descending, ranks descending",
        }
    }

    /// The list of accepted names, for error messages: "lerf, lerbef, ...".
    pub fn names_list() -> String {
        let mut list = String::new();
        for m in Self::ALL {
            if !list.is_empty() {
                list.push_str(", ");
            }
            list.push_str(m.name());
        }
        list
    }

    /// True when the file changes fastest (index = rank' * files + file').
    pub const fn is_rank_major(self) -> bool {
        matches!(
            self,
            Mapping::Lerf | Mapping::Lerbef | Mapping::Berlef | Mapping::Berf
        )
    }

    /// True when files are numbered h..a (right to left).
    pub const fn files_descending(self) -> bool {
        matches!(
            self,
            Mapping::Lerbef | Mapping::Berf | Mapping::Befler | Mapping::Befr
        )
    }

    /// True when ranks are numbered from the top rank down.
    pub const fn ranks_descending(self) -> bool {
        matches!(
            self,
            Mapping::Berlef | Mapping::Berf | Mapping::Lefber | Mapping::Befr
        )
    }

    /// The index of the square at (`file`, `rank`), both counted from 0 at
    /// a1, on a `files` x `ranks` board. The caller keeps `file < files` and
    /// `rank < ranks`.
    pub const fn index(self, files: usize, ranks: usize, file: usize, rank: usize) -> usize {
        let f = if self.files_descending() {
            files - 1 - file
        } else {
            file
        };
        let r = if self.ranks_descending() {
            ranks - 1 - rank
        } else {
            rank
        };
        if self.is_rank_major() {
            r * files + f
        } else {
            f * ranks + r
        }
    }

    /// The (file, rank) of square `index`, the inverse of [`Mapping::index`].
    /// The caller keeps `index < files * ranks`.
    pub const fn coords(self, files: usize, ranks: usize, index: usize) -> (usize, usize) {
        let (f, r) = if self.is_rank_major() {
            (index % files, index / files)
        } else {
            (index / ranks, index % ranks)
        };
        let file = if self.files_descending() {
            files - 1 - f
        } else {
            f
        };
        let rank = if self.ranks_descending() {
            ranks - 1 - r
        } else {
            r
        };
        (file, rank)
    }
}

impl fmt::Display for Mapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error returned when a mapping name is not one of the eight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMapping(pub String);

impl fmt::Display for UnknownMapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown mapping `{}`; expected one of: {}",
            self.0,
            Mapping::names_list()
        )
    }
}

impl std::error::Error for UnknownMapping {}

impl FromStr for Mapping {
    type Err = UnknownMapping;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Mapping::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| UnknownMapping(s.to_string()))
    }
}
