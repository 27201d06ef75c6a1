//! Distance and attack tables of arbitrary (m, n) leapers and compound
//! leapers, on the fixture boards in two mappings, against Floyd-Warshall
//! over (file, rank) cells and against stepping through coordinates; the
//! atoms' leaps against a list written out here.

use geometry_core::formula::{UNREACHABLE, atom_deltas, leaper_attack_table, leaper_dist_table};
use geometry_core::{Mapping, Table};
use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference::{BITBOARD_LIMIT, Layout, compute, leaper_floyd, u8s};

/// The leaps of an (m, n) atom, by enumerating every offset in range.
fn leaps(m: i32, n: i32) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for df in -4..=4i32 {
        for dr in -4..=4i32 {
            let (a, b) = (df.abs(), dr.abs());
            if (a, b) != (0, 0) && ((a, b) == (m, n) || (a, b) == (n, m)) {
                out.push((df, dr));
            }
        }
    }
    out
}

/// Seven atoms, two compounds and three one-way leapers.
fn pieces() -> Vec<(&'static str, Vec<(i32, i32)>)> {
    let atom = |m: u8, n: u8| atom_deltas(m, n);
    let mut wazir_ferz = atom(1, 0);
    wazir_ferz.extend(atom(1, 1));
    let mut knight_dabbaba = atom(2, 1);
    knight_dabbaba.extend(atom(2, 0));
    vec![
        ("wazir", atom(1, 0)),
        ("ferz", atom(1, 1)),
        ("dabbaba", atom(2, 0)),
        ("alfil", atom(2, 2)),
        ("camel", atom(3, 1)),
        ("zebra", atom(3, 2)),
        ("giraffe", atom(4, 1)),
        ("wazir+ferz", wazir_ferz),
        ("knight+dabbaba", knight_dabbaba),
        // One-way leaps, as Betza's directional pieces have: a table that
        // mirrors a step goes unseen on the symmetric atoms above.
        ("(2, 1) alone", vec![(2, 1)]),
        ("forward knight", vec![(-1, 2), (1, 2), (-2, 1), (2, 1)]),
        ("left wazir, back-right ferz", vec![(-1, 0), (1, -1)]),
    ]
}

#[test]
fn atoms_have_their_symmetric_leaps() {
    for m in 0..=4u8 {
        for n in 0..=4u8 {
            let mut got = atom_deltas(m, n);
            let mut want = leaps(i32::from(m), i32::from(n));
            got.sort_unstable();
            want.sort_unstable();
            assert_eq!(got, want, "({m}, {n})");
            let count = if (m, n) == (0, 0) {
                0
            } else if m == n || m == 0 || n == 0 {
                4
            } else {
                8
            };
            assert_eq!(got.len(), count, "({m}, {n})");
        }
    }
}

#[test]
fn leaper_distances_and_attacks_by_independent_means() {
    let mut entries = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        if files * ranks > 128 {
            continue; // Floyd-Warshall is cubic; the 128-square boards bound it
        }
        for m in [Mapping::Lerf, Mapping::Befler] {
            let lay = Layout::new(files, ranks, m);
            let board = lay.board();
            let n = lay.n();
            for (name, deltas) in pieces() {
                let ctx = format!("{name} {files}x{ranks} {m}");
                let dist = leaper_dist_table(&board, &deltas);
                let floyd = leaper_floyd(files, ranks, &deltas);
                let attacks: Vec<u128> = leaper_attack_table(&board, &deltas);
                for (a, &(fa, ra)) in lay.cell_of.iter().enumerate() {
                    let mut want = 0u128;
                    for &(df, dr) in &deltas {
                        let (f, r) = (fa as i32 + df, ra as i32 + dr);
                        if (0..files as i32).contains(&f) && (0..ranks as i32).contains(&r) {
                            want |= 1 << lay.index(f as usize, r as usize);
                        }
                    }
                    if n <= BITBOARD_LIMIT {
                        assert_eq!(attacks[a], want, "{ctx} attacks");
                    }
                    for (b, &(fb, rb)) in lay.cell_of.iter().enumerate() {
                        let cell = |f: usize, r: usize| r * files + f;
                        let want = floyd[cell(fa, ra) * n + cell(fb, rb)];
                        assert_eq!(dist[a * n + b], want, "{ctx} {a} {b}");
                        entries += 1;
                    }
                }
            }
            // The compounds that are chess pieces give the chess tables.
            let king = u8s(&compute(Table::KingDist, &board)).to_vec();
            let mut wazir_ferz = atom_deltas(1, 0);
            wazir_ferz.extend(atom_deltas(1, 1));
            assert_eq!(leaper_dist_table(&board, &wazir_ferz), king);
            let knight = u8s(&compute(Table::KnightDist, &board)).to_vec();
            assert_eq!(leaper_dist_table(&board, &atom_deltas(1, 2)), knight);
        }
    }
    assert!(entries > 500_000, "{entries}");
}

/// Colour-bound and sub-lattice leapers leave squares unreachable: the
/// ferz and the camel never change colour, the dabbaba and the alfil keep
/// the parity of the file and of the rank.
#[test]
fn bound_leapers_cannot_reach_every_square() {
    let lay = Layout::new(8, 8, Mapping::Lerf);
    let board = lay.board();
    for (m, n, same_class) in [
        (
            1u8,
            1u8,
            (|f: i32, r: i32| (f + r) % 2) as fn(i32, i32) -> i32,
        ),
        (3, 1, |f, r| (f + r) % 2),
        (2, 0, |f, r| (f % 2) * 2 + r % 2),
        (2, 2, |f, r| (f % 2) * 2 + r % 2),
    ] {
        let dist = leaper_dist_table(&board, &atom_deltas(m, n));
        for (a, &(fa, ra)) in lay.cell_of.iter().enumerate() {
            for (b, &(fb, rb)) in lay.cell_of.iter().enumerate() {
                let class = |f: usize, r: usize| same_class(f as i32, r as i32);
                if class(fa, ra) != class(fb, rb) {
                    assert_eq!(dist[a * 64 + b], UNREACHABLE, "({m}, {n}) {a} {b}");
                }
            }
        }
    }
}
