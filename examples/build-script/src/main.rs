//! Uses the tables the build script wrote: `cargo run -p build-script-example`.

include!(concat!(env!("OUT_DIR"), "/shogi.rs"));

use shogi::Square;

fn main() {
    let (e5, a1, i9) = (
        Square::E5 as usize,
        Square::A1 as usize,
        Square::I9 as usize,
    );
    println!(
        "{}x{} board, {} squares",
        shogi::FILES,
        shogi::RANKS,
        shogi::SQUARES
    );
    println!(
        "king steps {} -> {}: {}",
        shogi::SQUARE_NAMES[e5],
        shogi::SQUARE_NAMES[a1],
        shogi::KING_DIST[e5][a1]
    );
    println!(
        "squares strictly between a1 and i9: {}",
        shogi::BETWEEN_BB[a1][i9].count_ones()
    );
    println!("generated file: {}", concat!(env!("OUT_DIR"), "/shogi.rs"));
}
