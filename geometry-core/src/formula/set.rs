//! The square sets the bitboard builders fill: `u128` for boards of up to
//! 128 squares, [`Wide`] (four 64-bit words, the layout of
//! `geometry_tables::Bitboard256`) up to 256. One generic builder serves
//! both, so a table is computed the same way at every width. The board
//! plan builds every width in [`Wide`] and keeps the low 128 bits for the
//! smaller boards (`Values::from_sets`): each builder is compiled once,
//! which is what the macros' build pays for.

use core::ops::{BitAnd, BitOr, BitOrAssign};

/// A set of squares, bit `i` for the square with index `i`: what the
/// bitboard formulas return, `u128` (boards of up to 128 squares) or
/// [`Wide`] (up to 256).
pub trait SquareSet:
    Copy + Default + PartialEq + BitOr<Output = Self> + BitOrAssign + BitAnd<Output = Self>
{
    /// The set holding only square `sq` (empty past the width).
    fn bit(sq: usize) -> Self;

    /// Whether square `sq` is in the set (never past the width).
    fn has(self, sq: usize) -> bool {
        self & Self::bit(sq) != Self::default()
    }
}

impl SquareSet for u128 {
    fn bit(sq: usize) -> u128 {
        super::square_bb(sq)
    }

    // One shift, not a set built and compared: tests and the macros scan
    // whole boards square by square.
    #[inline(always)]
    fn has(self, sq: usize) -> bool {
        sq < 128 && (self >> sq) & 1 != 0
    }
}

/// 256 bits as four little-endian 64-bit words: word `k` holds squares
/// `64 k` to `64 k + 63`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wide(pub [u64; 4]);

impl SquareSet for Wide {
    #[inline(always)]
    fn bit(sq: usize) -> Wide {
        let mut words = [0; 4];
        if sq < 256 {
            words[sq / 64] = 1 << (sq % 64);
        }
        Wide(words)
    }

    #[inline(always)]
    fn has(self, sq: usize) -> bool {
        sq < 256 && (self.0[sq / 64] >> (sq % 64)) & 1 != 0
    }
}

impl BitOr for Wide {
    type Output = Wide;
    // Word by word, spelled out, and inlined: the macros run this
    // unoptimized, where an iterator costs a call per word.
    #[inline(always)]
    fn bitor(self, other: Wide) -> Wide {
        let (a, b) = (self.0, other.0);
        Wide([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]])
    }
}

impl BitOrAssign for Wide {
    #[inline(always)]
    fn bitor_assign(&mut self, other: Wide) {
        *self = *self | other;
    }
}

impl BitAnd for Wide {
    type Output = Wide;
    #[inline(always)]
    fn bitand(self, other: Wide) -> Wide {
        let (a, b) = (self.0, other.0);
        Wide([a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Square `sq` is bit `sq % 64` of word `sq / 64`, and a square past
    /// the 256 is no square (the call stays total).
    #[test]
    fn a_square_is_one_bit_of_its_word() {
        for sq in 0..256 {
            let mut words = [0u64; 4];
            words[sq / 64] = 1 << (sq % 64);
            assert_eq!(Wide::bit(sq), Wide(words));
            assert!(Wide::bit(sq).has(sq) && !Wide::bit(sq).has(sq ^ 1));
        }
        assert_eq!(Wide::bit(256), Wide::default());
        assert_eq!(Wide::bit(usize::MAX), Wide::default());
    }

    /// `has` reads the one bit of its square in either width, and a square
    /// past the width is in no set, not even a full one.
    #[test]
    fn membership_is_one_bit_and_nothing_past_the_width() {
        for sq in 0..128 {
            let set: u128 = 1 << sq;
            assert!((0..128).all(|other| set.has(other) == (other == sq)));
            assert!((!set).has(sq ^ 1) && !(!set).has(sq));
        }
        for sq in 0..256 {
            let set = Wide::bit(sq);
            assert!((0..256).all(|other| set.has(other) == (other == sq)));
        }
        assert!(!u128::MAX.has(128) && !u128::MAX.has(usize::MAX));
        assert!(!Wide([u64::MAX; 4]).has(256) && !Wide([u64::MAX; 4]).has(usize::MAX));
    }

    /// A set type of an outside crate's, which gives only `bit`: the
    /// trait's own `has`.
    #[derive(Clone, Copy, Default, PartialEq)]
    struct Bits(u16);

    impl BitOr for Bits {
        type Output = Bits;
        fn bitor(self, other: Bits) -> Bits {
            Bits(self.0 | other.0)
        }
    }

    impl BitOrAssign for Bits {
        fn bitor_assign(&mut self, other: Bits) {
            self.0 |= other.0;
        }
    }

    impl BitAnd for Bits {
        type Output = Bits;
        fn bitand(self, other: Bits) -> Bits {
            Bits(self.0 & other.0)
        }
    }

    impl SquareSet for Bits {
        fn bit(sq: usize) -> Bits {
            Bits(if sq < 16 { 1 << sq } else { 0 })
        }
    }

    #[test]
    fn the_default_membership_reads_the_squares_bit() {
        let set = Bits(0b1010_0000_0000_0101);
        let members: Vec<usize> = (0..20).filter(|&sq| set.has(sq)).collect();
        assert_eq!(members, [0, 2, 13, 15]);
        assert!(!Bits(u16::MAX).has(16));
    }

    /// Union and intersection word by word, with sets that share squares
    /// in every word.
    #[test]
    fn union_and_intersection_of_overlapping_sets() {
        let a = Wide([0b0110, 0b0110 << 60, 0b101 << 30, u64::MAX]);
        let b = Wide([0b0011, 0b0011 << 60, 0b110 << 30, 1 << 63]);
        assert_eq!(a | b, Wide([0b0111, 0b0111 << 60, 0b111 << 30, u64::MAX]));
        assert_eq!(a & b, Wide([0b0010, 0b0010 << 60, 0b100 << 30, 1 << 63]));
        let mut c = a;
        c |= b;
        assert_eq!(c, a | b);
    }
}
