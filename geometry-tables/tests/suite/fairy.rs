//! Fairy leapers and riders given to `board!`: every distance entry
//! against Floyd-Warshall over the piece's jumps, every attack set against
//! coordinate stepping through the typed squares, rider attacks against a
//! ray walk on random occupancies, and the symmetry of leaper attacks.

use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare, Geometry, UNREACHABLE};
use geometry_test_support::Stream;
use geometry_test_support::reference::leaper_floyd;

// The boards past 3x5 are shared (`geometry_test_boards`): those of the leapers
// and riders here (the set `fairy`), and those of Fairy-Stockfish's
// fixture below (the set `fsf`).
use geometry_test_boards::{
    capa_befr, grand_berlef, grand_lerbef, huge_lefber, shogi_befr, shogi_lefber, std_lefr,
    std_lerf,
};

geometry_macros::board! {
    mod narrow {
        files = 3, ranks = 5, mapping = berlef,
        leapers = [camel, zebra, alfil, giraffe(4, 1), mann(wazir, ferz), squirrel(alfil, knight, dabbaba)],
        riders = [nightrider(1, 2), camelrider(camel), rose_free(wazir, (2, 2))],
    }
}

/// Every (file, rank) step of the atoms, found by testing every vector of
/// the board's range (not by reflecting the atoms).
fn jumps(atoms: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for df in -15i32..=15 {
        for dr in -15i32..=15 {
            let (a, b) = (df.abs(), dr.abs());
            if atoms
                .iter()
                .any(|&(m, n)| (a, b) == (m, n) || (a, b) == (n, m))
            {
                out.push((df, dr));
            }
        }
    }
    out
}

/// The distance table `dist` (square indices) against Floyd-Warshall over
/// the jumps of `atoms` (cell ids `rank * files + file`).
fn check_dist<G: Geometry>(dist: impl Fn(G::Square, G::Square) -> u8, atoms: &[(i32, i32)]) {
    let reference = leaper_floyd(G::FILES, G::RANKS, &jumps(atoms));
    let cell = |sq: G::Square| sq.rank() as usize * G::FILES + sq.file() as usize;
    let n = G::SQUARES;
    let mut unreachable = 0;
    for &a in G::squares() {
        for &b in G::squares() {
            let want = reference[cell(a) * n + cell(b)];
            assert_eq!(dist(a, b), want, "{a} to {b}, atoms {atoms:?}");
            unreachable += usize::from(want == UNREACHABLE);
        }
    }
    // The alfil reaches a quarter of the squares at most: the tests see
    // the unreachable value.
    if atoms == [(2, 2)] {
        assert!(unreachable >= n * n / 2, "{unreachable}");
    }
}

/// The attack table against stepping by the jumps of `atoms` from each
/// square's coordinates, and the symmetry of leaper attacks.
fn check_attacks<G: BitboardGeometry>(
    attacks: impl Fn(G::Square) -> G::Bitboard,
    atoms: &[(i32, i32)],
) {
    let jumps = jumps(atoms);
    for &sq in G::squares() {
        let mut want = G::Bitboard::EMPTY;
        for &(df, dr) in &jumps {
            let (f, r) = (i32::from(sq.file()) + df, i32::from(sq.rank()) + dr);
            if let (Ok(f), Ok(r)) = (u8::try_from(f), u8::try_from(r))
                && let Some(to) = G::Square::from_coords(f, r)
            {
                want |= G::square_bb(to);
            }
        }
        assert_eq!(attacks(sq), want, "{sq}, atoms {atoms:?}");
        for &to in G::squares() {
            let there = attacks(to) & G::square_bb(sq) != G::Bitboard::EMPTY;
            assert_eq!(want & G::square_bb(to) != G::Bitboard::EMPTY, there);
        }
    }
}

/// Rider attacks against a walk: repeat each jump from the square until
/// the edge or an occupied square (included), on random occupancies.
fn check_rider<G: BitboardGeometry>(
    attacks: impl Fn(G::Square, G::Bitboard) -> G::Bitboard,
    atoms: &[(i32, i32)],
) {
    let mut stream = Stream::new(0x5eed_f41e);
    let jumps = jumps(atoms);
    for &sq in G::squares() {
        for k in 0..200 {
            let mut occupied = G::Bitboard::EMPTY;
            // A quarter, a half, an eighth or a sixteenth of the squares.
            for index in stream.subset(G::SQUARES, [2, 1, 3, 4][k % 4]) {
                occupied |= G::Bitboard::bit(index);
            }
            let mut want = G::Bitboard::EMPTY;
            for &(df, dr) in &jumps {
                let (mut f, mut r) = (i32::from(sq.file()) + df, i32::from(sq.rank()) + dr);
                while let Some(to) = u8::try_from(f)
                    .ok()
                    .zip(u8::try_from(r).ok())
                    .and_then(|(f, r)| G::Square::from_coords(f, r))
                {
                    want |= G::square_bb(to);
                    if occupied & G::square_bb(to) != G::Bitboard::EMPTY {
                        break;
                    }
                    f += df;
                    r += dr;
                }
            }
            assert_eq!(
                attacks(sq, occupied),
                want,
                "{sq} {occupied:?}, atoms {atoms:?}"
            );
        }
    }
}

macro_rules! check_board {
    (@dist $m:ident) => {{
        use $m as m;
        check_dist::<m::Board>(m::camel_dist, &[(3, 1)]);
        check_dist::<m::Board>(m::zebra_dist, &[(3, 2)]);
        check_dist::<m::Board>(m::alfil_dist, &[(2, 2)]);
        check_dist::<m::Board>(m::giraffe_dist, &[(4, 1)]);
        check_dist::<m::Board>(m::mann_dist, &[(1, 0), (1, 1)]);
        check_dist::<m::Board>(m::squirrel_dist, &[(2, 2), (2, 1), (2, 0)]);
    }};
    ($m:ident, bitboards) => {{
        check_board!(@dist $m);
        use $m as m;
        check_attacks::<m::Board>(m::camel_attacks, &[(3, 1)]);
        check_attacks::<m::Board>(m::zebra_attacks, &[(3, 2)]);
        check_attacks::<m::Board>(m::alfil_attacks, &[(2, 2)]);
        check_attacks::<m::Board>(m::giraffe_attacks, &[(4, 1)]);
        check_attacks::<m::Board>(m::mann_attacks, &[(1, 0), (1, 1)]);
        check_attacks::<m::Board>(m::squirrel_attacks, &[(2, 2), (2, 1), (2, 0)]);
        check_rider::<m::Board>(m::nightrider_attacks, &[(1, 2)]);
        check_rider::<m::Board>(m::camelrider_attacks, &[(3, 1)]);
        check_rider::<m::Board>(m::rose_free_attacks, &[(1, 0), (2, 2)]);
    }};
}

#[test]
fn shogi_9x9() {
    check_board!(shogi_befr, bitboards);
}

#[test]
fn standard_lefr() {
    check_board!(std_lefr, bitboards);
}

#[test]
fn narrow_3x5() {
    check_board!(narrow, bitboards);
}

#[test]
fn grand_12x10() {
    check_board!(grand_lerbef, bitboards);
}

#[test]
fn huge_16x16_on_bitboard256() {
    check_board!(huge_lefber, bitboards);
}

// The boards and pieces of `tests/fairy_moves.py`, which lists
// Fairy-Stockfish's moves of each piece alone on every square (and of the
// nightrider among blockers) in `tests/data/fairy_moves.txt`. Square
// names do not depend on the mapping, so each board takes another one.
geometry_macros::board! {
    mod fsf_7x5 {
        files = 7, ranks = 5, mapping = lefr,
        leapers = [
            wazir, ferz, dabbaba, horse(knight), alfil, threeleaper, camel, zebra,
            tripper, mann(wazir, ferz), squirrel(alfil, dabbaba, knight),
            gnu(knight, camel),
        ],
        riders = [nightrider(knight)],
    }
}

/// The squares of `bb` by name, sorted like the fixture's targets.
fn names<G: BitboardGeometry>(bb: G::Bitboard) -> Vec<String> {
    let mut out: Vec<G::Square> = G::squares()
        .iter()
        .copied()
        .filter(|&sq| bb & G::square_bb(sq) != G::Bitboard::EMPTY)
        .collect();
    out.sort_by_key(|sq| (sq.rank(), sq.file()));
    out.into_iter().map(|sq| sq.to_string()).collect()
}

/// Checks every fixture block of `FILESxRANKS` against `attacks(piece,
/// square, blockers)`; returns the number of squares checked.
fn check_fixture<G: BitboardGeometry>(
    attacks: impl Fn(&str, G::Square, G::Bitboard) -> G::Bitboard,
) -> usize
where
    G::Square: core::str::FromStr,
    <G::Square as core::str::FromStr>::Err: core::fmt::Debug,
{
    let board = format!("{}x{}", G::FILES, G::RANKS);
    #[allow(
        clippy::disallowed_macros,
        reason = "a test's fixture; the rule keeps file reads out of the macros' code"
    )]
    let text = include_str!("../data/fairy_moves.txt");
    let mut current: Option<(String, G::Bitboard)> = None;
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some((at, targets)) = line.split_once(':') {
            let Some((piece, blockers)) = &current else {
                continue;
            };
            let sq: G::Square = at.parse().unwrap();
            let want: Vec<&str> = targets.split_whitespace().collect();
            assert_eq!(
                names::<G>(attacks(piece, sq, *blockers)),
                want,
                "{board} {piece} {at}"
            );
            checked += 1;
            continue;
        }
        let fields: Vec<&str> = line.split(' ').collect();
        current = (fields[0] == board).then(|| {
            let mut blockers = G::Bitboard::EMPTY;
            for name in fields[2].split(',').filter(|n| *n != "-") {
                blockers |= G::square_bb(name.parse().unwrap());
            }
            (fields[1].to_string(), blockers)
        });
    }
    checked
}

macro_rules! fsf_attacks {
    ($m:ident) => {{
        use $m as m;
        check_fixture::<m::Board>(|piece, sq, occupied| match piece {
            "wazir" => m::wazir_attacks(sq),
            "ferz" => m::ferz_attacks(sq),
            "dabbaba" => m::dabbaba_attacks(sq),
            "horse" => {
                assert_eq!(m::horse_attacks(sq), m::knight_attacks(sq));
                m::horse_attacks(sq)
            }
            "alfil" => m::alfil_attacks(sq),
            "threeleaper" => m::threeleaper_attacks(sq),
            "camel" => m::camel_attacks(sq),
            "zebra" => m::zebra_attacks(sq),
            "tripper" => m::tripper_attacks(sq),
            "mann" => m::mann_attacks(sq),
            "squirrel" => m::squirrel_attacks(sq),
            "gnu" => m::gnu_attacks(sq),
            "nightrider" => m::nightrider_attacks(sq, occupied),
            other => panic!("no piece {other}"),
        })
    }};
}

#[test]
fn leapers_and_the_nightrider_agree_with_fairy_stockfish() {
    // Every square once per piece, and the nightrider's among three sets
    // of blockers (their own squares left out).
    let checked = [
        fsf_attacks!(std_lerf),
        fsf_attacks!(capa_befr),
        fsf_attacks!(shogi_lefber),
        fsf_attacks!(grand_berlef),
        fsf_attacks!(fsf_7x5),
    ];
    for (count, squares) in checked.iter().zip([64, 80, 81, 120, 35]) {
        assert!(*count >= 13 * squares + squares, "{count} of {squares}");
    }
}
