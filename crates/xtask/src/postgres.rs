//! A PostgreSQL cluster of the game server's own, for `cargo xtask serve --postgres`: made
//! with Debian's `initdb` in the server's data folder on first use, started with `pg_ctl`,
//! and left running for the next start (its stop command is printed).

use crate::{Failure, Result, show};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The cluster's port on 127.0.0.1: fixed, so its address stays the same between starts,
/// and away from a system cluster's 5432.
pub const PORT: u16 = 55432;

/// The database URL the server is given.
pub fn url() -> String {
    format!("postgres://tabula@127.0.0.1:{PORT}/postgres")
}

/// Makes the cluster in `dir` if it has none, and starts it unless it runs.
pub fn start(dir: &Path) -> Result {
    let bin = bin_dir()?;
    std::fs::create_dir_all(dir).map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    let dir = dir
        .canonicalize()
        .map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    if is_root() {
        // PostgreSQL refuses to run as root: the cluster is the postgres user's.
        let mut chown = Command::new("chown");
        chown.args(["-R", "postgres"]).arg(&dir);
        crate::run(chown)?;
    }
    let data = dir.join("cluster");
    let data_arg = data.display().to_string();
    if !data.join("PG_VERSION").is_file() {
        println!("a new PostgreSQL cluster in {}", data.display());
        pg(
            &bin,
            "initdb",
            &["-D", &data_arg, "-A", "trust", "-U", "tabula", "--no-sync"],
        )?;
    }
    if pg(&bin, "pg_ctl", &["-D", &data_arg, "status"]).is_ok() {
        println!("PostgreSQL already runs on port {PORT}");
    } else {
        let options = format!(
            "-p {PORT} -k {} -c listen_addresses=127.0.0.1",
            dir.display()
        );
        let log = dir.join("postgres.log").display().to_string();
        pg(
            &bin,
            "pg_ctl",
            &["-D", &data_arg, "-o", &options, "-l", &log, "-w", "start"],
        )?;
    }
    println!(
        "PostgreSQL at {} (stop it with: {})",
        url(),
        stop_line(&bin, &data)
    );
    Ok(())
}

/// How to stop the cluster by hand.
fn stop_line(bin: &Path, data: &Path) -> String {
    let pg_ctl = bin.join("pg_ctl");
    let line = format!("{} -D {} stop", pg_ctl.display(), data.display());
    if is_root() {
        format!("runuser -u postgres -- {line}")
    } else {
        line
    }
}

/// PostgreSQL's programs, where `pg_config` says they are.
fn bin_dir() -> std::result::Result<PathBuf, Failure> {
    let out = Command::new("pg_config")
        .arg("--bindir")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| {
            Failure::new(format!(
                "pg_config: {e} (install the postgresql package, which `cargo xtask test` does)"
            ))
        })?;
    Ok(PathBuf::from(
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
    ))
}

/// Runs one of PostgreSQL's programs, as the postgres user when this is root.
fn pg(bin: &Path, program: &str, args: &[&str]) -> Result {
    let path = bin.join(program);
    let mut cmd = if is_root() {
        let mut cmd = Command::new("runuser");
        cmd.args(["-u", "postgres", "--"]).arg(&path);
        cmd
    } else {
        Command::new(&path)
    };
    cmd.args(args).stdin(Stdio::null()).stdout(Stdio::null());
    let shown = show(&cmd);
    let status = cmd
        .status()
        .map_err(|e| Failure::new(format!("cannot run `{shown}`: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Failure::new(format!("`{shown}` failed ({status})")))
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}
