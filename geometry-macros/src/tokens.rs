//! The token emitter: prints geometry-core's [`BoardModule`] plan or a
//! single table as `proc_macro2` tokens. Mirrors
//! `geometry_core::emit::source` (the build-script emitter) item for item, with the same
//! forms (see the table in `geometry_core::emit`) except that bitboards are suffixed
//! decimal literals here: `proc_macro` has no hex constructor, and parsing
//! each hex literal is a round trip to rustc's lexer.
//!
//! Built tree by tree on `proc_macro2` alone (no `quote`): this is the hot
//! path of a big `board!`, run unoptimized. It lives in the macro crate, as
//! phf_macros' emitter does, so that geometry-core has no dependencies and
//! compiles in parallel with proc-macro2 and syn.

use geometry_core::data::{BitWidth, Data, Shape, Values};
use geometry_core::emit::{row_name, shared_rows, BoardModule, Item, ItemKind};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

fn ident(name: &str) -> TokenTree {
    TokenTree::Ident(Ident::new(name, Span::call_site()))
}

fn punct(ch: char) -> TokenTree {
    TokenTree::Punct(Punct::new(ch, Spacing::Alone))
}

fn group(delimiter: Delimiter, inner: impl IntoIterator<Item = TokenTree>) -> TokenTree {
    TokenTree::Group(Group::new(delimiter, inner.into_iter().collect()))
}

/// Fixed Rust text as tokens (the conversion functions, the `Square`
/// attributes): a handful of calls per module, since inside rustc each one
/// registers a new source file.
fn code(text: &str) -> TokenStream {
    text.parse()
        .unwrap_or_else(|e| panic!("emitter produced invalid tokens `{text}`: {e}"))
}

/// One element as a literal token.
fn elem(values: &Values, i: usize) -> TokenTree {
    TokenTree::Literal(match values {
        Values::Usize(v) => Literal::usize_unsuffixed(v[i]),
        Values::Str(v) => Literal::string(&v[i]),
        Values::U8(v) => Literal::u8_suffixed(v[i]),
        Values::I8(v) => Literal::i8_suffixed(v[i]),
        Values::U16(v) => Literal::u16_suffixed(v[i]),
        Values::Bool(v) => return ident(if v[i] { "true" } else { "false" }),
        Values::Bits(w, v) => match w {
            BitWidth::U64 => Literal::u64_suffixed(v[i] as u64),
            BitWidth::U128 => Literal::u128_suffixed(v[i]),
        },
    })
}

/// `a, b, c` (no trailing comma) into `out`.
fn comma_list(out: &mut Vec<TokenTree>, items: impl IntoIterator<Item = TokenTree>) {
    for tree in items {
        if !out.is_empty() {
            out.push(punct(','));
        }
        out.push(tree);
    }
}

/// Elements `start..start + len` as one array expression: a byte string
/// for `u8`, else `[e0, e1, ..]` (one `Ident` per `bool` value, cloned).
fn row(values: &Values, start: usize, len: usize) -> TokenStream {
    if let Values::U8(v) = values {
        let lit = TokenTree::Literal(Literal::byte_string(&v[start..start + len]));
        return [punct('*'), lit].into_iter().collect();
    }
    let mut trees: Vec<TokenTree> = Vec::with_capacity(2 * len);
    if let Values::Bool(v) = values {
        let (yes, no) = (ident("true"), ident("false"));
        let bools = v[start..start + len].iter();
        comma_list(
            &mut trees,
            bools.map(|&b| if b { yes.clone() } else { no.clone() }),
        );
    } else {
        comma_list(&mut trees, (start..start + len).map(|i| elem(values, i)));
    }
    group(Delimiter::Bracket, trees).into()
}

/// The value of a table as an array (or scalar) expression; a pair table
/// with repeated rows is a block that names each distinct row once (see
/// `geometry_core::emit::shared_rows`), as `geometry_core::emit::source::value`
/// prints it.
pub fn value(data: &Data) -> TokenStream {
    match data.shape {
        Shape::Scalar => elem(&data.values, 0).into(),
        Shape::List(n) => row(&data.values, 0, n),
        Shape::Pair(n) => {
            let mut out = TokenStream::new();
            if let Some(shared) = shared_rows(&data.values, n) {
                for (k, &a) in shared.first.iter().enumerate() {
                    let ty = array_type(elem_type(&data.values), n);
                    header(&mut out, &["const"], &row_name(k), ty);
                    out.extend(row(&data.values, a * n, n));
                    out.extend([punct(';')]);
                }
                let mut names = Vec::with_capacity(2 * n);
                comma_list(
                    &mut names,
                    shared.class_of.iter().map(|&k| ident(&row_name(k))),
                );
                out.extend([group(Delimiter::Bracket, names)]);
                return group(Delimiter::Brace, out).into();
            }
            let mut rows = Vec::with_capacity(3 * n);
            for a in 0..n {
                if a > 0 {
                    rows.push(punct(','));
                }
                rows.extend(row(&data.values, a * n, n));
            }
            group(Delimiter::Bracket, rows).into()
        }
    }
}

/// `#[doc = " line"]` for each line (`///` comments carry a leading
/// space; this matches the source emitter).
fn docs(lines: &[String]) -> TokenStream {
    let mut out = TokenStream::new();
    for l in lines {
        let text = if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        };
        out.extend([
            punct('#'),
            group(
                Delimiter::Bracket,
                [
                    ident("doc"),
                    punct('='),
                    TokenTree::Literal(Literal::string(&text)),
                ],
            ),
        ]);
    }
    out
}

/// The element type's tokens: `u8`, `&'static str`, ...
fn elem_type(values: &Values) -> Vec<TokenTree> {
    match values {
        Values::Str(_) => vec![
            punct('&'),
            TokenTree::Punct(Punct::new('\'', Spacing::Joint)),
            ident("static"),
            ident("str"),
        ],
        values => vec![ident(values.elem_type())],
    }
}

/// `[elem; n]`.
fn array_type(elem: Vec<TokenTree>, n: usize) -> Vec<TokenTree> {
    let mut inner = elem;
    inner.push(punct(';'));
    inner.push(TokenTree::Literal(Literal::usize_unsuffixed(n)));
    vec![group(Delimiter::Bracket, inner)]
}

fn rust_type(data: &Data) -> Vec<TokenTree> {
    let elem = elem_type(&data.values);
    match data.shape {
        Shape::Scalar => elem,
        Shape::List(n) => array_type(elem, n),
        Shape::Pair(n) => array_type(array_type(elem, n), n),
    }
}

/// `KEYWORDS NAME: TYPE =` (`keywords` are `pub static`, `const`, ...).
fn header(out: &mut TokenStream, keywords: &[&str], name: &str, ty: Vec<TokenTree>) {
    out.extend(keywords.iter().map(|k| ident(k)));
    out.extend([ident(name), punct(':')]);
    out.extend(ty);
    out.extend([punct('=')]);
}

/// One item: docs, then `pub static NAME: TYPE = VALUE;`.
pub fn item(item: &Item) -> TokenStream {
    let mut out = docs(&item.docs);
    let keywords: &[&str] = match item.kind {
        ItemKind::Static => &["pub", "static"],
        ItemKind::Const => &["pub", "const"],
        ItemKind::HiddenConst => {
            out.extend([
                punct('#'),
                group(
                    Delimiter::Bracket,
                    [
                        ident("doc"),
                        group(Delimiter::Parenthesis, [ident("hidden")]),
                    ],
                ),
            ]);
            &["pub", "const"]
        }
    };
    header(&mut out, keywords, &item.name, rust_type(&item.data));
    out.extend(value(&item.data));
    out.extend([punct(';')]);
    out
}

/// The whole board module with the given visibility; `attrs` (the user's
/// attributes and doc comments) come before the generated docs.
pub fn module(m: &BoardModule, vis: TokenStream, attrs: TokenStream) -> TokenStream {
    let mut body = TokenStream::new();
    for it in &m.items {
        body.extend(item(it));
    }

    let mut x88 = TokenStream::new();
    for it in &m.x88_items {
        x88.extend(item(it));
    }
    x88.extend(docs(&m.from_sq64_docs));
    x88.extend(code(
        "pub const fn from_sq64(sq: usize) -> usize { SQ_TO_X88[sq] as usize }",
    ));
    x88.extend(docs(&m.to_sq64_docs));
    x88.extend(code(
        "pub const fn to_sq64(sq88: usize) -> usize { X88_TO_SQ[sq88] as usize }",
    ));
    body.extend(docs(&m.x88_docs));
    body.extend([ident("pub"), ident("mod"), ident("x88")]);
    body.extend([group(Delimiter::Brace, x88)]);

    let mut variants = TokenStream::new();
    for (index, (name, doc)) in m.squares.iter().enumerate() {
        variants.extend(docs(std::slice::from_ref(doc)));
        variants.extend([
            ident(name),
            punct('='),
            TokenTree::Literal(Literal::usize_unsuffixed(index)),
            punct(','),
        ]);
    }
    body.extend(docs(&m.square_docs));
    body.extend(code(
        "#[repr(u8)] #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)] pub enum Square",
    ));
    body.extend([group(Delimiter::Brace, variants)]);

    let mut out = attrs;
    out.extend(docs(&m.docs));
    out.extend(vis);
    out.extend([ident("mod"), ident(&m.name), group(Delimiter::Brace, body)]);
    out
}
