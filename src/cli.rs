//! Command-line grammar (clap derive) and the validation of its values.
//!
//! Every value that can be wrong (table, mapping, board, square, format,
//! table list) is taken as a string and checked here, so that each error
//! is one line naming the problem and the allowed values. clap's own
//! errors (unknown flag, missing argument) are folded into one line too.

use crate::error::CliError;
use clap::error::ErrorKind;
use clap::{Parser, Subcommand};
use geometry_core::__private::args::betza_piece;
use geometry_core::codegen::{Format, UnknownFormat};
use geometry_core::formula::{SLIDERS, Slider};
use geometry_core::{
    Board, FairyPiece, MAX_SIDE, MIN_SIDE, Mapping, RegionSide, Table, UnknownMapping,
    UnknownTable, parse_region,
};
use std::ffi::OsString;

const EXAMPLES: &str = "\
Examples:
  chess-geometry list
  chess-geometry show knight_dist --from b1
  chess-geometry show between_bb --from a1 --board 8x8
  chess-geometry show line_bb --board 10x8 --from c2
  chess-geometry show square_names --board 5x5 --mapping lefr
  chess-geometry show x88_attack --from d4
  chess-geometry show rook_attacks --from d4 --occupied d6,f4,b4
  chess-geometry show --piece nN --board 9x10 --from b1 --occupied b2
  chess-geometry show --piece WfF --board 9x9 --from e5 --color black
  chess-geometry show --piece KNADcaKmcabK --board 12x12 --from f6 --occupied f7
  chess-geometry gen > geometry.rs
  chess-geometry gen --board 10x8 --module capablanca --tables knight_dist,line_bb
  chess-geometry gen --format c > geometry.h
  chess-geometry gen --format json --board 12x10 --mapping lefr > geometry.json
  chess-geometry gen --board 9x10 --module xiangqi --pieces horse=nN,cannon=mRcpR

Tables are named in lower case (knight_dist); boards are FILESxRANKS with
each side 1 to 16; mappings are lerf (a1 = 0, b1 = 1, default), lerbef,
berlef, berf, lefr (a1 = 0, a2 = 1), lefber, befler, befr.";

const SHOW_HELP: &str = "\
Per-square tables show their values; pair tables show the values from
--from (default: the square near the centre, d4 on 8x8); bitboard tables
show 1 for a member square and . otherwise; FILE_BB and the other
per-line bitboards show the line through --from; X88_ATTACK and X88_STEP
show the entry for the move from --from to each square. The --from square
is drawn in [brackets]. Colour is used only when stdout is a terminal and
NO_COLOR is unset.

Examples:
  chess-geometry show knight_dist --from b1
  chess-geometry show king_dist --board 10x8 --from e1
  chess-geometry show diagonal --mapping lefr
  chess-geometry show x88_step --from e4";

const GEN_HELP: &str = "\
rust: the build-script output of geometry_core::codegen::Codegen, the same
items and doc comments as board!; include! it or paste it.
c:    a C99 header with an include guard, <stdint.h> types and static const
      arrays, names prefixed with the module name in capitals.
json: an object of named arrays (bitboards as hex strings).

Examples:
  chess-geometry gen --module standard > standard.rs
  chess-geometry gen --board 10x8 --tables knight_dist,king_dist --format c
  chess-geometry gen --board 16x16 --format json";

/// Exact chess-board geometry tables for any board from 1x1 to 16x16:
/// list them, draw them as a board, or print them as Rust, C or JSON.
#[derive(Parser, Debug)]
#[command(name = "chess-geometry", version, after_help = EXAMPLES)]
struct Cli {
    #[command(subcommand)]
    command: RawCommand,
}

/// `--board` and `--mapping`, shared by `show` and `gen`.
#[derive(clap::Args, Debug)]
struct BoardArgs {
    /// The board as FILESxRANKS, each 1 to 16.
    #[arg(
        long,
        value_name = "FxR",
        default_value = "8x8",
        allow_hyphen_values = true
    )]
    board: String,
    /// The square mapping: lerf, lerbef, berlef, berf, lefr, lefber, befler, befr.
    #[arg(
        long,
        value_name = "M",
        default_value = "lerf",
        allow_hyphen_values = true
    )]
    mapping: String,
}

#[derive(Subcommand, Debug)]
enum RawCommand {
    /// List every table with a one-line description.
    List,
    /// Draw a table as a board: the top rank first, file letters underneath.
    #[command(after_help = SHOW_HELP)]
    Show {
        /// The table, e.g. knight_dist (see `chess-geometry list`); or
        /// none, with --piece.
        table: Option<String>,
        #[command(flatten)]
        board: BoardArgs,
        /// The square to measure from, e.g. b1 (marked on the diagram).
        #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
        from: Option<String>,
        /// For rook_attacks, bishop_attacks, queen_attacks and --piece: the
        /// occupied squares, comma-separated, e.g. d6,f4,b4.
        #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
        occupied: Option<String>,
        /// A piece in Betza notation, read as Fairy-Stockfish reads it, e.g.
        /// nN (the xiangqi horse) or WfF (the shogi gold), in place of a table.
        #[arg(long, value_name = "BETZA", allow_hyphen_values = true)]
        piece: Option<String>,
        /// With --piece: the side, white (moving towards higher ranks, the
        /// default) or black.
        #[arg(long, value_name = "SIDE", allow_hyphen_values = true)]
        color: Option<String>,
        /// A region in Fairy-Stockfish's region syntax, e.g. "*7 *8" or
        /// "d1 e1 f1 d2 e2 f2 d3 e3 f3", in place of a table.
        #[arg(long, value_name = "SQUARES", allow_hyphen_values = true)]
        region: Option<String>,
    },
    /// Print generated source for a board: Rust, C or JSON.
    #[command(after_help = GEN_HELP)]
    Gen {
        #[command(flatten)]
        board: BoardArgs,
        /// Comma-separated tables to include (default: every table the board supports).
        #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
        tables: Option<String>,
        /// Output language: rust, c or json.
        #[arg(
            long,
            value_name = "FORMAT",
            default_value = "rust",
            allow_hyphen_values = true
        )]
        format: String,
        /// Module name (Rust module, C prefix, JSON "module"); default board_FxR_MAPPING.
        #[arg(long, value_name = "NAME", allow_hyphen_values = true)]
        module: Option<String>,
        /// Fairy pieces in Betza notation, comma-separated NAME=BETZA, e.g.
        /// horse=nN,cannon=mRcpR (as board!'s `pieces`).
        #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
        pieces: Option<String>,
        /// A region, NAME=SQUARES for both sides or NAME=white:SQUARES
        /// (black:) for one, the squares in Fairy-Stockfish's region syntax,
        /// e.g. --region "palace=white:d1 e1 f1 d2 e2 f2 d3 e3 f3" (as
        /// board!'s `regions`); repeat it for more.
        #[arg(long, value_name = "NAME=SQUARES", allow_hyphen_values = true)]
        region: Vec<String>,
    },
}

/// A validated command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `list`.
    List,
    /// `show`.
    Show {
        /// The table to draw.
        table: Table,
        /// The board.
        board: Board,
        /// The `--from` square, if given.
        from: Option<usize>,
    },
    /// `show` for a slider's attacks through an occupancy.
    Attacks {
        /// The slider.
        slider: Slider,
        /// The board.
        board: Board,
        /// The `--from` square, if given.
        from: Option<usize>,
        /// The occupied squares.
        occupied: Vec<usize>,
    },
    /// `show --piece`: a Betza piece's attacks and moves through an
    /// occupancy.
    Piece {
        /// The piece, named by its Betza string.
        piece: FairyPiece,
        /// The board.
        board: Board,
        /// The `--from` square, if given.
        from: Option<usize>,
        /// The occupied squares.
        occupied: Vec<usize>,
        /// 0 white, 1 black.
        color: usize,
    },
    /// `show --region`: a region's squares.
    Region {
        /// The region's text.
        squares: String,
        /// The board.
        board: Board,
    },
    /// `gen`.
    Gen {
        /// The board.
        board: Board,
        /// The selected tables, or `None` for all.
        tables: Option<Vec<Table>>,
        /// Output language.
        format: Format,
        /// Module name, if given.
        module: Option<String>,
        /// Betza pieces, `(name, string)`.
        pieces: Vec<(String, String)>,
        /// Regions, `(name, side, squares)`.
        regions: Vec<(String, RegionSide, String)>,
    },
}

/// What parsing the command line led to.
#[derive(Debug)]
pub enum Parsed {
    /// A command to run.
    Run(Command),
    /// Text to print on stdout and exit 0 (`--help`, `--version`).
    Print(String),
}

/// Parses and validates the command line (including the program name).
pub fn parse<I, T>(args: I) -> Result<Parsed, CliError>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    Ok(Parsed::Print(e.render().to_string()))
                }
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => Err(CliError::new(
                    "missing subcommand; expected one of: list, show, gen, help (see `chess-geometry --help`)",
                )),
                _ => Err(one_line(&e)),
            };
        }
    };
    let command = match cli.command {
        RawCommand::List => Command::List,
        RawCommand::Show {
            table,
            board,
            from,
            occupied,
            piece,
            color,
            region,
        } => {
            let board = parse_board(&board.board, &board.mapping)?;
            if let Some(squares) = region {
                if table.is_some()
                    || piece.is_some()
                    || occupied.is_some()
                    || color.is_some()
                    || from.is_some()
                {
                    return Err(CliError::new(
                        "--region stands alone: give a region, a table or --piece (see `chess-geometry show --help`)",
                    ));
                }
                parse_region(&board, &squares)
                    .map_err(|error| CliError::new(format!("--region: {error}")))?;
                return Ok(Parsed::Run(Command::Region { squares, board }));
            }
            let from = from.map(|s| parse_square(&board, &s)).transpose()?;
            let squares = occupied
                .as_deref()
                .map(|list| parse_square_list(&board, list))
                .transpose()?;
            let slider = table.as_deref().and_then(|table| {
                SLIDERS
                    .into_iter()
                    .find(|s| table.eq_ignore_ascii_case(&format!("{}_attacks", s.name)))
            });
            match (table, piece, slider) {
                (Some(_), Some(_), _) => {
                    return Err(CliError::new(
                        "give a table or --piece, not both (see `chess-geometry show --help`)",
                    ));
                }
                (None, None, _) => {
                    return Err(CliError::new(
                        "missing table; give one (see `chess-geometry list`) or --piece BETZA",
                    ));
                }
                (None, Some(betza), _) => Command::Piece {
                    piece: parse_piece(&board, &betza)?,
                    board,
                    from,
                    occupied: squares.unwrap_or_default(),
                    color: parse_color(color.as_deref())?,
                },
                (Some(_), None, _) if color.is_some() => {
                    return Err(CliError::new("--color applies to --piece only"));
                }
                (Some(_), None, Some(slider)) => Command::Attacks {
                    slider,
                    board,
                    from,
                    occupied: squares.unwrap_or_default(),
                },
                (Some(_), None, None) if squares.is_some() => {
                    return Err(CliError::new(
                        "--occupied applies to rook_attacks, bishop_attacks, queen_attacks and --piece only",
                    ));
                }
                (Some(table), None, None) => Command::Show {
                    table: parse_table(&table)?,
                    board,
                    from,
                },
            }
        }
        RawCommand::Gen {
            board,
            tables,
            format,
            module,
            pieces,
            region,
        } => {
            let board = parse_board(&board.board, &board.mapping)?;
            let regions = region
                .iter()
                .map(|r| parse_region_arg(r))
                .collect::<Result<Vec<_>, _>>()?;
            let tables = tables.map(|list| parse_table_list(&list)).transpose()?;
            let format = Format::from_name(&format.to_ascii_lowercase())
                .ok_or_else(|| CliError::new(UnknownFormat(format).to_string()))?;
            let pieces = pieces.as_deref().map(parse_piece_list).transpose()?;
            Command::Gen {
                board,
                tables,
                format,
                module,
                pieces: pieces.unwrap_or_default(),
                regions,
            }
        }
    };
    Ok(Parsed::Run(command))
}

/// Comma-separated square names; empty names are skipped.
fn parse_square_list(board: &Board, list: &str) -> Result<Vec<usize>, CliError> {
    let mut squares = Vec::new();
    for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        squares.push(parse_square(board, name)?);
    }
    Ok(squares)
}

/// A Betza string as a piece that moves on `board`, checked as `board!`
/// checks it; the error is the macros' message.
fn parse_piece(board: &Board, betza: &str) -> Result<FairyPiece, CliError> {
    betza_piece("piece", betza, board).map_err(|error| CliError::new(error.to_string()))
}

/// `name=BETZA,..`, each checked when the module is generated.
fn parse_piece_list(list: &str) -> Result<Vec<(String, String)>, CliError> {
    let mut pieces = Vec::new();
    for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let Some((name, betza)) = item.split_once('=') else {
            return Err(CliError::new(format!(
                "expected NAME=BETZA in --pieces, found `{item}`; write `--pieces horse=nN,cannon=mRcpR`"
            )));
        };
        pieces.push((name.trim().to_string(), betza.trim().to_string()));
    }
    Ok(pieces)
}

/// `NAME=SQUARES`, `NAME=white:SQUARES` or `NAME=black:SQUARES`, checked
/// when the module is generated.
fn parse_region_arg(arg: &str) -> Result<(String, RegionSide, String), CliError> {
    let Some((name, rest)) = arg.split_once('=') else {
        return Err(CliError::new(format!(
            "expected NAME=SQUARES in --region, found `{arg}`; write `--region \"palace=white:d1 e1 f1\"`"
        )));
    };
    let (side, squares) = match rest.split_once(':') {
        Some(("white", squares)) => (RegionSide::White, squares),
        Some(("black", squares)) => (RegionSide::Black, squares),
        _ => (RegionSide::Both, rest),
    };
    Ok((name.trim().to_string(), side, squares.to_string()))
}

/// `white` (the default) or `black`.
fn parse_color(color: Option<&str>) -> Result<usize, CliError> {
    match color.map(str::to_ascii_lowercase).as_deref() {
        None | Some("white") => Ok(0),
        Some("black") => Ok(1),
        Some(other) => Err(CliError::new(format!(
            "unknown side `{other}`; expected white or black"
        ))),
    }
}

/// A clap error as one line: its text up to the usage, lines joined.
fn one_line(e: &clap::Error) -> CliError {
    let text = e.render().to_string();
    let mut parts = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("Usage:") || line.starts_with("For more information") {
            break;
        }
        // clap's advice to pass a flag-like value after `--` does not apply here.
        let dashes_tip = line.starts_with("tip:") && line.contains("as a value");
        if !line.is_empty() && !dashes_tip {
            parts.push(
                line.strip_prefix("error:")
                    .unwrap_or(line)
                    .trim()
                    .to_string(),
            );
        }
    }
    let mut message = String::new();
    for part in parts {
        if !message.is_empty() {
            message.push_str(if message.ends_with(':') { " " } else { "; " });
        }
        message.push_str(&part);
    }
    if matches!(
        e.kind(),
        ErrorKind::InvalidSubcommand | ErrorKind::MissingSubcommand
    ) {
        message.push_str("; expected one of: list, show, gen, help");
    } else if message.contains("<TABLE>") {
        message.push_str(&format!("; expected one of: {}", Table::names_list()));
    }
    message.push_str(" (see `chess-geometry --help`)");
    CliError(message)
}

/// A table name, in any case, `_` or `-`.
pub fn parse_table(name: &str) -> Result<Table, CliError> {
    name.parse()
        .map_err(|e: UnknownTable| CliError::new(e.to_string()))
}

/// A comma-separated list of tables.
pub fn parse_table_list(list: &str) -> Result<Vec<Table>, CliError> {
    let mut tables = Vec::new();
    for name in list.split(',').map(str::trim) {
        let table = parse_table(name)?;
        if !tables.contains(&table) {
            tables.push(table);
        }
    }
    Ok(tables)
}

/// `FILESxRANKS` and a mapping name into a board.
pub fn parse_board(spec: &str, mapping: &str) -> Result<Board, CliError> {
    let mapping = Mapping::from_name(&mapping.to_ascii_lowercase())
        .ok_or_else(|| CliError::new(UnknownMapping(mapping.to_string()).to_string()))?;
    let malformed = || {
        CliError::new(format!(
            "malformed board `{spec}`; expected FILESxRANKS with each side {MIN_SIDE} to {MAX_SIDE}, e.g. 8x8 or 10x8"
        ))
    };
    let (files, ranks) = spec.split_once(['x', 'X']).ok_or_else(malformed)?;
    let side = |s: &str| -> Result<usize, CliError> {
        if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        s.parse().map_err(|_| malformed())
    };
    let (files, ranks) = (side(files)?, side(ranks)?);
    Board::new(files, ranks, mapping).map_err(|_| {
        CliError::new(format!(
            "board `{spec}` is out of range; expected FILESxRANKS with each side {MIN_SIDE} to {MAX_SIDE}, e.g. 8x8 or 10x8"
        ))
    })
}

/// A square name on `board`.
pub fn parse_square(board: &Board, name: &str) -> Result<usize, CliError> {
    let last_square = board.square_name(board.square(board.files() - 1, 0));
    let last_file = &last_square[..1];
    let mut chars = name.chars();
    let well_formed = chars.next().is_some_and(|c| c.is_ascii_alphabetic()) && {
        let digits = chars.as_str();
        (1..=2).contains(&digits.len())
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'))
    };
    if !well_formed {
        return Err(CliError::new(format!(
            "malformed square `{name}`; expected a file letter a..{last_file} and a rank 1..{}, e.g. b1",
            board.ranks()
        )));
    }
    board.parse_square(name).ok_or_else(|| {
        CliError::new(format!(
            "square `{name}` is off the {}x{} board; expected files a..{last_file} and ranks 1..{}",
            board.files(),
            board.ranks(),
            board.ranks()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> Result<Parsed, CliError> {
        parse(std::iter::once("chess-geometry").chain(args.iter().copied()))
    }

    #[test]
    fn boards() {
        let b = parse_board("10x8", "lefr").unwrap();
        assert_eq!((b.files(), b.ranks(), b.mapping()), (10, 8, Mapping::Lefr));
        assert_eq!(parse_board("1X16", "LERF").unwrap().squares(), 16);
        for bad in [
            "", "8", "8x", "x8", "8x8x8", "-1x8", "8 x8", "a x b", "0008x8",
        ] {
            let err = parse_board(bad, "lerf").unwrap_err().0;
            assert!(err.starts_with("malformed board"), "{bad}: {err}");
        }
        for bad in ["0x8", "17x8", "8x17", "100x100"] {
            let err = parse_board(bad, "lerf").unwrap_err().0;
            assert!(err.contains("out of range"), "{bad}: {err}");
        }
        let err = parse_board("8x8", "rfle").unwrap_err().0;
        assert!(err.contains("unknown mapping `rfle`") && err.contains("befr"));
    }

    #[test]
    fn squares() {
        let b = Board::STANDARD;
        assert_eq!(parse_square(&b, "b1"), Ok(1));
        assert_eq!(parse_square(&b, "H8"), Ok(63));
        for bad in ["", "1b", "b", "b01", "bb1", "b123", "é1"] {
            assert!(
                parse_square(&b, bad)
                    .unwrap_err()
                    .0
                    .starts_with("malformed square")
            );
        }
        for off in ["i1", "a9", "a0", "z99"] {
            let err = parse_square(&b, off).unwrap_err().0;
            assert!(err.contains("off the 8x8 board"), "{off}: {err}");
        }
    }

    #[test]
    fn commands() {
        match run(&["show", "KNIGHT-DIST", "--from", "b1"]).unwrap() {
            Parsed::Run(Command::Show { table, from, .. }) => {
                assert_eq!((table, from), (Table::KnightDist, Some(1)));
            }
            other => panic!("{other:?}"),
        }
        match run(&[
            "gen",
            "--tables",
            "knight_dist, line_bb,knight_dist",
            "--format",
            "C",
        ])
        .unwrap()
        {
            Parsed::Run(Command::Gen { tables, format, .. }) => {
                assert_eq!(tables, Some(vec![Table::KnightDist, Table::LineBb]));
                assert_eq!(format, Format::C);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(run(&["--help"]), Ok(Parsed::Print(_))));
        for bad in [
            &["frobnicate"][..],
            &[],
            &["show"],
            &["show", "knight_dist", "--bogus"],
            &["gen", "--tables", ""],
            &["gen", "--format", "xml"],
        ] {
            let err = run(bad).unwrap_err().0;
            assert!(!err.contains('\n'), "{bad:?}: {err}");
        }
    }
}
