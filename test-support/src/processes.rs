//! Runs a test binary again in child processes and reads back the digest
//! each prints: the cross-process half of the determinism tests of
//! geometry-core and geometry-macros (fresh hash seeds and allocator state,
//! as two separate compilations have).

use std::process::{Child, Command, Stdio};

/// FNV-1a over `text`, a cheap fingerprint to compare across processes.
pub fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The line a child prints: `DIGEST` and 16 hex digits.
pub fn print_digest(text: &str) {
    println!("DIGEST {:016x}", digest(text));
}

/// Starts this test binary twice, each running only `test` with `env` set,
/// computes `mine` meanwhile, and returns the two children's digests with
/// the digest of `mine`.
pub fn digests_from_children(test: &str, env: &str, mine: impl FnOnce() -> String) -> [u64; 3] {
    let spawn = || {
        Command::new(std::env::current_exe().expect("the test binary's path"))
            .args([test, "--exact", "--nocapture", "--test-threads=1"])
            .env(env, "1")
            .stdout(Stdio::piped())
            .spawn()
            .expect("run the test binary again")
    };
    let read = |child: Child| {
        let out = child.wait_with_output().expect("wait for the child");
        assert!(out.status.success(), "child failed: {out:?}");
        let stdout = String::from_utf8(out.stdout).expect("utf-8 output");
        // The harness may print the test name on the same line first.
        let hex = stdout
            .split_once("DIGEST ")
            .and_then(|(_, rest)| rest.get(..16))
            .unwrap_or_else(|| panic!("no digest in child output:\n{stdout}"));
        u64::from_str_radix(hex, 16).expect("a hex digest")
    };
    let children = [spawn(), spawn()];
    let mine = digest(&mine());
    let [first, second] = children.map(read);
    [first, second, mine]
}
