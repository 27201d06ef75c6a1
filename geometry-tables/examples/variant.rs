//! A variant board with `board!`: Capablanca chess on 10 files by 8 ranks.
//! The module has the same names and types as `geometry_tables`, so code
//! written for the standard board works by changing the path.
//!
//! Run: `cargo run -p geometry-tables --example variant`

geometry_macros::board! {
    /// Capablanca chess: 10x8, with archbishop and chancellor.
    pub mod capablanca { files = 10, ranks = 8 }
}

use capablanca::{Square, KNIGHT_DIST, SQUARES, SQUARE_NAMES};

/// Squares from which a knight reaches `target` in exactly `moves` moves.
fn knight_ring(target: Square, moves: u8) -> Vec<&'static str> {
    (0..SQUARES)
        .filter(|&sq| KNIGHT_DIST[sq][target as usize] == moves)
        .map(|sq| SQUARE_NAMES[sq])
        .collect()
}

fn main() {
    println!(
        "{}x{} board, {} squares",
        capablanca::FILES,
        capablanca::RANKS,
        SQUARES
    );
    for moves in 1..=2 {
        println!(
            "knight {moves} move(s) from a1: {:?}",
            knight_ring(Square::A1, moves)
        );
    }
    let (a1, j8, h8) = (
        Square::A1 as usize,
        Square::J8 as usize,
        Square::H8 as usize,
    );
    println!(
        "a1 -> j8: {} king steps, {} knight moves",
        capablanca::KING_DIST[a1][j8],
        KNIGHT_DIST[a1][j8]
    );
    println!(
        "squares strictly between a1 and h8: {}",
        capablanca::BETWEEN_BB[a1][h8].count_ones()
    );
    // The 0x88 layout widens to 32 columns for 10 files.
    println!(
        "x88 width {}, offset {}",
        capablanca::x88::WIDTH,
        capablanca::x88::OFFSET
    );
}
