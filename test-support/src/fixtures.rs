//! The boards the tests run on.

use geometry_core::{Board, Mapping};

/// Every board size (files, ranks) the independent tests run on: the
/// common ones (1x1, 2x2, 3x3, 5x5, 8x8, 9x9, 10x8, 12x10, 16x16) plus
/// narrow, odd and boundary sizes (64 / 65 / 128 / more than 128 squares).
pub const FIXTURE_SIZES: &[(usize, usize)] = &[
    (1, 1),
    (2, 2),
    (3, 3),
    (5, 5),
    (8, 8),
    (9, 9),
    (10, 8),
    (12, 10),
    (16, 16),
    (1, 8),
    (8, 1),
    (1, 16),
    (16, 1),
    (2, 7),
    (3, 4),
    (4, 4),
    (4, 6),
    (7, 3),
    (6, 5),
    (13, 5),
    (11, 11),
    (16, 8),
    (8, 16),
    (9, 15),
];

/// Each fixture size as a board, the mappings taken in turn so that every
/// mapping appears on several sizes; for tests that cannot afford every
/// size in every mapping.
pub fn fixture_boards() -> Vec<Board> {
    let mut boards = Vec::with_capacity(FIXTURE_SIZES.len());
    for (i, &(files, ranks)) in FIXTURE_SIZES.iter().enumerate() {
        let mapping = Mapping::ALL[i % Mapping::ALL.len()];
        boards.push(Board::new(files, ranks, mapping).expect("fixture sizes are valid"));
    }
    boards
}
