//! Multi-leg moves: XBetza's `a` ("again"). A part such as the chu shogi
//! lion's `caK` is a chain of legs: the first leg takes the part's own
//! steps, each later one turns relative to the leg before it, and every
//! leg but the last says what the square it lands on must hold.
//!
//! ```
//! use geometry_core::{Betza, legs::{self, Need, PathEnd, MoveSet}};
//!
//! // The mao: a wazir step to an empty square, then a diagonal step
//! // outwards (45 degrees either way) to a knight square.
//! let mao = Betza::parse("afsW").unwrap();
//! let paths = legs::paths(&mao.parts()[0], 0, MoveSet::Captures);
//! assert_eq!(paths.len(), 8);
//! let north_east = paths
//!     .iter()
//!     .find(|p| p.end == PathEnd::Square((1, 2)))
//!     .unwrap();
//! assert_eq!(north_east.gates, [((0, 1), Need::Empty)]);
//! ```
//!
//! Each leg's directions after the first are read as XBoard reads them,
//! in the eight directions of a king relative to the leg before: `f`
//! straight on, `b` straight back, `r` and `l` a quarter turn, `s` both;
//! a pair of letters is the direction between them (`fr` an eighth of a
//! turn to the right, `fs` both eighths forwards); a doubled letter is
//! the letter alone. Without letters a leg goes every way but back on a
//! `K`, and straight on or a quarter turn on a `W` or `F`.
//!
//! Every leg reads the board as it stands before the move, but for the
//! start square, which the moving piece has left. A path that lands twice
//! on another square, where it matters what stands there, is not
//! accepted ([`lands_twice`]): XBetza does not say whether a piece
//! captured there the first time still stands there for the legs after.
//! Two exceptions read the same either way: a square every landing on
//! which is `m` alone, and a last leg, not sliding, back onto a square
//! the move captured or hopped on (the lion dog's `cafcabK`).

use crate::betza::MovePart;
use std::collections::HashSet;

/// One leg of a multi-leg move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Leg {
    /// The directions it may take relative to the leg before: bit `k` is
    /// `k` eighths of a turn clockwise (bit 0 straight on, bit 4 straight
    /// back). Unused on the first leg, which takes the part's steps.
    pub turns: u8,
    /// It repeats its step up to the first piece or the edge (after a
    /// `y` on the leg before); only the last leg slides.
    pub slides: bool,
    /// It may land on an empty square (`m`).
    pub empty: bool,
    /// It may land on an occupied square and capture there (`c`).
    pub capture: bool,
    /// It may land on an occupied square and pass on without capturing
    /// (`p`, before the last leg only).
    pub hop: bool,
}

/// The eight king steps, clockwise from straight up (white's forward):
/// direction `k` is `UNIT[k]`, in the order of
/// [`KING_DELTAS`](crate::formula::KING_DELTAS).
pub const UNIT: [(i32, i32); 8] = crate::formula::KING_DELTAS;

/// The direction of a king step, or `None` for any other step.
pub fn direction(step: (i32, i32)) -> Option<usize> {
    UNIT.iter().position(|&u| u == step)
}

/// The turns a single letter means alone (`f` straight on only).
fn narrow(c: char) -> u8 {
    match c {
        'f' => 0x01,
        'b' => 0x10,
        'r' => 0x04,
        'l' => 0x40,
        's' => 0x44,
        'v' => 0x11,
        _ => 0xFF,
    }
}

/// The turns a letter means in a pair: every direction on its side.
fn wide(c: char) -> u8 {
    match c {
        'f' => 0x83,
        'b' => 0x38,
        'r' => 0x0E,
        'l' => 0xE0,
        's' => 0xEE,
        'v' => 0xBB,
        _ => 0xFF,
    }
}

/// 1 for a vertical letter, 2 for a horizontal one, 0 for `h`.
fn axis(c: char) -> u8 {
    match c {
        'f' | 'b' | 'v' => 1,
        'l' | 'r' | 's' => 2,
        _ => 0,
    }
}

/// The relative turns `letters` name on a leg after the first (see the
/// module docs); `default` when there are none.
pub fn turns(letters: &[char], default: u8) -> u8 {
    if letters.is_empty() {
        return default;
    }
    let mut set = 0;
    let mut k = 0;
    while k < letters.len() {
        let c = letters[k];
        match letters.get(k + 1) {
            // `f`, `b`, `l` or `r` with a letter across it: the
            // directions both name.
            Some(&d) if "fblr".contains(c) && matches!((axis(c), axis(d)), (1, 2) | (2, 1)) => {
                set |= wide(c) & wide(d);
                k += 2;
            }
            // Alone: a doubled letter is the letter alone, its second
            // read again, alone or with the letter after it.
            _ => {
                set |= narrow(c);
                k += 1;
            }
        }
    }
    set
}

/// What a square before a path's end must hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Need {
    /// Nothing: the leg may land there whatever stands on it.
    Empty,
    /// A piece, which the leg captures or hops over.
    Occupied,
}

/// Where a path ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathEnd {
    /// On one square, as an offset from the start.
    Square((i32, i32)),
    /// Along a ray: from the square at `from`, every square `step` after
    /// step up to the first occupied one (included) or the edge.
    Ray {
        /// The square the ray starts from (not on it).
        from: (i32, i32),
        /// Its step.
        step: (i32, i32),
    },
}

/// Which of a piece's move sets a path serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveSet {
    /// The squares it attacks: where it would capture an enemy piece,
    /// on its last leg or on the way.
    Captures,
    /// The empty squares it moves to without capturing anything.
    Moves,
}

/// One way through a multi-leg part, as offsets from its start square.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Path {
    /// The squares before the end that must be empty or occupied, each
    /// once, in order; squares the leg may land on whatever they hold are
    /// left out, and so is the start square, which the moving piece has
    /// left (it counts as empty).
    pub gates: Vec<((i32, i32), Need)>,
    /// Every square the whole move lands on, the end's included (a ray's
    /// first square for a sliding end): the path exists from a square
    /// only where they are all on the board.
    pub squares: Vec<(i32, i32)>,
    /// Where it ends.
    pub end: PathEnd,
}

/// What a leg's landing needs in `set`: `None` when it cannot serve the
/// set, `Some(None)` when anything may stand there.
fn landing(leg: &Leg, set: MoveSet) -> Option<Option<Need>> {
    let occupied = match set {
        MoveSet::Captures => leg.capture || leg.hop,
        MoveSet::Moves => leg.hop,
    };
    match (leg.empty, occupied) {
        (true, true) => Some(None),
        (true, false) => Some(Some(Need::Empty)),
        (false, true) => Some(Some(Need::Occupied)),
        (false, false) => None,
    }
}

/// The paths of a multi-leg `part` for `color` (0 white, else black, whose
/// first steps are white's turned half a turn) that serve `set`. A path
/// ending back on its start square is no move to a square and is left
/// out. In [`MoveSet::Captures`], a leg before the last that captures
/// gives a path of its own ending there, whose squares are the whole
/// move's, so that it counts where the move fits on the board; what the
/// legs after it need is left to the engine. Empty for a one-leg part.
pub fn paths(part: &MovePart, color: usize, set: MoveSet) -> Vec<Path> {
    let mut out = Vec::new();
    let Some(last) = part.legs.len().checked_sub(1) else {
        return out;
    };
    for step in part.steps_for(color) {
        let Some(dir) = direction(step) else {
            continue;
        };
        let walk = Walk {
            legs: &part.legs,
            last,
            set,
        };
        walk.leg(0, (0, 0), dir, Vec::new(), Vec::new(), &mut out);
    }
    let mut seen = HashSet::with_capacity(out.len());
    out.retain(|path| seen.insert(path.clone()));
    out
}

/// A walk through the legs of one part, for one set.
struct Walk<'a> {
    legs: &'a [Leg],
    last: usize,
    set: MoveSet,
}

impl Walk<'_> {
    /// Takes leg `k` from `at` in the absolute direction `dir`.
    fn leg(
        &self,
        k: usize,
        at: (i32, i32),
        dir: usize,
        gates: Vec<((i32, i32), Need)>,
        squares: Vec<(i32, i32)>,
        out: &mut Vec<Path>,
    ) {
        let leg = &self.legs[k];
        let (df, dr) = UNIT[dir];
        let to = (at.0 + df, at.1 + dr);
        if k == self.last {
            let final_lands = match self.set {
                MoveSet::Captures => leg.capture,
                MoveSet::Moves => leg.empty,
            };
            if !final_lands {
                return;
            }
            let mut squares = squares;
            squares.push(to);
            let end = if leg.slides {
                PathEnd::Ray {
                    from: at,
                    step: (df, dr),
                }
            } else if to == (0, 0) {
                return;
            } else {
                PathEnd::Square(to)
            };
            out.push(Path {
                gates,
                squares,
                end,
            });
            return;
        }
        let Some(need) = landing(leg, self.set) else {
            return;
        };
        // The start square, left by the moving piece, is empty.
        let need = match need {
            Some(Need::Occupied) if to == (0, 0) => return,
            _ if to == (0, 0) => None,
            other => other,
        };
        let mut squares = squares;
        squares.push(to);
        let mut gates = gates;
        if let Some(need) = need
            && !gates.iter().any(|&(g, _)| g == to)
        {
            gates.push((to, need));
        }
        // A capture on the way is an attack on that square.
        if self.set == MoveSet::Captures && leg.capture && to != (0, 0) {
            let before: Vec<_> = gates.iter().filter(|&&(g, _)| g != to).copied().collect();
            for rest in self.rest(k + 1, to, dir) {
                let mut all = squares.clone();
                all.extend(rest);
                out.push(Path {
                    gates: before.clone(),
                    squares: all,
                    end: PathEnd::Square(to),
                });
            }
        }
        let next = &self.legs[k + 1];
        for turn in 0..8 {
            if next.turns & (1 << turn) != 0 {
                self.leg(
                    k + 1,
                    to,
                    (dir + turn) % 8,
                    gates.clone(),
                    squares.clone(),
                    out,
                );
            }
        }
    }

    /// The squares each way of finishing the move from leg `k` on lands
    /// on, from `at` after a leg in direction `dir`, whatever they hold (a
    /// sliding leg's first square only).
    fn rest(&self, k: usize, at: (i32, i32), dir: usize) -> Vec<Vec<(i32, i32)>> {
        let mut out = Vec::new();
        for turn in 0..8 {
            if self.legs[k].turns & (1 << turn) == 0 {
                continue;
            }
            let d = (dir + turn) % 8;
            let to = (at.0 + UNIT[d].0, at.1 + UNIT[d].1);
            if k == self.last {
                out.push(vec![to]);
            } else {
                for mut rest in self.rest(k + 1, to, d) {
                    rest.insert(0, to);
                    out.push(rest);
                }
            }
        }
        out
    }
}

/// The furthest a sliding last leg is followed when looking for squares
/// it lands on twice: the longest line on the largest board.
const LONGEST_SLIDE: i32 = 15;

/// Whether some way through `part`'s legs lands twice on one square
/// other than its start where it matters what stands there: XBetza does
/// not say whether a piece captured on the way still stands there for the
/// legs after. Allowed are a square every landing on which is `m` only
/// (it is empty each time), and the last leg, not sliding, back onto a
/// square where each earlier landing needed a piece (the lion dog's
/// `cafcabK`: two captures, then back onto the first square), which read
/// the same either way; `true` names a part this crate does not accept.
pub fn lands_twice(part: &MovePart) -> bool {
    [MoveSet::Captures, MoveSet::Moves]
        .into_iter()
        .flat_map(|set| paths(part, 0, set))
        .any(|path| path_lands_twice(&part.legs, &path))
}

/// Whether `leg` lands on an empty square only.
fn empty_only(leg: &Leg) -> bool {
    leg.empty && !leg.capture && !leg.hop
}

/// Whether one of [`paths`]' ways through `legs` lands twice on one
/// square as [`lands_twice`] refuses it: its squares are its legs'
/// landings in order, a sliding end's after its first added here.
fn path_lands_twice(legs: &[Leg], path: &Path) -> bool {
    let last = legs.len() - 1;
    let mut landings: Vec<((i32, i32), usize)> = path.squares.iter().copied().zip(0..).collect();
    if let PathEnd::Ray { from, step } = path.end {
        for n in 1..=LONGEST_SLIDE {
            let sq = (from.0 + n * step.0, from.1 + n * step.1);
            if sq == (0, 0) {
                break;
            }
            if n > 1 {
                landings.push((sq, last));
            }
        }
    }
    landings.iter().enumerate().any(|(i, &(sq, k))| {
        let earlier: Vec<&Leg> = landings[..i]
            .iter()
            .filter(|&&(s, _)| s == sq)
            .map(|&(_, j)| &legs[j])
            .collect();
        if sq == (0, 0) || earlier.is_empty() {
            return false;
        }
        let leg = &legs[k];
        let quiet = earlier.iter().all(|l| empty_only(l)) && empty_only(leg);
        let back_onto_pieces = k == last && earlier.iter().all(|l| !l.empty);
        leg.slides || !(quiet || back_onto_pieces)
    })
}

/// Whether every path of `part` needs only empty or only occupied squares
/// on its way, and a sliding end only empty ones: what the rows' kernels
/// read. `false` names a part this crate does not accept.
pub fn gates_are_uniform(part: &MovePart) -> bool {
    for set in [MoveSet::Captures, MoveSet::Moves] {
        for path in paths(part, 0, set) {
            let empty = path.gates.iter().any(|&(_, n)| n == Need::Empty);
            let occupied = path.gates.iter().any(|&(_, n)| n == Need::Occupied);
            let ray = matches!(path.end, PathEnd::Ray { .. });
            if occupied && (empty || ray) {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    /// XBoard's reading of relative directions.
    #[test]
    fn relative_directions() {
        let cases = [
            ("f", 0x01),
            ("b", 0x10),
            ("r", 0x04),
            ("l", 0x40),
            ("rl", 0x44),
            ("s", 0x44),
            ("v", 0x11),
            ("fs", 0x82),
            ("fr", 0x02),
            ("fl", 0x80),
            ("bs", 0x28),
            ("br", 0x08),
            ("lv", 0xA0),
            ("ff", 0x01),
            ("ffr", 0x03),
            ("sf", 0x45),
            ("h", 0xFF),
            ("fbs", 0x01 | 0x28),
        ];
        for (text, set) in cases {
            assert_eq!(turns(&letters(text), 0), set, "{text}");
        }
        assert_eq!(turns(&[], 0xEF), 0xEF);
    }

    /// A move of `legs` whose first leg steps north, built field by field
    /// to reach what the parser refuses before.
    fn north(legs: Vec<Leg>) -> MovePart {
        MovePart {
            steps: vec![(0, 1)],
            range: 1,
            moves: true,
            captures: true,
            lame: false,
            hop: crate::Hop::None,
            initial: false,
            en_passant: false,
            text: String::new(),
            legs,
        }
    }

    /// A last leg back onto a square the move captured on may come back
    /// by a step, not by a slide (which the parser refuses before, as a
    /// slide after a capture).
    #[test]
    fn a_slide_back_onto_a_capture_lands_twice() {
        let leg = |turns, slides, empty, capture| Leg {
            turns,
            slides,
            empty,
            capture,
            hop: false,
        };
        let part = |last_slides| {
            north(vec![
                leg(0, false, false, true),
                leg(0x01, false, false, true),
                leg(0x10, last_slides, true, true),
            ])
        };
        assert!(!lands_twice(&part(false)));
        assert!(lands_twice(&part(true)));
    }

    /// A slide whose first square is new and whose second is not: north,
    /// on, east, on, south, then a slide west over the first square (six
    /// legs, past what the parser takes, to reach a slide's far squares).
    #[test]
    fn a_slide_lands_twice_past_its_first_square() {
        let step = |turns, slides| Leg {
            turns,
            slides,
            empty: true,
            capture: slides,
            hop: false,
        };
        let part = |last_turn| {
            north(vec![
                step(0, false),
                step(0x01, false),
                step(0x04, false),
                step(0x01, false),
                step(0x04, false),
                step(last_turn, true),
            ])
        };
        assert!(lands_twice(&part(0x04)));
        assert!(!lands_twice(&part(0x40)));
    }

    #[test]
    fn directions_round_the_compass() {
        for (k, &step) in UNIT.iter().enumerate() {
            assert_eq!(direction(step), Some(k));
            let (f, r) = step;
            let right = UNIT[(k + 2) % 8];
            // A quarter turn clockwise takes (f, r) to (r, -f).
            assert_eq!(right, (r, -f), "{k}");
        }
        assert_eq!(direction((2, 1)), None);
        assert_eq!(direction((0, 0)), None);
    }
}
