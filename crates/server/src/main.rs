//! `tabula-server [--address ADDR] [--database URL] [--data DIR] [--web DIR] [--cluster]
//! ...`: the game server. SQLite in the data folder unless a database is named.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;
use tabula_server::{ClusterConfig, Config, LEASE, REQUESTS_PER_SECOND, ServerError, TIMING, run};

const USAGE: &str = "usage: tabula-server [--address ADDR] [--database URL] [--data DIR] [--web DIR] [--cluster [--node-address HOST:PORT] [--lease-seconds N]] [--requests-per-second N] [--away-seconds N] [--close-seconds N] [--silent-seconds N]
  --address ADDR   where to listen (default 127.0.0.1:8080; port 0: any free port)
  --database URL   sqlite://FILE or postgres://... (default: sqlite in the data folder)
  --cluster        one of several processes on one Postgres database: each room is run
                   by the process its first player reaches, and the others pass their
                   players on to it; a room whose process dies is taken over by another
  --node-address HOST:PORT
                   where the other processes reach this one (default: the address
                   listened on, 127.0.0.1 for 0.0.0.0)
  --lease-seconds N
                   how long a room stays its process's without a renewal: how long its
                   players wait should that process die (default 10)
  --data DIR       the data folder (default: tabula-server-data)
  --web DIR        the web build to serve at / (default: dist/web, when it exists)
  --requests-per-second N
                   a connection's requests each second, twice as many at once (default 20)
  --away-seconds N a player gone this long is away: the others may claim the match
                   (default 600)
  --close-seconds N
                   a room everyone left this long ago closes; its record stays
                   (default 604800, a week)
  --silent-seconds N
                   a connection silent this long (no answer to pings) is closed
                   (default 60)";

/// A number of seconds above 0.
fn seconds(flag: &str, text: &str) -> Result<Duration, String> {
    text.parse()
        .ok()
        .filter(|n| *n > 0)
        .map(Duration::from_secs)
        .ok_or_else(|| format!("{flag} {text:?}: a number of seconds above 0"))
}

fn config(args: &[String]) -> Result<Config, String> {
    let mut address: SocketAddr = "127.0.0.1:8080".parse().expect("an address");
    let mut database = None;
    let mut data = PathBuf::from("tabula-server-data");
    let mut web = None;
    let mut requests_per_second = REQUESTS_PER_SECOND;
    let mut timing = TIMING;
    let mut cluster = false;
    let mut node_address = None;
    let mut lease = None;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag.as_str() {
            "--address" => {
                let text = value()?;
                address = text
                    .parse()
                    .map_err(|e| format!("--address {text:?}: {e}"))?;
            }
            "--database" => database = Some(value()?),
            "--data" => data = PathBuf::from(value()?),
            "--web" => web = Some(PathBuf::from(value()?)),
            "--requests-per-second" => {
                let text = value()?;
                requests_per_second =
                    text.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                        format!("--requests-per-second {text:?}: a count above 0")
                    })?;
            }
            "--away-seconds" => timing.away_after = seconds(flag, &value()?)?,
            "--close-seconds" => timing.close_after = seconds(flag, &value()?)?,
            "--silent-seconds" => timing.silent_after = seconds(flag, &value()?)?,
            "--cluster" => cluster = true,
            "--node-address" => node_address = Some(value()?),
            "--lease-seconds" => lease = Some(seconds(flag, &value()?)?),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if !cluster && (node_address.is_some() || lease.is_some()) {
        return Err(
            "--node-address and --lease-seconds are for a process of a cluster: add --cluster"
                .into(),
        );
    }
    let cluster = cluster.then(|| ClusterConfig {
        node_address,
        lease: lease.unwrap_or(LEASE),
    });
    let database = match database {
        Some(url) => url,
        None => {
            std::fs::create_dir_all(&data)
                .map_err(|e| format!("the data folder {}: {e}", data.display()))?;
            format!("sqlite://{}", data.join("tabula-server.db").display())
        }
    };
    if cluster.is_some() && !database.starts_with("postgres") {
        return Err(ServerError::ClusterWithoutPostgres.to_string());
    }
    let web = web.or_else(|| Some(PathBuf::from("dist/web")).filter(|p| p.is_dir()));
    Ok(Config {
        address,
        database,
        web,
        requests_per_second,
        timing,
        cluster,
    })
}

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let config = match config(&args) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("tabula-server: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let served = run(config, |address| {
        // The first line of the output: where to connect (tests read it).
        println!("listening on http://{address}");
        let _ = std::io::stdout().flush();
    })
    .await;
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tabula-server: {e}");
            ExitCode::FAILURE
        }
    }
}
