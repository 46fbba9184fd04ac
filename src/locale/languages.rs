//! Which languages there are (`languages.list`) and which one the game speaks.

use crate::app::file_assets::FromFile;
use bevy::prelude::*;

/// The language every other falls back to.
pub const FALLBACK: &str = "en";

/// The language list as loaded: codes and whether each brings a font.
#[derive(Asset, TypePath, Debug)]
pub struct LanguageListFile(pub Vec<(String, bool)>);

impl FromFile for LanguageListFile {
    const EXTENSIONS: &'static [&'static str] = &["list"];

    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError> {
        Ok(LanguageListFile(parse_list_with_fonts(&String::from_utf8(
            bytes,
        )?)))
    }
}

/// The codes of a language list: a code a line (`ko font`: with its own `font.ttf`);
/// blank lines and `#` comments skipped.
pub fn parse_list(text: &str) -> Vec<String> {
    parse_list_with_fonts(text)
        .into_iter()
        .map(|(c, _)| c)
        .collect()
}

/// The codes of a language list, each with whether it brings its own font.
pub fn parse_list_with_fonts(text: &str) -> Vec<(String, bool)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut words = l.split_whitespace();
            let code = words.next().unwrap_or_default().to_string();
            (code, words.any(|w| w == "font"))
        })
        .collect()
}

/// The language to use: the player's choice, else the system's (the browser's on the
/// web), else English; each only if offered.
pub fn choose_language(chosen: Option<&str>, system: Option<&str>, offered: &[String]) -> String {
    let offered_code = |tag: &str| {
        // "ru-RU" and "ko_KR" ask for "ru" and "ko".
        let base = tag.split(['-', '_']).next().unwrap_or(tag).to_lowercase();
        offered.iter().find(|c| **c == base).cloned()
    };
    chosen
        .and_then(offered_code)
        .or_else(|| system.and_then(offered_code))
        .unwrap_or_else(|| FALLBACK.to_string())
}

/// The system's language, if it says.
pub fn system_language() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window().and_then(|w| w.navigator().language())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        sys_locale::get_locale()
    }
}
