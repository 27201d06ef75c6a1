//! Every entry of the attack tables (knight, king, pawn captures and
//! pushes, the pawns' special ranks, the eight rays) on every fixture
//! board in all eight mappings, against sets built here by stepping
//! through (file, rank) coordinates: a move is "on the board" by a bounds
//! test on the coordinates, and a square's index comes from the reference
//! layout that numbers squares by walking the board in mapping order.
//! Tables are compared as sets of indices, so boards past 128 squares
//! (256-bit values) are checked the same way.

use geometry_core::formula;
use geometry_core::{Mapping, Shape, Table};
use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference::{
    BITBOARD_LIMIT, Layout, bits, compass, compute, square_sets,
};

/// The squares `(f + df, r + dr)` on the board for each step, as sorted
/// indices (any board size).
fn targets(lay: &Layout, (f, r): (usize, usize), steps: &[(i32, i32)]) -> Vec<usize> {
    let (files, ranks) = (lay.files as i32, lay.ranks as i32);
    let mut set = Vec::new();
    for &(df, dr) in steps {
        let (tf, tr) = (f as i32 + df, r as i32 + dr);
        if (0..files).contains(&tf) && (0..ranks).contains(&tr) {
            set.push(lay.index(tf as usize, tr as usize));
        }
    }
    set.sort_unstable();
    set.dedup();
    set
}

/// Every (df, dr) with |df|, |dr| in the given sets, written out rather
/// than taken from the core's move lists.
fn knight_steps() -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for df in -2i32..=2 {
        for dr in -2i32..=2 {
            if df.abs() + dr.abs() == 3 && df != 0 && dr != 0 {
                out.push((df, dr));
            }
        }
    }
    out
}

fn king_steps() -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for df in -1i32..=1 {
        for dr in -1i32..=1 {
            if (df, dr) != (0, 0) {
                out.push((df, dr));
            }
        }
    }
    out
}

/// The ray from `(f, r)` in direction `(df, dr)`: every square reached by
/// repeating the step until the coordinates leave the board.
fn ray(lay: &Layout, (f, r): (usize, usize), (df, dr): (i32, i32)) -> Vec<usize> {
    let steps: Vec<(i32, i32)> = (1..=16).map(|k| (k * df, k * dr)).collect();
    targets(lay, (f, r), &steps)
}

#[test]
fn attack_tables_by_stepping_through_coordinates() {
    // The directions in the documented order: N, NE, E, SE, S, SW, W, NW.
    let compass = compass();
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
            let knight = table(Table::KnightAttacks, Shape::List(n));
            let king = table(Table::KingAttacks, Shape::List(n));
            let pawn = table(Table::PawnAttacks, Shape::Rows(2, n));
            let push = table(Table::PawnPushes, Shape::Rows(2, n));
            let rays = table(Table::Rays, Shape::Rows(8, n));
            for (i, &cell) in lay.cell_of.iter().enumerate() {
                assert_eq!(
                    knight[i],
                    targets(&lay, cell, &knight_steps()),
                    "knight {ctx}"
                );
                assert_eq!(king[i], targets(&lay, cell, &king_steps()), "king {ctx}");
                for (color, forward) in [(0, 1), (1, -1)] {
                    let captures = targets(&lay, cell, &[(-1, forward), (1, forward)]);
                    assert_eq!(pawn[color * n + i], captures, "pawn {color} {ctx}");
                    let ahead = targets(&lay, cell, &[(0, forward)]);
                    assert_eq!(push[color * n + i], ahead, "push {color} {ctx}");
                }
                for (dir, &step) in compass.iter().enumerate() {
                    assert_eq!(rays[dir * n + i], ray(&lay, cell, step), "ray {dir} {ctx}");
                }
                entries += 2 + 4 + 8;
            }
            let rank_set = |rank: usize| {
                let mut set: Vec<usize> = (0..files).map(|f| lay.index(f, rank)).collect();
                set.sort_unstable();
                set
            };
            let double = table(Table::PawnDoublePushRank, Shape::List(2));
            let white_second = if ranks > 1 { rank_set(1) } else { Vec::new() };
            let black_second = if ranks > 1 {
                rank_set(ranks - 2)
            } else {
                Vec::new()
            };
            assert_eq!(double, [white_second, black_second], "double push {ctx}");
            let promotion = table(Table::PromotionRank, Shape::List(2));
            assert_eq!(
                promotion,
                [rank_set(ranks - 1), rank_set(0)],
                "promotion {ctx}"
            );
        }
    }
    assert!(entries > 100_000, "{entries}");
}

/// Leaper attacks are symmetric: `b` attacks `a` exactly when `a` attacks
/// `b`; a white pawn on `a` attacks `b` exactly when a black pawn on `b`
/// attacks `a`.
#[test]
fn leaper_attacks_are_symmetric() {
    for &(files, ranks) in FIXTURE_SIZES {
        if files * ranks > BITBOARD_LIMIT {
            continue;
        }
        let lay = Layout::new(files, ranks, Mapping::Befler);
        let board = lay.board();
        let n = lay.n();
        for t in [Table::KnightAttacks, Table::KingAttacks] {
            let data = compute(t, &board);
            let v = bits(&data, n);
            for a in 0..n {
                for b in 0..n {
                    assert_eq!(v[a] >> b & 1, v[b] >> a & 1, "{t} {files}x{ranks}");
                }
            }
        }
        let data = compute(Table::PawnAttacks, &board);
        let v = bits(&data, n);
        for a in 0..n {
            for b in 0..n {
                assert_eq!(v[a] >> b & 1, v[n + b] >> a & 1, "pawns {files}x{ranks}");
            }
        }
    }
}

/// Whether a step from the middle of the layout leads to a lower index.
fn step_goes_down(lay: &Layout, (df, dr): (i32, i32)) -> bool {
    let (f, r) = (lay.files / 2, lay.ranks / 2);
    let to = lay.index((f as i32 + df) as usize, (r as i32 + dr) as usize);
    to < lay.index(f, r)
}

/// `line_rays` pairs each line's two `RAYS` directions (the file, the
/// rank, the diagonal, the anti-diagonal), the one towards lower indices
/// first, in every mapping.
#[test]
fn line_rays_pair_each_lines_directions_lower_first() {
    let compass = compass();
    // The directions of each line, by their steps.
    let lines = [
        [(0, 1), (0, -1)],
        [(1, 0), (-1, 0)],
        [(1, 1), (-1, -1)],
        [(-1, 1), (1, -1)],
    ];
    for mapping in Mapping::ALL {
        for (files, ranks) in [(3, 3), (8, 8), (10, 7)] {
            let lay = Layout::new(files, ranks, mapping);
            let pairs = formula::line_rays(&lay.board());
            for (k, line) in lines.iter().enumerate() {
                let (low, high) = (compass[pairs[2 * k]], compass[pairs[2 * k + 1]]);
                let ctx = format!("{files}x{ranks} {mapping} line {k}");
                assert!(
                    line.contains(&low) && line.contains(&high) && low != high,
                    "{ctx}"
                );
                assert!(step_goes_down(&lay, low), "{ctx}");
                assert!(!step_goes_down(&lay, high), "{ctx}");
            }
        }
    }
}

/// `rider_lines` lists each of a rider's lines once, as the step towards
/// lower indices then its opposite, lines in the order their first step
/// appears; a step without its opposite is left out.
#[test]
fn rider_lines_pair_each_step_with_its_opposite_lower_first() {
    let nightrider = formula::atom_deltas(1, 2);
    let one_way = [(1, 2), (0, 1), (2, 1), (0, -1), (-2, -1)];
    for mapping in Mapping::ALL {
        for (files, ranks) in [(5, 5), (8, 8), (10, 7)] {
            let lay = Layout::new(files, ranks, mapping);
            let board = lay.board();
            for deltas in [&nightrider[..], &one_way[..]] {
                let got = formula::rider_lines(&board, deltas);
                let mut want = Vec::new();
                for &(df, dr) in deltas {
                    let opposite = (-df, -dr);
                    if !deltas.contains(&opposite) || want.contains(&(df, dr)) {
                        continue;
                    }
                    if step_goes_down(&lay, (df, dr)) {
                        want.extend([(df, dr), opposite]);
                    } else {
                        want.extend([opposite, (df, dr)]);
                    }
                }
                assert_eq!(got, want, "{files}x{ranks} {mapping} {deltas:?}");
            }
        }
    }
}

/// `step_shifts`: each direction's change of index, and the squares whose
/// step stays on the board, in every mapping.
#[test]
fn step_shifts_move_every_square_by_its_step() {
    let compass = compass();
    for mapping in Mapping::ALL {
        for (files, ranks) in [(1, 1), (3, 5), (8, 8), (10, 7)] {
            let lay = Layout::new(files, ranks, mapping);
            let (shift, from) = formula::step_shifts::<u128>(&lay.board());
            for (d, &(df, dr)) in compass.iter().enumerate() {
                let mut want = 0u128;
                for (sq, &(f, r)) in lay.cell_of.iter().enumerate() {
                    let (tf, tr) = (f as i32 + df, r as i32 + dr);
                    if !(0..files as i32).contains(&tf) || !(0..ranks as i32).contains(&tr) {
                        continue;
                    }
                    want |= 1 << sq;
                    let to = lay.index(tf as usize, tr as usize);
                    assert_eq!(
                        i64::from(shift[d]),
                        to as i64 - sq as i64,
                        "{files}x{ranks} {mapping} direction {d}"
                    );
                }
                assert_eq!(from[d], want, "{files}x{ranks} {mapping} direction {d}");
            }
        }
    }
}

/// `rider_rays`: from every square, each line's ray to the edge, in the
/// order of `rider_lines`, in every mapping.
#[test]
fn rider_rays_repeat_each_step_to_the_edge() {
    let nightrider = formula::atom_deltas(1, 2);
    let one_way = [(0, 1), (3, 0), (0, -1)];
    for mapping in Mapping::ALL {
        for (files, ranks) in [(5, 5), (10, 7)] {
            let lay = Layout::new(files, ranks, mapping);
            let board = lay.board();
            for deltas in [&nightrider[..], &one_way[..]] {
                let lines = formula::rider_lines(&board, deltas);
                let rays: Vec<u128> = formula::rider_rays(&board, deltas);
                assert_eq!(rays.len(), lines.len() * lay.n(), "{deltas:?}");
                for (dir, &step) in lines.iter().enumerate() {
                    for (sq, &cell) in lay.cell_of.iter().enumerate() {
                        let want = ray(&lay, cell, step)
                            .into_iter()
                            .fold(0u128, |set, to| set | 1 << to);
                        assert_eq!(
                            rays[dir * lay.n() + sq],
                            want,
                            "{files}x{ranks} {mapping} {step:?} from {sq}"
                        );
                    }
                }
            }
        }
    }
}
