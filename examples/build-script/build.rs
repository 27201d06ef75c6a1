//! Writes the tables of a 9x9 board into `OUT_DIR/shogi.rs` once per build.

use geometry_core::codegen::Codegen;
use geometry_core::{Board, Mapping, RegionSide};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Only a change to this script reruns it.
    println!("cargo:rerun-if-changed=build.rs");
    let board = Board::new(9, 9, Mapping::Lerf)?;
    Codegen::new()
        .board_with_docs("shogi", &["Tables of the 9x9 shogi board."], board)
        // Sente promotes on the far three ranks, gote on its own far three.
        .region("promotion", RegionSide::White, "*7 *8 *9")
        .write_to_out_dir("shogi.rs")?;
    Ok(())
}
