//! Perft from the published test positions (the counts every move
//! generator is checked against, chessprogramming.org "Perft Results"),
//! and from Capablanca, Gothic and makruk positions, whose counts are
//! Fairy-Stockfish's own `go perft` (`python3
//! examples/perft/fairy_counts.py 5`). Every variant position runs to
//! depth 5 (the crate is optimized in the dev profile too, see the
//! workspace's Cargo.toml); the 8x8 positions run to a depth that fits a
//! test run, and to their published depths with `--ignored`.

use geometry_tables::PieceGeometry;
use perft_example::{
    CAPABLANCA, CAPABLANCA_START, CHESS, GOTHIC, GOTHIC_START, MAKRUK, MAKRUK_START, Position,
    STANDARD_START, Variant, capablanca, makruk, perft,
};

/// Checks `counts` (depths 1, 2, ..) from `fen`, the first `quick` always,
/// the rest only when the deep tests are asked for.
fn check<G: PieceGeometry>(variant: &'static Variant, fen: &str, counts: &[u64], quick: usize) {
    let deep = std::env::args().any(|a| a == "--ignored" || a == "--include-ignored");
    let position = Position::<G>::from_fen(fen, variant).expect("a valid FEN");
    let depths = if deep {
        counts.len()
    } else {
        quick.min(counts.len())
    };
    for (depth, &count) in (1..).zip(&counts[..depths]) {
        assert_eq!(
            perft(&position, depth),
            count,
            "{} {fen} depth {depth}",
            variant.name
        );
    }
}

fn standard(fen: &str, counts: &[u64], quick: usize) {
    check::<geometry_tables::Board>(&CHESS, fen, counts, quick);
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn standard_start() {
    standard(STANDARD_START, &[20, 400, 8_902, 197_281], 4);
}

#[test]
#[ignore = "deep: run with --ignored in a release build"]
fn standard_start_deep() {
    standard(
        STANDARD_START,
        &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324],
        0,
    );
}

#[test]
fn kiwipete() {
    standard(KIWIPETE, &[48, 2_039, 97_862, 4_085_603], 4);
}

#[test]
#[ignore = "deep: run with --ignored in a release build"]
fn kiwipete_deep() {
    standard(KIWIPETE, &[48, 2_039, 97_862, 4_085_603, 193_690_690], 0);
}

#[test]
fn position_3() {
    let counts = [14, 191, 2_812, 43_238, 674_624, 11_030_083, 178_633_661];
    standard("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", &counts, 5);
}

#[test]
fn position_4() {
    let counts = [6, 264, 9_467, 422_333, 15_833_292, 706_045_033];
    standard(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &counts,
        3,
    );
    // The same position with colours reversed.
    standard(
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &counts,
        3,
    );
}

#[test]
fn position_5() {
    let counts = [44, 1_486, 62_379, 2_103_487, 89_941_194];
    standard(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &counts,
        3,
    );
}

#[test]
fn capablanca() {
    let b = check::<capablanca::Board>;
    b(
        &CAPABLANCA,
        CAPABLANCA_START,
        &[28, 784, 25_228, 805_128, 28_741_319],
        3,
    );
    b(
        &CAPABLANCA,
        "r4k3r/ppp3pppp/2n1b1c3/3pPp4/10/2N2A4/PPPP1PPPpP/R4K3R w KQkq f6 0 1",
        &[44, 2_695, 101_323, 5_912_381, 219_784_277],
        5,
    );
}

#[test]
fn gothic() {
    let b = check::<capablanca::Board>;
    b(
        &GOTHIC,
        GOTHIC_START,
        &[28, 784, 25_283, 808_984, 28_946_187],
        3,
    );
    b(
        &GOTHIC,
        "rnbqc2bnr/p2pppk1ap/1pp4p2/6p1p1/3CP5/2N5P1/PPPP1PPP1P/R1B1QKABNR w KQ - 2 9",
        &[48, 1_609, 75_813, 2_698_492, 129_093_133],
        5,
    );
}

#[test]
fn makruk() {
    let b = check::<makruk::Board>;
    b(
        &MAKRUK,
        MAKRUK_START,
        &[23, 529, 12_012, 273_026, 6_223_994],
        4,
    );
    b(
        &MAKRUK,
        "rns2snr/6m1/p3k1pp/1p1p1p2/1pP1PpP1/P2P3P/1R1SK3/1N2MSNR w - - 0 13",
        &[28, 729, 20_041, 535_762, 14_902_210],
        5,
    );
}

#[test]
fn divide_sums_to_perft() {
    let position = Position::<geometry_tables::Board>::from_fen(KIWIPETE, &CHESS).unwrap();
    let counts = perft_example::divide(&position, 2);
    assert_eq!(counts.len(), 48);
    assert_eq!(counts.iter().map(|c| c.1).sum::<u64>(), 2_039);
    assert!(
        counts.iter().any(|(m, _)| m == "e1g1"),
        "castling is named by the king's move"
    );
}
