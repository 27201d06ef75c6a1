//! Evaluation geometry, Stockfish's `bitboard.h` on any board: the ranks
//! and the file in front of a square, the files beside it, the spans a
//! pawn attacks and must pass, and how far a square lies from the edge
//! and from the centre. White (colour 0) moves towards higher ranks.

use super::bitboard::file_bb;
use super::set::SquareSet;
use crate::Board;

/// How far `at` lies from the nearer end of a line of `len` squares: 0 on
/// either end square.
///
/// ```
/// use geometry_core::formula::edge_distance;
///
/// assert_eq!(edge_distance(0, 8), 0);
/// assert_eq!(edge_distance(3, 8), 3);
/// assert_eq!(edge_distance(4, 8), 3);
/// assert_eq!(edge_distance(4, 9), 4);
/// ```
pub const fn edge_distance(at: usize, len: usize) -> usize {
    let from_end = len.saturating_sub(1).saturating_sub(at);
    if at < from_end { at } else { from_end }
}

/// How far `at` lies from the nearer central square of a line of `len`
/// squares: the middle square of an odd line, either of the two middle
/// squares of an even one.
///
/// ```
/// use geometry_core::formula::center_distance;
///
/// // 8 squares: the 4th and 5th (indices 3 and 4) are central.
/// assert_eq!([0, 3, 4, 7].map(|at| center_distance(at, 8)), [3, 0, 0, 3]);
/// // 9 squares: the 5th alone.
/// assert_eq!([0, 3, 4, 8].map(|at| center_distance(at, 9)), [4, 1, 0, 4]);
/// ```
pub const fn center_distance(at: usize, len: usize) -> usize {
    let (low, high) = (len.saturating_sub(1) / 2, len / 2);
    if at < low {
        low - at
    } else {
        at.saturating_sub(high)
    }
}

/// Whether rank `rank` lies strictly in front of rank `from` for `color`.
fn ahead(color: usize, from: usize, rank: usize) -> bool {
    if color == 0 { rank > from } else { rank < from }
}

/// `FORWARD_RANKS_BB[color][rank]`: every square on a rank strictly in
/// front of `rank` for `color`.
pub(crate) fn forward_ranks_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    let mut out = vec![B::default(); 2 * board.ranks()];
    for color in 0..2 {
        for from in 0..board.ranks() {
            for sq in board.all_squares() {
                if ahead(color, from, board.rank_of(sq)) {
                    out[color * board.ranks() + from] |= B::bit(sq);
                }
            }
        }
    }
    out
}

/// `ADJACENT_FILES_BB[file]`: the files on either side of `file`.
pub(crate) fn adjacent_files_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    let mut out = vec![B::default(); board.files()];
    for (file, set) in out.iter_mut().enumerate() {
        for sq in board.all_squares() {
            if board.file_of(sq).abs_diff(file) == 1 {
                *set |= B::bit(sq);
            }
        }
    }
    out
}

/// A `[color][sq]` table of the squares in front of each square (for
/// `color`) whose file is `within` of the square's file: the ranks in
/// front of the square's rank ([`forward_ranks_bb`]) meet the files
/// within reach of its file, a union of [`file_bb`] rows.
fn forward_span<B: SquareSet>(board: &Board, within: fn(usize) -> bool) -> Vec<B> {
    let ranks = forward_ranks_bb::<B>(board);
    let files = file_bb::<B>(board);
    let spans: Vec<B> = (0..board.files())
        .map(|file| {
            (0..board.files())
                .filter(|&f| within(f.abs_diff(file)))
                .fold(B::default(), |span, f| span | files[f])
        })
        .collect();
    let n = board.squares();
    let mut out = vec![B::default(); 2 * n];
    for color in 0..2 {
        for from in board.all_squares() {
            let (file, rank) = board.coords(from);
            out[color * n + from] = ranks[color * board.ranks() + rank] & spans[file];
        }
    }
    out
}

/// `FORWARD_FILE_BB[color][sq]`: the squares of `sq`'s file in front of
/// it for `color`.
pub(crate) fn forward_file_bb<B: SquareSet>(board: &Board) -> Vec<B> {
    forward_span(board, |df| df == 0)
}

/// `PAWN_ATTACK_SPAN[color][sq]`: the squares a pawn of `color` on `sq`
/// could attack as it advances: the adjacent files, in front of it.
pub(crate) fn pawn_attack_span<B: SquareSet>(board: &Board) -> Vec<B> {
    forward_span(board, |df| df == 1)
}

/// `PASSED_PAWN_SPAN[color][sq]`: the squares where an enemy pawn would
/// stop a pawn of `color` on `sq` from being passed: its own file and the
/// adjacent ones, in front of it.
pub(crate) fn passed_pawn_span<B: SquareSet>(board: &Board) -> Vec<B> {
    forward_span(board, |df| df <= 1)
}

/// `FILE_EDGE_DIST[sq]`: [`edge_distance`] of `sq`'s file along a rank.
pub(crate) fn file_edge_dist(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| edge_distance(board.file_of(sq), board.files()) as u8)
        .collect()
}

/// `RANK_EDGE_DIST[sq]`: [`edge_distance`] of `sq`'s rank along a file.
pub(crate) fn rank_edge_dist(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| edge_distance(board.rank_of(sq), board.ranks()) as u8)
        .collect()
}

/// The file's and the rank's [`center_distance`] of `sq`.
fn center_parts(board: &Board, sq: usize) -> (usize, usize) {
    let (file, rank) = board.coords(sq);
    (
        center_distance(file, board.files()),
        center_distance(rank, board.ranks()),
    )
}

/// `CENTER_KING_DIST[sq]`: king steps from `sq` to the nearest central
/// square (Chebyshev distance).
pub(crate) fn center_king_dist(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| {
            let (df, dr) = center_parts(board, sq);
            df.max(dr) as u8
        })
        .collect()
}

/// `CENTER_TAXI_DIST[sq]`: rook steps from `sq` to the nearest central
/// square (Manhattan distance).
pub(crate) fn center_taxi_dist(board: &Board) -> Vec<u8> {
    board
        .all_squares()
        .map(|sq| {
            let (df, dr) = center_parts(board, sq);
            (df + dr) as u8
        })
        .collect()
}
