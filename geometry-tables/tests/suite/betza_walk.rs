//! Every kind of Betza part, in all eight mappings, against a walk over
//! coordinates written apart from the core (`Layout::betza_walk` in the
//! test-support crate): what each piece attacks, where it moves and its
//! first moves, for both sides, from every square, on the empty board and
//! on random occupancies. The parts' steps come from the core's parser,
//! which the Fairy-Stockfish comparison checks. The checks themselves are
//! the fixtures' (`geometry_test_boards::walk_check`), compiled there
//! optimized.

use geometry_core::formula;
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_boards::typed_view::View;
use geometry_test_boards::walk_check::check;

/// The pieces every board declares, in `Piece` order: a directional
/// leaper, directional and limited riders, lame leapers (one and two legs),
/// hoppers of both kinds on rook, bishop and knight lines, a pawn with an
/// initial lame double step, chiral riders and split modalities.
const PIECES: [&str; 36] = [
    "WfF",
    "fR",
    "R4",
    "nN",
    "nA",
    "nZ",
    "mRcpR",
    "pB",
    "gQ",
    "fmWfceFifmnD",
    "fRrbBlbF",
    "KbRfBbF2",
    "NN",
    "fNsW",
    "mflFcflW",
    "gNN",
    "fbN",
    "vRsW",
    "fsgR",
    "gB",
    // Multi-leg moves: chu shogi's lion, horned falcon and soaring eagle,
    // the mao and the moa, two king steps, the griffon and the aanca
    // (bent riders), a capture then a step on, a hop then a bent step, a
    // path of three legs, Tamerlane's giraffe (four legs, the last
    // sliding), the lion dog (legs passing a piece: `mp`), and a move of
    // three legs forwards only, its first square taken, its second
    // passed.
    "KNADcaKmcabK",
    "BsbRfWfDfcafWfmcabW",
    "RbBfFfAfcafFfmcabF",
    "afsW",
    "afsF",
    "aK",
    "FyafsF",
    "WyafsW",
    "cafW",
    "pafsK",
    "afsafK",
    "afsafyafF",
    "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
    "fcafmpafK",
    // Last legs that land only on a piece or only on an empty square: a
    // step then a capture, a capture then a step (two legs), and the same
    // as the third leg of three.
    "mafcWcafmF",
    "fcafmpafmWfcafmpafcF",
];

/// The tests on the shared boards (`geometry_test_boards`) that declare
/// [`PIECES`] (the set `walk`): one test a board shape, so that the
/// harness runs them side by side. Each board is checked through its
/// piece view (`geometry_test_boards::view::PieceView`), so that the
/// checks are compiled once, optimized, rather than once per board.
macro_rules! boards {
    ($($test:ident { $($module:ident: $mapping:ident;)* })*) => {
        $(
            #[test]
            fn $test() {
                $(
                    check(
                        &View::<geometry_test_boards::$module::Board>::new(
                            geometry_test_boards::$module::Piece::name,
                        ),
                        stringify!($mapping).parse::<Mapping>().unwrap(),
                        &PIECES,
                    );
                )*
            }
        )*
    };
}

boards! {
    every_part_matches_a_coordinate_walk_on_8x8_in_every_mapping {
        std_lerf: lerf;
        std_lerbef: lerbef;
        std_berlef: berlef;
        std_berf: berf;
        std_lefr: lefr;
        std_lefber: lefber;
        std_befler: befler;
        std_befr: befr;
    }
    every_part_matches_a_coordinate_walk_on_12x10_in_every_mapping {
        grand_lerf: lerf;
        grand_lerbef: lerbef;
        grand_berlef: berlef;
        grand_berf: berf;
        grand_lefr: lefr;
        grand_lefber: lefber;
        grand_befler: befler;
        grand_befr: befr;
    }
    every_part_matches_a_coordinate_walk_on_6x5_16x4_and_13x11 {
        short_lerf: lerf;
        short_lefber: lefber;
        long_lerf: lerf;
        long_lefr: lefr;
        odd_berf: berf;
        odd_befler: befler;
    }
}

geometry_macros::board! {
    mod one_rank { files = 4, ranks = 1, pieces = [p = "WaF"] }
}
geometry_macros::board! {
    mod two_squares {
        files = 2, ranks = 1,
        pieces = [dog = "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK"],
    }
}

geometry_macros::board! {
    mod back_through { files = 5, ranks = 5, pieces = [back = "cabmafK"] }
}

/// A second leg back onto the start square, which the piece has left: by
/// slot, its square is empty whatever the caller says, and the moves go
/// on through it as they do by square.
#[test]
fn the_start_square_is_empty_by_slot() {
    use back_through::{Piece, Square, square_bb};
    let back = Piece::Back;
    let mut through_start = 0;
    for sq in Square::ALL {
        for slot in 0..back.mid_leg_slots() {
            let Some((via, mid)) = back.mid_leg_squares(0, sq, slot) else {
                continue;
            };
            // The first leg captures; the moving piece is in the occupancy.
            let occupied = square_bb(via) | square_bb(sq);
            let by_square = back.mid_leg_targets(0, sq, via, mid, occupied);
            for mid_occupied in [false, true] {
                let by_slot = back.slot_mid_leg_targets(0, sq, slot, true, mid_occupied, occupied);
                assert_eq!(by_slot, by_square, "{sq} slot {slot}, {mid_occupied}");
            }
            if mid == sq && by_square != 0 {
                through_start += 1;
            }
        }
    }
    // A king step out and back, then on past the start square: from a
    // square with a neighbour on both sides in a direction. Along ranks
    // and files, three squares of each of five lines, both ways: 2 * 2 *
    // 5 * 3; along diagonals, the nine inner squares, four ways.
    assert_eq!(through_start, 2 * 2 * 5 * 3 + 9 * 4);
}

/// Legs that fit nowhere on the board add no legs items: two ferz steps
/// on one rank have no first leg anywhere, and the lion dog's moves of
/// three legs no middle square on a board of two squares. The `Piece`
/// enum answers for them with its stand-ins, and the core says so.
#[test]
fn legs_that_fit_nowhere_have_no_items() {
    use one_rank::{Piece, Square};
    let one = Board::new(4, 1, Mapping::Lerf).expect("a valid board");
    let two = Board::new(2, 1, Mapping::Lerf).expect("a valid board");
    let piece = |betza: &str| FairyPiece::from_betza("p", Betza::parse(betza).expect("Betza"));
    assert_eq!(formula::legs_on(&one, &piece("WaF")), [false, false]);
    let dog = piece("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK");
    assert_eq!(formula::legs_on(&two, &dog), [true, false]);
    // Its wazir steps still move it.
    let bits = |squares: &[Square]| {
        squares
            .iter()
            .fold(0, |bb, &sq| bb | one_rank::square_bb(sq))
    };
    assert_eq!(
        one_rank::p_attacks(Square::B1, 0),
        bits(&[Square::A1, Square::C1])
    );
    assert_eq!(Piece::P.leg_slots(), 0);
    assert_eq!(Piece::P.legs(0, Square::B1, 0), 0);
    assert_eq!(Piece::P.leg_via(0, Square::B1, 0), None);
    assert_eq!(Piece::P.slot_leg_targets(0, Square::B1, 0, false, 0), 0);
    use two_squares::Square::{A1, B1};
    let dog = two_squares::Piece::Dog;
    assert!(dog.leg_slots() > 0);
    for occupied in [0, two_squares::square_bb(B1)] {
        assert_eq!(dog.leg_mids(0, A1, B1, occupied), 0);
        assert_eq!(dog.slot_leg_mids(0, A1, 0, occupied != 0, occupied), 0);
        assert_eq!(dog.mid_leg_targets(0, A1, B1, A1, occupied), 0);
    }
    assert_eq!(dog.mid_leg_slots(), 0);
    assert_eq!(dog.mid_leg_squares(0, A1, 0), None);
    assert_eq!(dog.slot_mid_leg_targets(0, A1, 0, true, false, 0), 0);
}
