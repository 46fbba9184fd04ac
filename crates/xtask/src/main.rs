//! Project automation for Tabula: `cargo xtask <command>` (the alias lives in
//! `.cargo/config.toml`). No dependencies: it only runs other programs.
//!
//! - `test`: system packages, toolchain components, then fmt, clippy (desktop and web), the
//!   tests, the theme against its generator, the docs, rendered demos and the web build.
//! - `play`: builds and starts the game in release mode.
//! - `bench`: random-playout throughput in release mode.
//! - `train`: trains a game's neural evaluation by self-play (backgammon), in release mode.
//! - `assets`: regenerates the classic theme's art and sound (`--check`: verifies it).
//! - `web`: the game for the browser in `dist/web` (`--serve`: serves it), see [`web`].
//! - `serve`: the game server with the web build (`--postgres`: over a PostgreSQL cluster
//!   of its own, from `tabula-pg-cluster`).

use std::collections::BTreeSet;
use std::env;
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

mod background;
use background::Job;
mod page_texts;
mod precompress;
mod web;
mod web_serve;
mod web_stamp;

/// Debian packages the project needs to build and test, with the reason. Add a line here
/// when a check needs another one.
const SYSTEM_PACKAGES: &[(&str, &str)] = &[
    ("libasound2-dev", "audio (ALSA) for Bevy"),
    ("libudev-dev", "gamepads (gilrs) for Bevy"),
    ("libwayland-dev", "Wayland windows for Bevy"),
    ("libxkbcommon-dev", "keyboard layouts for Bevy"),
    ("pkg-config", "finds the libraries above"),
    ("xvfb", "a virtual display for the rendered demo check"),
    (
        "mesa-vulkan-drivers",
        "software Vulkan (lavapipe) for rendering without a GPU",
    ),
    ("xauth", "xvfb-run's display authority"),
    ("chromium", "the browser the web build is tested in"),
    (
        "nodejs",
        "runs the browser test and binaryen's wasm-opt (npm)",
    ),
    ("gzip", "measures the web build's compressed size"),
    (
        "gnubg",
        "GNU Backgammon, the live reference for backgammon move generation",
    ),
    (
        "postgresql",
        "the game server's Postgres path and its cluster, tested on a throwaway cluster",
    ),
    (
        "haproxy",
        "the cluster's front in deploy/, run in front of two server processes",
    ),
    (
        "sqlite3",
        "deploy/backup.sh's SQLite path, tested with a restore",
    ),
    (
        "fonts-nanum",
        "NanumGothic (SIL OFL), the font the Korean texts' letters are cut from",
    ),
    (
        "fonttools",
        "cuts a language's font down to the letters its texts use",
    ),
];

/// After how many actions a demo takes its picture of the middle of a match (the shortest
/// demo, Chisolo's, takes about twenty).
const MID_GAME_ACTIONS: usize = 12;

/// Where the rendered checks leave their pictures (under the target directory).
const SCREENSHOT_DIR: &str = "tabula-screens";

/// Rust toolchain components the checks use: (component, cargo subcommand that proves it).
const COMPONENTS: &[(&str, &str)] = &[("rustfmt", "fmt"), ("clippy", "clippy")];

/// Arguments of `tabula-cli` that `cargo xtask bench` starts with.
const BENCH_DEFAULT: &[&str] = &["bench", "yut"];

/// Where the themes are, and those tabula-artgen draws (each a folder of that name).
const THEMES_DIR: &str = "assets/themes";
const GENERATED_THEMES: [&str; 2] = ["classic", "ink"];

const USAGE: &str = "\
cargo xtask: project automation for Tabula

Usage:
  cargo xtask test           install missing system packages (Debian/Ubuntu, as root) and
                             toolchain components, then run cargo fmt --check, clippy on
                             the desktop and web builds (warnings are errors), every test,
                             assets --check, cargo doc (warnings are errors), a rendered
                             demo of every game and the web build in a browser; stops at
                             the first failure
  cargo xtask play [ARGS]    build the game in release mode and start it; ARGS go to the
                             game (e.g. --demo yut --seed 7)
  cargo xtask bench [ARGS]   `tabula-cli bench yut [ARGS]` in release mode
  cargo xtask train backgammon [--games N] [--seed S] [--resume] [--threads T] [...]
                             train the backgammon net by TD self-play in release mode
                             (crates/backgammon/examples/train.rs lists every option);
                             checkpoints go to target/train
  cargo xtask assets         render the classic and ink themes with tabula-artgen: their
                             SVG sources to PNG, the table and boards drawn,
                             the sounds synthesised, theme.ron; then the languages' font cuts
  cargo xtask assets --check regenerate into a temporary folder and fail if any committed
                             file of the theme differs, is missing or is not generated
  cargo xtask check-theme NAME|DIR
                             check a theme as the game loads it: every missing role,
                             unreadable or misshapen picture, bad sound, unknown role and
                             layout error, in words; fails if the game would fall back
  cargo xtask web [--serve] [--port N] [--lint]
                             build the game for the browser into dist/web (wasm-bindgen at
                             the locked version, wasm-opt from npm); --serve then serves it
                             on 127.0.0.1 (port 8080 unless given) and prints the address;
                             --lint has clippy lint it as it compiles, warnings as errors
  cargo xtask serve [--postgres [--processes N]] [ARGS]
                             build the web version, then start the game server on
                             http://127.0.0.1:8080 serving it and online play (SQLite in
                             tabula-server-data; --postgres: a PostgreSQL cluster made
                             there on first use, started, and left running; --processes N:
                             N server processes of a cluster on it, on ports 8080 and up,
                             any of which plays any room); ARGS go to tabula-server
                             (--address, --database, --data)
  cargo xtask loadtest [ARGS]
                             build tabula-server and tabula-loadtest in release mode, then
                             load the server with bot games at a person's pace and report
                             throughput, round trips, memory and errors; ARGS go to
                             tabula-loadtest (--games N, default 2000; --seconds S, default
                             60; --ramp-per-second R; --pace-ms MIN..MAX); not part of test
  cargo xtask rendered-demo  the rendered demo alone (Xvfb): a computer-only match of every
                             game and the tour, checking each picture they leave (the debug
                             build of the game must be built)
  cargo xtask help           this text
";

/// A failed step: its message and the exit status to leave with.
#[derive(Debug)]
struct Failure {
    message: String,
    code: u8,
}

impl Failure {
    fn new(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            code: 1,
        }
    }
}

type Result<T = ()> = std::result::Result<T, Failure>;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => ("help", &[][..]),
    };
    let result = match command {
        "test" if rest.is_empty() => test(),
        "play" => play(rest),
        "bench" => bench(rest),
        "train" => train(rest),
        "assets" => assets(rest),
        "check-theme" => check_theme(rest),
        "web" => web::web(rest),
        "serve" => serve(rest),
        "loadtest" => loadtest(rest),
        "rendered-demo" if rest.is_empty() => rendered_demo(),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        "test" | "rendered-demo" => Err(Failure {
            message: format!("{command} takes no arguments, got {rest:?}"),
            code: 2,
        }),
        other => Err(Failure {
            message: format!(
                "unknown command {other:?} (commands: test, play, bench, train, assets, check-theme, web, serve, loadtest, rendered-demo, help)"
            ),
            code: 2,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            eprintln!("xtask: {}", f.message);
            ExitCode::from(f.code)
        }
    }
}

/// The workspace root (this crate lives in `crates/xtask`).
fn root() -> PathBuf {
    // `cargo run` tells the running binary where its crate is. The path built in is only
    // a fallback: a binary built in another clone that shares the target directory
    // would carry that clone's path.
    let manifest_dir = env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest_dir
        .ancestors()
        .nth(2)
        .expect("crates/xtask sits two levels below the root")
        .to_path_buf()
}

/// `cargo`, as the one running us when there is one.
fn cargo() -> Command {
    let mut cmd = Command::new(env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(root());
    cmd
}

fn show(cmd: &Command) -> String {
    let mut words = vec![display_program(cmd.get_program())];
    words.extend(cmd.get_args().map(|a| a.to_string_lossy().into_owned()));
    words.join(" ")
}

fn display_program(program: &OsStr) -> String {
    // Show `cargo`, not the full path cargo hands us in $CARGO.
    let path = Path::new(program);
    match path.file_stem() {
        Some(stem) if stem == "cargo" => "cargo".into(),
        _ => program.to_string_lossy().into_owned(),
    }
}

/// Runs a command with inherited output; fails unless it exits 0.
fn run(mut cmd: Command) -> Result {
    let shown = show(&cmd);
    let status = cmd
        .stdin(Stdio::null())
        .status()
        .map_err(|e| Failure::new(format!("cannot run `{shown}`: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Failure {
            message: format!("`{shown}` failed ({status})"),
            code: status
                .code()
                .and_then(|c| u8::try_from(c).ok())
                .unwrap_or(1)
                .max(1),
        })
    }
}

/// Runs a command quietly; true if it exits 0.
fn succeeds(cmd: &mut Command) -> bool {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// One step of `cargo xtask test`.
struct Step {
    title: &'static str,
    action: Box<dyn Fn() -> Result>,
}

fn cargo_step(title: &'static str, args: &'static [&'static str]) -> Step {
    Step {
        title,
        action: Box::new(move || {
            let mut cmd = cargo();
            cmd.args(args);
            println!("$ {}", show(&cmd));
            run(cmd)
        }),
    }
}

/// The checks of `cargo xtask test`, in order. Later issues add theirs here.
fn test_steps() -> Vec<Step> {
    vec![
        Step {
            title: "system packages",
            action: Box::new(system_packages),
        },
        Step {
            title: "toolchain components",
            action: Box::new(components),
        },
        cargo_step("formatting", &["fmt", "--all", "--check"]),
        // The web release build, linted by clippy as it compiles (warnings are errors), is
        // as long as the desktop's clippy, tests and rendered demo together, and no build
        // keeps both cores busy all the time (a crate compiled alone, a link, a test run, a
        // frame drawn in software): run it beside them from the start. A failing step
        // stops it.
        Step {
            title: "web build with clippy started in the background",
            action: Box::new(|| background::start(Job::WebBuild)),
        },
        cargo_step(
            "clippy",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        ),
        // xtask alone: its dependencies (wasm-bindgen's glue among them) are then the ones
        // `cargo xtask` was built with; in the workspace's test build their features would
        // unify with the game's and they would all be built a second time.
        cargo_step(
            "tests built",
            &["test", "--workspace", "--exclude", "xtask", "--no-run"],
        ),
        // The rendered demo needs only the game's binary, built now, and leaves a core
        // idle most of its time (frames drawn in software, waits between scenes): it runs
        // beside the tests, the theme check and the docs, which leave one idle too (a
        // long test alone in its binary, a generator on one thread, rustdoc crate by crate).
        Step {
            title: "rendered demo started in the background",
            action: Box::new(|| background::start(Job::RenderedDemo)),
        },
        cargo_step("tests", &["test", "--workspace", "--exclude", "xtask"]),
        cargo_step("xtask's tests", &["test", "-p", "xtask"]),
        Step {
            title: "committed theme equals its generator",
            action: Box::new(|| assets(&["--check".to_string()])),
        },
        Step {
            title: "documentation (warnings are errors)",
            action: Box::new(docs),
        },
        Step {
            title: "rendered demo (Xvfb)",
            action: Box::new(|| background::wait(Job::RenderedDemo, rendered_demo)),
        },
        Step {
            title: "web build in headless Chromium",
            action: Box::new(|| {
                background::wait(Job::WebBuild, || web::build(true))?;
                web::browser_test()
            }),
        },
    ]
}

/// Has clippy lint the workspace's crates as `cmd` (a `cargo build`) compiles them, with
/// warnings as errors, as `cargo clippy -- -D warnings` would: clippy's driver stands in
/// for rustc for the workspace only, and takes its lint levels from `CLIPPY_ARGS` (the
/// arguments `cargo clippy` hands it, joined by its separator).
fn lint_while_building(cmd: &mut Command) {
    let driver = env::var_os("CARGO")
        .map(PathBuf::from)
        .and_then(|cargo| Some(cargo.parent()?.join("clippy-driver")))
        .filter(|driver| driver.is_file())
        .unwrap_or_else(|| PathBuf::from("clippy-driver"));
    cmd.env("RUSTC_WORKSPACE_WRAPPER", driver).env(
        "CLIPPY_ARGS",
        "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
    );
}

/// `cargo doc` for the workspace's own crates, failing on any rustdoc warning (a broken
/// link, a bad code block).
fn docs() -> Result {
    let mut cmd = cargo();
    cmd.args(["doc", "--workspace", "--no-deps"])
        .env("RUSTDOCFLAGS", "-D warnings");
    println!("$ RUSTDOCFLAGS=\"-D warnings\" {}", show(&cmd));
    run(cmd)
}

/// The cargo target directory (where `cargo test` left the game's binary).
fn target_dir() -> PathBuf {
    env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// Plays a computer-only match of every game the game lists, with full rendering under Xvfb
/// (Mesa's software Vulkan), and checks that each ends with a winner and leaves pictures of
/// its middle and its end, and of the menus. Skipped, with a note, where Xvfb is missing.
fn rendered_demo() -> Result {
    if !succeeds(Command::new("xvfb-run").arg("--help")) {
        println!("xvfb-run is not installed: skipping the rendered demo");
        return Ok(());
    }
    let binary = target_dir().join("debug").join("tabula");
    if !binary.is_file() {
        return Err(Failure::new(format!("{} was not built", binary.display())));
    }
    let shots = target_dir().join(SCREENSHOT_DIR);
    let _ = fs::remove_dir_all(&shots);
    fs::create_dir_all(&shots).map_err(|e| Failure::new(format!("{}: {e}", shots.display())))?;
    // A screen large enough for the tour's largest window.
    let xvfb = |args: Vec<String>| {
        let mut cmd = Command::new("timeout");
        cmd.args(["600", "xvfb-run", "-a", "-s", "-screen 0 1920x1080x24"])
            .arg(&binary)
            .args(args)
            .env("TABULA_ASSETS", root().join("assets"))
            .stdin(Stdio::null());
        cmd
    };
    // The games the game itself lists (a line each: its name and its demo's seats).
    let listed = Command::new(&binary)
        .arg("--list-games")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Failure::new(format!("could not ask the game for its games: {e}")))?;
    let games = parse_game_list(&String::from_utf8_lossy(&listed.stdout))?;
    let games_listed: Vec<String> = games.iter().map(|(g, _)| g.clone()).collect();
    // A whole match of every game, each leaving a picture from its middle and of its end.
    let mut pictures = Vec::new();
    for (game, seats) in games {
        let mid = shots.join(format!("{game}-mid.png"));
        let end = shots.join(format!("{game}-end.png"));
        let args: Vec<String> = vec![
            "--demo".into(),
            game.clone(),
            "--seats".into(),
            seats.to_string(),
            "--seed".into(),
            "5".into(),
            "--speed".into(),
            "8".into(),
            "--exit-on-end".into(),
            "--screenshot".into(),
            end.display().to_string(),
            "--snapshot".into(),
            format!("{MID_GAME_ACTIONS}:{}", mid.display()),
        ];
        let mut demo = xvfb(args);
        println!("$ {}", show(&demo));
        let out = demo
            .output()
            .map_err(|e| Failure::new(format!("could not start the demo: {e}")))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        print!("{stdout}");
        if !out.status.success() || !stdout.lines().any(|l| l.starts_with("winner: ")) {
            eprintln!("{}", String::from_utf8_lossy(&out.stderr));
            return Err(Failure::new(format!(
                "the {game} demo failed ({}) or printed no `winner:` line",
                out.status
            )));
        }
        pictures.extend([mid, end]);
    }
    let tour = xvfb(vec!["--tour".into(), shots.display().to_string()]);
    println!("$ {}", show(&tour));
    run(tour)?;
    pictures.extend(
        ["title", "gallery", "gallery-rules", "setup"].map(|n| shots.join(format!("{n}.png"))),
    );
    // Every game at each of the tour's window sizes; its guided first game at a step (also
    // in a phone's window), the hint on its board, and a page of its rules book.
    for game in &games_listed {
        for size in ["800x600", "1920x1080", "390x844"] {
            pictures.push(shots.join(format!("{game}-{size}.png")));
        }
        for name in ["learn-", "hint-", "rules-"] {
            pictures.push(shots.join(format!("{name}{game}.png")));
        }
        pictures.push(shots.join(format!("learn-{game}-390x844.png")));
    }
    // Online play's screens in each language (a room set as a server would tell it).
    for language in ["", "-ru", "-ko"] {
        for screen in ["online-waiting-room", "online-match", "online-reconnecting"] {
            pictures.push(shots.join(format!("{screen}{language}.png")));
        }
        pictures.push(shots.join(format!("online-match{language}-390x844.png")));
        for screen in ["online-waiting-room", "online-match"] {
            pictures.push(shots.join(format!("{screen}{language}-360x640.png")));
        }
    }
    // The games' scenes (the tour fails when one does not start).
    let mut scenes: Vec<PathBuf> = fs::read_dir(&shots)
        .map_err(|e| Failure::new(format!("{}: {e}", shots.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("scene-"))
        })
        .collect();
    scenes.sort();
    // Every game pictured in the second theme too (the tour's last pass).
    for game in &games_listed {
        let in_ink = |p: &PathBuf| {
            p.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                n.starts_with(&format!("scene-{game}-")) && n.ends_with("-ink.png")
            })
        };
        if !scenes.iter().any(in_ink) {
            return Err(Failure::new(format!(
                "the tour left no picture of {game} in the ink theme"
            )));
        }
    }
    pictures.extend(scenes);
    for picture in &pictures {
        let size = fs::metadata(picture).map(|m| m.len()).unwrap_or(0);
        // A blank 1280×720 frame compresses to a few kilobytes; a drawn one is far larger.
        if size < 20_000 {
            return Err(Failure::new(format!(
                "{} is missing or blank ({size} bytes)",
                picture.display()
            )));
        }
        println!("picture: {} ({} KB)", picture.display(), size / 1024);
    }
    Ok(())
}

/// The games `tabula --list-games` printed: (name, demo seats), at least one.
fn parse_game_list(text: &str) -> Result<Vec<(String, usize)>> {
    let games: Vec<(String, usize)> = text
        .lines()
        .filter_map(|line| {
            let (name, seats) = line.split_once(' ')?;
            Some((name.to_string(), seats.trim().parse().ok()?))
        })
        .collect();
    if games.is_empty() {
        return Err(Failure::new(format!("the game listed no games ({text:?})")));
    }
    Ok(games)
}

fn test() -> Result {
    let steps = test_steps();
    let start = Instant::now();
    let mut table = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        println!("\n==> [{}/{}] {}", i + 1, steps.len(), step.title);
        let t = Instant::now();
        let result = (step.action)();
        let secs = t.elapsed().as_secs_f64();
        table.push((step.title, secs));
        match result {
            Ok(()) => println!("==> {}: ok ({secs:.1} s)", step.title),
            Err(f) => {
                println!("==> {}: FAILED ({secs:.1} s)", step.title);
                background::stop_all();
                print_step_table(&table, start.elapsed().as_secs_f64());
                return Err(f);
            }
        }
    }
    print_step_table(&table, start.elapsed().as_secs_f64());
    println!(
        "\n==> all {} steps passed in {:.1} s",
        steps.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Each step's wall time, and the background web build's, for comparing runs.
fn print_step_table(table: &[(&str, f64)], total: f64) {
    println!("\n==> step times (wall, seconds)");
    for (title, secs) in table {
        println!("{secs:>8.1}  {title}");
    }
    for (name, secs) in background::seconds() {
        println!("{secs:>8.1}  (the {name}, beside the steps after it started)");
    }
    println!("{total:>8.1}  in all");
}

/// True on Debian, Ubuntu and their derivatives.
fn is_debian_like() -> bool {
    std::fs::read_to_string("/etc/os-release").is_ok_and(|text| os_release_is_debian_like(&text))
}

/// True if an `/etc/os-release` text names Debian or Ubuntu in `ID` or `ID_LIKE`.
fn os_release_is_debian_like(text: &str) -> bool {
    text.lines().any(|line| {
        let Some((key, value)) = line.split_once('=') else {
            return false;
        };
        let value = value.trim().trim_matches(|c| c == '"' || c == '\'');
        (key.trim() == "ID" || key.trim() == "ID_LIKE")
            && value
                .split_whitespace()
                .any(|id| id == "debian" || id == "ubuntu")
    })
}

/// True if `dpkg -s` output says the package is installed (not just known, e.g. removed
/// with its configuration kept).
fn dpkg_status_installed(output: &str) -> bool {
    output
        .lines()
        .any(|l| l.starts_with("Status:") && l.trim_end().ends_with(" installed"))
}

/// True if `dpkg -s` reports the package installed.
fn dpkg_installed(package: &str) -> bool {
    Command::new("dpkg")
        .args(["-s", package])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .is_ok_and(|out| {
            out.status.success() && dpkg_status_installed(&String::from_utf8_lossy(&out.stdout))
        })
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .stdin(Stdio::null())
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

fn system_packages() -> Result {
    let names: Vec<&str> = SYSTEM_PACKAGES.iter().map(|(p, _)| *p).collect();
    if !is_debian_like() {
        println!(
            "not Debian or Ubuntu: install these (or your system's equivalents) yourself: {}",
            names.join(" ")
        );
        return Ok(());
    }
    let missing: Vec<&str> = names
        .iter()
        .copied()
        .filter(|p| !dpkg_installed(p))
        .collect();
    if missing.is_empty() {
        println!("installed: {}", names.join(" "));
        return Ok(());
    }
    for (package, why) in SYSTEM_PACKAGES.iter().filter(|(p, _)| missing.contains(p)) {
        println!("missing: {package} ({why})");
    }
    if !is_root() {
        println!("not root, so not installing; run:");
        println!(
            "  sudo apt-get update && sudo apt-get install -y --no-install-recommends {}",
            missing.join(" ")
        );
        return Ok(());
    }
    let apt = |args: &[&str]| {
        let mut cmd = Command::new("apt-get");
        cmd.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        println!("$ {}", show(&cmd));
        run(cmd)
    };
    apt(&["update"])?;
    let mut install = vec!["install", "-y", "--no-install-recommends"];
    install.extend(&missing);
    apt(&install)
}

fn components() -> Result {
    for (component, subcommand) in COMPONENTS {
        if succeeds(cargo().args([subcommand, "--version"])) {
            println!("present: {component}");
            continue;
        }
        let mut cmd = Command::new("rustup");
        cmd.args(["component", "add", component]);
        println!("$ {}", show(&cmd));
        run(cmd).map_err(|f| {
            Failure::new(format!(
                "{} (the {component} component is needed for cargo {subcommand})",
                f.message
            ))
        })?;
    }
    Ok(())
}

/// Runs `tabula-cli` built in release mode with `args`.
fn tabula_cli(args: &[String]) -> Result {
    let mut cmd = cargo();
    cmd.args(["run", "--release", "--quiet", "-p", "tabula-cli", "--"])
        .args(args);
    println!("$ {}", show(&cmd));
    run(cmd)
}

fn play(rest: &[String]) -> Result {
    let mut cmd = cargo();
    cmd.args(["run", "--release", "-p", "tabula", "--"])
        .args(rest);
    println!("$ {}", show(&cmd));
    run(cmd)
}

/// `cargo xtask serve [--postgres [--processes N]] [ARGS]`: the web build, then the game
/// server in release mode serving it and its WebSocket at one address; with `--postgres`,
/// over a PostgreSQL cluster of its own in the data folder, and with `--processes N`, as N
/// processes of a server cluster on it. ARGS go to the server.
fn serve(rest: &[String]) -> Result {
    let postgres = rest.iter().any(|a| a == "--postgres");
    let mut processes = 1;
    let mut args = Vec::new();
    let mut given = rest.iter();
    while let Some(arg) = given.next() {
        match arg.as_str() {
            "--postgres" => {}
            "--processes" => {
                processes = given
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|n| (1..=9).contains(n))
                    .ok_or_else(|| Failure::new("serve: --processes takes a count from 1 to 9"))?;
            }
            _ => args.push(arg),
        }
    }
    let rest = args;
    if postgres && rest.iter().any(|a| *a == "--database") {
        return Err(Failure::new(
            "serve: --postgres makes the database; it goes without --database",
        ));
    }
    if processes > 1 && !postgres {
        return Err(Failure::new(
            "serve: --processes runs a cluster, whose processes share a Postgres database: add --postgres",
        ));
    }
    if processes > 1 && rest.iter().any(|a| *a == "--address") {
        return Err(Failure::new(
            "serve: with --processes the processes listen on 127.0.0.1:8080 and up; it goes without --address",
        ));
    }
    web::build(false)?;
    let mut build = cargo();
    build.args(["build", "--release", "-p", "tabula-server"]);
    println!("$ {}", show(&build));
    run(build)?;
    let database = if postgres {
        let cluster = postgres_cluster(&server_data(&rest).join("postgres"))
            .map_err(|e| Failure::new(format!("serve --postgres: {e}")))?;
        Some(cluster.url())
    } else {
        None
    };
    let server = target_dir().join("release/tabula-server");
    let commands = (0..processes).map(|i| {
        let mut cmd = Command::new(&server);
        cmd.arg("--web").arg(root().join("dist/web")).args(&rest);
        if let Some(url) = &database {
            cmd.args(["--database", url]);
        }
        if processes > 1 {
            cmd.args(["--cluster", "--address", &format!("127.0.0.1:{}", 8080 + i)]);
        }
        cmd
    });
    let mut children = Vec::new();
    for mut cmd in commands {
        println!("$ {}", show(&cmd));
        let child = cmd
            .spawn()
            .map_err(|e| Failure::new(format!("serve: {}: {e}", server.display())))?;
        children.push(child);
    }
    // Until one of them stops: then the others are stopped too.
    loop {
        for child in &mut children {
            if let Ok(Some(status)) = child.try_wait() {
                for other in &mut children {
                    let _ = other.kill();
                    let _ = other.wait();
                }
                return if status.success() {
                    Ok(())
                } else {
                    Err(Failure::new(format!(
                        "serve: tabula-server ended: {status}"
                    )))
                };
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// The port of `serve --postgres`'s cluster on 127.0.0.1: fixed, so its address stays the
/// same between starts, and away from a system cluster's 5432.
const SERVE_POSTGRES_PORT: u16 = 55432;

/// The server's own PostgreSQL cluster in `dir`: made on first use, started unless it
/// runs, and left running (how to stop it is printed).
fn postgres_cluster(
    dir: &Path,
) -> std::result::Result<tabula_pg_cluster::Cluster, tabula_pg_cluster::ClusterError> {
    use tabula_pg_cluster::{Cluster, Durability};
    let cluster = Cluster::init(dir, SERVE_POSTGRES_PORT, Durability::Durable)?;
    if cluster.is_running() {
        println!("PostgreSQL already runs on port {}", cluster.port());
    } else {
        cluster.start()?;
    }
    println!(
        "PostgreSQL at {} (stop it with: {})",
        cluster.url(),
        cluster.stop_line()
    );
    Ok(cluster)
}

/// The server's data folder as `--data` names it (else its default), from the root.
fn server_data(args: &[&String]) -> PathBuf {
    let named = args
        .iter()
        .position(|a| *a == "--data")
        .and_then(|i| args.get(i + 1));
    root().join(named.map_or("tabula-server-data", |d| d.as_str()))
}

/// `cargo xtask loadtest [ARGS]`: the server and the load bots built in release mode, then
/// the bots against the server; ARGS go to tabula-loadtest.
fn loadtest(rest: &[String]) -> Result {
    let mut build = cargo();
    build.args([
        "build",
        "--release",
        "-p",
        "tabula-server",
        "-p",
        "tabula-loadtest",
    ]);
    println!("$ {}", show(&build));
    run(build)?;
    let release = target_dir().join("release");
    let mut cmd = Command::new(release.join("tabula-loadtest"));
    cmd.arg("--server")
        .arg(release.join("tabula-server"))
        .args(rest);
    println!("$ {}", show(&cmd));
    run(cmd)
}

/// `cargo xtask check-theme NAME|DIR`: the game's theme checker.
fn check_theme(rest: &[String]) -> Result {
    let [theme] = rest else {
        return Err(Failure {
            message: "check-theme takes one theme: a name under assets/themes or a folder".into(),
            code: 2,
        });
    };
    let mut cmd = cargo();
    cmd.args(["run", "--quiet", "-p", "tabula", "--", "--check-theme"])
        .arg(theme);
    println!("$ {}", show(&cmd));
    run(cmd)
}

fn bench(rest: &[String]) -> Result {
    let mut args: Vec<String> = BENCH_DEFAULT.iter().map(|s| s.to_string()).collect();
    args.extend(rest.iter().cloned());
    tabula_cli(&args)
}

/// `train GAME [ARGS]`: the game's trainer (an example of its crate) in release mode.
fn train(rest: &[String]) -> Result {
    let Some((game, args)) = rest.split_first() else {
        return Err(Failure {
            message: "train needs a game: cargo xtask train backgammon [OPTIONS]".into(),
            code: 2,
        });
    };
    if game != "backgammon" {
        return Err(Failure {
            message: format!("no trainer for {game:?} (only backgammon has one)"),
            code: 2,
        });
    }
    let mut cmd = cargo();
    cmd.args([
        "run",
        "--release",
        "-p",
        "tabula-backgammon",
        "--example",
        "train",
        "--",
    ])
    .args(args);
    println!("$ {}", show(&cmd));
    run(cmd)
}

/// Runs `tabula-artgen` to write a theme into `out`.
fn artgen(theme: &str, out: &Path) -> Result {
    let mut cmd = cargo();
    // The dev profile: its dependencies are optimised (the drawing is theirs) and already
    // built by the tests, where a release build would compile them all again. Rust's
    // floating point is the same at every optimisation level, and so are the pictures.
    cmd.args(["run", "--quiet", "-p", "tabula-artgen", "--"])
        .args(["--theme", theme])
        .arg(out);
    println!("$ {}", show(&cmd));
    run(cmd)
}

fn assets(rest: &[String]) -> Result {
    let check = match rest {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => {
            return Err(Failure {
                message: format!("assets takes only --check, got {rest:?}"),
                code: 2,
            });
        }
    };
    for theme in GENERATED_THEMES {
        theme_files(theme, check)?;
    }
    // The fonts last: they cover the themes' names of their colours too.
    language_fonts(check)
}

/// Writes a generated theme into its folder, or with `check` compares a fresh one with it.
fn theme_files(theme: &str, check: bool) -> Result {
    let folder = format!("{THEMES_DIR}/{theme}");
    let committed = root().join(&folder);
    if !check {
        return artgen(theme, &committed);
    }
    let fresh = env::temp_dir().join(format!("tabula-assets-check-{}", std::process::id()));
    let _ = fs::remove_dir_all(&fresh);
    let result = artgen(theme, &fresh).and_then(|()| {
        let problems = compare_trees(&committed, &fresh)
            .map_err(|e| Failure::new(format!("cannot compare the theme folders: {e}")))?;
        if problems.is_empty() {
            println!("{folder}: every file is as tabula-artgen makes it");
            return Ok(());
        }
        for p in &problems {
            println!("  {p}");
        }
        Err(Failure::new(format!(
            "{folder} is not what tabula-artgen makes ({} problems); run `cargo xtask \
             assets` and commit the result",
            problems.len()
        )))
    });
    let _ = fs::remove_dir_all(&fresh);
    result
}

/// The languages' own fonts: a language whose script Ubuntu Light lacks names a system
/// font in `assets/locales/<code>/font.source`; its `font.ttf` is that font cut down (by
/// fontTools) to the letters the language's texts use, so the web download stays small.
/// With `check`, the committed cut must equal a fresh one.
fn language_fonts(check: bool) -> Result {
    let locales = root().join("assets/locales");
    let entries =
        fs::read_dir(&locales).map_err(|e| Failure::new(format!("{}: {e}", locales.display())))?;
    for entry in entries.flatten() {
        let dir = entry.path();
        let Ok(source) = fs::read_to_string(dir.join("font.source")) else {
            continue;
        };
        let source = source.trim();
        if !Path::new(source).is_file() {
            return Err(Failure::new(format!(
                "{}: the font {source} is not installed (see SYSTEM_PACKAGES)",
                dir.display()
            )));
        }
        let mut letters = BTreeSet::new();
        for file in fs::read_dir(&dir)
            .map_err(|e| Failure::new(e.to_string()))?
            .flatten()
        {
            if file.path().extension().is_some_and(|e| e == "ftl") {
                let text =
                    fs::read_to_string(file.path()).map_err(|e| Failure::new(e.to_string()))?;
                letters.extend(text.chars().filter(|c| !c.is_control()));
            }
        }
        // The themes name their side colours in every language too.
        for theme in fs::read_dir(root().join("assets/themes"))
            .map_err(|e| Failure::new(e.to_string()))?
            .flatten()
        {
            if let Ok(text) = fs::read_to_string(theme.path().join("theme.ron")) {
                letters.extend(text.chars().filter(|c| !c.is_control()));
            }
        }
        let scratch = env::temp_dir().join(format!("tabula-font-{}", std::process::id()));
        fs::create_dir_all(&scratch).map_err(|e| Failure::new(e.to_string()))?;
        let text_file = scratch.join("letters.txt");
        fs::write(&text_file, letters.iter().collect::<String>())
            .map_err(|e| Failure::new(e.to_string()))?;
        let cut = scratch.join("font.ttf");
        let mut cmd = Command::new("/usr/bin/python3");
        cmd.args(["-m", "fontTools.subset", source, "--no-hinting"])
            .arg(format!("--text-file={}", text_file.display()))
            .arg(format!("--output-file={}", cut.display()))
            .stderr(Stdio::null());
        println!("$ {}", show(&cmd));
        run(cmd)?;
        let made = fs::read(&cut).map_err(|e| Failure::new(e.to_string()))?;
        let _ = fs::remove_dir_all(&scratch);
        let committed = dir.join("font.ttf");
        if check {
            if fs::read(&committed).ok().as_deref() != Some(&made[..]) {
                return Err(Failure::new(format!(
                    "{} is not the cut of {source} for its texts; run `cargo xtask assets` \
                     and commit the result",
                    committed.display()
                )));
            }
            println!("{}: the cut of {source} for its texts", committed.display());
        } else {
            fs::write(&committed, &made).map_err(|e| Failure::new(e.to_string()))?;
            println!("wrote {} ({} bytes)", committed.display(), made.len());
        }
    }
    Ok(())
}

/// Every file under `dir`, relative to it (an absent folder has none).
fn list_files(dir: &Path) -> std::io::Result<BTreeSet<PathBuf>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeSet<PathBuf>) -> std::io::Result<()> {
        for entry in fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                walk(root, &path, out)?;
            } else if let Ok(rel) = path.strip_prefix(root) {
                out.insert(rel.to_path_buf());
            }
        }
        Ok(())
    }
    let mut out = BTreeSet::new();
    if dir.exists() {
        walk(dir, dir, &mut out)?;
    }
    Ok(out)
}

/// The differences between the committed theme and a fresh generation, one line each.
fn compare_trees(committed: &Path, fresh: &Path) -> std::io::Result<Vec<String>> {
    let (old, new) = (list_files(committed)?, list_files(fresh)?);
    let mut problems = Vec::new();
    for rel in new.union(&old) {
        let shown = rel.display();
        match (old.contains(rel), new.contains(rel)) {
            (false, _) => problems.push(format!("missing (generated, not committed): {shown}")),
            (_, false) => problems.push(format!("stale (committed, not generated): {shown}")),
            _ => {
                if fs::read(committed.join(rel))? != fs::read(fresh.join(rel))? {
                    problems.push(format!("differs: {shown}"));
                }
            }
        }
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_debian_and_ubuntu() {
        assert!(os_release_is_debian_like(
            "PRETTY_NAME=\"Debian GNU/Linux 12\"\nID=debian\n"
        ));
        assert!(os_release_is_debian_like("ID=ubuntu\nID_LIKE=debian\n"));
        assert!(os_release_is_debian_like(
            "ID=pop\nID_LIKE=\"ubuntu debian\"\n"
        ));
        assert!(!os_release_is_debian_like("ID=fedora\n"));
        assert!(!os_release_is_debian_like("ID=\"arch\"\nNAME=debian\n"));
    }

    #[test]
    fn serve_finds_the_data_folder_the_server_will_use() {
        let words =
            |line: &str| -> Vec<String> { line.split_whitespace().map(str::to_string).collect() };
        let named = words("--address 0.0.0.0:8080 --data /srv/tabula");
        let named: Vec<&String> = named.iter().collect();
        assert_eq!(server_data(&named), PathBuf::from("/srv/tabula"));
        let default = words("--address 0.0.0.0:8080");
        let default: Vec<&String> = default.iter().collect();
        assert_eq!(server_data(&default), root().join("tabula-server-data"));
    }

    #[test]
    fn reads_the_games_list() {
        assert_eq!(
            parse_game_list("yut 2\nmalefiz 4\n").ok().unwrap(),
            [("yut".to_string(), 2), ("malefiz".to_string(), 4)]
        );
        assert!(parse_game_list("").is_err());
        assert!(parse_game_list("usage: tabula").is_err());
    }

    #[test]
    fn dpkg_status() {
        assert!(dpkg_status_installed(
            "Package: x\nStatus: install ok installed\n"
        ));
        assert!(!dpkg_status_installed(
            "Package: x\nStatus: deinstall ok config-files\n"
        ));
        assert!(!dpkg_status_installed(""));
    }

    #[test]
    fn compares_theme_folders() {
        let base = env::temp_dir().join(format!("xtask-compare-{}", std::process::id()));
        let (a, b) = (base.join("committed"), base.join("fresh"));
        for (dir, files) in [
            (
                &a,
                [
                    ("same.txt", "x"),
                    ("sub/changed.png", "1"),
                    ("old.wav", "o"),
                ],
            ),
            (
                &b,
                [
                    ("same.txt", "x"),
                    ("sub/changed.png", "2"),
                    ("new.ron", "n"),
                ],
            ),
        ] {
            for (name, text) in files {
                let path = dir.join(name);
                fs::create_dir_all(path.parent().unwrap()).unwrap();
                fs::write(path, text).unwrap();
            }
        }
        let problems = compare_trees(&a, &b).unwrap();
        let _ = fs::remove_dir_all(&base);
        assert_eq!(
            problems,
            [
                "missing (generated, not committed): new.ron",
                "stale (committed, not generated): old.wav",
                &format!(
                    "differs: {}",
                    Path::new("sub").join("changed.png").display()
                ),
            ]
        );
    }

    #[test]
    fn steps_start_with_packages_and_end_with_the_rendered_checks() {
        let titles: Vec<_> = test_steps().iter().map(|s| s.title).collect();
        assert_eq!(titles.first(), Some(&"system packages"));
        assert_eq!(
            titles[titles.len() - 2..],
            ["rendered demo (Xvfb)", "web build in headless Chromium"]
        );
        // The web build runs beside every desktop build, once the formatting (the quickest
        // check) has passed.
        let at = |title: &str| titles.iter().position(|t| *t == title).expect(title);
        let background = at("web build with clippy started in the background");
        assert!(at("formatting") < background);
        assert!(background < at("clippy"));
        // Every crate's tests run: the workspace's, and xtask's on their own.
        assert!(at("tests") < at("xtask's tests"));
        // The rendered demo starts once the game's binary is built, and runs beside the tests.
        let demo = at("rendered demo started in the background");
        assert!(at("tests built") < demo && demo < at("tests"));
    }
}
