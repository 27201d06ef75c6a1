//! The three paths to a table agree entry for entry: the build-script
//! output (`build.rs` through `geometry_core::codegen`), the `board!`
//! macro, and (for the standard board) the statics of `geometry-tables`.
//! Each is also checked against the core's `Table::compute` data, which
//! shows the printed source reads back to the same values.

use crate::common::{Entry, assert_same, out, out_tables};
use geometry_core::Table;

mod by_macro {
    geometry_macros::board! {
        /// Standard board through the proc macro.
        pub mod standard { files = 8, ranks = 8, mapping = lerf }
    }
    geometry_macros::board! {
        pub mod capablanca { files = 10, ranks = 8 }
    }
    geometry_macros::board! {
        pub mod grand_lefr { mapping = lefr, ranks = 10, files = 12 }
    }
    geometry_macros::board! {
        pub mod xiangqi {
            files = 9, ranks = 10,
            pieces = [
                chariot = "R", horse = "nN", elephant = "nA", advisor = "F", general = "W",
                cannon = "mRcpR", soldier = "fsW", mao = "afsW",
            ],
        }
    }
}

/// The Betza pieces of the build script's `xiangqi` module and of
/// `board!`'s agree with each other and with the core's walk
/// (`formula::piece_reach`): attacks, quiet moves and first moves, for both
/// sides, from every square, on the empty board and random occupancies.
#[test]
fn betza_pieces_agree_across_paths() {
    use by_macro::xiangqi as mac;
    use geometry_core::formula::{self, SquareSet, Wide};
    use geometry_core::{Board, Mapping};
    use geometry_test_support::Stream;
    use out::xiangqi as script;

    let board = Board::new(9, 10, Mapping::Lerf).unwrap();
    let names: Vec<&str> = mac::Piece::ALL.iter().map(|p| p.name()).collect();
    let declared: Vec<&str> = crate::common::BUILD_SCRIPT_PIECES
        .iter()
        .map(|p| p.0)
        .collect();
    assert_eq!(
        names, declared,
        "board! and build.rs declare the same pieces"
    );
    let mut stream = Stream::new(90);
    let mut checked = 0;
    for (k, (name, betza)) in crate::common::BUILD_SCRIPT_PIECES.iter().enumerate() {
        let piece = geometry_core::__private::args::betza_piece(name, betza, &board).unwrap();
        let (m, s) = (mac::Piece::ALL[k], script::Piece::ALL[k]);
        for sq in 0..90 {
            let (msq, ssq) = (mac::Square::ALL[sq], script::Square::ALL[sq]);
            for trial in 0..8 {
                let mut occupied: u128 = 0;
                for t in 0..90 {
                    if t != sq && trial > 0 && stream.below(8) < trial {
                        occupied |= 1 << t;
                    }
                }
                let wide = (0..90)
                    .filter(|t| occupied >> t & 1 == 1)
                    .fold(Wide::default(), |w, t| w | Wide::bit(t));
                for color in 0..2 {
                    let core = formula::piece_reach(&board, &piece, color, sq, wide);
                    let core: Vec<u128> = core
                        .iter()
                        .map(|set| (0..90).filter(|&t| set.has(t)).fold(0, |bb, t| bb | 1 << t))
                        .collect();
                    let by_macro = [
                        m.attacks(color, msq, occupied),
                        m.moves(color, msq, occupied),
                        m.initial_moves(color, msq, occupied),
                    ];
                    let by_script = [
                        s.attacks(color, ssq, occupied),
                        s.moves(color, ssq, occupied),
                        s.initial_moves(color, ssq, occupied),
                    ];
                    assert_eq!(by_macro, by_script, "`{betza}` from {sq}, side {color}");
                    assert_eq!(by_macro.to_vec(), core, "`{betza}` from {sq}, side {color}");
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 8 * 90 * 8 * 2);
}

/// The mao's legs (the horse written `afsW`), through `Piece`, agree
/// between the build script's module, whose legs' rows are printed as
/// byte strings in source, and `board!`'s, whose are tokens: its first
/// legs, and where each square within a king step leads, from every
/// square, for random occupancies. A first leg lands on an empty
/// orthogonal neighbour, and each leads to the horse's squares past it.
#[test]
fn multi_leg_pieces_agree_across_paths() {
    use by_macro::xiangqi as mac;
    use geometry_test_support::Stream;
    use out::xiangqi as script;

    let (m, s) = (mac::Piece::Mao, script::Piece::Mao);
    let mut stream = Stream::new(91);
    let mut reached = 0;
    for sq in 0..90 {
        let (msq, ssq) = (mac::Square::ALL[sq], script::Square::ALL[sq]);
        for trial in 0..4 {
            let mut occupied: u128 = 0;
            for t in 0..90 {
                if t != sq && stream.below(4) < trial {
                    occupied |= 1 << t;
                }
            }
            let legs = m.legs(0, msq, occupied);
            assert_eq!(legs, s.legs(0, ssq, occupied), "from {sq}");
            for via in 0..90 {
                let targets = m.leg_targets(0, msq, mac::Square::ALL[via], occupied);
                let by_script = s.leg_targets(0, ssq, script::Square::ALL[via], occupied);
                assert_eq!(targets, by_script, "from {sq} through {via}");
                assert_eq!(
                    targets != 0,
                    legs >> via & 1 == 1,
                    "from {sq} through {via}"
                );
                reached += targets.count_ones();
            }
        }
    }
    assert!(reached > 1000, "{reached}");
}

fn macro_tables(name: &str) -> Vec<(&'static str, Vec<Entry>)> {
    match name {
        "standard" => tables_of!(by_macro::standard),
        "capablanca" => tables_of!(by_macro::capablanca),
        "grand_lefr" => tables_of!(by_macro::grand_lefr),
        _ => unreachable!(),
    }
}

#[test]
fn build_script_equals_board_macro() {
    for (name, ..) in crate::common::BUILD_SCRIPT_BOARDS {
        let n = assert_same(
            &format!("{name}: build script vs board!"),
            &out_tables(name),
            &macro_tables(name),
        );
        assert!(n > 10_000, "{name}: only {n} entries");
        eprintln!("{name}: {n} entries agree");
    }
}

#[test]
fn build_script_equals_geometry_tables() {
    let n = assert_same(
        "standard: build script vs geometry-tables",
        &out_tables("standard"),
        &tables_of!(geometry_tables),
    );
    // 3 scalars + 2 * 64 + 2 + 7 pair tables of 64 * 64 + ... : at least the pair tables.
    assert!(n >= 7 * 64 * 64, "{n}");
}

#[test]
fn square_enums_agree() {
    use geometry_tables::Square as T;
    use out::standard::Square as S;
    assert_eq!(S::A1 as usize, T::A1 as usize);
    assert_eq!(S::H1 as usize, T::H1 as usize);
    assert_eq!(S::E4 as usize, T::E4 as usize);
    assert_eq!(S::H8 as usize, T::H8 as usize);
    assert_eq!(S::B1 as usize, by_macro::standard::Square::B1 as usize);
    use out::capablanca::Square as C;
    assert_eq!(C::J1 as usize, by_macro::capablanca::Square::J1 as usize);
    assert_eq!(C::A8 as usize, by_macro::capablanca::Square::A8 as usize);
    use out::grand_lefr::Square as G;
    // lefr: a2 follows a1.
    assert_eq!(G::A2 as usize, 1);
    assert_eq!(G::L10 as usize, by_macro::grand_lefr::Square::L10 as usize);
    assert_eq!(G::B1 as usize, by_macro::grand_lefr::Square::B1 as usize);
}

/// The emitted source, compiled by rustc, holds the values the core
/// computed: every entry of every table.
#[test]
fn build_script_values_match_core_data() {
    for (name, board) in crate::common::build_script_boards() {
        let tables = out_tables(name);
        for table in Table::ALL {
            let data = table.compute(&board).unwrap();
            let (_, entries) = tables
                .iter()
                .find(|(n, _)| *n == table.name())
                .unwrap_or_else(|| panic!("{name}: {table} missing"));
            assert_eq!(entries.len(), data.values.len(), "{name}: {table}");
            for (i, entry) in entries.iter().enumerate() {
                match entry {
                    Entry::Int(v) => {
                        assert_eq!(Some(*v), data.values.int(i), "{name}: {table}[{i}]");
                    }
                    Entry::Str(s) => assert_eq!(*s, board.square_name(i), "{name}: {table}[{i}]"),
                }
            }
        }
    }
}

/// The sliders of the three paths agree, and agree with the reference's
/// walk over coordinates, on every square with random occupancies: the
/// hidden slider data (byte-swap tables on 8x8, kindergarten grid tables
/// on 10x8, rays on 12x10) travels with each path.
#[test]
fn sliders_agree_across_paths() {
    use geometry_test_support::{Stream, reference::Layout};
    /// Rook and bishop directions as (file, rank) steps.
    const DIRECTIONS: [(i32, i32); 8] = [
        (0, 1),
        (1, 0),
        (0, -1),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, -1),
        (-1, 1),
    ];
    macro_rules! check {
        ($name:literal, $bb:ty, $out:path, $by_macro:path $(, $tables:path)?) => {{
            use $out as out_module;
            use $by_macro as macro_module;
            let (_, board) = crate::common::build_script_boards()
                .into_iter()
                .find(|(name, _)| *name == $name)
                .unwrap();
            let layout = Layout::new(board.files(), board.ranks(), board.mapping());
            let mut stream = Stream::new(0x5117);
            for (index, &sq) in out_module::Square::ALL.iter().enumerate() {
                for _ in 0..200 {
                    let mut occupied: $bb = 0;
                    for bit in 0..board.squares() {
                        if stream.below(4) == 0 {
                            occupied |= 1 << bit;
                        }
                    }
                    let mut want: $bb = 0;
                    for to in layout.slider_walk(index, &DIRECTIONS, &|i| occupied >> i & 1 == 1) {
                        want |= 1 << to;
                    }
                    let by_macro = macro_module::Square::ALL[index];
                    assert_eq!(out_module::queen_attacks(sq, occupied), want, "{sq}");
                    assert_eq!(macro_module::queen_attacks(by_macro, occupied), want, "{sq}");
                    let rook = out_module::rook_attacks(sq, occupied);
                    assert_eq!(rook, macro_module::rook_attacks(by_macro, occupied));
                    let bishop = out_module::bishop_attacks(sq, occupied);
                    assert_eq!(bishop, macro_module::bishop_attacks(by_macro, occupied));
                    assert_eq!(rook | bishop, want);
                    $(
                        use $tables as tables;
                        let t = tables::Square::ALL[index];
                        assert_eq!(tables::queen_attacks(t, occupied), want, "{sq}");
                    )?
                }
            }
        }};
    }
    check!(
        "standard",
        u64,
        out::standard,
        by_macro::standard,
        geometry_tables
    );
    check!("capablanca", u128, out::capablanca, by_macro::capablanca);
    check!("grand_lefr", u128, out::grand_lefr, by_macro::grand_lefr);
}
