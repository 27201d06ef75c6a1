//! Square colours. a1 is dark; colours alternate along every rank and file.

use crate::Board;

/// True when the square is dark: file + rank is even (a1 = (0, 0) is dark).
pub fn is_dark(board: &Board, sq: usize) -> bool {
    let (file, rank) = board.coords(sq);
    (file + rank) % 2 == 0
}

/// `SQUARE_COLOR`: 1 for a dark square, 0 for a light one.
pub(crate) fn square_color(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| u8::from(is_dark(board, sq)))
        .collect()
}
