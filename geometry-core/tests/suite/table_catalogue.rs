//! The catalogue of tables as the macros, the CLI and the docs read it:
//! the lowercase names, which tables have a macro of their own, which are
//! evaluation tables, each table's own summary and formula, and the
//! message for a bitboard table on too large a board. The lists are
//! written out by hand.

use geometry_core::{Table, TableError};

fn lower_names(keep: fn(Table) -> bool) -> Vec<String> {
    Table::ALL
        .into_iter()
        .filter(|&t| keep(t))
        .map(Table::lower_name)
        .collect()
}

#[test]
fn the_tables_with_a_macro_of_their_own_are_the_geometry_tables() {
    // The proc macros `geometry-macros` exports besides `board!`.
    let macros = [
        "square_names",
        "square_color",
        "dark_squares",
        "light_squares",
        "knight_dist",
        "king_dist",
        "taxi_dist",
        "diagonal",
        "anti_diagonal",
        "same_diagonal",
        "same_anti_diagonal",
        "file_bb",
        "rank_bb",
        "diagonal_bb",
        "anti_diagonal_bb",
        "between_bb",
        "line_bb",
        "x88_attack",
        "x88_step",
    ];
    assert_eq!(lower_names(Table::has_macro), macros);
}

#[test]
fn the_evaluation_tables_are_the_pawn_masks_and_the_distances_to_edge_and_centre() {
    let mut evaluation = lower_names(Table::is_evaluation);
    evaluation.sort();
    let mut expected = [
        "forward_ranks_bb",
        "forward_file_bb",
        "adjacent_files_bb",
        "pawn_attack_span",
        "passed_pawn_span",
        "file_edge_dist",
        "rank_edge_dist",
        "center_king_dist",
        "center_taxi_dist",
    ];
    expected.sort();
    assert_eq!(evaluation, expected);
}

#[test]
fn every_table_has_a_summary_and_a_formula_of_its_own() {
    for (k, a) in Table::ALL.into_iter().enumerate() {
        assert_eq!(a.lower_name(), a.name().to_ascii_lowercase());
        assert!(a.summary().ends_with('.'), "{a:?}: {}", a.summary());
        assert!(!a.formula().is_empty(), "{a:?}");
        for b in &Table::ALL[k + 1..] {
            assert_ne!(a.summary(), b.summary(), "{a:?} and {b:?}");
            // The two dimensions share theirs.
            if (a, *b) != (Table::Files, Table::Ranks) {
                assert_ne!(a.formula(), b.formula(), "{a:?} and {b:?}");
            }
        }
    }
    assert_eq!(Table::KnightDist.lower_name(), "knight_dist");
    assert_eq!(Table::X88Step.lower_name(), "x88_step");
}

#[test]
fn a_bitboard_table_past_256_squares_names_the_table_and_the_board() {
    let error = TableError::TooManySquaresForBitboard {
        table: Table::BetweenBb,
        squares: 289,
        files: 17,
        ranks: 17,
    };
    assert_eq!(
        error.to_string(),
        "`between_bb` is a bitboard table and needs a board of at most 256 squares; \
         a 17x17 board has 289"
    );
}

/// A table is found by its name as written, in lowercase, with `-` for
/// `_`, and by no other name: each name with one letter changed, which
/// keeps its length (as many names share one), finds nothing.
#[test]
fn every_table_is_found_by_its_own_name_alone() {
    for table in Table::ALL {
        let name = table.name();
        let lower = name.to_ascii_lowercase();
        for given in [name.to_string(), lower.clone(), lower.replace('_', "-")] {
            assert_eq!(Table::from_name(&given), Some(table), "{given}");
            assert_eq!(given.parse::<Table>(), Ok(table), "{given}");
        }
        let changed: String = lower
            .char_indices()
            .map(|(i, c)| {
                if i == 0 {
                    if c == 'q' { 'z' } else { 'q' }
                } else {
                    c
                }
            })
            .collect();
        assert_eq!(Table::from_name(&changed), None, "{changed}");
        let err = changed.parse::<Table>().expect_err("no such table");
        assert!(err.to_string().contains(&format!("`{changed}`")), "{err}");
    }
    // The error lists every name, lowercase, in the catalogue's order.
    let names: Vec<String> = Table::ALL.into_iter().map(Table::lower_name).collect();
    assert_eq!(Table::names_list(), names.join(", "));
    let err = "knight".parse::<Table>().expect_err("no such table");
    assert_eq!(
        err.to_string(),
        format!(
            "unknown table `knight`; expected one of: {}",
            names.join(", ")
        )
    );
    // Same length, not the same name.
    let lengths: Vec<usize> = Table::ALL.iter().map(|t| t.name().len()).collect();
    let shared = lengths
        .iter()
        .filter(|&&l| lengths.iter().filter(|&&m| m == l).count() > 1)
        .count();
    assert!(shared > 0, "some names share a length");
}
