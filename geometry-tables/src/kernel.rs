//! The `const` helpers the generated modules call for their bitboard
//! width, one module per width with the same items: `EMPTY`, `bit`, `or`,
//! `pair` (a square-pair table's entry) and `line` (the obstruction
//! difference). The board modules' sliders, riders and pair-table
//! accessors are written once against these names. Implementation detail
//! of the generated code; not covered by semver.

/// The kernels that read a general fairy piece's rows
/// (`geometry_core::formula::RowKind`): which one reads each row of a move
/// set is a constant array, so a piece's function unrolls into straight
/// code for its own rows.
pub mod row {
    /// The row is not read by this move set.
    pub const NONE: u8 = 0;
    /// Leap targets, whole.
    pub const LEAP: u8 = 1;
    /// A ray towards higher indices, up to its first occupied square.
    pub const SLIDE_UP: u8 = 2;
    /// A ray towards lower indices, up to its first occupied square.
    pub const SLIDE_DOWN: u8 = 3;
    /// Past the first occupied square of a ray towards higher indices, up
    /// to the next one.
    pub const HOP_UP: u8 = 4;
    /// The same towards lower indices.
    pub const HOP_DOWN: u8 = 5;
    /// The square just past the first occupied square of a ray towards
    /// higher indices.
    pub const GRASS_UP: u8 = 6;
    /// The same towards lower indices.
    pub const GRASS_DOWN: u8 = 7;
    /// Legs: the next row's targets count when none of these is occupied.
    pub const LAME: u8 = 8;
    /// Rook lines within reach: the board's rook attacks, masked.
    pub const ROOK_SLIDE: u8 = 9;
    /// As [`ROOK_SLIDE`] on bishop lines.
    pub const BISHOP_SLIDE: u8 = 10;
    /// Grasshopper landings on the four rook rays: the board's grasshopper
    /// lines, whole (the row is not read).
    pub const ROOK_GRASS: u8 = 11;
    /// As [`ROOK_GRASS`] on the four bishop rays.
    pub const BISHOP_GRASS: u8 = 12;
    /// A multi-leg move's squares on the way: the next row's targets
    /// count when every one of these is occupied.
    pub const FULL: u8 = 13;
    /// A multi-leg move's squares on the way: when none is occupied, the
    /// next row's ray towards higher indices up to its first occupied
    /// square.
    pub const LAME_SLIDE_UP: u8 = 14;
    /// The same with a ray towards lower indices.
    pub const LAME_SLIDE_DOWN: u8 = 15;
    /// A ray towards higher indices up to its first occupied square, when
    /// none of the next row's squares is occupied: the squares on the way
    /// this ray shares with the next row's (a [`LAME_SLIDE_UP`] or
    /// [`LAME_SLIDE_DOWN`]), so that the two read them once.
    pub const GATED_SLIDE_UP: u8 = 16;
    /// The same with a ray towards lower indices.
    pub const GATED_SLIDE_DOWN: u8 = 17;
    /// Two rays of one line, away from each other: this row's towards
    /// lower indices and the next row's towards higher ones, each up to
    /// its first occupied square, read by the line's obstruction
    /// difference (the helpers' `line`).
    pub const LINE: u8 = 18;
    /// As [`LINE`], the rays' squares kept only where the row after next
    /// has them (their first squares are gates, passed but not attacked).
    pub const LAME_LINE: u8 = 19;

    /// Whether `kinds` reads any of `wanted`: a constant in the legs'
    /// functions, which mask their ends only where a list of rows has some.
    pub const fn uses(kinds: &[u8], wanted: &[u8]) -> bool {
        let mut k = 0;
        while k < kinds.len() {
            let mut w = 0;
            while w < wanted.len() {
                if kinds[k] == wanted[w] {
                    return true;
                }
                w += 1;
            }
            k += 1;
        }
        false
    }
}

/// Row `at` of a piece's `rows` and the two after it, from the start of
/// `rows` again past its end: only the kinds that read a next row are
/// given one, and it exists for them.
#[inline(always)]
const fn three<T, const N: usize>(rows: &[[T; N]], at: usize) -> (&[T; N], &[T; N], &[T; N]) {
    let n = rows.len();
    (&rows[at], &rows[(at + 1) % n], &rows[(at + 2) % n])
}

/// The helpers for a primitive bitboard type.
macro_rules! native {
    ($module:ident, $t:ty) => {
        #[doc = concat!("The helpers for `", stringify!($t), "` bitboards.")]
        pub mod $module {
            /// No square.
            pub const EMPTY: $t = 0;

            /// Bit `sq` alone.
            #[inline]
            pub const fn bit(sq: usize) -> $t {
                1 << sq
            }

            /// Bit `k` alone, for each `k`: a load, cheaper than a
            /// variable shift of a wide word.
            const BITS: [$t; <$t>::BITS as usize] = {
                let mut bits = [0; <$t>::BITS as usize];
                let mut k = 0;
                while k < bits.len() {
                    bits[k] = 1 << k;
                    k += 1;
                }
                bits
            };

            /// The number of zero bits above the highest set bit of `set`
            /// (not empty): on `u128` where the target has no `lzcnt`, one
            /// count of the word that holds it. There the compiler's count
            /// of both words is two `bsr`, the first reading its output
            /// register when the high word is empty; with `lzcnt` it is
            /// two cheap counts and a select, kept.
            #[inline]
            const fn leading_zeros(set: $t) -> u32 {
                if cfg!(target_feature = "lzcnt") {
                    return set.leading_zeros();
                }
                let high = match set.checked_shr(64) {
                    Some(high) => high as u64,
                    None => return set.leading_zeros(),
                };
                // The word chosen by a mask, not a branch, which random
                // occupancies would mispredict.
                let in_high = ((high != 0) as u64).wrapping_neg();
                let word = (high & in_high) | (set as u64 & !in_high);
                (64 & !in_high as u32) + word.leading_zeros()
            }

            /// `a | b`.
            #[inline]
            pub const fn or(a: $t, b: $t) -> $t {
                a | b
            }

            /// Entry `[a][b]` of a square-pair table.
            #[inline]
            pub const fn pair<const N: usize>(table: &[[$t; N]; N], a: usize, b: usize) -> $t {
                table[a][b]
            }

            /// The squares a slider attacks along one line: the line's two
            /// rays (towards lower and towards higher indices) cut at the
            /// first occupied square of each, which is included. The
            /// highest blocker below (bit 0 when none) and the lowest above
            /// bound the attacked run of bits; one subtraction fills it.
            #[inline]
            pub const fn line(occupied: $t, lower: $t, upper: $t) -> $t {
                let below = (lower & occupied) | 1;
                let above = upper & occupied;
                let from_blocker_below = <$t>::MAX << (<$t>::BITS - 1 - leading_zeros(below));
                let to_blocker_above = (above & above.wrapping_neg()).wrapping_mul(2);
                to_blocker_above.wrapping_add(from_blocker_below) & (lower | upper)
            }

            /// `a` without the squares of `b`.
            #[inline]
            pub const fn and_not(a: $t, b: $t) -> $t {
                a & !b
            }

            /// The squares in both `a` and `b`.
            #[inline]
            pub const fn and(a: $t, b: $t) -> $t {
                a & b
            }

            /// Whether square `sq` is in `set`.
            #[inline]
            pub const fn has(set: $t, sq: usize) -> bool {
                (set >> (sq % <$t>::BITS as usize)) & 1 != 0
            }

            /// `set & keep` moved by `by` places, towards higher indices
            /// when positive (`by` is under the width).
            #[inline]
            pub const fn shift(set: $t, keep: $t, by: i8) -> $t {
                let set = set & keep;
                if by >= 0 {
                    set << (by as u32 % <$t>::BITS)
                } else {
                    set >> (by.unsigned_abs() as u32 % <$t>::BITS)
                }
            }

            /// A ray towards higher indices up to its first occupied square
            /// (included): below the lowest blocker's next bit.
            #[inline]
            const fn up_to_first(ray: $t, occupied: $t) -> $t {
                let blockers = ray & occupied;
                let lowest = blockers & blockers.wrapping_neg();
                ray & lowest.wrapping_shl(1).wrapping_sub(1)
            }

            /// A ray towards lower indices up to its first occupied square
            /// (included): from the highest blocker up.
            #[inline]
            const fn down_to_first(ray: $t, occupied: $t) -> $t {
                let blockers = (ray & occupied) | 1;
                ray & (<$t>::MAX << (<$t>::BITS - 1 - leading_zeros(blockers)))
            }

            /// Whether a ray towards lower indices whose step its row gives
            /// is cut by [`below_first`] rather than by a count of leading
            /// zeros. Without `lzcnt` (the baseline x86-64 target) the count
            /// is `bsr`, which made the 8x8 cannon three times slower than
            /// these shifts on an AMD EPYC of family 25 (BENCHMARKS.md,
            /// section 8); on `u128` the shifts, on two words, were no
            /// faster than `bsr`.
            const STEPPED: bool = <$t>::BITS == 64 && !cfg!(target_feature = "lzcnt");

            /// The squares of a ray towards lower indices, `step` apart,
            /// below its first occupied square: each occupied square of the
            /// ray smeared down by `step`, `2 * step`, `4 * step` and `8 *
            /// step` places, then moved one step down. That reaches 16
            /// steps below a square, and a ray of a board of at most 16
            /// squares a line has at most 14 squares below its first.
            ///
            /// Used on `u64` boards where the target has no `lzcnt` (see
            /// [`STEPPED`]), for rays of a step under 8. A ray of a longer
            /// step has each square in a byte of its own, the bytes in
            /// the ray's order: on the byte-swapped board it runs towards
            /// higher indices, cut by its lowest blocker, which is fewer
            /// operations.
            #[inline]
            const fn below_first(ray: $t, occupied: $t, step: u32) -> $t {
                let mut smeared = ray & occupied;
                let mut by = step;
                while by < <$t>::BITS && by <= 8 * step {
                    smeared |= smeared >> by;
                    by *= 2;
                }
                ray & (smeared >> (step % <$t>::BITS))
            }

            /// The squares of a ray towards higher indices past its first
            /// occupied square (none without one).
            #[inline]
            const fn up_past_first(ray: $t, occupied: $t) -> $t {
                let blockers = ray & occupied;
                let lowest = blockers & blockers.wrapping_neg();
                ray & !lowest.wrapping_shl(1).wrapping_sub(1)
            }

            /// The squares of a ray towards lower indices past its first
            /// occupied square (none without one): below the highest
            /// blocker, found with bit 0 set so that no blocker leaves
            /// nothing (a branch here was mispredicted on random boards).
            #[inline]
            const fn down_past_first(ray: $t, occupied: $t) -> $t {
                let blockers = (ray & occupied) | 1;
                ray & ((<$t>::MAX >> leading_zeros(blockers)) >> 1)
            }

            /// What row `at` of a general fairy piece's `rows` gives from
            /// `sq`, as [`read`] reads it, from rows of bitboards stored
            /// as their bytes, `E` each (see [`entry`]): the tables of a
            /// piece's legs, which the compiler reads as a few byte
            /// strings rather than evaluating thousands of values.
            #[inline(always)]
            pub const fn read_bytes<
                const KIND: u8,
                const STEP: u32,
                const N: usize,
                const E: usize,
            >(
                rows: &[[u8; N]],
                at: usize,
                sq: usize,
                occupied: $t,
                lines: [$t; 4],
            ) -> $t {
                if KIND == super::row::NONE {
                    return 0;
                }
                let (row, next, after) = super::three(rows, at);
                let entries = [
                    [entry::<N, E>(row, sq)],
                    [entry::<N, E>(next, sq)],
                    [entry::<N, E>(after, sq)],
                ];
                read::<KIND, STEP, 1>(&entries, 0, 0, occupied, lines)
            }

            /// Entry `i` of a row of bitboards stored as their bytes,
            /// little-endian, one after the other, `E` bytes each: the
            /// type's size, which a call of another size does not compile
            /// past (entry 0 for an index past the last, 0 for a row too
            /// short for one).
            #[inline(always)]
            pub const fn entry<const N: usize, const E: usize>(row: &[u8; N], i: usize) -> $t {
                const {
                    assert!(
                        E == core::mem::size_of::<$t>(),
                        "an entry is the bitboard's bytes"
                    )
                };
                let (entries, _) = row.as_chunks::<{ core::mem::size_of::<$t>() }>();
                // In range for every caller, as for `read`: a compare and
                // a move, and the index check folds away.
                if entries.is_empty() {
                    return 0;
                }
                let i = if i < entries.len() { i } else { 0 };
                <$t>::from_le_bytes(entries[i])
            }

            /// What row `at` of a general fairy piece's `rows` gives from
            /// `sq` through `occupied`, read by the kernel `KIND` (a
            /// `super::row` constant, so each call is straight code): the
            /// row after (a lame leap's targets) and the one after that (a
            /// lame line's kept squares) are read too, from the start of
            /// `rows` again past its end; `lines` holds the board's rook
            /// and bishop attacks from `sq` through `occupied`, then its
            /// grasshopper landings along rook and bishop lines, for the
            /// rows read from them (empty where none is).
            #[inline(always)]
            pub const fn read<const KIND: u8, const STEP: u32, const N: usize>(
                rows: &[[$t; N]],
                at: usize,
                sq: usize,
                occupied: $t,
                lines: [$t; 4],
            ) -> $t {
                use super::row;
                if KIND == row::NONE {
                    return 0;
                }
                let (row, next, after) = super::three(rows, at);
                let sq = sq % N;
                let r = row[sq];
                match KIND {
                    row::LEAP => r,
                    row::SLIDE_UP => up_to_first(r, occupied),
                    // One ray, its squares `STEP` apart: at least a byte
                    // apart, read upwards on the byte-swapped board.
                    row::SLIDE_DOWN if STEPPED && STEP >= 8 => {
                        up_to_first(r.swap_bytes(), occupied.swap_bytes()).swap_bytes()
                    }
                    row::SLIDE_DOWN if STEPPED && STEP != 0 => r & !below_first(r, occupied, STEP),
                    row::SLIDE_DOWN => down_to_first(r, occupied),
                    row::HOP_UP => up_to_first(up_past_first(r, occupied), occupied),
                    row::HOP_DOWN if STEPPED && STEP >= 8 => {
                        let (r, occupied) = (r.swap_bytes(), occupied.swap_bytes());
                        up_to_first(up_past_first(r, occupied), occupied).swap_bytes()
                    }
                    row::HOP_DOWN if STEPPED && STEP != 0 => {
                        let past = below_first(r, occupied, STEP);
                        past & !below_first(past, occupied, STEP)
                    }
                    row::HOP_DOWN => down_to_first(down_past_first(r, occupied), occupied),
                    // A grasshopper lands one step (`STEP` places) past its
                    // hurdle, if the ray goes on there. Towards lower
                    // indices, bit 0 stands in for a missing hurdle: it
                    // lands nowhere, and no branch is mispredicted.
                    row::GRASS_UP => {
                        let blockers = r & occupied;
                        ((blockers & blockers.wrapping_neg()) << (STEP % <$t>::BITS)) & r
                    }
                    row::GRASS_DOWN if STEPPED && STEP >= 8 => {
                        let past = up_past_first(r.swap_bytes(), occupied.swap_bytes());
                        (past & past.wrapping_neg()).swap_bytes()
                    }
                    row::GRASS_DOWN if STEPPED && STEP != 0 => {
                        let hurdle = r & occupied & !below_first(r, occupied, STEP);
                        (hurdle >> (STEP % <$t>::BITS)) & r
                    }
                    row::GRASS_DOWN => {
                        let blockers = (r & occupied) | 1;
                        let top = <$t>::BITS - 1 - leading_zeros(blockers);
                        (BITS[top as usize % BITS.len()] >> (STEP % <$t>::BITS)) & r
                    }
                    // All ones when no leg is occupied, else none: a
                    // mask, as a branch here is mispredicted on random
                    // boards.
                    row::LAME => next[sq] & ((r & occupied == 0) as $t).wrapping_neg(),
                    row::FULL => next[sq] & ((r & occupied == r) as $t).wrapping_neg(),
                    row::LAME_SLIDE_UP => {
                        up_to_first(next[sq], occupied) & ((r & occupied == 0) as $t).wrapping_neg()
                    }
                    row::LAME_SLIDE_DOWN => {
                        down_to_first(next[sq], occupied)
                            & ((r & occupied == 0) as $t).wrapping_neg()
                    }
                    row::GATED_SLIDE_UP => {
                        up_to_first(r, occupied) & ((next[sq] & occupied == 0) as $t).wrapping_neg()
                    }
                    row::GATED_SLIDE_DOWN => {
                        down_to_first(r, occupied)
                            & ((next[sq] & occupied == 0) as $t).wrapping_neg()
                    }
                    row::LINE => line(occupied, r, next[sq]),
                    row::LAME_LINE => line(occupied, r, next[sq]) & after[sq],
                    row::ROOK_SLIDE => lines[0] & r,
                    row::BISHOP_SLIDE => lines[1] & r,
                    row::ROOK_GRASS => lines[2],
                    row::BISHOP_GRASS => lines[3],
                    _ => 0,
                }
            }
        }
    };
}

native!(w64, u64);
native!(w128, u128);

/// Sliders on an 8x8 board by hyperbola quintessence with a byte swap,
/// over the tables `geometry_core::formula::byte_swap` computes (`HQ_RANK`
/// and `HQ_LINES` in the module). They work on the bit grid, index =
/// 8 * row + column, whose rows every 8x8 mapping makes its ranks or its
/// files: a grid row is one byte.
pub mod byte_swap {
    /// The attacks along the grid row through `sq`, from `rank`
    /// (`HQ_RANK`): the row's six inner squares are one shift away.
    #[inline]
    pub const fn along_row(sq: usize, occupied: u64, rank: &[[u8; 64]; 8]) -> u64 {
        let (row, column) = (sq / 8, sq % 8);
        let inner = (occupied >> (8 * row + 1)) & 63;
        (rank[column][inner as usize] as u64) << (8 * row)
    }

    /// The attacks along a `line` through the square `bit` (the line
    /// without the square) with one square per grid row: towards higher
    /// indices, the run of bits a subtraction of `bit` flips up to the
    /// first occupied square; towards lower indices, the same on the
    /// byte-swapped board, where the line's order is reversed.
    #[inline]
    pub const fn line(occupied: u64, line: u64, bit: u64) -> u64 {
        let on_line = occupied & line;
        let upward = on_line.wrapping_sub(bit);
        let downward = on_line
            .swap_bytes()
            .wrapping_sub(bit.swap_bytes())
            .swap_bytes();
        (upward ^ downward) & line
    }

    /// Rook attacks: along the row by `rank`, along the column by [`line`]
    /// over `lines` (`HQ_LINES`: each square's column, diagonal and
    /// anti-diagonal without it, then its own bit).
    #[inline]
    pub const fn rook(
        sq: usize,
        occupied: u64,
        lines: &[[u64; 4]; 64],
        rank: &[[u8; 64]; 8],
    ) -> u64 {
        let sq = sq % 64;
        along_row(sq, occupied, rank) | line(occupied, lines[sq][0], lines[sq][3])
    }

    /// Bishop attacks: both diagonals by [`line`].
    #[inline]
    pub const fn bishop(sq: usize, occupied: u64, lines: &[[u64; 4]; 64]) -> u64 {
        let l = &lines[sq % 64];
        line(occupied, l[1], l[3]) | line(occupied, l[2], l[3])
    }

    /// Bits 56 to 63 of a word times this hold the sum of its eight bytes:
    /// a line with one square per column, gathered into one byte.
    const ROWS_ADDED: u64 = 0x0101_0101_0101_0101;

    /// Times this, grid column 0's bit for row `r` (bit `8 * r`) goes to
    /// bit `64 - r`, rows 1 to 6 to the top six bits; no two products
    /// share a bit, so nothing carries.
    const COLUMN_FLIP: u64 = 0x8040_2010_0804_0201 << 1;

    /// Grasshopper landings along a `line` with one square per column (a
    /// diagonal, without the square) from `row` (`GRASS_ROW`): the line's
    /// squares after the first column gathered into a row by column, read
    /// there, the landing columns repeated in every row and masked back
    /// onto the line.
    #[inline]
    const fn grass_diagonal(occupied: u64, line: u64, column: usize, row: &[[u64; 128]; 8]) -> u64 {
        let inner = (occupied & line).wrapping_mul(ROWS_ADDED) >> 57;
        row[column][inner as usize] & line
    }

    /// Grasshopper landings along the grid row and column through `sq`,
    /// one past the first occupied square of each of the four rays where
    /// the board goes on: the row's inner squares are one shift away
    /// (`row`: `GRASS_ROW`, its low byte); the column's are gathered into
    /// six bits by a multiplication and read from `column`
    /// (`GRASS_COLUMN`).
    #[inline]
    pub const fn grass_rook(
        sq: usize,
        occupied: u64,
        row: &[[u64; 128]; 8],
        column: &[[u64; 64]; 8],
    ) -> u64 {
        let sq = sq % 64;
        let (r, c) = (sq / 8, sq % 8);
        let inner = (occupied >> (8 * r + 1)) & 63;
        let along_row = (row[c][inner as usize] as u8 as u64) << (8 * r);
        let on_column = (occupied >> c) & ROWS_ADDED;
        let inner = on_column.wrapping_mul(COLUMN_FLIP) >> 58;
        along_row | column[r][inner as usize] << c
    }

    /// Grasshopper landings along the two diagonals through `sq`.
    #[inline]
    pub const fn grass_bishop(
        sq: usize,
        occupied: u64,
        lines: &[[u64; 4]; 64],
        row: &[[u64; 128]; 8],
    ) -> u64 {
        let sq = sq % 64;
        let l = &lines[sq];
        grass_diagonal(occupied, l[1], sq % 8, row) | grass_diagonal(occupied, l[2], sq % 8, row)
    }

    /// Queen attacks: the row by `rank`, the other three lines by [`line`]
    /// in one expression, which the compiler runs side by side in vector
    /// registers where it can (AVX2 swaps the bytes of four words at once).
    #[inline]
    pub const fn queen(
        sq: usize,
        occupied: u64,
        lines: &[[u64; 4]; 64],
        rank: &[[u8; 64]; 8],
    ) -> u64 {
        let sq = sq % 64;
        let l = &lines[sq];
        along_row(sq, occupied, rank)
            | line(occupied, l[0], l[3])
            | line(occupied, l[1], l[3])
            | line(occupied, l[2], l[3])
    }
}

/// Kindergarten sliders on a `u128` bit grid of `C` columns and `R` rows
/// (10x8, 9x9, ..), over the tables `geometry_core::formula::
/// kindergarten_grid` computes (`KG_ROW_ATTACKS`, `KG_COLUMN_ATTACKS` and
/// each square's grid coordinates). A row's inner squares are a shift
/// away; a column's are gathered by one 64-bit multiplication. The bishop
/// reads magic bitboards (`MAGIC_BISHOP`, `MAGIC_BISHOP_ATTACKS`).
pub mod kindergarten_grid {
    /// Bit 0 of every one of the first `rows` rows of a grid `columns` wide.
    // Inline, as `rook` is: a call from an optimized crate into an
    // unoptimized one (a dev build) would run the loop at every lookup.
    #[inline]
    const fn row_starts(columns: usize, rows: usize) -> u128 {
        let mut ones = 0;
        let mut k = 0;
        while k < rows {
            ones |= 1 << (columns * k);
            k += 1;
        }
        ones
    }

    /// Rook attacks: each line's inner occupancy gathered into an index,
    /// and its attacks read in place from the square's row of `lines`:
    /// the row's `2^(columns - 2)` entries, then the column's.
    #[inline]
    #[allow(
        clippy::too_many_arguments,
        reason = "the hidden tables of one board, passed as they are"
    )]
    pub const fn rook<const N: usize, const T: usize>(
        sq: usize,
        occupied: u128,
        lines: &[[u128; T]; N],
        columns: usize,
        column_gather: u64,
        column_of: &[u8; N],
        row_first: &[u8; N],
    ) -> u128 {
        // The row's and the column's entries per square, `2^(C - 2)` and
        // `2^(R - 2)`, and the grid's height.
        let row_entries = 1 << (columns - 2);
        let column_entries = T - row_entries;
        let rows = column_entries.trailing_zeros() as usize + 2;
        let sq = sq % N;
        let (low, high) = (occupied as u64, (occupied >> 64) as u64);
        // A row's inner squares lie in one 64-bit word unless one row
        // crosses bit 64 (a constant of the grid): then one word and a
        // 64-bit shift, else the `u128` shift.
        let first = row_first[sq] as u32;
        let row_inner = if straddles(columns, rows) {
            (occupied >> (first % 128)) as usize
        } else {
            let word = if first >= 64 { high } else { low };
            (word >> (first % 64)) as usize
        };
        // Column 0's inner squares, rows 1 to R - 2, after a shift by the
        // square's column: a funnel shift of the two words (the column is
        // under 64, and the inner squares end below bit 64 + column).
        let c = column_of[sq] as u32 % 64;
        let inner_column = (row_starts(columns, rows - 1) & !1) as u64;
        let column_bits = ((low >> c) | ((high << 1) << (63 - c))) & inner_column;
        let column_inner = (column_bits.wrapping_mul(column_gather) >> (64 - (rows - 2))) as usize;
        let lines = &lines[sq];
        lines[row_inner & (row_entries - 1)]
            | lines[row_entries + (column_inner & (column_entries - 1))]
    }

    /// Whether some row of a grid `columns` wide and `rows` high has inner
    /// squares on both sides of bit 64.
    #[inline]
    const fn straddles(columns: usize, rows: usize) -> bool {
        let mut r = 0;
        while r < rows {
            let (first, last) = (columns * r + 1, columns * r + columns - 2);
            if first < 64 && last >= 64 {
                return true;
            }
            r += 1;
        }
        false
    }

    /// Bishop attacks by magic bitboards: the relevant occupancy of the
    /// square's diagonals folded into one word (bit `64 + k` onto bit
    /// `k`), hashed by one multiplication into the square's block of
    /// `attacks`. `magics[sq]` is `[mask_low, mask_high, magic, offset <<
    /// 8 | shift]` (`geometry_core::formula::bishop_magics`).
    #[inline]
    pub const fn bishop_magic<const N: usize, const M: usize>(
        sq: usize,
        occupied: u128,
        magics: &[[u64; 4]; N],
        attacks: &[u128; M],
    ) -> u128 {
        let [mask_low, mask_high, magic, place] = magics[sq % N];
        let folded = (occupied as u64 & mask_low) | ((occupied >> 64) as u64 & mask_high);
        let index = (place >> 8) as usize + (folded.wrapping_mul(magic) >> (place & 63)) as usize;
        // Every index the tables hold is in range; the test keeps the
        // read total without a panic path.
        if index < M { attacks[index] } else { 0 }
    }
}

/// The helpers for [`Bitboard256`](crate::Bitboard256) bitboards, with its
/// `const` methods in place of the operators.
pub mod w256 {
    use crate::Bitboard256 as B;

    /// No square.
    pub const EMPTY: B = B::EMPTY;

    /// Bit `sq` alone.
    #[inline]
    pub const fn bit(sq: usize) -> B {
        B::bit(sq)
    }

    /// `a | b`.
    #[inline]
    pub const fn or(a: B, b: B) -> B {
        a.or(b)
    }

    /// Entry `[a][b]` of a square-pair table.
    #[inline]
    pub const fn pair<const N: usize>(table: &crate::Bitboard256Pairs<N>, a: usize, b: usize) -> B {
        table.get(a, b)
    }

    /// The obstruction difference along one line, as for the primitive
    /// widths.
    #[inline]
    pub const fn line(occupied: B, lower: B, upper: B) -> B {
        let below = lower.and(occupied).or(B::bit(0));
        let above = upper.and(occupied);
        let from_blocker_below = B::ALL.shl(B::BITS - 1 - below.leading_zeros());
        let lowest_above = above.and(B::EMPTY.wrapping_sub(above));
        let to_blocker_above = lowest_above.shl(1);
        to_blocker_above
            .wrapping_add(from_blocker_below)
            .and(lower.or(upper))
    }

    /// `a` without the squares of `b`.
    #[inline]
    pub const fn and_not(a: B, b: B) -> B {
        a.and(b.not())
    }

    /// The squares in both `a` and `b`.
    #[inline]
    pub const fn and(a: B, b: B) -> B {
        a.and(b)
    }

    /// Whether square `sq` is in `set`.
    #[inline]
    pub const fn has(set: B, sq: usize) -> bool {
        (set.0[(sq / 64) % 4] >> (sq % 64)) & 1 != 0
    }

    /// `set & keep` moved by `by` places, as for the primitive widths.
    #[inline]
    pub const fn shift(set: B, keep: B, by: i8) -> B {
        let set = set.and(keep);
        if by >= 0 {
            set.shl(by as u32)
        } else {
            set.shr(by.unsigned_abs() as u32)
        }
    }

    /// The lowest square of `set` alone (empty for an empty set).
    #[inline]
    const fn lowest(set: B) -> B {
        set.and(B::EMPTY.wrapping_sub(set))
    }

    /// Every square below the lowest of `set` and that square (all squares
    /// for an empty set).
    #[inline]
    const fn through_lowest(set: B) -> B {
        lowest(set).shl(1).wrapping_sub(B::bit(0))
    }

    /// The highest square of `set` and every square above it (all squares
    /// for an empty set).
    #[inline]
    const fn from_highest(set: B) -> B {
        let top = set.or(B::bit(0)).leading_zeros();
        B::ALL.shl(B::BITS - 1 - top)
    }

    /// What row `at` of rows of bitboards stored as their bytes, `E`
    /// each, gives, as for the primitive widths.
    #[inline(always)]
    pub const fn read_bytes<const KIND: u8, const STEP: u32, const N: usize, const E: usize>(
        rows: &[[u8; N]],
        at: usize,
        sq: usize,
        occupied: B,
        lines: [B; 4],
    ) -> B {
        if KIND == super::row::NONE {
            return B::EMPTY;
        }
        let (row, next, after) = super::three(rows, at);
        let entries = [
            [entry::<N, E>(row, sq)],
            [entry::<N, E>(next, sq)],
            [entry::<N, E>(after, sq)],
        ];
        read::<KIND, STEP, 1>(&entries, 0, 0, occupied, lines)
    }

    /// Entry `i` of a row of bitboards stored as their bytes, `E` each: a
    /// bitboard's low words, as many as its table's values need (`E / 8`,
    /// 1 to 4: three on boards of 129 to 192 squares, where a fourth
    /// would only ever be 0), word 0 first, each word little-endian, the
    /// words past them 0. Entry 0 for an index past the last, empty for a
    /// row too short for one.
    #[inline(always)]
    pub const fn entry<const N: usize, const E: usize>(row: &[u8; N], i: usize) -> B {
        const {
            assert!(
                E.is_multiple_of(8) && E >= 8 && E <= 32,
                "an entry is one to four words"
            )
        };
        let (entries, _) = row.as_chunks::<E>();
        if entries.is_empty() {
            return B::EMPTY;
        }
        let i = if i < entries.len() { i } else { 0 };
        // The count of words is a constant: each test folds away.
        let (words, _) = entries[i].as_chunks::<8>();
        B([
            word(words, 0),
            word(words, 1),
            word(words, 2),
            word(words, 3),
        ])
    }

    /// Word `k` of an entry's words, 0 past them.
    #[inline(always)]
    const fn word(words: &[[u8; 8]], k: usize) -> u64 {
        if k < words.len() {
            u64::from_le_bytes(words[k])
        } else {
            0
        }
    }

    /// What row `at` of a general fairy piece's `rows` gives, as for the
    /// primitive widths.
    #[inline(always)]
    pub const fn read<const KIND: u8, const STEP: u32, const N: usize>(
        rows: &[[B; N]],
        at: usize,
        sq: usize,
        occupied: B,
        lines: [B; 4],
    ) -> B {
        use super::row;
        if KIND == row::NONE {
            return B::EMPTY;
        }
        let (row, next, after) = super::three(rows, at);
        // In range for every caller; a compare and a move, where a
        // remainder by `N` costs a multiplication on the way to the load.
        let sq = if sq < N { sq } else { 0 };
        let r = row[sq];
        let blockers = r.and(occupied);
        match KIND {
            row::LEAP => r,
            row::SLIDE_UP => r.and(through_lowest(blockers)),
            row::SLIDE_DOWN => r.and(from_highest(blockers)),
            row::HOP_UP | row::GRASS_UP => {
                let past = r.and(through_lowest(blockers).not());
                if KIND == row::GRASS_UP {
                    lowest(past)
                } else {
                    past.and(through_lowest(past.and(occupied)))
                }
            }
            row::HOP_DOWN | row::GRASS_DOWN => {
                let past = if blockers.is_empty() {
                    B::EMPTY
                } else {
                    r.and(from_highest(blockers).not())
                };
                if KIND == row::GRASS_DOWN {
                    if past.is_empty() {
                        B::EMPTY
                    } else {
                        past.and(from_highest(past))
                    }
                } else {
                    past.and(from_highest(past.and(occupied)))
                }
            }
            row::LAME => {
                if blockers.is_empty() {
                    next[sq]
                } else {
                    B::EMPTY
                }
            }
            row::FULL => {
                if r.and(occupied.not()).is_empty() {
                    next[sq]
                } else {
                    B::EMPTY
                }
            }
            row::LAME_SLIDE_UP | row::LAME_SLIDE_DOWN => {
                let ray = next[sq];
                if !blockers.is_empty() {
                    B::EMPTY
                } else if KIND == row::LAME_SLIDE_UP {
                    ray.and(through_lowest(ray.and(occupied)))
                } else {
                    ray.and(from_highest(ray.and(occupied)))
                }
            }
            row::GATED_SLIDE_UP | row::GATED_SLIDE_DOWN => {
                if !next[sq].and(occupied).is_empty() {
                    B::EMPTY
                } else if KIND == row::GATED_SLIDE_UP {
                    r.and(through_lowest(blockers))
                } else {
                    r.and(from_highest(blockers))
                }
            }
            row::LINE => line(occupied, r, next[sq]),
            row::LAME_LINE => line(occupied, r, next[sq]).and(after[sq]),
            row::ROOK_SLIDE => lines[0].and(r),
            row::BISHOP_SLIDE => lines[1].and(r),
            row::ROOK_GRASS => lines[2],
            row::BISHOP_GRASS => lines[3],
            _ => B::EMPTY,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{row, w256};
    use crate::Bitboard256 as B;

    fn set(squares: &[usize]) -> B {
        squares.iter().fold(B::EMPTY, |acc, &sq| acc.or(B::bit(sq)))
    }

    /// The 256-bit line kernels, which no board's rows read (its slides
    /// stay gated rays there), against the rays walked: a ray down the
    /// file of a 16x16 board below square 136 and one up it from there,
    /// every first piece on each (or none), with pieces off the rays and
    /// further along them too. `LAME_LINE` keeps the squares of the third
    /// row alone: the rays without their first squares.
    #[test]
    fn line_kernels_on_256_bits_cut_each_ray_at_its_first_piece() {
        let down: [usize; 8] = core::array::from_fn(|k| 120 - 16 * k);
        let up: [usize; 7] = core::array::from_fn(|k| 136 + 16 * k);
        let keep = set(&down[1..]).or(set(&up[1..]));
        let rows = [[set(&down)], [set(&up)], [keep]];
        let lines = [B::EMPTY; 4];
        for d in 0..=down.len() {
            for u in 0..=up.len() {
                // Pieces at index `d` of the ray down and `u` of the ray up
                // (none past the end), at each ray's far end, and on squares
                // of neither.
                let mut occupied = set(&[0, 8, 137, 255]);
                let mut seen = B::EMPTY;
                for (ray, first) in [(&down[..], d), (&up[..], u)] {
                    if first < ray.len() {
                        occupied = occupied.or(set(&[ray[first], ray[ray.len() - 1]]));
                    }
                    seen = seen.or(set(&ray[..ray.len().min(first + 1)]));
                }
                let line = w256::read::<{ row::LINE }, 0, 1>(&rows, 0, 0, occupied, lines);
                assert_eq!(line, seen, "pieces at {d} and {u}");
                let lame = w256::read::<{ row::LAME_LINE }, 0, 1>(&rows, 0, 0, occupied, lines);
                assert_eq!(lame, seen.and(keep), "pieces at {d} and {u}");
            }
        }
    }

    /// Rows held as bytes read as the rows of values they were written
    /// from, at every width and, for 256-bit bitboards, every count of
    /// words an entry holds: each value's bytes laid down here by hand, low
    /// byte first, and every kernel of one row and of a row with the next
    /// (a lame leap) read both ways.
    #[test]
    fn rows_held_as_bytes_read_as_their_values() {
        use super::{w64, w128};
        let values: [u64; 3] = [0x0102_0304_0506_0708, 0x8000_0000_0000_0001, 0x00F0];
        let mut bytes64 = [[0u8; 24]; 2];
        let mut bytes128 = [[0u8; 48]; 2];
        let mut bytes256 = [[0u8; 96]; 2];
        let mut bytes192 = [[0u8; 72]; 2];
        let mut bytes128w = [[0u8; 48]; 2];
        for r in 0..2 {
            for (i, &v) in values.iter().enumerate() {
                let v = v.rotate_left(8 * r as u32);
                for b in 0..8 {
                    let byte = (v >> (8 * b)) as u8;
                    bytes64[r][8 * i + b] = byte;
                    // The `u128` value `v << 64 | v`, the 256-bit one `v`
                    // in its words 1 and 3.
                    bytes128[r][16 * i + b] = byte;
                    bytes128[r][16 * i + 8 + b] = byte;
                    bytes256[r][32 * i + 8 + b] = byte;
                    bytes256[r][32 * i + 24 + b] = byte;
                    // Three words an entry: `v` in words 0 and 2; two: in
                    // word 1.
                    bytes192[r][24 * i + b] = byte;
                    bytes192[r][24 * i + 16 + b] = byte;
                    bytes128w[r][16 * i + 8 + b] = byte;
                }
            }
        }
        let rows64: [[u64; 3]; 2] =
            core::array::from_fn(|r| values.map(|v| v.rotate_left(8 * r as u32)));
        let rows128 = rows64.map(|row| row.map(|v| u128::from(v) << 64 | u128::from(v)));
        let rows256 = rows64.map(|row| row.map(|v| B([0, v, 0, v])));
        let rows192 = rows64.map(|row| row.map(|v| B([v, 0, v, 0])));
        let rows128w = rows64.map(|row| row.map(|v| B([0, v, 0, 0])));
        let rows64w = rows64.map(|row| row.map(|v| B([v, 0, 0, 0])));
        for i in 0..3 {
            assert_eq!(w64::entry::<24, 8>(&bytes64[1], i), rows64[1][i]);
            assert_eq!(w128::entry::<48, 16>(&bytes128[1], i), rows128[1][i]);
            assert_eq!(w256::entry::<96, 32>(&bytes256[1], i), rows256[1][i]);
            assert_eq!(w256::entry::<72, 24>(&bytes192[1], i), rows192[1][i]);
            assert_eq!(w256::entry::<48, 16>(&bytes128w[1], i), rows128w[1][i]);
            assert_eq!(w256::entry::<24, 8>(&bytes64[1], i), rows64w[1][i]);
        }
        // Past the last entry, entry 0; a row too short for one, nothing.
        assert_eq!(w64::entry::<24, 8>(&bytes64[0], 3), rows64[0][0]);
        assert_eq!(w256::entry::<96, 32>(&bytes256[0], 3), rows256[0][0]);
        assert_eq!(w256::entry::<72, 24>(&bytes192[0], 3), rows192[0][0]);
        assert_eq!(w128::entry::<48, 16>(&bytes128[0], 3), rows128[0][0]);
        assert_eq!(w64::entry::<7, 8>(&[0xFF; 7], 0), 0);
        assert_eq!(w256::entry::<31, 32>(&[0xFF; 31], 0), B::EMPTY);
        assert_eq!(w256::entry::<23, 24>(&[0xFF; 23], 0), B::EMPTY);
        let occupied = 0x0000_0000_0300_0400u64;
        for sq in 0..3 {
            for at in 0..2 {
                macro_rules! both {
                    ($($kind:ident),*) => {$(
                        assert_eq!(
                            w64::read_bytes::<{ row::$kind }, 0, 24, 8>(&bytes64, at, sq, occupied, [0; 4]),
                            w64::read::<{ row::$kind }, 0, 3>(&rows64, at, sq, occupied, [0; 4]),
                        );
                        let wide = u128::from(occupied) << 64 | u128::from(occupied);
                        assert_eq!(
                            w128::read_bytes::<{ row::$kind }, 0, 48, 16>(&bytes128, at, sq, wide, [0; 4]),
                            w128::read::<{ row::$kind }, 0, 3>(&rows128, at, sq, wide, [0; 4]),
                        );
                        let wide = B([0, occupied, 0, occupied]);
                        assert_eq!(
                            w256::read_bytes::<{ row::$kind }, 0, 96, 32>(&bytes256, at, sq, wide, [B::EMPTY; 4]),
                            w256::read::<{ row::$kind }, 0, 3>(&rows256, at, sq, wide, [B::EMPTY; 4]),
                        );
                        let wide = B([occupied, 0, occupied, 0]);
                        assert_eq!(
                            w256::read_bytes::<{ row::$kind }, 0, 72, 24>(&bytes192, at, sq, wide, [B::EMPTY; 4]),
                            w256::read::<{ row::$kind }, 0, 3>(&rows192, at, sq, wide, [B::EMPTY; 4]),
                        );
                    )*};
                }
                both!(LEAP, SLIDE_UP, SLIDE_DOWN, LAME, FULL, NONE);
            }
        }
    }
}
