//! The three paths to a table agree entry for entry: the build-script
//! output (`build.rs` through `geometry_core::codegen`), the `board!`
//! macro, and (for the standard board) the statics of `geometry-tables`.
//! Each is also checked against the core's `Table::compute` data, which
//! shows the printed source reads back to the same values.

#[macro_use]
mod common;

use common::{assert_same, out, out_tables, Entry};
use geometry_core::Table;

mod by_macro {
    geometry_macros::board! {
        /// Standard board through the proc macro.
        pub mod standard { files = 8, ranks = 8, mapping = lerf }
    }
    geometry_macros::board! {
        pub mod capablanca { files = 10, ranks = 8 }
    }
    geometry_macros::board! {
        pub mod grand_lefr { mapping = lefr, ranks = 10, files = 12 }
    }
}

fn macro_tables(name: &str) -> Vec<(&'static str, Vec<Entry>)> {
    match name {
        "standard" => tables_of!(by_macro::standard),
        "capablanca" => tables_of!(by_macro::capablanca),
        "grand_lefr" => tables_of!(by_macro::grand_lefr),
        _ => unreachable!(),
    }
}

#[test]
fn build_script_equals_board_macro() {
    for (name, ..) in common::BUILD_SCRIPT_BOARDS {
        let n = assert_same(
            &format!("{name}: build script vs board!"),
            &out_tables(name),
            &macro_tables(name),
        );
        assert!(n > 10_000, "{name}: only {n} entries");
        eprintln!("{name}: {n} entries agree");
    }
}

#[test]
fn build_script_equals_geometry_tables() {
    let n = assert_same(
        "standard: build script vs geometry-tables",
        &out_tables("standard"),
        &tables_of!(geometry_tables),
    );
    // 3 scalars + 2 * 64 + 2 + 7 pair tables of 64 * 64 + ... : at least the pair tables.
    assert!(n >= 7 * 64 * 64, "{n}");
}

#[test]
fn square_enums_agree() {
    use geometry_tables::Square as T;
    use out::standard::Square as S;
    assert_eq!(S::A1 as usize, T::A1 as usize);
    assert_eq!(S::H1 as usize, T::H1 as usize);
    assert_eq!(S::E4 as usize, T::E4 as usize);
    assert_eq!(S::H8 as usize, T::H8 as usize);
    assert_eq!(S::B1 as usize, by_macro::standard::Square::B1 as usize);
    use out::capablanca::Square as C;
    assert_eq!(C::J1 as usize, by_macro::capablanca::Square::J1 as usize);
    assert_eq!(C::A8 as usize, by_macro::capablanca::Square::A8 as usize);
    use out::grand_lefr::Square as G;
    // lefr: a2 follows a1.
    assert_eq!(G::A2 as usize, 1);
    assert_eq!(G::L10 as usize, by_macro::grand_lefr::Square::L10 as usize);
    assert_eq!(G::B1 as usize, by_macro::grand_lefr::Square::B1 as usize);
}

/// The emitted source, compiled by rustc, holds the values the core
/// computed: every entry of every table.
#[test]
fn build_script_values_match_core_data() {
    for (name, board) in common::build_script_boards() {
        let tables = out_tables(name);
        for table in Table::ALL {
            let data = table.compute(&board).unwrap();
            let (_, entries) = tables
                .iter()
                .find(|(n, _)| *n == table.name())
                .unwrap_or_else(|| panic!("{name}: {table} missing"));
            assert_eq!(entries.len(), data.values.len(), "{name}: {table}");
            for (i, entry) in entries.iter().enumerate() {
                match entry {
                    Entry::Int(v) => {
                        assert_eq!(Some(*v), data.values.int(i), "{name}: {table}[{i}]");
                    }
                    Entry::Str(s) => assert_eq!(*s, board.square_name(i), "{name}: {table}[{i}]"),
                }
            }
        }
    }
}
