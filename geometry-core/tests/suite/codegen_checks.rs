//! The build-script API's checks of what it is given, and its errors'
//! causes: each expectation written out by hand.

use geometry_core::__private::args::ArgError;
use geometry_core::codegen::{Codegen, CodegenError, default_module_name};
use geometry_core::{Board, Mapping, RegionSide, Table, TableError};
use std::error::Error;

fn xiangqi() -> Board {
    Board::new(9, 10, Mapping::Lerf).unwrap()
}

#[test]
fn a_board_without_a_name_is_named_by_its_shape_and_mapping() {
    assert_eq!(default_module_name(&Board::STANDARD), "board_8x8_lerf");
    let board = Board::new(10, 8, Mapping::Befr).unwrap();
    assert_eq!(default_module_name(&board), "board_10x8_befr");
}

#[test]
fn pieces_and_regions_reach_the_module_checked_as_board_checks_them() {
    let source = Codegen::new()
        .board("xiangqi", xiangqi())
        .pieces(&[("horse", "nN")])
        .region("palace", RegionSide::White, "d1 e1 f1")
        .generate()
        .unwrap();
    assert!(source.contains("pub mod xiangqi"));
    assert!(source.contains("HORSE_ROWS"));
    assert!(source.contains("PALACE_REGION"));

    let piece_error = |pieces: &[(&str, &str)]| match Codegen::new()
        .board("x", xiangqi())
        .pieces(pieces)
        .generate()
    {
        Err(CodegenError::Piece { module, error }) => Some((module, error)),
        _ => None,
    };
    assert_eq!(
        piece_error(&[("horse", "nN"), ("horse", "nN")]),
        Some((
            "x".to_string(),
            ArgError::DuplicatePiece {
                name: "horse".to_string()
            }
        ))
    );
    assert_eq!(piece_error(&[("horse", "nN"), ("cannon", "mRcpR")]), None);

    let region_error = |regions: &[(&str, &str)]| {
        let mut codegen = Codegen::new().board("x", xiangqi());
        for (name, squares) in regions {
            codegen = codegen.region(name, RegionSide::Both, squares);
        }
        match codegen.generate() {
            Err(CodegenError::Region { error, .. }) => Some(error),
            _ => None,
        }
    };
    assert_eq!(
        region_error(&[("Palace", "d1")]),
        Some(ArgError::RegionNameCase {
            name: "Palace".to_string()
        })
    );
    assert_eq!(
        region_error(&[("palace", "d1"), ("palace", "e1")]),
        Some(ArgError::DuplicateRegion {
            name: "palace".to_string()
        })
    );
    assert_eq!(region_error(&[("palace", "d1"), ("river", "e5")]), None);
}

#[test]
#[allow(
    clippy::disallowed_methods,
    reason = "a test's scratch directory, not code the proc macros run"
)]
fn a_write_or_table_error_gives_its_cause() {
    let dir = std::env::temp_dir().join(format!("geometry-codegen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A directory where the file should go: the write fails.
    let error = Codegen::new()
        .board("b", Board::STANDARD)
        .write_to(&dir)
        .unwrap_err();
    std::fs::remove_dir_all(&dir).unwrap();
    let CodegenError::Io { error: io, .. } = &error else {
        panic!("not a write error: {error}");
    };
    assert_eq!(
        error.source().map(ToString::to_string),
        Some(io.to_string())
    );

    let table = TableError::TooManySquaresForBitboard {
        table: Table::LineBb,
        squares: 289,
        files: 17,
        ranks: 17,
    };
    let error = CodegenError::Table {
        module: "big".to_string(),
        error: table.clone(),
    };
    assert_eq!(
        error.source().map(ToString::to_string),
        Some(table.to_string())
    );
    assert!(CodegenError::NoBoards.source().is_none());
}
