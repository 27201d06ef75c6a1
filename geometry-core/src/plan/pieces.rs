//! The fairy pieces' and the regions' part of a board module's plan:
//! their items, their typed API's calls and their words in the `Piece`
//! enum's call.

use super::{
    API_CRATE, GRASS_ARG, Invocation, Item, ItemKind, MacroArg, NO_INITIAL_MOVES, NO_LEG_ITEMS,
    SetEntry, bitboard_args, piece_set_api,
};
use crate::data::{Data, Shape, Values, entry_bytes};
use crate::docs;
use crate::formula;
use crate::piece::{FairyPiece, PieceKind};
use crate::region::Region;
use crate::{BitWidth, Board, BoardModule};

/// The doc line of an [`ItemKind::HiddenBytes`] table.
const BYTE_ROWS_DOC: &str = "In Rust each row is held as the bytes of its entries, one after the other, each little-endian (a 256-bit bitboard's low words in order, as many as the table's values need: the `entry` bytes its functions' call gives), as `geometry_tables::kernel`'s `entry` reads them; C and JSON hold the bitboards.";

impl BoardModule {
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
        let computed: Vec<PieceTables> =
            pieces.iter().map(|p| PieceTables::new(p, board)).collect();
        let mut items = Vec::new();
        for (piece, tables) in pieces.iter().zip(&computed) {
            items.extend(piece_items(piece, board, tables));
        }
        for region in regions {
            items.extend(region_item(region, board));
        }
        let mut calls = Vec::new();
        for (piece, tables) in pieces.iter().zip(&computed) {
            calls.extend(piece_api(piece, board, tables));
            calls.extend(legs_api(piece, board, tables));
            calls.extend(mid_legs_api(piece, board, tables));
        }
        let entries: Vec<SetEntry> = pieces.iter().map(|p| set_entry(p, board)).collect();
        calls.extend(piece_set_api(&entries, board));
        BoardModule::assemble(name, user_docs, board, items, calls)
    }
}

/// A piece's words in the `Piece` enum's call.
fn set_entry(piece: &FairyPiece, board: &Board) -> SetEntry {
    SetEntry {
        variant: piece.variant_name(),
        name: piece.name().to_string(),
        reads: piece_reads(piece, board),
        initial: initial_name(piece),
        legs: uniform_leg_names(piece, board),
    }
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

/// The keys of one move set's arguments: white's kernels, black's, and
/// the lines both sides read.
const ATTACKS_KEYS: [&str; 3] = ["attacks", "attacks_black", "attacks_lines"];
const MOVES_KEYS: [&str; 3] = ["moves", "moves_black", "moves_lines"];
const INITIAL_KEYS: [&str; 3] = ["initial", "initial_black", "initial_lines"];

/// One move set's arguments under `keys`: white's kernels, black's where
/// the piece has a second side, and the lines both sides read.
fn set_args(
    args: &mut Vec<(&'static str, MacroArg)>,
    [white, black, lines]: [&'static str; 3],
    kinds: &[formula::SetKinds],
    set: fn(&formula::SetKinds) -> &Vec<formula::RowKind>,
) {
    args.push((white, kind_names(set(&kinds[0]))));
    if let Some(second) = kinds.get(1) {
        args.push((black, kind_names(set(second))));
    }
    args.push((lines, lines_read(kinds, set)));
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
            set_args(&mut args, ATTACKS_KEYS, &rows.kinds, |k| &k.captures);
            if piece.moves_differ() {
                args.push(("moves_fn", fn_name("moves")));
                set_args(&mut args, MOVES_KEYS, &rows.kinds, |k| &k.moves);
            }
            if piece.has_initial() {
                args.push(("initial_fn", fn_name("initial_moves")));
                set_args(&mut args, INITIAL_KEYS, &rows.kinds, |k| &k.initial);
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
