//! The player's settings, kept between runs.

use crate::app::storage::{DataDir, read_json, write_json};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

const SETTINGS: &str = "settings.json";

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed: 1 is normal, higher is faster, 0 is instant.
    pub animation_speed: f32,
    /// Effects volume, 0 to 1.
    pub effects_volume: f32,
    /// Music volume, 0 to 1.
    pub music_volume: f32,
    /// Make a person's only legal play for them (Backgammon).
    pub auto_forced_moves: bool,
    /// Show every pit's count of counters (Chisolo); off, a pit's count shows on hover.
    pub pit_counts_always: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation_speed: 1.0,
            effects_volume: 0.8,
            music_volume: 0.35,
            auto_forced_moves: true,
            pit_counts_always: true,
        }
    }
}

/// Loads settings (defaults when absent; an unreadable file is set aside).
pub fn load_settings(dir: &DataDir) -> Settings {
    match read_json::<Settings>(dir, SETTINGS) {
        Ok(Some(s)) => s,
        Ok(None) => Settings::default(),
        Err(e) => {
            warn!("{e}");
            Settings::default()
        }
    }
}

/// Saves settings.
pub fn save_settings(dir: &DataDir, settings: &Settings) -> Result<(), String> {
    write_json(dir, SETTINGS, settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> DataDir {
        let dir =
            std::env::temp_dir().join(format!("tabula-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        DataDir(Some(dir))
    }

    #[test]
    fn settings_default_when_missing_and_survive_a_round_trip() {
        let dir = temp_dir("settings");
        assert_eq!(load_settings(&dir), Settings::default());
        let s = Settings {
            animation_speed: 2.5,
            ..Settings::default()
        };
        save_settings(&dir, &s).unwrap();
        assert_eq!(load_settings(&dir), s);
    }
}
