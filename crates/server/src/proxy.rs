//! A player passed on to the process that owns its room (`--cluster`): this process opens
//! a WebSocket of the same protocol to the owner, as a client would, and carries messages
//! both ways. The player's client never learns: it keeps the one address it knows (the
//! front's), and comes back through it when anything breaks.

use crate::READ_BUFFER_BYTES;
use crate::rooms::Outbox;
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tabula_protocol::{ClientMessage, ServerMessage, decode_server, encode};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::connect_async_with_config;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// How long the owner may take to answer the connection and its hello.
const PATIENCE: Duration = Duration::from_secs(3);

/// The connection to the owner of a room, for one player.
pub struct Upstream {
    to: mpsc::Sender<ClientMessage>,
    /// Resolves once the connection to the owner has ended.
    ended: oneshot::Receiver<()>,
}

impl Upstream {
    /// Connects to the process at `address`, says hello, and sends `first`; from then on,
    /// whatever the owner says goes to `out`, the player's outbox.
    pub async fn open(
        address: &str,
        first: ClientMessage,
        out: Outbox,
    ) -> Result<Upstream, String> {
        let url = format!("ws://{address}/ws");
        // Small buffers, as the server's own sockets have: one of these a player passed on.
        let config = WebSocketConfig::default()
            .read_buffer_size(READ_BUFFER_BYTES)
            .write_buffer_size(0);
        let connecting = connect_async_with_config(&url, Some(config), true);
        let (socket, _) = tokio::time::timeout(PATIENCE, connecting)
            .await
            .map_err(|_| format!("{url}: no answer"))?
            .map_err(|e| format!("{url}: {e}"))?;
        let (mut sink, mut stream) = socket.split();
        let hello = ClientMessage::Hello {
            client: format!(
                "tabula-server {} (passing a player on)",
                env!("CARGO_PKG_VERSION")
            ),
        };
        for message in [hello, first] {
            sink.send(Message::Text(encode(&message).into()))
                .await
                .map_err(|e| format!("{url}: {e}"))?;
        }
        match tokio::time::timeout(PATIENCE, stream.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => match decode_server(text.as_str()) {
                Ok(ServerMessage::Welcome { .. }) => {}
                other => return Err(format!("{url} said {other:?} to a hello")),
            },
            _ => return Err(format!("{url}: no welcome")),
        }
        let (to, mut from_player) = mpsc::channel::<ClientMessage>(crate::rooms::OUTBOX);
        let (alive, ended) = oneshot::channel();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    message = from_player.recv() => {
                        // None: the player left the room, or its connection ended.
                        let Some(message) = message else { break };
                        if sink.send(Message::Text(encode(&message).into())).await.is_err() {
                            break;
                        }
                    }
                    frame = stream.next() => match frame {
                        Some(Ok(Message::Text(text))) => {
                            let Ok(message) = decode_server(text.as_str()) else { break };
                            // A player whose messages pile up unread is closed here as there.
                            if out.try_send(message).is_err() {
                                break;
                            }
                        }
                        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                        // Pings are answered by the socket as it is read.
                        Some(Ok(_)) => {}
                    },
                }
            }
            let _ = tokio::time::timeout(PATIENCE, sink.close()).await;
            drop(alive);
        });
        Ok(Upstream { to, ended })
    }

    /// Passes a message of the player's on; false once the connection to the owner ended.
    pub async fn send(&self, message: ClientMessage) -> bool {
        self.to.send(message).await.is_ok()
    }

    /// Resolves once the connection to the owner has ended.
    pub async fn ended(&mut self) {
        let _ = (&mut self.ended).await;
    }
}
