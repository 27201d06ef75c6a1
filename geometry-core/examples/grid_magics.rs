//! Prints `geometry-core/src/formula/grid_magic_numbers.rs`: the bishop's
//! magic multipliers for every `u128` kindergarten grid, searched by
//! `formula::find_bishop_magics` from a fixed seed.
//!
//! `cargo run --release -p geometry-core --example grid_magics > geometry-core/src/formula/grid_magic_numbers.rs`

use geometry_core::formula::{BISHOP_MAGIC_SEED as SEED, find_bishop_magics, kindergarten_grid};
use geometry_core::{Board, Mapping};

fn main() {
    println!("//! The bishop's magic multipliers of the `u128` kindergarten grids,");
    println!("//! one per square in grid order, as `grid_magic::find_bishop_magics`");
    println!("//! finds them from the seed {SEED:#x}. Generated; do not edit. Regenerate with");
    println!(
        "//! `cargo run --release -p geometry-core --example grid_magics > geometry-core/src/formula/grid_magic_numbers.rs`."
    );
    println!();
    println!("/// `(columns, rows, multipliers)` for each grid.");
    println!("#[rustfmt::skip]");
    println!("pub(super) const BISHOP_MAGICS: &[(usize, usize, &[u64])] = &[");
    // Every grid the kindergarten tables serve, in a rank-major mapping
    // (a file-major board of the transposed shape has the same grid).
    for files in 3..=16 {
        for ranks in 3..=16 {
            let Ok(board) = Board::new(files, ranks, Mapping::Lerf) else {
                continue;
            };
            let Some(kg) = kindergarten_grid(&board) else {
                continue;
            };
            let Some(magics) = find_bishop_magics(kg.columns, kg.rows, SEED) else {
                continue;
            };
            println!("    ({}, {}, &[", kg.columns, kg.rows);
            for chunk in magics.chunks(4) {
                let words: Vec<String> = chunk.iter().map(|m| format!("{m:#018x}")).collect();
                println!("        {},", words.join(", "));
            }
            println!("    ]),");
        }
    }
    println!("];");
}
