//! A Betza piece's rows (`formula::piece_rows`, the tables the board
//! modules' kernels read) against the core's walk of the piece
//! (`formula::piece_reach`, itself checked against Fairy-Stockfish in
//! `fairy_stockfish.rs`): each row read here as the kernels' contract
//! describes it, with sets of square indices instead of bit tricks.
//!
//! The pieces are every Betza string of the built-in variants and of the
//! random strings, each on its board of `geometry-tables/tests/data`, and
//! six pieces that move to one side only and nineteen multi-leg ones, on 9x10; in
//! two mappings (the rows' "up" and "down" are in square indices), from
//! every square, for both sides, among three of the data's occupancies in
//! each mapping. A piece has rows for black when black moves otherwise
//! than white somewhere among them, and only when its steps differ.

use geometry_core::formula::{self, PieceRows, RowKind, SquareSet, Wide};
use geometry_core::{Betza, Board, FairyPiece, Mapping};
use geometry_test_support::bits::squares_of_words;
use geometry_test_support::fairy_data;
use std::collections::BTreeSet;

pub(crate) type Set = BTreeSet<usize>;

/// The squares of a row entry, by its words' bits (a scan of the board
/// per set was most of this test's time and the leg rows' test's), none
/// of them past the board.
pub(crate) fn squares(board: &Board, set: Wide) -> Set {
    let out: Set = squares_of_words(&set.0).into_iter().collect();
    assert!(
        out.last().is_none_or(|&sq| sq < board.squares()),
        "a square past the board"
    );
    out
}

/// The squares a slider reaches from `from` along each of `steps` to its
/// first occupied square; with `grass`, only the square just past it.
fn lines(board: &Board, from: usize, occupied: &Set, steps: &[(i32, i32)], grass: bool) -> Set {
    let (file, rank) = board.coords(from);
    let on_board = |f: i32, r: i32| {
        let (files, ranks) = (board.files() as i32, board.ranks() as i32);
        ((0..files).contains(&f) && (0..ranks).contains(&r))
            .then(|| board.square(f as usize, r as usize))
    };
    let mut out = Set::new();
    for &(df, dr) in steps {
        let (mut f, mut r) = (file as i32, rank as i32);
        let mut hurdle = false;
        while let Some(sq) = on_board(f + df, r + dr) {
            (f, r) = (f + df, r + dr);
            if grass && !hurdle {
                hurdle = occupied.contains(&sq);
                continue;
            }
            out.insert(sq);
            if grass || occupied.contains(&sq) {
                break;
            }
        }
    }
    out
}

const ROOK: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// A piece's rows on one board, each entry as a set of squares.
struct Rows {
    rows: PieceRows<Wide>,
    sets: Vec<Set>,
}

impl Rows {
    fn new(board: &Board, piece: &FairyPiece) -> Rows {
        let rows = formula::piece_rows::<Wide>(board, piece);
        let sets = rows.values.iter().map(|&w| squares(board, w)).collect();
        Rows { rows, sets }
    }

    /// Row `i` of `side` at `from`.
    fn at(&self, board: &Board, side: usize, i: usize, from: usize) -> &Set {
        &self.sets[(side * self.rows.rows + i) * board.squares() + from]
    }
}

/// What row `i` of a side gives from `from`, read by its kernel `kind`.
fn read(
    board: &Board,
    rows: &Rows,
    side: usize,
    (i, kind, step): (usize, RowKind, usize),
    from: usize,
    occupied: &Set,
) -> Set {
    let ray = rows.at(board, side, i, from);
    let blockers: Vec<usize> = ray
        .iter()
        .copied()
        .filter(|sq| occupied.contains(sq))
        .collect();
    // Away from `from`: increasing indices for the "up" kernels.
    let away = |up: bool| -> Vec<usize> {
        if up {
            ray.iter().copied().collect()
        } else {
            ray.iter().rev().copied().collect()
        }
    };
    let cut = |up: bool, skip: usize| -> Set {
        // The ray from `from` outwards, past `skip` blockers, to the next
        // blocker (included).
        let mut out = Set::new();
        let mut passed = 0;
        for sq in away(up) {
            let taken = occupied.contains(&sq);
            if passed == skip {
                out.insert(sq);
                if taken {
                    break;
                }
            }
            passed += usize::from(taken);
        }
        out
    };
    match kind {
        RowKind::None => Set::new(),
        RowKind::Leap => ray.clone(),
        RowKind::SlideUp => cut(true, 0),
        RowKind::SlideDown => cut(false, 0),
        RowKind::HopUp => cut(true, 1),
        RowKind::HopDown => cut(false, 1),
        RowKind::GrassUp | RowKind::GrassDown => {
            let hurdle = if kind == RowKind::GrassUp {
                blockers.first().map(|&h| h.checked_add(step))
            } else {
                blockers.last().map(|&h| h.checked_sub(step))
            };
            hurdle
                .flatten()
                .filter(|sq| ray.contains(sq))
                .into_iter()
                .collect()
        }
        RowKind::Lame if blockers.is_empty() => rows.at(board, side, i + 1, from).clone(),
        RowKind::Lame => Set::new(),
        RowKind::Full if ray.iter().all(|sq| occupied.contains(sq)) => {
            rows.at(board, side, i + 1, from).clone()
        }
        RowKind::Full => Set::new(),
        RowKind::LameSlideUp | RowKind::LameSlideDown if blockers.is_empty() => {
            // The next row's ray away from its start, to its first piece.
            let next = rows.at(board, side, i + 1, from);
            let mut order: Vec<usize> = next.iter().copied().collect();
            if kind == RowKind::LameSlideDown {
                order.reverse();
            }
            let mut out = Set::new();
            for sq in order {
                out.insert(sq);
                if occupied.contains(&sq) {
                    break;
                }
            }
            out
        }
        RowKind::LameSlideUp | RowKind::LameSlideDown => Set::new(),
        // The ray of this row, to its first piece, when the next row's
        // squares are empty.
        RowKind::GatedSlideUp | RowKind::GatedSlideDown
            if rows
                .at(board, side, i + 1, from)
                .iter()
                .all(|sq| !occupied.contains(sq)) =>
        {
            cut(kind == RowKind::GatedSlideUp, 0)
        }
        RowKind::GatedSlideUp | RowKind::GatedSlideDown => Set::new(),
        // This row's ray down to its first piece, and the next row's up
        // to its own; a lame line's squares only where the row after next
        // has them.
        RowKind::Line | RowKind::LameLine => {
            let mut out = cut(false, 0);
            for &sq in rows.at(board, side, i + 1, from) {
                out.insert(sq);
                if occupied.contains(&sq) {
                    break;
                }
            }
            if kind == RowKind::LameLine {
                out.retain(|sq| rows.at(board, side, i + 2, from).contains(sq));
            }
            out
        }
        RowKind::RookSlide => &lines(board, from, occupied, &ROOK, false) & ray,
        RowKind::BishopSlide => &lines(board, from, occupied, &BISHOP, false) & ray,
        RowKind::RookGrass => &lines(board, from, occupied, &ROOK, true) & ray,
        RowKind::BishopGrass => &lines(board, from, occupied, &BISHOP, true) & ray,
    }
}

/// The rows' captures, quiet moves and first moves, the last two on
/// empty squares, as `piece_reach` gives them.
fn from_rows(board: &Board, rows: &Rows, color: usize, from: usize, occupied: &Set) -> [Set; 3] {
    let side = color.min(rows.rows.sides - 1);
    let kinds = &rows.rows.kinds[side];
    let mut out = [Set::new(), Set::new(), Set::new()];
    for (set, list) in [&kinds.captures, &kinds.moves, &kinds.initial]
        .into_iter()
        .enumerate()
    {
        for (i, &kind) in list.iter().enumerate() {
            let step = kinds.steps.get(i).copied().unwrap_or(0);
            out[set].extend(read(board, rows, side, (i, kind, step), from, occupied));
        }
        if set > 0 {
            out[set].retain(|sq| !occupied.contains(sq));
        }
    }
    out
}

/// The data's boards and Betza strings: the built-in variants' and the
/// random ones.
fn pieces() -> Vec<(usize, usize, String)> {
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let data = [
        include_str!("../../../geometry-tables/tests/data/betza_moves.txt"),
        include_str!("../../../geometry-tables/tests/data/betza_random.txt"),
    ];
    // Lame leaps and riders on one side only, which a mirrored step would
    // move elsewhere; multi-leg moves of every kernel (gates empty and
    // occupied, sliding ends both ways, two slides behind one gate and two
    // read as one line (one of them from the same first square), gates
    // no leap or some leaps reach, gates off the ray's line, captures on
    // the way, a path of three legs, chiral
    // turns); a grasshopper off 8x8, ray by ray.
    let mut out: Vec<(usize, usize, String)> = [
        "rnN",
        "lfnN",
        "rnA",
        "lR",
        "rbB",
        "lpR",
        "KNADcaKmcabK",
        "BsbRfWfDfcafWfmcabW",
        "afsW",
        "afsF",
        "aK",
        "FyafsF",
        "fryafsF",
        "blyafsF",
        "mFyafsF",
        "cFyafsF",
        "frFyafsF",
        "afyafsW",
        "WyasW",
        "WyafsW",
        "cafW",
        "pafsK",
        "afsafK",
        "rFyafrF",
        "mcaflK",
        "afsafyafF",
        "abaK",
        "pabcaK",
        "mDafW",
        "cafcafK",
        "amK",
        "acfK",
        "gR",
    ]
    .iter()
    .map(|betza| (9, 10, betza.to_string()))
    .collect();
    for text in data {
        for block in fairy_data::blocks(text).expect("the data parses") {
            out.push((block.files, block.ranks, block.betza.to_string()));
        }
    }
    out
}

#[test]
fn rows_read_by_their_kernels_give_the_walks_moves() {
    let pieces = pieces();
    assert!(pieces.len() > 230, "{} pieces", pieces.len());
    let mut checked = 0usize;
    let mut kinds_read = BTreeSet::new();
    for (files, ranks, betza) in &pieces {
        let parsed = Betza::parse(betza).expect("the data's Betza parses");
        let piece = FairyPiece::from_betza("piece", parsed);
        // Three of the data's occupancies in each mapping (0: the empty
        // board; the others one to four blockers in eight squares).
        for (mapping, occupancies) in [(Mapping::Lerf, [0, 1, 3]), (Mapping::Befler, [2, 4, 9])] {
            let board = Board::new(*files, *ranks, mapping).expect("the data's board");
            let rows = Rows::new(&board, &piece);
            for set in &rows.rows.kinds {
                for list in [&set.captures, &set.moves, &set.initial] {
                    kinds_read.extend(list.iter().map(|kind| kind.name()));
                }
            }
            // Whether black ever moves otherwise than white, among the
            // same blockers.
            let mut sides_differ = false;
            for (lerf, from) in
                (0..board.squares()).map(|i| (i, board.square(i % files, i / files)))
            {
                for color in 0..2 {
                    for k in occupancies {
                        let mut occupied = Set::new();
                        let mut wide = Wide::default();
                        for (t, _) in fairy_data::occupancy(*files, *ranks, lerf, color, k) {
                            let sq = board.square(t % files, t / files);
                            occupied.insert(sq);
                            wide |= Wide::bit(sq);
                        }
                        let walk = formula::piece_reach(&board, &piece, color, from, wide)
                            .map(|set| squares(&board, set));
                        if color == 0 {
                            let black = formula::piece_reach(&board, &piece, 1, from, wide);
                            sides_differ |= black.map(|set| squares(&board, set)) != walk;
                        }
                        let read = from_rows(&board, &rows, color, from, &occupied);
                        assert_eq!(
                            read,
                            walk,
                            "{files}x{ranks} {mapping} `{betza}` from {} ({}), occupancy {k}",
                            board.square_name(from),
                            ["white", "black"][color]
                        );
                        // An engine's occupancy holds the piece itself:
                        // the rows read the same through it, the paths
                        // of several legs back over the piece's square
                        // included.
                        if piece.parts().iter().any(|p| !p.legs.is_empty()) {
                            let mut with_piece = occupied.clone();
                            with_piece.insert(from);
                            assert_eq!(
                                from_rows(&board, &rows, color, from, &with_piece),
                                walk,
                                "{files}x{ranks} {mapping} `{betza}` from {} ({}), occupancy {k} with the piece",
                                board.square_name(from),
                                ["white", "black"][color]
                            );
                        }
                        checked += 1;
                    }
                }
            }
            // Black has rows of its own when it moves otherwise somewhere,
            // and only when some part's steps differ for it.
            let steps_differ = piece.parts().iter().any(|part| {
                let [mut white, mut black] = [part.steps_for(0), part.steps_for(1)];
                white.sort_unstable();
                black.sort_unstable();
                white != black
            });
            let ctx = format!("{files}x{ranks} {mapping} `{betza}`: sides");
            assert!(!sides_differ || rows.rows.sides == 2, "{ctx}");
            assert!(steps_differ || rows.rows.sides == 1, "{ctx}");
        }
    }
    println!("{checked} (piece, square, side, occupancy) cases");
    println!("kinds read: {kinds_read:?}");
    // Every kernel is among those read here.
    assert_eq!(kinds_read.len(), 20, "{kinds_read:?}");
}
