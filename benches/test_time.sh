#!/bin/sh
# How long the tests take a contributor, one run each:
#
#   1. the README's test command on a fresh clone (dependencies, build and
#      run: `cargo test --workspace --all-targets && cargo test --workspace
#      --doc`, in an empty target directory);
#   2. `cargo test -p geometry-core` after a one-line change to the core
#      (a comment appended to geometry-core/src/lib.rs), the dependencies
#      built by step 1.
#
#     sh benches/test_time.sh            # the checkout's HEAD
#     sh benches/test_time.sh COMMIT     # any commit of this repository
#
# The clone lives in a temporary directory, removed at the end. Wall
# seconds, from `date +%s.%N`; the machine's load counts, so quote one
# run beside another made the same hour.
set -e
repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="${1:-HEAD}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$repo" "$work/clone"
cd "$work/clone"
git checkout --quiet "$commit"
export CARGO_TARGET_DIR="$work/target"
now() { date +%s.%N; }
start=$(now)
cargo test --quiet --workspace --all-targets >"$work/all.log" 2>&1 &&
    cargo test --quiet --workspace --doc >>"$work/all.log" 2>&1 ||
    { tail -30 "$work/all.log"; exit 1; }
fresh=$(awk "BEGIN {print $(now) - $start}")
tests=$(grep -o '[0-9]* passed' "$work/all.log" | awk '{n += $1} END {print n}')
echo "// A one-line change." >>geometry-core/src/lib.rs
start=$(now)
cargo test --quiet -p geometry-core >"$work/core.log" 2>&1 || { tail -30 "$work/core.log"; exit 1; }
core=$(awk "BEGIN {print $(now) - $start}")
echo "commit $(git rev-parse --short HEAD)"
printf 'README test command, fresh clone: %.1f s (%s tests passed)\n' "$fresh" "$tests"
printf 'cargo test -p geometry-core after a one-line change: %.1f s\n' "$core"
