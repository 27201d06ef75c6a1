//! `shift(set, direction)` moves every square of a set one step, whatever
//! the mapping, on boards of each bitboard width: checked square by
//! square against `Square::offset` (itself checked against the mapping
//! walk in `typed_api.rs`), and on random sets against the union of the
//! squares' steps.

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare};
use geometry_test_support::Stream;
use geometry_test_support::reference::compass;

geometry_macros::board! { mod narrow { files = 5, ranks = 3, mapping = befler } }
use geometry_test_boards::{capa_lefr, huge_berf, odd_lefber};

fn check<G: BitboardGeometry>() {
    let squares: Vec<G::Square> = (0..G::SQUARES).filter_map(G::Square::from_index).collect();
    let step = |sq: G::Square, d: usize| {
        let (df, dr) = compass()[d];
        sq.offset(df as i8, dr as i8)
            .map_or(G::Bitboard::EMPTY, G::square_bb)
    };
    for d in 0..8 {
        for &sq in &squares {
            assert_eq!(
                G::shift(G::square_bb(sq), d),
                step(sq, d),
                "{sq} direction {d}"
            );
        }
    }
    let mut stream = Stream::new(G::SQUARES as u64);
    for _ in 0..200 {
        let picked: Vec<G::Square> = squares
            .iter()
            .copied()
            .filter(|_| stream.below(3) == 0)
            .collect();
        let set = picked
            .iter()
            .fold(G::Bitboard::EMPTY, |bb, &sq| bb | G::square_bb(sq));
        for d in 0..8 {
            let expected = picked
                .iter()
                .fold(G::Bitboard::EMPTY, |bb, &sq| bb | step(sq, d));
            assert_eq!(G::shift(set, d), expected, "direction {d}");
            assert_eq!(G::shift(set, d + 8), expected, "direction {d} + 8");
        }
    }
}

#[test]
fn shift_moves_every_square_one_step() {
    check::<geometry_tables::Board>();
    check::<narrow::Board>();
    check::<capa_lefr::Board>();
    check::<huge_berf::Board>();
    check::<odd_lefber::Board>();
}
