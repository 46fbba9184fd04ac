//! A server started as its own process (so a test can kill it as `kill -9` would), and
//! clients that speak the protocol over real sockets.

#![allow(dead_code)]

mod pg;
mod player;
#[allow(unused_imports)] // Only the Postgres tests use it.
pub use pg::*;
pub use player::*;

use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tabula_protocol::{ClientMessage, ServerMessage, decode_server, encode};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

/// How long a client waits for a message before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

pub struct Server {
    child: Child,
    pub address: SocketAddr,
}

impl Server {
    /// Starts the server on a free port with its SQLite file at `db`, for clients that
    /// play as fast as the server answers.
    pub fn start(db: &Path) -> Server {
        Server::paced(db, 100_000)
    }

    /// Starts the server allowing each connection `requests_per_second`.
    pub fn paced(db: &Path, requests_per_second: u32) -> Server {
        Server::with_args(db, requests_per_second, &[])
    }

    /// Starts the server with more arguments.
    pub fn with_args(db: &Path, requests_per_second: u32, more: &[&str]) -> Server {
        Server::at(
            &format!("sqlite://{}", db.display()),
            requests_per_second,
            more,
        )
    }

    /// Starts the server on the database at `url`.
    pub fn at(url: &str, requests_per_second: u32, more: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabula-server"))
            .args(["--address", "127.0.0.1:0", "--database", url])
            .args(["--requests-per-second", &requests_per_second.to_string()])
            .args(more)
            .env(
                "RUST_LOG",
                std::env::var("TEST_SERVER_LOG").unwrap_or("warn".into()),
            )
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start tabula-server");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the server's first line");
        let address = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("the server said {line:?}"))
            .parse()
            .expect("an address");
        Server { child, address }
    }

    /// Another program that clients reach as they reach the server (a front), stopped
    /// when dropped.
    pub fn other(child: Child, address: SocketAddr) -> Server {
        Server { child, address }
    }

    /// Asks the process to stop, as `systemctl stop` does (SIGTERM), and waits until it
    /// has; whether it ended well.
    pub fn stop(mut self) -> bool {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill -TERM");
        assert!(status.success());
        self.child.wait().expect("the server ended").success()
    }

    /// Kills the process at once, as `kill -9` does: nothing is flushed or closed.
    pub fn kill(mut self) {
        self.child.kill().expect("kill the server");
        self.child.wait().expect("the server ended");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A port nobody listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// A fresh folder for a test's database.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabula-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connects and says hello.
    pub async fn connect(server: &Server) -> Client {
        let mut client = Client::raw(server).await;
        client
            .send(&ClientMessage::Hello {
                client: "test".into(),
            })
            .await;
        assert!(matches!(client.recv().await, ServerMessage::Welcome { .. }));
        client
    }

    /// Connects without a hello.
    pub async fn raw(server: &Server) -> Client {
        let (socket, _) = connect_async(format!("ws://{}/ws", server.address))
            .await
            .expect("connect");
        Client { socket }
    }

    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&encode(message)).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("send");
    }

    /// Sends without failing the test: false once the server closed the connection.
    pub async fn try_send(&mut self, message: &ClientMessage) -> bool {
        self.socket
            .send(Message::Text(encode(message).into()))
            .await
            .is_ok()
    }

    pub async fn send_frame(&mut self, frame: Message) {
        let _ = self.socket.send(frame).await;
    }

    /// The next message; fails the test after [`PATIENCE`].
    pub async fn recv(&mut self) -> ServerMessage {
        self.try_recv(PATIENCE)
            .await
            .expect("a message from the server")
    }

    /// The next message within `wait`, or `None` (also when the connection closed).
    pub async fn try_recv(&mut self, wait: Duration) -> Option<ServerMessage> {
        // One deadline for all frames: the server's pings must not keep a test waiting.
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.socket.next())
                .await
                .ok()??;
            match frame.ok()? {
                Message::Text(text) => {
                    return Some(decode_server(text.as_str()).expect("readable"));
                }
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Whether the server closed the connection (reading on until it does).
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(PATIENCE, self.socket.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => continue,
            }
        }
    }
}
