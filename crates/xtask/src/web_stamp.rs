//! What the web build writes into its page and its service worker: the build's version
//! (a hash of every file, so that any change makes a new one), the module's size (the
//! download's progress: a compressed response's length is not the module's) and the files
//! kept for playing offline.

use crate::{Failure, Result};
use std::fs;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::Path;

/// The line of `web/index.html` and `web/sw.js` the build replaces with what it knows.
pub const STAMP_LINE: &str = "// stamped by cargo xtask web";

/// The theme every install starts in: all its files are kept for offline play. Another
/// theme is kept once it is chosen (the service worker keeps what it fetches).
const FIRST_THEME: &str = "assets/themes/classic/";

fn fail(context: impl std::fmt::Display, e: impl std::fmt::Display) -> Failure {
    Failure::new(format!("{context}: {e}"))
}

/// Every file under `dir` (no compressed copies), as paths relative to it with `/`.
pub fn files(dir: &Path) -> Result<Vec<String>> {
    let mut all = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).map_err(|e| fail(folder.display(), e))? {
            let path = entry.map_err(|e| fail(folder.display(), e))?.path();
            if path.is_dir() {
                folders.push(path);
            } else if !matches!(path.extension().and_then(|e| e.to_str()), Some("br" | "gz")) {
                let rel = path.strip_prefix(dir).expect("under dir");
                all.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    all.sort();
    Ok(all)
}

/// A hash of every file's path and contents.
pub fn version(dir: &Path, files: &[String]) -> Result<String> {
    let mut hasher = DefaultHasher::new();
    for file in files {
        let path = dir.join(file);
        file.hash(&mut hasher);
        fs::read(&path)
            .map_err(|e| fail(path.display(), e))?
            .hash(&mut hasher);
    }
    Ok(format!("{:016x}", hasher.finish()))
}

/// Whether the service worker keeps `file` at install: the page, the module, the texts,
/// every file of the first theme the game may fetch, and the other themes' manifests and
/// icons (the settings list them). Not the themes' editable sources and read-mes.
pub fn kept_offline(file: &str) -> bool {
    if file.contains("/svg/") || file.ends_with(".md") {
        return false;
    }
    match file.strip_prefix("assets/themes/") {
        None => true,
        Some(_) if file.starts_with(FIRST_THEME) => true,
        Some(rest) => {
            rest == "themes.index" || rest.ends_with("/theme.ron") || rest.ends_with("/ui/icon.png")
        }
    }
}

/// The service worker's list: `./` (the page, as a start or a link opens it) and the kept
/// files, as a JSON array.
pub fn offline_list(files: &[String]) -> String {
    let mut list = vec!["\"./\"".to_string()];
    list.extend(
        files
            .iter()
            .filter(|f| kept_offline(f) && f.as_str() != "sw.js")
            .map(|f| format!("\"{}\"", f.replace('"', "\\\""))),
    );
    format!("[{}]", list.join(", "))
}

/// `text` with its stamp line made `const BUILD = { … };`, from the given fields.
pub fn stamp(text: &str, fields: &str) -> Result<String> {
    let mut found = false;
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            if line.trim_end().ends_with(STAMP_LINE) {
                found = true;
                format!("const BUILD = {{ {fields} }}; {STAMP_LINE}")
            } else {
                line.to_string()
            }
        })
        .collect();
    if !found {
        return Err(Failure::new(format!(
            "no line ending in {STAMP_LINE:?} to stamp"
        )));
    }
    Ok(lines.join("\n") + "\n")
}

/// Stamps `file` in place.
pub fn stamp_file(file: &Path, fields: &str) -> Result {
    let text = fs::read_to_string(file).map_err(|e| fail(file.display(), e))?;
    let stamped = stamp(&text, fields).map_err(|e| fail(file.display(), e.message))?;
    fs::write(file, stamped).map_err(|e| fail(file.display(), e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::root;

    #[test]
    fn the_page_and_the_worker_are_stamped_once() {
        for source in ["web/index.html", "web/sw.js"] {
            let text = fs::read_to_string(root().join(source)).unwrap();
            let stamped = stamp(&text, "version: \"0123abcd\"").unwrap();
            let line = stamped.lines().find(|l| l.ends_with(STAMP_LINE)).unwrap();
            assert_eq!(
                line,
                format!("const BUILD = {{ version: \"0123abcd\" }}; {STAMP_LINE}"),
                "{source}"
            );
            assert_eq!(stamped.lines().count(), text.lines().count());
        }
        assert!(stamp("<html></html>", "x: 1").is_err());
    }

    #[test]
    fn keeps_the_first_theme_and_the_others_lists() {
        for kept in [
            "index.html",
            "tabula_bg.wasm",
            "tabula.js",
            "page-texts.json",
            "manifest.webmanifest",
            "assets/locales/ko/font.ttf",
            "assets/layouts/yut.ron",
            "assets/themes/themes.index",
            "assets/themes/classic/yut/board.png",
            "assets/themes/classic/sounds/music.wav",
            "assets/themes/ink/theme.ron",
            "assets/themes/ink/ui/icon.png",
        ] {
            assert!(kept_offline(kept), "{kept}");
        }
        for left in [
            "assets/themes/ink/yut/board.png",
            "assets/themes/ink/sounds/music.wav",
            "assets/themes/classic/svg/table.svg",
            "assets/themes/classic/README.md",
        ] {
            assert!(!kept_offline(left), "{left}");
        }
        let list = offline_list(&["index.html".into(), "sw.js".into(), "a\"b.png".into()]);
        assert_eq!(list, r#"["./", "index.html", "a\"b.png"]"#);
    }

    /// Any file's change makes a new version; the same files, the same one.
    #[test]
    fn a_changed_file_is_a_new_version() {
        let dir = std::env::temp_dir().join(format!("xtask-version-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("assets")).unwrap();
        fs::write(dir.join("index.html"), "<p>").unwrap();
        fs::write(dir.join("assets/a.ftl"), "a = A").unwrap();
        fs::write(dir.join("assets/a.ftl.br"), "copy").unwrap();
        let listed = files(&dir).unwrap();
        assert_eq!(listed, ["assets/a.ftl", "index.html"]);
        let first = version(&dir, &listed).unwrap();
        assert_eq!(version(&dir, &listed).unwrap(), first);
        fs::write(dir.join("assets/a.ftl"), "a = B").unwrap();
        assert_ne!(version(&dir, &listed).unwrap(), first);
        let _ = fs::remove_dir_all(&dir);
    }
}
