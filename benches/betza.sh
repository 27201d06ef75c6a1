#!/bin/sh
# Betza pieces against the library's own pieces on the same board:
#
#     sh benches/betza.sh             # criterion, the interleaved minima of the legs, then the table of medians and ratios
#     sh benches/betza.sh 8x8         # extra arguments go to criterion (a filter here)
#
# Loops are aligned to 64 bytes, as in benches/lookup.sh and for the same
# reason: the knight's lookup is a loop of a few instructions, and where
# the linker places it moves its time by more than the ratios measured
# here. Built in the same separate target directory as lookup.sh.
set -e
cd "$(dirname "$0")/.."
export RUSTFLAGS="-C llvm-args=-align-loops=64"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/aligned}"
cargo bench --manifest-path benches/Cargo.toml --bench betza -- --warm-up-time 1 --measurement-time 3 "$@"
python3 benches/betza_report.py
