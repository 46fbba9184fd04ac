//! `cargo xtask web`: the game for the browser, in `dist/web` (ignored by git), and the
//! browser test of `cargo xtask test`.
//!
//! The steps: a size-optimised wasm build (`web-release` profile), wasm-bindgen's glue
//! (`--target web`, by its library at exactly the version of the `wasm-bindgen` crate in
//! Cargo.lock), binaryen's `wasm-opt` from npm (Debian's, version 108, broke the module at
//! start), then the page of `web/` and the `assets/` folder beside it.

use crate::precompress::{self, Sizes};
use crate::web_serve::serve;
use crate::web_stamp;
use crate::{Failure, Result, cargo, root, run, show, target_dir};
use std::fs;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const WASM_TARGET: &str = "wasm32-unknown-unknown";
const PROFILE: &str = "web-release";

/// What a player's browser may download of the game's code, gzipped (README, "The web").
const WASM_GZIP_BUDGET: u64 = 5_000_000;

/// The folder the web build is written to.
fn dist() -> PathBuf {
    root().join("dist").join("web")
}

fn fail(context: impl std::fmt::Display, e: impl std::fmt::Display) -> Failure {
    Failure::new(format!("{context}: {e}"))
}

/// `cargo xtask web [--serve] [--port N] [--lint]`.
pub fn web(rest: &[String]) -> Result {
    let mut serve_it = false;
    let mut lint = false;
    let mut port = 8080u16;
    let mut args = rest.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--serve" => serve_it = true,
            "--lint" => lint = true,
            "--port" => {
                port = args.next().and_then(|p| p.parse().ok()).ok_or(Failure {
                    message: "--port needs a number from 0 to 65535".into(),
                    code: 2,
                })?
            }
            other => {
                return Err(Failure {
                    message: format!(
                        "unknown web argument {other:?} (use --serve, --port N, --lint)"
                    ),
                    code: 2,
                });
            }
        }
    }
    build(lint)?;
    if serve_it {
        let listener = TcpListener::bind(("127.0.0.1", port)).map_err(|e| fail("serve", e))?;
        let address = listener.local_addr().map_err(|e| fail("serve", e))?;
        println!(
            "serving {} at http://{address}/ (Ctrl+C stops)",
            dist().display()
        );
        serve(listener, dist());
    }
    Ok(())
}

/// Builds the web folder; prints the wasm's raw and gzip sizes. With `lint`, clippy lints
/// the game as it compiles for the browser (the page's glue, `src/platform/web.rs`, and
/// browser storage exist only there), warnings as errors: one build of the dependencies
/// serves both, where `cargo clippy` would check them all once more.
pub fn build(lint: bool) -> Result {
    let started = Instant::now();
    wasm_target()?;
    let mut cmd = cargo();
    cmd.args([
        "build",
        "--profile",
        PROFILE,
        "--target",
        WASM_TARGET,
        "-p",
        "tabula",
    ]);
    if lint {
        crate::lint_while_building(&mut cmd);
    }
    println!("$ {}", show(&cmd));
    run(cmd)?;
    let wasm = target_dir()
        .join(WASM_TARGET)
        .join(PROFILE)
        .join("tabula.wasm");

    let out = dist();
    let _ = fs::remove_dir_all(&out);
    fs::create_dir_all(&out).map_err(|e| fail(out.display(), e))?;
    bindgen(&wasm, &out)?;

    let module = out.join("tabula_bg.wasm");
    let unoptimised = file_size(&module)?;
    optimise(&module)?;

    for page_file in ["index.html", "sw.js", "manifest.webmanifest"] {
        fs::copy(root().join("web").join(page_file), out.join(page_file))
            .map_err(|e| fail(format!("web/{page_file}"), e))?;
    }
    copy_tree(&root().join("assets"), &out.join("assets")).map_err(|e| fail("assets", e))?;
    write_theme_index(&out.join("assets/themes"))?;
    let page_texts = crate::page_texts::page_texts(&root().join("assets/locales"))?;
    fs::write(out.join("page-texts.json"), page_texts).map_err(|e| fail("page-texts.json", e))?;

    let files = web_stamp::files(&out)?;
    let version = web_stamp::version(&out, &files)?;
    let module_bytes = file_size(&module)?;
    web_stamp::stamp_file(
        &out.join("index.html"),
        &format!("version: \"{version}\", wasmBytes: {module_bytes}"),
    )?;
    web_stamp::stamp_file(
        &out.join("sw.js"),
        &format!(
            "version: \"{version}\", files: {}",
            web_stamp::offline_list(&files)
        ),
    )?;
    let sizes = precompress_module(&module)?;
    let rest = precompress::compress_listed(&out, &files, &module)?;
    if sizes.gzip > WASM_GZIP_BUDGET {
        return Err(Failure::new(format!(
            "the wasm module is {:.2} MB gzipped, over its budget of {:.2} MB",
            mb(sizes.gzip),
            mb(WASM_GZIP_BUDGET)
        )));
    }
    let compressed: u64 = rest.iter().map(|(_, s)| s.raw - s.over_the_wire()).sum();
    println!(
        "web build {version}: {} in {:.0} s; wasm {:.1} MB raw ({:.1} MB before wasm-opt), {:.2} MB gzipped, \
         {:.2} MB Brotli; Brotli saves {:.2} MB on the other files",
        out.display(),
        started.elapsed().as_secs_f64(),
        mb(sizes.raw),
        mb(unoptimised),
        mb(sizes.gzip),
        mb(sizes.brotli),
        mb(compressed)
    );
    Ok(())
}

/// The module's compressed copies. Its Brotli copy takes most of a minute, so it is kept
/// beside wasm-opt's result by the module's hash.
fn precompress_module(module: &Path) -> Result<Sizes> {
    let cached = target_dir()
        .join("web-opt-cache")
        .join(format!("{}.wasm.br", sha256(module)?));
    precompress::compress_file(module, |bytes| match fs::read(&cached) {
        Ok(copy) => copy,
        Err(_) => {
            println!("brotli: compressing the module (quality 11)");
            let copy = precompress::brotli(bytes);
            let _ = fs::write(&cached, &copy);
            copy
        }
    })
}

/// The web cannot list a folder: `themes.index` names each theme folder (one holding a
/// `theme.ron`) for the settings' theme chooser. A theme's files are fetched only when
/// it is chosen.
fn write_theme_index(themes: &Path) -> Result {
    let mut folders: Vec<String> = fs::read_dir(themes)
        .map_err(|e| fail(themes.display(), e))?
        .flatten()
        .filter(|e| e.path().join("theme.ron").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let index = format!(
        "# The themes on offer, a folder a line (written by `cargo xtask web`).\n{}\n",
        folders.join("\n")
    );
    println!("themes offered on the web: {}", folders.join(", "));
    fs::write(themes.join("themes.index"), index).map_err(|e| fail("themes.index", e))
}

/// Shrinks the module with wasm-opt. binaryen's npm build runs as wasm under Node and
/// takes minutes, so results are kept in the target directory by the input's hash and
/// reused when the same module comes again (a fresh clone in CI builds the same one).
fn optimise(module: &Path) -> Result {
    let cache = target_dir().join("web-opt-cache");
    let key = sha256(module)?;
    let cached = cache.join(format!("{key}.wasm"));
    if cached.is_file() {
        println!("wasm-opt: reusing {}", cached.display());
        fs::copy(&cached, module).map_err(|e| fail(cached.display(), e))?;
        return Ok(());
    }
    let mut opt = Command::new(wasm_opt()?);
    // The features Rust's wasm32 target uses by default, and SIMD (.cargo/config.toml);
    // wasm-opt must accept them.
    opt.args([
        "-Oz",
        "--enable-bulk-memory",
        "--enable-mutable-globals",
        "--enable-nontrapping-float-to-int",
        "--enable-sign-ext",
        "--enable-reference-types",
        "--enable-multivalue",
        "--enable-simd",
    ])
    .arg(module)
    .arg("-o")
    .arg(module);
    println!("$ {}", show(&opt));
    run(opt)?;
    // Only the newest result is worth keeping.
    let _ = fs::remove_dir_all(&cache);
    fs::create_dir_all(&cache).map_err(|e| fail(cache.display(), e))?;
    fs::copy(module, &cached).map_err(|e| fail(cached.display(), e))?;
    Ok(())
}

fn sha256(path: &Path) -> Result<String> {
    let out = Command::new("sha256sum")
        .arg(path)
        .output()
        .map_err(|e| fail("sha256sum", e))?;
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .next()
        .filter(|h| out.status.success() && h.len() == 64)
        .map(str::to_string)
        .ok_or_else(|| Failure::new(format!("sha256sum failed on {}", path.display())))
}

fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1_000_000.0
}

fn file_size(path: &Path) -> Result<u64> {
    fs::metadata(path)
        .map(|m| m.len())
        .map_err(|e| fail(path.display(), e))
}

fn wasm_target() -> Result {
    let out = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map_err(|e| fail("rustup", e))?;
    if String::from_utf8_lossy(&out.stdout)
        .lines()
        .any(|l| l.trim() == WASM_TARGET)
    {
        return Ok(());
    }
    let mut add = Command::new("rustup");
    add.args(["target", "add", WASM_TARGET]);
    println!("$ {}", show(&add));
    run(add)
}

/// wasm-bindgen's JavaScript glue for the browser (`--target web`, no TypeScript), made in
/// this process by the library the `wasm-bindgen` command is built on: no command to
/// install, and one small build with xtask's instead of the command's 200 crates.
fn bindgen(wasm: &Path, out: &Path) -> Result {
    check_bindgen_version()?;
    println!(
        "wasm-bindgen --target web --no-typescript --out-name tabula --out-dir {} {}",
        out.display(),
        wasm.display()
    );
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(wasm)
        .web(true)
        .and_then(|b| {
            b.typescript(false)
                .omit_default_module_path(false)
                .out_name("tabula")
                .generate(out)
        })
        .map_err(|e| fail("wasm-bindgen", format!("{e:#}")))
}

/// The glue must come from the version of the `wasm-bindgen` crate the game was built
/// with (its schema is checked at run time, and a mismatch is refused).
fn check_bindgen_version() -> Result {
    let lock = fs::read_to_string(root().join("Cargo.lock")).map_err(|e| fail("Cargo.lock", e))?;
    bindgen_versions_match(&lock).map_err(Failure::new)
}

fn bindgen_versions_match(lock: &str) -> std::result::Result<(), String> {
    let game = locked_version(lock, "wasm-bindgen");
    let glue = locked_version(lock, "wasm-bindgen-cli-support");
    match (game, glue) {
        (Some(game), Some(glue)) if game == glue => Ok(()),
        (game, glue) => Err(format!(
            "Cargo.lock has wasm-bindgen {} but wasm-bindgen-cli-support {} (xtask's \
             Cargo.toml pins the second: make them equal)",
            game.as_deref().unwrap_or("(none)"),
            glue.as_deref().unwrap_or("(none)")
        )),
    }
}

fn locked_version(lock: &str, name: &str) -> Option<String> {
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == format!("name = \"{name}\"") {
            let version = lines.next()?.trim();
            return Some(
                version
                    .strip_prefix("version = \"")?
                    .strip_suffix('"')?
                    .to_string(),
            );
        }
    }
    None
}

/// binaryen's `wasm-opt` from npm, installed with the browser test's tools in `web/`.
fn wasm_opt() -> Result<PathBuf> {
    npm_tools()?;
    Ok(root().join("web/node_modules/.bin/wasm-opt"))
}

/// `npm ci` in `web/` when its tools (binaryen, playwright-core) are missing.
fn npm_tools() -> Result {
    let web = root().join("web");
    if web.join("node_modules/.bin/wasm-opt").is_file()
        && web.join("node_modules/playwright-core").is_dir()
    {
        return Ok(());
    }
    let mut cmd = Command::new("npm");
    cmd.args(["ci", "--no-audit", "--no-fund"])
        .current_dir(&web);
    println!("$ (cd web && {})", show(&cmd));
    run(cmd).map_err(|f| Failure::new(format!("{} (is Node.js installed?)", f.message)))
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

/// The browser test of the web folder [`build`] made: serves it and runs
/// `web/test/smoke.mjs` in Debian's headless Chromium, then `web/test/online.mjs`, two
/// pages playing each other through the game server (the tests' debug build of
/// `tabula-server`, serving the same folder), then a page playing the desktop game with no
/// window (the tests' debug build of `tabula`). Their pictures go beside the rendered demo's.
pub fn browser_test() -> Result {
    let chromium = Path::new("/usr/bin/chromium");
    if !chromium.is_file() {
        return Err(Failure::new(
            "/usr/bin/chromium is missing (the system packages step installs it as root)",
        ));
    }
    if !dist().join("tabula_bg.wasm").is_file() {
        return Err(Failure::new(format!(
            "{} holds no web build (cargo xtask web makes it)",
            dist().display()
        )));
    }
    npm_tools()?;
    let listener = TcpListener::bind(("127.0.0.1", 0)).map_err(|e| fail("serve", e))?;
    let address = listener.local_addr().map_err(|e| fail("serve", e))?;
    let dir = dist();
    std::thread::spawn(move || serve(listener, dir));
    let shots = target_dir().join(crate::SCREENSHOT_DIR);
    let mut node = Command::new("timeout");
    node.args(["900", "node"])
        .arg(root().join("web/test/smoke.mjs"))
        .arg(format!("http://{address}/"))
        .arg(&shots)
        .arg(dist())
        .env("CHROMIUM", chromium)
        .stdin(Stdio::null());
    println!("$ {}", show(&node));
    run(node)?;
    // Two pages play a match online through the game server, which serves the build.
    let server = target_dir().join("debug/tabula-server");
    if !server.is_file() {
        return Err(Failure::new(format!(
            "{} is missing (the tests' build makes it)",
            server.display()
        )));
    }
    let game = target_dir().join("debug/tabula");
    if !game.is_file() {
        return Err(Failure::new(format!(
            "{} is missing (the tests' build makes it)",
            game.display()
        )));
    }
    let mut online = Command::new("timeout");
    online
        .args(["900", "node"])
        .arg(root().join("web/test/online.mjs"))
        .arg(&server)
        .arg(&game)
        .arg(dist())
        .arg(&shots)
        .env("CHROMIUM", chromium)
        .stdin(Stdio::null());
    println!("$ {}", show(&online));
    run(online)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_locked_versions() {
        let lock = "[[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.130\"\n\n[[package]]\nname = \"wasm-bindgen-shared\"\nversion = \"0.2.1\"\n";
        assert_eq!(
            locked_version(lock, "wasm-bindgen").as_deref(),
            Some("0.2.130")
        );
        assert_eq!(locked_version(lock, "web-sys"), None);
    }

    #[test]
    fn glue_and_game_share_a_wasm_bindgen_version() {
        let lock = |glue: &str| {
            format!(
                "[[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.130\"\n\n\
                 [[package]]\nname = \"wasm-bindgen-cli-support\"\nversion = \"{glue}\"\n"
            )
        };
        assert_eq!(bindgen_versions_match(&lock("0.2.130")), Ok(()));
        let err = bindgen_versions_match(&lock("0.2.129")).unwrap_err();
        assert!(err.contains("0.2.130") && err.contains("0.2.129"), "{err}");
        let real = fs::read_to_string(root().join("Cargo.lock")).unwrap();
        assert_eq!(bindgen_versions_match(&real), Ok(()));
    }
}
