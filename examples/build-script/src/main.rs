//! Uses the tables the build script wrote: `cargo run -p build-script-example`.

include!(concat!(env!("OUT_DIR"), "/shogi.rs"));

use shogi::Square;

fn main() {
    let (e5, a1, i9) = (Square::E5, Square::A1, Square::I9);
    println!(
        "{}x{} board, {} squares",
        shogi::FILES,
        shogi::RANKS,
        shogi::SQUARES
    );
    println!("king steps {e5} -> {a1}: {}", shogi::king_dist(e5, a1));
    println!(
        "squares strictly between a1 and i9: {}",
        shogi::between(a1, i9).count_ones()
    );
    let [sente, gote] = shogi::PROMOTION_REGION;
    println!(
        "promotion zones: {} squares each, {} shared",
        sente.count_ones(),
        (sente & gote).count_ones()
    );
    println!("generated file: {}", concat!(env!("OUT_DIR"), "/shogi.rs"));
}
