//! The legs of a piece with moves of several legs walked square by
//! square over coordinates, apart from the rows of `leg_rows` that the
//! board modules read: where a leg may land is asked of each square in
//! turn, each step a change of coordinates. The rows are checked against
//! these walks, and `chess-geometry show --piece` lists them.

use super::leg_rows::leg_parts;
use super::set::{SquareSet, Wide};
use crate::Board;
use crate::betza::MovePart;
use crate::legs::{Leg, UNIT, direction};
use crate::piece::FairyPiece;

/// Whether a leg before the last may land on a square, given whether it
/// holds a piece.
fn may_land(leg: &Leg, held: bool) -> bool {
    if held {
        leg.capture || leg.hop
    } else {
        leg.empty
    }
}

/// The square `(f, r) + UNIT[dir]`, as coordinates and index.
fn next_to(board: &Board, (f, r): (i32, i32), dir: usize) -> Option<((i32, i32), usize)> {
    let (df, dr) = UNIT[dir];
    board
        .square_checked(f + df, r + dr)
        .map(|sq| ((f + df, r + dr), sq))
}

/// Whether leg `leg` reaches the board from `at` after a leg in direction
/// `dir`, a sliding one not straight onto `from`.
fn goes_on(board: &Board, leg: &Leg, at: (i32, i32), dir: usize, from: usize) -> bool {
    (0..8).any(|turn| {
        leg.turns & (1 << turn) != 0
            && next_to(board, at, (dir + turn) % 8).is_some_and(|(_, to)| !leg.slides || to != from)
    })
}

/// Where last leg `leg` from `at` after a leg in direction `dir` ends,
/// walked step by step, as [`leg_ends`] describes.
fn last_leg(
    board: &Board,
    leg: &Leg,
    at: (i32, i32),
    dir: usize,
    from: usize,
    taken: &dyn Fn(usize) -> bool,
) -> Wide {
    let mut out = Wide::default();
    for turn in (0..8).filter(|t| leg.turns & (1 << t) != 0) {
        let d = (dir + turn) % 8;
        let mut cell = at;
        while let Some((next, sq)) = next_to(board, cell, d) {
            cell = next;
            if leg.slides && sq == from {
                break;
            }
            if if taken(sq) { leg.capture } else { leg.empty } {
                out |= Wide::bit(sq);
            }
            if !leg.slides || taken(sq) {
                break;
            }
        }
    }
    out
}

/// The squares the first leg of `piece`'s moves of two and three legs of
/// `color` from `from` lands on through `occupied`, walked square by
/// square: where the leg may land given what the square holds, and the
/// legs after it reach the board (a sliding one not straight back onto
/// `from`; a second leg of three onto `from` only where it may land on an
/// empty square).
pub fn first_legs(
    board: &Board,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    occupied: Wide,
) -> Wide {
    let mut out = Wide::default();
    let Some(parts) = leg_parts(piece) else {
        return out;
    };
    let (ff, fr) = board.coords(from);
    for part in parts {
        let leg0 = &part.legs[0];
        for (df, dr) in part.steps_for(color) {
            let at = (ff as i32 + df, fr as i32 + dr);
            let Some(via) = board.square_checked(at.0, at.1) else {
                continue;
            };
            let d0 = direction((df, dr)).unwrap_or(0);
            let reaches = match &part.legs[1..] {
                [last] => goes_on(board, last, at, d0, from),
                [second, last] => (0..8).any(|turn| {
                    let d1 = (d0 + turn) % 8;
                    second.turns & (1 << turn) != 0
                        && next_to(board, at, d1).is_some_and(|(mid_at, mid)| {
                            (mid != from || second.empty) && goes_on(board, last, mid_at, d1, from)
                        })
                }),
                _ => false,
            };
            if reaches && may_land(leg0, occupied.has(via)) {
                out |= Wide::bit(via);
            }
        }
    }
    out
}

/// The direction of the king step from `a` to `b`, when `b` is one.
fn step_between(board: &Board, a: usize, b: usize) -> Option<usize> {
    let ((af, ar), (bf, br)) = (board.coords(a), board.coords(b));
    direction((bf as i32 - af as i32, br as i32 - ar as i32))
}

/// For a first leg from `from` onto `via`: its direction (`via` a king
/// step away), the piece's parts with legs, and `via`'s coordinates.
fn through<'a>(
    board: &Board,
    piece: &'a FairyPiece,
    from: usize,
    via: usize,
) -> Option<(usize, Vec<&'a MovePart>, (i32, i32))> {
    let d0 = step_between(board, from, via)?;
    let (f, r) = board.coords(via);
    Some((d0, leg_parts(piece)?, (f as i32, r as i32)))
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
    let Some((d0, parts, at)) = through(board, piece, from, via) else {
        return Wide::default();
    };
    let taken = |sq: usize| sq != from && occupied.has(sq);
    let mut out = Wide::default();
    for part in parts.iter().filter(|p| p.legs.len() == 2) {
        if may_land(&part.legs[0], taken(via)) && part.steps_for(color).contains(&UNIT[d0]) {
            out |= last_leg(board, &part.legs[1], at, d0, from, &taken);
        }
    }
    out
}

/// The middle squares of `piece`'s moves of three legs of `color` from
/// `from` whose first leg lands on `via`, through `occupied`, walked
/// square by square: where the second leg may land given what the square
/// holds (the start square counts as empty), from which the third reaches
/// the board (a sliding one not straight onto `from`).
pub fn leg_mids(
    board: &Board,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    via: usize,
    occupied: Wide,
) -> Wide {
    let Some((d0, parts, at)) = through(board, piece, from, via) else {
        return Wide::default();
    };
    let taken = |sq: usize| sq != from && occupied.has(sq);
    let mut out = Wide::default();
    for part in parts.iter().filter(|p| p.legs.len() == 3) {
        let [leg0, second, last] = [&part.legs[0], &part.legs[1], &part.legs[2]];
        if !may_land(leg0, taken(via)) || !part.steps_for(color).contains(&UNIT[d0]) {
            continue;
        }
        for turn in (0..8).filter(|t| second.turns & (1 << t) != 0) {
            let d1 = (d0 + turn) % 8;
            if let Some((mid_at, mid)) = next_to(board, at, d1)
                && may_land(second, taken(mid))
                && goes_on(board, last, mid_at, d1, from)
            {
                out |= Wide::bit(mid);
            }
        }
    }
    out
}

/// Where `piece`'s moves of three legs of `color` from `from` through
/// `via` and then `mid` end, through `occupied`, walked square by square:
/// each leg before the last landing as what its square holds allows (the
/// start square counts as empty), the last as [`leg_ends`] describes.
pub fn mid_leg_ends(
    board: &Board,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    (via, mid): (usize, usize),
    occupied: Wide,
) -> Wide {
    let (Some(d0), Some(d1), Some(parts)) = (
        step_between(board, from, via),
        step_between(board, via, mid),
        leg_parts(piece),
    ) else {
        return Wide::default();
    };
    let (mf, mr) = board.coords(mid);
    let taken = |sq: usize| sq != from && occupied.has(sq);
    let turn = (d1 + 8 - d0) % 8;
    let mut out = Wide::default();
    for part in parts.iter().filter(|p| p.legs.len() == 3) {
        let [leg0, second, last] = [&part.legs[0], &part.legs[1], &part.legs[2]];
        if may_land(leg0, taken(via))
            && may_land(second, taken(mid))
            && second.turns & (1 << turn) != 0
            && part.steps_for(color).contains(&UNIT[d0])
        {
            out |= last_leg(board, last, (mf as i32, mr as i32), d1, from, &taken);
        }
    }
    out
}
