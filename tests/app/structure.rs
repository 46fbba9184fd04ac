//! The app's source stays readable: no file over 500 lines, and no import circles between
//! its files, in a folder or across folders (the files read one way: a leaf reads none of
//! the files that read it).

use std::path::{Path, PathBuf};

/// Longest a file of `src/` may be, in lines.
const MOST_LINES: usize = 500;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder of src/") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_file_in_src_is_over_500_lines() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 50, "only {} files found", files.len());
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f)
                .expect("a source file")
                .lines()
                .count();
            (lines > MOST_LINES).then(|| format!("{} ({lines} lines)", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "over {MOST_LINES} lines: {long:?}");
}

/// A module of `src/`: its path from the crate root (`games::yut::animate` as
/// `["games", "yut", "animate"]`) and its file.
struct Module {
    path: Vec<String>,
    file: PathBuf,
}

impl Module {
    /// A folder's own file (`mod.rs`, `lib.rs`): its children are the folder's other files.
    fn owns_folder(&self) -> bool {
        self.file.ends_with("mod.rs") || self.file.ends_with("lib.rs")
    }

    /// The module `super` names here.
    fn parent(&self) -> Vec<String> {
        self.path[..self.path.len().saturating_sub(1)].to_vec()
    }
}

fn modules(src: &Path) -> Vec<Module> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files
        .into_iter()
        .filter(|f| !f.ends_with("main.rs"))
        .map(|file| {
            let relative = file
                .strip_prefix(src)
                .expect("under src/")
                .with_extension("");
            let mut path: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if matches!(path.last().map(String::as_str), Some("mod" | "lib")) {
                path.pop();
            }
            Module { path, file }
        })
        .collect()
}

/// The code of a file without its comments and its tests module (the tests may reach
/// anywhere).
fn code_of(file: &Path) -> String {
    let text = std::fs::read_to_string(file).expect("a source file");
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A `use` tree without its spaces and its renames: `a::{b as c, d}` is `a::{b,d}`.
fn without_renames(tree: &str) -> String {
    let mut kept = String::new();
    let mut words = tree.split_whitespace();
    while let Some(word) = words.next() {
        if word == "as" {
            // The new name goes; what closes the tree after it stays.
            let new_name = words.next().unwrap_or("");
            kept.extend(new_name.chars().filter(|c| matches!(c, ',' | '}')));
        } else {
            kept.push_str(word);
        }
    }
    kept
}

/// Every path a `use` tree names in full: `a::{b, c::d}` is `a::b` and `a::c::d`.
fn use_paths(tree: &str) -> Vec<Vec<String>> {
    let tree = without_renames(tree);
    let Some(open) = tree.find('{') else {
        return vec![
            tree.split("::")
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect(),
        ];
    };
    let head: Vec<String> = tree[..open]
        .split("::")
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect();
    let inner = &tree[open + 1..tree.len() - 1];
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            use_paths(p).into_iter().map(|tail| {
                let tail = tail.into_iter().filter(|s| s != "self");
                head.iter().cloned().chain(tail).collect()
            })
        })
        .collect()
}

/// The paths a file's code names: its `use` trees, and `crate::…` and `super::…` written
/// inline.
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = String::new();
    for statement in code.split_inclusive(';') {
        let trimmed = statement.trim_start();
        let after_vis = trimmed
            .strip_prefix("pub(crate) ")
            .or_else(|| trimmed.strip_prefix("pub(super) "))
            .or_else(|| trimmed.strip_prefix("pub "))
            .unwrap_or(trimmed);
        match after_vis.strip_prefix("use ") {
            Some(tree)
                if !trimmed.contains('\n')
                    || trimmed.starts_with("use ")
                    || after_vis.len() < trimmed.len() =>
            {
                paths.extend(use_paths(tree.trim_end_matches(';')));
            }
            _ => rest.push_str(statement),
        }
    }
    for root in ["crate::", "super::"] {
        for (at, _) in rest.match_indices(root) {
            let before = rest[..at].chars().last();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let path: Vec<String> = rest[at..]
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .next()
                .unwrap_or("")
                .split("::")
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
            paths.push(path);
        }
    }
    paths
}

/// The module a path names (the longest of its beginnings that is a module), seen from
/// `from`, whose own child modules are `children`.
fn module_named(
    path: &[String],
    from: &Module,
    children: &[String],
    modules: &[Module],
) -> Option<usize> {
    let first = path.first()?;
    let mut full: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "super" if from.owns_folder() => from.parent(),
        "super" => from.parent(),
        "self" => from.path.clone(),
        name if children.contains(&name.to_string()) => from.path.clone(),
        _ => return None,
    };
    let skip = usize::from(matches!(first.as_str(), "crate" | "super" | "self"));
    full.extend(path[skip..].iter().cloned());
    (0..=full.len())
        .rev()
        .find_map(|n| modules.iter().position(|m| m.path == full[..n]))
}

#[test]
fn no_import_circles_between_files() {
    let modules = modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(modules.len() > 50, "only {} modules found", modules.len());
    // A sanity check of the reading of `use` trees: renames dropped, names kept whole.
    assert_eq!(
        use_paths("crate::theme::{contrast::Written, Theme as Look}"),
        [
            vec!["crate", "theme", "contrast", "Written"],
            vec!["crate", "theme", "Theme"]
        ]
    );
    let edges: Vec<Vec<usize>> = modules
        .iter()
        .map(|m| {
            let code = code_of(&m.file);
            let children: Vec<String> = code
                .lines()
                .filter_map(|l| {
                    let l = l
                        .trim_start_matches("pub(crate) ")
                        .trim_start_matches("pub ");
                    l.strip_prefix("mod ")?.strip_suffix(';').map(String::from)
                })
                .collect();
            let mut to: Vec<usize> = named_paths(&code)
                .iter()
                .filter_map(|p| module_named(p, m, &children, &modules))
                .filter(|&t| modules[t].file != m.file)
                .collect();
            to.sort_unstable();
            to.dedup();
            to
        })
        .collect();
    // A sanity check of the reading: a view's mod.rs names its children.
    let yut = modules
        .iter()
        .position(|m| m.path == ["games", "yut"])
        .expect("games::yut");
    assert!(
        edges[yut]
            .iter()
            .any(|&t| modules[t].path == ["games", "yut", "animate"]),
        "games/yut/mod.rs was read to name none of its files"
    );
    // Depth-first search for a way back to where it started.
    fn circle(at: usize, edges: &[Vec<usize>], state: &mut [u8], way: &mut Vec<usize>) -> bool {
        state[at] = 1;
        way.push(at);
        for &next in &edges[at] {
            if state[next] == 1 {
                way.push(next);
                return true;
            }
            if state[next] == 0 && circle(next, edges, state, way) {
                return true;
            }
        }
        state[at] = 2;
        way.pop();
        false
    }
    let mut state = vec![0; modules.len()];
    for start in 0..modules.len() {
        let mut way = Vec::new();
        if state[start] == 0 && circle(start, &edges, &mut state, &mut way) {
            let names: Vec<String> = way.iter().map(|&m| modules[m].path.join("::")).collect();
            panic!("an import circle: {}", names.join(" -> "));
        }
    }
}
