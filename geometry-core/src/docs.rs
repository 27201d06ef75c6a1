//! The doc comments of generated items. Every emitter uses these lines, so
//! `cargo expand`, the build-script output and `geometry-tables` read the
//! same: what the item is, its board and mapping, its formula, and a
//! diagram where one helps.

use crate::data::{Data, Shape, Values};
use crate::diagram;
use crate::formula::x88;
#[cfg(feature = "fairy")]
use crate::piece::{FairyPiece, PieceKind};
#[cfg(feature = "fairy")]
use crate::region::{Region, RegionSide};
use crate::{Board, Table};

/// The board line shared by every item: "Board: 8x8, mapping `lerf` (...)".
pub(crate) fn board_line(board: &Board) -> String {
    let m = board.mapping();
    let corner = |f: usize, r: usize| board.square(f, r);
    let (top_file, top_rank) = (board.files() - 1, board.ranks() - 1);
    format!(
        "Board: {}x{}, mapping `{}` ({}: a1 = {}, {}1 = {}, a{} = {}).",
        board.files(),
        board.ranks(),
        m,
        m.description(),
        corner(0, 0),
        crate::board::file_letter(top_file),
        corner(top_file, 0),
        top_rank + 1,
        corner(0, top_rank),
    )
}

/// A diagram fenced as a text block.
fn fenced(title: String, body: String) -> Vec<String> {
    let mut lines = vec![String::new(), title, String::new(), "```text".to_string()];
    for line in body.lines() {
        lines.push(line.trim_end().to_string());
    }
    lines.push("```".to_string());
    lines
}

/// Renders entry `[from][sq]` of a pair table, or `[sq]` of a per-square one.
fn cell_text(values: &Values, i: usize) -> String {
    match values {
        Values::Str(v) => v[i].clone(),
        Values::Bool(v) => if v[i] { "1" } else { "." }.to_string(),
        other => other.int(i).map(|x| x.to_string()).unwrap_or_default(),
    }
}

/// True for bitboard values of any width.
fn is_bits(values: &Values) -> bool {
    matches!(values, Values::Bits(..) | Values::Wide(_))
}

/// Draws bitboard value `i` of `values`.
fn render_value(board: &Board, values: &Values, i: usize, mark: Option<usize>) -> String {
    diagram::render_set(board, |sq| values.has_square(i, sq) == Some(true), mark)
}

/// The diagram of a table, if it has one.
fn table_diagram(table: Table, board: &Board, data: &Data) -> Vec<String> {
    let n = board.squares();
    let name = table.name();
    let values = &data.values;
    match (values, table.is_pair(), table.is_per_square()) {
        (values, true, _) if is_bits(values) => {
            // a1 and the far end of its diagonal (h8 on 8x8).
            let k = board.files().min(board.ranks()) - 1;
            let (a, b) = (board.square(0, 0), board.square(k, k));
            let title = format!(
                "`{name}[{}][{}]` (the bracketed square is `{}`):",
                board.square_name(a),
                board.square_name(b),
                board.square_name(a)
            );
            fenced(title, render_value(board, values, a * n + b, Some(a)))
        }
        (values, true, _) => {
            let from = board.center_square();
            let title = format!(
                "`{name}[{}][sq]` for every `sq` (the bracketed square is `{}`):",
                board.square_name(from),
                board.square_name(from)
            );
            let body = diagram::render(
                board,
                |sq| cell_text(values, from * n + sq),
                Some(from),
                |_, s| s,
            );
            fenced(title, body)
        }
        (values, false, true) => {
            let body = diagram::render(board, |sq| cell_text(values, sq), None, |_, s| s);
            fenced(format!("`{name}[sq]` for every `sq`:"), body)
        }
        (values, false, false)
            if is_bits(values)
                && matches!(table, Table::ForwardRanksBb | Table::AdjacentFilesBb) =>
        {
            // Indexed by the centre square's rank (white's row) or file.
            let from = board.center_square();
            let (index, at, about) = if table == Table::ForwardRanksBb {
                let rank = board.rank_of(from);
                (format!("[0][{rank}]"), rank, "white, from the rank of")
            } else {
                let file = board.file_of(from);
                (format!("[{file}]"), file, "the file of")
            };
            fenced(
                format!(
                    "`{name}{index}` ({about} the bracketed square `{}`):",
                    board.square_name(from)
                ),
                render_value(board, values, at, Some(from)),
            )
        }
        (values, false, false) if is_bits(values) && is_attack_table(table) => {
            // The first row (white; north for the rays) from the centre.
            let from = board.center_square();
            let (index, row) = match data.shape {
                Shape::Rows(..) if table == Table::Rays => {
                    (format!("[1][{}]", board.square_name(from)), 1)
                }
                Shape::Rows(..) => (format!("[0][{}]", board.square_name(from)), 0),
                _ => (format!("[{}]", board.square_name(from)), 0),
            };
            let title = format!(
                "`{name}{index}` (the bracketed square is `{}`{}):",
                board.square_name(from),
                match table {
                    Table::Rays => "; direction 1 is north-east",
                    Table::PawnAttacks
                    | Table::PawnPushes
                    | Table::ForwardFileBb
                    | Table::PawnAttackSpan
                    | Table::PassedPawnSpan => "; row 0 is white",
                    _ => "",
                }
            );
            fenced(
                title,
                render_value(board, values, row * n + from, Some(from)),
            )
        }
        (values, false, false)
            if is_bits(values)
                && matches!(table, Table::PawnDoublePushRank | Table::PromotionRank) =>
        {
            fenced(
                format!("`{name}[0]` (white):"),
                render_value(board, values, 0, None),
            )
        }
        (values, false, false) if is_bits(values) && table.is_scalar() => {
            fenced(format!("`{name}`:"), render_value(board, values, 0, None))
        }
        _ => Vec::new(),
    }
}

/// Tables indexed by a square (after a colour or direction) whose entries
/// are sets drawn from that square: attacks and pawn spans.
fn is_attack_table(table: Table) -> bool {
    (table.is_attack() && !matches!(table, Table::PawnDoublePushRank | Table::PromotionRank))
        || matches!(
            table,
            Table::ForwardFileBb | Table::PawnAttackSpan | Table::PassedPawnSpan
        )
}

/// The doc comment of table `table` on `board`, one string per line.
pub(crate) fn table_docs(table: Table, board: &Board, data: &Data) -> Vec<String> {
    let mut lines = vec![
        table.summary().to_string(),
        String::new(),
        board_line(board),
        format!("Formula: {}.", table.formula()),
    ];
    if matches!(table, Table::X88Attack | Table::X88Step) {
        lines.push(format!(
            "Layout: `x88::WIDTH` = {}, `x88::OFFSET` = {}, {} entries; flags are the `x88` constants.",
            x88::width(board),
            x88::offset(board),
            x88::delta_table_len(board)
        ));
    }
    if data.is_indexed_pairs() {
        lines.push(
            "Layout: `Bitboard256Pairs`, an index per pair into the table's distinct values; read `[a][b]`, or `.get(a, b)` in `const` code."
                .to_string(),
        );
    }
    lines.extend(table_diagram(table, board, data));
    lines
}

#[cfg(feature = "fairy")]
/// The doc comment of region `region`'s item on `board`: its text, whose
/// it is, and a drawing of each set.
pub(crate) fn region_docs(region: &Region, board: &Board, data: &Data) -> Vec<String> {
    let name = region.item_name();
    let side = match region.side() {
        RegionSide::Both => String::new(),
        RegionSide::White => format!(
            ", given for white: `{name}[0]` is white's, `{name}[1]` black's, turned over the middle rank"
        ),
        RegionSide::Black => format!(
            ", given for black: `{name}[1]` is black's, `{name}[0]` white's, turned over the middle rank"
        ),
    };
    let mut lines = vec![
        format!(
            "Region `{}`: `{}` in Fairy-Stockfish's region syntax{side}.",
            region.name(),
            region.text().trim()
        ),
        String::new(),
        board_line(board),
    ];
    match data.shape {
        Shape::Scalar => lines.extend(fenced(
            format!("`{name}`:"),
            render_value(board, &data.values, 0, None),
        )),
        _ => {
            for (k, whose) in ["white", "black"].iter().enumerate() {
                lines.extend(fenced(
                    format!("`{name}[{k}]` ({whose}):"),
                    render_value(board, &data.values, k, None),
                ));
            }
        }
    }
    lines
}

#[cfg(feature = "fairy")]
/// The doc comment of fairy piece `piece`'s item `name` on `board`.
pub(crate) fn piece_docs(
    piece: &FairyPiece,
    name: &str,
    board: &Board,
    data: &Data,
) -> Vec<String> {
    let n = board.squares();
    let from = board.center_square();
    let at = board.square_name(from);
    let atoms = piece.atoms_text();
    let what = match piece.kind() {
        PieceKind::Leaper => "leaper",
        PieceKind::Rider => "rider",
        PieceKind::General => "piece",
    };
    let by_side = "`[color][sq]`: white (index 0), moving towards higher ranks, then black, whose steps are white's turned half a turn";
    let (summary, formula, diagram) = match (&data.values, data.shape) {
        // A piece's one list of unsigned bytes (its distance table is a
        // pair table): its moves of three legs' pair index.
        (Values::U8(_), Shape::List(_)) => (
            format!("The pair index of the {what} `{}` {atoms}'s moves of three legs: for the index steps of a first leg and of the second leg after it, each plus an offset, the pair their third-leg rows are indexed by; `255` for none.", piece.name()),
            "each move of three legs' index steps, from every square, both sides' together, numbered in ascending order (`geometry_core::formula::leg_rows`)".to_string(),
            Vec::new(),
        ),
        (Values::U8(v), _) => (
            format!("Fewest leaps of the {what} `{}` {atoms} between two squares on the bounded board.", piece.name()),
            format!("breadth-first search over the leaps of {atoms} in every direction from every square, never leaving the board; `255` (`geometry_tables::UNREACHABLE`) where no path exists"),
            fenced(
                format!("`{name}[{at}][sq]` for every `sq` (the bracketed square is `{at}`; `-` is unreachable):"),
                diagram::render(
                    board,
                    |sq| match v[from * n + sq] {
                        u8::MAX => "-".to_string(),
                        d => d.to_string(),
                    },
                    Some(from),
                    |_, s| s,
                ),
            ),
        ),
        (values, Shape::Rows(..)) if is_bits(values) && name.ends_with("_ROWS") => (
            format!("The rows the functions of the {what} `{}` {atoms} read: for each side (white first, then black when it moves otherwise), per-square sets each read by one kernel of `geometry_tables::kernel`.", piece.name()),
            "each part's steps for the side (black's are white's turned half a turn): plain leaps merged into one row of targets per move set; a lame leap as a row of the squares it passes, then a row of the targets reached past them; two or more rider steps along rook (bishop) lines as one row of their rays within range, read from the board's rook (bishop) attacks; every other step as the ray it repeats to its range or the edge, read as a slide, a cannon's hop or a grasshopper's, towards higher or lower square indices; moves of several legs as a row of the squares on their way, then a row of their ends or their sliding last leg, two slides behind the same squares sharing them, and on boards of up to 128 squares two slides whose ways run in a row along their lines, one towards higher indices above the other towards lower ones, as one line read with the squares on the way first (`geometry_core::formula::piece_rows`)".to_string(),
            {
                let [attacks, moves, _] = crate::formula::piece_reach(board, piece, 0, from, crate::formula::Wide::default());
                fenced(
                    format!("What white's `{}` on the empty board attacks (`1`) and moves to without capturing (`m`) from `{at}`:", piece.name()),
                    diagram::render(
                        board,
                        |sq| {
                            use crate::formula::SquareSet;
                            match (attacks.has(sq), moves.has(sq)) {
                                (true, _) => "1",
                                (false, true) => "m",
                                _ => ".",
                            }
                            .to_string()
                        },
                        Some(from),
                        |_, s| s,
                    ),
                )
            },
        ),
        // A piece's one list of signed bytes: its legs' steps.
        (Values::I8(steps), Shape::List(_)) => (
            format!("The index step of each slot of the {what} `{}` {atoms}'s first legs, ascending: the first leg of slot `k` from `sq` lands on `sq + {name}[k]`, where the first legs' rows hold that square (a step that crosses the board's edge from `sq` is in none), and `k` is the slot its second legs are indexed by.", piece.name()),
            format!("the index steps of every part of several legs' first steps on this board, both sides' together, ascending, each once: {steps:?}"),
            Vec::new(),
        ),
        (values, Shape::Rows(..)) if is_bits(values) && name.ends_with("_FIRST_LEGS") => (
            format!("The first legs of the {what} `{}` {atoms}'s moves of several legs: for each side (white first, then black when it moves otherwise), three rows of one set per square: the squares its first leg lands on whatever they hold, only when empty, only when occupied.", piece.name()),
            "each part of several legs' first steps from the square, kept where the legs after it reach the board, in the row of what the first leg may land on (`geometry_core::formula::leg_rows`)".to_string(),
            {
                let first = crate::formula::first_legs(board, piece, 0, from, crate::formula::Wide::default());
                fenced(
                    format!("Where white's first leg from `{at}` lands on the empty board (`1`):"),
                    diagram::render(
                        board,
                        |sq| {
                            use crate::formula::SquareSet;
                            if first.has(sq) { "1" } else { "." }.to_string()
                        },
                        Some(from),
                        |_, s| s,
                    ),
                )
            },
        ),
        (values, Shape::Rows(..)) if is_bits(values) && name.ends_with("_LEG_MIDS") => (
            format!("The middle squares of the {what} `{}` {atoms}'s moves of three legs, where their second leg lands: for each side, three rows (whatever the square holds, only when empty, only when occupied), indexed by the square, the first leg's square (its slot among the first legs' index steps) and whether that square is occupied.", piece.name()),
            "for each first step and second-leg turn, the second leg's square, kept where the third leg reaches the board, in the entries for an empty and an occupied first-leg square as the first leg may land there, in the row of what the second leg may land on (`geometry_core::formula::leg_rows`)".to_string(),
            Vec::new(),
        ),
        (values, Shape::Rows(..)) if is_bits(values) && name.ends_with("_MID_LEGS") => (
            format!("Where the third legs of the {what} `{}` {atoms}'s moves of three legs lead: for each side, rows indexed by the square, the pair of its first two legs' index steps and whether their squares are occupied, read by the kernels of `geometry_tables::kernel` in three lists: ends whatever they hold, empty ends only, occupied ends only.", piece.name()),
            "for each first step and second-leg turn, the third leg's turns from the middle square: its one square, or, sliding, its ray to the edge, in the entries for the contents its first two legs may land on; grouped by what the ends may hold and a slide's direction (`geometry_core::formula::leg_rows`)".to_string(),
            Vec::new(),
        ),
        (values, Shape::Rows(..)) if is_bits(values) && name.ends_with("_LEGS") => (
            format!("Where the second legs of the {what} `{}` {atoms}'s moves of two legs lead: for each side, rows indexed by the square, the first leg's square (its slot among the first legs' index steps) and whether that square is occupied, read by the kernels of `geometry_tables::kernel` in three lists: ends whatever they hold, empty ends only, occupied ends only.", piece.name()),
            "for each first step, the second leg's turns from the first leg's square: its one square (the start square included) or, sliding, its ray to the edge, in the entries for an empty and an occupied first-leg square as the first leg may land there; grouped by what the ends may hold and a slide's direction (`geometry_core::formula::leg_rows`)".to_string(),
            Vec::new(),
        ),
        (values, Shape::Rows(..)) if is_bits(values) && piece.kind() == PieceKind::Leaper => {
            let verb = if name.ends_with("_MOVES") {
                "moves to without capturing (mask out the occupied squares)"
            } else {
                "attacks"
            };
            (
                format!("Squares the {what} `{}` {atoms} {verb} from each square, by side: {by_side}.", piece.name()),
                "the squares one step of the side's parts away that are on the board".to_string(),
                fenced(
                    format!("`{name}[0][{at}]` (the bracketed square is `{at}`):"),
                    render_value(board, values, from, Some(from)),
                ),
            )
        }
        (values, Shape::Rows(..)) if is_bits(values) => (
            format!("Rays of the {what} `{}` {atoms}: from each square, the squares reached by repeating one leap to the edge.", piece.name()),
            "index `[dir][sq]`; the directions come in line pairs, first the one towards lower square indices, then its opposite (`geometry_core::formula::rider_lines`); walk from `sq` (excluded) by the leap to the edge".to_string(),
            fenced(
                format!("`{name}[1][{at}]` (the bracketed square is `{at}`):"),
                render_value(board, values, n + from, Some(from)),
            ),
        ),
        (values, _) if is_bits(values) && name.ends_with("_MOVES") => (
            format!("Squares the {what} `{}` {atoms} moves to without capturing from each square (mask out the occupied squares).", piece.name()),
            "the squares one step of its moving parts away that are on the board".to_string(),
            fenced(
                format!("`{name}[{at}]` (the bracketed square is `{at}`):"),
                render_value(board, values, from, Some(from)),
            ),
        ),
        (values, _) if is_bits(values) && piece.betza().is_some() => (
            format!("Squares the {what} `{}` {atoms} attacks from each square.", piece.name()),
            "the squares one step of its capturing parts away that are on the board".to_string(),
            fenced(
                format!("`{name}[{at}]` (the bracketed square is `{at}`):"),
                render_value(board, values, from, Some(from)),
            ),
        ),
        (values, _) if is_bits(values) => (
            format!("Squares the {what} `{}` {atoms} attacks from each square.", piece.name()),
            format!("the squares one leap of {atoms} away in any direction that are on the board"),
            fenced(
                format!("`{name}[{at}]` (the bracketed square is `{at}`):"),
                render_value(board, values, from, Some(from)),
            ),
        ),
        _ => (String::new(), String::new(), Vec::new()),
    };
    let mut lines = vec![
        summary,
        String::new(),
        board_line(board),
        format!("Formula: {formula}."),
    ];
    lines.extend(diagram);
    lines
}

/// The doc comment of a board module, after any docs the user wrote.
pub(crate) fn module_docs(board: &Board) -> Vec<String> {
    let mut lines = vec![
        format!(
            "Geometry tables for the {}x{} board, generated at compile time by geometry-core.",
            board.files(),
            board.ranks()
        ),
        String::new(),
        board_line(board),
    ];
    if let Some(width) = crate::BitWidth::for_squares(board.squares()) {
        lines.push(String::new());
        lines.push(format!(
            "Bitboards are `{}`: bit `i` is the square with index `i`.",
            width.rust_type().trim_start_matches("::")
        ));
    }
    lines
}
