//! The reference articles' branchless formulas as `const fn`s, each checked
//! over its whole domain against the tables of this crate.
//!
//! Engines copy these tricks from the chess-programming articles "Color of
//! a Square", "Knight distance" (Gerd Isenberg, CCC 2005), "Square Mapping
//! Considerations", "Diagonals" and "The 0x88 board". Some of them are wrong
//! for part of their domain, or lean on C/x86 behaviour that Rust does not
//! share. This module ships a correct version under each plain name and
//! keeps every wrong article formula under an `article_*` name, documented
//! as wrong, so the tests can enumerate the inputs on which it fails.
//!
//! ```
//! use geometry_tables::formulas::*;
//! use geometry_tables::Square::*;
//!
//! assert!(is_dark(A1 as u8) && !is_dark(H1 as u8));
//! assert!(same_color(A1 as u8, H8 as u8));
//! assert_eq!(knight_distance(A1 as u8, B2 as u8), 4); // the corner fix-up
//! assert!(same_diagonal(C1 as u8, H6 as u8));
//! // h1 and a3 differ by 9 but lie on different diagonals: the article's
//! // "divisible by 9" test gets it wrong, the shipped test does not.
//! assert!(article_same_diagonal_mod9(H1 as u8, A3 as u8));
//! assert!(!same_diagonal(H1 as u8, A3 as u8));
//! assert_eq!(sq64_to_x88(H8 as u8), 0x77);
//! assert!(x88_is_dark(0x00) && !x88_is_dark(0x07));
//! ```
//!
//! # Conventions
//!
//! - Squares are `u8` indices in little-endian rank-file order (LERF, the
//!   crate's order): `sq = 8 * rank + file`, a1 = 0, h1 = 7, h8 = 63. 0x88
//!   squares are `u8` indices `16 * rank + file`; a square is on the board
//!   when `sq88 & 0x88 == 0` (64 squares between 0x00 and 0x77).
//! - "Colour" is 1 (or `true`) for a dark square, as in
//!   [`SQUARE_COLOR`](crate::SQUARE_COLOR): a1 is dark.
//! - The meaningful domain of every function is stated in its docs (0..64
//!   for squares, on-board 0x88 squares). Every function nevertheless
//!   accepts *every* `u8` (or pair) without panicking, also in debug builds
//!   where Rust checks arithmetic overflow and shift amounts: C's silent
//!   wrap-arounds are written as `wrapping_*` operations or explicit masks,
//!   and the tests call each function on all 256 values (all 65,536 pairs).
//!   What a function returns outside its domain is documented where it is
//!   useful and unspecified otherwise.
//!
//! # Verdicts
//!
//! | formula (article) | Rust | over its domain |
//! |---|---|---|
//! | `(0xAA55AA55AA55AA55 >> sq) & 1` (Color) | [`color_lookup64`] | correct |
//! | `(0xAA55AA55 >> sq) & 1`, x86 shift mod 32 (Color) | [`color_lookup32`] | correct only with the count taken mod 32 (`wrapping_shr`); plain `>>` panics in debug for sq ≥ 32 |
//! | `(0x00AA0055 >> sq88) & 1` (Color) | [`x88_is_dark`] | correct on the 64 on-board squares, same mod-32 caveat |
//! | `(((sq >> 3) + sq) & 1) ^ 1`, also `-` and `^` (Color) | [`color_by_anti_diagonal`], [`color_by_diagonal`], [`color_by_xor`] | correct |
//! | `((9 * sq + 8) >> 3) & 1` (Color) | [`color_lea`] | correct |
//! | `(9 * sq) & 8 == 0`, `(9 * sq + 8) & 8 != 0` (Color) | [`is_dark`], [`is_dark_plus8`] | correct |
//! | `(9 * (a ^ b)) & 8`, `((x >> 3) ^ x) & 1` (Color) | [`same_color`], [`different_color`], [`different_color_xor`] | correct |
//! | knight distance with `knightD[64]`, `edge[64]` (Knight distance) | [`knight_distance`], [`knight_distance_sign_mask`], [`knight_distance_wide_shift`] | correct on all 4,096 pairs |
//! | `7 + rank - file`, `rank + file`, `(rank - file) & 15` (Diagonals) | [`diagonal_index`], [`anti_diagonal_index`], [`diagonal_index_mod16`] | correct |
//! | `((sq2 - sq1) & 7) == (sq2 >> 3) - (sq1 >> 3)` (Diagonals) | [`article_same_diagonal_and7`] | **wrong** on 224 ordered pairs; corrected in [`same_diagonal`] |
//! | `(sq2 - sq1) % 9 == 0` (Diagonals) | [`article_same_diagonal_mod9`] | **wrong** on 112 ordered pairs; corrected in [`same_diagonal`] |
//! | `sq ^ 7`, `sq ^ 56`, `sq ^ 63` (Square Mapping) | [`flip_file`], [`flip_rank`], [`rotate_180`] | correct |
//! | `sq + (sq & !7)`, `(sq88 + (sq88 & 7)) >> 1` (0x88) | [`sq64_to_x88`], [`x88_to_sq64`] | correct on 0..64 / on-board squares |
//! | `sq88 & 0x88 != 0` (0x88) | [`x88_off_board`] | correct |
//!
//! # Formula or table?
//!
//! Figures from one run of `cargo bench -p geometry-tables --bench formulas
//! -- --warm-up-time 1 --measurement-time 3` (`benches/formulas.rs`:
//! criterion 0.7, release build, x86-64, rustc 1.95, on a 2-core machine
//! shared with other jobs, load average about 3.5). Each benchmark folds
//! one call per element of a fixed pseudo-random stream of 4,096 squares
//! (or pairs, or on-board 0x88 squares), every input through `black_box`;
//! a figure is the median time per call, loop included. The ratio is
//! formula / table (below 1: the formula is faster). The last column is the
//! ratio from a second, identical run under heavier load (about 6), shown
//! only to say which differences are noise.
//!
//! | question | formula | ns/call | table lookup | ns/call | ratio | 2nd run |
//! |---|---|---|---|---|---|---|
//! | colour of a square | [`is_dark`] | 0.77 | `SQUARE_COLOR[sq]` | 0.52 | **1.48** | 1.27 |
//! | colour of a square | [`color_lookup64`] | 0.69 | `SQUARE_COLOR[sq]` | 0.52 | **1.34** | 0.92 |
//! | colour of a square | [`color_lookup32`] | 0.56 | `SQUARE_COLOR[sq]` | 0.52 | **1.08** | 1.52 |
//! | colour of a square | [`color_by_anti_diagonal`] | 0.90 | `SQUARE_COLOR[sq]` | 0.52 | **1.74** | 1.57 |
//! | colour of a square | [`color_lea`] | 0.79 | `SQUARE_COLOR[sq]` | 0.52 | **1.53** | 1.51 |
//! | same colour | [`same_color`] | 1.05 | `SQUARE_COLOR[a] == SQUARE_COLOR[b]` | 1.04 | **1.01** | 0.69 |
//! | same colour | [`different_color_xor`] | 1.16 | `SQUARE_COLOR[a] == SQUARE_COLOR[b]` | 1.04 | **1.11** | 0.96 |
//! | 0x88 colour | [`x88_is_dark`] | 0.59 | `SQUARE_COLOR[x88::to_sq64(sq88)]` | 0.69 | **0.86** | 0.88 |
//! | knight distance | [`knight_distance`] | 3.42 | `KNIGHT_DIST[a][b]` | 0.94 | **3.64** | 2.42 |
//! | knight distance | [`knight_distance_sign_mask`] | 2.62 | `KNIGHT_DIST[a][b]` | 0.94 | **2.78** | 2.38 |
//! | knight distance | [`knight_distance_wide_shift`] | 3.81 | `KNIGHT_DIST[a][b]` | 0.94 | **4.05** | 2.97 |
//! | diagonal index | [`diagonal_index`] | 1.89 | `DIAGONAL[sq]` | 1.81 | **1.04** | 1.00 |
//! | anti-diagonal index | [`anti_diagonal_index`] | 1.11 | `ANTI_DIAGONAL[sq]` | 1.13 | **0.99** | 0.96 |
//! | same diagonal | [`same_diagonal`] | 1.34 | `SAME_DIAGONAL[a][b]` | 1.34 | **1.00** | 1.15 |
//! | same diagonal | [`article_same_diagonal_mod9`] | 2.13 | `SAME_DIAGONAL[a][b]` | 1.34 | **1.59** | 1.24 |
//! | same anti-diagonal | [`same_anti_diagonal`] | 1.28 | `SAME_ANTI_DIAGONAL[a][b]` | 1.89 | **0.68** | 1.57 |
//! | 0..64 to 0x88 | [`sq64_to_x88`] | 1.37 | `x88::SQ_TO_X88[sq]` | 0.77 | **1.79** | 1.60 |
//! | 0x88 to 0..64 | [`x88_to_sq64`] | 1.26 | `x88::X88_TO_SQ[sq88]` | 0.83 | **1.52** | 1.72 |
//!
//! What the figures support:
//!
//! - **Knight distance: prefer [`KNIGHT_DIST`](crate::KNIGHT_DIST).** The
//!   table was 2.8 to 4 times faster than every formula variant (2.4 to 3
//!   times in the second run): the formula itself reads two 64-byte tables
//!   three times and adds about 25 instructions, where the table is one
//!   load. Use [`knight_distance`] only where the 4 KB table is unwelcome
//!   (its own tables take 128 bytes) or in `const` code.
//! - **0x88 conversions: prefer the tables**
//!   [`x88::from_sq64`](crate::x88::from_sq64) and
//!   [`x88::to_sq64`](crate::x88::to_sq64): 1.5 to 1.8 times faster in both
//!   runs (one load against the formula's two or three dependent
//!   operations). The formulas are for `const` code.
//! - **Colour of one square: the table, by a hair.**
//!   [`SQUARE_COLOR`](crate::SQUARE_COLOR) beat every formula in the first
//!   run (by 0.04 to 0.38 ns, at most about one cycle) and all but
//!   [`color_lookup64`] in the second. In a hot loop that already indexes
//!   tables, use it. Where no table is wanted (`const` code, or a cold
//!   cache, which this hot-cache benchmark does not model) use
//!   [`color_lookup32`] or [`color_lookup64`], the closest in the first and
//!   second run, or [`is_dark`] for a `bool`.
//! - **Same colour and 0x88 colour: prefer the formulas** [`same_color`]
//!   (ratio 1.01, then 0.69) and [`x88_is_dark`] (0.86, then 0.88): tied
//!   with or faster than the two table loads they replace.
//! - **Diagonal indices and same (anti-)diagonal: prefer the formulas**
//!   [`diagonal_index`], [`anti_diagonal_index`], [`same_diagonal`],
//!   [`same_anti_diagonal`]: ties within noise (ratios 0.68 to 1.57 that
//!   swap between runs), and the formulas spare the 4 KB
//!   `SAME_DIAGONAL` / `SAME_ANTI_DIAGONAL` tables a place in the L1 cache.
//!   Never use [`article_same_diagonal_mod9`]: it is wrong, and it was also
//!   slower than the corrected [`same_diagonal`] in both runs (a division by
//!   9 becomes a multiply-and-shift).
//!
//! The micro-benchmark keeps every table in the L1 cache; a table that has
//! been evicted costs a cache miss (several ns to tens of ns), which only
//! strengthens the case for the formulas where they tie.

// ---------------------------------------------------------------------------
// Square colour
// ---------------------------------------------------------------------------

/// The dark squares of the 8x8 board as a bitboard (bit `sq` set when square
/// `sq` is dark): the in-register lookup table of [`color_lookup64`].
///
/// Equal to [`DARK_SQUARES`](crate::DARK_SQUARES); repeated here so the
/// formula reads as in the article.
pub const DARK_64: u64 = 0xAA55_AA55_AA55_AA55;

/// The 32-bit in-register lookup table of [`color_lookup32`]: four ranks of
/// [`DARK_64`], which repeats every four ranks.
pub const DARK_32: u32 = 0xAA55_AA55;

/// The in-register lookup table of [`x88_is_dark`] for the 0x88 board: one
/// even rank (`0x55`, bits 0..8) and one odd rank (`0xAA`, bits 16..24) of
/// the 16-wide board; the off-board halves (files 8..15) are zero.
pub const X88_DARK_32: u32 = 0x00AA_0055;

/// Colour of `sq` (1 = dark) by in-register lookup: `(0xAA55AA55AA55AA55 >>
/// sq) & 1`.
///
/// - Source: "Color of a Square", *By Lookup*.
/// - Domain: `sq` in 0..64. Correct on the whole domain.
/// - Rust: a `u64 >> sq` panics in debug builds for `sq >= 64`; this uses
///   `wrapping_shr`, which takes the count modulo 64, so any `u8` gives the
///   colour of `sq & 63`.
pub const fn color_lookup64(sq: u8) -> u8 {
    (DARK_64.wrapping_shr(sq as u32) & 1) as u8
}

/// Colour of `sq` (1 = dark) by a 32-bit in-register lookup: `(0xAA55AA55
/// >> sq) & 1`, with the shift count taken modulo 32.
///
/// - Source: "Color of a Square", *By Lookup*: "on x86 one may use a
///   shorter 32-bit constant and 32-bit shift, since the 32-bit shift is
///   implicitly modulo 32"; the article's comment gives the portable form
///   `(0xAA55AA55 >> (square & 31)) & 1`.
/// - Domain: `sq` in 0..64. Correct on the whole domain, *because* the
///   count is reduced modulo 32 and the colour pattern repeats every four
///   ranks (32 squares).
/// - Rust: the modulo-32 count is x86 hardware behaviour. In C a shift by
///   32 or more is undefined behaviour; in Rust the plain `DARK_32 >> sq`
///   panics in debug builds for every `sq >= 32` ("attempt to shift right
///   with overflow", proven by a test) and only masks the count in release
///   builds. This function uses [`u32::wrapping_shr`], which is defined as
///   `>> (sq & 31)` in every build: exactly the article's portable form.
///   Any `u8` gives the colour of `sq & 63`.
pub const fn color_lookup32(sq: u8) -> u8 {
    (DARK_32.wrapping_shr(sq as u32) & 1) as u8
}

/// Colour of `sq` (1 = dark) by the parity of the anti-diagonal index
/// `rank + file`: `(((sq >> 3) + sq) & 1) ^ 1`.
///
/// - Source: "Color of a Square", *By Anti-Diagonal Index* (the final
///   `^ 1` is its `toggleColor`: an even index is dark).
/// - Domain: `sq` in 0..64. Correct on the whole domain: `(sq >> 3) + sq
///   = 9 * rank + file`, whose bit 0 is that of `rank + file`.
/// - Rust: in `u8` the sum overflows for `sq >= 228`; `wrapping_add` is
///   harmless because only bit 0 is kept. Any `u8` gives the colour of
///   `sq & 63`.
pub const fn color_by_anti_diagonal(sq: u8) -> u8 {
    ((sq >> 3).wrapping_add(sq) & 1) ^ 1
}

/// Colour of `sq` (1 = dark) by the parity of the diagonal index `rank -
/// file`: `(((sq >> 3) - sq) & 1) ^ 1`.
///
/// - Source: "Color of a Square": "one can replace 'plus' by 'minus'".
/// - Domain: `sq` in 0..64. Correct on the whole domain.
/// - Rust: `(sq >> 3) - sq` is negative for every `sq > 0`; C computes it
///   in signed `int`, a plain `u8` subtraction would panic in debug builds.
///   `wrapping_sub` keeps bit 0 exact (two's complement). Any `u8` gives
///   the colour of `sq & 63`.
pub const fn color_by_diagonal(sq: u8) -> u8 {
    ((sq >> 3).wrapping_sub(sq) & 1) ^ 1
}

/// Colour of `sq` (1 = dark) by `(((sq >> 3) ^ sq) & 1) ^ 1`: exclusive or
/// adds the low bits of rank and file without carry.
///
/// - Source: "Color of a Square": "... or 'exclusive or'".
/// - Domain: `sq` in 0..64. Correct on the whole domain; any `u8` gives
///   the colour of `sq & 63`.
pub const fn color_by_xor(sq: u8) -> u8 {
    (((sq >> 3) ^ sq) & 1) ^ 1
}

/// Colour of `sq` (1 = dark) by `((9 * sq + 8) >> 3) & 1`, one `lea`, a
/// shift and a mask on x86.
///
/// - Source: "Color of a Square" ("a small transformation may save one
///   register").
/// - Domain: `sq` in 0..64. Correct on the whole domain: `(9 * sq + 8) >>
///   3 = sq + rank + 1`, odd exactly when `rank + file` is even.
/// - Rust: computed in `u32` as C computes it in `int` (a `u8` product would
///   overflow from `sq = 29`); no overflow is possible for any `u8`, and
///   any `u8` gives the colour of `sq & 63`.
pub const fn color_lea(sq: u8) -> u8 {
    (((9 * sq as u32 + 8) >> 3) & 1) as u8
}

/// True when `sq` is dark: `(9 * sq) & 8 == 0`.
///
/// - Source: "Color of a Square", `isDark` ("a boolean condition even saves
///   the shift, but tests bit 3").
/// - Domain: `sq` in 0..64. Correct on the whole domain: bit 3 of `9 * sq
///   = 72 * rank + 9 * file` is `(rank ^ file) & 1`.
/// - Rust: `wrapping_mul` in `u8`; the product's bit 3 depends only on the
///   low four bits of `sq`, so the wrap never changes the answer and any
///   `u8` gives the colour of `sq & 63`.
pub const fn is_dark(sq: u8) -> bool {
    sq.wrapping_mul(9) & 8 == 0
}

/// True when `sq` is dark, by the article's commented-out form
/// `(9 * sq + 8) & 8 != 0`.
///
/// - Source: "Color of a Square", `isDark` (first line).
/// - Domain: `sq` in 0..64. Correct on the whole domain; like [`is_dark`],
///   any `u8` gives the colour of `sq & 63`.
pub const fn is_dark_plus8(sq: u8) -> bool {
    sq.wrapping_mul(9).wrapping_add(8) & 8 != 0
}

/// True when two squares have the same colour: `(9 * (a ^ b)) & 8 == 0`.
///
/// - Source: "Color of a Square", *Same color*, `sameColor`.
/// - Domain: `a`, `b` in 0..64 (all 4,096 pairs). Correct on the whole
///   domain: `a ^ b` adds ranks and files bitwise without carry, and bit 3
///   of `9 * x` is `bit 3 ^ bit 0` of `x`.
/// - Rust: `wrapping_mul` in `u8`, harmless for bit 3; any pair of `u8`
///   answers for `(a & 63, b & 63)`.
pub const fn same_color(a: u8, b: u8) -> bool {
    (a ^ b).wrapping_mul(9) & 8 == 0
}

/// True when two squares have different colours: `(9 * (a ^ b)) & 8 != 0`.
///
/// - Source: "Color of a Square", *Same color*, `differentColor` (second
///   form).
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain; any
///   pair of `u8` answers for `(a & 63, b & 63)`.
pub const fn different_color(a: u8, b: u8) -> bool {
    (a ^ b).wrapping_mul(9) & 8 != 0
}

/// True when two squares have different colours: `x = a ^ b; ((x >> 3) ^
/// x) & 1 != 0`.
///
/// - Source: "Color of a Square", *Same color*, `differentColor` (first
///   form).
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain; any
///   pair of `u8` answers for `(a & 63, b & 63)`.
pub const fn different_color_xor(a: u8, b: u8) -> bool {
    let x = a ^ b;
    ((x >> 3) ^ x) & 1 != 0
}

/// True when the 0x88 square `sq88` is dark: `(0x00AA0055 >> sq88) & 1`,
/// with the shift count taken modulo 32.
///
/// - Source: "Color of a Square" ("... which also works for 0x88
///   coordinates, since the in-register lookup covers one even and odd
///   16-bit rank").
/// - Domain: the 64 on-board 0x88 squares (`sq88 & 0x88 == 0`). Correct on
///   the whole domain, *only* because the count is reduced modulo 32 (a
///   shift without the reduction would call every square of ranks 3..8
///   light).
/// - Rust: [`u32::wrapping_shr`], i.e. `>> (sq88 & 31)`, as for
///   [`color_lookup32`]; the plain `>>` would panic in debug builds for
///   `sq88 >= 32`, i.e. from the third rank on.
/// - Off the board the answer depends on `sq88 & 31` only: `false` for every
///   square with bit 3 set (files 8..15 of the 16-wide board, the off-board
///   half of 0..128); for `sq88 >= 128` with bit 3 clear it is the colour
///   of the on-board square `sq88 & 0x77`. Test [`x88_off_board`] first.
pub const fn x88_is_dark(sq88: u8) -> bool {
    X88_DARK_32.wrapping_shr(sq88 as u32) & 1 != 0
}

// ---------------------------------------------------------------------------
// Knight distance
// ---------------------------------------------------------------------------

/// The article's `knightD[64]`: the knight distance for an absolute rank
/// difference `r` and file difference `f`, indexed by `8 * r + f`, as on an
/// unbounded board except that corners are fixed up by [`KNIGHT_EDGE`].
///
/// Source: "knight distance", Gerd Isenberg, CCC, 15 December 2005.
pub const KNIGHT_D: [u8; 64] = [
    0, 3, 2, 3, 2, 3, 4, 5, //
    3, 2, 1, 2, 3, 4, 3, 4, //
    2, 1, 4, 3, 2, 3, 4, 5, //
    3, 2, 3, 2, 3, 4, 3, 4, //
    2, 3, 2, 3, 4, 3, 4, 5, //
    3, 4, 3, 4, 3, 4, 5, 4, //
    4, 3, 4, 3, 4, 5, 4, 5, //
    5, 4, 5, 4, 5, 4, 5, 6, //
];

/// The article's `edge[64]`: 2 on the four corners, 0 elsewhere. Added to
/// [`KNIGHT_D`] when the two squares are diagonal neighbours (`8 * r + f ==
/// 9`): from a corner its diagonal neighbour takes 4 moves, not 2.
///
/// Source: "knight distance", Gerd Isenberg, CCC, 15 December 2005.
pub const KNIGHT_EDGE: [u8; 64] = [
    2, 0, 0, 0, 0, 0, 0, 2, //
    0, 0, 0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, 0, 0, //
    2, 0, 0, 0, 0, 0, 0, 2, //
];

/// The fewest knight moves from `a` to `b` on the 8x8 board, branchless:
/// `KNIGHT_D[8 * r + f] + ((KNIGHT_EDGE[a] + KNIGHT_EDGE[b]) & -(8 * r + f
/// == 9))` with `r`, `f` the absolute rank and file differences.
///
/// - Source: "knight distance", Gerd Isenberg, CCC, 15 December 2005 (first
///   routine), with `abs` written as [`u8::abs_diff`].
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain,
///   including the four corner fix-ups (a1-b2, h1-g2, a8-b7, h8-g7 are 4):
///   the tests compare every pair with [`KNIGHT_DIST`](crate::KNIGHT_DIST)
///   and show that without the fix-up exactly those 8 ordered pairs fail.
/// - Rust: the inputs are reduced with `& 63` so that every `u8` is a valid
///   table index (and the compiler drops the bounds checks); the `{0, -1}`
///   mask of C's `-(cond)` is `0u8.wrapping_sub(cond as u8)`.
pub const fn knight_distance(a: u8, b: u8) -> u8 {
    let (a, b) = (a & 63, b & 63);
    let f = (a & 7).abs_diff(b & 7);
    let r = (a >> 3).abs_diff(b >> 3);
    let i = 8 * r + f;
    let mask = 0u8.wrapping_sub((i == 9) as u8);
    KNIGHT_D[i as usize] + ((KNIGHT_EDGE[a as usize] + KNIGHT_EDGE[b as usize]) & mask)
}

/// [`knight_distance`] exactly as the article's first routine writes it, in
/// `i32` with the sign-mask absolute value `(x + (x >> 31)) ^ (x >> 31)`.
///
/// - Source: "knight distance", Gerd Isenberg, CCC, 15 December 2005.
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain.
/// - C/Rust: `x >> 31` must be an *arithmetic* shift (all ones for a
///   negative `x`). C leaves the right shift of a negative `int`
///   implementation-defined; Rust defines `>>` on `i32` as arithmetic, so
///   the trick is portable here. The inputs are reduced with `& 63`.
pub const fn knight_distance_sign_mask(a: u8, b: u8) -> u8 {
    let (a, b) = ((a & 63) as i32, (b & 63) as i32);
    let mut f = (a & 7) - (b & 7);
    let mut r = (a >> 3) - (b >> 3);
    f = (f + (f >> 31)) ^ (f >> 31);
    r = (r + (r >> 31)) ^ (r >> 31);
    let i = 8 * r + f;
    let edge = (KNIGHT_EDGE[a as usize] + KNIGHT_EDGE[b as usize]) as i32;
    ((edge & -((i == 9) as i32)) + KNIGHT_D[i as usize] as i32) as u8
}

/// [`knight_distance`] as the article's second ("shorter and faster (msvc
/// 6)") routine writes it: the file sign mask is `m = (int)((unsigned
/// __int64)(__int64)f >> 32)` and the rank difference `((a - b) >> 3) - m`.
///
/// - Source: "knight distance", Gerd Isenberg, CCC, 15 December 2005.
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain.
/// - C/Rust: the routine relies on two's-complement conversions and an
///   arithmetic shift. Sign-extending `f` to 64 bits and shifting the
///   *unsigned* value right by 32 leaves the upper half, `0` or `0xFFFFFFFF`;
///   converting that to `int` is implementation-defined in C (`-1` on every
///   common compiler); in Rust `as` casts are defined to truncate, giving
///   `0` or `-1`. `(a - b) >> 3` is `floor((a - b) / 8)` only with an
///   arithmetic shift of a negative `int` (implementation-defined in C,
///   guaranteed for `i32` in Rust); it is one less than the rank difference
///   when the file difference is negative, which `- m` repairs.
pub const fn knight_distance_wide_shift(a: u8, b: u8) -> u8 {
    let (a, b) = ((a & 63) as i32, (b & 63) as i32);
    let mut f = (a & 7) - (b & 7);
    let m = (((f as i64) as u64) >> 32) as u32 as i32;
    let mut r = ((a - b) >> 3) - m;
    f = (f + m) ^ m;
    r = (r + (r >> 31)) ^ (r >> 31);
    let i = 8 * r + f;
    let edge = (KNIGHT_EDGE[a as usize] + KNIGHT_EDGE[b as usize]) as i32;
    ((edge & -((i == 9) as i32)) + KNIGHT_D[i as usize] as i32) as u8
}

// ---------------------------------------------------------------------------
// Diagonals
// ---------------------------------------------------------------------------

/// The diagonal (a1-h8 direction) through `sq`: `7 + rank - file`, 0 (h1)
/// to 14 (a8), the main diagonal a1-h8 is 7.
///
/// - Source: "Diagonals", *Enumeration*.
/// - Domain: `sq` in 0..64. Correct on the whole domain (equals
///   [`DIAGONAL`](crate::DIAGONAL)). Adding 7 before subtracting keeps the
///   `u8` arithmetic non-negative for every input; above 63 the value is
///   unspecified.
/// - Every diagonal is of one colour. The article's "all even indices are
///   the diagonals with dark squares" holds for the unshifted `rank - file`
///   (and for [`diagonal_index_mod16`]); after adding 7 it is the **odd**
///   indices of this numbering that are dark (a1-h8 is 7). A test checks
///   both readings on all 64 squares.
pub const fn diagonal_index(sq: u8) -> u8 {
    7 + (sq >> 3) - (sq & 7)
}

/// The anti-diagonal (h1-a8 direction) through `sq`: `rank + file`, 0 (a1)
/// to 14 (h8), the main anti-diagonal h1-a8 is 7.
///
/// - Source: "Diagonals" / "Color of a Square" (anti-diagonal index; an
///   even index is a dark anti-diagonal, as a test checks).
/// - Domain: `sq` in 0..64. Correct on the whole domain (equals
///   [`ANTI_DIAGONAL`](crate::ANTI_DIAGONAL)); unspecified above 63.
pub const fn anti_diagonal_index(sq: u8) -> u8 {
    (sq >> 3) + (sq & 7)
}

/// The alternative diagonal numbering `(rank - file) & 15`: the main
/// diagonal a1-h8 is 0, the diagonals above it 1..7 (a8 is 7), those below
/// it 15 down to 9 (h1 is 9); 8 is never used.
///
/// - Source: "Diagonals", *Alternative Enumeration*.
/// - Domain: `sq` in 0..64. Correct on the whole domain: it is
///   `(diagonal_index(sq) + 9) & 15`, a bijection of the 15 diagonals onto
///   0..16 without 8.
/// - Rust: `rank - file` is negative below the main diagonal; C's `& 15` of
///   a negative `int` relies on two's complement. Here `wrapping_sub` in
///   `u8` gives the same low four bits. Unspecified above 63.
pub const fn diagonal_index_mod16(sq: u8) -> u8 {
    (sq >> 3).wrapping_sub(sq & 7) & 15
}

/// True when `a` and `b` lie on one diagonal (a1-h8 direction); true for
/// `a == b`. Computed as `rank(a) + file(b) == rank(b) + file(a)`, i.e.
/// `rank(a) - file(a) == rank(b) - file(b)` without negative numbers.
///
/// - Source: "Diagonals", *Two Squares on a Diagonal* ("their file distance
///   equals the rank distance"); this is the **corrected** test. Both of the
///   article's code versions are wrong: see [`article_same_diagonal_and7`]
///   and [`article_same_diagonal_mod9`].
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain (equals
///   [`SAME_DIAGONAL`](crate::SAME_DIAGONAL)) and symmetric; never panics
///   (the sums stay below 256), unspecified above 63.
pub const fn same_diagonal(a: u8, b: u8) -> bool {
    (a >> 3) + (b & 7) == (b >> 3) + (a & 7)
}

/// True when `a` and `b` lie on one anti-diagonal (h1-a8 direction); true
/// for `a == b`: `rank(a) + file(a) == rank(b) + file(b)`.
///
/// - Source: "Diagonals" / "Color of a Square" (anti-diagonal index).
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain (equals
///   [`SAME_ANTI_DIAGONAL`](crate::SAME_ANTI_DIAGONAL)); unspecified above 63.
pub const fn same_anti_diagonal(a: u8, b: u8) -> bool {
    anti_diagonal_index(a) == anti_diagonal_index(b)
}

/// **Wrong.** The article's first same-diagonal test, `((sq2 - sq1) & 7) ==
/// ((sq2 >> 3) - (sq1 >> 3))`, with `sq1 = a`, `sq2 = b`, computed in `i32`
/// as C computes it in `int`. Use [`same_diagonal`].
///
/// - Source: "Diagonals", *Two Squares on a Diagonal*.
/// - Domain: all 4,096 pairs of 0..64. Wrong on 224 ordered pairs:
///   - the left side is `(file(b) - file(a)) mod 8`, never negative, so the
///     test is **order-dependent**: it fails (false) for all 140 pairs on
///     one diagonal where `b` lies south-west of `a` (negative rank
///     distance); swapping the arguments fixes those;
///   - the mod 8 also accepts (true) the 84 pairs where `rank(b) -
///     rank(a) = file(b) - file(a) + 8`, i.e. `diagonal_index(b) -
///     diagonal_index(a) == 8`: squares on a diagonal that wraps around the
///     board edge, such as `(h1, a2)` or `(g1, a3)`.
///
///   It is right on every other pair, and on all pairs where `b` is north-east
///   of `a` on one diagonal. The tests enumerate the failing set and check it
///   against this description.
/// - C/Rust: `& 7` of a negative `int` relies on two's complement, which
///   Rust's `i32` guarantees; no input panics.
pub const fn article_same_diagonal_and7(a: u8, b: u8) -> bool {
    let (sq1, sq2) = (a as i32, b as i32);
    ((sq2 - sq1) & 7) == ((sq2 >> 3) - (sq1 >> 3))
}

/// **Wrong.** The article's second same-diagonal test, "the square
/// difference is divisible by 9": `(sq2 - sq1) % 9 == 0`. Use
/// [`same_diagonal`].
///
/// - Source: "Diagonals", *Two Squares on a Diagonal*; its own footnote
///   cites "An undetected bug for 10 years" (Oliver Brausch, CCC, 2020).
/// - Domain: all 4,096 pairs of 0..64. Symmetric and accepts every pair on
///   one diagonal, but also accepts (wrongly) the 112 ordered pairs whose
///   diagonal indices differ by exactly 9 (`sq2 - sq1 = 8 * dr + df` is
///   divisible by 9 exactly when `df - dr` is 0 or ±9), such as
///   `(h1, a3)`, `(h1, b4)` or `(c1, a8)`. The tests enumerate the failing
///   set and check it against this description.
/// - C/Rust: C's `%` keeps the dividend's sign, as Rust's `i32` `%` does;
///   only `== 0` is tested, so the sign does not matter. No input panics.
pub const fn article_same_diagonal_mod9(a: u8, b: u8) -> bool {
    (b as i32 - a as i32) % 9 == 0
}

// ---------------------------------------------------------------------------
// Square mapping
// ---------------------------------------------------------------------------

/// Mirrors `sq` across the vertical axis (a-file to h-file): `sq ^ 7`. Also
/// converts a little-endian-file index to a big-endian-file one and back
/// (LERF and LERBEF).
///
/// - Source: "Square Mapping Considerations", *Endianness*.
/// - Domain: `sq` in 0..64. Correct on the whole domain, an involution;
///   any `u8` stays in its 64-block.
pub const fn flip_file(sq: u8) -> u8 {
    sq ^ 7
}

/// Mirrors `sq` across the horizontal axis (rank 1 to rank 8): `sq ^ 56`.
/// Also converts little-endian-rank and big-endian-rank indices (LERF and
/// BERLEF).
///
/// - Source: "Square Mapping Considerations", *Endianness*.
/// - Domain: `sq` in 0..64. Correct on the whole domain, an involution.
pub const fn flip_rank(sq: u8) -> u8 {
    sq ^ 56
}

/// Rotates `sq` by 180 degrees, i.e. flips both file and rank: `sq ^ 63` =
/// `flip_rank(flip_file(sq))` = `63 - sq`. Also converts LERF and BERF
/// indices.
///
/// - Source: "Square Mapping Considerations" ("one may combine both
///   conversions in one step by xoring with 63").
/// - Domain: `sq` in 0..64. Correct on the whole domain, an involution.
pub const fn rotate_180(sq: u8) -> u8 {
    sq ^ 63
}

// ---------------------------------------------------------------------------
// 0x88
// ---------------------------------------------------------------------------

/// True when the 0x88 square is off the board: `sq88 & 0x88 != 0`.
///
/// - Source: "The 0x88 board".
/// - Domain: every `u8`. Correct on the whole domain: on the 16x8 board
///   (0..128) it is true exactly for files 8..15, and every value from 128
///   up is off the board.
pub const fn x88_off_board(sq88: u8) -> bool {
    sq88 & 0x88 != 0
}

/// Converts a 0..64 square to its 0x88 square: `sq + (sq & !7)`, i.e.
/// `16 * rank + file`.
///
/// - Source: "The 0x88 board".
/// - Domain: `sq` in 0..64. Correct on the whole domain (equals
///   [`x88::from_sq64`](crate::x88::from_sq64)); the result is always on
///   the board. Rust: `wrapping_add`, unspecified above 63.
pub const fn sq64_to_x88(sq: u8) -> u8 {
    sq.wrapping_add(sq & !7)
}

/// Converts an on-board 0x88 square to its 0..64 square: `(sq88 + (sq88 &
/// 7)) >> 1`, i.e. `8 * rank + file`.
///
/// - Source: "The 0x88 board".
/// - Domain: the 64 on-board 0x88 squares. Correct on the whole domain
///   (equals [`x88::to_sq64`](crate::x88::to_sq64)).
/// - Off the board the result is meaningless: it may alias an on-board
///   square (0x08 gives 4, e1) or exceed 63; test [`x88_off_board`] first.
///   Rust: computed in `u16` so no `u8` overflows; never panics.
pub const fn x88_to_sq64(sq88: u8) -> u8 {
    ((sq88 as u16 + (sq88 & 7) as u16) >> 1) as u8
}
