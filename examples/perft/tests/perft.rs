//! Perft from the published test positions (the counts every move
//! generator is checked against, chessprogramming.org "Perft Results") and
//! from Capablanca chess positions, whose counts were computed with
//! Fairy-Stockfish (`pyffish` 0.0.90, `legal_moves` recursion:
//! `python3 examples/perft/capablanca_counts.py 3`). Depths fit a
//! debug-build test run.

use perft_example::{capablanca, perft, Position, CAPABLANCA_START, STANDARD_START};

fn standard(fen: &str, counts: &[u64]) {
    let position = Position::<geometry_tables::Board>::from_fen(fen).expect("a valid FEN");
    for (depth, &count) in (1..).zip(counts) {
        assert_eq!(perft(&position, depth), count, "{fen} depth {depth}");
    }
}

fn capa(fen: &str, counts: &[u64]) {
    let position = Position::<capablanca::Board>::from_fen(fen).expect("a valid FEN");
    for (depth, &count) in (1..).zip(counts) {
        assert_eq!(perft(&position, depth), count, "{fen} depth {depth}");
    }
}

#[test]
fn standard_start() {
    standard(STANDARD_START, &[20, 400, 8_902, 197_281]);
}

#[test]
fn kiwipete() {
    standard(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862],
    );
}

#[test]
fn position_3() {
    standard(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238],
    );
}

#[test]
fn position_4() {
    standard(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467],
    );
    // The same position with colours reversed.
    standard(
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9_467],
    );
}

#[test]
fn position_5() {
    standard(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379],
    );
}

#[test]
fn capablanca_start() {
    capa(CAPABLANCA_START, &[28, 784, 25_228]);
}

#[test]
fn capablanca_castling_en_passant_promotion() {
    capa(
        "r4k3r/ppp3pppp/2n1b1c3/3pPp4/10/2N2A4/PPPP1PPPpP/R4K3R w KQkq f6 0 1",
        &[44, 2_695, 101_323],
    );
}
