//! Every misuse of the macros is a compile error with a clear message,
//! spanned on the offending tokens. Regenerate the expected output with
//! `TRYBUILD=overwrite cargo test -p geometry-macros --test suite compiletest`.
//!
//! The `.stderr` files hold rustc 1.95's rendering of each error; other
//! compilers may word or lay out the same diagnostic differently, so the
//! suite runs on that release only.

#[rustversion::attr(
    not(stable(1.95)),
    ignore = "the .stderr files are rustc 1.95's rendering"
)]
#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
