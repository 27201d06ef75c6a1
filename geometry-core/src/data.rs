//! Plain table data: the shape of a table and its values, ready for an
//! emitter (tokens for the proc macro, source text for build scripts, C or
//! JSON for the CLI).

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

    /// True for a list of length 0 (never produced by the formulas).
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
}

impl BitWidth {
    /// The width for a board of `squares` squares, or `None` past 128.
    pub const fn for_squares(squares: usize) -> Option<BitWidth> {
        if squares <= 64 {
            Some(BitWidth::U64)
        } else if squares <= 128 {
            Some(BitWidth::U128)
        } else {
            None
        }
    }

    /// "u64" or "u128".
    pub const fn rust_type(self) -> &'static str {
        match self {
            BitWidth::U64 => "u64",
            BitWidth::U128 => "u128",
        }
    }

    /// Hex digits in a full-width literal: 16 or 32.
    pub const fn hex_digits(self) -> usize {
        match self {
            BitWidth::U64 => 16,
            BitWidth::U128 => 32,
        }
    }
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
    /// Bitboards, held as `u128` and emitted at the given width.
    Bits(BitWidth, Vec<u128>),
}

impl Values {
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
        }
    }

    /// True when there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Value `i` widened to `i128`, or `None` for strings or out of range.
    /// Handy for comparisons and for emitters of other languages.
    pub fn int(&self, i: usize) -> Option<i128> {
        match self {
            Values::Usize(v) => v.get(i).map(|&x| x as i128),
            Values::Str(_) => None,
            Values::U8(v) => v.get(i).map(|&x| i128::from(x)),
            Values::I8(v) => v.get(i).map(|&x| i128::from(x)),
            Values::U16(v) => v.get(i).map(|&x| i128::from(x)),
            Values::Bool(v) => v.get(i).map(|&x| i128::from(x)),
            Values::Bits(_, v) => v.get(i).map(|&x| x as i128),
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
        self.shape.rust_type(self.values.elem_type())
    }

    /// Entry `[a][b]` of a pair or rows table (or `[a]` of a list when `b`
    /// is 0, or the scalar when both are 0) as an integer.
    pub fn at(&self, a: usize, b: usize) -> Option<i128> {
        let i = match self.shape {
            Shape::Scalar if a == 0 && b == 0 => 0,
            Shape::List(n) if a < n && b == 0 => a,
            Shape::Pair(n) if a < n && b < n => a * n + b,
            Shape::Rows(rows, n) if a < rows && b < n => a * n + b,
            _ => return None,
        };
        self.values.int(i)
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
