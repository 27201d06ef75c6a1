//! Distances between squares: king (Chebyshev), taxi (Manhattan) and
//! knight (breadth-first search on the bounded board).

use super::{deltas, pairs};
use crate::Board;
use std::collections::VecDeque;

/// The knight distance between squares that no knight path joins (on a 2x2
/// board, a board one square wide, or from the centre of a 3x3 board).
pub const UNREACHABLE: u8 = u8::MAX;

/// The eight knight jumps as (file, rank) steps.
pub(crate) const KNIGHT_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// `KING_DIST`: `max(|file difference|, |rank difference|)`.
pub fn king_dist(board: &Board) -> Vec<u8> {
    pairs(board, |a, b| {
        let (df, dr) = deltas(board, a, b);
        df.abs().max(dr.abs()) as u8
    })
}

/// `TAXI_DIST`: `|file difference| + |rank difference|`.
pub fn taxi_dist(board: &Board) -> Vec<u8> {
    pairs(board, |a, b| {
        let (df, dr) = deltas(board, a, b);
        (df.abs() + dr.abs()) as u8
    })
}

/// `KNIGHT_DIST`: the fewest knight moves from `a` to `b` without leaving
/// the board, found by a breadth-first search from every square, so edge
/// and corner effects (a1 to b2 takes 4 moves on 8x8) are exact. Pairs
/// that no path joins get [`UNREACHABLE`].
pub fn knight_dist(board: &Board) -> Vec<u8> {
    let n = board.squares();
    let mut out = vec![UNREACHABLE; n * n];
    let mut queue = VecDeque::with_capacity(n);
    for from in 0..n {
        let row = &mut out[from * n..(from + 1) * n];
        row[from] = 0;
        queue.clear();
        queue.push_back(from);
        while let Some(sq) = queue.pop_front() {
            let (file, rank) = board.coords(sq);
            for (jf, jr) in KNIGHT_JUMPS {
                let Some(next) = board.square_checked(file as i32 + jf, rank as i32 + jr) else {
                    continue;
                };
                if row[next] == UNREACHABLE {
                    row[next] = row[sq] + 1;
                    queue.push_back(next);
                }
            }
        }
    }
    out
}
