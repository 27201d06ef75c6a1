//! The squares of a set held as 64-bit words, word `k` holding squares
//! `64 k` to `64 k + 63`: the layout of `geometry_core::formula::Wide` and
//! `geometry_tables::Bitboard256`.

/// The squares whose bits are set in `words`, lowest first.
///
/// ```
/// use geometry_test_support::bits::squares_of_words;
///
/// assert_eq!(squares_of_words(&[0b101, 0, 1 << 63]), [0, 2, 191]);
/// ```
pub fn squares_of_words(words: &[u64]) -> Vec<usize> {
    let mut out = Vec::new();
    for (k, &word) in words.iter().enumerate() {
        let mut rest = word;
        while rest != 0 {
            out.push(64 * k + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each square alone in every word, then every square at once.
    #[test]
    fn every_square_of_every_word_and_all_of_them() {
        for sq in 0..256 {
            let mut words = [0u64; 4];
            words[sq / 64] = 1 << (sq % 64);
            assert_eq!(squares_of_words(&words), [sq]);
        }
        assert_eq!(
            squares_of_words(&[u64::MAX; 4]),
            (0..256).collect::<Vec<_>>()
        );
        assert!(squares_of_words(&[0; 4]).is_empty());
    }
}
