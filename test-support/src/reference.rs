//! Independent reference computations for the correctness tests.
//!
//! Nothing here calls a `geometry_core::formula` function: every value is
//! derived from (file, rank) coordinates with methods chosen to differ from
//! the core's (Floyd-Warshall and a closed formula instead of breadth-first
//! search, set algebra instead of ray walks, move simulation instead of
//! delta arithmetic, diagonal walks instead of index formulas).
//!
//! Squares are handled here as *cells* `(file, rank)`, with a private cell
//! id `rank * files + file`; a [`Layout`] gives each cell its index under a
//! mapping by walking the squares in that mapping's order.
#![allow(dead_code)]
#![allow(clippy::needless_range_loop)]

use geometry_core::{BitWidth, Board, Data, Hop, Mapping, MovePart, Shape, Table, Values};

/// Largest board whose bitboards are one `u128` (the reference's own
/// bitboards here are `u128`; larger boards are compared through
/// [`square_sets`]), counted independently of the core.
pub const BITBOARD_LIMIT: usize = 128;

/// Largest board with bitboard tables (`Bitboard256` past 128 squares).
pub const WIDE_LIMIT: usize = 256;

/// How a mapping walks the board: (rank-major, files ascending, ranks
/// ascending), written from the chess programming wiki's naming (the
/// coordinate named first is the major one; "le" = ascending, "be" =
/// descending). Checked against the reference article's 8x8 conversions in
/// `independent_mappings.rs`.
pub fn walk_spec(m: Mapping) -> (bool, bool, bool) {
    match m {
        Mapping::Lerf => (true, true, true),
        Mapping::Lerbef => (true, false, true),
        Mapping::Berlef => (true, true, false),
        Mapping::Berf => (true, false, false),
        Mapping::Lefr => (false, true, true),
        Mapping::Lefber => (false, true, false),
        Mapping::Befler => (false, false, true),
        Mapping::Befr => (false, false, false),
    }
}

/// A board's squares in one mapping's order, found by walking the board.
#[derive(Clone, Debug)]
pub struct Layout {
    pub files: usize,
    pub ranks: usize,
    pub mapping: Mapping,
    /// index -> (file, rank)
    pub cell_of: Vec<(usize, usize)>,
    /// cell id (`rank * files + file`) -> index
    pub index_of: Vec<usize>,
}

impl Layout {
    pub fn new(files: usize, ranks: usize, mapping: Mapping) -> Layout {
        let (rank_major, files_up, ranks_up) = walk_spec(mapping);
        let file_seq: Vec<usize> = if files_up {
            (0..files).collect()
        } else {
            (0..files).rev().collect()
        };
        let rank_seq: Vec<usize> = if ranks_up {
            (0..ranks).collect()
        } else {
            (0..ranks).rev().collect()
        };
        let mut cell_of = Vec::with_capacity(files * ranks);
        if rank_major {
            for &r in &rank_seq {
                for &f in &file_seq {
                    cell_of.push((f, r));
                }
            }
        } else {
            for &f in &file_seq {
                for &r in &rank_seq {
                    cell_of.push((f, r));
                }
            }
        }
        let mut index_of = vec![usize::MAX; files * ranks];
        for (i, &(f, r)) in cell_of.iter().enumerate() {
            index_of[r * files + f] = i;
        }
        Layout {
            files,
            ranks,
            mapping,
            cell_of,
            index_of,
        }
    }

    pub fn n(&self) -> usize {
        self.files * self.ranks
    }

    pub fn board(&self) -> Board {
        Board::new(self.files, self.ranks, self.mapping).expect("valid board")
    }

    /// The index of (file, rank) in this mapping.
    pub fn index(&self, f: usize, r: usize) -> usize {
        self.index_of[r * self.files + f]
    }

    /// The cell id (`rank * files + file`) of index `i`.
    pub fn cell(&self, i: usize) -> usize {
        let (f, r) = self.cell_of[i];
        r * self.files + f
    }

    /// The cell at signed coordinates, if on the board.
    pub fn on(&self, f: i32, r: i32) -> Option<(usize, usize)> {
        (f >= 0 && r >= 0 && (f as usize) < self.files && (r as usize) < self.ranks)
            .then_some((f as usize, r as usize))
    }

    /// The squares (indices in this mapping) a slider on index `from`
    /// attacks in the directions `dirs` (file, rank steps): each ray steps
    /// over the cells to the edge and stops at the first square
    /// `occupied` says is taken, which it includes.
    pub fn slider_walk(
        &self,
        from: usize,
        dirs: &[(i32, i32)],
        occupied: &dyn Fn(usize) -> bool,
    ) -> Vec<usize> {
        let (file, rank) = self.cell_of[from];
        let mut out = Vec::new();
        for &(df, dr) in dirs {
            let (mut f, mut r) = (file as i32 + df, rank as i32 + dr);
            while let Some((cf, cr)) = self.on(f, r) {
                let index = self.index(cf, cr);
                out.push(index);
                if occupied(index) {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        out
    }

    /// The rays of a slider on index `from` in the directions `dirs` on
    /// the empty board, each from the nearest square outwards: what
    /// [`Layout::slider_walk`] steps over, found once for
    /// [`walk_rays`] to read against many occupancies.
    pub fn rays(&self, from: usize, dirs: &[(i32, i32)]) -> Vec<Vec<usize>> {
        dirs.iter()
            .map(|&dir| self.slider_walk(from, &[dir], &|_| false))
            .collect()
    }

    /// A set of cells (bit = cell id) turned into this mapping's bitboard.
    pub fn cells_to_bits(&self, cells: u128) -> u128 {
        let mut out = 0u128;
        let mut rest = cells;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out |= 1u128 << self.index_of[c];
        }
        out
    }

    /// The set of cells for which `keep(file, rank)` holds, as a bitboard in
    /// this mapping.
    pub fn bits_where(&self, keep: &dyn Fn(usize, usize) -> bool) -> u128 {
        let mut out = 0u128;
        for (i, &(f, r)) in self.cell_of.iter().enumerate() {
            if keep(f, r) {
                out |= 1u128 << i;
            }
        }
        out
    }
}

/// The squares along each of `rays` (from [`Layout::rays`]) up to and
/// including the first that `full` marks, as four 64-bit words (word `k`
/// holding squares `64 k` to `64 k + 63`): a slider's attacks, as
/// [`Layout::slider_walk`] finds them, without stepping over coordinates
/// again.
pub fn walk_rays(rays: &[Vec<usize>], full: &[bool]) -> [u64; 4] {
    let mut out = [0; 4];
    for ray in rays {
        for &index in ray {
            out[index / 64] |= 1 << (index % 64);
            if full[index] {
                break;
            }
        }
    }
    out
}

/// A set of square indices of one mapping re-expressed in another, sorted.
pub fn remap_set(set: &[usize], from: &Layout, to: &Layout) -> Vec<usize> {
    let mut out: Vec<usize> = set
        .iter()
        .map(|&i| {
            let (f, r) = from.cell_of[i];
            to.index(f, r)
        })
        .collect();
    out.sort_unstable();
    out
}

// ---------------------------------------------------------------- core access

/// The core's table, unwrapped, with the board in the panic message.
pub fn compute(table: Table, board: &Board) -> Data {
    table
        .compute(board)
        .unwrap_or_else(|e| panic!("{} on {}: {e}", table.name(), board.describe()))
}

/// The side `n` of a pair table, asserting its shape.
pub fn pair_side(data: &Data) -> usize {
    match data.shape {
        Shape::Pair(n) => n,
        other => panic!("expected a pair table, got {other:?}"),
    }
}

pub fn u8s(data: &Data) -> &[u8] {
    match &data.values {
        Values::U8(v) => v,
        other => panic!("expected u8 values, got {}", other.elem_type()),
    }
}

pub fn i8s(data: &Data) -> &[i8] {
    match &data.values {
        Values::I8(v) => v,
        other => panic!("expected i8 values, got {}", other.elem_type()),
    }
}

pub fn bools(data: &Data) -> &[bool] {
    match &data.values {
        Values::Bool(v) => v,
        other => panic!("expected bool values, got {}", other.elem_type()),
    }
}

pub fn strs(data: &Data) -> &[String] {
    match &data.values {
        Values::Str(v) => v,
        other => panic!("expected str values, got {}", other.elem_type()),
    }
}

pub fn usizes(data: &Data) -> &[usize] {
    match &data.values {
        Values::Usize(v) => v,
        other => panic!("expected usize values, got {}", other.elem_type()),
    }
}

/// Bitboard values, asserting the width fits the board (u64 up to 64
/// squares, u128 up to 128).
pub fn bits(data: &Data, squares: usize) -> &[u128] {
    match &data.values {
        Values::Bits(w, v) => {
            let want = if squares <= 64 {
                BitWidth::U64
            } else {
                BitWidth::U128
            };
            assert_eq!(*w, want, "bit width for {squares} squares");
            if squares <= 64 {
                assert!(v.iter().all(|&x| x >> 64 == 0), "u64 table uses high bits");
            }
            v
        }
        other => panic!("expected bitboards, got {}", other.elem_type()),
    }
}

/// Each bitboard value as the sorted indices of its squares, at any width
/// (words read bit by bit, not through the core).
pub fn square_sets(data: &Data) -> Vec<Vec<usize>> {
    match &data.values {
        Values::Bits(_, v) => v
            .iter()
            .map(|&x| (0..128).filter(|&i| x >> i & 1 == 1).collect())
            .collect(),
        Values::Wide(v) => v
            .iter()
            .map(|words| {
                (0..256)
                    .filter(|&i| words[i / 64] >> (i % 64) & 1 == 1)
                    .collect()
            })
            .collect(),
        other => panic!("expected bitboards, got {}", other.elem_type()),
    }
}

/// Every value as `i128` (strings excluded), for generic comparisons.
pub fn ints(data: &Data) -> Vec<i128> {
    match &data.values {
        Values::Usize(v) => v.iter().map(|&x| x as i128).collect(),
        Values::U8(v) => v.iter().map(|&x| x as i128).collect(),
        Values::I8(v) => v.iter().map(|&x| x as i128).collect(),
        Values::U16(v) => v.iter().map(|&x| x as i128).collect(),
        Values::Bool(v) => v.iter().map(|&x| x as i128).collect(),
        Values::Bits(_, v) => v.iter().map(|&x| x as i128).collect(),
        Values::Wide(_) => panic!("256-bit bitboards have no integer form; use square_sets"),
        Values::Str(_) => panic!("strings have no integer form"),
    }
}

// ------------------------------------------------------------ directions

/// The eight unit steps (file, rank) in the documented direction order, N
/// first and clockwise: N, NE, E, SE, S, SW, W, NW. Found by turning north
/// an eighth of a turn at a time (the sign of a rotated unit vector), not
/// copied from the core's list.
pub fn compass() -> [(i32, i32); 8] {
    let mut out = [(0, 0); 8];
    for (k, step) in out.iter_mut().enumerate() {
        let angle = std::f64::consts::FRAC_PI_4 * k as f64;
        let round = |x: f64| {
            if x > 0.5 {
                1
            } else if x < -0.5 {
                -1
            } else {
                0
            }
        };
        *step = (round(angle.sin() * 1.5), round(angle.cos() * 1.5));
    }
    out
}

// ------------------------------------------------------------ knight distance

/// The eight knight jumps, found as the integer vectors of length sqrt(5).
pub fn knight_jumps() -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for dx in -2i32..=2 {
        for dy in -2i32..=2 {
            if dx * dx + dy * dy == 5 {
                out.push((dx, dy));
            }
        }
    }
    assert_eq!(out.len(), 8);
    out
}

/// All-pairs knight distance by Floyd-Warshall over cell ids; `u8::MAX`
/// where no path exists.
pub fn knight_floyd(files: usize, ranks: usize) -> Vec<u8> {
    leaper_floyd(files, ranks, &knight_jumps())
}

/// Fewest leaps between cells for a piece moving by `jumps`, by
/// Floyd-Warshall over cell ids `rank * files + file`; `u8::MAX` where no
/// path exists.
pub fn leaper_floyd(files: usize, ranks: usize, jumps: &[(i32, i32)]) -> Vec<u8> {
    const INF: u16 = u16::MAX / 2;
    let n = files * ranks;
    let mut d = vec![INF; n * n];
    for r in 0..ranks {
        for f in 0..files {
            let c = r * files + f;
            d[c * n + c] = 0;
            for &(dx, dy) in jumps {
                let (tf, tr) = (f as i32 + dx, r as i32 + dy);
                if tf >= 0 && tr >= 0 && (tf as usize) < files && (tr as usize) < ranks {
                    d[c * n + tr as usize * files + tf as usize] = 1;
                }
            }
        }
    }
    let mut row_k = vec![0u16; n];
    for k in 0..n {
        row_k.copy_from_slice(&d[k * n..(k + 1) * n]);
        for i in 0..n {
            let dik = d[i * n + k];
            if dik >= INF {
                continue;
            }
            let row_i = &mut d[i * n..(i + 1) * n];
            for (dij, &dkj) in row_i.iter_mut().zip(&row_k) {
                let via = dik + dkj;
                if via < *dij {
                    *dij = via;
                }
            }
        }
    }
    d.into_iter()
        .map(|x| if x >= INF { u8::MAX } else { x as u8 })
        .collect()
}

/// The knight distance on an unbounded board (closed form), for file and
/// rank differences `dx`, `dy`.
pub fn knight_unbounded(dx: i32, dy: i32) -> i32 {
    let (a, b) = (dx.abs(), dy.abs());
    let (big, small) = if a >= b { (a, b) } else { (b, a) };
    if (big, small) == (1, 0) {
        return 3;
    }
    if (big, small) == (2, 2) {
        return 4;
    }
    let delta = big - small;
    if small > delta {
        delta - 2 * (delta - small).div_euclid(3)
    } else {
        delta - 2 * (delta - small).div_euclid(4)
    }
}

/// The closed form with the corner special case: one square in a corner and
/// the other diagonally next to it takes 4 moves. Exact on boards whose
/// sides are both at least 5 (the tests confirm it against Floyd-Warshall).
pub fn knight_closed(files: usize, ranks: usize, a: (usize, usize), b: (usize, usize)) -> u8 {
    let corner = |(f, r): (usize, usize)| (f == 0 || f == files - 1) && (r == 0 || r == ranks - 1);
    let dx = a.0 as i32 - b.0 as i32;
    let dy = a.1 as i32 - b.1 as i32;
    if dx.abs() == 1 && dy.abs() == 1 && (corner(a) || corner(b)) {
        return 4;
    }
    knight_unbounded(dx, dy) as u8
}

/// Knight-connected components by union-find: cell id -> representative.
pub fn knight_components(files: usize, ranks: usize) -> Vec<usize> {
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    let n = files * ranks;
    let mut parent: Vec<usize> = (0..n).collect();
    for r in 0..ranks {
        for f in 0..files {
            for (dx, dy) in knight_jumps() {
                let (tf, tr) = (f as i32 + dx, r as i32 + dy);
                if tf >= 0 && tr >= 0 && (tf as usize) < files && (tr as usize) < ranks {
                    let (x, y) = (
                        find(&mut parent, r * files + f),
                        find(&mut parent, tr as usize * files + tf as usize),
                    );
                    parent[x] = y;
                }
            }
        }
    }
    (0..n).map(|c| find(&mut parent, c)).collect()
}

// ------------------------------------------------------------------- lines

/// The cells of the whole line through `a` and `b` (sharing a rank, file,
/// diagonal or anti-diagonal), as cell coordinates, rank by rank; empty
/// when they are not aligned or `a == b`. Found by comparing each cell's
/// (rank, file, rank - file, rank + file) key, not by walking.
pub fn line_cell_list(
    files: usize,
    ranks: usize,
    a: (usize, usize),
    b: (usize, usize),
) -> Vec<(usize, usize)> {
    if a == b {
        return Vec::new();
    }
    let key = |(f, r): (usize, usize)| -> [i64; 4] {
        let (f, r) = (f as i64, r as i64);
        [r, f, r - f, r + f]
    };
    let (ka, kb) = (key(a), key(b));
    let Some(which) = (0..4).find(|&k| ka[k] == kb[k]) else {
        return Vec::new();
    };
    let mut cells = Vec::new();
    for r in 0..ranks {
        for f in 0..files {
            if key((f, r))[which] == ka[which] {
                cells.push((f, r));
            }
        }
    }
    cells
}

/// The cells strictly between `a` and `b`: the line through them
/// intersected with their bounding rectangle, ends removed.
pub fn between_cell_list(
    files: usize,
    ranks: usize,
    a: (usize, usize),
    b: (usize, usize),
) -> Vec<(usize, usize)> {
    let (f0, f1) = (a.0.min(b.0), a.0.max(b.0));
    let (r0, r1) = (a.1.min(b.1), a.1.max(b.1));
    line_cell_list(files, ranks, a, b)
        .into_iter()
        .filter(|&(f, r)| (f0..=f1).contains(&f) && (r0..=r1).contains(&r))
        .filter(|&c| c != a && c != b)
        .collect()
}

/// [`line_cell_list`] as a set of cell ids (bit `rank * files + file`),
/// for boards of at most 128 squares.
pub fn line_cells(files: usize, ranks: usize, a: (usize, usize), b: (usize, usize)) -> u128 {
    cell_bits(files, &line_cell_list(files, ranks, a, b))
}

/// [`between_cell_list`] as a set of cell ids, for boards of at most 128
/// squares.
pub fn between_cells(files: usize, ranks: usize, a: (usize, usize), b: (usize, usize)) -> u128 {
    cell_bits(files, &between_cell_list(files, ranks, a, b))
}

/// Cells as a set of cell ids.
fn cell_bits(files: usize, cells: &[(usize, usize)]) -> u128 {
    cells
        .iter()
        .fold(0, |set, &(f, r)| set | 1u128 << (r * files + f))
}

// --------------------------------------------------------------- diagonals

/// Diagonal (a1-h8 direction) numbers by walking: diagonals are numbered
/// in the order their lowest square is met going from the bottom-right
/// corner left along the first rank and then up the a-file; each is walked
/// north-east to the edge. Returns cell id -> number, and the count.
pub fn diagonal_walk(files: usize, ranks: usize) -> (Vec<usize>, usize) {
    let mut starts: Vec<(usize, usize)> = (0..files).rev().map(|f| (f, 0)).collect();
    starts.extend((1..ranks).map(|r| (0, r)));
    walk_lines(files, ranks, &starts, (1, 1))
}

/// Anti-diagonal (h1-a8 direction) numbers by walking: starts along the
/// first rank from a1 rightwards, then up the last file; each walked
/// north-west.
pub fn anti_diagonal_walk(files: usize, ranks: usize) -> (Vec<usize>, usize) {
    let mut starts: Vec<(usize, usize)> = (0..files).map(|f| (f, 0)).collect();
    starts.extend((1..ranks).map(|r| (files - 1, r)));
    walk_lines(files, ranks, &starts, (-1, 1))
}

fn walk_lines(
    files: usize,
    ranks: usize,
    starts: &[(usize, usize)],
    step: (i32, i32),
) -> (Vec<usize>, usize) {
    let mut out = vec![usize::MAX; files * ranks];
    for (k, &(f, r)) in starts.iter().enumerate() {
        let (mut f, mut r) = (f as i32, r as i32);
        while f >= 0 && r >= 0 && (f as usize) < files && (r as usize) < ranks {
            let c = r as usize * files + f as usize;
            assert_eq!(out[c], usize::MAX, "walks overlap");
            out[c] = k;
            f += step.0;
            r += step.1;
        }
    }
    assert!(out.iter().all(|&k| k != usize::MAX), "walks miss a square");
    (out, starts.len())
}

// ------------------------------------------------------------------ colours

/// Dark squares found by alternation: a1 is dark, and the colour flips at
/// every step along a rank or up a file. Returns cell id -> dark.
pub fn dark_by_alternation(files: usize, ranks: usize) -> Vec<bool> {
    let mut out = vec![false; files * ranks];
    let mut first_of_rank = true;
    for r in 0..ranks {
        let mut dark = first_of_rank;
        for f in 0..files {
            out[r * files + f] = dark;
            dark = !dark;
        }
        first_of_rank = !first_of_rank;
    }
    out
}

/// The algebraic name of a cell, by formatting.
pub fn name_of(f: usize, r: usize) -> String {
    const LETTERS: &str = "abcdefghijklmnop";
    format!("{}{}", &LETTERS[f..f + 1], r + 1)
}

// --------------------------------------------------------------------- 0x88

/// The flag bits of the seven piece kinds, in the order
/// king, queen, rook, bishop, knight, white pawn, black pawn.
#[derive(Clone, Copy, Debug)]
pub struct Flags {
    pub king: u8,
    pub queen: u8,
    pub rook: u8,
    pub bishop: u8,
    pub knight: u8,
    pub white_pawn: u8,
    pub black_pawn: u8,
}

impl Flags {
    /// The flag bits geometry-core assigns (and every emitted `x88` module
    /// repeats); the simulation only needs to know which bit is which.
    #[allow(dead_code)]
    pub fn of_core() -> Flags {
        use geometry_core::formula::x88;
        Flags {
            king: x88::KING,
            queen: x88::QUEEN,
            rook: x88::ROOK,
            bishop: x88::BISHOP,
            knight: x88::KNIGHT,
            white_pawn: x88::WHITE_PAWN,
            black_pawn: x88::BLACK_PAWN,
        }
    }

    pub fn all(&self) -> [u8; 7] {
        [
            self.king,
            self.queen,
            self.rook,
            self.bishop,
            self.knight,
            self.white_pawn,
            self.black_pawn,
        ]
    }
}

/// The padded row width: doubled until it holds `2 * files - 1` columns.
pub fn padded_width(files: usize) -> usize {
    let mut w = 1;
    while w < 2 * files - 1 {
        w *= 2;
    }
    w
}

/// Expected 0x88-style tables, from simulating every piece's moves from
/// every square of a plain `files` x `ranks` board.
pub struct X88Sim {
    pub width: usize,
    pub offset: usize,
    pub attack: Vec<u8>,
    pub step: Vec<i8>,
    /// index -> the (file, rank) delta that produced it, for every ordered
    /// pair of squares (to check the padding keeps deltas apart).
    pub delta_of: Vec<Option<(i32, i32)>>,
}

pub fn x88_simulate(files: usize, ranks: usize, flags: Flags) -> X88Sim {
    let width = padded_width(files);
    let offset = width * ranks;
    let len = 2 * offset + 1;
    let mut attack = vec![0u8; len];
    let mut step = vec![0i8; len];
    let mut delta_of: Vec<Option<(i32, i32)>> = vec![None; len];
    let on = |f: i32, r: i32| f >= 0 && r >= 0 && (f as usize) < files && (r as usize) < ranks;
    let padded = |f: i32, r: i32| width as i64 * r as i64 + f as i64;
    let index = |from: (i32, i32), to: (i32, i32)| -> usize {
        (padded(to.0, to.1) - padded(from.0, from.1) + offset as i64) as usize
    };
    for r in 0..ranks as i32 {
        for f in 0..files as i32 {
            let from = (f, r);
            // Every ordered pair: record the delta behind each index.
            for tr in 0..ranks as i32 {
                for tf in 0..files as i32 {
                    let i = index(from, (tf, tr));
                    let d = (tf - f, tr - r);
                    match delta_of[i] {
                        None => delta_of[i] = Some(d),
                        Some(seen) => assert_eq!(seen, d, "two deltas share index {i}"),
                    }
                }
            }
            // King: the eight neighbours.
            for (df, dr) in [
                (-1, -1),
                (0, -1),
                (1, -1),
                (-1, 0),
                (1, 0),
                (-1, 1),
                (0, 1),
                (1, 1),
            ] {
                if on(f + df, r + dr) {
                    attack[index(from, (f + df, r + dr))] |= flags.king;
                }
            }
            // Knight.
            for (df, dr) in knight_jumps() {
                if on(f + df, r + dr) {
                    attack[index(from, (f + df, r + dr))] |= flags.knight;
                }
            }
            // Sliders: walk each ray to the edge.
            let rays = [
                ((1, 0), flags.rook),
                ((-1, 0), flags.rook),
                ((0, 1), flags.rook),
                ((0, -1), flags.rook),
                ((1, 1), flags.bishop),
                ((-1, 1), flags.bishop),
                ((1, -1), flags.bishop),
                ((-1, -1), flags.bishop),
            ];
            for ((sf, sr), kind) in rays {
                let unit = (width as i32 * sr + sf) as i8;
                let (mut tf, mut tr) = (f + sf, r + sr);
                while on(tf, tr) {
                    let i = index(from, (tf, tr));
                    attack[i] |= kind | flags.queen;
                    assert!(step[i] == 0 || step[i] == unit, "conflicting steps");
                    step[i] = unit;
                    tf += sf;
                    tr += sr;
                }
            }
            // Pawn captures.
            for df in [-1, 1] {
                if on(f + df, r + 1) {
                    attack[index(from, (f + df, r + 1))] |= flags.white_pawn;
                }
                if on(f + df, r - 1) {
                    attack[index(from, (f + df, r - 1))] |= flags.black_pawn;
                }
            }
        }
    }
    X88Sim {
        width,
        offset,
        attack,
        step,
        delta_of,
    }
}

/// One part of a Betza piece, as the walk reads it: its steps for one
/// side, how far it goes, how it hops and which move sets it is in.
pub struct WalkPart {
    pub steps: Vec<(i32, i32)>,
    /// 1 for a leaper, 0 for no limit.
    pub range: u8,
    pub lame: bool,
    /// `'p'`, `'g'` or `' '`.
    pub hop: char,
}

impl Layout {
    /// The squares (indices in this mapping) one part reaches from index
    /// `from`, walking the board cell by cell: a lame leap goes round its
    /// orthogonal steps first, then its diagonal ones, and needs every cell
    /// before its target empty; a rider steps until it meets a piece
    /// (included) or its range; a cannon-style hopper steps to a first
    /// piece, then on to the next piece (included); a grasshopper lands on
    /// the cell just past the first piece.
    pub fn betza_walk(
        &self,
        from: usize,
        part: &WalkPart,
        occupied: &dyn Fn(usize) -> bool,
    ) -> Vec<usize> {
        let (f0, r0) = self.cell_of[from];
        let (f0, r0) = (f0 as i32, r0 as i32);
        let taken = |f: usize, r: usize| occupied(self.index(f, r));
        let mut out = Vec::new();
        for &(df, dr) in &part.steps {
            if part.range == 1 {
                let Some((tf, tr)) = self.on(f0 + df, r0 + dr) else {
                    continue;
                };
                if part.lame {
                    // The longer axis first, one cell at a time, until what
                    // is left is diagonal; then diagonal cells.
                    let (sf, sr) = (df.signum(), dr.signum());
                    let (mut f, mut r) = (f0, r0);
                    let mut clear = true;
                    let (long, short) = (df.abs().max(dr.abs()), df.abs().min(dr.abs()));
                    // The last step lands on the target: straight when the
                    // leap is orthogonal, diagonal otherwise.
                    let straight = if short == 0 { long - 1 } else { long - short };
                    for _ in 0..straight {
                        if df.abs() > dr.abs() {
                            f += sf;
                        } else {
                            r += sr;
                        }
                        clear &= !taken(f as usize, r as usize);
                    }
                    for _ in 1..df.abs().min(dr.abs()) {
                        f += sf;
                        r += sr;
                        clear &= !taken(f as usize, r as usize);
                    }
                    if !clear {
                        continue;
                    }
                }
                out.push(self.index(tf, tr));
                continue;
            }
            let (mut f, mut r) = (f0, r0);
            let mut count = 0;
            let mut hurdle = false;
            while let Some((cf, cr)) = self.on(f + df, r + dr) {
                (f, r) = (cf as i32, cr as i32);
                let piece = taken(cf, cr);
                match part.hop {
                    'p' if !hurdle => hurdle = piece,
                    'g' if !hurdle => hurdle = piece,
                    'g' => {
                        out.push(self.index(cf, cr));
                        break;
                    }
                    _ => out.push(self.index(cf, cr)),
                }
                if piece
                    && (part.hop == ' '
                        || (part.hop == 'p' && hurdle && out.last() == Some(&self.index(cf, cr))))
                {
                    break;
                }
                count += 1;
                if part.range != 0 && count >= part.range {
                    break;
                }
            }
        }
        out
    }
}

/// What a Betza piece does from one square, by the walk: the squares it
/// attacks, the empty squares it moves to, and the empty squares its first
/// moves (`i`) reach.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WalkSets {
    pub attacks: Vec<usize>,
    pub moves: Vec<usize>,
    pub initial: Vec<usize>,
}

impl Layout {
    /// Walks each of `parts` (the parser's reading of a Betza string) for
    /// `color` (black's steps are white's turned half a turn) from index
    /// `from`, and sorts what they reach into the piece's sets.
    pub fn betza_sets(
        &self,
        parts: &[MovePart],
        color: usize,
        from: usize,
        occupied: &dyn Fn(usize) -> bool,
    ) -> WalkSets {
        let mut sets = WalkSets::default();
        for part in parts {
            if !part.legs.is_empty() {
                let (attacks, moves) = self.multi_leg_sets(part, color, from, occupied);
                sets.attacks.extend(attacks);
                sets.moves.extend(moves);
                continue;
            }
            let steps = part
                .steps
                .iter()
                .map(|&(f, r)| if color == 0 { (f, r) } else { (-f, -r) })
                .collect();
            let hop = match part.hop {
                Hop::None => ' ',
                Hop::Cannon => 'p',
                Hop::Grasshopper => 'g',
            };
            let walk = WalkPart {
                steps,
                range: part.range,
                lame: part.lame,
                hop,
            };
            let reached = self.betza_walk(from, &walk, occupied);
            let empty = reached.iter().filter(|&&i| !occupied(i));
            if part.initial {
                sets.initial.extend(empty);
                continue;
            }
            if part.moves {
                sets.moves.extend(empty);
            }
            if part.captures {
                sets.attacks.extend(&reached);
            }
        }
        for set in [&mut sets.attacks, &mut sets.moves, &mut sets.initial] {
            set.sort_unstable();
            set.dedup();
        }
        sets
    }
}
