//! Which error the parser reports, and which source text it points at.
//!
//! The messages are the core's (`ArgError`'s `Display`), so these tests
//! check the parser's choice of error and its span, not the wording. The
//! span is read as a compiler reads it: a `compile_error!` from the start
//! of its first token to the end of its last. proc-macro2's `span-locations`
//! feature gives the byte offsets outside a compiler, and, like a nightly
//! compiler, lets an error point inside a string literal.

use geometry_core::__private::args::{ArgError, Key};
use geometry_core::{Betza, Board, parse_region};
use geometry_macros_support::{Table, board_tokens, table_tokens};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::ops::Range;

/// An error's message and the text of `source` its span covers (empty
/// for the macro's call site).
fn message_and_span(error: syn::Error, source: &str) -> (String, String) {
    let (message, range) = message_and_range(error);
    let covered = source
        .get(range)
        .unwrap_or_else(|| panic!("a span inside {source:?}"));
    (message, covered.to_string())
}

/// An error's message and the bytes its span covers, read from the
/// `compile_error!` tokens: the start of the first, the end of the last.
fn message_and_range(error: syn::Error) -> (String, Range<usize>) {
    let message = error.to_string();
    let tokens: Vec<TokenTree> = error.into_compile_error().into_iter().collect();
    let (Some(first), Some(last)) = (tokens.first(), tokens.last()) else {
        panic!("`compile_error!` has tokens");
    };
    (
        message,
        first.span().byte_range().start..last.span().byte_range().end,
    )
}

/// `board!`'s error on `mod m { KEY = [NAME = LITERAL] }`, with the part
/// of the literal it covers in brackets: `"a1 [q3]"`.
fn literal_error(key: &str, name: &str, literal: &str) -> (String, String) {
    let source = format!("mod m {{ {key} = [{name} = {literal}] }}");
    let error = board_tokens(lex(&source)).expect_err("a bad literal");
    let (message, range) = message_and_range(error);
    let at = source.find(literal).expect("the literal is in the source");
    let (start, end) = (range.start - at, range.end - at);
    let marked = match (
        literal.get(..start),
        literal.get(start..end),
        literal.get(end..),
    ) {
        (Some(before), Some(inside), Some(after)) => format!("{before}[{inside}]{after}"),
        _ => panic!("{literal}: a span inside the literal, not {range:?}"),
    };
    (message, marked)
}

fn lex(source: &str) -> TokenStream {
    source.parse().expect("the test's input lexes")
}

/// `board!`'s error on `source`: message and covered text.
fn board_error(source: &str) -> (String, String) {
    match board_tokens(lex(source)) {
        Ok(_) => panic!("{source:?} expanded"),
        Err(error) => message_and_span(error, source),
    }
}

/// A table macro's error on `source`.
fn table_error(source: &str) -> (String, String) {
    match table_tokens(Table::KingDist, lex(source)) {
        Ok(_) => panic!("{source:?} expanded"),
        Err(error) => message_and_span(error, source),
    }
}

/// `board!`'s error on `mod m { ARGS }`, for arguments.
fn args_error(args: &str) -> (String, String) {
    board_error(&format!("mod m {{ {args} }}"))
}

fn pair(error: ArgError, covered: &str) -> (String, String) {
    (error.to_string(), covered.to_string())
}

fn found(text: &str) -> String {
    text.to_string()
}

#[test]
fn a_value_is_described_by_its_kind() {
    let side = |found: &str| ArgError::SideValue {
        key: Key::Files,
        found: found.to_string(),
    };
    let cases = [
        ("files = true", "a boolean", "true"),
        ("files = false", "a boolean", "false"),
        ("files = 'a'", "a character", "'a'"),
        ("files = b'a'", "a character", "b'a'"),
        ("files = \"8\"", "a string", "\"8\""),
        ("files = 8.5", "a float", "8.5"),
        ("files = ::a::b", "a path", "::a::b"),
        ("files = a::b", "a path", "a::b"),
        // `::` before a number is an operator, not the start of a path.
        ("files = ::8", "`::`", "::"),
        ("files = + x y", "`+`", "+"),
        ("files = (8)", "a parenthesized group", "(8)"),
    ];
    for (args, what, covered) in cases {
        assert_eq!(args_error(args), pair(side(what), covered), "{args}");
    }
}

#[test]
fn a_mapping_is_a_name() {
    let mapping = |what: &str| ArgError::MappingValue { found: found(what) };
    assert_eq!(args_error("mapping = 8"), pair(mapping("an integer"), "8"));
    assert_eq!(
        args_error("mapping = -8"),
        pair(mapping("a negative number"), "-8")
    );
    assert_eq!(
        args_error("mapping = -8.5"),
        pair(mapping("a negative number"), "-8.5")
    );
    assert_eq!(args_error("mapping = - x"), pair(mapping("`-`"), "-"));
}

#[test]
fn an_argument_starts_with_a_key() {
    let name = |what: &str| ArgError::ArgumentName { found: found(what) };
    assert_eq!(args_error("true = 8"), pair(name("a boolean"), "true"));
    assert_eq!(args_error("= 8"), pair(name("`=`"), "="));
    assert_eq!(args_error("; files = 8"), pair(name("`;`"), ";"));
    assert_eq!(args_error(", files = 8"), pair(ArgError::LeadingComma, ","));
}

#[test]
fn arguments_are_separated_by_commas() {
    let after = |what: &str| ArgError::Separator {
        after: "files = 8".into(),
        found: found(what),
    };
    // A key and its `=`: most likely a forgotten comma.
    let comma = ArgError::MissingComma {
        before: "files = 8".into(),
        next: "ranks".into(),
    };
    assert_eq!(args_error("files = 8 ranks = 8"), pair(comma, "ranks"));
    // A key without `=`, or an `=` after what is not a key: something else.
    assert_eq!(
        args_error("files = 8 ranks 8"),
        pair(after("a path"), "ranks")
    );
    assert_eq!(
        args_error("files = 8 size = 8"),
        pair(after("a path"), "size")
    );
    assert_eq!(args_error("files = 8; ranks = 8"), pair(after("`;`"), ";"));
}

#[test]
fn an_offset_is_an_unsuffixed_integer() {
    let offset = |what: &str| ArgError::AtomOffset { found: found(what) };
    assert_eq!(
        args_error("leapers = [giraffe(4u8, 1)]"),
        pair(offset("`4u8`"), "4u8")
    );
    assert_eq!(
        args_error("leapers = [giraffe(4, 1i32)]"),
        pair(offset("`1i32`"), "1i32")
    );
    let range = |value: &str| ArgError::AtomOutOfRange {
        value: value.to_string(),
    };
    assert_eq!(
        args_error("leapers = [giraffe(16, 1)]"),
        pair(range("16"), "16")
    );
    assert_eq!(
        args_error("leapers = [mann(wazir, (1, 0x10))]"),
        pair(range("16"), "0x10")
    );
}

#[test]
fn atoms_and_pieces_are_separated_by_commas() {
    let atom = |what: &str| ArgError::Atom { found: found(what) };
    let piece = |what: &str| ArgError::Piece { found: found(what) };
    assert_eq!(
        args_error("leapers = [mann(wazir; ferz)]"),
        pair(atom("`;`"), ";")
    );
    assert_eq!(
        args_error("leapers = [mann(wazir, [1, 2])]"),
        pair(atom("a bracketed group"), "[1, 2]")
    );
    assert_eq!(
        args_error("leapers = [camel; zebra]"),
        pair(piece("`;`"), ";")
    );
    // Only parentheses hold a piece's atoms.
    assert_eq!(
        args_error("leapers = [camel[1, 2]]"),
        pair(piece("a bracketed group"), "[1, 2]")
    );
    // A region's side is `white` or `black`, nothing else.
    let entry = ArgError::RegionEntry {
        found: found("a path"),
    };
    assert_eq!(
        args_error("regions = [a = side(\"a1\")]"),
        pair(entry, "side")
    );
    let regions = ArgError::RegionsValue {
        found: found("a parenthesized group"),
    };
    assert_eq!(
        args_error("regions = (a = \"a1\")"),
        pair(regions, "(a = \"a1\")")
    );
}

#[test]
fn a_board_module_is_declared_with_mod() {
    let cases = [
        ("", ArgError::EmptyBoard, ""),
        ("pub", ArgError::ModuleAtEnd, "pub"),
        (
            "#[doc = \"\"] pub",
            ArgError::ModuleAtEnd,
            "#[doc = \"\"] pub",
        ),
        (
            "#(doc) mod m {}",
            ArgError::AttributeBracket {
                found: found("a parenthesized group"),
            },
            "(doc)",
        ),
        (
            "chess { files = 8 }",
            ArgError::MissingMod {
                name: found("chess"),
            },
            "chess",
        ),
        (
            "chess files",
            ArgError::Module {
                found: found("a path"),
            },
            "chess",
        ),
        (
            "chess (files = 8)",
            ArgError::Module {
                found: found("a path"),
            },
            "chess",
        ),
    ];
    for (source, error, covered) in cases {
        assert_eq!(board_error(source), pair(error, covered), "{source}");
    }
}

#[test]
fn a_table_macro_names_the_first_board_only_key() {
    let only = |key: Key, covered: &str| pair(ArgError::BoardOnly { key }, covered);
    let cases = [
        (
            "regions = [a = \"a1\"], leapers = [camel]",
            Key::Regions,
            "regions",
        ),
        (
            "leapers = [camel], regions = [a = \"a1\"]",
            Key::Leapers,
            "leapers",
        ),
        (
            "files = 9, pieces = [g = \"W\"], regions = [a = \"a1\"]",
            Key::Pieces,
            "pieces",
        ),
        (
            "riders = [r(wazir)], leapers = [camel]",
            Key::Riders,
            "riders",
        ),
        ("regions = [a = \"a1\"]", Key::Regions, "regions"),
    ];
    for (source, key, covered) in cases {
        assert_eq!(table_error(source), only(key, covered), "{source}");
    }
}

/// The region error of `text` on the standard board, as the core reports it.
fn region_error(name: &str, text: &str) -> ArgError {
    let error = parse_region(&Board::STANDARD, text).expect_err("a bad region");
    ArgError::Region {
        name: name.to_string(),
        error,
    }
}

#[test]
fn a_region_error_points_at_its_token_inside_the_string() {
    let cases = [
        ("\"a1  b2   q3\"", "a1  b2   q3", "\"a1  b2   [q3]\""),
        // The first bad token, not an earlier text that contains it.
        ("\"a1 1\"", "a1 1", "\"a1 [1]\""),
        ("\"b2 a1 c3 1\"", "b2 a1 c3 1", "\"b2 a1 c3 [1]\""),
        ("\"q3\"", "q3", "\"[q3]\""),
        ("\"a1 - b2\"", "a1 - b2", "\"a1 [-] b2\""),
        ("\"a1 b2 a1!\"", "a1 b2 a1!", "\"a1 b2 [a1!]\""),
        ("r#\"a1 q3\"#", "a1 q3", "r#\"a1 [q3]\"#"),
        // Escapes: the value is not the source text, so the whole literal.
        ("\"a1\\u{20}q3\"", "a1 q3", "[\"a1\\u{20}q3\"]"),
        // An empty region has no token: the whole literal.
        ("\"  \"", "  ", "[\"  \"]"),
    ];
    for (literal, text, marked) in cases {
        assert_eq!(
            literal_error("regions", "r", literal),
            (region_error("r", text).to_string(), marked.to_string()),
            "{literal}"
        );
    }
}

#[test]
fn a_betza_error_points_at_its_letter_inside_the_string() {
    let cases = [
        ("\"WfX\"", "WfX", "\"Wf[X]\""),
        ("\"NW!\"", "NW!", "\"NW[!]\""),
        ("\"NgR2\"", "NgR2", "\"N[gR2]\""),
        ("r\"WfX\"", "WfX", "r\"Wf[X]\""),
    ];
    for (literal, text, marked) in cases {
        let error = Betza::parse(text).expect_err("a bad Betza string");
        let expected = ArgError::Betza {
            name: "g".into(),
            error,
        };
        assert_eq!(
            literal_error("pieces", "g", literal),
            (expected.to_string(), marked.to_string()),
            "{literal}"
        );
    }
}

/// The integers of static `name`'s initializer in `tokens`: an array's
/// elements, or a scalar alone.
fn static_values(tokens: &TokenStream, name: &str) -> Option<Vec<u128>> {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    for (k, tt) in trees.iter().enumerate() {
        match tt {
            TokenTree::Ident(ident) if ident == name => {
                let equals = trees[k..]
                    .iter()
                    .position(|tt| matches!(tt, TokenTree::Punct(p) if p.as_char() == '='))?;
                let value: Vec<TokenTree> = match trees.get(k + equals + 1)? {
                    TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => {
                        g.stream().into_iter().collect()
                    }
                    tt => vec![tt.clone()],
                };
                return Some(value.iter().filter_map(integer).collect());
            }
            TokenTree::Group(g) => {
                if let Some(values) = static_values(&g.stream(), name) {
                    return Some(values);
                }
            }
            _ => {}
        }
    }
    None
}

/// An integer literal's value, its suffix dropped.
fn integer(tt: &TokenTree) -> Option<u128> {
    let TokenTree::Literal(lit) = tt else {
        return None;
    };
    let text = lit.to_string();
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Whether `tokens` declare a static named `name`.
fn has_static(tokens: &TokenStream, name: &str) -> bool {
    tokens.clone().into_iter().any(|tt| match tt {
        TokenTree::Ident(ident) => ident == name,
        TokenTree::Group(g) => has_static(&g.stream(), name),
        _ => false,
    })
}

#[test]
fn regions_reach_the_module_for_the_side_given() {
    // 3x3 in `lerf`: square (file, rank) is bit `3 * rank + file`.
    let bit = |file: u32, rank: u32| 1u128 << (3 * rank + file);
    let source = "mod m { files = 3, ranks = 3, regions = \
                  [w = white(\"a1\"), b = black(\"a1\"), both = \"a1 c3\"] }";
    let tokens = board_tokens(lex(source)).expect("valid regions");
    // Given for one side, the other's is turned over the middle rank.
    assert_eq!(
        static_values(&tokens, "W_REGION"),
        Some(vec![bit(0, 0), bit(0, 2)])
    );
    assert_eq!(
        static_values(&tokens, "B_REGION"),
        Some(vec![bit(0, 2), bit(0, 0)])
    );
    // Given for both sides: one set.
    let both = bit(0, 0) | bit(2, 2);
    assert_eq!(static_values(&tokens, "BOTH_REGION"), Some(vec![both]));
}

#[test]
fn riders_and_leapers_get_their_own_tables() {
    let expand = |args: &str| {
        board_tokens(lex(&format!("mod m {{ files = 3, ranks = 3, {args} }}")))
            .expect("a valid piece")
    };
    let rider = expand("riders = [r(wazir)]");
    assert!(has_static(&rider, "R_RAYS"));
    assert!(!has_static(&rider, "R_DIST"));
    let leaper = expand("leapers = [r(wazir)]");
    assert!(has_static(&leaper, "R_DIST"));
    assert!(!has_static(&leaper, "R_RAYS"));
}
