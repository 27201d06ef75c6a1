//! A 256-bit bitboard for boards of up to 16x16, `no_std` and usable in
//! `const` code: four `u64` words, bit `i` in word `i / 64`.

use crate::geometry::Bitboard;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// A set of up to 256 squares, bit `i` for the square of index `i`.
///
/// ```
/// use geometry_tables::Bitboard256;
///
/// let a = Bitboard256::bit(3).or(Bitboard256::bit(200));
/// assert_eq!(a.count_ones(), 2);
/// assert!(a.has(200) && !a.has(4));
/// assert_eq!(a.trailing_zeros(), 3);
/// assert_eq!((a << 60).trailing_zeros(), 63);
/// let squares: Vec<usize> = a.into_iter().collect();
/// assert_eq!(squares, [3, 200]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bitboard256(pub [u64; 4]);

impl Bitboard256 {
    /// No square.
    pub const EMPTY: Bitboard256 = Bitboard256([0; 4]);
    /// Every one of the 256 bits.
    pub const ALL: Bitboard256 = Bitboard256([u64::MAX; 4]);
    /// The number of bits.
    pub const BITS: u32 = 256;

    /// `K` bitboards from their low `width` words each (1 to 4, the
    /// others zero), word 0 first; a bitboard whose words are not all in
    /// `words` stays empty, and so do all of them for a `width` outside 1
    /// to 4. How `board!` writes a list of 256-bit bitboards, and the
    /// distinct values of a pair table past 128 squares: one literal per
    /// word costs the compiler less than one constructor per bitboard, and
    /// a 12x12 board's bitboards need three words of four.
    #[doc(hidden)]
    pub const fn __words<const K: usize>(width: usize, words: &[u64]) -> [Bitboard256; K] {
        let mut out = [Bitboard256::EMPTY; K];
        fill(&mut out, width, words);
        out
    }

    /// `R` rows of `K` bitboards from their words, row by row, as
    /// [`Bitboard256::__words`] reads them: how `board!` writes the other
    /// tables of 256-bit bitboards (`RAYS[dir][sq]`, `PAWN_ATTACKS[color][sq]`).
    #[doc(hidden)]
    pub const fn __rows<const R: usize, const K: usize>(
        width: usize,
        words: &[u64],
    ) -> [[Bitboard256; K]; R] {
        let mut out = [[Bitboard256::EMPTY; K]; R];
        fill(out.as_flattened_mut(), width, words);
        out
    }

    /// Bit `index` alone; empty for an index of 256 or more.
    #[inline]
    pub const fn bit(index: usize) -> Bitboard256 {
        // Each word worked out in a register: a store at a variable place
        // in an array, read back whole, stalls the read by several cycles.
        // Past 255 the word is 4 or more, and none is set.
        let one = 1 << (index % 64);
        let word = index / 64;
        Bitboard256([
            if word == 0 { one } else { 0 },
            if word == 1 { one } else { 0 },
            if word == 2 { one } else { 0 },
            if word == 3 { one } else { 0 },
        ])
    }

    /// Whether bit `index` is set (`false` past 255).
    #[inline]
    pub const fn has(self, index: usize) -> bool {
        index < 256 && self.0[index / 64] >> (index % 64) & 1 == 1
    }

    /// `self & other`.
    #[inline]
    pub const fn and(self, other: Bitboard256) -> Bitboard256 {
        let (a, b) = (self.0, other.0);
        Bitboard256([a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]])
    }

    /// `self | other`.
    #[inline]
    pub const fn or(self, other: Bitboard256) -> Bitboard256 {
        let (a, b) = (self.0, other.0);
        Bitboard256([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]])
    }

    /// `self ^ other`.
    #[inline]
    pub const fn xor(self, other: Bitboard256) -> Bitboard256 {
        let (a, b) = (self.0, other.0);
        Bitboard256([a[0] ^ b[0], a[1] ^ b[1], a[2] ^ b[2], a[3] ^ b[3]])
    }

    /// `!self`.
    #[inline]
    pub const fn not(self) -> Bitboard256 {
        let a = self.0;
        Bitboard256([!a[0], !a[1], !a[2], !a[3]])
    }

    /// The bits moved `n` places towards higher indices; bits past 255 are
    /// lost, and a shift of 256 or more gives the empty set.
    #[inline]
    pub const fn shl(self, n: u32) -> Bitboard256 {
        if n >= 256 {
            return Bitboard256::EMPTY;
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; 4];
        let mut i = 3;
        loop {
            if i >= words {
                let src = i - words;
                let mut w = self.0[src] << bits;
                if bits > 0 && src > 0 {
                    w |= self.0[src - 1] >> (64 - bits);
                }
                out[i] = w;
            }
            if i == 0 {
                break;
            }
            i -= 1;
        }
        Bitboard256(out)
    }

    /// The bits moved `n` places towards lower indices; a shift of 256 or
    /// more gives the empty set.
    #[inline]
    pub const fn shr(self, n: u32) -> Bitboard256 {
        if n >= 256 {
            return Bitboard256::EMPTY;
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; 4];
        let mut i = 0;
        while i + words < 4 {
            let src = i + words;
            let mut w = self.0[src] >> bits;
            if bits > 0 && src + 1 < 4 {
                w |= self.0[src + 1] << (64 - bits);
            }
            out[i] = w;
            i += 1;
        }
        Bitboard256(out)
    }

    /// `self - other` modulo 2^256.
    #[inline]
    pub const fn wrapping_sub(self, other: Bitboard256) -> Bitboard256 {
        let mut out = [0u64; 4];
        let mut borrow = false;
        let mut i = 0;
        while i < 4 {
            let (d, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (d, b2) = d.overflowing_sub(borrow as u64);
            out[i] = d;
            borrow = b1 || b2;
            i += 1;
        }
        Bitboard256(out)
    }

    /// `self + other` modulo 2^256.
    #[inline]
    pub const fn wrapping_add(self, other: Bitboard256) -> Bitboard256 {
        let mut out = [0u64; 4];
        let mut carry = false;
        let mut i = 0;
        while i < 4 {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(carry as u64);
            out[i] = s;
            carry = c1 || c2;
            i += 1;
        }
        Bitboard256(out)
    }

    /// The number of set bits.
    #[inline]
    pub const fn count_ones(self) -> u32 {
        let a = self.0;
        a[0].count_ones() + a[1].count_ones() + a[2].count_ones() + a[3].count_ones()
    }

    /// The index of the lowest set bit; 256 for the empty set.
    #[inline]
    pub const fn trailing_zeros(self) -> u32 {
        let mut i = 0;
        while i < 4 {
            if self.0[i] != 0 {
                return 64 * i as u32 + self.0[i].trailing_zeros();
            }
            i += 1;
        }
        256
    }

    /// The number of zero bits above the highest set bit; 256 for the
    /// empty set.
    #[inline]
    pub const fn leading_zeros(self) -> u32 {
        let mut i = 4;
        while i > 0 {
            i -= 1;
            if self.0[i] != 0 {
                return 64 * (3 - i as u32) + self.0[i].leading_zeros();
            }
        }
        256
    }

    /// Whether no bit is set.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }
}

macro_rules! operator {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:ident) => {
        impl $trait for Bitboard256 {
            type Output = Bitboard256;
            #[inline]
            fn $method(self, other: Bitboard256) -> Bitboard256 {
                self.$op(other)
            }
        }

        impl $assign for Bitboard256 {
            #[inline]
            fn $assign_method(&mut self, other: Bitboard256) {
                *self = self.$op(other);
            }
        }
    };
}

operator!(BitAnd, bitand, BitAndAssign, bitand_assign, and);
operator!(BitOr, bitor, BitOrAssign, bitor_assign, or);
operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, xor);

impl Not for Bitboard256 {
    type Output = Bitboard256;
    #[inline]
    fn not(self) -> Bitboard256 {
        Bitboard256::not(self)
    }
}

impl Shl<u32> for Bitboard256 {
    type Output = Bitboard256;
    #[inline]
    fn shl(self, n: u32) -> Bitboard256 {
        Bitboard256::shl(self, n)
    }
}

impl Shr<u32> for Bitboard256 {
    type Output = Bitboard256;
    #[inline]
    fn shr(self, n: u32) -> Bitboard256 {
        Bitboard256::shr(self, n)
    }
}

impl Bitboard for Bitboard256 {
    const EMPTY: Bitboard256 = Bitboard256::EMPTY;

    #[inline]
    fn bit(index: usize) -> Bitboard256 {
        Bitboard256::bit(index)
    }

    #[inline]
    fn has(self, index: usize) -> bool {
        Bitboard256::has(self, index)
    }

    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }

    #[inline]
    fn is_empty(self) -> bool {
        Bitboard256::is_empty(self)
    }

    #[inline]
    fn pop_lowest(&mut self) -> Option<usize> {
        if Bitboard256::is_empty(*self) {
            return None;
        }
        let index = self.trailing_zeros() as usize;
        self.0[index / 64] &= self.0[index / 64] - 1;
        Some(index)
    }
}

/// The indices of the set bits, lowest first.
#[derive(Clone, Debug)]
pub struct Squares(Bitboard256);

impl Iterator for Squares {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        self.0.pop_lowest()
    }
}

impl IntoIterator for Bitboard256 {
    type Item = usize;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        Squares(self)
    }
}

/// Fills `out` with bitboards of `width` words each (1 to 4) read from
/// `words`, for as many as both hold.
///
/// The compiler evaluates this for every 256-bit table a `board!` writes,
/// at about a microsecond per step of its interpreter, so it is written
/// for that interpreter: slice patterns rather than indices (no bounds
/// checks: 16x16 `BETWEEN_BB`'s 4,803 values took 20 ms against 40 with
/// indices), one loop per width, and sixteen bitboards a step (a 12x12
/// table's evaluation in half the time of one a step).
const fn fill(out: &mut [Bitboard256], width: usize, words: &[u64]) {
    match width {
        1 => with_names!(fill_width!(out, words, 1)),
        2 => with_names!(fill_width!(out, words, 2)),
        3 => with_names!(fill_width!(out, words, 3)),
        4 => with_names!(fill_width!(out, words, 4)),
        _ => {}
    }
}

/// Calls `$m!` with its arguments and then the names of sixteen
/// bitboards' four words and of the places they go to.
macro_rules! with_names {
    ($m:ident!($($args:tt)*)) => {
        $m!($($args)*;
            [a0 b0 c0 d0] o0, [a1 b1 c1 d1] o1, [a2 b2 c2 d2] o2, [a3 b3 c3 d3] o3,
            [a4 b4 c4 d4] o4, [a5 b5 c5 d5] o5, [a6 b6 c6 d6] o6, [a7 b7 c7 d7] o7,
            [a8 b8 c8 d8] o8, [a9 b9 c9 d9] o9, [a10 b10 c10 d10] o10, [a11 b11 c11 d11] o11,
            [a12 b12 c12 d12] o12, [a13 b13 c13 d13] o13, [a14 b14 c14 d14] o14,
            [a15 b15 c15 d15] o15)
    };
}
use with_names;

/// [`fill`] for one width: each bitboard's first `$width` word names, and
/// zeros for the rest.
macro_rules! fill_width {
    ($out:ident, $words:ident, 1; $([$a:ident $b:ident $c:ident $d:ident] $o:ident),*) => {
        fill_words!($out, $words, [w0] [0 0 0]; $([$a] [0 0 0] $o),*)
    };
    ($out:ident, $words:ident, 2; $([$a:ident $b:ident $c:ident $d:ident] $o:ident),*) => {
        fill_words!($out, $words, [w0 w1] [0 0]; $([$a $b] [0 0] $o),*)
    };
    ($out:ident, $words:ident, 3; $([$a:ident $b:ident $c:ident $d:ident] $o:ident),*) => {
        fill_words!($out, $words, [w0 w1 w2] [0]; $([$a $b $c] [0] $o),*)
    };
    ($out:ident, $words:ident, 4; $([$a:ident $b:ident $c:ident $d:ident] $o:ident),*) => {
        fill_words!($out, $words, [w0 w1 w2 w3] []; $([$a $b $c $d] [] $o),*)
    };
}
use fill_width;

/// The loops of [`fill`]: the named bitboards a step while both slices
/// hold that many, then one a step (`[$w]` its words, `[$z]` its zeros).
macro_rules! fill_words {
    ($out:ident, $words:ident, [$($w:ident)*] [$($z:literal)*];
     $([$($x:ident)*] [$($y:literal)*] $o:ident),*) => {{
        let mut rest = $words;
        let mut left = $out;
        while let [$($($x,)*)* tail @ ..] = rest {
            let [$($o,)* more @ ..] = left else { break };
            $($o.0 = [$(*$x,)* $($y),*];)*
            rest = tail;
            left = more;
        }
        while let [$($w,)* tail @ ..] = rest {
            let [o, more @ ..] = left else { break };
            o.0 = [$(*$w,)* $($z),*];
            rest = tail;
            left = more;
        }
    }};
}
use fill_words;

#[cfg(test)]
mod tests {
    use super::Bitboard256 as B;

    /// Bitboard `i` of a list read from `words` the plain way: its words
    /// at `i * width`, if all of them are there.
    fn expected(width: usize, words: &[u64], i: usize) -> B {
        let mut out = B::EMPTY;
        if (1..=4).contains(&width) && (i + 1) * width <= words.len() {
            out.0[..width].copy_from_slice(&words[i * width..(i + 1) * width]);
        }
        out
    }

    /// Every width (and two outside 1 to 4), lists longer and shorter than
    /// the words, and lengths on both sides of the sixteen read a step.
    #[test]
    fn words_and_rows_read_each_bitboard_from_its_words() {
        let words: [u64; 4 * 40] = core::array::from_fn(|w| (w as u64 + 1) * 0x0101_0101_0101_0101);
        for width in 0..=5 {
            for len in [0, 1, 15, 16, 17, 33, 47, 48, 80, 160] {
                let words = &words[..len];
                let list: [B; 40] = B::__words(width, words);
                let short: [B; 17] = B::__words(width, words);
                let rows: [[B; 13]; 3] = B::__rows(width, words);
                for (i, &b) in list.iter().enumerate() {
                    assert_eq!(
                        b,
                        expected(width, words, i),
                        "width {width}, {len} words, bitboard {i}"
                    );
                }
                for (i, &b) in short.iter().enumerate() {
                    assert_eq!(
                        b,
                        expected(width, words, i),
                        "width {width}, {len} words, bitboard {i} of 17"
                    );
                }
                for (r, row) in rows.iter().enumerate() {
                    for (i, &b) in row.iter().enumerate() {
                        let at = r * 13 + i;
                        assert_eq!(
                            b,
                            expected(width, words, at),
                            "width {width}, {len} words, row {r}, bitboard {i}"
                        );
                    }
                }
            }
        }
    }
}
