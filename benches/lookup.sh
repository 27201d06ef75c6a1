#!/bin/sh
# Runtime lookup benchmarks, one command:
#
#     sh benches/lookup.sh            # criterion + interleaved table-vs-hand, then the report
#     sh benches/lookup.sh knight     # extra arguments go to criterion (a filter here)
#
# Loops are aligned to 64 bytes. The timed loops are a few instructions
# long, and without this the same loop ran 0.58x to 1.71x as fast as its
# twin depending only on where the linker placed it (and which of `table`
# or `hand` won changed with unrelated edits elsewhere in the binary); with
# it the twins agree within 1%. Built in its own target directory, so the
# flag does not force a rebuild of the normal one.
set -e
cd "$(dirname "$0")/.."
export RUSTFLAGS="-C llvm-args=-align-loops=64"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/aligned}"
cargo bench --manifest-path benches/Cargo.toml --bench lookup -- --warm-up-time 1 --measurement-time 3 "$@"
python3 benches/lookup_report.py
