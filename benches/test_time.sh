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
#     sh benches/test_time.sh                # the checkout's HEAD
#     sh benches/test_time.sh COMMIT         # any commit of this repository
#     sh benches/test_time.sh HEAD e977cae   # several, one after the other,
#                                            # then each one's ratios to the
#                                            # last (the test-time target's
#                                            # pair)
#
# The clone lives in a temporary directory, removed at the end. Wall
# seconds, from `date +%s.%N`; the machine's load counts, so quote one
# run beside another made the same hour.
set -e
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }

# Times `$1` in a clone of its own; sets `fresh` and `core` (seconds).
time_commit() {
    rm -rf "$work/clone" "$work/target"
    git clone --quiet "$repo" "$work/clone"
    cd "$work/clone"
    git checkout --quiet "$1"
    export CARGO_TARGET_DIR="$work/target"
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
    cd "$repo"
}

[ $# -gt 0 ] || set -- HEAD
results=""
for commit in "$@"; do
    time_commit "$commit"
    results="$results $commit:$fresh:$core"
done
if [ $# -gt 1 ]; then
    last="${results##* }"
    base_fresh=$(echo "$last" | cut -d: -f2)
    base_core=$(echo "$last" | cut -d: -f3)
    for result in $results; do
        [ "$result" = "$last" ] && continue
        echo "$result" | awk -F: -v bf="$base_fresh" -v bc="$base_core" -v b="$(echo "$last" | cut -d: -f1)" \
            '{printf "%s against %s: fresh clone %.2fx, the core after a change %.2fx\n", $1, b, $2 / bf, $3 / bc}'
    done
fi
