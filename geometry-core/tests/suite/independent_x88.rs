//! X88_ATTACK and X88_STEP, every entry, on every test board and in all
//! eight mappings (the padded delta tables do not depend on the mapping),
//! against a simulation of each piece's moves on a plain board: king
//! steps, knight jumps, slider rays walked to the edge, pawn captures.

use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference as common;

use common::{Flags, Layout, compute, i8s, padded_width, u8s, x88_simulate};
use geometry_core::formula::x88;
use geometry_core::{Board, BoardModule, Mapping, Shape, Table, Values};

/// The hidden conversion tables of the module plan, `SQ_TO_X88` and
/// `X88_TO_SQ`, as every printer emits them.
fn conversion_tables(board: &Board) -> (Vec<u16>, Vec<u16>) {
    let plan = BoardModule::new("t", vec![], board);
    let table = |name: &str| {
        let item = plan.x88().items().iter().find(|i| i.name() == name);
        match &item.expect("conversion table").data().values {
            Values::U16(v) => v.clone(),
            other => panic!("{name}: {other:?}"),
        }
    };
    (table("SQ_TO_X88"), table("X88_TO_SQ"))
}

#[test]
fn flags_are_distinct_single_bits() {
    let all = Flags::of_core().all();
    let mut union = 0u8;
    for f in all {
        assert_eq!(f.count_ones(), 1, "{f}");
        assert_eq!(union & f, 0, "{f} repeated");
        union |= f;
    }
}

#[test]
fn attack_and_step_tables_by_move_simulation() {
    let mut checked = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        let sim = x88_simulate(files, ranks, Flags::of_core());
        let len = 2 * padded_width(files) * ranks + 1;
        assert_eq!(sim.attack.len(), len);
        for m in Mapping::ALL {
            let board = Layout::new(files, ranks, m).board();
            assert_eq!(x88::width(&board), sim.width, "{files}x{ranks}");
            assert_eq!(x88::offset(&board), sim.offset, "{files}x{ranks}");
            assert_eq!(x88::delta_table_len(&board), len);
            let attack = compute(Table::X88Attack, &board);
            let step = compute(Table::X88Step, &board);
            assert_eq!(attack.shape, Shape::List(len));
            assert_eq!(step.shape, Shape::List(len));
            assert_eq!(u8s(&attack), sim.attack, "{files}x{ranks} {m} attack");
            assert_eq!(i8s(&step), sim.step, "{files}x{ranks} {m} step");
            checked += 2 * len;
        }
    }
    assert!(checked > 100_000, "{checked}");
}

/// The padded layout keeps deltas apart (no two (file, rank) deltas share
/// an index, which the simulation asserts while filling `delta_of`), and
/// the core's padded squares and delta indices agree with it pair by pair.
#[test]
fn padded_squares_and_delta_indices() {
    for &(files, ranks) in FIXTURE_SIZES {
        let sim = x88_simulate(files, ranks, Flags::of_core());
        let w = sim.width;
        assert!(w.is_power_of_two() && w >= 2 * files - 1 && (w == 1 || w / 2 < 2 * files - 1));
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let (padded, back) = conversion_tables(&board);
            assert_eq!(back.len(), w * ranks);
            for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
                assert_eq!(x88::from_square(&board, i), w * r + f);
                assert_eq!(x88::to_square(&board, w * r + f), Some(i));
                assert_eq!(padded[i] as usize, w * r + f);
                assert_eq!(back[w * r + f] as usize, i);
            }
            let on_board = back.iter().filter(|&&s| s != u16::MAX).count();
            assert_eq!(on_board, files * ranks, "padding entries are u16::MAX");
            for (sq88, &sq) in back.iter().enumerate() {
                let expected = (sq != u16::MAX).then_some(sq as usize);
                assert_eq!(x88::to_square(&board, sq88), expected);
            }
            assert_eq!(x88::to_square(&board, back.len()), None);
            for (a, &(fa, ra)) in lay.cell_of.iter().enumerate() {
                for (b, &(fb, rb)) in lay.cell_of.iter().enumerate() {
                    let i = x88::delta_index(&board, a, b);
                    let d = (fb as i32 - fa as i32, rb as i32 - ra as i32);
                    assert_eq!(sim.delta_of[i], Some(d), "{files}x{ranks} {m}");
                }
            }
        }
    }
}

/// Walking with the step from `from` reaches `to` on the padded board,
/// without leaving the board, exactly when a queen could make the move.
#[test]
fn steps_walk_to_the_target() {
    for &(files, ranks) in FIXTURE_SIZES {
        let board = Layout::new(files, ranks, Mapping::Lerf).board();
        let (attack, step) = (
            compute(Table::X88Attack, &board),
            compute(Table::X88Step, &board),
        );
        let (attack, steps) = (u8s(&attack), i8s(&step));
        let w = padded_width(files) as i64;
        let offset = w * ranks as i64;
        let on = |p: i64| p >= 0 && p % w < files as i64 && p / w < ranks as i64;
        for fa in 0..files as i64 {
            for ra in 0..ranks as i64 {
                for fb in 0..files as i64 {
                    for rb in 0..ranks as i64 {
                        let (from, to) = (w * ra + fa, w * rb + fb);
                        let i = (to - from + offset) as usize;
                        let step = steps[i] as i64;
                        let queen = attack[i] & x88::QUEEN != 0;
                        let (df, dr) = (fb - fa, rb - ra);
                        let aligned =
                            (df, dr) != (0, 0) && (df == 0 || dr == 0 || df.abs() == dr.abs());
                        assert_eq!(queen, aligned, "{files}x{ranks} ({df},{dr})");
                        assert_eq!(step != 0, queen);
                        if step != 0 {
                            let mut p = from + step;
                            while p != to {
                                assert!(on(p), "step leaves the board");
                                p += step;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `x88::steps`: each (df, dr) a piece can make on the board as a padded
/// step, in order, those past an `i8` left out; with it, a target is on
/// the padded board exactly when it is on the board (a padding column or
/// outside the rows otherwise).
#[test]
fn move_vectors_reach_exactly_the_squares_on_the_board() {
    let deltas: Vec<(i32, i32)> = (-16..=16)
        .flat_map(|df| (-16..=16).map(move |dr| (df, dr)))
        .filter(|&d| d != (0, 0))
        .collect();
    for &(files, ranks) in FIXTURE_SIZES {
        let board = Layout::new(files, ranks, Mapping::Lerf).board();
        let w = padded_width(files) as i32;
        let (files, ranks) = (files as i32, ranks as i32);
        let fitting: Vec<(i32, i32)> = deltas
            .iter()
            .copied()
            .filter(|&(df, dr)| df.abs() < files && dr.abs() < ranks)
            .filter(|&(df, dr)| (-128..=127).contains(&(w * dr + df)))
            .collect();
        let steps = x88::steps(&board, &deltas);
        let want: Vec<i8> = fitting
            .iter()
            .map(|&(df, dr)| (w * dr + df) as i8)
            .collect();
        assert_eq!(steps, want, "{files}x{ranks}");
        for (&step, &(df, dr)) in steps.iter().zip(&fitting) {
            for f in 0..files {
                for r in 0..ranks {
                    let to = w * r + f + i32::from(step);
                    let padded_on = usize::try_from(to).is_ok_and(|to| x88::on_board(&board, to));
                    let on = (0..files).contains(&(f + df)) && (0..ranks).contains(&(r + dr));
                    assert_eq!(
                        padded_on, on,
                        "{files}x{ranks} ({df}, {dr}) from ({f}, {r})"
                    );
                }
            }
        }
    }
}

/// The reference article's facts for the classic 8x8 0x88 board.
#[test]
fn classic_board_reference_facts() {
    let board = Layout::new(8, 8, Mapping::Lerf).board();
    assert_eq!(x88::width(&board), 16);
    assert_eq!(x88::offset(&board), 128);
    assert_eq!(x88::delta_table_len(&board), 257);
    let attack = compute(Table::X88Attack, &board);
    let attack = u8s(&attack);
    assert_eq!(attack.len(), 257);
    assert_eq!(attack[128 + 1], x88::KING | x88::QUEEN | x88::ROOK);
    assert_eq!(
        attack[128 + 17],
        x88::KING | x88::QUEEN | x88::BISHOP | x88::WHITE_PAWN
    );
    assert_eq!(
        attack[128 - 17],
        x88::KING | x88::QUEEN | x88::BISHOP | x88::BLACK_PAWN
    );
    assert_eq!(attack[128 + 16], x88::KING | x88::QUEEN | x88::ROOK);
    assert_eq!(attack[128 + 33], x88::KNIGHT);
    assert_eq!(attack[128 + 7 * 17], x88::QUEEN | x88::BISHOP);
    assert_eq!(attack[128], 0);
    assert_eq!(attack[128 + 8], 0, "a delta of 8 is off the 0x88 board");
    // Square numbering: 16 * rank + file, a2 = 16, a8 = 112, h8 = 119,
    // off-board exactly when sq & 0x88 != 0.
    let name = |s: &str| board.parse_square(s).unwrap();
    assert_eq!(x88::from_square(&board, name("a2")), 16);
    assert_eq!(x88::from_square(&board, name("a8")), 112);
    assert_eq!(x88::from_square(&board, name("h8")), 119);
    let (_, back) = conversion_tables(&board);
    assert_eq!(back.len(), 128);
    for (sq88, &sq) in back.iter().enumerate() {
        assert_eq!(sq == u16::MAX, sq88 & 0x88 != 0);
        if sq88 & 0x88 == 0 {
            assert_eq!(sq as usize, (sq88 + (sq88 & 7)) >> 1);
        }
    }
    for sq in 0..64usize {
        assert_eq!(x88::from_square(&board, sq), sq + (sq & !7));
    }
}
