//! Every misuse of the macros is a compile error with a clear message,
//! spanned on the offending tokens. Regenerate the expected output with
//! `TRYBUILD=overwrite cargo test -p geometry-macros --test compiletest`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
