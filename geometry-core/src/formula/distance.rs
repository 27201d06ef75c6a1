//! Distances between squares: king (Chebyshev), taxi (Manhattan) and
//! knight (breadth-first search on the bounded board).

use super::by_difference;
use super::moves::KNIGHT_DELTAS;
use crate::Board;

/// The knight distance between squares that no knight path joins (on a 2x2
/// board, a board one square wide, or from the centre of a 3x3 board).
pub const UNREACHABLE: u8 = u8::MAX;

/// `KING_DIST`: `max(|file difference|, |rank difference|)`.
pub(crate) fn king_dist(board: &Board) -> Vec<u8> {
    by_difference(board, |df, dr| df.abs().max(dr.abs()) as u8)
}

/// `TAXI_DIST`: `|file difference| + |rank difference|`.
pub(crate) fn taxi_dist(board: &Board) -> Vec<u8> {
    by_difference(board, |df, dr| (df.abs() + dr.abs()) as u8)
}

/// `KNIGHT_DIST`: the fewest knight moves from `a` to `b` without leaving
/// the board, found by a breadth-first search from every square, so edge
/// and corner effects (a1 to b2 takes 4 moves on 8x8) are exact. Pairs
/// that no path joins get [`UNREACHABLE`].
pub(crate) fn knight_dist(board: &Board) -> Vec<u8> {
    let n = board.squares();
    // Each square's knight moves, found once (the search below runs n
    // times, and unoptimized proc macros make every call count).
    let moves: Vec<Vec<usize>> = board
        .all_squares()
        .map(|sq| {
            let (file, rank) = board.coords(sq);
            KNIGHT_DELTAS
                .iter()
                .filter_map(|&(jf, jr)| board.square_checked(file as i32 + jf, rank as i32 + jr))
                .collect()
        })
        .collect();
    let mut out = vec![UNREACHABLE; n * n];
    let mut queue = Vec::with_capacity(n);
    for from in 0..n {
        let row = &mut out[from * n..(from + 1) * n];
        row[from] = 0;
        queue.clear();
        queue.push(from);
        let mut head = 0;
        while let Some(&sq) = queue.get(head) {
            head += 1;
            let next_dist = row[sq] + 1;
            for &next in &moves[sq] {
                if row[next] == UNREACHABLE {
                    row[next] = next_dist;
                    queue.push(next);
                }
            }
        }
    }
    out
}
