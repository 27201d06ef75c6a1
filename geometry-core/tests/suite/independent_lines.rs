//! BETWEEN_BB, LINE_BB, FILE_BB, RANK_BB, DIAGONAL(_BB), ANTI_DIAGONAL(_BB)
//! and SAME_(ANTI_)DIAGONAL, every entry, on every test board and in all
//! eight mappings. The core walks rays and uses index formulas; here lines
//! are sets of squares sharing a key, between-sets are a line intersected
//! with a rectangle, and diagonals are numbered by walking them.

use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference as common;

use common::{
    BITBOARD_LIMIT, Layout, anti_diagonal_walk, between_cell_list, between_cells, bits, bools,
    compute, diagonal_walk, line_cell_list, line_cells, pair_side, square_sets, u8s,
};
use geometry_core::{Mapping, Shape, Table};

fn bitboard_boards() -> impl Iterator<Item = (usize, usize)> {
    FIXTURE_SIZES
        .iter()
        .copied()
        .filter(|&(f, r)| f * r <= BITBOARD_LIMIT)
}

#[test]
fn between_and_line_by_set_algebra() {
    let mut checked = 0usize;
    let mut boards = 0;
    for (files, ranks) in bitboard_boards() {
        boards += 1;
        let n = files * ranks;
        // Cell-space sets once per board, then remapped per mapping.
        let mut between = vec![0u128; n * n];
        let mut line = vec![0u128; n * n];
        for c in 0..n {
            for d in 0..n {
                let (a, b) = ((c % files, c / files), (d % files, d / files));
                between[c * n + d] = between_cells(files, ranks, a, b);
                line[c * n + d] = line_cells(files, ranks, a, b);
            }
        }
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let got_between = compute(Table::BetweenBb, &board);
            let got_line = compute(Table::LineBb, &board);
            assert_eq!(pair_side(&got_between), n);
            assert_eq!(pair_side(&got_line), n);
            let (gb, gl) = (bits(&got_between, n), bits(&got_line, n));
            for a in 0..n {
                for b in 0..n {
                    let k = lay.cell(a) * n + lay.cell(b);
                    assert_eq!(
                        gb[a * n + b],
                        lay.cells_to_bits(between[k]),
                        "{files}x{ranks} {m}: between {:?} {:?}",
                        lay.cell_of[a],
                        lay.cell_of[b]
                    );
                    assert_eq!(
                        gl[a * n + b],
                        lay.cells_to_bits(line[k]),
                        "{files}x{ranks} {m}: line {:?} {:?}",
                        lay.cell_of[a],
                        lay.cell_of[b]
                    );
                    checked += 2;
                }
            }
        }
    }
    assert!(boards >= 20, "{boards}");
    assert!(checked > 2 * 8 * 16384);
}

/// The same on the boards past 128 squares (256-bit values), through sets
/// of square indices: every entry, in two mappings each.
#[test]
fn between_and_line_past_128_squares() {
    let mut checked = 0usize;
    for &(files, ranks) in FIXTURE_SIZES
        .iter()
        .filter(|&&(f, r)| f * r > BITBOARD_LIMIT)
    {
        let n = files * ranks;
        for m in [Mapping::Lerf, Mapping::Befler] {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let got_between = square_sets(&compute(Table::BetweenBb, &board));
            let got_line = square_sets(&compute(Table::LineBb, &board));
            let indices = |cells: Vec<(usize, usize)>| {
                let mut out: Vec<usize> = cells.into_iter().map(|(f, r)| lay.index(f, r)).collect();
                out.sort_unstable();
                out
            };
            for a in 0..n {
                for b in 0..n {
                    let (ca, cb) = (lay.cell_of[a], lay.cell_of[b]);
                    let want = indices(between_cell_list(files, ranks, ca, cb));
                    assert_eq!(
                        got_between[a * n + b],
                        want,
                        "{files}x{ranks} {m}: between {ca:?} {cb:?}"
                    );
                    let want = indices(line_cell_list(files, ranks, ca, cb));
                    assert_eq!(
                        got_line[a * n + b],
                        want,
                        "{files}x{ranks} {m}: line {ca:?} {cb:?}"
                    );
                    checked += 2;
                }
            }
        }
    }
    // 16x16 and 9x15, two mappings each.
    assert_eq!(checked, 2 * 2 * (256 * 256 + 135 * 135));
}

/// Properties that tie the two tables together, independent of how either
/// is computed: between is inside line, line holds both ends, and the
/// between-set of neighbours is empty.
#[test]
fn between_and_line_relations() {
    for (files, ranks) in bitboard_boards() {
        let lay = Layout::new(files, ranks, Mapping::Lerf);
        let board = lay.board();
        let n = lay.n();
        let (bd, ld) = (
            compute(Table::BetweenBb, &board),
            compute(Table::LineBb, &board),
        );
        let (between, line) = (bits(&bd, n), bits(&ld, n));
        for a in 0..n {
            for b in 0..n {
                let (bb, lb) = (between[a * n + b], line[a * n + b]);
                assert_eq!(bb & !lb, 0, "between outside line");
                assert_eq!(
                    bb & ((1u128 << a) | (1u128 << b)),
                    0,
                    "between holds an end"
                );
                assert_eq!(between[b * n + a], bb, "between is symmetric");
                assert_eq!(line[b * n + a], lb, "line is symmetric");
                if lb != 0 {
                    assert_eq!((lb >> a) & (lb >> b) & 1, 1, "line misses an end");
                }
                let (fa, ra) = lay.cell_of[a];
                let (fb, rb) = lay.cell_of[b];
                if fa.abs_diff(fb) <= 1 && ra.abs_diff(rb) <= 1 {
                    assert_eq!(bb, 0);
                }
            }
        }
    }
}

#[test]
fn file_and_rank_masks() {
    for (files, ranks) in bitboard_boards() {
        let n = files * ranks;
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let fd = compute(Table::FileBb, &board);
            let rd = compute(Table::RankBb, &board);
            assert_eq!(fd.shape, Shape::List(files));
            assert_eq!(rd.shape, Shape::List(ranks));
            let (fb, rb) = (bits(&fd, n), bits(&rd, n));
            for (file, &got) in fb.iter().enumerate() {
                assert_eq!(
                    got,
                    lay.bits_where(&|f, _| f == file),
                    "{files}x{ranks} {m}"
                );
            }
            for (rank, &got) in rb.iter().enumerate() {
                assert_eq!(
                    got,
                    lay.bits_where(&|_, r| r == rank),
                    "{files}x{ranks} {m}"
                );
            }
            // The files partition the board, and so do the ranks.
            let all = if n == 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            };
            assert_eq!(fb.iter().fold(0, |x, y| x | y), all);
            assert_eq!(rb.iter().fold(0, |x, y| x | y), all);
            assert_eq!(fb.iter().map(|x| x.count_ones()).sum::<u32>() as usize, n);
        }
    }
}

#[test]
fn diagonal_numbers_and_masks_by_walking() {
    let mut entries = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        let n = files * ranks;
        let (diag, count) = diagonal_walk(files, ranks);
        let (anti, anti_count) = anti_diagonal_walk(files, ranks);
        assert_eq!(count, anti_count);
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let dd = compute(Table::Diagonal, &board);
            let ad = compute(Table::AntiDiagonal, &board);
            assert_eq!(dd.shape, Shape::List(n));
            assert_eq!(ad.shape, Shape::List(n));
            let (d, a) = (u8s(&dd), u8s(&ad));
            for i in 0..n {
                assert_eq!(d[i] as usize, diag[lay.cell(i)], "{files}x{ranks} {m} diag");
                assert_eq!(a[i] as usize, anti[lay.cell(i)], "{files}x{ranks} {m} anti");
                entries += 2;
            }
            let sd = compute(Table::SameDiagonal, &board);
            let sa = compute(Table::SameAntiDiagonal, &board);
            assert_eq!(pair_side(&sd), n);
            assert_eq!(pair_side(&sa), n);
            let (sd, sa) = (bools(&sd), bools(&sa));
            for i in 0..n {
                for j in 0..n {
                    let (ci, cj) = (lay.cell(i), lay.cell(j));
                    assert_eq!(sd[i * n + j], diag[ci] == diag[cj], "{files}x{ranks} {m}");
                    assert_eq!(sa[i * n + j], anti[ci] == anti[cj], "{files}x{ranks} {m}");
                    entries += 2;
                }
            }
            if n > BITBOARD_LIMIT {
                continue;
            }
            let dbb = compute(Table::DiagonalBb, &board);
            let abb = compute(Table::AntiDiagonalBb, &board);
            assert_eq!(dbb.shape, Shape::List(count));
            assert_eq!(abb.shape, Shape::List(count));
            for k in 0..count {
                let want_d = lay.bits_where(&|f, r| diag[r * files + f] == k);
                let want_a = lay.bits_where(&|f, r| anti[r * files + f] == k);
                assert_eq!(bits(&dbb, n)[k], want_d, "{files}x{ranks} {m} diag bb {k}");
                assert_eq!(bits(&abb, n)[k], want_a, "{files}x{ranks} {m} anti bb {k}");
                entries += 2;
            }
        }
    }
    assert!(entries > 2 * 8 * 65536);
}

/// The walked numbering agrees with the documented formulas
/// `files - 1 + rank - file` and `rank + file` (a check of the walk, so
/// the comparison above means what the docs say).
#[test]
fn walked_numbers_follow_the_documented_formulas() {
    for &(files, ranks) in FIXTURE_SIZES {
        let (diag, count) = diagonal_walk(files, ranks);
        let (anti, _) = anti_diagonal_walk(files, ranks);
        assert_eq!(count, files + ranks - 1);
        for r in 0..ranks {
            for f in 0..files {
                assert_eq!(diag[r * files + f], files - 1 + r - f);
                assert_eq!(anti[r * files + f], r + f);
            }
        }
    }
}
