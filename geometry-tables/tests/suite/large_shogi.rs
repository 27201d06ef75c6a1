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

/// What HaChu generates for the lion dog on a square.
#[derive(Default)]
struct LionDog {
    /// The squares it attacks.
    attacks: Vec<usize>,
    /// The first squares of its moves of several legs: a piece it takes,
    /// or any square it passes on a line long enough for a capture on the
    /// second square and a step on.
    first: Vec<usize>,
    /// For each first square, where its moves of two legs through it end.
    two: Vec<(usize, Vec<usize>)>,
    /// For each first and second square, where its moves of three legs
    /// through them end.
    three: Vec<((usize, usize), Vec<usize>)>,
}

/// The lion dog on `from`, as HaChu generates its moves.
fn lion_dog_rules(board: &Occupancy, from: usize) -> LionDog {
    let (f, r) = board.layout.cell_of[from];
    let (f, r) = (f as i32, r as i32);
    let mut out = LionDog::default();
    for (df, dr) in compass() {
        let square = |k: i32| board.at((f + k * df, r + k * dr));
        let [Some(first), second, third] = [square(1), square(2), square(3)] else {
            continue;
        };
        out.attacks
            .extend([Some(first), second, third].into_iter().flatten());
        let first_full = board.full(first);
        if first_full || third.is_some() {
            out.first.push(first);
        }
        if first_full {
            // Igui, or on to the second square whatever it holds.
            let mut ends = vec![from];
            ends.extend(second);
            ends.sort_unstable();
            out.two.push((first, ends));
        }
        let Some(second) = second else { continue };
        let second_full = board.full(second);
        let mut ends = Vec::new();
        if first_full || second_full {
            // A capture on the first square going on past the second, or
            // a capture on the second past the first, each ending on the
            // third.
            ends.extend(third);
        }
        if first_full && second_full {
            // Both taken, back onto the first.
            ends.push(first);
        }
        if !ends.is_empty() {
            ends.sort_unstable();
            out.three.push(((first, second), ends));
        }
    }
    out.attacks.sort_unstable();
    out.first.sort_unstable();
    out.two.sort_unstable();
    out.three.sort_unstable();
    out
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

            let rules = lion_dog_rules(&board, from);
            let attacks = &rules.attacks;
            for color in 0..2 {
                assert_eq!(
                    large::lion_dog_attacks(sq, occ),
                    bits(attacks),
                    "lion dog attacks {what}"
                );
                // Every move of several legs captures: its quiet moves are
                // its jumps onto empty squares.
                assert_eq!(
                    large::lion_dog_moves(sq, occ),
                    bits(attacks) & empty,
                    "lion dog moves {what}"
                );
                // The walk of its Betza, by first square and by the
                // first two.
                let full = |i: usize| occupied[i];
                let mut walked = layout.leg_ends_through(lion_dog.parts(), 2, color, from, &full);
                walked.retain(|(_, ends)| !ends.is_empty());
                let two: Vec<_> = rules
                    .two
                    .iter()
                    .map(|(v, e)| (vec![*v], e.clone()))
                    .collect();
                assert_eq!(
                    walked, two,
                    "the lion dog's moves of two legs {what}, side {color}"
                );
                let walked = layout.leg_ends_through(lion_dog.parts(), 3, color, from, &full);
                let three: Vec<_> = rules
                    .three
                    .iter()
                    .map(|((v, m), e)| (vec![*v, *m], e.clone()))
                    .collect();
                assert_eq!(
                    walked, three,
                    "the lion dog's moves of three legs {what}, side {color}"
                );
                assert_eq!(
                    layout.first_legs(lion_dog.parts(), color, from, &full),
                    rules.first,
                    "the lion dog's first legs {what}, side {color}"
                );
                // The module.
                assert_eq!(
                    large::lion_dog_legs(sq, occ),
                    bits(&rules.first),
                    "first legs {what}"
                );
                for via in rules.first.iter().map(|&v| large::Square::ALL[v]) {
                    let two = rules.two.iter().find(|(v, _)| *v == via.index());
                    assert_eq!(
                        large::lion_dog_leg_targets(sq, via, occ),
                        bits(two.map_or(&[][..], |(_, e)| e)),
                        "ends through {via} {what}"
                    );
                    let mids: Vec<usize> = rules
                        .three
                        .iter()
                        .filter(|((v, _), _)| *v == via.index())
                        .map(|((_, m), _)| *m)
                        .collect();
                    assert_eq!(
                        large::lion_dog_leg_mids(sq, via, occ),
                        bits(&mids),
                        "middle squares through {via} {what}"
                    );
                    for (k, &mid) in mids.iter().enumerate() {
                        assert_eq!(
                            large::lion_dog_mid_leg_targets(sq, via, large::Square::ALL[mid], occ),
                            bits(
                                &rules
                                    .three
                                    .iter()
                                    .filter(|((v, _), _)| *v == via.index())
                                    .nth(k)
                                    .expect("listed")
                                    .1
                            ),
                            "ends through {via} and {} {what}",
                            large::Square::ALL[mid]
                        );
                    }
                }
            }
            multi_leg_ends += rules.two.len() + rules.three.len();

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
            let slides = layout.slider_walk(from, &fire_demon_slides, &|i| occupied[i]);
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
