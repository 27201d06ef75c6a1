//! `gen`: generated source through `geometry_core::codegen`, the same
//! builder a build script uses.

use crate::error::CliError;
use geometry_core::codegen::{Codegen, Format, default_module_name};
use geometry_core::{Board, RegionSide, Table};

/// The generated text for one board.
pub fn generate(
    board: &Board,
    tables: Option<&[Table]>,
    format: Format,
    module: Option<&str>,
    pieces: &[(String, String)],
    regions: &[(String, RegionSide, String)],
) -> Result<String, CliError> {
    let name = module.map_or_else(|| default_module_name(board), str::to_string);
    let pieces: Vec<(&str, &str)> = pieces
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_str()))
        .collect();
    let mut config = Codegen::new()
        .board(&name, *board)
        .pieces(&pieces)
        .format(format);
    for (name, side, squares) in regions {
        config = config.region(name, *side, squares);
    }
    if let Some(tables) = tables {
        config = config.tables(tables);
    }
    config.generate().map_err(|e| CliError::new(e.to_string()))
}
