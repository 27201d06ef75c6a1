//! Emission: the plan of what a board module holds (plain data), and the
//! emitters that print it. One generator, several front ends:
//!
//! - [`source`] prints formatted Rust source, for build scripts and the CLI;
//! - `tokens` (feature `tokens`) prints `proc_macro2` tokens, for the macros.
//!
//! Both print the same items with the same doc comments from the same
//! [`BoardModule`], so the three paths to a table cannot drift apart.
//!
//! # Emitted forms
//!
//! Chosen by compile-time measurements (see `BENCHMARKS.md`): rustc parses
//! a byte string literal as one token, where an integer array costs one
//! token, one type-inference variable and one constant per element.
//!
//! | element | form |
//! |---|---|
//! | `u8` list | one byte string, `*b"\x00\x03.."` |
//! | `[[u8; N]; N]` | one byte string per row, `[*b"..", *b"..", ..]` |
//! | `bool` | `true` / `false` literals (no byte-string form exists) |
//! | `i8`, `u16` | suffixed decimal literals |
//! | `u64`, `u128` | suffixed hex literals, `0x0101010101010101u64` |
//! | `&str` | string literals |

pub mod source;
#[cfg(feature = "tokens")]
pub mod tokens;

use crate::data::{Data, Shape, Values};
use crate::docs;
use crate::formula::x88;
use crate::{Board, Table, TableError};

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
    let mut items: Vec<Item> = x88::PIECES
        .iter()
        .map(|&(name, bit)| {
            let doc = format!(
                "Flag bit of `X88_ATTACK`: {} (bit value {bit}).",
                name.to_ascii_lowercase().replace('_', " ")
            );
            scalar(name, vec![doc], Values::U8(vec![bit]))
        })
        .collect();
    let line = docs::board_line(board);
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
    let hidden = |name: &str, values: Vec<u16>| Item {
        docs: vec![format!(
            "Conversion table behind `{}`.",
            name.to_ascii_lowercase()
        )],
        name: name.to_string(),
        kind: ItemKind::HiddenConst,
        data: Data {
            shape: Shape::List(values.len()),
            values: Values::U16(values),
        },
    };
    items.push(hidden("SQ_TO_X88", x88::square_to_padded(board)));
    items.push(hidden("X88_TO_SQ", x88::padded_to_square(board)));
    items
}

/// The whole module for `board`: every table the board supports (boards
/// of more than 128 squares have no bitboard tables), the `x88` submodule
/// and the `Square` enum. `user_docs` come first in the module docs.
pub fn board_module(name: &str, user_docs: Vec<String>, board: &Board) -> BoardModule {
    let items: Vec<Item> = Table::ALL
        .iter()
        .filter_map(|&t| table_item(t, board).ok())
        .collect();
    let mut module_docs = user_docs;
    if !module_docs.is_empty() {
        module_docs.push(String::new());
    }
    module_docs.extend(docs::module_docs(board, !board.has_bitboards()));
    let line = docs::board_line(board);
    let squares = board
        .all_squares()
        .map(|sq| {
            let name = board.square_name(sq);
            (
                name.to_ascii_uppercase(),
                format!("Square {name}, index {sq}."),
            )
        })
        .collect();
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
        ],
        to_sq64_docs: vec![
            "The square index of padded index `sq88`, or 65535 (`u16::MAX`) for a padding square."
                .into(),
            String::new(),
            "`sq88` must be below `OFFSET`.".into(),
        ],
        square_docs: vec![
            "The squares of the board; each variant's value is its index.".into(),
            String::new(),
            line,
        ],
        squares,
    }
}
