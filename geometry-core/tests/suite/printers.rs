//! The C and JSON printers' layout on small boards, each expectation
//! written out by hand.

use geometry_core::codegen::Codegen;
use geometry_core::emit::{c, json};
use geometry_core::{Board, BoardModule, Mapping, Table};

/// A square-pair table and a table of rows, one row a line: the king's
/// distance worked out by hand on 2x2, and one row per side.
#[test]
fn json_tables_are_written_a_row_a_line() {
    let board = Board::new(2, 2, Mapping::Lerf).unwrap();
    let doc = json::document(&[BoardModule::new("a", vec![], &board)]);
    let king = "\"KING_DIST\": [\n      [0, 1, 1, 1],\n      [1, 0, 1, 1],\n      [1, 1, 0, 1],\n      [1, 1, 1, 0]\n    ]";
    assert!(doc.contains(king), "{doc}");
    let pawns = doc.split("\"PAWN_ATTACKS\": [").nth(1).unwrap_or_default();
    let rows = pawns.split("\n    ]").next().unwrap_or_default();
    assert_eq!(rows.matches("\n      [").count(), 2, "{doc}");
}

#[test]
fn json_boards_are_keyed_by_module() {
    let a = BoardModule::new("a", vec![], &Board::new(2, 2, Mapping::Lerf).unwrap());
    let b = BoardModule::new("b", vec![], &Board::new(3, 2, Mapping::Lefr).unwrap());
    let doc = json::document(&[a, b]);
    assert!(doc.starts_with("{\n  \"a\": {\n    \"generator\""));
    assert!(doc.contains("\n  \"b\": {\n"));
    assert!(doc.contains("\"mapping\": \"lefr\""));
}

#[test]
fn c_splits_u128_boards_into_words() {
    let board = Board::new(10, 8, Mapping::Lerf).unwrap();
    let m = BoardModule::new("cap", vec![], &board);
    let h = c::header(&[m]);
    assert!(h.contains("static const uint64_t CAP_LINE_BB[80][80][2] = {"));
    assert!(h.contains("static const uint64_t CAP_DARK_SQUARES[2] = {UINT64_C("));
    assert!(h.contains("#define CAP_X88_OFFSET 256"), "{}", &h[..200]);
    assert!(h.contains("enum cap_square {"));
    assert!(h.contains("    CAP_J8 = 79,"));
}

#[test]
fn c_prints_x88_constants_only_with_an_x88_table() {
    let header = |table| {
        let modules = Codegen::new()
            .board("s", Board::STANDARD)
            .tables(&[table])
            .modules()
            .unwrap();
        c::header(&modules)
    };
    let h = header(Table::KnightDist);
    assert!(!h.contains("S_X88_KING"));
    assert!(h.contains("S_KNIGHT_DIST[64][64]"));
    assert!(header(Table::X88Attack).contains("S_X88_KING"));
}
