//! The lines of a bit grid (the board in index order, `index = columns *
//! row + column`), shared by the slider schemes that read them: the
//! squares a slider attacks along one line, and the two diagonals through
//! a square.

/// The squares a slider on `at` of a `len`-square line attacks, with
/// `inner` the occupancy of squares 1 to `len - 2`, as bits.
pub(super) fn line_attacks(at: usize, len: usize, inner: usize) -> u16 {
    let occupied = inner << 1;
    let mut out = 0u16;
    for step in [1i32, -1] {
        let mut k = at as i32 + step;
        while k >= 0 && (k as usize) < len {
            out |= 1 << k;
            if occupied >> k & 1 == 1 {
                break;
            }
            k += step;
        }
    }
    out
}

/// The diagonal (row - column constant) and anti-diagonal (row + column
/// constant) through `sq` of a bit grid `columns` wide with `n` squares
/// (at most 128), each including `sq`.
pub(super) fn grid_diagonals(columns: usize, n: usize, sq: usize) -> (u128, u128) {
    let at = |i: usize| ((i / columns) as i32, (i % columns) as i32);
    let (row, col) = at(sq);
    let (mut diagonal, mut anti) = (0u128, 0u128);
    for other in 0..n {
        let (r, c) = at(other);
        diagonal |= u128::from(r - c == row - col) << other;
        anti |= u128::from(r + c == row + col) << other;
    }
    (diagonal, anti)
}
