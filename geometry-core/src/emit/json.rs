//! Prints board modules as JSON: an object of named arrays.
//!
//! One board gives one object:
//!
//! ```text
//! {
//!   "generator": "geometry-core 0.1.0",
//!   "module": "standard",
//!   "board": {"files": 8, "ranks": 8, "squares": 64, "mapping": "lerf"},
//!   "tables": {
//!     "FILES": 8,
//!     "SQUARE_NAMES": ["a1", "b1", ...],
//!     "KNIGHT_DIST": [
//!       [0, 3, 2, ...],
//!       ...
//!     ],
//!     "LINE_BB": [["0x0000000000000000", ...], ...],
//!     ...
//!   },
//!   "x88": {"KING": 1, ..., "WIDTH": 16, "OFFSET": 128, "SQ_TO_X88": [...], "X88_TO_SQ": [...]}
//! }
//! ```
//!
//! Pair tables are arrays of rows (`KNIGHT_DIST[a][b]`), one row per line.
//! Bitboards are strings of full-width hex (`"0x00000000000000FF"`), since
//! JSON numbers lose precision past 2^53 in most readers (JavaScript:
//! `BigInt(s)`); booleans are `true` / `false`. `x88` appears when an x88
//! table does. Several boards give an object keyed by module name.
//!
//! ```
//! use geometry_core::{emit, Board, BoardModule};
//!
//! let m = BoardModule::new("standard", vec![], &Board::STANDARD);
//! let json = emit::json::document(&[m]);
//! assert!(json.contains(r#""DARK_SQUARES": "0xAA55AA55AA55AA55""#));
//! assert!(json.contains(r#""KNIGHT_DIST": ["#));
//! ```

use super::layout::push_hex;
use crate::data::{Shape, Values};
use crate::plan::{BoardModule, Item};
use std::fmt::Write as _;

/// A JSON string literal.
pub fn string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn elem(values: &Values, i: usize) -> String {
    match values {
        Values::Usize(v) => v[i].to_string(),
        Values::Str(v) => string(&v[i]),
        Values::U8(v) => v[i].to_string(),
        Values::I8(v) => v[i].to_string(),
        Values::U16(v) => v[i].to_string(),
        Values::Bool(v) => v[i].to_string(),
        Values::Bits(w, v) => {
            let mut text = String::with_capacity(w.hex_digits() + 4);
            text.push_str("\"0x");
            push_hex(&mut text, v[i], w.hex_digits());
            text.push('"');
            text
        }
        Values::Wide(v) => {
            // The highest word first: one 64-digit number.
            let mut text = String::with_capacity(68);
            text.push_str("\"0x");
            for &w in v[i].iter().rev() {
                push_hex(&mut text, w.into(), 16);
            }
            text.push('"');
            text
        }
    }
}

fn row(values: &Values, start: usize, len: usize) -> String {
    let elems: Vec<String> = (start..start + len).map(|i| elem(values, i)).collect();
    format!("[{}]", elems.join(", "))
}

/// The value of one item at indentation `indent`.
fn value(item: &Item, indent: &str) -> String {
    let values = &item.data().values;
    match item.data().shape {
        Shape::Scalar => elem(values, 0),
        Shape::List(n) => row(values, 0, n),
        Shape::Pair(n) | Shape::Rows(_, n) => {
            let rows: Vec<String> = (0..item.data().shape.rows())
                .map(|a| format!("{indent}  {}", row(values, a * n, n)))
                .collect();
            format!("[\n{}\n{indent}]", rows.join(",\n"))
        }
    }
}

fn members(items: &[Item], indent: &str) -> String {
    let lines: Vec<String> = items
        .iter()
        .map(|it| format!("{indent}{}: {}", string(it.name()), value(it, indent)))
        .collect();
    lines.join(",\n")
}

/// One board as a JSON object, indented by `indent`.
pub fn module(m: &BoardModule, indent: &str) -> String {
    let i1 = format!("{indent}  ");
    let i2 = format!("{indent}    ");
    let b = m.board();
    let mut fields = vec![
        format!(
            "{i1}\"generator\": {}",
            string(&format!("geometry-core {}", super::VERSION))
        ),
        format!("{i1}\"module\": {}", string(m.name())),
        format!(
            "{i1}\"board\": {{\"files\": {}, \"ranks\": {}, \"squares\": {}, \"mapping\": {}}}",
            b.files(),
            b.ranks(),
            b.squares(),
            string(b.mapping().name())
        ),
        format!("{i1}\"tables\": {{\n{}\n{i1}}}", members(m.items(), &i2)),
    ];
    if m.has_x88_table() {
        fields.push(format!(
            "{i1}\"x88\": {{\n{}\n{i1}}}",
            members(m.x88().items(), &i2)
        ));
    }
    if let Some(api) = m.api() {
        // What the typed API reads: square coordinates and the slider data.
        fields.push(format!(
            "{i1}\"api_tables\": {{\n{}\n{i1}}}",
            members(api.items(), &i2)
        ));
    }
    format!("{{\n{}\n{indent}}}", fields.join(",\n"))
}

/// The document for `modules`: one board's object, or an object keyed by
/// module name when there are several. Ends with a newline.
pub fn document(modules: &[BoardModule]) -> String {
    match modules {
        [m] => format!("{}\n", module(m, "")),
        _ => {
            let fields: Vec<String> = modules
                .iter()
                .map(|m| format!("  {}: {}", string(m.name()), module(m, "  ")))
                .collect();
            format!("{{\n{}\n}}\n", fields.join(",\n"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_escape() {
        assert_eq!(string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
        // The controls below the space are escaped, the space and what
        // follows written as they are.
        assert_eq!(
            string("\u{0}\u{1f} ~\u{7f}é"),
            "\"\\u0000\\u001f ~\u{7f}é\""
        );
    }
}
