//! Diagonals (a1-h8 direction) and anti-diagonals (h1-a8 direction).

use super::by_difference;
use crate::Board;

/// How many diagonals (and anti-diagonals) the board has: `files + ranks - 1`.
pub fn diagonal_count(board: &Board) -> usize {
    board.files() + board.ranks() - 1
}

/// The diagonal index of `sq`: `files - 1 + rank - file`, from 0 (the
/// single square at the bottom-right corner) to `files + ranks - 2`. On 8x8
/// this is the reference article's `7 + rank - file`.
pub fn diagonal_index(board: &Board, sq: usize) -> usize {
    let (file, rank) = board.coords(sq);
    board.files() - 1 + rank - file
}

/// The anti-diagonal index of `sq`: `rank + file`.
pub fn anti_diagonal_index(board: &Board, sq: usize) -> usize {
    let (file, rank) = board.coords(sq);
    rank + file
}

/// `DIAGONAL`: the diagonal index of every square.
pub(crate) fn diagonal(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| diagonal_index(board, sq) as u8)
        .collect()
}

/// `ANTI_DIAGONAL`: the anti-diagonal index of every square.
pub(crate) fn anti_diagonal(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| anti_diagonal_index(board, sq) as u8)
        .collect()
}

/// `SAME_DIAGONAL`: both squares have the same diagonal index, that is
/// `rank - file` is the same: the file and rank differences are equal.
pub(crate) fn same_diagonal(board: &Board) -> Vec<bool> {
    by_difference(board, |df, dr| df == dr)
}

/// `SAME_ANTI_DIAGONAL`: both squares have the same anti-diagonal index,
/// that is `rank + file` is the same: the differences are opposite.
pub(crate) fn same_anti_diagonal(board: &Board) -> Vec<bool> {
    by_difference(board, |df, dr| df == -dr)
}
