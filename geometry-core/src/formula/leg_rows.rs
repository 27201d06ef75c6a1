//! The legs of a two-leg piece, for generating its moves: the squares its
//! first leg lands on, and, for each of them, where the second leg ends.
//! What the lion needs for its double captures and igui, and a bent rider
//! for its slides, without walking coordinates at run time.
//!
//! ```
//! use geometry_core::{formula::{self, Wide, SquareSet}, Betza, Board, FairyPiece};
//!
//! // The griffon: a ferz step to an empty square, then a rook slide
//! // outwards.
//! let griffon = FairyPiece::from_betza("griffon", Betza::parse("FyafsF").unwrap());
//! let board = Board::STANDARD;
//! let rows = formula::leg_rows::<Wide>(&board, &griffon).unwrap();
//! assert_eq!(rows.sides, 1);
//! let at = |f, r| Wide::bit(board.square(f, r));
//! let (d4, e5) = (board.square(3, 3), board.square(4, 4));
//! // Its first leg: the four diagonal neighbours.
//! let first = formula::first_legs(&board, &griffon, 0, d4, Wide::default());
//! assert_eq!(first, at(2, 2) | at(4, 2) | at(2, 4) | at(4, 4));
//! // Through e5, up the e-file and along the fifth rank to a piece on g5.
//! let ends = formula::leg_ends(&board, &griffon, 0, d4, e5, at(6, 4));
//! assert_eq!(ends, at(4, 5) | at(4, 6) | at(4, 7) | at(5, 4) | at(6, 4));
//! ```
//!
//! Rows are read by the kernels of [`RowKind`]: the first leg's three
//! rows (one per landing: anything, an empty square only, a piece only)
//! per square; the second leg's rows per square, first leg's square and
//! whether that square is occupied (see [`LegRows::values`]), each in one
//! of three lists by what its ends may hold: a leap's ends whole, or a
//! slide cut at its first piece.

use super::multi_leg::runs_up;
use super::piece_rows::RowKind;
use super::set::{SquareSet, Wide};
use crate::Board;
use crate::betza::MovePart;
use crate::legs::{Leg, UNIT, direction};

use crate::piece::FairyPiece;

/// What a landing square may hold: anything, only nothing, only a piece.
fn class(empty: bool, occupied: bool) -> usize {
    match (empty, occupied) {
        (true, true) => 0,
        (true, false) => 1,
        _ => 2,
    }
}

/// What a group of second legs shares: what the ends may hold (as
/// [`class`] numbers them), and a sliding leg's direction.
type GroupKey = (usize, Option<usize>);

/// A two-leg piece's legs on one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegRows<B> {
    /// 1 when black moves as white does, else 2.
    pub sides: usize,
    /// The first leg: for each side, three rows of one set per square,
    /// the squares the first leg lands on whatever they hold, only when
    /// empty, only when occupied (a square in the first row is in no
    /// other).
    pub first: Vec<B>,
    /// For each side, which of its three first-leg rows hold a square:
    /// [`RowKind::Leap`], or [`RowKind::None`] for a row left empty.
    pub first_kinds: Vec<[RowKind; 3]>,
    /// The index steps of the first legs' king steps on this board, both
    /// sides' together, ascending: a first leg's square `via` seen from
    /// `sq` is slot `slots.binary_search(via - sq)` (two directions may
    /// share an index step on a narrow board, never from the same
    /// square).
    pub slots: Vec<isize>,
    /// Second-leg rows per side.
    pub rows: usize,
    /// For each side, the kernel of each second-leg row in each of the
    /// three lists: ends whatever they hold, empty ends only, occupied
    /// ends only.
    pub kinds: Vec<[Vec<RowKind>; 3]>,
    /// `sides * rows` rows of `2 * slots.len() * squares` sets, side by
    /// side: entry `2 * (slots.len() * sq + slot) + 1` when the first
    /// leg's square is occupied, `.. + 0` when it is empty.
    pub values: Vec<B>,
}

/// The parts with legs, when the piece has legs items
/// ([`FairyPiece::has_legs`]).
fn two_leg_parts(piece: &FairyPiece) -> Option<Vec<&MovePart>> {
    let parts = piece.parts().iter().filter(|p| !p.legs.is_empty());
    piece.has_legs().then(|| parts.collect())
}

/// The square `(df, dr)` from `sq`.
fn step(board: &Board, sq: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (f, r) = board.coords(sq);
    board.square_checked(f as i32 + df, r as i32 + dr)
}

/// Where a second leg from `via` in absolute direction `dir` ends, from a
/// piece on `sq`: the square (the start square included, which the piece
/// has left), or with a sliding leg the ray to the edge, stopping before
/// `sq`.
fn ends<B: SquareSet>(board: &Board, sq: usize, via: usize, leg: &Leg, dir: usize) -> B {
    let mut out = B::default();
    let mut at = via;
    while let Some(next) = step(board, at, UNIT[dir]) {
        if leg.slides && next == sq {
            break;
        }
        out |= B::bit(next);
        if !leg.slides {
            break;
        }
        at = next;
    }
    out
}

/// The index steps of the first steps of `parts` on `board`, for both
/// sides.
fn first_steps(board: &Board, parts: &[&MovePart]) -> Vec<isize> {
    let mut steps: Vec<(i32, i32)> = Vec::new();
    for part in parts {
        for color in 0..2 {
            steps.extend(part.steps_for(color));
        }
    }
    let mut out: Vec<isize> = Vec::new();
    for sq in board.all_squares() {
        for &s in &steps {
            if let Some(to) = step(board, sq, s) {
                let d = to as isize - sq as isize;
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// The legs of `piece`'s two-leg moves on `board`; `None` when it has no
/// move of several legs, or one of three legs or more.
pub fn leg_rows<B: SquareSet>(board: &Board, piece: &FairyPiece) -> Option<LegRows<B>> {
    let parts = two_leg_parts(piece)?;
    let sides = if parts.iter().all(|p| p.is_symmetric()) {
        1
    } else {
        2
    };
    let n = board.squares();
    let slots = first_steps(board, &parts);
    let width = 2 * slots.len() * n;
    let entry = |sq: usize, via: usize, occupied: bool| {
        let slot = slots
            .binary_search(&(via as isize - sq as isize))
            .unwrap_or_default();
        2 * (slots.len() * sq + slot) + usize::from(occupied)
    };
    let mut first = Vec::with_capacity(sides * 3 * n);
    let mut first_kinds = Vec::with_capacity(sides);
    let mut kinds = Vec::with_capacity(sides);
    let mut values: Vec<Vec<B>> = Vec::new();
    for color in 0..sides {
        let mut rows = [
            vec![B::default(); n],
            vec![B::default(); n],
            vec![B::default(); n],
        ];
        // Groups of second legs by what their ends may hold and a sliding
        // leg's direction, each with its ends per entry.
        let mut groups: Vec<(GroupKey, Vec<B>)> = Vec::new();
        for part in &parts {
            let (leg0, leg1) = (&part.legs[0], &part.legs[1]);
            let via_class = class(leg0.empty, leg0.capture || leg0.hop);
            let end_class = class(leg1.empty, leg1.capture);
            for s in part.steps_for(color) {
                let Some(d0) = direction(s) else { continue };
                for turn in (0..8).filter(|t| leg1.turns & (1 << t) != 0) {
                    let d1 = (d0 + turn) % 8;
                    let key = (end_class, leg1.slides.then_some(d1));
                    let k = match groups.iter().position(|(g, _)| *g == key) {
                        Some(k) => k,
                        None => {
                            groups.push((key, vec![B::default(); width]));
                            groups.len() - 1
                        }
                    };
                    for sq in board.all_squares() {
                        let Some(via) = step(board, sq, s) else {
                            continue;
                        };
                        let reach: B = ends(board, sq, via, leg1, d1);
                        if reach == B::default() {
                            continue;
                        }
                        rows[via_class][sq] |= B::bit(via);
                        // Where the first leg may land: on an empty
                        // square, an occupied one, or either.
                        for occupied in [false, true] {
                            if (via_class == 0) || (via_class == 2) == occupied {
                                groups[k].1[entry(sq, via, occupied)] |= reach;
                            }
                        }
                    }
                }
            }
        }
        // A square the first leg lands on whatever it holds needs no other
        // row.
        let [any, rest @ ..] = &mut rows;
        for (sq, any) in any.iter().enumerate() {
            for row in rest.iter_mut() {
                let mut kept = B::default();
                for via in UNIT.iter().filter_map(|&s| step(board, sq, s)) {
                    if row[sq].has(via) && !any.has(via) {
                        kept |= B::bit(via);
                    }
                }
                row[sq] = kept;
            }
        }
        let used = |row: &Vec<B>| {
            if row.iter().any(|set| *set != B::default()) {
                RowKind::Leap
            } else {
                RowKind::None
            }
        };
        first_kinds.push([used(&rows[0]), used(&rows[1]), used(&rows[2])]);
        for row in rows {
            first.extend(row);
        }
        let mut lists: [Vec<RowKind>; 3] = Default::default();
        for ((end_class, ray), targets) in groups {
            let kind = match ray.map(|d| runs_up(board, UNIT[d])) {
                None => RowKind::Leap,
                Some(true) => RowKind::SlideUp,
                Some(false) => RowKind::SlideDown,
            };
            for (k, list) in lists.iter_mut().enumerate() {
                list.push(if k == end_class { kind } else { RowKind::None });
            }
            values.push(targets);
        }
        kinds.push(lists);
    }
    let rows = values.len() / sides;
    Some(LegRows {
        sides,
        first,
        first_kinds,
        slots,
        rows,
        kinds,
        values: values.into_iter().flatten().collect(),
    })
}

/// The squares the first leg of `piece`'s two-leg moves of `color` from
/// `from` lands on through `occupied`, walked square by square: where the
/// leg may land given what the square holds, and its second leg reaches
/// the board (a sliding one not straight back onto `from`).
pub fn first_legs(
    board: &Board,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    occupied: Wide,
) -> Wide {
    let mut out = Wide::default();
    let Some(parts) = two_leg_parts(piece) else {
        return out;
    };
    let (ff, fr) = board.coords(from);
    for part in parts {
        let (leg0, leg1) = (&part.legs[0], &part.legs[1]);
        for (df, dr) in part.steps_for(color) {
            let (vf, vr) = (ff as i32 + df, fr as i32 + dr);
            let Some(via) = board.square_checked(vf, vr) else {
                continue;
            };
            let lands = if occupied.has(via) {
                leg0.capture || leg0.hop
            } else {
                leg0.empty
            };
            let d0 = direction((df, dr)).unwrap_or(0);
            let goes_on = (0..8).any(|turn| {
                let (sf, sr) = UNIT[(d0 + turn) % 8];
                leg1.turns & (1 << turn) != 0
                    && board
                        .square_checked(vf + sf, vr + sr)
                        .is_some_and(|to| !leg1.slides || to != from)
            });
            if lands && goes_on {
                out |= Wide::bit(via);
            }
        }
    }
    out
}

/// Where `piece`'s two-leg moves of `color` from `from` whose first leg
/// lands on `via` end, through `occupied`, walked square by square: an
/// end that holds a piece (the start square counts as empty) is one the
/// last leg may capture on, an empty one one it may move to; a sliding
/// leg stops at the first piece (included, where it captures) and before
/// the start square.
pub fn leg_ends(
    board: &Board,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    via: usize,
    occupied: Wide,
) -> Wide {
    let (ff, fr) = board.coords(from);
    let (vf, vr) = board.coords(via);
    let d = (vf as i32 - ff as i32, vr as i32 - fr as i32);
    let Some(d0) = direction(d) else {
        return Wide::default();
    };
    let Some(parts) = two_leg_parts(piece) else {
        return Wide::default();
    };
    let taken = |sq: usize| sq != from && occupied.has(sq);
    let mut out = Wide::default();
    for part in parts {
        let (leg0, leg1) = (&part.legs[0], &part.legs[1]);
        let lands = if taken(via) {
            leg0.capture || leg0.hop
        } else {
            leg0.empty
        };
        if !lands || !part.steps_for(color).contains(&d) {
            continue;
        }
        for turn in 0..8 {
            if leg1.turns & (1 << turn) == 0 {
                continue;
            }
            let (df, dr) = UNIT[(d0 + turn) % 8];
            let (mut f, mut r) = (vf as i32, vr as i32);
            while let Some(sq) = board.square_checked(f + df, r + dr) {
                (f, r) = (f + df, r + dr);
                if leg1.slides && sq == from {
                    break;
                }
                if if taken(sq) { leg1.capture } else { leg1.empty } {
                    out |= Wide::bit(sq);
                }
                if !leg1.slides || taken(sq) {
                    break;
                }
            }
        }
    }
    out
}
