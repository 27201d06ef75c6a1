//! The token printer: prints geometry-core's [`BoardModule`] plan or a
//! single table as `proc_macro2` tokens, item for item as
//! `geometry_core::emit::source` prints source, except that bitboards are
//! suffixed decimal literals here: `proc_macro` has no hex constructor,
//! and parsing each hex literal is a round trip to rustc's lexer.
//!
//! Written as plain pushes onto one `Vec<TokenTree>` per group, without
//! iterator adapters or generic helpers: this is the hot path of a big
//! `board!`, run unoptimized, and this crate's compile is on the critical
//! path of every clean build that uses the tables.

use geometry_core::__private::{
    BOOL_ROW_FN, BOOL_ROW_FN_SOURCE, WIDE_ALIAS, WIDE_PAIRS_TYPE, WIDE_ROW_ALIAS, WIDE_ROW_TYPE,
    WIDE_ROWS, WIDE_TYPE, WIDE_VALUES, WIDE_WORDS, row_name, shared_rows, true_positions,
    wide_width,
};
use geometry_core::{
    BitWidth, BoardModule, Data, IndexedPairs, Invocation, Item, ItemKind, MacroArg, RowRef, Shape,
    SquareEnum, Values,
};
use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

fn ident(name: &str) -> TokenTree {
    TokenTree::Ident(Ident::new(name, Span::call_site()))
}

fn punct(ch: char) -> TokenTree {
    TokenTree::Punct(Punct::new(ch, Spacing::Alone))
}

fn stream(trees: Vec<TokenTree>) -> TokenStream {
    trees.into_iter().collect()
}

fn group(delimiter: Delimiter, inner: Vec<TokenTree>) -> TokenTree {
    TokenTree::Group(Group::new(delimiter, stream(inner)))
}

/// A path written `::a::b` (or `a::b`), as tokens.
fn path_into(out: &mut Vec<TokenTree>, path: &str) {
    for (k, segment) in path.split("::").enumerate() {
        if k > 0 {
            out.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
            out.push(punct(':'));
        }
        if !segment.is_empty() {
            out.push(ident(segment));
        }
    }
}

/// One element, appended to `out`: a literal, or for a 256-bit bitboard
/// `::geometry_tables::Bitboard256([w0, w1, w2, w3])`.
fn elem_into(out: &mut Vec<TokenTree>, values: &Values, i: usize) {
    let literal = match values {
        Values::Usize(v) => Literal::usize_unsuffixed(v[i]),
        Values::Str(v) => Literal::string(&v[i]),
        Values::U8(v) => Literal::u8_suffixed(v[i]),
        Values::I8(v) => Literal::i8_suffixed(v[i]),
        Values::U16(v) => Literal::u16_suffixed(v[i]),
        Values::Bool(v) => return out.push(ident(if v[i] { "true" } else { "false" })),
        Values::Bits(BitWidth::U64, v) => Literal::u64_suffixed(v[i] as u64),
        Values::Bits(_, v) => Literal::u128_suffixed(v[i]),
        Values::Wide(v) => {
            path_into(out, WIDE_TYPE);
            let mut words = Vec::with_capacity(7);
            for (k, &w) in v[i].iter().enumerate() {
                if k > 0 {
                    words.push(punct(','));
                }
                words.push(TokenTree::Literal(Literal::u64_suffixed(w)));
            }
            let array = group(Delimiter::Bracket, words);
            return out.push(group(Delimiter::Parenthesis, vec![array]));
        }
    };
    out.push(TokenTree::Literal(literal));
}

/// A table of 256-bit values as the words of its bitboards, `(W, &[w0,
/// w1, ..])`, the arguments of the constructor whose path `out` ends with:
/// the number of words per bitboard, then each bitboard's low words (see
/// `geometry_core::emit::source`).
fn wide_words_into(out: &mut Vec<TokenTree>, values: &[[u64; 4]]) {
    let width = wide_width(values);
    let zero = TokenTree::Literal(Literal::u64_unsuffixed(0));
    let comma = punct(',');
    let mut words = Vec::with_capacity(2 * width * values.len());
    for value in values {
        for &w in &value[..width] {
            words.push(match w {
                0 => zero.clone(),
                w => TokenTree::Literal(Literal::u64_unsuffixed(w)),
            });
            words.push(comma.clone());
        }
    }
    let args = vec![
        TokenTree::Literal(Literal::usize_unsuffixed(width)),
        comma,
        punct('&'),
        group(Delimiter::Bracket, words),
    ];
    out.push(group(Delimiter::Parenthesis, args));
}

/// Elements `start..start + len` as one array expression, appended to
/// `out`: a byte string for `u8`, the positions of the `true`s through
/// `BOOL_ROW_FN` for `bool`, else `[e0, e1, ..]`.
fn row(out: &mut Vec<TokenTree>, values: &Values, start: usize, len: usize) {
    match values {
        Values::U8(v) => {
            out.push(punct('*'));
            out.push(TokenTree::Literal(Literal::byte_string(
                &v[start..start + len],
            )));
            return;
        }
        Values::Bool(v) => {
            out.push(ident(BOOL_ROW_FN));
            let set = true_positions(&v[start..start + len]);
            let arg = TokenTree::Literal(Literal::byte_string(&set));
            out.push(group(Delimiter::Parenthesis, vec![arg]));
            return;
        }
        _ => {}
    }
    let mut trees = Vec::with_capacity(2 * len);
    for i in start..start + len {
        if i > start {
            trees.push(punct(','));
        }
        elem_into(&mut trees, values, i);
    }
    out.push(group(Delimiter::Bracket, trees));
}

/// The value of a table as an array (or scalar) expression, appended to
/// `out`; a pair table with repeated rows is a block that names each
/// distinct row once (see `geometry_core::emit::shared_rows`), as the
/// source emitter prints it.
fn value_into(out: &mut Vec<TokenTree>, data: &Data) {
    if let Some(pairs) = data.indexed_pairs() {
        return indexed_pairs_into(out, &pairs, data.row_len());
    }
    if let Values::Wide(v) = &data.values {
        // `::geometry_tables::Bitboard256::__rows(W, &[w0, w1, ..])` (or
        // `__words` for a list), as the source emitter writes it.
        let ctor = match data.shape {
            Shape::Scalar => return elem_into(out, &data.values, 0),
            Shape::List(_) => WIDE_WORDS,
            Shape::Pair(_) | Shape::Rows(..) => WIDE_ROWS,
        };
        path_into(out, WIDE_TYPE);
        path_call_into(out, ctor);
        return wide_words_into(out, v);
    }
    plain_value_into(out, data);
}

/// A square-pair table of 256-bit values, as the source emitter prints it:
/// `{ use .. as B; use .. as R; static VALUES: [B; K] = B::__words(W, &[..]);
/// Bitboard256Pairs::__new([R::__new(&VALUES, *b"..", *b".."), ..]) }`.
fn indexed_pairs_into(out: &mut Vec<TokenTree>, pairs: &IndexedPairs, n: usize) {
    let mut block = vec![ident("use")];
    path_into(&mut block, BitWidth::U256.rust_type());
    block.extend([ident("as"), ident(WIDE_ALIAS), punct(';'), ident("use")]);
    path_into(&mut block, WIDE_ROW_TYPE);
    block.extend([ident("as"), ident(WIDE_ROW_ALIAS), punct(';')]);
    let mut ty = vec![ident(WIDE_ALIAS)];
    array_type(&mut ty, pairs.values.len());
    header(&mut block, &["static"], WIDE_VALUES, ty);
    // `B::__words(W, &[w0, w1, ..])`
    block.push(ident(WIDE_ALIAS));
    path_call_into(&mut block, WIDE_WORDS);
    wide_words_into(&mut block, &pairs.values);
    block.push(punct(';'));
    path_into(&mut block, WIDE_PAIRS_TYPE);
    new_call_into(&mut block);
    let values_ref = ident(WIDE_VALUES);
    let mut rows = Vec::with_capacity(8 * n);
    for a in 0..n {
        if a > 0 {
            rows.push(punct(','));
        }
        rows.push(ident(WIDE_ROW_ALIAS));
        new_call_into(&mut rows);
        let mut args = vec![punct('&'), values_ref.clone(), punct(','), punct('*')];
        let low = pairs.low_bytes(a * n, n);
        args.push(TokenTree::Literal(Literal::byte_string(&low)));
        args.push(punct(','));
        match pairs.high_bytes(a * n, n) {
            Some(high) => {
                args.push(punct('*'));
                args.push(TokenTree::Literal(Literal::byte_string(&high)));
            }
            None => {
                let zeros = vec![
                    TokenTree::Literal(Literal::u8_unsuffixed(0)),
                    punct(';'),
                    TokenTree::Literal(Literal::usize_unsuffixed(n)),
                ];
                args.push(group(Delimiter::Bracket, zeros));
            }
        }
        rows.push(group(Delimiter::Parenthesis, args));
    }
    let rows = group(Delimiter::Bracket, rows);
    block.push(group(Delimiter::Parenthesis, vec![rows]));
    out.push(group(Delimiter::Brace, block));
}

/// `::__new` after a type's path (the call's arguments follow).
fn new_call_into(out: &mut Vec<TokenTree>) {
    path_call_into(out, "__new");
}

/// `::NAME` after a type's path.
fn path_call_into(out: &mut Vec<TokenTree>, name: &str) {
    out.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
    out.push(punct(':'));
    out.push(ident(name));
}

/// [`value_into`] for every table but one of 256-bit values.
fn plain_value_into(out: &mut Vec<TokenTree>, data: &Data) {
    // A `bool` table is a block that first defines the function its rows
    // are written with.
    let block = match data.values {
        Values::Bool(_) => {
            let mut source = String::new();
            for line in BOOL_ROW_FN_SOURCE {
                source.push_str(line);
                source.push('\n');
            }
            let helper: TokenStream = source.parse().unwrap_or_default();
            Some(helper.into_iter().collect::<Vec<_>>())
        }
        _ => None,
    };
    match data.shape {
        Shape::Scalar => elem_into(out, &data.values, 0),
        Shape::List(n) => {
            let mut value = Vec::new();
            row(&mut value, &data.values, 0, n);
            in_block(out, block, value);
        }
        Shape::Pair(n) | Shape::Rows(_, n) => {
            let shared = match data.shape {
                Shape::Pair(_) => shared_rows(&data.values, n),
                _ => None,
            };
            if let Some(shared) = shared {
                let mut block = block.unwrap_or_default();
                for (k, &a) in shared.first.iter().enumerate() {
                    let mut ty = elem_type(&data.values);
                    array_type(&mut ty, n);
                    header(&mut block, &["const"], &row_name(k), ty);
                    row(&mut block, &data.values, a * n, n);
                    block.push(punct(';'));
                }
                let mut names = Vec::with_capacity(2 * n);
                for (a, &k) in shared.class_of.iter().enumerate() {
                    if a > 0 {
                        names.push(punct(','));
                    }
                    names.push(ident(&row_name(k)));
                }
                block.push(group(Delimiter::Bracket, names));
                out.push(group(Delimiter::Brace, block));
                return;
            }
            let count = data.shape.rows();
            let mut rows = Vec::with_capacity(3 * count);
            for a in 0..count {
                if a > 0 {
                    rows.push(punct(','));
                }
                row(&mut rows, &data.values, a * n, n);
            }
            in_block(out, block, vec![group(Delimiter::Bracket, rows)]);
        }
    }
}

/// `value`, appended to `out` inside `{ block value }` when there is a
/// block to open it with.
fn in_block(out: &mut Vec<TokenTree>, block: Option<Vec<TokenTree>>, value: Vec<TokenTree>) {
    match block {
        Some(mut block) => {
            block.extend(value);
            out.push(group(Delimiter::Brace, block));
        }
        None => out.extend(value),
    }
}

/// The value of a table as an array (or scalar) expression.
pub fn value(data: &Data) -> TokenStream {
    let mut out = Vec::new();
    value_into(&mut out, data);
    stream(out)
}

/// `#[doc = " line"]` for each line (`///` comments carry a leading
/// space; this matches the source emitter).
fn docs(out: &mut Vec<TokenTree>, lines: &[String]) {
    for l in lines {
        let text = if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        };
        out.push(punct('#'));
        let attr = vec![
            ident("doc"),
            punct('='),
            TokenTree::Literal(Literal::string(&text)),
        ];
        out.push(group(Delimiter::Bracket, attr));
    }
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
        values => {
            let mut ty = Vec::new();
            path_into(&mut ty, values.elem_type());
            ty
        }
    }
}

/// Wraps the type in `ty` as `[ty; n]`.
fn array_type(ty: &mut Vec<TokenTree>, n: usize) {
    let mut inner = std::mem::take(ty);
    inner.push(punct(';'));
    inner.push(TokenTree::Literal(Literal::usize_unsuffixed(n)));
    ty.push(group(Delimiter::Bracket, inner));
}

fn rust_type(data: &Data) -> Vec<TokenTree> {
    if data.is_indexed_pairs() {
        // `::geometry_tables::Bitboard256Pairs<N>`
        let mut ty = Vec::new();
        path_into(&mut ty, WIDE_PAIRS_TYPE);
        ty.push(punct('<'));
        ty.push(TokenTree::Literal(Literal::usize_unsuffixed(
            data.row_len(),
        )));
        ty.push(punct('>'));
        return ty;
    }
    let mut ty = elem_type(&data.values);
    match data.shape {
        Shape::Scalar => {}
        Shape::List(n) => array_type(&mut ty, n),
        Shape::Pair(n) => {
            array_type(&mut ty, n);
            array_type(&mut ty, n);
        }
        Shape::Rows(rows, n) => {
            array_type(&mut ty, n);
            array_type(&mut ty, rows);
        }
    }
    ty
}

/// `KEYWORDS NAME: TYPE =` (`keywords` are `pub static`, `const`, ...).
fn header(out: &mut Vec<TokenTree>, keywords: &[&str], name: &str, ty: Vec<TokenTree>) {
    for k in keywords {
        out.push(ident(k));
    }
    out.push(ident(name));
    out.push(punct(':'));
    out.extend(ty);
    out.push(punct('='));
}

/// One item, appended to `out`: docs, then `pub static NAME: TYPE = VALUE;`,
/// the rows `refs` names written as those rows (see
/// `BoardModule::row_refs`).
fn item_into(out: &mut Vec<TokenTree>, item: &Item, refs: &[Option<RowRef>]) {
    docs(out, item.docs());
    let keywords: &[&str] = match item.kind() {
        ItemKind::Static => &["pub", "static"],
        ItemKind::Const => &["pub", "const"],
        ItemKind::HiddenConst | ItemKind::HiddenStatic | ItemKind::HiddenBytes => {
            out.push(punct('#'));
            let hidden = group(Delimiter::Parenthesis, vec![ident("hidden")]);
            out.push(group(Delimiter::Bracket, vec![ident("doc"), hidden]));
            match item.kind() {
                ItemKind::HiddenStatic | ItemKind::HiddenBytes => &["pub", "static"],
                _ => &["pub", "const"],
            }
        }
    };
    let data = item.rust_data();
    header(out, keywords, item.name(), rust_type(&data));
    if refs.is_empty() {
        value_into(out, &data);
    } else {
        rows_with_refs_into(out, item.data(), refs);
    }
    out.push(punct(';'));
}

/// A table of bitboards whose rows `refs` names are an earlier table's:
/// `[RAYS[0], [w, w, ..], ..]` for rows (a row of 256-bit values through
/// `Bitboard256::__words`), `RAYS[0]` alone for a list.
fn rows_with_refs_into(out: &mut Vec<TokenTree>, data: &Data, refs: &[Option<RowRef>]) {
    let n = data.row_len();
    let mut rows = Vec::with_capacity(8 * refs.len());
    for (r, row_ref) in refs.iter().enumerate() {
        if r > 0 {
            rows.push(punct(','));
        }
        match (row_ref, &data.values) {
            (Some(source), _) => {
                rows.push(ident(&source.item));
                if let Some(k) = source.row {
                    let index = TokenTree::Literal(Literal::usize_unsuffixed(k));
                    rows.push(group(Delimiter::Bracket, vec![index]));
                }
            }
            (None, Values::Wide(v)) => {
                path_into(&mut rows, WIDE_TYPE);
                path_call_into(&mut rows, WIDE_WORDS);
                wide_words_into(&mut rows, &v[r * n..(r + 1) * n]);
            }
            (None, values) => row(&mut rows, values, r * n, n),
        }
    }
    match data.shape {
        Shape::List(_) => out.extend(rows),
        _ => out.push(group(Delimiter::Bracket, rows)),
    }
}

/// One item: docs, then `pub static NAME: TYPE = VALUE;`.
pub fn item(item: &Item) -> TokenStream {
    let mut out = Vec::new();
    item_into(&mut out, item, &[]);
    stream(out)
}

/// `#[name(args)]`.
fn attribute(out: &mut Vec<TokenTree>, name: &str, args: Vec<TokenTree>) {
    out.push(punct('#'));
    let inner = vec![ident(name), group(Delimiter::Parenthesis, args)];
    out.push(group(Delimiter::Bracket, inner));
}

/// A macro call, `::PATH! { KEY = VALUE, .. }`.
fn invocation(out: &mut Vec<TokenTree>, call: &Invocation) {
    for segment in call.path() {
        out.push(TokenTree::Punct(Punct::new(':', Spacing::Joint)));
        out.push(punct(':'));
        out.push(ident(segment));
    }
    out.push(punct('!'));
    let mut args = Vec::new();
    for (key, value) in call.args() {
        args.push(ident(key));
        args.push(punct('='));
        match value {
            MacroArg::Int(n) => args.push(TokenTree::Literal(Literal::usize_unsuffixed(*n))),
            MacroArg::Str(text) => args.push(TokenTree::Literal(Literal::string(text))),
            MacroArg::Ident(name) => args.push(ident(name)),
            MacroArg::Type(path) => path_into(&mut args, path),
            MacroArg::Idents(names) => {
                let mut list = Vec::with_capacity(2 * names.len());
                for name in names {
                    list.push(ident(name));
                    list.push(punct(','));
                }
                args.push(group(Delimiter::Bracket, list));
            }
            MacroArg::Ints(values) => {
                let mut list = Vec::with_capacity(2 * values.len());
                for &value in values {
                    list.push(TokenTree::Literal(Literal::usize_unsuffixed(value)));
                    list.push(punct(','));
                }
                args.push(group(Delimiter::Bracket, list));
            }
        }
        args.push(punct(','));
    }
    out.push(group(Delimiter::Brace, args));
}

/// The `Square` enum.
fn square_enum(out: &mut Vec<TokenTree>, e: &SquareEnum) {
    docs(out, e.docs());
    attribute(out, "repr", vec![ident(SquareEnum::REPR)]);
    let mut derives = Vec::new();
    for (k, d) in SquareEnum::DERIVES.iter().enumerate() {
        if k > 0 {
            derives.push(punct(','));
        }
        derives.push(ident(d));
    }
    attribute(out, "derive", derives);
    out.push(ident("pub"));
    out.push(ident("enum"));
    out.push(ident(SquareEnum::NAME));
    let mut variants = Vec::new();
    for v in e.variants() {
        docs(&mut variants, std::slice::from_ref(&v.doc));
        variants.push(ident(&v.name));
        variants.push(punct('='));
        variants.push(TokenTree::Literal(Literal::usize_unsuffixed(v.index)));
        variants.push(punct(','));
    }
    out.push(group(Delimiter::Brace, variants));
}

/// The whole board module with the given visibility, named by `name`
/// (the user's identifier in `board!`); `attrs` (the user's attributes and
/// doc comments) come before the generated docs.
pub fn module(
    m: &BoardModule,
    vis: TokenStream,
    attrs: TokenStream,
    name: TokenTree,
) -> TokenStream {
    let mut body = Vec::new();
    for (k, it) in m.items().iter().enumerate() {
        item_into(&mut body, it, m.row_refs(k));
    }

    let x88 = m.x88();
    let mut x88_body = Vec::new();
    for it in x88.items() {
        item_into(&mut x88_body, it, &[]);
    }
    if let Some(api) = m.api() {
        invocation(&mut x88_body, api.x88());
    }
    docs(&mut body, x88.docs());
    body.push(ident("pub"));
    body.push(ident("mod"));
    body.push(ident("x88"));
    body.push(group(Delimiter::Brace, x88_body));

    square_enum(&mut body, m.square());
    if let Some(api) = m.api() {
        for it in api.items() {
            item_into(&mut body, it, &[]);
        }
        invocation(&mut body, api.board());
        for call in api.pieces() {
            invocation(&mut body, call);
        }
    }

    let mut out = attrs;
    let mut rest = Vec::new();
    docs(&mut rest, m.docs());
    rest.extend(vis);
    rest.push(ident("mod"));
    rest.push(name);
    rest.push(group(Delimiter::Brace, body));
    out.extend(rest);
    out
}
