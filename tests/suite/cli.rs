//! The `chess-geometry` binary, run as a user would: every subcommand, and
//! every kind of bad input (exit code 2, one line on stderr, nothing on
//! stdout).

use crate::common::{gen_args, out, run_cli};

/// Parses a `show` diagram into (rank label, cells per file) rows, top
/// first, plus the file letters line, and the marked square (file, rank).
struct Diagram {
    rows: Vec<(usize, Vec<String>)>,
    letters: Vec<String>,
    marked: Option<(usize, usize)>,
}

fn parse_diagram(text: &str) -> Diagram {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.is_empty())
        .expect("blank line before the diagram")
        + 1;
    let mut rows = Vec::new();
    let mut marked = None;
    let mut letters = Vec::new();
    for line in &lines[start..] {
        if line.is_empty() {
            break;
        }
        let mut tokens = line.split_whitespace();
        let first = tokens.next().unwrap();
        match first.parse::<usize>() {
            Ok(rank) => {
                // "[ 0]" splits into "[" and "0]": glue brackets back on.
                let joined = line[line.find(first).unwrap() + first.len()..].replace("[ ", "[");
                let cells: Vec<String> = joined
                    .split_whitespace()
                    .enumerate()
                    .map(|(file, cell)| {
                        if cell.starts_with('[') {
                            marked = Some((file, rank - 1));
                        }
                        cell.trim_matches(|c| c == '[' || c == ']').to_string()
                    })
                    .collect();
                rows.push((rank, cells));
            }
            Err(_) => letters = line.split_whitespace().map(str::to_string).collect(),
        }
    }
    Diagram {
        rows,
        letters,
        marked,
    }
}

fn letters(files: usize) -> Vec<String> {
    (0..files)
        .map(|f| ((b'a' + f as u8) as char).to_string())
        .collect()
}

#[test]
fn list_names_every_table() {
    let (code, stdout, stderr) = run_cli(&["list"]);
    assert_eq!(code, Some(0));
    assert!(stderr.is_empty());
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), geometry_core::Table::ALL.len());
    for (line, table) in lines.iter().zip(geometry_core::Table::ALL) {
        let (name, summary) = line.split_once(' ').unwrap();
        assert_eq!(name, table.lower_name());
        assert_eq!(summary.trim(), table.summary());
    }
}

/// `show rook_attacks --occupied`: the drawn set is what the statics'
/// slider functions answer, on the standard board and a 10x8 one.
#[test]
fn show_slider_attacks_matches_the_attack_functions() {
    use geometry_tables::{Square, bishop_attacks, queen_attacks, rook_attacks, square_bb};
    let occupied = ["d6", "f4", "b4", "f6", "b2"];
    let occ = occupied
        .iter()
        .map(|n| square_bb(n.parse::<Square>().unwrap()))
        .fold(0, |a, b| a | b);
    for (name, attacks) in [
        ("rook_attacks", rook_attacks as fn(Square, u64) -> u64),
        ("bishop_attacks", bishop_attacks),
        ("queen_attacks", queen_attacks),
    ] {
        let (code, stdout, stderr) = run_cli(&[
            "show",
            name,
            "--from",
            "d4",
            "--occupied",
            &occupied.join(","),
        ]);
        assert_eq!(code, Some(0), "{stderr}");
        let d = parse_diagram(&stdout);
        assert_eq!(d.marked, Some((3, 3)));
        let want = attacks(Square::D4, occ);
        for (rank, cells) in &d.rows {
            for (file, cell) in cells.iter().enumerate() {
                let sq = Square::from_coords(file as u8, (*rank - 1) as u8).unwrap();
                let attacked = want & square_bb(sq) != 0;
                let expected = match (attacked, occ & square_bb(sq) != 0) {
                    (true, _) => "1",
                    (false, true) => "x",
                    (false, false) => ".",
                };
                assert_eq!(cell, expected, "{name} {sq}");
            }
        }
    }
    let (code, stdout, _) = run_cli(&["show", "queen_attacks", "--board", "10x8", "--from", "j8"]);
    assert_eq!(code, Some(0));
    assert!(
        stdout.starts_with("queen_attacks(j8, occupied {}): 23 squares."),
        "{stdout}"
    );
    // Past 128 squares too: a rook in the corner of 16x16, one blocker.
    let args = [
        "show",
        "rook_attacks",
        "--board",
        "16x16",
        "--from",
        "p16",
        "--occupied",
        "p9",
    ];
    let (code, stdout, _) = run_cli(&args);
    assert_eq!(code, Some(0));
    assert!(
        stdout.starts_with("rook_attacks(p16, occupied {p9}): 22 squares."),
        "{stdout}"
    );
    for bad in [
        vec!["show", "knight_dist", "--occupied", "d6"],
        vec!["show", "rook_attacks", "--occupied", "z9"],
    ] {
        let (code, stdout, stderr) = run_cli(&bad);
        assert_eq!(code, Some(2), "{bad:?}");
        assert!(
            stdout.is_empty() && stderr.lines().count() == 1,
            "{bad:?}: {stderr}"
        );
    }
}

/// The cells of a `show` diagram of the standard board as a bitboard.
fn diagram_set(stdout: &str) -> u64 {
    let d = parse_diagram(stdout);
    let mut set = 0u64;
    for (rank, cells) in &d.rows {
        for (file, cell) in cells.iter().enumerate() {
            if cell == "1" {
                set |= 1 << ((rank - 1) * 8 + file);
            }
        }
    }
    set
}

#[test]
fn show_draws_the_from_squares_own_entry_of_each_square_table() {
    use geometry_tables::*;
    let e4 = Square::E4.index();
    let cases: [(&str, u64); 9] = [
        ("knight_attacks", KNIGHT_ATTACKS[e4]),
        ("king_attacks", KING_ATTACKS[e4]),
        ("pawn_attacks", PAWN_ATTACKS[0][e4]),
        ("rays", RAYS[0][e4]),
        ("forward_ranks_bb", FORWARD_RANKS_BB[0][3]),
        ("forward_file_bb", FORWARD_FILE_BB[0][e4]),
        ("adjacent_files_bb", ADJACENT_FILES_BB[4]),
        ("pawn_attack_span", PAWN_ATTACK_SPAN[0][e4]),
        ("passed_pawn_span", PASSED_PAWN_SPAN[0][e4]),
    ];
    for (name, want) in cases {
        let (code, stdout, stderr) = run_cli(&["show", name, "--from", "e4"]);
        assert_eq!(code, Some(0), "{stderr}");
        assert_eq!(diagram_set(&stdout), want, "{name}\n{stdout}");
    }
    // A table by square: every square shows its own entry.
    let (_, stdout, _) = run_cli(&["show", "file_edge_dist"]);
    for (rank, cells) in parse_diagram(&stdout).rows {
        let want: Vec<String> = (0..8)
            .map(|file| FILE_EDGE_DIST[(rank - 1) * 8 + file].to_string())
            .collect();
        assert_eq!(cells, want);
    }
}

#[test]
fn regions_in_show_and_gen() {
    let (code, stdout, stderr) = run_cli(&["show", "--region", "*7 *8 d4"]);
    assert_eq!(code, Some(0), "{stderr}");
    let want = geometry_tables::RANK_BB[6]
        | geometry_tables::RANK_BB[7]
        | geometry_tables::square_bb(geometry_tables::Square::D4);
    assert_eq!(diagram_set(&stdout), want, "{stdout}");
    let (code, stdout, stderr) = run_cli(&[
        "gen",
        "--board",
        "9x10",
        "--region",
        "palace=white:d1 e1 f1 d2 e2 f2 d3 e3 f3",
        "--region",
        "river=*5 *6",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("pub static PALACE_REGION: [u128; 2] = ["));
    assert!(
        stdout.contains("pub const RIVER_REGION: u128 = 0x0000000000000000003FFFF000000000u128;")
    );
    assert_bad(&["show", "--region", "j1"], &["`j1` is off the 8x8 board"]);
    assert_bad(
        &["show", "--region", "*7", "--from", "a1"],
        &["--region stands alone"],
    );
    assert_bad(&["gen", "--region", "Palace=d1"], &["lowercase identifier"]);
    assert_bad(&["gen", "--region", "d1 e1"], &["NAME=SQUARES"]);
    assert_bad(
        &["gen", "--region", "a=d1", "--region", "a=e1"],
        &["duplicate region `a`"],
    );
}

#[test]
fn show_knight_dist_from_b1_matches_geometry_tables() {
    let (code, stdout, stderr) = run_cli(&["show", "knight_dist", "--from", "b1"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.is_empty());
    assert!(!stdout.contains('\x1b'), "no colour when stdout is a pipe");
    assert!(stdout.starts_with("KNIGHT_DIST[b1][sq]"));
    let d = parse_diagram(&stdout);
    assert_eq!(d.letters, letters(8));
    assert_eq!(d.marked, Some((1, 0)), "b1 is marked");
    let ranks: Vec<usize> = d.rows.iter().map(|r| r.0).collect();
    assert_eq!(ranks, [8, 7, 6, 5, 4, 3, 2, 1], "rank 8 on top");
    let b1 = geometry_tables::Square::B1 as usize;
    for (rank, cells) in &d.rows {
        assert_eq!(cells.len(), 8);
        for (file, cell) in cells.iter().enumerate() {
            let sq = (rank - 1) * 8 + file;
            assert_eq!(
                cell,
                &geometry_tables::KNIGHT_DIST[b1][sq].to_string(),
                "{file},{rank}"
            );
        }
    }
}

#[test]
fn show_on_variant_boards_matches_build_output() {
    // LINE_BB from c2 on the 10x8 board.
    let (code, stdout, _) = run_cli(&["show", "line_bb", "--board", "10x8", "--from", "c2"]);
    assert_eq!(code, Some(0));
    let d = parse_diagram(&stdout);
    assert_eq!(d.letters, letters(10));
    assert_eq!(d.marked, Some((2, 1)));
    let c2 = out::capablanca::Square::C2 as usize;
    for (rank, cells) in &d.rows {
        for (file, cell) in cells.iter().enumerate() {
            let sq = (rank - 1) * 10 + file;
            let bit = out::capablanca::LINE_BB[c2][sq] >> sq & 1;
            assert_eq!(cell, if bit == 1 { "1" } else { "." });
        }
    }
    // DIAGONAL on the 12x10 file-major board: the mapping decides the index.
    let (code, stdout, _) = run_cli(&["show", "diagonal", "--board", "12x10", "--mapping", "lefr"]);
    assert_eq!(code, Some(0));
    let d = parse_diagram(&stdout);
    assert_eq!(d.rows.len(), 10);
    assert_eq!(d.rows[0].0, 10);
    assert_eq!(d.marked, None);
    let names = &out::grand_lefr::SQUARE_NAMES;
    for (rank, cells) in &d.rows {
        for (file, cell) in cells.iter().enumerate() {
            let name = format!("{}{rank}", (b'a' + file as u8) as char);
            let sq = names.iter().position(|n| *n == name).unwrap();
            assert_eq!(cell, &out::grand_lefr::DIAGONAL[sq].to_string(), "{name}");
        }
    }
}

#[test]
fn show_x88_attack_reads_the_delta_table() {
    let (code, stdout, _) = run_cli(&["show", "x88_attack", "--from", "d4"]);
    assert_eq!(code, Some(0));
    let d = parse_diagram(&stdout);
    let from88 = 16 * 3 + 3;
    for (rank, cells) in &d.rows {
        for (file, cell) in cells.iter().enumerate() {
            let to88 = 16 * (rank - 1) + file;
            let index = to88 + geometry_tables::x88::OFFSET - from88;
            assert_eq!(cell, &geometry_tables::X88_ATTACK[index].to_string());
        }
    }
    assert!(stdout.contains("knight 16"));
}

#[test]
fn show_every_table_on_several_boards() {
    for table in geometry_core::Table::ALL {
        for board in ["8x8", "3x5", "10x8"] {
            let name = table.lower_name();
            let (code, stdout, stderr) =
                run_cli(&["show", &name, "--board", board, "--from", "a1"]);
            assert_eq!(code, Some(0), "{name} {board}: {stderr}");
            assert!(stdout.starts_with(table.name()), "{name}: {stdout}");
            assert!(stderr.is_empty());
            let d = parse_diagram(&stdout);
            let (files, ranks) = board.split_once('x').unwrap();
            assert_eq!(
                d.rows.len(),
                ranks.parse::<usize>().unwrap(),
                "{name} {board}"
            );
            assert_eq!(
                d.letters.len(),
                files.parse::<usize>().unwrap(),
                "{name} {board}"
            );
        }
    }
    // Bitboards draw as 1 and '.' only.
    let (_, stdout, _) = run_cli(&["show", "dark_squares"]);
    let d = parse_diagram(&stdout);
    assert!(
        d.rows
            .iter()
            .flat_map(|r| &r.1)
            .all(|c| c == "1" || c == ".")
    );
    assert_eq!(d.rows[7].1[0], "1", "a1 is dark");
}

#[test]
fn colour_only_in_a_terminal_without_no_color() {
    // `script` gives the program a pseudo-terminal; without it, skip.
    let probe = std::process::Command::new("script")
        .args(["-qec", "true", "/dev/null"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("SKIPPED: no `script` command to provide a terminal");
        return;
    }
    let cmd = format!(
        "{} show king_dist --from e4",
        env!("CARGO_BIN_EXE_chess-geometry")
    );
    let in_tty = |no_color: Option<&str>| {
        let mut c = std::process::Command::new("script");
        c.args(["-qec", &cmd, "/dev/null"]).env_remove("NO_COLOR");
        if let Some(v) = no_color {
            c.env("NO_COLOR", v);
        }
        String::from_utf8(c.output().unwrap().stdout).unwrap()
    };
    assert!(in_tty(None).contains("\x1b["), "colour in a terminal");
    assert!(
        !in_tty(Some("1")).contains("\x1b["),
        "NO_COLOR=1 turns colour off"
    );
}

#[test]
fn gen_rust_equals_build_script_output() {
    let files = [
        (
            "standard",
            include_str!(concat!(env!("OUT_DIR"), "/standard.rs")),
        ),
        (
            "capablanca",
            include_str!(concat!(env!("OUT_DIR"), "/capablanca.rs")),
        ),
        (
            "grand_lefr",
            include_str!(concat!(env!("OUT_DIR"), "/grand_lefr.rs")),
        ),
    ];
    for (name, expected) in files {
        let args = gen_args(name, "rust");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, stdout, stderr) = run_cli(&args);
        assert_eq!(code, Some(0), "{stderr}");
        assert!(
            stdout == expected,
            "gen {name} differs from the build-script file"
        );
    }
}

#[test]
fn gen_defaults_and_table_selection() {
    let (code, stdout, _) = run_cli(&["gen"]);
    assert_eq!(code, Some(0));
    assert!(stdout.starts_with("// @generated by geometry-core"));
    assert!(stdout.contains("\npub mod board_8x8_lerf {\n"));
    assert!(stdout.contains("pub static BETWEEN_BB: [[u64; 64]; 64] = ["));
    let (code, stdout, _) = run_cli(&["gen", "--tables", "king_dist,file_bb", "--board", "5x6"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("pub static KING_DIST: [[u8; 30]; 30] = ["));
    assert!(stdout.contains("pub static FILE_BB: [u64; 5] = "));
    assert!(!stdout.contains("KNIGHT_DIST") && !stdout.contains("pub const FILES"));
    // Every board has every table; past 128 squares bitboards are 256 bits.
    let (code, stdout, _) = run_cli(&["gen", "--board", "16x16", "--format", "json"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("\"KNIGHT_DIST\"") && stdout.contains("\"LINE_BB\""));
    // A piece whose moves of two legs fit nowhere on the board (two ferz
    // steps on one rank) has no legs tables there, in any format.
    for format in ["rust", "c", "json"] {
        let args = [
            "gen", "--board", "4x1", "--pieces", "p=WaF", "--format", format,
        ];
        let (code, stdout, stderr) = run_cli(&args);
        assert_eq!(code, Some(0), "{format}: {stderr}");
        assert!(
            stdout.contains("P_ROWS") && !stdout.contains("P_LEGS"),
            "{format}"
        );
    }
}

#[test]
fn help_and_version() {
    let (code, stdout, stderr) = run_cli(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(stderr.is_empty());
    for needle in [
        "list",
        "show",
        "gen",
        "Examples:",
        "chess-geometry show knight_dist --from b1",
    ] {
        assert!(stdout.contains(needle), "--help lacks {needle:?}");
    }
    for sub in ["show", "gen"] {
        let (code, stdout, _) = run_cli(&[sub, "--help"]);
        assert_eq!(code, Some(0));
        assert!(
            stdout.contains("Examples:") && stdout.contains("--board <FxR>"),
            "{sub}"
        );
    }
    let (code, stdout, _) = run_cli(&["--version"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        stdout.trim(),
        format!("chess-geometry {}", env!("CARGO_PKG_VERSION"))
    );
}

/// Bad input: exit 2, nothing on stdout, one line on stderr holding every
/// expected fragment.
fn assert_bad(args: &[&str], expected: &[&str]) {
    let (code, stdout, stderr) = run_cli(args);
    assert_eq!(code, Some(2), "{args:?}: {stderr}");
    assert!(stdout.is_empty(), "{args:?} wrote to stdout: {stdout}");
    assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
    assert!(
        stderr.ends_with('\n') && stderr.lines().count() == 1,
        "{args:?}: {stderr:?}"
    );
    for fragment in expected {
        assert!(
            stderr.contains(fragment),
            "{args:?}: {stderr:?} lacks {fragment:?}"
        );
    }
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let tables = ["expected one of:", "knight_dist", "x88_step"];
    let mappings = ["expected one of:", "lerf", "befr"];
    let boards = ["FILESxRANKS", "1 to 16"];
    // Unknown table.
    assert_bad(
        &["show", "knight_distance"],
        &[&["unknown table `knight_distance`"][..], &tables].concat(),
    );
    assert_bad(
        &["gen", "--tables", "king_dist,bogus"],
        &[&["unknown table `bogus`"][..], &tables].concat(),
    );
    assert_bad(&["gen", "--tables", ""], &tables);
    // Unknown mapping.
    assert_bad(
        &["show", "king_dist", "--mapping", "rfle"],
        &[&["unknown mapping `rfle`"][..], &mappings].concat(),
    );
    assert_bad(&["gen", "--mapping", "x"], &mappings);
    // Malformed or out-of-range board.
    for board in ["8by8", "8x", "x8", "8x8x8", "-8x8", "eightxeight"] {
        assert_bad(
            &["show", "king_dist", "--board", board],
            &[&["malformed board"][..], &boards].concat(),
        );
    }
    for board in ["0x8", "17x8", "8x17", "99x99"] {
        assert_bad(
            &["gen", "--board", board],
            &[&["out of range"][..], &boards].concat(),
        );
    }
    // Malformed square, square off the board.
    for square in ["b", "1b", "bb1", "b01", "e44x", ""] {
        assert_bad(
            &["show", "knight_dist", "--from", square],
            &["malformed square", "a..h", "1..8"],
        );
    }
    for square in ["i1", "a9", "a0", "z26"] {
        assert_bad(
            &["show", "knight_dist", "--from", square],
            &["off the 8x8 board", "a..h", "1..8"],
        );
    }
    assert_bad(
        &["show", "king_dist", "--board", "5x5", "--from", "f1"],
        &["off the 5x5 board", "a..e", "1..5"],
    );
    assert_bad(
        &["show", "line_bb", "--board", "16x16", "--from", "q1"],
        &["q1"],
    );
    // Unknown format, bad module name.
    assert_bad(
        &["gen", "--format", "xml"],
        &["unknown format `xml`", "rust, c, json"],
    );
    assert_bad(
        &["gen", "--module", "9lives"],
        &["invalid module name `9lives`", "Rust identifier"],
    );
    assert_bad(&["gen", "--module", "fn"], &["invalid module name `fn`"]);
    // clap's own errors, folded into one line.
    assert_bad(&[], &["subcommand", "list, show, gen"]);
    assert_bad(&["frobnicate"], &["frobnicate", "list, show, gen"]);
    assert_bad(
        &["show"],
        &["missing table", "chess-geometry list", "--piece"],
    );
    assert_bad(&["show", "knight_dist", "--piece", "N"], &["not both"]);
    assert_bad(
        &["show", "--piece", "WfX"],
        &["unknown Betza atom `X`", "at character 3"],
    );
    assert_bad(
        &["show", "--piece", "H", "--board", "2x2"],
        &["never moves on a 2x2 board"],
    );
    assert_bad(
        &["show", "--piece", "N", "--color", "red"],
        &["unknown side `red`", "white or black"],
    );
    assert_bad(
        &["show", "knight_dist", "--color", "black"],
        &["--color applies to --piece only"],
    );
    assert_bad(
        &["gen", "--pieces", "horse"],
        &["expected NAME=BETZA", "horse=nN"],
    );
    assert_bad(&["gen", "--pieces", "Horse=nN"], &["lowercase identifier"]);
    assert_bad(&["gen", "--pieces", "a=N,a=N"], &["duplicate piece `a`"]);
    assert_bad(&["show", "knight_dist", "--bogus"], &["--bogus"]);
    assert_bad(&["show", "knight_dist", "--from"], &["--from"]);
    assert_bad(&["list", "extra"], &["extra"]);
}

#[test]
fn show_and_gen_take_betza_pieces() {
    // The xiangqi horse on b1, its leg b2 taken: only the leap to d2.
    let (code, stdout, stderr) = run_cli(&[
        "show",
        "--piece",
        "nN",
        "--board",
        "9x10",
        "--from",
        "b1",
        "--occupied",
        "b2",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        stdout.starts_with("Betza `nN` (white, moving up) on b1"),
        "{stdout}"
    );
    assert!(stdout.contains("attacks 1 squares"), "{stdout}");
    let rank2 = stdout.lines().find(|l| l.starts_with(" 2 ")).unwrap();
    assert_eq!(
        rank2.split_whitespace().collect::<Vec<_>>(),
        ["2", ".", "x", ".", "*", ".", ".", ".", ".", "."]
    );
    // The gold of black points down the board.
    let (code, stdout, _) = run_cli(&[
        "show", "--piece", "WfF", "--board", "9x9", "--from", "e5", "--color", "black",
    ]);
    assert_eq!(code, Some(0));
    let rank4 = stdout.lines().find(|l| l.starts_with("4 ")).unwrap();
    assert_eq!(
        rank4.split_whitespace().filter(|c| *c == "*").count(),
        3,
        "{stdout}"
    );
    // The cannon: quiet moves up to the screen, a capture past it.
    let (code, stdout, _) = run_cli(&[
        "show",
        "--piece",
        "mRcpR",
        "--board",
        "9x10",
        "--from",
        "b3",
        "--occupied",
        "b5,b8",
    ]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("m = moves only") && stdout.contains("1 = attacks only"));
    // The lion's legs: through the piece it takes on f7, anywhere around
    // f7; through an empty square, back to f6.
    let (code, stdout, stderr) = run_cli(&[
        "show",
        "--piece",
        "KNADcaKmcabK",
        "--board",
        "12x12",
        "--from",
        "f6",
        "--occupied",
        "f7",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("attacks 24 squares"), "{stdout}");
    assert!(
        stdout.contains("the first leg lands on 8 squares"),
        "{stdout}"
    );
    assert!(stdout.contains("  through f7: e6 f6 g6 e7 g7 e8 f8 g8\n"));
    assert!(stdout.contains("  through e5: f6\n"));
    // The lion dog on a 16x16 board: past the empty d5 it captures on
    // d6 and steps on to d7; taking d5 it may go on past d6 to d7, or
    // take d6 as well and end on d7 or back on d5.
    let lion_dog = |occupied: &str| {
        let (code, stdout, stderr) = run_cli(&[
            "show",
            "--piece",
            "KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
            "--board",
            "16x16",
            "--from",
            "d4",
            "--occupied",
            occupied,
        ]);
        assert_eq!(code, Some(0), "{stderr}");
        stdout
    };
    let stdout = lion_dog("d6");
    assert!(stdout.contains("  through d5, then d6: d7\n"), "{stdout}");
    assert!(!stdout.contains("  through d5:"), "{stdout}");
    let stdout = lion_dog("d5,d6");
    assert!(stdout.contains("  through d5: d4 d6\n"), "{stdout}");
    assert!(
        stdout.contains("  through d5, then d6: d5 d7\n"),
        "{stdout}"
    );
    // A piece without legs draws none.
    let (_, stdout, _) = run_cli(&["show", "--piece", "nN"]);
    assert!(!stdout.contains("several legs"), "{stdout}");
    // gen carries the pieces into Rust, C and JSON, a lion's legs too,
    // and a lion dog's moves of three legs.
    let xq = ["9x10", "xq", "horse=nN,gold=WfF,lion=KNADcaKmcabK"];
    let ld = [
        "16x16",
        "ld",
        "dog=KADGHcabKcafKcafmpafKcafcafKcafcabKmpafcafK",
    ];
    for ([board, module, pieces], format, needle) in [
        (xq, "rust", "__legs_api!"),
        (xq, "c", "XQ_LION_LEGS"),
        (xq, "json", "\"LION_FIRST_LEGS\""),
        (xq, "rust", "__piece_set_api!"),
        (xq, "c", "XQ_HORSE_ROWS"),
        (xq, "json", "\"HORSE_ROWS\""),
        (ld, "rust", "__mid_legs_api!"),
        (ld, "c", "LD_DOG_MID_LEGS"),
        (ld, "json", "\"DOG_LEG_MIDS\""),
        (ld, "json", "\"DOG_MID_LEG_PAIRS\""),
    ] {
        let (code, stdout, stderr) = run_cli(&[
            "gen", "--board", board, "--module", module, "--pieces", pieces, "--format", format,
        ]);
        assert_eq!(code, Some(0), "{stderr}");
        assert!(stdout.contains(needle), "{format} lacks {needle}");
    }
}
