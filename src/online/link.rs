//! The WebSocket to the game server, with one API on the desktop (a thread per connection)
//! and in the browser (the page's own WebSocket): `ewebsock`. Every frame is one protocol
//! message; whatever arrives wakes the app, so a waiting game draws nothing until then.

use tabula_protocol::{
    ClientMessage, DecodeError, MAX_SERVER_FRAME_BYTES, ServerMessage, decode_server, encode,
};

/// What the connection brought.
#[derive(Debug)]
pub enum LinkEvent {
    /// The connection is open: messages may be sent.
    Opened,
    Message(ServerMessage),
    /// A frame that is no message of this protocol (another version says so).
    Unreadable(DecodeError),
    /// The connection closed or could not be made, and why.
    Closed(String),
}

/// An open (or opening) connection to the server; dropping it closes it.
pub struct Link {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

impl Link {
    /// Starts connecting to `url` (`ws://host:port/ws`); `wake` is called from the
    /// connection's side whenever something arrives.
    pub fn open(url: &str, wake: impl Fn() + Send + Sync + 'static) -> Result<Link, String> {
        let options = ewebsock::Options {
            max_incoming_frame_size: MAX_SERVER_FRAME_BYTES,
            // How long the desktop's connection thread waits for a frame before it looks for
            // one to send: the delay a move may wait before it leaves.
            read_timeout: Some(std::time::Duration::from_millis(10)),
            ..Default::default()
        };
        let (sender, receiver) = ewebsock::connect_with_wakeup(url, options, wake)?;
        Ok(Link { sender, receiver })
    }

    pub fn send(&mut self, message: &ClientMessage) {
        self.sender.send(ewebsock::WsMessage::Text(encode(message)));
    }

    /// The next thing that arrived, if any.
    pub fn next(&self) -> Option<LinkEvent> {
        loop {
            return Some(match self.receiver.try_recv()? {
                ewebsock::WsEvent::Opened => LinkEvent::Opened,
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    match decode_server(&text) {
                        Ok(message) => LinkEvent::Message(message),
                        Err(e) => LinkEvent::Unreadable(e),
                    }
                }
                // Pings are answered by the connection itself; the server sends no binary.
                ewebsock::WsEvent::Message(_) => continue,
                ewebsock::WsEvent::Error(why) => LinkEvent::Closed(why),
                ewebsock::WsEvent::Closed => LinkEvent::Closed("closed by the server".into()),
            });
        }
    }
}

/// The WebSocket address of a server given as the settings hold it: `host:port`, an
/// `http(s)://` address (the page's own), or a `ws(s)://` one as it is.
pub fn socket_url(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    let (scheme, rest) = match server.split_once("://") {
        Some(("https" | "wss", rest)) => ("wss", rest),
        Some((_, rest)) => ("ws", rest),
        None => ("ws", server),
    };
    let rest = rest.trim_end_matches("/ws");
    format!("{scheme}://{rest}/ws")
}

#[cfg(test)]
mod tests {
    use super::socket_url;

    #[test]
    fn server_addresses_become_socket_addresses() {
        assert_eq!(socket_url("localhost:8080"), "ws://localhost:8080/ws");
        assert_eq!(socket_url("http://example.org/"), "ws://example.org/ws");
        assert_eq!(socket_url("https://example.org"), "wss://example.org/ws");
        assert_eq!(socket_url("wss://example.org/ws"), "wss://example.org/ws");
        assert_eq!(socket_url(" 127.0.0.1:9/ws "), "ws://127.0.0.1:9/ws");
    }
}
