//! The lookup tables of two slider schemes, entry by entry, against what
//! their documentation says each entry holds, found here by walking a
//! line square by square: the 8x8 byte-swap tables (`formula::byte_swap`)
//! and the kindergarten grids of boards up to 10 squares a row
//! (`formula::kindergarten_grid`). Which boards get them is checked on
//! every mapping. (The board modules' sliders, which read these tables,
//! are checked against a slider walk in `geometry-tables`' suite.)

use geometry_core::formula;
use geometry_core::{Board, Mapping};

/// On a line of `len` squares, the squares a slider on `at` reaches each
/// way up to the first occupied one (included); with `grass`, only the
/// square just past that one.
fn walk(at: usize, len: usize, occupied: impl Fn(usize) -> bool, grass: bool) -> Vec<usize> {
    let mut out = Vec::new();
    for way in [-1i32, 1] {
        let mut k = at as i32 + way;
        while (0..len as i32).contains(&k) {
            let here = occupied(k as usize);
            if !grass {
                out.push(k as usize);
            }
            if here {
                if grass && (0..len as i32).contains(&(k + way)) {
                    out.push((k + way) as usize);
                }
                break;
            }
            k += way;
        }
    }
    out.sort_unstable();
    out
}

fn bits(positions: &[usize]) -> u64 {
    positions.iter().fold(0, |set, &k| set | 1 << k)
}

/// Bit `k` of `inner` for square `k + 1` of the line.
fn inner_square(inner: usize) -> impl Fn(usize) -> bool {
    move |k| (1..=62).contains(&k) && inner >> (k - 1) & 1 == 1
}

#[test]
fn byte_swap_tables_hold_what_their_entries_say() {
    for mapping in Mapping::ALL {
        for (files, ranks) in [(8, 8), (8, 7), (7, 8), (9, 8), (16, 16)] {
            let board = Board::new(files, ranks, mapping).expect("a valid board");
            let tables = formula::byte_swap(&board);
            assert_eq!(
                tables.is_some(),
                (files, ranks) == (8, 8),
                "{files}x{ranks} {mapping}"
            );
        }
    }
    let hq = formula::byte_swap(&Board::STANDARD).expect("8x8 has the tables");
    for col in 0..8 {
        for inner in 0..64 {
            let attacks = bits(&walk(col, 8, inner_square(inner), false));
            assert_eq!(
                u64::from(hq.rank[col * 64 + inner]),
                attacks,
                "rank {col} {inner:#b}"
            );
        }
        for inner in 0..128 {
            // Squares 1 to 7, the grasshopper's own square never a hurdle.
            let hurdle = |k: usize| k != col && inner_square(inner)(k);
            let landings = bits(&walk(col, 8, hurdle, true));
            assert_eq!(
                hq.grass_row[col * 128 + inner],
                landings * 0x0101_0101_0101_0101
            );
        }
    }
    for row in 0..8 {
        for inner in 0..64usize {
            // Bit k for row 6 - k: the inner squares from the top.
            let hurdle = |r: usize| r != row && (1..=6).contains(&r) && inner >> (6 - r) & 1 == 1;
            let landings = walk(row, 8, hurdle, true);
            let column = landings.iter().fold(0u64, |set, &r| set | 1 << (8 * r));
            assert_eq!(
                hq.grass_column[row * 64 + inner],
                column,
                "column {row} {inner:#b}"
            );
        }
    }
    for sq in 0..64 {
        let (row, col) = (sq / 8, sq % 8);
        let mut lines = [0u64; 3];
        for other in (0..64).filter(|&o| o != sq) {
            let (r, c) = (other / 8, other % 8);
            lines[0] |= u64::from(c == col) << other;
            lines[1] |= u64::from(r + col == c + row) << other;
            lines[2] |= u64::from(r + c == row + col) << other;
        }
        assert_eq!(hq.lines[4 * sq..4 * sq + 3], lines, "lines of {sq}");
        assert_eq!(hq.lines[4 * sq + 3], 1 << sq, "bit of {sq}");
    }
}

#[test]
fn kindergarten_grids_hold_what_their_entries_say() {
    let boards = [
        (10, 8),
        (8, 10),
        (9, 9),
        (11, 8),
        (12, 10),
        (8, 8),
        (16, 8),
        (9, 7),
        (3, 16),
    ];
    for mapping in Mapping::ALL {
        for (files, ranks) in boards {
            let board = Board::new(files, ranks, mapping).expect("a valid board");
            let (columns, rows) = if mapping.is_rank_major() {
                (files, ranks)
            } else {
                (ranks, files)
            };
            let ctx = format!("{files}x{ranks} {mapping}");
            // The grids of 10x8 and 9x9 as the mapping orders them; every
            // other board here has too few or too many squares, rows too
            // long, or columns too long to gather into one word.
            let served = [(10, 8), (9, 9)].contains(&(columns, rows));
            let grid = formula::kindergarten_grid(&board);
            assert_eq!(grid.is_some(), served, "{ctx}");
            let Some(kg) = grid else { continue };
            assert_eq!((kg.columns, kg.rows), (columns, rows), "{ctx}");
            let (row_entries, column_entries) = (1 << (columns - 2), 1 << (rows - 2));
            let per_square = row_entries + column_entries;
            assert_eq!(kg.rook.len(), files * ranks * per_square, "{ctx}");
            for sq in 0..files * ranks {
                let (row, col) = (sq / columns, sq % columns);
                assert_eq!(usize::from(kg.column_of[sq]), col, "{ctx}");
                assert_eq!(usize::from(kg.row_first[sq]), columns * row + 1, "{ctx}");
                for inner in 0..row_entries {
                    let along = walk(col, columns, inner_square(inner), false);
                    let want = along
                        .iter()
                        .fold(0u128, |set, &c| set | 1 << (columns * row + c));
                    assert_eq!(kg.rook[sq * per_square + inner], want, "{ctx} row of {sq}");
                }
                for inner in 0..column_entries {
                    let along = walk(row, rows, inner_square(inner), false);
                    let want = along
                        .iter()
                        .fold(0u128, |set, &r| set | 1 << (columns * r + col));
                    let entry = kg.rook[sq * per_square + row_entries + inner];
                    assert_eq!(entry, want, "{ctx} column of {sq}");
                }
            }
            // The multiplier gathers column 0's inner squares, in order,
            // into the word's top bits.
            let inner = rows - 2;
            for occupancy in 0..1u64 << inner {
                let spread = (0..inner)
                    .filter(|k| occupancy >> k & 1 == 1)
                    .fold(0u64, |set, k| set | 1 << (columns * (k + 1)));
                let gathered = spread.wrapping_mul(kg.column_gather) >> (64 - inner);
                assert_eq!(gathered, occupancy, "{ctx} gather {occupancy:#b}");
            }
        }
    }
}
