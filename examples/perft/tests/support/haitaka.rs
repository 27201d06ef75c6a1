//! haitaka's perft, as its example writes it, for the shogi test and the
//! benchmark: board moves and drops, bulk-counted at the last ply.

/// The number of legal move sequences of `depth` plies (at least 1), by
/// haitaka's move generator.
pub fn perft(board: &haitaka::Board, depth: u32) -> u64 {
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
        nodes += perft(&next, depth - 1);
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
