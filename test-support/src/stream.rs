/// A fixed pseudo-random stream (xorshift64): the same numbers on every
/// run, for test samples and benchmark inputs.
///
/// ```
/// let mut a = geometry_test_support::Stream::new(1);
/// let mut b = geometry_test_support::Stream::new(1);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Clone, Debug)]
pub struct Stream(u64);

impl Stream {
    /// A stream from `seed` (a zero seed is replaced: xorshift never leaves 0).
    pub fn new(seed: u64) -> Stream {
        Stream(if seed == 0 {
            0x9E37_79B9_7F4A_7C15
        } else {
            seed
        })
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number below `n` (`n > 0`; the slight bias of `%` does not matter
    /// for test samples).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A random subset of `0..len`: each index is in it with probability
    /// 1 / 2^`sparseness`, independently of the others (a bit set in each
    /// of `sparseness` random words), in increasing order.
    ///
    /// ```
    /// let mut stream = geometry_test_support::Stream::new(7);
    /// let quarter = stream.subset(1_000, 2);
    /// assert!(quarter.windows(2).all(|w| w[0] < w[1]) && quarter.iter().all(|&i| i < 1_000));
    /// assert!((150..350).contains(&quarter.len()));
    /// assert_eq!(stream.subset(70, 0), (0..70).collect::<Vec<_>>());
    /// ```
    pub fn subset(&mut self, len: usize, sparseness: u32) -> Vec<usize> {
        let mut out = Vec::new();
        self.subset_into(len, sparseness, &mut out);
        out
    }

    /// [`subset`](Self::subset) written into `out` (cleared first), the
    /// same draws: for loops that draw millions of subsets without
    /// allocating each.
    ///
    /// ```
    /// let (mut a, mut b) = (geometry_test_support::Stream::new(3), geometry_test_support::Stream::new(3));
    /// let mut out = vec![99];
    /// a.subset_into(100, 1, &mut out);
    /// assert_eq!(out, b.subset(100, 1));
    /// ```
    pub fn subset_into(&mut self, len: usize, sparseness: u32, out: &mut Vec<usize>) {
        out.clear();
        for base in (0..len).step_by(64) {
            let mut word = u64::MAX;
            for _ in 0..sparseness {
                word &= self.next_u64();
            }
            if len - base < 64 {
                word &= (1 << (len - base)) - 1;
            }
            while word != 0 {
                out.push(base + word.trailing_zeros() as usize);
                word &= word - 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each index in with probability 1 / 2^sparseness: over 64,000
    /// indices the share is within a few percent of it, the indices are
    /// distinct, in order and in range, and `subset_into` draws the same
    /// subsets from the same stream into a buffer it clears first.
    #[test]
    fn subsets_hold_the_share_asked_for_and_both_forms_draw_alike() {
        let len = 64_000;
        for sparseness in 0..5 {
            let subset = Stream::new(11).subset(len, sparseness);
            let expected = len >> sparseness;
            assert!(
                subset.len().abs_diff(expected) <= expected / 10,
                "{} of {len} at sparseness {sparseness}",
                subset.len()
            );
            assert!(subset.windows(2).all(|w| w[0] < w[1]));
            assert!(subset.iter().all(|&i| i < len));
        }
        let (mut a, mut b) = (Stream::new(5), Stream::new(5));
        let mut out = vec![len];
        for sparseness in [2, 1, 3] {
            a.subset_into(1_000, sparseness, &mut out);
            assert_eq!(out, b.subset(1_000, sparseness));
        }
        assert_eq!(a.next_u64(), b.next_u64(), "the same draws taken");
    }
}
