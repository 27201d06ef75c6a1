//! Perft speed: this example's generator (written against the traits,
//! copy-make, no incremental state) beside shakmaty's `perft` on the same
//! positions, one run, as a ratio. Both count the same nodes first.
//!
//! Run: `cargo bench -p perft-example --bench versus_shakmaty`.

use perft_example::{perft, Position, STANDARD_START};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use std::time::Instant;

const POSITIONS: [(&str, &str, u32); 3] = [
    ("start", STANDARD_START, 5),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
    ),
];

fn main() {
    // Under `cargo test --all-targets` the bench runs once at depth 2.
    let quick = !std::env::args().any(|a| a == "--bench");
    println!("| position | depth | nodes | this example (s) | shakmaty (s) | ratio |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, fen, depth) in POSITIONS {
        let depth = if quick { 2 } else { depth };
        let ours = Position::<geometry_tables::Board>::from_fen(fen).expect("a valid FEN");
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("a valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let t = Instant::now();
        let n_ours = perft(&ours, depth);
        let t_ours = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let n_theirs = shakmaty::perft(&theirs, depth);
        let t_theirs = t.elapsed().as_secs_f64();
        assert_eq!(n_ours, n_theirs, "{name}");
        println!(
            "| {name} | {depth} | {n_ours} | {t_ours:.3} | {t_theirs:.3} | {:.1} |",
            t_ours / t_theirs
        );
    }
}
