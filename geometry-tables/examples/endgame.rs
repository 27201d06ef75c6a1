//! An engine-style use of the distance tables: mop-up evaluation for the
//! king, bishop and knight against king ending (KBNK).
//!
//! The stronger side must drive the lone king into a corner of the
//! bishop's colour, bring its own king close, and keep the knight near.
//! Every term is one table lookup.
//!
//! Run: `cargo run -p geometry-tables --example endgame`

use geometry_tables::{Square, Square::*, is_dark, king_dist, knight_dist};

/// The two corners of the bishop's colour: the only ones where mate is forced.
fn mating_corners(bishop: Square) -> [Square; 2] {
    if is_dark(bishop) == is_dark(A1) {
        [A1, H8]
    } else {
        [H1, A8]
    }
}

/// Higher is better for the stronger side.
fn mop_up(king: Square, bishop: Square, knight: Square, lone_king: Square) -> i32 {
    let to_corner = mating_corners(bishop)
        .iter()
        .map(|&c| i32::from(king_dist(lone_king, c)))
        .min()
        .unwrap_or(0);
    let kings_apart = i32::from(king_dist(king, lone_king));
    let knight_reach = i32::from(knight_dist(knight, lone_king));
    -20 * to_corner - 8 * kings_apart - 4 * knight_reach
}

fn main() {
    let (king, bishop, lone_king) = (D6, E4, B7);
    println!("white king {king}, bishop {bishop}, black king {lone_king}");
    // Rank candidate knight squares by the mop-up score.
    let mut candidates: Vec<(i32, Square)> = [C5, D5, F5, B5, C6, E6]
        .into_iter()
        .map(|n| (mop_up(king, bishop, n, lone_king), n))
        .collect();
    candidates.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    for (score, n) in candidates {
        println!(
            "knight on {n}: {score:4} (knight moves to the king: {})",
            knight_dist(n, lone_king)
        );
    }
}
