//! Refining trained nets by looking ahead: positions from the nets' own self-play, each
//! labelled with the nets' value of it one or two rolls deeper (the average over the rolls
//! of the best 0-ply play, as the search values it), and the nets trained towards those
//! labels. A deeper value is a better estimate than the net's own, so each round moves the
//! 0-ply net towards what its search would say, and the search then stands on a better net.

use super::train::{TrainStats, game_rng, roll, train_position, value_after};
use super::{Class, Inputs, NeuralEval, Probs, ROLLS, classify};
use crate::{Candidate, Position, generate};
use tabula_core::Rng64;

/// A position (its side on roll) and the probabilities it is trained towards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub pos: Position,
    pub target: Probs,
}

/// Reused buffers, one play list per roll deep.
#[derive(Default)]
struct Scratch {
    x: Inputs,
    plays: [Vec<Candidate>; 3],
}

/// The plays of `dice` from `pos` with their 0-ply values, into `scratch.plays[level]`;
/// `visit` sees each play's result, value and equity.
fn each_play(
    eval: &NeuralEval,
    pos: &Position,
    dice: [u8; 2],
    level: usize,
    scratch: &mut Scratch,
    mut visit: impl FnMut(Position, Probs, f32),
) {
    let mut plays = std::mem::take(&mut scratch.plays[level]);
    generate(pos, dice, false, &mut plays);
    for c in &plays {
        let v = value_after(eval, &c.result, &mut scratch.x);
        visit(c.result, v, v.equity(true));
    }
    scratch.plays[level] = plays;
}

/// The best play of `dice` at 0-ply: its result and value; `None` when the roll cannot be
/// played.
fn best(
    eval: &NeuralEval,
    pos: &Position,
    dice: [u8; 2],
    level: usize,
    scratch: &mut Scratch,
) -> Option<(Position, Probs)> {
    let mut best: Option<(Position, Probs, f32)> = None;
    each_play(eval, pos, dice, level, scratch, |result, v, e| {
        if best.is_none_or(|b| e > b.2) {
            best = Some((result, v, e));
        }
    });
    best.map(|(result, v, _)| (result, v))
}

/// The probabilities of `pos` for its side on roll, looking `plies` rolls ahead: at 0 the
/// nets' (or the bear-off database's) own; deeper, the average over the 21 rolls of the
/// value of the best 0-ply play, valued `plies − 1` deeper.
pub fn value(eval: &NeuralEval, pos: &Position, plies: u8) -> Probs {
    value_with(eval, pos, plies, &mut Scratch::default())
}

fn value_with(eval: &NeuralEval, pos: &Position, plies: u8, scratch: &mut Scratch) -> Probs {
    if plies == 0 || matches!(classify(pos), Class::Over | Class::Bearoff) {
        return eval.probabilities_with(pos, &mut scratch.x);
    }
    let level = usize::from(plies - 1).min(2);
    let mut sum = [0f32; 5];
    for &(dice, chance) in &ROLLS {
        let p = match best(eval, pos, dice, level, scratch) {
            None => value_with(eval, &pos.swapped(), plies - 1, scratch).flipped(),
            Some((_, p)) if plies == 1 => p,
            Some((result, p)) if result.my_off() == 15 => p,
            Some((result, _)) => value_with(eval, &result.swapped(), plies - 1, scratch).flipped(),
        };
        for (s, o) in sum.iter_mut().zip(p.to_outputs()) {
            *s += chance * o;
        }
    }
    Probs::from_outputs(&sum)
}

/// Positions from `games` games of 0-ply self-play seeded `seed` (contact and race ones,
/// the side on roll about to roll). With chance `explore` a move is one of the three best
/// at random rather than the best, so the positions reach a little past the nets' habits.
pub fn self_play_positions(
    eval: &NeuralEval,
    games: u64,
    seed: u64,
    explore: f64,
) -> Vec<Position> {
    let mut out = Vec::new();
    let mut scratch = Scratch::default();
    let mut plays: Vec<(Position, f32)> = Vec::new();
    for g in 0..games {
        let mut rng = game_rng(seed, g);
        let mut pos = Position::starting();
        let mut dice = roll(&mut rng);
        while dice[0] == dice[1] {
            dice = roll(&mut rng);
        }
        let mut first = true;
        loop {
            if !first && matches!(classify(&pos), Class::Contact | Class::Race) {
                out.push(pos);
            }
            first = false;
            plays.clear();
            each_play(eval, &pos, dice, 0, &mut scratch, |result, _, e| {
                plays.push((result, e));
            });
            plays.sort_by(|a, b| b.1.total_cmp(&a.1));
            let next = if plays.is_empty() {
                pos
            } else {
                let pick = if rng.next_f64() < explore {
                    rng.below(plays.len().min(3) as u64) as usize
                } else {
                    0
                };
                plays[pick].0
            };
            if next.my_off() == 15 {
                break;
            }
            pos = next.swapped();
            dice = roll(&mut rng);
        }
    }
    out
}

/// `positions` labelled at `plies` on `threads` threads, in their order.
pub fn label(eval: &NeuralEval, positions: &[Position], plies: u8, threads: usize) -> Vec<Sample> {
    let chunk = positions.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> = positions
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    let mut scratch = Scratch::default();
                    part.iter()
                        .map(|pos| Sample {
                            pos: *pos,
                            target: value_with(eval, pos, plies, &mut scratch),
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a labelling thread panicked"))
            .collect()
    })
}

/// One pass over `samples` in an order shuffled by `rng`, a gradient step of size `rate`
/// on each.
pub fn train_epoch(
    eval: &mut NeuralEval,
    samples: &[Sample],
    rate: f32,
    rng: &mut Rng64,
) -> TrainStats {
    let mut order: Vec<usize> = (0..samples.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut stats = TrainStats::default();
    let mut x = Inputs::default();
    for i in order {
        let s = &samples[i];
        train_position(eval, &s.pos, &s.target, rate, &mut x, &mut stats);
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 1-ply value is the chance-weighted mean of the best plays' values, and a position
    /// the side on roll wins whatever it rolls is valued as that win.
    #[test]
    fn one_ply_is_the_mean_of_the_best_plays() {
        let eval = NeuralEval::bundled();
        let mut race = Position {
            me: [0; 25],
            opp: [0; 25],
        };
        race.me[0] = 1;
        race.opp[9] = 15;
        // Any roll bears off the last checker: a gammon, since none of theirs is off.
        let v = value(&eval, &race, 1);
        assert!(
            (v.win - 1.0).abs() < 1e-6 && (v.win_gammon - 1.0).abs() < 1e-6,
            "{v:?}"
        );

        let start = Position::starting();
        let mut x = Inputs::default();
        let mut want = 0.0;
        for &(dice, chance) in &ROLLS {
            let mut plays = Vec::new();
            generate(&start, dice, false, &mut plays);
            let best = plays
                .iter()
                .map(|c| value_after(&eval, &c.result, &mut x).win)
                .fold(f32::NAN, |a, b| if a.is_nan() { b } else { a.max(b) });
            assert!(!best.is_nan());
            want += chance * best;
        }
        let got = value(&eval, &start, 1).win;
        // The best play is chosen by equity, not by the win chance, so allow a little.
        assert!(
            (got - want).abs() < 0.01,
            "1-ply win {got}, best wins' mean {want}"
        );
        assert!((got - eval.probabilities(&start).win).abs() < 0.05);
    }

    /// Training towards labels brings the nets' outputs to them.
    #[test]
    fn an_epoch_moves_the_nets_to_their_labels() {
        let eval = NeuralEval::bundled();
        let positions = self_play_positions(&eval, 4, 7, 0.2);
        assert!(positions.len() > 100, "{} positions", positions.len());
        let mut samples = label(&eval, &positions, 0, 2);
        for s in &mut samples {
            s.target = Probs {
                win: 0.25,
                ..Probs::default()
            };
        }
        let mut nets = (*eval).clone();
        let mut rng = Rng64::new(3);
        let first = train_epoch(&mut nets, &samples, 0.05, &mut rng);
        let mut last = first;
        for _ in 0..5 {
            last = train_epoch(&mut nets, &samples, 0.05, &mut rng);
        }
        assert_eq!(first.updates, samples.len() as u64);
        assert!(
            last.mean_error() < first.mean_error() * 0.2,
            "{first:?} {last:?}"
        );
    }
}
