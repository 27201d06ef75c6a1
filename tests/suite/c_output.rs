//! `chess-geometry gen --format c`: the header compiles with
//! `cc -std=c99 -Wall -Wextra -Werror -pedantic`, and a C program that
//! prints every entry of every table reads back the build-script tables
//! entry for entry (on 8x8 with `uint64_t` bitboards, and on 10x8 and 12x10
//! where a bitboard is `uint64_t[2]`).

use crate::common::{BUILD_SCRIPT_BOARDS, Entry, assert_same, gen_args, out_tables, run_cli};
use geometry_core::{Board, Mapping};
use std::path::{Path, PathBuf};
use std::process::Command;

fn compiler() -> Option<String> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let ok = Command::new(&cc)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then_some(cc)
}

/// The C program: prints `NAME v v v ...` for every item, entries
/// row-major; bitboards as hex, high word first.
fn program(module: &str, squares: usize) -> String {
    let wide = squares > 64;
    let p = module.to_ascii_uppercase();
    let mut c = format!(
        "#include <stdio.h>\n#include \"{module}.h\"\n#include \"{module}.h\" /* the guard makes this harmless */\n\n"
    );
    c.push_str(&format!("#define T(x) {p}_##x\n"));
    c.push_str(
        r#"#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define INTS(name, a) do { size_t i_; printf("%s", name); \
    for (i_ = 0; i_ < COUNT(a); i_++) { printf(" %lld", (long long)(a)[i_]); } printf("\n"); } while (0)
#define INTS2(name, a) do { size_t i_, j_; printf("%s", name); \
    for (i_ = 0; i_ < COUNT(a); i_++) { for (j_ = 0; j_ < COUNT((a)[0]); j_++) { \
    printf(" %lld", (long long)(a)[i_][j_]); } } printf("\n"); } while (0)
#define SCALAR(name, v) printf("%s %lld\n", name, (long long)(v))
"#,
    );
    if wide {
        c.push_str(
            r#"#define BB(p) printf(" 0x%016llX%016llX", (unsigned long long)(p)[1], (unsigned long long)(p)[0])
#define BBS(name, a) do { size_t i_; printf("%s", name); \
    for (i_ = 0; i_ < COUNT(a); i_++) { BB((a)[i_]); } printf("\n"); } while (0)
#define BBS2(name, a) do { size_t i_, j_; printf("%s", name); \
    for (i_ = 0; i_ < COUNT(a); i_++) { for (j_ = 0; j_ < COUNT((a)[0]); j_++) { BB((a)[i_][j_]); } } \
    printf("\n"); } while (0)
#define BB1(name, v) do { printf("%s", name); BB(v); printf("\n"); } while (0)
"#,
        );
    } else {
        c.push_str(
            r#"#define BB(v) printf(" 0x%016llX", (unsigned long long)(v))
#define BBS(name, a) do { size_t i_; printf("%s", name); \
    for (i_ = 0; i_ < COUNT(a); i_++) { BB((a)[i_]); } printf("\n"); } while (0)
#define BBS2(name, a) do { size_t i_, j_; printf("%s", name); \
    for (i_ = 0; i_ < COUNT(a); i_++) { for (j_ = 0; j_ < COUNT((a)[0]); j_++) { BB((a)[i_][j_]); } } \
    printf("\n"); } while (0)
#define BB1(name, v) do { printf("%s", name); BB(v); printf("\n"); } while (0)
"#,
        );
    }
    c.push_str(
        r#"
int main(void) {
    size_t i;
    SCALAR("FILES", T(FILES));
    SCALAR("RANKS", T(RANKS));
    SCALAR("SQUARES", T(SQUARES));
    printf("SQUARE_NAMES");
    for (i = 0; i < COUNT(T(SQUARE_NAMES)); i++) { printf(" %s", T(SQUARE_NAMES)[i]); }
    printf("\n");
    INTS("SQUARE_COLOR", T(SQUARE_COLOR));
    BB1("DARK_SQUARES", T(DARK_SQUARES));
    BB1("LIGHT_SQUARES", T(LIGHT_SQUARES));
    INTS2("KNIGHT_DIST", T(KNIGHT_DIST));
    INTS2("KING_DIST", T(KING_DIST));
    INTS2("TAXI_DIST", T(TAXI_DIST));
    INTS("DIAGONAL", T(DIAGONAL));
    INTS("ANTI_DIAGONAL", T(ANTI_DIAGONAL));
    INTS2("SAME_DIAGONAL", T(SAME_DIAGONAL));
    INTS2("SAME_ANTI_DIAGONAL", T(SAME_ANTI_DIAGONAL));
    BBS("FILE_BB", T(FILE_BB));
    BBS("RANK_BB", T(RANK_BB));
    BBS("DIAGONAL_BB", T(DIAGONAL_BB));
    BBS("ANTI_DIAGONAL_BB", T(ANTI_DIAGONAL_BB));
    BBS2("BETWEEN_BB", T(BETWEEN_BB));
    BBS2("LINE_BB", T(LINE_BB));
    INTS("X88_ATTACK", T(X88_ATTACK));
    INTS("X88_STEP", T(X88_STEP));
    BBS("KNIGHT_ATTACKS", T(KNIGHT_ATTACKS));
    BBS("KING_ATTACKS", T(KING_ATTACKS));
    BBS2("PAWN_ATTACKS", T(PAWN_ATTACKS));
    BBS2("PAWN_PUSHES", T(PAWN_PUSHES));
    BBS("PAWN_DOUBLE_PUSH_RANK", T(PAWN_DOUBLE_PUSH_RANK));
    BBS("PROMOTION_RANK", T(PROMOTION_RANK));
    BBS2("RAYS", T(RAYS));
    BBS2("FORWARD_RANKS_BB", T(FORWARD_RANKS_BB));
    BBS2("FORWARD_FILE_BB", T(FORWARD_FILE_BB));
    BBS("ADJACENT_FILES_BB", T(ADJACENT_FILES_BB));
    BBS2("PAWN_ATTACK_SPAN", T(PAWN_ATTACK_SPAN));
    BBS2("PASSED_PAWN_SPAN", T(PASSED_PAWN_SPAN));
    INTS("FILE_EDGE_DIST", T(FILE_EDGE_DIST));
    INTS("RANK_EDGE_DIST", T(RANK_EDGE_DIST));
    INTS("CENTER_KING_DIST", T(CENTER_KING_DIST));
    INTS("CENTER_TAXI_DIST", T(CENTER_TAXI_DIST));
    SCALAR("x88::KING", T(X88_KING));
    SCALAR("x88::QUEEN", T(X88_QUEEN));
    SCALAR("x88::ROOK", T(X88_ROOK));
    SCALAR("x88::BISHOP", T(X88_BISHOP));
    SCALAR("x88::KNIGHT", T(X88_KNIGHT));
    SCALAR("x88::WHITE_PAWN", T(X88_WHITE_PAWN));
    SCALAR("x88::BLACK_PAWN", T(X88_BLACK_PAWN));
    SCALAR("x88::WIDTH", T(X88_WIDTH));
    SCALAR("x88::OFFSET", T(X88_OFFSET));
    INTS("x88::KNIGHT_STEPS", T(X88_KNIGHT_STEPS));
    INTS("x88::KING_STEPS", T(X88_KING_STEPS));
    INTS("x88::ROOK_STEPS", T(X88_ROOK_STEPS));
    INTS("x88::BISHOP_STEPS", T(X88_BISHOP_STEPS));
    INTS("x88::from_square", T(X88_SQ_TO_X88));
    INTS("x88::to_square", T(X88_X88_TO_SQ));
    /* The Square enum. */
    SCALAR("Square::A1", T(A1));
    return 0;
}
"#,
    );
    c
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Parses the program's output into (name, entries); hex is a bitboard.
fn parse(output: &str) -> Vec<(String, Vec<Entry>)> {
    output
        .lines()
        .map(|line| {
            let mut tokens = line.split(' ');
            let name = tokens.next().unwrap().to_string();
            let entries = tokens
                .map(|t| {
                    if let Some(hex) = t.strip_prefix("0x") {
                        Entry::Int(u128::from_str_radix(hex, 16).unwrap() as i128)
                    } else if let Ok(v) = t.parse::<i128>() {
                        Entry::Int(v)
                    } else {
                        Entry::Str(t.to_string())
                    }
                })
                .collect();
            (name, entries)
        })
        .collect()
}

#[test]
fn c_header_compiles_and_matches_the_rust_tables() {
    let Some(cc) = compiler() else {
        eprintln!("SKIPPED: no C compiler (`cc` or $CC) found; the C output was not compiled");
        return;
    };
    let dir: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c_output");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, files, ranks, _) in BUILD_SCRIPT_BOARDS {
        let args = gen_args(name, "c");
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, header, stderr) = run_cli(&args);
        assert_eq!(code, Some(0), "{stderr}");
        assert!(header.starts_with("// @generated by geometry-core"));
        assert!(header.contains("#include <stdint.h>"));
        let guard = format!("{}_GEOMETRY_H", name.to_ascii_uppercase());
        assert!(header.contains(&format!("#ifndef {guard}\n#define {guard}\n")));
        std::fs::write(dir.join(format!("{name}.h")), &header).unwrap();
        let source = dir.join(format!("{name}.c"));
        std::fs::write(&source, program(name, files * ranks)).unwrap();
        let exe = dir.join(name);
        run(
            Command::new(&cc)
                .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-o"])
                .arg(&exe)
                .arg(&source),
            &format!("{cc} -std=c99 -Wall -Werror on {name}.h"),
        );
        let printed = parse(&run(&mut Command::new(&exe), "the C program"));
        let (square, a1) = printed.last().unwrap().clone();
        assert_eq!(square, "Square::A1");
        assert_eq!(a1, [Entry::Int(0)], "a1 is 0 in lerf and lefr");
        let printed: Vec<(&str, Vec<Entry>)> = printed[..printed.len() - 1]
            .iter()
            .map(|(n, e)| (n.as_str(), e.clone()))
            .collect();
        let n = assert_same(&format!("{name}: C vs Rust"), &printed, &out_tables(name));
        eprintln!("{name}: {n} entries agree between C and Rust");
    }
}

/// Headers for edge boards compile too: 1x1, a 16x16 board without
/// bitboards, and a 9x9 board with `uint64_t[2]` bitboards, two boards in
/// one program (distinct prefixes and guards).
#[test]
fn c_headers_for_edge_boards_compile() {
    let Some(cc) = compiler() else {
        eprintln!("SKIPPED: no C compiler (`cc` or $CC) found; the C output was not compiled");
        return;
    };
    let dir: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c_edge");
    std::fs::create_dir_all(&dir).unwrap();
    let boards = [
        ("tiny", "1x1", "lerf"),
        ("huge", "16x16", "befr"),
        ("nine", "9x9", "berlef"),
    ];
    let mut program = String::from("#include <stdio.h>\n");
    for (name, board, mapping) in boards {
        let args = [
            "gen",
            "--board",
            board,
            "--mapping",
            mapping,
            "--module",
            name,
            "--format",
            "c",
        ];
        let (code, header, stderr) = run_cli(&args);
        assert_eq!(code, Some(0), "{stderr}");
        std::fs::write(dir.join(format!("{name}.h")), header).unwrap();
        program.push_str(&format!("#include \"{name}.h\"\n"));
    }
    program.push_str(
        r#"int main(void) {
    printf("%d %d %d %llu %llu\n", (int)TINY_KNIGHT_DIST[0][0], (int)HUGE_KNIGHT_DIST[HUGE_A1][HUGE_P16],
        (int)NINE_KING_DIST[NINE_A1][NINE_I9], (unsigned long long)NINE_LINE_BB[NINE_A1][NINE_I9][0],
        (unsigned long long)NINE_LINE_BB[NINE_A1][NINE_I9][1]);
    return 0;
}
"#,
    );
    let source = dir.join("edge.c");
    std::fs::write(&source, program).unwrap();
    let exe = dir.join("edge");
    run(
        Command::new(&cc)
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-o"])
            .arg(&exe)
            .arg(&source),
        "cc on the edge headers",
    );
    let printed = run(&mut Command::new(&exe), "the edge program");
    let nine = Board::new(9, 9, Mapping::Berlef).unwrap();
    // The a1-i9 diagonal as a set of squares, built from coordinates.
    let line: u128 = (0..9).map(|k| 1u128 << nine.square(k, k)).sum();
    // a1 to p16 on 16x16 is 15 files and 15 ranks: 10 knight moves
    // (max(ceil(15 / 2), ceil(30 / 3)) = 10, and 30 is even); king: 8 on 9x9.
    let expected = format!("0 10 8 {} {}\n", line as u64, (line >> 64) as u64);
    assert!(line >> 64 != 0, "the check uses both words");
    assert_eq!(printed, expected);
}
