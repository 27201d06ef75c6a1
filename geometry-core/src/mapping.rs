//! Square mappings: the eight ways to number the squares of a board.

use crate::named::named_enum;

named_enum! {
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
    pub enum Mapping (exact, UnknownMapping("mapping")) {
        /// Little-endian rank-file: a1 = 0, b1 = 1, a2 = `files`.
        #[default]
        Lerf = "lerf",
        /// Little-endian ranks, big-endian files (rank-major): h1 = 0.
        Lerbef = "lerbef",
        /// Big-endian ranks, little-endian files (rank-major): a8 = 0.
        Berlef = "berlef",
        /// Big-endian rank-file: h8 = 0.
        Berf = "berf",
        /// Little-endian file-rank: a1 = 0, a2 = 1, b1 = `ranks`.
        Lefr = "lefr",
        /// Little-endian files, big-endian ranks (file-major): a8 = 0.
        Lefber = "lefber",
        /// Big-endian files, little-endian ranks (file-major): h1 = 0.
        Befler = "befler",
        /// Big-endian file-rank: h8 = 0.
        Befr = "befr",
    }
}

impl Mapping {
    /// A short English description, e.g. "rank-major, files ascending,
    /// ranks ascending" for [`Mapping::Lerf`].
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

    /// True when the file changes fastest (index = rank' * files + file').
    #[inline(always)]
    pub const fn is_rank_major(self) -> bool {
        matches!(
            self,
            Mapping::Lerf | Mapping::Lerbef | Mapping::Berlef | Mapping::Berf
        )
    }

    /// True when files are numbered h..a (right to left).
    #[inline(always)]
    pub const fn files_descending(self) -> bool {
        matches!(
            self,
            Mapping::Lerbef | Mapping::Berf | Mapping::Befler | Mapping::Befr
        )
    }

    /// True when ranks are numbered from the top rank down.
    #[inline(always)]
    pub const fn ranks_descending(self) -> bool {
        matches!(
            self,
            Mapping::Berlef | Mapping::Berf | Mapping::Lefber | Mapping::Befr
        )
    }

    /// The index of the square at (`file`, `rank`), both counted from 0 at
    /// a1, on a `files` x `ranks` board. The caller keeps `file < files` and
    /// `rank < ranks`.
    #[inline(always)]
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
    #[inline(always)]
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
