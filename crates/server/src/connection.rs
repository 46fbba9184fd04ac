//! One client's WebSocket: frames read and checked, requests handed to the rooms, and a
//! writer that sends what the rooms tell it. Bad input is answered in words and changes
//! nothing; a client that floods or speaks another version is told why and closed, and one
//! that does not read what it is sent, or has fallen silent, is closed.

use crate::proxy::Upstream;
use crate::rooms::{OUTBOX, Reach, RoomRequest, Rooms};
use crate::stats::Stats;
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tabula_protocol::{
    ClientMessage, DecodeError, RequestError, RoomCode, ServerMessage, decode_client, encode,
};
use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::{broadcast, mpsc};

static NEXT_CONNECTION: AtomicU64 = AtomicU64::new(1);

/// How long one frame may take to go out: a client that has not read for this long,
/// with the socket's buffers full, is gone.
const WRITE_PATIENCE: Duration = Duration::from_secs(60);

/// The token bucket of one connection's requests: a burst of twice the rate, and the
/// rate earned back each second.
struct Pace {
    per_second: f64,
    tokens: f64,
    at: Instant,
}

impl Pace {
    fn new(per_second: u32) -> Pace {
        Pace {
            per_second: f64::from(per_second),
            tokens: 2.0 * f64::from(per_second),
            at: Instant::now(),
        }
    }

    fn allows(&mut self) -> bool {
        let now = Instant::now();
        let earned = now.duration_since(self.at).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + earned).min(2.0 * self.per_second);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Serves one client until it leaves, breaks the protocol, stops reading, or falls silent
/// for `silence` (a phone that lost its network closes nothing: the WebSocket pings sent
/// meanwhile go unanswered).
pub async fn serve(
    socket: WebSocket,
    rooms: Arc<Rooms>,
    stats: Arc<Stats>,
    requests_per_second: u32,
    silence: Duration,
) {
    stats.connected();
    let conn = NEXT_CONNECTION.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let (out, mut outbox) = mpsc::channel::<ServerMessage>(OUTBOX);
    let mut writer = tokio::spawn(async move {
        // A client answers a ping (a browser by itself), so a live one is never silent.
        let every = silence / 3;
        let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            let message = tokio::select! {
                message = outbox.recv() => message,
                _ = pings.tick() => {
                    let ping = sink.send(Message::Ping(Default::default()));
                    if !matches!(tokio::time::timeout(WRITE_PATIENCE, ping).await, Ok(Ok(()))) {
                        return;
                    }
                    continue;
                }
            };
            let Some(message) = message else {
                break;
            };
            let goodbye = match &message {
                ServerMessage::Goodbye { reason } => Some(reason.clone()),
                _ => None,
            };
            let frame = Message::Text(encode(&message).into());
            if !matches!(
                tokio::time::timeout(WRITE_PATIENCE, sink.send(frame)).await,
                Ok(Ok(()))
            ) {
                return;
            }
            if let Some(reason) = goodbye {
                let frame = CloseFrame {
                    code: close_code::POLICY,
                    reason: reason.into(),
                };
                let _ = sink.send(Message::Close(Some(frame))).await;
                return;
            }
        }
        // Every sender dropped: the room let this client go, or the reader ended.
        let _ = sink.close().await;
    });
    let mut session = Session {
        conn,
        out,
        rooms,
        room: None,
        greeted: false,
        pace: Pace::new(requests_per_second),
        deaf: false,
    };
    let mut writer_ended = false;
    loop {
        let frame = tokio::select! {
            frame = tokio::time::timeout(silence, stream.next()) => match frame {
                Ok(frame) => frame,
                Err(_) => {
                    tracing::info!(conn, "closed: silent");
                    break;
                }
            },
            // The writer gave up on a client that does not read.
            _ = &mut writer => {
                writer_ended = true;
                break;
            }
            // Its room moved to another process (or the owner it was passed on to is
            // gone): the client comes back, and reaches the room where it is now.
            _ = session.room_moved() => {
                tracing::info!(conn, "closed: its room moved");
                break;
            }
        };
        let Some(Ok(frame)) = frame else {
            break;
        };
        let text = match frame {
            Message::Text(text) => text,
            Message::Binary(_) => {
                session.reject(RequestError::Unreadable("frames are text".into()));
                continue;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        if !session.pace.allows() {
            session.reject(RequestError::TooFast);
            continue;
        }
        match decode_client(text.as_str()) {
            Ok(message) => {
                if !session.handle(message).await {
                    break;
                }
            }
            Err(e @ (DecodeError::OtherVersion { .. } | DecodeError::TooLarge { .. })) => {
                let _ = session.out.try_send(ServerMessage::Goodbye {
                    reason: e.to_string(),
                });
                break;
            }
            Err(DecodeError::Malformed(why)) => {
                session.reject(RequestError::Unreadable(why));
            }
        }
        // Its outbox is full: what it was sent is not being read.
        if session.deaf || session.out.capacity() == 0 {
            session.deaf = true;
            break;
        }
    }
    if let Some((_, Link::Here(room))) = session.room.take() {
        let _ = room.send(RoomRequest::Gone { conn }).await;
    }
    let deaf = session.deaf;
    drop(session);
    if deaf {
        // Its messages pile up unread: close now rather than wait to write them.
        tracing::warn!(conn, "closed: the client does not read");
        writer.abort();
    } else if !writer_ended {
        let _ = writer.await;
    }
    stats.disconnected();
}

/// The room a connection is in.
enum Link {
    /// Run by this process.
    Here(mpsc::Sender<RoomRequest>),
    /// Run by another process of the cluster, which the player is passed on to.
    Elsewhere {
        upstream: Upstream,
        /// The process passed on to.
        owner: String,
        /// Rooms other processes took over: this one, by another than `owner`, has moved.
        taken: broadcast::Receiver<(RoomCode, String)>,
    },
}

struct Session {
    conn: u64,
    out: mpsc::Sender<ServerMessage>,
    rooms: Arc<Rooms>,
    room: Option<(RoomCode, Link)>,
    greeted: bool,
    pace: Pace,
    /// Its outbox is full: the client does not read.
    deaf: bool,
}

impl Session {
    /// Sends this client an answer of its own; a client whose answers pile up unread is
    /// to be closed.
    fn tell(&mut self, message: ServerMessage) {
        if let Err(TrySendError::Full(_)) = self.out.try_send(message) {
            self.deaf = true;
        }
    }

    fn reject(&mut self, error: RequestError) {
        self.tell(ServerMessage::Rejected { error });
    }

    /// Handles one message; false when the connection is to end.
    async fn handle(&mut self, message: ClientMessage) -> bool {
        if !self.greeted {
            if let ClientMessage::Hello { client } = message {
                tracing::info!(conn = self.conn, %client, "hello");
                self.greeted = true;
                self.tell(ServerMessage::Welcome {
                    server: format!("tabula-server {}", env!("CARGO_PKG_VERSION")),
                });
            } else {
                self.reject(RequestError::HelloFirst);
            }
            return true;
        }
        let conn = self.conn;
        let code = match &message {
            ClientMessage::Ping { nonce } => {
                self.tell(ServerMessage::Pong { nonce: *nonce });
                return true;
            }
            ClientMessage::Hello { .. } => return true,
            ClientMessage::CreateRoom { room } => {
                match self.rooms.create(room.clone()).await {
                    Ok(code) => self.tell(ServerMessage::Created { code }),
                    Err(error) => self.reject(error),
                }
                return true;
            }
            ClientMessage::Join { code, .. }
            | ClientMessage::Watch { code }
            | ClientMessage::Return { code, .. } => *code,
            _ => {
                let Some((_, link)) = &self.room else {
                    self.reject(RequestError::NotSeated);
                    return true;
                };
                let leaving = message == ClientMessage::Leave;
                let passed = match link {
                    Link::Here(room) => room.send(self.request(message)).await.is_ok(),
                    Link::Elsewhere { upstream, .. } => upstream.send(message).await,
                };
                if !passed || leaving {
                    // Left, or the room closed meanwhile.
                    self.room = None;
                }
                return true;
            }
        };
        let entering = message;
        // Entering the room it is in again, elsewhere: the owner hears it as before.
        if let Some((before, Link::Elsewhere { upstream, .. })) = &self.room
            && *before == code
        {
            if !upstream.send(entering).await {
                self.room = None;
                self.reject(RequestError::UnknownRoom);
            }
            return true;
        }
        let link = match self.link(code, entering).await {
            Ok(link) => link,
            Err(error) => {
                self.reject(error);
                return true;
            }
        };
        // Entered: leave the room before (one elsewhere is left as its link is dropped).
        if let Some((before, Link::Here(old))) = self.room.replace((code, link))
            && before != code
        {
            let _ = old.send(RoomRequest::Gone { conn }).await;
        }
        true
    }

    /// A client's message as its room hears it.
    fn request(&self, message: ClientMessage) -> RoomRequest {
        let (conn, out) = (self.conn, self.out.clone());
        match message {
            ClientMessage::Join {
                seat, name, seed, ..
            } => RoomRequest::Join {
                conn,
                out,
                seat,
                name,
                seed,
            },
            ClientMessage::Watch { .. } => RoomRequest::Watch { conn, out },
            ClientMessage::Return { token, seen, .. } => RoomRequest::Return {
                conn,
                out,
                token,
                seen,
            },
            message => RoomRequest::Say { conn, out, message },
        }
    }

    /// Takes a request to enter room `code` to the room, wherever it is. When its owner
    /// cannot be reached, tries again until its lease has run out and this process can
    /// take the room itself.
    async fn link(
        &mut self,
        code: RoomCode,
        entering: ClientMessage,
    ) -> Result<Link, RequestError> {
        let give_up = Instant::now() + self.rooms.lease().unwrap_or_default() + TAKE_OVER_GRACE;
        loop {
            match self.rooms.reach(code).await? {
                Reach::Here(room) => {
                    return if room.send(self.request(entering)).await.is_ok() {
                        Ok(Link::Here(room))
                    } else {
                        // The room closed since it was found.
                        Err(RequestError::UnknownRoom)
                    };
                }
                Reach::Elsewhere {
                    owner,
                    address,
                    own_address,
                } => {
                    // Only a cluster's rooms are elsewhere.
                    let Some(taken) = self.rooms.taken() else {
                        return Err(RequestError::UnknownRoom);
                    };
                    let why = if own_address {
                        "the process that held it before this one".to_string()
                    } else {
                        match Upstream::open(&address, entering.clone(), self.out.clone()).await {
                            Ok(upstream) => {
                                return Ok(Link::Elsewhere {
                                    upstream,
                                    owner,
                                    taken,
                                });
                            }
                            Err(e) => e,
                        }
                    };
                    if Instant::now() >= give_up {
                        tracing::warn!(%code, "its owner cannot be reached: {why}");
                        return Err(RequestError::Unreadable(
                            "the room's server cannot be reached; try again".into(),
                        ));
                    }
                    tokio::time::sleep(RETRY_OWNER).await;
                }
            }
        }
    }

    /// Resolves once the room this connection is in has moved: run here, it ended (lost to
    /// another process); elsewhere, the connection to its owner ended, or another process
    /// took it.
    async fn room_moved(&mut self) {
        match &mut self.room {
            Some((_, Link::Here(room))) => room.closed().await,
            Some((
                code,
                Link::Elsewhere {
                    upstream,
                    owner,
                    taken,
                },
            )) => {
                let code = *code;
                let moved = async {
                    loop {
                        match taken.recv().await {
                            Ok((c, by)) if c == code && by != *owner => return,
                            Err(broadcast::error::RecvError::Closed) => {
                                std::future::pending::<()>().await
                            }
                            _ => {}
                        }
                    }
                };
                tokio::select! {
                    _ = upstream.ended() => {}
                    _ = moved => {}
                }
            }
            None => std::future::pending().await,
        }
    }
}

/// How long after a room's lease could have run out a player waits for its room.
const TAKE_OVER_GRACE: Duration = Duration::from_secs(5);

/// How often a player whose room's owner cannot be reached asks again.
const RETRY_OWNER: Duration = Duration::from_millis(250);
