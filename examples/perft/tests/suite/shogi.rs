//! Shogi perft on the tables: the published counts from the starting
//! position, and haitaka's counts (its own move generator, with its magic
//! bitboards) on middlegame positions with pieces in hand, promoted
//! pieces, checks and pins.

use perft_example::shogi::{Position, SHOGI_START, board::Board, divide, perft};

/// Positions from haitaka's test data, and a well-known perft position
/// with every kind of piece in hand.
pub const MIDDLEGAMES: [&str; 6] = [
    "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 1",
    "ln1g5/1r2S1k2/p2pppn2/2ps2p2/1p7/2P6/PPSPPPPLP/2G2K1pr/LN4G1b w BGSLPnp 62",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    "ln1gk1snl/1r5b1/p1ppppgpp/1s4p2/1p7/P1P3R2/1P1PPPP1P/1BG3S2/LNS1KG1NL b P",
    "ln2k2nl/2g1G2+R1/p1pppp2p/6p2/9/2P6/P1+bPPPP1P/5K3/L1+rS1GSNL w S2Pbgsn2p 34",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
];

use geometry_test_support::peers::haitaka_perft;

#[test]
fn the_published_counts_from_the_start() {
    let start = Position::<Board>::from_sfen(SHOGI_START).unwrap();
    let counts: Vec<u64> = (1..=5).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [30, 900, 25_470, 719_731, 19_861_490]);
}

/// Our counts and haitaka's of `sfens`, depths 1 to 4.
fn count_as_in_haitaka(sfens: &[&str]) {
    for sfen in sfens {
        let ours = Position::<Board>::from_sfen(sfen).unwrap();
        let theirs = haitaka::Board::from_sfen(sfen).unwrap();
        for depth in 1..=4 {
            let (a, b) = (perft(&ours, depth), haitaka_perft(&theirs, depth));
            assert_eq!(a, b, "depth {depth} of {sfen}: {:?}", divide(&ours, depth));
        }
    }
}

// The middlegames in two tests, which the test harness runs side by side.
#[test]
fn middlegames_count_as_in_haitaka() {
    count_as_in_haitaka(&MIDDLEGAMES[..3]);
}

#[test]
fn more_middlegames_count_as_in_haitaka() {
    count_as_in_haitaka(&MIDDLEGAMES[3..]);
}

/// A pawn dropped with mate is not a legal move: haitaka generates it and
/// leaves it to its game status ("unless the last move was an illegal
/// checkmate by Pawn drop", `Board::status`), so its count has the one
/// move more. Here a pawn dropped on 9b would mate the king on 9a (its
/// own knight and pawn block it, the gold on 8c guards 9b).
#[test]
fn a_pawn_may_not_be_dropped_with_mate() {
    let sfen = "kn7/1p7/1G7/9/9/9/9/9/8K b P 1";
    let ours = Position::<Board>::from_sfen(sfen).unwrap();
    let theirs = haitaka::Board::from_sfen(sfen).unwrap();
    let moves: Vec<String> = divide(&ours, 1).into_iter().map(|(name, _)| name).collect();
    assert!(!moves.contains(&"P*9b".to_string()));
    assert!(moves.contains(&"P*9c".to_string()));
    assert_eq!(perft(&ours, 1) + 1, haitaka_perft(&theirs, 1));
    // Without the pawn in hand the two agree.
    let no_pawn = sfen.replace(" P ", " - ");
    let ours = Position::<Board>::from_sfen(&no_pawn).unwrap();
    let theirs = haitaka::Board::from_sfen(&no_pawn).unwrap();
    assert_eq!(perft(&ours, 3), haitaka_perft(&theirs, 3));
}

#[test]
fn sfen_errors_name_the_problem() {
    let error = |sfen: &str| Position::<Board>::from_sfen(sfen).unwrap_err().0;
    assert!(error("lnsgkgsnl/9 b - 1").contains("wrong number of ranks"));
    assert!(error(&SHOGI_START.replace('k', "x")).contains("unknown piece"));
    assert!(error(&SHOGI_START.replace("b - 1", "x - 1")).contains("side to move"));
    assert!(error(&SHOGI_START.replace('K', "G")).contains("without one king"));
    assert!(error(&SHOGI_START.replace("LNSGKGSNL", "LNS+GKGSNL")).contains("cannot promote"));
}
