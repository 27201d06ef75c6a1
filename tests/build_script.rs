//! The root build script: what it told Cargo (only
//! `rerun-if-changed=build.rs`, so a second `cargo build` does not rerun
//! it), and that its files are exactly what `geometry_core::codegen`
//! produces, so regenerating is reproducible byte for byte.

use geometry_core::codegen::{header_line, Codegen};
use geometry_core::{Board, Mapping};
use std::path::Path;

#[test]
fn build_script_asks_to_rerun_only_when_build_rs_changes() {
    // Cargo keeps a build script's stdout in `output` beside `OUT_DIR`.
    let out_dir = Path::new(env!("OUT_DIR"));
    let output = out_dir.parent().unwrap().join("output");
    let text = std::fs::read_to_string(&output)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", output.display()));
    let directives: Vec<&str> = text.lines().filter(|l| l.starts_with("cargo:")).collect();
    assert_eq!(
        directives,
        ["cargo:rerun-if-changed=build.rs"],
        "without a rerun-if-changed line Cargo reruns the script whenever any file in the package changes"
    );
}

#[test]
fn out_dir_files_are_the_codegen_output() {
    let boards = [
        ("standard", Board::STANDARD),
        ("capablanca", Board::new(10, 8, Mapping::Lerf).unwrap()),
        ("grand_lefr", Board::new(12, 10, Mapping::Lefr).unwrap()),
    ];
    for (name, board) in boards {
        let path = Path::new(env!("OUT_DIR")).join(format!("{name}.rs"));
        let on_disk = std::fs::read_to_string(&path).unwrap();
        assert!(
            on_disk.starts_with(&header_line()),
            "{name}: @generated header first"
        );
        assert!(on_disk.contains(&format!("\npub mod {name} {{\n")));
        let again = Codegen::new().board(name, board).generate().unwrap();
        assert!(
            on_disk == again,
            "{name}: regeneration differs from the build-script file"
        );
    }
}

#[test]
fn generated_pair_tables_are_one_row_per_line() {
    let text = include_str!(concat!(env!("OUT_DIR"), "/standard.rs"));
    let start = text
        .find("pub static KNIGHT_DIST: [[u8; 64]; 64] = [\n")
        .unwrap();
    let rows: Vec<&str> = text[start..].lines().skip(1).take(64).collect();
    assert!(rows
        .iter()
        .all(|r| r.starts_with("        *b\"\\x") && r.ends_with("\",")));
    // Wider rows wrap as rustfmt would, but every row opens on its own line.
    let between = &text[text.find("pub static BETWEEN_BB").unwrap()..];
    let between = &between[..between.find(";\n").unwrap()];
    let openers = between.lines().filter(|l| *l == "        [").count();
    assert_eq!(openers, 64, "BETWEEN_BB: one row per line group");
}
