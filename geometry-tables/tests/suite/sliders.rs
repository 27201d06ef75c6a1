//! Slider attacks through an occupancy: every 8x8 square with every subset
//! of its relevant occupancy against a slow walk over coordinates, random
//! occupancies against shakmaty and cozy-chess, every square of u128 boards
//! in several mappings with 10,000 random occupancies against the walk,
//! and the invariants that tie the sliders to the other tables. The walks'
//! checks reach each board through its view (`geometry_test_boards::views`),
//! compiled once and optimized.

use geometry_core::Mapping;
use geometry_tables::{Bitboard, BitboardGeometry, BoardSquare};
use geometry_test_support::Stream;
use geometry_test_support::reference::{Layout, walk_rays};

use geometry_test_boards::view::{SliderView, Words, words};
use geometry_test_boards::{
    capa_lerf, grand_lefr, huge_befler, huge_lerf, long_berlef, odd_lefber, shogi_befr, std_lefber,
    tall_lerbef, views,
};

const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// The squares of the rays from `sq` without the last square of each:
/// the occupancy that can change a slider's attacks.
fn relevant(layout: &Layout, sq: usize, dirs: &[(i32, i32)]) -> Vec<usize> {
    let mut out = Vec::new();
    for mut ray in layout.rays(sq, dirs) {
        ray.pop();
        out.extend(ray);
    }
    out
}

/// The words of `a` or `b`.
fn or(a: Words, b: Words) -> Words {
    [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]]
}

/// Every square, every subset of its relevant occupancy (with and without
/// the slider's own square occupied), the rook's and the bishop's attacks
/// against the walk: returns the number of pairs checked.
fn exhaustive(view: &dyn SliderView, mapping: Mapping) -> usize {
    let layout = Layout::new(view.files(), view.ranks(), mapping);
    let mut pairs = 0;
    for_each_relevant_occupancy(&layout, |sq, dirs, rays, full, occupied| {
        let want = walk_rays(rays, full);
        let attacks = |occupied| match dirs == &ROOK {
            true => view.rook_attacks(sq, occupied),
            false => view.bishop_attacks(sq, occupied),
        };
        assert_eq!(attacks(occupied), want, "square {sq} {occupied:x?}");
        assert_eq!(
            attacks(or(occupied, words([sq]))),
            want,
            "square {sq} with itself"
        );
        pairs += 1;
    });
    pairs
}

/// The queen on the same pairs as [`exhaustive`]: a rook's relevant
/// squares cannot block a bishop line and the other way round, so the
/// queen's attacks are the walk in all eight directions.
fn exhaustive_queen(view: &dyn SliderView, mapping: Mapping) -> usize {
    let layout = Layout::new(view.files(), view.ranks(), mapping);
    let all: Vec<_> = (0..layout.n())
        .map(|sq| layout.rays(sq, &[ROOK, BISHOP].concat()))
        .collect();
    let mut pairs = 0;
    for_each_relevant_occupancy(&layout, |sq, _, _, full, occupied| {
        let want = walk_rays(&all[sq], full);
        assert_eq!(
            view.queen_attacks(sq, occupied),
            want,
            "square {sq} {occupied:x?}"
        );
        pairs += 1;
    });
    pairs
}

/// Calls `check` with every square, each of the rook's and the bishop's
/// directions and their rays from the square, and every subset of the
/// square's relevant occupancy there (as a row of `full` and as words).
fn for_each_relevant_occupancy(
    layout: &Layout,
    mut check: impl FnMut(usize, &[(i32, i32); 4], &[Vec<usize>], &[bool], Words),
) {
    let mut full = vec![false; layout.n()];
    for sq in 0..layout.n() {
        for dirs in [&ROOK, &BISHOP] {
            let rays = layout.rays(sq, dirs);
            let squares = relevant(layout, sq, dirs);
            // The subsets in Gray code order: each differs from the one
            // before by the square of `subset`'s lowest set bit, one
            // operation per subset rather than one per relevant square.
            let mut occupied = [0; 4];
            for subset in 0u32..1 << squares.len() {
                if subset != 0 {
                    let flip = squares[subset.trailing_zeros() as usize];
                    occupied[flip / 64] ^= 1 << (flip % 64);
                    full[flip] = !full[flip];
                }
                check(sq, dirs, &rays, &full, occupied);
            }
            // The last subset in Gray code order is a single square.
            full.iter_mut().for_each(|f| *f = false);
        }
    }
}

#[test]
fn every_relevant_occupancy_on_8x8() {
    assert_eq!(exhaustive(views::standard, Mapping::Lerf), 107_648);
    assert_eq!(exhaustive(views::std_lefber, Mapping::Lefber), 107_648);
    // The byte-swap tables work on the bit grid: two more mappings that
    // mirror it (files and ranks both reversed; file-major reversed).
    assert_eq!(exhaustive(views::std_berf, Mapping::Berf), 107_648);
    assert_eq!(exhaustive(views::std_befler, Mapping::Befler), 107_648);
}

/// The number of (square, occupancy) pairs [`exhaustive`] checks on a
/// board, by counting each ray's inner squares from coordinates: a ray of
/// `k` squares to the edge has `k - 1` that can block (none when `k` is 0).
fn pairs_closed_form(files: i32, ranks: i32) -> usize {
    let inner = |k: i32| (k - 1).max(0) as u32;
    let mut pairs = 0;
    for r in 0..ranks {
        for f in 0..files {
            let (left, right, down, up) = (f, files - 1 - f, r, ranks - 1 - r);
            let rook = inner(left) + inner(right) + inner(down) + inner(up);
            let bishop = inner(left.min(up))
                + inner(right.min(up))
                + inner(left.min(down))
                + inner(right.min(down));
            pairs += (1usize << rook) + (1usize << bishop);
        }
    }
    pairs
}

/// The 8x8 queen (three lines side by side, in vector registers where the
/// target allows) on every relevant occupancy.
#[test]
fn every_relevant_occupancy_of_the_queen_on_8x8() {
    assert_eq!(exhaustive_queen(views::standard, Mapping::Lerf), 107_648);
    assert_eq!(exhaustive_queen(views::std_berf, Mapping::Berf), 107_648);
}

#[test]
fn every_relevant_occupancy_on_the_u128_kindergarten_grids() {
    // 10x8 and 9x9 in rank-major mappings, and 7x10 file-major: grids of
    // 10, 9 and 10 columns.
    assert_eq!(
        exhaustive(views::capa_lerf, Mapping::Lerf),
        pairs_closed_form(10, 8)
    );
    assert_eq!(
        exhaustive(views::shogi_befr, Mapping::Befr),
        pairs_closed_form(9, 9)
    );
    assert_eq!(
        exhaustive(views::capa_berlef, Mapping::Berlef),
        pairs_closed_form(10, 8)
    );
    assert_eq!(
        exhaustive(views::narrow_lefr, Mapping::Lefr),
        pairs_closed_form(7, 10)
    );
    assert_eq!(pairs_closed_form(8, 8), 107_648);
}

/// The densities of the random occupancies, in turn: about a quarter of
/// the squares, and some dense and sparse ones (a half, an eighth, a
/// sixteenth), as [`Stream::subset`]'s sparseness.
const SPARSENESS: [u32; 6] = [2, 2, 2, 1, 3, 4];

/// Random occupancies of about a quarter of the squares, and some dense
/// and sparse ones.
fn occupancies<G: BitboardGeometry>(stream: &mut Stream, count: usize) -> Vec<G::Bitboard> {
    let bits: Vec<G::Bitboard> = (0..G::SQUARES).map(G::Bitboard::bit).collect();
    let mut indices = Vec::with_capacity(G::SQUARES);
    (0..count)
        .map(|k| occupancy::<G>(stream, &bits, SPARSENESS[k % 6], &mut indices))
        .collect()
}

/// One random occupancy of sparseness `sparseness`, from the squares'
/// `bits`, `indices` a buffer for the draw.
fn occupancy<G: BitboardGeometry>(
    stream: &mut Stream,
    bits: &[G::Bitboard],
    sparseness: u32,
    indices: &mut Vec<usize>,
) -> G::Bitboard {
    stream.subset_into(G::SQUARES, sparseness, indices);
    let mut bb = G::Bitboard::EMPTY;
    for &index in indices.iter() {
        bb |= bits[index];
    }
    bb
}

/// Every square against [`walk_rays`] with `per_square` random
/// occupancies each, through the board's view. The occupancies are drawn
/// once per board and met by every square: each square still sees
/// `per_square` occupancies of the same densities.
fn random(view: &dyn SliderView, mapping: Mapping, per_square: usize) -> usize {
    let layout = Layout::new(view.files(), view.ranks(), mapping);
    let n = layout.n();
    let mut stream = Stream::new(0x5EED ^ n as u64);
    let mut indices = Vec::with_capacity(n);
    // Each occupancy as words for the lookups, and as a row of `full`
    // for the walk, which so reads no bitboard to find a blocker.
    let mut full = vec![false; per_square * n];
    let mut draws = Vec::with_capacity(per_square);
    for (k, row) in full.chunks_mut(n).enumerate() {
        stream.subset_into(n, SPARSENESS[k % 6], &mut indices);
        for &index in &indices {
            row[index] = true;
        }
        draws.push(words(indices.iter().copied()));
    }
    // The occupancies are as dense as drawn (about 24% of the squares on
    // average over the six densities), not empty or nearly: a check on
    // empty boards alone would pass as well.
    let filled: u32 = draws.iter().flatten().map(|w| w.count_ones()).sum();
    let share = f64::from(filled) / (per_square * n) as f64;
    assert!((0.2..0.28).contains(&share), "occupancies {share:.3} full");
    let mut checked = 0;
    for sq in 0..n {
        let (rook_rays, bishop_rays) = (layout.rays(sq, &ROOK), layout.rays(sq, &BISHOP));
        for (&occupied, full) in draws.iter().zip(full.chunks(n)) {
            let rook = walk_rays(&rook_rays, full);
            let bishop = walk_rays(&bishop_rays, full);
            assert_eq!(view.rook_attacks(sq, occupied), rook, "square {sq}");
            assert_eq!(view.bishop_attacks(sq, occupied), bishop, "square {sq}");
            assert_eq!(
                view.queen_attacks(sq, occupied),
                or(rook, bishop),
                "square {sq}"
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn u128_boards_every_square_10000_occupancies() {
    let checked = random(views::capa_lerf, Mapping::Lerf, 10_000)
        + random(views::shogi_befr, Mapping::Befr, 10_000)
        + random(views::grand_lefr, Mapping::Lefr, 10_000)
        + random(views::long_berlef, Mapping::Berlef, 10_000)
        + random(views::tall_lerbef, Mapping::Lerbef, 10_000);
    assert_eq!(checked, (80 + 81 + 120 + 128 + 128) * 10_000);
}

#[test]
fn bitboard256_boards_every_square_2000_occupancies() {
    let checked = random(views::huge_lerf, Mapping::Lerf, 2_000)
        + random(views::huge_befler, Mapping::Befler, 2_000)
        + random(views::odd_lefber, Mapping::Lefber, 2_000);
    assert_eq!(checked, (256 + 256 + 143) * 2_000);
}

/// Two peers by two other methods: shakmaty's hyperbola quintessence
/// (built without its `magics` feature) and cozy-chess's magic bitboards.
#[test]
fn agrees_with_shakmaty_and_cozy_chess() {
    use geometry_tables::{Square, bishop_attacks, queen_attacks, rook_attacks};
    let mut stream = Stream::new(42);
    for &sq in &Square::ALL {
        for occupied in occupancies::<geometry_tables::Board>(&mut stream, 2_000) {
            let theirs = shakmaty::Square::new(sq.index() as u32);
            let occ = shakmaty::Bitboard(occupied);
            assert_eq!(
                rook_attacks(sq, occupied),
                shakmaty::attacks::rook_attacks(theirs, occ).0
            );
            assert_eq!(
                bishop_attacks(sq, occupied),
                shakmaty::attacks::bishop_attacks(theirs, occ).0
            );
            assert_eq!(
                queen_attacks(sq, occupied),
                shakmaty::attacks::queen_attacks(theirs, occ).0
            );
            let cozy = cozy_chess::Square::index(sq.index());
            let occ = cozy_chess::BitBoard(occupied);
            assert_eq!(
                rook_attacks(sq, occupied),
                cozy_chess::get_rook_moves(cozy, occ).0
            );
            assert_eq!(
                bishop_attacks(sq, occupied),
                cozy_chess::get_bishop_moves(cozy, occ).0
            );
        }
        let theirs = shakmaty::Square::new(sq.index() as u32);
        assert_eq!(
            geometry_tables::KNIGHT_ATTACKS[sq.index()],
            shakmaty::attacks::knight_attacks(theirs).0
        );
        assert_eq!(
            geometry_tables::KING_ATTACKS[sq.index()],
            shakmaty::attacks::king_attacks(theirs).0
        );
        for (color, side) in [(0, shakmaty::Color::White), (1, shakmaty::Color::Black)] {
            assert_eq!(
                geometry_tables::PAWN_ATTACKS[color][sq.index()],
                shakmaty::attacks::pawn_attacks(side, theirs).0
            );
        }
    }
}

/// Invariants on every board: the queen is rook and bishop; between two
/// aligned squares lie exactly the squares that the slider of their line
/// attacks from both, with only the two occupied; sliders on an empty board
/// reach the rays.
fn invariants<G: BitboardGeometry>() {
    let empty = G::Bitboard::EMPTY;
    for &a in G::squares() {
        let mut rays = empty;
        for dir in 0..8 {
            rays |= G::ray(dir, a);
        }
        assert_eq!(G::queen_attacks(a, empty), rays, "{a}");
        for &b in G::squares() {
            let both = G::square_bb(a) | G::square_bb(b);
            let from_a = G::queen_attacks(a, both);
            // Along the line that joins them, the slider of that line.
            let slider = if G::rook_attacks(a, empty).has(b.index()) {
                G::rook_attacks
            } else {
                G::bishop_attacks
            };
            if G::line(a, b) != empty {
                let both_see = slider(a, both) & slider(b, both);
                assert_eq!(both_see, G::between(a, b), "{a} {b}");
            }
            assert_eq!(
                G::queen_attacks(a, both),
                G::rook_attacks(a, both) | G::bishop_attacks(a, both)
            );
            let aligned = !G::line(a, b).is_empty();
            assert_eq!(from_a.has(b.index()), aligned, "{a} sees {b}");
        }
    }
}

#[test]
fn slider_invariants_on_every_width() {
    invariants::<geometry_tables::Board>();
    invariants::<std_lefber::Board>();
    invariants::<capa_lerf::Board>();
    invariants::<shogi_befr::Board>();
    invariants::<grand_lefr::Board>();
    invariants::<long_berlef::Board>();
    invariants::<tall_lerbef::Board>();
    invariants::<huge_lerf::Board>();
    invariants::<huge_befler::Board>();
    invariants::<odd_lefber::Board>();
}
