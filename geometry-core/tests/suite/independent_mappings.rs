//! The eight square mappings. Each mapping's order is checked against the
//! reference article's 8x8 conversions (`^ 7`, `^ 56`, `^ 63`, transpose),
//! then every table of every test board is checked to be the LERF table
//! renumbered: `T_m[m(a)][m(b)] == T_lerf[a][b]` for pair tables, the same
//! per square, and bitboards remapped bit by bit.

use geometry_test_support::FIXTURE_SIZES;
use geometry_test_support::reference as common;

use common::{Layout, compute, ints, remap_set, square_sets, strs};
use geometry_core::{Board, Mapping, Table};

/// How a table is indexed and what its values are, decided here rather
/// than by the core's own classification. The match has no wildcard, so a
/// new table must be classified before this test compiles.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// Scalar or list whose values do not depend on the mapping.
    Same,
    /// Scalar or list of bitboards (index not a square).
    Bits,
    /// One value per square.
    PerSquare,
    /// One value per square, strings.
    PerSquareStr,
    /// A value per pair of squares.
    Pair,
    /// A bitboard per pair of squares.
    PairBits,
    /// Rows (colours or directions) of a bitboard per square.
    RowsBits,
}

fn kind(t: Table) -> Kind {
    match t {
        Table::Files | Table::Ranks | Table::Squares => Kind::Same,
        Table::X88Attack | Table::X88Step => Kind::Same,
        Table::DarkSquares | Table::LightSquares => Kind::Bits,
        Table::FileBb | Table::RankBb | Table::DiagonalBb | Table::AntiDiagonalBb => Kind::Bits,
        Table::SquareNames => Kind::PerSquareStr,
        Table::SquareColor | Table::Diagonal | Table::AntiDiagonal => Kind::PerSquare,
        Table::KnightDist
        | Table::KingDist
        | Table::TaxiDist
        | Table::SameDiagonal
        | Table::SameAntiDiagonal => Kind::Pair,
        Table::BetweenBb | Table::LineBb => Kind::PairBits,
        Table::PawnDoublePushRank | Table::PromotionRank => Kind::Bits,
        Table::KnightAttacks
        | Table::KingAttacks
        | Table::PawnAttacks
        | Table::PawnPushes
        | Table::Rays => Kind::RowsBits,
        // Indexed by rank or file, not by square.
        Table::ForwardRanksBb | Table::AdjacentFilesBb => Kind::Bits,
        Table::ForwardFileBb | Table::PawnAttackSpan | Table::PassedPawnSpan => Kind::RowsBits,
        Table::FileEdgeDist
        | Table::RankEdgeDist
        | Table::CenterKingDist
        | Table::CenterTaxiDist => Kind::PerSquare,
    }
}

#[test]
fn walk_order_matches_the_reference_conversions_on_8x8() {
    let lerf = Layout::new(8, 8, Mapping::Lerf);
    for m in Mapping::ALL {
        let lay = Layout::new(8, 8, m);
        let board = Board::new(8, 8, m).unwrap();
        for f in 0..8 {
            for r in 0..8 {
                let s = lerf.index(f, r);
                assert_eq!(s, 8 * r + f, "LERF: square = 8 * rank + file");
                let t = 8 * f + r; // LEFR: square = 8 * file + rank
                let want = match m {
                    Mapping::Lerf => s,
                    Mapping::Lerbef => s ^ 7,
                    Mapping::Berlef => s ^ 56,
                    Mapping::Berf => s ^ 63,
                    Mapping::Lefr => t,
                    Mapping::Lefber => t ^ 7,
                    Mapping::Befler => t ^ 56,
                    Mapping::Befr => t ^ 63,
                };
                assert_eq!(lay.index(f, r), want, "{m} ({f},{r})");
                assert_eq!(board.square(f, r), want, "{m} ({f},{r})");
            }
        }
    }
    // Landmarks of the mappings: LERF h1 = 7, a8 = 56; LEFR a2 = 1, b1 = 8.
    let lefr = Board::new(8, 8, Mapping::Lefr).unwrap();
    let std = Board::STANDARD;
    assert_eq!(std.parse_square("h1"), Some(7));
    assert_eq!(std.parse_square("a8"), Some(56));
    assert_eq!(lefr.parse_square("a2"), Some(1));
    assert_eq!(lefr.parse_square("b1"), Some(8));
}

/// Each mapping's description says what its numbering does on the board:
/// which coordinate changes fastest, and which way files and ranks run.
#[test]
fn descriptions_say_how_the_squares_are_numbered() {
    for m in Mapping::ALL {
        let board = Board::new(8, 8, m).unwrap();
        let a1 = board.square(0, 0);
        let (b1, a2) = (board.square(1, 0), board.square(0, 1));
        let order = if b1.abs_diff(a1) == 1 {
            "rank-major"
        } else {
            "file-major"
        };
        let way = |next: usize| if next > a1 { "ascending" } else { "descending" };
        let want = format!("{order}, files {}, ranks {}", way(b1), way(a2));
        assert_eq!(m.description(), want, "{m}");
    }
}

#[test]
fn mapping_names_round_trip() {
    let names = [
        "lerf", "lerbef", "berlef", "berf", "lefr", "lefber", "befler", "befr",
    ];
    for (m, name) in Mapping::ALL.into_iter().zip(names) {
        assert_eq!(m.name(), name);
        assert_eq!(name.parse::<Mapping>(), Ok(m));
    }
    assert!("lrfe".parse::<Mapping>().is_err());
}

#[test]
fn every_table_is_the_lerf_table_renumbered() {
    let mut entries = 0usize;
    let mut boards = 0usize;
    for &(files, ranks) in FIXTURE_SIZES {
        boards += 1;
        let lerf = Layout::new(files, ranks, Mapping::Lerf);
        let n = lerf.n();
        for table in Table::ALL {
            let base = compute(table, &lerf.board());
            for m in Mapping::ALL {
                let lay = Layout::new(files, ranks, m);
                let got = compute(table, &lay.board());
                assert_eq!(got.shape, base.shape, "{table} {files}x{ranks} {m}");
                let ctx = format!("{table} {files}x{ranks} {m}");
                match kind(table) {
                    Kind::Same => assert_eq!(ints(&got), ints(&base), "{ctx}"),
                    Kind::Bits => {
                        let (g, b) = (square_sets(&got), square_sets(&base));
                        assert_eq!(g.len(), b.len());
                        for (k, (gv, bv)) in g.iter().zip(&b).enumerate() {
                            assert_eq!(*gv, remap_set(bv, &lerf, &lay), "{ctx} [{k}]");
                        }
                    }
                    Kind::PerSquare => {
                        let (g, b) = (ints(&got), ints(&base));
                        for (f, r) in lerf.cell_of.iter().copied() {
                            assert_eq!(g[lay.index(f, r)], b[lerf.index(f, r)], "{ctx}");
                        }
                    }
                    Kind::PerSquareStr => {
                        let (g, b) = (strs(&got), strs(&base));
                        for (f, r) in lerf.cell_of.iter().copied() {
                            assert_eq!(g[lay.index(f, r)], b[lerf.index(f, r)], "{ctx}");
                        }
                    }
                    Kind::Pair => {
                        let (g, b) = (ints(&got), ints(&base));
                        for a in 0..n {
                            let (fa, ra) = lerf.cell_of[a];
                            let ma = lay.index(fa, ra);
                            for c in 0..n {
                                let (fc, rc) = lerf.cell_of[c];
                                let mc = lay.index(fc, rc);
                                assert_eq!(g[ma * n + mc], b[a * n + c], "{ctx}");
                            }
                        }
                    }
                    Kind::RowsBits => {
                        let (g, b) = (square_sets(&got), square_sets(&base));
                        assert_eq!(g.len() % n, 0);
                        for row in 0..g.len() / n {
                            for (a, &(f, r)) in lerf.cell_of.iter().enumerate() {
                                let want = remap_set(&b[row * n + a], &lerf, &lay);
                                assert_eq!(g[row * n + lay.index(f, r)], want, "{ctx}");
                            }
                        }
                    }
                    Kind::PairBits => {
                        let (g, b) = (square_sets(&got), square_sets(&base));
                        for a in 0..n {
                            let (fa, ra) = lerf.cell_of[a];
                            let ma = lay.index(fa, ra);
                            for c in 0..n {
                                let (fc, rc) = lerf.cell_of[c];
                                let mc = lay.index(fc, rc);
                                let want = remap_set(&b[a * n + c], &lerf, &lay);
                                assert_eq!(g[ma * n + mc], want, "{ctx}");
                            }
                        }
                    }
                }
                entries += got.values.len();
            }
        }
    }
    assert_eq!(boards, FIXTURE_SIZES.len());
    assert!(entries > 1_000_000, "{entries}");
}
