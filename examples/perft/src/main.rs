//! Perft on the standard board and on Capablanca chess, with one move
//! generator written against the `BitboardGeometry` trait.
//!
//! Run: `cargo run --release -p perft-example [DEPTH]` (default 4).

use perft_example::{capablanca, perft, Position, CAPABLANCA_START, STANDARD_START};
use std::time::Instant;

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    let standard = Position::<geometry_tables::Board>::from_fen(STANDARD_START).expect("FEN");
    let capa = Position::<capablanca::Board>::from_fen(CAPABLANCA_START).expect("FEN");
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&standard, d);
        println!(
            "standard   depth {d}: {n:>12} ({:.3} s)",
            t.elapsed().as_secs_f64()
        );
    }
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&capa, d);
        println!(
            "capablanca depth {d}: {n:>12} ({:.3} s)",
            t.elapsed().as_secs_f64()
        );
    }
}
