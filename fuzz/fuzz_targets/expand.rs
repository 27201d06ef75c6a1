//! libFuzzer target: arbitrary text -> token stream -> macro parse-and-expand.
//! (`fuzz_target!` emits a `#[no_mangle]` entry point, which
//! `forbid(unsafe_code)` would reject; the property itself lives in the
//! crate's library, which forbids unsafe code.)
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = chess_geometry_fuzz::check(data);
});
