//! Multi-leg moves walked over coordinates, apart from the core: every
//! path is first laid out cell by cell whatever the board holds, then
//! each one is read against the occupancy. A leg after the first turns
//! its direction by eighths of a turn, each eighth a rotation of the
//! step, not a table lookup.

use geometry_core::MovePart;

use crate::reference::Layout;

/// The step `(df, dr)`, a king step, turned an eighth of a turn clockwise.
fn eighth(df: i32, dr: i32) -> (i32, i32) {
    ((df + dr).signum(), (dr - df).signum())
}

/// The paths of one part laid out on the board, side by side: each the
/// start cell and the cell each leg lands on (so all of one length), and
/// for a sliding last leg the direction it goes on in. One buffer for all
/// of them, as the walk reads every path millions of times in the tests.
struct Laid {
    len: usize,
    cells: Vec<(i32, i32)>,
    last_steps: Vec<(i32, i32)>,
}

impl Laid {
    fn new(part: &MovePart) -> Laid {
        Laid {
            len: part.legs.len() + 1,
            cells: Vec::new(),
            last_steps: Vec::new(),
        }
    }

    /// Each path's cells, the start cell first, and its last step.
    fn paths(&self) -> impl Iterator<Item = (&[(i32, i32)], (i32, i32))> {
        self.cells
            .chunks_exact(self.len)
            .zip(self.last_steps.iter().copied())
    }
}

impl Layout {
    /// What a multi-leg `part` of `color` on index `from` reaches through
    /// `occupied`: `(attacks, quiet moves)`, each sorted. A capture on the
    /// way counts where the legs before it let the piece through and the
    /// whole path lies on the board; the start square counts as empty; a
    /// path back to it reaches nothing, and a sliding leg stops before it.
    pub fn multi_leg_sets(
        &self,
        part: &MovePart,
        color: usize,
        from: usize,
        occupied: &dyn Fn(usize) -> bool,
    ) -> (Vec<usize>, Vec<usize>) {
        let (f0, r0) = self.cell_of[from];
        let start = (f0 as i32, r0 as i32);
        let laid = self.paths_laid(part, color, from);
        let index = |(f, r): (i32, i32)| self.index(f as usize, r as usize);
        let empty = |c: (i32, i32)| c == start || !occupied(index(c));
        let (mut attacks, mut moves) = (Vec::new(), Vec::new());
        let last = part.legs.len() - 1;
        for (path, last_step) in laid.paths() {
            let cells = &path[1..];
            // Attacks: captures on the way, where the legs before pass.
            let mut through = true;
            for (k, &cell) in cells.iter().enumerate().take(last) {
                let leg = &part.legs[k];
                if leg.capture && cell != start && through {
                    attacks.push(index(cell));
                }
                through &= if empty(cell) {
                    leg.empty
                } else {
                    leg.capture || leg.hop
                };
            }
            let quiet = cells[..last].iter().enumerate().all(|(k, &cell)| {
                let leg = &part.legs[k];
                if empty(cell) { leg.empty } else { leg.hop }
            });
            let end = &part.legs[last];
            let mut targets = vec![cells[last]];
            if end.slides {
                let (df, dr) = last_step;
                let mut cell = cells[last];
                // The ray goes on past empty cells only.
                while empty(cell) {
                    let next = (cell.0 + df, cell.1 + dr);
                    if self.on(next.0, next.1).is_none() || next == start {
                        break;
                    }
                    targets.push(next);
                    cell = next;
                }
            }
            for &cell in &targets {
                if cell == start {
                    break;
                }
                if through && end.capture {
                    attacks.push(index(cell));
                }
                if quiet && end.empty && empty(cell) {
                    moves.push(index(cell));
                }
                if !empty(cell) {
                    break;
                }
            }
        }
        for set in [&mut attacks, &mut moves] {
            set.sort_unstable();
            set.dedup();
        }
        (attacks, moves)
    }

    /// Lays out every path of `part`'s legs after `path`, the next leg
    /// stepping `step`; paths leaving the board are dropped. `path` is
    /// left as it came.
    fn lay(&self, part: &MovePart, path: &mut Vec<(i32, i32)>, step: (i32, i32), out: &mut Laid) {
        let here = path[path.len() - 1];
        let next = (here.0 + step.0, here.1 + step.1);
        if self.on(next.0, next.1).is_none() {
            return;
        }
        path.push(next);
        let k = path.len() - 1;
        if k == part.legs.len() {
            out.cells.extend_from_slice(path);
            out.last_steps.push(step);
        } else {
            let mut turned = step;
            for turn in 0..8 {
                if part.legs[k].turns & (1 << turn) != 0 {
                    self.lay(part, path, turned, out);
                }
                turned = eighth(turned.0, turned.1);
            }
        }
        path.pop();
    }
}

impl Layout {
    /// For a piece with moves of several legs (`parts`, the parser's
    /// reading), of `color` on index `from` through `occupied`: each
    /// square its first leg lands on, sorted, with where the moves through
    /// it end, sorted. Each leg before the last lands where the square's
    /// content allows it (the start square counts as empty), and the whole
    /// path lies on the board (a sliding last leg not onto the start
    /// square); an end holding a piece is one the last leg may capture on,
    /// an empty one one it may move to; a sliding leg stops at its first
    /// piece.
    pub fn leg_ends(
        &self,
        parts: &[MovePart],
        color: usize,
        from: usize,
        occupied: &dyn Fn(usize) -> bool,
    ) -> Vec<(usize, Vec<usize>)> {
        let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
        for (squares, ends) in self.paths_read(parts.iter(), color, from, occupied) {
            match out.iter_mut().find(|(v, _)| *v == squares[0]) {
                Some((_, all)) => all.extend(ends),
                None => out.push((squares[0], ends)),
            }
        }
        sorted(out)
    }

    /// The same for the moves of exactly `legs` legs, by the squares
    /// their legs before the last land on: for two legs the first leg's
    /// square, for three the first and the second's.
    pub fn leg_ends_through(
        &self,
        parts: &[MovePart],
        legs: usize,
        color: usize,
        from: usize,
        occupied: &dyn Fn(usize) -> bool,
    ) -> Vec<(Vec<usize>, Vec<usize>)> {
        let parts = parts.iter().filter(|p| p.legs.len() == legs);
        let mut out: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
        for (squares, ends) in self.paths_read(parts, color, from, occupied) {
            match out.iter_mut().find(|(v, _)| *v == squares) {
                Some((_, all)) => all.extend(ends),
                None => out.push((squares, ends)),
            }
        }
        sorted(out)
    }

    /// The squares, sorted, the first leg of a piece with moves of
    /// several legs lands on from index `from` through `occupied`, from
    /// which the legs after it lie on the board whatever their squares
    /// hold: a second leg of three onto the start square only where it
    /// may land on an empty square, a sliding last leg not onto it.
    pub fn first_legs(
        &self,
        parts: &[MovePart],
        color: usize,
        from: usize,
        occupied: &dyn Fn(usize) -> bool,
    ) -> Vec<usize> {
        let (f0, r0) = self.cell_of[from];
        let start = (f0 as i32, r0 as i32);
        let index = |(f, r): (i32, i32)| self.index(f as usize, r as usize);
        let mut out = Vec::new();
        for part in parts.iter().filter(|p| !p.legs.is_empty()) {
            for (path, _) in self.paths_laid(part, color, from).paths() {
                let cells = &path[1..];
                let lands = if occupied(index(cells[0])) {
                    part.legs[0].capture || part.legs[0].hop
                } else {
                    part.legs[0].empty
                };
                let n = part.legs.len();
                let turns_back = (1..n - 1).any(|k| cells[k] == start && !part.legs[k].empty);
                if lands && !turns_back && !(part.legs[n - 1].slides && cells[n - 1] == start) {
                    out.push(index(cells[0]));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Every path of `part` of `color` from index `from` laid on the board.
    fn paths_laid(&self, part: &MovePart, color: usize, from: usize) -> Laid {
        let (f0, r0) = self.cell_of[from];
        let sign = if color == 0 { 1 } else { -1 };
        let mut laid = Laid::new(part);
        let mut path = Vec::with_capacity(laid.len);
        for &(df, dr) in &part.steps {
            path.push((f0 as i32, r0 as i32));
            self.lay(part, &mut path, (sign * df, sign * dr), &mut laid);
            path.clear();
        }
        laid
    }

    /// Every path of the multi-leg `parts` whose legs before the last land
    /// through `occupied`, read: the squares those legs land on, and the
    /// path's ends.
    fn paths_read<'p>(
        &self,
        parts: impl Iterator<Item = &'p MovePart>,
        color: usize,
        from: usize,
        occupied: &dyn Fn(usize) -> bool,
    ) -> Vec<(Vec<usize>, Vec<usize>)> {
        let (f0, r0) = self.cell_of[from];
        let start = (f0 as i32, r0 as i32);
        let index = |(f, r): (i32, i32)| self.index(f as usize, r as usize);
        let empty = |c: (i32, i32)| c == start || !occupied(index(c));
        let mut out = Vec::new();
        for part in parts.filter(|p| !p.legs.is_empty()) {
            let last = &part.legs[part.legs.len() - 1];
            for (path, last_step) in self.paths_laid(part, color, from).paths() {
                let end = path[path.len() - 1];
                let before = &path[1..path.len() - 1];
                let lands = part.legs.iter().zip(before).all(|(leg, &cell)| {
                    if empty(cell) {
                        leg.empty
                    } else {
                        leg.capture || leg.hop
                    }
                });
                if !lands || (last.slides && end == start) {
                    continue;
                }
                let mut ends = Vec::new();
                let mut cell = end;
                loop {
                    let free = empty(cell);
                    if (free && last.empty) || (!free && last.capture) {
                        ends.push(index(cell));
                    }
                    let (df, dr) = last_step;
                    let next = (cell.0 + df, cell.1 + dr);
                    if !last.slides || !free || self.on(next.0, next.1).is_none() || next == start {
                        break;
                    }
                    cell = next;
                }
                out.push((before.iter().map(|&c| index(c)).collect(), ends));
            }
        }
        out
    }
}

/// Each key's ends sorted and once, the keys sorted.
fn sorted<K: Ord>(mut out: Vec<(K, Vec<usize>)>) -> Vec<(K, Vec<usize>)> {
    out.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    for (_, ends) in &mut out {
        ends.sort_unstable();
        ends.dedup();
    }
    out
}

#[cfg(test)]
mod tests {
    use geometry_core::{Betza, Mapping};

    use crate::reference::Layout;

    /// On 5x5 from c3, d4 and c5 occupied: a wazir step to an empty
    /// square, then one straight on or a quarter turn that may only
    /// capture (`macW`) or only move (`mamW`). Worked out by hand.
    #[test]
    fn the_last_legs_ends_are_what_it_may_land_on() {
        let layout = Layout::new(5, 5, Mapping::Lerf);
        let sq = |f, r| layout.index(f, r);
        let (from, d4, c5) = (sq(2, 2), sq(3, 3), sq(2, 4));
        let occupied = |i: usize| i == d4 || i == c5;
        let ends = |betza: &str| {
            let parts = Betza::parse(betza).expect("Betza");
            layout.leg_ends(parts.parts(), 0, from, &occupied)
        };
        let (c2, b3, d3, c4) = (sq(2, 1), sq(1, 2), sq(3, 2), sq(2, 3));
        assert_eq!(
            ends("macW"),
            [
                (c2, vec![]),
                (b3, vec![]),
                (d3, vec![d4]),
                (c4, vec![d4, c5])
            ]
        );
        let (c1, b2, d2, a3, e3, b4) = (sq(2, 0), sq(1, 1), sq(3, 1), sq(0, 2), sq(4, 2), sq(1, 3));
        assert_eq!(
            ends("mamW"),
            [
                (c2, vec![c1, b2, d2]),
                (b3, vec![b2, a3, b4]),
                (d3, vec![d2, e3]),
                (c4, vec![b4]),
            ]
        );
    }

    /// On 6x6 from c2, c3 and c4 occupied: a capture on the first square
    /// and on the second, straight on, then a step straight on
    /// (`cafcafK`); the same past whatever the first square holds
    /// (`mpafcafK`). Worked out by hand.
    #[test]
    fn moves_of_three_legs_by_their_first_two_squares() {
        let layout = Layout::new(6, 6, Mapping::Lerf);
        let sq = |f, r| layout.index(f, r);
        let (from, c3, c4, c5) = (sq(2, 1), sq(2, 2), sq(2, 3), sq(2, 4));
        let occupied = |i: usize| i == c3 || i == c4;
        for betza in ["cafcafK", "mpafcafK"] {
            let parts = Betza::parse(betza).expect("Betza");
            assert_eq!(
                layout.leg_ends_through(parts.parts(), 3, 0, from, &occupied),
                [(vec![c3, c4], vec![c5])],
                "{betza}"
            );
            assert!(
                layout
                    .leg_ends_through(parts.parts(), 2, 0, from, &occupied)
                    .is_empty()
            );
        }
        // The first legs past whatever they land on: every line whose
        // third square is on the board (north, north-east, east).
        let parts = Betza::parse("mpafcafK").expect("Betza");
        let (d2, d3) = (sq(3, 1), sq(3, 2));
        assert_eq!(
            layout.first_legs(parts.parts(), 0, from, &occupied),
            [d2, c3, d3]
        );
        // Capturing first: only the occupied c3.
        let parts = Betza::parse("cafcafK").expect("Betza");
        assert_eq!(layout.first_legs(parts.parts(), 0, from, &occupied), [c3]);
        // A capture on c3, back onto c2, which counts as empty, then on to
        // c1; a second leg that must capture there goes nowhere.
        let c1 = sq(2, 0);
        let parts = Betza::parse("cabmafK").expect("Betza");
        assert_eq!(layout.first_legs(parts.parts(), 0, from, &occupied), [c3]);
        assert_eq!(
            layout.leg_ends_through(parts.parts(), 3, 0, from, &occupied),
            [(vec![c3, from], vec![c1])]
        );
        let parts = Betza::parse("cabcafK").expect("Betza");
        assert!(
            layout
                .first_legs(parts.parts(), 0, from, &occupied)
                .is_empty()
        );
        // A last leg back onto c2 that may only capture: c3 is a first
        // leg all the same (where a last leg lands is the ends' question).
        let parts = Betza::parse("cabcK").expect("Betza");
        assert_eq!(layout.first_legs(parts.parts(), 0, from, &occupied), [c3]);
        assert!(
            layout
                .leg_ends_through(parts.parts(), 3, 0, from, &occupied)
                .is_empty()
        );
    }
}
