//! Deterministic expansion: the same macro invocation
//! expands to byte-identical tokens every time, within one process (with
//! other expansions in between) and across processes (fresh hash seeds and
//! allocator state, as two separate compilations are).
//! The checks call the very entry points the macros call.
// The cross-process check reruns this binary with an environment flag.
#![allow(clippy::disallowed_methods)]

use geometry_core::BoardModule;
use geometry_core::{Board, Mapping, Table};
use geometry_macros_support::{board_tokens, table_tokens, tokens};
use proc_macro2::TokenStream;

use geometry_test_support::processes::{digests_from_children, print_digest};

/// Set in the child processes that print a digest of their expansions.
const CHILD: &str = "GEOMETRY_MACROS_DETERMINISM_CHILD";

/// `board!` inputs: every mapping, the extremes, and user docs.
fn board_inputs() -> Vec<String> {
    let mut inputs: Vec<String> = Mapping::ALL
        .iter()
        .map(|m| format!("pub mod m_{0} {{ mapping = {0} }}", m.name()))
        .collect();
    inputs.extend([
        "/// A tiny board.\n#[allow(dead_code)]\nmod tiny { files = 1, ranks = 1 }".to_string(),
        "pub(crate) mod wide { files = 16, ranks = 1, mapping = lefber, }".to_string(),
        "mod tall { ranks = 16, files = 1, mapping = berf }".to_string(),
        "pub mod capablanca { files = 10, ranks = 8 }".to_string(),
        "pub mod grand { files = 12, ranks = 10, mapping = lefr }".to_string(),
        "pub mod biggest { files = 16, ranks = 16, mapping = befr }".to_string(),
    ]);
    inputs
}

/// Table macro arguments, each used with every table macro.
const TABLE_ARGS: [&str; 6] = [
    "",
    "mapping = berlef",
    "files = 1, ranks = 1",
    "files = 16, ranks = 8, mapping = befler",
    "files = 16, ranks = 16",
    "files = 17",
];

fn lex(text: &str) -> TokenStream {
    text.parse().expect("test input lexes")
}

/// The printed result of an entry point, errors included.
fn printed(result: syn::Result<TokenStream>) -> String {
    match result {
        Ok(tokens) => tokens.to_string(),
        Err(error) => format!("error: {error}"),
    }
}

/// Every expansion, in a fixed order, one string each.
fn expansions() -> Vec<String> {
    let mut out = Vec::new();
    for input in board_inputs() {
        out.push(printed(board_tokens(lex(&input))));
    }
    for args in TABLE_ARGS {
        for table in Table::ALL {
            out.push(printed(table_tokens(table, lex(args))));
        }
    }
    // The token emitter directly, as `board!` drives it.
    for mapping in Mapping::ALL {
        let board = Board::new(12, 10, mapping).unwrap();
        let module = BoardModule::new("direct", vec!["Docs.".to_string()], &board);
        let name = lex("direct").into_iter().next().unwrap();
        out.push(tokens::module(&module, lex("pub"), lex("#[doc = \"x\"]"), name).to_string());
    }
    out
}

#[test]
fn same_invocation_expands_identically_in_one_process() {
    let first = expansions();
    // Other expansions in between, in another order.
    for input in board_inputs().iter().rev() {
        let _ = board_tokens(lex(input));
    }
    let second = expansions();
    assert_eq!(first.len(), second.len());
    for (i, (a, b)) in first.iter().zip(&second).enumerate() {
        assert!(a == b, "expansion {i} differs between two runs");
    }
    let errors = first.iter().filter(|e| e.starts_with("error:")).count();
    let ok = first.len() - errors;
    assert!(ok > 100 && errors > 10, "{ok} expansions, {errors} errors");
    println!("{ok} expansions and {errors} errors identical twice");
}

#[test]
fn every_table_invocation_expands_identically_twice() {
    for mapping in Mapping::ALL {
        for table in Table::ALL {
            let args = format!("files = 9, ranks = 7, mapping = {}", mapping.name());
            let a = printed(table_tokens(table, lex(&args)));
            let b = printed(table_tokens(table, lex(&args)));
            assert!(
                a == b,
                "{}!({args}) differs between two expansions",
                table.lower_name()
            );
            assert!(
                !a.starts_with("error:"),
                "{}!({args}): {a}",
                table.lower_name()
            );
        }
    }
}

/// Not a check on its own: prints the digest when run as a child process.
#[test]
fn child_prints_digest() {
    if std::env::var_os(CHILD).is_some() {
        print_digest(&expansions().join("\u{ff}"));
    }
}

#[test]
fn same_invocation_expands_identically_across_processes() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let [first, second, mine] =
        digests_from_children("determinism::child_prints_digest", CHILD, || {
            expansions().join("\u{ff}")
        });
    assert_eq!(first, mine, "a second process expanded differently");
    assert_eq!(second, mine, "a third process expanded differently");
}
