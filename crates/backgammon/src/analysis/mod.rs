//! Match analysis: every decision of a recorded match (checker plays and cube actions)
//! valued at a chosen depth, the equity each choice lost against the best one, the luck of
//! every roll, and per player the error rate, PR, counts of doubtful plays, errors and
//! blunders, total luck and the luck-adjusted result.
//!
//! Units are GNU Backgammon's: equities per unit of the cube (money play), or match-winning
//! chances normalised to money-like equity at the current cube (a match, "EMG"); an error
//! rate is the mean loss per unforced decision in thousandths ("millipoints"), and PR is
//! 500 × that mean, as XG and gnubg report it.
//!
//! The analysis runs an action at a time ([`Analysis::step`]), so the app can run it on a
//! worker or spread it over frames and show its progress.

mod judge;
mod rollout;

pub use crate::nn::cube_ahead::CubeEquities;
pub use crate::nn::{Utility, Valuer, utility};
pub use judge::{Judge, Judged};
pub use rollout::{Compared, RolloutSettings, compare};

use crate::mat;
use crate::nn::cube;
use crate::nn::{Evaluator, NeuralEval};
use crate::{Action, Backgammon, BackgammonOptions, Phase, Play, Position};
use serde::Serialize;
use std::sync::Arc;
use tabula_core::{Game, Seat};

/// A loss from this much (in the units above) is doubtful, an error ("bad"), a blunder
/// ("very bad"): GNU Backgammon 1.07's default thresholds (`show analysis`).
pub const DOUBTFUL: f64 = 0.03;
pub const ERROR: f64 = 0.06;
pub const BLUNDER: f64 = 0.12;

/// A decision not to double counts in the error rate when doubling would have lost less
/// than this (gnubg's "close" cube decisions).
pub const CLOSE_CUBE: f64 = 0.16;

/// The deepest analysis offered: three rolls ahead takes seconds a decision.
pub const MAX_DEPTH: u8 = 3;

/// How deep the analysis looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisSettings {
    /// Rolls looked ahead after each play (0: the net alone; 2: the Hard level's search).
    pub depth: u8,
    /// Close checker plays (the play made lost less than [`CLOSE_PLAY`] to the best) settled
    /// by rolling both out, if set.
    pub rollouts: Option<RolloutSettings>,
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        AnalysisSettings {
            depth: 2,
            rollouts: None,
        }
    }
}

/// A checker play that lost less than this to the best one is close: its loss is where
/// a rollout may move it from one class to another.
pub const CLOSE_PLAY: f64 = 0.08;

/// Why a match cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    #[error("this game was set up in a position, so it has no record to analyse")]
    SetUp,
    #[error("a game without the cube or a match keeps no record to analyse")]
    NotRecorded,
    #[error("the analysis looks 0 to {MAX_DEPTH} rolls ahead, not {0}")]
    Depth(u8),
    #[error("the record does not replay: {0}")]
    Replay(String),
}

/// How bad a decision was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Lost less than [`DOUBTFUL`].
    Fine,
    Doubtful,
    Error,
    Blunder,
}

impl Class {
    /// The class of a loss.
    pub fn of(loss: f64) -> Class {
        if loss >= BLUNDER {
            Class::Blunder
        } else if loss >= ERROR {
            Class::Error
        } else if loss >= DOUBTFUL {
            Class::Doubtful
        } else {
            Class::Fine
        }
    }
}

/// What was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A checker play (only when there was more than one).
    Checker,
    /// Double or roll on.
    Cube,
    /// Take, pass or beaver a double.
    Take,
}

/// What a decision chose, or should have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Play(Play),
    Double,
    NoDouble,
    Take,
    Pass,
    Beaver,
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Choice::Play(p) => p.fmt(f),
            Choice::Double => f.write_str("double"),
            Choice::NoDouble => f.write_str("no double"),
            Choice::Take => f.write_str("take"),
            Choice::Pass => f.write_str("pass"),
            Choice::Beaver => f.write_str("beaver"),
        }
    }
}

/// One analysed decision and where it stands in the match.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The index in the match's history of the action that made the decision (for
    /// "no double", the roll that followed); the replay before it shows the position.
    pub history_index: usize,
    /// The game (1 = the first) and the numbered line of its `.mat` record.
    pub game: usize,
    pub move_number: usize,
    /// The dice of a checker play.
    pub dice: Option<[u8; 2]>,
    /// GNU Backgammon's position ID, from the decider's side.
    pub position_id: String,
    pub judged: Judged,
}

/// The luck of one roll for its roller: what the roll's best play is worth against the
/// average over the 21 rolls (the opening roll: over the 30 that decide it).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RollLuck {
    pub history_index: usize,
    pub game: usize,
    pub seat: usize,
    pub dice: [u8; 2],
    /// In the units of the errors.
    pub luck: f64,
    /// In the units of the result (money: points; a match: match-winning chances).
    pub result_luck: f64,
}

/// The first seat's chances after an action of the history (a match: the match-winning
/// chance; money: the chance to win the game), for a graph.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ChancePoint {
    pub history_index: usize,
    pub game: usize,
    pub chance: f64,
}

/// One player's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerSummary {
    /// Decisions analysed (forced plays are none).
    pub decisions: usize,
    /// Decisions counted in the error rate.
    pub unforced: usize,
    pub checker_unforced: usize,
    pub cube_unforced: usize,
    /// The sum of the losses of the unforced decisions.
    pub total_loss: f64,
    /// Millipoints lost per unforced decision.
    pub error_rate_mp: f64,
    /// 500 × the mean loss per unforced decision.
    pub pr: f64,
    pub doubtful: usize,
    pub errors: usize,
    pub blunders: usize,
    /// Cube decisions (doubles and answers) that were errors or blunders.
    pub cube_errors: usize,
    /// The luck of the player's rolls (units of the errors).
    pub luck: f64,
    /// The same in result units.
    pub result_luck: f64,
    /// Points won (money) or match-winning chances gained (a match: +0.5 for winning it).
    pub result: f64,
    /// The result less the player's luck net of the opponent's.
    pub luck_adjusted: f64,
}

/// A whole analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub depth: u8,
    /// Money play (else a match).
    pub money: bool,
    /// By seat.
    pub players: [PlayerSummary; 2],
    pub decisions: Vec<Decision>,
    pub luck: Vec<RollLuck>,
    pub chances: Vec<ChancePoint>,
}

/// An analysis under way: [`Analysis::step`] until it returns true, then
/// [`Analysis::report`].
pub struct Analysis<E: Evaluator + ?Sized = NeuralEval> {
    settings: AnalysisSettings,
    judge: Judge<E>,
    history: Vec<Action>,
    state: Backgammon,
    next: usize,
    game: usize,
    lines: mat::Lines,
    /// The doubler's view of the double on offer.
    offered: Option<CubeEquities>,
    decisions: Vec<Decision>,
    luck: Vec<RollLuck>,
    chances: Vec<ChancePoint>,
    /// Close checker plays waiting for their rollouts (with [`AnalysisSettings::rollouts`]),
    /// run once every action is judged, so the figures can be shown before them.
    close: Vec<ClosePlay>,
    /// How many of `close` are rolled out.
    rolled: usize,
}

/// A close checker play to roll out: its decision, the results of the best play and of the
/// play made, and the mover's and the opponent's utilities.
struct ClosePlay {
    decision: usize,
    best: Position,
    played: Position,
    mine: Utility,
    theirs: Utility,
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// The winner and points of each game finished in `state`: those its record keeps, or, in a
/// game without the cube or a match (which keeps none), its one game once it is over.
fn finished_games(state: &Backgammon) -> Vec<(Seat, u16)> {
    if state.options().recorded() {
        return state
            .games_so_far()
            .iter()
            .map(|g| (g.winner, g.points))
            .collect();
    }
    state
        .outcome()
        .and_then(|o| Some((o.winners.iter().next()?, u16::from(o.points))))
        .into_iter()
        .collect()
}

impl Analysis {
    /// An analysis of `game`'s match with the bundled net.
    pub fn new(game: &Backgammon, settings: AnalysisSettings) -> Result<Self, AnalysisError> {
        Analysis::with_evaluator(NeuralEval::bundled(), game, settings)
    }
}

impl<E: Evaluator + ?Sized> Analysis<E> {
    /// An analysis of `game`'s match (its whole history) with `eval`.
    pub fn with_evaluator(
        eval: Arc<E>,
        game: &Backgammon,
        settings: AnalysisSettings,
    ) -> Result<Self, AnalysisError> {
        if game.is_set_up() {
            return Err(AnalysisError::SetUp);
        }
        if !game.options().recorded() {
            return Err(AnalysisError::NotRecorded);
        }
        Analysis::of_actions(eval, game.options(), game.history(), settings)
    }

    /// An analysis of the match played from the start under `options` with `actions`, the
    /// way to analyse a game without the cube or a match: its state keeps no record, so the
    /// actions come from whoever kept them (the app's save).
    pub fn of_actions(
        eval: Arc<E>,
        options: &BackgammonOptions,
        actions: &[Action],
        settings: AnalysisSettings,
    ) -> Result<Self, AnalysisError> {
        if settings.depth > MAX_DEPTH {
            return Err(AnalysisError::Depth(settings.depth));
        }
        let state = Backgammon::new(options, 2).map_err(|e| AnalysisError::Replay(e.0.clone()))?;
        let mut analysis = Analysis {
            settings,
            judge: Judge::with_evaluator(eval, settings.depth),
            history: actions.to_vec(),
            state,
            next: 0,
            game: 1,
            lines: mat::Lines::default(),
            offered: None,
            decisions: Vec::new(),
            luck: Vec::new(),
            chances: Vec::new(),
            close: Vec::new(),
            rolled: 0,
        };
        analysis.chances.push(ChancePoint {
            history_index: 0,
            game: 1,
            chance: 0.5,
        });
        Ok(analysis)
    }

    /// Steps done and the steps known: the actions judged and the match's actions, then
    /// the close plays rolled out and those found so far.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.next + self.rolled,
            self.history.len() + self.close.len(),
        )
    }

    /// Actions judged and the match's actions.
    pub fn judged(&self) -> (usize, usize) {
        (self.next, self.history.len())
    }

    /// Close plays rolled out and those to roll out (all known once every action is
    /// judged).
    pub fn rolled_out(&self) -> (usize, usize) {
        (self.rolled, self.close.len())
    }

    fn done(&self) -> bool {
        self.next == self.history.len() && self.rolled == self.close.len()
    }

    /// Positions the net has evaluated so far.
    pub fn evaluations(&self) -> u64 {
        self.judge.valuer.evaluations
    }

    /// Analyses the next action of the history, or once all are judged rolls out the next
    /// close play; true once everything is done. The report between the two has the
    /// search's figures for the plays not rolled out yet.
    pub fn step(&mut self) -> Result<bool, AnalysisError> {
        let Some(&action) = self.history.get(self.next) else {
            if let Some(settings) = self.settings.rollouts
                && self.rolled < self.close.len()
            {
                self.roll_out_next(settings);
            }
            return Ok(self.done());
        };
        let index = self.next;
        let before = self.state.clone();
        match (before.phase(), action) {
            (Phase::Opening, Action::Roll(a, b)) if a != b => self.opening_luck(index, a, b),
            (Phase::Rolling, Action::Roll(a, b)) => self.roll_luck(&before, index, a, b),
            (Phase::BeforeRoll, Action::RollDice | Action::Double) => {
                self.cube_decision(&before, index, action == Action::Double)
            }
            (Phase::CubeOffered, Action::Take | Action::Pass | Action::Beaver) => {
                self.take_decision(&before, index, action)
            }
            (Phase::Moving { dice }, Action::Play(play)) => {
                self.checker_decision(&before, index, dice, play)
            }
            _ => {}
        }
        let mut events = Vec::new();
        self.state
            .apply(&action, &mut events)
            .map_err(|e| AnalysisError::Replay(format!("action {}: {e}", index + 1)))?;
        self.follow_lines(&before, action);
        self.next += 1;
        let finished = finished_games(&self.state).len() > finished_games(&before).len();
        if finished {
            let chance = self.end_chance();
            self.chances.push(ChancePoint {
                history_index: self.next,
                game: self.game,
                chance,
            });
            self.game += 1;
            self.lines = mat::Lines::default();
            self.offered = None;
        } else if matches!(action, Action::Play(_))
            || matches!(
                (before.phase(), self.state.phase()),
                (Phase::Rolling, Phase::BeforeRoll | Phase::Rolling)
            )
        {
            let chance = self.chance_now();
            self.chances.push(ChancePoint {
                history_index: self.next,
                game: self.game,
                chance,
            });
        }
        Ok(self.done())
    }

    /// Runs the analysis to its end.
    pub fn run(mut self) -> Result<Report, AnalysisError> {
        while !self.step()? {}
        Ok(self.report())
    }

    /// The figures so far (all of them once [`Analysis::step`] has returned true).
    pub fn report(&self) -> Report {
        let mut players: [PlayerSummary; 2] = Default::default();
        for Decision { judged: d, .. } in &self.decisions {
            let p = &mut players[d.seat.index()];
            p.decisions += 1;
            if d.unforced {
                p.unforced += 1;
                p.total_loss += d.loss;
                match d.kind {
                    Kind::Checker => p.checker_unforced += 1,
                    Kind::Cube | Kind::Take => p.cube_unforced += 1,
                }
            }
            match d.class {
                Class::Fine => {}
                Class::Doubtful => p.doubtful += 1,
                Class::Error => p.errors += 1,
                Class::Blunder => p.blunders += 1,
            }
            if d.kind != Kind::Checker && d.class >= Class::Error {
                p.cube_errors += 1;
            }
        }
        for l in &self.luck {
            players[l.seat].luck += l.luck;
            players[l.seat].result_luck += l.result_luck;
        }
        let money = self.state.match_length() == 0;
        let results = self.results(money);
        for (seat, p) in players.iter_mut().enumerate() {
            let mean = p.total_loss / p.unforced.max(1) as f64;
            p.error_rate_mp = 1000.0 * mean;
            p.pr = 500.0 * mean;
            p.result = results[seat];
        }
        let luck = [players[0].result_luck, players[1].result_luck];
        for (seat, p) in players.iter_mut().enumerate() {
            p.luck_adjusted = p.result - (luck[seat] - luck[1 - seat]);
        }
        Report {
            depth: self.settings.depth,
            money,
            players,
            decisions: self.decisions.clone(),
            luck: self.luck.clone(),
            chances: self.chances.clone(),
        }
    }

    /// Each seat's result so far: points (money) or match-winning chances gained.
    fn results(&self, money: bool) -> [f64; 2] {
        if money {
            let mut r = [0.0; 2];
            for (winner, points) in finished_games(&self.state) {
                r[winner.index()] += f64::from(points);
                r[1 - winner.index()] -= f64::from(points);
            }
            return r;
        }
        let last = self.chances.last().map_or(0.5, |c| c.chance);
        [last - 0.5, 0.5 - last]
    }

    /// Seat 0's chances after a game ended.
    fn end_chance(&self) -> f64 {
        let s = &self.state;
        if let Some(&(winner, _)) = finished_games(s).last()
            && (s.match_length() == 0 || matches!(s.phase(), Phase::Over(_)))
        {
            return if winner.0 == 0 { 1.0 } else { 0.0 };
        }
        let n = i32::from(s.match_length());
        let score = s.match_score();
        cube::match_equity(
            n - i32::from(score[0]),
            n - i32::from(score[1]),
            s.crawford() || s.post_crawford(),
        )
    }

    /// Seat 0's chances with the seat on turn about to roll (0-ply).
    fn chance_now(&mut self) -> f64 {
        let s = &self.state;
        let turn = s.turn();
        let p = self.judge.valuer.net(&s.position());
        let c = utility(s, turn).chance(&p);
        if turn.0 == 0 { c } else { 1.0 - c }
    }

    /// Follows the `.mat` lines: the entries `action` writes.
    fn follow_lines(&mut self, before: &Backgammon, action: Action) {
        let seat = match (before.phase(), action) {
            (Phase::Moving { .. }, Action::Play(_)) | (Phase::BeforeRoll, Action::Double) => {
                Some(before.turn())
            }
            (Phase::CubeOffered, Action::Take | Action::Pass | Action::Beaver) => {
                Some(other(before.turn()))
            }
            // A roll that cannot be played is written as its dice.
            (Phase::Rolling, Action::Roll(..)) if self.state.turn() != before.turn() => {
                Some(before.turn())
            }
            _ => None,
        };
        if let Some(seat) = seat {
            self.lines.enter(seat);
        }
    }

    fn opening_luck(&mut self, index: usize, a: u8, b: u8) {
        let start = Position::starting();
        let value = |x: u8, y: u8, v: &mut Valuer<E>| {
            // Seat 0's value of the opening roll x (seat 0's die) and y (seat 1's).
            let (seat, dice) = if x > y {
                (Seat(0), [x, y])
            } else {
                (Seat(1), [y, x])
            };
            let u = utility(&self.state, seat);
            let val = v.best_play(&start, dice, &u).1;
            if seat.0 == 0 { val } else { -val }
        };
        let mut sum = 0.0;
        for x in 1..=6 {
            for y in 1..=6 {
                if x != y {
                    sum += value(x, y, &mut self.judge.valuer);
                }
            }
        }
        let seat0 = value(a, b, &mut self.judge.valuer) - sum / 30.0;
        let mover = if a > b { Seat(0) } else { Seat(1) };
        let luck = if mover.0 == 0 { seat0 } else { -seat0 };
        let unit = utility(&self.state, mover).result_unit() * self.money_cube();
        self.luck.push(RollLuck {
            history_index: index,
            game: self.game,
            seat: mover.index(),
            dice: [a.max(b), a.min(b)],
            luck,
            result_luck: luck * unit,
        });
    }

    /// Money play counts results in points: a roll's luck is worth the cube's value.
    fn money_cube(&self) -> f64 {
        if self.state.match_length() == 0 {
            f64::from(self.state.cube_value())
        } else {
            1.0
        }
    }

    fn roll_luck(&mut self, before: &Backgammon, index: usize, a: u8, b: u8) {
        let seat = before.turn();
        let u = utility(before, seat);
        let pos = before.position();
        let dice = [a.max(b), a.min(b)];
        let rolled = self.judge.valuer.best_play(&pos, dice, &u).1;
        let luck = rolled - self.judge.valuer.before_roll(&pos, &u);
        self.luck.push(RollLuck {
            history_index: index,
            game: self.game,
            seat: seat.index(),
            dice,
            luck,
            result_luck: luck * u.result_unit() * self.money_cube(),
        });
    }

    fn decision(&mut self, index: usize, position_id: String, dice: Option<[u8; 2]>, j: Judged) {
        let move_number = self.lines.next(j.seat);
        self.decisions.push(Decision {
            history_index: index,
            game: self.game,
            move_number,
            dice,
            position_id,
            judged: j,
        });
    }

    /// Queues the decision just judged for a rollout when it is a close checker play: the
    /// play made lost under [`CLOSE_PLAY`] to another.
    fn queue_rollout(&mut self, before: &Backgammon) {
        let decision = self.decisions.len() - 1;
        let j = &self.decisions[decision].judged;
        let (Choice::Play(played), Choice::Play(best)) = (j.played, j.best) else {
            return;
        };
        if played == best || j.loss >= CLOSE_PLAY {
            return;
        }
        let pos = before.position();
        let (Ok(best), Ok(played)) = (best.execute(&pos), played.execute(&pos)) else {
            return;
        };
        let seat = before.turn();
        self.close.push(ClosePlay {
            decision,
            best,
            played,
            mine: utility(before, seat),
            theirs: utility(before, other(seat)),
        });
    }

    /// Settles the next close play by rolling out the play made and the best one: the loss
    /// becomes their rollout's difference (none if the play made came out better, which is
    /// then the best), the best play keeping its equity.
    fn roll_out_next(&mut self, settings: RolloutSettings) {
        let c = &self.close[self.rolled];
        self.rolled += 1;
        let eval = self.judge.valuer.evaluator().clone();
        let r = rollout::compare(&eval, &c.best, &c.played, &c.mine, &c.theirs, settings);
        let j = &mut self.decisions[c.decision].judged;
        let loss = r.difference.max(0.0);
        if r.difference < 0.0 {
            j.best = j.played;
        }
        j.played_equity = j.best_equity - loss;
        j.loss = loss;
        j.class = Class::of(loss);
        j.rolled_out = true;
    }

    fn cube_decision(&mut self, before: &Backgammon, index: usize, doubled: bool) {
        if let Some((j, e)) = self.judge.cube(before, doubled) {
            if doubled {
                self.offered = Some(e);
            }
            self.decision(index, before.position().id(), None, j);
        }
    }

    fn take_decision(&mut self, before: &Backgammon, index: usize, action: Action) {
        let offered = self.offered.take();
        if let Some(j) = self.judge.take(before, action, offered) {
            self.decision(index, before.position().swapped().id(), None, j);
        }
    }

    fn checker_decision(&mut self, before: &Backgammon, index: usize, dice: [u8; 2], play: Play) {
        if let Some(j) = self.judge.play(before, &play) {
            let dice = [dice[0].max(dice[1]), dice[0].min(dice[1])];
            self.decision(index, before.position().id(), Some(dice), j);
            if self.settings.rollouts.is_some() {
                self.queue_rollout(before);
            }
        }
    }
}
