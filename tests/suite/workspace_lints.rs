//! Every member of the workspace inherits the workspace lints (among them
//! `unsafe_code = "forbid"`): Cargo cannot require that of a member, so
//! this test does.

use std::path::Path;

/// The `members` array of the root manifest.
fn members(root: &str) -> Vec<String> {
    let start = root.find("members = [").expect("a members list") + "members = [".len();
    let end = start + root[start..].find(']').expect("the list ends");
    root[start..end]
        .split(',')
        .map(|m| m.trim().trim_matches('"').to_string())
        .filter(|m| !m.is_empty())
        .collect()
}

#[test]
fn every_member_inherits_the_workspace_lints() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    assert!(root.contains("[workspace.lints.rust]\nunsafe_code = \"forbid\""));
    let mut manifests = vec![root.clone()];
    for member in members(&root) {
        let path = dir.join(&member).join("Cargo.toml");
        manifests.push(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{member}: {e}")));
    }
    assert!(manifests.len() >= 7, "the root and its members");
    for (i, manifest) in manifests.iter().enumerate() {
        assert!(
            manifest.contains("\n[lints]\nworkspace = true\n"),
            "manifest {i} does not inherit the workspace lints"
        );
    }
}
