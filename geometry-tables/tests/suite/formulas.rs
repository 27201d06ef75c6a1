//! Every formula of `geometry_tables::formulas`, checked over its entire
//! domain (all 64 squares, all 4,096 pairs, all 64 on-board 0x88 squares of
//! the 128-square 0x88 board) against the crate's generated tables, and
//! called on every `u8` (every pair of `u8`) to show that no input panics,
//! also in debug builds where Rust checks overflow and shift amounts.
//!
//! Where an article's formula is wrong, the tests enumerate the inputs on
//! which it fails and compare that set with an independent description.
//!
//! File and rank are read from the square names ("e4" is file 4, rank 3),
//! not computed with the `& 7` / `>> 3` arithmetic under test.

use std::collections::BTreeSet;

use geometry_tables::formulas::*;
use geometry_tables::variants::*;
use geometry_tables::{
    ANTI_DIAGONAL, DARK_SQUARES, DIAGONAL, KNIGHT_DIST, SAME_ANTI_DIAGONAL, SAME_DIAGONAL,
    SQUARE_COLOR, SQUARE_NAMES, Square, x88,
};

/// (file, rank) of a 0..64 square, from its algebraic name.
fn coords(sq: usize) -> (i32, i32) {
    let name = SQUARE_NAMES[sq].as_bytes();
    (i32::from(name[0] - b'a'), i32::from(name[1] - b'1'))
}

/// The 0..64 square with the given name.
fn square(name: &str) -> u8 {
    SQUARE_NAMES.iter().position(|n| *n == name).unwrap() as u8
}

fn all_squares() -> impl Iterator<Item = u8> {
    0..64u8
}

fn all_pairs() -> impl Iterator<Item = (u8, u8)> {
    all_squares().flat_map(|a| all_squares().map(move |b| (a, b)))
}

fn all_u8_pairs() -> impl Iterator<Item = (u8, u8)> {
    (0..=255u8).flat_map(|a| (0..=255u8).map(move |b| (a, b)))
}

fn dark(sq: u8) -> bool {
    SQUARE_COLOR[sq as usize] == 1
}

// The formulas are `const fn`s: usable in constants.
const A1_B2_KNIGHT: u8 = knight_dist(0, 9);
const _: () = assert!(A1_B2_KNIGHT == 4);
const _: () = assert!(is_dark(0) && !is_dark(7) && x88_is_dark(0x77));

// ---------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------

#[test]
fn colour_tables_agree_with_square_names() {
    // The reference the colour tricks are checked against is itself checked:
    // a1 dark, colours alternate along ranks and files.
    for sq in all_squares() {
        let (f, r) = coords(sq as usize);
        assert_eq!(dark(sq), (f + r) % 2 == 0, "{}", SQUARE_NAMES[sq as usize]);
        assert_eq!(dark(sq), DARK_SQUARES >> sq & 1 == 1);
    }
    assert_eq!(DARK_64, DARK_SQUARES);
}

#[test]
fn every_colour_formula_matches_square_color_on_all_64_squares() {
    for sq in all_squares() {
        let want = SQUARE_COLOR[sq as usize];
        let name = SQUARE_NAMES[sq as usize];
        assert_eq!(color_lookup64(sq), want, "color_lookup64 {name}");
        assert_eq!(color_lookup32(sq), want, "color_lookup32 {name}");
        assert_eq!(color_by_anti_diagonal(sq), want, "anti-diagonal {name}");
        assert_eq!(color_by_diagonal(sq), want, "diagonal {name}");
        assert_eq!(color_by_xor(sq), want, "xor {name}");
        assert_eq!(color_lea(sq), want, "lea {name}");
        assert_eq!(is_dark(sq), want == 1, "is_dark {name}");
        assert_eq!(is_dark_plus8(sq), want == 1, "is_dark_plus8 {name}");
    }
}

#[test]
fn colour_formulas_take_every_u8_as_the_square_mod_64() {
    // Documented behaviour outside 0..64; also proves no input panics.
    for sq in 0..=255u8 {
        let want = SQUARE_COLOR[(sq & 63) as usize];
        assert_eq!(color_lookup64(sq), want, "{sq}");
        assert_eq!(color_lookup32(sq), want, "{sq}");
        assert_eq!(color_by_anti_diagonal(sq), want, "{sq}");
        assert_eq!(color_by_diagonal(sq), want, "{sq}");
        assert_eq!(color_by_xor(sq), want, "{sq}");
        assert_eq!(color_lea(sq), want, "{sq}");
        assert_eq!(is_dark(sq), want == 1, "{sq}");
        assert_eq!(is_dark_plus8(sq), want == 1, "{sq}");
    }
}

#[test]
fn the_32_bit_lookup_needs_the_x86_shift_count_modulo_32() {
    for sq in all_squares() {
        // wrapping_shr is the article's portable `>> (square & 31)`.
        assert_eq!(color_lookup32(sq), (DARK_32 >> (sq & 31) & 1) as u8);
        // A checked (C-standard, Rust-debug) shift has no answer from 32 on.
        assert_eq!(DARK_32.checked_shr(u32::from(sq)).is_none(), sq >= 32);
    }
    // Without the reduction (a shift in a wider register) the trick is
    // wrong exactly on the dark squares of ranks 5 to 8.
    let fails: BTreeSet<u8> = all_squares()
        .filter(|&sq| (u64::from(DARK_32) >> sq & 1) as u8 != SQUARE_COLOR[sq as usize])
        .collect();
    let expected: BTreeSet<u8> = all_squares()
        .filter(|&sq| coords(sq as usize).1 >= 4 && dark(sq))
        .collect();
    assert_eq!(fails.len(), 16);
    assert_eq!(fails, expected);
}

/// Rust's plain `>>` is not x86's: in a debug build it panics for a count
/// of 32 or more, which is why the formulas use `wrapping_shr`.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "shift right with overflow")]
fn plain_shift_by_32_panics_in_debug() {
    let sq: u32 = std::hint::black_box(32);
    let _ = std::hint::black_box(DARK_32 >> sq);
}

#[test]
fn same_and_different_colour_on_all_4096_pairs() {
    for (a, b) in all_pairs() {
        let same = SQUARE_COLOR[a as usize] == SQUARE_COLOR[b as usize];
        assert_eq!(same_color(a, b), same, "{a} {b}");
        assert_eq!(different_color(a, b), !same, "{a} {b}");
        assert_eq!(different_color_xor(a, b), !same, "{a} {b}");
    }
    for (a, b) in all_u8_pairs() {
        let same = SQUARE_COLOR[(a & 63) as usize] == SQUARE_COLOR[(b & 63) as usize];
        assert_eq!(same_color(a, b), same);
        assert_eq!(different_color(a, b), !same);
        assert_eq!(different_color_xor(a, b), !same);
    }
}

#[test]
fn even_knight_distance_means_same_colour() {
    // The article's closing remark: the knight distance's low bit.
    for (a, b) in all_pairs() {
        let even = KNIGHT_DIST[a as usize][b as usize] & 1 == 0;
        assert_eq!(even, same_color(a, b), "{a} {b}");
    }
}

#[test]
fn x88_colour_on_every_on_board_square() {
    let mut on_board = 0;
    for sq in all_squares() {
        let sq88 = x88::from_square(Square::ALL[sq as usize]) as u8;
        assert_eq!(x88_is_dark(sq88), dark(sq), "{}", SQUARE_NAMES[sq as usize]);
        on_board += 1;
    }
    assert_eq!(on_board, 64);
    // Without the x86 modulo-32 count (a shift in a register wide enough
    // for every count) the trick fails exactly on the dark squares from the
    // third rank on.
    let fails: BTreeSet<u8> = all_squares()
        .filter(|&sq| {
            let sq88 = x88::from_square(Square::ALL[sq as usize]) as u32;
            (u128::from(X88_DARK_32) >> sq88 & 1 == 1) != dark(sq)
        })
        .collect();
    let expected: BTreeSet<u8> = all_squares()
        .filter(|&sq| coords(sq as usize).1 >= 2 && dark(sq))
        .collect();
    assert_eq!(fails.len(), 24);
    assert_eq!(fails, expected);
}

#[test]
fn x88_colour_off_the_board_is_as_documented() {
    for sq88 in 0..=255u8 {
        if !x88_off_board(sq88) {
            continue;
        }
        if sq88 & 8 != 0 {
            assert!(!x88_is_dark(sq88), "{sq88:#x}");
        } else {
            assert!(sq88 >= 128);
            assert_eq!(x88_is_dark(sq88), x88_is_dark(sq88 & 0x77), "{sq88:#x}");
        }
    }
}

// ---------------------------------------------------------------------------
// Knight distance
// ---------------------------------------------------------------------------

#[test]
fn knight_distance_matches_knight_dist_on_all_4096_pairs() {
    for (a, b) in all_pairs() {
        let want = KNIGHT_DIST[a as usize][b as usize];
        assert_eq!(knight_dist(a, b), want, "{a} {b}");
        assert_eq!(knight_dist_sign_mask(a, b), want, "{a} {b}");
        assert_eq!(knight_dist_wide_shift(a, b), want, "{a} {b}");
    }
}

#[test]
fn knight_distance_takes_every_u8_pair_mod_64() {
    for (a, b) in all_u8_pairs() {
        let want = KNIGHT_DIST[(a & 63) as usize][(b & 63) as usize];
        assert_eq!(knight_dist(a, b), want);
        assert_eq!(knight_dist_sign_mask(a, b), want);
        assert_eq!(knight_dist_wide_shift(a, b), want);
    }
}

#[test]
fn knight_corner_fix_up_is_needed_exactly_for_corner_and_diagonal_neighbour() {
    // KNIGHT_D alone (no edge term) fails exactly on the four corners paired
    // with their diagonal neighbour, in both orders; the fix-up adds 2.
    let mut fails = BTreeSet::new();
    for (a, b) in all_pairs() {
        let (fa, ra) = coords(a as usize);
        let (fb, rb) = coords(b as usize);
        let (f, r) = ((fa - fb).unsigned_abs(), (ra - rb).unsigned_abs());
        let plain = KNIGHT_D[(8 * r + f) as usize];
        let want = KNIGHT_DIST[a as usize][b as usize];
        if plain != want {
            assert_eq!(want, plain + 2);
            fails.insert((a, b));
        }
    }
    let mut expected = BTreeSet::new();
    for (corner, neighbour) in [("a1", "b2"), ("h1", "g2"), ("a8", "b7"), ("h8", "g7")] {
        expected.insert((square(corner), square(neighbour)));
        expected.insert((square(neighbour), square(corner)));
    }
    assert_eq!(fails, expected);
    // The edge table marks exactly the corners.
    let corners: Vec<u8> = all_squares()
        .filter(|&s| KNIGHT_EDGE[s as usize] != 0)
        .collect();
    assert_eq!(corners, ["a1", "h1", "a8", "h8"].map(square));
}

// ---------------------------------------------------------------------------
// Diagonals
// ---------------------------------------------------------------------------

#[test]
fn diagonal_indices_match_the_tables() {
    let mut mod16_values = BTreeSet::new();
    for sq in all_squares() {
        let (f, r) = coords(sq as usize);
        let name = SQUARE_NAMES[sq as usize];
        assert_eq!(diagonal_index(sq), DIAGONAL[sq as usize], "{name}");
        assert_eq!(i32::from(diagonal_index(sq)), 7 + r - f, "{name}");
        assert_eq!(
            anti_diagonal_index(sq),
            ANTI_DIAGONAL[sq as usize],
            "{name}"
        );
        assert_eq!(i32::from(anti_diagonal_index(sq)), r + f, "{name}");
        let m = diagonal_index_mod16(sq);
        assert_eq!(m, (DIAGONAL[sq as usize] + 9) & 15, "{name}");
        assert_eq!(i32::from(m), (r - f).rem_euclid(16), "{name}");
        mod16_values.insert(m);
    }
    // Diagonals are monochrome. "Even indices are dark" holds for rank -
    // file and its & 15 form, and for the anti-diagonal rank + file; with
    // the 7 + rank - file numbering the dark diagonals are the odd ones.
    for sq in all_squares() {
        let (f, r) = coords(sq as usize);
        assert_eq!((r - f) % 2 == 0, dark(sq));
        assert_eq!(diagonal_index_mod16(sq) & 1 == 0, dark(sq));
        assert_eq!(diagonal_index(sq) & 1 == 1, dark(sq));
        assert_eq!(anti_diagonal_index(sq) & 1 == 0, dark(sq));
    }
    // The & 15 numbering: main diagonal 0, a gap at 8.
    assert_eq!(diagonal_index_mod16(square("a1")), 0);
    assert_eq!(diagonal_index_mod16(square("h8")), 0);
    assert_eq!(diagonal_index_mod16(square("a8")), 7);
    assert_eq!(diagonal_index_mod16(square("h1")), 9);
    assert_eq!(mod16_values, (0..16).filter(|&v| v != 8).collect());
    // No panic on any u8.
    for sq in 0..=255u8 {
        std::hint::black_box((
            diagonal_index(sq),
            anti_diagonal_index(sq),
            diagonal_index_mod16(sq),
        ));
    }
}

#[test]
fn same_diagonal_and_anti_diagonal_on_all_4096_pairs() {
    for (a, b) in all_pairs() {
        let (fa, ra) = coords(a as usize);
        let (fb, rb) = coords(b as usize);
        let want = SAME_DIAGONAL[a as usize][b as usize];
        assert_eq!(want, fb - fa == rb - ra);
        assert_eq!(same_diagonal(a, b), want, "{a} {b}");
        let want = SAME_ANTI_DIAGONAL[a as usize][b as usize];
        assert_eq!(want, fb - fa == ra - rb);
        assert_eq!(same_anti_diagonal(a, b), want, "{a} {b}");
    }
    for (a, b) in all_u8_pairs() {
        std::hint::black_box((same_diagonal(a, b), same_anti_diagonal(a, b)));
        std::hint::black_box((
            article_same_diagonal_and7(a, b),
            article_same_diagonal_mod9(a, b),
        ));
    }
}

#[test]
fn article_same_diagonal_and7_fails_exactly_where_documented() {
    let mut false_negatives = BTreeSet::new();
    let mut false_positives = BTreeSet::new();
    for (a, b) in all_pairs() {
        let truth = SAME_DIAGONAL[a as usize][b as usize];
        match (article_same_diagonal_and7(a, b), truth) {
            (false, true) => false_negatives.insert((a, b)),
            (true, false) => false_positives.insert((a, b)),
            _ => false,
        };
    }
    // Independent description: order-dependence (b strictly south-west of a
    // on their diagonal) and the board-edge wrap (diagonal indices 8 apart).
    let south_west: BTreeSet<(u8, u8)> = all_pairs()
        .filter(|&(a, b)| {
            SAME_DIAGONAL[a as usize][b as usize] && coords(b as usize).1 < coords(a as usize).1
        })
        .collect();
    let wrapped: BTreeSet<(u8, u8)> = all_pairs()
        .filter(|&(a, b)| i32::from(DIAGONAL[b as usize]) - i32::from(DIAGONAL[a as usize]) == 8)
        .collect();
    assert_eq!(false_negatives, south_west);
    assert_eq!(false_positives, wrapped);
    assert_eq!((false_negatives.len(), false_positives.len()), (140, 84));
    // Examples named in the docs.
    let (a1, b2, h1, a2) = (square("a1"), square("b2"), square("h1"), square("a2"));
    assert!(article_same_diagonal_and7(a1, b2));
    assert!(!article_same_diagonal_and7(b2, a1)); // argument order matters
    assert!(article_same_diagonal_and7(h1, a2)); // h1 and a2: not one diagonal
    assert!(article_same_diagonal_and7(square("g1"), square("a3")));
    // It is right whenever b is not south-west of a and no wrap is involved.
    for (a, b) in all_pairs() {
        if !south_west.contains(&(a, b)) && !wrapped.contains(&(a, b)) {
            assert_eq!(article_same_diagonal_and7(a, b), same_diagonal(a, b));
        }
    }
}

#[test]
fn article_same_diagonal_mod9_fails_exactly_where_documented() {
    let fails: BTreeSet<(u8, u8)> = all_pairs()
        .filter(|&(a, b)| article_same_diagonal_mod9(a, b) != SAME_DIAGONAL[a as usize][b as usize])
        .collect();
    // Independent description: the two squares' diagonals are 9 apart.
    let nine_apart: BTreeSet<(u8, u8)> = all_pairs()
        .filter(|&(a, b)| DIAGONAL[a as usize].abs_diff(DIAGONAL[b as usize]) == 9)
        .collect();
    assert!(!fails.is_empty());
    assert_eq!(fails.len(), 112);
    assert_eq!(fails, nine_apart);
    // Every failure is a false positive: it never misses a diagonal.
    for &(a, b) in &fails {
        assert!(article_same_diagonal_mod9(a, b) && !SAME_DIAGONAL[a as usize][b as usize]);
    }
    for (x, y) in [("h1", "a3"), ("h1", "b4"), ("c1", "a8")] {
        assert!(article_same_diagonal_mod9(square(x), square(y)), "{x} {y}");
        assert!(!same_diagonal(square(x), square(y)), "{x} {y}");
    }
}

// ---------------------------------------------------------------------------
// Square mapping
// ---------------------------------------------------------------------------

#[test]
fn mapping_conversions_mirror_the_square_names() {
    for sq in all_squares() {
        let (f, r) = coords(sq as usize);
        assert_eq!(coords(flip_file(sq) as usize), (7 - f, r));
        assert_eq!(coords(flip_rank(sq) as usize), (f, 7 - r));
        assert_eq!(coords(rotate_180(sq) as usize), (7 - f, 7 - r));
        assert_eq!(flip_file(flip_file(sq)), sq);
        assert_eq!(flip_rank(flip_rank(sq)), sq);
        assert_eq!(rotate_180(sq), flip_rank(flip_file(sq)));
        // 8 files and 8 ranks: a single flip changes the colour, both keep it.
        assert_ne!(
            SQUARE_COLOR[flip_file(sq) as usize],
            SQUARE_COLOR[sq as usize]
        );
        assert_ne!(
            SQUARE_COLOR[flip_rank(sq) as usize],
            SQUARE_COLOR[sq as usize]
        );
        assert_eq!(
            SQUARE_COLOR[rotate_180(sq) as usize],
            SQUARE_COLOR[sq as usize]
        );
    }
    for sq in 0..=255u8 {
        assert_eq!(flip_file(sq) >> 6, sq >> 6);
        assert_eq!(rotate_180(sq) >> 6, sq >> 6);
    }
}

// ---------------------------------------------------------------------------
// 0x88
// ---------------------------------------------------------------------------

#[test]
fn x88_conversions_match_the_x88_tables() {
    for sq in all_squares() {
        let sq88 = x88_from_square(sq);
        assert_eq!(
            usize::from(sq88),
            x88::from_square(Square::ALL[sq as usize])
        );
        assert_eq!(u16::from(sq88), x88::SQ_TO_X88[sq as usize]);
        assert!(!x88_off_board(sq88));
        assert_eq!(x88_to_square(sq88), sq);
        let (f, r) = coords(sq as usize);
        assert_eq!(i32::from(sq88), 16 * r + f);
    }
    let mut on_board = 0;
    for sq88 in 0..128u8 {
        let table = x88::X88_TO_SQ[sq88 as usize];
        assert_eq!(x88_off_board(sq88), table == u16::MAX, "{sq88:#x}");
        if table != u16::MAX {
            on_board += 1;
            assert_eq!(u16::from(x88_to_square(sq88)), table);
            assert_eq!(
                Some(usize::from(x88_to_square(sq88))),
                x88::to_square(sq88 as usize).map(Square::index)
            );
        }
    }
    assert_eq!(on_board, 64);
    // Beyond the 16x8 board everything is off the board; conversions of
    // off-board squares are meaningless but never panic.
    for sq88 in 0..=255u8 {
        assert_eq!(x88_off_board(sq88), sq88 >= 128 || sq88 & 8 != 0);
        std::hint::black_box((
            x88_to_square(sq88),
            x88_from_square(sq88),
            x88_is_dark(sq88),
        ));
    }
    assert_eq!(x88_to_square(0x08), square("e1")); // the documented alias
}
