//! Replays the checked-in seed corpus (valid and invalid invocations, and
//! every input a fuzzing run found) through the fuzzed property on the
//! stable toolchain, without libFuzzer. Seeds named `valid-*` must expand,
//! `invalid-*` must be errors; `edge-*` and `crash-*` must only not panic.
#![forbid(unsafe_code)]

use std::path::Path;

#[test]
fn seed_corpus_never_panics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/expand");
    let (mut valid, mut invalid, mut other) = (0, 0, 0);
    for entry in std::fs::read_dir(&dir).expect("corpus directory") {
        let path = entry.expect("corpus entry").path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue; // inputs a local fuzzing run added; the seeds are *.txt
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let data = std::fs::read(&path).expect("corpus file");
        let outcome = chess_geometry_fuzz::check(&data);
        if name.starts_with("valid-") {
            assert_eq!(outcome, [true], "{name} should expand");
            valid += 1;
        } else if name.starts_with("invalid-") {
            assert_eq!(outcome, [false], "{name} should be an error");
            invalid += 1;
        } else {
            other += 1;
        }
    }
    assert!(
        valid >= 6 && invalid >= 6,
        "too few seeds in {}",
        dir.display()
    );
    println!("corpus: {valid} valid, {invalid} invalid, {other} other inputs replayed");
}
