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

/// The squares sorted into `count` sets by `key` (below `count`): set `k`
/// holds every square whose key is `k`. One pass over the board, and a
/// plain function for the key, so that every family below shares one
/// compiled copy.
fn sorted_by<B: SquareSet>(board: &Board, count: usize, key: fn(&Board, usize) -> usize) -> Vec<B> {
    let mut out = vec![B::default(); count];
    for sq in board.all_squares() {
        out[key(board, sq)] |= B::bit(sq);
    }
    out
}

/// The dark squares (`colors[1]`: file + rank even, a1 is dark) and the
/// light ones (`colors[0]`).
fn colors<B: SquareSet>(board: &Board) -> Vec<B> {
    sorted_by(board, 2, |board, sq| usize::from(is_dark(board, sq)))
}

/// `DARK_SQUARES`: every square whose file + rank is even (a1 is dark).
pub(crate) fn dark_squares<B: SquareSet>(board: &Board) -> B {
    colors(board)[1]
}

/// `LIGHT_SQUARES`: every square whose file + rank is odd.
pub(crate) fn light_squares<B: SquareSet>(board: &Board) -> B {
    colors(board)[0]
}

/// `FILE_BB[f]`: the squares of file `f` (0 = the a-file).
pub(crate) fn file_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    sorted_by(board, board.files(), Board::file_of)
}

/// `RANK_BB[r]`: the squares of rank `r` (0 = rank 1).
pub(crate) fn rank_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    sorted_by(board, board.ranks(), Board::rank_of)
}

/// `DIAGONAL_BB[d]`: the squares whose diagonal index is `d`.
pub(crate) fn diagonal_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    sorted_by(board, diagonal_count(board), diagonal_index)
}

/// `ANTI_DIAGONAL_BB[d]`: the squares whose anti-diagonal index is `d`.
pub(crate) fn anti_diagonal_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    sorted_by(board, diagonal_count(board), anti_diagonal_index)
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
        // One direction of each line: the file, the rank, both diagonals.
        for (df, dr) in [
            ROOK_DELTAS[0],
            ROOK_DELTAS[1],
            BISHOP_DELTAS[0],
            BISHOP_DELTAS[1],
        ] {
            on_line.clear();
            let mut line = B::bit(a);
            for (sf, sr) in [(df, dr), (-df, -dr)] {
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
