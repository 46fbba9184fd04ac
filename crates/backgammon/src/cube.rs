//! The doubling cube, resignations and the match score: setting them up, the decisions
//! before the roll and how a finished game is scored.

use crate::{
    Action, Backgammon, GameEnd, GameResult, MAX_CUBE, Phase, Position, ResignLevel, other,
};
use tabula_core::{Illegal, Outcome, RuleEvent, Seat, SeatSet, SetupError};

impl Backgammon {
    /// The same set-up game with the cube at `value` (1, 2, 4, … 64) owned by `owner`
    /// (`None`: centred, only with value 1). Needs the `cube` option.
    pub fn with_cube(mut self, value: u8, owner: Option<Seat>) -> Result<Backgammon, SetupError> {
        if !self.options.cube {
            return Err(SetupError("this game is played without the cube".into()));
        }
        (self.cube, self.cube_owner) = (value, owner);
        self.check_cube().map_err(SetupError)?;
        self.set_up = true;
        self.phase = self.start_of_turn(self.dice());
        Ok(self)
    }

    /// The same set-up game at match score `score` (by seat), `crawford` saying whether
    /// this is the Crawford game. Needs a match.
    pub fn with_match_score(
        mut self,
        score: [u16; 2],
        crawford: bool,
    ) -> Result<Backgammon, SetupError> {
        let n = u16::from(self.options.match_length);
        if n == 0 {
            return Err(SetupError("this is money play, not a match".into()));
        }
        if score.iter().any(|&s| s >= n) {
            return Err(SetupError(format!(
                "in a {n}-point match the scores are below {n}"
            )));
        }
        if crawford && !score.contains(&(n - 1)) {
            return Err(SetupError(
                "the Crawford game comes when a side needs one point".into(),
            ));
        }
        (self.score, self.crawford) = (score, crawford);
        self.set_up = true;
        self.phase = self.start_of_turn(self.dice());
        Ok(self)
    }

    /// The cube's value and owner are consistent: a power of two up to 64, centred only at 1.
    pub(crate) fn check_cube(&self) -> Result<(), String> {
        if !self.cube.is_power_of_two() || self.cube > MAX_CUBE {
            return Err(format!("the cube shows 1, 2, 4, … 64, not {}", self.cube));
        }
        if self.cube_owner.is_some_and(|s| s.index() > 1) {
            return Err("backgammon has seats 0 and 1".into());
        }
        if (self.cube == 1) != self.cube_owner.is_none() {
            return Err("the cube is centred exactly while it shows 1".into());
        }
        if !self.options.cube && self.cube != 1 {
            return Err("this game is played without the cube".into());
        }
        if self.crawford && self.cube != 1 {
            return Err("nobody doubles in the Crawford game".into());
        }
        let n = u16::from(self.options.match_length);
        let at_crawford = n > 0 && self.score.iter().filter(|&&s| s + 1 == n).count() == 1;
        if self.crawford && !at_crawford && !matches!(self.phase, Phase::Over(_)) {
            return Err(
                "the Crawford game is played once one side, alone, is a point from winning the \
                 match"
                    .into(),
            );
        }
        self.check_results()
    }

    /// Every finished game's result could have happened: a seat of the two, a cube, and
    /// points the cube allows.
    fn check_results(&self) -> Result<(), String> {
        let most = |cube: u8| u16::from(cube) * if self.options.gammons { 3 } else { 1 };
        for (k, r) in self.games.iter().enumerate() {
            if r.winner.index() > 1 {
                return Err(format!("game {}: backgammon has seats 0 and 1", k + 1));
            }
            if !r.cube.is_power_of_two() || r.cube > MAX_CUBE {
                return Err(format!("game {}: the cube shows 1, 2, 4, … 64", k + 1));
            }
            if !(1..=most(r.cube)).contains(&r.points) {
                return Err(format!(
                    "game {}: {} points with the cube on {}",
                    k + 1,
                    r.points,
                    r.cube
                ));
            }
        }
        // A set-up game may end by a pass or a resignation, of any points the cube allows.
        if let Phase::Over(o) = self.phase
            && self.set_up
            && !(1..=most(self.cube)).contains(&u16::from(o.points))
        {
            return Err(format!(
                "the game ended with {} points, with the cube on {}",
                o.points, self.cube
            ));
        }
        Ok(())
    }

    /// The cube's value (1 when it is not in play).
    pub fn cube_value(&self) -> u8 {
        self.cube
    }

    /// The seat that owns the cube; `None` while it is centred.
    pub fn cube_owner(&self) -> Option<Seat> {
        self.cube_owner
    }

    /// The match length (0: money play).
    pub fn match_length(&self) -> u8 {
        self.options.match_length
    }

    /// The match score by seat (both 0 in money play).
    pub fn match_score(&self) -> [u16; 2] {
        self.score
    }

    /// This game is the Crawford game: a side needs one point and nobody may double.
    pub fn crawford(&self) -> bool {
        self.crawford
    }

    /// A side needs one point and the Crawford game has been played: doubling is allowed
    /// again.
    pub fn post_crawford(&self) -> bool {
        let n = u16::from(self.options.match_length);
        n > 1 && !self.crawford && self.score.contains(&(n - 1))
    }

    /// The finished games of the match, oldest first (kept with the cube or a match; the
    /// last one is the game just ended when the next game's opening is due).
    pub fn games_so_far(&self) -> &[GameResult] {
        &self.games
    }

    /// The resignation on offer, while the other seat decides.
    pub fn resignation(&self) -> Option<ResignLevel> {
        match self.phase {
            Phase::Resigning { level, .. } => Some(level),
            _ => None,
        }
    }

    /// True when the seat on turn may double before its roll: the cube is in play, not at
    /// 64, centred or its own, and this is not the Crawford game.
    pub fn can_double(&self) -> bool {
        self.options.cube
            && !self.crawford
            && self.cube < MAX_CUBE
            && self.cube_owner != Some(other(self.turn))
            && self.white.is_some()
    }

    /// True when a doubled seat may beaver now (money play with the `beaver` option, the
    /// cube not passing 64).
    fn can_beaver(&self) -> bool {
        self.options.beaver && self.options.match_length == 0 && self.cube * 4 <= MAX_CUBE
    }

    /// The points a game won at `level` is worth now: the cube times 1, 2 or 3, with
    /// gammons counting only when `gammons` is on and, under the Jacoby rule in money
    /// play, once the cube has been turned.
    pub fn points_for(&self, level: ResignLevel) -> u16 {
        let jacoby = self.options.jacoby && self.options.match_length == 0 && self.cube == 1;
        let multiplier = if !self.options.gammons || (jacoby && self.options.cube) {
            1
        } else {
            level.multiplier()
        };
        u16::from(multiplier) * u16::from(self.cube)
    }

    /// Scores a finished game. In money play, or when the match is won, the state is over;
    /// otherwise the next game of the match begins with its opening roll (no event: the
    /// app sees [`Backgammon::games_so_far`] grow).
    pub(crate) fn end_game(
        &mut self,
        winner: Seat,
        points: u16,
        end: GameEnd,
        events: &mut Vec<RuleEvent>,
    ) {
        let before = self.score;
        if self.options.recorded() {
            self.games.push(GameResult {
                winner,
                points,
                end,
                cube: self.cube,
                score_before: before,
            });
        }
        let over = Outcome::win(SeatSet::single(winner), points.min(255) as u8);
        let n = u16::from(self.options.match_length);
        if n == 0 {
            self.phase = Phase::Over(over);
            events.push(RuleEvent::GameOver { outcome: over });
            return;
        }
        self.score[winner.index()] += points;
        if self.score[winner.index()] >= n {
            self.phase = Phase::Over(over);
            events.push(RuleEvent::GameOver { outcome: over });
            return;
        }
        // The Crawford game follows the game in which a side first reaches n − 1.
        self.crawford =
            n > 1 && before.iter().all(|&s| s < n - 1) && self.score[winner.index()] == n - 1;
        self.checkers = [Position::starting().me; 2];
        self.white = None;
        self.turn = Seat(0);
        self.phase = Phase::Opening;
        self.cube = 1;
        self.cube_owner = None;
        self.resign_offered = false;
    }

    /// The seat's choices before the roll, about a double or a resignation (not the plays).
    pub(crate) fn decisions(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::BeforeRoll => {
                out.push(Action::RollDice);
                if self.can_double() {
                    out.push(Action::Double);
                }
            }
            Phase::CubeOffered => {
                out.extend([Action::Take, Action::Pass]);
                if self.can_beaver() {
                    out.push(Action::Beaver);
                }
            }
            Phase::Resigning { .. } => out.extend([Action::Accept, Action::Reject]),
            _ => return,
        }
        self.resignations(out);
    }

    /// The resignations the seat on turn may offer now: with the cube or in a match, once a
    /// turn, before its roll or while it plays (a single game only when gammons don't count).
    pub(crate) fn resignations(&self, out: &mut Vec<Action>) {
        let may = self.options.recorded()
            && !self.resign_offered
            && matches!(self.phase, Phase::BeforeRoll | Phase::Moving { .. });
        if may {
            let levels = if self.options.gammons { 3 } else { 1 };
            out.extend(
                ResignLevel::ALL[..levels]
                    .iter()
                    .map(|&l| Action::Resign(l)),
            );
        }
    }

    /// Applies a cube or resignation decision of the seat to move.
    pub(crate) fn decide(
        &mut self,
        action: Action,
        events: &mut Vec<RuleEvent>,
    ) -> Result<(), Illegal> {
        let mut legal = Vec::new();
        self.decisions(&mut legal);
        if let Phase::Moving { .. } = self.phase {
            self.resignations(&mut legal);
        }
        if !legal.contains(&action) {
            return Err(Illegal::new(match action {
                Action::RollDice | Action::Double => "it is not time to double",
                Action::Beaver if self.phase == Phase::CubeOffered => {
                    "a beaver is not allowed here (beavers are off, or this is a match)"
                }
                Action::Take | Action::Pass | Action::Beaver => "no double is on offer",
                Action::Resign(_) => "it is not time to resign",
                _ => "no resignation is on offer",
            }));
        }
        let me = self.turn;
        match (action, self.phase) {
            (Action::RollDice, _) => self.phase = Phase::Rolling,
            (Action::Double, _) => self.phase = Phase::CubeOffered,
            (Action::Take, _) => {
                self.cube *= 2;
                self.cube_owner = Some(other(me));
                self.phase = Phase::Rolling;
            }
            (Action::Beaver, _) => {
                self.cube *= 4;
                self.cube_owner = Some(other(me));
                self.phase = Phase::Rolling;
            }
            (Action::Pass, _) => {
                let points = u16::from(self.cube);
                self.end_game(me, points, GameEnd::Passed, events);
            }
            (Action::Resign(level), phase) => {
                self.resign_offered = true;
                let dice = match phase {
                    Phase::Moving { dice } => Some(dice),
                    _ => None,
                };
                self.phase = Phase::Resigning { level, dice };
            }
            (Action::Accept, Phase::Resigning { level, .. }) => {
                let points = self.points_for(level);
                self.end_game(other(me), points, GameEnd::Resigned(level), events);
            }
            (Action::Reject, Phase::Resigning { dice, .. }) => {
                self.phase = match dice {
                    Some(dice) => Phase::Moving { dice },
                    None => Phase::BeforeRoll,
                };
            }
            _ => unreachable!("listed decisions are handled above"),
        }
        Ok(())
    }
}
