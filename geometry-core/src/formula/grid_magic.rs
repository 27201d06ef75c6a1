//! Magic bitboards for the bishop on the `u128` grids whose tables stay
//! small (9x9, 10x8, ..): each square's two diagonals, without the square
//! and the grid's edges, hashed by one 64-bit multiplication into its own
//! block of attack sets.
//!
//! The occupancy is folded into one word before the multiplication, bit
//! `64 + k` onto bit `k` (`(occupied as u64 & mask_low) | ((occupied >>
//! 64) as u64 & mask_high)`); on the grids served, no square's relevant
//! bits meet under the fold. The multipliers are found once by
//! [`find_bishop_magics`] and kept in `grid_magic_numbers.rs`; every
//! table is built from the core's slider walk ([`slider_attacks`]) entry
//! by entry, and a multiplier that would hash two different attack sets
//! together is refused, never used.

use super::grid::grid_diagonals;
use super::grid_magic_numbers::BISHOP_MAGICS;
use super::{BISHOP_DELTAS, slider_attacks};
use crate::{Board, Mapping};

/// The seed the kept multipliers were searched from
/// ([`find_bishop_magics`]).
pub const BISHOP_MAGIC_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

/// One square's entry: `[mask_low, mask_high, magic, offset << 8 | shift]`.
/// The index into the attack sets is `offset + (folded * magic >> shift)`.
pub type MagicEntry = [u64; 4];

/// The bishop's magic tables of one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BishopMagics {
    /// One entry per square, in grid order.
    pub entries: Vec<MagicEntry>,
    /// Every square's block of attack sets, one after the other.
    pub attacks: Vec<u128>,
}

/// The squares of `sq`'s two diagonals whose occupancy can change its
/// attacks: neither `sq` nor a square of the grid's edge.
fn relevant(columns: usize, rows: usize, sq: usize) -> u128 {
    let (diagonal, anti) = grid_diagonals(columns, columns * rows, sq);
    let mut inner = 0u128;
    for other in 0..columns * rows {
        let (r, c) = (other / columns, other % columns);
        if (1..rows - 1).contains(&r) && (1..columns - 1).contains(&c) {
            inner |= 1 << other;
        }
    }
    (diagonal | anti) & inner & !(1 << sq)
}

/// `set` folded into one word: bit `64 + k` onto bit `k`.
fn fold(set: u128) -> u64 {
    set as u64 | (set >> 64) as u64
}

/// The board whose index order is the `columns` x `rows` grid.
fn grid_board(columns: usize, rows: usize) -> Option<Board> {
    Board::new(columns, rows, Mapping::Lerf).ok()
}

/// Every subset of `mask` (the carry-rippler walk), with the bishop's
/// attacks from `sq` through it (the core's slider walk).
fn subsets(board: &Board, sq: usize, mask: u128) -> Vec<(u64, u128)> {
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u128;
    loop {
        out.push((
            fold(subset),
            slider_attacks(board, sq, subset, &BISHOP_DELTAS),
        ));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return out;
        }
    }
}

/// The slot of a folded occupancy in a block of `bits` bits hashed by
/// `magic`: the top bits of their product.
fn slot(folded: u64, magic: u64, bits: u32) -> usize {
    (folded.wrapping_mul(magic) >> (64 - bits)) as usize
}

/// The attack block of one square hashed by `magic`, or `None` if two
/// different attack sets meet (or the fold merges two relevant bits).
fn block(subsets: &[(u64, u128)], bits: u32, magic: u64) -> Option<Vec<u128>> {
    let mut block: Vec<Option<u128>> = vec![None; 1 << bits];
    for &(folded, attacks) in subsets {
        let slot = &mut block[slot(folded, magic, bits)];
        match slot {
            Some(seen) if *seen != attacks => return None,
            _ => *slot = Some(attacks),
        }
    }
    Some(block.into_iter().map(Option::unwrap_or_default).collect())
}

/// Whether the grid's squares fit the fold: 65 to 128 squares and no
/// square whose relevant bits `k` and `64 + k` both occur.
fn foldable(columns: usize, rows: usize) -> bool {
    let n = columns * rows;
    (65..=128).contains(&n)
        && (0..n).all(|sq| {
            let mask = relevant(columns, rows, sq);
            fold(mask).count_ones() == mask.count_ones()
        })
}

/// The bishop's magic tables of a `columns` x `rows` grid, from the kept
/// multipliers; `None` for a grid without them, or if a kept multiplier
/// does not hash its square's attack sets apart.
///
/// ```
/// use geometry_core::formula::bishop_magics;
///
/// let magics = bishop_magics(9, 9).unwrap();
/// assert_eq!(magics.entries.len(), 81);
/// // A block per square, as large as its relevant occupancies.
/// assert_eq!(magics.attacks.len(), 20_224);
/// assert!(bishop_magics(10, 10).is_none());
/// ```
pub fn bishop_magics(columns: usize, rows: usize) -> Option<BishopMagics> {
    let (_, _, magics) = BISHOP_MAGICS
        .iter()
        .find(|(c, r, _)| (*c, *r) == (columns, rows))?;
    if !foldable(columns, rows) || magics.len() != columns * rows {
        return None;
    }
    let board = grid_board(columns, rows)?;
    let mut out = BishopMagics {
        entries: Vec::with_capacity(magics.len()),
        attacks: Vec::new(),
    };
    for (sq, &magic) in magics.iter().enumerate() {
        let mask = relevant(columns, rows, sq);
        let bits = mask.count_ones();
        let block = block(&subsets(&board, sq, mask), bits, magic)?;
        let offset = out.attacks.len() as u64;
        out.entries.push([
            mask as u64,
            (mask >> 64) as u64,
            magic,
            offset << 8 | u64::from(64 - bits),
        ]);
        out.attacks.extend(block);
    }
    Some(out)
}

/// Searches a multiplier for every square of a `columns` x `rows` grid,
/// drawing sparse random words from `seed` (xorshift) until one hashes
/// the square's attack sets apart in `2^bits` slots; `None` if the grid
/// does not fit the fold. Deterministic: the same seed finds the same
/// numbers. This is how `grid_magic_numbers.rs` is made.
pub fn find_bishop_magics(columns: usize, rows: usize, seed: u64) -> Option<Vec<u64>> {
    if !foldable(columns, rows) {
        return None;
    }
    let board = grid_board(columns, rows)?;
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::with_capacity(columns * rows);
    for sq in 0..columns * rows {
        let mask = relevant(columns, rows, sq);
        let subsets = subsets(&board, sq, mask);
        let bits = mask.count_ones();
        // One table for all the tries, its slots stamped with the try
        // that filled them: most tries fail within a few subsets, and a
        // table cleared for each cost more than the hashing.
        let mut stamps = vec![0u64; 1 << bits];
        let mut seen = vec![0u128; 1 << bits];
        for attempt in 1u64.. {
            let magic = next() & next() & next();
            let apart = subsets.iter().all(|&(folded, attacks)| {
                let slot = slot(folded, magic, bits);
                if stamps[slot] == attempt {
                    seen[slot] == attacks
                } else {
                    (stamps[slot], seen[slot]) = (attempt, attacks);
                    true
                }
            });
            if apart {
                out.push(magic);
                break;
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kept_grid_builds_and_reads_back_the_bishop() {
        for &(columns, rows, _) in BISHOP_MAGICS {
            let magics = bishop_magics(columns, rows).expect("kept multipliers hash apart");
            // The board whose index order is the grid, and its bishop by
            // the core's slider walk over (file, rank) steps.
            let board = grid_board(columns, rows).unwrap();
            let bishop =
                |sq: usize, occupied: u128| slider_attacks(&board, sq, occupied, &BISHOP_DELTAS);
            for (sq, e) in magics.entries.iter().enumerate() {
                let mask = u128::from(e[0]) | u128::from(e[1]) << 64;
                // Read every relevant occupancy back as the kernel does,
                // with the irrelevant squares all occupied.
                let mut subset = 0u128;
                loop {
                    let occupied = subset | !mask;
                    let folded = (occupied as u64 & e[0]) | ((occupied >> 64) as u64 & e[1]);
                    let index = (e[3] >> 8) + (folded.wrapping_mul(e[2]) >> (e[3] & 63));
                    let on_board = u128::MAX >> (128 - columns * rows);
                    assert_eq!(
                        magics.attacks[index as usize],
                        bishop(sq, occupied & on_board),
                        "{columns}x{rows} square {sq}"
                    );
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn the_kept_multipliers_are_what_the_search_finds() {
        for &(columns, rows, kept) in BISHOP_MAGICS {
            let found = find_bishop_magics(columns, rows, BISHOP_MAGIC_SEED);
            assert_eq!(found.as_deref(), Some(kept), "{columns}x{rows}");
        }
    }

    #[test]
    fn the_search_finds_multipliers_that_hash_apart() {
        // A small grid of the kept ones; the search is deterministic.
        let (columns, rows) = (10, 7);
        let found = find_bishop_magics(columns, rows, 7).unwrap();
        assert_eq!(found, find_bishop_magics(columns, rows, 7).unwrap());
        assert_eq!(found.len(), columns * rows);
        for (sq, &magic) in found.iter().enumerate() {
            let mask = relevant(columns, rows, sq);
            let subsets = subsets(&grid_board(columns, rows).unwrap(), sq, mask);
            assert!(block(&subsets, mask.count_ones(), magic).is_some(), "{sq}");
        }
        // An 8x8 grid is not served: its diagonals' bits do not fold.
        assert_eq!(find_bishop_magics(8, 8, 7), None);
    }

    #[test]
    fn a_multiplier_that_merges_two_attack_sets_is_refused() {
        let mask = relevant(9, 9, 40);
        let subsets = subsets(&grid_board(9, 9).unwrap(), 40, mask);
        // Zero hashes every occupancy to slot 0.
        assert!(block(&subsets, mask.count_ones(), 0).is_none());
        let kept = BISHOP_MAGICS.iter().find(|g| (g.0, g.1) == (9, 9)).unwrap();
        assert!(block(&subsets, mask.count_ones(), kept.2[40]).is_some());
    }

    #[test]
    fn the_relevant_squares_leave_out_the_square_and_the_edges() {
        // e5 on 9x9: six inner squares on each diagonal.
        assert_eq!(relevant(9, 9, 40).count_ones(), 12);
        // a1: the long diagonal's seven inner squares.
        assert_eq!(relevant(9, 9, 0).count_ones(), 7);
        assert!(!foldable(8, 8));
    }
}
