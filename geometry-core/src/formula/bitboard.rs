//! Bitboard tables: bit `i` stands for the square with index `i` in the
//! board's mapping. The builders fill any [`SquareSet`]: `u128` for boards
//! of up to 128 squares (those of at most 64 use the low 64 bits), [`Wide`]
//! up to 256; a `u128` leaves out squares past bit 127 rather than
//! overflowing.

use super::color::is_dark;
use super::diagonal::{anti_diagonal_index, diagonal_count, diagonal_index};
use super::moves::{BISHOP_DELTAS, KING_DELTAS, ROOK_DELTAS};
use super::set::SquareSet;
#[cfg(doc)]
use super::set::Wide;
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

/// Walks from `from` by `step` until the edge, collecting the squares passed
/// (not `from` itself).
pub(super) fn walk<B: SquareSet>(board: &Board, from: usize, step: (i32, i32)) -> B {
    let (file, rank) = board.coords(from);
    let (mut file, mut rank) = (file as i32, rank as i32);
    let mut bb = B::default();
    while let Some(sq) = board.square_checked(file + step.0, rank + step.1) {
        bb |= B::bit(sq);
        file += step.0;
        rank += step.1;
    }
    bb
}

/// `BETWEEN_BB[a][b]`: the squares strictly between `a` and `b` when they
/// share a rank, file, diagonal or anti-diagonal; empty otherwise. Walks
/// each of the eight rays from `a` once, recording at each square `b` the
/// squares passed before it (one walk per ray, not one per pair: the
/// macros run this unoptimized, and 16x16 has 65,536 pairs).
pub(crate) fn between_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    let n = board.squares();
    let mut out = vec![B::default(); n * n];
    for a in board.all_squares() {
        let (file, rank) = board.coords(a);
        for (df, dr) in KING_DELTAS {
            let mut passed = B::default();
            let (mut f, mut r) = (file as i32 + df, rank as i32 + dr);
            while let Some(b) = board.square_checked(f, r) {
                out[a * n + b] = passed;
                passed |= B::bit(b);
                f += df;
                r += dr;
            }
        }
    }
    out
}

/// `LINE_BB[a][b]`: the whole line through `a` and `b`, edge to edge, both
/// included, when they are aligned; empty otherwise (and for `a == b`).
/// Each of the four lines through `a` is built once from its two rays and
/// recorded at each of its squares.
pub(crate) fn line_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    let n = board.squares();
    let mut out = vec![B::default(); n * n];
    let mut on_line = Vec::with_capacity(2 * crate::MAX_SIDE);
    for a in board.all_squares() {
        let (file, rank) = board.coords(a);
        for (df, dr) in ROOK_DELTAS
            .iter()
            .take(2)
            .chain(BISHOP_DELTAS.iter().take(2))
        {
            on_line.clear();
            let mut line = B::bit(a);
            for (sf, sr) in [(*df, *dr), (-df, -dr)] {
                let (mut f, mut r) = (file as i32 + sf, rank as i32 + sr);
                while let Some(b) = board.square_checked(f, r) {
                    line |= B::bit(b);
                    on_line.push(b);
                    f += sf;
                    r += sr;
                }
            }
            for &b in &on_line {
                out[a * n + b] = line;
            }
        }
    }
    out
}
