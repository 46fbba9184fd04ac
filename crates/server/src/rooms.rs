//! The rooms: one task per live room owns its match and its seats, and hears its members'
//! requests in order. Every accepted action is written to the database before anyone is
//! told; a member that does not read its messages is dropped, never waited for.

use crate::live::{Due, LiveMatch, NotTaken, live, new_match};
use crate::store::{Store, StoreError, StoredRoom, StoredSeat};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tabula_protocol::{
    Actor, ClientMessage, MAX_CHAT_CHARS, MAX_NAME_CHARS, RequestError, RoomCode, RoomSetup,
    RoomView, SeatPlan, SeatToken, SeatView, ServerMessage,
};
use tabula_table::{ChanceFrom, MatchSetup, SavedMatch, SeatKind};
use tokio::sync::mpsc;

/// Where a member's messages go: its connection's writer.
pub type Outbox = mpsc::Sender<ServerMessage>;

/// How many messages may wait for a member before it counts as not reading.
pub const OUTBOX: usize = 256;

/// Chat lines a member may say in [`CHAT_WINDOW`].
const CHAT_LINES: usize = 5;
const CHAT_WINDOW: Duration = Duration::from_secs(10);

/// A request to a room, from one connection.
pub enum RoomRequest {
    Join {
        conn: u64,
        out: Outbox,
        seat: Option<usize>,
        name: String,
    },
    Watch {
        conn: u64,
        out: Outbox,
    },
    Return {
        conn: u64,
        out: Outbox,
        token: SeatToken,
        seen: u64,
    },
    /// Anything else a member asks of the room (answered on `out`, member or not).
    Say {
        conn: u64,
        out: Outbox,
        message: ClientMessage,
    },
    /// The connection ended.
    Gone {
        conn: u64,
    },
}

/// Every live room, by code.
pub struct Rooms {
    rooms: Mutex<HashMap<RoomCode, mpsc::Sender<RoomRequest>>>,
    store: Store,
}

impl Rooms {
    /// The rooms of the database, each resumed where it was.
    pub async fn resume(store: Store) -> Result<Arc<Rooms>, StoreError> {
        let rooms = Arc::new(Rooms {
            rooms: Mutex::new(HashMap::new()),
            store: store.clone(),
        });
        for stored in store.rooms().await? {
            let code = stored.code;
            match Room::resumed(stored, store.clone()) {
                Ok(room) => rooms.run(code, room),
                Err(e) => tracing::error!(%code, "room not resumed: {e}"),
            }
        }
        Ok(rooms)
    }

    fn run(&self, code: RoomCode, room: Room) {
        let (tell, inbox) = mpsc::channel(OUTBOX);
        self.rooms.lock().expect("not poisoned").insert(code, tell);
        tokio::spawn(room.run(inbox));
    }

    pub fn find(&self, code: RoomCode) -> Option<mpsc::Sender<RoomRequest>> {
        self.rooms.lock().expect("not poisoned").get(&code).cloned()
    }

    /// Makes a room of `setup`, its match drawing chance from a seed of the operating
    /// system's secure random source.
    pub async fn create(&self, setup: RoomSetup) -> Result<RoomCode, RequestError> {
        if setup.seats.iter().all(|s| *s != SeatPlan::Person) {
            return Err(RequestError::BadRoom("no seat for a person".into()));
        }
        if setup.seats.iter().any(|s| *s != SeatPlan::Person) {
            return Err(RequestError::BadRoom(
                "computer seats are not played online yet".into(),
            ));
        }
        let match_setup = MatchSetup {
            game: setup.game,
            preset: setup.preset,
            options: setup.options,
            seats: vec![SeatKind::Remote; setup.seats.len()],
            seed: u64::from_le_bytes(random_bytes()),
            chance: ChanceFrom::Seed,
            position: None,
            take_backs: setup.take_backs,
            lesson: false,
        };
        let live = new_match(match_setup.clone())?;
        let code = loop {
            let code = RoomCode::from_number(u64::from_le_bytes(random_bytes()));
            if self.find(code).is_none() {
                break code;
            }
        };
        self.store
            .create_room(code, &match_setup, &setup.seats)
            .await
            .map_err(storage)?;
        let seats = setup
            .seats
            .iter()
            .map(|&plan| StoredSeat {
                plan,
                name: None,
                token_hash: None,
            })
            .collect();
        let room = Room::new(code, match_setup, live, seats, 0, self.store.clone());
        self.run(code, room);
        tracing::info!(%code, "room created");
        Ok(code)
    }
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes
}

fn storage(e: StoreError) -> RequestError {
    tracing::error!("storage: {e}");
    RequestError::Unreadable("the server could not keep it; try again".into())
}

/// The hash of a seat's token, as stored.
pub fn token_hash(token: &SeatToken) -> String {
    Sha256::digest(token.bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

struct Member {
    conn: u64,
    out: Outbox,
    seat: Option<usize>,
    said: Vec<Instant>,
}

struct Room {
    code: RoomCode,
    /// With the server's seed: never sent.
    setup: MatchSetup,
    live: Box<dyn LiveMatch>,
    seats: Vec<StoredSeat>,
    version: u64,
    /// The room's version after each action kept.
    action_versions: Vec<u64>,
    /// The version of the last take-back: a member that saw an older one is sent the room
    /// whole.
    rewound_at: u64,
    take_back_asked: Option<usize>,
    members: Vec<Member>,
    store: Store,
}

impl Room {
    fn new(
        code: RoomCode,
        setup: MatchSetup,
        live: Box<dyn LiveMatch>,
        seats: Vec<StoredSeat>,
        version: u64,
        store: Store,
    ) -> Room {
        Room {
            code,
            setup,
            action_versions: vec![version; live.actions()],
            live,
            seats,
            version,
            rewound_at: version,
            take_back_asked: None,
            members: Vec::new(),
            store,
        }
    }

    fn resumed(stored: StoredRoom, store: Store) -> Result<Room, RequestError> {
        let live = live(&SavedMatch::new(stored.setup.clone(), stored.actions))?;
        Ok(Room::new(
            stored.code,
            stored.setup,
            live,
            stored.seats,
            stored.version,
            store,
        ))
    }

    async fn run(mut self, mut inbox: mpsc::Receiver<RoomRequest>) {
        // A new match may open with a lot (who starts), and a server stopped between an
        // action and the lot after it left one due.
        if let Err(e) = self.draw_lots().await {
            tracing::error!(code = %self.code, "the lot: {e:?}");
        }
        while let Some(request) = inbox.recv().await {
            self.handle(request).await;
        }
    }

    async fn handle(&mut self, request: RoomRequest) {
        match request {
            RoomRequest::Join {
                conn,
                out,
                seat,
                name,
            } => {
                if let Err(error) = self.join(conn, &out, seat, &name).await {
                    let _ = out.try_send(ServerMessage::Rejected { error });
                }
            }
            RoomRequest::Watch { conn, out } => {
                self.members.push(Member {
                    conn,
                    out,
                    seat: None,
                    said: Vec::new(),
                });
                self.send_view(conn);
            }
            RoomRequest::Return {
                conn,
                out,
                token,
                seen,
            } => {
                let hash = token_hash(&token);
                let Some(seat) = self
                    .seats
                    .iter()
                    .position(|s| s.token_hash.as_deref() == Some(hash.as_str()))
                else {
                    let _ = out.try_send(ServerMessage::Rejected {
                        error: RequestError::WrongToken,
                    });
                    return;
                };
                self.members.retain(|m| m.conn != conn);
                self.members.push(Member {
                    conn,
                    out,
                    seat: Some(seat),
                    said: Vec::new(),
                });
                self.catch_up(conn, seen);
                self.broadcast(ServerMessage::Presence { seat, online: true });
            }
            RoomRequest::Say { conn, out, message } => {
                if let Err(not) = self.say(conn, message).await {
                    let _ = out.try_send(match not {
                        NotTaken::Refused(refusal) => ServerMessage::Refused { refusal },
                        NotTaken::Rejected(error) => ServerMessage::Rejected { error },
                    });
                }
            }
            RoomRequest::Gone { conn } => self.leave(conn),
        }
    }

    fn online(&self, seat: usize) -> bool {
        self.members.iter().any(|m| m.seat == Some(seat))
    }

    fn view(&self, you: Option<usize>) -> RoomView {
        RoomView {
            code: self.code,
            setup: self.setup.for_a_player_elsewhere(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatView {
                    plan: s.plan,
                    name: s.name.clone(),
                    online: s.plan != SeatPlan::Person || self.online(i),
                })
                .collect(),
            actions: self.live.saved().actions,
            version: self.version,
            you,
        }
    }

    fn send_view(&mut self, conn: u64) {
        let you = self.member(conn).and_then(|m| m.seat);
        self.send(conn, ServerMessage::Room(self.view(you)));
    }

    /// What a member returning at version `seen` missed: the actions since, or the room
    /// whole when a take-back came between or `seen` is not a version of this room.
    fn catch_up(&mut self, conn: u64, seen: u64) {
        if seen < self.rewound_at || seen > self.version {
            return self.send_view(conn);
        }
        let saved = self.live.saved();
        let missed: Vec<ServerMessage> = saved
            .actions
            .iter()
            .zip(&self.action_versions)
            .enumerate()
            .filter(|(_, (_, v))| **v > seen)
            .map(|(i, (action, &version))| ServerMessage::Accepted {
                version,
                action: action.clone(),
                by: self.actor_of(i),
            })
            .collect();
        for m in missed {
            self.send(conn, m);
        }
    }

    fn actor_of(&self, index: usize) -> Actor {
        self.live.decider(index).map_or(Actor::Chance, Actor::Seat)
    }

    async fn join(
        &mut self,
        conn: u64,
        out: &Outbox,
        seat: Option<usize>,
        name: &str,
    ) -> Result<(), RequestError> {
        let name = name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err(RequestError::BadName);
        }
        let free = |s: &StoredSeat| s.plan == SeatPlan::Person && s.token_hash.is_none();
        let seat = match seat {
            Some(i) => {
                let s = self.seats.get(i).ok_or(RequestError::NoSuchSeat)?;
                if !free(s) {
                    return Err(RequestError::SeatTaken);
                }
                i
            }
            None => self
                .seats
                .iter()
                .position(free)
                .ok_or(RequestError::NoFreeSeat)?,
        };
        let token = SeatToken::from_bytes(random_bytes());
        let hash = token_hash(&token);
        self.store
            .take_seat(self.code, seat, name, &hash)
            .await
            .map_err(storage)?;
        self.seats[seat].name = Some(name.to_string());
        self.seats[seat].token_hash = Some(hash);
        self.members.retain(|m| m.conn != conn);
        self.members.push(Member {
            conn,
            out: out.clone(),
            seat: Some(seat),
            said: Vec::new(),
        });
        self.send(conn, ServerMessage::Seated { seat, token });
        // Everyone sees the seat taken.
        for c in self.members.iter().map(|m| m.conn).collect::<Vec<_>>() {
            self.send_view(c);
        }
        Ok(())
    }

    fn member(&self, conn: u64) -> Option<&Member> {
        self.members.iter().find(|m| m.conn == conn)
    }

    fn seat_of(&self, conn: u64) -> Result<usize, NotTaken> {
        self.member(conn)
            .and_then(|m| m.seat)
            .ok_or(NotTaken::Rejected(RequestError::NotSeated))
    }

    fn check_seen(&self, seen: u64) -> Result<(), NotTaken> {
        if seen == self.version {
            Ok(())
        } else {
            Err(NotTaken::Rejected(RequestError::Stale {
                now: self.version,
            }))
        }
    }

    async fn say(&mut self, conn: u64, message: ClientMessage) -> Result<(), NotTaken> {
        match message {
            ClientMessage::Act { action, seen } => {
                let seat = self.seat_of(conn)?;
                self.check_seen(seen)?;
                match self.live.due() {
                    Due::Over => return Err(NotTaken::Rejected(RequestError::MatchOver)),
                    Due::Decision(s) | Due::Throw(s) if s != seat => {
                        return Err(NotTaken::Rejected(RequestError::NotYourTurn));
                    }
                    _ => {}
                }
                let text = self.live.decide(&action)?;
                self.commit(text, Actor::Seat(seat)).await
            }
            ClientMessage::Throw { seen } => {
                let seat = self.seat_of(conn)?;
                self.check_seen(seen)?;
                match self.live.due() {
                    Due::Over => return Err(NotTaken::Rejected(RequestError::MatchOver)),
                    Due::Throw(s) | Due::Decision(s) if s != seat => {
                        return Err(NotTaken::Rejected(RequestError::NotYourTurn));
                    }
                    _ => {}
                }
                let text = self.live.draw()?;
                self.commit(text, Actor::Chance).await
            }
            ClientMessage::AskTakeBack => {
                let seat = self.seat_of(conn)?;
                if !self.setup.take_backs || self.live.take_back_point(seat).is_none() {
                    return Err(NotTaken::Refused(tabula_table::Refusal::NothingToTakeBack));
                }
                self.take_back_asked = Some(seat);
                self.broadcast(ServerMessage::TakeBackAsked { by: seat });
                Ok(())
            }
            ClientMessage::AnswerTakeBack { agree } => {
                let seat = self.seat_of(conn)?;
                let asker = self
                    .take_back_asked
                    .filter(|a| *a != seat)
                    .ok_or(NotTaken::Rejected(RequestError::NoTakeBackAsked))?;
                self.take_back_asked = None;
                if !agree {
                    self.broadcast(ServerMessage::TakeBackDeclined { by: seat });
                    return Ok(());
                }
                let keep = self
                    .live
                    .take_back_point(asker)
                    .ok_or(NotTaken::Refused(tabula_table::Refusal::NothingToTakeBack))?;
                self.store
                    .truncate_actions(self.code, keep, self.version + 1)
                    .await
                    .map_err(|e| NotTaken::Rejected(storage(e)))?;
                self.live.take_back_to(keep)?;
                self.version += 1;
                self.rewound_at = self.version;
                self.action_versions.truncate(keep);
                self.broadcast(ServerMessage::TakenBack {
                    version: self.version,
                    actions: keep,
                });
                Ok(())
            }
            ClientMessage::Chat { text } => {
                let text = text.trim().to_string();
                let chars = text.chars().count();
                if chars == 0 || chars > MAX_CHAT_CHARS {
                    return Err(NotTaken::Rejected(RequestError::BadChat));
                }
                let now = Instant::now();
                let seat = self.member(conn).and_then(|m| m.seat);
                let Some(member) = self.members.iter_mut().find(|m| m.conn == conn) else {
                    return Err(NotTaken::Rejected(RequestError::NotSeated));
                };
                member.said.retain(|t| now.duration_since(*t) < CHAT_WINDOW);
                if member.said.len() >= CHAT_LINES {
                    return Err(NotTaken::Rejected(RequestError::TooFast));
                }
                member.said.push(now);
                let from = seat
                    .and_then(|s| self.seats[s].name.clone())
                    .unwrap_or_else(|| "watcher".into());
                self.store
                    .add_chat(self.code, &from, &text)
                    .await
                    .map_err(|e| NotTaken::Rejected(storage(e)))?;
                self.broadcast(ServerMessage::Chat { from, seat, text });
                Ok(())
            }
            ClientMessage::Leave => {
                self.leave(conn);
                Ok(())
            }
            other => Err(NotTaken::Rejected(RequestError::Unreadable(format!(
                "{other:?} is not asked of a room"
            )))),
        }
    }

    /// Keeps an accepted action, then tells everyone; then draws any chance that is
    /// nobody's to throw.
    async fn commit(&mut self, text: String, by: Actor) -> Result<(), NotTaken> {
        let index = self.live.actions() - 1;
        let version = self.version + 1;
        if let Err(e) = self
            .store
            .append_action(self.code, index, &text, version)
            .await
        {
            // Not kept, so not played: the match goes back to before it.
            self.live.take_back_to(index)?;
            return Err(NotTaken::Rejected(storage(e)));
        }
        self.version = version;
        self.action_versions.push(version);
        self.take_back_asked = None;
        self.broadcast(ServerMessage::Accepted {
            version,
            action: text,
            by,
        });
        if let Some(outcome) = self.live.outcome() {
            self.broadcast(ServerMessage::Ended { outcome });
        }
        self.draw_lots().await
    }

    /// Draws the chance that is nobody's to throw (the lot for who starts), as long as
    /// one is due.
    async fn draw_lots(&mut self) -> Result<(), NotTaken> {
        if self.live.due() == Due::Lot {
            let text = self.live.draw()?;
            Box::pin(self.commit(text, Actor::Chance)).await?;
        }
        Ok(())
    }

    fn send(&mut self, conn: u64, message: ServerMessage) {
        let Some(at) = self.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        if self.members[at].out.try_send(message).is_err() {
            self.drop_member(at);
        }
    }

    fn broadcast(&mut self, message: ServerMessage) {
        let mut at = 0;
        while at < self.members.len() {
            if self.members[at].out.try_send(message.clone()).is_err() {
                self.drop_member(at);
            } else {
                at += 1;
            }
        }
    }

    /// A member whose messages pile up unread (or whose connection ended) is let go: its
    /// connection closes when its outbox is dropped.
    fn drop_member(&mut self, at: usize) {
        let member = self.members.remove(at);
        tracing::info!(code = %self.code, conn = member.conn, "member dropped");
        if let Some(seat) = member.seat
            && !self.online(seat)
        {
            self.broadcast(ServerMessage::Presence {
                seat,
                online: false,
            });
        }
    }

    fn leave(&mut self, conn: u64) {
        if let Some(at) = self.members.iter().position(|m| m.conn == conn) {
            self.drop_member(at);
        }
    }
}
