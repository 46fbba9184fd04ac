//! One client's WebSocket: frames read and checked, requests handed to the rooms, and a
//! writer that sends what the rooms tell it. Bad input is answered in words and changes
//! nothing; a client that floods or speaks another version is told why and closed, and one
//! that does not read what it is sent, or has fallen silent, is closed.

use crate::rooms::{OUTBOX, RoomRequest, Rooms};
use crate::stats::Stats;
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tabula_protocol::{
    ClientMessage, DecodeError, RequestError, RoomCode, ServerMessage, decode_client, encode,
};
use tokio::sync::mpsc;
use tokio::sync::mpsc::error::TrySendError;

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
    if let Some((_, room)) = session.room.take() {
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

struct Session {
    conn: u64,
    out: mpsc::Sender<ServerMessage>,
    rooms: Arc<Rooms>,
    room: Option<(RoomCode, mpsc::Sender<RoomRequest>)>,
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
        let out = self.out.clone();
        let (code, request) = match message {
            ClientMessage::Ping { nonce } => {
                self.tell(ServerMessage::Pong { nonce });
                return true;
            }
            ClientMessage::Hello { .. } => return true,
            ClientMessage::CreateRoom { room } => {
                match self.rooms.create(room).await {
                    Ok(code) => self.tell(ServerMessage::Created { code }),
                    Err(error) => self.reject(error),
                }
                return true;
            }
            ClientMessage::Join {
                code,
                seat,
                name,
                seed,
            } => (
                code,
                RoomRequest::Join {
                    conn,
                    out,
                    seat,
                    name,
                    seed,
                },
            ),
            ClientMessage::Watch { code } => (code, RoomRequest::Watch { conn, out }),
            ClientMessage::Return { code, token, seen } => (
                code,
                RoomRequest::Return {
                    conn,
                    out,
                    token,
                    seen,
                },
            ),
            message => {
                let Some((_, room)) = &self.room else {
                    self.reject(RequestError::NotSeated);
                    return true;
                };
                let leaving = message == ClientMessage::Leave;
                if room
                    .send(RoomRequest::Say { conn, out, message })
                    .await
                    .is_err()
                    || leaving
                {
                    // Left, or the room closed meanwhile.
                    self.room = None;
                }
                return true;
            }
        };
        // Entering a room: leave the one before.
        let Some(room) = self.rooms.find(code) else {
            self.reject(RequestError::UnknownRoom);
            return true;
        };
        if let Some((before, old)) = self.room.take()
            && before != code
        {
            let _ = old.send(RoomRequest::Gone { conn }).await;
        }
        if room.send(request).await.is_err() {
            // The room closed since it was found.
            self.reject(RequestError::UnknownRoom);
            return true;
        }
        self.room = Some((code, room));
        true
    }
}
