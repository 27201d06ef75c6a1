//! The square-pair tables of boards past 128 squares (`BETWEEN_BB`,
//! `LINE_BB`), stored as an index per pair into the table's distinct
//! values: on 16x16 that is 128 KiB of indices and 4,803 values instead of
//! 65,536 values (2 MiB), and a build of the board costs a fraction.

use crate::Bitboard256;
use core::ops::Index;

/// A table of [`Bitboard256`] per pair of squares, `table[a][b]`, on a
/// board of `N` squares (129 to 256).
///
/// Indexed like the `[[u64; N]; N]` tables of smaller boards, and read
/// in `const` code with [`get`](Self::get). Each entry is a 16-bit index
/// into the table's distinct values, so a lookup is two byte loads and
/// one 32-byte load.
///
/// ```
/// geometry_macros::board! { mod big { files = 16, ranks = 16 } }
///
/// let (a1, d4) = (big::Square::A1 as usize, big::Square::D4 as usize);
/// let between = big::BETWEEN_BB[a1][d4];
/// assert_eq!(between, big::BETWEEN_BB.get(a1, d4));
/// let squares: Vec<usize> = between.into_iter().collect();
/// assert_eq!(squares, [big::Square::B2 as usize, big::Square::C3 as usize]);
/// assert_eq!(big::BETWEEN_BB.len(), 256);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bitboard256Pairs<const N: usize> {
    rows: [Bitboard256Row<N>; N],
}

/// One row of a [`Bitboard256Pairs`]: `table[a]`, indexed by `b`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bitboard256Row<const N: usize> {
    values: &'static [Bitboard256],
    low: [u8; N],
    high: [u8; N],
}

impl<const N: usize> Bitboard256Pairs<N> {
    #[doc(hidden)]
    pub const fn __new(rows: [Bitboard256Row<N>; N]) -> Self {
        Bitboard256Pairs { rows }
    }

    /// Entry `[a][b]`.
    ///
    /// # Panics
    ///
    /// When `a` or `b` is `N` or more, as an array index does.
    #[inline]
    pub const fn get(&self, a: usize, b: usize) -> Bitboard256 {
        self.rows[a].get(b)
    }

    /// Row `a`, the entries `[a][0..N]`.
    ///
    /// # Panics
    ///
    /// When `a` is `N` or more.
    #[inline]
    pub const fn row(&self, a: usize) -> &Bitboard256Row<N> {
        &self.rows[a]
    }

    /// The number of rows, `N`.
    #[inline]
    pub const fn len(&self) -> usize {
        N
    }

    /// Whether the table has no rows (never, on a generated board).
    #[inline]
    pub const fn is_empty(&self) -> bool {
        N == 0
    }

    /// The rows, in square order.
    pub fn rows(&self) -> core::slice::Iter<'_, Bitboard256Row<N>> {
        self.rows.iter()
    }
}

impl<const N: usize> Bitboard256Row<N> {
    /// A row of entries `values[low[b] | high[b] << 8]`, every index
    /// inside `values`: only generated code builds rows, and a check here
    /// would cost the build of a 16x16 board a `const` loop per entry.
    #[doc(hidden)]
    pub const fn __new(values: &'static [Bitboard256], low: [u8; N], high: [u8; N]) -> Self {
        Bitboard256Row { values, low, high }
    }

    /// Entry `[b]`.
    ///
    /// # Panics
    ///
    /// When `b` is `N` or more, as an array index does.
    #[inline]
    pub const fn get(&self, b: usize) -> Bitboard256 {
        self.values[self.low[b] as usize | (self.high[b] as usize) << 8]
    }

    /// The number of entries, `N`.
    #[inline]
    pub const fn len(&self) -> usize {
        N
    }

    /// Whether the row has no entries (never, on a generated board).
    #[inline]
    pub const fn is_empty(&self) -> bool {
        N == 0
    }

    /// The entries, in square order.
    pub fn iter(&self) -> impl Iterator<Item = Bitboard256> + '_ {
        (0..N).map(|b| self.get(b))
    }
}

impl<const N: usize> Index<usize> for Bitboard256Pairs<N> {
    type Output = Bitboard256Row<N>;

    #[inline]
    fn index(&self, a: usize) -> &Bitboard256Row<N> {
        &self.rows[a]
    }
}

impl<const N: usize> Index<usize> for Bitboard256Row<N> {
    type Output = Bitboard256;

    #[inline]
    fn index(&self, b: usize) -> &Bitboard256 {
        &self.values[self.low[b] as usize | (self.high[b] as usize) << 8]
    }
}
