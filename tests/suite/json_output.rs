//! `chess-geometry gen --format json`: the output parses (serde_json) and
//! every entry of every table matches the build-script tables.

use crate::common::{BUILD_SCRIPT_BOARDS, Entry, assert_same, gen_args, out_tables, run_cli};
use serde_json::Value;

/// Flattens a JSON value row-major into entries; hex strings are bitboards.
fn flatten(v: &Value, into: &mut Vec<Entry>) {
    match v {
        Value::Array(items) => items.iter().for_each(|i| flatten(i, into)),
        Value::Number(n) => into.push(Entry::Int(n.as_i64().expect("integer") as i128)),
        Value::Bool(b) => into.push(Entry::Int(i128::from(*b))),
        Value::String(s) => into.push(match s.strip_prefix("0x") {
            Some(hex) => Entry::Int(u128::from_str_radix(hex, 16).expect("hex") as i128),
            None => Entry::Str(s.clone()),
        }),
        other => panic!("unexpected JSON value {other}"),
    }
}

#[test]
fn json_parses_and_matches_the_rust_tables() {
    for (name, files, ranks, mapping) in BUILD_SCRIPT_BOARDS {
        let args = gen_args(name, "json");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stdout, stderr) = run_cli(&args);
        assert_eq!(code, Some(0), "{stderr}");
        let doc: Value = serde_json::from_str(&stdout).expect("valid JSON");
        assert_eq!(doc["module"], name);
        assert_eq!(doc["board"]["files"], files);
        assert_eq!(doc["board"]["ranks"], ranks);
        assert_eq!(doc["board"]["squares"], files * ranks);
        assert_eq!(doc["board"]["mapping"], mapping);
        assert!(
            doc["generator"]
                .as_str()
                .unwrap()
                .starts_with("geometry-core ")
        );
        let tables = doc["tables"].as_object().expect("tables object");
        let x88 = doc["x88"].as_object().expect("x88 object");
        // Pair tables are arrays of rows.
        let knight = tables["KNIGHT_DIST"].as_array().unwrap();
        assert_eq!(knight.len(), files * ranks);
        assert_eq!(knight[0].as_array().unwrap().len(), files * ranks);
        let mut parsed: Vec<(String, Vec<Entry>)> = Vec::new();
        for (key, value) in tables {
            let mut entries = Vec::new();
            flatten(value, &mut entries);
            parsed.push((key.clone(), entries));
        }
        for (key, value) in x88 {
            let mut entries = Vec::new();
            flatten(value, &mut entries);
            let key = match key.as_str() {
                "SQ_TO_X88" => "x88::from_square".to_string(),
                "X88_TO_SQ" => "x88::to_square".to_string(),
                k => format!("x88::{k}"),
            };
            parsed.push((key, entries));
        }
        // serde_json sorts keys; put them in the Rust order to compare.
        let expected = out_tables(name);
        assert_eq!(parsed.len(), expected.len(), "{name}: item count");
        let ordered: Vec<(&str, Vec<Entry>)> = expected
            .iter()
            .map(|(n, _)| {
                let found = parsed.iter().find(|(k, _)| k == n);
                let (_, entries) = found.unwrap_or_else(|| panic!("{name}: JSON lacks {n}"));
                (*n, entries.clone())
            })
            .collect();
        let n = assert_same(&format!("{name}: JSON vs Rust"), &ordered, &expected);
        eprintln!("{name}: {n} entries agree between JSON and Rust");
    }
}

#[test]
fn json_selection_and_big_boards() {
    let (code, stdout, _) = run_cli(&["gen", "--format", "json", "--tables", "king_dist,diagonal"]);
    assert_eq!(code, Some(0));
    let doc: Value = serde_json::from_str(&stdout).unwrap();
    let keys: Vec<&String> = doc["tables"].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["DIAGONAL", "KING_DIST"]);
    assert!(
        doc.get("x88").is_none(),
        "x88 constants only with an x88 table"
    );
    let (code, stdout, _) = run_cli(&["gen", "--format", "json", "--board", "16x16"]);
    assert_eq!(code, Some(0));
    let doc: Value = serde_json::from_str(&stdout).unwrap();
    let tables = doc["tables"].as_object().unwrap();
    assert_eq!(tables["SQUARES"], 256);
    assert_eq!(tables["KNIGHT_DIST"][0][255], 10, "a1 to p16 on 16x16");
    // 256-bit bitboards as 64 hex digits: the long diagonal through a1
    // and b2 holds sixteen squares, a1 (bit 0) and p16 (bit 255).
    let diagonal = tables["LINE_BB"][0][17].as_str().unwrap();
    let digits = diagonal.strip_prefix("0x").unwrap();
    assert_eq!(digits.len(), 64);
    let ones: u32 = digits
        .chars()
        .map(|c| c.to_digit(16).unwrap().count_ones())
        .sum();
    assert_eq!(ones, 16);
    assert!(
        digits.starts_with('8') && digits.ends_with('1'),
        "{diagonal}"
    );
}
