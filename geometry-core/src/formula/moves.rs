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

/// The leaps of an (`m`, `n`) leaper: every `(±m, ±n)` and `(±n, ±m)`,
/// each once (eight, or four when `m == n` or one of them is 0; none for
/// (0, 0)), in a fixed order.
///
/// ```
/// use geometry_core::formula::atom_deltas;
///
/// assert_eq!(atom_deltas(1, 2).len(), 8); // the knight
/// assert_eq!(atom_deltas(2, 2).len(), 4); // the alfil
/// assert_eq!(atom_deltas(0, 1), [(0, 1), (0, -1), (1, 0), (-1, 0)]); // the wazir
/// ```
pub fn atom_deltas(m: u8, n: u8) -> Vec<(i32, i32)> {
    let (m, n) = (i32::from(m), i32::from(n));
    let mut out: Vec<(i32, i32)> = Vec::with_capacity(8);
    for (a, b) in [(m, n), (n, m)] {
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let d = (sa * a, sb * b);
            if d != (0, 0) && !out.contains(&d) {
                out.push(d);
            }
        }
    }
    out
}

/// The rook's four directions: north, east, south, west.
pub const ROOK_DELTAS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The bishop's four directions: north-east, south-east, south-west,
/// north-west.
pub const BISHOP_DELTAS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps within two squares that `keep` accepts, sorted.
    fn around(keep: fn(i32, i32) -> bool) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for df in -2..=2 {
            for dr in -2..=2 {
                if keep(df, dr) {
                    out.push((df, dr));
                }
            }
        }
        out.sort_unstable();
        out
    }

    fn sorted(deltas: &[(i32, i32)]) -> Vec<(i32, i32)> {
        let mut out = deltas.to_vec();
        out.sort_unstable();
        out
    }

    /// Each list holds every step of its kind once, against a search of
    /// the steps around a square by their lengths.
    #[test]
    fn each_piece_has_every_step_of_its_kind_once() {
        assert_eq!(sorted(&ROOK_DELTAS), around(|f, r| f.abs() + r.abs() == 1));
        assert_eq!(
            sorted(&BISHOP_DELTAS),
            around(|f, r| f.abs() == 1 && r.abs() == 1)
        );
        assert_eq!(
            sorted(&KING_DELTAS),
            around(|f, r| f.abs().max(r.abs()) == 1)
        );
        assert_eq!(
            sorted(&KNIGHT_DELTAS),
            around(|f, r| f.abs() * r.abs() == 2)
        );
        // Clockwise from north, as documented.
        assert_eq!(
            (ROOK_DELTAS[0], KING_DELTAS[0], BISHOP_DELTAS[0]),
            ((0, 1), (0, 1), (1, 1))
        );
    }
}
