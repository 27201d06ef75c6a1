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
/// the board, so edge and corner effects (a1 to b2 takes 4 moves on 8x8)
/// are exact. Pairs that no path joins get [`UNREACHABLE`].
pub(crate) fn knight_dist(board: &Board) -> Vec<u8> {
    leaper_dist_table(board, &KNIGHT_DELTAS)
}

/// The fewest leaps from `a` to `b` (row-major, `result[a * n + b]`) for a
/// piece that moves by any of `deltas` without leaving the board, found by
/// a breadth-first search from every square; [`UNREACHABLE`] where no path
/// joins them (a colour-bound or sub-lattice leaper cannot reach every
/// square).
///
/// ```
/// use geometry_core::{formula, Board};
///
/// let board = Board::STANDARD;
/// let camel = formula::atom_deltas(3, 1);
/// let dist = formula::leaper_dist_table(&board, &camel);
/// let (a1, a2, d2) = (board.square(0, 0), board.square(0, 1), board.square(3, 1));
/// assert_eq!(dist[a1 * 64 + d2], 1);
/// assert_eq!(dist[a1 * 64 + a2], formula::UNREACHABLE); // the camel keeps its colour
/// ```
pub fn leaper_dist_table(board: &Board, deltas: &[(i32, i32)]) -> Vec<u8> {
    let n = board.squares();
    // Each square's moves, found once (the search below runs n times, and
    // unoptimized proc macros make every call count).
    let mut moves: Vec<Vec<usize>> = Vec::with_capacity(n);
    for sq in board.all_squares() {
        let (file, rank) = board.coords(sq);
        let mut targets = Vec::new();
        for &(df, dr) in deltas {
            if let Some(to) = board.square_checked(file as i32 + df, rank as i32 + dr) {
                targets.push(to);
            }
        }
        moves.push(targets);
    }
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
            let next_dist = row[sq].saturating_add(1);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Mapping;

    /// The deltas are the moves as given, not their mirror images: a
    /// leaper that only jumps one file right and two ranks up.
    #[test]
    fn deltas_are_taken_as_given() {
        for m in Mapping::ALL {
            let board = Board::new(5, 5, m).unwrap();
            let dist = leaper_dist_table(&board, &[(1, 2)]);
            let at = |from: (usize, usize), to: (usize, usize)| {
                dist[board.square(from.0, from.1) * 25 + board.square(to.0, to.1)]
            };
            assert_eq!(at((0, 0), (1, 2)), 1, "{m}");
            assert_eq!(at((0, 0), (2, 4)), 2, "{m}");
            assert_eq!(at((1, 2), (0, 0)), UNREACHABLE, "{m}");
            assert_eq!(at((2, 0), (1, 2)), UNREACHABLE, "{m}");
        }
    }
}
