//! The plan of a board module: every item it holds, as plain data. The
//! printers (Rust source, C and JSON in [`crate::emit`], proc-macro tokens
//! in `geometry-macros-support`) only format it, so the paths to a table
//! cannot drift apart.
//!
//! How each element type is written (byte strings for `u8` rows, shared
//! rows for repeated `bool` and bitboard rows, suffixed literals) was
//! chosen by measured compile cost; `BENCHMARKS.md` has the figures.

use crate::data::{Data, Shape, Values};
use crate::docs;
use crate::formula::{self, BISHOP_DELTAS, KING_DELTAS, KNIGHT_DELTAS, ROOK_DELTAS, x88};
use crate::row_refs::{RowRef, row_refs};
use crate::{BitWidth, Board, Table, TableError};
use std::borrow::Cow;

#[cfg(feature = "fairy")]
mod pieces;

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
/// use geometry_core::{__private::shared_rows, Board, Table};
///
/// // On 8x8 a square's same-diagonal row depends only on its diagonal.
/// let same = Table::SameDiagonal.compute(&Board::STANDARD).unwrap();
/// let shared = shared_rows(&same.values, 64).unwrap();
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
        // 256-bit pair tables (`BETWEEN_BB`, `LINE_BB` past 128 squares)
        // never repeat a row; their entries are named in the value's block.
        Values::Usize(_) | Values::Str(_) | Values::U8(_) | Values::Wide(_) => return None,
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
    /// A `#[doc(hidden)] pub const`, read by the module's functions.
    HiddenConst,
    /// A `#[doc(hidden)] pub static`, a larger table the module's functions
    /// read (one copy in read-only data).
    HiddenStatic,
    /// A `#[doc(hidden)] pub static` of bitboards that Rust holds as their
    /// bytes (see [`Data::byte_rows`]): a piece's legs, entries at an index
    /// its functions compute, which no other table shares a row with. The
    /// compiler reads a row as one byte string, where thousands of values
    /// cost it most of a chu shogi board's table time.
    HiddenBytes,
}

/// One constant or static: docs, name, kind and data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    docs: Vec<String>,
    name: String,
    kind: ItemKind,
    table: Option<Table>,
    data: Data,
}

impl Item {
    /// Doc comment lines.
    pub fn docs(&self) -> &[String] {
        &self.docs
    }

    /// The item's name, e.g. `KNIGHT_DIST`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// `const`, `static` or hidden `const`.
    pub fn kind(&self) -> ItemKind {
        self.kind
    }

    /// The table this item holds, if it is one of [`Table::ALL`].
    pub fn table(&self) -> Option<Table> {
        self.table
    }

    /// Shape and values.
    pub fn data(&self) -> &Data {
        &self.data
    }

    /// The Rust type of the item.
    pub fn rust_type(&self) -> String {
        self.rust_data().rust_type()
    }

    /// The data as Rust holds it: the values, or for
    /// [`ItemKind::HiddenBytes`] their bytes. C and JSON print
    /// [`data`](Self::data).
    pub fn rust_data(&self) -> Cow<'_, Data> {
        match (self.kind, self.data.byte_rows()) {
            (ItemKind::HiddenBytes, Some(bytes)) => Cow::Owned(bytes),
            _ => Cow::Borrowed(&self.data),
        }
    }
}

/// A value in a macro call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroArg {
    /// An unsuffixed integer.
    Int(usize),
    /// A string literal.
    Str(String),
    /// An identifier (a type or a mapping name).
    Ident(String),
    /// `[A, B, ..]`, a bracketed list of identifiers.
    Idents(Vec<String>),
    /// `[0, 4, ..]`, a bracketed list of unsuffixed integers.
    Ints(Vec<usize>),
    /// A type by its path, `u64` or `::geometry_tables::Bitboard256`.
    Type(String),
}

/// A call of one of `geometry-tables`' hidden macros, which write the code
/// every board module shares (typed squares, typed accessors, the
/// `Geometry` impls, the 0x88 functions) from the facts passed here:
/// `::PATH! { KEY = VALUE, .. }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    path: [&'static str; 2],
    args: Vec<(&'static str, MacroArg)>,
}

impl Invocation {
    /// The macro's absolute path, crate first.
    pub fn path(&self) -> &[&'static str] {
        &self.path
    }

    /// The arguments, in order.
    pub fn args(&self) -> &[(&'static str, MacroArg)] {
        &self.args
    }
}

/// The crate whose hidden macros the board modules call, and which holds
/// the `Geometry` traits they implement.
pub const API_CRATE: &str = "geometry_tables";

/// The `x88` submodule: piece flags, layout constants, conversions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct X88Module {
    docs: Vec<String>,
    items: Vec<Item>,
}

impl X88Module {
    /// Doc comment lines.
    pub fn docs(&self) -> &[String] {
        &self.docs
    }

    /// The constants: the piece flags, `WIDTH`, `OFFSET`, the move-vector
    /// lists and the hidden conversion tables.
    pub fn items(&self) -> &[Item] {
        &self.items
    }
}

/// One variant of the `Square` enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareVariant {
    /// Its one doc line.
    pub doc: String,
    /// Its name, `A1`.
    pub name: String,
    /// Its discriminant: the square's index.
    pub index: usize,
}

/// The `Square` enum: one variant per square, valued by index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareEnum {
    docs: Vec<String>,
    variants: Vec<SquareVariant>,
}

impl SquareEnum {
    /// The enum's name.
    pub const NAME: &'static str = "Square";
    /// Its `#[repr]`.
    pub const REPR: &'static str = "u8";
    /// Its derives.
    pub const DERIVES: [&'static str; 8] = [
        "Clone",
        "Copy",
        "Debug",
        "PartialEq",
        "Eq",
        "Hash",
        "PartialOrd",
        "Ord",
    ];

    /// Doc comment lines.
    pub fn docs(&self) -> &[String] {
        &self.docs
    }

    /// The variants in index order.
    pub fn variants(&self) -> &[SquareVariant] {
        &self.variants
    }
}

/// Everything a `board!` module (or a build-script module) holds.
///
/// ```
/// use geometry_core::{Board, BoardModule, Table};
///
/// let plan = BoardModule::new("standard", vec![], &Board::STANDARD);
/// assert_eq!(plan.items()[0].name(), "FILES");
/// assert!(plan.has_x88_table());
/// assert_eq!(plan.square().variants()[63].name, "H8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModule {
    name: String,
    docs: Vec<String>,
    board: Board,
    items: Vec<Item>,
    row_refs: Vec<Vec<Option<RowRef>>>,
    x88: X88Module,
    square: SquareEnum,
    api: Option<Api>,
}

/// The typed API of a board module: hidden helper tables and the calls of
/// `geometry-tables`' macros that write the code every board shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Api {
    items: Vec<Item>,
    board: Invocation,
    x88: Invocation,
    pieces: Vec<Invocation>,
}

impl Api {
    /// Hidden tables the shared code reads (coordinates of each square).
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// At module level: the `Square` methods, the typed accessors, the
    /// `Board` type and its `Geometry` impls.
    pub fn board(&self) -> &Invocation {
        &self.board
    }

    /// Inside the `x88` module: the conversions and `on_board`.
    pub fn x88(&self) -> &Invocation {
        &self.x88
    }

    /// At module level, after [`Api::board`]: each fairy piece's typed
    /// accessors (`camel_dist`, `camel_attacks`) or attack function
    /// (`nightrider_attacks`).
    pub fn pieces(&self) -> &[Invocation] {
        &self.pieces
    }
}

impl BoardModule {
    /// The whole module for `board`: every table (bitboards `u64`, `u128`
    /// or `Bitboard256` by the board's size), the `x88` submodule and the
    /// `Square` enum. `user_docs` come first in the
    /// module docs.
    pub fn new(name: &str, user_docs: Vec<String>, board: &Board) -> BoardModule {
        let piece_set = piece_set_api(&[], board);
        BoardModule::assemble(
            name,
            user_docs,
            board,
            Vec::new(),
            piece_set.into_iter().collect(),
        )
    }

    /// The module of `board` with `fairy_items` after the tables and
    /// `piece_calls` (the `Piece` enum's call last) in its API.
    fn assemble(
        name: &str,
        user_docs: Vec<String>,
        board: &Board,
        fairy_items: Vec<Item>,
        piece_calls: Vec<Invocation>,
    ) -> BoardModule {
        let mut items = Vec::new();
        for t in Table::ALL {
            // Every board up to 16x16 holds every table; a board past
            // `MAX_BITBOARD_SQUARES` would lack the bitboard ones.
            if let Ok(item) = table_item(t, board) {
                items.push(item);
            }
        }
        items.extend(fairy_items);
        let mut module_docs = user_docs;
        if !module_docs.is_empty() {
            module_docs.push(String::new());
        }
        module_docs.extend(docs::module_docs(board));
        let square = square_enum(board);
        BoardModule {
            name: name.to_string(),
            docs: module_docs,
            board: *board,
            row_refs: row_refs(&items),
            items,
            x88: x88_module(board),
            api: Some(api(board, &square, piece_calls)),
            square,
        }
    }

    /// The module's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Module doc lines: the user's, then the generated ones.
    pub fn docs(&self) -> &[String] {
        &self.docs
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The tables, in [`Table::ALL`] order.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// The rows of item `k` of [`BoardModule::items`] that repeat a row
    /// of an earlier item, to be written as that row: one entry per row
    /// (a list is one row), or none when no row repeats. A printer of Rust
    /// writes `RAYS[2]` there; printers of other languages write values.
    ///
    /// ```
    /// use geometry_core::{Betza, Board, BoardModule, FairyPiece};
    ///
    /// let queen = FairyPiece::from_betza("free_king", Betza::parse("Q").unwrap());
    /// let board = Board::new(12, 12, Default::default()).unwrap();
    /// let plan = BoardModule::with_pieces("chu", vec![], &board, &[queen]);
    /// let k = plan.items().iter().position(|item| item.name() == "FREE_KING_RAYS").unwrap();
    /// let first = plan.row_refs(k)[0].as_ref().unwrap();
    /// assert_eq!(first.item, "RAYS");
    /// ```
    pub fn row_refs(&self, k: usize) -> &[Option<RowRef>] {
        self.row_refs.get(k).map_or(&[], Vec::as_slice)
    }

    /// The `x88` submodule.
    pub fn x88(&self) -> &X88Module {
        &self.x88
    }

    /// The `Square` enum.
    pub fn square(&self) -> &SquareEnum {
        &self.square
    }

    /// The typed API: `Square` methods, typed accessors, the `Board` type
    /// and its `Geometry` impls. `None` in a module restricted to some
    /// tables, which is plain data.
    pub fn api(&self) -> Option<&Api> {
        self.api.as_ref()
    }

    /// Whether the module holds an 0x88 delta table; printers of other
    /// languages print the `x88` constants only then.
    pub fn has_x88_table(&self) -> bool {
        self.items
            .iter()
            .any(|item| item.table.is_some_and(Table::is_x88))
    }

    /// Keeps only the tables in `tables` (the `x88` submodule and the
    /// `Square` enum stay).
    #[cfg(feature = "codegen")]
    pub(crate) fn retain_tables(&mut self, tables: &[Table]) {
        self.items
            .retain(|item| item.table.is_some_and(|t| tables.contains(&t)));
        // A row may only refer to a table that is still there.
        self.row_refs = row_refs(&self.items);
        self.api = None;
    }
}

/// The item for one table on `board`.
pub(crate) fn table_item(table: Table, board: &Board) -> Result<Item, TableError> {
    let data = table.compute(board)?;
    Ok(Item {
        docs: docs::table_docs(table, board, &data),
        name: table.name().to_string(),
        kind: if table.is_scalar() {
            ItemKind::Const
        } else {
            ItemKind::Static
        },
        table: Some(table),
        data,
    })
}

/// The bitboard type and the `geometry_tables` helpers of a width.
fn bitboard_args(args: &mut Vec<(&'static str, MacroArg)>, width: BitWidth) {
    args.push(("bitboard", MacroArg::Type(width.rust_type().to_string())));
    args.push(("kernel", MacroArg::Ident(width.kernel().to_string())));
}

/// The argument of a piece's call that reads the board's grasshopper lines.
const GRASS_ARG: &str = "grass";

/// The `Piece` enum's stand-in for a piece without first moves.
const NO_INITIAL_MOVES: &str = "__no_initial_moves";

/// The `Piece` enum's stand-ins for a piece without legs.
const NO_LEG_ITEMS: [&str; 11] = [
    "__no_legs",
    "__no_leg_targets",
    "__NO_LEG_SLOTS",
    "__no_leg_via",
    "__no_slot_leg_targets",
    "__no_leg_mids",
    "__no_slot_leg_mids",
    "__no_mid_leg_targets",
    "__NO_MID_LEG_SLOTS",
    "__no_mid_leg_squares",
    "__no_slot_mid_leg_targets",
];

/// One fairy piece's words in the call of [`piece_set_api`]: its variant
/// and name, how the `Piece` enum reads it ([`NO_INITIAL_MOVES`] and
/// [`NO_LEG_ITEMS`] where it has no such item), its first moves and its
/// legs' items.
struct SetEntry {
    variant: String,
    name: String,
    reads: [String; 3],
    initial: String,
    legs: [String; 11],
}

/// The call that writes the module's `Piece` enum over its fairy pieces,
/// with `attacks`, `moves` and `initial_moves` for any of them, and the
/// `PieceGeometry` impl; a module without fairy pieces has the enum with no
/// variant, so that code written against `PieceGeometry` runs on every
/// board.
fn piece_set_api(pieces: &[SetEntry], board: &Board) -> Option<Invocation> {
    let width = BitWidth::for_squares(board.squares())?;
    let mut args = vec![("board", MacroArg::Str(docs::board_line(board)))];
    bitboard_args(&mut args, width);
    let list = |f: &dyn Fn(&SetEntry) -> String| MacroArg::Idents(pieces.iter().map(f).collect());
    args.push(("variants", list(&|p| p.variant.clone())));
    // The length of `Piece::ALL`, which the compiler would otherwise find
    // by evaluating a sum the macros build, one term per piece.
    args.push(("count", MacroArg::Int(pieces.len())));
    args.push(("names", list(&|p| p.name.clone())));
    args.push(("reads", list(&|p| p.reads[0].clone())));
    args.push(("attacks", list(&|p| p.reads[1].clone())));
    args.push(("moves", list(&|p| p.reads[2].clone())));
    args.push(("initial", list(&|p| p.initial.clone())));
    args.push(("no_initial", MacroArg::Ident(NO_INITIAL_MOVES.to_string())));
    const LEG_KEYS: [[&str; 2]; 11] = [
        ["legs", "no_legs"],
        ["leg_targets", "no_leg_targets"],
        ["leg_slots", "no_leg_slots"],
        ["leg_via", "no_leg_via"],
        ["slot_leg_targets", "no_slot_leg_targets"],
        ["leg_mids", "no_leg_mids"],
        ["slot_leg_mids", "no_slot_leg_mids"],
        ["mid_leg_targets", "no_mid_leg_targets"],
        ["mid_leg_slots", "no_mid_leg_slots"],
        ["mid_leg_squares", "no_mid_leg_squares"],
        ["slot_mid_leg_targets", "no_slot_mid_leg_targets"],
    ];
    for (k, [key, _]) in LEG_KEYS.iter().enumerate() {
        args.push((key, list(&|p| p.legs[k].clone())));
    }
    for ([_, key], stand_in) in LEG_KEYS.iter().zip(NO_LEG_ITEMS) {
        args.push((key, MacroArg::Ident(stand_in.to_string())));
    }
    Some(Invocation {
        path: [API_CRATE, "__piece_set_api"],
        args,
    })
}

fn scalar(name: &str, docs: Vec<String>, values: Values) -> Item {
    Item {
        docs,
        name: name.to_string(),
        kind: ItemKind::Const,
        table: None,
        data: Data {
            shape: Shape::Scalar,
            values,
        },
    }
}

fn x88_module(board: &Board) -> X88Module {
    let line = docs::board_line(board);
    let mut items = Vec::new();
    for piece in x88::PIECES {
        let doc = format!(
            "Flag bit of `X88_ATTACK`: {} (bit value {}).",
            piece.words, piece.flag
        );
        items.push(scalar(
            piece.name,
            vec![doc, String::new(), line.clone()],
            Values::U8(vec![piece.flag]),
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
            "Indexes `X88_ATTACK` and `X88_STEP` as `to88 + OFFSET - from88`, never below 0: `WIDTH * ranks`."
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
        table: None,
        data: Data {
            shape: Shape::List(values.len()),
            values: Values::U16(values),
        },
    };
    items.push(hidden(
        x88::FROM_SQUARE_TABLE,
        x88::FROM_SQUARE,
        x88::from_square_table(board),
    ));
    items.push(hidden(
        x88::TO_SQUARE_TABLE,
        x88::TO_SQUARE,
        x88::to_square_table(board),
    ));
    let steps = [
        ("KNIGHT_STEPS", "knight moves", &KNIGHT_DELTAS[..]),
        (
            "KING_STEPS",
            "king steps (N, NE, E, SE, S, SW, W, NW)",
            &KING_DELTAS[..],
        ),
        (
            "ROOK_STEPS",
            "rook directions (N, E, S, W)",
            &ROOK_DELTAS[..],
        ),
        (
            "BISHOP_STEPS",
            "bishop directions (NE, SE, SW, NW)",
            &BISHOP_DELTAS[..],
        ),
    ];
    for (name, what, deltas) in steps {
        let values = x88::steps(board, deltas);
        items.push(Item {
            docs: vec![
                format!("The padded-index steps of the {what} that fit on this board, `WIDTH * rank step + file step`; a target is on the board exactly when `on_board` says so."),
                String::new(),
                line.clone(),
            ],
            name: name.to_string(),
            kind: ItemKind::Const,
            table: None,
            data: Data {
                shape: Shape::List(values.len()),
                values: Values::I8(values),
            },
        });
    }
    X88Module {
        docs: vec![
            "The padded (0x88-style) board: piece flags, layout constants and conversions.".into(),
            String::new(),
            line,
        ],
        items,
    }
}

fn square_enum(board: &Board) -> SquareEnum {
    let mut variants = Vec::with_capacity(board.squares());
    for sq in board.all_squares() {
        let name = board.square_name(sq);
        variants.push(SquareVariant {
            doc: format!("Square {name}, index {sq}."),
            name: name.to_ascii_uppercase(),
            index: sq,
        });
    }
    SquareEnum {
        docs: vec![
            "The squares of the board; each variant's value is its index.".into(),
            String::new(),
            docs::board_line(board),
        ],
        variants,
    }
}

/// A hidden `[u8; n]` read by the `Square` methods.
fn hidden_bytes(name: &str, doc: &str, line: &str, values: Vec<u8>) -> Item {
    Item {
        docs: vec![doc.to_string(), String::new(), line.to_string()],
        name: name.to_string(),
        kind: ItemKind::HiddenConst,
        table: None,
        data: Data {
            shape: Shape::List(values.len()),
            values: Values::U8(values),
        },
    }
}

/// The coordinates of every square and the square at every coordinate,
/// for `Square::file`, `Square::rank` and `Square::from_coords`.
fn coordinate_items(board: &Board) -> Vec<Item> {
    let line = docs::board_line(board);
    let (mut files, mut ranks) = (Vec::new(), Vec::new());
    for sq in board.all_squares() {
        let (file, rank) = board.coords(sq);
        files.push(file as u8);
        ranks.push(rank as u8);
    }
    let mut at = Vec::with_capacity(board.squares());
    for rank in 0..board.ranks() {
        for file in 0..board.files() {
            at.push(board.square(file, rank) as u8);
        }
    }
    vec![
        hidden_bytes(
            "FILE_OF",
            "The file of each square, 0 for the a-file.",
            &line,
            files,
        ),
        hidden_bytes(
            "RANK_OF",
            "The rank of each square, 0 for rank 1.",
            &line,
            ranks,
        ),
        hidden_bytes(
            "SQUARE_AT",
            "The square at each coordinate, `SQUARE_AT[FILES * rank + file]`.",
            &line,
            at,
        ),
    ]
}

/// The hidden tables of `shift(set, direction)`: each direction's change
/// of index and the squares whose step stays on the board.
fn step_items(board: &Board, width: BitWidth) -> Vec<Item> {
    let line = docs::board_line(board);
    let (shift, from) = formula::step_shifts(board);
    let from = Values::from_sets(width, from);
    let item = |name: &str, doc: &str, data: Data| Item {
        docs: vec![doc.to_string(), String::new(), line.clone()],
        name: name.to_string(),
        kind: ItemKind::HiddenConst,
        table: None,
        data,
    };
    vec![
        item(
            "STEP_FROM",
            "For each direction (N, NE, E, SE, S, SW, W, NW), the squares whose one step that way stays on the board: `shift` keeps only these.",
            Data {
                shape: Shape::List(8),
                values: from,
            },
        ),
        item(
            "STEP_SHIFT",
            "For each direction (N, NE, E, SE, S, SW, W, NW), the change of square index one step makes: `shift` moves the kept squares by it.",
            Data {
                shape: Shape::List(8),
                values: Values::I8(shift.to_vec()),
            },
        ),
    ]
}

/// The hidden byte-swap tables of an 8x8 board, read by its sliders, and
/// by its grasshoppers when `grass`.
fn byte_swap_items(board: &Board, hq: formula::ByteSwap, grass: bool) -> Vec<Item> {
    let line = docs::board_line(board);
    let item = |name: &str, doc: &str, shape: Shape, values: Values| Item {
        docs: vec![doc.to_string(), String::new(), line.clone()],
        name: name.to_string(),
        kind: ItemKind::HiddenStatic,
        table: None,
        data: Data { shape, values },
    };
    let lines = hq.lines.into_iter().map(u128::from).collect();
    let grass = grass.then(|| {
        let words = |v: Vec<u64>| Values::Bits(BitWidth::U64, v.into_iter().map(u128::from).collect());
        [
            item(
                "GRASS_ROW",
                "Grasshoppers along a row of the bit grid (index = 8 * row + column): `GRASS_ROW[column][inner]`, the columns a grasshopper lands on, one past the first occupied square each way, when the row's squares after the first hold `inner`, repeated in every row; a diagonal is gathered into a row to read it.",
                Shape::Rows(8, 128),
                words(hq.grass_row),
            ),
            item(
                "GRASS_COLUMN",
                "Grasshoppers along a column of the bit grid: `GRASS_COLUMN[row][inner]`, the landings on column 0 when the column's six inner squares, read from the top, hold `inner`.",
                Shape::Rows(8, 64),
                words(hq.grass_column),
            ),
        ]
    });
    let mut items = vec![
        item(
            "HQ_RANK",
            "Sliders along a row of the bit grid (index = 8 * row + column): `HQ_RANK[column][inner]`, the columns a slider attacks when the row's six inner squares hold `inner`.",
            Shape::Rows(8, 64),
            Values::U8(hq.rank),
        ),
        item(
            "HQ_LINES",
            "Hyperbola quintessence with a byte swap: `HQ_LINES[sq]`, the bit grid's column, diagonal and anti-diagonal through `sq`, without `sq`, then `sq`'s own bit.",
            Shape::Rows(64, 4),
            Values::Bits(BitWidth::U64, lines),
        ),
    ];
    items.extend(grass.into_iter().flatten());
    items
}

/// The hidden kindergarten tables of a `u128` grid (10x8, 9x9, ..), read
/// by its sliders.
fn kindergarten_grid_items(board: &Board, kg: formula::GridKindergarten) -> Vec<Item> {
    let line = docs::board_line(board);
    let (c, r) = (kg.columns, kg.rows);
    let wide = |v: Vec<u128>| Values::Bits(BitWidth::U128, v);
    let item = |name: &str, doc: String, kind: ItemKind, shape: Shape, values: Values| Item {
        docs: vec![doc, String::new(), line.clone()],
        name: name.to_string(),
        kind,
        table: None,
        data: Data { shape, values },
    };
    let n = board.squares();
    let mut items = vec![
        item(
            "KG_ROOK",
            format!(
                "Kindergarten sliders: `KG_ROOK[sq]`, the squares a rook on `sq` attacks along its row of the bit grid when the row's {} inner squares hold `inner` (entry `inner`), then along its column when the column's {} inner squares, gathered by `KG_COLUMN_GATHER`, hold `inner` (entry {} + `inner`).",
                c - 2,
                r - 2,
                1 << (c - 2)
            ),
            ItemKind::HiddenStatic,
            Shape::Rows(n, (1 << (c - 2)) + (1 << (r - 2))),
            wide(kg.rook),
        ),
        item(
            "KG_COLUMNS",
            format!(
                "Kindergarten sliders: the bit grid's width, {c} squares: `KG_ROOK`'s row part has 2^({c} - 2) entries per square."
            ),
            ItemKind::HiddenConst,
            Shape::Scalar,
            Values::Usize(vec![c]),
        ),
        item(
            "KG_COLUMN_GATHER",
            format!(
                "Kindergarten sliders: the multiplier that gathers grid column 0's {} inner squares into the top bits of a 64-bit word.",
                r - 2
            ),
            ItemKind::HiddenConst,
            Shape::Scalar,
            Values::Bits(BitWidth::U64, vec![u128::from(kg.column_gather)]),
        ),
        item(
            "KG_COLUMN_OF",
            format!("Kindergarten sliders: each square's column in the bit grid, `index % {c}`."),
            ItemKind::HiddenStatic,
            Shape::List(n),
            Values::U8(kg.column_of),
        ),
        item(
            "KG_ROW_FIRST",
            format!(
                "Kindergarten sliders: each square's first inner square of its row in the bit grid, `{c} * (index / {c}) + 1`."
            ),
            ItemKind::HiddenStatic,
            Shape::List(n),
            Values::U8(kg.row_first),
        ),
    ];
    // The bishop reads magic bitboards.
    let magics = kg.bishop;
    let len = magics.attacks.len();
    items.push(item(
        "MAGIC_BISHOP",
        "Magic bitboards: `MAGIC_BISHOP[sq]`, `[mask_low, mask_high, magic, offset << 8 | shift]`: the bishop's relevant squares on `sq`'s diagonals (neither `sq` nor the grid's edges), folded into one word (`(occupied as u64 & mask_low) | ((occupied >> 64) as u64 & mask_high)`), index `offset + (folded * magic >> shift)` into `MAGIC_BISHOP_ATTACKS`.".to_string(),
        ItemKind::HiddenStatic,
        Shape::Rows(n, 4),
        Values::Bits(BitWidth::U64, magics.entries.iter().flatten().map(|&w| u128::from(w)).collect()),
    ));
    items.push(item(
        "MAGIC_BISHOP_ATTACKS",
        format!("Magic bitboards: the bishop's attack sets, {len} in all, a block of `2^popcount(mask)` per square of `MAGIC_BISHOP`."),
        ItemKind::HiddenStatic,
        Shape::List(len),
        wide(magics.attacks),
    ));
    items
}

/// The typed API of `board`; `piece_calls` are its fairy pieces' calls,
/// the `Piece` enum's last.
fn api(board: &Board, square: &SquareEnum, piece_calls: Vec<Invocation>) -> Api {
    let mut variants = Vec::with_capacity(square.variants.len());
    for v in &square.variants {
        variants.push(v.name.clone());
    }
    let mut args = vec![
        ("board", MacroArg::Str(docs::board_line(board))),
        (
            "mapping",
            MacroArg::Ident(board.mapping().name().to_string()),
        ),
        ("squares", MacroArg::Idents(variants)),
    ];
    let mut items = coordinate_items(board);
    if let Some(width) = BitWidth::for_squares(board.squares()) {
        bitboard_args(&mut args, width);
        items.extend(step_items(board, width));
        // 8x8: hyperbola quintessence with a byte swap; the `u128` grids
        // that fit: kindergarten tables for the rook and magic bitboards
        // for the bishop; both measured faster than the
        // obstruction difference there (BENCHMARKS.md, section 5); other
        // boards: rays.
        let sliders = if let Some(hq) = formula::byte_swap(board) {
            // The grasshopper lines, where a piece's call reads them
            // (`grass = byte_swap`: `GRASS_ROW`, `GRASS_COLUMN`).
            let grass = piece_calls
                .iter()
                .any(|call| call.args.iter().any(|(key, _)| *key == GRASS_ARG));
            items.extend(byte_swap_items(board, hq, grass));
            "byte_swap"
        } else if let Some(kg) = formula::kindergarten_grid(board) {
            items.extend(kindergarten_grid_items(board, kg));
            "kindergarten_grid"
        } else {
            "obstruction"
        };
        args.push(("sliders", MacroArg::Ident(sliders.to_string())));
        let rays = crate::formula::line_rays(board).to_vec();
        args.push(("line_rays", MacroArg::Ints(rays)));
    }
    Api {
        items,
        board: Invocation {
            path: [API_CRATE, "__board_api"],
            args,
        },
        x88: Invocation {
            path: [API_CRATE, "__x88_api"],
            args: vec![
                ("board", MacroArg::Str(docs::board_line(board))),
                ("padding", MacroArg::Int(usize::from(x88::PADDING))),
            ],
        },
        pieces: piece_calls,
    }
}

#[cfg(test)]
mod tests {
    use super::shared_rows;
    use crate::{Board, Mapping, Table};

    /// Rows are shared only when two of them are equal: a table of
    /// distinct rows is written whole.
    #[test]
    fn only_repeated_rows_are_shared() {
        for (files, ranks, shared) in [(1, 1, false), (2, 1, false), (3, 3, true)] {
            let board = Board::new(files, ranks, Mapping::Lerf).expect("a valid board");
            let same = Table::SameDiagonal.compute(&board).expect("a table");
            let rows = shared_rows(&same.values, files * ranks);
            assert_eq!(rows.is_some(), shared, "{files}x{ranks}");
        }
    }
}
