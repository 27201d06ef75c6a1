//! KNIGHT_DIST, KING_DIST and TAXI_DIST, every entry, on every test board
//! and in all eight mappings, against computations written apart from the
//! core: Floyd-Warshall over all pairs and a closed formula for the knight
//! (the core runs a breadth-first search), union-find for reachability,
//! and coordinate arithmetic on squares found by walking each mapping.

use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference as common;

use common::{Layout, compute, knight_closed, knight_components, knight_floyd, pair_side, u8s};
use geometry_core::{Board, Mapping, Table};

#[test]
fn knight_distance_matches_floyd_warshall_everywhere() {
    let mut checked = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        let expected = knight_floyd(files, ranks);
        let n = files * ranks;
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let data = compute(Table::KnightDist, &lay.board());
            assert_eq!(pair_side(&data), n);
            let got = u8s(&data);
            for a in 0..n {
                for b in 0..n {
                    let want = expected[lay.cell(a) * n + lay.cell(b)];
                    assert_eq!(
                        got[a * n + b],
                        want,
                        "{files}x{ranks} {m}: knight {:?} -> {:?}",
                        lay.cell_of[a],
                        lay.cell_of[b]
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 8 * 65536, "checked {checked}");
}

#[test]
fn knight_distance_matches_closed_formula_on_boards_of_side_five_or_more() {
    let mut boards = 0;
    for &(files, ranks) in FIXTURE_SIZES {
        if files.min(ranks) < 5 {
            continue;
        }
        boards += 1;
        let n = files * ranks;
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let data = compute(Table::KnightDist, &lay.board());
            let got = u8s(&data);
            for a in 0..n {
                for b in 0..n {
                    let want = knight_closed(files, ranks, lay.cell_of[a], lay.cell_of[b]);
                    assert_eq!(
                        got[a * n + b],
                        want,
                        "{files}x{ranks} {m}: closed form {:?} -> {:?}",
                        lay.cell_of[a],
                        lay.cell_of[b]
                    );
                }
            }
        }
    }
    assert!(boards >= 7);
}

/// The closed formula (a statement about the bounded board) is itself
/// checked against Floyd-Warshall on every board of both sides >= 5 up to
/// 16x16, so its use above rests on more than the core agreeing with it.
#[test]
fn closed_formula_agrees_with_floyd_warshall_for_sides_five_to_twelve() {
    for files in 5..=12 {
        for ranks in [5, 6, 7, 9, 12] {
            let fw = knight_floyd(files, ranks);
            let n = files * ranks;
            for c in 0..n {
                for d in 0..n {
                    let (a, b) = ((c % files, c / files), (d % files, d / files));
                    assert_eq!(
                        fw[c * n + d],
                        knight_closed(files, ranks, a, b),
                        "{files}x{ranks} {a:?} -> {b:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn unreachable_knight_pairs_are_u8_max_exactly_where_no_path_exists() {
    for &(files, ranks) in FIXTURE_SIZES {
        let comp = knight_components(files, ranks);
        let n = files * ranks;
        let lay = Layout::new(files, ranks, Mapping::Lerf);
        let data = compute(Table::KnightDist, &lay.board());
        let got = u8s(&data);
        for a in 0..n {
            for b in 0..n {
                let joined = comp[lay.cell(a)] == comp[lay.cell(b)];
                assert_eq!(
                    got[a * n + b] == u8::MAX,
                    !joined,
                    "{files}x{ranks}: {:?} -> {:?}",
                    lay.cell_of[a],
                    lay.cell_of[b]
                );
            }
        }
    }
}

#[test]
fn unreachable_knight_pairs_on_small_boards() {
    let dist = |files, ranks, a: (usize, usize), b: (usize, usize)| {
        let board = Board::new(files, ranks, Mapping::Lerf).unwrap();
        let data = compute(Table::KnightDist, &board);
        let n = pair_side(&data);
        u8s(&data)[board.square(a.0, a.1) * n + board.square(b.0, b.1)]
    };
    // 2x2: no knight move fits, every distinct pair is unreachable.
    for a in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        for b in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let want = if a == b { 0 } else { u8::MAX };
            assert_eq!(dist(2, 2, a, b), want, "2x2 {a:?} {b:?}");
        }
    }
    // 1xN and Nx1: a knight never moves.
    for len in [2, 5, 16] {
        for i in 0..len {
            for j in 0..len {
                let want = if i == j { 0 } else { u8::MAX };
                assert_eq!(dist(1, len, (0, i), (0, j)), want, "1x{len}");
                assert_eq!(dist(len, 1, (i, 0), (j, 0)), want, "{len}x1");
            }
        }
    }
    // 3x3: the centre is cut off, the eight others form one ring.
    for f in 0..3 {
        for r in 0..3 {
            if (f, r) == (1, 1) {
                continue;
            }
            assert_eq!(dist(3, 3, (1, 1), (f, r)), u8::MAX);
            assert_eq!(dist(3, 3, (f, r), (1, 1)), u8::MAX);
            for g in 0..3 {
                for s in 0..3 {
                    if (g, s) != (1, 1) {
                        assert!(dist(3, 3, (f, r), (g, s)) <= 4);
                    }
                }
            }
        }
    }
    // The corner case on 8x8: a1 to b2 is 4, not 2.
    assert_eq!(dist(8, 8, (0, 0), (1, 1)), 4);
    assert_eq!(dist(8, 8, (7, 7), (6, 6)), 4);
    assert_eq!(dist(8, 8, (2, 2), (3, 3)), 2);
}

#[test]
fn king_and_taxi_distance_by_coordinate_arithmetic() {
    let mut checked = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        let n = files * ranks;
        for m in Mapping::ALL {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let king = compute(Table::KingDist, &board);
            let taxi = compute(Table::TaxiDist, &board);
            assert_eq!(pair_side(&king), n);
            assert_eq!(pair_side(&taxi), n);
            let (king, taxi) = (u8s(&king), u8s(&taxi));
            for a in 0..n {
                let (fa, ra) = lay.cell_of[a];
                for b in 0..n {
                    let (fb, rb) = lay.cell_of[b];
                    let df = fa.abs_diff(fb);
                    let dr = ra.abs_diff(rb);
                    // King steps: diagonal steps first, then straight ones.
                    let diag = df.min(dr);
                    let want_king = diag + (df - diag) + (dr - diag);
                    assert_eq!(king[a * n + b] as usize, want_king, "{files}x{ranks} {m}");
                    assert_eq!(taxi[a * n + b] as usize, df + dr, "{files}x{ranks} {m}");
                    checked += 2;
                }
            }
        }
    }
    assert!(checked > 2 * 8 * 65536);
}
