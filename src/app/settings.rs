//! The player's settings, kept between runs.

use crate::app::storage::{DataDir, StorageError, read_json, write_json};
use crate::locale::told::Told;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

const SETTINGS: &str = "settings.json";

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation speed: 1 is normal, higher is faster, 0 is instant (the settings window
    /// offers the named steps of [`SPEEDS`]).
    pub animation_speed: f32,
    /// The UI's size on top of what the window's size gives (1 = as designed).
    pub ui_scale: f32,
    /// Full screen on the desktop (F11 switches it too).
    pub full_screen: bool,
    /// The language's code ("ru"); none follows the system's.
    pub language: Option<String>,
    /// Effects volume, 0 to 1.
    pub effects_volume: f32,
    /// Music volume, 0 to 1.
    pub music_volume: f32,
    /// Make a person's only legal play for them (Backgammon).
    pub auto_forced_moves: bool,
    /// Show every pit's count of counters (Chisolo); off, a pit's count shows on hover.
    pub pit_counts_always: bool,
    /// Offer the hint button (Backgammon's best plays and cube action).
    pub hints: bool,
    /// Warn before a person's play or cube action that loses this much (Backgammon).
    pub tutor: Tutor,
    /// The theme's folder under `assets/themes/`; none is the classic theme.
    pub theme: Option<String>,
    /// The name other players see online (asked once, then kept).
    pub online_name: String,
    /// The game server's address; none is the page's own server on the web, else
    /// `TABULA_SERVER` or `localhost:8080`.
    pub server: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation_speed: 1.0,
            ui_scale: 1.0,
            full_screen: false,
            language: None,
            effects_volume: 0.8,
            music_volume: 0.35,
            auto_forced_moves: true,
            pit_counts_always: true,
            hints: true,
            tutor: Tutor::Off,
            theme: None,
            online_name: String::new(),
            server: None,
        }
    }
}

/// When the tutor speaks up: never, before an error (or worse), before a blunder.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tutor {
    #[default]
    Off,
    Errors,
    Blunders,
}

/// The tutor's choices the settings offer, by their names' message ids.
pub const TUTORS: [(&str, Tutor); 3] = [
    ("tutor-off", Tutor::Off),
    ("tutor-errors", Tutor::Errors),
    ("tutor-blunders", Tutor::Blunders),
];

/// The animation speeds the settings offer, by their names' message ids, slowest first.
pub const SPEEDS: [(&str, f32); 4] = [
    ("speed-slow", 0.5),
    ("speed-normal", 1.0),
    ("speed-fast", 2.5),
    ("speed-instant", 0.0),
];

/// The UI sizes the settings offer, by their names' message ids.
pub const UI_SCALES: [(&str, f32); 4] = [
    ("size-small", 0.85),
    ("size-normal", 1.0),
    ("size-large", 1.25),
    ("size-largest", 1.5),
];

/// What went wrong with the player's settings or the theme, in plain words, for the
/// settings window (the details are in the log).
#[derive(Resource, Default, Debug)]
pub struct Problems {
    pub settings: Vec<Told>,
    pub theme: Vec<Told>,
}

/// Loads settings (defaults when absent; an unreadable file is set aside), with what the
/// player should be told: a damaged file, values out of range (put back in range).
pub fn load_settings(dir: &DataDir) -> (Settings, Vec<Told>) {
    match read_json::<Settings>(dir, SETTINGS) {
        Ok(Some(s)) => s.checked(),
        Ok(None) => (Settings::default(), Vec::new()),
        Err(e) => {
            warn!("{e}");
            (
                Settings::default(),
                vec![Told::new("problem-settings-damaged")],
            )
        }
    }
}

impl Settings {
    /// The settings with every value in its range, and what was put back.
    fn checked(mut self) -> (Settings, Vec<Told>) {
        let usual = Settings::default();
        let mut told = Vec::new();
        let mut within = |value: &mut f32,
                          range: std::ops::RangeInclusive<f32>,
                          usual: f32,
                          what: &'static str| {
            if !value.is_finite() || !range.contains(value) {
                told.push(Told::new("problem-settings-range").told("what", what));
                *value = usual;
            }
        };
        within(
            &mut self.animation_speed,
            0.0..=8.0,
            usual.animation_speed,
            "what-animation-speed",
        );
        within(
            &mut self.ui_scale,
            0.5..=2.0,
            usual.ui_scale,
            "what-ui-size",
        );
        within(
            &mut self.effects_volume,
            0.0..=1.0,
            usual.effects_volume,
            "what-effects-volume",
        );
        within(
            &mut self.music_volume,
            0.0..=1.0,
            usual.music_volume,
            "what-music-volume",
        );
        (self, told)
    }
}

/// Saves settings.
pub fn save_settings(dir: &DataDir, settings: &Settings) -> Result<(), StorageError> {
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
        assert_eq!(load_settings(&dir), (Settings::default(), Vec::new()));
        let s = Settings {
            animation_speed: 2.5,
            ui_scale: 1.25,
            ..Settings::default()
        };
        save_settings(&dir, &s).unwrap();
        assert_eq!(load_settings(&dir), (s, Vec::new()));
    }

    #[test]
    fn bad_settings_are_told_in_plain_words_and_put_right() {
        let dir = temp_dir("bad");
        let path = dir.file(SETTINGS).unwrap();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, r#"{"ui_scale": 40.0, "animation_speed": -1}"#).unwrap();
        let (s, told) = load_settings(&dir);
        assert_eq!(s.ui_scale, 1.0);
        assert_eq!(s.animation_speed, 1.0);
        assert_eq!(
            told,
            vec![
                Told::new("problem-settings-range").told("what", "what-animation-speed"),
                Told::new("problem-settings-range").told("what", "what-ui-size"),
            ]
        );
        std::fs::write(&path, "{ broken").unwrap();
        let (s, told) = load_settings(&dir);
        assert_eq!(s, Settings::default());
        assert_eq!(told, vec![Told::new("problem-settings-damaged")]);
    }
}
