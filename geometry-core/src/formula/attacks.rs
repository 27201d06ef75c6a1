//! Attack tables: what a piece on each square attacks on an empty board
//! (leapers and pawns), the pawn's pushes and special ranks, and the eight
//! rays from each square. Bitboards as in [`super::bitboard`].

use super::bitboard::walk;
use super::moves::{BISHOP_DELTAS, KING_DELTAS, KNIGHT_DELTAS, ROOK_DELTAS};
use super::set::SquareSet;
use crate::Board;

/// The pawn colours, in table order: white (moving towards higher ranks)
/// first, then black.
pub const COLORS: [&str; 2] = ["white", "black"];

/// Each colour's forward rank step: `+1` for white, `-1` for black.
const FORWARD: [i32; 2] = [1, -1];

/// For every square, the squares one of `deltas` away that are on the
/// board: the attacks of a leaper that moves by those steps (a compound
/// leaper is the union of its atoms' steps).
pub fn leaper_attack_table<B: SquareSet>(board: &Board, deltas: &[(i32, i32)]) -> Vec<B> {
    let mut out = Vec::with_capacity(board.squares());
    for sq in board.all_squares() {
        let (file, rank) = board.coords(sq);
        let mut bb = B::default();
        for &(df, dr) in deltas {
            if let Some(to) = board.square_checked(file as i32 + df, rank as i32 + dr) {
                bb |= B::bit(to);
            }
        }
        out.push(bb);
    }
    out
}

/// `KNIGHT_ATTACKS[sq]`.
pub(crate) fn knight_attacks<B: SquareSet>(board: &Board) -> Vec<B> {
    leaper_attack_table(board, &KNIGHT_DELTAS)
}

/// `KING_ATTACKS[sq]`.
pub(crate) fn king_attacks<B: SquareSet>(board: &Board) -> Vec<B> {
    leaper_attack_table(board, &KING_DELTAS)
}

/// `PAWN_ATTACKS[color][sq]`: the two forward diagonal squares.
pub(crate) fn pawn_attacks<B: SquareSet>(board: &Board) -> Vec<B> {
    let mut out = Vec::with_capacity(2 * board.squares());
    for forward in FORWARD {
        out.extend(leaper_attack_table::<B>(
            board,
            &[(-1, forward), (1, forward)],
        ));
    }
    out
}

/// `PAWN_PUSHES[color][sq]`: the square straight ahead, if any.
pub(crate) fn pawn_pushes<B: SquareSet>(board: &Board) -> Vec<B> {
    let mut out = Vec::with_capacity(2 * board.squares());
    for forward in FORWARD {
        out.extend(leaper_attack_table::<B>(board, &[(0, forward)]));
    }
    out
}

/// The rank of `rank` counted from `color`'s own side (0 = its first rank).
fn relative_rank(board: &Board, color: usize, rank: usize) -> usize {
    if color == 0 {
        rank
    } else {
        board.ranks() - 1 - rank
    }
}

/// The squares on `color`'s relative rank `relative`, for each colour.
fn relative_ranks<B: SquareSet>(board: &Board, relative: usize) -> Vec<B> {
    let mut out = Vec::with_capacity(2);
    for color in 0..2 {
        let mut bb = B::default();
        for sq in board.all_squares() {
            if relative_rank(board, color, board.rank_of(sq)) == relative {
                bb |= B::bit(sq);
            }
        }
        out.push(bb);
    }
    out
}

/// `PAWN_DOUBLE_PUSH_RANK[color]`: the colour's second rank, from which a
/// pawn may advance two squares (empty on a board of one rank).
pub(crate) fn pawn_double_push_rank<B: SquareSet>(board: &Board) -> Vec<B> {
    relative_ranks(board, 1)
}

/// `PROMOTION_RANK[color]`: the colour's last rank.
pub(crate) fn promotion_rank<B: SquareSet>(board: &Board) -> Vec<B> {
    relative_ranks(board, board.ranks() - 1)
}

/// `RAYS[dir][sq]`: the squares from `sq` (excluded) to the edge in each
/// of the eight directions, in [`KING_DELTAS`] order (N, NE, E, SE, S, SW,
/// W, NW).
pub(crate) fn rays<B: SquareSet>(board: &Board) -> Vec<B> {
    let mut out = Vec::with_capacity(8 * board.squares());
    for step in KING_DELTAS {
        for sq in board.all_squares() {
            out.push(walk(board, sq, step));
        }
    }
    out
}

/// The change of square index for a (file, rank) step, which depends on
/// the mapping only: an index is linear in the file and the rank, the
/// major coordinate counting `minor side` times the minor's.
pub(crate) fn index_step(board: &Board, (df, dr): (i32, i32)) -> i64 {
    let m = board.mapping();
    let df = i64::from(if m.files_descending() { -df } else { df });
    let dr = i64::from(if m.ranks_descending() { -dr } else { dr });
    let (files, ranks) = (board.files() as i64, board.ranks() as i64);
    if m.is_rank_major() {
        dr * files + df
    } else {
        df * ranks + dr
    }
}

/// For each line through a square (the file, the rank, the diagonal, the
/// anti-diagonal), the two `RAYS` directions that make it up: first the
/// one towards lower square indices, then the one towards higher. Which is
/// which depends on the mapping only. Slider attacks are computed from
/// these pairs.
pub fn line_rays(board: &Board) -> [usize; 8] {
    // (one direction, its opposite) for the file, rank, diagonal, anti-diagonal.
    let lines = [(0, 4), (2, 6), (1, 5), (7, 3)];
    let mut out = [0; 8];
    for (k, (a, b)) in lines.into_iter().enumerate() {
        let (low, high) = if index_step(board, KING_DELTAS[a]) > 0 {
            (b, a)
        } else {
            (a, b)
        };
        out[2 * k] = low;
        out[2 * k + 1] = high;
    }
    out
}

/// A rider's directions in line pairs: for each step of `deltas` and its
/// opposite (both must be in `deltas`, as an atom's steps are), first the
/// one towards lower square indices, then the one towards higher, lines in
/// the order their first step appears. The rows of a rider's `_RAYS`.
///
/// ```
/// use geometry_core::{formula, Board};
///
/// let nightrider = formula::rider_lines(&Board::STANDARD, &formula::atom_deltas(1, 2));
/// assert_eq!(nightrider.len(), 8);
/// assert_eq!(nightrider[0], (-1, -2)); // lower indices first on lerf
/// assert_eq!(nightrider[1], (1, 2));
/// ```
pub fn rider_lines(board: &Board, deltas: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let mut out: Vec<(i32, i32)> = Vec::with_capacity(deltas.len());
    for &(df, dr) in deltas {
        let (d, opposite) = ((df, dr), (-df, -dr));
        if out.contains(&d) || !deltas.contains(&opposite) {
            continue;
        }
        if index_step(board, d) > 0 {
            out.extend([opposite, d]);
        } else {
            out.extend([d, opposite]);
        }
    }
    out
}

/// A rider's rays, `[dir][sq]` with the directions of [`rider_lines`]:
/// every square reached by repeating the step from `sq` (excluded) until
/// the edge.
pub fn rider_rays<B: SquareSet>(board: &Board, deltas: &[(i32, i32)]) -> Vec<B> {
    let lines = rider_lines(board, deltas);
    let mut out = Vec::with_capacity(lines.len() * board.squares());
    for step in lines {
        for sq in board.all_squares() {
            out.push(walk(board, sq, step));
        }
    }
    out
}

/// A sliding piece: its name and the directions it moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slider {
    /// `rook`, `bishop` or `queen`.
    pub name: &'static str,
    /// Its directions as (file, rank) steps.
    pub deltas: &'static [(i32, i32)],
}

/// The three chess sliders.
pub const SLIDERS: [Slider; 3] = [
    Slider {
        name: "rook",
        deltas: &ROOK_DELTAS,
    },
    Slider {
        name: "bishop",
        deltas: &BISHOP_DELTAS,
    },
    Slider {
        name: "queen",
        deltas: &KING_DELTAS,
    },
];

/// The squares a slider on `from` attacks when `occupied` holds the pieces
/// of both sides: along each direction, every square up to and including
/// the first occupied one. Walks the board; the board modules' const fns
/// compute the same sets from the ray tables. `u128` up to 128 squares,
/// [`Wide`](super::Wide) up to 256.
///
/// ```
/// use geometry_core::{formula, Board};
///
/// let board = Board::STANDARD;
/// let d4 = board.square(3, 3);
/// let d6 = board.square(3, 5);
/// let rook = formula::slider_attacks(&board, d4, formula::square_bb(d6), &formula::ROOK_DELTAS);
/// assert_eq!(rook.count_ones(), 12); // d5, d6 up the file; 7 + 3 + 2 elsewhere
/// ```
pub fn slider_attacks<B: SquareSet>(
    board: &Board,
    from: usize,
    occupied: B,
    deltas: &[(i32, i32)],
) -> B {
    let (file, rank) = board.coords(from);
    let mut bb = B::default();
    for &(df, dr) in deltas {
        let (mut f, mut r) = (file as i32 + df, rank as i32 + dr);
        while let Some(sq) = board.square_checked(f, r) {
            bb |= B::bit(sq);
            if occupied.has(sq) {
                break;
            }
            f += df;
            r += dr;
        }
    }
    bb
}

/// Moving a whole set of squares one step: for each of the eight
/// directions of [`KING_DELTAS`] (N, NE, E, SE, S, SW, W, NW), the change
/// of index a step makes (the same for every square, an index being
/// linear in the file and the rank) and the squares whose step stays on
/// the board. `shift(set, d)` is `(set & from[d])` moved by `shift[d]`.
///
/// ```
/// use geometry_core::{formula, Board};
///
/// let (shift, from) = formula::step_shifts::<u128>(&Board::STANDARD);
/// assert_eq!(shift[0], 8); // north: one rank up on lerf
/// assert_eq!(shift[6], -1); // west
/// assert_eq!(from[2] & (1 << 7), 0); // h1 has no square to its east
/// ```
pub fn step_shifts<B: SquareSet>(board: &Board) -> ([i8; 8], Vec<B>) {
    let mut shift = [0; 8];
    let mut from = Vec::with_capacity(8);
    for (d, &step) in KING_DELTAS.iter().enumerate() {
        // At most 16 + 1 on a 16x16 board.
        shift[d] = i8::try_from(index_step(board, step)).unwrap_or(0);
        let mut set = B::default();
        for sq in board.all_squares() {
            if board.offset(sq, step).is_some() {
                set |= B::bit(sq);
            }
        }
        from.push(set);
    }
    (shift, from)
}

#[cfg(test)]
mod tests {
    use super::index_step;
    use crate::{Board, Mapping};

    /// On every mapping and a board of each kind of shape, each step from
    /// a square to a square changes the index by `index_step` of the step.
    #[test]
    fn index_step_is_the_index_difference_of_every_step() {
        for (files, ranks) in [(1, 1), (3, 5), (8, 8), (10, 8), (9, 10)] {
            for mapping in Mapping::ALL {
                let board = Board::new(files, ranks, mapping).expect("a valid board");
                for from in board.all_squares() {
                    let (f, r) = board.coords(from);
                    for df in -3..=3 {
                        for dr in -3..=3 {
                            let Some(to) = board.square_checked(f as i32 + df, r as i32 + dr)
                            else {
                                continue;
                            };
                            assert_eq!(
                                to as i64 - from as i64,
                                index_step(&board, (df, dr)),
                                "{files}x{ranks} {mapping} ({df}, {dr}) from {from}"
                            );
                        }
                    }
                }
            }
        }
    }
}
