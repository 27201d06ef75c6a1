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
    // The one-line form's length, counted before it is built: a table of
    // thousands of elements never fits, and joining them all was wasted.
    let separators = 2 * elems.len().saturating_sub(1);
    let flat = open.len_utf8() + close.len_utf8() + separators;
    if indent.len() + flat + elems.iter().map(String::len).sum::<usize>() <= LINE_WIDTH {
        return format!("{open}{}{close}", elems.join(", "));
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

/// Appends `value` in upper-case hexadecimal, zero-padded to at least
/// `digits` digits: what `{value:0digits$X}` writes, without the
/// formatter, which wrote the padding a character at a time and took a
/// tenth of the source printer's time.
pub(crate) fn push_hex(out: &mut String, value: u128, digits: usize) {
    // At least one digit, as the formatter writes `0`.
    let needed = (u128::BITS - value.leading_zeros()).div_ceil(4).max(1) as usize;
    for k in (0..needed.max(digits)).rev() {
        let shift = u32::try_from(4 * k).unwrap_or(u32::MAX);
        let nibble = value.checked_shr(shift).unwrap_or(0) & 15;
        out.push(char::from(UPPER_HEX[nibble as usize]));
    }
}

/// Appends `byte` as a byte-string escape, `\x0a`: two lower-case digits,
/// what `\\x{byte:02x}` writes.
pub(crate) fn push_byte_escape(out: &mut String, byte: u8) {
    out.push_str("\\x");
    out.push(char::from(LOWER_HEX[usize::from(byte >> 4)]));
    out.push(char::from(LOWER_HEX[usize::from(byte & 15)]));
}

/// The hexadecimal digits, as the formatter writes them for `X` and `x`.
const UPPER_HEX: &[u8; 16] = b"0123456789ABCDEF";
const LOWER_HEX: &[u8; 16] = b"0123456789abcdef";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_digits_as_the_formatter_writes_them() {
        let values = [
            0,
            1,
            0xA,
            0xFF,
            0x1234_5678_9ABC_DEF0,
            u128::from(u64::MAX),
            1 << 127,
            u128::MAX,
        ];
        for v in values {
            for digits in [0, 1, 2, 15, 16, 17, 32, 33, 40] {
                let mut out = String::from("x");
                push_hex(&mut out, v, digits);
                assert_eq!(out, format!("x{v:0digits$X}"), "{v:#x} in {digits} digits");
            }
        }
    }

    #[test]
    fn a_list_stays_on_one_line_exactly_when_it_fits() {
        // `[` + two elements of 48 + `, ` + `]`: 100 characters.
        let elems = vec!["7".repeat(48), "8".repeat(48)];
        let flat = format!("[{}]", elems.join(", "));
        assert_eq!(flat.len(), LINE_WIDTH);
        assert_eq!(wrapped(elems.clone(), ('[', ']'), ""), flat);
        // One character more at an indent of one: each element on a line
        // of its own (two would be 101), one level deeper.
        let deeper = wrapped(elems.clone(), ('[', ']'), " ");
        let line = |e: &str| format!(" {INDENT}{e},\n");
        assert_eq!(
            deeper,
            format!("[\n{}{} ]", line(&elems[0]), line(&elems[1]))
        );
    }

    #[test]
    fn a_wrapped_list_fills_each_line_as_rustfmt_does() {
        // rustfmt ends a wrapped line one column short of the width: it
        // takes the next element only if the line, a space, the element
        // and its comma stay within 99 columns. Elements of 1 to 13
        // characters, as many as make some line end there exactly.
        let mut full = 0;
        for len in 1..=13 {
            for count in [40, 41, 97] {
                let elems: Vec<String> = (0..count)
                    .map(|k: usize| format!("{k:0len$}")[..len].to_string())
                    .collect();
                let out = wrapped(elems.clone(), ('{', '}'), INDENT);
                let lines: Vec<&str> = out.lines().collect();
                assert_eq!((lines[0], *lines.last().unwrap()), ("{", "    }"));
                let body = &lines[1..lines.len() - 1];
                // Every element once, in order, each line a run of them.
                let read: Vec<&str> = body
                    .iter()
                    .flat_map(|l| l.trim_start().trim_end_matches(',').split(", "))
                    .collect();
                assert_eq!(read, elems, "{len} x {count}");
                let mut at = 0;
                for (k, l) in body.iter().enumerate() {
                    assert!(l.starts_with("        "), "{l:?}");
                    assert!(l.len() < LINE_WIDTH, "{len} x {count}: {l:?}");
                    full += usize::from(l.len() == LINE_WIDTH - 1);
                    at += l.trim_start().split(", ").count();
                    if k + 1 < body.len() {
                        let next = l.len() + 1 + elems[at].len() + 1;
                        assert!(next >= LINE_WIDTH, "{len} x {count}: {l:?}");
                    }
                }
            }
        }
        assert!(full > 0, "some line ends at column 99");
    }
}
