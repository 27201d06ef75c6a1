//! Bitboard tables: bit `i` stands for the square with index `i` in the
//! board's mapping. The builders fill any [`SquareSet`]: `u128` for boards
//! of up to 128 squares (those of at most 64 use the low 64 bits), [`Wide`]
//! up to 256; a `u128` leaves out squares past bit 127 rather than
//! overflowing.

use super::diagonal::{anti_diagonal_index, diagonal_count, diagonal_index};
use super::set::SquareSet;
#[cfg(doc)]
use super::set::Wide;
use super::{aligned, color::is_dark, deltas, pairs};
use crate::Board;

/// The bitboard holding only square `sq`.
pub fn square_bb(sq: usize) -> u128 {
    u32::try_from(sq)
        .ok()
        .and_then(|s| 1u128.checked_shl(s))
        .unwrap_or(0)
}

/// The union of every square for which `keep` holds.
fn set_of<B: SquareSet>(board: &Board, mut keep: impl FnMut(usize) -> bool) -> B {
    board
        .all_squares()
        .filter(|&sq| keep(sq))
        .fold(B::default(), |bb, sq| bb | B::bit(sq))
}

/// `DARK_SQUARES`: every square whose file + rank is even (a1 is dark).
pub(crate) fn dark_squares<B: SquareSet>(board: &Board) -> B {
    set_of(board, |sq| is_dark(board, sq))
}

/// `LIGHT_SQUARES`: every square whose file + rank is odd.
pub(crate) fn light_squares<B: SquareSet>(board: &Board) -> B {
    set_of(board, |sq| !is_dark(board, sq))
}

/// `FILE_BB[f]`: the squares of file `f` (0 = the a-file).
pub(crate) fn file_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    (0..board.files())
        .map(|f| set_of(board, |sq| board.file_of(sq) == f))
        .collect()
}

/// `RANK_BB[r]`: the squares of rank `r` (0 = rank 1).
pub(crate) fn rank_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    (0..board.ranks())
        .map(|r| set_of(board, |sq| board.rank_of(sq) == r))
        .collect()
}

/// `DIAGONAL_BB[d]`: the squares whose diagonal index is `d`.
pub(crate) fn diagonal_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    (0..diagonal_count(board))
        .map(|d| set_of(board, |sq| diagonal_index(board, sq) == d))
        .collect()
}

/// `ANTI_DIAGONAL_BB[d]`: the squares whose anti-diagonal index is `d`.
pub(crate) fn anti_diagonal_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    (0..diagonal_count(board))
        .map(|d| set_of(board, |sq| anti_diagonal_index(board, sq) == d))
        .collect()
}

/// The unit (file, rank) step from `a` towards `b`, when they are aligned.
fn ray_step(board: &Board, a: usize, b: usize) -> Option<(i32, i32)> {
    aligned(board, a, b).then(|| {
        let (df, dr) = deltas(board, a, b);
        (df.signum(), dr.signum())
    })
}

/// Walks from `from` by `step` until the edge, collecting the squares passed
/// (not `from` itself), stopping early at `stop` (not collected).
pub(super) fn walk<B: SquareSet>(
    board: &Board,
    from: usize,
    step: (i32, i32),
    stop: Option<usize>,
) -> B {
    let (file, rank) = board.coords(from);
    let (mut file, mut rank) = (file as i32, rank as i32);
    let mut bb = B::default();
    while let Some(sq) = board.square_checked(file + step.0, rank + step.1) {
        if Some(sq) == stop {
            break;
        }
        bb |= B::bit(sq);
        file += step.0;
        rank += step.1;
    }
    bb
}

/// `BETWEEN_BB[a][b]`: the squares strictly between `a` and `b` when they
/// share a rank, file, diagonal or anti-diagonal (found by walking the ray
/// from `a` to `b`); 0 otherwise.
pub(crate) fn between_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    pairs(board, |a, b| match ray_step(board, a, b) {
        Some(step) => walk(board, a, step, Some(b)),
        None => B::default(),
    })
}

/// `LINE_BB[a][b]`: the whole line through `a` and `b`, edge to edge, both
/// included, when they are aligned; 0 otherwise (and for `a == b`).
pub(crate) fn line_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    pairs(board, |a, b| match ray_step(board, a, b) {
        Some((sf, sr)) => {
            B::bit(a) | walk(board, a, (sf, sr), None) | walk(board, a, (-sf, -sr), None)
        }
        None => B::default(),
    })
}
