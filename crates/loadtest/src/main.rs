//! `tabula-loadtest --server PATH [--games N] [--seconds S] [--ramp-per-second R]
//! [--pace-ms MIN..MAX] [--postgres [--processes P]]`: a load benchmark for
//! `tabula-server`. Starts the server with a fresh SQLite file (or a throwaway Postgres
//! cluster and P processes of a server cluster on it, each table's two bots on two of
//! them), ramps up N games of two bots each over real WebSockets, bots that
//! play random legal moves at a person's pace, then measures for S seconds: live games,
//! actions accepted each second, the round trip of a request to its `Accepted`, the
//! server's memory per room and its own handling time. Exits non-zero only if an action
//! was lost or an error occurred, never for slowness. `cargo xtask loadtest` builds both
//! in release mode and runs it.

mod bots;
mod measure;

use bots::{Bots, table};
use measure::{Tally, Trouble, percentile};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, ExitCode, Stdio};
use std::sync::Arc;
use std::time::Duration;
use tabula_pg_cluster::{Cluster, Durability};
use tokio::time::{Instant, MissedTickBehavior, interval, sleep, sleep_until};

const USAGE: &str = "usage: tabula-loadtest --server PATH [--games N] [--seconds S] [--ramp-per-second R] [--pace-ms MIN..MAX] [--postgres [--processes P]]
  --server PATH          the tabula-server binary to start and measure
  --postgres             the server on a throwaway PostgreSQL cluster (initdb and pg_ctl of
                         the postgresql package) instead of SQLite
  --processes P          P server processes of one cluster (--cluster) on that database
                         (default 1); each table's two bots reach two of them
  --games N              games played at once, two bots each (default 2000)
  --seconds S            the measuring window after the ramp-up (default 60)
  --ramp-per-second R    new games each second while ramping up (default 200)
  --pace-ms MIN..MAX     a bot's pause before each action, in milliseconds (default 2000..5000)";

/// What the round trip's 99th percentile should stay under.
const AIM: Duration = Duration::from_millis(50);

/// The open-files limit asked for (soft and hard): two sockets a game in this process
/// and two in the server, which inherits it.
const OPEN_FILES: u64 = 200_000;

/// How often progress is printed.
const PROGRESS: Duration = Duration::from_secs(5);

/// The ramp-up's grace beyond its planned length before measuring starts anyway.
const RAMP_GRACE: Duration = Duration::from_secs(60);

#[derive(Debug, PartialEq)]
struct Args {
    server: PathBuf,
    games: usize,
    seconds: u64,
    ramp_per_second: u32,
    pace_ms: RangeInclusive<u64>,
    postgres: bool,
    processes: usize,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut server = None;
    let mut games = 2000;
    let mut seconds = 60;
    let mut ramp_per_second = 200;
    let mut pace_ms = 2000..=5000;
    let mut postgres = false;
    let mut processes = 1;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--server" => server = Some(PathBuf::from(value()?)),
            "--games" => games = count(flag, value()?)?,
            "--seconds" => seconds = count(flag, value()?)?,
            "--ramp-per-second" => ramp_per_second = count(flag, value()?)?,
            "--pace-ms" => {
                let text = value()?;
                pace_ms = text
                    .split_once("..")
                    .and_then(|(a, b)| Some(a.parse().ok()?..=b.parse().ok()?))
                    .filter(|r| !r.is_empty())
                    .ok_or_else(|| format!("{flag} {text:?}: MIN..MAX, MIN not above MAX"))?;
            }
            "--postgres" => postgres = true,
            "--processes" => processes = count(flag, value()?)?,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if processes > 1 && !postgres {
        return Err(format!(
            "--processes {processes}: several processes share a Postgres database (add --postgres)"
        ));
    }
    Ok(Args {
        server: server.ok_or("--server PATH is needed")?,
        games,
        seconds,
        ramp_per_second,
        pace_ms,
        postgres,
        processes,
    })
}

/// A flag's value that counts something: a number above 0.
fn count<T: std::str::FromStr + Default + PartialOrd>(flag: &str, text: &str) -> Result<T, String> {
    text.parse()
        .ok()
        .filter(|n| *n > T::default())
        .ok_or_else(|| format!("{flag} {text:?}: a count above 0"))
}

/// The server under test, killed when dropped.
struct Server {
    child: Child,
    address: SocketAddr,
    /// Where its warnings go (thousands, when it struggles), out of the report's way.
    log: PathBuf,
    /// Kept open: the server would fail writing to a closed pipe.
    _stdout: BufReader<ChildStdout>,
}

impl Server {
    fn start(binary: &Path, database: &str, cluster: bool, log: PathBuf) -> Result<Server, String> {
        let log_file =
            std::fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let mut child = Command::new(binary)
            .args(["--address", "127.0.0.1:0", "--database", database])
            .args(cluster.then_some("--cluster"))
            // The per-connection info lines would cost the server more than the load.
            .env("RUST_LOG", "warn")
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log_file)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", binary.display()))?;
        let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut line = String::new();
        let _ = stdout.read_line(&mut line);
        let address = line
            .trim()
            .strip_prefix("listening on http://")
            .and_then(|a| a.parse().ok());
        match address {
            Some(address) => Ok(Server {
                child,
                address,
                log,
                _stdout: stdout,
            }),
            None => {
                let _ = child.kill();
                Err(format!("the server said {line:?}, not where it listens"))
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Raises this process's open-files limit (the server started later inherits it) as far
/// as allowed; returns the soft limit in force.
fn raise_open_files() -> u64 {
    if rlimit::setrlimit(rlimit::Resource::NOFILE, OPEN_FILES, OPEN_FILES).is_err() {
        // Without the right to raise the hard limit, up to it.
        let _ = rlimit::increase_nofile_limit(OPEN_FILES);
    }
    rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(0, |(soft, _)| soft)
}

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let args = match parse_args(&args) {
        Ok(args) => args,
        Err(e) => {
            eprintln!("tabula-loadtest: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let open_files = raise_open_files();
    // Each game holds two sockets here and two in the server: past the limit, connections
    // fail (and are counted), which is worth seeing, so the run goes on.
    let most = open_files.saturating_sub(100) / 2;
    if args.games as u64 > most {
        eprintln!(
            "tabula-loadtest: warning: {open_files} open files hold about {most} games, here and in the server"
        );
    }
    let dir = std::env::temp_dir().join(format!("tabula-loadtest-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("tabula-loadtest: a scratch folder {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    let logs: Vec<PathBuf> = (0..args.processes)
        .map(|i| {
            dir.with_file_name(format!(
                "tabula-loadtest-{}-server-{i}.log",
                std::process::id()
            ))
        })
        .collect();
    let code = match start_servers(&args, &dir, &logs) {
        Ok((servers, postgres)) => {
            let postmaster = postgres.as_ref().and_then(Cluster::postmaster_pid);
            // Interrupted (Ctrl-C, a kill), it still stops what it started.
            let clean = tokio::select! {
                clean = run(&args, &servers, postmaster, open_files) => Some(clean),
                () = interrupted() => None,
            };
            drop(servers);
            if let Some(cluster) = postgres
                && let Err(e) = cluster.stop_now()
            {
                eprintln!("tabula-loadtest: {e}");
            }
            match clean {
                Some(true) => ExitCode::SUCCESS,
                Some(false) => ExitCode::FAILURE,
                None => {
                    eprintln!("tabula-loadtest: interrupted; the servers and the database stopped");
                    ExitCode::from(130)
                }
            }
        }
        Err(e) => {
            eprintln!("tabula-loadtest: {e}");
            ExitCode::FAILURE
        }
    };
    let _ = std::fs::remove_dir_all(&dir);
    for log in &logs {
        if std::fs::metadata(log).is_ok_and(|m| m.len() == 0) {
            let _ = std::fs::remove_file(log);
        }
    }
    code
}

/// Resolves on SIGINT or SIGTERM.
async fn interrupted() {
    use tokio::signal::unix::{SignalKind, signal};
    let (Ok(mut int), Ok(mut term)) = (
        signal(SignalKind::interrupt()),
        signal(SignalKind::terminate()),
    ) else {
        return std::future::pending().await;
    };
    tokio::select! {
        _ = int.recv() => {}
        _ = term.recv() => {}
    }
}

/// The server's processes on their database: a fresh SQLite file in `dir`, or a
/// throwaway Postgres cluster there (returned, to be stopped at the end).
fn start_servers(
    args: &Args,
    dir: &Path,
    logs: &[PathBuf],
) -> Result<(Vec<Server>, Option<Cluster>), String> {
    let postgres = if args.postgres {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("a free port for Postgres: {e}"))?
            .port();
        // Durable, as a deployment's: each commit flushed to disk (stricter than the
        // SQLite file's WAL mode, which flushes at its checkpoints).
        let cluster = Cluster::init(&dir.join("postgres"), port, Durability::Durable)
            .map_err(|e| e.to_string())?;
        cluster.start().map_err(|e| e.to_string())?;
        Some(cluster)
    } else {
        None
    };
    let database = match &postgres {
        Some(cluster) => cluster.url(),
        None => format!("sqlite://{}", dir.join("loadtest.db").display()),
    };
    let servers = logs
        .iter()
        .map(|log| Server::start(&args.server, &database, args.postgres, log.clone()))
        .collect::<Result<Vec<_>, _>>();
    match servers {
        Ok(servers) => Ok((servers, postgres)),
        Err(e) => {
            if let Some(cluster) = postgres {
                let _ = cluster.stop_now();
            }
            Err(e)
        }
    }
}

/// Where the processes stood at one moment.
struct Snapshot {
    at: Instant,
    server_cpu: Option<Duration>,
    /// Postgres's, when the server is on Postgres.
    database_cpu: Option<Duration>,
    bots_cpu: Option<Duration>,
    stats: Option<measure::ServerStats>,
}

impl Snapshot {
    /// The processes' CPU time and figures, added up (the handling times: the slowest
    /// process's).
    async fn take(servers: &[Server], postmaster: Option<u32>) -> Snapshot {
        let at = Instant::now();
        let mut server_cpu = Some(Duration::ZERO);
        let mut stats: Option<measure::ServerStats> = None;
        for server in servers {
            server_cpu = server_cpu
                .zip(measure::cpu_time(&server.child.id().to_string()))
                .map(|(a, b)| a + b);
            let one = measure::server_stats(server.address).await;
            stats = match (stats, one) {
                (None, one) => one,
                (Some(all), Some(one)) => Some(all.and(&one)),
                (Some(_), None) => return Snapshot::none(at),
            };
        }
        Snapshot {
            at,
            server_cpu,
            database_cpu: postmaster.and_then(measure::tree_cpu_time),
            bots_cpu: measure::cpu_time("self"),
            stats,
        }
    }

    fn none(at: Instant) -> Snapshot {
        Snapshot {
            at,
            server_cpu: None,
            database_cpu: None,
            bots_cpu: measure::cpu_time("self"),
            stats: None,
        }
    }
}

/// The processes' memory together.
fn rss_kib(servers: &[Server]) -> Option<u64> {
    servers.iter().map(|s| measure::rss_kib(s.child.id())).sum()
}

/// Ramps up, measures, reports; true when nothing was lost and no error occurred.
async fn run(args: &Args, servers: &[Server], postmaster: Option<u32>, open_files: u64) -> bool {
    let rss_before = rss_kib(servers);
    let tally = Arc::new(Tally::default());
    let bots = Arc::new(Bots {
        addresses: servers.iter().map(|s| s.address).collect(),
        pace_ms: args.pace_ms.clone(),
        tally: tally.clone(),
    });
    let at: Vec<String> = servers
        .iter()
        .map(|s| format!("{} (pid {})", s.address, s.child.id()))
        .collect();
    println!(
        "tabula-loadtest: {} games against {}, the server at {}, ramping up {} a second, {open_files} open files",
        args.games,
        setup(args),
        at.join(", "),
        args.ramp_per_second
    );

    // The ramp-up: the four games in turn, each table its own task.
    let ramp_start = Instant::now();
    let mut tick = interval(Duration::from_secs_f64(
        1.0 / f64::from(args.ramp_per_second),
    ));
    tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut shown = Instant::now();
    for index in 0..args.games {
        tick.tick().await;
        let seed = index as u64;
        match index % 4 {
            0 => tokio::spawn(table::<tabula_yut::Yut>(bots.clone(), seed)),
            1 => tokio::spawn(table::<tabula_chisolo::Chisolo>(bots.clone(), seed)),
            2 => tokio::spawn(table::<tabula_malefiz::Malefiz>(bots.clone(), seed)),
            _ => tokio::spawn(table::<tabula_backgammon::Backgammon>(bots.clone(), seed)),
        };
        if shown.elapsed() >= PROGRESS {
            shown = Instant::now();
            progress("ramp", &tally, index + 1, ramp_start);
        }
    }
    let planned = Duration::from_secs_f64(args.games as f64 / f64::from(args.ramp_per_second));
    let give_up = ramp_start + planned + RAMP_GRACE;
    // Done when every table's first match has started (games that end and start again
    // keep the live count a little under the tables).
    while tally.tables_ready() < args.games && Instant::now() < give_up {
        sleep(Duration::from_millis(200)).await;
        if shown.elapsed() >= PROGRESS {
            shown = Instant::now();
            progress("ramp", &tally, args.games, ramp_start);
        }
    }
    let ramp = ramp_start.elapsed();
    println!(
        "ramp-up: {} of {} tables playing, {} games live, after {:.1} s",
        tally.tables_ready(),
        args.games,
        tally.live(),
        ramp.as_secs_f64()
    );

    // The window, measured from the snapshot's moment on, however long the server takes
    // to answer for its stats.
    tally.measure(true);
    let start = Snapshot::take(servers, postmaster).await;
    let (mut fewest, mut most) = (tally.live(), tally.live());
    let mut rss_peak = 0;
    for second in 1..=args.seconds {
        sleep_until(start.at + Duration::from_secs(second)).await;
        fewest = fewest.min(tally.live());
        most = most.max(tally.live());
        rss_peak = rss_peak.max(rss_kib(servers).unwrap_or(0));
        if second % PROGRESS.as_secs() == 0 {
            progress("window", &tally, args.games, start.at);
        }
    }
    tally.measure(false);
    let end = Snapshot::take(servers, postmaster).await;
    let server_log = servers
        .iter()
        .map(|s| log_summary(&s.log))
        .collect::<Vec<_>>()
        .join("; ");
    report(
        args,
        &tally,
        &Window {
            ramp,
            start,
            end,
            live: (fewest, most),
            rss_before,
            rss_peak,
            server_log,
        },
    )
}

fn progress(stage: &str, tally: &Tally, tables: usize, since: Instant) {
    println!(
        "  {stage} {:>4} s: {tables} tables ({} playing), {} games live, {} rooms made, {} round trips, {} errors, {} lost",
        since.elapsed().as_secs(),
        tally.tables_ready(),
        tally.live(),
        tally.rooms(),
        tally.round_trips(),
        tally.errors(),
        tally.troubles(Trouble::Lost),
    )
}

/// What the window saw, beside the tally.
struct Window {
    ramp: Duration,
    start: Snapshot,
    end: Snapshot,
    /// The fewest and most games live at each second.
    live: (usize, usize),
    rss_before: Option<u64>,
    rss_peak: u64,
    server_log: String,
}

/// The server's log in a line: empty, or its length and first line.
fn log_summary(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    match text.lines().next() {
        None => "empty".into(),
        Some(first) => format!(
            "{} lines in {}; the first: {first}",
            text.lines().count(),
            path.display()
        ),
    }
}

/// The server measured, in words.
fn setup(args: &Args) -> String {
    match (args.postgres, args.processes) {
        (false, _) => "one process on SQLite".into(),
        (true, 1) => "one process of a cluster on Postgres".into(),
        (true, n) => format!("{n} processes of a cluster on Postgres"),
    }
}

fn ms(micros: Option<u32>) -> String {
    micros.map_or("-".into(), |us| format!("{:.1}", f64::from(us) / 1000.0))
}

/// Prints the report; true when nothing was lost and no error occurred.
fn report(args: &Args, tally: &Tally, w: &Window) -> bool {
    let seconds = w.end.at.duration_since(w.start.at).as_secs_f64();
    let trips = tally.sorted_round_trips();
    let p99 = percentile(&trips, 99.0);
    let row = |name: &str, value: String| println!("  {name:<30} {value}");
    let share = |cpu: fn(&Snapshot) -> Option<Duration>| match (cpu(&w.start), cpu(&w.end)) {
        (Some(a), Some(b)) => format!("{:.0}%", (b - a).as_secs_f64() / seconds * 100.0),
        _ => "n/a".into(),
    };
    println!();
    println!(
        "tabula-loadtest report: {} games (yut, chisolo, malefiz, backgammon in turn) against {}, pace {}..{} ms, window {seconds:.0} s",
        args.games,
        setup(args),
        args.pace_ms.start(),
        args.pace_ms.end()
    );
    row(
        "ramp-up",
        format!(
            "{:.1} s at {} games a second",
            w.ramp.as_secs_f64(),
            args.ramp_per_second
        ),
    );
    row(
        "live games in the window",
        format!("{}..{} (asked {})", w.live.0, w.live.1, args.games),
    );
    row(
        "rooms made / games ended",
        format!("{} / {}", tally.rooms(), tally.ended()),
    );
    row(
        "actions accepted",
        format!(
            "{} ({:.1} a second)",
            trips.len(),
            trips.len() as f64 / seconds
        ),
    );
    row(
        "round trip p50 / p99 / max",
        format!(
            "{} / {} / {} ms",
            ms(percentile(&trips, 50.0)),
            ms(p99),
            ms(trips.last().copied())
        ),
    );
    let handled = match (&w.start.stats, &w.end.stats) {
        (Some(a), Some(b)) => {
            format!(
                "p50 {} us / p99 {} us; {:.1} requests a second; {} rooms, {} connections",
                b.handling_p50_us,
                b.handling_p99_us,
                b.handled.saturating_sub(a.handled) as f64 / seconds,
                b.rooms,
                b.connections
            ) + if args.processes > 1 {
                " (a player passed on counts on both processes)"
            } else {
                ""
            }
        }
        _ => "n/a (no GET /stats)".into(),
    };
    row("server handling", handled);
    // Finished rooms may stay in memory too: the growth is told a live game and a room.
    let rooms = w.end.stats.as_ref().map_or(tally.rooms(), |s| s.rooms);
    let memory = match w.rss_before {
        Some(before) => {
            let grown = w.rss_peak.saturating_sub(before) as f64;
            format!(
                "{:.1} MiB before, {:.1} MiB peak: {:.0} KiB a live game, {:.0} KiB a room of {rooms}",
                before as f64 / 1024.0,
                w.rss_peak as f64 / 1024.0,
                grown / w.live.1.max(1) as f64,
                grown / rooms.max(1) as f64,
            )
        }
        None => "n/a".into(),
    };
    row("server memory", memory);
    row(
        "CPU in the window (of one core)",
        format!(
            "server {}, database {}, bots {}; load average {}",
            share(|s| s.server_cpu),
            if args.postgres {
                share(|s| s.database_cpu)
            } else {
                "(in the server)".into()
            },
            share(|s| s.bots_cpu),
            measure::load_average().unwrap_or_else(|| "n/a".into())
        ),
    );
    let errors = tally.errors();
    let kinds: Vec<String> = Trouble::ERRORS
        .iter()
        .map(|&t| format!("{} {}", t.name(), tally.troubles(t)))
        .collect();
    row(
        "errors (whole run)",
        format!("{errors} ({})", kinds.join(", ")),
    );
    let lost = tally.troubles(Trouble::Lost);
    row("lost actions (whole run)", lost.to_string());
    row("server log", w.server_log.clone());
    match p99 {
        Some(us) => {
            let p99 = Duration::from_micros(u64::from(us));
            let within = if p99 <= AIM { "within" } else { "over" };
            println!(
                "verdict: p99 round trip {} ms at {} live games is {within} the {} ms aim",
                ms(Some(us)),
                w.live.0,
                AIM.as_millis()
            );
        }
        None => println!("verdict: no action was accepted in the window"),
    }
    errors == 0 && lost == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, String> {
        parse_args(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn defaults_and_flags() {
        let args = parse(&["--server", "s"]).unwrap();
        assert_eq!(
            args,
            Args {
                server: "s".into(),
                games: 2000,
                seconds: 60,
                ramp_per_second: 200,
                pace_ms: 2000..=5000,
                postgres: false,
                processes: 1,
            }
        );
        let args = parse(&[
            "--games",
            "50",
            "--seconds",
            "20",
            "--server",
            "s",
            "--pace-ms",
            "10..10",
        ]);
        let args = args.unwrap();
        assert_eq!((args.games, args.seconds, args.pace_ms), (50, 20, 10..=10));
    }

    #[test]
    fn bad_arguments_are_told() {
        assert_eq!(parse(&[]).unwrap_err(), "--server PATH is needed");
        assert_eq!(parse(&["--server"]).unwrap_err(), "--server needs a value");
        assert!(parse(&["--server", "s", "--games", "0"]).is_err());
        assert!(parse(&["--server", "s", "--games", "many"]).is_err());
        assert!(parse(&["--server", "s", "--pace-ms", "5000..2000"]).is_err());
        assert!(parse(&["--server", "s", "--pace-ms", "2000"]).is_err());
        assert!(
            parse(&["--server", "s", "--processes", "2"])
                .unwrap_err()
                .contains("add --postgres")
        );
        let args = parse(&["--server", "s", "--postgres", "--processes", "3"]).unwrap();
        assert_eq!((args.postgres, args.processes), (true, 3));
        assert_eq!(
            parse(&["--server", "s", "--fast"]).unwrap_err(),
            "unknown argument \"--fast\""
        );
    }
}
