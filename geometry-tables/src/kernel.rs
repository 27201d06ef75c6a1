//! The `const` helpers the generated modules call for their bitboard
//! width, one module per width with the same items: `EMPTY`, `bit`, `or`
//! and `line` (the obstruction difference). The board modules' sliders
//! and riders are written once against these names. Implementation detail
//! of the generated code; not covered by semver.

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

            /// `a | b`.
            #[inline]
            pub const fn or(a: $t, b: $t) -> $t {
                a | b
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
                let from_blocker_below = <$t>::MAX << (<$t>::BITS - 1 - below.leading_zeros());
                let to_blocker_above = (above & above.wrapping_neg()).wrapping_mul(2);
                to_blocker_above.wrapping_add(from_blocker_below) & (lower | upper)
            }
        }
    };
}

native!(w64, u64);
native!(w128, u128);

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
}
