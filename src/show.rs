//! `show`: a table drawn as a board with `geometry_core::diagram`.

use crate::error::CliError;
use geometry_core::formula::{self, Slider, SquareSet, Wide, x88};
use geometry_core::{Board, FairyPiece, Table, Values, diagram, parse_region};

/// ANSI styles used in a terminal.
const MARK: &str = "\x1b[1;33m";
const DIM: &str = "\x1b[2m";
const BRIGHT: &str = "\x1b[1;32m";
const RESET: &str = "\x1b[0m";

/// Whether to colour: stdout is a terminal and `NO_COLOR` is unset or empty.
pub fn use_colour() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal()
        && !matches!(std::env::var_os("NO_COLOR"), Some(v) if !v.is_empty())
}

/// The squares a slider on `from` attacks through `occupied`, drawn: `1`
/// attacked (an attacked occupied square is a capture), `x` occupied but
/// out of reach, the slider's square in brackets.
pub fn attacks(
    slider: Slider,
    board: &Board,
    from: Option<usize>,
    occupied: &[usize],
) -> Result<String, CliError> {
    let from = from.unwrap_or_else(|| board.center_square());
    let mut occupancy = Wide::default();
    for &sq in occupied {
        occupancy |= Wide::bit(sq);
    }
    let set = formula::slider_attacks(board, from, occupancy, slider.deltas);
    let cell = |sq: usize| {
        match (set.has(sq), occupancy.has(sq)) {
            (true, _) => "1",
            (false, true) => "x",
            (false, false) => ".",
        }
        .to_string()
    };
    let names: Vec<String> = occupied.iter().map(|&sq| board.square_name(sq)).collect();
    let mut out = format!(
        "{}_attacks({}, occupied {{{}}}): {} squares.\n{}; [{}] is the {}.\n\n",
        slider.name,
        board.square_name(from),
        names.join(", "),
        board.all_squares().filter(|&sq| set.has(sq)).count(),
        board.describe(),
        board.square_name(from),
        slider.name
    );
    out.push_str(&diagram::render(board, cell, Some(from), |_, s| s));
    out.push_str("\n1 = attacked (blockers included), x = occupied out of reach.\n");
    Ok(out)
}

/// What a Betza piece on `from` reaches through `occupied`, drawn: `*` a
/// square it attacks and moves to, `1` one it attacks only (a capture, or
/// a square it would capture on), `m` one it moves to only, `i` a first
/// move, `x` an occupied square out of reach.
pub fn piece(
    piece: &FairyPiece,
    board: &Board,
    from: Option<usize>,
    occupied: &[usize],
    color: usize,
) -> Result<String, CliError> {
    let from = from.unwrap_or_else(|| board.center_square());
    let mut occupancy = Wide::default();
    for &sq in occupied {
        occupancy |= Wide::bit(sq);
    }
    let [attacks, moves, initial] = formula::piece_reach(board, piece, color, from, occupancy);
    let cell = |sq: usize| {
        match (
            attacks.has(sq),
            moves.has(sq),
            initial.has(sq),
            occupancy.has(sq),
        ) {
            (true, true, _, _) => "*",
            (true, false, _, _) => "1",
            (false, true, _, _) => "m",
            (false, false, true, _) => "i",
            (false, false, false, true) => "x",
            _ => ".",
        }
        .to_string()
    };
    let count = |set: Wide| board.all_squares().filter(|&sq| set.has(sq)).count();
    let names: Vec<String> = occupied.iter().map(|&sq| board.square_name(sq)).collect();
    let mut out = format!(
        "Betza `{}` ({}) on {}, occupied {{{}}}: attacks {} squares, moves to {}, first moves {}.\n{}; [{}] is the piece.\n\n",
        piece.betza().unwrap_or_default(),
        ["white, moving up", "black, moving down"][color.min(1)],
        board.square_name(from),
        names.join(", "),
        count(attacks),
        count(moves),
        count(initial),
        board.describe(),
        board.square_name(from),
    );
    out.push_str(&diagram::render(board, cell, Some(from), |_, s| s));
    out.push_str("\n* = attacks and moves, 1 = attacks only (captures there), m = moves only, i = first move only, x = occupied out of reach.\n");
    if piece.has_legs() {
        out.push_str(&legs(piece, board, from, occupancy, color));
    }
    Ok(out)
}

/// A piece's legs from `from` through `occupancy`, drawn: `o` a square
/// its first leg lands on, `2` a square a move of several legs ends on,
/// `@` both; then, for each first-leg square, where the moves of two legs
/// through it end, and for each middle square after it, where the moves
/// of three legs through both end (where some do).
fn legs(piece: &FairyPiece, board: &Board, from: usize, occupancy: Wide, color: usize) -> String {
    let first = formula::first_legs(board, piece, color, from, occupancy);
    let vias: Vec<usize> = board.all_squares().filter(|&sq| first.has(sq)).collect();
    let names = |set: Wide| {
        let names: Vec<String> = board
            .all_squares()
            .filter(|&sq| set.has(sq))
            .map(|sq| board.square_name(sq))
            .collect();
        names.join(" ")
    };
    let mut ends = Wide::default();
    let mut lines = Vec::with_capacity(vias.len());
    for &via in &vias {
        let through = formula::leg_ends(board, piece, color, from, via, occupancy);
        ends |= through;
        let via_name = board.square_name(via);
        let mids = formula::leg_mids(board, piece, color, from, via, occupancy);
        // A first-leg square through which no move ends for this
        // occupancy is drawn, not listed.
        if through != Wide::default() {
            lines.push(format!("  through {via_name}: {}\n", names(through)));
        }
        for mid in board.all_squares().filter(|&sq| mids.has(sq)) {
            let through = formula::mid_leg_ends(board, piece, color, from, (via, mid), occupancy);
            if through == Wide::default() {
                continue;
            }
            ends |= through;
            lines.push(format!(
                "  through {via_name}, then {}: {}\n",
                board.square_name(mid),
                names(through)
            ));
        }
    }
    let cell = |sq: usize| {
        match (first.has(sq), ends.has(sq), occupancy.has(sq)) {
            (true, true, _) => "@",
            (true, false, _) => "o",
            (false, true, _) => "2",
            (false, false, true) => "x",
            _ => ".",
        }
        .to_string()
    };
    let mut out = format!(
        "\nIts moves of several legs: the first leg lands on {} squares.\n\n",
        vias.len()
    );
    out.push_str(&diagram::render(board, cell, Some(from), |_, s| s));
    out.push_str("\no = a first leg's square, 2 = where a move of several legs ends (an occupied end is a capture; the piece's own square, a capture on the way alone or a pass), @ = both, x = occupied.\n");
    for line in lines {
        out.push_str(&line);
    }
    out
}

/// The text of `table` on `board` drawn from `from`, coloured or plain.
pub fn show(
    table: Table,
    board: &Board,
    from: Option<usize>,
    colour: bool,
) -> Result<String, CliError> {
    let data = table.compute(board).map_err(|e| {
        CliError::new(format!(
            "{e} (use a smaller --board, or a table that is not a bitboard)"
        ))
    })?;
    let n = board.squares();
    let origin = from.unwrap_or_else(|| board.center_square());
    let origin_name = board.square_name(origin);
    let values = &data.values;
    let bit = |i: usize, sq: usize| {
        match values.has_square(i, sq) {
            Some(true) => "1",
            _ => ".",
        }
        .to_string()
    };
    let int = |i: usize| values.int(i).unwrap_or_default();
    let mut notes: Vec<String> = Vec::new();
    let mut mark = from;
    let (heading, cells): (String, Vec<String>) = match (table, values) {
        (Table::Files | Table::Ranks | Table::Squares, _) => {
            notes.push("The diagram shows the index of every square.".to_string());
            (
                format!("{} = {}", table.name(), int(0)),
                board.all_squares().map(|sq| sq.to_string()).collect(),
            )
        }
        (_, Values::Str(names)) => (table.name().to_string(), names.clone()),
        (_, Values::Bits(w, bbs)) if table.is_scalar() => (
            format!(
                "{} = {}",
                table.name(),
                geometry_core::emit::source::bits_literal(*w, bbs[0])
            ),
            board.all_squares().map(|sq| bit(0, sq)).collect(),
        ),
        (_, Values::Wide(bbs)) if table.is_scalar() => (
            format!(
                "{} = {}",
                table.name(),
                geometry_core::emit::source::wide_literal(bbs[0])
            ),
            board.all_squares().map(|sq| bit(0, sq)).collect(),
        ),
        (_, Values::Bits(..) | Values::Wide(_)) if table.is_pair() => {
            mark = Some(origin);
            (
                format!("{}[{origin_name}][sq]", table.name()),
                board
                    .all_squares()
                    .map(|sq| bit(origin * n + sq, sq))
                    .collect(),
            )
        }
        (_, Values::Bits(..) | Values::Wide(_)) => {
            let (file, rank) = board.coords(origin);
            let (index, flat, about) = match table {
                // The line through `origin`.
                Table::FileBb => (format!("[{file}]"), file, "the file of"),
                Table::RankBb => (format!("[{rank}]"), rank, "the rank of"),
                Table::DiagonalBb | Table::AntiDiagonalBb => {
                    let k = (0..values.len())
                        .position(|k| values.has_square(k, origin) == Some(true))
                        .unwrap_or(0);
                    let line = if table == Table::DiagonalBb {
                        "the diagonal of"
                    } else {
                        "the anti-diagonal of"
                    };
                    (format!("[{k}]"), k, line)
                }
                Table::AdjacentFilesBb => (format!("[{file}]"), file, "beside the file of"),
                Table::ForwardRanksBb => (format!("[0][{rank}]"), rank, "white, from the rank of"),
                Table::PawnDoublePushRank | Table::PromotionRank => {
                    (String::from("[0]"), 0, "white's; the square is")
                }
                Table::KnightAttacks | Table::KingAttacks => {
                    (format!("[{origin_name}]"), origin, "from")
                }
                Table::Rays => (format!("[0][{origin_name}]"), origin, "north from"),
                // `[color][sq]` tables: white's row.
                _ => (format!("[0][{origin_name}]"), origin, "white, from"),
            };
            mark = Some(origin);
            (
                format!("{}{index}, {about} {origin_name}", table.name()),
                board.all_squares().map(|sq| bit(flat, sq)).collect(),
            )
        }
        (Table::X88Attack | Table::X88Step, _) => {
            mark = Some(origin);
            if table == Table::X88Attack {
                let flags: Vec<String> = x88::PIECES
                    .iter()
                    .map(|piece| format!("{} {}", piece.words, piece.flag))
                    .collect();
                notes.push(format!("Flags: {}.", flags.join(", ")));
            }
            notes.push(format!(
                "x88::WIDTH = {}, x88::OFFSET = {}.",
                x88::width(board),
                x88::offset(board)
            ));
            (
                format!(
                    "{}[to88 + OFFSET - from88] from {origin_name}",
                    table.name()
                ),
                board
                    .all_squares()
                    .map(|sq| int(x88::delta_index(board, origin, sq)).to_string())
                    .collect(),
            )
        }
        (_, Values::Bool(v)) => {
            mark = Some(origin);
            (
                format!("{}[{origin_name}][sq]", table.name()),
                board
                    .all_squares()
                    .map(|sq| if v[origin * n + sq] { "1" } else { "." }.to_string())
                    .collect(),
            )
        }
        _ if table.is_pair() => {
            mark = Some(origin);
            if table == Table::KnightDist && (0..n).any(|sq| int(origin * n + sq) == 255) {
                notes.push("- : no knight path (255 in the table).".to_string());
            }
            (
                format!("{}[{origin_name}][sq]", table.name()),
                board
                    .all_squares()
                    .map(|sq| match int(origin * n + sq) {
                        255 if table == Table::KnightDist => "-".to_string(),
                        v => v.to_string(),
                    })
                    .collect(),
            )
        }
        _ => (
            table.name().to_string(),
            board.all_squares().map(|sq| int(sq).to_string()).collect(),
        ),
    };
    // Member squares of a 1 / . diagram stand out; zeros and blanks recede.
    let binary = cells.iter().all(|c| c == "1" || c == ".");
    let style = |sq: usize, text: String| {
        let code = match cells[sq].as_str() {
            _ if !colour => return text,
            _ if mark == Some(sq) => MARK,
            "." | "0" | "-" => DIM,
            "1" if binary => BRIGHT,
            _ => return text,
        };
        format!("{code}{text}{RESET}")
    };
    let mut out = format!("{heading}: {}\n", lowercase_first(table.summary()));
    let mut about = board.describe();
    if let Some(m) = mark {
        about.push_str(&format!("; [{}] is the from square", board.square_name(m)));
    }
    out.push_str(&about);
    out.push_str(".\n\n");
    out.push_str(&diagram::render(board, |sq| cells[sq].clone(), mark, style));
    if !notes.is_empty() {
        out.push('\n');
        for note in notes {
            out.push_str(&note);
            out.push('\n');
        }
    }
    Ok(out)
}

/// A region's squares drawn: `1` in the region, `.` outside.
pub fn region(squares: &str, board: &Board) -> Result<String, CliError> {
    let set = parse_region(board, squares)
        .map_err(|error| CliError::new(format!("--region: {error}")))?;
    let cell = |sq: usize| if set.contains(&sq) { "1" } else { "." }.to_string();
    let mut out = format!(
        "region `{}`: {} squares.\n{}.\n\n",
        squares.trim(),
        set.len(),
        board.describe()
    );
    out.push_str(&diagram::render(board, cell, None, |_, s| s));
    Ok(out)
}

fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `list`: every table with its one-line description.
pub fn list() -> String {
    let width = Table::ALL
        .iter()
        .map(|t| t.lower_name().len())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for t in Table::ALL {
        out.push_str(&format!("{:<width$}  {}\n", t.lower_name(), t.summary()));
    }
    out
}
