//! A variant board with `board!`: Capablanca chess on 10 files by 8 ranks.
//! The module has the same names and types as `geometry_tables`, so code
//! written for the standard board works by changing the path.
//!
//! Run: `cargo run -p geometry-tables --example variant`

geometry_macros::board! {
    /// Capablanca chess: 10x8, with archbishop and chancellor.
    pub mod capablanca { files = 10, ranks = 8 }
}

use capablanca::{Square, between, king_dist, knight_dist};

/// Squares from which a knight reaches `target` in exactly `moves` moves.
fn knight_ring(target: Square, moves: u8) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|&sq| knight_dist(sq, target) == moves)
        .collect()
}

fn main() {
    println!(
        "{}x{} board, {} squares",
        capablanca::FILES,
        capablanca::RANKS,
        capablanca::SQUARES
    );
    for moves in 1..=2 {
        let ring: Vec<String> = knight_ring(Square::A1, moves)
            .iter()
            .map(Square::to_string)
            .collect();
        println!("knight {moves} move(s) from a1: {ring:?}");
    }
    let (a1, j8, h8) = (Square::A1, Square::J8, Square::H8);
    println!(
        "a1 -> j8: {} king steps, {} knight moves",
        king_dist(a1, j8),
        knight_dist(a1, j8)
    );
    println!(
        "squares strictly between a1 and h8: {}",
        between(a1, h8).count_ones()
    );
    // The 0x88 layout widens to 32 columns for 10 files.
    println!(
        "x88 width {}, offset {}",
        capablanca::x88::WIDTH,
        capablanca::x88::OFFSET
    );
}
