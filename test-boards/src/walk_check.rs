//! The Betza walk's checks (`geometry-tables`' suite, `betza_walk.rs`):
//! a board's pieces, through its [`PieceView`], against a walk over
//! coordinates written apart from the core (`Layout::betza_walk` and the
//! moves of several legs in the test support) and against the core's own
//! walk of the legs. Compiled here rather than in the suite so that they
//! run optimized, as the views do: they run millions of times, and most of
//! their time unoptimized went to the standard library's iterators and the
//! allocator.

use crate::view::{PieceView, Words, contains, words};
use geometry_core::formula::{self, Wide};
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_support::Stream;
use geometry_test_support::reference::{Layout, name_of};
use std::fmt::{self, Display};

/// A description written only when an assertion fails and prints it: the
/// checks below run millions of times, and nearly all pass.
struct Lazy<F>(F);

impl<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result> Display for Lazy<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.0)(f)
    }
}

/// The name of square `i` of `layout`.
fn named(layout: &Layout, i: usize) -> String {
    let (f, r) = layout.cell_of[i];
    name_of(f, r)
}

/// Checks each piece of `pieces` (Betza) on the board of `view` in
/// `mapping`, found by its name (`p0`, `p1`, ... in the order of
/// `pieces`) among the board's pieces, which may also count leapers and
/// riders. The pieces from `p20` on (moves of several legs) may be
/// missing: some boards declare the one-leg pieces only.
pub fn check(view: &dyn PieceView, mapping: Mapping, pieces: &[&str]) {
    let (files, ranks) = (view.files(), view.ranks());
    let layout = Layout::new(files, ranks, mapping);
    let n = layout.n();
    let mut stream = Stream::new(0x5eed ^ n as u64);
    let names = view.piece_names();
    // The moves of several legs (from `p20` on) are declared on some of
    // the boards (the set `walk_legs`).
    let walk = (0..pieces.len()).filter_map(|k| {
        let declared = names.iter().position(|&p| p == format!("p{k}"));
        assert!(
            declared.is_some() || k >= 20,
            "the board declares the set `walk`"
        );
        declared.map(|p| (k, p))
    });
    let board = Board::new(files, ranks, mapping).unwrap();
    for (k, piece) in walk {
        let parts = Betza::parse(pieces[k]).unwrap();
        // Pieces with moves of several legs: their legs, by the core's
        // walk as well.
        let legs = parts
            .parts()
            .iter()
            .any(|p| !p.legs.is_empty())
            .then(|| (board, FairyPiece::from_betza("p", parts.clone())));
        for from in 0..n {
            for trial in 0..6 {
                let mut occupied = vec![false; n];
                if trial > 0 {
                    for (i, o) in occupied.iter_mut().enumerate() {
                        *o = i != from && stream.below(8) < trial;
                    }
                }
                let occ = words((0..n).filter(|&i| occupied[i]));
                for color in 0..2 {
                    let walk = layout.betza_sets(parts.parts(), color, from, &|i| occupied[i]);
                    let what = Lazy(|f: &mut fmt::Formatter<'_>| {
                        write!(
                            f,
                            "`{}` ({color}) from {} on {files}x{ranks} {mapping}, trial {trial}",
                            pieces[k],
                            named(&layout, from),
                        )
                    });
                    assert_eq!(
                        view.attacks(piece, color, from, occ),
                        words(walk.attacks),
                        "attacks of {what}"
                    );
                    assert_eq!(
                        view.moves(piece, color, from, occ),
                        words(walk.moves),
                        "moves of {what}"
                    );
                    assert_eq!(
                        view.initial_moves(piece, color, from, occ),
                        words(walk.initial),
                        "first moves of {what}"
                    );
                    if let Some(core) = &legs {
                        let piece = (view, piece);
                        check_legs(core, &layout, piece, color, from, &occupied, &what);
                        if trial == 5 {
                            // The moving piece in the occupancy, as an
                            // engine passes it: the start square counts as
                            // empty all the same.
                            let mut with = occupied.clone();
                            with[from] = true;
                            check_legs(core, &layout, piece, color, from, &with, &what);
                        }
                    }
                }
            }
        }
    }
}

/// A piece of a view: the view and the piece's place among its pieces.
type ViewPiece<'a> = (&'a dyn PieceView, usize);

/// The legs of a piece with moves of several legs: the first-leg squares
/// and, through each square within two king steps, where the moves of two
/// legs end, and for three legs their middle squares and, through each
/// square a king step from those, where they end; by the board module, by
/// the test-support walk and by the core's walk; all empty for a piece
/// without legs items (moves of four legs, or of three through empty
/// squares only).
fn check_legs(
    (board, core): &(Board, FairyPiece),
    layout: &Layout,
    (view, piece): ViewPiece<'_>,
    color: usize,
    from: usize,
    occupied: &[bool],
    what: &dyn Display,
) {
    let full = |i: usize| occupied[i];
    let (first, two, three) = if core.has_legs() {
        (
            layout.first_legs(core.parts(), color, from, &full),
            layout.leg_ends_through(core.parts(), 2, color, from, &full),
            layout.leg_ends_through(core.parts(), 3, color, from, &full),
        )
    } else {
        Default::default()
    };
    let occ = words((0..layout.n()).filter(|&i| occupied[i]));
    let wide = Wide(occ);
    let first = words(first);
    assert_eq!(
        view.legs(piece, color, from, occ),
        first,
        "first legs of {what}"
    );
    assert_eq!(
        formula::first_legs(board, core, color, from, wide).0,
        first,
        "the core's first legs of {what}"
    );
    // The (first leg, middle) pairs checked below, to show that every
    // walked move of three legs was.
    let mut checked = Vec::new();
    let near = |at: usize, steps: i32| {
        let (f0, r0) = layout.cell_of[at];
        let mut out = Vec::new();
        for df in -steps..=steps {
            for dr in -steps..=steps {
                if let Some((f, r)) = layout.on(f0 as i32 + df, r0 as i32 + dr) {
                    out.push(layout.index(f, r));
                }
            }
        }
        out
    };
    for via in near(from, 2) {
        let expected = walked_ends(&two, &[via]);
        let via_name = Lazy(|f: &mut fmt::Formatter<'_>| write!(f, "{}", named(layout, via)));
        assert_eq!(
            view.leg_targets(piece, color, from, via, occ),
            expected,
            "ends through {via_name} of {what}"
        );
        let mids = words(three.iter().filter(|(k, _)| k[0] == via).map(|(k, _)| k[1]));
        assert_eq!(
            view.leg_mids(piece, color, from, via, occ),
            mids,
            "middle squares through {via_name} of {what}"
        );
        if core.has_legs() && contains(first, via) {
            let by_core = formula::leg_ends(board, core, color, from, via, wide);
            assert_eq!(
                by_core.0, expected,
                "the core's ends through {via_name} of {what}"
            );
            let by_core = formula::leg_mids(board, core, color, from, via, wide);
            assert_eq!(
                by_core.0, mids,
                "the core's middle squares through {via_name} of {what}"
            );
        }
        if !contains(first, via) || !core.has_mid_legs() {
            continue;
        }
        for mid in near(via, 1) {
            checked.push([via, mid]);
            let expected = walked_ends(&three, &[via, mid]);
            let mid_name = Lazy(|f: &mut fmt::Formatter<'_>| write!(f, "{}", named(layout, mid)));
            assert_eq!(
                view.mid_leg_targets(piece, color, from, (via, mid), occ),
                expected,
                "ends through {via_name} and {mid_name} of {what}"
            );
            let by_core = formula::mid_leg_ends(board, core, color, from, (via, mid), wide);
            assert_eq!(
                by_core.0, expected,
                "the core's ends through {via_name} and {mid_name} of {what}"
            );
        }
    }
    for (key, _) in &three {
        assert!(
            checked.contains(&[key[0], key[1]]),
            "{key:?} checked, {what}"
        );
    }
    check_slots(
        core,
        layout,
        (view, piece),
        color,
        from,
        (occupied, occ),
        (&two, &three),
        what,
    );
}

/// A walked path's squares on the way, and where it ends.
type Walked = (Vec<usize>, Vec<usize>);

/// Where the walked moves through the squares `key` end.
fn walked_ends(walked: &[Walked], key: &[usize]) -> Words {
    let ends = walked
        .iter()
        .find(|(k, _)| k == key)
        .map_or(&[][..], |(_, e)| e);
    words(ends.iter().copied())
}

/// Sorts `items`, which must hold no value twice.
fn assert_distinct<T: Ord>(items: &mut Vec<T>, what: &dyn Display) {
    items.sort_unstable();
    let all = items.len();
    items.dedup();
    assert_eq!(items.len(), all, "{what}");
}

/// The same legs by slot: each slot's square, where the first leg lands
/// for some content (on the empty board, the walk's squares when it is
/// empty and when it is full), and where it leads with its content given
/// (the walk's ends and middle squares, none where the first leg may not
/// land on it).
#[allow(clippy::too_many_arguments, reason = "the walk's inputs, passed on")]
fn check_slots(
    core: &FairyPiece,
    layout: &Layout,
    (view, piece): ViewPiece<'_>,
    color: usize,
    from: usize,
    (occupied, occ): (&[bool], Words),
    (two, three): (&[Walked], &[Walked]),
    what: &dyn Display,
) {
    let slots = view.leg_slots(piece);
    if !core.has_legs() {
        // Moves of four legs, or of three through empty squares only: no
        // legs, by square or by slot.
        assert_eq!(slots, 0, "slots of {what}");
    }
    let mut vias = Vec::new();
    for slot in 0..slots {
        let Some(via) = view.leg_via(piece, color, from, slot) else {
            continue;
        };
        vias.push(via);
        let expected = walked_ends(two, &[via]);
        assert_eq!(
            view.slot_leg_targets(piece, color, from, (slot, occupied[via]), occ),
            expected,
            "ends through slot {slot} of {what}"
        );
        let mids = words(three.iter().filter(|(k, _)| k[0] == via).map(|(k, _)| k[1]));
        assert_eq!(
            view.slot_leg_mids(piece, color, from, (slot, occupied[via]), occ),
            mids,
            "middle squares through slot {slot} of {what}"
        );
    }
    assert_eq!(
        view.leg_via(piece, color, from, slots),
        None,
        "slot {slots} of {what}"
    );
    assert_eq!(
        view.slot_leg_targets(piece, color, from, (slots, true), occ),
        [0; 4],
        "ends through slot {slots} of {what}"
    );
    assert_eq!(
        view.slot_leg_mids(piece, color, from, (slots, true), occ),
        [0; 4],
        "middle squares through slot {slots} of {what}"
    );
    assert_distinct(&mut vias, &format_args!("one square a slot, {what}"));
    for (via, _) in two {
        assert!(vias.contains(&via[0]), "{via:?} a slot's square, {what}");
    }
    if core.has_legs() && occupied.iter().all(|&o| !o) {
        let mut lands: Vec<usize> = [false, true]
            .into_iter()
            .flat_map(|full| layout.first_legs(core.parts(), color, from, &|i| full && i != from))
            .collect();
        lands.sort_unstable();
        lands.dedup();
        assert_eq!(vias, lands, "the slots' squares of {what}");
    }
    check_mid_slots(
        core,
        layout,
        (view, piece),
        color,
        from,
        (occupied, occ),
        three,
        what,
    );
}

/// The moves of three legs by slot: each slot's two squares, one pair of
/// squares a slot, every walked pair among them; where each leads with
/// their contents given (the walk's ends, the start square empty whatever
/// the flag says); and on the empty board, the slots' pairs are those the
/// walk lands on for some content of the two squares (the walks through
/// every set of the four classes of file and rank parity, which two
/// squares a king step apart never share).
#[allow(clippy::too_many_arguments, reason = "the walk's inputs, passed on")]
fn check_mid_slots(
    core: &FairyPiece,
    layout: &Layout,
    (view, piece): ViewPiece<'_>,
    color: usize,
    from: usize,
    (occupied, occ): (&[bool], Words),
    three: &[Walked],
    what: &dyn Display,
) {
    let slots = view.mid_leg_slots(piece);
    if !core.has_mid_legs() {
        assert_eq!(slots, 0, "pair slots of {what}");
    }
    let mut pairs = Vec::new();
    for slot in 0..slots {
        let Some((via, mid)) = view.mid_leg_squares(piece, color, from, slot) else {
            continue;
        };
        pairs.push((via, mid));
        let expected = walked_ends(three, &[via, mid]);
        let says = if mid == from {
            vec![false, true]
        } else {
            vec![occupied[mid]]
        };
        for mid_occupied in says {
            let contents = (slot, occupied[via], mid_occupied);
            assert_eq!(
                view.slot_mid_leg_targets(piece, color, from, contents, occ),
                expected,
                "ends through pair slot {slot} ({via}, {mid}, {mid_occupied}) of {what}"
            );
        }
    }
    assert_eq!(
        view.mid_leg_squares(piece, color, from, slots),
        None,
        "pair slot {slots} of {what}"
    );
    assert_eq!(
        view.slot_mid_leg_targets(piece, color, from, (slots, true, true), occ),
        [0; 4],
        "ends through pair slot {slots} of {what}"
    );
    assert_distinct(
        &mut pairs,
        &format_args!("one pair of squares a slot, {what}"),
    );
    for (k, _) in three {
        assert!(
            pairs.contains(&(k[0], k[1])),
            "{k:?} a slot's squares, {what}"
        );
    }
    if core.has_mid_legs() && occupied.iter().all(|&o| !o) {
        let class = |i: usize| {
            let (f, r) = layout.cell_of[i];
            f % 2 + 2 * (r % 2)
        };
        let mut lands: Vec<(usize, usize)> = (0..16)
            .flat_map(|set: usize| {
                layout.leg_ends_through(core.parts(), 3, color, from, &|i| {
                    i != from && set & (1 << class(i)) != 0
                })
            })
            .map(|(k, _)| (k[0], k[1]))
            .collect();
        lands.sort_unstable();
        lands.dedup();
        assert_eq!(pairs, lands, "the pair slots' squares of {what}");
    }
}
