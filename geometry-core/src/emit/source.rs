//! Prints a [`BoardModule`] or a single table as formatted Rust source, laid
//! out as rustfmt would (four-space indents, a pair table one row per line).

use super::layout::{INDENT, LINE_WIDTH, push_byte_escape, push_hex, wrapped};
use crate::data::{
    BOOL_ROW_FN, BOOL_ROW_FN_SOURCE, BitWidth, Data, IndexedPairs, Shape, Values, WIDE_ALIAS,
    WIDE_PAIRS_TYPE, WIDE_ROW_ALIAS, WIDE_ROW_TYPE, WIDE_ROWS, WIDE_TYPE, WIDE_VALUES, WIDE_WORDS,
    true_positions, wide_width,
};
use crate::plan::{BoardModule, Invocation, Item, ItemKind, MacroArg, SquareEnum};
use crate::plan::{row_name, shared_rows};
use crate::row_refs::RowRef;
use std::fmt::Write as _;

/// One element as a literal.
fn elem(values: &Values, i: usize) -> String {
    match values {
        Values::Usize(v) => v[i].to_string(),
        Values::Str(v) => format!("{:?}", v[i]),
        Values::U8(v) => format!("{}u8", v[i]),
        Values::I8(v) => format!("{}i8", v[i]),
        Values::U16(v) => format!("{}u16", v[i]),
        Values::Bool(v) => v[i].to_string(),
        Values::Bits(w, v) => bits_literal(*w, v[i]),
        Values::Wide(v) => wide_literal(v[i]),
    }
}

/// A table of 256-bit values as the words of its bitboards, through the
/// constructor `ctor` (`B::__words`, `Bitboard256::__rows`): the number
/// of words per bitboard ([`wide_width`]), then the low words of each
/// bitboard per element of the wrapped list, zero words written `0`.
fn wide_words(ctor: &str, values: &[[u64; 4]], indent: &str) -> String {
    let width = wide_width(values);
    let mut elems = Vec::with_capacity(values.len());
    for words in values {
        let mut text = String::with_capacity(20 * width);
        for (k, &w) in words[..width].iter().enumerate() {
            if k > 0 {
                text.push_str(", ");
            }
            if w == 0 {
                text.push('0');
            } else {
                text.push_str("0x");
                push_hex(&mut text, w.into(), 1);
            }
        }
        elems.push(text);
    }
    format!("{ctor}({width}, &{})", list(elems, indent))
}

/// A 256-bit bitboard as a standalone expression,
/// `::geometry_tables::Bitboard256([w0, w1, w2, w3])`, word 0 holding
/// squares 0 to 63.
pub fn wide_literal(words: [u64; 4]) -> String {
    let mut text = format!("{WIDE_TYPE}([");
    for (k, &w) in words.iter().enumerate() {
        text.push_str(if k > 0 { ", 0x" } else { "0x" });
        push_hex(&mut text, w.into(), 16);
    }
    text.push_str("])");
    text
}

/// A bitboard as a full-width hex literal with its type suffix.
pub fn bits_literal(width: BitWidth, value: u128) -> String {
    let mut text = String::with_capacity(width.hex_digits() + 8);
    text.push_str("0x");
    push_hex(&mut text, value, width.hex_digits());
    text.push_str(width.rust_type());
    text
}

/// A run of bytes as a byte string literal, `b"\x00\x03"`.
pub fn byte_string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 4 + 3);
    s.push_str("b\"");
    for &b in bytes {
        push_byte_escape(&mut s, b);
    }
    s.push('"');
    s
}

/// Elements `start..start + len` as one array expression, wrapped to the
/// line width at `indent` (one level deeper for the wrapped elements).
fn row(values: &Values, start: usize, len: usize, indent: &str, elem: Elem) -> String {
    match values {
        Values::U8(v) => return format!("*{}", byte_string(&v[start..start + len])),
        Values::Bool(v) => {
            let set = true_positions(&v[start..start + len]);
            return format!("{BOOL_ROW_FN}({})", byte_string(&set));
        }
        _ => {}
    }
    list((start..start + len).map(elem).collect(), indent)
}

/// The text of element `i` of the table being printed.
type Elem<'a> = &'a dyn Fn(usize) -> String;

/// `[a, b, ..]` on one line if it fits at `indent`, else wrapped.
fn list(elems: Vec<String>, indent: &str) -> String {
    wrapped(elems, ('[', ']'), indent)
}

/// The value of a table as a Rust expression, at indentation `indent`.
///
/// ```
/// use geometry_core::{emit::source, Board, Table};
///
/// let color = Table::SquareColor.compute(&Board::new(2, 2, Default::default()).unwrap()).unwrap();
/// assert_eq!(source::value(&color, ""), r#"*b"\x01\x00\x00\x01""#);
/// ```
pub fn value(data: &Data, indent: &str) -> String {
    if let Some(pairs) = data.indexed_pairs() {
        return indexed_pairs(&pairs, data.row_len(), indent);
    }
    if let Values::Wide(v) = &data.values {
        return match data.shape {
            Shape::Scalar => wide_literal(v[0]),
            Shape::List(_) => wide_words(&format!("{WIDE_TYPE}::{WIDE_WORDS}"), v, indent),
            Shape::Pair(_) | Shape::Rows(..) => {
                wide_words(&format!("{WIDE_TYPE}::{WIDE_ROWS}"), v, indent)
            }
        };
    }
    plain_value(data, indent, &|i| elem(&data.values, i))
}

/// A square-pair table of 256-bit values as a block: its distinct values
/// in a `static` (their words, through `B::__words`), then one row of
/// indices per square, the low and the high
/// bytes of each index as byte strings (`[0; N]` when all high bytes are
/// zero).
fn indexed_pairs(pairs: &IndexedPairs, n: usize, indent: &str) -> String {
    let inner = format!("{indent}{INDENT}");
    let deeper = format!("{inner}{INDENT}");
    let mut out = format!(
        "{{
{inner}use {WIDE_TYPE} as {WIDE_ALIAS};
"
    );
    let _ = writeln!(out, "{inner}use {WIDE_ROW_TYPE} as {WIDE_ROW_ALIAS};");
    let _ = writeln!(
        out,
        "{inner}static {WIDE_VALUES}: [{WIDE_ALIAS}; {}] = {};",
        pairs.values.len(),
        wide_words(
            &format!("{WIDE_ALIAS}::{WIDE_WORDS}"),
            &pairs.values,
            &inner
        )
    );
    let _ = writeln!(out, "{inner}{WIDE_PAIRS_TYPE}::__new([");
    for a in 0..n {
        let high = match pairs.high_bytes(a * n, n) {
            Some(high) => format!("*{}", byte_string(&high)),
            None => format!("[0; {n}]"),
        };
        let _ = writeln!(
            out,
            "{deeper}{WIDE_ROW_ALIAS}::__new(&{WIDE_VALUES}, *{}, {high}),",
            byte_string(&pairs.low_bytes(a * n, n))
        );
    }
    let _ = writeln!(out, "{inner}])");
    out.push_str(indent);
    out.push('}');
    out
}

/// [`value`] without the block of a 256-bit table, element `i` written
/// `elem(i)`.
fn plain_value(data: &Data, indent: &str, elem: Elem) -> String {
    let inner = format!("{indent}{INDENT}");
    // A `bool` table is a block that first defines the function its rows
    // are written with.
    let helper = match data.values {
        Values::Bool(_) => {
            let mut text = String::new();
            for line in BOOL_ROW_FN_SOURCE {
                let _ = writeln!(text, "{inner}{line}");
            }
            Some(text)
        }
        _ => None,
    };
    match data.shape {
        Shape::Scalar => elem(0),
        Shape::List(n) => match helper {
            Some(helper) => in_block(&helper, indent, &row(&data.values, 0, n, &inner, elem)),
            None => row(&data.values, 0, n, indent, elem),
        },
        Shape::Pair(n) | Shape::Rows(_, n) => {
            let shared = match data.shape {
                Shape::Pair(_) => shared_rows(&data.values, n),
                _ => None,
            };
            if let Some(shared) = shared {
                // A block: each distinct row once as a `const`, then the
                // table as a list of row names.
                let ty = format!("[{}; {n}]", data.values.elem_type());
                let mut out = String::from("{\n");
                out.push_str(helper.as_deref().unwrap_or_default());
                for (k, &a) in shared.first.iter().enumerate() {
                    let value = row(&data.values, a * n, n, &inner, elem);
                    let head = format!("{inner}const {}: {ty} =", row_name(k));
                    // A one-line value too long for the line goes on the
                    // next, as rustfmt puts it.
                    let sep = if !value.contains('\n') && head.len() + value.len() + 2 > LINE_WIDTH
                    {
                        format!("\n{inner}{INDENT}")
                    } else {
                        " ".to_string()
                    };
                    let _ = writeln!(out, "{head}{sep}{value};");
                }
                let names = shared.class_of.iter().map(|&k| row_name(k)).collect();
                let _ = writeln!(out, "{inner}{}", list(names, &inner));
                out.push_str(indent);
                out.push('}');
                return out;
            }
            // One row per line, at `at`.
            let rows = |at: &str| {
                let deeper = format!("{at}{INDENT}");
                let mut out = String::from("[\n");
                for a in 0..data.shape.rows() {
                    let value = row(&data.values, a * n, n, &deeper, elem);
                    let _ = writeln!(out, "{deeper}{value},");
                }
                out.push_str(at);
                out.push(']');
                out
            };
            match helper {
                Some(helper) => in_block(&helper, indent, &rows(&inner)),
                None => rows(indent),
            }
        }
    }
}

/// `{ helper value }`, the block at `indent` and its contents one level
/// deeper (`helper` is already indented, line by line).
fn in_block(helper: &str, indent: &str, value: &str) -> String {
    format!("{{\n{helper}{indent}{INDENT}{value}\n{indent}}}")
}

fn doc_lines(out: &mut String, docs: &[String], indent: &str) {
    for line in docs {
        if line.is_empty() {
            let _ = writeln!(out, "{indent}///");
        } else {
            let _ = writeln!(out, "{indent}/// {line}");
        }
    }
}

/// One item: docs, then `pub static NAME: TYPE = VALUE;`.
pub fn item(item: &Item, indent: &str) -> String {
    item_with_refs(item, &[], indent)
}

/// [`item`], the rows `refs` names written as those rows (see
/// [`BoardModule::row_refs`]).
fn item_with_refs(item: &Item, refs: &[Option<RowRef>], indent: &str) -> String {
    let mut out = String::new();
    doc_lines(&mut out, item.docs(), indent);
    let keyword = match item.kind() {
        ItemKind::Static => "static",
        ItemKind::Const => "const",
        ItemKind::HiddenConst => {
            let _ = writeln!(out, "{indent}#[doc(hidden)]");
            "const"
        }
        ItemKind::HiddenStatic | ItemKind::HiddenBytes => {
            let _ = writeln!(out, "{indent}#[doc(hidden)]");
            "static"
        }
    };
    // The data as Rust holds it, converted once for its type and value.
    let data = item.rust_data();
    let value = if refs.is_empty() {
        value(&data, indent)
    } else {
        rows_with_refs(item.data(), refs, indent)
    };
    let _ = writeln!(
        out,
        "{indent}pub {keyword} {}: {} = {value};",
        item.name(),
        data.rust_type(),
    );
    out
}

/// A table of bitboards whose rows `refs` names are an earlier table's:
/// one row per line, `RAYS[0]` or the row's values (256-bit values through
/// `Bitboard256::__words`); a list is the one row alone.
fn rows_with_refs(data: &Data, refs: &[Option<RowRef>], indent: &str) -> String {
    let n = data.row_len();
    let deeper = format!("{indent}{INDENT}");
    let row_text = |r: usize, at: &str| match (&refs[r], &data.values) {
        (Some(source), _) => match source.row {
            Some(k) => format!("{}[{k}]", source.item),
            None => source.item.clone(),
        },
        (None, Values::Wide(v)) => wide_words(
            &format!("{WIDE_TYPE}::{WIDE_WORDS}"),
            &v[r * n..(r + 1) * n],
            at,
        ),
        (None, values) => row(values, r * n, n, at, &|i| elem(values, i)),
    };
    if let Shape::List(_) = data.shape {
        return row_text(0, indent);
    }
    let mut out = String::from("[\n");
    for r in 0..refs.len() {
        let _ = writeln!(out, "{deeper}{},", row_text(r, &deeper));
    }
    out.push_str(indent);
    out.push(']');
    out
}

/// A macro call, `::PATH! { KEY = VALUE, .. }`, one argument a line.
fn invocation(out: &mut String, call: &Invocation, indent: &str) {
    let inner = format!("{indent}{INDENT}");
    let _ = writeln!(out, "{indent}::{}! {{", call.path().join("::"));
    for (key, value) in call.args() {
        let value = match value {
            MacroArg::Int(n) => n.to_string(),
            MacroArg::Str(text) => format!("{text:?}"),
            MacroArg::Ident(name) | MacroArg::Type(name) => name.clone(),
            MacroArg::Idents(names) => wrapped(names.clone(), ('[', ']'), &inner),
            MacroArg::Ints(values) => {
                let values = values.iter().map(usize::to_string).collect();
                wrapped(values, ('[', ']'), &inner)
            }
        };
        let _ = writeln!(out, "{inner}{key} = {value},");
    }
    let _ = writeln!(out, "{indent}}}");
}

/// The `Square` enum.
fn square_enum(out: &mut String, e: &SquareEnum, indent: &str) {
    let inner = format!("{indent}{INDENT}");
    doc_lines(out, e.docs(), indent);
    let _ = writeln!(out, "{indent}#[repr({})]", SquareEnum::REPR);
    let _ = writeln!(out, "{indent}#[derive({})]", SquareEnum::DERIVES.join(", "));
    let _ = writeln!(out, "{indent}pub enum {} {{", SquareEnum::NAME);
    for v in e.variants() {
        let _ = writeln!(out, "{inner}/// {}", v.doc);
        let _ = writeln!(out, "{inner}{} = {},", v.name, v.index);
    }
    let _ = writeln!(out, "{indent}}}");
}

/// The whole board module, `pub mod NAME { .. }`, as formatted source.
pub fn module(m: &BoardModule) -> String {
    let i1 = INDENT;
    let i2 = format!("{INDENT}{INDENT}");
    let mut out = String::new();
    doc_lines(&mut out, m.docs(), "");
    let _ = writeln!(out, "pub mod {} {{", m.name());
    for (k, it) in m.items().iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        out.push_str(&item_with_refs(it, m.row_refs(k), i1));
    }
    out.push('\n');
    let x88 = m.x88();
    doc_lines(&mut out, x88.docs(), i1);
    let _ = writeln!(out, "{i1}pub mod x88 {{");
    for it in x88.items() {
        out.push_str(&item(it, &i2));
    }
    if let Some(api) = m.api() {
        invocation(&mut out, api.x88(), &i2);
    }
    let _ = writeln!(out, "{i1}}}");
    out.push('\n');
    square_enum(&mut out, m.square(), i1);
    if let Some(api) = m.api() {
        for it in api.items() {
            out.push('\n');
            out.push_str(&item(it, i1));
        }
        out.push('\n');
        invocation(&mut out, api.board(), i1);
        for call in api.pieces() {
            out.push('\n');
            invocation(&mut out, call, i1);
        }
    }
    out.push_str("}\n");
    out
}
