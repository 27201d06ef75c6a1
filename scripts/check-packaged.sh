#!/usr/bin/env bash
# Packages every crate of the workspace with `cargo package --workspace`,
# unpacks the .crate files into a scratch directory and builds a scratch
# crate against them (not against the workspace paths): what a user who
# downloads the published crates would compile.
set -euo pipefail
cd "$(dirname "$0")/.."

# `cargo package` verifies each crate against the others through a
# temporary registry whose sources cargo unpacks once per name and version
# and then reuses: drop copies left by an earlier run, or an old 0.1.0
# would be verified in place of this one.
cargo_home=${CARGO_HOME:-$HOME/.cargo}
for dir in "$cargo_home"/registry/src/*/; do
    case "$dir" in
        *index.crates.io-*) ;; # crates.io's own sources: leave them alone
        *) rm -rf "$dir"geometry-core-0.1.0 "$dir"geometry-macros-0.1.0 "$dir"geometry-tables-0.1.0 ;;
    esac
done
cargo package --workspace --quiet --allow-dirty
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/unpacked" "$scratch/app/src"
for crate in geometry-core geometry-macros geometry-tables; do
    tar xzf "target/package/$crate-0.1.0.crate" -C "$scratch/unpacked"
done

cat > "$scratch/app/Cargo.toml" <<'TOML'
[package]
name = "packaged-app"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
geometry-tables = "0.1.0"
geometry-macros = "0.1.0"

# The unpacked .crate files stand in for the registry.
[patch.crates-io]
geometry-core = { path = "../unpacked/geometry-core-0.1.0" }
geometry-macros = { path = "../unpacked/geometry-macros-0.1.0" }
geometry-tables = { path = "../unpacked/geometry-tables-0.1.0" }

[workspace]
TOML

cat > "$scratch/app/src/main.rs" <<'RUST'
geometry_macros::board! {
    /// Grand chess.
    pub mod grand { files = 10, ranks = 10 }
}

fn main() {
    use geometry_tables::Square::*;
    assert_eq!(geometry_tables::KNIGHT_DIST[A1 as usize][B2 as usize], 4);
    assert_eq!(grand::KING_DIST[grand::Square::A1 as usize][grand::Square::J10 as usize], 9);
    println!("packaged crates: ok");
}
RUST

CARGO_TARGET_DIR="$scratch/target" cargo run --quiet --manifest-path "$scratch/app/Cargo.toml"
