//! A board module's tokens hold each table's values: a row shared with an
//! earlier table (`BoardModule::row_refs`) is that table's row by name, a
//! row of its own its words, decoded here and compared with the plan;
//! an item printed alone (`tokens::item`) writes every value.

use geometry_core::{Betza, Board, BoardModule, FairyPiece, Mapping, Values};
use geometry_macros_support::tokens;
use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};

/// The tokens of `value` split at its top-level commas.
fn elements(value: &[TokenTree]) -> Vec<Vec<TokenTree>> {
    value
        .split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
        .filter(|e| !e.is_empty())
        .map(<[TokenTree]>::to_vec)
        .collect()
}

fn number(t: &TokenTree) -> u128 {
    let text = t.to_string();
    let digits = ["u128", "u64"]
        .iter()
        .find_map(|suffix| text.strip_suffix(suffix))
        .unwrap_or(&text);
    digits
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {text}"))
}

/// One row's values as words (four per 256-bit bitboard, one per
/// narrower one), or the table and row it names.
enum Row {
    Words(Vec<u128>),
    Named(String, Option<usize>),
}

fn row(element: &[TokenTree]) -> Row {
    match element {
        [TokenTree::Ident(name)] => Row::Named(name.to_string(), None),
        [TokenTree::Ident(name), TokenTree::Group(g)] if g.delimiter() == Delimiter::Bracket => {
            let index: Vec<TokenTree> = g.stream().into_iter().collect();
            Row::Named(name.to_string(), Some(number(&index[0]) as usize))
        }
        // `[w, w, ..]`, a row of narrow bitboards.
        [TokenTree::Group(g)] if g.delimiter() == Delimiter::Bracket => Row::Words(
            elements(&g.stream().into_iter().collect::<Vec<_>>())
                .iter()
                .map(|e| number(&e[0]))
                .collect(),
        ),
        // `::geometry_tables::Bitboard256::__words(W, &[w, ..])`
        [.., TokenTree::Ident(ctor), TokenTree::Group(args)] if ctor == "__words" => {
            let args: Vec<TokenTree> = args.stream().into_iter().collect();
            let width = number(&args[0]) as usize;
            let TokenTree::Group(words) = &args[3] else {
                panic!("no words")
            };
            let words: Vec<u128> = elements(&words.stream().into_iter().collect::<Vec<_>>())
                .iter()
                .map(|e| number(&e[0]))
                .collect();
            let mut out = Vec::new();
            for value in words.chunks(width) {
                out.extend(value);
                out.extend(std::iter::repeat_n(0, 4 - width));
            }
            Row::Words(out)
        }
        other => panic!("not a row: {}", TokenStream::from_iter(other.to_vec())),
    }
}

/// The value of `pub static NAME: T = VALUE;` among `items`.
fn value_of(items: &[TokenTree], name: &str) -> Vec<TokenTree> {
    let at = items
        .iter()
        .position(|t| matches!(t, TokenTree::Ident(i) if i == name))
        .unwrap_or_else(|| panic!("no {name}"));
    let eq = at
        + items[at..]
            .iter()
            .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == '='))
            .unwrap();
    let end = eq
        + items[eq..]
            .iter()
            .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ';'))
            .unwrap();
    items[eq + 1..end].to_vec()
}

/// An item's values as words, as [`row`] reads them.
fn words(values: &Values) -> Vec<u128> {
    match values {
        Values::Wide(v) => v.iter().flatten().map(|&w| u128::from(w)).collect(),
        Values::Bits(_, v) => v.clone(),
        _ => Vec::new(),
    }
}

#[test]
fn shared_rows_name_their_table_and_own_rows_hold_their_words() {
    let pieces: Vec<FairyPiece> = [
        ("free_king", "Q"),
        ("vertical_mover", "vRsW"),
        ("lion", "KNADcaKmcabK"),
        ("mao", "afsW"),
    ]
    .iter()
    .map(|(name, betza)| FairyPiece::from_betza(name, Betza::parse(betza).unwrap()))
    .collect();
    for (files, ranks, mapping) in [(12, 12, Mapping::Lefr), (9, 10, Mapping::Berf)] {
        let board = Board::new(files, ranks, mapping).unwrap();
        let module = BoardModule::with_pieces("m", vec![], &board, &pieces);
        let name = TokenTree::Ident(Ident::new("m", Span::call_site()));
        let out = tokens::module(&module, TokenStream::new(), TokenStream::new(), name);
        let body: Vec<TokenTree> = match out.into_iter().last() {
            Some(TokenTree::Group(g)) => g.stream().into_iter().collect(),
            _ => panic!("no module body"),
        };
        let mut own_rows = 0;
        for (k, item) in module.items().iter().enumerate() {
            let refs = module.row_refs(k);
            if refs.is_empty() {
                continue;
            }
            let data = item.data();
            let all = words(&data.values);
            let len = all.len() / refs.len();
            let value = value_of(&body, item.name());
            let rows = match value.as_slice() {
                [TokenTree::Group(g)] if g.delimiter() == Delimiter::Bracket && refs.len() > 1 => {
                    elements(&g.stream().into_iter().collect::<Vec<_>>())
                }
                _ => vec![value],
            };
            assert_eq!(rows.len(), refs.len(), "{}", item.name());
            for (r, (tokens, row_ref)) in rows.iter().zip(refs).enumerate() {
                match (row(tokens), row_ref) {
                    (Row::Named(table, k), Some(source)) => {
                        assert_eq!((table, k), (source.item.clone(), source.row));
                    }
                    (Row::Words(got), None) => {
                        assert_eq!(got, all[r * len..(r + 1) * len], "{} row {r}", item.name());
                        own_rows += 1;
                    }
                    _ => panic!("{} row {r}: not as the plan says", item.name()),
                }
            }
            // Printed alone, the item holds every value.
            let alone: Vec<TokenTree> = tokens::item(item).into_iter().collect();
            let value = value_of(&alone, item.name());
            let text = TokenStream::from_iter(value).to_string();
            assert!(
                !text.contains("RAYS") && !text.contains("ATTACKS") && !text.contains("LEGS"),
                "{}: {text}",
                item.name()
            );
        }
        assert!(
            own_rows > 0,
            "{files}x{ranks}: no row of its own beside shared ones"
        );
    }
}

/// Each item is declared as its kind says: tables `pub static` (one copy
/// that every use reads), scalars `pub const`, the hidden ones behind
/// `#[doc(hidden)]`, a piece's legs held as bytes among the hidden
/// statics.
#[test]
fn items_are_declared_as_their_kind_says() {
    use geometry_core::ItemKind;
    let lion = FairyPiece::from_betza("lion", Betza::parse("KNADcaKmcabK").expect("Betza"));
    let board = Board::new(12, 12, Mapping::Lerf).expect("board");
    let module = BoardModule::with_pieces("m", vec![], &board, &[lion]);
    let mut items: Vec<&geometry_core::Item> = module.items().iter().collect();
    items.extend(module.x88().items());
    items.extend(module.api().expect("an API").items());
    let mut seen = Vec::new();
    for item in items {
        let printed = tokens::item(item).to_string();
        let (hidden, keyword) = match item.kind() {
            ItemKind::Static => (false, "static"),
            ItemKind::Const => (false, "const"),
            ItemKind::HiddenConst => (true, "const"),
            ItemKind::HiddenStatic | ItemKind::HiddenBytes => (true, "static"),
        };
        let head = format!("pub {keyword} {} :", item.name());
        let at = printed.find(&head).unwrap_or_else(|| {
            panic!(
                "{}: no `{head}` in {}",
                item.name(),
                &printed[..200.min(printed.len())]
            )
        });
        assert_eq!(
            printed[..at].contains("# [doc (hidden)]"),
            hidden,
            "{}",
            item.name()
        );
        if !seen.contains(&item.kind()) {
            seen.push(item.kind());
        }
    }
    assert_eq!(seen.len(), 5, "every kind: {seen:?}");
}
