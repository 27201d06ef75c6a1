//! Chu shogi perft on the tables, the lion's legs included, against
//! lishogi's rules library shogiops 0.18.0: its `perft` from the start
//! (36, 1,296 and 52,599), and, deeper and from positions of random play
//! with lions in reach of each other and promoted pieces, a perft over
//! shogiops' own moves and play (`geometry-tables/tests/chu_shogi/perft.mjs`,
//! which prints these counts; shogiops' `perft` itself plays a two-step
//! move with its squares swapped, so that its counts past the first
//! three plies are of other positions).

use perft_example::chu::{CHU_START, Position, perft};

fn counts(sfen: &str, depth: u32) -> Vec<u64> {
    let position = Position::from_sfen(sfen).unwrap();
    (1..=depth).map(|d| perft(&position, d)).collect()
}

#[test]
fn shogiops_counts_from_the_start() {
    assert_eq!(counts(CHU_START, 4), [36, 1_296, 52_599, 2_134_748]);
}

#[test]
fn shogiops_counts_after_random_play() {
    let cases: [(&str, [u64; 3]); 4] = [
        (
            "l1cs1ekgs1fl/afbgtxotdbca/mvr1dq1h1rvm/pphpppppp1pp/2pi4ip2/4Nn6/P10H/3I4IP2/1PPPPPPPP1PP/MVRHD1QD1R1M/AFBT1OXT1BVA/L1CSGKEGSCFL b - 21",
            [130, 12_819, 1_516_148],
        ),
        (
            "lf1sgekg1c1l/acb1txotsf1a/mvrhdq1d1rvm/ppppppphpbp1/3i3pip1p/12/7P4/1P2P3I1P1/P1PPN1P1PP1P/MVRHD1QTHRVM/AF1STOXD1B1A/L1CBGKEGSCFL b - 31",
            [69, 3_022, 239_935],
        ),
        (
            "lfc1Nekg1cfl/avbs1notsb1a/mr1t3dhrvm/pppp1pp1pppp/3ipq6/12/3I1h1d4/5P2I3/PPPPP1PPPPPP/MB1HD1QDHRVM/AVROTGX1GBFA/LFCS1KETSC1L b - 41",
            [84, 9_053, 838_089],
        ),
        (
            "lfcs1ekgs1fl/a1Ngtxot1bca/mvr1dq1dhrvm/pp2pppppppp/2p5i3/4n7/12/P6PIP1P/1PPPPPP1P1P1/M1RHOQD1HR1M/AVBDT1XT1BVA/LFCSGKEGSCFL b - 51",
            [123, 13_869, 1_646_330],
        ),
    ];
    for (sfen, expected) in cases {
        assert_eq!(counts(sfen, 3), expected, "{sfen}");
    }
}

#[test]
fn sfen_errors_name_the_problem() {
    for (sfen, what) in [
        ("12/12 b", "not 12 rows"),
        ("13/12/12/12/12/12/12/12/12/12/12/12 b", "more than 12"),
        ("11/12/12/12/12/12/12/12/12/12/12/12 b", "fewer than 12"),
        (
            "12/12/12/12/12/12/12/12/12/12/12/11z b",
            "unknown piece `z`",
        ),
        (
            "12/12/12/12/12/12/12/12/12/12/12/11+k b",
            "`+k` does not promote",
        ),
        ("12/12/12/12/12/12/12/12/12/12/12/12", "no side to move"),
    ] {
        let error = Position::from_sfen(sfen).unwrap_err();
        assert!(error.0.contains(what), "{sfen}: {}", error.0);
    }
}
