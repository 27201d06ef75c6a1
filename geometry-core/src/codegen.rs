//! The build-script path: a builder, in the style of `phf_codegen`, that
//! writes the same modules `board!` emits as a source file.
//!
//! ```no_run
//! // build.rs
//! use geometry_core::codegen::Codegen;
//! use geometry_core::{Board, Mapping};
//!
//! fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     // Without this line Cargo reruns the script after any change in the package.
//!     println!("cargo:rerun-if-changed=build.rs");
//!     Codegen::new()
//!         .board("standard", Board::STANDARD)
//!         .board("capablanca", Board::new(10, 8, Mapping::Lerf)?)
//!         .write_to_out_dir("geometry.rs")?;
//!     Ok(())
//! }
//! ```
//!
//! and in the crate: `include!(concat!(env!("OUT_DIR"), "/geometry.rs"));`,
//! after which `capablanca::KNIGHT_DIST` and friends exist exactly as if
//! `board! { pub mod capablanca { files = 10, ranks = 8 } }` had been written.
//!
//! The source comes from [`BoardModule`] and [`emit::source`], the
//! same plan and printer as the macros: items, types, values and doc
//! comments are identical. The output is deterministic (no time stamps, no
//! paths), and [`Codegen::write_to`] leaves an up-to-date file untouched so
//! that its modification time does not trigger rebuilds downstream.
//!
//! Bad configuration (no board, a duplicate or invalid module name, no
//! `OUT_DIR`) is returned as a [`CodegenError`]; nothing here panics.

use crate::args::{ArgError, betza_piece, is_module_name};
use crate::emit;
use crate::named::named_enum;
use crate::{Board, BoardModule, Region, RegionSide, Table, TableError};
use core::fmt;
use std::path::{Path, PathBuf};

named_enum! {
    /// The output language of a [`Codegen`].
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub enum Format (exact, UnknownFormat("format")) {
        /// Rust source for `include!` (the default).
        #[default]
        Rust = "rust",
        /// A C99 header: `static const` arrays of `stdint.h` types.
        C = "c",
        /// A JSON object of named arrays.
        Json = "json",
    }
}

/// What is wrong with a [`Codegen`] configuration, or why writing failed.
#[derive(Debug)]
pub enum CodegenError {
    /// No board was added.
    NoBoards,
    /// No table was selected (an empty `tables(&[])`).
    NoTables,
    /// A module name is not a Rust identifier (or is a keyword).
    InvalidModuleName(String),
    /// Two boards were given the same module name.
    DuplicateModule(String),
    /// A selected table does not exist on a board (a bitboard table on a
    /// board past [`MAX_BITBOARD_SQUARES`](crate::MAX_BITBOARD_SQUARES),
    /// which no [`Board`] is).
    Table {
        /// The module of the offending board.
        module: String,
        /// Why the table cannot be computed.
        error: TableError,
    },
    /// A Betza piece is refused, with `board!`'s message.
    Piece {
        /// The module of the offending board.
        module: String,
        /// Why.
        error: ArgError,
    },
    /// A region is refused, with `board!`'s message.
    Region {
        /// The module of the offending board.
        module: String,
        /// Why.
        error: ArgError,
    },
    /// `OUT_DIR` is not set: `write_to_out_dir` runs only inside a build script.
    MissingOutDir,
    /// Reading or writing the output file failed.
    Io {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        error: std::io::Error,
    },
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodegenError::Piece { module, error } | CodegenError::Region { module, error } => {
                write!(f, "module `{module}`: {error}")
            }
            CodegenError::NoBoards => f.write_str("no board to generate: add one with `.board(name, board)`"),
            CodegenError::NoTables => write!(
                f,
                "no table selected; expected one or more of: {}",
                Table::names_list()
            ),
            CodegenError::InvalidModuleName(name) => write!(
                f,
                "invalid module name `{name}`: expected a Rust identifier (letters, digits and `_`, not starting with a digit, not a keyword), e.g. `capablanca`"
            ),
            CodegenError::DuplicateModule(name) => {
                write!(f, "duplicate module name `{name}`: each board needs its own")
            }
            CodegenError::Table { module, error } => write!(f, "module `{module}`: {error}"),
            CodegenError::MissingOutDir => f.write_str(
                "OUT_DIR is not set: `write_to_out_dir` must run inside a build script (use `write_to` elsewhere)",
            ),
            CodegenError::Io { path, error } => write!(f, "cannot write `{}`: {error}", path.display()),
        }
    }
}

impl std::error::Error for CodegenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CodegenError::Io { error, .. } => Some(error),
            CodegenError::Table { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// Region `name` of `board`, checked as `board!` checks it: a lowercase
/// name, not one of `earlier`'s, and squares on the board.
fn region(
    name: &str,
    side: RegionSide,
    squares: &str,
    board: &Board,
    earlier: &[Region],
) -> Result<Region, ArgError> {
    if !crate::is_region_name(name) {
        return Err(ArgError::RegionNameCase {
            name: name.to_string(),
        });
    }
    if earlier.iter().any(|r| r.name() == name) {
        return Err(ArgError::DuplicateRegion {
            name: name.to_string(),
        });
    }
    Region::parse(name, squares, side, board).map_err(|error| ArgError::Region {
        name: name.to_string(),
        error,
    })
}

/// The default module name for a board: `board_8x8_lerf`.
pub fn default_module_name(board: &Board) -> String {
    format!(
        "board_{}x{}_{}",
        board.files(),
        board.ranks(),
        board.mapping()
    )
}

#[derive(Clone, Debug)]
struct BoardSpec {
    name: String,
    docs: Vec<String>,
    board: Board,
    /// Betza pieces: name, string.
    pieces: Vec<(String, String)>,
    /// Regions: name, side, squares.
    regions: Vec<(String, RegionSide, String)>,
}

/// A builder of generated geometry source: boards, tables, format.
///
/// ```
/// use geometry_core::codegen::Codegen;
/// use geometry_core::{Board, Mapping, Table};
///
/// let source = Codegen::new()
///     .board("capablanca", Board::new(10, 8, Mapping::Lerf).unwrap())
///     .tables(&[Table::KnightDist, Table::LineBb])
///     .generate()
///     .unwrap();
/// assert!(source.starts_with("// @generated by geometry-core"));
/// assert!(source.contains("pub mod capablanca {"));
/// assert!(source.contains("pub static KNIGHT_DIST: [[u8; 80]; 80] = ["));
/// assert!(source.contains("pub static LINE_BB: [[u128; 80]; 80] = ["));
/// assert!(!source.contains("KING_DIST"));
///
/// // Past 128 squares bitboards are `geometry_tables::Bitboard256`, and a
/// // pair table indexes its distinct values.
/// let big = Board::new(16, 16, Mapping::Lerf).unwrap();
/// let source = Codegen::new().board("big", big).tables(&[Table::LineBb]).generate().unwrap();
/// assert!(source.contains("pub static LINE_BB: ::geometry_tables::Bitboard256Pairs<256> = {"));
/// assert!(source.contains("static VALUES: [B; 91] = B::__words(4, &["));
///
/// // Configuration errors are values, not panics.
/// let err = Codegen::new().board("type", big).generate();
/// assert!(err.is_err());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Codegen {
    boards: Vec<BoardSpec>,
    tables: Option<Vec<Table>>,
    format: Format,
}

impl Codegen {
    /// An empty configuration: no board yet, every table, Rust output.
    pub fn new() -> Codegen {
        Codegen::default()
    }

    /// Adds `board` as module `name`.
    pub fn board(self, name: &str, board: Board) -> Codegen {
        self.board_with_docs(name, &[], board)
    }

    /// Adds `board` as module `name`, with doc lines of your own placed
    /// before the generated module docs (as `///` lines on a `board!` module).
    pub fn board_with_docs(mut self, name: &str, docs: &[&str], board: Board) -> Codegen {
        self.boards.push(BoardSpec {
            name: name.to_string(),
            docs: docs.iter().map(|d| d.to_string()).collect(),
            board,
            pieces: Vec::new(),
            regions: Vec::new(),
        });
        self
    }

    /// Adds fairy pieces in Betza notation, `("gold", "WfF")`, to the board
    /// added last, as `board!`'s `pieces = [gold = "WfF"]` does: the same
    /// items, checked the same way (a bad name or string, a piece that
    /// never moves or a duplicate name is an error of
    /// [`generate`](Self::generate)).
    ///
    /// ```
    /// use geometry_core::codegen::Codegen;
    /// use geometry_core::{Board, Mapping};
    ///
    /// let xiangqi = Board::new(9, 10, Mapping::Lerf).unwrap();
    /// let source = Codegen::new()
    ///     .board("xiangqi", xiangqi)
    ///     .pieces(&[("horse", "nN"), ("cannon", "mRcpR")])
    ///     .generate()
    ///     .unwrap();
    /// assert!(source.contains("__piece_set_api!"));
    /// assert!(source.contains("HORSE_ROWS"));
    /// let bad = Codegen::new().board("x", xiangqi).pieces(&[("horse", "nX")]).generate();
    /// assert!(bad.unwrap_err().to_string().contains("unknown Betza atom `X`"));
    /// ```
    pub fn pieces(mut self, pieces: &[(&str, &str)]) -> Codegen {
        if let Some(spec) = self.boards.last_mut() {
            for (name, betza) in pieces {
                spec.pieces.push((name.to_string(), betza.to_string()));
            }
        }
        self
    }

    /// Adds a region to the board added last, as `board!`'s `regions =
    /// [palace = white("d1 e1 f1")]` does: `squares` in Fairy-Stockfish's
    /// region syntax, for both sides or for one (the other's turned over
    /// the middle rank). A bad name, token or a duplicate is an error of
    /// [`generate`](Self::generate).
    ///
    /// ```
    /// use geometry_core::codegen::Codegen;
    /// use geometry_core::{Board, Mapping, RegionSide};
    ///
    /// let xiangqi = Board::new(9, 10, Mapping::Lerf).unwrap();
    /// let source = Codegen::new()
    ///     .board("xiangqi", xiangqi)
    ///     .region("palace", RegionSide::White, "d1 e1 f1 d2 e2 f2 d3 e3 f3")
    ///     .generate()
    ///     .unwrap();
    /// assert!(source.contains("pub static PALACE_REGION: [u128; 2] = ["));
    /// let bad = Codegen::new().board("x", xiangqi).region("palace", RegionSide::Both, "j1").generate();
    /// assert!(bad.unwrap_err().to_string().contains("`j1` is off the 9x10 board"));
    /// ```
    pub fn region(mut self, name: &str, side: RegionSide, squares: &str) -> Codegen {
        if let Some(spec) = self.boards.last_mut() {
            spec.regions
                .push((name.to_string(), side, squares.to_string()));
        }
        self
    }

    /// Restricts every module to `tables` (emitted in [`Table::ALL`] order
    /// whatever the order here). Without this call each module holds every
    /// table, as `board!` does.
    ///
    /// A restricted module is plain data: the tables, the `x88` constants
    /// and the `Square` enum, without the typed API (the `Square` methods,
    /// the typed accessors and the `Board` type), which reads every table.
    pub fn tables(mut self, tables: &[Table]) -> Codegen {
        self.tables = Some(tables.to_vec());
        self
    }

    /// Chooses the output language (Rust by default).
    pub fn format(mut self, format: Format) -> Codegen {
        self.format = format;
        self
    }

    /// Checks the configuration and builds the plan of every module, with
    /// the table selection applied (the `x88` submodule and `Square` enum
    /// are always kept, as in `board!`).
    pub fn modules(&self) -> Result<Vec<BoardModule>, CodegenError> {
        if self.boards.is_empty() {
            return Err(CodegenError::NoBoards);
        }
        if self.tables.as_ref().is_some_and(|t| t.is_empty()) {
            return Err(CodegenError::NoTables);
        }
        let mut modules: Vec<BoardModule> = Vec::with_capacity(self.boards.len());
        for spec in &self.boards {
            if !is_module_name(&spec.name) {
                return Err(CodegenError::InvalidModuleName(spec.name.clone()));
            }
            if modules.iter().any(|m| m.name() == spec.name) {
                return Err(CodegenError::DuplicateModule(spec.name.clone()));
            }
            if let Some(tables) = &self.tables {
                for table in tables {
                    if let Err(error) = table.compute(&spec.board) {
                        return Err(CodegenError::Table {
                            module: spec.name.clone(),
                            error,
                        });
                    }
                }
            }
            let mut pieces: Vec<crate::FairyPiece> = Vec::new();
            for (name, betza) in &spec.pieces {
                let piece = betza_piece(name, betza, &spec.board)
                    .and_then(|piece| {
                        let taken = pieces.iter().any(|p| p.name() == name);
                        let name = name.clone();
                        if taken {
                            Err(ArgError::DuplicatePiece { name })
                        } else {
                            Ok(piece)
                        }
                    })
                    .map_err(|error| CodegenError::Piece {
                        module: spec.name.clone(),
                        error,
                    })?;
                pieces.push(piece);
            }
            let mut regions: Vec<Region> = Vec::new();
            for (name, side, squares) in &spec.regions {
                let region =
                    region(name, *side, squares, &spec.board, &regions).map_err(|error| {
                        CodegenError::Region {
                            module: spec.name.clone(),
                            error,
                        }
                    })?;
                regions.push(region);
            }
            let mut module = BoardModule::with_regions(
                &spec.name,
                spec.docs.clone(),
                &spec.board,
                &pieces,
                &regions,
            );
            if let Some(tables) = &self.tables {
                module.retain_tables(tables);
            }
            modules.push(module);
        }
        Ok(modules)
    }

    /// The generated file as a string: the `@generated` header, then one
    /// module per board in the order they were added.
    pub fn generate(&self) -> Result<String, CodegenError> {
        let modules = self.modules()?;
        Ok(match self.format {
            Format::Rust => rust_file(&modules),
            Format::C => emit::c::header(&modules),
            Format::Json => emit::json::document(&modules),
        })
    }

    /// Writes the generated file to `path`, unless the file already holds
    /// exactly that text (so its modification time stays put).
    #[allow(clippy::disallowed_methods)] // the build-script writer writes a file by design
    pub fn write_to(&self, path: impl AsRef<Path>) -> Result<PathBuf, CodegenError> {
        let path = path.as_ref().to_path_buf();
        let text = self.generate()?;
        if std::fs::read(&path).is_ok_and(|old| old == text.as_bytes()) {
            return Ok(path);
        }
        match std::fs::write(&path, text) {
            Ok(()) => Ok(path),
            Err(error) => Err(CodegenError::Io { path, error }),
        }
    }

    /// Writes the generated file as `file_name` in Cargo's `OUT_DIR`, for
    /// `include!(concat!(env!("OUT_DIR"), "/file_name"))`. Returns its path.
    #[allow(clippy::disallowed_methods)] // a build script's output directory
    pub fn write_to_out_dir(&self, file_name: &str) -> Result<PathBuf, CodegenError> {
        let dir = std::env::var_os("OUT_DIR").ok_or(CodegenError::MissingOutDir)?;
        self.write_to(Path::new(&dir).join(file_name))
    }
}

/// The Rust file: header, then each module as `emit::source` prints it.
fn rust_file(modules: &[BoardModule]) -> String {
    let mut out = emit::header_line();
    out.push('\n');
    let boards: Vec<String> = modules
        .iter()
        .map(|m| format!("`{}` ({})", m.name(), m.board().describe()))
        .collect();
    out.push_str(&format!("// Boards: {}.\n", boards.join(", ")));
    for m in modules {
        out.push('\n');
        out.push_str(&emit::source::module(m));
    }
    out
}
