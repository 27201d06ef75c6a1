//! Every shogi piece's attacks on a 9x9 `board!` against haitaka's (a
//! shogi move generator with its own tables: magic bitboards for the
//! sliders), from every square, for both sides, on the empty board and on
//! random occupancies, in two mappings.
//!
//! The two libraries number the board differently:
//! `geometry_test_support::peers::haitaka_index` says how, for this test
//! and the benchmarks. Sente (haitaka's `Black`) is color 0 here.

use geometry_tables::{Bitboard, BoardSquare, PieceGeometry};
use geometry_test_support::Stream;
use geometry_test_support::peers::haitaka_index;
use haitaka::{BitBoard, Color};

use geometry_test_boards::{shogi_befr, shogi_lerf};

/// The test on shared 9x9 boards (`geometry_test_boards`) that declare shogi's
/// pieces (the set `shogi`: fuhyo `fW`, lance `fR`, keima `fN`, silver
/// `FfW`, gold `WfF`, horse `BW`, dragon `RF`).
macro_rules! shogi_boards {
    ($($module:ident: $mapping:ident;)*) => {
        #[test]
        fn every_shogi_piece_attacks_as_in_haitaka() {
            $(
                check(
                    stringify!($mapping),
                    |sq| $module::Square::from_index(sq).unwrap(),
                    |piece, color, sq, occupied| match piece {
                        Piece::Rook => $module::rook_attacks(sq, occupied),
                        Piece::Bishop => $module::bishop_attacks(sq, occupied),
                        Piece::King => $module::king_attacks(sq),
                        Piece::Fairy(k) => {
                            // By name: the board's leapers come first in `ALL`.
                            let p = $module::Piece::ALL
                                .into_iter()
                                .find(|p| p.name() == FAIRY[k])
                                .expect("the board declares the set `shogi`");
                            <$module::Board as PieceGeometry>::piece_attacks(p, color, sq, occupied)
                        }
                    },
                );
            )*
        }
    };
}

shogi_boards! {
    shogi_lerf: lerf;
    shogi_befr: befr;
}

/// The pieces compared: the chess pieces every module has, and the fairy
/// pieces in the order each module declares them.
#[derive(Clone, Copy, Debug)]
enum Piece {
    Rook,
    Bishop,
    King,
    Fairy(usize),
}

/// The fairy pieces' names, in declaration order.
const FAIRY: [&str; 7] = [
    "fuhyo", "lance", "keima", "silver", "gold", "horse", "dragon",
];

/// A piece's name, for messages.
fn name(piece: Piece) -> String {
    match piece {
        Piece::Fairy(k) => FAIRY[k].to_string(),
        other => format!("{other:?}"),
    }
}

/// The haitaka square of (file, rank) here, both from 0 at a1.
fn to_haitaka(file: usize, rank: usize) -> haitaka::Square {
    haitaka::Square::index(haitaka_index(file, rank))
}

/// haitaka's attacks of `piece` for `color` (0 sente) from (file, rank).
fn haitaka_attacks(
    piece: Piece,
    color: usize,
    sq: haitaka::Square,
    occupied: BitBoard,
) -> BitBoard {
    let side = [Color::Black, Color::White][color];
    match piece {
        Piece::Rook => haitaka::get_rook_moves(side, sq, occupied),
        Piece::Bishop => haitaka::get_bishop_moves(side, sq, occupied),
        Piece::King => haitaka::king_attacks(side, sq),
        Piece::Fairy(k) => match FAIRY[k] {
            "fuhyo" => haitaka::pawn_attacks(side, sq),
            "lance" => haitaka::get_lance_moves(side, sq, occupied),
            "keima" => haitaka::knight_attacks(side, sq),
            "silver" => haitaka::silver_attacks(side, sq),
            "gold" => haitaka::gold_attacks(side, sq),
            // The promoted bishop and rook: the slider and the king's steps.
            "horse" => {
                haitaka::get_bishop_moves(side, sq, occupied) | haitaka::king_attacks(side, sq)
            }
            _ => haitaka::get_rook_moves(side, sq, occupied) | haitaka::king_attacks(side, sq),
        },
    }
}

fn check<S: BoardSquare>(
    mapping: &str,
    square: impl Fn(usize) -> S,
    ours: impl Fn(Piece, usize, S, u128) -> u128,
) {
    let squares: Vec<S> = (0..81).map(&square).collect();
    let ours_to_haitaka = |set: u128| {
        let mut out = BitBoard::EMPTY;
        for sq in &squares {
            if set.has(sq.index()) {
                out |= to_haitaka(sq.file() as usize, sq.rank() as usize).bitboard();
            }
        }
        out
    };
    let pieces = [Piece::Rook, Piece::Bishop, Piece::King]
        .into_iter()
        .chain((0..FAIRY.len()).map(Piece::Fairy));
    let mut stream = Stream::new(0x5_1061);
    let mut compared = 0;
    for piece in pieces {
        for trial in 0..21 {
            let mut occupied = 0u128;
            for sq in &squares {
                if trial > 0 && stream.below(8) < 1 + trial % 4 {
                    occupied |= u128::bit(sq.index());
                }
            }
            for &sq in &squares {
                let theirs_sq = to_haitaka(sq.file() as usize, sq.rank() as usize);
                let occupied = occupied & !u128::bit(sq.index());
                for color in 0..2 {
                    let expected =
                        haitaka_attacks(piece, color, theirs_sq, ours_to_haitaka(occupied));
                    let got = ours_to_haitaka(ours(piece, color, sq, occupied));
                    assert_eq!(
                        got,
                        expected,
                        "{} for side {color} on {sq} ({mapping}), occupancy {trial}",
                        name(piece)
                    );
                    compared += 1;
                }
            }
        }
    }
    assert_eq!(compared, 10 * 21 * 81 * 2);
}
