//! A table's data read through its accessors (`Values::has_square`,
//! `Values::is_empty`, `Data::at`, `Data::rust_type`) against the same
//! values taken apart outside the core: each bitboard's squares read
//! bit by bit by the test support, distances by Floyd-Warshall, the types
//! written out by hand from the tables' shapes.

use geometry_core::{BitWidth, Board, Data, Mapping, Shape, Table, Values};
use geometry_test_support::reference::{knight_floyd, square_sets};

/// Each board of a bitboard width, with a mapping that is not `lerf`.
fn boards() -> Vec<Board> {
    [(8, 8), (11, 10), (12, 12), (16, 16)]
        .into_iter()
        .map(|(files, ranks)| Board::new(files, ranks, Mapping::Befler).expect("a board"))
        .collect()
}

#[test]
fn has_square_reads_each_bitboard_as_its_bits() {
    for board in boards() {
        let n = board.squares();
        let width = BitWidth::for_squares(n).expect("a bitboard width");
        // Past the board's squares up to the type's last bit, and past it.
        let limit = match width {
            BitWidth::U64 | BitWidth::U128 => 128,
            BitWidth::U256 => 256,
        };
        for table in [Table::KnightAttacks, Table::Rays, Table::BetweenBb] {
            let data = table.compute(&board).expect("a bitboard table");
            let sets = square_sets(&data);
            for i in (0..data.values.len()).step_by(7) {
                let squares = &sets[i];
                for sq in 0..limit + 3 {
                    assert_eq!(
                        data.values.has_square(i, sq),
                        Some(sq < limit && squares.contains(&sq)),
                        "{table:?} on {board:?}, value {i}, square {sq}"
                    );
                }
            }
            let len = data.values.len();
            assert_eq!(
                data.values.has_square(len, 0),
                None,
                "{table:?} past the end"
            );
        }
    }
    // Values that are not bitboards hold no squares.
    let dist = Table::KnightDist
        .compute(&Board::STANDARD)
        .expect("a table");
    assert_eq!(dist.values.has_square(0, 0), None);
    // The top bit of each width, and a bit past a `u128`'s.
    let bits = Values::Bits(BitWidth::U128, vec![1 << 127, 1]);
    assert_eq!(bits.has_square(0, 127), Some(true));
    assert_eq!(bits.has_square(1, 0), Some(true));
    assert_eq!(bits.has_square(0, 128), Some(false));
    let wide = Values::Wide(vec![[0, 0, 0, 1 << 63], [1, 0, 0, 0]]);
    assert_eq!(wide.has_square(0, 255), Some(true));
    assert_eq!(wide.has_square(0, 63), Some(false));
    assert_eq!(wide.has_square(1, 0), Some(true));
    assert_eq!(wide.has_square(1, 256), Some(false));
}

#[test]
fn values_say_they_are_empty_when_they_hold_none() {
    for values in [
        Values::U8(Vec::new()),
        Values::I8(Vec::new()),
        Values::Bits(BitWidth::U64, Vec::new()),
        Values::Wide(Vec::new()),
        Values::Str(Vec::new()),
    ] {
        assert!(values.is_empty(), "{values:?}");
        assert_eq!(values.len(), 0, "{values:?}");
    }
    for values in [
        Values::U8(vec![0]),
        Values::Bool(vec![false, true]),
        Values::Bits(BitWidth::U128, vec![0, 0, 0]),
        Values::Wide(vec![[0; 4]]),
        Values::Str(vec![String::new()]),
    ] {
        assert!(!values.is_empty(), "{values:?}");
    }
    assert_eq!(Values::Bool(vec![false, true]).len(), 2);
    assert_eq!(Values::Bits(BitWidth::U128, vec![0, 0, 0]).len(), 3);
}

#[test]
fn rust_types_follow_the_shape_and_the_element() {
    let standard = Board::STANDARD;
    let big = Board::new(16, 16, Mapping::Lerf).expect("a board");
    let chu = Board::new(12, 12, Mapping::Lerf).expect("a board");
    let cases = [
        (Table::KnightDist, &standard, "[[u8; 64]; 64]"),
        (Table::KnightDist, &big, "[[u8; 256]; 256]"),
        (Table::BetweenBb, &standard, "[[u64; 64]; 64]"),
        (Table::SameDiagonal, &big, "[[bool; 256]; 256]"),
        (
            Table::KnightAttacks,
            &chu,
            "[::geometry_tables::Bitboard256; 144]",
        ),
        // Pair tables of 256-bit sets alone are distinct values and indices.
        (
            Table::BetweenBb,
            &chu,
            "::geometry_tables::Bitboard256Pairs<144>",
        ),
        (
            Table::LineBb,
            &big,
            "::geometry_tables::Bitboard256Pairs<256>",
        ),
    ];
    for (table, board, want) in cases {
        let data = table.compute(board).expect("a table");
        assert_eq!(data.rust_type(), want, "{table:?} on {board:?}");
        assert_eq!(
            data.is_indexed_pairs(),
            want.contains("Pairs"),
            "{table:?} on {board:?}"
        );
    }
    // A pair shape of 256-bit values past 65,536 entries is written out.
    let data = Data {
        shape: Shape::Pair(257),
        values: Values::Wide(vec![[0; 4]; 257 * 257]),
    };
    assert!(!data.is_indexed_pairs());
    assert_eq!(
        data.rust_type(),
        "[[::geometry_tables::Bitboard256; 257]; 257]"
    );
}

/// `Data::at` reads entry `[a][b]` of a pair or rows table, `[a]` of a
/// list, the scalar at `[0][0]`, and nothing outside the shape: against
/// Floyd-Warshall's knight distances, the board's own numbers and
/// bitboards walked bit by bit.
#[test]
fn at_reads_each_shape_by_its_indices() {
    let (files, ranks) = (10, 8);
    let board = Board::new(files, ranks, Mapping::Lerf).expect("a board");
    let n = files * ranks;
    let dist = Table::KnightDist.compute(&board).expect("a table");
    let floyd = knight_floyd(files, ranks);
    for a in 0..n {
        for b in 0..n {
            assert_eq!(
                dist.at(a, b),
                Some(i128::from(floyd[a * n + b])),
                "[{a}][{b}]"
            );
        }
        assert_eq!(dist.at(a, n), None);
        assert_eq!(dist.at(n, a), None);
    }
    // A list: the light and dark colours of the first rank alternate.
    let color = Table::SquareColor.compute(&board).expect("a table");
    let first: Vec<_> = (0..files).map(|f| color.at(f, 0)).collect();
    assert!(
        first.windows(2).all(|w| w[0] != w[1] && w[0].is_some()),
        "{first:?}"
    );
    assert_eq!(color.at(0, 1), None);
    assert_eq!(color.at(n, 0), None);
    // The scalar.
    let count = Table::Files.compute(&board).expect("a table");
    assert_eq!(count.at(0, 0), Some(files as i128));
    assert_eq!(count.at(0, 1), None);
    assert_eq!(count.at(1, 0), None);
    // Rows: a side's pawn attacks from each square.
    let pawns = Table::PawnAttacks.compute(&board).expect("a table");
    let sets = square_sets(&pawns);
    for side in 0..2 {
        for sq in 0..n {
            let set: u128 = sets[side * n + sq].iter().map(|s| 1u128 << s).sum();
            assert_eq!(pawns.at(side, sq), Some(set as i128), "[{side}][{sq}]");
        }
        assert_eq!(pawns.at(side, n), None);
    }
    assert_eq!(pawns.at(2, 0), None);
    // Total on any indices: no product or sum overflows.
    for data in [&dist, &color, &count, &pawns] {
        assert_eq!(data.at(usize::MAX, 0), None);
        assert_eq!(data.at(usize::MAX / 2, 1), None);
        assert_eq!(data.at(1, usize::MAX), None);
    }
}
