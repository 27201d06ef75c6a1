//! Every static of `geometry_tables`, every entry, against computations
//! written apart from `geometry-core` (the shared helpers of the core's
//! independent tests: Floyd-Warshall and a closed formula for the knight,
//! set algebra for lines, diagonal walks, move simulation for 0x88), plus
//! the exact names and types the README promises and the `static` placement.
#![allow(clippy::needless_range_loop)]

use geometry_test_support::reference as common;

use common::{
    Flags, Layout, anti_diagonal_walk, between_cells, dark_by_alternation, diagonal_walk,
    knight_closed, knight_floyd, line_cells, name_of, x88_simulate,
};
use geometry_core::Mapping;
use geometry_tables::*;

fn lerf() -> Layout {
    Layout::new(8, 8, Mapping::Lerf)
}

/// The README's table of names and types, checked by the compiler.
#[test]
fn names_and_types() {
    let _: usize = FILES;
    let _: usize = RANKS;
    let _: usize = SQUARES;
    let _: &[&str; 64] = &SQUARE_NAMES;
    let _: &[u8; 64] = &SQUARE_COLOR;
    let _: u64 = DARK_SQUARES;
    let _: u64 = LIGHT_SQUARES;
    let _: &[[u8; 64]; 64] = &KNIGHT_DIST;
    let _: &[[u8; 64]; 64] = &KING_DIST;
    let _: &[[u8; 64]; 64] = &TAXI_DIST;
    let _: &[u8; 64] = &DIAGONAL;
    let _: &[u8; 64] = &ANTI_DIAGONAL;
    let _: &[[bool; 64]; 64] = &SAME_DIAGONAL;
    let _: &[[bool; 64]; 64] = &SAME_ANTI_DIAGONAL;
    let _: &[u64; 8] = &FILE_BB;
    let _: &[u64; 8] = &RANK_BB;
    let _: &[u64; 15] = &DIAGONAL_BB;
    let _: &[u64; 15] = &ANTI_DIAGONAL_BB;
    let _: &[[u64; 64]; 64] = &BETWEEN_BB;
    let _: &[[u64; 64]; 64] = &LINE_BB;
    let _: &[u8; 257] = &X88_ATTACK;
    let _: &[i8; 257] = &X88_STEP;
    let _: usize = x88::OFFSET;
    let _: &[u64; 64] = &KNIGHT_ATTACKS;
    let _: &[u64; 64] = &KING_ATTACKS;
    let _: &[[u64; 64]; 2] = &PAWN_ATTACKS;
    let _: &[[u64; 64]; 2] = &PAWN_PUSHES;
    let _: &[u64; 2] = &PAWN_DOUBLE_PUSH_RANK;
    let _: &[u64; 2] = &PROMOTION_RANK;
    let _: &[[u64; 64]; 8] = &RAYS;
    let _: &[i8; 8] = &x88::KNIGHT_STEPS;
    let _: &[i8; 4] = &x88::ROOK_STEPS;
    let _: fn(Square, u64) -> u64 = rook_attacks;
    // from_square / to_square are const fns.
    const B2_88: usize = x88::from_square(Square::B2);
    const B2: Square = x88::to_square(B2_88).unwrap();
    assert_eq!((B2_88, B2.index()), (17, 9));
    assert_eq!((FILES, RANKS, SQUARES), (8, 8, 64));
}

/// The tables are `static` places: `core::ptr::addr_of!` only accepts a
/// place, so this does not compile if any of them is a `const` (rustc:
/// "cannot take address of a temporary"). They are usable from a `static`
/// initializer, and the address taken in two separate functions agrees.
#[test]
fn tables_are_statics_with_one_address() {
    static KNIGHT_REF: &[[u8; 64]; 64] = &KNIGHT_DIST;
    static BETWEEN_REF: &[[u64; 64]; 64] = &BETWEEN_BB;
    macro_rules! one_address {
        ($($name:ident),*) => {$(
            #[inline(never)]
            fn first() -> usize {
                core::hint::black_box(&$name as *const _ as usize)
            }
            #[inline(never)]
            fn second() -> usize {
                core::hint::black_box(core::ptr::addr_of!($name) as usize)
            }
            assert_eq!(first(), second(), stringify!($name));
        )*};
    }
    // One block per table so the helper fns do not clash.
    {
        one_address!(KNIGHT_DIST);
        assert_eq!(first(), KNIGHT_REF as *const _ as usize);
    }
    {
        one_address!(BETWEEN_BB);
        assert_eq!(first(), BETWEEN_REF as *const _ as usize);
    }
    {
        one_address!(KING_DIST);
    }
    {
        one_address!(TAXI_DIST);
    }
    {
        one_address!(LINE_BB);
    }
    {
        one_address!(SAME_DIAGONAL);
    }
    {
        one_address!(SAME_ANTI_DIAGONAL);
    }
    {
        one_address!(X88_ATTACK);
    }
    {
        one_address!(X88_STEP);
    }
    {
        one_address!(SQUARE_NAMES);
    }
    {
        one_address!(SQUARE_COLOR);
    }
    {
        one_address!(DIAGONAL);
    }
    {
        one_address!(ANTI_DIAGONAL);
    }
    {
        one_address!(FILE_BB);
    }
    {
        one_address!(RANK_BB);
    }
    {
        one_address!(DIAGONAL_BB);
    }
    {
        one_address!(ANTI_DIAGONAL_BB);
    }
    assert_eq!(core::mem::size_of_val(&KNIGHT_DIST), 64 * 64);
    assert_eq!(core::mem::size_of_val(&BETWEEN_BB), 64 * 64 * 8);
}

#[test]
fn knight_dist_by_floyd_warshall_and_closed_formula() {
    let lay = lerf();
    let fw = knight_floyd(8, 8);
    for a in 0..64 {
        for b in 0..64 {
            let want = fw[lay.cell(a) * 64 + lay.cell(b)];
            assert_eq!(
                KNIGHT_DIST[a][b], want,
                "{} {}",
                SQUARE_NAMES[a], SQUARE_NAMES[b]
            );
            let closed = knight_closed(8, 8, lay.cell_of[a], lay.cell_of[b]);
            assert_eq!(KNIGHT_DIST[a][b], closed);
        }
    }
    assert_eq!(KNIGHT_DIST[Square::A1 as usize][Square::B2 as usize], 4);
    assert!(
        KNIGHT_DIST.iter().flatten().all(|&d| d <= 6),
        "8x8 is connected"
    );
}

#[test]
fn king_and_taxi_dist() {
    let lay = lerf();
    for a in 0..64 {
        let (fa, ra) = lay.cell_of[a];
        for b in 0..64 {
            let (fb, rb) = lay.cell_of[b];
            let (df, dr) = (fa.abs_diff(fb), ra.abs_diff(rb));
            assert_eq!(KING_DIST[a][b] as usize, df + dr - df.min(dr));
            assert_eq!(TAXI_DIST[a][b] as usize, df + dr);
        }
    }
}

#[test]
fn colours_names_and_square_enum() {
    let lay = lerf();
    let dark = dark_by_alternation(8, 8);
    let mut dark_bb = 0u64;
    for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
        assert_eq!(SQUARE_COLOR[i], u8::from(dark[lay.cell(i)]));
        assert_eq!(SQUARE_NAMES[i], name_of(f, r));
        if dark[lay.cell(i)] {
            dark_bb |= 1 << i;
        }
    }
    assert_eq!(DARK_SQUARES, dark_bb);
    assert_eq!(LIGHT_SQUARES, !dark_bb);

    #[rustfmt::skip]
    let all = [
        Square::A1, Square::B1, Square::C1, Square::D1, Square::E1, Square::F1, Square::G1, Square::H1,
        Square::A2, Square::B2, Square::C2, Square::D2, Square::E2, Square::F2, Square::G2, Square::H2,
        Square::A3, Square::B3, Square::C3, Square::D3, Square::E3, Square::F3, Square::G3, Square::H3,
        Square::A4, Square::B4, Square::C4, Square::D4, Square::E4, Square::F4, Square::G4, Square::H4,
        Square::A5, Square::B5, Square::C5, Square::D5, Square::E5, Square::F5, Square::G5, Square::H5,
        Square::A6, Square::B6, Square::C6, Square::D6, Square::E6, Square::F6, Square::G6, Square::H6,
        Square::A7, Square::B7, Square::C7, Square::D7, Square::E7, Square::F7, Square::G7, Square::H7,
        Square::A8, Square::B8, Square::C8, Square::D8, Square::E8, Square::F8, Square::G8, Square::H8,
    ];
    let mut seen = [false; 64];
    for sq in all {
        // The variant's own name decides where it must be.
        let name = format!("{sq:?}").to_lowercase();
        let f = (name.as_bytes()[0] - b'a') as usize;
        let r = name[1..].parse::<usize>().unwrap() - 1;
        let i = sq as usize;
        assert_eq!(i, lay.index(f, r), "{name}");
        assert_eq!(SQUARE_NAMES[i], name);
        assert!(!seen[i]);
        seen[i] = true;
    }
    assert_eq!(core::mem::size_of::<Square>(), 1, "repr(u8)");
}

#[test]
fn diagonals_and_masks() {
    let lay = lerf();
    let (diag, count) = diagonal_walk(8, 8);
    let (anti, _) = anti_diagonal_walk(8, 8);
    assert_eq!(count, 15);
    for a in 0..64 {
        assert_eq!(DIAGONAL[a] as usize, diag[lay.cell(a)]);
        assert_eq!(ANTI_DIAGONAL[a] as usize, anti[lay.cell(a)]);
        for b in 0..64 {
            assert_eq!(SAME_DIAGONAL[a][b], diag[lay.cell(a)] == diag[lay.cell(b)]);
            assert_eq!(
                SAME_ANTI_DIAGONAL[a][b],
                anti[lay.cell(a)] == anti[lay.cell(b)]
            );
        }
    }
    for k in 0..15 {
        let d = lay.bits_where(&|f, r| diag[r * 8 + f] == k);
        let ad = lay.bits_where(&|f, r| anti[r * 8 + f] == k);
        assert_eq!(DIAGONAL_BB[k] as u128, d, "diagonal {k}");
        assert_eq!(ANTI_DIAGONAL_BB[k] as u128, ad, "anti-diagonal {k}");
    }
    for k in 0..8 {
        assert_eq!(FILE_BB[k] as u128, lay.bits_where(&|f, _| f == k));
        assert_eq!(RANK_BB[k] as u128, lay.bits_where(&|_, r| r == k));
    }
}

#[test]
fn between_and_line_by_set_algebra() {
    let lay = lerf();
    for a in 0..64 {
        for b in 0..64 {
            let (ca, cb) = (lay.cell_of[a], lay.cell_of[b]);
            let between = lay.cells_to_bits(between_cells(8, 8, ca, cb));
            let line = lay.cells_to_bits(line_cells(8, 8, ca, cb));
            assert_eq!(BETWEEN_BB[a][b] as u128, between, "{a} {b}");
            assert_eq!(LINE_BB[a][b] as u128, line, "{a} {b}");
        }
    }
}

#[test]
fn x88_tables_by_move_simulation() {
    let sim = x88_simulate(8, 8, Flags::of_core());
    assert_eq!((sim.width, sim.offset), (16, 128));
    assert_eq!(x88::OFFSET, sim.offset);
    assert_eq!(x88::WIDTH, sim.width);
    assert_eq!(X88_ATTACK.as_slice(), sim.attack.as_slice());
    assert_eq!(X88_STEP.as_slice(), sim.step.as_slice());
    let flags = Flags::of_core();
    // This crate's flags are `u8`s with those bits, in that order.
    let ours: [u8; 7] = [
        x88::KING,
        x88::QUEEN,
        x88::ROOK,
        x88::BISHOP,
        x88::KNIGHT,
        x88::WHITE_PAWN,
        x88::BLACK_PAWN,
    ];
    assert_eq!(ours, flags.all());
    let mut union = 0u8;
    for f in flags.all() {
        assert_eq!(f.count_ones(), 1);
        assert_eq!(union & f, 0);
        union |= f;
    }
    // Conversions: padded square = 16 * rank + file.
    let lay = lerf();
    for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
        assert_eq!(x88::from_square(Square::ALL[i]), 16 * r + f);
        assert_eq!(x88::to_square(16 * r + f), Some(Square::ALL[i]));
    }
}
