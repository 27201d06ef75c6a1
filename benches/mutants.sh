#!/bin/sh
# Mutation testing with cargo-mutants: each mutant (an operator or a
# return value changed) rebuilt and tested; a "missed" mutant is code the
# tests would let break.
#
#   sh benches/mutants.sh --in-diff [BASE]   # the mutants of the changes since BASE
#                                            # (default: main), before submitting them
#   sh benches/mutants.sh                    # the sweep: where a wrong answer is silent
#
# Installs cargo-mutants from crates.io when it is missing. Each mutant is
# tested with its own package's tests (the sweep: the core's unit tests
# and suite, `--lib --test suite`), built with the `mutants` profile.
# Equivalent mutants are listed, with why, in .cargo/mutants.toml.
# Results in mutants.out/. `--workspace` matters: in the root directory
# cargo-mutants otherwise mutates the root package alone.
set -e
cd "$(dirname "$0")/.."
command -v cargo-mutants >/dev/null || cargo install --locked cargo-mutants
if [ "$1" = "--in-diff" ]; then
    base="${2:-main}"
    diff="$(mktemp)"
    trap 'rm -f "$diff"' EXIT
    git diff "$base" -- '*.rs' >"$diff"
    if [ ! -s "$diff" ]; then
        echo "no Rust change since $base"
        exit 0
    fi
    exec cargo mutants --workspace --profile mutants --in-diff "$diff"
fi
exec cargo mutants --workspace --profile mutants --timeout 60 \
    --file 'geometry-core/src/formula/*.rs' \
    --file geometry-core/src/betza.rs \
    --file geometry-core/src/piece.rs \
    --file geometry-core/src/mapping.rs \
    --file geometry-core/src/board.rs \
    --file geometry-core/src/plan.rs \
    --file geometry-core/src/region.rs \
    --file geometry-macros-support/src/parse.rs \
    -- --lib --test suite
