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
#     sh benches/test_time.sh --rounds 3 HEAD e977cae
#                                            # the same three times over,
#                                            # interleaved: each round's
#                                            # ratios, then their medians
#
# The clone lives in a temporary directory, removed at the end. Wall
# seconds, from `date +%s.%N`; the machine's load counts, so quote one
# run beside another made the same hour. The machine's speed also drifts
# between runs minutes apart (the same build has taken 15% more CPU time
# in one run than in the next), hence the rounds: a ratio within a round,
# its two sides minutes apart, and the median over the rounds.
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

rounds=1
if [ "$1" = "--rounds" ]; then
    rounds="$2"
    shift 2
fi
[ $# -gt 0 ] || set -- HEAD
base="$(eval echo "\${$#}")"
ratios="$work/ratios"
: >"$ratios"
round=1
while [ "$round" -le "$rounds" ]; do
    [ "$rounds" -gt 1 ] && echo "round $round of $rounds"
    results=""
    for commit in "$@"; do
        time_commit "$commit"
        results="$results $fresh:$core"
    done
    if [ $# -gt 1 ]; then
        # Each commit's ratios to the round's last commit, the base.
        base_run="${results##* }"
        i=0
        for result in $results; do
            i=$((i + 1))
            [ "$i" -eq $# ] && break
            commit="$(eval echo "\${$i}")"
            echo "$result $base_run" | awk -v c="$commit" -v b="$base" '{
                split($1, x, ":"); split($2, y, ":");
                printf "%s against %s: fresh clone %.2fx, the core after a change %.2fx\n", c, b, x[1] / y[1], x[2] / y[2];
                printf "%s %.4f %.4f\n", c, x[1] / y[1], x[2] / y[2] >> "'"$ratios"'"
            }'
        done
    fi
    round=$((round + 1))
done
if [ "$rounds" -gt 1 ] && [ $# -gt 1 ]; then
    # The median of each commit's ratios over the rounds.
    i=0
    for commit in "$@"; do
        i=$((i + 1))
        [ "$i" -eq $# ] && break
        for column in 2 3; do
            awk -v c="$commit" -v k="$column" '$1 == c { print $k }' "$ratios" | sort -n |
                awk '{ v[NR] = $1 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f\n", m }' >"$work/median.$column"
        done
        echo "$commit against $base, median of $rounds rounds: fresh clone $(cat "$work/median.2")x, the core after a change $(cat "$work/median.3")x"
    done
fi
