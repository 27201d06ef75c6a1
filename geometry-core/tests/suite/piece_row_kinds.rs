//! The kinds of the rows a piece's moves are read through (the kernels
//! of `RowKind`), piece by piece: each expectation written out by hand.

use geometry_core::formula::{RowKind, Wide, piece_moves_on, piece_rows};
use geometry_core::{Betza, Board, FairyPiece, Mapping};

const KINDS: [RowKind; 20] = [
    RowKind::None,
    RowKind::Leap,
    RowKind::SlideUp,
    RowKind::SlideDown,
    RowKind::HopUp,
    RowKind::HopDown,
    RowKind::GrassUp,
    RowKind::GrassDown,
    RowKind::Lame,
    RowKind::RookSlide,
    RowKind::BishopSlide,
    RowKind::RookGrass,
    RowKind::BishopGrass,
    RowKind::Full,
    RowKind::LameSlideUp,
    RowKind::LameSlideDown,
    RowKind::GatedSlideUp,
    RowKind::GatedSlideDown,
    RowKind::Line,
    RowKind::LameLine,
];

/// A kind's constant is its variant's name in capitals, words apart.
#[test]
fn kinds_name_their_constants() {
    for kind in KINDS {
        let mut constant = String::new();
        for c in format!("{kind:?}").chars() {
            if c.is_ascii_uppercase() && !constant.is_empty() {
                constant.push('_');
            }
            constant.push(c.to_ascii_uppercase());
        }
        assert_eq!(kind.name(), constant);
        let grass_line = matches!(kind, RowKind::RookGrass | RowKind::BishopGrass);
        assert_eq!(kind.is_grass_line(), grass_line, "{kind:?}");
    }
}

/// The rows' grouping: plain leaps merged by the move sets they are
/// in, lame leaps by their legs (a legs row, then a targets row), a
/// rider's two or more unit steps along rook or bishop lines into one
/// row each, one row per ray otherwise.
#[test]
fn rows_are_grouped_as_documented() {
    let kinds = |text: &str| {
        let piece = FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"));
        piece_rows::<u128>(&Board::STANDARD, &piece).kinds[0]
            .captures
            .clone()
    };
    use RowKind::*;
    assert_eq!(kinds("WfF"), [Leap]);
    assert_eq!(kinds("WF"), [Leap]);
    assert_eq!(kinds("mWcF"), [None, Leap]);
    assert_eq!(
        kinds("nN"),
        [Lame, None, Lame, None, Lame, None, Lame, None]
    );
    assert_eq!(kinds("Q"), [RookSlide, BishopSlide]);
    assert_eq!(kinds("fR").len(), 1);
    assert_eq!(kinds("NN").len(), 8);
    assert_eq!(kinds("gR"), [RookGrass]);
    assert_eq!(kinds("DD").len(), 4);
    assert_eq!(kinds("vR"), [RookSlide]);
    assert_eq!(kinds("AA").len(), 4);
    // Moves of several legs: the lion's two steps reach only squares
    // its jumps reach, and add no row; a capture on the way is a leap
    // row, the step past it a gate on a piece; the griffon's slides
    // are gated rays, towards higher and lower indices.
    assert_eq!(kinds("KNADcaKmcabK"), [Leap]);
    // Two king steps: a gate and its ends per first step, read by the
    // attacks and the quiet moves alike.
    let two = FairyPiece::from_betza("p", Betza::parse("aK").expect("Betza"));
    let rows = piece_rows::<u128>(&Board::STANDARD, &two);
    assert_eq!(rows.rows, 16);
    assert_eq!(rows.kinds[0].captures, rows.kinds[0].moves);
    assert_eq!(
        kinds("cafW"),
        [Leap, Full, None, Full, None, Full, None, Full, None]
    );
    // The griffon's slides pair up along the lines past its diagonal
    // steps, each pair one line read: its eastward slide from the
    // north-east step and its westward one from the north-west step.
    assert_eq!(
        kinds("FyafsF"),
        [Leap, Line, None, Line, None, Line, None, Line, None]
    );
    // When the gates are no squares the piece attacks anyway, a third
    // row keeps the rays' squares alone; Tamerlane's giraffe passes
    // two squares of each line.
    assert_eq!(
        kinds("WyafsW"),
        [Leap, Line, None, Line, None, Line, None, Line, None]
    );
    let lame = [LameLine, None, None].repeat(4);
    assert_eq!(kinds("mFyafsF")[1..], lame);
    assert_eq!(kinds("afsafyafF"), lame);
    // Every slide of these bent riders finds a partner, in every
    // mapping: the griffon's, the aanca's, the giraffe's, and a wazir
    // step's two slides sideways from the same first square.
    for text in ["FyafsF", "WyafsW", "afsafyafF", "WyasW"] {
        let piece = FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"));
        for mapping in Mapping::ALL {
            let board = Board::new(8, 8, mapping).expect("a valid board");
            let rows = piece_rows::<u128>(&board, &piece);
            let lines = |k: &&RowKind| matches!(k, Line | LameLine);
            let count = rows.kinds[0].captures.iter().filter(lines).count();
            assert_eq!(count, 4, "`{text}` in {mapping}");
        }
    }
    // So on a board of 128 squares; on 256 bits its two slides from
    // each diagonal step share its gate instead: a ray, the gate with
    // the other ray's kernel, the other ray.
    let griffon = FairyPiece::from_betza("p", Betza::parse("FyafsF").expect("Betza"));
    let on = |files, ranks| {
        let board = Board::new(files, ranks, Mapping::Lerf).expect("a valid board");
        piece_rows::<Wide>(&board, &griffon).kinds[0]
            .captures
            .clone()
    };
    assert_eq!(on(16, 8).iter().filter(|&&k| k == Line).count(), 4);
    let griffon = on(13, 10);
    assert_eq!(griffon.len(), 1 + 4 * 3);
    assert_eq!(griffon[0], Leap);
    for triple in griffon[1..].chunks(3) {
        assert!(
            matches!(triple[0], GatedSlideUp | GatedSlideDown),
            "{griffon:?}"
        );
        assert!(
            matches!(triple[1], LameSlideUp | LameSlideDown),
            "{griffon:?}"
        );
        assert_eq!(triple[2], None);
    }
    let ups = |kind| griffon.iter().filter(|&&k| k == kind).count();
    assert_eq!(ups(GatedSlideUp) + ups(LameSlideUp), 4);
    assert_eq!(ups(GatedSlideDown) + ups(LameSlideDown), 4);
}

/// A piece moves on a board when one of its steps fits in it.
#[test]
fn a_piece_moves_when_a_step_fits() {
    let moves = |files: usize, ranks: usize, text: &str| {
        let board = Board::new(files, ranks, Mapping::Lerf).expect("a valid board");
        let piece = FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"));
        piece_moves_on(&board, &piece)
    };
    assert!(!moves(1, 1, "K"));
    assert!(!moves(2, 2, "N"));
    assert!(moves(3, 2, "N"));
    assert!(moves(2, 3, "N"));
    assert!(!moves(8, 1, "fW"));
    assert!(moves(1, 2, "fW"));
    assert!(moves(2, 1, "sW"));
    assert!(!moves(3, 3, "H"));
    assert!(moves(4, 1, "H"));
}

/// An unlimited grasshopper reads the grasshopper lines on 8x8 only.
#[test]
fn grasshoppers_read_the_lines_on_8x8() {
    let piece = |text: &str| FairyPiece::from_betza("p", Betza::parse(text).expect("Betza"));
    let nine = Board::new(9, 9, Mapping::Lerf).expect("a valid board");
    let reads =
        |board: &Board, text: &str| piece_rows::<u128>(board, &piece(text)).reads_grass_lines();
    assert!(reads(&Board::STANDARD, "gR"));
    assert!(reads(&Board::STANDARD, "gB"));
    assert!(!reads(&Board::STANDARD, "R"));
    assert!(!reads(&Board::STANDARD, "fgR"));
    assert!(!reads(&nine, "gR"));
    assert!(!reads(&nine, "gB"));
    assert!(!reads(&Board::STANDARD, "fgB"));
}
