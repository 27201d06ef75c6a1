//! One piece written two ways gives the same sets: the mao as XBetza's
//! `afsW` and as Fairy-Stockfish's lame knight `nN`, and two king steps
//! (`aK`) as the squares around each empty neighbour, found by set
//! algebra; on boards of several shapes, in all eight mappings, from every
//! square, for both sides, on the empty board and random occupancies.

use geometry_core::formula::{self, SquareSet, Wide};
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_support::Stream;

fn piece(text: &str) -> FairyPiece {
    FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"))
}

/// Every board shape and mapping the checks run on, with random
/// occupancies (the first empty) for each square.
fn each(mut check: impl FnMut(&Board, usize, Wide)) {
    let mut stream = Stream::new(0xd1a1);
    for (files, ranks) in [(8, 8), (9, 10), (12, 12), (3, 7)] {
        for mapping in Mapping::ALL {
            let board = Board::new(files, ranks, mapping).expect("a board");
            for from in board.all_squares() {
                for trial in 0..3 {
                    let mut occupied = Wide::default();
                    for sq in board.all_squares().filter(|&sq| sq != from) {
                        if trial > 0 && stream.below(3) < trial {
                            occupied |= Wide::bit(sq);
                        }
                    }
                    check(&board, from, occupied);
                }
            }
        }
    }
}

#[test]
fn the_mao_is_the_lame_knight() {
    let (mao, horse) = (piece("afsW"), piece("nN"));
    each(|board, from, occupied| {
        for color in 0..2 {
            assert_eq!(
                formula::piece_reach(board, &mao, color, from, occupied),
                formula::piece_reach(board, &horse, color, from, occupied),
                "{board:?} from {from}"
            );
        }
    });
}

#[test]
fn two_king_steps_are_the_squares_around_each_empty_neighbour() {
    let two = piece("aK");
    each(|board, from, occupied| {
        // The squares a king step from `sq`, by coordinates.
        let around = |sq: usize| {
            let (f, r) = board.coords(sq);
            let mut out = Wide::default();
            for (df, dr) in [
                (-1, -1),
                (-1, 0),
                (-1, 1),
                (0, -1),
                (0, 1),
                (1, -1),
                (1, 0),
                (1, 1),
            ] {
                let (tf, tr) = (f as i32 + df, r as i32 + dr);
                if (0..board.files() as i32).contains(&tf)
                    && (0..board.ranks() as i32).contains(&tr)
                {
                    out |= Wide::bit(board.square(tf as usize, tr as usize));
                }
            }
            out
        };
        let mut expected = Wide::default();
        for step in board
            .all_squares()
            .filter(|&sq| around(from).has(sq) && !occupied.has(sq))
        {
            expected |= around(step);
        }
        // Not back onto its own square.
        let mut attacks = Wide::default();
        for sq in board
            .all_squares()
            .filter(|&sq| sq != from && expected.has(sq))
        {
            attacks |= Wide::bit(sq);
        }
        let mut moves = Wide::default();
        for sq in board
            .all_squares()
            .filter(|&sq| attacks.has(sq) && !occupied.has(sq))
        {
            moves |= Wide::bit(sq);
        }
        let [a, m, i] = formula::piece_reach(board, &two, 0, from, occupied);
        assert_eq!(
            (a, m, i),
            (attacks, moves, Wide::default()),
            "{board:?} from {from}"
        );
    });
}
