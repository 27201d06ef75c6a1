//! No unsafe code, and no I/O at expansion (issue 7, part 5).
//!
//! Scans the source of the proc macro (`geometry-macros/src`) and of
//! everything it runs (`geometry-core/src`, plus `geometry-tables/src`),
//! with comments and string contents blanked out, for:
//!
//! - `unsafe`;
//! - file, environment, network and process access: the paths `std::fs`,
//!   `std::env`, `std::net`, `std::process` (also inside `use std::{..}`),
//!   and the macros `env!`, `option_env!`, `include!`, `include_str!`,
//!   `include_bytes!`.
//!
//! Two files are exempt: `geometry-core/src/codegen.rs`, the build-script
//! writer, which by design reads `OUT_DIR` and writes the generated file.
//! It runs in a user's build script, never in the proc macro: this test
//! also checks that `geometry-macros/src` never names `codegen`. And
//! `geometry-tables/src/readme_doctests.rs`, which includes the READMEs for
//! rustdoc's doctest pass only: this test checks that it is declared under
//! `#[cfg(doctest)]`. One
//! expression is allowed anywhere: `env!("CARGO_PKG_VERSION")`, the version
//! stamp of geometry-core's own output, a constant fixed when geometry-core
//! is compiled, the same for every expansion, and read by no macro path.
//!
//! Every crate root must also carry `#![forbid(unsafe_code)]`.
#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};

/// Source directories whose code runs at expansion (or ships in a crate).
const SCANNED: [&str; 3] = [
    "geometry-macros/src",
    "geometry-core/src",
    "geometry-tables/src",
];

/// Files exempt from the I/O rules (not from the `unsafe` rule), and why.
const EXEMPT: [(&str, &str); 2] = [
    (
        "geometry-core/src/codegen.rs",
        "the build-script writer: reads OUT_DIR and writes a file by design; never called by the proc macro",
    ),
    (
        "geometry-tables/src/readme_doctests.rs",
        "includes the READMEs with include_str! so their examples run as doctests; \
         compiled only under #[cfg(doctest)], never in a build or an expansion",
    ),
];

/// Crate roots that must exist and forbid unsafe code.
const ROOTS: [&str; 3] = [
    "geometry-core/src/lib.rs",
    "geometry-macros/src/lib.rs",
    "geometry-tables/src/lib.rs",
];

/// Crate roots checked when present (the root package, its build script).
const OPTIONAL_ROOTS: [&str; 3] = ["src/main.rs", "src/lib.rs", "build.rs"];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("geometry-macros sits in the workspace")
        .to_path_buf()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A token of code: an identifier or keyword, a string literal (its text
/// kept for the one allowed `env!`), or one punctuation character.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Str(String),
    Punct(char),
}

/// Splits Rust source into tokens, dropping comments (doc comments too)
/// and whitespace, and keeping each token's line number.
fn tokenize(src: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = src.chars().collect();
    let (mut i, mut line, mut out) = (0, 1, Vec::new());
    let count_lines = |from: usize, to: usize| c[from..to].iter().filter(|&&ch| ch == '\n').count();
    while i < c.len() {
        let ch = c[i];
        let start = i;
        if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' || ((ch == 'r' || ch == 'b' || ch == 'c') && is_string_start(&c, i)) {
            // Prefixes (b, r, br, c, cr), then raw hashes, then the body.
            while c[i] != '"' && c[i] != '#' {
                i += 1;
            }
            let raw = c[start..i].contains(&'r');
            let mut hashes = 0;
            while c[i] == '#' {
                hashes += 1;
                i += 1;
            }
            i += 1; // opening quote
            let body = i;
            loop {
                if !raw && c[i] == '\\' {
                    i += 2;
                } else if c[i] == '"' && (0..hashes).all(|k| c.get(i + 1 + k) == Some(&'#')) {
                    break;
                } else {
                    i += 1;
                }
            }
            out.push((Tok::Str(c[body..i].iter().collect()), line));
            i += 1 + hashes;
        } else if ch == '\'' {
            // A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if c.get(i + 1) == Some(&'\\') {
                i += 2;
                while c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
        } else if ch.is_alphabetic() || ch == '_' {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            out.push((Tok::Ident(word.trim_start_matches("r#").to_string()), line));
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_' || c[i] == '.') {
                i += 1;
            }
        } else {
            if !ch.is_whitespace() {
                out.push((Tok::Punct(ch), line));
            }
            i += 1;
        }
        line += count_lines(start, i.min(c.len()));
    }
    out
}

/// True at `i` when a string literal with a prefix starts there
/// (`b"`, `r"`, `r#"`, `br"`, `c"`, ...), not an identifier.
fn is_string_start(c: &[char], i: usize) -> bool {
    if i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_') {
        return false;
    }
    let mut j = i;
    while j < c.len() && j < i + 2 && matches!(c[j], 'b' | 'r' | 'c') {
        j += 1;
    }
    while j < c.len() && c[j] == '#' && c[i..j].contains(&'r') {
        j += 1;
    }
    c.get(j) == Some(&'"')
}

fn ident(t: &Tok, name: &str) -> bool {
    matches!(t, Tok::Ident(s) if s == name)
}

fn punct(t: &Tok, ch: char) -> bool {
    *t == Tok::Punct(ch)
}

/// Every forbidden use in one file's tokens, as "line N: what".
fn violations(toks: &[(Tok, usize)], io_rules: bool) -> Vec<String> {
    const IO_MODULES: [&str; 4] = ["fs", "env", "net", "process"];
    const IO_MACROS: [&str; 5] = [
        "env",
        "option_env",
        "include",
        "include_str",
        "include_bytes",
    ];
    let t: Vec<&Tok> = toks.iter().map(|(t, _)| t).collect();
    let mut found = Vec::new();
    for (i, (tok, line)) in toks.iter().enumerate() {
        if ident(tok, "unsafe") {
            found.push(format!("line {line}: `unsafe`"));
        }
        if !io_rules {
            continue;
        }
        let next = |k: usize| t.get(i + k).copied();
        // std::fs, std::env, ...
        let path_sep =
            next(1).is_some_and(|x| punct(x, ':')) && next(2).is_some_and(|x| punct(x, ':'));
        if ident(tok, "std") && path_sep {
            match next(3) {
                Some(Tok::Ident(m)) if IO_MODULES.contains(&m.as_str()) => {
                    found.push(format!("line {line}: `std::{m}`"));
                }
                Some(Tok::Punct('{')) => {
                    // use std::{fs, io::Write, ..}: the first segment of each
                    // item at the top level of the group.
                    let (mut depth, mut k, mut item_start) = (0, 3, true);
                    while let Some(x) = next(k) {
                        match x {
                            Tok::Punct('{') => depth += 1,
                            Tok::Punct('}') => depth -= 1,
                            Tok::Punct(',') if depth == 1 => item_start = true,
                            Tok::Ident(m) if depth == 1 && item_start => {
                                if IO_MODULES.contains(&m.as_str()) {
                                    found.push(format!("line {line}: `std::{{{m}}}`"));
                                }
                                item_start = false;
                            }
                            _ => {}
                        }
                        if depth == 0 {
                            break;
                        }
                        k += 1;
                    }
                }
                _ => {}
            }
        }
        // env!(..), include_str!(..), ...
        if let Tok::Ident(name) = tok {
            if IO_MACROS.contains(&name.as_str()) && next(1).is_some_and(|x| punct(x, '!')) {
                let version_stamp = name == "env"
                    && next(2).is_some_and(|x| punct(x, '('))
                    && next(3) == Some(&Tok::Str("CARGO_PKG_VERSION".to_string()))
                    && next(4).is_some_and(|x| punct(x, ')'));
                if !version_stamp {
                    found.push(format!("line {line}: `{name}!`"));
                }
            }
        }
    }
    found
}

#[test]
fn the_scanner_sees_what_it_must() {
    let bad = r##"
        // std::fs in a comment is fine, and so is "std::env" in a string.
        /* unsafe { } in /* a nested */ block comment */
        let s = r#"include_str!("x")"#; let c = '"'; let l: &'static str = "";
        use std::fs;
        use std::{io, env::var};
        use std :: net :: TcpStream;
        fn f() { unsafe { } }
        let v = option_env!("HOME");
        let ok = env!("CARGO_PKG_VERSION");
        let bad = env!("HOME");
        std::process::exit(0);
        let b = include_bytes!("../x");
    "##;
    let found = violations(&tokenize(bad), true);
    let expected = [
        "line 5: `std::fs`",
        "line 6: `std::{env}`",
        "line 7: `std::net`",
        "line 8: `unsafe`",
        "line 9: `option_env!`",
        "line 11: `env!`",
        "line 12: `std::process`",
        "line 13: `include_bytes!`",
    ];
    assert_eq!(found, expected);
    // Exempt files still may not use `unsafe`.
    assert_eq!(violations(&tokenize(bad), false), ["line 8: `unsafe`"]);
}

#[test]
fn expansion_does_no_io_and_no_unsafe() {
    let root = workspace();
    let mut files = Vec::new();
    for dir in SCANNED {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut problems = Vec::new();
    let mut exempted = 0;
    for path in &files {
        let rel = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let exempt = EXEMPT.iter().any(|(f, _)| *f == rel);
        exempted += usize::from(exempt);
        let src = std::fs::read_to_string(path).unwrap();
        for v in violations(&tokenize(&src), !exempt) {
            problems.push(format!("{rel}: {v}"));
        }
    }
    assert!(files.len() >= 15, "only {} files scanned", files.len());
    assert!(
        problems.is_empty(),
        "forbidden code at expansion:\n{}",
        problems.join("\n")
    );
    println!(
        "{} files scanned, {exempted} exempt from the I/O rules",
        files.len()
    );
}

#[test]
fn the_readme_doctests_are_compiled_only_by_rustdoc() {
    let lib = std::fs::read_to_string(workspace().join("geometry-tables/src/lib.rs")).unwrap();
    assert!(
        lib.contains("#[cfg(doctest)]\nmod readme_doctests;"),
        "geometry-tables/src/lib.rs must declare `mod readme_doctests` under #[cfg(doctest)]"
    );
}

#[test]
fn the_proc_macro_never_reaches_the_build_script_writer() {
    let mut files = Vec::new();
    rust_files(&workspace().join("geometry-macros/src"), &mut files);
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        for (tok, line) in tokenize(&src) {
            assert!(
                !ident(&tok, "codegen"),
                "{}:{line} names `codegen`, which does file I/O",
                path.display()
            );
        }
    }
}

#[test]
fn every_crate_root_forbids_unsafe_code() {
    let root = workspace();
    let optional = OPTIONAL_ROOTS.iter().filter(|p| root.join(p).exists());
    for rel in ROOTS.iter().chain(optional) {
        let src = std::fs::read_to_string(root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
        let toks: Vec<Tok> = tokenize(&src).into_iter().map(|(t, _)| t).collect();
        let attr = [
            Tok::Punct('#'),
            Tok::Punct('!'),
            Tok::Punct('['),
            Tok::Ident("forbid".into()),
            Tok::Punct('('),
            Tok::Ident("unsafe_code".into()),
            Tok::Punct(')'),
            Tok::Punct(']'),
        ];
        assert!(
            toks.windows(attr.len()).any(|w| w == attr),
            "{rel} lacks #![forbid(unsafe_code)]"
        );
    }
}
