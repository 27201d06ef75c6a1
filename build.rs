//! Generates the tables of the standard board and two variant boards into
//! `OUT_DIR` through the build-script API of `geometry-core`
//! (`geometry_core::codegen`), one file per board:
//!
//! - `standard.rs`: module `standard`, 8x8, `lerf` (the boards of `geometry-tables`);
//! - `capablanca.rs`: module `capablanca`, 10x8, `lerf` (80 squares, `u128` bitboards);
//! - `grand_lefr.rs`: module `grand_lefr`, 12x10, `lefr` (120 squares, file-major);
//! - `xiangqi.rs`: module `xiangqi`, 9x10, `lerf`, with the xiangqi pieces
//!   in Betza notation and the horse again as two legs (`BUILD_SCRIPT_PIECES`).
//!
//! The root tests `include!` them and check them entry for entry against
//! `board!` and `geometry-tables`; `chess-geometry gen --module NAME` prints
//! the same text. `boards.rs` lists the three boards for the tests, so the
//! list is written here only. Only a change to this file (or to
//! geometry-core, which rebuilds the script) reruns it.

use geometry_core::codegen::Codegen;
use geometry_core::{Board, Mapping};
use std::process::ExitCode;

fn main() -> ExitCode {
    println!("cargo:rerun-if-changed=build.rs");
    let boards = [
        ("standard", 8, 8, Mapping::Lerf),
        ("capablanca", 10, 8, Mapping::Lerf),
        ("grand_lefr", 12, 10, Mapping::Lefr),
    ];
    let mut list = String::from(
        "/// The boards `build.rs` generates: module name, files, ranks, mapping.\n\
         pub const BUILD_SCRIPT_BOARDS: [(&str, usize, usize, &str); 3] = [\n",
    );
    for (name, files, ranks, mapping) in boards {
        list.push_str(&format!(
            "    ({name:?}, {files}, {ranks}, {:?}),\n",
            mapping.name()
        ));
        let result = Board::new(files, ranks, mapping)
            .map_err(|e| e.to_string())
            .and_then(|board| {
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
    list.push_str("];\n");
    // Xiangqi's pieces, as Fairy-Stockfish defines them, and the horse
    // again as two legs (XBetza's mao), whose legs the module's functions
    // read from rows held as bytes.
    let pieces = [
        ("chariot", "R"),
        ("horse", "nN"),
        ("elephant", "nA"),
        ("advisor", "F"),
        ("general", "W"),
        ("cannon", "mRcpR"),
        ("soldier", "fsW"),
        ("mao", "afsW"),
    ];
    list.push_str(
        "/// The Betza pieces `build.rs` gives module `xiangqi` (9x10, lerf).\n\
         pub const BUILD_SCRIPT_PIECES: [(&str, &str); 8] = [\n",
    );
    for (name, betza) in pieces {
        list.push_str(&format!("    ({name:?}, {betza:?}),\n"));
    }
    list.push_str("];\n");
    let result = Board::new(9, 10, Mapping::Lerf)
        .map_err(|e| e.to_string())
        .and_then(|board| {
            Codegen::new()
                .board("xiangqi", board)
                .pieces(&pieces)
                .write_to_out_dir("xiangqi.rs")
                .map_err(|e| e.to_string())
        });
    if let Err(message) = result {
        eprintln!("error: build script: module `xiangqi`: {message}");
        return ExitCode::FAILURE;
    }
    let path =
        std::path::Path::new(&std::env::var_os("OUT_DIR").unwrap_or_default()).join("boards.rs");
    if let Err(e) = std::fs::write(&path, list) {
        eprintln!("error: build script: {}: {e}", path.display());
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
