//! The rows a general fairy piece's functions read: for each side, a list
//! of per-square square sets, each read by one kernel (a leap's targets, a
//! ray cut at its first blocker, a hop past a hurdle, a lame leap's legs
//! and targets), and for each of the piece's move sets (captures, quiet
//! moves, first moves) which rows it reads.
//!
//! ```
//! use geometry_core::{formula, Betza, Board, FairyPiece};
//!
//! // The xiangqi horse: four legs, two leaps past each.
//! let horse = FairyPiece::from_betza("horse", Betza::parse("nN").unwrap());
//! let rows = formula::piece_rows::<u128>(&Board::STANDARD, &horse);
//! assert_eq!(rows.sides, 1);
//! assert_eq!(rows.kinds[0].captures.len(), 8);
//! ```

use super::attacks::index_step;
use super::multi_leg;
use super::set::{SquareSet, Wide};
use crate::Board;
use crate::betza::{Hop, MovePart, lame_legs};
use crate::legs::{MoveSet, Need};
use crate::piece::FairyPiece;

/// The kernel that reads a row. The names are those of
/// `geometry_tables::kernel::row`'s constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RowKind {
    /// Not read by this move set.
    None,
    /// Leap targets, taken whole.
    Leap,
    /// A ray towards higher square indices, cut at its first occupied
    /// square (included).
    SlideUp,
    /// A ray towards lower indices, cut the same way.
    SlideDown,
    /// A ray towards higher indices, past its first occupied square (the
    /// hurdle), up to and including the next one.
    HopUp,
    /// The same towards lower indices.
    HopDown,
    /// A ray towards higher indices: the one square just past its first
    /// occupied square.
    GrassUp,
    /// The same towards lower indices.
    GrassDown,
    /// A lame leap's legs: the next row's targets count when none of these
    /// squares is occupied.
    Lame,
    /// Some of a rider's rook lines (the row: their squares within its
    /// range), read from the board's own rook attacks.
    RookSlide,
    /// As [`RowKind::RookSlide`] on bishop lines.
    BishopSlide,
    /// A grasshopper's four rook rays (the row: their squares), read whole
    /// from the board's landings along its rook lines, which an 8x8 board
    /// looks up by line (its `GRASS_ROW` and `GRASS_COLUMN`).
    RookGrass,
    /// As [`RowKind::RookGrass`] on the four bishop rays.
    BishopGrass,
    /// A multi-leg move's squares on the way: the next row's targets
    /// count when every one of these squares is occupied.
    Full,
    /// A multi-leg move's squares on the way, then a sliding last leg:
    /// when none of these squares is occupied, the next row's ray towards
    /// higher indices, cut at its first occupied square (included).
    LameSlideUp,
    /// The same with a ray towards lower indices.
    LameSlideDown,
    /// A ray towards higher indices, cut at its first occupied square
    /// (included), when none of the next row's squares is occupied: the
    /// squares on the way it shares with the ray after them (a
    /// [`RowKind::LameSlideUp`] or [`RowKind::LameSlideDown`] row), so
    /// that the two read them once.
    GatedSlideUp,
    /// The same with a ray towards lower indices.
    GatedSlideDown,
    /// Two rays: this row's towards lower indices and the next row's
    /// towards higher ones, every square of the first below every square
    /// of the second, each cut at its first occupied square (included),
    /// read at once by the obstruction difference of a line's two rays.
    Line,
    /// As [`RowKind::Line`], the rays' squares kept only where the row
    /// after next has them: the rays' first squares are gates the piece
    /// passes but does not attack.
    LameLine,
}

impl RowKind {
    /// The constant's name in `geometry_tables::kernel::row`.
    pub const fn name(self) -> &'static str {
        match self {
            RowKind::None => "NONE",
            RowKind::Leap => "LEAP",
            RowKind::SlideUp => "SLIDE_UP",
            RowKind::SlideDown => "SLIDE_DOWN",
            RowKind::HopUp => "HOP_UP",
            RowKind::HopDown => "HOP_DOWN",
            RowKind::GrassUp => "GRASS_UP",
            RowKind::GrassDown => "GRASS_DOWN",
            RowKind::Lame => "LAME",
            RowKind::RookSlide => "ROOK_SLIDE",
            RowKind::BishopSlide => "BISHOP_SLIDE",
            RowKind::RookGrass => "ROOK_GRASS",
            RowKind::BishopGrass => "BISHOP_GRASS",
            RowKind::Full => "FULL",
            RowKind::LameSlideUp => "LAME_SLIDE_UP",
            RowKind::LameSlideDown => "LAME_SLIDE_DOWN",
            RowKind::GatedSlideUp => "GATED_SLIDE_UP",
            RowKind::GatedSlideDown => "GATED_SLIDE_DOWN",
            RowKind::Line => "LINE",
            RowKind::LameLine => "LAME_LINE",
        }
    }

    /// Whether the row is read from an 8x8 board's grasshopper lines.
    pub const fn is_grass_line(self) -> bool {
        matches!(self, RowKind::RookGrass | RowKind::BishopGrass)
    }
}

/// Which rows each move set of one side reads, and with which kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetKinds {
    /// What the piece attacks (captures; the squares it would capture on).
    pub captures: Vec<RowKind>,
    /// Where it moves without capturing (before masking out occupied squares).
    pub moves: Vec<RowKind>,
    /// Its first moves only (`i`), without capturing.
    pub initial: Vec<RowKind>,
    /// For each row of one ray, how far apart in index its squares are
    /// (a grasshopper lands that far past its hurdle); 0 for other rows.
    pub steps: Vec<usize>,
}

/// A general piece's rows on one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceRows<B> {
    /// 1 when black moves as white does, else 2.
    pub sides: usize,
    /// Rows per side.
    pub rows: usize,
    /// For each side, each set's kernel per row.
    pub kinds: Vec<SetKinds>,
    /// `sides * rows` rows of one set per square, side by side.
    pub values: Vec<B>,
}

impl<B> PieceRows<B> {
    /// Whether some row is read from the board's grasshopper lines
    /// ([`RowKind::is_grass_line`]), so that the board module needs them.
    pub fn reads_grass_lines(&self) -> bool {
        for set in &self.kinds {
            for kinds in [&set.captures, &set.moves, &set.initial] {
                for kind in kinds {
                    if kind.is_grass_line() {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// The rows of one side.
struct Side<B> {
    kinds: SetKinds,
    rows: Vec<Vec<B>>,
}

/// Which move sets a part is in: (captures, moves, initial).
type Sets = (bool, bool, bool);

/// The lame leaps of one side that share their legs and move sets: the
/// legs, the sets and the leaps.
type LameGroup = (Vec<(i32, i32)>, Sets, Vec<(i32, i32)>);

/// Which sets a part belongs to: (captures, moves, initial).
fn sets(part: &MovePart) -> Sets {
    (
        part.captures && !part.initial,
        part.moves && !part.initial,
        part.initial,
    )
}

impl<B: SquareSet> Side<B> {
    fn push(&mut self, kind: RowKind, (c, m, i): Sets, row: Vec<B>) {
        self.push_ray(kind, (c, m, i), row, 0);
    }

    fn push_ray(&mut self, kind: RowKind, (c, m, i): Sets, row: Vec<B>, step: usize) {
        let pick = |on: bool| if on { kind } else { RowKind::None };
        self.kinds.captures.push(pick(c));
        self.kinds.moves.push(pick(m));
        self.kinds.initial.push(pick(i));
        self.kinds.steps.push(step);
        self.rows.push(row);
    }
}

/// The squares `step` reaches from `sq` in at most `range` repetitions
/// (`0`: to the edge).
fn ray<B: SquareSet>(board: &Board, sq: usize, (df, dr): (i32, i32), range: u8) -> B {
    let (file, rank) = board.coords(sq);
    let (mut f, mut r) = (file as i32, rank as i32);
    let mut bb = B::default();
    let mut count = 0;
    while let Some(to) = board.square_checked(f + df, r + dr) {
        bb |= B::bit(to);
        (f, r) = (f + df, r + dr);
        count += 1;
        if range != 0 && count >= range {
            break;
        }
    }
    bb
}

/// The square `step` away from `sq`, as a set (empty off the board).
fn target<B: SquareSet>(board: &Board, sq: usize, step: (i32, i32)) -> B {
    board.offset(sq, step).map_or(B::default(), B::bit)
}

/// One side's rows: plain leaps merged by the sets they belong to, lame
/// leaps merged by their legs, one row per ray otherwise.
fn side<B: SquareSet>(board: &Board, piece: &FairyPiece, color: usize) -> Side<B> {
    let mut out = Side {
        kinds: SetKinds {
            captures: Vec::new(),
            moves: Vec::new(),
            initial: Vec::new(),
            steps: Vec::new(),
        },
        rows: Vec::new(),
    };
    let squares = board.all_squares();
    // Plain leaps: one row per combination of sets, in order of appearance.
    let mut leap_sets: Vec<Sets> = Vec::new();
    for part in piece.parts() {
        if part.is_plain_leap() && !leap_sets.contains(&sets(part)) {
            leap_sets.push(sets(part));
        }
    }
    for set in leap_sets {
        let deltas = piece.deltas_where(color, |p| p.is_plain_leap() && sets(p) == set);
        let row = super::leaper_attack_table(board, &deltas);
        out.push(RowKind::Leap, set, row);
    }
    // Lame leaps: one pair of rows per (legs, sets).
    let mut lame: Vec<LameGroup> = Vec::new();
    for part in piece.parts() {
        if !part.lame {
            continue;
        }
        for step in part.steps_for(color) {
            let legs = lame_legs(step);
            let mut group = None;
            for (k, (l, s, _)) in lame.iter().enumerate() {
                if *l == legs && *s == sets(part) {
                    group = Some(k);
                    break;
                }
            }
            match group {
                Some(k) if !lame[k].2.contains(&step) => lame[k].2.push(step),
                Some(_) => {}
                None => lame.push((legs, sets(part), vec![step])),
            }
        }
    }
    for (legs, set, steps) in lame {
        let mut leg_row = Vec::new();
        let mut target_row = Vec::new();
        for sq in squares.clone() {
            let mut reach = B::default();
            for &step in &steps {
                reach |= target(board, sq, step);
            }
            let mut leg = B::default();
            if reach != B::default() {
                for &l in &legs {
                    leg |= target(board, sq, l);
                }
            }
            leg_row.push(leg);
            target_row.push(reach);
        }
        out.push(RowKind::Lame, set, leg_row);
        out.push(RowKind::None, (false, false, false), target_row);
    }
    // Rays: riders, hoppers and grasshoppers. A rider's two or more steps
    // along rook lines (or bishop lines) are read from the board's own
    // sliders, masked to its rays within its range: one slider lookup in
    // place of a cut ray each, measured faster from two rays on. An
    // unlimited grasshopper's four rook (or bishop) rays on 8x8 are read
    // whole from the board's grasshopper lines. Cannons measured faster
    // ray by ray (BENCHMARKS.md).
    let grass_lines = super::byte_swap::fits(board);
    for part in piece.parts() {
        if part.range == 1 {
            continue;
        }
        let whole_grass_lines = grass_lines && part.range == 0;
        let steps = part.steps_for(color);
        // Rook steps, bishop steps (a slide row takes unit ones only), and
        // the rest.
        let (mut rook, mut bishop, mut other) = (Vec::new(), Vec::new(), Vec::new());
        for &(f, r) in &steps {
            if f * r == 0 {
                rook.push((f, r));
            } else if f.abs() == r.abs() {
                bishop.push((f, r));
            } else {
                other.push((f, r));
            }
        }
        let mut single = Vec::new();
        for (line, is_rook) in [(rook, true), (bishop, false)] {
            let mut unit = true;
            for &(f, r) in &line {
                unit &= f.abs() <= 1 && r.abs() <= 1;
            }
            let kind = match (part.hop, is_rook) {
                _ if line.len() < 2 || !unit => None,
                (Hop::None, true) => Some(RowKind::RookSlide),
                (Hop::None, false) => Some(RowKind::BishopSlide),
                (Hop::Grasshopper, true) if whole_grass_lines && line.len() == 4 => {
                    Some(RowKind::RookGrass)
                }
                (Hop::Grasshopper, false) if whole_grass_lines && line.len() == 4 => {
                    Some(RowKind::BishopGrass)
                }
                _ => None,
            };
            let Some(kind) = kind else {
                single.extend(line);
                continue;
            };
            let mut row = Vec::with_capacity(board.squares());
            for sq in squares.clone() {
                let mut union = B::default();
                for &step in &line {
                    union |= ray(board, sq, step, part.range);
                }
                row.push(union);
            }
            out.push(kind, sets(part), row);
        }
        single.extend(other);
        for step in single {
            let index = index_step(board, step);
            let up = index > 0;
            let kind = match (part.hop, up) {
                (Hop::None, true) => RowKind::SlideUp,
                (Hop::None, false) => RowKind::SlideDown,
                (Hop::Cannon, true) => RowKind::HopUp,
                (Hop::Cannon, false) => RowKind::HopDown,
                (Hop::Grasshopper, true) => RowKind::GrassUp,
                (Hop::Grasshopper, false) => RowKind::GrassDown,
            };
            let mut row = Vec::with_capacity(board.squares());
            for sq in squares.clone() {
                row.push(ray(board, sq, step, part.range));
            }
            out.push_ray(kind, sets(part), row, index.unsigned_abs() as usize);
        }
    }
    // Multi-leg moves: their paths grouped by what their squares on the
    // way need; an end a plain leap of the same set reaches is left out
    // (the lion's two steps are its leaps' squares).
    let plain = |keep: fn(&MovePart) -> bool| {
        let deltas = piece.deltas_where(color, |p| p.is_plain_leap() && !p.initial && keep(p));
        super::leaper_attack_table::<B>(board, &deltas)
    };
    let (captures, moves) = (plain(|p| p.captures), plain(|p| p.moves));
    let mut groups: Vec<_> = multi_leg::rows(board, piece.parts(), color, [&captures, &moves])
        .into_iter()
        .map(Some)
        .collect();
    // A quiet-move group the same as an attack group, gates and ends, is
    // one row read by both sets.
    let mut merged: Vec<Option<(Sets, multi_leg::GroupRows<B>)>> = Vec::new();
    for k in 0..groups.len() {
        let Some(group) = groups[k].take() else {
            continue;
        };
        let mut set = match group.set {
            MoveSet::Captures => (true, false, false),
            MoveSet::Moves => (false, true, false),
        };
        // (The group itself, taken, is `None` here.)
        for twin in groups[k..].iter_mut() {
            if twin
                .as_ref()
                .is_some_and(|t| t.set != group.set && t.rows == group.rows)
            {
                *twin = None;
                set = (true, true, false);
                break;
            }
        }
        merged.push(Some((set, group.rows)));
    }
    let runs_up =
        |group: &multi_leg::GroupRows<B>| group.ray.map(|step| multi_leg::runs_up(board, step));
    for k in 0..merged.len() {
        let Some((set, group)) = merged[k].take() else {
            continue;
        };
        // Two slides, each with its gates in a row on its line, are one
        // read on boards of up to 128 squares, this one with the first
        // later slide in index order (`line_kind`). On 256 bits the gated
        // rays' branches, which skip a ray behind an occupied gate,
        // measured faster than the obstruction difference's carries
        // across four words.
        // (The groups taken, this one and those before it, are `None`.)
        let line_partner = merged.iter_mut().find_map(|other| {
            let (other_set, partner) = other.as_ref()?;
            if *other_set != set || board.squares() > 128 {
                return None;
            }
            let kind = line_kind(board, &group, partner, set, [&captures, &moves])?;
            other.take().map(|(_, partner)| (kind, partner))
        });
        if let Some((kind, partner)) = line_partner {
            let (lower, upper) = if runs_up(&group) == Some(true) {
                (partner, group)
            } else {
                (group, partner)
            };
            let path = |g: &multi_leg::GroupRows<B>| -> Vec<B> {
                g.gates
                    .iter()
                    .zip(&g.targets)
                    .map(|(&a, &b)| a | b)
                    .collect()
            };
            out.push(kind, set, path(&lower));
            out.push(RowKind::None, (false, false, false), path(&upper));
            if kind == RowKind::LameLine {
                let ends = lower.targets.iter().zip(&upper.targets);
                out.push(
                    RowKind::None,
                    (false, false, false),
                    ends.map(|(&a, &b)| a | b).collect(),
                );
            }
            continue;
        }
        let up = runs_up(&group);
        let gate = match (group.need, up) {
            (None, None) => None,
            (None, Some(true)) => Some(RowKind::SlideUp),
            (None, Some(false)) => Some(RowKind::SlideDown),
            (Some(Need::Empty), None) => Some(RowKind::Lame),
            (Some(Need::Occupied), _) => Some(RowKind::Full),
            (Some(Need::Empty), Some(true)) => Some(RowKind::LameSlideUp),
            (Some(Need::Empty), Some(false)) => Some(RowKind::LameSlideDown),
        };
        // A later ray of the same sets behind the same empty squares (the
        // griffon's two slides from one diagonal step) reads them once:
        // this ray, the squares, that ray. A square's gate is empty where
        // its ray is, so the two agree wherever both have one, and their
        // union serves both.
        let empty = B::default();
        let shared = |other: &multi_leg::GroupRows<B>| {
            other.need == group.need
                && other.ray.is_some()
                && other
                    .gates
                    .iter()
                    .zip(&group.gates)
                    .all(|(a, b)| a == b || *a == empty || *b == empty)
        };
        // (The groups taken, this one and those before it, are `None`.)
        let partner = match gate {
            Some(RowKind::LameSlideUp | RowKind::LameSlideDown) => {
                merged.iter_mut().find(|other| {
                    other
                        .as_ref()
                        .is_some_and(|(other_set, other)| *other_set == set && shared(other))
                })
            }
            _ => None,
        };
        if let Some((_, partner)) = partner.and_then(Option::take) {
            let first = if up == Some(true) {
                RowKind::GatedSlideUp
            } else {
                RowKind::GatedSlideDown
            };
            let second = if runs_up(&partner) == Some(true) {
                RowKind::LameSlideUp
            } else {
                RowKind::LameSlideDown
            };
            let gates = group
                .gates
                .iter()
                .zip(&partner.gates)
                .map(|(&a, &b)| a | b)
                .collect();
            out.push(first, set, group.targets);
            out.push(second, set, gates);
            out.push(RowKind::None, (false, false, false), partner.targets);
            continue;
        }
        match gate {
            None => out.push(RowKind::Leap, set, group.targets),
            Some(kind @ (RowKind::SlideUp | RowKind::SlideDown)) => {
                out.push(kind, set, group.targets);
            }
            Some(kind) => {
                out.push(kind, set, group.gates);
                out.push(RowKind::None, (false, false, false), group.targets);
            }
        }
    }
    out
}

/// How two groups' slides read as one line read, the line's obstruction
/// difference, if they do. Each group's gates and ray run one way along
/// a line (the griffon's north-east step and its slide east), the one
/// towards higher indices, the other towards lower ones, every square of
/// the second below every square of the first but for a first square
/// both may share: their first squares are in that order. The
/// obstruction difference then cuts each at its first occupied square,
/// as the gates' check and the ray's cut would (a shared first square,
/// when occupied, ends both there): the griffon's two slides along the
/// rank past its north-east and north-west steps, or any other two in
/// that order. The gates are kept when the piece's plain leaps of the
/// groups' sets reach them anyway ([`RowKind::Line`]), else cleared
/// ([`RowKind::LameLine`]: the giraffe passes its squares without
/// attacking them). A sliding end's gates need empty squares
/// (`legs::gates_are_uniform`).
fn line_kind<B: SquareSet>(
    board: &Board,
    a: &multi_leg::GroupRows<B>,
    b: &multi_leg::GroupRows<B>,
    (captures, moves, _): Sets,
    plain: [&[B]; 2],
) -> Option<RowKind> {
    let (a_up, b_up) = (
        multi_leg::runs_up(board, a.ray?),
        multi_leg::runs_up(board, b.ray?),
    );
    let (upper, lower) = if a_up { (a, b) } else { (b, a) };
    let below = index_step(board, lower.line_start?) <= index_step(board, upper.line_start?);
    if a_up == b_up || !below {
        return None;
    }
    let reached = |gates: &[B]| {
        (0..board.squares()).all(|sq| {
            let known = |rows: &[B]| rows[sq] & gates[sq] == gates[sq];
            (!captures || known(plain[0])) && (!moves || known(plain[1]))
        })
    };
    Some(if reached(&a.gates) && reached(&b.gates) {
        RowKind::Line
    } else {
        RowKind::LameLine
    })
}

/// The rows of `piece` on `board` (see the module docs); black's only when
/// it moves otherwise than white.
pub fn piece_rows<B: SquareSet>(board: &Board, piece: &FairyPiece) -> PieceRows<B> {
    let sides = if piece.is_symmetric() { 1 } else { 2 };
    let mut built: Vec<Side<B>> = (0..sides).map(|c| side(board, piece, c)).collect();
    // The sides may pair their slides differently (a side's index
    // directions are the other's mirrored): the shorter is padded with
    // rows no set reads, so that both have the same.
    let rows = built.iter().map(|s| s.rows.len()).max().unwrap_or(0);
    let mut kinds = Vec::with_capacity(sides);
    let mut values = Vec::new();
    for side in &mut built {
        while side.rows.len() < rows {
            let empty = vec![B::default(); board.squares()];
            side.push(RowKind::None, (false, false, false), empty);
        }
        kinds.push(side.kinds.clone());
        for row in &side.rows {
            values.extend(row);
        }
    }
    PieceRows {
        sides,
        rows,
        kinds,
        values,
    }
}

/// Whether `piece` moves at all on `board`: some part of it reaches some
/// square from some square.
pub fn piece_moves_on(board: &Board, piece: &FairyPiece) -> bool {
    piece.parts().iter().any(|part| {
        part.steps.iter().any(|&(df, dr)| {
            df.unsigned_abs() < board.files() as u32 && dr.unsigned_abs() < board.ranks() as u32
        })
    })
}

/// What `piece` of `color` (0 white, else black) on `from` reaches when
/// `occupied` holds the pieces of both sides, by walking the board:
/// `[attacks, quiet moves, first moves]`, the last two on empty squares
/// only. The board modules' functions compute the same sets from the
/// rows; the command-line tool draws these.
///
/// ```
/// use geometry_core::{formula::{self, SquareSet, Wide}, Betza, Board, FairyPiece};
///
/// let board = Board::new(9, 10, geometry_core::Mapping::Lerf).unwrap();
/// let horse = FairyPiece::from_betza("horse", Betza::parse("nN").unwrap());
/// let (b1, b2) = (board.square(1, 0), board.square(1, 1));
/// let [attacks, _, _] = formula::piece_reach(&board, &horse, 0, b1, Wide::bit(b2));
/// // The leg b2 is taken: only the sideways leap to d2 is left.
/// assert_eq!(attacks, Wide::bit(board.square(3, 1)));
/// ```
pub fn piece_reach(
    board: &Board,
    piece: &FairyPiece,
    color: usize,
    from: usize,
    occupied: Wide,
) -> [Wide; 3] {
    let (file, rank) = board.coords(from);
    let (file, rank) = (file as i32, rank as i32);
    let taken = |sq: usize| occupied.has(sq);
    let mut out = [Wide::default(); 3];
    for part in piece.parts() {
        if !part.legs.is_empty() {
            let [attacks, moves] = multi_leg::reach(board, part, color, from, occupied);
            out[0] |= attacks;
            out[1] |= moves;
            continue;
        }
        let mut reached = Wide::default();
        for (df, dr) in part.steps_for(color) {
            if part.range == 1 {
                let Some(to) = board.square_checked(file + df, rank + dr) else {
                    continue;
                };
                let blocked = part.lame
                    && lame_legs((df, dr)).into_iter().any(|(lf, lr)| {
                        board
                            .square_checked(file + lf, rank + lr)
                            .is_some_and(taken)
                    });
                if !blocked {
                    reached |= Wide::bit(to);
                }
                continue;
            }
            let (mut f, mut r, mut count, mut hurdle) = (file, rank, 0, false);
            while let Some(sq) = board.square_checked(f + df, r + dr) {
                (f, r) = (f + df, r + dr);
                count += 1;
                let here = taken(sq);
                // Before its hurdle a hopper reaches nothing; then a
                // grasshopper lands once, a cannon goes on to a piece.
                match (part.hop, hurdle) {
                    (Hop::None, _) | (Hop::Cannon, true) => {
                        reached |= Wide::bit(sq);
                        if here {
                            break;
                        }
                    }
                    (Hop::Grasshopper, true) => {
                        reached |= Wide::bit(sq);
                        break;
                    }
                    (_, false) => hurdle = here,
                }
                if part.range != 0 && count >= part.range {
                    break;
                }
            }
        }
        let empty_only = |set: Wide| {
            let mut kept = Wide::default();
            for sq in board.all_squares().filter(|&sq| set.has(sq) && !taken(sq)) {
                kept |= Wide::bit(sq);
            }
            kept
        };
        if part.initial {
            out[2] |= empty_only(reached);
        } else {
            if part.captures {
                out[0] |= reached;
            }
            if part.moves {
                out[1] |= empty_only(reached);
            }
        }
    }
    out
}
