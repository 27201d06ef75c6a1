//! Chu shogi on its 12x12 board: every piece in Betza, the lion's and the
//! eagle's two-step moves included, and what each attacks from the middle
//! of the board.
//!
//! Run: `cargo run -p geometry-tables --example chu_shogi`

include!("board.rs");

use chu::{Piece, Square};

fn main() {
    let from = Square::F6;
    // A piece on f8, in the eagle's and the lion's reach.
    let occupied = chu::square_bb(Square::F8);
    println!(
        "chu shogi, {} pieces; from {from}, a piece on f8:",
        Piece::ALL.len()
    );
    for piece in Piece::ALL {
        let attacks = piece.attacks(0, from, occupied);
        println!(
            "  {:<18} attacks {:>2} squares",
            piece.name(),
            attacks.count_ones()
        );
    }
    // The lion attacks the 24 squares within two king steps, whatever
    // stands on them.
    assert_eq!(Piece::Lion.attacks(0, from, occupied).count_ones(), 24);
}
