//! Saves: the autosave of the match in play (its setup and action list, written after
//! every action) and the settings. A file that cannot be read is reported and set aside
//! under a new name, never silently overwritten. On the desktop they are files in the
//! user's data directory; on the web, entries of the browser's `localStorage` keyed by
//! the same paths, so a closed tab resumes like the desktop game.

use crate::match_flow::MatchSetup;
use bevy::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Where saves live.
#[derive(Resource, Clone, Debug)]
pub struct DataDir(pub Option<PathBuf>);

impl DataDir {
    /// The user's data directory for Tabula (`TABULA_DATA_DIR` overrides it); on the
    /// web, the prefix of Tabula's keys in the page's storage.
    pub fn user() -> DataDir {
        if cfg!(target_arch = "wasm32") {
            return DataDir(Some(PathBuf::from("tabula")));
        }
        if let Some(dir) = std::env::var_os("TABULA_DATA_DIR") {
            return DataDir(Some(PathBuf::from(dir)));
        }
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let dir = if cfg!(target_os = "windows") {
            std::env::var_os("APPDATA").map(|d| PathBuf::from(d).join("Tabula"))
        } else if cfg!(target_os = "macos") {
            home.map(|h| h.join("Library/Application Support/Tabula"))
        } else {
            std::env::var_os("XDG_DATA_HOME")
                .map(PathBuf::from)
                .or_else(|| home.map(|h| h.join(".local/share")))
                .map(|d| d.join("tabula"))
        };
        DataDir(dir)
    }

    fn file(&self, name: &str) -> Option<PathBuf> {
        self.0.as_ref().map(|d| d.join(name))
    }
}

/// A match as saved: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub setup: MatchSetup,
    /// Every action in the game's notation, chance's included.
    pub actions: Vec<String>,
}

const AUTOSAVE: &str = "autosave.json";
const SETTINGS: &str = "settings.json";

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

fn write_json<T: Serialize>(dir: &DataDir, name: &str, value: &T) -> Result<(), String> {
    let Some(path) = dir.file(name) else {
        return Ok(());
    };
    let text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
    store::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))
}

fn read_json<T: DeserializeOwned>(dir: &DataDir, name: &str) -> Result<Option<T>, String> {
    let Some(path) = dir.file(name) else {
        return Ok(None);
    };
    let text = match store::read(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(set_aside(
                &path,
                &format!("cannot read {}: {e}", path.display()),
            ));
        }
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| set_aside(&path, &format!("{} is damaged: {e}", path.display())))
}

/// Renames a bad file to a fresh `NAME.damaged-N` so nothing overwrites it; returns the
/// message to show.
fn set_aside(path: &Path, why: &str) -> String {
    let mut n = 1;
    let aside = loop {
        let candidate = path.with_extension(format!("damaged-{n}.json"));
        if !store::exists(&candidate) {
            break candidate;
        }
        n += 1;
    };
    match store::rename(path, &aside) {
        Ok(()) => format!("{why}; it was kept as {}", aside.display()),
        Err(e) => format!("{why}; it could not be set aside ({e})"),
    }
}

/// The few file operations saves need.
#[cfg(not(target_arch = "wasm32"))]
mod store {
    use std::io;
    use std::path::Path;

    pub fn read(path: &Path) -> io::Result<String> {
        std::fs::read_to_string(path)
    }

    /// Writes through a temporary file, so a crash mid-write leaves the old file whole.
    pub fn write(path: &Path, text: &str) -> io::Result<()> {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, text)?;
        std::fs::rename(&tmp, path)
    }

    pub fn exists(path: &Path) -> bool {
        path.exists()
    }

    pub fn remove(path: &Path) -> io::Result<()> {
        std::fs::remove_file(path)
    }

    pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }
}

/// The same operations on the browser's `localStorage`, the path being the key. One
/// `setItem` replaces a value whole, so writes are atomic without a temporary entry.
#[cfg(target_arch = "wasm32")]
mod store {
    use std::io;
    use std::path::Path;

    fn storage() -> io::Result<web_sys::Storage> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| io::Error::other("the browser gives this page no storage"))
    }

    fn key(path: &Path) -> String {
        path.to_string_lossy().into_owned()
    }

    fn js_error(e: wasm_bindgen::JsValue) -> io::Error {
        io::Error::other(format!("{e:?}"))
    }

    pub fn read(path: &Path) -> io::Result<String> {
        storage()?
            .get_item(&key(path))
            .map_err(js_error)?
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
    }

    pub fn write(path: &Path, text: &str) -> io::Result<()> {
        storage()?.set_item(&key(path), text).map_err(js_error)
    }

    pub fn exists(path: &Path) -> bool {
        storage()
            .ok()
            .and_then(|s| s.get_item(&key(path)).ok().flatten())
            .is_some()
    }

    pub fn remove(path: &Path) -> io::Result<()> {
        storage()?.remove_item(&key(path)).map_err(js_error)
    }

    pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
        let text = read(from)?;
        write(to, &text)?;
        remove(from)
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
