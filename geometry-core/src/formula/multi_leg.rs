//! Multi-leg moves (XBetza's `a`) on a board: the rows a board module
//! reads for their attacks and quiet moves, and the same sets found by
//! walking the legs square by square.
//!
//! A square counts as attacked when the piece would capture an enemy
//! piece standing there: on its last leg, as a one-leg move's, or on the
//! way (the lion's first step), when the legs before allow the path there
//! and the rest of the move fits on the board. Quiet moves are the empty
//! squares a path that captures nothing ends on. A path back to the start
//! square is no move to a square; a sliding last leg stops before the
//! start square.

use super::attacks::index_step;
use super::set::{SquareSet, Wide};
use crate::Board;
use crate::betza::MovePart;
use crate::legs::{self, Leg, MoveSet, Need, PathEnd, UNIT};

/// What one group of paths adds to a piece's rows: which set it serves,
/// and the rows.
pub(super) struct PathGroup<B> {
    /// The set the rows serve.
    pub set: MoveSet,
    /// The rows and how they are read.
    pub rows: GroupRows<B>,
}

/// One group's rows: what its gate squares need, and per square the gate
/// squares, then the targets or the ray.
#[derive(PartialEq)]
pub(super) struct GroupRows<B> {
    /// What the gate squares must hold, `None` for no gate.
    pub need: Option<Need>,
    /// The step of a sliding end, `None` for an end on one square.
    pub ray: Option<(i32, i32)>,
    /// For a sliding end whose gate squares run in a row along its own
    /// line up to the square it starts from (the griffon's diagonal step,
    /// the giraffe's three squares): the offset of the path's first
    /// square, its first gate (the ray's first square without one). The
    /// gates and the ray then run one way along one line.
    pub line_start: Option<(i32, i32)>,
    /// Per square: the gate squares.
    pub gates: Vec<B>,
    /// Per square: the end squares, or the ray's squares.
    pub targets: Vec<B>,
}

/// The squares of a ray from `from` by `step`, up to the edge or the
/// square `stop` (left out).
fn ray_from<B: SquareSet>(board: &Board, from: usize, step: (i32, i32), stop: usize) -> B {
    let mut out = B::default();
    let mut cur = from;
    while let Some(next) = board.offset(cur, step) {
        if next == stop {
            break;
        }
        out |= B::bit(next);
        cur = next;
    }
    out
}

/// The rows of every multi-leg part of `parts` for `color`: paths grouped
/// by their set, what their gates need, the gate squares and how they
/// end. `plain` holds, per set, what the piece's plain leaps reach from
/// each square: an end square already there is left out, and a group left
/// with no target anywhere is dropped.
pub(super) fn rows<B: SquareSet>(
    board: &Board,
    parts: &[MovePart],
    color: usize,
    plain: [&[B]; 2],
) -> Vec<PathGroup<B>> {
    type Key = (MoveSet, Option<Need>, Vec<(i32, i32)>, Option<PathEnd>);
    let mut groups: Vec<(Key, Vec<legs::Path>)> = Vec::new();
    for part in parts.iter().filter(|p| !p.legs.is_empty()) {
        for set in [MoveSet::Captures, MoveSet::Moves] {
            for path in legs::paths(part, color, set) {
                let need = path.gates.first().map(|&(_, n)| n);
                let mut gates: Vec<(i32, i32)> = path.gates.iter().map(|&(g, _)| g).collect();
                gates.sort_unstable();
                // Paths that end on a square share a row; each ray has its own.
                let ray = match path.end {
                    PathEnd::Square(_) => None,
                    ray => Some(ray),
                };
                let key = (set, need, gates, ray);
                match groups.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, paths)) => paths.push(path),
                    None => groups.push((key, vec![path])),
                }
            }
        }
    }
    let mut out = Vec::new();
    for ((set, need, gate_offsets, ray), paths) in groups {
        let known = plain[usize::from(set == MoveSet::Moves)];
        let mut gates = Vec::with_capacity(board.squares());
        let mut targets = Vec::with_capacity(board.squares());
        for sq in board.all_squares() {
            let mut reach = B::default();
            for path in &paths {
                if path.squares.iter().any(|&o| board.offset(sq, o).is_none()) {
                    continue;
                }
                reach |= match path.end {
                    PathEnd::Square(o) => match board.offset(sq, o) {
                        Some(t) if !known[sq].has(t) => B::bit(t),
                        _ => B::default(),
                    },
                    PathEnd::Ray { from, step } => match board.offset(sq, from) {
                        Some(from) => ray_from(board, from, step, sq),
                        None => B::default(),
                    },
                };
            }
            let mut gate = B::default();
            if reach != B::default() {
                for &o in &gate_offsets {
                    gate |= board.offset(sq, o).map_or(B::default(), B::bit);
                }
            }
            gates.push(gate);
            targets.push(reach);
        }
        if targets.iter().all(|t| *t == B::default()) {
            continue;
        }
        let (ray, line_start) = match ray {
            Some(PathEnd::Ray { from, step }) => {
                let n = gate_offsets.len() as i32;
                let back = |j: i32| (from.0 - j * step.0, from.1 - j * step.1);
                let in_a_row = (0..n).all(|j| gate_offsets.contains(&back(j)));
                (Some(step), in_a_row.then(|| back(n - 1)))
            }
            _ => (None, None),
        };
        out.push(PathGroup {
            set,
            rows: GroupRows {
                need,
                ray,
                line_start,
                gates,
                targets,
            },
        });
    }
    out
}

/// Whether a ray by `step` runs towards higher square indices.
pub(super) fn runs_up(board: &Board, step: (i32, i32)) -> bool {
    index_step(board, step) > 0
}

/// What a multi-leg `part` of `color` on `from` reaches through
/// `occupied`, by walking its legs: `[attacks, quiet moves]`.
pub(super) fn reach(
    board: &Board,
    part: &MovePart,
    color: usize,
    from: usize,
    occupied: Wide,
) -> [Wide; 2] {
    let walker = Walker {
        board,
        part,
        from,
        occupied,
    };
    let mut out = [Wide::default(); 2];
    let (file, rank) = board.coords(from);
    for (df, dr) in part.steps_for(color) {
        let Some(dir) = UNIT.iter().position(|&u| u == (df, dr)) else {
            continue;
        };
        let Some(to) = board.square_checked(file as i32 + df, rank as i32 + dr) else {
            continue;
        };
        for set in [MoveSet::Captures, MoveSet::Moves] {
            walker.land(0, to, dir, set, &mut out);
        }
    }
    out
}

/// One part's legs walked on the board from one square.
struct Walker<'a> {
    board: &'a Board,
    part: &'a MovePart,
    from: usize,
    occupied: Wide,
}

impl Walker<'_> {
    fn empty(&self, sq: usize) -> bool {
        sq == self.from || !self.occupied.has(sq)
    }

    /// The square one king step in direction `dir` from `sq`.
    fn next(&self, sq: usize, dir: usize) -> Option<usize> {
        self.board.offset(sq, UNIT[dir])
    }

    /// The last leg ends on `sq`: an attack where it captures, a quiet
    /// move where it moves and the square is empty.
    fn end(&self, set: MoveSet, leg: &Leg, sq: usize, out: &mut [Wide; 2]) {
        match set {
            MoveSet::Captures if leg.capture => out[0] |= Wide::bit(sq),
            MoveSet::Moves if leg.empty && self.empty(sq) => out[1] |= Wide::bit(sq),
            _ => {}
        }
    }

    /// Leg `k` has landed on `sq`, going in direction `dir`, walked for
    /// `set`.
    fn land(&self, k: usize, sq: usize, dir: usize, set: MoveSet, out: &mut [Wide; 2]) {
        let leg = &self.part.legs[k];
        let last = k + 1 == self.part.legs.len();
        if last && leg.slides {
            // Along the ray, up to a piece, never past the start square.
            let mut cur = Some(sq);
            while let Some(s) = cur.filter(|&s| s != self.from) {
                self.end(set, leg, s, out);
                cur = self.next(s, dir).filter(|_| self.empty(s));
            }
            return;
        }
        if last {
            if sq != self.from {
                self.end(set, leg, sq, out);
            }
            return;
        }
        let empty = self.empty(sq);
        // A capture on the way, where the rest of the move fits.
        if set == MoveSet::Captures && leg.capture && sq != self.from && self.fits(k + 1, sq, dir) {
            out[0] |= Wide::bit(sq);
        }
        let passes = match set {
            _ if empty => leg.empty,
            MoveSet::Captures => leg.capture || leg.hop,
            MoveSet::Moves => leg.hop,
        };
        if !passes {
            return;
        }
        let turns = self.part.legs[k + 1].turns;
        for turn in 0..8 {
            if turns & (1 << turn) != 0 {
                let d = (dir + turn) % 8;
                if let Some(to) = self.next(sq, d) {
                    self.land(k + 1, to, d, set, out);
                }
            }
        }
    }

    /// Whether legs `k` on, from `sq` after a leg in direction `dir`, can
    /// land on the board, whatever stands there.
    fn fits(&self, k: usize, sq: usize, dir: usize) -> bool {
        let turns = self.part.legs[k].turns;
        (0..8).any(|turn| {
            let d = (dir + turn) % 8;
            turns & (1 << turn) != 0
                && self
                    .next(sq, d)
                    .is_some_and(|to| k + 1 == self.part.legs.len() || self.fits(k + 1, to, d))
        })
    }
}
