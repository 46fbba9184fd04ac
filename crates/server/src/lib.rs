//! Tabula's game server: a WebSocket at `/ws` speaking `tabula-protocol`, and the web build
//! at `/`, so one address is both the game and the server. Each live room is a task that
//! owns its match (`tabula-table`'s referee) and its seats; the server draws every throw
//! from a seed of the operating system's secure random source, and keeps every accepted
//! action in the database before anyone is told, so a server killed and started again
//! resumes every room.

mod connection;
mod lease;
mod live;
mod proxy;
mod rooms;
mod stats;
mod store;

pub use rooms::Timing;
pub use stats::Figures;
pub use store::{Store, StoreError};

use axum::extract::{State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{Json, Response};
use axum::routing::get;
use axum::{Router, serve::ListenerExt};
use lease::Node;
use rooms::Rooms;
use stats::Stats;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tabula_protocol::MAX_FRAME_BYTES;
use tower_http::services::ServeDir;

/// How a server is started.
#[derive(Clone, Debug)]
pub struct Config {
    pub address: SocketAddr,
    /// `sqlite://FILE` or `postgres://…`.
    pub database: String,
    /// The web build to serve at `/` (what `cargo xtask web` makes), if any.
    pub web: Option<PathBuf>,
    /// How many requests a connection may make each second (twice as many at once);
    /// more are refused as too fast.
    pub requests_per_second: u32,
    pub timing: Timing,
    /// One of several processes on one Postgres database, if so.
    pub cluster: Option<ClusterConfig>,
}

/// A process of a cluster: several on one Postgres database, each live room run by one of
/// them at a time.
#[derive(Clone, Debug)]
pub struct ClusterConfig {
    /// Where the other processes reach this one (`host:port`); by default the address
    /// listened on (127.0.0.1 for an unspecified one).
    pub node_address: Option<String>,
    /// How long a room stays this process's after its last renewal: how long its players
    /// wait for another process to take it over should this one die.
    pub lease: Duration,
}

/// How long a room's lease lasts, unless told.
pub const LEASE: Duration = Duration::from_secs(10);

/// The read buffer of each WebSocket.
pub(crate) const READ_BUFFER_BYTES: usize = 4096;

/// A person clicks a few times a second at most.
pub const REQUESTS_PER_SECOND: u32 = 20;

/// How long the rooms wait for people who left, unless told.
pub const TIMING: Timing = Timing {
    away_after: Duration::from_secs(10 * 60),
    close_after: Duration::from_secs(7 * 24 * 60 * 60),
    silent_after: Duration::from_secs(60),
};

#[derive(Clone)]
struct Shared {
    rooms: Arc<Rooms>,
    stats: Arc<Stats>,
    requests_per_second: u32,
    silent_after: Duration,
}

#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {address}: {error}")]
    Listen {
        address: SocketAddr,
        error: std::io::Error,
    },
    #[error("the server stopped: {0}")]
    Serve(std::io::Error),
    #[error(
        "--cluster needs a shared Postgres database (--database postgres://...): \
         SQLite is a file on one machine, which other processes elsewhere cannot share"
    )]
    ClusterWithoutPostgres,
}

/// Opens the database, resumes its rooms and starts listening; `ready` is told the
/// address listened on (the port the system chose when asked for port 0).
pub async fn run(config: Config, ready: impl FnOnce(SocketAddr)) -> Result<(), ServerError> {
    if config.cluster.is_some() && !config.database.starts_with("postgres") {
        return Err(ServerError::ClusterWithoutPostgres);
    }
    // Listening first: a process of a cluster says where it is reached in its leases.
    let listener = tokio::net::TcpListener::bind(config.address)
        .await
        .map_err(|error| ServerError::Listen {
            address: config.address,
            error,
        })?;
    let address = listener.local_addr().map_err(ServerError::Serve)?;
    let node = config.cluster.as_ref().map(|cluster| {
        let reached = cluster.node_address.clone().unwrap_or_else(|| {
            let mut at = address;
            if at.ip().is_unspecified() {
                at.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
            }
            at.to_string()
        });
        let id: [u8; 8] = rooms::random_bytes();
        Node {
            id: id.iter().map(|b| format!("{b:02x}")).collect(),
            address: reached,
            lease: cluster.lease,
        }
    });
    let store = Store::open_as(
        &config.database,
        node.as_ref().map(|n| Arc::from(n.id.as_str())),
    )
    .await?;
    let stats = Arc::new(Stats::default());
    if let Some(node) = &node {
        tracing::info!(id = node.id, address = node.address, "one of a cluster");
    }
    let rooms = Rooms::resume(
        store,
        config.timing,
        stats.clone(),
        node.map(|node| (node, config.database.clone())),
    )
    .await?;
    let shared = Shared {
        rooms: rooms.clone(),
        stats,
        requests_per_second: config.requests_per_second,
        silent_after: config.timing.silent_after,
    };
    let mut app = Router::new()
        .route("/ws", get(upgrade))
        .route("/stats", get(figures))
        .route("/healthz", get(health))
        .with_state(shared);
    if let Some(web) = &config.web {
        // The build writes Brotli and gzip copies beside its files: sent by Accept-Encoding.
        app = app.fallback_service(ServeDir::new(web).precompressed_br().precompressed_gzip());
    }
    // A move is a small frame: send it at once rather than wait to fill a packet.
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::warn!("no TCP_NODELAY: {e}");
        }
    });
    ready(address);
    let clustered = config.cluster.is_some();
    tokio::select! {
        served = axum::serve(listener, app) => served.map_err(ServerError::Serve),
        // Stopped (systemctl stop, a restart, Ctrl-C): in a cluster, the rooms are handed
        // over at once rather than after their leases run out.
        () = stop_asked(), if clustered => {
            rooms.hand_over().await;
            Ok(())
        }
    }
}

/// Resolves on SIGTERM or SIGINT.
async fn stop_asked() {
    use tokio::signal::unix::{SignalKind, signal};
    let (Ok(mut term), Ok(mut int)) = (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) else {
        tracing::warn!("no signal handlers: a stop leaves the rooms to their leases");
        return std::future::pending().await;
    };
    tokio::select! {
        _ = term.recv() => {}
        _ = int.recv() => {}
    }
}

async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Shared>) -> Response {
    // A request is a few hundred bytes: a small read buffer (tungstenite's default is
    // 128 KiB, kept per connection) lets one server hold thousands of players.
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(READ_BUFFER_BYTES)
        .on_upgrade(move |socket| {
            connection::serve(
                socket,
                shared.rooms,
                shared.stats,
                shared.requests_per_second,
                shared.silent_after,
            )
        })
}

async fn figures(State(shared): State<Shared>) -> Json<Figures> {
    Json(shared.stats.figures())
}

/// For a front's health checks: 200 while the process serves and reaches its database.
async fn health(State(shared): State<Shared>) -> (StatusCode, &'static str) {
    match shared.rooms.database_answers().await {
        Ok(()) => (StatusCode::OK, "ok\n"),
        Err(e) => {
            tracing::warn!("health: {e}");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "the database does not answer\n",
            )
        }
    }
}
