//! Property tests of the front end: no input makes the parser or the
//! expander panic, every error message is lowercase, and valid argument
//! lists (any order, any integer notation, trailing comma or not) expand to
//! arrays of exactly the board's size, of the right bitboard width and in
//! the requested mapping's order.
//!
//! Inputs are built as strings and lexed with `proc_macro2` (outside a
//! compiler it uses its own lexer); strings that do not lex are skipped.

use geometry_macros_support::{Table, board_tokens, table_tokens};
use proc_macro2::{Delimiter, Literal, TokenStream, TokenTree};
use proptest::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};

const KEYS: &[&str] = &[
    "files", "ranks", "mapping", "files", "ranks", "mapping", "fils", "rank", "file", "Files",
    "RANKS", "maping", "mappings", "size", "r#files", "_", "true", "self", "mod", "8",
];

const VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "5",
    "8",
    "9",
    "10",
    "12",
    "16",
    "17",
    "255",
    "256",
    "-1",
    "-8",
    "- 8",
    "-8.5",
    "8u8",
    "10usize",
    "0x10",
    "0b101",
    "0o7",
    "1_0",
    "8_",
    "8.0",
    "8.",
    "1e3",
    "8f32",
    "18446744073709551616",
    "340282366920938463463374607431768211455",
    "340282366920938463463374607431768211456",
    "99999999999999999999999999999999999999999999999999",
    "0x1ffffffffffffffffffffffffffffffffffff",
    "\"8\"",
    "\"lerf\"",
    "\"\"",
    "r#\"lefr\"#",
    "b\"ab\"",
    "c\"x\"",
    "'a'",
    "b'a'",
    "true",
    "EIGHT",
    "std::u8::MAX",
    "::lerf",
    "Mapping::Lerf",
    "crate::lefr",
    "lerf",
    "lerbef",
    "berlef",
    "berf",
    "lefr",
    "lefber",
    "befler",
    "befr",
    "LERF",
    "lrf",
    "zigzag",
    "r#lerf",
    "(8)",
    "[8]",
    "{8}",
    "()",
    "8 8",
    "lerf lefr",
    "-",
    "=",
    "#",
    "::",
    "",
];

const MAPPINGS: &[&str] = &[
    "lerf", "lerbef", "berlef", "berf", "lefr", "lefber", "befler", "befr",
];

const BAD_MAPPINGS: &[&str] = &["lrf", "LERF", "Lefr", "zigzag", "r#lerf", "lerf_", "rf"];

const EQS: &[&str] = &["=", "=", "=", " = ", "==", "=>", ":", "", "+="];

const SEPS: &[&str] = &[
    ",", ",", ",", ", ", ",,", ";", " ", "", ":", ".", "=", "::", "|", "\n",
];

const ATTRS: &[&str] = &[
    "",
    "/// Docs.\n",
    "#[doc = \"x\"]",
    "#[allow(dead_code)] #[cfg(all())]",
    "#",
    "#!",
    "# doc",
    "#[",
];

const VIS: &[&str] = &[
    "",
    "pub",
    "pub(crate)",
    "pub(super)",
    "pub(in crate::a)",
    "pub()",
    "crate",
];

const MOD_KW: &[&str] = &["mod", "", "mode", "fn", "struct"];

const NAMES: &[&str] = &[
    "m",
    "capablanca",
    "r#try",
    "r#m",
    "_",
    "fn",
    "self",
    "Self",
    "",
    "9",
    "\"m\"",
    "a::b",
];

const BODIES: &[(&str, &str)] = &[("{", "}"), ("(", ")"), ("[", "]"), ("", ""), ("", ";")];

const TRAILING: &[&str] = &["", ";", "extra", "{}", "mod x {}", ","];

/// Runs `f`, turning a panic into a test failure that prints `input`.
fn no_panic<T>(
    input: &str,
    f: impl FnOnce() -> syn::Result<T>,
) -> Result<syn::Result<T>, TestCaseError> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => {
            if let Err(e) = &result {
                let message = e.to_string();
                prop_assert!(!message.is_empty(), "empty error message for {input:?}");
                prop_assert!(
                    !message.starts_with(|c: char| c.is_uppercase()),
                    "error message not lowercase for {input:?}: {message}"
                );
            }
            Ok(result)
        }
        Err(_) => Err(TestCaseError::fail(format!("panic on input {input:?}"))),
    }
}

fn pick(pool: &'static [&'static str]) -> impl Strategy<Value = &'static str> {
    prop::sample::select(pool)
}

/// Mostly one of the first `valid` entries of `pool`, sometimes any.
fn mostly<T: Clone + std::fmt::Debug + 'static>(
    pool: &'static [T],
    valid: usize,
) -> impl Strategy<Value = T> {
    prop_oneof![5 => prop::sample::select(&pool[..valid]), 1 => prop::sample::select(pool)]
}

/// `key = value` lists from the pools, with random separators.
fn arg_soup() -> impl Strategy<Value = String> {
    // Mostly well-formed, so that the parser gets deep; any part may be
    // drawn from the pools of odd tokens.
    let key = prop_oneof![8 => pick(&["files", "ranks", "mapping"]), 1 => pick(KEYS)];
    let key_value = key.prop_flat_map(|key| {
        let value = if key == "mapping" {
            prop_oneof![6 => pick(MAPPINGS), 1 => pick(BAD_MAPPINGS), 1 => pick(VALUES)]
                .prop_map(String::from)
                .boxed()
        } else {
            prop_oneof![
                4 => (1usize..=16).prop_map(|n| int_text(n, n as u8)),
                1 => (0usize..=300).prop_map(|n| n.to_string()),
                1 => pick(VALUES).prop_map(String::from),
            ]
            .boxed()
        };
        (Just(key), value)
    });
    let eq = prop_oneof![8 => Just("="), 1 => pick(EQS)];
    let sep = prop_oneof![8 => Just(","), 1 => pick(SEPS)];
    let arg = (key_value, eq, sep).prop_map(|((key, value), eq, sep)| (key, eq, value, sep));
    (prop::collection::vec(arg, 0..5), any::<bool>()).prop_map(|(args, trailing)| {
        let mut s = String::new();
        for (i, (key, eq, value, sep)) in args.iter().enumerate() {
            if i > 0 {
                s.push_str(sep);
            }
            s.push_str(&format!("{key} {eq} {value}"));
        }
        if trailing && let Some((.., sep)) = args.last() {
            s.push_str(sep);
        }
        s
    })
}

/// Random runs of tokens, not shaped like arguments at all.
fn token_soup() -> impl Strategy<Value = String> {
    let pool: Vec<&'static str> = KEYS
        .iter()
        .chain(VALUES)
        .chain(EQS)
        .chain(SEPS)
        .copied()
        .collect();
    prop::collection::vec(prop::sample::select(pool), 0..10).prop_map(|v| v.join(" "))
}

/// A valid argument list: each key present or not, in random order, with
/// random integer notation and an optional trailing comma.
#[derive(Clone, Debug)]
struct Valid {
    files: Option<usize>,
    ranks: Option<usize>,
    mapping: Option<&'static str>,
    text: String,
}

impl Valid {
    fn files(&self) -> usize {
        self.files.unwrap_or(8)
    }
    fn ranks(&self) -> usize {
        self.ranks.unwrap_or(8)
    }
    fn squares(&self) -> usize {
        self.files() * self.ranks()
    }
}

fn int_text(n: usize, notation: u8) -> String {
    match notation % 5 {
        0 => format!("{n}"),
        1 => format!("{n:#x}"),
        2 => format!("{n:#b}"),
        3 => format!("{n:#o}"),
        _ => format!("{n}_"),
    }
}

fn valid_args() -> impl Strategy<Value = Valid> {
    (
        prop::option::of(1usize..=16),
        prop::option::of(1usize..=16),
        prop::option::of(prop::sample::select(MAPPINGS)),
        Just([0usize, 1, 2]).prop_shuffle(),
        (any::<u8>(), any::<u8>()),
        any::<bool>(),
        prop::sample::select(&[",", ", ", " ,\n"][..]),
    )
        .prop_map(|(files, ranks, mapping, order, notation, trailing, sep)| {
            let mut parts = Vec::new();
            for key in order {
                match key {
                    0 => {
                        parts.extend(files.map(|n| format!("files = {}", int_text(n, notation.0))))
                    }
                    1 => parts.extend(ranks.map(|n| format!("ranks={}", int_text(n, notation.1)))),
                    _ => parts.extend(mapping.map(|m| format!("mapping = {m}"))),
                }
            }
            let mut text = parts.join(sep);
            if trailing && !parts.is_empty() {
                text.push(',');
            }
            Valid {
                files,
                ranks,
                mapping,
                text,
            }
        })
}

/// The elements of an array expression: `[a, b, ..]`, `*b"..."`, or a
/// block `{ const R0: T = ..; .. [R0, R1, ..] }` that names shared rows.
fn elements(expr: &[TokenTree]) -> Option<Vec<Vec<TokenTree>>> {
    match expr {
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::Brace => {
            let body: Vec<TokenTree> = g.stream().into_iter().collect();
            let (array, mut items) = body.split_last()?;
            // A `bool` table's block first defines the function its rows
            // are written with: `const fn bools<..>(..) -> .. { .. }`.
            if let [
                TokenTree::Ident(kw),
                TokenTree::Ident(f),
                TokenTree::Ident(name),
                ..,
            ] = items
                && kw == "const"
                && f == "fn"
                && name == "bools"
            {
                let body = items.iter().position(
                    |tt| matches!(tt, TokenTree::Group(g) if g.delimiter() == Delimiter::Brace),
                )?;
                items = &items[body + 1..];
            }
            let mut rows = std::collections::HashMap::new();
            for item in items.split(|tt| matches!(tt, TokenTree::Punct(p) if p.as_char() == ';')) {
                match item {
                    [] => {}
                    [TokenTree::Ident(kw), TokenTree::Ident(name), rest @ ..] if kw == "const" => {
                        let eq = rest.iter().position(
                            |tt| matches!(tt, TokenTree::Punct(p) if p.as_char() == '='),
                        )?;
                        rows.insert(name.to_string(), rest[eq + 1..].to_vec());
                    }
                    _ => return None,
                }
            }
            elements(std::slice::from_ref(array))?
                .into_iter()
                .map(|e| match e.as_slice() {
                    [TokenTree::Ident(name)] => rows.get(&name.to_string()).cloned(),
                    _ => Some(e),
                })
                .collect()
        }
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::Bracket => {
            let mut out = Vec::new();
            let mut cur = Vec::new();
            for tt in g.stream() {
                match tt {
                    TokenTree::Punct(p) if p.as_char() == ',' => out.push(std::mem::take(&mut cur)),
                    tt => cur.push(tt),
                }
            }
            if !cur.is_empty() {
                out.push(cur);
            }
            Some(out)
        }
        [TokenTree::Punct(star), TokenTree::Literal(lit)] if star.as_char() == '*' => {
            let syn::Lit::ByteStr(bytes) = syn::Lit::new(lit.clone()) else {
                return None;
            };
            Some(
                bytes
                    .value()
                    .into_iter()
                    .map(|b| vec![TokenTree::Literal(Literal::u8_suffixed(b))])
                    .collect(),
            )
        }
        _ => None,
    }
}

/// The positions of a row of flags written `bools(b"..")`.
fn bool_row(expr: &[TokenTree]) -> Option<Vec<u8>> {
    let [TokenTree::Ident(f), TokenTree::Group(g)] = expr else {
        return None;
    };
    if f != "bools" {
        return None;
    }
    match g.stream().into_iter().collect::<Vec<_>>().as_slice() {
        [TokenTree::Literal(lit)] => match syn::Lit::new(lit.clone()) {
            syn::Lit::ByteStr(bytes) => Some(bytes.value()),
            _ => None,
        },
        _ => None,
    }
}

fn int_value(expr: &[TokenTree]) -> Option<(u128, String)> {
    match expr {
        [TokenTree::Literal(lit)] => match syn::Lit::new(lit.clone()) {
            syn::Lit::Int(i) => Some((i.base10_parse().ok()?, i.suffix().to_string())),
            _ => None,
        },
        _ => None,
    }
}

/// What a table's expansion must look like, worked out from the board's
/// size without the core.
enum Expect {
    Scalar(Option<u128>),
    List(usize),
    /// `rows` arrays of `len` elements (a pair table is `len` of `len`).
    Rows(usize, usize),
}

fn expected(table: Table, files: usize, ranks: usize) -> (Expect, bool) {
    let n = files * ranks;
    let width = (2 * files - 1).next_power_of_two();
    match table {
        Table::Files => (Expect::Scalar(Some(files as u128)), false),
        Table::Ranks => (Expect::Scalar(Some(ranks as u128)), false),
        Table::Squares => (Expect::Scalar(Some(n as u128)), false),
        Table::DarkSquares | Table::LightSquares => (Expect::Scalar(None), true),
        Table::SquareNames | Table::SquareColor | Table::Diagonal | Table::AntiDiagonal => {
            (Expect::List(n), false)
        }
        Table::KnightDist
        | Table::KingDist
        | Table::TaxiDist
        | Table::SameDiagonal
        | Table::SameAntiDiagonal => (Expect::Rows(n, n), false),
        Table::FileBb => (Expect::List(files), true),
        Table::RankBb => (Expect::List(ranks), true),
        Table::DiagonalBb | Table::AntiDiagonalBb => (Expect::List(files + ranks - 1), true),
        Table::BetweenBb | Table::LineBb => (Expect::Rows(n, n), true),
        Table::X88Attack | Table::X88Step => (Expect::List(2 * width * ranks + 1), false),
        Table::KnightAttacks | Table::KingAttacks => (Expect::List(n), true),
        Table::PawnAttacks | Table::PawnPushes => (Expect::Rows(2, n), true),
        Table::PawnDoublePushRank | Table::PromotionRank => (Expect::List(2), true),
        Table::Rays => (Expect::Rows(8, n), true),
        Table::ForwardRanksBb => (Expect::Rows(2, ranks), true),
        Table::ForwardFileBb | Table::PawnAttackSpan | Table::PassedPawnSpan => {
            (Expect::Rows(2, n), true)
        }
        Table::AdjacentFilesBb => (Expect::List(files), true),
        Table::FileEdgeDist
        | Table::RankEdgeDist
        | Table::CenterKingDist
        | Table::CenterTaxiDist => (Expect::List(n), false),
    }
}

/// Checks one table's expansion against its expected shape.
fn check_table(
    table: Table,
    v: &Valid,
    out: syn::Result<TokenStream>,
) -> Result<(), TestCaseError> {
    let input = &v.text;
    let (expect, bitboard) = expected(table, v.files(), v.ranks());
    let n = v.squares();
    let out: Vec<TokenTree> = match out {
        Ok(ts) => ts.into_iter().collect(),
        Err(e) => {
            return Err(TestCaseError::fail(format!(
                "{table:?}({input}) failed: {e}"
            )));
        }
    };
    // Past 128 squares a pair table of bitboards is its distinct values and
    // an index per entry.
    if bitboard && n > 128 && matches!(expect, Expect::Rows(rows, _) if rows == n) {
        return check_indexed_pairs(table, input, n, &out);
    }
    // Past 128 squares another bitboard table is the words of its
    // bitboards, the low `W` of each (1 to 4, enough for the highest
    // square), through a hidden constructor that the table's type sizes:
    // `::geometry_tables::Bitboard256::__words(W, &[w0, ..])` for a list,
    // `__rows` for rows; a single bitboard is
    // `::geometry_tables::Bitboard256([w0, w1, w2, w3])`.
    if bitboard && n > 128 {
        let text: Vec<String> = out.iter().take(6).map(ToString::to_string).collect();
        prop_assert_eq!(
            text.join(" "),
            ": : geometry_tables : : Bitboard256",
            "{:?}({})",
            table,
            input
        );
        let (ctor, len) = match expect {
            Expect::Scalar(_) => (None, 1),
            Expect::List(len) => (Some("__words"), len),
            Expect::Rows(count, len) => (Some("__rows"), count * len),
        };
        let mut width = 4;
        let words = match (ctor, &out[6..]) {
            (None, [TokenTree::Group(g)]) => g.stream().into_iter().collect::<Vec<_>>(),
            (
                Some(ctor),
                [
                    TokenTree::Punct(_),
                    TokenTree::Punct(_),
                    TokenTree::Ident(name),
                    TokenTree::Group(g),
                ],
            ) if name == ctor => match g.stream().into_iter().collect::<Vec<_>>().as_slice() {
                [
                    TokenTree::Literal(w),
                    TokenTree::Punct(comma),
                    TokenTree::Punct(amp),
                    words,
                ] if comma.as_char() == ',' && amp.as_char() == '&' => {
                    width = w.to_string().parse().unwrap_or(0);
                    vec![words.clone()]
                }
                _ => {
                    return Err(TestCaseError::fail(format!(
                        "{table:?}({input}): not `W, &[..]`"
                    )));
                }
            },
            _ => {
                return Err(TestCaseError::fail(format!(
                    "{table:?}({input}): not the constructor {ctor:?}"
                )));
            }
        };
        let count = match words.as_slice() {
            [TokenTree::Group(array)] => array
                .stream()
                .into_iter()
                .filter(|t| t.to_string() != ",")
                .count(),
            _ => 0,
        };
        // The last square is bit `n - 1`, in word `(n - 1) / 64`.
        let needed = match expect {
            Expect::Scalar(_) => 4,
            _ => (n - 1) / 64 + 1,
        };
        prop_assert!(
            (1..=needed).contains(&width),
            "{:?}({}): {} words a value",
            table,
            input,
            width
        );
        prop_assert_eq!(count, width * len, "{:?}({})", table, input);
        return Ok(());
    }
    let width = if n <= 64 { "u64" } else { "u128" };
    let check_elem = |elem: &[TokenTree]| -> Result<(), TestCaseError> {
        if bitboard {
            let suffix = int_value(elem).map(|(_, s)| s);
            prop_assert_eq!(suffix.as_deref(), Some(width), "{:?}({})", table, input);
        }
        Ok(())
    };
    match expect {
        Expect::Scalar(value) => {
            if let Some(value) = value {
                prop_assert_eq!(
                    int_value(&out).map(|(v, _)| v),
                    Some(value),
                    "{:?}({})",
                    table,
                    input
                );
            }
            check_elem(&out)?;
        }
        Expect::List(len) => {
            let elems = elements(&out).ok_or_else(|| {
                TestCaseError::fail(format!("{table:?}({input}) is not an array"))
            })?;
            prop_assert_eq!(elems.len(), len, "{:?}({})", table, input);
            for e in &elems {
                check_elem(e)?;
            }
        }
        Expect::Rows(count, len) => {
            let rows = elements(&out).ok_or_else(|| {
                TestCaseError::fail(format!("{table:?}({input}) is not an array"))
            })?;
            prop_assert_eq!(rows.len(), count, "{:?}({})", table, input);
            for row in &rows {
                // A row of flags is the positions of its `true`s, in order.
                if let Some(set) = bool_row(row) {
                    prop_assert!(
                        set.windows(2).all(|w| w[0] < w[1])
                            && set.iter().all(|&at| usize::from(at) < len),
                        "{:?}({}): positions {:?} in a row of {}",
                        table,
                        input,
                        set,
                        len
                    );
                    continue;
                }
                let elems = elements(row).ok_or_else(|| {
                    TestCaseError::fail(format!("{table:?}({input}): a row is not an array"))
                })?;
                prop_assert_eq!(elems.len(), len, "{:?}({})", table, input);
                if let Some(e) = elems.first() {
                    check_elem(e)?;
                }
            }
        }
    }
    Ok(())
}

/// A pair table past 128 squares: `{ use ::geometry_tables::Bitboard256
/// as B; use ::geometry_tables::Bitboard256Row as R; static VALUES: [B; K]
/// = B::__words(W, &[..]); ::geometry_tables::Bitboard256Pairs::__new([
/// R::__new(&VALUES, *b"..", *b".." or [0; N]), ..]) }`: `n` rows of `n`
/// indices, each below `K`, and `K` values of `W` words.
fn check_indexed_pairs(
    table: Table,
    input: &str,
    n: usize,
    out: &[TokenTree],
) -> Result<(), TestCaseError> {
    let fail = |what: &str| TestCaseError::fail(format!("{table:?}({input}): {what}"));
    let block: Vec<TokenTree> = match out {
        [TokenTree::Group(g)] if g.delimiter() == proc_macro2::Delimiter::Brace => {
            g.stream().into_iter().collect()
        }
        _ => return Err(fail("not a block")),
    };
    let text = |range: std::ops::Range<usize>| -> String {
        block[range]
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    prop_assert_eq!(
        text(0..block.len().min(10)),
        "use : : geometry_tables : : Bitboard256 as B ;"
    );
    let statement_ends: Vec<usize> = block
        .iter()
        .enumerate()
        .filter(|(_, tt)| matches!(tt, TokenTree::Punct(p) if p.as_char() == ';'))
        .map(|(at, _)| at)
        .collect();
    prop_assert_eq!(
        statement_ends.len(),
        3,
        "{:?}({}): three statements",
        table,
        input
    );
    prop_assert_eq!(
        text(statement_ends[0] + 1..statement_ends[1]),
        "use : : geometry_tables : : Bitboard256Row as R"
    );
    // `static VALUES: [B; K] = B::__words(W, &[w0, w1, ..]);`, `W` words a
    // value.
    let values = &block[statement_ends[1] + 1..statement_ends[2]];
    let count = match values {
        [
            TokenTree::Ident(s),
            TokenTree::Ident(name),
            TokenTree::Punct(_),
            TokenTree::Group(ty),
            TokenTree::Punct(_),
            TokenTree::Ident(b),
            TokenTree::Punct(_),
            TokenTree::Punct(_),
            TokenTree::Ident(ctor),
            TokenTree::Group(args),
        ] if s == "static" && name == "VALUES" && b == "B" && ctor == "__words" => {
            let ty: Vec<String> = ty.stream().into_iter().map(|t| t.to_string()).collect();
            let k: usize = ty
                .last()
                .and_then(|k| k.parse().ok())
                .ok_or_else(|| fail("no count"))?;
            let (width, words) = match args.stream().into_iter().collect::<Vec<_>>().as_slice() {
                [
                    TokenTree::Literal(width),
                    TokenTree::Punct(comma),
                    TokenTree::Punct(amp),
                    TokenTree::Group(array),
                ] if comma.as_char() == ',' && amp.as_char() == '&' => (
                    width.to_string().parse::<usize>().unwrap_or(0),
                    array
                        .stream()
                        .into_iter()
                        .filter(|t| t.to_string() != ",")
                        .count(),
                ),
                _ => return Err(fail("values not `W, &[..]`")),
            };
            prop_assert!(
                (1..=(n - 1) / 64 + 1).contains(&width),
                "{:?}({})",
                table,
                input
            );
            prop_assert_eq!(words, width * k, "{:?}({})", table, input);
            k
        }
        _ => return Err(fail("no `static VALUES`")),
    };
    // `::geometry_tables::Bitboard256Pairs::__new([R::__new(..), ..])`
    let call = &block[statement_ends[2] + 1..];
    prop_assert_eq!(
        text(statement_ends[2] + 1..statement_ends[2] + 10),
        ": : geometry_tables : : Bitboard256Pairs : : __new"
    );
    let rows = match call.last() {
        Some(TokenTree::Group(args)) => {
            let inner: Vec<TokenTree> = args.stream().into_iter().collect();
            elements(&inner).ok_or_else(|| fail("rows"))?
        }
        _ => return Err(fail("no call")),
    };
    prop_assert_eq!(rows.len(), n, "{:?}({})", table, input);
    for row in &rows {
        let args = match row.last() {
            Some(TokenTree::Group(g)) => g.stream().into_iter().collect::<Vec<_>>(),
            _ => return Err(fail("a row is not a call")),
        };
        let parts: Vec<Vec<TokenTree>> = args
            .split(|tt| matches!(tt, TokenTree::Punct(p) if p.as_char() == ','))
            .map(<[TokenTree]>::to_vec)
            .collect();
        prop_assert_eq!(parts.len(), 3, "{:?}({})", table, input);
        let bytes = |part: &[TokenTree]| -> Option<Vec<u128>> {
            match part {
                [TokenTree::Group(zeros)] => {
                    let z: Vec<String> =
                        zeros.stream().into_iter().map(|t| t.to_string()).collect();
                    (z.len() == 3 && z[0] == "0").then(|| vec![0; z[2].parse().unwrap_or(0)])
                }
                part => Some(
                    elements(part)?
                        .iter()
                        .map(|b| int_value(b).map_or(u128::MAX, |(v, _)| v))
                        .collect(),
                ),
            }
        };
        let (low, high) = (bytes(&parts[1]), bytes(&parts[2]));
        let (Some(low), Some(high)) = (low, high) else {
            return Err(fail("a row's indices"));
        };
        prop_assert_eq!(low.len(), n, "{:?}({})", table, input);
        prop_assert_eq!(high.len(), n, "{:?}({})", table, input);
        for (lo, hi) in low.iter().zip(&high) {
            prop_assert!(
                lo | hi << 8 < count as u128,
                "{:?}({}): an index past the values",
                table,
                input
            );
        }
    }
    Ok(())
}

fn square_name(file: usize, rank: usize) -> String {
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

/// The names of the squares at index 0 and 1 under `mapping`, decoded from
/// the mapping's name: `le`/`be` then the major coordinate (`r` or `f`),
/// then the minor one's order: `lef`, `bef`, `ler`, `ber`, or just `f` or
/// `r` when it is the major one's.
fn first_two_squares(mapping: &str, files: usize, ranks: usize) -> (String, Option<String>) {
    let major_ascending = mapping.starts_with("le");
    let rest = &mapping[2..];
    let rank_major = rest.starts_with('r');
    let minor = &rest[1..];
    let minor_ascending = if minor.len() <= 1 {
        major_ascending
    } else {
        minor.starts_with("le")
    };
    let (files_ascending, ranks_ascending) = if rank_major {
        (minor_ascending, major_ascending)
    } else {
        (major_ascending, minor_ascending)
    };
    let start = |len: usize, ascending: bool| if ascending { 0 } else { len - 1 };
    let step = |x: usize, ascending: bool| if ascending { x + 1 } else { x.wrapping_sub(1) };
    let (f0, r0) = (start(files, files_ascending), start(ranks, ranks_ascending));
    let second = match (rank_major, files > 1, ranks > 1) {
        (true, true, _) | (false, true, false) => Some((step(f0, files_ascending), r0)),
        (false, _, true) | (true, false, true) => Some((f0, step(r0, ranks_ascending))),
        _ => None,
    };
    (square_name(f0, r0), second.map(|(f, r)| square_name(f, r)))
}

fn string_value(elem: &[TokenTree]) -> Option<String> {
    match elem {
        [TokenTree::Literal(lit)] => match syn::Lit::new(lit.clone()) {
            syn::Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(1024))]

    /// Argument soup through every table macro's entry point: tokens or
    /// an error, never a panic.
    #[test]
    fn table_args_never_panic(src in prop_oneof![arg_soup(), token_soup()], t in prop::sample::select(&Table::ALL[..])) {
        let Ok(tokens) = src.parse::<TokenStream>() else { return Ok(()) };
        let _outcome = no_panic(&src, || table_tokens(t, tokens))?;
    }
}

proptest! {
    #![proptest_config(config(512))]

    /// `board!` input soup: attributes, visibility, `mod`, name, body
    /// delimiters and trailing tokens drawn from valid and invalid pools.
    #[test]
    fn board_input_never_panics(
        attrs in mostly(ATTRS, 4),
        vis in mostly(VIS, 4),
        kw in mostly(MOD_KW, 1),
        name in mostly(NAMES, 4),
        body in mostly(BODIES, 1),
        args in arg_soup(),
        trailing in mostly(TRAILING, 1),
    ) {
        let src = format!("{attrs} {vis} {kw} {name} {}{args}{} {trailing}", body.0, body.1);
        let Ok(tokens) = src.parse::<TokenStream>() else { return Ok(()) };
        let _outcome = no_panic(&src, || board_tokens(tokens))?;
    }
}

proptest! {
    #![proptest_config(config(192))]

    /// Valid arguments expand to an array of the board's exact size.
    #[test]
    fn valid_args_expand_to_arrays_of_the_right_size(v in valid_args(), t in prop::sample::select(&Table::ALL[..])) {
        let tokens: TokenStream = v.text.parse().expect("valid arguments lex");
        for table in [Table::Files, Table::Ranks, Table::Squares, t] {
            let out = no_panic(&v.text, || table_tokens(table, tokens.clone()))?;
            check_table(table, &v, out)?;
        }
        // The mapping decides the order of the squares.
        let out = no_panic(&v.text, || table_tokens(Table::SquareNames, tokens.clone()))?;
        let out: Vec<TokenTree> = out.map_err(|e| TestCaseError::fail(e.to_string()))?.into_iter().collect();
        let names = elements(&out).unwrap_or_default();
        let (first, second) = first_two_squares(v.mapping.unwrap_or("lerf"), v.files(), v.ranks());
        prop_assert_eq!(names.first().and_then(|e| string_value(e)), Some(first), "{}", v.text);
        prop_assert_eq!(names.get(1).and_then(|e| string_value(e)), second, "{}", v.text);
    }
}

/// Finds `NAME : TYPE = <int>` among `tokens` and returns the integer.
fn const_value(tokens: &[TokenTree], name: &str) -> Option<u128> {
    let at = tokens
        .iter()
        .position(|tt| matches!(tt, TokenTree::Ident(i) if i == name))?;
    let eq = tokens[at..]
        .iter()
        .position(|tt| matches!(tt, TokenTree::Punct(p) if p.as_char() == '='))?;
    int_value(tokens.get(at + eq + 1..at + eq + 2)?).map(|(v, _)| v)
}

proptest! {
    #![proptest_config(config(24))]

    /// Valid `board!` input expands to a module of the right board.
    #[test]
    fn valid_board_expands_to_the_right_module(v in valid_args(), vis in pick(&["", "pub", "pub(crate)"]), name in pick(&["m", "r#type", "capablanca"])) {
        let src = format!("/// Docs.\n{vis} mod {name} {{ {} }}", v.text);
        let tokens: TokenStream = src.parse().expect("valid input lexes");
        let out = no_panic(&src, || board_tokens(tokens))?;
        let out: Vec<TokenTree> = out.map_err(|e| TestCaseError::fail(format!("{src}: {e}")))?.into_iter().collect();
        let at = out.iter().position(|tt| matches!(tt, TokenTree::Ident(i) if i == "mod"));
        let (name_tt, body) = match at.map(|i| (out.get(i + 1), out.get(i + 2))) {
            Some((Some(TokenTree::Ident(n)), Some(TokenTree::Group(g)))) => (n.to_string(), g.stream()),
            _ => return Err(TestCaseError::fail(format!("{src}: no `mod NAME {{ .. }}`"))),
        };
        prop_assert_eq!(name_tt, name);
        let body: Vec<TokenTree> = body.into_iter().collect();
        prop_assert_eq!(const_value(&body, "FILES"), Some(v.files() as u128), "{}", src);
        prop_assert_eq!(const_value(&body, "RANKS"), Some(v.ranks() as u128), "{}", src);
        let has_bitboards = body.iter().any(|tt| matches!(tt, TokenTree::Ident(i) if i == "BETWEEN_BB"));
        prop_assert!(has_bitboards, "{}", src);
    }
}

#[test]
fn decoded_mapping_names_match_the_documented_corners() {
    // The crate docs' table: the square at index 0 on 8x8.
    for (mapping, a1_at_zero) in [
        ("lerf", "a1"),
        ("lerbef", "h1"),
        ("berlef", "a8"),
        ("berf", "h8"),
        ("lefr", "a1"),
        ("lefber", "a8"),
        ("befler", "h1"),
        ("befr", "h8"),
    ] {
        assert_eq!(first_two_squares(mapping, 8, 8).0, a1_at_zero, "{mapping}");
    }
    assert_eq!(first_two_squares("lerf", 8, 8).1.as_deref(), Some("b1"));
    assert_eq!(first_two_squares("lefr", 8, 8).1.as_deref(), Some("a2"));
    assert_eq!(first_two_squares("lefr", 8, 1).1.as_deref(), Some("b1"));
    assert_eq!(first_two_squares("berf", 1, 1).1, None);
}
