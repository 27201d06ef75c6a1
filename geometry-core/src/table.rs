//! The catalogue of tables: names, descriptions, formulas, and the one
//! `compute` that turns a board into plain [`Data`].

use crate::data::{BitWidth, Data, Shape, Values};
use crate::formula::{self, x88};
use crate::{Board, MAX_BITBOARD_SQUARES};
use core::fmt;
use core::str::FromStr;

/// Every item a board module holds, in the order it is emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Table {
    /// `FILES: usize`.
    Files,
    /// `RANKS: usize`.
    Ranks,
    /// `SQUARES: usize`.
    Squares,
    /// `SQUARE_NAMES: [&str; N]`.
    SquareNames,
    /// `SQUARE_COLOR: [u8; N]`.
    SquareColor,
    /// `DARK_SQUARES`: bitboard.
    DarkSquares,
    /// `LIGHT_SQUARES`: bitboard.
    LightSquares,
    /// `KNIGHT_DIST: [[u8; N]; N]`.
    KnightDist,
    /// `KING_DIST: [[u8; N]; N]`.
    KingDist,
    /// `TAXI_DIST: [[u8; N]; N]`.
    TaxiDist,
    /// `DIAGONAL: [u8; N]`.
    Diagonal,
    /// `ANTI_DIAGONAL: [u8; N]`.
    AntiDiagonal,
    /// `SAME_DIAGONAL: [[bool; N]; N]`.
    SameDiagonal,
    /// `SAME_ANTI_DIAGONAL: [[bool; N]; N]`.
    SameAntiDiagonal,
    /// `FILE_BB: [bitboard; files]`.
    FileBb,
    /// `RANK_BB: [bitboard; ranks]`.
    RankBb,
    /// `DIAGONAL_BB: [bitboard; files + ranks - 1]`.
    DiagonalBb,
    /// `ANTI_DIAGONAL_BB: [bitboard; files + ranks - 1]`.
    AntiDiagonalBb,
    /// `BETWEEN_BB: [[bitboard; N]; N]`.
    BetweenBb,
    /// `LINE_BB: [[bitboard; N]; N]`.
    LineBb,
    /// `X88_ATTACK: [u8; 2 * W * ranks + 1]`.
    X88Attack,
    /// `X88_STEP: [i8; 2 * W * ranks + 1]`.
    X88Step,
}

/// Why a table could not be computed for a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// A bitboard table was asked for a board of more than 128 squares.
    TooManySquaresForBitboard {
        /// The table asked for.
        table: Table,
        /// The board's square count.
        squares: usize,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::TooManySquaresForBitboard { table, squares } => write!(
                f,
                "`{}` is a bitboard table and needs a board of at most {MAX_BITBOARD_SQUARES} squares; this board has {squares}",
                table.name()
            ),
        }
    }
}

impl std::error::Error for TableError {}

impl Table {
    /// Every table, in emission order.
    pub const ALL: [Table; 22] = [
        Table::Files,
        Table::Ranks,
        Table::Squares,
        Table::SquareNames,
        Table::SquareColor,
        Table::DarkSquares,
        Table::LightSquares,
        Table::KnightDist,
        Table::KingDist,
        Table::TaxiDist,
        Table::Diagonal,
        Table::AntiDiagonal,
        Table::SameDiagonal,
        Table::SameAntiDiagonal,
        Table::FileBb,
        Table::RankBb,
        Table::DiagonalBb,
        Table::AntiDiagonalBb,
        Table::BetweenBb,
        Table::LineBb,
        Table::X88Attack,
        Table::X88Step,
    ];

    /// The item's name in a board module: `KNIGHT_DIST`.
    pub const fn name(self) -> &'static str {
        match self {
            Table::Files => "FILES",
            Table::Ranks => "RANKS",
            Table::Squares => "SQUARES",
            Table::SquareNames => "SQUARE_NAMES",
            Table::SquareColor => "SQUARE_COLOR",
            Table::DarkSquares => "DARK_SQUARES",
            Table::LightSquares => "LIGHT_SQUARES",
            Table::KnightDist => "KNIGHT_DIST",
            Table::KingDist => "KING_DIST",
            Table::TaxiDist => "TAXI_DIST",
            Table::Diagonal => "DIAGONAL",
            Table::AntiDiagonal => "ANTI_DIAGONAL",
            Table::SameDiagonal => "SAME_DIAGONAL",
            Table::SameAntiDiagonal => "SAME_ANTI_DIAGONAL",
            Table::FileBb => "FILE_BB",
            Table::RankBb => "RANK_BB",
            Table::DiagonalBb => "DIAGONAL_BB",
            Table::AntiDiagonalBb => "ANTI_DIAGONAL_BB",
            Table::BetweenBb => "BETWEEN_BB",
            Table::LineBb => "LINE_BB",
            Table::X88Attack => "X88_ATTACK",
            Table::X88Step => "X88_STEP",
        }
    }

    /// The name in lowercase, as the macro and the CLI spell it: `knight_dist`.
    pub fn lower_name(self) -> String {
        self.name().to_ascii_lowercase()
    }

    /// The table named `name`, in either case, with `_` or `-`.
    pub fn from_name(name: &str) -> Option<Table> {
        let wanted = name.as_bytes();
        for t in Table::ALL {
            let known = t.name().as_bytes();
            if known.len() == wanted.len() {
                let mut same = true;
                for (&k, &w) in known.iter().zip(wanted) {
                    let w = if w == b'-' {
                        b'_'
                    } else {
                        w.to_ascii_uppercase()
                    };
                    same &= k == w;
                }
                if same {
                    return Some(t);
                }
            }
        }
        None
    }

    /// Every name, lowercase, comma-separated (for error messages).
    pub fn names_list() -> String {
        let mut list = String::new();
        for t in Table::ALL {
            if !list.is_empty() {
                list.push_str(", ");
            }
            list.push_str(&t.lower_name());
        }
        list
    }

    /// True for a table of bitboards (needs at most 128 squares).
    pub const fn is_bitboard(self) -> bool {
        matches!(
            self,
            Table::DarkSquares
                | Table::LightSquares
                | Table::FileBb
                | Table::RankBb
                | Table::DiagonalBb
                | Table::AntiDiagonalBb
                | Table::BetweenBb
                | Table::LineBb
        )
    }

    /// True for an item emitted as a `const` (a scalar) rather than a `static`.
    pub const fn is_scalar(self) -> bool {
        matches!(
            self,
            Table::Files | Table::Ranks | Table::Squares | Table::DarkSquares | Table::LightSquares
        )
    }

    /// True for a table indexed by two squares.
    pub const fn is_pair(self) -> bool {
        matches!(
            self,
            Table::KnightDist
                | Table::KingDist
                | Table::TaxiDist
                | Table::SameDiagonal
                | Table::SameAntiDiagonal
                | Table::BetweenBb
                | Table::LineBb
        )
    }

    /// True for a table indexed by one square.
    pub const fn is_per_square(self) -> bool {
        matches!(
            self,
            Table::SquareNames | Table::SquareColor | Table::Diagonal | Table::AntiDiagonal
        )
    }

    /// One line: what the table holds.
    pub const fn summary(self) -> &'static str {
        match self {
            Table::Files => "Number of files (columns a..) on the board.",
            Table::Ranks => "Number of ranks (rows 1..) on the board.",
            Table::Squares => "Number of squares, files * ranks.",
            Table::SquareNames => "Algebraic name of every square (\"a1\", \"b1\", ...).",
            Table::SquareColor => "Colour of every square: 1 for dark (a1 is dark), 0 for light.",
            Table::DarkSquares => "Bitboard of the dark squares.",
            Table::LightSquares => "Bitboard of the light squares.",
            Table::KnightDist => "Fewest knight moves between two squares on the bounded board.",
            Table::KingDist => "King distance (Chebyshev): king steps between two squares.",
            Table::TaxiDist => "Taxi distance (Manhattan): rook-step distance between two squares.",
            Table::Diagonal => "Diagonal (a1-h8 direction) index of every square.",
            Table::AntiDiagonal => "Anti-diagonal (h1-a8 direction) index of every square.",
            Table::SameDiagonal => "Whether two squares lie on one diagonal (a1-h8 direction).",
            Table::SameAntiDiagonal => {
                "Whether two squares lie on one anti-diagonal (h1-a8 direction)."
            }
            Table::FileBb => "Bitboard of each file, a-file first.",
            Table::RankBb => "Bitboard of each rank, rank 1 first.",
            Table::DiagonalBb => "Bitboard of each diagonal, by diagonal index.",
            Table::AntiDiagonalBb => "Bitboard of each anti-diagonal, by anti-diagonal index.",
            Table::BetweenBb => "Squares strictly between two aligned squares.",
            Table::LineBb => "The whole line, edge to edge, through two aligned squares.",
            Table::X88Attack => "Pieces that could move along a 0x88 delta, as bit flags.",
            Table::X88Step => "Unit 0x88 step along a queen-aligned delta.",
        }
    }

    /// The formula, in words and symbols, as the generated docs state it.
    pub const fn formula(self) -> &'static str {
        match self {
            Table::Files | Table::Ranks => "the board's dimension",
            Table::Squares => "`files * ranks`",
            Table::SquareNames => "file letter `a + file`, then rank number `rank + 1`",
            Table::SquareColor => "`1` when `(file + rank)` is even, else `0`",
            Table::DarkSquares => "every square with `(file + rank)` even",
            Table::LightSquares => "every square with `(file + rank)` odd",
            Table::KnightDist => {
                "breadth-first search over knight jumps from every square, never leaving the board; `255` (`u8::MAX`) where no knight path exists"
            }
            Table::KingDist => "`max(|file(a) - file(b)|, |rank(a) - rank(b)|)`",
            Table::TaxiDist => "`|file(a) - file(b)| + |rank(a) - rank(b)|`",
            Table::Diagonal => "`files - 1 + rank - file` (on 8x8: `7 + rank - file`)",
            Table::AntiDiagonal => "`rank + file`",
            Table::SameDiagonal => "`DIAGONAL[a] == DIAGONAL[b]` (true for a square with itself)",
            Table::SameAntiDiagonal => {
                "`ANTI_DIAGONAL[a] == ANTI_DIAGONAL[b]` (true for a square with itself)"
            }
            Table::FileBb => "bit `sq` set when `file(sq) == f`",
            Table::RankBb => "bit `sq` set when `rank(sq) == r`",
            Table::DiagonalBb => "bit `sq` set when `DIAGONAL[sq] == d`",
            Table::AntiDiagonalBb => "bit `sq` set when `ANTI_DIAGONAL[sq] == d`",
            Table::BetweenBb => {
                "walk the unit step from `a` towards `b` when they share a rank, file, diagonal or anti-diagonal, collecting squares before `b`; `0` when not aligned or adjacent"
            }
            Table::LineBb => {
                "walk both ways from `a` along the unit step towards `b` to the board's edges, `a` included; `0` when not aligned or `a == b`"
            }
            Table::X88Attack => {
                "index `to88 - from88 + x88::OFFSET`, where `sq88 = x88::WIDTH * rank + file`; flags of each piece that could move that way on an empty board (pawns by their captures); `0` for deltas no pair of squares produces"
            }
            Table::X88Step => {
                "index `to88 - from88 + x88::OFFSET`; `sign(rank delta) * x88::WIDTH + sign(file delta)` when a queen could move that way, else `0`"
            }
        }
    }

    /// The shape of this table on `board`.
    pub fn shape(self, board: &Board) -> Shape {
        let n = board.squares();
        match self {
            _ if self.is_scalar() => Shape::Scalar,
            _ if self.is_pair() => Shape::Pair(n),
            _ if self.is_per_square() => Shape::List(n),
            Table::FileBb => Shape::List(board.files()),
            Table::RankBb => Shape::List(board.ranks()),
            Table::DiagonalBb | Table::AntiDiagonalBb => {
                Shape::List(formula::diagonal_count(board))
            }
            _ => Shape::List(x88::delta_table_len(board)),
        }
    }

    /// Computes the table for `board`. The only failure is a bitboard
    /// table on a board of more than 128 squares.
    pub fn compute(self, board: &Board) -> Result<Data, TableError> {
        let shape = self.shape(board);
        let bits = |values: Vec<u128>| -> Result<Values, TableError> {
            let width = BitWidth::for_squares(board.squares()).ok_or(
                TableError::TooManySquaresForBitboard {
                    table: self,
                    squares: board.squares(),
                },
            )?;
            Ok(Values::Bits(width, values))
        };
        if self.is_bitboard() && !board.has_bitboards() {
            bits(Vec::new())?;
        }
        let values = match self {
            Table::Files => Values::Usize(vec![board.files()]),
            Table::Ranks => Values::Usize(vec![board.ranks()]),
            Table::Squares => Values::Usize(vec![board.squares()]),
            Table::SquareNames => Values::Str(
                board
                    .all_squares()
                    .map(|sq| board.square_name(sq))
                    .collect(),
            ),
            Table::SquareColor => Values::U8(formula::square_color(board)),
            Table::DarkSquares => bits(vec![formula::dark_squares(board)])?,
            Table::LightSquares => bits(vec![formula::light_squares(board)])?,
            Table::KnightDist => Values::U8(formula::knight_dist(board)),
            Table::KingDist => Values::U8(formula::king_dist(board)),
            Table::TaxiDist => Values::U8(formula::taxi_dist(board)),
            Table::Diagonal => Values::U8(formula::diagonal(board)),
            Table::AntiDiagonal => Values::U8(formula::anti_diagonal(board)),
            Table::SameDiagonal => Values::Bool(formula::same_diagonal(board)),
            Table::SameAntiDiagonal => Values::Bool(formula::same_anti_diagonal(board)),
            Table::FileBb => bits(formula::file_bb(board))?,
            Table::RankBb => bits(formula::rank_bb(board))?,
            Table::DiagonalBb => bits(formula::diagonal_bb(board))?,
            Table::AntiDiagonalBb => bits(formula::anti_diagonal_bb(board))?,
            Table::BetweenBb => bits(formula::between_bb(board))?,
            Table::LineBb => bits(formula::line_bb(board))?,
            Table::X88Attack => Values::U8(x88::attack_table(board)),
            Table::X88Step => Values::I8(x88::step_table(board)),
        };
        debug_assert_eq!(values.len(), shape.len());
        Ok(Data { shape, values })
    }
}

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error returned when a table name is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTable(pub String);

impl fmt::Display for UnknownTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown table `{}`; expected one of: {}",
            self.0,
            Table::names_list()
        )
    }
}

impl std::error::Error for UnknownTable {}

impl FromStr for Table {
    type Err = UnknownTable;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Table::from_name(s).ok_or_else(|| UnknownTable(s.to_string()))
    }
}
