//! The moves of the chess pieces as (file, rank) steps, in a fixed order:
//! clockwise from north (towards higher ranks) for the king and the
//! sliders, clockwise from north-north-east for the knight.

/// The eight knight moves.
pub const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight king steps: north, north-east, east, south-east, south,
/// south-west, west, north-west.
pub const KING_DELTAS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The rook's four directions: north, east, south, west.
pub const ROOK_DELTAS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The bishop's four directions: north-east, south-east, south-west,
/// north-west.
pub const BISHOP_DELTAS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
