//! The legs of a piece with moves of several legs, for generating its
//! moves: the squares its first leg lands on, and, for each of them, where
//! its moves of two legs end; for moves of three legs, the middle squares
//! after each first one, and where the moves through both end. What the
//! lion needs for its double captures and igui, the lion dog for its
//! captures on two squares, and a bent rider for its slides, without
//! walking coordinates at run time.
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
//!
//! // A lion dog's capture on d5 and then on d6 ends on d7 or back on d5.
//! let dog = Betza::parse("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK").unwrap();
//! let dog = FairyPiece::from_betza("lion_dog", dog);
//! let (d5, d6) = (board.square(3, 4), board.square(3, 5));
//! let occupied = at(3, 4) | at(3, 5);
//! assert_eq!(formula::leg_mids(&board, &dog, 0, d4, d5, occupied), at(3, 5));
//! let ends = formula::mid_leg_ends(&board, &dog, 0, d4, (d5, d6), occupied);
//! assert_eq!(ends, at(3, 4) | at(3, 6));
//! ```
//!
//! Rows are read by the kernels of [`RowKind`]: the first leg's three
//! rows (one per landing: anything, an empty square only, a piece only)
//! per square; the second leg's rows per square, first leg's square and
//! whether that square is occupied (see [`LegRows::values`]), each in one
//! of three lists by what its ends may hold: a leap's ends whole, or a
//! slide cut at its first piece. The middle squares and the third legs
//! are rows of the same kinds ([`LegRows::mids`], [`LegRows::mid_values`]).
//! The same legs walked square by square, which the rows are checked
//! against, are in `leg_walk`.

use super::multi_leg::runs_up;
use super::piece_rows::RowKind;
use super::set::SquareSet;
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

/// What a group of last legs shares: what the ends may hold (as
/// [`class`] numbers them), and a sliding leg's direction.
type GroupKey = (usize, Option<usize>);

/// Last legs grouped by [`GroupKey`], each group with its ends per entry.
struct Groups<B> {
    width: usize,
    groups: Vec<(GroupKey, Vec<B>)>,
}

impl<B: SquareSet> Groups<B> {
    fn new(width: usize) -> Self {
        Groups {
            width,
            groups: Vec::new(),
        }
    }

    /// The ends of the group of `key`, a new group if none has it.
    fn of(&mut self, key: GroupKey) -> &mut Vec<B> {
        let k = match self.groups.iter().position(|(g, _)| *g == key) {
            Some(k) => k,
            None => {
                self.groups.push((key, vec![B::default(); self.width]));
                self.groups.len() - 1
            }
        };
        &mut self.groups[k].1
    }

    /// The groups' kernels in the three lists (ends whatever they hold,
    /// empty ends only, occupied ends only), and their rows, in order.
    fn into_rows(self, board: &Board) -> ([Vec<RowKind>; 3], Vec<Vec<B>>) {
        let mut lists: [Vec<RowKind>; 3] = Default::default();
        let mut rows = Vec::with_capacity(self.groups.len());
        for ((end_class, ray), targets) in self.groups {
            let kind = match ray.map(|d| runs_up(board, UNIT[d])) {
                None => RowKind::Leap,
                Some(true) => RowKind::SlideUp,
                Some(false) => RowKind::SlideDown,
            };
            for (k, list) in lists.iter_mut().enumerate() {
                list.push(if k == end_class { kind } else { RowKind::None });
            }
            rows.push(targets);
        }
        (lists, rows)
    }
}

/// A piece's legs on one board: its moves of two legs, and of three where
/// it has them.
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
    /// Second-leg rows per side, for the moves of two legs.
    pub rows: usize,
    /// For each side, the kernel of each second-leg row in each of the
    /// three lists: ends whatever they hold, empty ends only, occupied
    /// ends only.
    pub kinds: Vec<[Vec<RowKind>; 3]>,
    /// `sides * rows` rows of `2 * slots.len() * squares` sets, side by
    /// side: entry `2 * (slots.len() * sq + slot) + 1` when the first
    /// leg's square is occupied, `.. + 0` when it is empty.
    pub values: Vec<B>,
    /// The moves of three legs' middle squares, where their second leg
    /// lands: for each side, three rows (whatever the square holds, only
    /// when empty, only when occupied, a square of the first in no other;
    /// the start square, which the piece has left, in the first) of `2 *
    /// slots.len() * squares` sets, entered as [`LegRows::values`] are.
    /// Empty without moves of three legs.
    pub mids: Vec<B>,
    /// For each side, which of its three middle rows hold a square, as
    /// [`LegRows::first_kinds`].
    pub mid_kinds: Vec<[RowKind; 3]>,
    /// The index-step pairs of the moves of three legs on this board, the
    /// first leg's and the second's, both sides' together, ascending: a
    /// move through `via` and `mid` from `sq` is pair
    /// `pairs.binary_search((via - sq, mid - via))`.
    pub pairs: Vec<(isize, isize)>,
    /// Third-leg rows per side.
    pub mid_rows: usize,
    /// For each side, the kernel of each third-leg row in the three lists,
    /// as [`LegRows::kinds`].
    pub mid_row_kinds: Vec<[Vec<RowKind>; 3]>,
    /// `sides * mid_rows` rows of `4 * pairs.len() * squares` sets, side
    /// by side: entry `4 * (pairs.len() * sq + pair) + 2 * a + b`, `a` 1
    /// when the first leg's square is occupied, `b` when the middle one
    /// is (the start square, which the piece has left, counts as empty:
    /// its two entries are equal).
    pub mid_values: Vec<B>,
}

/// The parts with legs, when the piece has legs items
/// ([`FairyPiece::has_legs`]).
pub(super) fn leg_parts(piece: &FairyPiece) -> Option<Vec<&MovePart>> {
    let parts = piece.parts().iter().filter(|p| !p.legs.is_empty());
    piece.has_legs().then(|| parts.collect())
}

/// Whether `piece`'s legs items exist on `board`: `[legs, middle
/// squares]`. A piece with legs ([`FairyPiece::has_legs`]) has them where
/// one of its first legs fits on the board, and the middle squares of its
/// moves of three legs where their first two legs do: two ferz steps fit
/// on no board of one rank, and of the lion dog's moves only its king
/// steps fit on a board of two squares.
///
/// ```
/// use geometry_core::{formula, Betza, Board, FairyPiece, Mapping};
///
/// let piece = |betza: &str| FairyPiece::from_betza("p", Betza::parse(betza).unwrap());
/// let rank = Board::new(4, 1, Mapping::Lerf).unwrap();
/// assert_eq!(formula::legs_on(&rank, &piece("WaF")), [false, false]);
/// assert_eq!(formula::legs_on(&Board::STANDARD, &piece("WaF")), [true, false]);
/// ```
pub fn legs_on(board: &Board, piece: &FairyPiece) -> [bool; 2] {
    let Some(parts) = leg_parts(piece) else {
        return [false; 2];
    };
    // Offsets from the start square fit where their span with it does.
    let fits = |offsets: &[(i32, i32)]| {
        let (mut files, mut ranks) = ((0, 0), (0, 0));
        for &(f, r) in offsets {
            files = (files.0.min(f), files.1.max(f));
            ranks = (ranks.0.min(r), ranks.1.max(r));
        }
        files.1 - files.0 < board.files() as i32 && ranks.1 - ranks.0 < board.ranks() as i32
    };
    let mut out = [false; 2];
    for part in parts {
        for color in 0..2 {
            for s in part.steps_for(color) {
                out[0] |= fits(&[s]);
                let Some(first) = direction(s).filter(|_| part.legs.len() == 3) else {
                    continue;
                };
                for turn in (0..8).filter(|t| part.legs[1].turns & (1 << t) != 0) {
                    let (df, dr) = UNIT[(first + turn) % 8];
                    out[1] |= fits(&[s, (s.0 + df, s.1 + dr)]);
                }
            }
        }
    }
    out
}

/// Where a last leg from `at` in absolute direction `dir` ends, from a
/// piece on `sq`: the square (the start square included, which the piece
/// has left), or with a sliding leg the ray to the edge, stopping before
/// `sq`.
fn ends<B: SquareSet>(board: &Board, sq: usize, at: usize, leg: &Leg, dir: usize) -> B {
    let mut out = B::default();
    let mut at = at;
    while let Some(next) = board.offset(at, UNIT[dir]) {
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
            if let Some(to) = board.offset(sq, s) {
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

/// One way through the first two legs of a move of three legs, from one
/// square: the directions of its legs and the squares they land on.
struct Mid {
    via: usize,
    mid: usize,
    /// The second leg's direction, which the third turns from.
    dir: usize,
}

/// The ways through the first two legs of a three-leg `part` of `color`
/// from `sq` whose squares are on the board.
fn mids(board: &Board, part: &MovePart, color: usize, sq: usize) -> Vec<Mid> {
    let mut out = Vec::new();
    for s in part.steps_for(color) {
        let (Some(d0), Some(via)) = (direction(s), board.offset(sq, s)) else {
            continue;
        };
        for turn in (0..8).filter(|t| part.legs[1].turns & (1 << t) != 0) {
            let dir = (d0 + turn) % 8;
            if let Some(mid) = board.offset(via, UNIT[dir]) {
                out.push(Mid { via, mid, dir });
            }
        }
    }
    out
}

/// Where the third leg of `part` goes on from a way through its first two
/// legs, from `sq`: every square it may end on, whatever they hold.
fn third_ends<B: SquareSet>(
    board: &Board,
    part: &MovePart,
    sq: usize,
    way: &Mid,
) -> Vec<(usize, B)> {
    let leg = &part.legs[2];
    (0..8)
        .filter(|t| leg.turns & (1 << t) != 0)
        .map(|t| {
            let dir = (way.dir + t) % 8;
            (dir, ends::<B>(board, sq, way.mid, leg, dir))
        })
        .filter(|(_, reach)| *reach != B::default())
        .collect()
}

/// The index-step pairs of the moves of three legs of `parts` on `board`,
/// for both sides.
fn mid_pairs(board: &Board, parts: &[&MovePart]) -> Vec<(isize, isize)> {
    let mut out = Vec::new();
    for part in parts.iter().filter(|p| p.legs.len() == 3) {
        for color in 0..2 {
            for sq in board.all_squares() {
                for way in mids(board, part, color, sq) {
                    let pair = (
                        way.via as isize - sq as isize,
                        way.mid as isize - way.via as isize,
                    );
                    if !out.contains(&pair) {
                        out.push(pair);
                    }
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// Whether a leg may land on a square of class `class` given whether it is
/// occupied: every square for class 0, empty ones for 1, occupied ones
/// for 2.
fn lands(class: usize, occupied: bool) -> bool {
    class == 0 || (class == 2) == occupied
}

/// Keeps each square of a set of the first of three rows out of the
/// other two, entry by entry; the squares of entry `e` are king steps
/// from square `around(e)`.
fn normalize<B: SquareSet>(
    board: &Board,
    rows: &mut [Vec<B>; 3],
    around: impl Fn(usize) -> Option<usize>,
) {
    let [any, rest @ ..] = rows;
    for (e, any) in any.iter().enumerate() {
        let Some(at) = around(e) else { continue };
        for row in rest.iter_mut() {
            // Most entries of these rows are empty (and all where a
            // piece has no moves of three legs): nothing to keep out.
            if row[e] == B::default() {
                continue;
            }
            let mut kept = B::default();
            for sq in UNIT.iter().filter_map(|&s| board.offset(at, s)) {
                if row[e].has(sq) && !any.has(sq) {
                    kept |= B::bit(sq);
                }
            }
            row[e] = kept;
        }
    }
}

/// [`RowKind::Leap`] for a row that holds a square, [`RowKind::None`] for
/// one left empty.
fn used<B: SquareSet>(row: &[B]) -> RowKind {
    if row.iter().any(|set| *set != B::default()) {
        RowKind::Leap
    } else {
        RowKind::None
    }
}

/// The legs of `piece`'s moves of two and three legs on `board`; `None`
/// when it has none, or moves of four legs or more, or of three through
/// empty squares only ([`FairyPiece::has_legs`]).
pub fn leg_rows<B: SquareSet>(board: &Board, piece: &FairyPiece) -> Option<LegRows<B>> {
    let parts = leg_parts(piece).filter(|_| legs_on(board, piece)[0])?;
    let sides = if parts.iter().all(|p| p.is_symmetric()) {
        1
    } else {
        2
    };
    let n = board.squares();
    let slots = first_steps(board, &parts);
    let pairs = mid_pairs(board, &parts);
    let width = 2 * slots.len() * n;
    let entry = |sq: usize, via: usize, occupied: bool| {
        let slot = slots
            .binary_search(&(via as isize - sq as isize))
            .unwrap_or_default();
        2 * (slots.len() * sq + slot) + usize::from(occupied)
    };
    let mid_entry = |sq: usize, way: &Mid, a: bool, b: bool| {
        let pair = (
            way.via as isize - sq as isize,
            way.mid as isize - way.via as isize,
        );
        let k = pairs.binary_search(&pair).unwrap_or_default();
        4 * (pairs.len() * sq + k) + 2 * usize::from(a) + usize::from(b)
    };
    let mut first = Vec::with_capacity(sides * 3 * n);
    let mut first_kinds = Vec::with_capacity(sides);
    let mut kinds = Vec::with_capacity(sides);
    let mut values: Vec<Vec<B>> = Vec::new();
    let mut mid_sets = Vec::new();
    let mut mid_kinds = Vec::new();
    let mut mid_row_kinds = Vec::new();
    let mut mid_values: Vec<Vec<B>> = Vec::new();
    for color in 0..sides {
        let mut rows: [Vec<B>; 3] = std::array::from_fn(|_| vec![B::default(); n]);
        let mut groups = Groups::new(width);
        for part in parts.iter().filter(|p| p.legs.len() == 2) {
            let (leg0, leg1) = (&part.legs[0], &part.legs[1]);
            let via_class = class(leg0.empty, leg0.capture || leg0.hop);
            let end_class = class(leg1.empty, leg1.capture);
            for s in part.steps_for(color) {
                let Some(d0) = direction(s) else { continue };
                for turn in (0..8).filter(|t| leg1.turns & (1 << t) != 0) {
                    let d1 = (d0 + turn) % 8;
                    let targets = groups.of((end_class, leg1.slides.then_some(d1)));
                    for sq in board.all_squares() {
                        let Some(via) = board.offset(sq, s) else {
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
                            if lands(via_class, occupied) {
                                targets[entry(sq, via, occupied)] |= reach;
                            }
                        }
                    }
                }
            }
        }
        let mut mids_rows: [Vec<B>; 3] = std::array::from_fn(|_| vec![B::default(); width]);
        let mut third = Groups::new(4 * pairs.len() * n);
        for part in parts.iter().filter(|p| p.legs.len() == 3) {
            let [leg0, leg1, leg2] = [&part.legs[0], &part.legs[1], &part.legs[2]];
            let via_class = class(leg0.empty, leg0.capture || leg0.hop);
            let mid_class = class(leg1.empty, leg1.capture || leg1.hop);
            let end_class = class(leg2.empty, leg2.capture);
            for sq in board.all_squares() {
                for way in mids(board, part, color, sq) {
                    // The start square, which the piece has left, is
                    // empty.
                    if way.mid == sq && !leg1.empty {
                        continue;
                    }
                    let reaches = third_ends::<B>(board, part, sq, &way);
                    if reaches.is_empty() {
                        continue;
                    }
                    rows[via_class][sq] |= B::bit(way.via);
                    // The start square, empty whatever the occupancy says,
                    // goes in the first row.
                    let row = if way.mid == sq { 0 } else { mid_class };
                    for a in [false, true].into_iter().filter(|&a| lands(via_class, a)) {
                        mids_rows[row][entry(sq, way.via, a)] |= B::bit(way.mid);
                        // Both entries of the start square hold its
                        // empty one's moves, so that a caller's `b`
                        // cannot make it occupied.
                        for b in [false, true] {
                            if !lands(mid_class, b && way.mid != sq) {
                                continue;
                            }
                            for &(dir, reach) in &reaches {
                                let key = (end_class, leg2.slides.then_some(dir));
                                third.of(key)[mid_entry(sq, &way, a, b)] |= reach;
                            }
                        }
                    }
                }
            }
        }
        // A square a leg lands on whatever it holds needs no other row.
        normalize(board, &mut rows, Some);
        normalize(board, &mut mids_rows, |e| {
            let (sq, slot) = (e / 2 / slots.len(), e / 2 % slots.len());
            sq.checked_add_signed(slots[slot]).filter(|&via| via < n)
        });
        first_kinds.push([used(&rows[0]), used(&rows[1]), used(&rows[2])]);
        first.extend(rows.into_iter().flatten());
        if !pairs.is_empty() {
            mid_kinds.push([
                used(&mids_rows[0]),
                used(&mids_rows[1]),
                used(&mids_rows[2]),
            ]);
            mid_sets.extend(mids_rows.into_iter().flatten());
            let (lists, rows) = third.into_rows(board);
            mid_row_kinds.push(lists);
            mid_values.extend(rows);
        }
        let (lists, rows) = groups.into_rows(board);
        kinds.push(lists);
        values.extend(rows);
    }
    let rows = values.len() / sides;
    let mid_rows = mid_values.len() / sides;
    Some(LegRows {
        sides,
        first,
        first_kinds,
        slots,
        rows,
        kinds,
        values: values.into_iter().flatten().collect(),
        mids: mid_sets,
        mid_kinds,
        pairs,
        mid_rows,
        mid_row_kinds,
        mid_values: mid_values.into_iter().flatten().collect(),
    })
}
