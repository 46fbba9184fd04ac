//! How a match ends other than by its rules (a resignation; a claim over players away
//! too long), the rematch that follows, and the closing of a room everyone left.

use super::room::{Next, Room};
use super::{random_bytes, storage};
use crate::live::{NotTaken, new_match, verifiable_by_default};
use crate::store::StoredDice;
use std::time::Instant;
use tabula_core::{Outcome, Seat, SeatSet};
use tabula_protocol::{DiceSecret, Ending, MatchEnd, RequestError, SeatPlan, ServerMessage};

/// A win for every seat of `winners`.
fn win_for(winners: impl Iterator<Item = usize>) -> Outcome {
    let mut set = SeatSet::EMPTY;
    for seat in winners {
        set.insert(Seat(seat as u8));
    }
    Outcome::win(set, 1)
}

impl Room {
    /// The match can end now by a person's say: begun and not over.
    fn in_play(&self) -> Result<(), NotTaken> {
        if !self.started() {
            return Err(NotTaken::Rejected(RequestError::NotStarted));
        }
        if self.end().is_some() {
            return Err(NotTaken::Rejected(RequestError::MatchOver));
        }
        Ok(())
    }

    pub(super) async fn resign(&mut self, conn: u64) -> Result<(), NotTaken> {
        let seat = self.seat_of(conn)?;
        self.in_play()?;
        let outcome = win_for((0..self.seats.len()).filter(|s| *s != seat));
        self.forfeit(MatchEnd {
            outcome,
            ending: Ending::Resigned { seat },
        })
        .await
    }

    /// The seats, other than `but`, whose players have been gone longer than the room
    /// waits.
    fn away(&self, but: Option<usize>) -> Vec<usize> {
        let now = Instant::now();
        (0..self.seats.len())
            .filter(|s| Some(*s) != but)
            .filter(|&s| {
                self.gone_since[s]
                    .is_some_and(|since| now.duration_since(since) >= self.timing.away_after)
            })
            .collect()
    }

    pub(super) async fn claim(&mut self, conn: u64) -> Result<(), NotTaken> {
        let seat = self.seat_of(conn)?;
        self.in_play()?;
        let away = self.away(Some(seat));
        if away.is_empty() {
            return Err(NotTaken::Rejected(RequestError::NobodyAway));
        }
        let outcome = win_for((0..self.seats.len()).filter(|s| !away.contains(s)));
        self.forfeit(MatchEnd {
            outcome,
            ending: Ending::Claimed { away },
        })
        .await
    }

    /// Ends the match by a resignation or a claim: kept first, then told.
    async fn forfeit(&mut self, end: MatchEnd) -> Result<(), NotTaken> {
        self.forfeit = Some(end.clone());
        let record = self.record();
        if let Err(e) = self
            .store
            .finish(self.code, self.round, &record, Some(&end))
            .await
        {
            self.forfeit = None;
            return Err(NotTaken::Rejected(storage(e)));
        }
        self.take_back_asked = None;
        let dice = self.proof();
        self.broadcast(ServerMessage::Ended { end, dice });
        Ok(())
    }

    pub(super) async fn ask_rematch(&mut self, conn: u64, seed: u64) -> Result<(), NotTaken> {
        let seat = self.seat_of(conn)?;
        if self.end().is_none() {
            return Err(NotTaken::Rejected(RequestError::NotOver));
        }
        self.rematch[seat] = Some(seed);
        self.broadcast(ServerMessage::RematchAsked { by: seat });
        let everyone = self
            .seats
            .iter()
            .zip(&self.rematch)
            .all(|(s, asked)| s.plan != SeatPlan::Person || asked.is_some());
        if everyone {
            self.start_rematch().await?;
        }
        Ok(())
    }

    /// The next match of the room: every seat moved one place on (in a match of two,
    /// the seats swapped), new dice, the new contributions.
    async fn start_rematch(&mut self) -> Result<(), NotTaken> {
        let n = self.seats.len();
        let turned = |i: usize| (i + 1) % n;
        let mut seats = self.seats.clone();
        for (i, seat) in self.seats.iter().enumerate() {
            seats[turned(i)] = seat.clone();
            seats[turned(i)].contribution = self.rematch[i].unwrap_or(0);
        }
        let dice = StoredDice {
            secret: DiceSecret::from_bytes(random_bytes()),
            verifiable: match self.dice {
                Some(d) => d.verifiable,
                None => verifiable_by_default(&self.setup.game).map_err(NotTaken::Rejected)?,
            },
        };
        let live = new_match(self.setup.clone()).map_err(NotTaken::Rejected)?;
        let (round, version) = (self.round + 1, self.version + 1);
        self.store
            .rematch(self.code, round, dice, &seats, version)
            .await
            .map_err(|e| NotTaken::Rejected(storage(e)))?;
        let mut gone_since = self.gone_since.clone();
        for (i, since) in self.gone_since.iter().enumerate() {
            gone_since[turned(i)] = *since;
        }
        self.seats = seats;
        self.gone_since = gone_since;
        self.told_away.clear();
        self.dice = Some(dice);
        self.live = live;
        self.round = round;
        self.version = version;
        self.rewound_at = version;
        self.action_versions.clear();
        self.forfeit = None;
        self.take_back_asked = None;
        self.rematch = vec![None; n];
        self.thinking = None;
        for member in &mut self.members {
            member.seat = member.seat.map(turned);
        }
        self.send_views();
        self.play_on().await;
        Ok(())
    }

    /// Looks at the time: tells the seats away (once each absence), and closes the room
    /// when everyone has been gone longer than it waits (a room whose match is over, as
    /// long as a player is away: nobody comes back to play it).
    pub(super) async fn tick(&mut self) -> Next {
        if self.started() && self.end().is_none() {
            let away = self.away(None);
            if away.iter().any(|s| !self.told_away.contains(s)) {
                self.told_away = away.clone();
                self.broadcast(ServerMessage::Away { seats: away });
            }
        }
        let wait = if self.end().is_some() {
            self.timing.away_after.min(self.timing.close_after)
        } else {
            self.timing.close_after
        };
        let abandoned = self
            .empty_since
            .is_some_and(|since| since.elapsed() >= wait);
        if !abandoned {
            return Next::Stay;
        }
        if let Err(e) = self
            .store
            .close(self.code, self.round, &self.record())
            .await
        {
            tracing::error!(code = %self.code, "not closed: {e}");
            return Next::Stay;
        }
        tracing::info!(code = %self.code, "room closed: everyone left long ago");
        self.broadcast(ServerMessage::Goodbye {
            reason: "the room closed: its players left long ago".into(),
        });
        Next::Close
    }
}
