//! Generates the tables of the standard board and two variant boards into
//! `OUT_DIR` through the build-script API of `geometry-core`
//! (`geometry_core::codegen`), one file per board:
//!
//! - `standard.rs`: module `standard`, 8x8, `lerf` (the boards of `geometry-tables`);
//! - `capablanca.rs`: module `capablanca`, 10x8, `lerf` (80 squares, `u128` bitboards);
//! - `grand_lefr.rs`: module `grand_lefr`, 12x10, `lefr` (120 squares, file-major).
//!
//! The root tests `include!` them and check them entry for entry against
//! `board!` and `geometry-tables`; `chess-geometry gen --module NAME` prints
//! the same text. Only a change to this file (or to geometry-core, which
//! rebuilds the script) reruns it.
#![forbid(unsafe_code)]

use geometry_core::codegen::Codegen;
use geometry_core::{Board, Mapping};
use std::process::ExitCode;

fn main() -> ExitCode {
    println!("cargo:rerun-if-changed=build.rs");
    let boards = [
        ("standard", Board::new(8, 8, Mapping::Lerf)),
        ("capablanca", Board::new(10, 8, Mapping::Lerf)),
        ("grand_lefr", Board::new(12, 10, Mapping::Lefr)),
    ];
    for (name, board) in boards {
        let result = board.map_err(|e| e.to_string()).and_then(|board| {
            Codegen::new()
                .board(name, board)
                .write_to_out_dir(&format!("{name}.rs"))
                .map_err(|e| e.to_string())
        });
        if let Err(message) = result {
            eprintln!("error: build script: module `{name}`: {message}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
