//! Every kind of Betza part, in all eight mappings, against a walk over
//! coordinates written apart from the core (`Layout::betza_walk` in the
//! test-support crate): what each piece attacks, where it moves and its
//! first moves, for both sides, from every square, on the empty board and
//! on random occupancies. The parts' steps come from the core's parser,
//! which the Fairy-Stockfish comparison checks.

use geometry_core::{Betza, Mapping};
use geometry_tables::{Bitboard, BoardSquare, PieceGeometry};
use geometry_test_support::reference::Layout;
use geometry_test_support::Stream;

/// The pieces every board declares, in `Piece` order: a directional
/// leaper, directional and limited riders, lame leapers (one and two legs),
/// hoppers of both kinds on rook, bishop and knight lines, a pawn with an
/// initial lame double step, chiral riders and split modalities.
const PIECES: [&str; 20] = [
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
];

macro_rules! boards {
    ($($module:ident: $files:literal x $ranks:literal, $mapping:ident;)*) => {
        $(
            geometry_macros::board! {
                pub mod $module {
                    files = $files, ranks = $ranks, mapping = $mapping,
                    pieces = [
                        p0 = "WfF", p1 = "fR", p2 = "R4", p3 = "nN", p4 = "nA", p5 = "nZ",
                        p6 = "mRcpR", p7 = "pB", p8 = "gQ", p9 = "fmWfceFifmnD", p10 = "fRrbBlbF",
                        p11 = "KbRfBbF2", p12 = "NN", p13 = "fNsW", p14 = "mflFcflW", p15 = "gNN",
                        p16 = "fbN", p17 = "vRsW", p18 = "fsgR", p19 = "gB",
                    ],
                }
            }
        )*

        #[test]
        fn every_part_matches_a_coordinate_walk_in_every_mapping() {
            $(
                check::<$module::Board>(stringify!($mapping).parse::<Mapping>().unwrap());
            )*
        }
    };
}

boards! {
    s8_lerf: 8 x 8, lerf;
    s8_lerbef: 8 x 8, lerbef;
    s8_berlef: 8 x 8, berlef;
    s8_berf: 8 x 8, berf;
    s8_lefr: 8 x 8, lefr;
    s8_lefber: 8 x 8, lefber;
    s8_befler: 8 x 8, befler;
    s8_befr: 8 x 8, befr;
    w12_lerf: 12 x 10, lerf;
    w12_lerbef: 12 x 10, lerbef;
    w12_berlef: 12 x 10, berlef;
    w12_berf: 12 x 10, berf;
    w12_lefr: 12 x 10, lefr;
    w12_lefber: 12 x 10, lefber;
    w12_befler: 12 x 10, befler;
    w12_befr: 12 x 10, befr;
    n6_lerf: 6 x 5, lerf;
    n6_lefber: 6 x 5, lefber;
    b13_berf: 13 x 11, berf;
    b13_befler: 13 x 11, befler;
}

fn check<G: PieceGeometry>(mapping: Mapping) {
    let layout = Layout::new(G::FILES, G::RANKS, mapping);
    let n = layout.n();
    let mut stream = Stream::new(0x5eed ^ n as u64);
    let to_bits = |set: &[usize]| {
        let mut bb = G::Bitboard::EMPTY;
        for &i in set {
            bb |= G::Bitboard::bit(i);
        }
        bb
    };
    for (k, &piece) in G::PIECES.iter().enumerate() {
        let parts = Betza::parse(PIECES[k]).unwrap();
        for from in 0..n {
            let sq = G::Square::from_index(from).unwrap();
            for trial in 0..6 {
                let mut occupied = vec![false; n];
                if trial > 0 {
                    for (i, o) in occupied.iter_mut().enumerate() {
                        *o = i != from && stream.below(8) < trial;
                    }
                }
                let occ = to_bits(&(0..n).filter(|&i| occupied[i]).collect::<Vec<_>>());
                for color in 0..2 {
                    let walk = layout.betza_sets(parts.parts(), color, from, |i| occupied[i]);
                    let what = format!(
                        "`{}` ({color}) from {sq} on {}x{} {mapping}, trial {trial}",
                        PIECES[k],
                        G::FILES,
                        G::RANKS
                    );
                    assert_eq!(
                        G::piece_attacks(piece, color, sq, occ),
                        to_bits(&walk.attacks),
                        "attacks of {what}"
                    );
                    assert_eq!(
                        G::piece_moves(piece, color, sq, occ),
                        to_bits(&walk.moves),
                        "moves of {what}"
                    );
                    assert_eq!(
                        G::piece_initial_moves(piece, color, sq, occ),
                        to_bits(&walk.initial),
                        "first moves of {what}"
                    );
                }
            }
        }
    }
}
