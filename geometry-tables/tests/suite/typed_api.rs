//! The typed API of every board module: `Square` with coordinates,
//! parsing and display, typed accessors, and the `Geometry` traits, on the
//! standard board and on `board!` modules of several sizes and all eight
//! mappings. Coordinates are checked against the square names (written by
//! geometry-core), parsing against geometry-core's own parser.

use geometry_core::{Board as CoreBoard, Mapping};
use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, Geometry};
use std::collections::BTreeMap;

use geometry_test_boards::{
    capa_lefr, capa_lerf, huge_befler, std_befler, std_befr, std_berf, std_berlef, std_lefber,
    std_lefr, std_lerbef, std_lerf,
};

geometry_macros::board! { mod tall { files = 3, ranks = 11, mapping = berf } }
geometry_macros::board! { mod single { files = 1, ranks = 1 } }
geometry_macros::board! { mod file_only { files = 1, ranks = 5, mapping = lefber } }

/// Everything the trait answers about a board, keyed by square names:
/// the program the test runs on every board, written once.
fn answers<G: BitboardGeometry>() -> BTreeMap<String, String> {
    let names = |bb: G::Bitboard| {
        let mut bb = bb;
        let mut out = Vec::new();
        while let Some(index) = bb.pop_lowest() {
            out.push(G::Square::from_index(index).unwrap().name());
        }
        out.sort_unstable();
        out.join(",")
    };
    let mut out = BTreeMap::new();
    for &a in G::squares() {
        out.insert(
            format!("{a}"),
            format!(
                "dark {} diag-bb {} anti-bb {} file {} rank {} flips {} {} {}",
                G::is_dark(a),
                names(G::diagonal_bb(a)),
                names(G::anti_diagonal_bb(a)),
                names(G::file_bb(a)),
                names(G::rank_bb(a)),
                a.flip_file(),
                a.flip_rank(),
                a.rotate_180(),
            ),
        );
        for &b in G::squares() {
            out.insert(
                format!("{a}-{b}"),
                format!(
                    "n{} k{} t{} d{} a{} x{} between {} line {}",
                    G::knight_dist(a, b),
                    G::king_dist(a, b),
                    G::taxi_dist(a, b),
                    G::same_diagonal(a, b),
                    G::same_anti_diagonal(a, b),
                    G::x88_attack(a, b),
                    names(G::between(a, b)),
                    names(G::line(a, b)),
                ),
            );
        }
        for (df, dr) in [(1, 0), (0, 1), (-1, -1), (2, -1), (-3, 2)] {
            let to = a.offset(df, dr).map(BoardSquare::name);
            out.insert(format!("{a}+({df},{dr})"), format!("{to:?}"));
        }
    }
    out
}

#[test]
fn one_program_gives_one_answer_on_every_mapping() {
    let standard = answers::<geometry_tables::Board>();
    assert_eq!(standard.len(), 64 + 64 * 64 + 64 * 5);
    let modules = [
        ("lerf", answers::<std_lerf::Board>()),
        ("lerbef", answers::<std_lerbef::Board>()),
        ("berlef", answers::<std_berlef::Board>()),
        ("berf", answers::<std_berf::Board>()),
        ("lefr", answers::<std_lefr::Board>()),
        ("lefber", answers::<std_lefber::Board>()),
        ("befler", answers::<std_befler::Board>()),
        ("befr", answers::<std_befr::Board>()),
    ];
    for (mapping, answers) in modules {
        assert_eq!(answers, standard, "8x8 {mapping}");
    }
    assert_eq!(answers::<capa_lerf::Board>(), answers::<capa_lefr::Board>());
    // The x88 steps differ with the width, not with the mapping.
    assert_eq!(std_befr::Board::X88_WIDTH, 16);
    assert_eq!(<std_befr::Board as Geometry>::MAPPING, "befr");
}

/// Every square of `G` against geometry-core's board of the same size
/// and mapping: index, coordinates, name, parsing, display, offsets and
/// flips. geometry-core numbers squares with its own formula.
fn check_squares<G: Geometry>(mapping: Mapping) {
    let core = CoreBoard::new(G::FILES, G::RANKS, mapping).unwrap();
    assert_eq!(G::squares().len(), core.squares());
    for (index, &sq) in G::squares().iter().enumerate() {
        let (file, rank) = core.coords(index);
        assert_eq!(sq.index(), index);
        assert_eq!(
            (usize::from(sq.file()), usize::from(sq.rank())),
            (file, rank)
        );
        assert_eq!(G::Square::from_coords(file as u8, rank as u8), Some(sq));
        assert_eq!(G::Square::from_index(index), Some(sq));
        assert_eq!(G::Square::try_from(index), Ok(sq));
        assert_eq!(sq.name(), core.square_name(index));
        assert_eq!(sq.to_string(), core.square_name(index));
        assert_eq!(sq.name().parse::<G::Square>(), Ok(sq));
        assert_eq!(sq.name().to_uppercase().parse::<G::Square>(), Ok(sq));
        for df in -17i8..=17 {
            for dr in -17i8..=17 {
                let (f, r) = (file as i32 + i32::from(df), rank as i32 + i32::from(dr));
                let on = (0..G::FILES as i32).contains(&f) && (0..G::RANKS as i32).contains(&r);
                let want = on.then(|| G::squares()[core.square(f as usize, r as usize)]);
                assert_eq!(sq.offset(df, dr), want, "{sq} by ({df}, {dr})");
            }
        }
        for (df, dr) in [(i8::MIN, 0), (0, i8::MAX), (i8::MAX, i8::MIN)] {
            assert_eq!(sq.offset(df, dr), None);
        }
        let mirror = |f: usize, r: usize| G::squares()[core.square(f, r)];
        assert_eq!(sq.flip_file(), mirror(G::FILES - 1 - file, rank));
        assert_eq!(sq.flip_rank(), mirror(file, G::RANKS - 1 - rank));
        assert_eq!(
            sq.rotate_180(),
            mirror(G::FILES - 1 - file, G::RANKS - 1 - rank)
        );
        let on = |f: usize, r: usize| (f < G::FILES && r < G::RANKS).then(|| mirror(f, r));
        assert_eq!(sq.flip_diagonal(), on(rank, file));
        let anti = (rank < G::FILES && file < G::RANKS)
            .then(|| on(G::FILES - 1 - rank, G::RANKS - 1 - file))
            .flatten();
        assert_eq!(sq.flip_anti_diagonal(), anti);
        if G::FILES == G::RANKS {
            assert!(anti.is_some() && sq.flip_diagonal().is_some());
        }
    }
    assert_eq!(G::Square::from_index(G::SQUARES), None);
    assert_eq!(
        G::Square::try_from(G::SQUARES),
        Err(geometry_tables::SquareIndexError)
    );
    assert_eq!(
        G::Square::try_from(u8::MAX).ok(),
        G::Square::from_index(255)
    );
    assert_eq!(G::Square::from_coords(G::FILES as u8, 0), None);
    assert_eq!(G::Square::from_coords(0, G::RANKS as u8), None);
    assert_eq!(G::Square::from_coords(u8::MAX, u8::MAX), None);
}

#[test]
fn squares_follow_the_mapping() {
    check_squares::<geometry_tables::Board>(Mapping::Lerf);
    check_squares::<std_lerf::Board>(Mapping::Lerf);
    check_squares::<std_lerbef::Board>(Mapping::Lerbef);
    check_squares::<std_berlef::Board>(Mapping::Berlef);
    check_squares::<std_berf::Board>(Mapping::Berf);
    check_squares::<std_lefr::Board>(Mapping::Lefr);
    check_squares::<std_lefber::Board>(Mapping::Lefber);
    check_squares::<std_befler::Board>(Mapping::Befler);
    check_squares::<std_befr::Board>(Mapping::Befr);
    check_squares::<capa_lerf::Board>(Mapping::Lerf);
    check_squares::<capa_lefr::Board>(Mapping::Lefr);
    check_squares::<huge_befler::Board>(Mapping::Befler);
    check_squares::<tall::Board>(Mapping::Berf);
    check_squares::<single::Board>(Mapping::Lerf);
    check_squares::<file_only::Board>(Mapping::Lefber);
}

#[test]
fn names_parse_and_print() {
    use geometry_tables::Square;
    assert_eq!("e4".parse::<Square>(), Ok(Square::E4));
    assert_eq!(Square::E4.to_string(), "e4");
    assert_eq!((Square::E4.file(), Square::E4.rank()), (4, 3));
    assert_eq!(
        "j10".parse::<Square>(),
        Err(geometry_tables::ParseSquareError)
    );
    assert_eq!("j8".parse::<capa_lerf::Square>(), Ok(capa_lerf::Square::J8));
    assert_eq!(capa_lerf::Square::J8.to_string(), "j8");
    assert_eq!(
        (capa_lerf::Square::J8.file(), capa_lerf::Square::J8.rank()),
        (9, 7)
    );
    assert_eq!(
        "p16".parse::<huge_befler::Square>(),
        Ok(huge_befler::Square::P16)
    );
    assert_eq!(huge_befler::Square::J10.to_string(), "j10");
    assert_eq!(
        (
            huge_befler::Square::J10.file(),
            huge_befler::Square::J10.rank()
        ),
        (9, 9)
    );
    assert_eq!(
        huge_befler::Square::A1.index(),
        15 * 16,
        "befler: a1 is the first of the last file-major column"
    );
    for bad in [
        "", "e", "4e", "e0", "e04", "e17", "q1", "e4 ", " e4", "e+4", "ee4", "e123", "é4",
    ] {
        assert!(bad.parse::<huge_befler::Square>().is_err(), "{bad:?}");
    }
    assert!("k1".parse::<capa_lerf::Square>().is_err());
    assert!("a9".parse::<capa_lerf::Square>().is_err());
}

/// The parser of the runtime crate reads every text exactly as
/// geometry-core's `Board::parse_square` does, on the largest board.
#[test]
fn parsing_agrees_with_geometry_core() {
    let core = CoreBoard::new(16, 16, Mapping::Befler).unwrap();
    let mut texts: Vec<String> = Vec::new();
    for letter in ['a', 'e', 'p', 'q', 'z', 'A', 'P', 'Q', '1', '-', 'é'] {
        for rank in [
            "", "0", "1", "01", "9", "10", "16", "17", "99", "100", "1a", "a",
        ] {
            texts.push(format!("{letter}{rank}"));
        }
    }
    for index in 0..core.squares() {
        texts.push(core.square_name(index));
    }
    for text in texts {
        let ours = text
            .parse::<huge_befler::Square>()
            .ok()
            .map(|sq| sq.index());
        assert_eq!(ours, core.parse_square(&text), "{text:?}");
    }
}

#[test]
fn typed_accessors_read_the_tables() {
    use geometry_tables::{Square, *};
    for &a in &Square::ALL {
        assert_eq!(is_dark(a), SQUARE_COLOR[a.index()] == 1);
        assert_eq!(diagonal(a), DIAGONAL[a.index()]);
        assert_eq!(square_bb(a), 1 << a.index());
        assert!(file_bb(a) & square_bb(a) != 0 && rank_bb(a) & square_bb(a) != 0);
        for &b in &Square::ALL {
            let (i, j) = (a.index(), b.index());
            assert_eq!(knight_dist(a, b), KNIGHT_DIST[i][j]);
            assert_eq!(king_dist(a, b), KING_DIST[i][j]);
            assert_eq!(taxi_dist(a, b), TAXI_DIST[i][j]);
            assert_eq!(between(a, b), BETWEEN_BB[i][j]);
            assert_eq!(line(a, b), LINE_BB[i][j]);
            assert_eq!(same_diagonal(a, b), SAME_DIAGONAL[i][j]);
            let delta = x88::from_square(b) + x88::OFFSET - x88::from_square(a);
            assert_eq!(x88_attack(a, b), X88_ATTACK[delta]);
            assert_eq!(x88_step(a, b), X88_STEP[delta]);
        }
    }
    // const: usable in constant expressions.
    const CORNER: u8 = knight_dist(Square::A1, Square::B2);
    assert_eq!(CORNER, 4);
}

/// A move-vector list beside the (file, rank) deltas it comes from.
type StepsAndDeltas = (&'static [i8], &'static [(i32, i32)]);

/// Walks every move vector from every square with the on-board test and
/// compares with coordinates: the padded layout of any width catches every
/// step off the board, wrapping below 0 included.
fn check_x88<G: Geometry>(mapping: Mapping) {
    let core = CoreBoard::new(G::FILES, G::RANKS, mapping).unwrap();
    let lists: [StepsAndDeltas; 4] = [
        (
            G::x88_knight_steps(),
            &geometry_core::formula::KNIGHT_DELTAS,
        ),
        (G::x88_king_steps(), &geometry_core::formula::KING_DELTAS),
        (G::x88_rook_steps(), &geometry_core::formula::ROOK_DELTAS),
        (
            G::x88_bishop_steps(),
            &geometry_core::formula::BISHOP_DELTAS,
        ),
    ];
    for (steps, deltas) in lists {
        // The steps are the deltas that fit on the board, in order.
        let fitting: Vec<(i32, i32)> = deltas
            .iter()
            .copied()
            .filter(|&(df, dr)| {
                df.unsigned_abs() < G::FILES as u32 && dr.unsigned_abs() < G::RANKS as u32
            })
            .collect();
        assert_eq!(steps.len(), fitting.len());
        for (&step, &(df, dr)) in steps.iter().zip(&fitting) {
            assert_eq!(i32::from(step), G::X88_WIDTH as i32 * dr + df);
            for &from in G::squares() {
                let to88 = G::x88_square(from).wrapping_add_signed(isize::from(step));
                let want = from.offset(df as i8, dr as i8);
                assert_eq!(
                    G::x88_on_board(to88),
                    want.is_some(),
                    "{from} by ({df}, {dr})"
                );
                assert_eq!(G::x88_to_square(to88), want);
            }
        }
    }
    for sq88 in (0..G::X88_OFFSET + 2 * G::X88_WIDTH).chain([usize::MAX, usize::MAX - 15]) {
        let file = sq88 % G::X88_WIDTH;
        let rank = sq88 / G::X88_WIDTH;
        let on = file < G::FILES && rank < G::RANKS;
        assert_eq!(G::x88_on_board(sq88), on, "{sq88}");
        let want = on.then(|| G::squares()[core.square(file, rank)]);
        assert_eq!(G::x88_to_square(sq88), want);
    }
}

#[test]
fn x88_helpers_are_total_on_every_width() {
    check_x88::<geometry_tables::Board>(Mapping::Lerf);
    check_x88::<std_befr::Board>(Mapping::Befr);
    check_x88::<capa_lerf::Board>(Mapping::Lerf);
    check_x88::<capa_lefr::Board>(Mapping::Lefr);
    check_x88::<huge_befler::Board>(Mapping::Befler);
    check_x88::<tall::Board>(Mapping::Berf);
    check_x88::<single::Board>(Mapping::Lerf);
    check_x88::<file_only::Board>(Mapping::Lefber);
    assert_eq!(huge_befler::Board::X88_WIDTH, 32);
}
