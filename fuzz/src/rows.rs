//! The differential property of a Betza piece: the rows the core plans for
//! a `board!` module (`geometry_core::formula::piece_rows`), read square by
//! square as the board module's kernels read them, give the same sets as
//! the walk over coordinates in the test-support crate, for every square,
//! both sides and several occupancies.
//!
//! The reader here follows each kernel's definition
//! (`geometry_tables::kernel`) one index at a time, where the kernels use
//! bit tricks; the sets it compares with come from the walk, which never
//! sees the rows.

use geometry_core::formula::{self, PieceRows, RowKind, Wide};
use geometry_core::{Board, FairyPiece, Mapping};
use geometry_test_support::reference::{Layout, WalkPart};

/// One square set as a list of flags, indexed by square.
type Flags = Vec<bool>;

fn flags(set: Wide, n: usize) -> Flags {
    (0..n)
        .map(|sq| set.0[sq / 64] >> (sq % 64) & 1 == 1)
        .collect()
}

/// What one row gives from `sq`, read as the kernel `kind` reads it:
/// `rows` holds the row and the two after it (a lame leap's targets, a
/// lame line's kept squares), `step` the index distance of a ray's
/// squares, `lines` the board's rook and bishop attacks and grasshopper
/// landings from `sq`.
fn read(
    kind: RowKind,
    [row, next, after]: &[Flags; 3],
    step: usize,
    occupied: &Flags,
    lines: &[Flags; 4],
) -> Flags {
    let n = row.len();
    let mut out = vec![false; n];
    let on_ray: Vec<usize> = (0..n).filter(|&i| row[i]).collect();
    let mut ascending = on_ray.clone();
    let descending: Vec<usize> = on_ray.into_iter().rev().collect();
    match kind {
        RowKind::None => {}
        RowKind::Leap => out.clone_from(row),
        RowKind::SlideUp | RowKind::SlideDown | RowKind::HopUp | RowKind::HopDown => {
            let hops = matches!(kind, RowKind::HopUp | RowKind::HopDown);
            if matches!(kind, RowKind::SlideDown | RowKind::HopDown) {
                ascending.clone_from(&descending);
            }
            let mut hurdle = !hops;
            for i in ascending {
                if hurdle {
                    out[i] = true;
                    if occupied[i] {
                        break;
                    }
                } else {
                    hurdle = occupied[i];
                }
            }
        }
        RowKind::GrassUp | RowKind::GrassDown => {
            let up = kind == RowKind::GrassUp;
            let order = if up { ascending } else { descending };
            if let Some(&h) = order.iter().find(|&&i| occupied[i]) {
                let land = if up {
                    h.checked_add(step)
                } else {
                    h.checked_sub(step)
                };
                if let Some(l) = land.filter(|&l| l < n && row[l]) {
                    out[l] = true;
                }
            }
        }
        RowKind::Lame => {
            if !(0..n).any(|i| row[i] && occupied[i]) {
                out.clone_from(next);
            }
        }
        RowKind::Full => {
            if (0..n).all(|i| !row[i] || occupied[i]) {
                out.clone_from(next);
            }
        }
        RowKind::LameSlideUp
        | RowKind::LameSlideDown
        | RowKind::GatedSlideUp
        | RowKind::GatedSlideDown => {
            // A gate row and a ray: this row and the next, in the order
            // the kernel names.
            let (gate, ray) = match kind {
                RowKind::LameSlideUp | RowKind::LameSlideDown => (row, next),
                _ => (next, row),
            };
            if !(0..n).any(|i| gate[i] && occupied[i]) {
                let mut order: Vec<usize> = (0..n).filter(|&i| ray[i]).collect();
                if matches!(kind, RowKind::LameSlideDown | RowKind::GatedSlideDown) {
                    order.reverse();
                }
                for i in order {
                    out[i] = true;
                    if occupied[i] {
                        break;
                    }
                }
            }
        }
        RowKind::Line | RowKind::LameLine => {
            // This row's squares from the top down and the next row's from
            // the bottom up, each to its first occupied square; a lame
            // line's only where the row after next has them.
            for i in descending {
                out[i] = true;
                if occupied[i] {
                    break;
                }
            }
            for i in (0..n).filter(|&i| next[i]) {
                out[i] = true;
                if occupied[i] {
                    break;
                }
            }
            if kind == RowKind::LameLine {
                for i in 0..n {
                    out[i] &= after[i];
                }
            }
        }
        RowKind::RookSlide | RowKind::BishopSlide => {
            let line = &lines[usize::from(kind == RowKind::BishopSlide)];
            for i in 0..n {
                out[i] = row[i] && line[i];
            }
        }
        RowKind::RookGrass => out.clone_from(&lines[2]),
        RowKind::BishopGrass => out.clone_from(&lines[3]),
    }
    out
}

/// The walk's reach of `steps` from `from`, as flags.
fn walked(
    layout: &Layout,
    from: usize,
    steps: &[(i32, i32)],
    hop: char,
    occupied: &Flags,
) -> Flags {
    let part = WalkPart {
        steps: steps.to_vec(),
        range: 0,
        lame: false,
        hop,
    };
    let mut out = vec![false; layout.n()];
    for i in layout.betza_walk(from, &part, &|i| occupied[i]) {
        out[i] = true;
    }
    out
}

/// The rows' sets of `color` from `from`: attacks, quiet moves and first
/// moves, the last two on empty squares only.
fn from_rows(
    rows: &PieceRows<Wide>,
    layout: &Layout,
    color: usize,
    from: usize,
    occupied: &Flags,
) -> [Flags; 3] {
    let n = layout.n();
    let side = color.min(rows.sides - 1);
    let kinds = &rows.kinds[side];
    let rook = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let bishop = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let lines = [
        walked(layout, from, &rook, ' ', occupied),
        walked(layout, from, &bishop, ' ', occupied),
        walked(layout, from, &rook, 'g', occupied),
        walked(layout, from, &bishop, 'g', occupied),
    ];
    let row = |k: usize| flags(rows.values[(side * rows.rows + k) * n + from], n);
    let mut sets: [Flags; 3] = Default::default();
    for (s, set_kinds) in [&kinds.captures, &kinds.moves, &kinds.initial]
        .into_iter()
        .enumerate()
    {
        let mut union = vec![false; n];
        for (k, &kind) in set_kinds.iter().enumerate() {
            let later = |j: usize| {
                if k + j < rows.rows {
                    row(k + j)
                } else {
                    vec![false; n]
                }
            };
            let rows_on = [row(k), later(1), later(2)];
            let got = read(kind, &rows_on, kinds.steps[k], occupied, &lines);
            for i in 0..n {
                union[i] |= got[i] && (s == 0 || !occupied[i]);
            }
        }
        sets[s] = union;
    }
    sets
}

/// The most rows a piece's comparison reads.
const MAX_ROWS: usize = 24;

/// Checks the property for `betza` on a board of `files` x `ranks` in
/// the mapping `seed` picks, with occupancies drawn from `seed`. Returns
/// `false` when the string is not a piece that moves on that board (there
/// is nothing to compare); panics, a finding, when the rows and the walk
/// disagree. A piece of more than [`MAX_ROWS`] rows is accepted without
/// the comparison.
pub fn rows_match_walk(betza: &str, files: usize, ranks: usize, seed: u64) -> bool {
    let mapping = Mapping::ALL[(seed % 8) as usize];
    let Ok(board) = Board::new(files, ranks, mapping) else {
        return false;
    };
    let Ok(piece) = geometry_core::__private::args::betza_piece("p", betza, &board) else {
        return false;
    };
    let rows = formula::piece_rows::<Wide>(&board, &piece);
    // The reader is slow by design (one index at a time): a piece of many
    // parts is left to the no-panic property, within libFuzzer's time.
    if rows.rows > MAX_ROWS {
        return true;
    }
    let layout = Layout::new(files, ranks, mapping);
    let n = board.squares();
    let mut state = seed;
    for trial in 0..4 {
        let occupied: Flags = (0..n)
            .map(|_| trial > 0 && next(&mut state) % 4 < trial)
            .collect();
        for from in 0..n {
            let mut occupied = occupied.clone();
            occupied[from] = false;
            for color in 0..2 {
                let ours = from_rows(&rows, &layout, color, from, &occupied);
                let walk = walk_sets(&layout, &piece, color, from, &occupied);
                assert_eq!(
                    ours, walk,
                    "`{betza}` on {files}x{ranks} {mapping}, side {color}, square {from}, occupancy {trial}: [attacks, moves, first moves] of the rows against the walk's"
                );
            }
        }
    }
    true
}

/// The walk's sets, as flags.
fn walk_sets(
    layout: &Layout,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    occupied: &Flags,
) -> [Flags; 3] {
    let sets = layout.betza_sets(piece.parts(), color, from, &|i| occupied[i]);
    [sets.attacks, sets.moves, sets.initial].map(|set| {
        let mut out = vec![false; layout.n()];
        for i in set {
            out[i] = true;
        }
        out
    })
}

/// splitmix64.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
