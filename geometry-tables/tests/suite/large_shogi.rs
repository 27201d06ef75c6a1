//! Pieces of the shogi variants larger than chu, as HaChu (H. G. Muller's
//! engine for them, whose move generator is public-domain C) moves them,
//! against the board module and the walk of their Betza:
//!
//! - the lion dog of dai dai and maka dai dai shogi, a lion of three
//!   steps along one line: it jumps to the first, second or third square
//!   of any of the eight lines; it may capture on the first square and
//!   come back (igui), go on to the second or the third, or capture on
//!   the second as well and end on the third or back on the first; it
//!   may pass the first square and capture on the second, ending on the
//!   third;
//! - the area move of tenjiku shogi's fire demon and vice general: up to
//!   three king steps, turning as it likes, each step before the last
//!   onto an empty square; the fire demon also slides along the
//!   diagonals and sideways.
//!
//! The rules are walked here over coordinates, square by square, as
//! HaChu's generator lays them out; the module is `huge_befler`, a 16x16
//! board (tenjiku shogi's) numbered `befler`, so that the walk's
//! coordinates go through a mapping.

use geometry_core::{Betza, Mapping};
use geometry_tables::Bitboard256;
use geometry_test_support::Stream;
use geometry_test_support::reference::{Layout, compass};

use geometry_test_boards::{LARGE_SHOGI, huge_befler as large};

/// A board's occupancy, by square index.
struct Occupancy<'a> {
    layout: &'a Layout,
    occupied: &'a [bool],
}

impl Occupancy<'_> {
    /// The index of the square at `(f, r)`, if it is on the board.
    fn at(&self, (f, r): (i32, i32)) -> Option<usize> {
        self.layout.on(f, r).map(|(f, r)| self.layout.index(f, r))
    }

    fn full(&self, i: usize) -> bool {
        self.occupied[i]
    }
}

/// The lion dog on `from`: the squares it attacks, and for each first
/// square of a line, where its moves of several legs through it end (the
/// start square included, for igui), as HaChu generates them.
fn lion_dog_rules(board: &Occupancy, from: usize) -> (Vec<usize>, Vec<(usize, Vec<usize>)>) {
    let (f, r) = board.layout.cell_of[from];
    let (f, r) = (f as i32, r as i32);
    let (mut attacks, mut legs) = (Vec::new(), Vec::new());
    for (df, dr) in compass() {
        let square = |k: i32| board.at((f + k * df, r + k * dr));
        let [Some(first), second, third] = [square(1), square(2), square(3)] else {
            continue;
        };
        attacks.extend([Some(first), second, third].into_iter().flatten());
        let mut ends = Vec::new();
        let second_full = second.is_some_and(|s| board.full(s));
        if board.full(first) {
            // Igui, then on to the second or the third square whatever
            // the second holds; back onto the first after taking the
            // second as well.
            ends.push(from);
            ends.extend(second);
            ends.extend(third);
            if second_full {
                ends.push(first);
            }
        } else if second_full {
            // Past an empty first square, a capture on the second goes
            // on to the third.
            ends.extend(third);
        }
        if !ends.is_empty() {
            ends.sort_unstable();
            legs.push((first, ends));
        }
    }
    attacks.sort_unstable();
    legs.sort_unstable();
    (attacks, legs)
}

/// The area mover on `from`: the squares it reaches in up to three king
/// steps, each one before the last onto an empty square.
fn area_rules(board: &Occupancy, from: usize) -> Vec<usize> {
    fn step(board: &Occupancy, from: usize, here: usize, left: u32, out: &mut Vec<usize>) {
        let (f, r) = board.layout.cell_of[here];
        for (df, dr) in compass() {
            let Some(to) = board.at((f as i32 + df, r as i32 + dr)) else {
                continue;
            };
            if to == from {
                continue;
            }
            out.push(to);
            if left > 1 && !board.full(to) {
                step(board, from, to, left - 1, out);
            }
        }
    }
    let mut out = Vec::new();
    step(board, from, from, 3, &mut out);
    out.sort_unstable();
    out.dedup();
    out
}

fn bits(set: &[usize]) -> Bitboard256 {
    set.iter()
        .fold(Bitboard256::EMPTY, |bb, &i| bb | Bitboard256::bit(i))
}

#[test]
fn the_lion_dog_and_the_area_movers_move_as_hachu_generates_them() {
    let layout = Layout::new(16, 16, Mapping::Befler);
    let betza = |name: &str| {
        LARGE_SHOGI
            .iter()
            .find(|(n, _)| *n == name)
            .expect("declared")
            .1
    };
    let lion_dog = Betza::parse(betza("lion_dog")).expect("the lion dog parses");
    let mut stream = Stream::new(0x11d0);
    // The fire demon slides along the diagonals and sideways.
    let fire_demon_slides: Vec<(i32, i32)> =
        compass().into_iter().filter(|&(df, _)| df != 0).collect();
    let mut multi_leg_ends = 0;
    for from in 0..256 {
        let sq = large::Square::ALL[from];
        for trial in 0..6 {
            let occupied: Vec<bool> = (0..256)
                .map(|i| i != from && trial > 0 && stream.below(8) < trial)
                .collect();
            let board = Occupancy {
                layout: &layout,
                occupied: &occupied,
            };
            let occ = bits(&(0..256).filter(|&i| occupied[i]).collect::<Vec<_>>());
            let empty = !occ;
            let what = format!("from {sq}, trial {trial}");

            let (attacks, legs) = lion_dog_rules(&board, from);
            for color in 0..2 {
                assert_eq!(
                    large::lion_dog_attacks(sq, occ),
                    bits(&attacks),
                    "lion dog attacks {what}"
                );
                // Every move of several legs captures: its quiet moves are
                // its jumps onto empty squares.
                assert_eq!(
                    large::lion_dog_moves(sq, occ),
                    bits(&attacks) & empty,
                    "lion dog moves {what}"
                );
                let mut walked = layout.leg_ends(lion_dog.parts(), color, from, |i| occupied[i]);
                walked.retain(|(_, ends)| !ends.is_empty());
                assert_eq!(walked, legs, "the lion dog's legs {what}, side {color}");
            }
            multi_leg_ends += legs.len();

            let area = area_rules(&board, from);
            assert_eq!(
                large::area_mover_attacks(sq, occ),
                bits(&area),
                "area mover attacks {what}"
            );
            assert_eq!(
                large::area_mover_moves(sq, occ),
                bits(&area) & empty,
                "area mover moves {what}"
            );
            let slides = layout.slider_walk(from, &fire_demon_slides, |i| occupied[i]);
            let fire_demon = bits(&area) | bits(&slides);
            assert_eq!(
                large::fire_demon_attacks(sq, occ),
                fire_demon,
                "fire demon attacks {what}"
            );
            assert_eq!(
                large::fire_demon_moves(sq, occ),
                fire_demon & empty,
                "fire demon moves {what}"
            );
        }
    }
    // The occupancies put pieces on the lines' first squares.
    assert!(
        multi_leg_ends > 256 * 4,
        "{multi_leg_ends} first squares with moves of several legs"
    );
}
