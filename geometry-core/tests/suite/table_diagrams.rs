//! The boards drawn in the tables' doc comments, read back: each diagram
//! shows the entry its title names (`BETWEEN_BB[a1][h8]`, `RAYS[1][e4]`,
//! `KNIGHT_DIST[e4][sq]` for every `sq`, `PALACE_REGION[1]`), cell by
//! cell, on boards whose files and ranks differ; and the tables that have
//! no diagram are the ones listed here by hand.

use geometry_core::formula::KNIGHT_DELTAS;
use geometry_core::{
    Betza, Board, BoardModule, FairyPiece, Item, Mapping, PieceKind, Region, RegionSide, Shape,
    Table, Values,
};
use geometry_test_support::reference::{compass, square_sets};

/// The fenced diagrams of a doc comment: each one's title and drawing.
fn diagrams(docs: &[String]) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < docs.len() {
        if docs[k] == "```text" {
            let title = docs[k - 2].clone();
            let end = k + docs[k..]
                .iter()
                .position(|l| l == "```")
                .expect("a closed fence");
            out.push((title, docs[k + 1..end].to_vec()));
            k = end;
        }
        k += 1;
    }
    out
}

/// The text of each square's cell in a drawing: the top rank first, its
/// number, then a cell per file (the marked one in brackets), and the
/// file letters under the board.
fn cells(board: &Board, drawing: &[String]) -> Vec<String> {
    assert_eq!(drawing.len(), board.ranks() + 1, "{drawing:?}");
    let mut out = vec![String::new(); board.squares()];
    for (row, line) in drawing[..board.ranks()].iter().enumerate() {
        let rank = board.ranks() - 1 - row;
        let tokens: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
            .filter(|t| !t.is_empty())
            .collect();
        assert_eq!(tokens.len(), board.files() + 1, "{line}");
        assert_eq!(tokens[0], (rank + 1).to_string(), "{line}");
        for file in 0..board.files() {
            out[board.square(file, rank)] = tokens[file + 1].to_string();
        }
    }
    out
}

/// The indices in the title's first code span: `NAME[a1][7]` gives
/// `["a1", "7"]`.
fn title_indices(title: &str) -> Vec<String> {
    let span = title.split('`').nth(1).expect("a code span");
    span.split('[')
        .skip(1)
        .map(|s| s.trim_end_matches(']').to_string())
        .collect()
}

/// The position of the entry that indices `at` name in a table of
/// `shape`, with `sq` for the index named `sq`.
fn position(board: &Board, shape: Shape, at: &[String], sq: usize) -> usize {
    let index = |text: &str| {
        if text == "sq" {
            sq
        } else {
            text.parse()
                .ok()
                .or_else(|| board.parse_square(text))
                .unwrap_or_else(|| panic!("index `{text}`"))
        }
    };
    match (shape, at) {
        (Shape::Scalar, []) => 0,
        (Shape::List(_), [i]) => index(i),
        (Shape::Pair(n), [a, b]) | (Shape::Rows(_, n), [a, b]) => index(a) * n + index(b),
        _ => panic!("{shape:?} indexed by {at:?}"),
    }
}

/// What the drawing shows of entry `i`: its value as a number or a name,
/// `1` or `.` for a boolean.
fn cell_value(values: &Values, i: usize) -> String {
    match values {
        Values::Str(v) => v[i].clone(),
        Values::Bool(v) => if v[i] { "1" } else { "." }.to_string(),
        other => other.int(i).expect("a number").to_string(),
    }
}

fn is_bits(values: &Values) -> bool {
    matches!(values, Values::Bits(..) | Values::Wide(_))
}

/// Checks that `drawing` shows the entry of `item` that `title` names.
fn check_diagram(board: &Board, item: &Item, title: &str, drawing: &[String]) {
    let data = item.data();
    let at = title_indices(title);
    let cells = cells(board, drawing);
    let context = format!("{} on {board:?}: {title}", item.name());
    if at.last().is_some_and(|i| i == "sq") {
        // A value per square.
        for (sq, cell) in cells.iter().enumerate() {
            let i = position(board, data.shape, &at, sq);
            // A distance table draws an unreachable square as `-`.
            let value = cell_value(&data.values, i);
            let shown = if cell == "-" { "255" } else { cell.as_str() };
            assert_eq!(shown, value, "{context}, {sq}");
        }
    } else {
        // One set, drawn square by square.
        assert!(is_bits(&data.values), "{context}");
        let i = position(board, data.shape, &at, 0);
        let squares = &square_sets(data)[i];
        for (sq, cell) in cells.iter().enumerate() {
            let member = squares.contains(&sq);
            assert_eq!(cell, if member { "1" } else { "." }, "{context}, {sq}");
        }
    }
}

#[test]
fn a_region_draws_each_side_s_set() {
    let board = Board::new(9, 10, Mapping::Lerf).unwrap();
    let palace = Region::parse("palace", "d1 e1 f1 d2 e2 f2", RegionSide::White, &board).unwrap();
    let river = Region::parse("river", "*5 *6", RegionSide::Both, &board).unwrap();
    let camp = Region::parse("camp", "a10 b9", RegionSide::Black, &board).unwrap();
    let module = BoardModule::with_regions("m", Vec::new(), &board, &[], &[palace, river, camp]);
    for (name, titles) in [
        (
            "PALACE_REGION",
            vec!["`PALACE_REGION[0]` (white):", "`PALACE_REGION[1]` (black):"],
        ),
        ("RIVER_REGION", vec!["`RIVER_REGION`:"]),
        (
            "CAMP_REGION",
            vec!["`CAMP_REGION[0]` (white):", "`CAMP_REGION[1]` (black):"],
        ),
    ] {
        let item = module
            .items()
            .iter()
            .find(|i| i.name() == name)
            .expect(name);
        let found = diagrams(item.docs());
        let found_titles: Vec<&str> = found.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(found_titles, titles, "{name}");
        for (title, drawing) in &found {
            check_diagram(&board, item, title, drawing);
        }
    }
}

#[test]
fn every_diagram_shows_the_entry_its_title_names() {
    let boards = [
        Board::STANDARD,
        Board::new(10, 8, Mapping::Befr).unwrap(),
        Board::new(7, 12, Mapping::Lefber).unwrap(),
        Board::new(12, 12, Mapping::Berlef).unwrap(),
    ];
    for board in boards {
        let module = BoardModule::new("m", Vec::new(), &board);
        let mut without = Vec::new();
        for item in module.items() {
            let Some(table) = item.table() else { continue };
            match diagrams(item.docs()).as_slice() {
                [] => without.push(table),
                [(title, drawing)] => check_diagram(&board, item, title, drawing),
                more => panic!("{table:?}: {} diagrams", more.len()),
            }
        }
        let expected = [
            Table::Files,
            Table::Ranks,
            Table::Squares,
            Table::FileBb,
            Table::RankBb,
            Table::DiagonalBb,
            Table::AntiDiagonalBb,
            Table::X88Attack,
            Table::X88Step,
        ];
        without.sort();
        assert_eq!(without, expected, "{board:?}");
    }
}

#[test]
fn a_piece_s_diagrams_show_its_entries_or_its_moves_from_the_centre() {
    let board = Board::new(10, 8, Mapping::Befr).unwrap();
    let betza = |name: &str, text: &str| FairyPiece::from_betza(name, Betza::parse(text).unwrap());
    let pieces = [
        FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]),
        FairyPiece::new("nightrider", PieceKind::Rider, vec![(2, 1)]),
        betza("gold", "WfF"),
        betza("pawnish", "mWcF"),
        betza("lance", "fR"),
        betza("horse", "nN"),
        betza("griffon", "FyafsF"),
        betza("cannon", "mRcpR"),
    ];
    let module = BoardModule::with_regions("m", Vec::new(), &board, &pieces, &[]);
    let items: Vec<&Item> = module
        .items()
        .iter()
        .chain(module.api().unwrap().items())
        .collect();
    let from = board.center_square();
    let (ff, fr) = (board.file_of(from) as i32, board.rank_of(from) as i32);
    // Squares by their offset from the centre.
    let at = |offsets: &[(i32, i32)]| -> Vec<usize> {
        let mut out: Vec<usize> = offsets
            .iter()
            .map(|&(df, dr)| (ff + df, fr + dr))
            .filter(|&(f, r)| {
                (0..board.files() as i32).contains(&f) && (0..board.ranks() as i32).contains(&r)
            })
            .map(|(f, r)| board.square(f as usize, r as usize))
            .collect();
        out.sort();
        out
    };
    let marked = |drawing: &[String], mark: &str| -> Vec<usize> {
        let cells = cells(&board, drawing);
        (0..board.squares())
            .filter(|&sq| cells[sq] == mark)
            .collect()
    };
    let mut named = Vec::new();
    let mut drawn = Vec::new();
    for item in items {
        for (title, drawing) in diagrams(item.docs()) {
            if title.starts_with('`') {
                check_diagram(&board, item, &title, &drawing);
                named.push((item.name().to_string(), title));
            } else {
                drawn.push((
                    item.name().to_string(),
                    marked(&drawing, "1"),
                    marked(&drawing, "m"),
                ));
            }
        }
    }
    // The distance and attack tables of the camel, the nightrider's rays,
    // the gold's and the pawnish piece's attacks and moves.
    // White's row of the pawns' tables, the rays' direction 1.
    let title = |name: &str| {
        named
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_str())
    };
    assert_eq!(
        title("PAWN_ATTACKS"),
        Some("`PAWN_ATTACKS[0][e4]` (the bracketed square is `e4`; row 0 is white):")
    );
    assert_eq!(
        title("RAYS"),
        Some("`RAYS[1][e4]` (the bracketed square is `e4`; direction 1 is north-east):")
    );
    // The pieces' tables with an entry drawn: the camel's distances and
    // attacks, the nightrider's rays, the gold's attacks by side, the
    // pawnish piece's attacks and moves.
    let of_pieces: Vec<&str> = named
        .iter()
        .map(|(n, _)| n.as_str())
        .filter(|n| {
            [
                "CAMEL",
                "NIGHTRIDER",
                "GOLD",
                "PAWNISH",
                "LANCE",
                "HORSE",
                "GRIFFON",
            ]
            .iter()
            .any(|p| n.starts_with(p))
        })
        .collect();
    assert_eq!(
        of_pieces,
        [
            "CAMEL_DIST",
            "CAMEL_ATTACKS",
            "NIGHTRIDER_RAYS",
            "GOLD_ATTACKS",
            "PAWNISH_ATTACKS",
            "PAWNISH_MOVES"
        ]
    );
    // What each item is, in its first line; what it is made of, in its
    // formula: the leapers' tables say which parts they hold.
    let docs = |name: &str| {
        let item = module
            .items()
            .iter()
            .find(|i| i.name() == name)
            .expect(name);
        (item.docs()[0].clone(), item.docs()[3].clone())
    };
    assert_eq!(
        docs("CAMEL_ATTACKS"),
        (
            "Squares the leaper `camel` (3, 1) attacks from each square.".to_string(),
            "Formula: the squares one leap of (3, 1) away in any direction that are on the board."
                .to_string()
        )
    );
    assert_eq!(
        docs("PAWNISH_ATTACKS"),
        (
            "Squares the leaper `pawnish` (Betza `mWcF`) attacks from each square.".to_string(),
            "Formula: the squares one step of its capturing parts away that are on the board."
                .to_string()
        )
    );
    assert_eq!(
        docs("PAWNISH_MOVES"),
        (
            "Squares the leaper `pawnish` (Betza `mWcF`) moves to without capturing from each \
             square (mask out the occupied squares)."
                .to_string(),
            "Formula: the squares one step of its moving parts away that are on the board."
                .to_string()
        )
    );
    assert!(docs("GOLD_ATTACKS").0.ends_with(
        "from each square, by side: `[color][sq]`: white (index 0), moving towards higher \
         ranks, then black, whose steps are white's turned half a turn."
    ));
    let ahead: Vec<(i32, i32)> = (1..8).map(|r| (0, r)).collect();
    // The cannon moves along the rook's lines and captures only over a
    // screen, which the empty board has none of.
    let lines: Vec<(i32, i32)> = (1..10)
        .flat_map(|k| [(0, k), (0, -k), (k, 0), (-k, 0)])
        .collect();
    let diagonal: Vec<(i32, i32)> = compass()
        .into_iter()
        .filter(|&(f, r)| f != 0 && r != 0)
        .collect();
    let expected = [
        ("LANCE_ROWS".to_string(), at(&ahead), Vec::new()),
        ("HORSE_ROWS".to_string(), at(&KNIGHT_DELTAS), Vec::new()),
        ("GRIFFON_FIRST_LEGS".to_string(), at(&diagonal), Vec::new()),
        ("CANNON_ROWS".to_string(), Vec::new(), at(&lines)),
    ];
    for (name, ones, ms) in expected {
        let found = drawn.iter().find(|(n, ..)| *n == name);
        assert_eq!(found, Some(&(name.clone(), ones, ms)), "{name}");
    }
}
