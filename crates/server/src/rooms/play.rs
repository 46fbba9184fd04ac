//! Playing: the seats' decisions and throws, chance drawn here, the computer seats, and
//! take-backs. An action is kept before anyone is told of it.

use super::room::Room;
use super::{RoomRequest, random_bytes, storage};
use crate::live::{Due, NotTaken};
use tabula_ai::Level;
use tabula_protocol::{Actor, RequestError, SeatPlan, ServerMessage};
use tabula_table::Refusal;

impl Room {
    /// A person's decision (`Some`) or throw (`None`), made on version `seen`.
    pub(super) async fn act(
        &mut self,
        conn: u64,
        action: Option<&str>,
        seen: u64,
    ) -> Result<(), NotTaken> {
        let seat = self.seat_of(conn)?;
        if seen != self.version {
            return Err(NotTaken::Rejected(RequestError::Stale {
                now: self.version,
            }));
        }
        if !self.started() {
            return Err(NotTaken::Rejected(RequestError::NotStarted));
        }
        if self.end().is_some() {
            return Err(NotTaken::Rejected(RequestError::MatchOver));
        }
        match self.live.due() {
            Due::Decision(s) | Due::Throw(s) if s != seat => {
                return Err(NotTaken::Rejected(RequestError::NotYourTurn));
            }
            _ => {}
        }
        let (text, by) = match action {
            Some(action) => (self.live.decide(action)?, Actor::Seat(seat)),
            None => (self.draw()?, Actor::Chance),
        };
        self.commit(text, by).await?;
        self.play_on().await;
        Ok(())
    }

    /// Chance's outcome now, from the room's dice.
    fn draw(&mut self) -> Result<String, NotTaken> {
        let contributions = self.contributions();
        let dice = self.dice.map(|d| d.secret);
        self.live
            .draw(dice.as_ref().map(|s| (s, contributions.as_slice())))
    }

    /// Keeps an accepted action, then tells everyone; at the match's end, its record.
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
        if let Some(end) = self.end() {
            self.keep_record().await;
            let dice = self.proof();
            self.broadcast(ServerMessage::Ended { end, dice });
        }
        Ok(())
    }

    fn computer(&self, seat: usize) -> Option<Level> {
        match self.seats.get(seat)?.plan {
            SeatPlan::Computer(level) => Some(level),
            SeatPlan::Person => None,
        }
    }

    /// Plays what is nobody's to ask for: the lot for who starts, the computer seats'
    /// throws; and sets a computer seat choosing when its decision is due.
    pub(super) async fn play_on(&mut self) {
        while self.started() && self.end().is_none() {
            let by = match self.live.due() {
                Due::Lot => Actor::Chance,
                Due::Throw(s) if self.computer(s).is_some() => Actor::Chance,
                Due::Decision(s) => {
                    if let Some(level) = self.computer(s) {
                        self.think(level);
                    }
                    return;
                }
                Due::Throw(_) | Due::Over => return,
            };
            let played = match self.draw() {
                Ok(text) => self.commit(text, by).await,
                Err(e) => Err(e),
            };
            if let Err(e) = played {
                tracing::error!(code = %self.code, "chance not drawn: {e:?}");
                return;
            }
        }
    }

    /// A computer seat chooses on the blocking pool, so the room (and every other) goes
    /// on hearing requests meanwhile.
    fn think(&mut self, level: Level) {
        if self.thinking == Some(self.version) {
            return;
        }
        let Some(tell) = self.tell.clone() else {
            return;
        };
        self.thinking = Some(self.version);
        let version = self.version;
        let choose = self
            .live
            .computer(level, u64::from_le_bytes(random_bytes()));
        tokio::spawn(async move {
            let action = tokio::task::spawn_blocking(choose).await.ok().flatten();
            if let Some(tell) = tell.upgrade() {
                let _ = tell.send(RoomRequest::Chosen { version, action }).await;
            }
        });
    }

    /// A computer seat's choice arrives: played if the match is still where it was.
    pub(super) async fn chosen(&mut self, version: u64, action: Option<String>) {
        if version != self.version {
            // The match moved on (a take-back): choose again if still due.
            return self.play_on().await;
        }
        self.thinking = None;
        // A resignation or a claim came while it chose.
        if self.end().is_some() {
            return;
        }
        let Due::Decision(seat) = self.live.due() else {
            return;
        };
        let played = match action {
            Some(action) if self.computer(seat).is_some() => match self.live.decide(&action) {
                Ok(text) => self.commit(text, Actor::Seat(seat)).await,
                Err(e) => Err(e),
            },
            _ => Err(NotTaken::Rejected(RequestError::Unreadable(
                "the computer found no move".into(),
            ))),
        };
        match played {
            Ok(()) => self.play_on().await,
            Err(e) => tracing::error!(code = %self.code, "the computer's move: {e:?}"),
        }
    }

    /// A take-back is asked: the other people must agree (with only computers against
    /// it, it is taken back at once).
    pub(super) async fn ask_take_back(&mut self, conn: u64) -> Result<(), NotTaken> {
        let seat = self.seat_of(conn)?;
        if !self.setup.take_backs || self.live.take_back_point(seat).is_none() {
            return Err(NotTaken::Refused(Refusal::NothingToTakeBack));
        }
        let others = self
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != seat && s.plan == SeatPlan::Person);
        if !others {
            return self.take_back(seat).await;
        }
        self.take_back_asked = Some(seat);
        self.broadcast(ServerMessage::TakeBackAsked { by: seat });
        Ok(())
    }

    pub(super) async fn answer_take_back(
        &mut self,
        conn: u64,
        agree: bool,
    ) -> Result<(), NotTaken> {
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
        self.take_back(asker).await
    }

    /// Takes back `seat`'s last decision, kept first.
    async fn take_back(&mut self, seat: usize) -> Result<(), NotTaken> {
        let keep = self
            .live
            .take_back_point(seat)
            .ok_or(NotTaken::Refused(Refusal::NothingToTakeBack))?;
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
        self.play_on().await;
        Ok(())
    }
}
