//! The bots: one task per game table, holding both players' connections (one task, not
//! two, keeps the bots' share of the CPU small; the server under test needs the rest).
//! Each player keeps its own copy of the match from what the server tells it, and acts
//! when its seat is due, after a pause a person would take. When a match ends the table
//! makes a new room; when something goes wrong it counts it, connects anew and plays on.

use crate::measure::{Tally, Trouble};
use futures_util::stream::{self, SplitSink};
use futures_util::{SinkExt, Stream, StreamExt};
use std::net::SocketAddr;
use std::ops::RangeInclusive;
use std::sync::Arc;
use std::time::Duration;
use tabula_core::{Game, Rng64, ToMove};
use tabula_protocol::{
    Actor, ClientMessage, MAX_SERVER_FRAME_BYTES, RoomSetup, RoomView, SeatPlan, ServerMessage,
    decode_server, encode,
};
use tabula_table::{Match, MatchRequest, SavedMatch};
use tokio::net::TcpStream;
use tokio::time::{Instant, sleep, timeout_at};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async_with_config};

/// How long a player waits for the server before it counts a timeout.
const PATIENCE: Duration = Duration::from_secs(30);

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;
type Sink = SplitSink<Socket, Message>;

/// What every table shares.
pub struct Bots {
    /// The server's processes: a table's two players go to two of them in turn, so that
    /// with several, one of each pair is passed on to the process that runs its room.
    pub addresses: Vec<SocketAddr>,
    /// A person's pause before each action, in milliseconds.
    pub pace_ms: RangeInclusive<u64>,
    pub tally: Arc<Tally>,
}

/// One table of game `G` for as long as the process runs.
pub async fn table<G: Game>(bots: Arc<Bots>, seed: u64) {
    let mut rng = Rng64::new(seed);
    let mut first = true;
    loop {
        let at =
            |player: u64| bots.addresses[((seed + player) % bots.addresses.len() as u64) as usize];
        let trouble = match pair(at(0), at(1)).await {
            Ok((mut sinks, frames)) => {
                let mut frames = std::pin::pin!(frames);
                loop {
                    match one_match::<G>(&bots, &mut rng, &mut sinks, &mut frames, &mut first).await
                    {
                        Ok(()) => bots.tally.game_ended(),
                        Err(trouble) => break trouble,
                    }
                }
            }
            Err(trouble) => trouble,
        };
        bots.tally.count(trouble);
        // A server that refuses everyone is not hammered in a tight loop.
        sleep(Duration::from_secs(1)).await;
    }
}

/// Two greeted connections: their senders, and their messages as one stream, each tagged
/// with its player (0 or 1); `None` when that connection ended.
async fn pair(
    first: SocketAddr,
    second: SocketAddr,
) -> Result<([Sink; 2], impl Stream<Item = (usize, Option<Message>)>), Trouble> {
    let (sink0, stream0) = connect(first).await?.split();
    let (sink1, stream1) = connect(second).await?.split();
    let tagged = |player: usize, s: futures_util::stream::SplitStream<Socket>| {
        s.map(move |frame| (player, frame.ok()))
            .chain(stream::iter([(player, None)]))
    };
    let frames = stream::select(tagged(0, stream0), tagged(1, stream1));
    Ok(([sink0, sink1], frames))
}

async fn connect(address: SocketAddr) -> Result<Socket, Trouble> {
    // A small read buffer (the default is 128 KiB a socket): the server's messages are
    // small, and thousands of sockets share this process.
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .max_message_size(Some(MAX_SERVER_FRAME_BYTES))
        .max_frame_size(Some(MAX_SERVER_FRAME_BYTES));
    let connecting = connect_async_with_config(format!("ws://{address}/ws"), Some(config), true);
    let (mut socket, _) = tokio::time::timeout(PATIENCE, connecting)
        .await
        .map_err(|_| Trouble::Timeout)?
        .map_err(|_| Trouble::Connect)?;
    let hello = ClientMessage::Hello {
        client: format!("tabula-loadtest {}", env!("CARGO_PKG_VERSION")),
    };
    socket
        .send(Message::Text(encode(&hello).into()))
        .await
        .map_err(|_| Trouble::Closed)?;
    let deadline = Instant::now() + PATIENCE;
    loop {
        let frame = timeout_at(deadline, socket.next())
            .await
            .map_err(|_| Trouble::Timeout)?;
        match frame {
            Some(Ok(Message::Text(text))) => match decode_server(text.as_str()) {
                Ok(ServerMessage::Welcome { .. }) => return Ok(socket),
                Ok(_) => {}
                Err(_) => return Err(Trouble::Unreadable),
            },
            Some(Ok(Message::Close(_)) | Err(_)) | None => return Err(Trouble::Closed),
            Some(Ok(_)) => {}
        }
    }
}

async fn send(sink: &mut Sink, message: &ClientMessage) -> Result<(), Trouble> {
    sink.send(Message::Text(encode(message).into()))
        .await
        .map_err(|_| Trouble::Closed)
}

/// The next message of either player.
async fn next_message(
    frames: &mut (impl Stream<Item = (usize, Option<Message>)> + Unpin),
) -> Result<(usize, ServerMessage), Trouble> {
    loop {
        let Some((player, frame)) = frames.next().await else {
            return Err(Trouble::Closed);
        };
        match frame {
            Some(Message::Text(text)) => {
                let message = decode_server(text.as_str()).map_err(|_| Trouble::Unreadable)?;
                return Ok((player, message));
            }
            Some(Message::Close(_)) | None => return Err(Trouble::Closed),
            Some(_) => {}
        }
    }
}

/// A request sent and not yet answered.
struct Pending {
    player: usize,
    seen: u64,
    at: Instant,
}

/// One match in a new room: made by player 0, joined by both, played to its end. The
/// table's `first` match tells the tally the table is ready when it starts.
async fn one_match<G: Game>(
    bots: &Bots,
    rng: &mut Rng64,
    sinks: &mut [Sink; 2],
    frames: &mut (impl Stream<Item = (usize, Option<Message>)> + Unpin),
    first: &mut bool,
) -> Result<(), Trouble> {
    let room = RoomSetup {
        game: G::NAME.into(),
        preset: G::INFO.default_preset().name.into(),
        options: Vec::new(),
        seats: vec![SeatPlan::Person, SeatPlan::Person],
        take_backs: false,
        verifiable: None,
    };
    send(&mut sinks[0], &ClientMessage::CreateRoom { room }).await?;
    let deadline = Instant::now() + PATIENCE;
    let code = loop {
        let message = timeout_at(deadline, next_message(frames))
            .await
            .map_err(|_| Trouble::Timeout)?;
        match message? {
            (0, ServerMessage::Created { code }) => break code,
            (_, ServerMessage::Rejected { .. }) => return Err(Trouble::Rejected),
            // What the room before still had to say.
            _ => {}
        }
    };
    bots.tally.room_made();
    for sink in sinks.iter_mut() {
        let join = ClientMessage::Join {
            code,
            seat: None,
            name: "bot".into(),
            seed: rng.next_u64(),
        };
        send(sink, &join).await?;
    }

    let mut players = [Player::<G>::new(), Player::<G>::new()];
    let mut live = None;
    // The player to act next, and when.
    let mut plan: Option<(usize, Instant)> = None;
    let mut pending: Option<Pending> = None;
    let mut heard = Instant::now();
    loop {
        let wake = plan.map_or(heard + PATIENCE, |(_, at)| at);
        match timeout_at(wake, next_message(frames)).await {
            Ok(message) => {
                let (p, message) = message?;
                heard = Instant::now();
                match message {
                    ServerMessage::Seated { seat, .. } => players[p].seat = Some(seat),
                    ServerMessage::Room(view) => players[p].view(&view)?,
                    ServerMessage::Accepted {
                        version,
                        action,
                        by,
                    } => {
                        players[p].follow(version, &action, by)?;
                        if let Some(sent) =
                            pending.take_if(|s| s.player == p && s.seen + 1 == version)
                        {
                            bots.tally.round_trip(sent.at.elapsed());
                        }
                    }
                    ServerMessage::Ended { end, .. } => players[p].end(&end.outcome)?,
                    ServerMessage::Rejected { .. } => {
                        bots.tally.count(Trouble::Rejected);
                        // Asked again once the copy says the seat is still due.
                        pending.take_if(|s| s.player == p);
                    }
                    ServerMessage::Refused { .. } => {
                        bots.tally.count(Trouble::Refused);
                        pending.take_if(|s| s.player == p);
                    }
                    ServerMessage::Goodbye { .. } => return Err(Trouble::Closed),
                    // Welcome, presence, chat, and whatever the protocol adds.
                    _ => {}
                }
            }
            Err(_) => {
                let Some((p, _)) = plan.take() else {
                    return Err(Trouble::Timeout);
                };
                let request = players[p].request(rng);
                pending = Some(Pending {
                    player: p,
                    seen: players[p].version,
                    at: Instant::now(),
                });
                send(&mut sinks[p], &request).await?;
                heard = Instant::now();
            }
        }
        if players.iter().all(|p| p.ended) {
            return Ok(());
        }
        if live.is_none() && players.iter().all(|p| p.seat.is_some() && p.m.is_some()) {
            live = Some(bots.tally.live_game());
            if std::mem::take(first) {
                bots.tally.table_ready();
            }
        }
        if plan.is_none()
            && pending.is_none()
            && let Some(p) = players.iter().position(Player::due)
        {
            let pause =
                bots.pace_ms.start() + rng.below(bots.pace_ms.end() - bots.pace_ms.start() + 1);
            plan = Some((p, Instant::now() + Duration::from_millis(pause)));
        }
    }
}

/// One player's own copy of the match, kept by what the server tells it.
struct Player<G: Game> {
    seat: Option<usize>,
    m: Option<Match<G>>,
    version: u64,
    ended: bool,
}

impl<G: Game> Player<G> {
    fn new() -> Self {
        Player {
            seat: None,
            m: None,
            version: 0,
            ended: false,
        }
    }

    /// The room whole: it must go on from the copy, never contradict it.
    fn view(&mut self, view: &RoomView) -> Result<(), Trouble> {
        if let Some(m) = &self.m
            && (view.version < self.version || !view.actions.starts_with(&m.to_saved().actions))
        {
            return Err(Trouble::Lost);
        }
        let saved = SavedMatch::new(view.setup.clone(), view.actions.clone());
        self.m = Some(Match::resume(&saved, None).map_err(|_| Trouble::Lost)?);
        self.version = view.version;
        Ok(())
    }

    /// An accepted action: the next version, by whoever is to act, legal on the copy.
    fn follow(&mut self, version: u64, text: &str, by: Actor) -> Result<(), Trouble> {
        let m = self.m.as_mut().ok_or(Trouble::Lost)?;
        let chance = m.state.to_move() == ToMove::Chance;
        let expected = match m.state.to_move() {
            ToMove::Seat(s) => Actor::Seat(s.index()),
            _ => Actor::Chance,
        };
        if version != self.version + 1 || by != expected {
            return Err(Trouble::Lost);
        }
        let action: G::Action = text.parse().map_err(|_| Trouble::Lost)?;
        let request = if chance {
            MatchRequest::Outcome(action)
        } else {
            MatchRequest::Play(action)
        };
        m.handle(request, &mut Vec::new())
            .map_err(|_| Trouble::Lost)?;
        self.version = version;
        Ok(())
    }

    /// The end as the server tells it must be the copy's.
    fn end(&mut self, outcome: &tabula_core::Outcome) -> Result<(), Trouble> {
        if self.m.as_ref().and_then(Match::outcome).as_ref() != Some(outcome) {
            return Err(Trouble::Lost);
        }
        self.ended = true;
        Ok(())
    }

    /// Whether this player's seat is to decide or to throw.
    fn due(&self) -> bool {
        let (Some(seat), Some(m)) = (self.seat, &self.m) else {
            return false;
        };
        match m.state.to_move() {
            ToMove::Seat(s) => s.index() == seat,
            ToMove::Chance => m.state.thrower().is_some_and(|s| s.index() == seat),
            ToMove::Over(_) => false,
        }
    }

    /// The throw, or a random legal decision, on the copy's version.
    fn request(&self, rng: &mut Rng64) -> ClientMessage {
        let seen = self.version;
        let m = self.m.as_ref().expect("only a player with a copy is due");
        if m.state.to_move() == ToMove::Chance {
            return ClientMessage::Throw { seen };
        }
        let legal = m.state.legal();
        let action = &legal[rng.below(legal.len() as u64) as usize];
        ClientMessage::Act {
            action: action.to_string(),
            seen,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_table::{MatchSetup, SeatKind};

    type Yut = tabula_yut::Yut;

    /// A player's copy of a new match, and the server's own (which draws chance).
    fn new_match() -> (Player<Yut>, Match<Yut>) {
        let setup = MatchSetup {
            seats: vec![SeatKind::Remote; 2],
            ..MatchSetup::default()
        };
        let server = Match::new(setup.clone(), None).unwrap();
        let mut player = Player::new();
        player.seat = Some(0);
        player.m = Some(Match::new(setup.for_a_player_elsewhere(), None).unwrap());
        (player, server)
    }

    #[test]
    fn the_next_version_is_followed_and_anything_else_is_lost() {
        let (mut player, mut server) = new_match();
        assert_eq!(
            server.state.to_move(),
            ToMove::Chance,
            "Yut opens with a lot"
        );
        server
            .handle(MatchRequest::Chance, &mut Vec::new())
            .unwrap();
        let lot = server.history[0].to_string();
        assert_eq!(player.follow(2, &lot, Actor::Chance), Err(Trouble::Lost));
        assert_eq!(player.follow(1, &lot, Actor::Seat(0)), Err(Trouble::Lost));
        assert_eq!(
            player.follow(1, "fly away", Actor::Chance),
            Err(Trouble::Lost)
        );
        assert_eq!(player.follow(1, &lot, Actor::Chance), Ok(()));
        assert_eq!(player.version, 1);
        assert_eq!(player.follow(1, &lot, Actor::Chance), Err(Trouble::Lost));
    }

    #[test]
    fn a_seat_is_due_for_its_own_turn_only() {
        let (mut player, mut server) = new_match();
        assert!(!player.due(), "nobody throws the lot");
        server
            .handle(MatchRequest::Chance, &mut Vec::new())
            .unwrap();
        player
            .follow(1, &server.history[0].to_string(), Actor::Chance)
            .unwrap();
        let thrower = server.state.thrower().expect("a seat throws next").index();
        assert_eq!(player.due(), thrower == 0);
        player.seat = Some(1 - thrower);
        assert!(!player.due());
    }
}
