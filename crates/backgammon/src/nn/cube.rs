//! The computer's cube: cube decisions, resignations and their answers from the net's
//! cubeless probabilities.
//!
//! **Money play.** Cubeless probabilities become cubeful equities by Janowski's model
//! (R. Janowski, "Take-points in money games", 1993): the cubeful equity is a mix,
//! `x · live + (1 − x) · dead`, of the dead-cube equity `w·W − (1 − w)·L` (W and L the
//! average points of a win and a loss, gammons included) and a live-cube equity that is
//! linear in the win chance between the points where the cube is cashed: the take point
//! `TP = (L − ½) / (W + L + ½)` and the cash point `CP = (L + 1) / (W + L + ½)`. The cube
//! efficiency `x` is 0.68, the usual value for middle-game positions. No double = the
//! equity with the cube as it is; double/take = twice the equity with the cube on the
//! other side; double/pass = +1.
//!
//! **Match play.** The same model in match-winning chances: at a cube level the outcomes'
//! match equities are normalised so that winning the cube's value is +1 and losing it −1,
//! which gives the match's W and L (gammon values); Janowski's mix is applied per cube
//! level and mapped back to match-winning chances. The match equity table is a published
//! one, Kazaross-XG2 (`met/kazaross-xg2.txt`); our own gammon-model table is kept in the
//! tests, as a check that the two agree in shape.

use super::{Evaluator, Probs};
use crate::{Action, Backgammon, Phase, ResignLevel};
use tabula_core::{Game, Seat};

/// The cube efficiency of Janowski's model.
pub const CUBE_EFFICIENCY: f64 = 0.68;

/// Where the cube is, seen from the side whose equity is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Own {
    Centred,
    Mine,
    Theirs,
}

/// What the side on roll should do with the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not good enough to double.
    NoDouble,
    /// Double; the opponent should take.
    DoubleTake,
    /// Double; the opponent should pass.
    DoublePass,
    /// Too good to double: playing on for a gammon is worth more than the opponent's pass.
    TooGood,
}

/// The three equities of a cube decision for the side on roll (money: in units of the
/// current cube; match: match-winning chances) and the verdict.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeDecision {
    pub no_double: f64,
    pub double_take: f64,
    pub double_pass: f64,
    pub verdict: Verdict,
}

impl CubeDecision {
    /// The verdict on the three equities.
    pub fn new(no_double: f64, double_take: f64, double_pass: f64) -> Self {
        let verdict = if double_take >= double_pass {
            if no_double > double_pass {
                Verdict::TooGood
            } else {
                Verdict::DoublePass
            }
        } else if double_take > no_double {
            Verdict::DoubleTake
        } else {
            Verdict::NoDouble
        };
        CubeDecision {
            no_double,
            double_take,
            double_pass,
            verdict,
        }
    }

    /// The side on roll should double.
    pub fn doubles(&self) -> bool {
        matches!(self.verdict, Verdict::DoubleTake | Verdict::DoublePass)
    }

    /// The opponent should take a double.
    pub fn takes(&self) -> bool {
        self.double_take <= self.double_pass
    }
}

/// Average points of a win and of a loss (1 each when gammons don't count).
fn win_loss(p: &Probs, gammons: bool) -> (f64, f64) {
    let (w, l) = (f64::from(p.win), 1.0 - f64::from(p.win));
    if !gammons {
        return (1.0, 1.0);
    }
    let extra_w = f64::from(p.win_gammon + p.win_backgammon);
    let extra_l = f64::from(p.lose_gammon + p.lose_backgammon);
    let avg = |extra: f64, chance: f64| {
        if chance > 1e-6 {
            1.0 + extra / chance
        } else {
            1.0
        }
    };
    (avg(extra_w, w), avg(extra_l, l))
}

/// Janowski's cubeful equity for win chance `w` with average win `big_w` and loss `big_l`,
/// in units of the cube, the cube live with efficiency `x`.
pub fn janowski(w: f64, big_w: f64, big_l: f64, own: Own, x: f64) -> f64 {
    let dead = w * big_w - (1.0 - w) * big_l;
    let tp = (big_l - 0.5) / (big_w + big_l + 0.5);
    let cp = (big_l + 1.0) / (big_w + big_l + 0.5);
    let live = match own {
        Own::Mine if w >= cp => 1.0,
        Own::Mine => -big_l + (big_l + 1.0) * w / cp,
        Own::Theirs if w <= tp => -1.0,
        Own::Theirs => -1.0 + (big_w + 1.0) * (w - tp) / (1.0 - tp),
        Own::Centred if w <= tp => -1.0,
        Own::Centred if w >= cp => 1.0,
        Own::Centred => -1.0 + 2.0 * (w - tp) / (cp - tp),
    };
    x * live + (1.0 - x) * dead
}

/// The money cube decision for the side on roll with probabilities `p`; `own` is Centred
/// or Mine; `jacoby` when gammons don't count until the cube is turned.
pub fn money_decision(p: &Probs, own: Own, gammons: bool, jacoby: bool) -> CubeDecision {
    let w = f64::from(p.win);
    let (big_w, big_l) = win_loss(p, gammons);
    let no_double = if jacoby && own == Own::Centred {
        janowski(w, 1.0, 1.0, own, CUBE_EFFICIENCY)
    } else {
        janowski(w, big_w, big_l, own, CUBE_EFFICIENCY)
    };
    let double_take = 2.0 * janowski(w, big_w, big_l, Own::Theirs, CUBE_EFFICIENCY);
    CubeDecision::new(no_double, double_take, 1.0)
}

/// A match score as the points each side still needs, and the Crawford state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Away {
    pub me: u16,
    pub opp: u16,
    /// The Crawford game has been reached (this is it, or it has been played).
    pub crawford_reached: bool,
}

impl Away {
    /// The points each side needs, and whether the Crawford game has been reached.
    pub fn split(&self) -> (i32, i32, bool) {
        (
            i32::from(self.me),
            i32::from(self.opp),
            self.crawford_reached,
        )
    }
}

/// The match equity table: Neil Kazaross's Kazaross-XG2 table (XG rollouts up to 9-point
/// matches, GNU Backgammon rollouts to 15, extended to 25), as GNU Backgammon ships it
/// (`met/kazaross-xg2.txt`, with its notice and the command that made it).
struct Met {
    /// `pre[i][j]`: the chance of a side (i+1)-away against (j+1)-away; with a side
    /// 1-away, at the start of the Crawford game.
    pre: Vec<[f64; 25]>,
    /// `post[j]`: the trailer's chance, (j+1)-away against the leader 1-away, after the
    /// Crawford game.
    post: [f64; 25],
}

fn met() -> &'static Met {
    static MET: std::sync::OnceLock<Met> = std::sync::OnceLock::new();
    MET.get_or_init(|| {
        let text = include_str!("../../met/kazaross-xg2.txt");
        let mut pre = Vec::new();
        let mut post = [0.0; 25];
        let mut section = "";
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            if line == "pre" || line == "post" {
                section = if line == "pre" { "pre" } else { "post" };
                continue;
            }
            let mut row = [0.0; 25];
            for (x, v) in row.iter_mut().zip(line.split_whitespace()) {
                *x = v.parse().expect("the bundled table is numbers");
            }
            match section {
                "pre" => pre.push(row),
                _ => post = row,
            }
        }
        assert_eq!(pre.len(), 25, "the bundled table has 25 rows");
        Met { pre, post }
    })
}

/// Match-winning chance after a game, needing `me` and `opp` points (≤ 0: won or lost),
/// `crawford_reached` telling whether the Crawford game has already been reached (and so,
/// with a side 1-away, is over: doubling is allowed again).
pub fn match_equity(me: i32, opp: i32, crawford_reached: bool) -> f64 {
    if me <= 0 {
        return 1.0;
    }
    if opp <= 0 {
        return 0.0;
    }
    let t = met();
    let (a, b) = (me.min(25) as usize - 1, opp.min(25) as usize - 1);
    match (me == 1, opp == 1) {
        (true, false) if crawford_reached => 1.0 - t.post[b],
        (false, true) if crawford_reached => t.post[a],
        _ => t.pre[a][b],
    }
}

/// The match-winning chance of the side with probabilities `p` if the game is played out
/// with the cube dead at `cube`.
fn dead_mwc(p: &Probs, away: Away, cube: u16, gammons: bool) -> f64 {
    let c = i32::from(cube);
    let (a, b, cr) = away.split();
    let me = |k: i32| match_equity(a - k * c, b, cr);
    let opp = |k: i32| match_equity(a, b - k * c, cr);
    let (w, l) = (f64::from(p.win), 1.0 - f64::from(p.win));
    if !gammons {
        return w * me(1) + l * opp(1);
    }
    let (wg, wbg) = (f64::from(p.win_gammon), f64::from(p.win_backgammon));
    let (lg, lbg) = (f64::from(p.lose_gammon), f64::from(p.lose_backgammon));
    (w - wg) * me(1)
        + (wg - wbg) * me(2)
        + wbg * me(3)
        + (l - lg) * opp(1)
        + (lg - lbg) * opp(2)
        + lbg * opp(3)
}

/// Janowski's cubeful match-winning chance at cube `cube` owned as `own`: the outcomes
/// normalised to ±1 for winning or losing the cube's value, mixed live and dead, mapped back.
fn cubeful_mwc(p: &Probs, away: Away, cube: u16, own: Own, gammons: bool) -> f64 {
    let c = i32::from(cube);
    let (a, b, cr) = away.split();
    let win1 = match_equity(a - c, b, cr);
    let lose1 = match_equity(a, b - c, cr);
    let dead = dead_mwc(p, away, cube, gammons);
    if win1 - lose1 < 1e-9 {
        return dead;
    }
    let norm = |m: f64| (2.0 * m - win1 - lose1) / (win1 - lose1);
    let w = f64::from(p.win);
    // Gammon values from the normalised dead equity: W for the wins, L for the losses.
    let only_single = Probs {
        win: p.win,
        ..Probs::default()
    };
    let single_part = norm(dead_mwc(&only_single, away, cube, gammons));
    let dead_n = norm(dead);
    let big_w = if w > 1e-6 {
        (dead_n - single_part) / w + 1.0
    } else {
        1.0
    };
    let big_l = if 1.0 - w > 1e-6 {
        (w * big_w - dead_n) / (1.0 - w)
    } else {
        1.0
    };
    // A cube that cannot gain its owner anything more is dead.
    let live = match own {
        Own::Mine => c < a,
        Own::Theirs => c < b,
        Own::Centred => c < a && c < b,
    };
    let x = if live { CUBE_EFFICIENCY } else { 0.0 };
    let e = janowski(w, big_w.max(1.0), big_l.max(1.0), own, x);
    ((e * (win1 - lose1) + win1 + lose1) / 2.0).clamp(0.0, 1.0)
}

/// The match cube decision for the side on roll, in match-winning chances.
pub fn match_decision(p: &Probs, away: Away, cube: u16, own: Own, gammons: bool) -> CubeDecision {
    let c = i32::from(cube);
    let (a, b, cr) = away.split();
    let no_double = cubeful_mwc(p, away, cube, own, gammons);
    let double_take = cubeful_mwc(p, away, 2 * cube, Own::Theirs, gammons);
    let double_pass = match_equity(a - c, b, cr);
    CubeDecision::new(no_double, double_take, double_pass)
}

/// The cube decision of the seat on turn in `state` with its probabilities `p` (money:
/// units of the cube; match: match-winning chances).
pub fn decision(state: &Backgammon, p: &Probs) -> CubeDecision {
    let me = state.turn();
    let own = match state.cube_owner() {
        None => Own::Centred,
        Some(s) if s == me => Own::Mine,
        Some(_) => Own::Theirs,
    };
    let o = state.options();
    match away(state, me) {
        None => money_decision(p, own, o.gammons, o.jacoby),
        Some(away) => match_decision(p, away, u16::from(state.cube_value()), own, o.gammons),
    }
}

/// The points each side still needs, seen from `seat` (None in money play).
pub fn away(state: &Backgammon, seat: Seat) -> Option<Away> {
    let n = u16::from(state.match_length());
    if n == 0 {
        return None;
    }
    let score = state.match_score();
    let (mine, theirs) = (score[seat.index()], score[1 - seat.index()]);
    Some(Away {
        me: n - mine,
        opp: n - theirs,
        crawford_reached: state.crawford() || state.post_crawford(),
    })
}

/// The resignation level a side with probabilities `p` (on roll) should offer: when the net
/// gives it no chance to win and the gammon chances are settled, the level it is sure to
/// lose anyway.
pub fn hopeless(p: &Probs, gammons: bool) -> Option<ResignLevel> {
    const SURE: f32 = 0.002;
    if p.win > SURE {
        return None;
    }
    if !gammons || p.lose_gammon < SURE {
        Some(ResignLevel::Single)
    } else if p.lose_gammon > 1.0 - SURE && p.lose_backgammon < SURE {
        Some(ResignLevel::Gammon)
    } else if p.lose_backgammon > 1.0 - SURE {
        Some(ResignLevel::Backgammon)
    } else {
        None
    }
}

/// Whether the seat deciding on a resignation at `level` should accept: the resigner's
/// probabilities `p` (the seat on turn) say playing on is worth no more to the decider.
pub fn accepts(state: &Backgammon, p: &Probs, level: ResignLevel) -> bool {
    let decider = Seat(1 - state.turn().0);
    let mine = p.flipped();
    let offered = state.points_for(level);
    match away(state, decider) {
        None => {
            let cube = f64::from(state.cube_value());
            let jacoby = state.options().jacoby && state.cube_owner().is_none();
            let gammons = state.options().gammons && !jacoby;
            let play_on = f64::from(mine.equity(gammons)) * cube;
            f64::from(offered) >= play_on - 1e-3
        }
        Some(away) => {
            let cr = away.crawford_reached;
            let (a, b) = (i32::from(away.me), i32::from(away.opp));
            let taken = match_equity(a - i32::from(offered), b, cr);
            let play_on = dead_mwc(
                &mine,
                away,
                u16::from(state.cube_value()),
                state.options().gammons,
            );
            taken >= play_on - 1e-3
        }
    }
}

/// The seat on turn is before its roll and may turn the cube. In a match a cube that already
/// wins the match for it is dead: it never turns it (GNU Backgammon does not even allow it).
pub fn may_double(state: &Backgammon) -> bool {
    let dead = away(state, state.turn()).is_some_and(|a| u16::from(state.cube_value()) >= a.me);
    state.phase() == Phase::BeforeRoll && state.can_double() && !dead
}

/// A cube decision due, and the legal actions (indices into `legal`) it chooses among.
#[derive(Clone, Copy, Debug)]
pub enum CubeTurn {
    Double {
        double: usize,
        roll: usize,
    },
    Answer {
        take: usize,
        pass: usize,
        beaver: Option<usize>,
    },
}

impl CubeTurn {
    /// The cube decision due in `state` among `legal`: before the roll when the seat may
    /// double, or the answer to a double on offer.
    pub fn due(state: &Backgammon, legal: &[Action]) -> Option<CubeTurn> {
        let index = |a: Action| legal.iter().position(|&x| x == a);
        match state.phase() {
            Phase::BeforeRoll if may_double(state) => Some(CubeTurn::Double {
                double: index(Action::Double)?,
                roll: index(Action::RollDice)?,
            }),
            Phase::CubeOffered => Some(CubeTurn::Answer {
                take: index(Action::Take)?,
                pass: index(Action::Pass)?,
                beaver: index(Action::Beaver),
            }),
            _ => None,
        }
    }

    /// The choice the doubler's figures `d` call for (however deep they were looked at); a
    /// beaver when the doubler is the underdog even after the take.
    pub fn choose(self, d: &CubeDecision) -> usize {
        match self {
            CubeTurn::Double { double, roll } => {
                if d.doubles() {
                    double
                } else {
                    roll
                }
            }
            CubeTurn::Answer { take, pass, beaver } => match beaver {
                Some(b) if d.double_take < -0.05 => b,
                _ if d.takes() => take,
                _ => pass,
            },
        }
    }
}

/// The agents' choice at a decision that is not a play: `Some(index)` into `legal` for the
/// cube, a resignation or its answer (also a resignation while moving, when hopeless);
/// `None` when the seat should choose among its plays.
pub fn choose<E: Evaluator + ?Sized>(
    eval: &E,
    state: &Backgammon,
    legal: &[Action],
) -> Option<usize> {
    let index = |a: Action| legal.iter().position(|&x| x == a);
    let moving = matches!(state.phase(), Phase::Moving { .. });
    if moving && !legal.iter().any(|a| matches!(a, Action::Resign(_))) {
        return None; // a cubeless game: only plays
    }
    let on_roll = eval.probabilities(&state.position());
    let gammons = state.options().gammons;
    match state.phase() {
        Phase::BeforeRoll | Phase::Moving { .. } => {
            if let Some(level) = hopeless(&on_roll, gammons)
                && let Some(i) = index(Action::Resign(level))
            {
                return Some(i);
            }
            if state.phase() != Phase::BeforeRoll {
                return None;
            }
            match CubeTurn::due(state, legal) {
                Some(turn) => Some(turn.choose(&decision(state, &on_roll))),
                None => index(Action::RollDice),
            }
        }
        Phase::CubeOffered => {
            CubeTurn::due(state, legal).map(|turn| turn.choose(&decision(state, &on_roll)))
        }
        Phase::Resigning { level, .. } => index(if accepts(state, &on_roll, level) {
            Action::Accept
        } else {
            Action::Reject
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The share of wins that are gammons in the model.
    const MODEL_GAMMONS: f64 = 0.22;

    /// Our own gammon-model table (each game an even game of one point, [`MODEL_GAMMONS`] of
    /// the wins gammons, no cube before the Crawford game), kept as a check on the shape
    /// of the published one. Match-winning chance after a game, needing `me` and `opp` points (≤ 0: won or lost),
    /// `crawford_reached` telling whether the Crawford game has already been reached.
    fn model_equity(me: i32, opp: i32, crawford_reached: bool) -> f64 {
        if me <= 0 {
            return 1.0;
        }
        if opp <= 0 {
            return 0.0;
        }
        if me == 1 && opp == 1 {
            return 0.5;
        }
        if me == 1 || opp == 1 {
            return if crawford_reached {
                post_crawford(me, opp)
            } else {
                crawford_game(me, opp)
            };
        }
        pre_crawford(me, opp)
    }

    /// The leader (1-away) against a trailer `n`-away after the Crawford game: the trailer
    /// doubles at once, so every game is worth 2 to the trailer (4 with a gammon).
    fn post_crawford(me: i32, opp: i32) -> f64 {
        if me != 1 {
            return 1.0 - post_crawford(opp, me);
        }
        if opp <= 0 {
            return 0.0;
        }
        if opp == 1 {
            return 0.5;
        }
        let g = MODEL_GAMMONS;
        0.5 + 0.5 * ((1.0 - g) * post_crawford(1, opp - 2) + g * post_crawford(1, opp - 4))
    }

    /// The start of the Crawford game: no cube, the leader wins with any win.
    fn crawford_game(me: i32, opp: i32) -> f64 {
        if me != 1 {
            return 1.0 - crawford_game(opp, me);
        }
        let g = MODEL_GAMMONS;
        0.5 + 0.5
            * ((1.0 - g) * model_equity(1, opp - 1, true) + g * model_equity(1, opp - 2, true))
    }

    /// Before the Crawford game: even games of one point, a gammon for [`MODEL_GAMMONS`] of wins.
    fn pre_crawford(me: i32, opp: i32) -> f64 {
        // A small table, filled once (scores up to 25-away).
        static TABLE: std::sync::OnceLock<Vec<f64>> = std::sync::OnceLock::new();
        const N: usize = 26;
        let table = TABLE.get_or_init(|| {
            let mut t = vec![0.0; N * N];
            let g = MODEL_GAMMONS;
            for a in 2..N {
                for b in 2..N {
                    let at = |x: i32, y: i32, t: &Vec<f64>| {
                        if x <= 0 {
                            1.0
                        } else if y <= 0 {
                            0.0
                        } else if x == 1 || y == 1 {
                            crawford_game(x, y)
                        } else {
                            t[x as usize * N + y as usize]
                        }
                    };
                    let (x, y) = (a as i32, b as i32);
                    t[a * N + b] = 0.5 * ((1.0 - g) * at(x - 1, y, &t) + g * at(x - 2, y, &t))
                        + 0.5 * ((1.0 - g) * at(x, y - 1, &t) + g * at(x, y - 2, &t));
                }
            }
            t
        });
        table[me as usize * N + opp as usize]
    }

    #[test]
    fn the_published_table_and_our_model_agree_in_shape() {
        for a in 1..=15 {
            for b in 1..=15 {
                for cr in [false, true] {
                    let (published, model) = (match_equity(a, b, cr), model_equity(a, b, cr));
                    assert!(
                        (published - model).abs() < 0.08,
                        "{a} {b} {cr}: {published} {model}"
                    );
                }
                // Both favour the side closer to winning, by the same sign.
                if a < b {
                    assert!(match_equity(a, b, false) > 0.5 && model_equity(a, b, false) > 0.5);
                }
            }
        }
        // Published figures, as gnubg prints them (`show matchequitytable`).
        assert!((match_equity(1, 2, false) - 0.67736).abs() < 1e-9);
        assert!((match_equity(5, 4, false) - 0.42268).abs() < 1e-9);
        assert!((match_equity(2, 1, true) - 0.48803).abs() < 1e-9);
    }

    #[test]
    fn the_match_equity_table_is_symmetric_and_plausible() {
        for a in 1..=15 {
            for b in 1..=15 {
                let sum = match_equity(a, b, false) + match_equity(b, a, false);
                assert!((sum - 1.0).abs() < 1e-9, "{a} {b}");
            }
        }
        assert!((match_equity(2, 2, false) - 0.5).abs() < 1e-9);
        let crawford = match_equity(1, 2, false);
        assert!((0.66..0.72).contains(&crawford), "{crawford}");
        // Closer to winning is better.
        assert!(match_equity(2, 5, false) > match_equity(3, 5, false));
        assert!(match_equity(7, 7, false) > match_equity(7, 6, false));
    }

    #[test]
    fn janowski_doubles_in_the_window_and_plays_on_when_too_good() {
        let p = |win: f32, wg: f32| Probs {
            win,
            win_gammon: wg,
            ..Probs::default()
        };
        let d = money_decision(&p(0.5, 0.0), Own::Centred, true, false);
        assert_eq!(d.verdict, Verdict::NoDouble);
        let d = money_decision(&p(0.72, 0.0), Own::Centred, true, false);
        assert_eq!(d.verdict, Verdict::DoubleTake);
        let d = money_decision(&p(0.85, 0.0), Own::Centred, true, false);
        assert_eq!(d.verdict, Verdict::DoublePass);
        let d = money_decision(&p(0.9, 0.7), Own::Centred, true, false);
        assert_eq!(d.verdict, Verdict::TooGood);
    }
}
