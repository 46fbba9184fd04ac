//! Where the player's files live and how they are written: on the desktop, files in the
//! user's data directory; on the web, entries of the browser's `localStorage` keyed by the
//! same paths, so a closed tab resumes like the desktop game. A file that cannot be read is
//! reported and set aside under a new name, never silently overwritten.

use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

/// Why a file of the player's was not written or read.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The file system (or the browser's storage) refused.
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The value would not go into JSON (a bug rather than a disk's fault).
    #[error("{name} cannot be written: {source}")]
    Encode {
        name: String,
        source: serde_json::Error,
    },
    /// A file that could not be read or understood, set aside under a new name so
    /// nothing overwrites it; the words say what happened and where it went.
    #[error("{0}")]
    SetAside(String),
}

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

    pub fn file(&self, name: &str) -> Option<PathBuf> {
        self.0.as_ref().map(|d| d.join(name))
    }
}

pub fn write_json<T: Serialize>(dir: &DataDir, name: &str, value: &T) -> Result<(), StorageError> {
    let Some(path) = dir.file(name) else {
        return Ok(());
    };
    let text = serde_json::to_string_pretty(value).map_err(|source| StorageError::Encode {
        name: name.to_string(),
        source,
    })?;
    store::write(&path, &text).map_err(|source| StorageError::Io { path, source })
}

pub fn read_json<T: DeserializeOwned>(
    dir: &DataDir,
    name: &str,
) -> Result<Option<T>, StorageError> {
    let Some((path, text)) = read_text(dir, name)? else {
        return Ok(None);
    };
    serde_json::from_str(&text).map(Some).map_err(|e| {
        StorageError::SetAside(set_aside(
            &path,
            &format!("{} is damaged: {e}", path.display()),
        ))
    })
}

/// File `name`'s path and text, if there is one. One that cannot be read is set aside; the
/// error says so.
pub fn read_text(dir: &DataDir, name: &str) -> Result<Option<(PathBuf, String)>, StorageError> {
    let Some(path) = dir.file(name) else {
        return Ok(None);
    };
    match store::read(&path) {
        Ok(text) => Ok(Some((path, text))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(StorageError::SetAside(set_aside(
            &path,
            &format!("cannot read {}: {e}", path.display()),
        ))),
    }
}

/// The first `NAME.damaged-N.json` beside `path` that holds nothing yet.
pub fn free_aside_name(path: &Path) -> PathBuf {
    (1..)
        .map(|n| path.with_extension(format!("damaged-{n}.json")))
        .find(|candidate| !store::exists(candidate))
        .expect("a free name")
}

/// Renames a bad file to a fresh `NAME.damaged-N` so nothing overwrites it; returns the
/// message to show.
pub fn set_aside(path: &Path, why: &str) -> String {
    let aside = free_aside_name(path);
    match store::rename(path, &aside) {
        Ok(()) => format!("{why}; it was kept as {}", aside.display()),
        Err(e) => format!("{why}; it could not be set aside ({e})"),
    }
}

/// The few file operations saves need.
#[cfg(not(target_arch = "wasm32"))]
pub mod store {
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
pub mod store {
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
