//! The catalogue of tables: names, descriptions, formulas, and the one
//! `compute` that turns a board into plain [`Data`].

use crate::data::{BitWidth, Data, Shape, Values};
use crate::formula::{self, Wide, x88};
use crate::named::named_enum;
use crate::{Board, MAX_BITBOARD_SQUARES};
use core::fmt;

named_enum! {
    /// Every item a board module holds, in the order it is emitted.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Table (loose, UnknownTable("table")) {
        /// `FILES: usize`.
        Files = "FILES",
        /// `RANKS: usize`.
        Ranks = "RANKS",
        /// `SQUARES: usize`.
        Squares = "SQUARES",
        /// `SQUARE_NAMES: [&str; N]`.
        SquareNames = "SQUARE_NAMES",
        /// `SQUARE_COLOR: [u8; N]`.
        SquareColor = "SQUARE_COLOR",
        /// `DARK_SQUARES`: bitboard.
        DarkSquares = "DARK_SQUARES",
        /// `LIGHT_SQUARES`: bitboard.
        LightSquares = "LIGHT_SQUARES",
        /// `KNIGHT_DIST: [[u8; N]; N]`.
        KnightDist = "KNIGHT_DIST",
        /// `KING_DIST: [[u8; N]; N]`.
        KingDist = "KING_DIST",
        /// `TAXI_DIST: [[u8; N]; N]`.
        TaxiDist = "TAXI_DIST",
        /// `DIAGONAL: [u8; N]`.
        Diagonal = "DIAGONAL",
        /// `ANTI_DIAGONAL: [u8; N]`.
        AntiDiagonal = "ANTI_DIAGONAL",
        /// `SAME_DIAGONAL: [[bool; N]; N]`.
        SameDiagonal = "SAME_DIAGONAL",
        /// `SAME_ANTI_DIAGONAL: [[bool; N]; N]`.
        SameAntiDiagonal = "SAME_ANTI_DIAGONAL",
        /// `FILE_BB: [bitboard; files]`.
        FileBb = "FILE_BB",
        /// `RANK_BB: [bitboard; ranks]`.
        RankBb = "RANK_BB",
        /// `DIAGONAL_BB: [bitboard; files + ranks - 1]`.
        DiagonalBb = "DIAGONAL_BB",
        /// `ANTI_DIAGONAL_BB: [bitboard; files + ranks - 1]`.
        AntiDiagonalBb = "ANTI_DIAGONAL_BB",
        /// `BETWEEN_BB: [[bitboard; N]; N]`.
        BetweenBb = "BETWEEN_BB",
        /// `LINE_BB: [[bitboard; N]; N]`.
        LineBb = "LINE_BB",
        /// `X88_ATTACK: [u8; 2 * W * ranks + 1]`.
        X88Attack = "X88_ATTACK",
        /// `X88_STEP: [i8; 2 * W * ranks + 1]`.
        X88Step = "X88_STEP",
        /// `KNIGHT_ATTACKS: [bitboard; N]`.
        KnightAttacks = "KNIGHT_ATTACKS",
        /// `KING_ATTACKS: [bitboard; N]`.
        KingAttacks = "KING_ATTACKS",
        /// `PAWN_ATTACKS: [[bitboard; N]; 2]`, white first.
        PawnAttacks = "PAWN_ATTACKS",
        /// `PAWN_PUSHES: [[bitboard; N]; 2]`, white first.
        PawnPushes = "PAWN_PUSHES",
        /// `PAWN_DOUBLE_PUSH_RANK: [bitboard; 2]`, white first.
        PawnDoublePushRank = "PAWN_DOUBLE_PUSH_RANK",
        /// `PROMOTION_RANK: [bitboard; 2]`, white first.
        PromotionRank = "PROMOTION_RANK",
        /// `RAYS: [[bitboard; N]; 8]`, directions N, NE, E, SE, S, SW, W, NW.
        Rays = "RAYS",
        /// `FORWARD_RANKS_BB: [[bitboard; ranks]; 2]`, white first.
        ForwardRanksBb = "FORWARD_RANKS_BB",
        /// `FORWARD_FILE_BB: [[bitboard; N]; 2]`, white first.
        ForwardFileBb = "FORWARD_FILE_BB",
        /// `ADJACENT_FILES_BB: [bitboard; files]`.
        AdjacentFilesBb = "ADJACENT_FILES_BB",
        /// `PAWN_ATTACK_SPAN: [[bitboard; N]; 2]`, white first.
        PawnAttackSpan = "PAWN_ATTACK_SPAN",
        /// `PASSED_PAWN_SPAN: [[bitboard; N]; 2]`, white first.
        PassedPawnSpan = "PASSED_PAWN_SPAN",
        /// `FILE_EDGE_DIST: [u8; N]`.
        FileEdgeDist = "FILE_EDGE_DIST",
        /// `RANK_EDGE_DIST: [u8; N]`.
        RankEdgeDist = "RANK_EDGE_DIST",
        /// `CENTER_KING_DIST: [u8; N]`.
        CenterKingDist = "CENTER_KING_DIST",
        /// `CENTER_TAXI_DIST: [u8; N]`.
        CenterTaxiDist = "CENTER_TAXI_DIST",
    }
}

/// Why a table could not be computed for a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// A bitboard table was asked for a board of more than
    /// [`MAX_BITBOARD_SQUARES`] squares (no [`Board`] is that large).
    TooManySquaresForBitboard {
        /// The table asked for.
        table: Table,
        /// The board's square count.
        squares: usize,
        /// The board's files.
        files: usize,
        /// The board's ranks.
        ranks: usize,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::TooManySquaresForBitboard {
                table,
                files,
                ranks,
                ..
            } => write_bitboard_too_large(f, &table.lower_name(), *files, *ranks),
        }
    }
}

impl std::error::Error for TableError {}

/// The one message for a bitboard table asked of a board past
/// [`MAX_BITBOARD_SQUARES`]; `spelled` is the table as the caller wrote it
/// (`between_bb`, or `between_bb!` for a macro).
pub(crate) fn write_bitboard_too_large(
    f: &mut fmt::Formatter<'_>,
    spelled: &str,
    files: usize,
    ranks: usize,
) -> fmt::Result {
    write!(
        f,
        "`{spelled}` is a bitboard table and needs a board of at most \
         {MAX_BITBOARD_SQUARES} squares; a {files}x{ranks} board has {}",
        files * ranks
    )
}

impl Table {
    /// The values of a bitboard table (empty for any other table). Every
    /// width is computed in 256 bits, so that each builder is compiled
    /// once.
    fn bitboards(self, board: &Board) -> Vec<Wide> {
        match self {
            Table::DarkSquares => vec![formula::dark_squares(board)],
            Table::LightSquares => vec![formula::light_squares(board)],
            Table::FileBb => formula::file_bb(board),
            Table::RankBb => formula::rank_bb(board),
            Table::DiagonalBb => formula::diagonal_bb(board),
            Table::AntiDiagonalBb => formula::anti_diagonal_bb(board),
            Table::BetweenBb => formula::between_bb(board),
            Table::LineBb => formula::line_bb(board),
            Table::KnightAttacks => formula::knight_attacks(board),
            Table::KingAttacks => formula::king_attacks(board),
            Table::PawnAttacks => formula::pawn_attacks(board),
            Table::PawnPushes => formula::pawn_pushes(board),
            Table::PawnDoublePushRank => formula::pawn_double_push_rank(board),
            Table::PromotionRank => formula::promotion_rank(board),
            Table::Rays => formula::rays(board),
            Table::ForwardRanksBb => formula::forward_ranks_bb(board),
            Table::ForwardFileBb => formula::forward_file_bb(board),
            Table::AdjacentFilesBb => formula::adjacent_files_bb(board),
            Table::PawnAttackSpan => formula::pawn_attack_span(board),
            Table::PassedPawnSpan => formula::passed_pawn_span(board),
            _ => Vec::new(),
        }
    }

    /// The name in lowercase, as the macro and the CLI spell it: `knight_dist`.
    pub fn lower_name(self) -> String {
        self.name().to_ascii_lowercase()
    }

    /// True for a table of bitboards (`u64`, `u128` or `Bitboard256` by
    /// the board's size).
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
        ) || self.is_attack()
            || self.is_pawn_structure()
    }

    /// True for the evaluation masks of pawn structure (Stockfish's
    /// `bitboard.h`): the forward ranks and file, the adjacent files and
    /// the two pawn spans (all bitboards).
    pub const fn is_pawn_structure(self) -> bool {
        matches!(
            self,
            Table::ForwardRanksBb
                | Table::ForwardFileBb
                | Table::AdjacentFilesBb
                | Table::PawnAttackSpan
                | Table::PassedPawnSpan
        )
    }

    /// True for an evaluation table: the pawn-structure masks and the
    /// distances to the edge and to the centre.
    pub const fn is_evaluation(self) -> bool {
        self.is_pawn_structure()
            || matches!(
                self,
                Table::FileEdgeDist
                    | Table::RankEdgeDist
                    | Table::CenterKingDist
                    | Table::CenterTaxiDist
            )
    }

    /// True for an attack table: what a piece attacks from each square, the
    /// pawns' pushes and ranks, the rays (all bitboards).
    pub const fn is_attack(self) -> bool {
        matches!(
            self,
            Table::KnightAttacks
                | Table::KingAttacks
                | Table::PawnAttacks
                | Table::PawnPushes
                | Table::PawnDoublePushRank
                | Table::PromotionRank
                | Table::Rays
        )
    }

    /// True for an item emitted as a `const` (a scalar) rather than a `static`.
    pub const fn is_scalar(self) -> bool {
        matches!(
            self,
            Table::Files | Table::Ranks | Table::Squares | Table::DarkSquares | Table::LightSquares
        )
    }

    /// True for a table that has its own proc macro (`knight_dist!`, ..):
    /// the geometry tables; the board's dimensions, the attack tables and
    /// the evaluation tables come with `board!` only (each exported macro
    /// lengthens the macro crate's build, which every clean build waits
    /// for).
    pub const fn has_macro(self) -> bool {
        !matches!(self, Table::Files | Table::Ranks | Table::Squares)
            && !self.is_attack()
            && !self.is_evaluation()
    }

    /// True for an 0x88 delta table (`X88_ATTACK`, `X88_STEP`).
    pub const fn is_x88(self) -> bool {
        matches!(self, Table::X88Attack | Table::X88Step)
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
            Table::SquareNames
                | Table::SquareColor
                | Table::Diagonal
                | Table::AntiDiagonal
                | Table::FileEdgeDist
                | Table::RankEdgeDist
                | Table::CenterKingDist
                | Table::CenterTaxiDist
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
            Table::KnightAttacks => "Squares a knight attacks from each square.",
            Table::KingAttacks => "Squares a king attacks from each square.",
            Table::PawnAttacks => {
                "Squares a pawn attacks (captures on) from each square, white's first, then black's."
            }
            Table::PawnPushes => {
                "The square a pawn advances to from each square, white's first, then black's."
            }
            Table::PawnDoublePushRank => {
                "The rank from which a pawn may advance two squares: white's, then black's."
            }
            Table::PromotionRank => "The rank on which a pawn promotes: white's, then black's.",
            Table::Rays => "Squares from each square to the edge, in each of the eight directions.",
            Table::ForwardRanksBb => "Every rank in front of each rank, for white, then for black.",
            Table::ForwardFileBb => {
                "The squares of a square's file in front of it, for white, then for black."
            }
            Table::AdjacentFilesBb => "The files on either side of each file.",
            Table::PawnAttackSpan => {
                "The squares a pawn could attack as it advances: the adjacent files in front of it, for white, then for black."
            }
            Table::PassedPawnSpan => {
                "The squares an enemy pawn must hold to stop a passed pawn: its file and the adjacent ones in front of it, for white, then for black."
            }
            Table::FileEdgeDist => "How far each square's file lies from the nearer edge file.",
            Table::RankEdgeDist => "How far each square's rank lies from the nearer edge rank.",
            Table::CenterKingDist => {
                "King steps (Chebyshev distance) from each square to the nearest central square."
            }
            Table::CenterTaxiDist => {
                "Rook steps (Manhattan distance) from each square to the nearest central square."
            }
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
                "index `to88 + x88::OFFSET - from88`, where `sq88 = x88::WIDTH * rank + file`; flags of each piece that could move that way on an empty board (pawns by their captures); `0` for deltas no pair of squares produces"
            }
            Table::X88Step => {
                "index `to88 + x88::OFFSET - from88`; `sign(rank delta) * x88::WIDTH + sign(file delta)` when a queen could move that way, else `0`"
            }
            Table::KnightAttacks => {
                "the squares `(file ± 1, rank ± 2)` and `(file ± 2, rank ± 1)` that are on the board"
            }
            Table::KingAttacks => {
                "the squares `(file + df, rank + dr)` on the board, `df, dr` in `-1..=1`, not both 0"
            }
            Table::PawnAttacks => {
                "index `[color][sq]`, white = 0 moving towards higher ranks: `(file ± 1, rank + 1)` for white, `(file ± 1, rank - 1)` for black, when on the board"
            }
            Table::PawnPushes => {
                "index `[color][sq]`: `(file, rank + 1)` for white, `(file, rank - 1)` for black, when on the board"
            }
            Table::PawnDoublePushRank => "rank 2 for white, rank `ranks - 1` for black",
            Table::PromotionRank => "rank `ranks` for white, rank 1 for black",
            Table::Rays => {
                "index `[dir][sq]`, `dir` in the order N, NE, E, SE, S, SW, W, NW (`geometry_core::formula::KING_DELTAS`): walk from `sq` (excluded) by that step to the edge"
            }
            Table::ForwardRanksBb => {
                "index `[color][rank]`: every square with `rank(sq) > rank` for white, `rank(sq) < rank` for black (Stockfish's `forward_ranks_bb`)"
            }
            Table::ForwardFileBb => {
                "index `[color][sq]`: `FORWARD_RANKS_BB[color][rank(sq)] & FILE_BB[file(sq)]` (Stockfish's `forward_file_bb`)"
            }
            Table::AdjacentFilesBb => {
                "bit `sq` set when `|file(sq) - f| == 1` (Stockfish's `adjacent_files_bb`)"
            }
            Table::PawnAttackSpan => {
                "index `[color][sq]`: `FORWARD_RANKS_BB[color][rank(sq)] & ADJACENT_FILES_BB[file(sq)]` (Stockfish's `pawn_attack_span`)"
            }
            Table::PassedPawnSpan => {
                "index `[color][sq]`: `PAWN_ATTACK_SPAN[color][sq] | FORWARD_FILE_BB[color][sq]` (Stockfish's `passed_pawn_span`)"
            }
            Table::FileEdgeDist => {
                "`min(file(sq), files - 1 - file(sq))` (Stockfish's `edge_distance(File)`, by square)"
            }
            Table::RankEdgeDist => {
                "`min(rank(sq), ranks - 1 - rank(sq))` (Stockfish's `edge_distance(Rank)`, by square)"
            }
            Table::CenterKingDist => {
                "`max(c(file, files), c(rank, ranks))`, where `c(x, len)` is `x`'s distance to the nearer of the line's middle squares (`(len - 1) / 2` and `len / 2`)"
            }
            Table::CenterTaxiDist => {
                "`c(file, files) + c(rank, ranks)`, with `c` as for `CENTER_KING_DIST`"
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
            Table::KnightAttacks | Table::KingAttacks => Shape::List(n),
            Table::PawnAttacks | Table::PawnPushes => Shape::Rows(2, n),
            Table::PawnDoublePushRank | Table::PromotionRank => Shape::List(2),
            Table::Rays => Shape::Rows(8, n),
            Table::ForwardRanksBb => Shape::Rows(2, board.ranks()),
            Table::ForwardFileBb | Table::PawnAttackSpan | Table::PassedPawnSpan => {
                Shape::Rows(2, n)
            }
            Table::AdjacentFilesBb => Shape::List(board.files()),
            _ => Shape::List(x88::delta_table_len(board)),
        }
    }

    /// Computes the table for `board`. The only failure is a bitboard
    /// table on a board of more than [`MAX_BITBOARD_SQUARES`] squares,
    /// which no [`Board`] has.
    pub fn compute(self, board: &Board) -> Result<Data, TableError> {
        let shape = self.shape(board);
        let values = if self.is_bitboard() {
            let width = BitWidth::for_squares(board.squares()).ok_or(
                TableError::TooManySquaresForBitboard {
                    table: self,
                    squares: board.squares(),
                    files: board.files(),
                    ranks: board.ranks(),
                },
            )?;
            Values::from_sets(width, self.bitboards(board))
        } else {
            match self {
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
                Table::KnightDist => Values::U8(formula::knight_dist(board)),
                Table::KingDist => Values::U8(formula::king_dist(board)),
                Table::TaxiDist => Values::U8(formula::taxi_dist(board)),
                Table::Diagonal => Values::U8(formula::diagonal(board)),
                Table::AntiDiagonal => Values::U8(formula::anti_diagonal(board)),
                Table::SameDiagonal => Values::Bool(formula::same_diagonal(board)),
                Table::SameAntiDiagonal => Values::Bool(formula::same_anti_diagonal(board)),
                Table::X88Attack => Values::U8(x88::attack_table(board)),
                Table::FileEdgeDist => Values::U8(formula::file_edge_dist(board)),
                Table::RankEdgeDist => Values::U8(formula::rank_edge_dist(board)),
                Table::CenterKingDist => Values::U8(formula::center_king_dist(board)),
                Table::CenterTaxiDist => Values::U8(formula::center_taxi_dist(board)),
                _ => Values::I8(x88::step_table(board)),
            }
        };
        debug_assert_eq!(values.len(), shape.len());
        Ok(Data { shape, values })
    }
}
