//! Game records that other programs read (Backgammon's `.mat`, which GNU Backgammon
//! imports): kept in the data folder's `records/` on the desktop, downloaded on the web.

use crate::app::storage::{DataDir, StorageError};
use crate::session::game_view::GameView;

/// Why a record was not written, read or kept.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The game's format refused: the match keeps no record, or a text does not replay
    /// (in the format's own words, which name the line).
    #[error("{0}")]
    Format(Box<dyn std::error::Error + Send + Sync>),
    /// The game runs without a data folder (a browser without storage).
    #[error("there is no data folder to keep records in")]
    NoDataFolder,
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// The browser refused the download.
    #[error("the browser refused the download: {0}")]
    Browser(String),
}

impl RecordError {
    /// The format's refusal `e`.
    pub fn format(e: impl std::error::Error + Send + Sync + 'static) -> Self {
        RecordError::Format(Box::new(e))
    }
}

/// A match written as a file of another program's format.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The file name's extension, without the dot ("mat").
    pub extension: &'static str,
    pub text: String,
}

/// A game whose matches are kept as records another program reads, and read back from them
/// (Backgammon: GNU Backgammon's `.mat`).
pub trait Records: GameView {
    /// The name of the records' format ("GNU Backgammon .mat").
    const RECORD_FORMAT: &'static str;
    /// The match so far as a record, with the seats called `names`; `None` when this match
    /// keeps none (a game played without what the format needs).
    fn record(&self, names: &[&str]) -> Option<Result<Record, RecordError>>;
    /// A match read from a record.
    fn read_record(text: &str) -> Result<RecordRead<Self::Action>, RecordError>;
}

/// A match as a record tells it.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordRead<A> {
    /// Every option it was played with, as (key, value).
    pub options: Vec<(String, String)>,
    pub actions: Vec<A>,
    /// The players' names, seat by seat.
    pub names: Vec<String>,
}

/// The file name a record of a `game` match gets now: "backgammon-2026-12-01-2105.mat".
pub fn record_file_name(game: &str, record: &Record) -> String {
    let stamp = chrono::Local::now().format("%Y-%m-%d-%H%M%S");
    format!("{game}-{stamp}.{}", record.extension)
}

/// Keeps `record` of a `game` match; says where it went.
#[cfg(not(target_arch = "wasm32"))]
pub fn keep_record(dir: &DataDir, game: &str, record: &Record) -> Result<String, RecordError> {
    let path = dir
        .file("records")
        .ok_or(RecordError::NoDataFolder)?
        .join(record_file_name(game, record));
    let io = |path: &std::path::Path, source| StorageError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
    }
    std::fs::write(&path, &record.text).map_err(|e| io(&path, e))?;
    Ok(path.display().to_string())
}

/// Keeps `record` of a `game` match: the browser downloads it.
#[cfg(target_arch = "wasm32")]
pub fn keep_record(_dir: &DataDir, game: &str, record: &Record) -> Result<String, RecordError> {
    use wasm_bindgen::JsCast;
    let fail = |e: wasm_bindgen::JsValue| RecordError::Browser(format!("{e:?}"));
    let name = record_file_name(game, record);
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&record.text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| RecordError::Browser("the page has no document".into()))?;
    let link: web_sys::HtmlAnchorElement =
        document
            .create_element("a")
            .map_err(fail)?
            .dyn_into()
            .map_err(|_| RecordError::Browser("not a link".into()))?;
    link.set_href(&url);
    link.set_download(&name);
    link.click();
    web_sys::Url::revoke_object_url(&url).map_err(fail)?;
    Ok(name)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_kept_in_the_records_folder() {
        let dir = std::env::temp_dir().join(format!("tabula-records-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let record = Record {
            extension: "mat",
            text: " 0 point match\n".into(),
        };
        let path = keep_record(&DataDir(Some(dir.clone())), "backgammon", &record).unwrap();
        assert!(path.ends_with(".mat") && path.contains("records"), "{path}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), record.text);
        assert!(matches!(
            keep_record(&DataDir(None), "backgammon", &record),
            Err(RecordError::NoDataFolder)
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
