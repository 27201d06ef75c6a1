//! How the peer libraries number a board, written once for the tests and
//! the benchmarks that compare with them, and (feature `haitaka`) the
//! shogi peer's perft.

/// haitaka's square index of the square on `file` and `rank` of a 9x9
/// board here (both from 0 at a1).
///
/// Sente (haitaka's `Black`, who moves first) is the side that moves
/// towards higher ranks here (color 0). From sente's seat file 9 is on the
/// left, as the a-file is here, and rank a is at the far end, as rank 9 is
/// here; haitaka numbers its squares file-major from file 1, rank a.
///
/// ```
/// use geometry_test_support::peers::haitaka_index;
/// assert_eq!(haitaka_index(8, 8), 0); // i9 is haitaka's 1a
/// assert_eq!(haitaka_index(0, 0), 80); // a1 is its 9i
/// assert_eq!(haitaka_index(4, 4), 40); // the centre, 5e
/// ```
pub const fn haitaka_index(file: usize, rank: usize) -> usize {
    (8 - file) * 9 + (8 - rank)
}

/// haitaka's perft, as its example writes it: the number of legal move
/// sequences of `depth` plies (at least 1) by haitaka's own generator,
/// board moves and drops, bulk-counted at the last ply.
#[cfg(feature = "haitaka")]
pub fn haitaka_perft(board: &haitaka::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth <= 1 {
        board.generate_board_moves(|moves| {
            nodes += moves.into_iter().len() as u64;
            false
        });
        board.generate_drops(|moves| {
            nodes += moves.into_iter().len() as u64;
            false
        });
        return nodes;
    }
    let mut child = |mv| {
        let mut next = board.clone();
        next.play_unchecked(mv);
        nodes += haitaka_perft(&next, depth - 1);
    };
    board.generate_board_moves(|moves| {
        moves.into_iter().for_each(&mut child);
        false
    });
    board.generate_drops(|moves| {
        moves.into_iter().for_each(&mut child);
        false
    });
    nodes
}
