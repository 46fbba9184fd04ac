//! A PostgreSQL cluster of the game server's own, in a folder: made with the installed
//! PostgreSQL's `initdb` (trust authentication for the user `tabula`), started and stopped
//! with `pg_ctl`, listening on 127.0.0.1 with its socket in that folder. Run as root, the
//! folder is handed to the `postgres` user and the programs run as it, since PostgreSQL
//! refuses to run as root. `cargo xtask serve --postgres` and the server's Postgres test
//! use it.

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What went wrong, in words: the program and how it failed.
#[derive(Debug)]
pub struct ClusterError(String);

impl fmt::Display for ClusterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ClusterError {}

/// Whether the cluster's writes reach the disk: a throwaway cluster of a test goes faster
/// without.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    Durable,
    Throwaway,
}

/// A cluster in `dir`: its data in `dir/cluster`, its socket and log in `dir`.
#[derive(Debug)]
pub struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    durability: Durability,
}

impl Cluster {
    /// The cluster in `dir` on `port`, made there with `initdb` if it has none yet.
    pub fn init(dir: &Path, port: u16, durability: Durability) -> Result<Cluster, ClusterError> {
        let bin = bin_dir()?;
        std::fs::create_dir_all(dir)
            .map_err(|e| ClusterError(format!("{}: {e}", dir.display())))?;
        let dir = dir
            .canonicalize()
            .map_err(|e| ClusterError(format!("{}: {e}", dir.display())))?;
        if is_root() {
            let mut chown = Command::new("chown");
            chown.args(["-R", "postgres"]).arg(&dir);
            run(chown)?;
        }
        let cluster = Cluster {
            bin,
            dir,
            port,
            durability,
        };
        if !cluster.data().join("PG_VERSION").is_file() {
            let data = cluster.data().display().to_string();
            let mut args = vec!["-D", &data, "-A", "trust", "-U", "tabula"];
            if durability == Durability::Throwaway {
                args.push("--no-sync");
            }
            cluster.pg("initdb", &args)?;
        }
        Ok(cluster)
    }

    /// Starts the cluster and waits until it takes connections; nothing if it runs.
    pub fn start(&self) -> Result<(), ClusterError> {
        if self.is_running() {
            return Ok(());
        }
        let mut options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1",
            self.port,
            self.dir.display()
        );
        if self.durability == Durability::Throwaway {
            options.push_str(" -c fsync=off");
        }
        let data = self.data().display().to_string();
        let log = self.dir.join("postgres.log").display().to_string();
        self.pg(
            "pg_ctl",
            &["-D", &data, "-o", &options, "-l", &log, "-w", "start"],
        )
    }

    /// Whether the cluster runs.
    pub fn is_running(&self) -> bool {
        let data = self.data().display().to_string();
        self.pg("pg_ctl", &["-D", &data, "status"]).is_ok()
    }

    /// Stops the cluster at once, as a crash would (the next start recovers).
    pub fn stop_now(&self) -> Result<(), ClusterError> {
        let data = self.data().display().to_string();
        self.pg("pg_ctl", &["-D", &data, "-m", "immediate", "stop"])
    }

    /// The database URL the server is given.
    pub fn url(&self) -> String {
        format!("postgres://tabula@127.0.0.1:{}/postgres", self.port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The process id of the running cluster's postmaster (the first line of its
    /// `postmaster.pid`).
    pub fn postmaster_pid(&self) -> Option<u32> {
        let text = std::fs::read_to_string(self.data().join("postmaster.pid")).ok()?;
        text.lines().next()?.trim().parse().ok()
    }

    /// The command that stops the cluster, for a person to run.
    pub fn stop_line(&self) -> String {
        let line = format!(
            "{} -D {} stop",
            self.bin.join("pg_ctl").display(),
            self.data().display()
        );
        if is_root() {
            format!("runuser -u postgres -- {line}")
        } else {
            line
        }
    }

    fn data(&self) -> PathBuf {
        self.dir.join("cluster")
    }

    /// Runs one of PostgreSQL's programs, as the postgres user when this is root.
    fn pg(&self, program: &str, args: &[&str]) -> Result<(), ClusterError> {
        let path = self.bin.join(program);
        let mut cmd = if is_root() {
            let mut cmd = Command::new("runuser");
            cmd.args(["-u", "postgres", "--"]).arg(&path);
            cmd
        } else {
            Command::new(&path)
        };
        cmd.args(args);
        run(cmd)
    }
}

/// PostgreSQL's programs, where `pg_config` says they are.
fn bin_dir() -> Result<PathBuf, ClusterError> {
    let out = Command::new("pg_config")
        .arg("--bindir")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| ClusterError(format!("pg_config: {e} (is PostgreSQL installed?)")))?;
    if !out.status.success() {
        return Err(ClusterError(format!("pg_config --bindir: {}", out.status)));
    }
    Ok(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

fn run(mut cmd: Command) -> Result<(), ClusterError> {
    let shown = format!("{cmd:?}");
    let status = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .map_err(|e| ClusterError(format!("cannot run {shown}: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(ClusterError(format!("{shown} failed ({status})")))
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}
