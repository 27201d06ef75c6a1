//! Per-square tables and the board model: FILES/RANKS/SQUARES,
//! SQUARE_NAMES, SQUARE_COLOR, DARK_SQUARES/LIGHT_SQUARES, square
//! numbering and parsing, and the bitboard limit, on every test board and
//! in all eight mappings. Squares are found by walking each mapping's
//! order, colours by alternation, names by formatting.

use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference as common;

use common::{
    BITBOARD_LIMIT, Layout, WIDE_LIMIT, bits, compute, dark_by_alternation, name_of, square_sets,
    strs, u8s, usizes,
};
use geometry_core::{Board, BoardError, Mapping, Shape, Table, Values};

#[test]
fn dimensions() {
    for &(files, ranks) in FIXTURE_SIZES {
        for m in Mapping::ALL {
            let board = Layout::new(files, ranks, m).board();
            for (table, want) in [
                (Table::Files, files),
                (Table::Ranks, ranks),
                (Table::Squares, files * ranks),
            ] {
                let data = compute(table, &board);
                assert_eq!(data.shape, Shape::Scalar);
                assert_eq!(usizes(&data), [want]);
            }
        }
    }
}

#[test]
fn square_numbering_names_and_parsing() {
    let mut checked = 0;
    for &(files, ranks) in FIXTURE_SIZES {
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            assert_eq!(board.squares(), files * ranks);
            let names = compute(Table::SquareNames, &board);
            assert_eq!(names.shape, Shape::List(files * ranks));
            let names = strs(&names);
            for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
                assert_eq!(board.square(f, r), i, "{files}x{ranks} {m} ({f},{r})");
                assert_eq!(board.coords(i), (f, r));
                assert_eq!(board.file_of(i), f);
                assert_eq!(board.rank_of(i), r);
                let name = name_of(f, r);
                assert_eq!(names[i], name);
                assert_eq!(board.square_name(i), name);
                assert_eq!(board.parse_square(&name), Some(i));
                assert_eq!(board.parse_square(&name.to_uppercase()), Some(i));
                checked += 1;
            }
            // Off-board and malformed names.
            let bad = [
                name_of(files - 1, ranks),
                format!("{}1", (b'a' + files as u8) as char),
                "a0".to_string(),
                "a01".to_string(),
                "a".to_string(),
                String::new(),
                "1a".to_string(),
                "a1x".to_string(),
                "a-1".to_string(),
                "a100".to_string(),
                // Not a file letter, though next to one in ASCII, or a digit.
                "`1".to_string(),
                "{1".to_string(),
                "11".to_string(),
                // More digits than a rank has, and than a usize holds.
                "a99999999999999999999".to_string(),
            ];
            for name in bad {
                assert_eq!(board.parse_square(&name), None, "{files}x{ranks} {name:?}");
            }
        }
    }
    assert!(checked > 8 * 256);
}

#[test]
fn colours_by_alternation() {
    for &(files, ranks) in FIXTURE_SIZES {
        let n = files * ranks;
        let dark = dark_by_alternation(files, ranks);
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let colour = compute(Table::SquareColor, &board);
            assert_eq!(colour.shape, Shape::List(n));
            let colour = u8s(&colour);
            for i in 0..n {
                assert_eq!(
                    colour[i],
                    u8::from(dark[lay.cell(i)]),
                    "{files}x{ranks} {m}"
                );
            }
            // As index sets, so boards past 128 squares count too.
            let want_dark: Vec<usize> = (0..n).filter(|&i| dark[lay.cell(i)]).collect();
            let want_light: Vec<usize> = (0..n).filter(|&i| !dark[lay.cell(i)]).collect();
            let d = compute(Table::DarkSquares, &board);
            let l = compute(Table::LightSquares, &board);
            assert_eq!(d.shape, Shape::Scalar);
            assert_eq!(square_sets(&d), [want_dark], "{files}x{ranks} {m}");
            assert_eq!(square_sets(&l), [want_light], "{files}x{ranks} {m}");
        }
    }
}

#[test]
fn every_board_has_every_bitboard_table_at_its_width() {
    let mut tables = 0;
    for &(files, ranks) in FIXTURE_SIZES {
        let n = files * ranks;
        for m in Mapping::ALL {
            let board = Layout::new(files, ranks, m).board();
            assert!(board.has_bitboards() && n <= WIDE_LIMIT);
            for table in Table::ALL.into_iter().filter(|t| t.is_bitboard()) {
                let data = compute(table, &board);
                // u64 up to 64 squares, u128 up to 128, 256-bit words past.
                if n <= BITBOARD_LIMIT {
                    bits(&data, n);
                } else {
                    assert!(
                        matches!(data.values, Values::Wide(_)),
                        "{table} {files}x{ranks}"
                    );
                }
                let sets = square_sets(&data);
                assert!(
                    sets.iter().flatten().all(|&sq| sq < n),
                    "{table} past the board"
                );
                tables += 1;
            }
        }
    }
    // Twenty bitboard tables (the masks, between and line, the seven
    // attack tables and the five pawn-structure masks), eight mappings,
    // every fixture board.
    assert_eq!(tables, FIXTURE_SIZES.len() * 20 * 8);
}

#[test]
fn board_sides_are_one_to_sixteen() {
    for m in Mapping::ALL {
        assert_eq!(Board::new(0, 8, m), Err(BoardError::Files(0)));
        assert_eq!(Board::new(17, 8, m), Err(BoardError::Files(17)));
        assert_eq!(Board::new(8, 0, m), Err(BoardError::Ranks(0)));
        assert_eq!(Board::new(8, 17, m), Err(BoardError::Ranks(17)));
        assert!(Board::new(1, 1, m).is_ok());
        assert!(Board::new(16, 16, m).is_ok());
    }
}
