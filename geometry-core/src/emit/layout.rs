//! Line layout shared by the text printers.

use std::fmt::Write as _;

/// One indentation level.
pub(crate) const INDENT: &str = "    ";
/// The line width the printers wrap to, as rustfmt does.
pub(crate) const LINE_WIDTH: usize = 100;

/// `elems` between `open` and `close` (`[..]` for Rust, `{..}` for C): on
/// one line if it fits at `indent`, else wrapped to the line width one
/// level deeper, as rustfmt lays out a long array.
pub(crate) fn wrapped(elems: Vec<String>, (open, close): (char, char), indent: &str) -> String {
    let flat = format!("{open}{}{close}", elems.join(", "));
    if indent.len() + flat.len() <= LINE_WIDTH {
        return flat;
    }
    let inner = format!("{indent}{INDENT}");
    let mut out = format!("{open}\n");
    let mut line = String::new();
    for e in elems {
        if !line.is_empty() && inner.len() + line.len() + e.len() + 2 > LINE_WIDTH {
            let _ = writeln!(out, "{inner}{}", line.trim_end());
            line.clear();
        }
        line.push_str(&e);
        line.push_str(", ");
    }
    let _ = writeln!(out, "{inner}{}", line.trim_end());
    out.push_str(indent);
    out.push(close);
    out
}
