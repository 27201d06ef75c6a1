//! The plan of a board module: every item it holds, as plain data. The
//! printers (Rust source, C and JSON in [`crate::emit`], proc-macro tokens
//! in `geometry-macros-support`) only format it, so the paths to a table
//! cannot drift apart.
//!
//! How each element type is written (byte strings for `u8` rows, shared
//! rows for repeated `bool` and bitboard rows, suffixed literals) was
//! chosen by measured compile cost; `BENCHMARKS.md` has the figures.

use crate::data::{Data, Shape, Values, entry_bytes};
use crate::docs;
use crate::formula::{self, BISHOP_DELTAS, KING_DELTAS, KNIGHT_DELTAS, ROOK_DELTAS, x88};
use crate::piece::{FairyPiece, PieceKind};
use crate::region::Region;
use crate::row_refs::{RowRef, row_refs};
use crate::{BitWidth, Board, Table, TableError};
use std::borrow::Cow;

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

/// The doc line of an [`ItemKind::HiddenBytes`] table.
const BYTE_ROWS_DOC: &str = "In Rust each row is held as the bytes of its entries, one after the other, each little-endian (a 256-bit bitboard's low words in order, as many as the table's values need: the `entry` bytes its functions' call gives), as `geometry_tables::kernel`'s `entry` reads them; C and JSON hold the bitboards.";

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
        BoardModule::with_pieces(name, user_docs, board, &[])
    }

    /// The module of [`BoardModule::new`] with the tables and functions of
    /// `pieces` after the chess pieces' (leapers: `CAMEL_DIST`,
    /// `CAMEL_ATTACKS`; riders: `NIGHTRIDER_RAYS` and
    /// `nightrider_attacks`). The pieces were checked by the caller: a
    /// rider needs bitboards and is left out on a board without them.
    ///
    /// ```
    /// use geometry_core::{Board, BoardModule, FairyPiece, PieceKind};
    ///
    /// let camel = FairyPiece::new("camel", PieceKind::Leaper, vec![(3, 1)]);
    /// let plan = BoardModule::with_pieces("camels", vec![], &Board::STANDARD, &[camel]);
    /// let names: Vec<&str> = plan.items().iter().map(|item| item.name()).collect();
    /// assert!(names.ends_with(&["CAMEL_DIST", "CAMEL_ATTACKS"]));
    /// ```
    pub fn with_pieces(
        name: &str,
        user_docs: Vec<String>,
        board: &Board,
        pieces: &[FairyPiece],
    ) -> BoardModule {
        BoardModule::with_regions(name, user_docs, board, pieces, &[])
    }

    /// The module of [`BoardModule::with_pieces`] with a bitboard item for
    /// each region after the pieces' items: a `const` for a region of both
    /// sides, a `[bitboard; 2]` (white's first) for a region given for one
    /// side. The regions' names were checked by the caller against each
    /// other and the module's items.
    ///
    /// ```
    /// use geometry_core::{Board, BoardModule, Mapping, Region, RegionSide};
    ///
    /// let board = Board::new(9, 10, Mapping::Lerf).unwrap();
    /// let palace = Region::parse("palace", "d1 e1 f1 d2 e2 f2 d3 e3 f3", RegionSide::White, &board).unwrap();
    /// let module = BoardModule::with_regions("xiangqi", Vec::new(), &board, &[], &[palace]);
    /// assert!(module.items().iter().any(|item| item.name() == "PALACE_REGION"));
    /// ```
    pub fn with_regions(
        name: &str,
        user_docs: Vec<String>,
        board: &Board,
        pieces: &[FairyPiece],
        regions: &[Region],
    ) -> BoardModule {
        let mut items = Vec::new();
        for t in Table::ALL {
            // Every board up to 16x16 holds every table; a board past
            // `MAX_BITBOARD_SQUARES` would lack the bitboard ones.
            if let Ok(item) = table_item(t, board) {
                items.push(item);
            }
        }
        let computed: Vec<PieceTables> =
            pieces.iter().map(|p| PieceTables::new(p, board)).collect();
        for (piece, tables) in pieces.iter().zip(&computed) {
            items.extend(piece_items(piece, board, tables));
        }
        for region in regions {
            items.extend(region_item(region, board));
        }
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
            api: Some(api(board, &square, pieces, &computed)),
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

/// The item of one region on `board` (none on a board without bitboards).
fn region_item(region: &Region, board: &Board) -> Option<Item> {
    let width = BitWidth::for_squares(board.squares())?;
    let sets: Vec<formula::Wide> = region
        .squares()
        .iter()
        .map(|squares| {
            let mut set = formula::Wide::default();
            for &sq in squares {
                set |= <formula::Wide as formula::SquareSet>::bit(sq);
            }
            set
        })
        .collect();
    let (shape, kind) = if sets.len() == 1 {
        (Shape::Scalar, ItemKind::Const)
    } else {
        (Shape::List(sets.len()), ItemKind::Static)
    };
    let data = Data {
        shape,
        values: Values::from_sets(width, sets),
    };
    Some(Item {
        docs: docs::region_docs(region, board, &data),
        name: region.item_name(),
        kind,
        table: None,
        data,
    })
}

/// A general piece's rows and legs on a board of bitboards, computed once
/// for both its items and its functions' calls: the proc macro runs the
/// plan unoptimized, where the lion's legs, computed three times, took
/// two fifths of its board's plan.
struct PieceTables {
    rows: Option<formula::PieceRows<formula::Wide>>,
    legs: Option<formula::LegRows<formula::Wide>>,
}

impl PieceTables {
    fn new(piece: &FairyPiece, board: &Board) -> PieceTables {
        if piece.kind() != PieceKind::General || BitWidth::for_squares(board.squares()).is_none() {
            return PieceTables {
                rows: None,
                legs: None,
            };
        }
        PieceTables {
            rows: Some(formula::piece_rows(board, piece)),
            legs: formula::leg_rows(board, piece),
        }
    }
}

/// The tables of one fairy piece on `board`, named by
/// [`FairyPiece::item_names`].
fn piece_items(piece: &FairyPiece, board: &Board, tables: &PieceTables) -> Vec<Item> {
    let n = board.squares();
    let width = BitWidth::for_squares(n);
    let mut items = Vec::new();
    let mut names = piece.item_names(board).into_iter();
    let mut push = |kind: ItemKind, data: Data| {
        let name = names.next().unwrap_or_default();
        let mut docs = docs::piece_docs(piece, &name, board, &data);
        if kind == ItemKind::HiddenBytes {
            docs.extend([String::new(), BYTE_ROWS_DOC.to_string()]);
        }
        items.push(Item {
            docs,
            name,
            kind,
            table: None,
            data,
        });
    };
    match piece.kind() {
        PieceKind::Leaper => {
            if piece.has_dist() {
                let dist = formula::leaper_dist_table(board, &piece.deltas());
                let data = Data {
                    shape: Shape::Pair(n),
                    values: Values::U8(dist),
                };
                push(ItemKind::Static, data);
            }
            let sides = if piece.is_symmetric() { 1 } else { 2 };
            let shape = if sides == 1 {
                Shape::List(n)
            } else {
                Shape::Rows(sides, n)
            };
            let captures: fn(&crate::MovePart) -> bool = |p| p.captures;
            let moves: fn(&crate::MovePart) -> bool = |p| p.moves;
            let mut keeps = vec![captures];
            if piece.moves_differ() {
                keeps.push(moves);
            }
            for keep in keeps {
                let Some(width) = width else { break };
                let values = Values::from_sets(width, leaper_sets(board, piece, sides, keep));
                push(ItemKind::Static, Data { shape, values });
            }
        }
        PieceKind::Rider => {
            let deltas = piece.deltas();
            let Some(width) = width else { return items };
            let values = Values::from_sets(width, formula::rider_rays(board, &deltas));
            let rows = values.len() / n.max(1);
            push(
                ItemKind::Static,
                Data {
                    shape: Shape::Rows(rows, n),
                    values,
                },
            );
        }
        PieceKind::General => {
            let (Some(width), Some(rows)) = (width, &tables.rows) else {
                return items;
            };
            push(
                ItemKind::HiddenStatic,
                Data {
                    shape: Shape::Rows(rows.sides * rows.rows, n),
                    values: Values::from_sets(width, rows.values.clone()),
                },
            );
            if let Some(legs) = &tables.legs {
                push(
                    ItemKind::HiddenStatic,
                    Data {
                        shape: Shape::Rows(legs.sides * 3, n),
                        values: Values::from_sets(width, legs.first.clone()),
                    },
                );
                push(
                    ItemKind::HiddenBytes,
                    Data {
                        shape: Shape::Rows(legs.sides * legs.rows, 2 * legs.slots.len() * n),
                        values: Values::from_sets(width, legs.values.clone()),
                    },
                );
                // A king step's index step is at most a side plus one, 17.
                let steps = legs.slots.iter().map(|&step| step as i8).collect();
                push(
                    ItemKind::HiddenStatic,
                    Data {
                        shape: Shape::List(legs.slots.len()),
                        values: Values::I8(steps),
                    },
                );
                if !legs.pairs.is_empty() {
                    push(
                        ItemKind::HiddenBytes,
                        Data {
                            shape: Shape::Rows(legs.sides * 3, 2 * legs.slots.len() * n),
                            values: Values::from_sets(width, legs.mids.clone()),
                        },
                    );
                    push(
                        ItemKind::HiddenBytes,
                        Data {
                            shape: Shape::Rows(
                                legs.sides * legs.mid_rows,
                                4 * legs.pairs.len() * n,
                            ),
                            values: Values::from_sets(width, legs.mid_values.clone()),
                        },
                    );
                    let index = PairIndex::new(&legs.pairs);
                    // What a reader of the C or JSON output needs to find
                    // a pair, which the list's shape does not say.
                    let entry = format!(
                        "Entry `(d1 + {}) * {} + d2 + {}` for a first leg's index step `d1` and its second leg's `d2`; the pairs, numbered from 0: {}.",
                        index.first,
                        index.width,
                        index.second,
                        pair_list(&legs.pairs)
                    );
                    push(
                        ItemKind::HiddenStatic,
                        Data {
                            shape: Shape::List(index.table.len()),
                            values: Values::U8(index.table),
                        },
                    );
                    if let Some(item) = items.last_mut() {
                        item.docs.extend([String::new(), entry]);
                    }
                }
            }
        }
    }
    items
}

/// A leaper's table of the parts `keep` selects, white's then (with two
/// sides) black's.
fn leaper_sets(
    board: &Board,
    piece: &FairyPiece,
    sides: usize,
    keep: fn(&crate::MovePart) -> bool,
) -> Vec<formula::Wide> {
    let mut sets = Vec::new();
    for color in 0..sides {
        let deltas = piece.deltas_where(color, keep);
        sets.extend(formula::leaper_attack_table::<formula::Wide>(
            board, &deltas,
        ));
    }
    sets
}

/// The bitboard type and the `geometry_tables` helpers of a width.
fn bitboard_args(args: &mut Vec<(&'static str, MacroArg)>, width: BitWidth) {
    args.push(("bitboard", MacroArg::Type(width.rust_type().to_string())));
    args.push(("kernel", MacroArg::Ident(width.kernel().to_string())));
}

/// How the module's `Piece` enum reads a piece's attacks and quiet moves,
/// in its match rather than through a function of the piece's own: by
/// table (`table1`, or `table2` by side) or by function (`fn1`, or `fn2`
/// taking the side first), then the table or function of its attacks and
/// the one of its quiet moves (its attacks' again where they are the same:
/// the enum masks the occupied squares out of what it reads for moves).
fn piece_reads(piece: &FairyPiece, board: &Board) -> [String; 3] {
    let sides = if piece.is_symmetric() { 1 } else { 2 };
    let function = |what: &str| format!("{}_{what}", piece.name());
    let (how, attacks, moves) = match piece.kind() {
        PieceKind::Leaper => {
            // The piece's bitboard tables, after its distance table.
            let mut tables = piece
                .item_names(board)
                .into_iter()
                .skip(piece.has_dist().into());
            let attacks = tables.next().unwrap_or_default();
            let moves = tables.next().unwrap_or_else(|| attacks.clone());
            (format!("table{sides}"), attacks, moves)
        }
        PieceKind::Rider => ("fn1".to_string(), function("attacks"), function("attacks")),
        PieceKind::General => {
            let moves = if piece.moves_differ() {
                "moves"
            } else {
                "attacks"
            };
            (format!("fn{sides}"), function("attacks"), function(moves))
        }
    };
    [how, attacks, moves]
}

/// The name of the function of a piece's first moves that the `Piece` enum
/// calls, `(color, sq, occupied)`: the piece's own with first moves, the
/// module's stand-in without.
fn initial_name(piece: &FairyPiece) -> String {
    if piece.has_initial() {
        format!("__{}_initial_moves", piece.name())
    } else {
        NO_INITIAL_MOVES.to_string()
    }
}

/// The argument of a piece's call that reads the board's grasshopper lines.
const GRASS_ARG: &str = "grass";

/// The `Piece` enum's stand-in for a piece without first moves.
const NO_INITIAL_MOVES: &str = "__no_initial_moves";

/// Which of the board's lines one of a piece's functions reads, over both
/// sides' rows (`set` picks the function's kinds): the rook and the bishop
/// slides, then the rook and the bishop grasshopper lines, each `true` or
/// `false`. The function asks the board for these alone.
fn lines_read(
    sides: &[formula::SetKinds],
    set: fn(&formula::SetKinds) -> &Vec<formula::RowKind>,
) -> MacroArg {
    use formula::RowKind as K;
    let lines = [K::RookSlide, K::BishopSlide, K::RookGrass, K::BishopGrass];
    let read = |line| sides.iter().any(|side| set(side).contains(&line));
    MacroArg::Idents(lines.iter().map(|&line| read(line).to_string()).collect())
}

/// The kernels of one move set, as the constants' names.
fn kind_names(kinds: &[formula::RowKind]) -> MacroArg {
    MacroArg::Idents(kinds.iter().map(|k| k.name().to_string()).collect())
}

/// The arguments every call about one piece opens with: the board's doc
/// line, and the piece's name and atoms.
fn piece_call_args(piece: &FairyPiece, board: &Board) -> Vec<(&'static str, MacroArg)> {
    vec![
        ("board", MacroArg::Str(docs::board_line(board))),
        (
            "piece",
            MacroArg::Str(format!("{} {}", piece.name(), piece.atoms_text())),
        ),
    ]
}

/// The call that writes a fairy piece's typed accessors or attack
/// function, or `None` on a board without bitboards where the piece has
/// no table without them.
fn piece_api(piece: &FairyPiece, board: &Board, tables: &PieceTables) -> Option<Invocation> {
    let names = piece.item_names(board);
    let mut args = piece_call_args(piece, board);
    let width = BitWidth::for_squares(board.squares());
    let fn_name = |what: &str| MacroArg::Ident(format!("{}_{what}", piece.name()));
    match piece.kind() {
        PieceKind::Leaper => {
            let mut names = names.into_iter();
            if piece.has_dist() {
                args.push(("dist", MacroArg::Ident(names.next().unwrap_or_default())));
                args.push(("dist_fn", fn_name("dist")));
            }
            if let Some(width) = width {
                bitboard_args(&mut args, width);
                let sides = if piece.is_symmetric() { 1 } else { 2 };
                args.push(("sides", MacroArg::Int(sides)));
                args.push(("attacks", MacroArg::Ident(names.next().unwrap_or_default())));
                args.push(("attacks_fn", fn_name("attacks")));
                if piece.moves_differ() {
                    args.push(("moves", MacroArg::Ident(names.next().unwrap_or_default())));
                    args.push(("moves_fn", fn_name("moves")));
                }
            }
            Some(Invocation {
                path: [API_CRATE, "__leaper_api"],
                args,
            })
        }
        PieceKind::Rider => {
            bitboard_args(&mut args, width?);
            args.push(("rays", MacroArg::Ident(names[0].clone())));
            args.push(("attacks_fn", fn_name("attacks")));
            Some(Invocation {
                path: [API_CRATE, "__rider_api"],
                args,
            })
        }
        PieceKind::General => {
            let width = width?;
            bitboard_args(&mut args, width);
            let rows = tables.rows.as_ref()?;
            args.push(("rows", MacroArg::Ident(names[0].clone())));
            if rows.reads_grass_lines() {
                args.push((GRASS_ARG, MacroArg::Ident("byte_swap".to_string())));
            }
            args.push(("sides", MacroArg::Int(rows.sides)));
            let black = rows.kinds.get(1);
            args.push(("steps", MacroArg::Ints(rows.kinds[0].steps.clone())));
            let black_steps = black.map_or_else(Vec::new, |b| b.steps.clone());
            args.push(("steps_black", MacroArg::Ints(black_steps)));
            args.push(("attacks_fn", fn_name("attacks")));
            args.push(("attacks", kind_names(&rows.kinds[0].captures)));
            if let Some(black) = black {
                args.push(("attacks_black", kind_names(&black.captures)));
            }
            args.push(("attacks_lines", lines_read(&rows.kinds, |k| &k.captures)));
            if piece.moves_differ() {
                args.push(("moves_fn", fn_name("moves")));
                args.push(("moves", kind_names(&rows.kinds[0].moves)));
                if let Some(black) = black {
                    args.push(("moves_black", kind_names(&black.moves)));
                }
                args.push(("moves_lines", lines_read(&rows.kinds, |k| &k.moves)));
            }
            if piece.has_initial() {
                args.push(("initial_fn", fn_name("initial_moves")));
                args.push(("initial", kind_names(&rows.kinds[0].initial)));
                if let Some(black) = black {
                    args.push(("initial_black", kind_names(&black.initial)));
                }
                args.push(("initial_lines", lines_read(&rows.kinds, |k| &k.initial)));
                args.push(("any_initial", MacroArg::Ident(initial_name(piece))));
            }
            Some(Invocation {
                path: [API_CRATE, "__piece_api"],
                args,
            })
        }
    }
}

/// Index-step pairs as a reader writes them: `(d1, d2), ..`.
fn pair_list(pairs: &[(isize, isize)]) -> String {
    let pairs: Vec<String> = pairs.iter().map(|(a, b)| format!("({a}, {b})")).collect();
    pairs.join(", ")
}

/// Where a move of three legs finds its pair of index steps: for the
/// first leg's index step `d1` and the second's `d2`, the pair's index
/// among the legs' pairs is `table[(d1 + first) * width + d2 + second]`,
/// 255 for none.
struct PairIndex {
    first: usize,
    second: usize,
    width: usize,
    table: Vec<u8>,
}

impl PairIndex {
    /// The index of `pairs`, each side's and its mirror's: their lowest
    /// steps are at most 0.
    fn new(pairs: &[(isize, isize)]) -> PairIndex {
        let range = |k: fn(&(isize, isize)) -> isize| {
            let low = pairs.iter().map(k).min().unwrap_or(0).min(0);
            let high = pairs.iter().map(k).max().unwrap_or(0).max(0);
            (low.unsigned_abs(), (high - low + 1).unsigned_abs())
        };
        let ((first, height), (second, width)) = (range(|p| p.0), range(|p| p.1));
        let mut table = vec![u8::MAX; height * width];
        for (k, &(d1, d2)) in pairs.iter().enumerate() {
            // Both at least 0: the lowest steps are at most 0.
            let row = d1.saturating_add_unsigned(first).unsigned_abs();
            let col = d2.saturating_add_unsigned(second).unsigned_abs();
            // At most 64 pairs: eight first steps, eight second ones.
            table[row * width + col] = k as u8;
        }
        PairIndex {
            first,
            second,
            width,
            table,
        }
    }
}

/// The names of a piece's legs items that take the same arguments
/// whatever the piece, which the module's `Piece` enum calls: its first
/// legs, where they lead, its slots, each slot's square and where it
/// leads, then its moves of three legs' middle squares (by square and by
/// slot) and where they lead, their slots, each slot's two squares and
/// where it leads; or the stand-ins for a piece without them on `board`
/// (`formula::legs_on`).
fn uniform_leg_names(piece: &FairyPiece, board: &Board) -> [String; 11] {
    let name = piece.name();
    let own = [
        format!("__{name}_legs"),
        format!("__{name}_leg_targets"),
        format!("{}_LEG_SLOTS", piece.upper_name()),
        format!("__{name}_leg_via"),
        format!("__{name}_slot_leg_targets"),
        format!("__{name}_leg_mids"),
        format!("__{name}_slot_leg_mids"),
        format!("__{name}_mid_leg_targets"),
        format!("{}_MID_LEG_SLOTS", piece.upper_name()),
        format!("__{name}_mid_leg_squares"),
        format!("__{name}_slot_mid_leg_targets"),
    ];
    let [legs, mids] = formula::legs_on(board, piece);
    let has = |k: usize| if k < 5 { legs } else { mids };
    std::array::from_fn(|k| {
        if has(k) {
            own[k].clone()
        } else {
            NO_LEG_ITEMS[k].to_string()
        }
    })
}

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

/// The legs functions' slot arguments: how many slots, and the slot of
/// each index step of a first leg, by the step plus the offset (255
/// between them).
fn slot_args(args: &mut Vec<(&'static str, MacroArg)>, slots: &[isize]) {
    let low = slots.first().copied().unwrap_or(0);
    let high = slots.last().copied().unwrap_or(0);
    let mut slot_of = vec![usize::from(u8::MAX); (high - low + 1).unsigned_abs()];
    for (slot, &step) in slots.iter().enumerate() {
        slot_of[(step - low).unsigned_abs()] = slot;
    }
    args.push(("slots", MacroArg::Int(slots.len())));
    args.push(("slot_offset", MacroArg::Int(low.unsigned_abs())));
    args.push(("slot_of", MacroArg::Ints(slot_of)));
}

/// The call that writes a two-leg piece's legs functions, over its
/// `NAME_FIRST_LEGS`, `NAME_LEGS` and `NAME_LEG_STEPS`; `None` for any
/// other piece.
fn legs_api(piece: &FairyPiece, board: &Board, tables: &PieceTables) -> Option<Invocation> {
    let width = BitWidth::for_squares(board.squares())?;
    let legs = tables.legs.as_ref()?;
    let names = piece.item_names(board);
    let mut args = piece_call_args(piece, board);
    bitboard_args(&mut args, width);
    let name = |what: &str| MacroArg::Ident(format!("{}_{what}", piece.name()));
    args.push(("first", MacroArg::Ident(names[1].clone())));
    args.push(("legs", MacroArg::Ident(names[2].clone())));
    args.push(("entry", MacroArg::Int(entry_bytes(width, &legs.values))));
    args.push(("sides", MacroArg::Int(legs.sides)));
    slot_args(&mut args, &legs.slots);
    args.push(("slot_steps", MacroArg::Ident(names[3].clone())));
    args.push(("steps", MacroArg::Ints(vec![0; legs.rows])));
    args.push(("legs_fn", name("legs")));
    args.push(("targets_fn", name("leg_targets")));
    let [
        any_legs,
        any_targets,
        slots_const,
        any_via,
        any_slot_targets,
        ..,
    ] = uniform_leg_names(piece, board);
    args.push(("slots_const", MacroArg::Ident(slots_const)));
    args.push(("via_fn", name("leg_via")));
    args.push(("slot_targets_fn", name("slot_leg_targets")));
    const KEYS: [[&str; 4]; 2] = [
        ["first_kinds", "any", "empty", "full"],
        [
            "first_kinds_black",
            "any_black",
            "empty_black",
            "full_black",
        ],
    ];
    for ((lists, first), keys) in legs.kinds.iter().zip(&legs.first_kinds).zip(KEYS) {
        args.push((keys[0], kind_names(first)));
        for (list, key) in lists.iter().zip(&keys[1..]) {
            args.push((key, kind_names(list)));
        }
    }
    args.push(("any_legs", MacroArg::Ident(any_legs)));
    args.push(("any_targets", MacroArg::Ident(any_targets)));
    args.push(("any_via", MacroArg::Ident(any_via)));
    args.push(("any_slot_targets", MacroArg::Ident(any_slot_targets)));
    Some(Invocation {
        path: [API_CRATE, "__legs_api"],
        args,
    })
}

/// The call that writes the functions of a piece's moves of three legs,
/// over its `NAME_LEG_MIDS`, `NAME_MID_LEGS` and `NAME_MID_LEG_PAIRS`;
/// `None` for a piece without them.
fn mid_legs_api(piece: &FairyPiece, board: &Board, tables: &PieceTables) -> Option<Invocation> {
    let width = BitWidth::for_squares(board.squares())?;
    let legs = tables.legs.as_ref()?;
    if legs.pairs.is_empty() {
        return None;
    }
    let names = piece.item_names(board);
    let mut args = piece_call_args(piece, board);
    bitboard_args(&mut args, width);
    let name = |what: &str| MacroArg::Ident(format!("{}_{what}", piece.name()));
    args.push(("mids", MacroArg::Ident(names[4].clone())));
    args.push(("mids_entry", MacroArg::Int(entry_bytes(width, &legs.mids))));
    args.push(("mid_legs", MacroArg::Ident(names[5].clone())));
    args.push(("entry", MacroArg::Int(entry_bytes(width, &legs.mid_values))));
    args.push(("pairs", MacroArg::Ident(names[6].clone())));
    args.push(("sides", MacroArg::Int(legs.sides)));
    slot_args(&mut args, &legs.slots);
    let index = PairIndex::new(&legs.pairs);
    args.push(("pair_count", MacroArg::Int(legs.pairs.len())));
    args.push(("first_offset", MacroArg::Int(index.first)));
    args.push(("second_offset", MacroArg::Int(index.second)));
    args.push(("pair_width", MacroArg::Int(index.width)));
    args.push(("slot_steps", MacroArg::Ident(names[3].clone())));
    // Each pair by its first leg's slot and its second step plus the
    // offset, both at least 0.
    let (pair_slots, pair_seconds) = legs
        .pairs
        .iter()
        .map(|&(d1, d2)| {
            let slot = legs.slots.binary_search(&d1).unwrap_or_default();
            (
                slot,
                d2.saturating_add_unsigned(index.second).unsigned_abs(),
            )
        })
        .unzip();
    args.push(("pair_slots", MacroArg::Ints(pair_slots)));
    args.push(("pair_seconds", MacroArg::Ints(pair_seconds)));
    args.push(("steps", MacroArg::Ints(vec![0; legs.mid_rows])));
    args.push(("mids_fn", name("leg_mids")));
    args.push(("slot_mids_fn", name("slot_leg_mids")));
    args.push(("targets_fn", name("mid_leg_targets")));
    args.push(("squares_fn", name("mid_leg_squares")));
    args.push(("slot_targets_fn", name("slot_mid_leg_targets")));
    const KEYS: [[&str; 4]; 2] = [
        ["mid_kinds", "any", "empty", "full"],
        ["mid_kinds_black", "any_black", "empty_black", "full_black"],
    ];
    for ((lists, mids), keys) in legs.mid_row_kinds.iter().zip(&legs.mid_kinds).zip(KEYS) {
        args.push((keys[0], kind_names(mids)));
        for (list, key) in lists.iter().zip(&keys[1..]) {
            args.push((key, kind_names(list)));
        }
    }
    let [
        ..,
        any_mids,
        any_slot_mids,
        any_targets,
        slots_const,
        any_squares,
        any_slot_targets,
    ] = uniform_leg_names(piece, board);
    args.push(("any_mids", MacroArg::Ident(any_mids)));
    args.push(("any_slot_mids", MacroArg::Ident(any_slot_mids)));
    args.push(("any_targets", MacroArg::Ident(any_targets)));
    args.push(("mid_slots_const", MacroArg::Ident(slots_const)));
    args.push(("any_squares", MacroArg::Ident(any_squares)));
    args.push(("any_slot_targets", MacroArg::Ident(any_slot_targets)));
    Some(Invocation {
        path: [API_CRATE, "__mid_legs_api"],
        args,
    })
}

/// The call that writes the module's `Piece` enum over its fairy pieces,
/// with `attacks`, `moves` and `initial_moves` for any of them, and the
/// `PieceGeometry` impl; a module without fairy pieces has the enum with no
/// variant, so that code written against `PieceGeometry` runs on every
/// board.
fn piece_set_api(pieces: &[FairyPiece], board: &Board) -> Option<Invocation> {
    let width = BitWidth::for_squares(board.squares())?;
    let mut args = vec![("board", MacroArg::Str(docs::board_line(board)))];
    bitboard_args(&mut args, width);
    let list = |f: &dyn Fn(&FairyPiece) -> String| MacroArg::Idents(pieces.iter().map(f).collect());
    args.push(("variants", list(&|p| p.variant_name())));
    // The length of `Piece::ALL`, which the compiler would otherwise find
    // by evaluating a sum the macros build, one term per piece.
    args.push(("count", MacroArg::Int(pieces.len())));
    args.push(("names", list(&|p| p.name().to_string())));
    let reads: Vec<[String; 3]> = pieces.iter().map(|p| piece_reads(p, board)).collect();
    let read = |k: usize| MacroArg::Idents(reads.iter().map(|r| r[k].clone()).collect());
    args.push(("reads", read(0)));
    args.push(("attacks", read(1)));
    args.push(("moves", read(2)));
    args.push(("initial", list(&|p| initial_name(p))));
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
        args.push((key, list(&|p| uniform_leg_names(p, board)[k].clone())));
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

/// The typed API of `board`.
fn api(board: &Board, square: &SquareEnum, pieces: &[FairyPiece], tables: &[PieceTables]) -> Api {
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
    let piece_calls: Vec<Invocation> = pieces
        .iter()
        .zip(tables)
        .flat_map(|(p, t)| {
            piece_api(p, board, t)
                .into_iter()
                .chain(legs_api(p, board, t))
                .chain(mid_legs_api(p, board, t))
        })
        .chain(piece_set_api(pieces, board))
        .collect();
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
