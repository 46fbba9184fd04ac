//! The referee builds without Bevy: the game server and the command line take it alone.

use std::process::Command;

#[test]
fn the_referee_depends_on_no_bevy_crate() {
    let out = Command::new(env!("CARGO"))
        .args([
            "tree",
            "-p",
            "tabula-table",
            "-e",
            "normal",
            "--prefix",
            "none",
            "--offline",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8(out.stdout).unwrap();
    assert!(
        tree.contains("tabula-core"),
        "the tree lists the referee's dependencies"
    );
    let bevy: Vec<&str> = tree.lines().filter(|l| l.starts_with("bevy")).collect();
    assert!(bevy.is_empty(), "Bevy in the referee's tree: {bevy:?}");
}
