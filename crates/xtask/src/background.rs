//! The long steps of `cargo xtask test` that run beside the others: the web build, clippy's
//! lints on (`xtask web --lint`), beside the desktop's builds, and the rendered demo
//! (`xtask rendered-demo`) beside the tests, the theme check and the docs. Each is this
//! program itself as a child in a process group of its own, its output kept in a log under
//! the target directory and shown when a step waits for it.

use crate::{Failure, Result, target_dir};
use std::fs::{self, File};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};
use std::time::Instant;

/// A step run beside the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    WebBuild,
    RenderedDemo,
}

impl Job {
    fn name(self) -> &'static str {
        match self {
            Job::WebBuild => "web build",
            Job::RenderedDemo => "rendered demo",
        }
    }

    /// This program's arguments that run the job.
    fn args(self) -> &'static [&'static str] {
        match self {
            Job::WebBuild => &["web", "--lint"],
            Job::RenderedDemo => &["rendered-demo"],
        }
    }

    fn log(self) -> PathBuf {
        target_dir().join(match self {
            Job::WebBuild => "xtask-web-build.log",
            Job::RenderedDemo => "xtask-rendered-demo.log",
        })
    }
}

struct Running {
    job: Job,
    pid: u32,
    /// The job's exit and its length, sent by a thread waiting on it as it ends (the
    /// steps in the foreground may still run then).
    ended: Receiver<(std::io::Result<ExitStatus>, f64)>,
}

/// The jobs running, and how long each took once it ended.
static RUNNING: Mutex<Vec<Running>> = Mutex::new(Vec::new());
static SECONDS: Mutex<Vec<(Job, f64)>> = Mutex::new(Vec::new());

/// Starts `job` in the background.
pub fn start(job: Job) -> Result {
    let exe = std::env::current_exe()
        .map_err(|e| Failure::new(format!("cannot find the running xtask: {e}")))?;
    let log = job.log();
    if let Some(dir) = log.parent() {
        fs::create_dir_all(dir).map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    }
    let out = File::create(&log).map_err(|e| Failure::new(format!("{}: {e}", log.display())))?;
    let err = out
        .try_clone()
        .map_err(|e| Failure::new(format!("{}: {e}", log.display())))?;
    let child = Command::new(exe)
        .args(job.args())
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        // Its own group, so that a failing step can stop it with what it started.
        .process_group(0)
        .spawn()
        .map_err(|e| Failure::new(format!("cannot start the {}: {e}", job.name())))?;
    let pid = child.id();
    println!(
        "$ xtask {} (pid {pid}, output in {})",
        job.args().join(" "),
        log.display()
    );
    let started = Instant::now();
    let (tell, ended) = channel();
    std::thread::spawn(move || {
        let mut child = child;
        let status = child.wait();
        let _ = tell.send((status, started.elapsed().as_secs_f64()));
    });
    lock(&RUNNING).push(Running { job, pid, ended });
    Ok(())
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().expect("not poisoned")
}

fn take(job: Job) -> Option<Running> {
    let mut running = lock(&RUNNING);
    let at = running.iter().position(|r| r.job == job)?;
    Some(running.remove(at))
}

/// Waits for `job`, shows its output, and fails if it failed. Runs it in the foreground
/// (`run_here`) when it was not started (a step list without its background step).
pub fn wait(job: Job, run_here: impl FnOnce() -> Result) -> Result {
    let Some(running) = take(job) else {
        return run_here();
    };
    let name = job.name();
    let (status, secs) = running
        .ended
        .recv()
        .map_err(|e| Failure::new(format!("waiting for the {name}: {e}")))?;
    let status = status.map_err(|e| Failure::new(format!("waiting for the {name}: {e}")))?;
    lock(&SECONDS).push((job, secs));
    let log = job.log();
    let output = fs::read_to_string(&log).unwrap_or_default();
    println!("--- the {name}'s output ({secs:.1} s, {}):", log.display());
    print!("{output}");
    println!("--- end of the {name}'s output");
    if status.success() {
        Ok(())
    } else {
        Err(Failure::new(format!("the {name} failed ({status})")))
    }
}

/// Stops every job still running (a step failed).
pub fn stop_all() {
    while let Some(running) = lock(&RUNNING).pop() {
        let group = format!("-{}", running.pid);
        let _ = Command::new("kill")
            .args(["-TERM", "--", &group])
            .stdin(Stdio::null())
            .status();
        let _ = running.ended.recv();
        println!(
            "stopped the {} (its output: {})",
            running.job.name(),
            running.job.log().display()
        );
    }
}

/// How long each job waited for took, to its own end, with its name.
pub fn seconds() -> Vec<(&'static str, f64)> {
    lock(&SECONDS)
        .iter()
        .map(|(job, secs)| (job.name(), *secs))
        .collect()
}
