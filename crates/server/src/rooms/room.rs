//! A room: its match, its seats and who is in it; requests heard one at a time.

use super::{Outbox, RoomRequest, Timing, random_bytes, storage, token_hash};
use crate::live::{LiveMatch, NotTaken, live};
use crate::stats::Stats;
use crate::store::{Store, StoredDice, StoredRoom, StoredSeat};
use std::time::{Duration, Instant};
use tabula_protocol::{
    Actor, ClientMessage, DiceProof, Ending, MAX_CHAT_CHARS, MAX_NAME_CHARS, MatchEnd,
    OnlineRecord, RequestError, RoomCode, RoomView, SeatPlan, SeatToken, SeatView, ServerMessage,
};
use tabula_table::{MatchSetup, SavedMatch};
use tokio::sync::mpsc;

/// Chat lines a member may say in [`CHAT_WINDOW`].
const CHAT_LINES: usize = 5;
const CHAT_WINDOW: Duration = Duration::from_secs(10);

pub(super) struct Member {
    pub conn: u64,
    pub out: Outbox,
    pub seat: Option<usize>,
    said: Vec<Instant>,
}

pub(super) struct Room {
    pub code: RoomCode,
    /// As every player holds it: no seed, chance from this server.
    pub setup: MatchSetup,
    pub live: Box<dyn LiveMatch>,
    pub seats: Vec<StoredSeat>,
    /// `None` for a room of the first schema, whose match draws from its setup's seed.
    pub dice: Option<StoredDice>,
    pub round: u32,
    /// A resignation or a claim; a match over by its rules says so itself.
    pub forfeit: Option<MatchEnd>,
    pub version: u64,
    /// The room's version after each action kept.
    pub action_versions: Vec<u64>,
    /// The version of the last take-back or rematch: a member that saw an older one is
    /// sent the room whole.
    pub rewound_at: u64,
    pub take_back_asked: Option<usize>,
    /// Each seat's contribution to the next match's dice, once its player asked for it.
    pub rematch: Vec<Option<u64>>,
    /// Since when each taken seat has had nobody connected.
    pub gone_since: Vec<Option<Instant>>,
    /// The seats last told to be away.
    pub told_away: Vec<usize>,
    /// Since when no seat has had anybody connected.
    pub empty_since: Option<Instant>,
    /// The version a computer seat is choosing for.
    pub thinking: Option<u64>,
    pub members: Vec<Member>,
    pub store: Store,
    pub timing: Timing,
    /// The room's own inbox, for what finishes later (a computer's choice, a timer).
    pub tell: Option<mpsc::WeakSender<RoomRequest>>,
}

/// Whether the room goes on after a request.
#[derive(PartialEq)]
pub(super) enum Next {
    Stay,
    /// Closed: everyone left long ago.
    Close,
    /// Another server process owns the room now: let go of it, writing nothing.
    Lost,
}

impl Room {
    pub fn new(
        code: RoomCode,
        setup: MatchSetup,
        live: Box<dyn LiveMatch>,
        seats: Vec<StoredSeat>,
        dice: Option<StoredDice>,
        store: Store,
        timing: Timing,
    ) -> Room {
        let now = Instant::now();
        Room {
            code,
            setup,
            action_versions: vec![0; live.actions()],
            live,
            rematch: vec![None; seats.len()],
            // Nobody is connected to a room just made or just resumed.
            gone_since: seats
                .iter()
                .map(|s| s.token_hash.as_ref().map(|_| now))
                .collect(),
            seats,
            dice,
            round: 1,
            forfeit: None,
            version: 0,
            rewound_at: 0,
            take_back_asked: None,
            told_away: Vec::new(),
            empty_since: Some(now),
            thinking: None,
            members: Vec::new(),
            store,
            timing,
            tell: None,
        }
    }

    pub fn resumed(stored: StoredRoom, store: Store, timing: Timing) -> Result<Room, RequestError> {
        let live = live(&SavedMatch::new(stored.setup.clone(), stored.actions))?;
        let dice = stored.secret.map(|secret| StoredDice {
            secret,
            verifiable: stored.verifiable,
        });
        let mut room = Room::new(
            stored.code,
            stored.setup,
            live,
            stored.seats,
            dice,
            store,
            timing,
        );
        room.version = stored.version;
        room.rewound_at = stored.version;
        room.action_versions.fill(stored.version);
        room.round = stored.round;
        room.forfeit = stored.forfeit;
        Ok(room)
    }

    pub async fn run(
        mut self,
        mut inbox: mpsc::Receiver<RoomRequest>,
        tell: mpsc::WeakSender<RoomRequest>,
        stats: &Stats,
    ) -> Next {
        self.tell = Some(tell);
        self.wake_in(self.timing.close_after);
        if self.seats.iter().any(|s| s.token_hash.is_some()) {
            self.wake_in(self.timing.away_after);
        }
        // A match may open with a lot (who starts), a computer may be to move, and a
        // server stopped at the end of a match may not have kept its record yet.
        self.play_on().await;
        if self.end().is_some() {
            self.keep_record().await;
        }
        while let Some(request) = inbox.recv().await {
            let started = Instant::now();
            let next = self.handle(request).await;
            stats.handled(started.elapsed());
            if next == Next::Close {
                // Those who asked meanwhile hear that there is no such room any more.
                inbox.close();
                while let Ok(request) = inbox.try_recv() {
                    if let RoomRequest::Join { out, .. }
                    | RoomRequest::Watch { out, .. }
                    | RoomRequest::Return { out, .. }
                    | RoomRequest::Say { out, .. } = request
                    {
                        let _ = out.try_send(ServerMessage::Rejected {
                            error: RequestError::UnknownRoom,
                        });
                    }
                }
            }
            if next != Next::Stay {
                return next;
            }
        }
        Next::Lost
    }

    async fn handle(&mut self, request: RoomRequest) -> Next {
        match request {
            RoomRequest::Join {
                conn,
                out,
                seat,
                name,
                seed,
            } => {
                if let Err(error) = self.join(conn, &out, seat, &name, seed).await {
                    let _ = out.try_send(ServerMessage::Rejected { error });
                }
            }
            RoomRequest::Watch { conn, out } => {
                self.enter(conn, out, None);
                self.send_view(conn);
            }
            RoomRequest::Return {
                conn,
                out,
                token,
                seen,
            } => self.come_back(conn, out, &token, seen),
            RoomRequest::Say { conn, out, message } => {
                if let Err(not) = self.say(conn, message).await {
                    let _ = out.try_send(match not {
                        NotTaken::Refused(refusal) => ServerMessage::Refused { refusal },
                        NotTaken::Rejected(error) => ServerMessage::Rejected { error },
                    });
                }
            }
            RoomRequest::Gone { conn } => self.leave(conn),
            RoomRequest::Chosen { version, action } => self.chosen(version, action).await,
            RoomRequest::Tick => return self.tick().await,
            RoomRequest::Lost => {
                tracing::warn!(code = %self.code, "another server process owns the room now");
                return Next::Lost;
            }
        }
        Next::Stay
    }

    async fn say(&mut self, conn: u64, message: ClientMessage) -> Result<(), NotTaken> {
        match message {
            ClientMessage::Act { action, seen } => self.act(conn, Some(&action), seen).await,
            ClientMessage::Throw { seen } => self.act(conn, None, seen).await,
            ClientMessage::AskTakeBack => self.ask_take_back(conn).await,
            ClientMessage::AnswerTakeBack { agree } => self.answer_take_back(conn, agree).await,
            ClientMessage::Chat { text } => self.chat(conn, &text).await,
            ClientMessage::Resign => self.resign(conn).await,
            ClientMessage::Claim => self.claim(conn).await,
            ClientMessage::Rematch { seed } => self.ask_rematch(conn, seed).await,
            ClientMessage::Leave => {
                self.leave(conn);
                Ok(())
            }
            other => Err(NotTaken::Rejected(RequestError::Unreadable(format!(
                "{other:?} is not asked of a room"
            )))),
        }
    }

    /// Every person seat is taken: the match has begun (or begins now).
    pub fn started(&self) -> bool {
        self.seats
            .iter()
            .all(|s| s.plan != SeatPlan::Person || s.token_hash.is_some())
    }

    pub fn end(&self) -> Option<MatchEnd> {
        self.forfeit.clone().or_else(|| {
            self.live.outcome().map(|outcome| MatchEnd {
                outcome,
                ending: Ending::Played,
            })
        })
    }

    pub fn contributions(&self) -> Vec<u64> {
        self.seats.iter().map(|s| s.contribution).collect()
    }

    /// The dice's proof, its secret revealed once the match is over.
    pub fn proof(&self) -> Option<DiceProof> {
        let dice = self.dice.filter(|d| d.verifiable)?;
        Some(DiceProof {
            commitment: dice.secret.commitment(),
            contributions: self.contributions(),
            secret: self.end().map(|_| dice.secret),
        })
    }

    pub fn record(&self) -> OnlineRecord {
        OnlineRecord {
            saved: SavedMatch::new(
                self.setup.for_a_player_elsewhere(),
                self.live.saved().actions,
            ),
            end: self.end(),
            dice: self.proof(),
        }
    }

    /// Keeps the record of the match just over (again after a restart: only once).
    pub async fn keep_record(&mut self) {
        if let Err(e) = self
            .store
            .finish(self.code, self.round, &self.record(), None)
            .await
        {
            tracing::error!(code = %self.code, "the record: {e}");
        }
    }

    pub fn online(&self, seat: usize) -> bool {
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
            end: self.end(),
            dice: self.proof(),
            round: self.round,
        }
    }

    pub fn send_view(&mut self, conn: u64) {
        let you = self.member(conn).and_then(|m| m.seat);
        self.send(conn, ServerMessage::Room(Box::new(self.view(you))));
    }

    /// Everyone is sent the room whole (a seat taken, a rematch).
    pub fn send_views(&mut self) {
        for c in self.members.iter().map(|m| m.conn).collect::<Vec<_>>() {
            self.send_view(c);
        }
    }

    /// A connection enters the room, holding `seat` or watching.
    fn enter(&mut self, conn: u64, out: Outbox, seat: Option<usize>) {
        self.members.retain(|m| m.conn != conn);
        self.members.push(Member {
            conn,
            out,
            seat,
            said: Vec::new(),
        });
        if let Some(seat) = seat {
            self.gone_since[seat] = None;
            self.told_away.retain(|s| *s != seat);
            self.empty_since = None;
        }
    }

    fn come_back(&mut self, conn: u64, out: Outbox, token: &SeatToken, seen: u64) {
        let hash = token_hash(token);
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
        self.enter(conn, out, Some(seat));
        self.catch_up(conn, seen);
        self.broadcast(ServerMessage::Presence { seat, online: true });
    }

    /// What a member returning at version `seen` missed: the actions since (and the end,
    /// once over), or the room whole when a take-back or a rematch came between or `seen`
    /// is not a version of this room.
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
        if let Some(end) = self.end() {
            let dice = self.proof();
            self.send(conn, ServerMessage::Ended { end, dice });
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
        seed: u64,
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
            .take_seat(self.code, seat, name, &hash, seed)
            .await
            .map_err(storage)?;
        self.seats[seat].name = Some(name.to_string());
        self.seats[seat].token_hash = Some(hash);
        self.seats[seat].contribution = seed;
        self.enter(conn, out.clone(), Some(seat));
        self.send(conn, ServerMessage::Seated { seat, token });
        // Everyone sees the seat taken; with the last, the match begins.
        self.send_views();
        self.play_on().await;
        Ok(())
    }

    pub fn member(&self, conn: u64) -> Option<&Member> {
        self.members.iter().find(|m| m.conn == conn)
    }

    pub fn seat_of(&self, conn: u64) -> Result<usize, NotTaken> {
        self.member(conn)
            .and_then(|m| m.seat)
            .ok_or(NotTaken::Rejected(RequestError::NotSeated))
    }

    async fn chat(&mut self, conn: u64, text: &str) -> Result<(), NotTaken> {
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

    pub fn send(&mut self, conn: u64, message: ServerMessage) {
        let Some(at) = self.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        if self.members[at].out.try_send(message).is_err() {
            self.drop_member(at);
        }
    }

    pub fn broadcast(&mut self, message: ServerMessage) {
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
            self.gone_since[seat] = Some(Instant::now());
            self.wake_in(self.timing.away_after);
            if self.members.iter().all(|m| m.seat.is_none()) {
                self.empty_since = Some(Instant::now());
                self.wake_in(self.timing.close_after);
            }
            self.broadcast(ServerMessage::Presence {
                seat,
                online: false,
            });
        }
    }

    pub fn leave(&mut self, conn: u64) {
        if let Some(at) = self.members.iter().position(|m| m.conn == conn) {
            self.drop_member(at);
        }
    }

    /// Asks the room to look at the time again after `after` (a little more, so the
    /// time has passed when it looks).
    pub fn wake_in(&self, after: Duration) {
        let Some(tell) = self.tell.clone() else {
            return;
        };
        tokio::spawn(async move {
            tokio::time::sleep(after + Duration::from_millis(10)).await;
            if let Some(tell) = tell.upgrade() {
                let _ = tell.send(RoomRequest::Tick).await;
            }
        });
    }
}
