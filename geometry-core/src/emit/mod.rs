//! Emission: the plan of what a board module holds (plain data), and the
//! emitters that print it. One generator, several front ends:
//!
//! - [`source`] (feature `codegen`) prints formatted Rust source, for build
//!   scripts and the CLI;
//! - `geometry-macros` prints `proc_macro2` tokens (its `tokens` module);
//! - `c` and `json` (feature `codegen`) print a C header and a JSON document.
//!
//! All print the same items with the same doc comments from the same
//! [`BoardModule`], so the paths to a table cannot drift apart.
//!
//! # Emitted forms
//!
//! Chosen per element type by measurement: `python3 benches/compile_cost.py`
//! compiles one table in each candidate form and reports rustc's CPU time
//! over an empty crate (dev profile, best of 5; figures and machine in
//! `BENCHMARKS.md`). rustc takes a byte string literal as one token and one
//! constant, where an array literal costs a token, a type-checked
//! expression and a const-eval step per element, and a `const fn` costs
//! interpreter steps per element.
//!
//! | element | chosen form | rustc over empty | rejected forms |
//! |---|---|---|---|
//! | `u8` (lists and pair rows) | one byte string per row, `[*b"\x00\x03..", ..]` | 16x16 pair table: +0.009 s | integer literals, suffixed or not: +0.11 s |
//! | `bool` (pair tables) | literals; a pair table with repeated rows is a block naming each distinct row once, `{ const R0: [bool; N] = [..]; .. [R0, R1, R1, ..] }` | 16x16 `SAME_DIAGONAL` (31 distinct rows): +0.020 s | plain literals: +0.11 s; byte string per row through a `const fn`: +0.14 s |
//! | `u64` | suffixed literals | 8x8 `BETWEEN_BB`: +0.008 s | unsuffixed hex: +0.014 s; suffixed decimal the same, unsuffixed decimal +0.011 s |
//! | `u128` | suffixed literals | 11x11 `BETWEEN_BB`: +0.027 s | all four spellings within noise (+0.025 to +0.029 s) |
//! | `i8`, `u16` | suffixed literals | 64 copies of 16x16 `X88_STEP`: +0.138 s | unsuffixed: +0.166 s; byte string through a `const fn` cast: +0.127 s, within noise and const-eval (kept out) |
//! | `&str` | string literals | | |
//!
//! Bitboards are hex in [`source`] (`0x0101010101010101u64` reads as a
//! board) and decimal in the macros' token emitter: rustc compiles both alike, and
//! `proc_macro` builds a decimal literal directly where a hex one would be
//! lexed once per literal (measured: 10x8 `board!` expansion 0.16 s with
//! hex, 0.03 s with decimal). The shared-row form applies to any pair table
//! of one-literal-per-element type whose rows repeat (see
//! [`shared_rows`]); `u8` rows are already one token each and never use it.

#[cfg(feature = "codegen")]
pub mod c;
#[cfg(feature = "codegen")]
pub mod json;
#[cfg(feature = "codegen")]
pub mod source;

use crate::data::{Data, Shape, Values};
use crate::docs;
use crate::formula::x88;
use crate::{Board, Table, TableError};

/// The distinct rows of a pair table, for the shared-row form: `first[k]`
/// is the first row of class `k` (classes numbered by first appearance)
/// and `class_of[a]` is row `a`'s class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedRows {
    /// The first row index of each distinct row, in order of appearance.
    pub first: Vec<usize>,
    /// For each row, the index into `first` of its class.
    pub class_of: Vec<usize>,
}

/// Numbers the distinct `row_len`-byte rows of `bytes` by first appearance.
/// Rows are compared as bytes (each element type is encoded injectively),
/// so one compiled copy serves every element type; a table has at most
/// 256 rows, so a linear search over the classes found so far is enough.
fn classes(bytes: &[u8], row_len: usize) -> SharedRows {
    let row_len = row_len.max(1);
    let rows = bytes.len() / row_len;
    let row = |a: usize| &bytes[a * row_len..(a + 1) * row_len];
    let mut first: Vec<usize> = Vec::new();
    let mut class_of = Vec::with_capacity(rows);
    for a in 0..rows {
        let mut k = 0;
        while k < first.len() && row(first[k]) != row(a) {
            k += 1;
        }
        if k == first.len() {
            first.push(a);
        }
        class_of.push(k);
    }
    SharedRows { first, class_of }
}

/// The shared-row plan of an `n` x `n` table, when it uses the shared-row
/// form: element types written one literal per element (`bool`, `i8`,
/// `u16`, bitboards) whose table has fewer distinct rows than rows.
/// `u8` rows are byte strings, already one token each, and never share.
///
/// ```
/// use geometry_core::{emit, Board, Table};
///
/// // On 8x8 a square's same-diagonal row depends only on its diagonal.
/// let same = Table::SameDiagonal.compute(&Board::STANDARD).unwrap();
/// let shared = emit::shared_rows(&same.values, 64).unwrap();
/// assert_eq!(shared.first.len(), 15);
/// ```
pub fn shared_rows(values: &Values, n: usize) -> Option<SharedRows> {
    let mut bytes = Vec::new();
    let width = match values {
        Values::Bool(v) => {
            for &b in v {
                bytes.push(u8::from(b));
            }
            1
        }
        Values::I8(v) => {
            for &x in v {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
            1
        }
        Values::U16(v) => {
            for &x in v {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
            2
        }
        Values::Bits(_, v) => {
            for &x in v {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
            16
        }
        Values::Usize(_) | Values::Str(_) | Values::U8(_) => return None,
    };
    let shared = classes(&bytes, n * width);
    (shared.first.len() < shared.class_of.len()).then_some(shared)
}

/// The name of shared row `k` inside a table's initializer block.
pub fn row_name(k: usize) -> String {
    format!("R{k}")
}

/// Whether an item is a `const` or a `static`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// A `pub const` (scalars, the x88 flags).
    Const,
    /// A `pub static` (every table: one copy in read-only data).
    Static,
    /// A `#[doc(hidden)] pub const` used by the emitted `const fn`s.
    HiddenConst,
}

/// One emitted item: docs, name, kind and data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// Doc comment lines.
    pub docs: Vec<String>,
    /// The item's name, e.g. `KNIGHT_DIST`.
    pub name: String,
    /// `const` or `static`.
    pub kind: ItemKind,
    /// Shape and values.
    pub data: Data,
}

impl Item {
    /// The Rust type of the item.
    pub fn rust_type(&self) -> String {
        self.data.rust_type()
    }
}

/// Everything a `board!` module (or a build-script module) holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModule {
    /// The module's name.
    pub name: String,
    /// Module doc lines: the user's, then the generated ones.
    pub docs: Vec<String>,
    /// The board.
    pub board: Board,
    /// The tables, in [`Table::ALL`] order.
    pub items: Vec<Item>,
    /// Doc lines of the `x88` submodule.
    pub x88_docs: Vec<String>,
    /// The `x88` submodule's constants (flags, `WIDTH`, `OFFSET`, and the
    /// hidden conversion arrays).
    pub x88_items: Vec<Item>,
    /// Docs of `x88::from_sq64`.
    pub from_sq64_docs: Vec<String>,
    /// Docs of `x88::to_sq64`.
    pub to_sq64_docs: Vec<String>,
    /// Docs of the `Square` enum.
    pub square_docs: Vec<String>,
    /// `Square` variants in index order: (name, doc line).
    pub squares: Vec<(String, String)>,
}

/// The item for one table on `board`.
pub fn table_item(table: Table, board: &Board) -> Result<Item, TableError> {
    let data = table.compute(board)?;
    Ok(Item {
        docs: docs::table_docs(table, board, &data),
        name: table.name().to_string(),
        kind: if table.is_scalar() {
            ItemKind::Const
        } else {
            ItemKind::Static
        },
        data,
    })
}

fn scalar(name: &str, docs: Vec<String>, values: Values) -> Item {
    Item {
        docs,
        name: name.to_string(),
        kind: ItemKind::Const,
        data: Data {
            shape: Shape::Scalar,
            values,
        },
    }
}

fn x88_items(board: &Board) -> Vec<Item> {
    let line = docs::board_line(board);
    let mut items = Vec::new();
    for &(name, bit) in x88::PIECES.iter() {
        // `WHITE_PAWN` reads "white pawn".
        let mut words = String::new();
        for c in name.chars() {
            words.push(if c == '_' {
                ' '
            } else {
                c.to_ascii_lowercase()
            });
        }
        let doc = format!("Flag bit of `X88_ATTACK`: {words} (bit value {bit}).");
        items.push(scalar(
            name,
            vec![doc, String::new(), line.clone()],
            Values::U8(vec![bit]),
        ));
    }
    items.push(scalar(
        "WIDTH",
        vec![
            "Row width `W` of the padded board: the smallest power of two `>= 2 * files - 1`; padded square = `W * rank + file`.".into(),
            String::new(),
            line.clone(),
        ],
        Values::Usize(vec![x88::width(board)]),
    ));
    items.push(scalar(
        "OFFSET",
        vec![
            "Added to `to88 - from88` to index `X88_ATTACK` and `X88_STEP`: `WIDTH * ranks`."
                .into(),
            String::new(),
            line.clone(),
        ],
        Values::Usize(vec![x88::offset(board)]),
    ));
    let hidden = |name: &str, function: &str, values: Vec<u16>| Item {
        docs: vec![
            format!("Conversion table behind `{function}`."),
            String::new(),
            line.clone(),
        ],
        name: name.to_string(),
        kind: ItemKind::HiddenConst,
        data: Data {
            shape: Shape::List(values.len()),
            values: Values::U16(values),
        },
    };
    items.push(hidden(
        "SQ_TO_X88",
        "from_sq64",
        x88::square_to_padded(board),
    ));
    items.push(hidden("X88_TO_SQ", "to_sq64", x88::padded_to_square(board)));
    items
}

/// The whole module for `board`: every table the board supports (boards
/// of more than 128 squares have no bitboard tables), the `x88` submodule
/// and the `Square` enum. `user_docs` come first in the module docs.
pub fn board_module(name: &str, user_docs: Vec<String>, board: &Board) -> BoardModule {
    let mut items = Vec::new();
    for t in Table::ALL {
        // Tables the board cannot hold (bitboards past 128 squares) are left out.
        if let Ok(item) = table_item(t, board) {
            items.push(item);
        }
    }
    let mut module_docs = user_docs;
    if !module_docs.is_empty() {
        module_docs.push(String::new());
    }
    module_docs.extend(docs::module_docs(board, !board.has_bitboards()));
    let line = docs::board_line(board);
    let mut squares = Vec::with_capacity(board.squares());
    for sq in board.all_squares() {
        let name = board.square_name(sq);
        let doc = format!("Square {name}, index {sq}.");
        squares.push((name.to_ascii_uppercase(), doc));
    }
    BoardModule {
        name: name.to_string(),
        docs: module_docs,
        board: *board,
        items,
        x88_docs: vec![
            "The padded (0x88-style) board: piece flags, layout constants and conversions.".into(),
            String::new(),
            line.clone(),
        ],
        x88_items: x88_items(board),
        from_sq64_docs: vec![
            "The padded index `WIDTH * rank + file` of square index `sq`.".into(),
            String::new(),
            "`sq` must be below `SQUARES`.".into(),
            String::new(),
            line.clone(),
        ],
        to_sq64_docs: vec![
            "The square index of padded index `sq88`, or 65535 (`u16::MAX`) for a padding square."
                .into(),
            String::new(),
            "`sq88` must be below `OFFSET`.".into(),
            String::new(),
            line.clone(),
        ],
        square_docs: vec![
            "The squares of the board; each variant's value is its index.".into(),
            String::new(),
            line,
        ],
        squares,
    }
}
