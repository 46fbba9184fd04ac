//! `tabula-cli verify`: the record of a backgammon match the game server refereed (made
//! by `TABULA_RECORD_OUT=crates/cli/tests/fixtures/online-backgammon.json cargo test -p
//! tabula-server --test rooms backgammon_dice`) checks out; changed, it is refused, naming
//! the throw.

mod common;

use common::{bad, ok};

const RECORD: &str = include_str!("fixtures/online-backgammon.json");

fn record() -> serde_json::Value {
    serde_json::from_str(RECORD).unwrap()
}

#[test]
fn a_record_from_the_server_is_verified() {
    let out = ok(&["verify"], RECORD);
    let throws = record()["match"]["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a.as_str().unwrap().starts_with("roll "))
        .count();
    assert!(throws > 5, "{throws} throws");
    assert!(
        out.starts_with(&format!(
            "verified: all {throws} throws of this backgammon match"
        )),
        "{out}"
    );
}

#[test]
fn a_changed_throw_is_named() {
    let mut changed = record();
    let actions = changed["match"]["actions"].as_array_mut().unwrap();
    let at = actions
        .iter()
        .rposition(|a| a.as_str().unwrap().starts_with("roll "))
        .unwrap();
    // The last roll becomes a double the player did not get (plays after it may then be
    // illegal: the throw is named first either way).
    let was = actions[at].as_str().unwrap().to_string();
    actions[at] = if was == "roll 1-1" {
        "roll 2-2"
    } else {
        "roll 1-1"
    }
    .into();
    let err = bad(&["verify"], &changed.to_string());
    assert!(
        err.contains(&format!("throw at action {} does not match", at + 1)),
        "{err}"
    );
    assert!(err.contains(&was), "{err}");
}

#[test]
fn a_record_without_its_secret_or_with_another_is_refused() {
    let mut hidden = record();
    hidden["dice"]["secret"] = serde_json::Value::Null;
    assert!(bad(&["verify"], &hidden.to_string()).contains("not revealed"));
    let mut other = record();
    other["dice"]["secret"] = "00".repeat(32).into();
    assert!(bad(&["verify"], &other.to_string()).contains("not the one committed to"));
    assert!(bad(&["verify"], "{}").contains("cannot be read"));
    assert!(bad(&["verify"], "").contains("no record"));
}
