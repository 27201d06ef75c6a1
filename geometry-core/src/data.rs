//! Plain table data: the shape of a table and its values, ready for an
//! emitter (tokens for the proc macro, source text for build scripts, C or
//! JSON for the CLI).

use crate::formula::Wide;

/// How a table is indexed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A single value (`FILES`, `DARK_SQUARES`).
    Scalar,
    /// A one-dimensional array of the given length (`SQUARE_COLOR`, `FILE_BB`).
    List(usize),
    /// An `n` x `n` array indexed by two squares (`KNIGHT_DIST[a][b]`).
    Pair(usize),
    /// `rows` arrays of `n` values, indexed by a colour or direction, then
    /// a square (`PAWN_ATTACKS[color][sq]`, `RAYS[dir][sq]`).
    Rows(usize, usize),
}

impl Shape {
    /// The number of values.
    pub const fn len(self) -> usize {
        match self {
            Shape::Scalar => 1,
            Shape::List(n) => n,
            Shape::Pair(n) => n * n,
            Shape::Rows(rows, n) => rows * n,
        }
    }

    /// The number of rows: a square-pair table's side, a table of rows'
    /// count, 1 for a list or a scalar. Rows may be empty (a piece's legs
    /// on a board where none of them fits): their count is not the
    /// values' over the row length.
    pub const fn rows(self) -> usize {
        match self {
            Shape::Scalar | Shape::List(_) => 1,
            Shape::Pair(n) => n,
            Shape::Rows(rows, _) => rows,
        }
    }

    /// True for a shape of no values: a list of length 0 (the 0x88
    /// knight steps of a board too small for one) or rows of none.
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The Rust type of a table of this shape whose elements are `elem`.
    pub fn rust_type(self, elem: &str) -> String {
        match self {
            Shape::Scalar => elem.to_string(),
            Shape::List(n) => format!("[{elem}; {n}]"),
            Shape::Pair(n) => format!("[[{elem}; {n}]; {n}]"),
            Shape::Rows(rows, n) => format!("[[{elem}; {n}]; {rows}]"),
        }
    }
}

/// The integer type that holds a board's bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitWidth {
    /// Boards of at most 64 squares.
    U64,
    /// Boards of 65 to 128 squares.
    U128,
    /// Boards of 129 to 256 squares: `geometry_tables::Bitboard256`.
    U256,
}

impl BitWidth {
    /// The width for a board of `squares` squares, or `None` past 256.
    pub const fn for_squares(squares: usize) -> Option<BitWidth> {
        if squares <= 64 {
            Some(BitWidth::U64)
        } else if squares <= 128 {
            Some(BitWidth::U128)
        } else if squares <= 256 {
            Some(BitWidth::U256)
        } else {
            None
        }
    }

    /// The type in generated code: `u64`, `u128` or
    /// `::geometry_tables::Bitboard256`.
    pub const fn rust_type(self) -> &'static str {
        match self {
            BitWidth::U64 => "u64",
            BitWidth::U128 => "u128",
            BitWidth::U256 => WIDE_TYPE,
        }
    }

    /// The name of `geometry_tables`' const helpers for this width (the
    /// obstruction difference, one bit): `w64`, `w128` or `w256`.
    pub const fn kernel(self) -> &'static str {
        match self {
            BitWidth::U64 => "w64",
            BitWidth::U128 => "w128",
            BitWidth::U256 => "w256",
        }
    }

    /// Hex digits in a full-width literal: 16, 32 or 64.
    pub const fn hex_digits(self) -> usize {
        match self {
            BitWidth::U64 => 16,
            BitWidth::U128 => 32,
            BitWidth::U256 => 64,
        }
    }
}

/// The 256-bit bitboard type, by the path generated code names it.
pub const WIDE_TYPE: &str = "::geometry_tables::Bitboard256";

/// The function a row of a `bool` table (`SAME_DIAGONAL`) is written
/// with: `bools(b"\x01\x12..")`, the positions of its `true` flags as one
/// byte string (see [`true_positions`]). Each such table's initializer
/// block defines it first ([`BOOL_ROW_FN_SOURCE`]), so that the table
/// needs no other crate. A 16x16 table's 31 distinct rows are then 31
/// byte strings where the flags written out are 16,000 tokens, and the
/// compiler spends 0.013 s on the table against 0.020 s (over an empty
/// crate, `benches/compile_cost.py`).
pub const BOOL_ROW_FN: &str = "bools";

/// The source of [`BOOL_ROW_FN`], line by line, as the printers write it
/// at the top of a `bool` table's initializer block. A slice pattern
/// rather than indexing: the compiler evaluates it for every row, and
/// each bounds check is work there.
pub const BOOL_ROW_FN_SOURCE: &[&str] = &[
    "const fn bools<const N: usize>(set: &[u8]) -> [bool; N] {",
    "    let mut row = [false; N];",
    "    let mut rest = set;",
    "    while let [at, tail @ ..] = rest {",
    "        row[*at as usize] = true;",
    "        rest = tail;",
    "    }",
    "    row",
    "}",
];

/// The positions of the `true` flags of a row, as [`BOOL_ROW_FN`] reads
/// them: one byte each, so rows of at most 256 flags (every board's);
/// positions past 255 are left out.
///
/// ```
/// use geometry_core::__private::true_positions;
///
/// assert_eq!(true_positions(&[true, false, false, true]), [0, 3]);
/// ```
pub fn true_positions(row: &[bool]) -> Vec<u8> {
    let mut set = Vec::new();
    let mut i = 0;
    // A plain loop: the macros run this unoptimized.
    while i < row.len() && i <= usize::from(u8::MAX) {
        if row[i] {
            set.push(i as u8);
        }
        i += 1;
    }
    set
}

/// The name the block around a pair table's value gives the bitboard type
/// (`{ use .. as B; .. }`).
pub const WIDE_ALIAS: &str = "B";

/// The type of a square-pair table of 256-bit bitboards (`BETWEEN_BB`,
/// `LINE_BB` past 128 squares), `Bitboard256Pairs<N>`: an index per pair
/// into the table's distinct values, read as `table[a][b]` or
/// `table.get(a, b)`. Written out in full, 65,536 entries of 32 bytes
/// cost a 16x16 build about a second and 2 MiB each; as indices, a tenth.
pub const WIDE_PAIRS_TYPE: &str = "::geometry_tables::Bitboard256Pairs";
/// The type of one row of a [`WIDE_PAIRS_TYPE`] table.
pub const WIDE_ROW_TYPE: &str = "::geometry_tables::Bitboard256Row";
/// The name the block around a pair table's value gives the row type.
pub const WIDE_ROW_ALIAS: &str = "R";
/// The name of the `static` that holds a pair table's distinct values.
pub const WIDE_VALUES: &str = "VALUES";
/// The hidden constructors a table of 256-bit bitboards is written with:
/// `Bitboard256::__words(W, &[w0, w1, .., w0, w1, ..])` for a list (and a
/// pair table's distinct values), `Bitboard256::__rows(W, &[..])` for
/// rows: the low `W` words of each bitboard (see [`wide_width`]), word 0
/// first, the lengths given by the table's type. One literal per word and
/// a loop in the compiler's evaluator cost less than a constructor per
/// bitboard: a 16x16 module 0.28 s against 0.295 s (`-Z time-passes`,
/// medians of 6).
pub const WIDE_WORDS: &str = "__words";
/// See [`WIDE_WORDS`].
pub const WIDE_ROWS: &str = "__rows";

/// How many of their four words the 256-bit values `values` are written
/// with: up to the highest word any of them sets, at least one. A 12x12
/// board's bitboards end in bit 143, so its tables need three words of
/// four, and every literal left out is work the compiler does not do.
///
/// ```
/// use geometry_core::__private::wide_width;
///
/// assert_eq!(wide_width(&[[1, 0, 0, 0], [0, 0, 5, 0]]), 3);
/// assert_eq!(wide_width(&[[0; 4]]), 1);
/// assert_eq!(wide_width(&[]), 1);
/// ```
pub fn wide_width<'a>(values: impl IntoIterator<Item = &'a [u64; 4]>) -> usize {
    let mut width = 1;
    for words in values {
        for (k, &w) in words.iter().enumerate() {
            if w != 0 && k >= width {
                width = k + 1;
            }
        }
    }
    width
}

/// The bytes of each bitboard of `sets` in a table of byte rows
/// ([`Data::byte_rows`]): a `u64` or a `u128` whole, a 256-bit bitboard as
/// its low words, as many as [`wide_width`] finds the values need (three
/// on a board of 129 to 192 squares). The `entry` and `mids_entry`
/// arguments of the calls that write the functions reading such tables.
///
/// ```
/// use geometry_core::__private::entry_bytes;
/// use geometry_core::formula::Wide;
/// use geometry_core::BitWidth;
///
/// let sets = [Wide([1, 0, 0, 0]), Wide([0, 0, 1 << 15, 0])];
/// assert_eq!(entry_bytes(BitWidth::U64, &sets), 8);
/// assert_eq!(entry_bytes(BitWidth::U128, &sets), 16);
/// assert_eq!(entry_bytes(BitWidth::U256, &sets), 24);
/// ```
pub fn entry_bytes(width: BitWidth, sets: &[Wide]) -> usize {
    match width {
        BitWidth::U64 => 8,
        BitWidth::U128 => 16,
        BitWidth::U256 => 8 * wide_width(sets.iter().map(|Wide(words)| words)),
    }
}

/// A square-pair table of 256-bit values as its distinct values and, per
/// entry, an index into them: the data of a [`WIDE_PAIRS_TYPE`] table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexedPairs {
    /// The distinct values, by first appearance.
    pub values: Vec<[u64; 4]>,
    /// For each entry, the index of its value in `values`.
    pub index: Vec<u16>,
}

impl IndexedPairs {
    /// The indices of entries `start..start + len`; empty when that range
    /// is not inside the table.
    fn indices(&self, start: usize, len: usize) -> &[u16] {
        start
            .checked_add(len)
            .and_then(|end| self.index.get(start..end))
            .unwrap_or(&[])
    }

    /// The low bytes of the indices of entries `start..start + len` (none
    /// when that range is not inside the table).
    pub fn low_bytes(&self, start: usize, len: usize) -> Vec<u8> {
        // Plain loops over slices: the macros run this unoptimized, for
        // 65,536 entries per table on 16x16.
        let indices = self.indices(start, len);
        let mut low = vec![0; indices.len()];
        let mut i = 0;
        while i < indices.len() {
            low[i] = indices[i] as u8;
            i += 1;
        }
        low
    }

    /// The high bytes of the indices of entries `start..start + len`, or
    /// `None` when they are all zero (the row is then written `[0; N]`).
    pub fn high_bytes(&self, start: usize, len: usize) -> Option<Vec<u8>> {
        let indices = self.indices(start, len);
        let mut i = 0;
        while i < indices.len() && indices[i] >> 8 == 0 {
            i += 1;
        }
        if i == indices.len() {
            return None;
        }
        let mut high = vec![0; indices.len()];
        while i < indices.len() {
            high[i] = (indices[i] >> 8) as u8;
            i += 1;
        }
        Some(high)
    }
}

/// The most entries an [`IndexedPairs`] holds: a 16x16 board's pairs, so
/// that every index fits in 16 bits.
pub const MAX_INDEXED_ENTRIES: usize = 1 << 16;

/// The distinct values of a 256-bit pair table and each entry's index;
/// `None` past 65,536 entries (a 16x16 board has that many pairs).
pub fn indexed_pairs(values: &[[u64; 4]]) -> Option<IndexedPairs> {
    if values.len() > MAX_INDEXED_ENTRIES {
        return None;
    }
    // An open-addressing set of value indices, at most half full. The
    // standard `HashMap` costs several times more in the unoptimized build
    // a proc macro runs, and the keys here are not chosen by an adversary.
    // For the same reason the loop indexes slices and compares words one
    // by one: in that build every method call is a call.
    let bits = (2 * values.len())
        .next_power_of_two()
        .trailing_zeros()
        .max(4);
    let mask = (1usize << bits) - 1;
    let mut slot_vec = vec![u32::MAX; mask + 1];
    let slots = slot_vec.as_mut_slice();
    let mut distinct: Vec<[u64; 4]> = Vec::new();
    let mut index_vec = vec![0u16; values.len()];
    let index = index_vec.as_mut_slice();
    let mut i = 0;
    while i < values.len() {
        let v = values[i];
        // Runs of one value (the empty set, mostly) skip the hashing.
        if i != 0 {
            let w = values[i - 1];
            if v[0] == w[0] && v[1] == w[1] && v[2] == w[2] && v[3] == w[3] {
                index[i] = index[i - 1];
                i += 1;
                continue;
            }
        }
        let mut slot = probe_start(v, bits);
        index[i] = loop {
            let k = slots[slot];
            if k == u32::MAX {
                // At most 65,536 distinct values: indices 0 to 65,535.
                let k = distinct.len() as u16;
                slots[slot] = u32::from(k);
                distinct.push(v);
                break k;
            }
            let w = distinct[k as usize];
            if v[0] == w[0] && v[1] == w[1] && v[2] == w[2] && v[3] == w[3] {
                break k as u16;
            }
            slot = (slot + 1) & mask;
        };
        i += 1;
    }
    let pairs = IndexedPairs {
        values: distinct,
        index: index_vec,
    };
    Some(pairs)
}

/// Where the probe for `v` starts in a set of `1 << bits` slots (`bits`
/// from 4 to 18): the top `bits` bits of its words mixed. The probe walks
/// on from any start until it finds the value or a free slot; this start
/// spreads the values so that the walks stay short.
fn probe_start(v: [u64; 4], bits: u32) -> usize {
    let mixed = (v[0] ^ v[1].rotate_left(16) ^ v[2].rotate_left(32) ^ v[3].rotate_left(48))
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (mixed >> (64 - bits)) as usize
}

/// The values of a table, flattened row-major.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Values {
    /// `usize` values (board dimensions, offsets).
    Usize(Vec<usize>),
    /// String values (square names).
    Str(Vec<String>),
    /// Unsigned bytes (distances, indices, colours, flags).
    U8(Vec<u8>),
    /// Signed bytes (0x88 steps).
    I8(Vec<i8>),
    /// 16-bit values (padded-board conversions).
    U16(Vec<u16>),
    /// Booleans (same-diagonal tests).
    Bool(Vec<bool>),
    /// Bitboards of up to 128 squares, held as `u128` and emitted at the
    /// given width (`U64` or `U128`).
    Bits(BitWidth, Vec<u128>),
    /// Bitboards of up to 256 squares, four little-endian 64-bit words
    /// each (word `k` holds squares `64 k` to `64 k + 63`), emitted as
    /// `geometry_tables::Bitboard256`.
    Wide(Vec<[u64; 4]>),
}

impl Values {
    /// Bitboards at `width`, from the sets every bitboard builder returns:
    /// the four words of each for `U256`, else its low 128 bits (a board
    /// of that width has no square past them).
    ///
    /// ```
    /// use geometry_core::formula::{SquareSet, Wide};
    /// use geometry_core::{BitWidth, Values};
    ///
    /// let sets = vec![Wide::bit(3) | Wide::bit(100), Wide::bit(200)];
    /// let narrow = Values::from_sets(BitWidth::U128, sets.clone());
    /// assert_eq!(narrow, Values::Bits(BitWidth::U128, vec![1 << 3 | 1 << 100, 0]));
    /// let wide = Values::from_sets(BitWidth::U256, sets);
    /// assert_eq!(wide, Values::Wide(vec![[1 << 3, 1 << 36, 0, 0], [0, 0, 0, 1 << 8]]));
    /// ```
    pub fn from_sets(width: BitWidth, sets: Vec<Wide>) -> Values {
        if width == BitWidth::U256 {
            // Collected in place: a 16x16 pair table's 2 MB are reused, not
            // copied into a fresh allocation the proc macro then faults in.
            return Values::Wide(sets.into_iter().map(|Wide(words)| words).collect());
        }
        let mut low = Vec::with_capacity(sets.len());
        for Wide([w0, w1, _, _]) in sets {
            low.push(u128::from(w0) | u128::from(w1) << 64);
        }
        Values::Bits(width, low)
    }

    /// The Rust element type: "u8", "&str", "u64", ...
    pub fn elem_type(&self) -> &'static str {
        match self {
            Values::Usize(_) => "usize",
            Values::Str(_) => "&str",
            Values::U8(_) => "u8",
            Values::I8(_) => "i8",
            Values::U16(_) => "u16",
            Values::Bool(_) => "bool",
            Values::Bits(w, _) => w.rust_type(),
            Values::Wide(_) => WIDE_TYPE,
        }
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        match self {
            Values::Usize(v) => v.len(),
            Values::Str(v) => v.len(),
            Values::U8(v) => v.len(),
            Values::I8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::Bool(v) => v.len(),
            Values::Bits(_, v) => v.len(),
            Values::Wide(v) => v.len(),
        }
    }

    /// True when there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether value `i`, a bitboard, holds square `sq`; `None` for other
    /// values or out of range.
    pub fn has_square(&self, i: usize, sq: usize) -> Option<bool> {
        match self {
            Values::Bits(_, v) => v.get(i).map(|&x| sq < 128 && x >> sq & 1 == 1),
            Values::Wide(v) => v
                .get(i)
                .map(|&w| sq < 256 && w[sq / 64] >> (sq % 64) & 1 == 1),
            _ => None,
        }
    }

    /// Value `i` widened to `i128`, or `None` for strings, 256-bit
    /// bitboards or out of range. Handy for comparisons and for emitters
    /// of other languages.
    pub fn int(&self, i: usize) -> Option<i128> {
        match self {
            Values::Usize(v) => v.get(i).map(|&x| x as i128),
            Values::Str(_) => None,
            Values::U8(v) => v.get(i).map(|&x| i128::from(x)),
            Values::I8(v) => v.get(i).map(|&x| i128::from(x)),
            Values::U16(v) => v.get(i).map(|&x| i128::from(x)),
            Values::Bool(v) => v.get(i).map(|&x| i128::from(x)),
            Values::Bits(_, v) => v.get(i).map(|&x| x as i128),
            Values::Wide(_) => None,
        }
    }
}

/// A computed table: its shape and its values.
///
/// ```
/// use geometry_core::{Board, Table};
///
/// let knight = Table::KnightDist.compute(&Board::STANDARD).unwrap();
/// assert_eq!(knight.rust_type(), "[[u8; 64]; 64]");
/// // a1 (0) to b2 (9): four moves in the corner.
/// assert_eq!(knight.at(0, 9), Some(4));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Data {
    /// How the values are indexed.
    pub shape: Shape,
    /// The values, row-major.
    pub values: Values,
}

impl Data {
    /// The Rust type of the whole table, e.g. `[[u8; 64]; 64]`.
    pub fn rust_type(&self) -> String {
        match self.shape {
            Shape::Pair(n) if self.is_indexed_pairs() => format!("{WIDE_PAIRS_TYPE}<{n}>"),
            _ => self.shape.rust_type(self.values.elem_type()),
        }
    }

    /// Whether the table is printed as distinct values and indices: a
    /// square-pair table of 256-bit values (see [`WIDE_PAIRS_TYPE`]).
    pub fn is_indexed_pairs(&self) -> bool {
        matches!(self.shape, Shape::Pair(_))
            && matches!(self.values, Values::Wide(_))
            && self.values.len() <= MAX_INDEXED_ENTRIES
    }

    /// The table as distinct values and indices, when
    /// [`is_indexed_pairs`](Self::is_indexed_pairs).
    ///
    /// ```
    /// use geometry_core::{Board, Mapping, Table};
    ///
    /// let big = Board::new(16, 16, Mapping::Lerf).unwrap();
    /// let line = Table::LineBb.compute(&big).unwrap();
    /// assert_eq!(line.rust_type(), "::geometry_tables::Bitboard256Pairs<256>");
    /// let pairs = line.indexed_pairs().unwrap();
    /// // 16 ranks, 16 files, 29 + 29 diagonals of two squares or more, and
    /// // the empty set.
    /// assert_eq!(pairs.values.len(), 91);
    /// // a1 (0) and b1 (1): the first rank.
    /// assert_eq!(pairs.values[usize::from(pairs.index[1])], [0xFFFF, 0, 0, 0]);
    /// // Not past 256 squares' worth of pairs, and not for other tables.
    /// assert!(Table::LineBb.compute(&Board::STANDARD).unwrap().indexed_pairs().is_none());
    /// ```
    pub fn indexed_pairs(&self) -> Option<IndexedPairs> {
        match &self.values {
            Values::Wide(v) if self.is_indexed_pairs() => indexed_pairs(v),
            _ => None,
        }
    }

    /// Entry `[a][b]` of a pair or rows table (or `[a]` of a list when `b`
    /// is 0, or the scalar when both are 0) as an integer.
    pub fn at(&self, a: usize, b: usize) -> Option<i128> {
        // A row past the last lands past the values, which `int` reads as
        // `None`; only the index within a row needs its own bound.
        let i = match self.shape {
            Shape::Scalar if a == 0 && b == 0 => 0,
            Shape::List(_) if b == 0 => a,
            Shape::Pair(n) | Shape::Rows(_, n) if b < n => a.checked_mul(n)?.checked_add(b)?,
            _ => return None,
        };
        self.values.int(i)
    }

    /// A table of rows of bitboards as Rust holds the tables of a piece's
    /// legs: each row the bytes of its values one after the other, each
    /// value little-endian (`u64`, `u128`, or the low words of a 256-bit
    /// bitboard, word 0 first, as many as the table's values need:
    /// [`entry_bytes`]), as `geometry_tables::kernel`'s `entry` reads
    /// them. `None` for other tables.
    ///
    /// ```
    /// use geometry_core::{BitWidth, Data, Shape, Values};
    ///
    /// let data = Data {
    ///     shape: Shape::Rows(1, 2),
    ///     values: Values::Bits(BitWidth::U64, vec![1, 0x0102]),
    /// };
    /// let bytes = data.byte_rows().unwrap();
    /// assert_eq!(bytes.shape, Shape::Rows(1, 16));
    /// assert_eq!(bytes.values, Values::U8(vec![1, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0]));
    /// assert_eq!(bytes.rust_type(), "[[u8; 16]; 1]");
    /// ```
    pub fn byte_rows(&self) -> Option<Data> {
        let Shape::Rows(rows, n) = self.shape else {
            return None;
        };
        // Plain loops, a value's bytes at a time: the macros run this
        // unoptimized, where iterator adapters cost a call per byte.
        let (size, bytes) = match &self.values {
            Values::Bits(BitWidth::U64, v) => {
                let mut bytes = Vec::with_capacity(8 * v.len());
                for &x in v {
                    bytes.extend_from_slice(&(x as u64).to_le_bytes());
                }
                (8, bytes)
            }
            Values::Bits(_, v) => {
                let mut bytes = Vec::with_capacity(16 * v.len());
                for &x in v {
                    bytes.extend_from_slice(&x.to_le_bytes());
                }
                (16, bytes)
            }
            Values::Wide(v) => {
                let width = wide_width(v);
                let mut bytes = Vec::with_capacity(8 * width * v.len());
                for words in v {
                    for w in &words[..width] {
                        bytes.extend_from_slice(&w.to_le_bytes());
                    }
                }
                (8 * width, bytes)
            }
            _ => return None,
        };
        Some(Data {
            shape: Shape::Rows(rows, size * n),
            values: Values::U8(bytes),
        })
    }

    /// The length of one row: the whole list, or one row of a pair or rows
    /// table. Emitters use it to lay a table out one row per line.
    pub fn row_len(&self) -> usize {
        match self.shape {
            Shape::Scalar => 1,
            Shape::List(n) | Shape::Pair(n) | Shape::Rows(_, n) => n,
        }
    }
}
