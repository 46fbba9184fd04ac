//! TD(0) self-play: both sides play the 0-ply best play of the current nets, and after each
//! play the position before it (the mover on roll) is moved towards the value of the chosen
//! result: the net's value of the next position seen from the mover, the bear-off
//! database's when both sides are home, the outcome (with gammons and backgammons) when
//! the play ends the game. Bear-off positions are never trained: the database answers.
//!
//! Both cores: each round, every thread copies the nets, plays its share of games with
//! online updates, and the round's result is the start plus the sum of every thread's
//! change. Game `g` uses dice seeded by the run's seed and `g` alone, so a run is
//! reproducible from its seed, thread count and round size.

use super::{Class, Inputs, NeuralAgent, NeuralEval, Probs, classify, win_points};
use crate::{Backgammon, Candidate, Position, generate};
use std::sync::Arc;
use tabula_core::{Agent, Game, Rng64, Seat, play_out};

/// How a run learns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// Threads playing at once.
    pub threads: usize,
    /// Games each thread plays between two merges.
    pub round_games: u64,
    /// The learning rate at the start…
    pub alpha: f32,
    /// …halving every this many games…
    pub half_life: f64,
    /// …but never below this.
    pub alpha_min: f32,
    /// TD(λ)'s λ: 0 trains each position towards the next one's value at once; above 0,
    /// towards the game's λ-returns at its end.
    pub lambda: f32,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            threads: 2,
            round_games: 4,
            alpha: 0.1,
            half_life: 500_000.0,
            alpha_min: 0.005,
            lambda: 0.7,
        }
    }
}

impl TrainConfig {
    /// The learning rate after `games` games.
    pub fn rate(&self, games: u64) -> f32 {
        let r = f64::from(self.alpha) * 0.5f64.powf(games as f64 / self.half_life);
        (r as f32).max(self.alpha_min)
    }
}

/// What some training games did.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TrainStats {
    pub games: u64,
    /// Positions trained (the nets' updates).
    pub updates: u64,
    /// Sum over updates of the squared error of the five outputs before the update.
    pub squared_error: f64,
}

impl TrainStats {
    fn add(&mut self, other: &TrainStats) {
        self.games += other.games;
        self.updates += other.updates;
        self.squared_error += other.squared_error;
    }

    /// Mean squared error per output and update.
    pub fn mean_error(&self) -> f64 {
        self.squared_error / (self.updates.max(1) * 5) as f64
    }
}

/// The dice of game `game` in a run seeded `seed`.
pub fn game_rng(seed: u64, game: u64) -> Rng64 {
    Rng64::new(seed ^ game.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

pub(super) fn roll(rng: &mut Rng64) -> [u8; 2] {
    [1 + rng.below(6) as u8, 1 + rng.below(6) as u8]
}

/// The value of a play's result for the side that played it.
pub(super) fn value_after(eval: &NeuralEval, result: &Position, x: &mut Inputs) -> Probs {
    if result.my_off() == 15 {
        Probs::won(win_points(&result.opp))
    } else {
        eval.probabilities_with(&result.swapped(), x).flipped()
    }
}

/// Reused buffers of [`self_play_game`].
#[derive(Default)]
pub struct GameBuffers {
    plays: Vec<Candidate>,
    /// Each play of the game: the position before it (mover on roll) and the value of the
    /// chosen result for the mover.
    history: Vec<(Position, Probs)>,
}

/// Trains the net of `pos`'s class (none in a bear-off) one step towards `target`.
pub(super) fn train_position(
    eval: &mut NeuralEval,
    pos: &Position,
    target: &Probs,
    rate: f32,
    x: &mut Inputs,
    stats: &mut TrainStats,
) {
    let n = match classify(pos) {
        Class::Contact => super::CONTACT,
        Class::Race => super::RACE,
        Class::Bearoff | Class::Over => return,
    };
    x.set(pos);
    let t = target.to_outputs();
    let out = eval.nets[n].train(x, &t, rate);
    stats.updates += 1;
    stats.squared_error += out
        .iter()
        .zip(&t)
        .map(|(o, t)| f64::from(o - t).powi(2))
        .sum::<f64>();
}

/// Plays one game of 0-ply self-play from the start and trains `eval` on it at learning
/// rate `rate` (0 to only play). With `lambda` 0 (TD(0)) each position is trained at once
/// towards the value of the chosen play; otherwise, at the end of the game, towards its
/// λ-return (the offline form of TD(λ)): G = (1 − λ) · value of the chosen play + λ · the
/// next position's G seen from this mover, the last G being the outcome.
pub fn self_play_game(
    eval: &mut NeuralEval,
    rng: &mut Rng64,
    rate: f32,
    lambda: f32,
    buffers: &mut GameBuffers,
) -> TrainStats {
    let mut stats = TrainStats {
        games: 1,
        ..TrainStats::default()
    };
    let mut x = Inputs::default();
    let mut pos = Position::starting();
    let mut dice = roll(rng);
    while dice[0] == dice[1] {
        dice = roll(rng); // the opening roll is never a double
    }
    buffers.history.clear();
    loop {
        generate(&pos, dice, false, &mut buffers.plays);
        let (next, target) = if buffers.plays.is_empty() {
            let next = pos.swapped();
            (next, value_after(eval, &pos, &mut x))
        } else {
            let mut best = (pos, Probs::default(), f32::NEG_INFINITY);
            for c in buffers.plays.iter() {
                let v = value_after(eval, &c.result, &mut x);
                let e = v.equity(true);
                if e > best.2 {
                    best = (c.result, v, e);
                }
            }
            (best.0.swapped(), best.1)
        };
        if rate > 0.0 {
            if lambda == 0.0 {
                train_position(eval, &pos, &target, rate, &mut x, &mut stats);
            } else {
                buffers.history.push((pos, target));
            }
        }
        if next.opp_off() == 15 {
            break;
        }
        pos = next;
        dice = roll(rng);
    }
    // λ-returns, from the last play back.
    let mut g: Option<Probs> = None;
    for (pos, value) in buffers.history.iter().rev() {
        let ret = match g {
            None => *value,
            Some(later) => {
                let later = later.flipped().to_outputs();
                let now = value.to_outputs();
                let mix = |k: usize| (1.0 - lambda) * now[k] + lambda * later[k];
                Probs {
                    win: mix(0),
                    win_gammon: mix(1),
                    win_backgammon: mix(2),
                    lose_gammon: mix(3),
                    lose_backgammon: mix(4),
                }
            }
        };
        train_position(eval, pos, &ret, rate, &mut x, &mut stats);
        g = Some(ret);
    }
    stats
}

/// Trains `eval` on the next `threads × round_games` games of a run seeded `seed`, game
/// numbers from `eval.games` on; returns what they did.
pub fn train_round(eval: &mut NeuralEval, config: &TrainConfig) -> TrainStats {
    let first = eval.games;
    let rate = config.rate(first);
    let seed = eval.seed;
    let per = config.round_games;
    let play = |mut copy: NeuralEval, t: u64| {
        let mut buffers = GameBuffers::default();
        let mut stats = TrainStats::default();
        for k in 0..per {
            let mut rng = game_rng(seed, first + t * per + k);
            stats.add(&self_play_game(
                &mut copy,
                &mut rng,
                rate,
                config.lambda,
                &mut buffers,
            ));
        }
        (copy, stats)
    };
    let threads = config.threads.max(1) as u64;
    let done: Vec<(NeuralEval, TrainStats)> = if threads == 1 {
        vec![play(eval.clone(), 0)]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let copy = eval.clone();
                    let play = &play;
                    s.spawn(move || play(copy, t))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a training thread panicked"))
                .collect()
        })
    };
    // The start plus every thread's change.
    let start = eval.clone();
    let mut total = TrainStats::default();
    for (i, (copy, stats)) in done.iter().enumerate() {
        total.add(stats);
        if i == 0 {
            eval.nets = copy.nets.clone();
            continue;
        }
        for n in 0..eval.nets.len() {
            let merged = eval.nets[n]
                .params_mut()
                .zip(copy.nets[n].params())
                .zip(start.nets[n].params());
            for ((m, c), s) in merged {
                *m += c - s;
            }
        }
    }
    eval.games = first + threads * per;
    total
}

/// A match's result from the first agent's side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MatchStats {
    pub games: u64,
    pub wins: u64,
    /// Net points won (gammons 2, backgammons 3).
    pub points: i64,
    /// The sum of each game's points squared (for the margin of the points per game).
    pub points_squared: i64,
    pub gammons_for: u64,
    pub gammons_against: u64,
}

impl MatchStats {
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games.max(1) as f64
    }

    pub fn points_per_game(&self) -> f64 {
        self.points as f64 / self.games.max(1) as f64
    }

    /// The 95% margin of [`Self::points_per_game`] (1.96 standard errors).
    pub fn points_margin(&self) -> f64 {
        let n = self.games.max(1) as f64;
        let mean = self.points_per_game();
        let variance = (self.points_squared as f64 / n - mean * mean).max(0.0);
        1.96 * (variance / n).sqrt()
    }
}

/// A factory of agents for [`play_match`] (each thread makes its own).
pub type MakeAgent<'a> = &'a (dyn Fn() -> Box<dyn Agent<Backgammon>> + Sync);

/// `games` money games (gammons on) of agent `a` against `b` on `threads` threads; `a`
/// plays seat 0 in even games, seat 1 in odd ones, and games 2k and 2k + 1 start from the
/// same random seed.
pub fn play_match(a: MakeAgent, b: MakeAgent, games: u64, seed: u64, threads: usize) -> MatchStats {
    let threads = threads.max(1) as u64;
    let run = |t: u64| {
        let mut stats = MatchStats::default();
        let start = Backgammon::new(&Default::default(), 2).expect("two seats");
        let (mut agent_a, mut agent_b) = (a(), b());
        for g in (t..games).step_by(threads as usize) {
            let a_seat = Seat((g % 2) as u8);
            let mut game = start.clone();
            let mut rng = game_rng(seed, g / 2);
            let mut agents = if a_seat == Seat(0) {
                [agent_a, agent_b]
            } else {
                [agent_b, agent_a]
            };
            let outcome = play_out(&mut game, &mut agents, &mut rng, 100_000, None)
                .expect("a game of backgammon ends");
            [agent_a, agent_b] = if a_seat == Seat(0) {
                agents
            } else {
                let [x, y] = agents;
                [y, x]
            };
            stats.games += 1;
            let won = outcome.winners.contains(a_seat);
            let points = i64::from(outcome.points);
            stats.wins += u64::from(won);
            stats.points += if won { points } else { -points };
            stats.points_squared += points * points;
            if points >= 2 {
                if won {
                    stats.gammons_for += 1;
                } else {
                    stats.gammons_against += 1;
                }
            }
        }
        stats
    };
    let parts: Vec<MatchStats> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let run = &run;
                s.spawn(move || run(t))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a match thread panicked"))
            .collect()
    });
    parts.iter().fold(MatchStats::default(), |mut acc, p| {
        acc.games += p.games;
        acc.wins += p.wins;
        acc.points += p.points;
        acc.points_squared += p.points_squared;
        acc.gammons_for += p.gammons_for;
        acc.gammons_against += p.gammons_against;
        acc
    })
}

/// A 0-ply agent over `eval`, for [`play_match`].
pub fn neural_agent(eval: &Arc<NeuralEval>) -> Box<dyn Agent<Backgammon>> {
    Box::new(NeuralAgent::new(eval.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Race positions whose outcome is certain: the side on roll bears off its last
    /// checker(s) whatever it rolls, against a side with none off.
    fn sure_wins() -> Vec<(Position, Probs)> {
        let mut out = Vec::new();
        for far in 7..=12 {
            let mut pos = Position {
                me: [0; 25],
                opp: [0; 25],
            };
            pos.me[0] = 1 + (far % 2) as u8; // one or two checkers on my 1-point
            pos.opp[far - 1] = 15; // all of theirs on their point `far`: passed, none off
            out.push((pos, Probs::won(2)));
            out.push((pos.swapped(), Probs::won(2).flipped()));
        }
        out
    }

    fn error(eval: &NeuralEval, set: &[(Position, Probs)]) -> f32 {
        let mut x = Inputs::default();
        let mut total = 0.0;
        for (pos, want) in set {
            x.set(pos);
            let net = &eval.nets[super::super::RACE];
            let got = net.forward(&x);
            for (g, w) in got.iter().zip(want.to_outputs()) {
                total += (g - w).powi(2);
            }
        }
        total / set.len() as f32
    }

    #[test]
    fn a_tiny_run_learns_the_end_of_races() {
        let set = sure_wins();
        for lambda in [0.0, 0.7] {
            let config = TrainConfig {
                threads: 2,
                round_games: 5,
                alpha: 0.1,
                lambda,
                ..TrainConfig::default()
            };
            // A race net that starts out wrong: it calls every position a loss.
            let mut eval = NeuralEval::random([16, 16], 5);
            eval.nets[super::super::RACE].b2 = [-3.0, 3.0, 3.0, -3.0, -3.0];
            let before = error(&eval, &set);
            let mut stats = TrainStats::default();
            while eval.games < 200 {
                stats.add(&train_round(&mut eval, &config));
            }
            let after = error(&eval, &set);
            assert_eq!(stats.games, 200);
            assert!(stats.updates > 200 * 20, "{stats:?}");
            assert!(
                after < before * 0.5,
                "λ {lambda}: error {before} -> {after}"
            );
        }
    }

    #[test]
    fn the_points_margin_follows_their_spread() {
        // Four games: +1, +1, −1, +2.
        let m = MatchStats {
            games: 4,
            wins: 3,
            points: 3,
            points_squared: 7,
            ..MatchStats::default()
        };
        let sd = (7.0f64 / 4.0 - 0.75 * 0.75).sqrt();
        assert!((m.points_margin() - 1.96 * sd / 2.0).abs() < 1e-12);
        let even = MatchStats {
            games: 4,
            wins: 2,
            points: 0,
            points_squared: 4,
            ..MatchStats::default()
        };
        assert!((even.points_margin() - 0.98).abs() < 1e-12);
    }

    #[test]
    fn training_is_reproducible_from_its_seed() {
        let config = TrainConfig {
            round_games: 2,
            ..TrainConfig::default()
        };
        let run = || {
            let mut eval = NeuralEval::random([8, 8], 9);
            train_round(&mut eval, &config);
            eval
        };
        let (a, b) = (run(), run());
        assert_eq!(a, b);
        assert_eq!(a.games, 4);
        assert_ne!(a, NeuralEval::random([8, 8], 9));
    }
}
