//! A turn's checker play: the rolls, the plays (whole or step by step), the moves they
//! make on the board and their events.

use crate::{
    Action, BAR, BAR_POINT, BLACK_BAR, BLACK_TRAY, Backgammon, CHECKERS, Candidate, GameEnd,
    OFF_POINT, Phase, Play, Position, ResignLevel, Step, WHITE_BAR, WHITE_TRAY, can_move, generate,
    other,
};
use std::cell::RefCell;
use tabula_core::{Faces, Illegal, PieceId, Pieces, RuleEvent, Seat, SpaceId};

/// Names of rolls, fixed so that rolling does not allocate.
const DIE_NAMES: [&str; 6] = ["1", "2", "3", "4", "5", "6"];
const ROLL_NAMES: [&str; 36] = [
    "1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-1", "2-2", "2-3", "2-4", "2-5", "2-6", "3-1",
    "3-2", "3-3", "3-4", "3-5", "3-6", "4-1", "4-2", "4-3", "4-4", "4-5", "4-6", "5-1", "5-2",
    "5-3", "5-4", "5-5", "5-6", "6-1", "6-2", "6-3", "6-4", "6-5", "6-6",
];

/// The plays last generated on this thread and what they were generated for.
struct PlayCache {
    key: Option<(Position, [u8; 2])>,
    plays: Vec<Candidate>,
}

thread_local! {
    /// Reused buffer for play generation, so stepping a game does not allocate; `apply`
    /// right after `legal_actions` on the same position reuses its plays.
    static CANDIDATES: RefCell<PlayCache> = RefCell::new(PlayCache {
        key: None,
        plays: Vec::with_capacity(256),
    });
}

/// Runs `f` on the legal plays of `dice` from `pos`, generating them unless cached.
pub(crate) fn with_plays<R>(pos: &Position, dice: [u8; 2], f: impl FnOnce(&[Candidate]) -> R) -> R {
    CANDIDATES.with_borrow_mut(|cache| {
        if cache.key != Some((*pos, dice)) {
            generate(pos, dice, false, &mut cache.plays);
            cache.key = Some((*pos, dice));
        }
        f(&cache.plays)
    })
}

impl Backgammon {
    /// Every legal play with one way to play it step by step and its resulting position
    /// (seen from the mover). Empty unless a seat is moving.
    pub fn legal_plays(&self) -> Vec<(Play, Candidate)> {
        let Some(dice) = self.dice() else {
            return Vec::new();
        };
        let pos = self.position();
        let mut out = Vec::new();
        generate(&pos, dice, false, &mut out);
        out.into_iter()
            .map(|c| (Play::from_steps(&pos, c.steps.as_slice()), c))
            .collect()
    }

    /// For a person moving checker by checker: the single-die steps that may follow the
    /// steps `done` so far and still end in a legal play. Empty when `done` is complete (or
    /// cannot be completed). Undo is taking a step off `done`.
    pub fn next_steps(&self, done: &[Step]) -> Vec<Step> {
        let Some(dice) = self.dice() else {
            return Vec::new();
        };
        let mut all = Vec::new();
        generate(&self.position(), dice, true, &mut all);
        let mut next: Vec<Step> = all
            .iter()
            .filter(|c| c.steps.as_slice().starts_with(done))
            .filter_map(|c| c.steps.as_slice().get(done.len()).copied())
            .collect();
        next.sort_unstable_by_key(|s| (std::cmp::Reverse(s.from), s.die));
        next.dedup();
        next
    }

    /// The play made by single-die steps, if they form a whole legal play.
    pub fn play_of_steps(&self, steps: &[Step]) -> Result<Play, Illegal> {
        let Some(dice) = self.dice() else {
            return Err(Illegal::new("nobody is moving"));
        };
        let mut all = Vec::new();
        generate(&self.position(), dice, true, &mut all);
        if all.iter().any(|c| c.steps.as_slice() == steps) {
            Ok(Play::from_steps(&self.position(), steps))
        } else {
            Err(Illegal::new("these steps are not a whole legal play"))
        }
    }

    fn space(&self, seat: Seat, point: u8) -> SpaceId {
        let white = self.white == Some(seat);
        match (point, white) {
            (BAR_POINT, true) => WHITE_BAR,
            (BAR_POINT, false) => BLACK_BAR,
            (OFF_POINT, true) => WHITE_TRAY,
            (OFF_POINT, false) => BLACK_TRAY,
            (p, true) => SpaceId(u16::from(p)),
            (p, false) => SpaceId(25 - u16::from(p)),
        }
    }

    fn checker(&self, seat: Seat, height: u8) -> Pieces {
        let colour = u16::from(self.white != Some(seat));
        Pieces::single(PieceId(15 * colour + u16::from(height)))
    }

    fn roll(&mut self, a: u8, b: u8, events: &mut Vec<RuleEvent>) {
        events.push(RuleEvent::Thrown {
            seat: self.turn,
            faces: [a, b].into_iter().collect(),
            value: if a == b { 4 * a as i8 } else { (a + b) as i8 },
            name: ROLL_NAMES[usize::from(a - 1) * 6 + usize::from(b - 1)].into(),
        });
        self.start_moving([a, b], events);
    }

    fn start_moving(&mut self, dice: [u8; 2], events: &mut Vec<RuleEvent>) {
        if can_move(&self.position(), dice) {
            self.phase = Phase::Moving { dice };
        } else {
            events.push(RuleEvent::ThrowsLost {
                seat: self.turn,
                count: if dice[0] == dice[1] { 4 } else { 2 },
            });
            self.pass_turn(events);
        }
    }

    fn pass_turn(&mut self, events: &mut Vec<RuleEvent>) {
        let next = other(self.turn);
        events.push(RuleEvent::TurnPassed {
            from: self.turn,
            to: next,
        });
        self.turn = next;
        self.resign_offered = false;
        self.phase = self.start_of_turn(None);
    }

    fn opening(&mut self, a: u8, b: u8, events: &mut Vec<RuleEvent>) {
        for (seat, die) in [(Seat(0), a), (Seat(1), b)] {
            events.push(RuleEvent::Thrown {
                seat,
                faces: [die].into_iter().collect::<Faces>(),
                value: die as i8,
                name: DIE_NAMES[usize::from(die - 1)].into(),
            });
        }
        if a == b {
            return; // equal dice are rolled again
        }
        let first = if a > b { Seat(0) } else { Seat(1) };
        self.white = Some(first);
        self.turn = first;
        events.push(RuleEvent::FirstPlayer { seat: first });
        self.start_moving([a.max(b), a.min(b)], events);
    }

    /// Moves the checkers of a legal play step by step, with their events.
    fn play_steps(&mut self, steps: &[Step], events: &mut Vec<RuleEvent>) {
        let me = self.turn;
        let you = other(me);
        for s in steps {
            let src = if s.from == BAR_POINT {
                BAR
            } else {
                s.from as usize - 1
            };
            let height = self.checkers[me.index()][src] - 1;
            let pieces = self.checker(me, height);
            self.checkers[me.index()][src] -= 1;
            let from = self.space(me, s.from);
            if s.to == OFF_POINT {
                events.push(RuleEvent::BorneOff {
                    seat: me,
                    pieces,
                    from,
                });
                continue;
            }
            let to = self.space(me, s.to);
            if s.hit {
                let their = 24 - s.to as usize;
                let hit = self.checker(you, 0);
                self.checkers[you.index()][their] = 0;
                let on_bar = self.checkers[you.index()][BAR];
                self.checkers[you.index()][BAR] += 1;
                events.push(RuleEvent::Captured {
                    by: me,
                    owner: you,
                    pieces: hit,
                    at: to,
                });
                events.push(RuleEvent::Moved {
                    seat: you,
                    pieces: self.checker(you, on_bar),
                    from: to,
                    path: [self.space(you, BAR_POINT)].into_iter().collect(),
                });
            }
            self.checkers[me.index()][s.to as usize - 1] += 1;
            let path = [to].into_iter().collect();
            if s.from == BAR_POINT {
                events.push(RuleEvent::Entered {
                    seat: me,
                    pieces,
                    path,
                });
            } else {
                events.push(RuleEvent::Moved {
                    seat: me,
                    pieces,
                    from,
                    path,
                });
            }
        }
    }

    fn finish_play(&mut self, events: &mut Vec<RuleEvent>) {
        let me = self.turn;
        if self.borne_off(me) < CHECKERS {
            self.pass_turn(events);
            return;
        }
        let loser = &self.checkers[other(me).index()];
        let level = if self.borne_off(other(me)) > 0 {
            ResignLevel::Single
        } else if loser[18..].iter().any(|&c| c > 0) {
            ResignLevel::Backgammon // on the bar or in the winner's home board
        } else {
            ResignLevel::Gammon
        };
        let points = self.points_for(level);
        self.end_game(me, points, GameEnd::BorneOff(level), events);
    }

    /// `apply` without adding to the history.
    pub(crate) fn apply_unrecorded(
        &mut self,
        action: &Action,
        events: &mut Vec<RuleEvent>,
    ) -> Result<(), Illegal> {
        match (*action, self.phase) {
            (Action::Roll(a, b), phase) if (1..=6).contains(&a) && (1..=6).contains(&b) => {
                match phase {
                    Phase::Opening => self.opening(a, b, events),
                    Phase::Rolling if a >= b => self.roll(a, b, events),
                    Phase::Rolling => {
                        return Err(Illegal::new("a roll is written larger die first"));
                    }
                    _ => return Err(Illegal::new("it is not time to roll")),
                }
                Ok(())
            }
            (Action::Roll(..), _) => Err(Illegal::new("dice show 1 to 6")),
            (Action::Play(play), Phase::Moving { dice }) => {
                let pos = self.position();
                let result = play.execute(&pos).map_err(Illegal::new)?;
                let steps = with_plays(&pos, dice, |plays| {
                    plays.iter().find(|c| c.result == result).map(|c| c.steps)
                });
                let steps =
                    steps.ok_or(Illegal::new("this play does not match the dice and rules"))?;
                self.play_steps(steps.as_slice(), events);
                self.finish_play(events);
                Ok(())
            }
            (Action::Play(_), _) => Err(Illegal::new("it is not time to move checkers")),
            (decision, _) => self.decide(decision, events),
        }
    }
}
