//! Prints board modules as a C99 header: an include guard, `<stdint.h>`
//! types, `static const` arrays, `#define`s for scalars, and a `Square`
//! enum. Every name carries the module name in capitals as a prefix
//! (`STANDARD_KNIGHT_DIST`), so several boards can share one header.
//!
//! | Rust | C |
//! |---|---|
//! | `usize`, `u8` scalar | `#define P_NAME 8` |
//! | `u64` bitboard scalar | `#define P_NAME UINT64_C(0x..)` |
//! | `u128` bitboard scalar | `static const uint64_t P_NAME[2]` = { low, high } |
//! | `[u8; N]`, `[i8; N]`, `[u16; N]` | `static const uint8_t/int8_t/uint16_t P_NAME[N]` |
//! | `[bool; ..]` | `uint8_t` 0 / 1 |
//! | `[&str; N]` | `static const char *const P_NAME[N]` |
//! | `[u64; ..]` | `uint64_t` |
//! | `[u128; ..]` | one more dimension `[2]`: { low 64 bits, high 64 bits } |
//!
//! The `x88` submodule's constants become `P_X88_KING`, `P_X88_WIDTH`,
//! `P_X88_OFFSET`, `P_X88_SQ_TO_X88` ... and are printed when an x88 table
//! is.
//!
//! ```
//! use geometry_core::{emit, Board, BoardModule};
//!
//! let m = BoardModule::new("standard", vec![], &Board::STANDARD);
//! let h = emit::c::header(&[m]);
//! assert!(h.contains("#ifndef STANDARD_GEOMETRY_H"));
//! assert!(h.contains("#include <stdint.h>"));
//! assert!(h.contains("static const uint8_t STANDARD_KNIGHT_DIST[64][64] = {"));
//! assert!(h.contains("#define STANDARD_DARK_SQUARES UINT64_C(0xAA55AA55AA55AA55)"));
//! ```

use super::layout::{push_hex, wrapped};
use crate::data::{BitWidth, Shape, Values};
use crate::plan::{BoardModule, Item};
use std::fmt::Write as _;

/// The C prefix of a module: its name in capitals, then `_`.
pub fn prefix(module: &BoardModule) -> String {
    format!("{}_", module.name().to_ascii_uppercase())
}

/// The include guard of a header holding `modules`.
pub fn guard(modules: &[BoardModule]) -> String {
    let names: Vec<String> = modules
        .iter()
        .map(|m| m.name().to_ascii_uppercase())
        .collect();
    format!("{}_GEOMETRY_H", names.join("_"))
}

fn comment(out: &mut String, lines: &[String], indent: &str) {
    for line in lines {
        let mut line = line.trim_end().to_string();
        // A trailing backslash would splice the next line into the comment.
        if line.ends_with('\\') {
            line.push('.');
        }
        if line.is_empty() {
            let _ = writeln!(out, "{indent}//");
        } else {
            let _ = writeln!(out, "{indent}// {line}");
        }
    }
}

fn hex64(v: u64) -> String {
    let mut text = String::with_capacity(28);
    text.push_str("UINT64_C(0x");
    push_hex(&mut text, v.into(), 16);
    text.push(')');
    text
}

/// One element as a C initializer.
fn elem(values: &Values, i: usize) -> String {
    match values {
        Values::Usize(v) => v[i].to_string(),
        Values::Str(v) => c_string(&v[i]),
        Values::U8(v) => v[i].to_string(),
        Values::I8(v) => v[i].to_string(),
        Values::U16(v) => v[i].to_string(),
        Values::Bool(v) => u8::from(v[i]).to_string(),
        Values::Bits(BitWidth::U64, v) => hex64(v[i] as u64),
        Values::Bits(_, v) => {
            format!("{{{}, {}}}", hex64(v[i] as u64), hex64((v[i] >> 64) as u64))
        }
        Values::Wide(v) => {
            let words: Vec<String> = v[i].iter().map(|&w| hex64(w)).collect();
            format!("{{{}}}", words.join(", "))
        }
    }
}

fn c_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_ascii_graphic() || c == ' ' => out.push(c),
            c => {
                let mut buf = [0u8; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    let _ = write!(out, "\\{b:03o}");
                }
            }
        }
    }
    out.push('"');
    out
}

/// The C element type of `values`.
pub fn elem_type(values: &Values) -> &'static str {
    match values {
        Values::Usize(_) => "uint32_t",
        Values::Str(_) => "char *const",
        Values::U8(_) | Values::Bool(_) => "uint8_t",
        Values::I8(_) => "int8_t",
        Values::U16(_) => "uint16_t",
        Values::Bits(..) | Values::Wide(_) => "uint64_t",
    }
}

/// Elements `start..start + len` as `{a, b, ..}`, wrapped at the line width
/// (a one-word 128-bit bitboard, `{lo, hi}`, always stays on one line).
fn row(values: &Values, start: usize, len: usize, indent: &str) -> String {
    let elems: Vec<String> = (start..start + len).map(|i| elem(values, i)).collect();
    if matches!(values, Values::Bits(..) | Values::Wide(_)) && len <= 1 {
        return format!("{{{}}}", elems.join(", "));
    }
    wrapped(elems, ('{', '}'), indent)
}

/// One item as a `#define` or a `static const` declaration.
fn item(out: &mut String, item: &Item, name: &str) {
    comment(out, item.docs(), "");
    let values = &item.data().values;
    let (u128_bits, suffix) = match values {
        Values::Bits(BitWidth::U128, _) => (true, "[2]"),
        Values::Wide(_) => (true, "[4]"),
        _ => (false, ""),
    };
    match item.data().shape {
        Shape::Scalar if !u128_bits && !matches!(values, Values::Str(_)) => {
            let _ = writeln!(out, "#define {name} {}", elem(values, 0));
        }
        Shape::Scalar => {
            let _ = writeln!(
                out,
                "static const {} {name}{suffix} = {};",
                elem_type(values),
                elem(values, 0)
            );
        }
        // C has no empty arrays: an empty list is only named.
        Shape::List(0) => {
            let _ = writeln!(out, "// {name}: no entries on this board.");
        }
        Shape::List(n) => {
            let _ = writeln!(
                out,
                "static const {} {name}[{n}]{suffix} = {};",
                elem_type(values),
                row(values, 0, n, "")
            );
        }
        Shape::Pair(n) | Shape::Rows(_, n) => {
            let rows = item.data().shape.rows();
            let _ = writeln!(
                out,
                "static const {} {name}[{rows}][{n}]{suffix} = {{",
                elem_type(values)
            );
            for a in 0..rows {
                let _ = writeln!(out, "    {},", row(values, a * n, n, "    "));
            }
            out.push_str("};\n");
        }
    }
}

/// One module's declarations (no guard, no includes).
pub fn module(m: &BoardModule) -> String {
    let p = prefix(m);
    let mut out = String::new();
    let _ = writeln!(out, "// ---- module `{}` ----", m.name());
    comment(&mut out, m.docs(), "");
    for it in m.items() {
        out.push('\n');
        item(&mut out, it, &format!("{p}{}", it.name()));
    }
    if m.has_x88_table() {
        out.push('\n');
        comment(&mut out, m.x88().docs(), "");
        for it in m.x88().items() {
            item(&mut out, it, &format!("{p}X88_{}", it.name()));
        }
    }
    if let Some(api) = m.api() {
        out.push('\n');
        out.push_str("// What the typed API reads: square coordinates and the slider data.\n");
        for it in api.items() {
            item(&mut out, it, &format!("{p}{}", it.name()));
        }
    }
    out.push('\n');
    comment(&mut out, m.square().docs(), "");
    let _ = writeln!(out, "enum {}square {{", p.to_ascii_lowercase());
    for v in m.square().variants() {
        let _ = writeln!(out, "    {p}{} = {},", v.name, v.index);
    }
    out.push_str("};\n");
    out
}

/// A whole header for `modules`: the `@generated` line, the include guard,
/// `<stdint.h>`, then each module.
pub fn header(modules: &[BoardModule]) -> String {
    let guard = guard(modules);
    let mut out = super::header_line();
    out.push('\n');
    out.push_str(
        "// C99. Bitboards are uint64_t; on boards of 65 to 128 squares each is\n\
         // uint64_t[2] = { low 64 bits, high 64 bits }. Booleans are uint8_t 0 / 1.\n",
    );
    let _ = writeln!(out, "#ifndef {guard}");
    let _ = writeln!(out, "#define {guard}");
    out.push('\n');
    out.push_str("#include <stdint.h>\n");
    for m in modules {
        out.push('\n');
        out.push_str(&module(m));
    }
    out.push('\n');
    let _ = writeln!(out, "#endif // {guard}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        assert_eq!(c_string("a1"), "\"a1\"");
        assert_eq!(c_string("a\"\\é"), "\"a\\\"\\\\\\303\\251\"");
    }
}
