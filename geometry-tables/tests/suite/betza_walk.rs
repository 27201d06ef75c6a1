//! Every kind of Betza part, in all eight mappings, against a walk over
//! coordinates written apart from the core (`Layout::betza_walk` in the
//! test-support crate): what each piece attacks, where it moves and its
//! first moves, for both sides, from every square, on the empty board and
//! on random occupancies. The parts' steps come from the core's parser,
//! which the Fairy-Stockfish comparison checks.

use geometry_core::formula::{self, Wide};
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_boards::typed_view::View;
use geometry_test_boards::view::{PieceView, Words, contains, words};
use geometry_test_support::Stream;
use geometry_test_support::reference::{Layout, name_of};
use std::fmt::{self, Display};

/// The pieces every board declares, in `Piece` order: a directional
/// leaper, directional and limited riders, lame leapers (one and two legs),
/// hoppers of both kinds on rook, bishop and knight lines, a pawn with an
/// initial lame double step, chiral riders and split modalities.
const PIECES: [&str; 36] = [
    "WfF",
    "fR",
    "R4",
    "nN",
    "nA",
    "nZ",
    "mRcpR",
    "pB",
    "gQ",
    "fmWfceFifmnD",
    "fRrbBlbF",
    "KbRfBbF2",
    "NN",
    "fNsW",
    "mflFcflW",
    "gNN",
    "fbN",
    "vRsW",
    "fsgR",
    "gB",
    // Multi-leg moves: chu shogi's lion, horned falcon and soaring eagle,
    // the mao and the moa, two king steps, the griffon and the aanca
    // (bent riders), a capture then a step on, a hop then a bent step, a
    // path of three legs, Tamerlane's giraffe (four legs, the last
    // sliding), the lion dog (legs passing a piece: `mp`), and a move of
    // three legs forwards only, its first square taken, its second
    // passed.
    "KNADcaKmcabK",
    "BsbRfWfDfcafWfmcabW",
    "RbBfFfAfcafFfmcabF",
    "afsW",
    "afsF",
    "aK",
    "FyafsF",
    "WyafsW",
    "cafW",
    "pafsK",
    "afsafK",
    "afsafyafF",
    "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
    "fcafmpafK",
    // Last legs that land only on a piece or only on an empty square: a
    // step then a capture, a capture then a step (two legs), and the same
    // as the third leg of three.
    "mafcWcafmF",
    "fcafmpafmWfcafmpafcF",
];

/// The tests on the shared boards (`geometry_test_boards`) that declare
/// [`PIECES`] (the set `walk`): one test a board shape, so that the
/// harness runs them side by side. Each board is checked through its
/// [`PieceView`], so that the checks below are compiled once rather than
/// once per board.
macro_rules! boards {
    ($($test:ident { $($module:ident: $mapping:ident;)* })*) => {
        $(
            #[test]
            fn $test() {
                $(
                    check(
                        &View::<geometry_test_boards::$module::Board>::new(
                            geometry_test_boards::$module::Piece::name,
                        ),
                        stringify!($mapping).parse::<Mapping>().unwrap(),
                    );
                )*
            }
        )*
    };
}

boards! {
    every_part_matches_a_coordinate_walk_on_8x8_in_every_mapping {
        std_lerf: lerf;
        std_lerbef: lerbef;
        std_berlef: berlef;
        std_berf: berf;
        std_lefr: lefr;
        std_lefber: lefber;
        std_befler: befler;
        std_befr: befr;
    }
    every_part_matches_a_coordinate_walk_on_12x10_in_every_mapping {
        grand_lerf: lerf;
        grand_lerbef: lerbef;
        grand_berlef: berlef;
        grand_berf: berf;
        grand_lefr: lefr;
        grand_lefber: lefber;
        grand_befler: befler;
        grand_befr: befr;
    }
    every_part_matches_a_coordinate_walk_on_6x5_16x4_and_13x11 {
        short_lerf: lerf;
        short_lefber: lefber;
        long_lerf: lerf;
        long_lefr: lefr;
        odd_berf: berf;
        odd_befler: befler;
    }
}

/// A description written only when an assertion fails and prints it: the
/// checks below run millions of times, unoptimized, and nearly all pass.
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

/// Checks each piece of [`PIECES`] on the board of `view`, found by its
/// name (`p0` to `p35`) among the board's pieces, which may also count
/// leapers and riders.
fn check(view: &dyn PieceView, mapping: Mapping) {
    let (files, ranks) = (view.files(), view.ranks());
    let layout = Layout::new(files, ranks, mapping);
    let n = layout.n();
    let mut stream = Stream::new(0x5eed ^ n as u64);
    let names = view.piece_names();
    // The moves of several legs (from `p20` on) are declared on some of
    // the boards (the set `walk_legs`).
    let walk = (0..PIECES.len()).filter_map(|k| {
        let declared = names.iter().position(|&p| p == format!("p{k}"));
        assert!(
            declared.is_some() || k >= 20,
            "the board declares the set `walk`"
        );
        declared.map(|p| (k, p))
    });
    let board = Board::new(files, ranks, mapping).unwrap();
    for (k, piece) in walk {
        let parts = Betza::parse(PIECES[k]).unwrap();
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
                            PIECES[k],
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

geometry_macros::board! {
    mod one_rank { files = 4, ranks = 1, pieces = [p = "WaF"] }
}
geometry_macros::board! {
    mod two_squares {
        files = 2, ranks = 1,
        pieces = [dog = "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK"],
    }
}

geometry_macros::board! {
    mod back_through { files = 5, ranks = 5, pieces = [back = "cabmafK"] }
}

/// A second leg back onto the start square, which the piece has left: by
/// slot, its square is empty whatever the caller says, and the moves go
/// on through it as they do by square.
#[test]
fn the_start_square_is_empty_by_slot() {
    use back_through::{Piece, Square, square_bb};
    let back = Piece::Back;
    let mut through_start = 0;
    for sq in Square::ALL {
        for slot in 0..back.mid_leg_slots() {
            let Some((via, mid)) = back.mid_leg_squares(0, sq, slot) else {
                continue;
            };
            // The first leg captures; the moving piece is in the occupancy.
            let occupied = square_bb(via) | square_bb(sq);
            let by_square = back.mid_leg_targets(0, sq, via, mid, occupied);
            for mid_occupied in [false, true] {
                let by_slot = back.slot_mid_leg_targets(0, sq, slot, true, mid_occupied, occupied);
                assert_eq!(by_slot, by_square, "{sq} slot {slot}, {mid_occupied}");
            }
            if mid == sq && by_square != 0 {
                through_start += 1;
            }
        }
    }
    // A king step out and back, then on past the start square: from a
    // square with a neighbour on both sides in a direction. Along ranks
    // and files, three squares of each of five lines, both ways: 2 * 2 *
    // 5 * 3; along diagonals, the nine inner squares, four ways.
    assert_eq!(through_start, 2 * 2 * 5 * 3 + 9 * 4);
}

/// Legs that fit nowhere on the board add no legs items: two ferz steps
/// on one rank have no first leg anywhere, and the lion dog's moves of
/// three legs no middle square on a board of two squares. The `Piece`
/// enum answers for them with its stand-ins, and the core says so.
#[test]
fn legs_that_fit_nowhere_have_no_items() {
    use one_rank::{Piece, Square};
    let one = Board::new(4, 1, Mapping::Lerf).expect("a valid board");
    let two = Board::new(2, 1, Mapping::Lerf).expect("a valid board");
    let piece = |betza: &str| FairyPiece::from_betza("p", Betza::parse(betza).expect("Betza"));
    assert_eq!(formula::legs_on(&one, &piece("WaF")), [false, false]);
    let dog = piece("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK");
    assert_eq!(formula::legs_on(&two, &dog), [true, false]);
    // Its wazir steps still move it.
    let bits = |squares: &[Square]| {
        squares
            .iter()
            .fold(0, |bb, &sq| bb | one_rank::square_bb(sq))
    };
    assert_eq!(
        one_rank::p_attacks(Square::B1, 0),
        bits(&[Square::A1, Square::C1])
    );
    assert_eq!(Piece::P.leg_slots(), 0);
    assert_eq!(Piece::P.legs(0, Square::B1, 0), 0);
    assert_eq!(Piece::P.leg_via(0, Square::B1, 0), None);
    assert_eq!(Piece::P.slot_leg_targets(0, Square::B1, 0, false, 0), 0);
    use two_squares::Square::{A1, B1};
    let dog = two_squares::Piece::Dog;
    assert!(dog.leg_slots() > 0);
    for occupied in [0, two_squares::square_bb(B1)] {
        assert_eq!(dog.leg_mids(0, A1, B1, occupied), 0);
        assert_eq!(dog.slot_leg_mids(0, A1, 0, occupied != 0, occupied), 0);
        assert_eq!(dog.mid_leg_targets(0, A1, B1, A1, occupied), 0);
    }
    assert_eq!(dog.mid_leg_slots(), 0);
    assert_eq!(dog.mid_leg_squares(0, A1, 0), None);
    assert_eq!(dog.slot_mid_leg_targets(0, A1, 0, true, false, 0), 0);
}
