//! The code every board module shares, written once: `board!` (and the
//! build-script writer) emit the tables and the `Square` enum as data and
//! then call these macros with the board's few facts. Implementation
//! detail of the generated modules; not covered by semver.

/// At module level: the `Square` methods and trait impls, the typed
/// accessors over the tables, and the `Board` type with its `Geometry`
/// impls. `board` is the doc line naming the board and its mapping;
/// `squares` the `Square` variants in index order; `bitboard` the
/// bitboard type with `kernel`, the name of its helpers in
/// `geometry_tables::kernel`.
#[doc(hidden)]
#[macro_export]
macro_rules! __board_api {
    (
        board = $board:literal,
        mapping = $mapping:ident,
        squares = [$($sq:ident),* $(,)?],
        $(bitboard = $bb:ty, kernel = $k:ident, sliders = $sliders:ident, line_rays = [$($ray:literal),* $(,)?],)?
    ) => {
        impl Square {
            /// Every square, in index order.
            ///
            #[doc = $board]
            pub const ALL: [Square; SQUARES] = [$(Square::$sq),*];

            /// The square's index: its number in the board's mapping.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The square at `index`, if the board has one.
            #[inline]
            pub const fn from_index(index: usize) -> Option<Square> {
                if index < SQUARES {
                    Some(Square::ALL[index])
                } else {
                    None
                }
            }

            /// The file, 0 for the a-file, whatever the mapping.
            #[inline]
            pub const fn file(self) -> u8 {
                FILE_OF[self as usize]
            }

            /// The rank, 0 for rank 1, whatever the mapping.
            #[inline]
            pub const fn rank(self) -> u8 {
                RANK_OF[self as usize]
            }

            /// The square at (`file`, `rank`), counted from 0 at a1; `None`
            /// off the board.
            #[inline]
            pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
                if (file as usize) < FILES && (rank as usize) < RANKS {
                    Square::from_index(SQUARE_AT[rank as usize * FILES + file as usize] as usize)
                } else {
                    None
                }
            }

            /// The square `df` files and `dr` ranks away (towards h and
            /// towards the last rank for positive steps), whatever the
            /// mapping; `None` off the board.
            #[inline]
            pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
                let file = self.file() as i16 + df as i16;
                let rank = self.rank() as i16 + dr as i16;
                if file < 0 || rank < 0 || file > u8::MAX as i16 || rank > u8::MAX as i16 {
                    None
                } else {
                    Square::from_coords(file as u8, rank as u8)
                }
            }

            /// The square mirrored across the vertical middle line: the
            /// a-file and the last file swap.
            #[inline]
            pub const fn flip_file(self) -> Square {
                match Square::from_coords((FILES - 1) as u8 - self.file(), self.rank()) {
                    Some(sq) => sq,
                    None => self,
                }
            }

            /// The square mirrored across the horizontal middle line: rank 1
            /// and the last rank swap.
            #[inline]
            pub const fn flip_rank(self) -> Square {
                match Square::from_coords(self.file(), (RANKS - 1) as u8 - self.rank()) {
                    Some(sq) => sq,
                    None => self,
                }
            }

            /// The square turned half round the centre of the board.
            #[inline]
            pub const fn rotate_180(self) -> Square {
                self.flip_file().flip_rank()
            }

            /// The square mirrored across the a1-h8 diagonal: file and rank
            /// swap. `None` where the mirror image is off a board that is not
            /// square.
            #[inline]
            pub const fn flip_diagonal(self) -> Option<Square> {
                Square::from_coords(self.rank(), self.file())
            }

            /// The square mirrored across the anti-diagonal through the
            /// last file's first square (h1-a8 on 8x8). `None` where the
            /// mirror image is off a board that is not square.
            #[inline]
            pub const fn flip_anti_diagonal(self) -> Option<Square> {
                let (file, rank) = (self.file() as usize, self.rank() as usize);
                if rank < FILES && file < RANKS {
                    Square::from_coords((FILES - 1 - rank) as u8, (RANKS - 1 - file) as u8)
                } else {
                    None
                }
            }

            /// The algebraic name, `"e4"`.
            #[inline]
            pub const fn name(self) -> &'static str {
                SQUARE_NAMES[self as usize]
            }
        }

        impl ::core::fmt::Display for Square {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::core::str::FromStr for Square {
            type Err = $crate::ParseSquareError;

            /// Parses `"e4"` (the file letter in either case).
            fn from_str(text: &str) -> Result<Square, $crate::ParseSquareError> {
                let (file, rank) = $crate::__parse_coords(text)?;
                match Square::from_coords(file, rank) {
                    Some(sq) => Ok(sq),
                    None => Err($crate::ParseSquareError),
                }
            }
        }

        impl ::core::convert::TryFrom<usize> for Square {
            type Error = $crate::SquareIndexError;

            fn try_from(index: usize) -> Result<Square, $crate::SquareIndexError> {
                Square::from_index(index).ok_or($crate::SquareIndexError)
            }
        }

        impl ::core::convert::TryFrom<u8> for Square {
            type Error = $crate::SquareIndexError;

            fn try_from(index: u8) -> Result<Square, $crate::SquareIndexError> {
                Square::from_index(index as usize).ok_or($crate::SquareIndexError)
            }
        }

        impl ::core::convert::From<Square> for usize {
            fn from(sq: Square) -> usize {
                sq as usize
            }
        }

        /// Fewest knight moves from `a` to `b`: `KNIGHT_DIST[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn knight_dist(a: Square, b: Square) -> u8 {
            KNIGHT_DIST[a as usize][b as usize]
        }

        /// King steps from `a` to `b`: `KING_DIST[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn king_dist(a: Square, b: Square) -> u8 {
            KING_DIST[a as usize][b as usize]
        }

        /// File plus rank difference: `TAXI_DIST[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn taxi_dist(a: Square, b: Square) -> u8 {
            TAXI_DIST[a as usize][b as usize]
        }

        /// Whether `sq` is dark (a1 is): `SQUARE_COLOR[sq] == 1`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn is_dark(sq: Square) -> bool {
            SQUARE_COLOR[sq as usize] == 1
        }

        /// The diagonal through `sq`: `DIAGONAL[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn diagonal(sq: Square) -> u8 {
            DIAGONAL[sq as usize]
        }

        /// The anti-diagonal through `sq`: `ANTI_DIAGONAL[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn anti_diagonal(sq: Square) -> u8 {
            ANTI_DIAGONAL[sq as usize]
        }

        /// Whether `a` and `b` share a diagonal: `SAME_DIAGONAL[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn same_diagonal(a: Square, b: Square) -> bool {
            SAME_DIAGONAL[a as usize][b as usize]
        }

        /// Whether `a` and `b` share an anti-diagonal: `SAME_ANTI_DIAGONAL[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn same_anti_diagonal(a: Square, b: Square) -> bool {
            SAME_ANTI_DIAGONAL[a as usize][b as usize]
        }

        /// How far `sq`'s file lies from the nearer edge file:
        /// `FILE_EDGE_DIST[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn file_edge_dist(sq: Square) -> u8 {
            FILE_EDGE_DIST[sq as usize]
        }

        /// How far `sq`'s rank lies from the nearer edge rank:
        /// `RANK_EDGE_DIST[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn rank_edge_dist(sq: Square) -> u8 {
            RANK_EDGE_DIST[sq as usize]
        }

        /// King steps from `sq` to the nearest central square:
        /// `CENTER_KING_DIST[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn center_king_dist(sq: Square) -> u8 {
            CENTER_KING_DIST[sq as usize]
        }

        /// Rook steps from `sq` to the nearest central square:
        /// `CENTER_TAXI_DIST[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn center_taxi_dist(sq: Square) -> u8 {
            CENTER_TAXI_DIST[sq as usize]
        }

        /// The pieces that could move from `from` to `to` on an empty
        /// board, as `x88` flags: `X88_ATTACK[to88 + OFFSET - from88]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn x88_attack(from: Square, to: Square) -> u8 {
            X88_ATTACK[x88::from_square(to) + x88::OFFSET - x88::from_square(from)]
        }

        /// The padded unit step from `from` towards `to` when a queen
        /// could move between them, else 0: `X88_STEP[to88 + OFFSET - from88]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn x88_step(from: Square, to: Square) -> i8 {
            X88_STEP[x88::from_square(to) + x88::OFFSET - x88::from_square(from)]
        }

        /// This board as a type, for code written once over every board.
        ///
        #[doc = $board]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Board;

        impl $crate::BoardSquare for Square {
            #[inline]
            fn index(self) -> usize {
                self as usize
            }
            #[inline]
            fn file(self) -> u8 {
                Square::file(self)
            }
            #[inline]
            fn rank(self) -> u8 {
                Square::rank(self)
            }
            #[inline]
            fn from_index(index: usize) -> Option<Square> {
                Square::from_index(index)
            }
            #[inline]
            fn from_coords(file: u8, rank: u8) -> Option<Square> {
                Square::from_coords(file, rank)
            }
            #[inline]
            fn offset(self, df: i8, dr: i8) -> Option<Square> {
                Square::offset(self, df, dr)
            }
            #[inline]
            fn flip_file(self) -> Square {
                Square::flip_file(self)
            }
            #[inline]
            fn flip_rank(self) -> Square {
                Square::flip_rank(self)
            }
            #[inline]
            fn rotate_180(self) -> Square {
                Square::rotate_180(self)
            }
            #[inline]
            fn flip_diagonal(self) -> Option<Square> {
                Square::flip_diagonal(self)
            }
            #[inline]
            fn flip_anti_diagonal(self) -> Option<Square> {
                Square::flip_anti_diagonal(self)
            }
            #[inline]
            fn name(self) -> &'static str {
                Square::name(self)
            }
        }

        impl $crate::Geometry for Board {
            type Square = Square;
            const FILES: usize = FILES;
            const RANKS: usize = RANKS;
            const SQUARES: usize = SQUARES;
            const MAPPING: &'static str = stringify!($mapping);
            const X88_WIDTH: usize = x88::WIDTH;
            const X88_OFFSET: usize = x88::OFFSET;

            #[inline]
            fn squares() -> &'static [Square] {
                &Square::ALL
            }
            #[inline]
            fn is_dark(sq: Square) -> bool {
                is_dark(sq)
            }
            #[inline]
            fn knight_dist(a: Square, b: Square) -> u8 {
                knight_dist(a, b)
            }
            #[inline]
            fn king_dist(a: Square, b: Square) -> u8 {
                king_dist(a, b)
            }
            #[inline]
            fn taxi_dist(a: Square, b: Square) -> u8 {
                taxi_dist(a, b)
            }
            #[inline]
            fn file_edge_dist(sq: Square) -> u8 {
                file_edge_dist(sq)
            }
            #[inline]
            fn rank_edge_dist(sq: Square) -> u8 {
                rank_edge_dist(sq)
            }
            #[inline]
            fn center_king_dist(sq: Square) -> u8 {
                center_king_dist(sq)
            }
            #[inline]
            fn center_taxi_dist(sq: Square) -> u8 {
                center_taxi_dist(sq)
            }
            #[inline]
            fn diagonal(sq: Square) -> u8 {
                diagonal(sq)
            }
            #[inline]
            fn anti_diagonal(sq: Square) -> u8 {
                anti_diagonal(sq)
            }
            #[inline]
            fn same_diagonal(a: Square, b: Square) -> bool {
                same_diagonal(a, b)
            }
            #[inline]
            fn same_anti_diagonal(a: Square, b: Square) -> bool {
                same_anti_diagonal(a, b)
            }
            #[inline]
            fn x88_square(sq: Square) -> usize {
                x88::from_square(sq)
            }
            #[inline]
            fn x88_to_square(sq88: usize) -> Option<Square> {
                x88::to_square(sq88)
            }
            #[inline]
            fn x88_on_board(sq88: usize) -> bool {
                x88::on_board(sq88)
            }
            #[inline]
            fn x88_attack(from: Square, to: Square) -> u8 {
                x88_attack(from, to)
            }
            #[inline]
            fn x88_step(from: Square, to: Square) -> i8 {
                x88_step(from, to)
            }
            #[inline]
            fn x88_knight_steps() -> &'static [i8] {
                &x88::KNIGHT_STEPS
            }
            #[inline]
            fn x88_king_steps() -> &'static [i8] {
                &x88::KING_STEPS
            }
            #[inline]
            fn x88_rook_steps() -> &'static [i8] {
                &x88::ROOK_STEPS
            }
            #[inline]
            fn x88_bishop_steps() -> &'static [i8] {
                &x88::BISHOP_STEPS
            }
        }

        $($crate::__board_api!(@bitboards $bb, $k, $board, [$($ray),*]);
        $crate::__board_api!(@sliders $sliders, $bb, $k, $board, [$($ray),*]);)?
    };
    (
        @sliders byte_swap,
        $bb:ty,
        $k:ident,
        $board:literal,
        [$($ray:literal),*]
    ) => {
        $crate::__board_api!(
            @slider_fns $bb, $board, (sq, occupied),
            rook = $crate::kernel::byte_swap::rook(sq as usize, occupied, &HQ_LINES, &HQ_RANK),
            bishop = $crate::kernel::byte_swap::bishop(sq as usize, occupied, &HQ_LINES),
            queen = $crate::kernel::byte_swap::queen(sq as usize, occupied, &HQ_LINES, &HQ_RANK),
        );
    };
    (
        @sliders kindergarten_grid,
        $bb:ty,
        $k:ident,
        $board:literal,
        [$($ray:literal),*]
    ) => {
        $crate::__board_api!(
            @slider_fns $bb, $board, (sq, occupied),
            rook = $crate::kernel::kindergarten_grid::rook(
                sq as usize,
                occupied,
                &KG_ROOK,
                KG_COLUMNS,
                KG_COLUMN_GATHER,
                &KG_COLUMN_OF,
                &KG_ROW_FIRST,
            ),
            bishop = $crate::kernel::kindergarten_grid::bishop_magic(
                sq as usize,
                occupied,
                &MAGIC_BISHOP,
                &MAGIC_BISHOP_ATTACKS,
            ),
            queen = $crate::kernel::$k::or(rook_attacks(sq, occupied), bishop_attacks(sq, occupied)),
        );
    };
    (
        @sliders obstruction,
        $bb:ty,
        $k:ident,
        $board:literal,
        [$fl:literal, $fh:literal, $rl:literal, $rh:literal, $dl:literal, $dh:literal, $al:literal, $ah:literal]
    ) => {
        $crate::__board_api!(
            @slider_fns $bb, $board, (sq, occupied),
            rook = $crate::kernel::$k::or(
                $crate::kernel::$k::line(occupied, RAYS[$fl][sq as usize], RAYS[$fh][sq as usize]),
                $crate::kernel::$k::line(occupied, RAYS[$rl][sq as usize], RAYS[$rh][sq as usize]),
            ),
            bishop = $crate::kernel::$k::or(
                $crate::kernel::$k::line(occupied, RAYS[$dl][sq as usize], RAYS[$dh][sq as usize]),
                $crate::kernel::$k::line(occupied, RAYS[$al][sq as usize], RAYS[$ah][sq as usize]),
            ),
            queen = $crate::kernel::$k::or(rook_attacks(sq, occupied), bishop_attacks(sq, occupied)),
        );
    };
    // The three sliders' signatures and docs, whatever the scheme; the
    // scheme arms give the bodies over the parameters `$sq`, `$occupied`.
    (
        @slider_fns $bb:ty, $board:literal, ($sq:ident, $occupied:ident),
        rook = $rook:expr,
        bishop = $bishop:expr,
        queen = $queen:expr $(,)?
    ) => {
        /// The squares a rook on `sq` attacks when `occupied` holds the
        /// pieces of both sides: each ray up to and including its first
        /// blocker. `sq` itself may be in `occupied` or not.
        ///
        #[doc = $board]
        #[inline]
        pub const fn rook_attacks($sq: Square, $occupied: $bb) -> $bb {
            $rook
        }

        /// The squares a bishop on `sq` attacks through `occupied`: each
        /// diagonal ray up to and including its first blocker.
        ///
        #[doc = $board]
        #[inline]
        pub const fn bishop_attacks($sq: Square, $occupied: $bb) -> $bb {
            $bishop
        }

        /// The squares a queen on `sq` attacks through `occupied`:
        /// `rook_attacks | bishop_attacks`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn queen_attacks($sq: Square, $occupied: $bb) -> $bb {
            $queen
        }
    };
    (
        @bitboards $bb:ty,
        $k:ident,
        $board:literal,
        [$fl:literal, $fh:literal, $rl:literal, $rh:literal, $dl:literal, $dh:literal, $al:literal, $ah:literal]
    ) => {
        /// The squares a knight on `sq` attacks: `KNIGHT_ATTACKS[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn knight_attacks(sq: Square) -> $bb {
            KNIGHT_ATTACKS[sq as usize]
        }

        /// The squares a king on `sq` attacks: `KING_ATTACKS[sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn king_attacks(sq: Square) -> $bb {
            KING_ATTACKS[sq as usize]
        }

        /// The squares a pawn of `color` (0 white, moving towards the last
        /// rank; anything else black) on `sq` attacks: `PAWN_ATTACKS[color][sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn pawn_attacks(color: usize, sq: Square) -> $bb {
            PAWN_ATTACKS[(color != 0) as usize][sq as usize]
        }

        /// Every square on a rank in front of `sq`'s for `color` (0 white,
        /// moving towards the last rank; anything else black):
        /// `FORWARD_RANKS_BB[color][rank]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn forward_ranks_bb(color: usize, sq: Square) -> $bb {
            FORWARD_RANKS_BB[(color != 0) as usize][sq.rank() as usize]
        }

        /// The squares of `sq`'s file in front of it for `color`:
        /// `FORWARD_FILE_BB[color][sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn forward_file_bb(color: usize, sq: Square) -> $bb {
            FORWARD_FILE_BB[(color != 0) as usize][sq as usize]
        }

        /// The files on either side of `sq`'s: `ADJACENT_FILES_BB[file]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn adjacent_files_bb(sq: Square) -> $bb {
            ADJACENT_FILES_BB[sq.file() as usize]
        }

        /// The squares a pawn of `color` on `sq` could attack as it
        /// advances: `PAWN_ATTACK_SPAN[color][sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn pawn_attack_span(color: usize, sq: Square) -> $bb {
            PAWN_ATTACK_SPAN[(color != 0) as usize][sq as usize]
        }

        /// The squares where an enemy pawn stops a pawn of `color` on `sq`
        /// from being passed: `PASSED_PAWN_SPAN[color][sq]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn passed_pawn_span(color: usize, sq: Square) -> $bb {
            PASSED_PAWN_SPAN[(color != 0) as usize][sq as usize]
        }

        /// Every square of `set` moved one step in `direction` (0 to 7: N,
        /// NE, E, SE, S, SW, W, NW; taken modulo 8), whatever the mapping;
        /// the squares whose step leaves the board are dropped. One mask
        /// and one shift: a whole side's pawns advance at once.
        ///
        #[doc = $board]
        #[inline]
        pub const fn shift(set: $bb, direction: usize) -> $bb {
            let d = direction % 8;
            $crate::kernel::$k::shift(set, STEP_FROM[d], STEP_SHIFT[d])
        }

        /// The bitboard of `sq` alone: bit `sq`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn square_bb(sq: Square) -> $bb {
            $crate::kernel::$k::bit(sq as usize)
        }

        /// The file through `sq`: `FILE_BB[file]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn file_bb(sq: Square) -> $bb {
            FILE_BB[sq.file() as usize]
        }

        /// The rank through `sq`: `RANK_BB[rank]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn rank_bb(sq: Square) -> $bb {
            RANK_BB[sq.rank() as usize]
        }

        /// The diagonal through `sq`: `DIAGONAL_BB[DIAGONAL[sq]]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn diagonal_bb(sq: Square) -> $bb {
            DIAGONAL_BB[DIAGONAL[sq as usize] as usize]
        }

        /// The anti-diagonal through `sq`: `ANTI_DIAGONAL_BB[ANTI_DIAGONAL[sq]]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn anti_diagonal_bb(sq: Square) -> $bb {
            ANTI_DIAGONAL_BB[ANTI_DIAGONAL[sq as usize] as usize]
        }

        /// The squares strictly between `a` and `b` when they are aligned,
        /// else empty: `BETWEEN_BB[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn between(a: Square, b: Square) -> $bb {
            $crate::kernel::$k::pair(&BETWEEN_BB, a as usize, b as usize)
        }

        /// The whole line through `a` and `b` when they are aligned, else
        /// empty: `LINE_BB[a][b]`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn line(a: Square, b: Square) -> $bb {
            $crate::kernel::$k::pair(&LINE_BB, a as usize, b as usize)
        }

        impl $crate::BitboardGeometry for Board {
            type Bitboard = $bb;
            const DARK_SQUARES: $bb = DARK_SQUARES;
            const LIGHT_SQUARES: $bb = LIGHT_SQUARES;

            #[inline]
            fn square_bb(sq: Square) -> $bb {
                square_bb(sq)
            }
            #[inline]
            fn file_bb(sq: Square) -> $bb {
                file_bb(sq)
            }
            #[inline]
            fn rank_bb(sq: Square) -> $bb {
                rank_bb(sq)
            }
            #[inline]
            fn diagonal_bb(sq: Square) -> $bb {
                diagonal_bb(sq)
            }
            #[inline]
            fn anti_diagonal_bb(sq: Square) -> $bb {
                anti_diagonal_bb(sq)
            }
            #[inline]
            fn between(a: Square, b: Square) -> $bb {
                between(a, b)
            }
            #[inline]
            fn line(a: Square, b: Square) -> $bb {
                line(a, b)
            }
            #[inline]
            fn knight_attacks(sq: Square) -> $bb {
                knight_attacks(sq)
            }
            #[inline]
            fn king_attacks(sq: Square) -> $bb {
                king_attacks(sq)
            }
            #[inline]
            fn pawn_attacks(color: usize, sq: Square) -> $bb {
                pawn_attacks(color, sq)
            }
            #[inline]
            fn pawn_push(color: usize, sq: Square) -> $bb {
                PAWN_PUSHES[(color != 0) as usize][sq as usize]
            }
            #[inline]
            fn pawn_double_push_rank(color: usize) -> $bb {
                PAWN_DOUBLE_PUSH_RANK[(color != 0) as usize]
            }
            #[inline]
            fn promotion_rank(color: usize) -> $bb {
                PROMOTION_RANK[(color != 0) as usize]
            }
            #[inline]
            fn ray(direction: usize, sq: Square) -> $bb {
                RAYS[direction % 8][sq as usize]
            }
            #[inline]
            fn forward_ranks_bb(color: usize, sq: Square) -> $bb {
                forward_ranks_bb(color, sq)
            }
            #[inline]
            fn forward_file_bb(color: usize, sq: Square) -> $bb {
                forward_file_bb(color, sq)
            }
            #[inline]
            fn adjacent_files_bb(sq: Square) -> $bb {
                adjacent_files_bb(sq)
            }
            #[inline]
            fn pawn_attack_span(color: usize, sq: Square) -> $bb {
                pawn_attack_span(color, sq)
            }
            #[inline]
            fn passed_pawn_span(color: usize, sq: Square) -> $bb {
                passed_pawn_span(color, sq)
            }
            #[inline]
            fn shift(set: $bb, direction: usize) -> $bb {
                shift(set, direction)
            }
            #[inline]
            fn rook_attacks(sq: Square, occupied: $bb) -> $bb {
                rook_attacks(sq, occupied)
            }
            #[inline]
            fn bishop_attacks(sq: Square, occupied: $bb) -> $bb {
                bishop_attacks(sq, occupied)
            }
            #[inline]
            fn queen_attacks(sq: Square, occupied: $bb) -> $bb {
                queen_attacks(sq, occupied)
            }
        }
    };
}

/// Inside the `x88` module: the conversions between squares and padded
/// indices, and the on-board test, over the hidden conversion tables.
/// `padding` is the conversion table's entry for a padding square.
#[doc(hidden)]
#[macro_export]
macro_rules! __x88_api {
    (board = $board:literal, padding = $padding:literal,) => {
        /// The padded index `WIDTH * rank + file` of `sq`.
        ///
        #[doc = $board]
        #[inline]
        pub const fn from_square(sq: super::Square) -> usize {
            SQ_TO_X88[sq as usize] as usize
        }

        /// The square at padded index `sq88`; `None` for a padding square
        /// or an index of `OFFSET` or more.
        ///
        #[doc = $board]
        #[inline]
        pub const fn to_square(sq88: usize) -> Option<super::Square> {
            if sq88 < OFFSET && X88_TO_SQ[sq88] != $padding {
                super::Square::from_index(X88_TO_SQ[sq88] as usize)
            } else {
                None
            }
        }

        /// Whether padded index `sq88` is a square of the board. Total: an
        /// index reached by stepping off the board with wrapping arithmetic
        /// (`sq88.wrapping_add_signed(step as isize)`) is `false` too.
        ///
        #[doc = $board]
        #[inline]
        pub const fn on_board(sq88: usize) -> bool {
            sq88 < OFFSET && X88_TO_SQ[sq88] != $padding
        }
    };
}

/// At module level, for one fairy leaper of a `board!` module: the typed
/// accessors over its distance table (when it has one) and, on boards with
/// bitboards, its attack table and, when they differ, its move table, one
/// row per side when black moves otherwise than white. `piece` names it
/// and its atoms, for the docs.
#[doc(hidden)]
#[macro_export]
macro_rules! __leaper_api {
    (
        board = $board:literal,
        piece = $piece:literal,
        $(dist = $dist:ident, dist_fn = $dist_fn:ident,)?
        $(
            bitboard = $bb:ty,
            kernel = $k:ident,
            sides = $sides:tt,
            attacks = $attacks:ident,
            attacks_fn = $attacks_fn:ident,
            $(moves = $moves:ident, moves_fn = $moves_fn:ident,)?
        )?
    ) => {
        $(
            #[doc = concat!("The fewest leaps of the ", $piece, " from `a` to `b`, never leaving the board; `geometry_tables::UNREACHABLE` (255) where no path exists.")]
            ///
            #[doc = $board]
            #[inline]
            pub const fn $dist_fn(a: Square, b: Square) -> u8 {
                $dist[a as usize][b as usize]
            }
        )?

        $(
            $crate::__leaper_api!(@sides $sides, $board, $piece, $bb, $attacks, $attacks_fn, "attacks");
            $($crate::__leaper_api!(@sides $sides, $board, $piece, $bb, $moves, $moves_fn, "moves to without capturing (the occupied squares masked out by the caller)");)?
        )?
    };
    (@sides 1, $board:literal, $piece:literal, $bb:ty, $table:ident, $fn:ident, $verb:literal) => {
        #[doc = concat!("The squares the ", $piece, " ", $verb, " from `sq`.")]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square) -> $bb {
            $table[sq as usize]
        }
    };
    (@sides 2, $board:literal, $piece:literal, $bb:ty, $table:ident, $fn:ident, $verb:literal) => {
        #[doc = concat!("The squares the ", $piece, " of `color` (0 white, moving towards higher ranks; anything else black) ", $verb, " from `sq`.")]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square) -> $bb {
            $table[(color != 0) as usize][sq as usize]
        }
    };
}

/// At module level, for one fairy rider of a `board!` module with
/// bitboards: its attacks through an occupancy, by the obstruction
/// difference over its line pairs of rays (`kernel::$k::line`).
#[doc(hidden)]
#[macro_export]
macro_rules! __rider_api {
    (
        board = $board:literal,
        piece = $piece:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        rays = $rays:ident,
        attacks_fn = $attacks_fn:ident,
    ) => {
        #[doc = concat!("The squares the ", $piece, " attacks from `sq` when `occupied` holds the pieces of both sides: along each direction, every leap up to and including the first occupied square. `sq` itself may be in `occupied` or not.")]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $attacks_fn(sq: Square, occupied: $bb) -> $bb {
            let s = sq as usize;
            let mut attacks = $crate::kernel::$k::EMPTY;
            let mut line = 0;
            while line + 1 < $rays.len() {
                let along = $crate::kernel::$k::line(occupied, $rays[line][s], $rays[line + 1][s]);
                attacks = $crate::kernel::$k::or(attacks, along);
                line += 2;
            }
            attacks
        }
    };
}

/// At module level, for one general fairy piece of a `board!` module (a
/// directional or limited rider, a lame leaper, a hopper, a piece with
/// first moves, or a mix): its attacks, its quiet moves when they differ
/// and its first moves when it has them, each the union of what the
/// kernels of `kernel::row` read from its rows. With `sides = 2` the
/// functions take the side first and read black's rows for anything but 0.
#[doc(hidden)]
#[macro_export]
macro_rules! __piece_api {
    // Whether the piece reads the board's grasshopper lines, as one group.
    (
        board = $board:literal,
        piece = $piece:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        rows = $rows:ident,
        grass = $grass:ident,
        $($rest:tt)*
    ) => {
        $crate::__piece_api!(board = $board, piece = $piece, bitboard = $bb, kernel = $k, rows = $rows, grass_lines = ($grass), $($rest)*);
    };
    (
        board = $board:literal,
        piece = $piece:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        rows = $rows:ident,
        sides = $sides:tt,
        $($rest:tt)*
    ) => {
        $crate::__piece_api!(board = $board, piece = $piece, bitboard = $bb, kernel = $k, rows = $rows, grass_lines = (), sides = $sides, $($rest)*);
    };
    (
        board = $board:literal,
        piece = $piece:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        rows = $rows:ident,
        grass_lines = $grass:tt,
        sides = $sides:tt,
        steps = $steps:tt,
        steps_black = $steps_black:tt,
        attacks_fn = $attacks_fn:ident,
        attacks = [$($a:ident),* $(,)?],
        $(attacks_black = [$($ab:ident),* $(,)?],)?
        attacks_lines = $attacks_lines:tt,
        $(moves_fn = $moves_fn:ident, moves = [$($m:ident),* $(,)?], $(moves_black = [$($mb:ident),* $(,)?],)? moves_lines = $moves_lines:tt,)?
        $(initial_fn = $initial_fn:ident, initial = [$($i:ident),* $(,)?], $(initial_black = [$($ib:ident),* $(,)?],)? initial_lines = $initial_lines:tt, any_initial = $any_initial:ident,)?
    ) => {
        $crate::__piece_api!(@fn $sides, whole, $board, $bb, $k, $rows, $grass, $attacks_fn,
            concat!("The squares the ", $piece, " attacks from `sq` when `occupied` holds the pieces of both sides: the squares it would capture on if an enemy piece stood there."),
            $attacks_lines, $steps $steps_black, [$($a),*] $(, [$($ab),*])?);
        $(
            $crate::__piece_api!(@fn $sides, empty, $board, $bb, $k, $rows, $grass, $moves_fn,
                concat!("The empty squares the ", $piece, " moves to from `sq` without capturing, when `occupied` holds the pieces of both sides."),
                $moves_lines, $steps $steps_black, [$($m),*] $(, [$($mb),*])?);
        )?
        $(
            $crate::__piece_api!(@fn $sides, empty, $board, $bb, $k, $rows, $grass, $initial_fn,
                concat!("The empty squares the ", $piece, " may move to from `sq` as its first move only (its `i` parts), besides its other moves, when `occupied` holds the pieces of both sides. Which pieces have not moved yet is for the engine to track."),
                $initial_lines, $steps $steps_black, [$($i),*] $(, [$($ib),*])?);

            #[doc(hidden)]
            #[inline]
            pub const fn $any_initial(color: usize, sq: Square, occupied: $bb) -> $bb {
                $crate::__piece_api!(@call $sides, $initial_fn, color, sq, occupied)
            }
        )?
    };
    (@fn 1, $mask:tt, $board:literal, $bb:ty, $k:ident, $rows:ident, $grass:tt, $fn:ident, $doc:expr, $lines:tt, [$($ws:literal),* $(,)?] $black_steps:tt, [$($w:ident),*]) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, occupied: $bb) -> $bb {
            let lines = $crate::__piece_api!(@sliders $k, $grass, sq, occupied, $lines);
            let s = sq as usize;
            let reached = $crate::__piece_api!(@rows $k, read, $rows, s, occupied, lines, (0), [$($w),*], [$($ws),*]);
            $crate::__piece_api!(@mask $mask, $k, reached, occupied)
        }
    };
    (@fn 2, $mask:tt, $board:literal, $bb:ty, $k:ident, $rows:ident, $grass:tt, $fn:ident, $doc:expr, $lines:tt, [$($ws:literal),* $(,)?] [$($bs:literal),* $(,)?], [$($w:ident),*], [$($b:ident),*]) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, occupied: $bb) -> $bb {
            let lines = $crate::__piece_api!(@sliders $k, $grass, sq, occupied, $lines);
            let s = sq as usize;
            // White's rows, then black's as many.
            let reached = if color == 0 {
                $crate::__piece_api!(@rows $k, read, $rows, s, occupied, lines, (0), [$($w),*], [$($ws),*])
            } else {
                $crate::__piece_api!(@rows $k, read, $rows, s, occupied, lines, ($rows.len() / 2), [$($b),*], [$($bs),*])
            };
            $crate::__piece_api!(@mask $mask, $k, reached, occupied)
        }
    };
    // The board's sliders from `sq` through the occupancy, then its
    // grasshopper lines (8x8 boards, `grass = byte_swap`), each only where
    // the function's rows read it (`$lines`: `true` or `false` for the
    // rook and bishop slides, then the rook and bishop grasshopper lines,
    // as the plan found them), empty otherwise.
    (@sliders $k:ident, $grass:tt, $sq:ident, $occupied:ident, [$rook:ident, $bishop:ident, $rook_grass:ident, $bishop_grass:ident $(,)?]) => {{
        let [rook_grass, bishop_grass] = $crate::__piece_api!(@grass $k, $grass, $sq, $occupied, $rook_grass, $bishop_grass);
        [
            $crate::__piece_api!(@if $rook, rook_attacks($sq, $occupied), $crate::kernel::$k::EMPTY),
            $crate::__piece_api!(@if $bishop, bishop_attacks($sq, $occupied), $crate::kernel::$k::EMPTY),
            rook_grass,
            bishop_grass,
        ]
    }};
    (@grass $k:ident, (), $sq:ident, $occupied:ident, $rook:ident, $bishop:ident) => {
        [$crate::kernel::$k::EMPTY; 2]
    };
    (@grass $k:ident, (byte_swap), $sq:ident, $occupied:ident, $rook:ident, $bishop:ident) => {{
        let sq = $sq as usize;
        [
            $crate::__piece_api!(@if $rook, $crate::kernel::byte_swap::grass_rook(sq, $occupied, &GRASS_ROW, &GRASS_COLUMN), 0),
            $crate::__piece_api!(@if $bishop, $crate::kernel::byte_swap::grass_bishop(sq, $occupied, &HQ_LINES, &GRASS_ROW), 0),
        ]
    }};
    // A line the plan found read or not: the expression that reads it, or
    // the empty set, chosen here so that the compiler checks one of them.
    (@if true, $read:expr, $empty:expr) => {
        $read
    };
    (@if false, $read:expr, $empty:expr) => {
        $empty
    };
    // One `kernel::read` per row (`[read_bytes E]` for rows stored as
    // bytes, `E` bytes an entry: a piece's legs), its kernel a constant:
    // the union of what the rows from `$at` on give. A flat run of
    // statements, the row's index a counter the optimizer folds: calls
    // nested one per row, their indices spelled `0 + 1 + 1 ...`, cost the
    // type checker time quadratic in the rows (a piece of a hundred rows
    // took most of a second). The kind is named bare, brought in by the
    // glob: a braced path (`{ row::LEAP }`) would make each row an
    // anonymous constant for the compiler to check and evaluate.
    (@rows $k:ident, $reader:tt, $rows:ident, $s:ident, $occupied:ident, $lines:ident, ($at:expr), [$($kind:ident),*], [$($step:literal),*]) => {{
        #[allow(unused_imports)]
        use $crate::kernel::row::*;
        let mut reached = $crate::kernel::$k::EMPTY;
        let mut at: usize = $at;
        $(
            reached = $crate::__piece_api!(@read $kind, $step, $k, $reader, $rows, at, $s, $occupied, $lines, reached);
            at += 1;
        )*
        let _ = at;
        reached
    }};
    // One row: a row of no kind (another side's or another list's place)
    // adds nothing, so it is not read at all, which spares the compiler a
    // call and its constant arguments per such row.
    (@read NONE, $step:literal, $k:ident, $reader:tt, $rows:ident, $at:ident, $s:ident, $occupied:ident, $lines:ident, $reached:ident) => {
        $reached
    };
    // Rows held as bytes, `$entry` an entry.
    (@read $kind:ident, $step:literal, $k:ident, [read_bytes $entry:literal], $rows:ident, $at:ident, $s:ident, $occupied:ident, $lines:ident, $reached:ident) => {
        $crate::kernel::$k::or($reached, $crate::kernel::$k::read_bytes::<$kind, $step, _, $entry>(&$rows, $at, $s, $occupied, $lines))
    };
    (@read $kind:ident, $step:literal, $k:ident, $reader:ident, $rows:ident, $at:ident, $s:ident, $occupied:ident, $lines:ident, $reached:ident) => {
        $crate::kernel::$k::or($reached, $crate::kernel::$k::$reader::<$kind, $step, _>(&$rows, $at, $s, $occupied, $lines))
    };
    // Attacks are kept whole; quiet and first moves go to empty squares.
    (@mask whole, $k:ident, $reached:expr, $occupied:ident) => {
        $reached
    };
    (@mask empty, $k:ident, $reached:expr, $occupied:ident) => {
        $crate::kernel::$k::and_not($reached, $occupied)
    };
    (@call 1, $fn:ident, $color:ident, $sq:ident, $occupied:ident) => {{
        let _ = $color;
        $fn($sq, $occupied)
    }};
    (@call 2, $fn:ident, $color:ident, $sq:ident, $occupied:ident) => {
        $fn($color, $sq, $occupied)
    };
}

/// At module level, once per two-leg piece: its first legs and where each
/// leads, over its `NAME_FIRST_LEGS` (three rows per side: first-leg
/// squares whatever they hold, empty only, occupied only; `first` names
/// the kernel of each, `NONE` for a row never read) and `NAME_LEGS`
/// (second-leg rows indexed by the square, the first leg's square by its
/// slot among the first legs' index steps, and whether that square is
/// occupied, each row held as its entries' bytes; read by the lists `any`,
/// `empty` and `full`: ends whatever they hold, empty only, occupied only). The same legs by slot: each
/// slot's square (by its index step in `slot_steps`, `NAME_LEG_STEPS`)
/// and where it leads given what that square holds, the entry read
/// directly.
#[doc(hidden)]
#[macro_export]
macro_rules! __legs_api {
    (
        board = $board:literal,
        piece = $piece:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        first = $first:ident,
        legs = $legs:ident,
        entry = $entry:literal,
        sides = $sides:tt,
        slots = $slots:literal,
        slot_offset = $offset:literal,
        slot_of = [$($slot:literal),* $(,)?],
        slot_steps = $slot_steps:ident,
        steps = [$($step:literal),* $(,)?],
        legs_fn = $legs_fn:ident,
        targets_fn = $targets_fn:ident,
        slots_const = $slots_const:ident,
        via_fn = $via_fn:ident,
        slot_targets_fn = $slot_targets_fn:ident,
        first_kinds = $first_kinds:tt,
        any = [$($any:ident),* $(,)?],
        empty = [$($empty:ident),* $(,)?],
        full = [$($full:ident),* $(,)?],
        $(first_kinds_black = $first_kinds_b:tt, any_black = [$($any_b:ident),* $(,)?], empty_black = [$($empty_b:ident),* $(,)?], full_black = [$($full_b:ident),* $(,)?],)?
        any_legs = $any_legs:ident,
        any_targets = $any_targets:ident,
        any_via = $any_via:ident,
        any_slot_targets = $any_slot_targets:ident,
    ) => {
        $crate::__legs_api!(@legs $sides, $board, $bb, $k, $first, $legs_fn,
            concat!("The squares the first leg of the ", $piece, "'s moves of two legs lands on from `sq` when `occupied` holds the pieces of both sides: each square it may land on given what it holds, from which its second leg goes on. Where each leads: [`", stringify!($targets_fn), "`]."),
            $first_kinds $(, $first_kinds_b)?);
        $crate::__legs_api!(@targets $sides, $board, $bb, $k, $legs, $entry, $targets_fn,
            concat!("Where the ", $piece, "'s moves of two legs from `sq` whose first leg lands on `via` end, when `occupied` holds the pieces of both sides: an occupied end is a capture there, an empty one a move (the start square, which the piece has left, counts as empty: a move back to it is a capture on `via` alone, or a pass); a sliding second leg stops at its first piece. Empty when `via` is not one of [`", stringify!($legs_fn), "`]'s squares for this occupancy."),
            ($slots, $offset, [$($slot),*]),
            [$($step),*], [$($any),*], [$($empty),*], [$($full),*] $(, [$($any_b),*], [$($empty_b),*], [$($full_b),*])?);

        #[doc = concat!("How many slots the first legs of the ", $piece, "'s moves of two legs have: one per step the first leg may take (both sides' together), numbered 0 to this minus 1, as [`", stringify!($via_fn), "`] and [`", stringify!($slot_targets_fn), "`] take them.")]
        ///
        #[doc = $board]
        pub const $slots_const: usize = $slots;
        $crate::__legs_api!(@via $sides, $board, $k, $first, $via_fn,
            concat!("The square the first leg of the ", $piece, "'s moves of two legs from `sq` lands on by slot `slot` (0 to [`", stringify!($slots_const), "`] minus 1), whatever it holds: `None` where that step leaves the board or the first leg never lands, and for a slot out of range. An engine that loops over the slots, knowing what each square holds, reads where each leads with [`", stringify!($slot_targets_fn), "`]."),
            ($slots, $slot_steps));
        $crate::__legs_api!(@slot_targets $sides, $board, $bb, $k, $legs, $entry, $slot_targets_fn,
            concat!("Where the ", $piece, "'s moves of two legs from `sq` through the first leg of slot `slot` end (its square is [`", stringify!($via_fn), "`]'s), `via_occupied` saying whether that square holds a piece and `occupied` holding the pieces of both sides: what [`", stringify!($targets_fn), "`] gives for that square, without finding its slot and reading it, one table read for second legs of steps. Empty for a slot out of range or off the board, and where the first leg may not land on what `via_occupied` says."),
            ($slots, [via_occupied]), [$($step),*], [$($any),*], [$($empty),*], [$($full),*] $(, [$($any_b),*], [$($empty_b),*], [$($full_b),*])?);

        #[doc(hidden)]
        #[inline]
        pub const fn $any_legs(color: usize, sq: Square, occupied: $bb) -> $bb {
            $crate::__piece_api!(@call $sides, $legs_fn, color, sq, occupied)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_targets(color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
            $crate::__legs_api!(@call $sides, $targets_fn, color, sq, via, occupied)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_via(color: usize, sq: Square, slot: usize) -> Option<Square> {
            $crate::__legs_api!(@call $sides, $via_fn, color, sq, slot)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_slot_targets(color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
            $crate::__legs_api!(@call $sides, $slot_targets_fn, color, sq, slot, via_occupied, occupied)
        }
    };
    // A side's function called for `color`, which a piece that moves alike
    // for both sides does not take.
    (@call 1, $fn:ident, $color:ident, $($arg:ident),*) => {{
        let _ = $color;
        $fn($($arg),*)
    }};
    (@call 2, $fn:ident, $color:ident, $($arg:ident),*) => {
        $fn($color, $($arg),*)
    };
    // The first leg: the side's rows that hold a square (a constant test),
    // masked by what each square holds.
    (@first $k:ident, $first:tt, $row:expr, $sq:ident, $occupied:ident, [$any:ident, $empty:ident, $full:ident $(,)?]) => {{
        use $crate::kernel::row::NONE;
        let (row, s) = ($row, $sq as usize);
        let mut out = $crate::kernel::$k::EMPTY;
        if $crate::kernel::row::$any != NONE {
            out = $crate::kernel::$k::or(out, $crate::__legs_api!(@at $k, $first, row, s));
        }
        if $crate::kernel::row::$empty != NONE {
            out = $crate::kernel::$k::or(out, $crate::kernel::$k::and_not($crate::__legs_api!(@at $k, $first, row + 1, s), $occupied));
        }
        if $crate::kernel::row::$full != NONE {
            out = $crate::kernel::$k::or(out, $crate::kernel::$k::and($crate::__legs_api!(@at $k, $first, row + 2, s), $occupied));
        }
        out
    }};
    // Entry `$i` of row `$row` of a table of bitboards, or of one held as
    // bytes, `$entry` an entry.
    (@at $k:ident, [$table:ident, $entry:literal], $row:expr, $i:expr) => {
        $crate::kernel::$k::entry::<_, $entry>(&$table[$row], $i)
    };
    (@at $k:ident, $table:ident, $row:expr, $i:expr) => {
        $table[$row][$i]
    };
    (@legs 1, $board:literal, $bb:ty, $k:ident, $first:ident, $fn:ident, $doc:expr, $kinds:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, occupied: $bb) -> $bb {
            $crate::__legs_api!(@first $k, $first, 0, sq, occupied, $kinds)
        }
    };
    (@legs 2, $board:literal, $bb:ty, $k:ident, $first:ident, $fn:ident, $doc:expr, $kinds:tt, $kinds_b:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, occupied: $bb) -> $bb {
            if color == 0 {
                $crate::__legs_api!(@first $k, $first, 0, sq, occupied, $kinds)
            } else {
                $crate::__legs_api!(@first $k, $first, 3, sq, occupied, $kinds_b)
            }
        }
    };
    // The second-leg rows' entry of the first leg of slot `$slot` from
    // `$sq`, its square occupied or not.
    (@entry $slots:literal, $sq:ident, $slot:expr, $full:expr) => {
        2 * ($slots * ($sq as usize) + $slot) + $full as usize
    };
    // The entry of `via` seen from `sq`: its slot among the first legs'
    // index steps (255 for none), then whether it is occupied; `None` when
    // `via` is no first step away.
    (@index $k:ident, ($slots:literal, $offset:literal, [$($slot:literal),*]), $sq:ident, $via:ident, $occupied:ident) => {{
        const SLOT_OF: &[u8] = &[$($slot),*];
        let d = ($via as usize + $offset).wrapping_sub($sq as usize);
        if d >= SLOT_OF.len() || SLOT_OF[d] == u8::MAX {
            None
        } else {
            let full = $crate::kernel::$k::has($occupied, $via as usize);
            Some($crate::__legs_api!(@entry $slots, $sq, SLOT_OF[d] as usize, full))
        }
    }};
    // The square of the first leg of slot `$slot` from `$sq` (its index
    // step in `$steps`), where one of the side's three first-leg rows from
    // `$row` (empty where never read) holds it.
    (@via_square $k:ident, $first:ident, $row:expr, $sq:ident, $slot:ident, ($slots:literal, $steps:ident)) => {{
        if $slot >= $slots {
            return None;
        }
        let s = $sq as usize;
        let via = s.wrapping_add_signed($steps[$slot] as isize);
        let lands = $crate::kernel::$k::or($crate::kernel::$k::or($first[$row][s], $first[$row + 1][s]), $first[$row + 2][s]);
        // `SQUARES`, not `Square::ALL.len()`: the borrow the method call
        // takes of a constant array is a promoted constant, which the
        // compiler evaluates for each function (about 1 ms on 12x12).
        if via < SQUARES && $crate::kernel::$k::has(lands, via) {
            Some(Square::ALL[via])
        } else {
            None
        }
    }};
    (@via 1, $board:literal, $k:ident, $first:ident, $fn:ident, $doc:expr, $slots:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, slot: usize) -> Option<Square> {
            $crate::__legs_api!(@via_square $k, $first, 0, sq, slot, $slots)
        }
    };
    (@via 2, $board:literal, $k:ident, $first:ident, $fn:ident, $doc:expr, $slots:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, slot: usize) -> Option<Square> {
            if color == 0 {
                $crate::__legs_api!(@via_square $k, $first, 0, sq, slot, $slots)
            } else {
                $crate::__legs_api!(@via_square $k, $first, 3, sq, slot, $slots)
            }
        }
    };
    // The rows' entry of slot `$slot` from `$sq` (a first step, or a pair
    // of first two steps), then one bit per flag, each whether a leg's
    // square is occupied: `2 * (slots * sq + slot) + via` for one flag,
    // `4 * (slots * sq + slot) + 2 * via + mid` for two.
    (@slot_entry ($slots:literal, [$($flag:ident),+]), $sq:ident, $slot:ident) => {{
        let mut i = $slots * ($sq as usize) + $slot;
        $(i = 2 * i + $flag as usize;)+
        i
    }};
    (@slot_targets 1, $board:literal, $bb:ty, $k:ident, $legs:ident, $entry:literal, $fn:ident, $doc:expr, ($slots:literal, [$($flag:ident),+]), $steps:tt, $any:tt, $empty:tt, $full:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, slot: usize, $($flag: bool,)+ occupied: $bb) -> $bb {
            if slot >= $slots {
                return $crate::kernel::$k::EMPTY;
            }
            let i = $crate::__legs_api!(@slot_entry ($slots, [$($flag),+]), sq, slot);
            $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, (0), $steps, $any, $empty, $full)
        }
    };
    (@slot_targets 2, $board:literal, $bb:ty, $k:ident, $legs:ident, $entry:literal, $fn:ident, $doc:expr, ($slots:literal, [$($flag:ident),+]), $steps:tt, $any:tt, $empty:tt, $full:tt, $any_b:tt, $empty_b:tt, $full_b:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, slot: usize, $($flag: bool,)+ occupied: $bb) -> $bb {
            if slot >= $slots {
                return $crate::kernel::$k::EMPTY;
            }
            let i = $crate::__legs_api!(@slot_entry ($slots, [$($flag),+]), sq, slot);
            if color == 0 {
                $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, (0), $steps, $any, $empty, $full)
            } else {
                $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, ($legs.len() / 2), $steps, $any_b, $empty_b, $full_b)
            }
        }
    };
    // The three lists of one side from row `$at`, each masked by what its
    // ends may hold (the start square counts as empty), each read only
    // where it has a row (a constant test).
    (@ends $k:ident, $legs:ident, $entry:literal, $i:ident, $sq:ident, $occupied:ident, ($($at:tt)*), [$($step:literal),*], [$($any:ident),*], $empty:tt, $full:tt) => {{
        let lines = [$crate::kernel::$k::EMPTY; 4];
        let out = $crate::__piece_api!(@rows $k, [read_bytes $entry], $legs, $i, $occupied, lines, ($($at)*), [$($any),*], [$($step),*]);
        let out = $crate::__legs_api!(@masked and_not, $k, $legs, $entry, $i, $sq, $occupied, lines, out, ($($at)*), [$($step),*], $empty);
        $crate::__legs_api!(@masked and, $k, $legs, $entry, $i, $sq, $occupied, lines, out, ($($at)*), [$($step),*], $full)
    }};
    // `$out` with what the rows `$kinds` give, masked by `$op` with the
    // pieces other than the one on `$sq`: nothing to add where every row
    // is of no kind (as most pieces' are: their ends may hold either kind
    // of square), and then no code at all.
    (@masked $op:ident, $k:ident, $legs:ident, $entry:literal, $i:ident, $sq:ident, $occupied:ident, $lines:ident, $out:ident, $at:tt, $steps:tt, [$(NONE),*]) => {
        $out
    };
    (@masked $op:ident, $k:ident, $legs:ident, $entry:literal, $i:ident, $sq:ident, $occupied:ident, $lines:ident, $out:ident, $at:tt, $steps:tt, [$($kind:ident),*]) => {{
        use $crate::kernel::row::{uses, LEAP, SLIDE_DOWN, SLIDE_UP};
        const ENDS: bool = uses(&[$($crate::kernel::row::$kind),*], &[LEAP, SLIDE_UP, SLIDE_DOWN]);
        if ENDS {
            let others = $crate::kernel::$k::and_not($occupied, $crate::kernel::$k::bit($sq as usize));
            let ends = $crate::__piece_api!(@rows $k, [read_bytes $entry], $legs, $i, $occupied, $lines, $at, [$($kind),*], $steps);
            $crate::kernel::$k::or($out, $crate::kernel::$k::$op(ends, others))
        } else {
            $out
        }
    }};
    (@targets 1, $board:literal, $bb:ty, $k:ident, $legs:ident, $entry:literal, $fn:ident, $doc:expr, $slots:tt, $steps:tt, $any:tt, $empty:tt, $full:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, via: Square, occupied: $bb) -> $bb {
            let Some(i) = $crate::__legs_api!(@index $k, $slots, sq, via, occupied) else {
                return $crate::kernel::$k::EMPTY;
            };
            $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, (0), $steps, $any, $empty, $full)
        }
    };
    (@targets 2, $board:literal, $bb:ty, $k:ident, $legs:ident, $entry:literal, $fn:ident, $doc:expr, $slots:tt, $steps:tt, $any:tt, $empty:tt, $full:tt, $any_b:tt, $empty_b:tt, $full_b:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
            let Some(i) = $crate::__legs_api!(@index $k, $slots, sq, via, occupied) else {
                return $crate::kernel::$k::EMPTY;
            };
            if color == 0 {
                $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, (0), $steps, $any, $empty, $full)
            } else {
                $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, ($legs.len() / 2), $steps, $any_b, $empty_b, $full_b)
            }
        }
    };
}

/// At module level, per piece with moves of three legs: where their
/// second leg lands (`NAME_leg_mids`, and by slot `NAME_slot_leg_mids`)
/// and where the third ends (`NAME_mid_leg_targets`, and by the slot of
/// the first two legs' steps `NAME_slot_mid_leg_targets`, whose squares
/// `NAME_mid_leg_squares` gives), over its `NAME_LEG_MIDS`,
/// `NAME_MID_LEGS` and `NAME_MID_LEG_PAIRS`; the first legs are
/// [`__legs_api`]'s.
#[doc(hidden)]
#[macro_export]
macro_rules! __mid_legs_api {
    (
        board = $board:literal,
        piece = $piece:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        mids = $mids:ident,
        mids_entry = $mids_entry:literal,
        mid_legs = $mid_legs:ident,
        entry = $entry:literal,
        pairs = $pairs:ident,
        sides = $sides:tt,
        slots = $slots:literal,
        slot_offset = $offset:literal,
        slot_of = [$($slot:literal),* $(,)?],
        pair_count = $pair_count:literal,
        first_offset = $first_offset:literal,
        second_offset = $second_offset:literal,
        pair_width = $pair_width:literal,
        slot_steps = $slot_steps:ident,
        pair_slots = [$($pair_slot:literal),* $(,)?],
        pair_seconds = [$($pair_second:literal),* $(,)?],
        steps = [$($step:literal),* $(,)?],
        mids_fn = $mids_fn:ident,
        slot_mids_fn = $slot_mids_fn:ident,
        targets_fn = $targets_fn:ident,
        squares_fn = $squares_fn:ident,
        slot_targets_fn = $mid_slot_targets_fn:ident,
        mid_kinds = $mid_kinds:tt,
        any = [$($any:ident),* $(,)?],
        empty = [$($empty:ident),* $(,)?],
        full = [$($full:ident),* $(,)?],
        $(mid_kinds_black = $mid_kinds_b:tt, any_black = [$($any_b:ident),* $(,)?], empty_black = [$($empty_b:ident),* $(,)?], full_black = [$($full_b:ident),* $(,)?],)?
        any_mids = $any_mids:ident,
        any_slot_mids = $any_slot_mids:ident,
        any_targets = $any_targets:ident,
        mid_slots_const = $mid_slots_const:ident,
        any_squares = $any_squares:ident,
        any_slot_targets = $any_slot_targets:ident,
    ) => {
        $crate::__mid_legs_api!(@mids $sides, $board, $bb, $k, [$mids, $mids_entry], $mids_fn,
            concat!("The middle squares of the ", $piece, "'s moves of three legs from `sq` whose first leg lands on `via`, when `occupied` holds the pieces of both sides: each square their second leg may land on given what it holds (the start square, which the piece has left, counts as empty), from which the third goes on. Where each leads: [`", stringify!($targets_fn), "`]. Empty when `via` is not one of the first legs' squares for this occupancy."),
            ($slots, $offset, [$($slot),*]), $mid_kinds $(, $mid_kinds_b)?);
        $crate::__mid_legs_api!(@slot_mids $sides, $board, $bb, $k, [$mids, $mids_entry], $slot_mids_fn,
            concat!("The middle squares of the ", $piece, "'s moves of three legs from `sq` through the first leg of slot `slot`, `via_occupied` saying whether that leg's square holds a piece: what [`", stringify!($mids_fn), "`] gives through that square, one entry read, with no slot to find. Empty for a slot past the last."),
            $slots, $mid_kinds $(, $mid_kinds_b)?);
        $crate::__mid_legs_api!(@targets $sides, $board, $bb, $k, $mid_legs, $entry, $pairs, $targets_fn,
            concat!("Where the ", $piece, "'s moves of three legs from `sq` through `via` and then `mid` end, when `occupied` holds the pieces of both sides: an occupied end is a capture there, an empty one a move (the start square counts as empty); each square on the way holds what its leg may land on. Empty when `mid` is not one of [`", stringify!($mids_fn), "`]'s squares through `via` for this occupancy."),
            ($pair_count, $first_offset, $second_offset, $pair_width),
            [$($step),*], [$($any),*], [$($empty),*], [$($full),*] $(, [$($any_b),*], [$($empty_b),*], [$($full_b),*])?);
        $crate::__mid_legs_api!(@squares $sides, $board, $k, [$mids, $mids_entry], $squares_fn,
            concat!("The squares the first two legs of the ", $piece, "'s moves of three legs from `sq` land on by slot `slot` (0 to [`", stringify!($mid_slots_const), "`] minus 1), the first leg's then the second's, whatever they hold: `None` where a step leaves the board or the legs never land there, and for a slot out of range. Where each leads: [`", stringify!($mid_slot_targets_fn), "`]."),
            ($pair_count, $slots, $second_offset, $slot_steps, [$($pair_slot),*], [$($pair_second),*]));
        $crate::__legs_api!(@slot_targets $sides, $board, $bb, $k, $mid_legs, $entry, $mid_slot_targets_fn,
            concat!("Where the ", $piece, "'s moves of three legs from `sq` through the squares of slot `slot` end ([`", stringify!($squares_fn), "`]'s), `via_occupied` and `mid_occupied` saying whether the first leg's square and the second's hold a piece, and `occupied` holding the pieces of both sides: what [`", stringify!($targets_fn), "`] gives for those squares, with no pair to find. The start square counts as empty whatever `mid_occupied` says. Empty for a slot out of range or off the board, and where a leg may not land on what its square holds."),
            ($pair_count, [via_occupied, mid_occupied]), [$($step),*], [$($any),*], [$($empty),*], [$($full),*] $(, [$($any_b),*], [$($empty_b),*], [$($full_b),*])?);

        #[doc = concat!("How many slots the ", $piece, "'s moves of three legs have: one per pair of steps its first two legs may take (both sides' together), numbered 0 to this minus 1, as [`", stringify!($squares_fn), "`] and [`", stringify!($mid_slot_targets_fn), "`] take them.")]
        ///
        #[doc = $board]
        pub const $mid_slots_const: usize = $pair_count;

        #[doc(hidden)]
        #[inline]
        pub const fn $any_squares(color: usize, sq: Square, slot: usize) -> Option<(Square, Square)> {
            $crate::__legs_api!(@call $sides, $squares_fn, color, sq, slot)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_slot_targets(color: usize, sq: Square, slot: usize, via_occupied: bool, mid_occupied: bool, occupied: $bb) -> $bb {
            $crate::__legs_api!(@call $sides, $mid_slot_targets_fn, color, sq, slot, via_occupied, mid_occupied, occupied)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_mids(color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
            $crate::__legs_api!(@call $sides, $mids_fn, color, sq, via, occupied)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_slot_mids(color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
            $crate::__legs_api!(@call $sides, $slot_mids_fn, color, sq, slot, via_occupied, occupied)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $any_targets(color: usize, sq: Square, via: Square, mid: Square, occupied: $bb) -> $bb {
            $crate::__legs_api!(@call $sides, $targets_fn, color, sq, via, mid, occupied)
        }
    };
    // The middle rows of one side from row `$row`, at the entry of `via`,
    // masked by what each square holds (the start square, empty whatever
    // `occupied` says, is in the first row, read whole).
    (@read_mids $k:ident, $mids:tt, $row:expr, $slots:tt, $sq:ident, $via:ident, $occupied:ident, $kinds:tt) => {{
        let Some(i) = $crate::__legs_api!(@index $k, $slots, $sq, $via, $occupied) else {
            return $crate::kernel::$k::EMPTY;
        };
        $crate::__legs_api!(@first $k, $mids, $row, i, $occupied, $kinds)
    }};
    (@mids 1, $board:literal, $bb:ty, $k:ident, $mids:tt, $fn:ident, $doc:expr, $slots:tt, $kinds:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, via: Square, occupied: $bb) -> $bb {
            $crate::__mid_legs_api!(@read_mids $k, $mids, 0, $slots, sq, via, occupied, $kinds)
        }
    };
    (@mids 2, $board:literal, $bb:ty, $k:ident, $mids:tt, $fn:ident, $doc:expr, $slots:tt, $kinds:tt, $kinds_b:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
            if color == 0 {
                $crate::__mid_legs_api!(@read_mids $k, $mids, 0, $slots, sq, via, occupied, $kinds)
            } else {
                $crate::__mid_legs_api!(@read_mids $k, $mids, 3, $slots, sq, via, occupied, $kinds_b)
            }
        }
    };
    // The middle rows of one side from row `$row` at the entry of slot
    // `slot`, read as `@read_mids` reads them; empty past the last slot.
    (@read_slot_mids $k:ident, $mids:tt, $row:expr, $slots:literal, $sq:ident, $slot:ident, $via_occupied:ident, $occupied:ident, $kinds:tt) => {{
        if $slot >= $slots {
            return $crate::kernel::$k::EMPTY;
        }
        let i = $crate::__legs_api!(@entry $slots, $sq, $slot, $via_occupied);
        $crate::__legs_api!(@first $k, $mids, $row, i, $occupied, $kinds)
    }};
    (@slot_mids 1, $board:literal, $bb:ty, $k:ident, $mids:tt, $fn:ident, $doc:expr, $slots:literal, $kinds:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
            $crate::__mid_legs_api!(@read_slot_mids $k, $mids, 0, $slots, sq, slot, via_occupied, occupied, $kinds)
        }
    };
    (@slot_mids 2, $board:literal, $bb:ty, $k:ident, $mids:tt, $fn:ident, $doc:expr, $slots:literal, $kinds:tt, $kinds_b:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
            if color == 0 {
                $crate::__mid_legs_api!(@read_slot_mids $k, $mids, 0, $slots, sq, slot, via_occupied, occupied, $kinds)
            } else {
                $crate::__mid_legs_api!(@read_slot_mids $k, $mids, 3, $slots, sq, slot, via_occupied, occupied, $kinds_b)
            }
        }
    };
    // The two squares of pair slot `$slot` from `$sq`, its first leg's
    // slot's step then its second step (stored plus the offset), where one
    // of the side's three middle rows from `$row` holds the second square
    // through either content of the first.
    (@read_squares $k:ident, $mids:tt, $row:expr, $sq:ident, $slot:ident, ($count:literal, $slots:literal, $offset:literal, $steps:ident, [$($pair_slot:literal),*], [$($second:literal),*])) => {{
        const PAIR_SLOT: &[u8] = &[$($pair_slot),*];
        const SECOND: &[u8] = &[$($second),*];
        if $slot >= $count {
            return None;
        }
        let (s, first) = ($sq as usize, PAIR_SLOT[$slot] as usize);
        let via = s.wrapping_add_signed($steps[first] as isize);
        let mid = via.wrapping_add(SECOND[$slot] as usize).wrapping_sub($offset);
        let e = $crate::__legs_api!(@entry $slots, $sq, first, false);
        let mut lands = $crate::kernel::$k::EMPTY;
        let mut r = $row;
        while r < $row + 3 {
            lands = $crate::kernel::$k::or(lands, $crate::kernel::$k::or($crate::__legs_api!(@at $k, $mids, r, e), $crate::__legs_api!(@at $k, $mids, r, e + 1)));
            r += 1;
        }
        if via < SQUARES && mid < SQUARES && $crate::kernel::$k::has(lands, mid) {
            Some((Square::ALL[via], Square::ALL[mid]))
        } else {
            None
        }
    }};
    (@squares 1, $board:literal, $k:ident, $mids:tt, $fn:ident, $doc:expr, $pairs:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, slot: usize) -> Option<(Square, Square)> {
            $crate::__mid_legs_api!(@read_squares $k, $mids, 0, sq, slot, $pairs)
        }
    };
    (@squares 2, $board:literal, $k:ident, $mids:tt, $fn:ident, $doc:expr, $pairs:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, slot: usize) -> Option<(Square, Square)> {
            if color == 0 {
                $crate::__mid_legs_api!(@read_squares $k, $mids, 0, sq, slot, $pairs)
            } else {
                $crate::__mid_legs_api!(@read_squares $k, $mids, 3, sq, slot, $pairs)
            }
        }
    };
    // The third-leg rows' entry of the moves through `via` and `mid` from
    // `sq`: their pair of index steps, then whether each square is
    // occupied (the start square counts as empty); `None` for no pair.
    (@index $k:ident, $pairs:ident, ($count:literal, $first:literal, $second:literal, $width:literal), $sq:ident, $via:ident, $mid:ident, $occupied:ident) => {{
        let d1 = ($via as usize + $first).wrapping_sub($sq as usize);
        let d2 = ($mid as usize + $second).wrapping_sub($via as usize);
        let at = d1.wrapping_mul($width).wrapping_add(d2);
        if d2 >= $width || at >= $pairs.len() || $pairs[at] == u8::MAX {
            None
        } else {
            let a = $crate::kernel::$k::has($occupied, $via as usize);
            let b = $mid as usize != $sq as usize && $crate::kernel::$k::has($occupied, $mid as usize);
            Some(4 * ($count * ($sq as usize) + $pairs[at] as usize) + 2 * (a as usize) + b as usize)
        }
    }};
    (@targets 1, $board:literal, $bb:ty, $k:ident, $legs:ident, $entry:literal, $pairs:ident, $fn:ident, $doc:expr, $index:tt, $steps:tt, $any:tt, $empty:tt, $full:tt) => {
        #[doc = $doc]
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(sq: Square, via: Square, mid: Square, occupied: $bb) -> $bb {
            let Some(i) = $crate::__mid_legs_api!(@index $k, $pairs, $index, sq, via, mid, occupied) else {
                return $crate::kernel::$k::EMPTY;
            };
            $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, (0), $steps, $any, $empty, $full)
        }
    };
    (@targets 2, $board:literal, $bb:ty, $k:ident, $legs:ident, $entry:literal, $pairs:ident, $fn:ident, $doc:expr, $index:tt, $steps:tt, $any:tt, $empty:tt, $full:tt, $any_b:tt, $empty_b:tt, $full_b:tt) => {
        #[doc = $doc]
        ///
        /// `color` is 0 for white, moving towards higher ranks, anything
        /// else for black.
        ///
        #[doc = $board]
        #[inline]
        pub const fn $fn(color: usize, sq: Square, via: Square, mid: Square, occupied: $bb) -> $bb {
            let Some(i) = $crate::__mid_legs_api!(@index $k, $pairs, $index, sq, via, mid, occupied) else {
                return $crate::kernel::$k::EMPTY;
            };
            if color == 0 {
                $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, (0), $steps, $any, $empty, $full)
            } else {
                $crate::__legs_api!(@ends $k, $legs, $entry, i, sq, occupied, ($legs.len() / 2), $steps, $any_b, $empty_b, $full_b)
            }
        }
    };
}

/// At module level, once per `board!` module with fairy pieces: the
/// `Piece` enum of its fairy pieces, in the order declared, and
/// `attacks`, `moves` and `initial_moves` for any of them, so that an
/// engine loops over a variant's pieces without naming them.
#[doc(hidden)]
#[macro_export]
macro_rules! __piece_set_api {
    (
        board = $board:literal,
        bitboard = $bb:ty,
        kernel = $k:ident,
        variants = [$($variant:ident),* $(,)?],
        count = $count:literal,
        names = [$($name:ident),* $(,)?],
        reads = [$($read:ident),* $(,)?],
        attacks = [$($attacks:ident),* $(,)?],
        moves = [$($moves:ident),* $(,)?],
        initial = [$($initial:ident),* $(,)?],
        no_initial = $no_initial:ident,
        legs = [$($legs:ident),* $(,)?],
        leg_targets = [$($targets:ident),* $(,)?],
        leg_slots = [$($slots:ident),* $(,)?],
        leg_via = [$($via:ident),* $(,)?],
        slot_leg_targets = [$($slot_targets:ident),* $(,)?],
        leg_mids = [$($mids:ident),* $(,)?],
        slot_leg_mids = [$($slot_mids:ident),* $(,)?],
        mid_leg_targets = [$($mid_targets:ident),* $(,)?],
        mid_leg_slots = [$($mid_slots:ident),* $(,)?],
        mid_leg_squares = [$($mid_squares:ident),* $(,)?],
        slot_mid_leg_targets = [$($slot_mid_targets:ident),* $(,)?],
        no_legs = $no_legs:ident,
        no_leg_targets = $no_targets:ident,
        no_leg_slots = $no_slots:ident,
        no_leg_via = $no_via:ident,
        no_slot_leg_targets = $no_slot_targets:ident,
        no_leg_mids = $no_mids:ident,
        no_slot_leg_mids = $no_slot_mids:ident,
        no_mid_leg_targets = $no_mid_targets:ident,
        no_mid_leg_slots = $no_mid_slots:ident,
        no_mid_leg_squares = $no_mid_squares:ident,
        no_slot_mid_leg_targets = $no_slot_mid_targets:ident,
    ) => {
        /// The fairy pieces of this module, in the order declared (none
        /// when the module declares none).
        ///
        #[doc = $board]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Piece {
            $(
                #[doc = concat!("The `", stringify!($name), "`.")]
                $variant,
            )*
        }

        impl Piece {
            /// Every piece, in the order declared.
            pub const ALL: [Piece; $count] = [$(Piece::$variant),*];

            /// The name it was declared by.
            #[inline]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Piece::$variant => stringify!($name),)*
                }
            }

            /// The squares the piece of `color` (0 white, moving towards
            /// higher ranks; anything else black) on `sq` attacks when
            /// `occupied` holds the pieces of both sides: where it would
            /// capture an enemy piece.
            #[inline]
            pub const fn attacks(self, color: usize, sq: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, occupied); // read by every arm, and by none without pieces
                match self {
                    $(Piece::$variant => $crate::__piece_set_api!(@read $read, $attacks, color, sq, occupied),)*
                }
            }

            /// The empty squares the piece of `color` on `sq` moves to
            /// without capturing.
            #[inline]
            pub const fn moves(self, color: usize, sq: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, occupied);
                match self {
                    $(Piece::$variant => $crate::kernel::$k::and_not($crate::__piece_set_api!(@read $read, $moves, color, sq, occupied), occupied),)*
                }
            }

            /// The empty squares the piece of `color` on `sq` may also move
            /// to as its first move (Betza `i`); empty for most pieces.
            #[inline]
            pub const fn initial_moves(self, color: usize, sq: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, occupied);
                match self {
                    $(Piece::$variant => $initial(color, sq, occupied),)*
                }
            }

            /// For a piece with moves of two legs (Betza `a`), the squares
            /// the first leg of the piece of `color` on `sq` lands on,
            /// given what they hold; empty for other pieces.
            #[inline]
            pub const fn legs(self, color: usize, sq: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, occupied);
                match self {
                    $(Piece::$variant => $legs(color, sq, occupied),)*
                }
            }

            /// Where the moves of two legs of the piece of `color` on `sq`
            /// whose first leg lands on `via` end: an occupied end is a
            /// capture, an empty one a move, `sq` itself (which the piece
            /// has left) a capture on `via` alone or a pass.
            #[inline]
            pub const fn leg_targets(self, color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, via, occupied);
                match self {
                    $(Piece::$variant => $targets(color, sq, via, occupied),)*
                }
            }

            /// For a piece with moves of two legs, how many slots its first
            /// legs have, one per step the first leg may take; 0 for other
            /// pieces.
            #[inline]
            pub const fn leg_slots(self) -> usize {
                match self {
                    $(Piece::$variant => $slots,)*
                }
            }

            /// The square the first leg of the piece of `color` on `sq`
            /// lands on by slot `slot` (0 to [`Piece::leg_slots`] minus
            /// 1), whatever it holds; `None` off the board, for a slot out
            /// of range and for other pieces.
            #[inline]
            pub const fn leg_via(self, color: usize, sq: Square, slot: usize) -> Option<Square> {
                let _ = (color, sq, slot);
                match self {
                    $(Piece::$variant => $via(color, sq, slot),)*
                }
            }

            /// Where the moves of two legs through the first leg of slot
            /// `slot` end, `via_occupied` saying whether its square
            /// ([`Piece::leg_via`]) holds a piece: what
            /// [`Piece::leg_targets`] gives for that square, one table
            /// read.
            #[inline]
            pub const fn slot_leg_targets(self, color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
                let _ = (color, sq, slot, via_occupied, occupied);
                match self {
                    $(Piece::$variant => $slot_targets(color, sq, slot, via_occupied, occupied),)*
                }
            }

            /// For a piece with moves of three legs (the lion dog's), the
            /// middle squares of those of the piece of `color` on `sq`
            /// whose first leg lands on `via`: where their second leg
            /// lands, given what the squares hold; empty for other pieces.
            #[inline]
            pub const fn leg_mids(self, color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, via, occupied);
                match self {
                    $(Piece::$variant => $mids(color, sq, via, occupied),)*
                }
            }

            /// The middle squares of the moves of three legs through the
            /// first leg of slot `slot`, `via_occupied` saying whether its
            /// square ([`Piece::leg_via`]) holds a piece: what
            /// [`Piece::leg_mids`] gives for that square, one entry read.
            #[inline]
            pub const fn slot_leg_mids(self, color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
                let _ = (color, sq, slot, via_occupied, occupied);
                match self {
                    $(Piece::$variant => $slot_mids(color, sq, slot, via_occupied, occupied),)*
                }
            }

            /// Where the moves of three legs of the piece of `color` on
            /// `sq` through `via` and then `mid` end, read as
            /// [`Piece::leg_targets`] reads its ends.
            #[inline]
            pub const fn mid_leg_targets(self, color: usize, sq: Square, via: Square, mid: Square, occupied: $bb) -> $bb {
                let _ = (color, sq, via, mid, occupied);
                match self {
                    $(Piece::$variant => $mid_targets(color, sq, via, mid, occupied),)*
                }
            }

            /// For a piece with moves of three legs, how many slots they
            /// have, one per pair of steps the first two legs may take; 0
            /// for other pieces.
            #[inline]
            pub const fn mid_leg_slots(self) -> usize {
                match self {
                    $(Piece::$variant => $mid_slots,)*
                }
            }

            /// The squares the first two legs of the moves of three legs
            /// of the piece of `color` on `sq` land on by slot `slot` (0
            /// to [`Piece::mid_leg_slots`] minus 1), the first leg's then
            /// the second's, whatever they hold; `None` off the board, for
            /// a slot out of range and for other pieces.
            #[inline]
            pub const fn mid_leg_squares(self, color: usize, sq: Square, slot: usize) -> Option<(Square, Square)> {
                let _ = (color, sq, slot);
                match self {
                    $(Piece::$variant => $mid_squares(color, sq, slot),)*
                }
            }

            /// Where the moves of three legs through the squares of slot
            /// `slot` ([`Piece::mid_leg_squares`]) end, `via_occupied` and
            /// `mid_occupied` saying whether they hold a piece: what
            /// [`Piece::mid_leg_targets`] gives for those squares, one
            /// entry read.
            #[inline]
            pub const fn slot_mid_leg_targets(self, color: usize, sq: Square, slot: usize, via_occupied: bool, mid_occupied: bool, occupied: $bb) -> $bb {
                let _ = (color, sq, slot, via_occupied, mid_occupied, occupied);
                match self {
                    $(Piece::$variant => $slot_mid_targets(color, sq, slot, via_occupied, mid_occupied, occupied),)*
                }
            }
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_mids(color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
            let _ = (color, sq, via, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_slot_mids(color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
            let _ = (color, sq, slot, via_occupied, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_mid_targets(color: usize, sq: Square, via: Square, mid: Square, occupied: $bb) -> $bb {
            let _ = (color, sq, via, mid, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        pub const $no_mid_slots: usize = 0;

        #[doc(hidden)]
        #[inline]
        pub const fn $no_mid_squares(color: usize, sq: Square, slot: usize) -> Option<(Square, Square)> {
            let _ = (color, sq, slot);
            None
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_slot_mid_targets(color: usize, sq: Square, slot: usize, via_occupied: bool, mid_occupied: bool, occupied: $bb) -> $bb {
            let _ = (color, sq, slot, via_occupied, mid_occupied, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_initial(color: usize, sq: Square, occupied: $bb) -> $bb {
            let _ = (color, sq, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_legs(color: usize, sq: Square, occupied: $bb) -> $bb {
            let _ = (color, sq, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_targets(color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
            let _ = (color, sq, via, occupied);
            $crate::kernel::$k::EMPTY
        }

        #[doc(hidden)]
        pub const $no_slots: usize = 0;

        #[doc(hidden)]
        #[inline]
        pub const fn $no_via(color: usize, sq: Square, slot: usize) -> Option<Square> {
            let _ = (color, sq, slot);
            None
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $no_slot_targets(color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
            let _ = (color, sq, slot, via_occupied, occupied);
            $crate::kernel::$k::EMPTY
        }

        /// `piece.attacks(color, sq, occupied)`: see [`Piece::attacks`].
        ///
        #[doc = $board]
        #[inline]
        pub const fn attacks(piece: Piece, color: usize, sq: Square, occupied: $bb) -> $bb {
            piece.attacks(color, sq, occupied)
        }

        /// `piece.moves(color, sq, occupied)`: see [`Piece::moves`].
        ///
        #[doc = $board]
        #[inline]
        pub const fn moves(piece: Piece, color: usize, sq: Square, occupied: $bb) -> $bb {
            piece.moves(color, sq, occupied)
        }

        impl $crate::PieceGeometry for Board {
            type Piece = Piece;
            const PIECES: &'static [Piece] = &Piece::ALL;

            #[inline]
            fn piece_attacks(piece: Piece, color: usize, sq: Square, occupied: $bb) -> $bb {
                piece.attacks(color, sq, occupied)
            }

            #[inline]
            fn piece_moves(piece: Piece, color: usize, sq: Square, occupied: $bb) -> $bb {
                piece.moves(color, sq, occupied)
            }

            #[inline]
            fn piece_initial_moves(piece: Piece, color: usize, sq: Square, occupied: $bb) -> $bb {
                piece.initial_moves(color, sq, occupied)
            }

            #[inline]
            fn piece_legs(piece: Piece, color: usize, sq: Square, occupied: $bb) -> $bb {
                piece.legs(color, sq, occupied)
            }

            #[inline]
            fn piece_leg_targets(piece: Piece, color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
                piece.leg_targets(color, sq, via, occupied)
            }

            #[inline]
            fn piece_leg_slots(piece: Piece) -> usize {
                piece.leg_slots()
            }

            #[inline]
            fn piece_leg_via(piece: Piece, color: usize, sq: Square, slot: usize) -> Option<Square> {
                piece.leg_via(color, sq, slot)
            }

            #[inline]
            fn piece_slot_leg_targets(piece: Piece, color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
                piece.slot_leg_targets(color, sq, slot, via_occupied, occupied)
            }

            #[inline]
            fn piece_leg_mids(piece: Piece, color: usize, sq: Square, via: Square, occupied: $bb) -> $bb {
                piece.leg_mids(color, sq, via, occupied)
            }

            #[inline]
            fn piece_slot_leg_mids(piece: Piece, color: usize, sq: Square, slot: usize, via_occupied: bool, occupied: $bb) -> $bb {
                piece.slot_leg_mids(color, sq, slot, via_occupied, occupied)
            }

            #[inline]
            fn piece_mid_leg_targets(piece: Piece, color: usize, sq: Square, via: Square, mid: Square, occupied: $bb) -> $bb {
                piece.mid_leg_targets(color, sq, via, mid, occupied)
            }

            #[inline]
            fn piece_mid_leg_slots(piece: Piece) -> usize {
                piece.mid_leg_slots()
            }

            #[inline]
            fn piece_mid_leg_squares(piece: Piece, color: usize, sq: Square, slot: usize) -> Option<(Square, Square)> {
                piece.mid_leg_squares(color, sq, slot)
            }

            #[inline]
            fn piece_slot_mid_leg_targets(piece: Piece, color: usize, sq: Square, slot: usize, via_occupied: bool, mid_occupied: bool, occupied: $bb) -> $bb {
                piece.slot_mid_leg_targets(color, sq, slot, via_occupied, mid_occupied, occupied)
            }
        }
    };
    // One piece's attacks or quiet moves, in the match of `Piece::attacks`
    // or `Piece::moves`, read as its `reads` says: from its table (one row,
    // or a row per side) or by its function (taking the side first, or
    // not). In the match rather than in a function per piece: a chu shogi
    // module's 56 such functions cost the compiler about 7 ms.
    (@read table1, $table:ident, $color:ident, $sq:ident, $occupied:ident) => {
        $table[$sq as usize]
    };
    (@read table2, $table:ident, $color:ident, $sq:ident, $occupied:ident) => {
        $table[($color != 0) as usize][$sq as usize]
    };
    (@read fn1, $fn:ident, $color:ident, $sq:ident, $occupied:ident) => {
        $fn($sq, $occupied)
    };
    (@read fn2, $fn:ident, $color:ident, $sq:ident, $occupied:ident) => {
        $fn($color, $sq, $occupied)
    };
}
