//! Regions: every region Fairy-Stockfish's `variants.ini` writes
//! (`tests/data/variants_ini_regions.txt`, made by
//! `variants_ini_regions.py`), read on its variant's board in all eight
//! mappings and compared with a reading written apart from the core: a
//! square is in the region when some token names it (its name, its file's
//! `x*`, its rank's `*n`), asked square by square instead of building
//! the set token by token. The `board!` items are checked the same way.

use geometry_core::{Board, Mapping, Region, RegionSide};
use geometry_tables::Bitboard;

#[allow(
    clippy::disallowed_macros,
    reason = "a test's fixture; the rule keeps file reads out of the macros' code"
)]
const DATA: &str = include_str!("data/variants_ini_regions.txt");

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

geometry_macros::board! {
    mod big { files = 16, ranks = 16, regions = [promotion = white("*14 *15 *16"), corner = "a1 P16 p1"] }
}

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
            .filter(|&sq| big::PROMOTION_REGION[k].has(sq))
            .collect();
        assert_eq!(got, want);
    }
    assert_eq!(big::CORNER_REGION.count(), 3);
}
