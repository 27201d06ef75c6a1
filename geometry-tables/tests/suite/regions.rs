//! Regions: every region Fairy-Stockfish's `variants.ini` writes
//! (`tests/data/variants_ini_regions.txt`, made by
//! `variants_ini_regions.py`), read on its variant's board in all eight
//! mappings and compared with a reading written apart from the core: a
//! square is in the region when some token names it (its name, its file's
//! `x*`, its rank's `*n`), asked square by square instead of building
//! the set token by token. The `board!` items are checked the same way.
//!
//! And what Fairy-Stockfish does with them where a legal-move query shows
//! it (`tests/data/variants_ini_region_moves.txt`, made by
//! `variants_ini_region_moves.py` with pyffish): where a pawn's step is a
//! promotion, where a pawn may step twice, and where a confined piece may
//! go from every square, each region read here on its variant's board.

use geometry_core::{Betza, Board, Mapping, Region, RegionSide};
use geometry_tables::Bitboard;
use geometry_test_support::reference::Layout;

#[allow(
    clippy::disallowed_macros,
    reason = "a test's fixture; the rule keeps file reads out of the macros' code"
)]
const DATA: &str = include_str!("../data/variants_ini_regions.txt");

#[allow(
    clippy::disallowed_macros,
    reason = "a test's fixture; the rule keeps file reads out of the macros' code"
)]
const MOVES: &str = include_str!("../data/variants_ini_region_moves.txt");

geometry_macros::board! {
    mod xiangqi {
        files = 9,
        ranks = 10,
        mapping = befr,
        regions = [
            palace = white("d1 e1 f1 d2 e2 f2 d3 e3 f3"),
            soldier = black("*1 *2 *3 *4 *5 a6 a7 c6 c7 e6 e7 g6 g7 i6 i7"),
            river = "*5 *6",
            none = "-",
        ]
    }
}

use geometry_test_boards::huge_lerf;

/// Whether a region `text` names square (`file`, `rank`) of a board of
/// `files` x `ranks`, token by token against the square's own names.
fn names(text: &str, file: usize, rank: usize) -> bool {
    let letter = (b'a' + file as u8) as char;
    let number = (rank + 1).to_string();
    text.split_whitespace().any(|token| {
        let token = token.to_ascii_lowercase();
        token == format!("{letter}{number}")
            || token == format!("{letter}*")
            || token == format!("*{number}")
    })
}

/// The region's squares on `board`, as indices, from [`names`].
fn expected(board: &Board, text: &str, flip: bool) -> Vec<usize> {
    let mut out = Vec::new();
    for sq in board.all_squares() {
        let (file, rank) = board.coords(sq);
        let rank = if flip { board.ranks() - 1 - rank } else { rank };
        if names(text, file, rank) {
            out.push(sq);
        }
    }
    out
}

#[test]
fn every_variants_ini_region_reads_as_its_squares() {
    let mut regions = 0;
    let mut variants: Vec<&str> = Vec::new();
    for line in DATA.lines().filter(|l| l.starts_with("region ")) {
        let mut words = line.split_whitespace().skip(1);
        let (variant, size, key) = (
            words.next().unwrap(),
            words.next().unwrap(),
            words.next().unwrap(),
        );
        let text: Vec<&str> = words.collect();
        let text = text.join(" ");
        let (files, ranks) = size.split_once('x').unwrap();
        let (files, ranks) = (files.parse().unwrap(), ranks.parse().unwrap());
        for mapping in Mapping::ALL {
            let board = Board::new(files, ranks, mapping).unwrap();
            let ctx = format!("{variant} {key} `{text}` {mapping}");
            let both = Region::parse("r", &text, RegionSide::Both, &board).expect(&ctx);
            assert_eq!(both.squares(), [expected(&board, &text, false)], "{ctx}");
            // Given for white, black's is white's turned over.
            let white = Region::parse("r", &text, RegionSide::White, &board).unwrap();
            assert_eq!(white.squares()[1], expected(&board, &text, true), "{ctx}");
        }
        regions += 1;
        if !variants.contains(&variant) {
            variants.push(variant);
        }
    }
    assert_eq!((regions, variants.len()), (175, 63), "regions, variants");
}

/// The items as `u128` sets, against the coordinates.
fn set_of(board: &Board, text: &str, flip: bool) -> u128 {
    expected(board, text, flip)
        .into_iter()
        .fold(0, |set, sq| set | u128::bit(sq))
}

#[test]
fn board_regions_are_bitboards_of_their_squares() {
    let board = Board::new(9, 10, Mapping::Befr).unwrap();
    let palace = "d1 e1 f1 d2 e2 f2 d3 e3 f3";
    assert_eq!(xiangqi::PALACE_REGION[0], set_of(&board, palace, false));
    assert_eq!(xiangqi::PALACE_REGION[1], set_of(&board, palace, true));
    let soldier = "*1 *2 *3 *4 *5 a6 a7 c6 c7 e6 e7 g6 g7 i6 i7";
    assert_eq!(xiangqi::SOLDIER_REGION[1], set_of(&board, soldier, false));
    assert_eq!(xiangqi::SOLDIER_REGION[0], set_of(&board, soldier, true));
    assert_eq!(xiangqi::RIVER_REGION, set_of(&board, "*5 *6", false));
    assert_eq!(xiangqi::RIVER_REGION.count_ones(), 18);
    assert_eq!(xiangqi::NONE_REGION, 0);
    // Past 128 squares: `Bitboard256`.
    let board = Board::new(16, 16, Mapping::Lerf).unwrap();
    for (k, flip) in [(0, false), (1, true)] {
        let want = expected(&board, "*14 *15 *16", flip);
        let got: Vec<usize> = board
            .all_squares()
            .filter(|&sq| huge_lerf::PROMOTION_REGION[k].has(sq))
            .collect();
        assert_eq!(got, want);
    }
    assert_eq!(huge_lerf::CORNER_REGION.count(), 3);
}

#[test]
fn regions_do_in_fairy_stockfish_what_they_read_as() {
    let mut counts = [0usize; 3];
    let mut squares = 0usize;
    for line in MOVES.lines().filter(|l| !l.starts_with('#')) {
        let (head, states) = line.split_once(" | ").unwrap();
        let mut words = head.split_whitespace();
        let (kind, variant, size, side) = (
            words.next().unwrap(),
            words.next().unwrap(),
            words.next().unwrap(),
            words.next().unwrap(),
        );
        let betza = (kind == "mobility").then(|| words.next().unwrap());
        let text: Vec<&str> = words.collect();
        let text = text.join(" ");
        let (files, ranks) = size.split_once('x').unwrap();
        let (files, ranks): (usize, usize) = (files.parse().unwrap(), ranks.parse().unwrap());
        let board = Board::new(files, ranks, Mapping::Lerf).unwrap();
        let region = Region::parse("r", &text, RegionSide::Both, &board).unwrap();
        let inside = |sq: usize| region.squares()[0].contains(&sq);
        let ctx = format!("{kind} {variant} {side} `{text}`");
        let black = side == "black";
        match kind {
            "promotion" => {
                for (sq, state) in states.chars().enumerate() {
                    match state {
                        'P' => assert!(inside(sq), "{ctx}: {}", board.square_name(sq)),
                        'M' => assert!(!inside(sq), "{ctx}: {}", board.square_name(sq)),
                        _ => continue,
                    }
                    squares += 1;
                }
                counts[0] += 1;
            }
            "double" => {
                for (sq, state) in states.chars().enumerate() {
                    let rank = sq / files;
                    let room = if black { rank >= 2 } else { rank + 2 < ranks };
                    match state {
                        'D' => assert!(inside(sq), "{ctx}: {}", board.square_name(sq)),
                        // A pawn with no room for two steps says nothing.
                        'S' if room => assert!(!inside(sq), "{ctx}: {}", board.square_name(sq)),
                        _ => continue,
                    }
                    squares += 1;
                }
                counts[1] += 1;
            }
            _ => {
                let parts = Betza::parse(betza.unwrap()).unwrap();
                let layout = Layout::new(files, ranks, Mapping::Lerf);
                for (sq, entry) in states.split(';').enumerate() {
                    let got: Vec<usize> = entry
                        .split(',')
                        .filter(|s| !s.is_empty())
                        .map(|s| s.parse().unwrap())
                        .collect();
                    let mut want: Vec<usize> = layout
                        .betza_sets(parts.parts(), usize::from(black), sq, &|_| false)
                        .moves
                        .into_iter()
                        .filter(|&to| inside(to))
                        .collect();
                    want.sort_unstable();
                    want.dedup();
                    assert_eq!(got, want, "{ctx}: from {}", board.square_name(sq));
                    squares += 1;
                }
                counts[2] += 1;
            }
        }
    }
    // Promotion, double-step and mobility regions of variants.ini.
    assert_eq!(counts, [51, 8, 22]);
    assert!(squares > 5_000, "{squares}");
}

/// Regions of Fairy-Stockfish's built-in variants (its `src/variant.cpp`
/// builds them from whole ranks, whole files, listed squares, every
/// square and nothing, by union, intersection and difference), written
/// in the region syntax, each against its C++ definition as set algebra
/// over (file, rank).
#[test]
fn built_in_variant_regions_are_written_in_the_syntax() {
    type Rule = fn(usize, usize) -> bool;
    // Isolation's walls: every square but c1 and d8 (`AllSquares ^
    // make_bitboard(SQ_C1, SQ_D8)`), written out.
    let board = Board::new(8, 8, Mapping::Lerf).unwrap();
    let walls: Vec<String> = board
        .all_squares()
        .map(|sq| board.square_name(sq))
        .filter(|name| name != "c1" && name != "d8")
        .collect();
    let walls = walls.join(" ");
    let cases: [(&str, usize, usize, &str, Rule); 9] = [
        // (Rank4BB | Rank5BB) & (FileDBB | FileEBB)
        ("kingofthehill flag", 8, 8, "d4 e4 d5 e5", |f, r| {
            (r == 3 || r == 4) && (f == 3 || f == 4)
        }),
        // (Rank1BB | Rank2BB | Rank3BB) & (FileCBB | FileDBB | FileEBB)
        (
            "minixiangqi white king",
            7,
            7,
            "c1 d1 e1 c2 d2 e2 c3 d3 e3",
            |f, r| r <= 2 && (2..=4).contains(&f),
        ),
        // make_bitboard(SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_A7, SQ_A6, SQ_A5)
        (
            "legan white promotion",
            8,
            8,
            "a8 b8 c8 d8 a7 a6 a5",
            |f, r| (r == 7 && f <= 3) || (f == 0 && r >= 4),
        ),
        // make_bitboard(SQ_A8, SQ_B7, SQ_C6, SQ_D5, SQ_E5, SQ_F6, SQ_G7, SQ_H8)
        (
            "sittuyin white promotion",
            8,
            8,
            "a8 b7 c6 d5 e5 f6 g7 h8",
            |f, r| (f <= 3 && r == 7 - f) || (f >= 4 && r == f),
        ),
        // Rank8BB | Rank9BB | Rank10BB
        ("grand white promotion", 10, 10, "*8 *9 *10", |_, r| r >= 7),
        // AllSquares
        ("kyotoshogi promotion", 5, 5, "a* b* c* d* e*", |_, _| true),
        // make_bitboard(SQ_E5)
        ("jesonmor flag", 9, 9, "e5", |f, r| f == 4 && r == 4),
        // 0
        ("georgian en passant", 8, 8, "-", |_, _| false),
        ("isolation walls", 8, 8, &walls, |f, r| {
            !((f, r) == (2, 0) || (f, r) == (3, 7))
        }),
    ];
    for (what, files, ranks, text, rule) in cases {
        for mapping in Mapping::ALL {
            let board = Board::new(files, ranks, mapping).unwrap();
            let region = Region::parse("r", text, RegionSide::Both, &board).expect(what);
            let want: Vec<usize> = board
                .all_squares()
                .filter(|&sq| {
                    let (f, r) = board.coords(sq);
                    rule(f, r)
                })
                .collect();
            assert_eq!(region.squares(), [want], "{what} {mapping}");
        }
    }
}
