//! The autosave of the match in play: its setup and action list, written after every
//! action, so a closed game resumes where it was.

use crate::app::storage::{DataDir, read_json, set_aside, store, write_json};
use crate::session::setup::MatchSetup;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A match as saved: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub setup: MatchSetup,
    /// Every action in the game's notation, chance's included.
    pub actions: Vec<String>,
}

const AUTOSAVE: &str = "autosave.json";

/// Writes the autosave (atomically: a crash mid-write leaves the old one).
pub fn write_autosave(dir: &DataDir, saved: &SavedMatch) -> Result<(), String> {
    write_json(dir, AUTOSAVE, saved)
}

/// Removes the autosave once a match has ended.
pub fn clear_autosave(dir: &DataDir) {
    if let Some(path) = dir.file(AUTOSAVE)
        && store::exists(&path)
        && let Err(e) = store::remove(&path)
    {
        warn!("could not remove {}: {e}", path.display());
    }
}

/// The autosave, if there is one. An unreadable one is moved aside and reported.
pub fn read_autosave(dir: &DataDir) -> Result<Option<SavedMatch>, String> {
    read_json(dir, AUTOSAVE)
}

/// Sets the autosave aside (for a save that parsed but would not replay).
pub fn set_aside_autosave(dir: &DataDir, why: &str) -> String {
    match dir.file(AUTOSAVE) {
        Some(path) => set_aside(&path, why),
        None => why.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> DataDir {
        let dir = std::env::temp_dir().join(format!("tabula-saves-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        DataDir(Some(dir))
    }

    #[test]
    fn autosave_round_trips() {
        let dir = temp_dir("roundtrip");
        assert_eq!(read_autosave(&dir), Ok(None));
        let saved = SavedMatch {
            setup: MatchSetup::default(),
            actions: vec!["first:0".into(), "throw:gae".into()],
        };
        write_autosave(&dir, &saved).unwrap();
        assert_eq!(read_autosave(&dir), Ok(Some(saved)));
        clear_autosave(&dir);
        assert_eq!(read_autosave(&dir), Ok(None));
    }

    #[test]
    fn a_damaged_save_is_reported_and_kept_aside() {
        let dir = temp_dir("damaged");
        let path = dir.file(AUTOSAVE).unwrap();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        let err = read_autosave(&dir).unwrap_err();
        assert!(err.contains("damaged"), "{err}");
        assert!(!path.exists(), "moved aside");
        let kept = path.with_extension("damaged-1.json");
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "{ not json");
        // A second damaged file does not overwrite the first.
        std::fs::write(&path, "[]").unwrap();
        read_autosave(&dir).unwrap_err();
        assert!(path.with_extension("damaged-2.json").exists());
    }
}
