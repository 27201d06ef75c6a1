//! What the plan of a board module holds, read through its public
//! accessors: the items each piece and region adds (named as the piece
//! says, valued as a walk over coordinates finds), the tables' docs and
//! `Table`, and the calls of `geometry-tables`' macros with the module's
//! pieces. The printers of `emit` and the macros' token printer format
//! exactly this.

use geometry_core::{
    Betza, BitWidth, Board, BoardModule, FairyPiece, Invocation, Item, MacroArg, PieceKind, Region,
    RegionSide, Shape, Table, Values,
};

fn pieces() -> Vec<FairyPiece> {
    vec![
        FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]),
        FairyPiece::new("nightrider", PieceKind::Rider, vec![(2, 1)]),
        FairyPiece::from_betza("gold", Betza::parse("WfF").expect("Betza")),
        FairyPiece::from_betza("lance", Betza::parse("fR").expect("Betza")),
        FairyPiece::from_betza("horse", Betza::parse("nN").expect("Betza")),
    ]
}

/// Every item of the module: its tables, the typed API's hidden tables
/// and the 0x88 submodule's.
fn all_items(module: &BoardModule) -> Vec<&Item> {
    let mut items: Vec<&Item> = module.items().iter().collect();
    items.extend(module.x88().items());
    if let Some(api) = module.api() {
        items.extend(api.items());
    }
    items
}

fn item<'a>(module: &'a BoardModule, name: &str) -> &'a Item {
    let found = all_items(module).into_iter().find(|i| i.name() == name);
    found.unwrap_or_else(|| panic!("no item {name}"))
}

/// A `u64` bitboard item's values.
fn words(item: &Item) -> Vec<u128> {
    match &item.data().values {
        Values::Bits(BitWidth::U64, v) => v.clone(),
        other => panic!("{}: {other:?}", item.name()),
    }
}

/// A module without pieces or regions is the same plan by either
/// constructor: `new`, which builds without the `fairy` feature, and
/// `with_regions`, which walks the (empty) pieces and regions, on boards
/// of each bitboard width and without.
#[test]
fn a_module_without_pieces_is_the_same_by_either_constructor() {
    for (files, ranks) in [(1, 1), (8, 8), (9, 9), (12, 10), (16, 16)] {
        for mapping in geometry_core::Mapping::ALL {
            let board = Board::new(files, ranks, mapping).expect("a valid board");
            let plain = BoardModule::new("m", vec!["doc".to_string()], &board);
            let walked = BoardModule::with_regions("m", vec!["doc".to_string()], &board, &[], &[]);
            assert_eq!(plain, walked, "{files}x{ranks} {mapping:?}");
            let calls = plain.api().expect("an API").pieces();
            let set = calls.last().expect("the `Piece` enum's call");
            assert_eq!(set.path()[1], "__piece_set_api", "{files}x{ranks}");
            assert_eq!(calls.len(), 1, "{files}x{ranks}");
        }
    }
}

#[test]
fn pieces_and_regions_add_their_items() {
    let board = Board::STANDARD;
    let region = Region::parse("promo", "a8 b8", RegionSide::White, &board).expect("a region");
    let module = BoardModule::with_regions("m", Vec::new(), &board, &pieces(), &[region]);
    let names: Vec<&str> = all_items(&module).iter().map(|i| i.name()).collect();
    for piece in pieces() {
        for name in piece.item_names(&board) {
            assert!(names.contains(&name.as_str()), "{name} in {names:?}");
        }
    }
    // White's region as given; black's turned over the middle rank.
    let bit = |file: u32, rank: u32| 1u128 << (8 * rank + file);
    let promo = words(item(&module, "PROMO_REGION"));
    assert_eq!(promo, [bit(0, 7) | bit(1, 7), bit(0, 0) | bit(1, 0)]);
    // The camel's attacks from a1: b4 and d2.
    let camel = words(item(&module, "CAMEL_ATTACKS"));
    assert_eq!(camel[0], bit(1, 3) | bit(3, 1));
    // Shapes: a side's region per side, a region for both sides one set;
    // a symmetric leaper's attacks per square, an asymmetric one's per
    // side and square; a rider's rays per direction; a general piece's
    // rows per side.
    let both = Region::parse("flag", "a8", RegionSide::Both, &board).expect("a region");
    let module_both = BoardModule::with_regions("m", Vec::new(), &board, &[], &[both]);
    assert_eq!(
        item(&module_both, "FLAG_REGION").data().shape,
        Shape::Scalar
    );
    let shapes = [
        ("PROMO_REGION", Shape::List(2)),
        ("CAMEL_ATTACKS", Shape::List(64)),
        ("GOLD_ATTACKS", Shape::Rows(2, 64)),
        ("NIGHTRIDER_RAYS", Shape::Rows(8, 64)),
        ("LANCE_ROWS", Shape::Rows(2, 64)),
        // One side, four legs' rows and four targets' rows.
        ("HORSE_ROWS", Shape::Rows(8, 64)),
    ];
    for (name, shape) in shapes {
        assert_eq!(item(&module, name).data().shape, shape, "{name}");
    }
    // The typed API calls one macro per piece and one for the set.
    let api = module.api().expect("a standard board has the typed API");
    assert_eq!(api.pieces().len(), pieces().len() + 1);
    let set = api.pieces().last().expect("the set's call");
    assert_eq!(set.path(), ["geometry_tables", "__piece_set_api"]);
    assert_eq!(api.board().path(), ["geometry_tables", "__board_api"]);
    for key in ["mapping", "bitboard", "kernel"] {
        assert!(api.board().args().iter().any(|(k, _)| *k == key), "{key}");
        assert!(
            set.args()
                .iter()
                .any(|(k, _)| *k == key || key == "mapping"),
            "{key}"
        );
    }
    assert!(
        module
            .square()
            .docs()
            .iter()
            .any(|d| d.contains("Board: 8x8"))
    );
    let x88 = module.x88().docs().join(" ");
    assert!(x88.contains("padded (0x88-style) board"), "{x88}");
}

/// Each call of `geometry-tables`' macros names the kernel and bitboard
/// type of the board's width, which the square count alone decides: up
/// to 64 squares `u64`, up to 128 `u128`, past that 256-bit words.
/// Every call about one piece opens with the board's doc line, the one
/// the board's own call carries, and the piece's name with the atoms or
/// the Betza string it was given by: what the functions' docs print.
#[test]
fn every_piece_call_opens_with_the_board_and_the_piece() {
    let given = [
        ("camel", "(3, 1)"),
        ("nightrider", "(2, 1)"),
        ("gold", "(Betza `WfF`)"),
        ("lance", "(Betza `fR`)"),
        ("horse", "(Betza `nN`)"),
    ];
    for (files, ranks) in [(8, 8), (11, 10), (12, 12)] {
        let board = Board::new(files, ranks, Default::default()).expect("a valid board");
        let module = BoardModule::with_pieces("m", Vec::new(), &board, &pieces());
        let api = module.api().expect("a typed API");
        let board_line = match api.board().args().first() {
            Some(("board", MacroArg::Str(line))) => line.clone(),
            other => panic!("the board's call opens with {other:?}"),
        };
        assert!(board_line.starts_with(&format!("Board: {files}x{ranks}, ")));
        let mut seen = Vec::new();
        for call in api.pieces() {
            if call.path()[1] == "__piece_set_api" {
                continue;
            }
            let text = match call.args() {
                [
                    ("board", MacroArg::Str(line)),
                    ("piece", MacroArg::Str(text)),
                    ..,
                ] => {
                    assert_eq!(line, &board_line, "{:?}", call.path());
                    text
                }
                other => panic!(
                    "{:?} opens with {:?}",
                    call.path(),
                    &other[..2.min(other.len())]
                ),
            };
            let (name, atoms) = text.split_once(' ').expect("a name and its atoms");
            let &(_, expected) = given
                .iter()
                .find(|(n, _)| *n == name)
                .unwrap_or_else(|| panic!("no piece {name}"));
            assert_eq!(atoms, expected, "{files}x{ranks} {:?}", call.path());
            seen.push(name.to_string());
        }
        for (name, _) in given {
            assert!(
                seen.iter().any(|s| s == name),
                "{files}x{ranks}: no call for {name}"
            );
        }
    }
}

#[test]
fn every_call_names_the_kernel_of_its_boards_width() {
    for (files, ranks) in [(8, 8), (5, 5), (11, 10), (16, 8), (12, 12), (16, 16)] {
        let board = Board::new(files, ranks, Default::default()).expect("a valid board");
        let module = BoardModule::with_pieces("m", Vec::new(), &board, &pieces());
        let api = module
            .api()
            .expect("a board with bitboards has the typed API");
        let (kernel, bitboard) = match files * ranks {
            0..=64 => ("w64", "u64"),
            65..=128 => ("w128", "u128"),
            _ => ("w256", "::geometry_tables::Bitboard256"),
        };
        let calls: Vec<&Invocation> = [api.board(), api.x88()]
            .into_iter()
            .chain(api.pieces())
            .collect();
        let mut kernels = 0;
        for call in calls {
            for (key, arg) in call.args() {
                match (*key, arg) {
                    ("kernel", MacroArg::Ident(k)) => {
                        assert_eq!(k, kernel, "{files}x{ranks} {:?}", call.path());
                        kernels += 1;
                    }
                    ("bitboard", MacroArg::Type(t)) => {
                        assert_eq!(t, bitboard, "{files}x{ranks} {:?}", call.path());
                    }
                    ("kernel" | "bitboard", other) => panic!("{key} = {other:?}"),
                    _ => {}
                }
            }
        }
        // The board's call and every piece's read through the kernel.
        assert!(
            kernels > pieces().len(),
            "{files}x{ranks}: {kernels} kernels"
        );
    }
}

/// A table's shape counts its values, and says it is empty where they
/// are (the knight's steps on a board too small for one).
#[test]
fn shapes_count_their_values() {
    let mut empty = 0;
    for (files, ranks) in [(8, 8), (1, 1), (11, 10), (12, 12)] {
        let board = Board::new(files, ranks, Default::default()).expect("a valid board");
        let module = BoardModule::with_pieces("m", Vec::new(), &board, &pieces());
        for item in all_items(&module) {
            let data = item.data();
            assert_eq!(data.shape.len(), data.values.len(), "{}", item.name());
            assert_eq!(
                data.shape.is_empty(),
                data.values.is_empty(),
                "{}",
                item.name()
            );
            empty += usize::from(data.shape.is_empty());
        }
    }
    assert!(empty > 0, "some table of the 1x1 board is empty");
    for empty in [
        Shape::List(0),
        Shape::Pair(0),
        Shape::Rows(0, 64),
        Shape::Rows(2, 0),
    ] {
        assert!(empty.is_empty(), "{empty:?}");
        assert_eq!(empty.len(), 0, "{empty:?}");
    }
    assert!(!Shape::Scalar.is_empty());
    assert_eq!(Shape::Rows(3, 5).len(), 15);
    assert_eq!(Shape::Pair(7).len(), 49);
}

#[test]
fn every_item_names_its_board_and_the_tables_their_table() {
    let board = Board::new(10, 8, Default::default()).expect("a valid board");
    let module = BoardModule::with_regions("m", Vec::new(), &board, &pieces(), &[]);
    for item in all_items(&module) {
        let docs = item.docs().join("\n");
        assert!(docs.contains("Board: 10x8"), "{}: {docs}", item.name());
    }
    for table in Table::ALL {
        let name = table.to_string();
        if let Some(found) = all_items(&module).into_iter().find(|i| i.name() == name) {
            assert_eq!(found.table(), Some(table), "{name}");
        }
    }
    assert_eq!(item(&module, "CAMEL_ATTACKS").table(), None);
}
/// The typed API's hidden tables: each square's coordinates and the
/// step shifts on every board, then the tables of the board's slider
/// scheme (byte swap on 8x8, kindergarten grid and magics on 10x8, none
/// past 128 squares).
#[test]
fn the_api_carries_the_slider_schemes_tables() {
    let shared = ["FILE_OF", "RANK_OF", "SQUARE_AT", "STEP_FROM", "STEP_SHIFT"];
    let cases: [(usize, usize, &[&str]); 3] = [
        (8, 8, &["HQ_RANK", "HQ_LINES"]),
        (
            10,
            8,
            &[
                "KG_ROOK",
                "KG_COLUMNS",
                "KG_COLUMN_GATHER",
                "KG_COLUMN_OF",
                "KG_ROW_FIRST",
                "MAGIC_BISHOP",
                "MAGIC_BISHOP_ATTACKS",
            ],
        ),
        (12, 10, &[]),
    ];
    for (files, ranks, scheme) in cases {
        let board = Board::new(files, ranks, Default::default()).expect("a valid board");
        let module = BoardModule::with_regions("m", Vec::new(), &board, &pieces(), &[]);
        let api = module
            .api()
            .expect("every board up to 16x16 has the typed API");
        let names: Vec<&str> = api.items().iter().map(|i| i.name()).collect();
        let want: Vec<&str> = shared.iter().chain(scheme).copied().collect();
        assert_eq!(names, want, "{files}x{ranks}");
        // In `lerf`, square `sq` is on file `sq % files`, rank `sq / files`.
        let coordinates = |name: &str| match &item(&module, name).data().values {
            Values::U8(v) => v.iter().map(|&c| usize::from(c)).collect::<Vec<_>>(),
            other => panic!("{name}: {other:?}"),
        };
        let squares = 0..files * ranks;
        assert_eq!(
            coordinates("FILE_OF"),
            squares.clone().map(|sq| sq % files).collect::<Vec<_>>()
        );
        assert_eq!(
            coordinates("RANK_OF"),
            squares.map(|sq| sq / files).collect::<Vec<_>>()
        );
    }
    // A grasshopper on 8x8 reads the grasshopper lines.
    let grasshopper = FairyPiece::from_betza("hopper", Betza::parse("gQ").expect("Betza"));
    let module = BoardModule::with_regions("m", Vec::new(), &Board::STANDARD, &[grasshopper], &[]);
    let names: Vec<&str> = all_items(&module).iter().map(|i| i.name()).collect();
    assert!(
        names.contains(&"GRASS_ROW") && names.contains(&"GRASS_COLUMN"),
        "{names:?}"
    );
}

/// A two-leg piece's legs items: their shapes, their docs, and the call
/// that writes its legs functions, whose slot table maps each index step
/// of its first legs (found here by coordinates) to its place among them.
#[test]
fn a_two_leg_piece_adds_its_legs() {
    // The horned falcon: its two-leg moves step forward only, forward for
    // white and backward for black; on 12x10 in `lerf` those are +12 and
    // -12, two slots.
    let falcon = FairyPiece::from_betza(
        "falcon",
        Betza::parse("BsbRfWfDfcafWfmcabW").expect("Betza"),
    );
    // The griffon: four first steps, and a slide in four directions.
    let griffon = FairyPiece::from_betza("griffon", Betza::parse("FyafsF").expect("Betza"));
    let rider = FairyPiece::new("nightrider", PieceKind::Rider, vec![(2, 1)]);
    let board = Board::new(12, 10, Default::default()).expect("a board");
    let module = BoardModule::with_regions("m", Vec::new(), &board, &[falcon, griffon, rider], &[]);
    let n = 120;
    let first = item(&module, "FALCON_FIRST_LEGS");
    assert_eq!(first.data().shape, Shape::Rows(2 * 3, n));
    assert!(
        first.docs()[0].starts_with("The first legs of"),
        "{:?}",
        first.docs()
    );
    let legs = item(&module, "FALCON_LEGS");
    // One row per side (every second leg ends whatever it holds, one
    // square), two slots, both occupancies of the first leg's square.
    assert_eq!(legs.data().shape, Shape::Rows(2, 2 * 2 * n));
    assert!(
        legs.docs()[0].starts_with("Where the second legs of"),
        "{:?}",
        legs.docs()
    );
    // One row per direction the griffon slides in, four slots.
    assert_eq!(
        item(&module, "GRIFFON_LEGS").data().shape,
        Shape::Rows(4, 2 * 4 * n)
    );
    // Other items keep their own docs.
    let rays = item(&module, "NIGHTRIDER_RAYS").docs();
    assert!(rays[0].starts_with("Rays of"), "{rays:?}");
    let api = module.api().expect("the typed API");
    let call = api
        .pieces()
        .iter()
        .find(|c| {
            c.path().ends_with(&["__legs_api"])
                && c.args().iter().any(|(k, v)| {
                    *k == "first" && *v == MacroArg::Ident("FALCON_FIRST_LEGS".into())
                })
        })
        .expect("the falcon's legs call");
    let arg = |key: &str| {
        call.args()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("no {key}"))
    };
    assert_eq!(arg("slots"), MacroArg::Int(2));
    assert_eq!(arg("slot_offset"), MacroArg::Int(12));
    let mut slot_of = vec![255; 25];
    slot_of[0] = 0; // -12 + 12
    slot_of[24] = 1; // +12 + 12
    assert_eq!(arg("slot_of"), MacroArg::Ints(slot_of));
    // Each slot's index step, in the module's own item, ascending.
    assert_eq!(
        arg("slot_steps"),
        MacroArg::Ident("FALCON_LEG_STEPS".into())
    );
    let steps = item(&module, "FALCON_LEG_STEPS");
    assert_eq!(steps.data().values, Values::I8(vec![-12, 12]));
    assert!(
        steps.docs()[0].starts_with("The index step of each slot"),
        "{:?}",
        steps.docs()
    );
    assert_eq!(
        arg("slots_const"),
        MacroArg::Ident("FALCON_LEG_SLOTS".into())
    );
    assert_eq!(arg("via_fn"), MacroArg::Ident("falcon_leg_via".into()));
    assert_eq!(
        arg("slot_targets_fn"),
        MacroArg::Ident("falcon_slot_leg_targets".into())
    );
    assert_eq!(arg("first"), MacroArg::Ident("FALCON_FIRST_LEGS".into()));
    assert_eq!(arg("legs"), MacroArg::Ident("FALCON_LEGS".into()));
    // A piece without two-leg moves makes no such call.
    let plain = BoardModule::with_regions("m", Vec::new(), &board, &pieces(), &[]);
    let plain_api = plain.api().expect("the typed API");
    assert!(
        !plain_api
            .pieces()
            .iter()
            .any(|c| c.path().ends_with(&["__legs_api"]))
    );
}

/// A piece with moves of three legs adds their middle squares, third legs
/// and pair index, and the call that writes their functions, whose pair
/// index maps each pair of index steps (found here by coordinates) to its
/// place among them; the module's `Piece` enum calls them, and stand-ins
/// for a piece of two legs.
#[test]
fn a_three_leg_piece_adds_its_middle_squares() {
    // A capture a wazir step forwards, then another straight on, then a
    // step straight on: on 12x10 in `lerf` its pairs are (-12, -12) for
    // black and (12, 12) for white.
    let dog = FairyPiece::from_betza("dog", Betza::parse("fcafcafW").expect("Betza"));
    let lion = FairyPiece::from_betza("lion", Betza::parse("KNADcaKmcabK").expect("Betza"));
    let board = Board::new(12, 10, Default::default()).expect("a board");
    let module = BoardModule::with_regions("m", Vec::new(), &board, &[dog, lion], &[]);
    let n = 120;
    let mids = item(&module, "DOG_LEG_MIDS");
    // Two sides of three rows, two slots, both occupancies of the first
    // leg's square.
    assert_eq!(mids.data().shape, Shape::Rows(2 * 3, 2 * 2 * n));
    assert!(
        mids.docs()[0].starts_with("The middle squares of"),
        "{:?}",
        mids.docs()
    );
    let third = item(&module, "DOG_MID_LEGS");
    // One row per side (a step ending whatever it holds), two pairs, the
    // four contents of the first two squares.
    assert_eq!(third.data().shape, Shape::Rows(2, 4 * 2 * n));
    assert!(
        third.docs()[0].starts_with("Where the third legs of"),
        "{:?}",
        third.docs()
    );
    let pairs = item(&module, "DOG_MID_LEG_PAIRS");
    let mut index = vec![255u8; 25 * 25];
    index[0] = 0; // (-12 + 12) * 25 + (-12 + 12)
    index[24 * 25 + 24] = 1; // (12 + 12) * 25 + 12 + 12
    assert_eq!(pairs.data().values, Values::U8(index));
    assert!(
        pairs.docs()[0].starts_with("The pair index of"),
        "{:?}",
        pairs.docs()
    );
    // Its docs give what the C and JSON output's list cannot: where a
    // pair is, and the pairs in order.
    assert_eq!(
        pairs.docs().last().map(String::as_str),
        Some(
            "Entry `(d1 + 12) * 25 + d2 + 12` for a first leg's index step `d1` and its second leg's `d2`; the pairs, numbered from 0: (-12, -12), (12, 12)."
        )
    );
    // Third legs that end only on empty squares, and only on pieces: two
    // rows, one side.
    let picky = FairyPiece::from_betza("picky", Betza::parse("cafcafmKcafcafcK").expect("Betza"));
    let picky = BoardModule::with_regions("m", Vec::new(), &board, &[picky], &[]);
    assert_eq!(
        item(&picky, "PICKY_MID_LEGS").data().shape,
        Shape::Rows(2, 4 * 8 * n)
    );
    for missing in ["LION_LEG_MIDS", "LION_MID_LEGS", "LION_MID_LEG_PAIRS"] {
        assert!(
            !module.items().iter().any(|i| i.name() == missing),
            "{missing}"
        );
    }
    let api = module.api().expect("the typed API");
    let calls: Vec<_> = api
        .pieces()
        .iter()
        .filter(|c| c.path().ends_with(&["__mid_legs_api"]))
        .collect();
    assert_eq!(calls.len(), 1, "one piece with moves of three legs");
    let arg = |key: &str| {
        calls[0]
            .args()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("no {key}"))
    };
    for (key, value) in [
        ("mids", "DOG_LEG_MIDS"),
        ("mid_legs", "DOG_MID_LEGS"),
        ("pairs", "DOG_MID_LEG_PAIRS"),
        ("mids_fn", "dog_leg_mids"),
        ("slot_mids_fn", "dog_slot_leg_mids"),
        ("targets_fn", "dog_mid_leg_targets"),
        ("any_mids", "__dog_leg_mids"),
        ("any_slot_mids", "__dog_slot_leg_mids"),
        ("any_targets", "__dog_mid_leg_targets"),
        ("slot_steps", "DOG_LEG_STEPS"),
        ("squares_fn", "dog_mid_leg_squares"),
        ("slot_targets_fn", "dog_slot_mid_leg_targets"),
        ("mid_slots_const", "DOG_MID_LEG_SLOTS"),
        ("any_squares", "__dog_mid_leg_squares"),
        ("any_slot_targets", "__dog_slot_mid_leg_targets"),
    ] {
        assert_eq!(arg(key), MacroArg::Ident(value.into()), "{key}");
    }
    for (key, value) in [
        ("sides", 2),
        ("slots", 2),
        ("slot_offset", 12),
        ("pair_count", 2),
        ("first_offset", 12),
        ("second_offset", 12),
        ("pair_width", 25),
    ] {
        assert_eq!(arg(key), MacroArg::Int(value), "{key}");
    }
    // Each pair by its first leg's slot among (-12, 12), and its second
    // step plus the second offset: -12 + 12 for black, 12 + 12 for white.
    assert_eq!(arg("pair_slots"), MacroArg::Ints(vec![0, 1]));
    assert_eq!(arg("pair_seconds"), MacroArg::Ints(vec![0, 24]));
    // The `Piece` enum: the dog's own, the lion's stand-ins.
    let set = api
        .pieces()
        .iter()
        .find(|c| c.path().ends_with(&["__piece_set_api"]))
        .expect("the piece set");
    let list = |key: &str| {
        set.args()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("no {key}"))
    };
    assert_eq!(
        list("leg_mids"),
        MacroArg::Idents(vec!["__dog_leg_mids".into(), "__no_leg_mids".into()])
    );
    assert_eq!(
        list("slot_leg_mids"),
        MacroArg::Idents(vec![
            "__dog_slot_leg_mids".into(),
            "__no_slot_leg_mids".into()
        ])
    );
    assert_eq!(
        list("mid_leg_targets"),
        MacroArg::Idents(vec![
            "__dog_mid_leg_targets".into(),
            "__no_mid_leg_targets".into()
        ])
    );
    for (key, own, stand_in) in [
        ("mid_leg_slots", "DOG_MID_LEG_SLOTS", "__NO_MID_LEG_SLOTS"),
        (
            "mid_leg_squares",
            "__dog_mid_leg_squares",
            "__no_mid_leg_squares",
        ),
        (
            "slot_mid_leg_targets",
            "__dog_slot_mid_leg_targets",
            "__no_slot_mid_leg_targets",
        ),
    ] {
        assert_eq!(
            list(key),
            MacroArg::Idents(vec![own.into(), stand_in.into()]),
            "{key}"
        );
    }
    assert_eq!(
        list("legs"),
        MacroArg::Idents(vec!["__dog_legs".into(), "__lion_legs".into()])
    );
}

/// The tables of a piece's legs, entries at an index its functions
/// compute, are the ones Rust holds as bytes: their rows as the bytes of
/// their values, read back here little-endian (a 256-bit value's low
/// words, three on 12x12, whose fourth is always 0, and four on 16x16),
/// their type rows of bytes, the `entry` its functions' call gives the
/// size of one value, and their docs saying so; every other item is held
/// as it is.
#[test]
fn the_legs_tables_are_held_as_bytes_and_say_so() {
    use geometry_core::ItemKind;
    let pieces = [
        FairyPiece::from_betza("lion", Betza::parse("KNADcaKmcabK").expect("Betza")),
        FairyPiece::from_betza(
            "lion_dog",
            Betza::parse("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK").expect("Betza"),
        ),
    ];
    for (files, ranks, size) in [(8, 8, 8), (11, 10, 16), (12, 12, 24), (16, 16, 32)] {
        let board = Board::new(files, ranks, Default::default()).expect("board");
        let module = BoardModule::with_pieces("m", vec![], &board, &pieces);
        let mut held = Vec::new();
        for item in module.items() {
            let says = item
                .docs()
                .iter()
                .any(|line| line.contains("bytes of its entries"));
            if item.kind() != ItemKind::HiddenBytes {
                assert!(!says, "{}", item.name());
                assert_eq!(*item.rust_data(), *item.data(), "{}", item.name());
                continue;
            }
            held.push(item.name().to_string());
            assert!(says, "{}", item.name());
            let Shape::Rows(rows, n) = item.data().shape else {
                panic!("{}: rows", item.name())
            };
            let bytes = item.rust_data();
            assert_eq!(bytes.shape, Shape::Rows(rows, size * n), "{}", item.name());
            assert_eq!(item.rust_type(), format!("[[u8; {}]; {rows}]", size * n));
            let Values::U8(bytes) = &bytes.values else {
                panic!("{}: bytes", item.name())
            };
            // Each value's words, low byte first; a 256-bit value's low
            // words in order, the others 0, a narrower value one word of
            // its width.
            let word = if size > 16 { 8 } else { size };
            let words: Vec<u128> = bytes
                .chunks(word)
                .map(|w| w.iter().rev().fold(0, |acc, &b| acc << 8 | u128::from(b)))
                .collect();
            let want: Vec<u128> = match &item.data().values {
                Values::Wide(v) => {
                    let kept = size / 8;
                    assert!(v.iter().all(|w| w[kept..].iter().all(|&x| x == 0)));
                    v.iter()
                        .flat_map(|w| &w[..kept])
                        .map(|&w| u128::from(w))
                        .collect()
                }
                Values::Bits(_, v) => v.clone(),
                other => panic!("{}: {other:?}", item.name()),
            };
            assert_eq!(words, want, "{}", item.name());
        }
        // The calls that write the functions reading each table give its
        // entry's size.
        let api = module.api().expect("the typed API");
        let mut entries = Vec::new();
        for call in api.pieces() {
            let arg = |key: &str| {
                call.args()
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, v)| v.clone())
            };
            for (table, entry) in [
                ("legs", "entry"),
                ("mids", "mids_entry"),
                ("mid_legs", "entry"),
            ] {
                if let (Some(MacroArg::Ident(table)), Some(entry)) = (arg(table), arg(entry)) {
                    entries.push((table, entry));
                }
            }
        }
        let want: Vec<_> = held
            .iter()
            .map(|table| (table.clone(), MacroArg::Int(size)))
            .collect();
        assert_eq!(entries, want, "{files}x{ranks}");
        assert_eq!(
            held,
            [
                "LION_LEGS",
                "LION_DOG_LEGS",
                "LION_DOG_LEG_MIDS",
                "LION_DOG_MID_LEGS"
            ],
            "{files}x{ranks}"
        );
    }
}

/// How the `Piece` enum reads each piece, in its match: from the piece's
/// table (one row, or a row per side) or by its function (with the side
/// or without), the table or function of its attacks and of its quiet
/// moves, and its first moves' function or the stand-in; and which of the
/// board's lines each general piece's functions ask for (rook and bishop
/// slides, rook and bishop grasshopper lines), as its Betza says: an `R`
/// slide reads the rook lines, a `B` slide the bishop lines, `g` the
/// grasshopper lines, a `p` hop none.
#[test]
fn the_piece_enum_reads_each_piece_as_its_kind_and_sides_say() {
    let board = Board::STANDARD;
    let betza =
        |name: &str, text: &str| FairyPiece::from_betza(name, Betza::parse(text).expect("Betza"));
    let pieces = vec![
        FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]),
        betza("gold", "WfF"),
        betza("pawn", "fmWfcF"),
        FairyPiece::new("nightrider", PieceKind::Rider, vec![(2, 1)]),
        betza("lance", "fR"),
        betza("cannon", "mRcpR"),
        betza("grass", "gQ"),
        betza("runner", "ifmnDfmWfcF"),
        betza("dragon", "RF"),
        betza("archbishop", "BN"),
    ];
    let module = BoardModule::with_regions("m", Vec::new(), &board, &pieces, &[]);
    let api = module.api().expect("a standard board has the typed API");
    let arg = |call: &Invocation, key: &str| {
        call.args()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
    };
    let idents = |list: &[&str]| MacroArg::Idents(list.iter().map(|s| s.to_string()).collect());
    let set = api.pieces().last().expect("the set's call");
    assert_eq!(
        arg(set, "reads"),
        Some(idents(&[
            "table1", "table2", "table2", "fn1", "fn2", "fn1", "fn1", "fn2", "fn1", "fn1"
        ]))
    );
    assert_eq!(
        arg(set, "attacks"),
        Some(idents(&[
            "CAMEL_ATTACKS",
            "GOLD_ATTACKS",
            "PAWN_ATTACKS",
            "nightrider_attacks",
            "lance_attacks",
            "cannon_attacks",
            "grass_attacks",
            "runner_attacks",
            "dragon_attacks",
            "archbishop_attacks",
        ]))
    );
    // A piece whose quiet moves are its attacks is read the same way.
    assert_eq!(
        arg(set, "moves"),
        Some(idents(&[
            "CAMEL_ATTACKS",
            "GOLD_ATTACKS",
            "PAWN_MOVES",
            "nightrider_attacks",
            "lance_attacks",
            "cannon_moves",
            "grass_attacks",
            "runner_moves",
            "dragon_attacks",
            "archbishop_attacks",
        ]))
    );
    let mut initial = vec!["__no_initial_moves"; pieces.len()];
    initial[7] = "__runner_initial_moves";
    assert_eq!(arg(set, "initial"), Some(idents(&initial)));
    // The general pieces' calls, in the order declared.
    let general: Vec<_> = api
        .pieces()
        .iter()
        .filter(|c| c.path().ends_with(&["__piece_api"]))
        .collect();
    let lines = |rook, bishop, rook_grass, bishop_grass| {
        let all: [bool; 4] = [rook, bishop, rook_grass, bishop_grass];
        Some(MacroArg::Idents(
            all.iter().map(|b| b.to_string()).collect(),
        ))
    };
    let none = lines(false, false, false, false);
    let expected = [
        ("lance", none.clone(), None, None),
        (
            "cannon",
            none.clone(),
            lines(true, false, false, false),
            None,
        ),
        ("grass", lines(false, false, true, true), None, None),
        ("runner", none.clone(), none.clone(), none.clone()),
        ("dragon", lines(true, false, false, false), None, None),
        ("archbishop", lines(false, true, false, false), None, None),
    ];
    assert_eq!(general.len(), expected.len());
    for (call, (name, attacks, moves, first)) in general.iter().zip(expected) {
        assert_eq!(
            arg(call, "attacks_fn"),
            Some(MacroArg::Ident(format!("{name}_attacks")))
        );
        assert_eq!(arg(call, "attacks_lines"), attacks, "{name}");
        assert_eq!(arg(call, "moves_lines"), moves, "{name}");
        assert_eq!(arg(call, "initial_lines"), first, "{name}");
    }
    let runner = general[3];
    assert_eq!(
        arg(runner, "any_initial"),
        Some(MacroArg::Ident("__runner_initial_moves".into()))
    );
}
