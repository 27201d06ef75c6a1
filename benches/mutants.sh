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
# built with the `mutants` profile and tested where its code is tested:
#
# - the core: its unit tests and suite (`--lib --test suite`); the sweep
#   skips the suite's determinism checks (a mutant is as deterministic as
#   the code it changes) and the unit test that reruns the grid magics'
#   search (it reads only `formula/grid_magic.rs`, and takes a third of
#   the run);
# - the macro parser (`geometry-macros-support`): its own tests and the
#   macro crate's, whose trybuild cases hold the parser's error paths;
# - the test support (the reference walks the tables are checked
#   against): its own unit tests and `geometry-tables`' suite, where a
#   wrong walk stops matching the modules;
# - the fixtures' crate (the boards' views): `geometry-tables`' suite,
#   which reads the boards through them;
# - anything else: its own package's tests.
#
# Equivalent mutants are listed, with why, in .cargo/mutants.toml. Results
# in target/mutants/{core,parser,support,boards,rest}/mutants.out/.
set -e
cd "$(dirname "$0")/.."
command -v cargo-mutants >/dev/null || cargo install --locked cargo-mutants
# cargo-mutants creates mutants.out, not the directories above it.
mkdir -p target/mutants/core target/mutants/parser target/mutants/support target/mutants/boards \
    target/mutants/rest

# The core's mutants, "$@" options before `-- --lib --test suite`.
core() {
    cargo mutants -p geometry-core --profile mutants --timeout 60 \
        --output target/mutants/core "$@" -- --lib --test suite
}
# The same, with the tests the sweep skips left out.
core_sweep() {
    cargo mutants -p geometry-core --profile mutants --timeout 60 \
        --output target/mutants/core "$@" -- --lib --test suite \
        -- --skip determinism --skip the_kept_multipliers_are_what_the_search_finds
}
support() {
    cargo mutants -p geometry-test-support --profile mutants --timeout 240 \
        --output target/mutants/support "$@" -- \
        -p geometry-test-support -p geometry-tables --lib --test suite
}
boards() {
    cargo mutants -p geometry-test-boards --profile mutants --timeout 240 \
        --output target/mutants/boards "$@" -- -p geometry-tables --test suite
}
parser() {
    cargo mutants -p geometry-macros-support --test-package geometry-macros-support \
        --test-package geometry-macros --profile mutants --timeout 120 \
        --output target/mutants/parser "$@"
}

# cargo-mutants exits non-zero when a mutant is missed: run every part,
# then fail if any did.
status=0
if [ "$1" = "--in-diff" ]; then
    base="${2:-main}"
    diff="$(mktemp)"
    trap 'rm -f "$diff"' EXIT
    git diff "$base" -- '*.rs' >"$diff"
    if [ ! -s "$diff" ]; then
        echo "no Rust change since $base"
        exit 0
    fi
    core --in-diff "$diff" || status=$?
    parser --in-diff "$diff" || status=$?
    support --in-diff "$diff" || status=$?
    boards --in-diff "$diff" || status=$?
    # `--workspace`: in the root directory cargo-mutants otherwise mutates
    # the root package alone.
    cargo mutants --workspace --profile mutants --in-diff "$diff" \
        --output target/mutants/rest --exclude 'geometry-core/**' --exclude 'geometry-macros-support/**' \
        --exclude 'test-support/**' --exclude 'test-boards/**' || status=$?
    exit "$status"
fi
core_sweep \
    --file 'geometry-core/src/formula/*.rs' \
    --file geometry-core/src/betza.rs \
    --file geometry-core/src/legs.rs \
    --file geometry-core/src/piece.rs \
    --file geometry-core/src/mapping.rs \
    --file geometry-core/src/board.rs \
    --file geometry-core/src/plan.rs \
    --file geometry-core/src/plan/pieces.rs \
    --file geometry-core/src/atom.rs \
    --file geometry-core/src/region.rs \
    --file geometry-core/src/data.rs \
    --file geometry-core/src/named.rs \
    --file geometry-core/src/row_refs.rs \
    --file geometry-core/src/emit/layout.rs \
    --file geometry-core/src/emit/json.rs || status=$?
parser --file geometry-macros-support/src/parse.rs \
    --file geometry-macros-support/src/parse/fairy.rs || status=$?
exit "$status"
