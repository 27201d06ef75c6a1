//! A two-leg piece's legs (`formula::leg_rows`, the rows the board
//! modules' `NAME_legs` and `NAME_leg_targets` read) against the core's
//! walk of its legs (`formula::first_legs` and `formula::leg_ends`, which
//! `geometry-tables`' suite checks against a coordinate walk of its own):
//! each row read as the kernels' contract describes it, with sets of
//! square indices, from every square, through every square within two
//! king steps, for both sides, on the empty board and random occupancies,
//! in four mappings, on narrow boards where two king steps share an index
//! step.

use geometry_core::formula::{self, LegRows, RowKind, SquareSet, Wide};
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_support::Stream;

// A row's squares as the piece rows' test reads them.
use crate::independent_piece_rows::{Set, squares};

/// The first leg by the rows: a square of the first row whatever it
/// holds, of the second when empty, of the third when occupied.
fn first_by_rows(
    board: &Board,
    rows: &LegRows<Wide>,
    side: usize,
    from: usize,
    occupied: &Set,
) -> Set {
    let n = board.squares();
    let row = |k: usize| squares(board, rows.first[(3 * side + k) * n + from]);
    read_three(row, &rows.first_kinds[side], occupied, "first-leg")
}

/// Three rows by what a leg may land on (anything, an empty square only, a
/// piece only) read through `occupied`, after checking that a square of
/// the first is in no other and that a row the kinds call unread holds
/// nothing.
fn read_three(row: impl Fn(usize) -> Set, kinds: &[RowKind; 3], occupied: &Set, what: &str) -> Set {
    assert!(row(0).is_disjoint(&row(1)) && row(0).is_disjoint(&row(2)));
    for (k, kind) in kinds.iter().enumerate() {
        if *kind == RowKind::None {
            assert!(row(k).is_empty(), "{what} row {k} is read nowhere");
        }
    }
    let mut out = row(0);
    out.extend(row(1).into_iter().filter(|sq| !occupied.contains(sq)));
    out.extend(row(2).into_iter().filter(|sq| occupied.contains(sq)));
    out
}

/// Where the second legs through `via` end, by the rows.
fn ends_by_rows(
    board: &Board,
    rows: &LegRows<Wide>,
    side: usize,
    (from, via): (usize, usize),
    occupied: &Set,
) -> Set {
    let Ok(slot) = rows.slots.binary_search(&(via as isize - from as isize)) else {
        return Set::new();
    };
    let width = 2 * rows.slots.len() * board.squares();
    let entry = 2 * (rows.slots.len() * from + slot) + usize::from(occupied.contains(&via));
    let values = &rows.values[side * rows.rows * width..];
    read_lists(
        board,
        &rows.kinds[side],
        values,
        (width, entry),
        from,
        occupied,
    )
}

/// The middle squares of the moves of three legs through `via`, by the
/// rows: a square of the first row whatever it holds, of the second when
/// empty, of the third when occupied (the start square counts as empty).
fn mids_by_rows(
    board: &Board,
    rows: &LegRows<Wide>,
    side: usize,
    (from, via): (usize, usize),
    occupied: &Set,
) -> Set {
    let Ok(slot) = rows.slots.binary_search(&(via as isize - from as isize)) else {
        return Set::new();
    };
    if rows.pairs.is_empty() {
        assert!(rows.mids.is_empty() && rows.mid_values.is_empty());
        return Set::new();
    }
    let width = 2 * rows.slots.len() * board.squares();
    let entry = 2 * (rows.slots.len() * from + slot) + usize::from(occupied.contains(&via));
    let row = |k: usize| squares(board, rows.mids[(3 * side + k) * width + entry]);
    // The start square counts as empty: it is in the first row, if
    // anywhere, and the other two are read against the occupancy as it
    // is given.
    assert!(
        !row(1).contains(&from) && !row(2).contains(&from),
        "the start square in the first row"
    );
    read_three(row, &rows.mid_kinds[side], occupied, "middle")
}

/// Where the moves of three legs through `via` and `mid` end, by the
/// rows (the start square's two entries alike).
fn mid_ends_by_rows(
    board: &Board,
    rows: &LegRows<Wide>,
    side: usize,
    (from, via, mid): (usize, usize, usize),
    occupied: &Set,
) -> Set {
    let pair = (via as isize - from as isize, mid as isize - via as isize);
    let Ok(k) = rows.pairs.binary_search(&pair) else {
        return Set::new();
    };
    let width = 4 * rows.pairs.len() * board.squares();
    let held = |sq: usize| usize::from(sq != from && occupied.contains(&sq));
    let entry = 4 * (rows.pairs.len() * from + k) + 2 * held(via) + held(mid);
    let values = &rows.mid_values[side * rows.mid_rows * width..];
    let read = |entry: usize| {
        read_lists(
            board,
            &rows.mid_row_kinds[side],
            values,
            (width, entry),
            from,
            occupied,
        )
    };
    let ends = read(entry);
    if mid == from {
        // The start square's occupied entry, which a caller by slot may
        // name, is its empty one.
        assert_eq!(read(entry + 1), ends, "the start square's two entries");
    }
    ends
}

/// The rows of three lists (ends whatever they hold, empty only, occupied
/// only), rows of `width` sets from `values`, read at `entry` as the
/// kernels read them: a leap whole, a slide cut at its first piece.
fn read_lists(
    board: &Board,
    lists: &[Vec<RowKind>; 3],
    values: &[Wide],
    (width, entry): (usize, usize),
    from: usize,
    occupied: &Set,
) -> Set {
    let others: Set = occupied.iter().copied().filter(|&sq| sq != from).collect();
    let mut out = Set::new();
    for (list, kinds) in lists.iter().enumerate() {
        for (i, &kind) in kinds.iter().enumerate() {
            let row = squares(board, values[i * width + entry]);
            let read: Set = match kind {
                RowKind::None => Set::new(),
                RowKind::Leap => row,
                RowKind::SlideUp | RowKind::SlideDown => {
                    let mut order: Vec<usize> = row.into_iter().collect();
                    if kind == RowKind::SlideDown {
                        order.reverse();
                    }
                    let mut cut = Set::new();
                    for sq in order {
                        cut.insert(sq);
                        if occupied.contains(&sq) {
                            break;
                        }
                    }
                    cut
                }
                other => panic!("a legs row read by {other:?}"),
            };
            // The lists: ends whatever they hold, empty only, occupied only.
            out.extend(read.into_iter().filter(|sq| match list {
                0 => true,
                1 => !others.contains(sq),
                _ => others.contains(sq),
            }));
        }
    }
    out
}

#[test]
fn leg_rows_read_by_their_kernels_give_the_walks_legs() {
    let pieces = [
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
        "rFyafrF",
        "mcaflK",
        "cabK",
        "mafsK",
        // Second legs that only move, or only capture.
        "amK",
        "acfK",
        "FyamfsF",
        // Moves of three legs with a piece on the way: the lion dog, and
        // each of its kinds alone.
        "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
        "cafcafK",
        "mpafcafK",
        "cafmpafK",
        "cafcabK",
        "pafmpafsK",
        "fcafcafW",
        // A second leg that turns an eighth either way.
        "cafsmpafK",
        // Second legs back onto the start square, which counts as empty:
        // on through it, or (capturing there) nowhere.
        "cabmafK",
        "cabcafK",
    ];
    let boards = [
        (9, 10, Mapping::Lerf),
        (8, 8, Mapping::Befler),
        (2, 6, Mapping::Lefr),
        (7, 3, Mapping::Berf),
    ];
    let mut stream = Stream::new(0x1e95);
    let (mut checked, mut mid_checked) = (0usize, 0usize);
    for text in pieces {
        let piece = FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"));
        for (files, ranks, mapping) in boards {
            let board = Board::new(files, ranks, mapping).expect("a board");
            let rows = formula::leg_rows::<Wide>(&board, &piece).expect("two legs");
            for from in board.all_squares() {
                for trial in 0..4 {
                    let mut occupied = Set::new();
                    let mut wide = Wide::default();
                    for sq in board.all_squares().filter(|&sq| sq != from) {
                        if trial > 0 && stream.below(4) < trial {
                            occupied.insert(sq);
                            wide |= Wide::bit(sq);
                        }
                    }
                    // The moving piece in the occupancy, as an engine
                    // passes it, which the start square's reads ignore.
                    if trial == 3 {
                        occupied.insert(from);
                        wide |= Wide::bit(from);
                    }
                    for color in 0..2 {
                        let side = color.min(rows.sides - 1);
                        let what = format!(
                            "`{text}` ({color}) from {from} on {files}x{ranks} {mapping}, trial {trial}"
                        );
                        let first = squares(
                            &board,
                            formula::first_legs(&board, &piece, color, from, wide),
                        );
                        assert_eq!(
                            first_by_rows(&board, &rows, side, from, &occupied),
                            first,
                            "first legs of {what}"
                        );
                        // Through every square within two king steps
                        // (the first legs' and a ring past them, where
                        // the ends must be empty).
                        let (ff, fr) = board.coords(from);
                        let near = |sq: usize| {
                            let (f, r) = board.coords(sq);
                            f.abs_diff(ff) <= 2 && r.abs_diff(fr) <= 2
                        };
                        for via in board.all_squares().filter(|&sq| near(sq)) {
                            let walk = squares(
                                &board,
                                formula::leg_ends(&board, &piece, color, from, via, wide),
                            );
                            let read = ends_by_rows(&board, &rows, side, (from, via), &occupied);
                            assert_eq!(read, walk, "ends through {via} of {what}");
                            checked += usize::from(!walk.is_empty());
                            let mids = squares(
                                &board,
                                formula::leg_mids(&board, &piece, color, from, via, wide),
                            );
                            let read = mids_by_rows(&board, &rows, side, (from, via), &occupied);
                            assert_eq!(read, mids, "middle squares through {via} of {what}");
                            // For moves of three legs, through every first
                            // leg's square (a king step away) and every
                            // middle square a king step on, whether it is
                            // one or not.
                            let (vf, vr) = board.coords(via);
                            if rows.pairs.is_empty() || vf.abs_diff(ff) > 1 || vr.abs_diff(fr) > 1 {
                                continue;
                            }
                            for mid in board.all_squares().filter(|&sq| {
                                let (f, r) = board.coords(sq);
                                sq != via && f.abs_diff(vf) <= 1 && r.abs_diff(vr) <= 1
                            }) {
                                let walk = squares(
                                    &board,
                                    formula::mid_leg_ends(
                                        &board,
                                        &piece,
                                        color,
                                        from,
                                        (via, mid),
                                        wide,
                                    ),
                                );
                                let read = mid_ends_by_rows(
                                    &board,
                                    &rows,
                                    side,
                                    (from, via, mid),
                                    &occupied,
                                );
                                assert_eq!(read, walk, "ends through {via} and {mid} of {what}");
                                assert!(
                                    walk.is_empty() || mids.contains(&mid),
                                    "ends through {mid}, no middle square of {what}"
                                );
                                mid_checked += usize::from(!walk.is_empty());
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked} first-leg squares with ends");
    assert!(
        mid_checked > 5_000,
        "{mid_checked} middle squares with ends"
    );
}

/// Only pieces whose moves of several legs all have two, or three with
/// a piece on the way, get legs; only those with three get their middle
/// squares.
#[test]
fn legs_need_moves_of_two_legs_or_three_past_a_piece() {
    for (text, has, mids) in [
        ("KNADcaKmcabK", true, false),
        ("afsafK", false, false),
        ("N", false, false),
        ("afsWafsafK", false, false),
        ("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK", true, true),
        ("mpafcafK", true, true),
        ("cafpafK", true, true),
        ("KaKaaK", false, false),
        ("cafcafKafsafK", false, false),
        ("cafcafcafK", false, false),
    ] {
        let piece = FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"));
        assert_eq!(piece.has_legs(), has, "{text}");
        assert_eq!(piece.has_mid_legs(), mids, "{text}");
        assert_eq!(
            formula::leg_rows::<Wide>(&Board::STANDARD, &piece).is_some(),
            has,
            "{text}"
        );
    }
}

/// Where legs fit, worked out by hand: two ferz steps fit on no board of
/// one rank; the lion dog's moves of three legs (two king steps the same
/// way, then a third) need three squares in a line, along a rank or a
/// file, and its first legs one square more than the start.
#[test]
fn legs_fit_where_their_steps_span_the_board() {
    let piece = |betza: &str| FairyPiece::from_betza("p", Betza::parse(betza).expect("Betza"));
    let dog = piece("KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK");
    let fits = |files, ranks, piece: &FairyPiece| {
        let board = Board::new(files, ranks, Mapping::Lerf).expect("a valid board");
        formula::legs_on(&board, piece)
    };
    assert_eq!(fits(4, 1, &piece("WaF")), [false, false]);
    assert_eq!(fits(2, 2, &piece("WaF")), [true, false]);
    assert_eq!(fits(1, 1, &dog), [false, false]);
    assert_eq!(fits(2, 1, &dog), [true, false]);
    assert_eq!(fits(1, 2, &dog), [true, false]);
    assert_eq!(fits(2, 2, &dog), [true, false]);
    assert_eq!(fits(3, 1, &dog), [true, true]);
    assert_eq!(fits(1, 3, &dog), [true, true]);
    // A second leg that turns half a right angle (a capture, then a step
    // forwards and aside): a wazir step and a ferz step span two files
    // and a rank.
    let turning = piece("cafsmpafK");
    assert_eq!(fits(3, 2, &turning), [true, true]);
    assert_eq!(fits(2, 3, &turning), [true, true]);
    assert_eq!(fits(2, 2, &turning), [true, false]);
    assert_eq!(fits(8, 8, &piece("FyafsF")), [true, false]);
    assert_eq!(fits(8, 8, &piece("K")), [false, false]);
}
