//! One client's WebSocket: frames read and checked, requests handed to the rooms, and a
//! writer that sends what the rooms tell it. Bad input is answered in words and changes
//! nothing; a client that floods or speaks another version is told why and closed.

use crate::rooms::{OUTBOX, RoomRequest, Rooms};
use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tabula_protocol::{
    ClientMessage, DecodeError, RequestError, RoomCode, ServerMessage, decode_client, encode,
};
use tokio::sync::mpsc;

static NEXT_CONNECTION: AtomicU64 = AtomicU64::new(1);

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

/// Serves one client until it leaves, breaks the protocol, or stops reading.
pub async fn serve(socket: WebSocket, rooms: Arc<Rooms>, requests_per_second: u32) {
    let conn = NEXT_CONNECTION.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let (out, mut outbox) = mpsc::channel::<ServerMessage>(OUTBOX);
    let writer = tokio::spawn(async move {
        while let Some(message) = outbox.recv().await {
            let goodbye = match &message {
                ServerMessage::Goodbye { reason } => Some(reason.clone()),
                _ => None,
            };
            if sink
                .send(Message::Text(encode(&message).into()))
                .await
                .is_err()
            {
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
    };
    while let Some(Ok(frame)) = stream.next().await {
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
    }
    if let Some((_, room)) = session.room.take() {
        let _ = room.send(RoomRequest::Gone { conn }).await;
    }
    drop(session);
    let _ = writer.await;
}

struct Session {
    conn: u64,
    out: mpsc::Sender<ServerMessage>,
    rooms: Arc<Rooms>,
    room: Option<(RoomCode, mpsc::Sender<RoomRequest>)>,
    greeted: bool,
    pace: Pace,
}

impl Session {
    fn reject(&self, error: RequestError) {
        let _ = self.out.try_send(ServerMessage::Rejected { error });
    }

    /// Handles one message; false when the connection is to end.
    async fn handle(&mut self, message: ClientMessage) -> bool {
        if !self.greeted {
            if let ClientMessage::Hello { client } = message {
                tracing::info!(conn = self.conn, %client, "hello");
                self.greeted = true;
                let _ = self.out.try_send(ServerMessage::Welcome {
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
                let _ = self.out.try_send(ServerMessage::Pong { nonce });
                return true;
            }
            ClientMessage::Hello { .. } => return true,
            ClientMessage::CreateRoom { room } => {
                match self.rooms.create(room).await {
                    Ok(code) => {
                        let _ = self.out.try_send(ServerMessage::Created { code });
                    }
                    Err(error) => self.reject(error),
                }
                return true;
            }
            ClientMessage::Join { code, seat, name } => (
                code,
                RoomRequest::Join {
                    conn,
                    out,
                    seat,
                    name,
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
                let _ = room.send(RoomRequest::Say { conn, out, message }).await;
                if leaving {
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
        let _ = room.send(request).await;
        self.room = Some((code, room));
        true
    }
}
