//! Deterministic output of the source emitter and the build-script writer:
//! the same configuration gives byte-identical text
//! twice in one process, in a second and a third process (fresh hash seeds,
//! fresh allocator state, as two separate `cargo build`s of a build script
//! are), and on disk, where rewriting an up-to-date file leaves it alone.
//!
//! The token emitter (the proc-macro path) is checked the same way in
//! `geometry-macros-support/tests/suite/determinism.rs`.
// The cross-process check reruns this binary, and the on-disk check writes files.
#![allow(clippy::disallowed_methods)]

use geometry_core::codegen::{Codegen, Format};
use geometry_core::{Board, BoardModule, Mapping, Table, emit};

use geometry_test_support::processes::{digests_from_children, print_digest};
use std::sync::OnceLock;

/// Set in the child processes that print a digest of their output.
const CHILD: &str = "GEOMETRY_CORE_DETERMINISM_CHILD";

/// Every mapping on 8x8, the extremes, and the variant boards.
fn boards() -> Vec<(String, Board)> {
    let mut boards: Vec<(String, Board)> = Mapping::ALL
        .iter()
        .map(|&m| {
            (
                format!("standard_{}", m.name()),
                Board::new(8, 8, m).unwrap(),
            )
        })
        .collect();
    for (files, ranks, mapping) in [
        (1, 1, Mapping::Lerf),
        (1, 16, Mapping::Berf),
        (16, 1, Mapping::Lefber),
        (10, 8, Mapping::Lerf),
        (12, 10, Mapping::Lefr),
        (16, 8, Mapping::Befler),
        (16, 16, Mapping::Befr),
    ] {
        let board = Board::new(files, ranks, mapping).unwrap();
        boards.push((format!("b{files}x{ranks}_{}", mapping.name()), board));
    }
    boards
}

/// Everything the source path prints: each module, each table item on
/// its own (or its error), and the build-script file in every format.
fn everything() -> String {
    let mut out = String::new();
    let mut codegen = Codegen::new();
    for (name, board) in boards() {
        let module = BoardModule::new(&name, vec!["User docs.".to_string()], &board);
        out.push_str(&emit::source::module(&module));
        for item in module.items() {
            out.push_str(&emit::source::item(item, "    "));
        }
        for table in Table::ALL {
            if let Err(error) = table.compute(&board) {
                out.push_str(&error.to_string());
            }
        }
        codegen = codegen.board(&name, board);
    }
    for format in Format::ALL {
        out.push_str(&codegen.clone().format(format).generate().unwrap());
    }
    out
}

/// Panics with the first differing byte rather than two huge strings.
fn assert_same(a: &str, b: &str, what: &str) {
    if a != b {
        let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
        let context = |s: &str| {
            s.get(at.saturating_sub(40)..(at + 40).min(s.len()))
                .unwrap_or("")
                .to_string()
        };
        panic!(
            "{what}: outputs differ at byte {at} (lengths {} and {}):\n{:?}\nvs\n{:?}",
            a.len(),
            b.len(),
            context(a),
            context(b)
        );
    }
}

/// This process's first run of [`everything`], computed once for the
/// checks that compare against it.
fn first_run() -> &'static str {
    static FIRST: OnceLock<String> = OnceLock::new();
    FIRST.get_or_init(everything)
}

#[test]
fn source_output_is_identical_twice_in_one_process() {
    let first = first_run();
    let second = everything();
    assert!(
        first.len() > 1_000_000,
        "suspiciously little output: {}",
        first.len()
    );
    assert_same(first, &second, "two runs in one process");
}

/// Not a check on its own: prints the digest when run as a child process.
#[test]
fn child_prints_digest() {
    if std::env::var_os(CHILD).is_some() {
        print_digest(&everything());
    }
}

#[test]
fn source_output_is_identical_across_processes() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let [first, second, mine] =
        digests_from_children("determinism::child_prints_digest", CHILD, || {
            first_run().to_string()
        });
    assert_eq!(first, mine, "a second process printed different output");
    assert_eq!(second, mine, "a third process printed different output");
}

#[test]
fn build_script_file_is_identical_across_writes() {
    let dir = std::env::temp_dir().join(format!("geometry-determinism-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let codegen = boards()
        .into_iter()
        .fold(Codegen::new(), |cg, (name, board)| cg.board(&name, board));
    let path = dir.join("tables.rs");
    codegen.write_to(&path).unwrap();
    let first = std::fs::read(&path).unwrap();
    let stamp = std::fs::metadata(&path).unwrap().modified().unwrap();
    // A second build with a freshly built configuration.
    let again = boards()
        .into_iter()
        .fold(Codegen::new(), |cg, (name, board)| cg.board(&name, board));
    again.write_to(&path).unwrap();
    let second = std::fs::read(&path).unwrap();
    let stamp_again = std::fs::metadata(&path).unwrap().modified().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(first == second, "the file changed between two writes");
    assert_eq!(stamp, stamp_again, "an up-to-date file was rewritten");
    assert_same(
        &String::from_utf8(first).unwrap(),
        &again.generate().unwrap(),
        "file vs generate()",
    );
}
