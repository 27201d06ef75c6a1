//! The standard board's evaluation tables against a transcription of
//! Stockfish's own definitions (its `src/bitboard.h`): the same shifts of
//! whole ranks and files on a `u64`, for every square and both colours,
//! through the statics, the typed accessors and the trait.

use geometry_tables::{BitboardGeometry, Board, Geometry, Square, *};

const RANK_1: u64 = 0xFF;
const RANK_8: u64 = RANK_1 << 56;
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// `relative_rank(c, s)`: the rank counted from colour `c`'s side.
fn relative_rank(c: usize, s: usize) -> usize {
    let rank = s >> 3;
    if c == 0 { rank } else { 7 - rank }
}

/// `forward_ranks_bb(c, s)`: `~Rank1BB << 8 * relative_rank(WHITE, s)` for
/// white, `~Rank8BB >> 8 * relative_rank(BLACK, s)` for black.
fn forward_ranks_bb(c: usize, s: usize) -> u64 {
    if c == 0 {
        !RANK_1 << (8 * relative_rank(0, s))
    } else {
        !RANK_8 >> (8 * relative_rank(1, s))
    }
}

/// `file_bb(s)`: `FileABB << file_of(s)`.
fn file_bb(s: usize) -> u64 {
    FILE_A << (s & 7)
}

/// `forward_file_bb(c, s)`: `forward_ranks_bb(c, s) & file_bb(s)`.
fn forward_file_bb(c: usize, s: usize) -> u64 {
    forward_ranks_bb(c, s) & file_bb(s)
}

/// `adjacent_files_bb(s)`: `shift<EAST>(file_bb(s)) | shift<WEST>(file_bb(s))`,
/// a shift east dropping the h-file first and west the a-file.
fn adjacent_files_bb(s: usize) -> u64 {
    let b = file_bb(s);
    ((b & !FILE_H) << 1) | ((b & !FILE_A) >> 1)
}

/// `pawn_attack_span(c, s)`: `forward_ranks_bb(c, s) & adjacent_files_bb(s)`.
fn pawn_attack_span(c: usize, s: usize) -> u64 {
    forward_ranks_bb(c, s) & adjacent_files_bb(s)
}

/// `passed_pawn_span(c, s)`: `pawn_attack_span(c, s) | forward_file_bb(c, s)`.
fn passed_pawn_span(c: usize, s: usize) -> u64 {
    pawn_attack_span(c, s) | forward_file_bb(c, s)
}

/// `edge_distance(File f)` and `edge_distance(Rank r)`: `min(x, 7 - x)`.
fn edge_distance(x: usize) -> u8 {
    x.min(7 - x) as u8
}

#[test]
fn the_standard_board_matches_stockfish_bitboard_h() {
    for s in 0..64 {
        let sq = Square::ALL[s];
        for c in 0..2 {
            let ctx = format!("{} colour {c}", sq.name());
            assert_eq!(FORWARD_RANKS_BB[c][s >> 3], forward_ranks_bb(c, s), "{ctx}");
            assert_eq!(FORWARD_FILE_BB[c][s], forward_file_bb(c, s), "{ctx}");
            assert_eq!(PAWN_ATTACK_SPAN[c][s], pawn_attack_span(c, s), "{ctx}");
            assert_eq!(PASSED_PAWN_SPAN[c][s], passed_pawn_span(c, s), "{ctx}");
            // The typed accessors, and the trait (any non-zero colour is
            // black).
            let colour = [0, 7][c];
            assert_eq!(
                geometry_tables::forward_ranks_bb(colour, sq),
                forward_ranks_bb(c, s)
            );
            assert_eq!(
                geometry_tables::forward_file_bb(colour, sq),
                forward_file_bb(c, s)
            );
            assert_eq!(
                <Board as BitboardGeometry>::pawn_attack_span(colour, sq),
                pawn_attack_span(c, s)
            );
            assert_eq!(
                <Board as BitboardGeometry>::passed_pawn_span(colour, sq),
                passed_pawn_span(c, s)
            );
            assert_eq!(
                <Board as BitboardGeometry>::forward_ranks_bb(colour, sq),
                forward_ranks_bb(c, s)
            );
            assert_eq!(
                <Board as BitboardGeometry>::forward_file_bb(colour, sq),
                forward_file_bb(c, s)
            );
        }
        assert_eq!(ADJACENT_FILES_BB[s & 7], adjacent_files_bb(s));
        assert_eq!(geometry_tables::adjacent_files_bb(sq), adjacent_files_bb(s));
        assert_eq!(
            <Board as BitboardGeometry>::adjacent_files_bb(sq),
            adjacent_files_bb(s)
        );
        assert_eq!(file_edge_dist(sq), edge_distance(s & 7));
        assert_eq!(rank_edge_dist(sq), edge_distance(s >> 3));
        assert_eq!(
            <Board as Geometry>::file_edge_dist(sq),
            edge_distance(s & 7)
        );
        assert_eq!(
            <Board as Geometry>::rank_edge_dist(sq),
            edge_distance(s >> 3)
        );
    }
}

/// The chessprogramming wiki's centre distances: the Chebyshev and the
/// Manhattan distance to the nearest of d4, e4, d5 and e5, here from the
/// board's own pair tables.
#[test]
fn the_centre_distances_are_the_distances_to_the_four_central_squares() {
    use Square::{D4, D5, E4, E5};
    for sq in Square::ALL {
        let nearest = |d: fn(Square, Square) -> u8| {
            [D4, E4, D5, E5]
                .into_iter()
                .map(|c| d(sq, c))
                .min()
                .unwrap()
        };
        assert_eq!(center_king_dist(sq), nearest(king_dist), "{}", sq.name());
        assert_eq!(center_taxi_dist(sq), nearest(taxi_dist), "{}", sq.name());
        assert_eq!(
            <Board as Geometry>::center_king_dist(sq),
            center_king_dist(sq)
        );
        assert_eq!(
            <Board as Geometry>::center_taxi_dist(sq),
            center_taxi_dist(sq)
        );
    }
    // The corners: 3 king steps, 6 rook steps.
    assert_eq!(CENTER_KING_DIST.iter().max(), Some(&3));
    assert_eq!(CENTER_TAXI_DIST.iter().max(), Some(&6));
}
