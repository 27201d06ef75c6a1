//! The evaluation tables (the pawn-structure masks, the edge and centre
//! distances) on every fixture board in all eight mappings, against sets
//! and distances built here from (file, rank) coordinates: "in front" is
//! a comparison of ranks, a neighbouring file a difference of one, and a
//! centre distance the least king or rook distance to any central square,
//! found by trying every square of the board.

use geometry_core::{Mapping, Shape, Table};
use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference::{Layout, compute, ints, square_sets};

/// The squares of `lay` whose (file, rank) pass `keep`, as sorted indices.
fn cells(lay: &Layout, keep: impl Fn(usize, usize) -> bool) -> Vec<usize> {
    let mut out: Vec<usize> = lay
        .cell_of
        .iter()
        .enumerate()
        .filter(|&(_, &(f, r))| keep(f, r))
        .map(|(i, _)| i)
        .collect();
    out.sort_unstable();
    out
}

/// Whether `rank` is in front of `from` for `color` (0 white, moving up).
fn in_front(color: usize, from: usize, rank: usize) -> bool {
    if color == 0 { rank > from } else { rank < from }
}

/// Whether a line of `len` squares has `at` among its middle squares.
fn central(at: usize, len: usize) -> bool {
    2 * at + 1 == len || 2 * at + 2 == len || 2 * at == len
}

#[test]
fn pawn_structure_masks_by_coordinates() {
    let mut entries = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let n = lay.n();
            let ctx = format!("{files}x{ranks} {m}");
            let table = |t: Table, shape: Shape| {
                let data = compute(t, &board);
                assert_eq!(data.shape, shape, "{t} {ctx}");
                square_sets(&data)
            };
            let forward_ranks = table(Table::ForwardRanksBb, Shape::Rows(2, ranks));
            let adjacent = table(Table::AdjacentFilesBb, Shape::List(files));
            let forward_file = table(Table::ForwardFileBb, Shape::Rows(2, n));
            let attack_span = table(Table::PawnAttackSpan, Shape::Rows(2, n));
            let passed_span = table(Table::PassedPawnSpan, Shape::Rows(2, n));
            for color in 0..2 {
                for rank in 0..ranks {
                    let want = cells(&lay, |_, r| in_front(color, rank, r));
                    assert_eq!(forward_ranks[color * ranks + rank], want, "{color} {ctx}");
                }
                for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
                    let ahead = |df: fn(usize, usize) -> bool| {
                        cells(&lay, |tf, tr| in_front(color, r, tr) && df(tf, f))
                    };
                    assert_eq!(
                        forward_file[color * n + i],
                        ahead(|a, b| a == b),
                        "file {ctx}"
                    );
                    assert_eq!(
                        attack_span[color * n + i],
                        ahead(|a, b| a + 1 == b || b + 1 == a),
                        "attack span {ctx}"
                    );
                    assert_eq!(
                        passed_span[color * n + i],
                        ahead(|a, b| a + 1 >= b && b + 1 >= a),
                        "passed span {ctx}"
                    );
                    entries += 3;
                }
            }
            for (file, set) in adjacent.iter().enumerate() {
                let want = cells(&lay, |f, _| f + 1 == file || file + 1 == f);
                assert_eq!(*set, want, "adjacent {file} {ctx}");
            }
        }
    }
    assert!(entries > 60_000, "{entries}");
}

#[test]
fn edge_and_centre_distances_by_search() {
    for &(files, ranks) in FIXTURE_SIZES {
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let ctx = format!("{files}x{ranks} {m}");
            let file_edge = ints(&compute(Table::FileEdgeDist, &board));
            let rank_edge = ints(&compute(Table::RankEdgeDist, &board));
            // The edge distance: the fewest steps along the square's rank
            // (or file) to a square with no neighbour on one side.
            let steps = |at: usize, len: usize| {
                (0..len)
                    .filter(|&e| e == 0 || e + 1 == len)
                    .map(|e| e.abs_diff(at))
                    .min()
                    .unwrap() as i128
            };
            for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
                assert_eq!(file_edge[i], steps(f, files), "file edge {ctx}");
                assert_eq!(rank_edge[i], steps(r, ranks), "rank edge {ctx}");
            }
            let king = ints(&compute(Table::CenterKingDist, &board));
            let taxi = ints(&compute(Table::CenterTaxiDist, &board));
            let centre: Vec<(usize, usize)> = lay
                .cell_of
                .iter()
                .copied()
                .filter(|&(f, r)| central(f, files) && central(r, ranks))
                .collect();
            assert!(!centre.is_empty() && centre.len() <= 4, "{ctx}");
            for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
                let nearest = |d: fn(usize, usize) -> usize| {
                    centre
                        .iter()
                        .map(|&(cf, cr)| d(cf.abs_diff(f), cr.abs_diff(r)))
                        .min()
                        .unwrap() as i128
                };
                assert_eq!(king[i], nearest(usize::max), "king {ctx}");
                assert_eq!(taxi[i], nearest(|a, b| a + b), "taxi {ctx}");
            }
        }
    }
}
