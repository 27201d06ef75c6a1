//! The formula variants the benchmarks and tests compare (other spellings
//! of the same answer, and the published formulas that are wrong), and the
//! in-register tables the formulas read. Not part of the API.
#![allow(missing_docs)]

/// The dark squares of the 8x8 board as a bitboard (bit `sq` set when square
/// `sq` is dark): the in-register lookup table of [`color_lookup64`].
///
/// Equal to [`DARK_SQUARES`](crate::DARK_SQUARES); repeated here so the
/// formula reads as in the article.
pub const DARK_64: u64 = 0xAA55_AA55_AA55_AA55;

/// The 32-bit in-register lookup table of [`color_lookup32`]: four ranks of
/// [`DARK_64`], which repeats every four ranks.
pub const DARK_32: u32 = 0xAA55_AA55;

/// The in-register lookup table of [`x88_is_dark`](crate::formulas::x88_is_dark) for the 0x88 board: one
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
#[inline]
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
#[inline]
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
#[inline]
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
#[inline]
pub const fn color_by_diagonal(sq: u8) -> u8 {
    ((sq >> 3).wrapping_sub(sq) & 1) ^ 1
}

/// Colour of `sq` (1 = dark) by `(((sq >> 3) ^ sq) & 1) ^ 1`: exclusive or
/// adds the low bits of rank and file without carry.
///
/// - Source: "Color of a Square": "... or 'exclusive or'".
/// - Domain: `sq` in 0..64. Correct on the whole domain; any `u8` gives
///   the colour of `sq & 63`.
#[inline]
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
#[inline]
pub const fn color_lea(sq: u8) -> u8 {
    (((9 * sq as u32 + 8) >> 3) & 1) as u8
}

/// True when `sq` is dark, by the article's commented-out form
/// `(9 * sq + 8) & 8 != 0`.
///
/// - Source: "Color of a Square", `isDark` (first line).
/// - Domain: `sq` in 0..64. Correct on the whole domain; like [`is_dark`](crate::formulas::is_dark),
///   any `u8` gives the colour of `sq & 63`.
#[inline]
pub const fn is_dark_plus8(sq: u8) -> bool {
    sq.wrapping_mul(9).wrapping_add(8) & 8 != 0
}

/// True when two squares have different colours: `(9 * (a ^ b)) & 8 != 0`.
///
/// - Source: "Color of a Square", *Same color*, `differentColor` (second
///   form).
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain; any
///   pair of `u8` answers for `(a & 63, b & 63)`.
#[inline]
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
#[inline]
pub const fn different_color_xor(a: u8, b: u8) -> bool {
    let x = a ^ b;
    ((x >> 3) ^ x) & 1 != 0
}

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

/// [`knight_dist`](crate::formulas::knight_dist) exactly as the article's first routine writes it, in
/// `i32` with the sign-mask absolute value `(x + (x >> 31)) ^ (x >> 31)`.
///
/// - Source: "knight distance", Gerd Isenberg, CCC, 15 December 2005.
/// - Domain: all 4,096 pairs of 0..64. Correct on the whole domain.
/// - C/Rust: `x >> 31` must be an *arithmetic* shift (all ones for a
///   negative `x`). C leaves the right shift of a negative `int`
///   implementation-defined; Rust defines `>>` on `i32` as arithmetic, so
///   the trick is portable here. The inputs are reduced with `& 63`.
#[inline]
pub const fn knight_dist_sign_mask(a: u8, b: u8) -> u8 {
    let (a, b) = ((a & 63) as i32, (b & 63) as i32);
    let mut f = (a & 7) - (b & 7);
    let mut r = (a >> 3) - (b >> 3);
    f = (f + (f >> 31)) ^ (f >> 31);
    r = (r + (r >> 31)) ^ (r >> 31);
    let i = 8 * r + f;
    let edge = (KNIGHT_EDGE[a as usize] + KNIGHT_EDGE[b as usize]) as i32;
    ((edge & -((i == 9) as i32)) + KNIGHT_D[i as usize] as i32) as u8
}

/// [`knight_dist`](crate::formulas::knight_dist) as the article's second ("shorter and faster (msvc
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
#[inline]
pub const fn knight_dist_wide_shift(a: u8, b: u8) -> u8 {
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
#[inline]
pub const fn diagonal_index_mod16(sq: u8) -> u8 {
    (sq >> 3).wrapping_sub(sq & 7) & 15
}

/// **Wrong.** The article's first same-diagonal test, `((sq2 - sq1) & 7) ==
/// ((sq2 >> 3) - (sq1 >> 3))`, with `sq1 = a`, `sq2 = b`, computed in `i32`
/// as C computes it in `int`. Use [`same_diagonal`](crate::formulas::same_diagonal).
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
#[inline]
pub const fn article_same_diagonal_and7(a: u8, b: u8) -> bool {
    let (sq1, sq2) = (a as i32, b as i32);
    ((sq2 - sq1) & 7) == ((sq2 >> 3) - (sq1 >> 3))
}

/// **Wrong.** The article's second same-diagonal test, "the square
/// difference is divisible by 9": `(sq2 - sq1) % 9 == 0`. Use
/// [`same_diagonal`](crate::formulas::same_diagonal).
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
#[inline]
pub const fn article_same_diagonal_mod9(a: u8, b: u8) -> bool {
    (b as i32 - a as i32) % 9 == 0
}
