//! The rows a module's Rust printers write as an earlier table's rows
//! (`BoardModule::row_refs`), against every row compared with every
//! earlier one, and the printed source that names them.

use geometry_core::codegen::Codegen;
use geometry_core::{
    Betza, BitWidth, Board, BoardModule, FairyPiece, ItemKind, Mapping, Shape, Table, Values,
};

/// A table's element width, its rows of bitboards as words, and whether
/// it is a list.
type Rows = (u32, Vec<Vec<[u64; 4]>>, bool);

/// [`Rows`] of a table when a row of it may name or be named: a `static`
/// list or rows of bitboards.
fn rows(item: &geometry_core::Item) -> Option<Rows> {
    if !matches!(item.kind(), ItemKind::Static | ItemKind::HiddenStatic) {
        return None;
    }
    let data = item.data();
    let (width, words): (u32, Vec<[u64; 4]>) = match &data.values {
        Values::Wide(v) => (256, v.clone()),
        Values::Bits(w, v) => (
            if *w == BitWidth::U64 { 64 } else { 128 },
            v.iter()
                .map(|&b| [b as u64, (b >> 64) as u64, 0, 0])
                .collect(),
        ),
        _ => return None,
    };
    let (len, list) = match data.shape {
        Shape::List(n) => (n, true),
        Shape::Rows(_, n) => (n, false),
        _ => return None,
    };
    Some((width, words.chunks(len).map(<[_]>::to_vec).collect(), list))
}

fn chu_pieces() -> Vec<FairyPiece> {
    [
        ("lance", "fR"),
        ("reverse_chariot", "vR"),
        ("chu_rook", "R"),
        ("free_king", "Q"),
        ("dragon_king", "RF"),
        ("free_boar", "sRB"),
        ("gold", "WfF"),
        ("king", "K"),
        ("lion", "KNADcaKmcabK"),
        ("horned_falcon", "BsbRfWfDfcafWfmcabW"),
    ]
    .iter()
    .map(|(name, betza)| FairyPiece::from_betza(name, Betza::parse(betza).expect("Betza")))
    .collect()
}

#[test]
fn a_row_names_the_first_earlier_table_row_of_its_values() {
    let boards = [
        Board::new(8, 8, Mapping::Lerf).unwrap(),
        Board::new(9, 10, Mapping::Berf).unwrap(),
        Board::new(12, 12, Mapping::Lefr).unwrap(),
        Board::new(16, 16, Mapping::Befr).unwrap(),
    ];
    for board in &boards {
        let module = BoardModule::with_pieces("m", vec![], board, &chu_pieces());
        let items = module.items();
        let mut named = 0;
        for (i, item) in items.iter().enumerate() {
            let refs = module.row_refs(i);
            let Some((width, own, _)) = rows(item) else {
                assert!(refs.is_empty(), "{}: not a table of bitboards", item.name());
                continue;
            };
            // The first earlier row of the same type, length and values,
            // every pair compared.
            let expected: Vec<Option<(String, Option<usize>)>> = own
                .iter()
                .map(|row| {
                    items[..i].iter().find_map(|earlier| {
                        let (w, theirs, list) = rows(earlier)?;
                        let s = theirs.iter().position(|r| w == width && r == row)?;
                        Some((earlier.name().to_string(), (!list).then_some(s)))
                    })
                })
                .collect();
            let got: Vec<Option<(String, Option<usize>)>> = refs
                .iter()
                .map(|r| r.as_ref().map(|r| (r.item.clone(), r.row)))
                .collect();
            if expected.iter().all(Option::is_none) {
                assert!(got.is_empty(), "{board:?}: {}", item.name());
            } else {
                assert_eq!(got, expected, "{board:?}: {}", item.name());
            }
            named += got.iter().flatten().count();
        }
        // The queen's rays are the module's.
        let k = items
            .iter()
            .position(|i| i.name() == "FREE_KING_RAYS")
            .unwrap();
        assert!(
            module
                .row_refs(k)
                .iter()
                .all(|r| r.as_ref().is_some_and(|r| r.item == "RAYS")),
            "{board:?}"
        );
        assert!(named > 8 + 4 + 2, "{board:?}: {named} rows named");
    }
}

#[test]
fn the_source_names_the_rows_it_shares_and_no_table_it_left_out() {
    let board = Board::new(12, 12, Mapping::Lerf).unwrap();
    // In the whole module the forward files are the north and south rays.
    let whole = Codegen::new().board("m", board).generate().unwrap();
    let forward = whole.find("pub static FORWARD_FILE_BB").unwrap();
    let next = whole[forward + 1..].find("pub static").unwrap();
    let value = &whole[forward..forward + 1 + next];
    assert!(
        value.contains("[\n        RAYS[0],\n        RAYS[4],\n    ]"),
        "{value}"
    );
    // Without `RAYS` they are their words.
    let alone = Codegen::new()
        .board("m", board)
        .tables(&[Table::ForwardFileBb])
        .generate()
        .unwrap();
    assert!(!alone.contains("RAYS"), "{alone}");
    assert!(alone.contains("::geometry_tables::Bitboard256::__rows(3, &["));
}
