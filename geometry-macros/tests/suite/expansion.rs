//! The table macros' expansions have exactly the documented types for
//! several boards and mappings (each `static` below is a compile-time type
//! check), whatever the key order, delimiters, trailing comma, integer
//! notation or `macro_rules!` forwarding; and the arguments really select
//! the board and the mapping.

use geometry_macros::{
    anti_diagonal, anti_diagonal_bb, between_bb, dark_squares, diagonal, diagonal_bb, file_bb,
    king_dist, knight_dist, light_squares, line_bb, rank_bb, same_anti_diagonal, same_diagonal,
    square_color, square_names, taxi_dist, x88_attack, x88_step,
};

// The README's example.
static K: [[u8; 80]; 80] = geometry_macros::knight_dist!(files = 10, ranks = 8);

// Defaults: the standard board.
static KNIGHT_STD: [[u8; 64]; 64] = knight_dist!();
static STEP_STD: [i8; 257] = x88_step!();
static ATTACK_STD: [u8; 257] = x88_attack!();
static BETWEEN_STD: [[u64; 64]; 64] = between_bb!();

// Any key order, trailing comma, other delimiters.
static KING_10X8: [[u8; 80]; 80] = king_dist!(ranks = 8, files = 10,);
static KING_10X8_BRACKETS: [[u8; 80]; 80] = king_dist![mapping = lerf, files = 10, ranks = 8];
static KING_10X8_BRACES: [[u8; 80]; 80] = king_dist! {files=10,ranks=8,mapping=lerf,};

// Other boards and mappings.
static TAXI_1X1: [[u8; 1]; 1] = taxi_dist!(files = 1, ranks = 1);
static NAMES_12X10: [&str; 120] = square_names!(files = 12, ranks = 10, mapping = lefr);
static NAMES_9X9_BERF: [&str; 81] = square_names!(mapping = berf, files = 9, ranks = 9);
static COLOR_5X5: [u8; 25] = square_color!(files = 5, ranks = 5, mapping = befler);
static DIAG_3X7: [u8; 21] = diagonal!(files = 3, ranks = 7);
static ANTI_DIAG_16X16: [u8; 256] = anti_diagonal!(files = 16, ranks = 16, mapping = lefber);
static SAME_DIAG_2X2: [[bool; 4]; 4] = same_diagonal!(files = 2, ranks = 2);
static SAME_ANTI_4X4: [[bool; 16]; 16] =
    same_anti_diagonal!(files = 4, ranks = 4, mapping = berlef);
static DARK_8X8: u64 = dark_squares!();
static DARK_9X9: u128 = dark_squares!(files = 9, ranks = 9);
static LIGHT_16X8: u128 = light_squares!(files = 16, ranks = 8);
static FILE_BB_16X8: [u128; 16] = file_bb!(files = 16, ranks = 8);
static RANK_BB_5X5: [u64; 5] = rank_bb!(files = 5, ranks = 5, mapping = lerbef);
static DIAG_BB_12X10: [u128; 21] = diagonal_bb!(files = 12, ranks = 10);
static ANTI_DIAG_BB_8X8: [u64; 15] = anti_diagonal_bb!();
static BETWEEN_11X11: [[u128; 121]; 121] = between_bb!(files = 11, ranks = 11, mapping = befr);
static LINE_10X8: [[u128; 80]; 80] = line_bb!(files = 10, ranks = 8);
// 0x88 layout: W = 32 for 10 files, 2 * 32 * 8 + 1 = 513; W = 1 for 1 file.
static ATTACK_10X8: [u8; 513] = x88_attack!(files = 10, ranks = 8);
static STEP_1X1: [i8; 3] = x88_step!(files = 1, ranks = 1);
static STEP_16X16: [i8; 1025] = x88_step!(files = 16, ranks = 16);

// Hex, binary, octal and underscores are integers like any other.
static KNIGHT_HEX: [[u8; 80]; 80] = knight_dist!(files = 0xA, ranks = 0b1000);
static KNIGHT_OCT: [[u8; 80]; 80] = knight_dist!(files = 0o12, ranks = 8_);

// Usable in const context too.
const KNIGHT_CONST: [[u8; 9]; 9] = knight_dist!(files = 3, ranks = 3);

// Arguments forwarded by `macro_rules!` as `expr`, `literal` and `ident`
// fragments (the first two arrive wrapped in invisible groups).
macro_rules! king_on {
    ($files:expr, $ranks:literal, $mapping:ident) => {
        king_dist!(files = $files, ranks = $ranks, mapping = $mapping)
    };
}
static KING_FORWARDED: [[u8; 80]; 80] = king_on!(10, 8, lerf);

fn index_of(names: &[&str], name: &str) -> usize {
    names.iter().position(|n| *n == name).unwrap()
}

#[test]
fn the_size_arguments_select_the_board() {
    // a1 to b3 is one knight move on any board with 2 files and 3 ranks.
    assert_eq!(K[0][21], 1); // b3 = 10 + 1 + 10 on a 10-file board
    assert_eq!(KNIGHT_STD[0][17], 1); // b3 = 8 + 8 + 1 on 8x8
    // a1 to j8: 9 king steps on 10x8.
    assert_eq!(KING_10X8[0][79], 9);
    assert_eq!(TAXI_1X1[0][0], 0);
    // The centre of 3x3 is out of knight reach.
    assert_eq!(KNIGHT_CONST[4][0], u8::MAX);
    assert_eq!(STEP_1X1[1], 0);
    assert_eq!(STEP_STD.len(), 257);
    assert_eq!(ATTACK_STD.len(), 257);
    assert_eq!(ATTACK_10X8.len(), 513);
    assert_eq!(STEP_16X16.len(), 1025);
    assert_eq!(BETWEEN_STD[0][63].count_ones(), 6);
    assert_eq!(DARK_8X8.count_ones(), 32);
    assert_eq!(DARK_9X9.count_ones(), 41);
    assert_eq!(LIGHT_16X8.count_ones(), 64);
    assert_eq!(FILE_BB_16X8[15].count_ones(), 8);
    assert_eq!(RANK_BB_5X5[0].count_ones(), 5);
    assert_eq!(
        DIAG_BB_12X10.iter().map(|b| b.count_ones()).sum::<u32>(),
        120
    );
    assert_eq!(ANTI_DIAG_BB_8X8[7].count_ones(), 8);
    assert_eq!(BETWEEN_11X11[0][120].count_ones(), 9);
    assert_eq!(LINE_10X8[0][1].count_ones(), 10);
    assert_eq!(DIAG_3X7.len(), 21);
    assert_eq!(COLOR_5X5.iter().map(|&c| usize::from(c)).sum::<usize>(), 13);
    assert!(SAME_DIAG_2X2[0][3] && !SAME_DIAG_2X2[0][1]);
    assert!(
        SAME_ANTI_4X4
            .iter()
            .all(|row| row.iter().filter(|&&b| b).count() >= 1)
    );
    assert_eq!(ANTI_DIAG_16X16.iter().copied().max(), Some(30));
}

#[test]
fn key_order_delimiters_and_notation_do_not_matter() {
    assert_eq!(KING_10X8, KING_10X8_BRACKETS);
    assert_eq!(KING_10X8, KING_10X8_BRACES);
    assert_eq!(KING_10X8, KING_FORWARDED);
    assert_eq!(K, KNIGHT_HEX);
    assert_eq!(K, KNIGHT_OCT);
}

#[test]
fn the_mapping_argument_selects_the_order() {
    // `lefr` is file-major: a1, a2, .., a10, b1, ..
    assert_eq!(&NAMES_12X10[..3], ["a1", "a2", "a3"]);
    assert_eq!(NAMES_12X10[10], "b1");
    assert_eq!(NAMES_12X10[119], "l10");
    // `berf` counts from the far corner: i9, h9, .., a9, i8, ..
    assert_eq!(&NAMES_9X9_BERF[..2], ["i9", "h9"]);
    assert_eq!(NAMES_9X9_BERF[9], "i8");
    assert_eq!(NAMES_9X9_BERF[80], "a1");
    // `befler` on 5x5: e1, e2, .., e5, d1, .., a5; a5 is dark like a1.
    assert_eq!(COLOR_5X5[24], 1);
    assert_eq!(COLOR_5X5[1], 0); // e2
    // `lefr` on 12x10: index = 10 * file + rank.
    assert_eq!(index_of(&NAMES_12X10, "c2"), 21);
}
