//! A neural evaluation of backgammon positions, trained by TD self-play ([`train`]), with
//! an exact bear-off database ([`bearoff`]) and agents on top ([`NeuralAgent`] at 0-ply,
//! [`NeuralSearch`] looking one or two rolls ahead).
//!
//! **Whose view.** Every evaluation takes a [`Position`] whose `me` is the side **on roll**
//! (about to roll the dice) and answers the five probabilities *for that side*. To value a
//! play, evaluate the result with the sides swapped (the opponent is then on roll) and
//! [`Probs::flipped`] it back.
//!
//! **Which evaluator.** The search takes any [`Evaluator`]; [`NeuralEval`] is the one it is
//! built with. A finished game has its outcome; when both sides have every checker
//! home the bear-off database is exact; otherwise a race net once the sides have passed
//! each other, and a contact net before that.
//!
//! **Weights file** (`assets/brains/backgammon.tbgn` at the repository's root, little-endian): the magic `TBGN`, a `u32`
//! format version (1), a `u64` count of training games and the `u64` seed that made them,
//! a `u32` count of nets (2: contact, race), then per net `u32` inputs, hidden units and
//! outputs (5) followed by `f32` arrays: input weights (input-major, `inputs × hidden`),
//! hidden biases, output weights (`outputs × hidden`), output biases.

pub mod bearoff;
pub mod cube;
pub mod cube_ahead;
pub mod cubeful;
pub mod distill;
mod inputs;
mod net;
mod search;
pub mod train;
mod utility;
mod valuer;

pub use inputs::{INPUTS, Inputs};
pub use net::{MAX_HIDDEN, Mlp, OUTPUTS};
pub(crate) use search::ROLLS;
pub use search::{NeuralAgent, NeuralSearch, NeuralSearchAgent, SearchSettings};
pub use utility::{Utility, utility};
pub use valuer::Valuer;

use crate::{BAR, CHECKERS, Position};
use std::sync::{Arc, OnceLock};
use tabula_core::Rng64;

/// The five cubeless probabilities GNU Backgammon uses, for one side. Gammon chances
/// include backgammons (`win ≥ win_gammon ≥ win_backgammon`, likewise for losses).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Probs {
    pub win: f32,
    pub win_gammon: f32,
    pub win_backgammon: f32,
    pub lose_gammon: f32,
    pub lose_backgammon: f32,
}

impl Probs {
    /// The net's outputs, kept consistent: a gammon chance is at most the win (or loss)
    /// chance, a backgammon chance at most the gammon chance.
    pub fn from_outputs(o: &[f32; OUTPUTS]) -> Probs {
        let win = o[0].clamp(0.0, 1.0);
        let win_gammon = o[1].min(win);
        let lose_gammon = o[3].min(1.0 - win);
        Probs {
            win,
            win_gammon,
            win_backgammon: o[2].min(win_gammon),
            lose_gammon,
            lose_backgammon: o[4].min(lose_gammon),
        }
    }

    /// As the net's outputs (training targets).
    pub fn to_outputs(&self) -> [f32; OUTPUTS] {
        [
            self.win,
            self.win_gammon,
            self.win_backgammon,
            self.lose_gammon,
            self.lose_backgammon,
        ]
    }

    /// The same chances seen by the other side.
    pub fn flipped(&self) -> Probs {
        Probs {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The expected points (cubeless): 2w − 1 + wg − lg + wbg − lbg; with gammons off,
    /// every win is one point.
    pub fn equity(&self, gammons: bool) -> f32 {
        let single = 2.0 * self.win - 1.0;
        if gammons {
            single + self.win_gammon - self.lose_gammon + self.win_backgammon - self.lose_backgammon
        } else {
            single
        }
    }

    /// A certain win worth `points` (1, 2 or 3).
    pub fn won(points: u8) -> Probs {
        Probs {
            win: 1.0,
            win_gammon: f32::from(u8::from(points >= 2)),
            win_backgammon: f32::from(u8::from(points >= 3)),
            ..Probs::default()
        }
    }
}

/// The points the side that just bore off its last checker wins: 3 when the loser has a
/// checker on the bar or in the winner's home board, 2 when the loser has none off.
pub fn win_points(loser: &[u8; 25]) -> u8 {
    if loser.iter().sum::<u8>() < CHECKERS {
        1
    } else if loser[18..].iter().any(|&c| c > 0) {
        3
    } else {
        2
    }
}

/// Which evaluator a position needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A side has borne off every checker.
    Over,
    /// Both sides have all their checkers home: the bear-off database.
    Bearoff,
    /// The sides have passed each other: the race net.
    Race,
    /// Anything else: the contact net.
    Contact,
}

/// The class of a position.
pub fn classify(pos: &Position) -> Class {
    if pos.my_off() == CHECKERS || pos.opp_off() == CHECKERS {
        return Class::Over;
    }
    let back = |side: &[u8; 25]| (0..=BAR).rev().find(|&i| side[i] > 0).map_or(0, |i| i + 1);
    let (mine, theirs) = (back(&pos.me), back(&pos.opp));
    if mine <= 6 && theirs <= 6 {
        Class::Bearoff
    } else if mine + theirs <= 25 {
        Class::Race
    } else {
        Class::Contact
    }
}

/// The index of a net in [`NeuralEval::nets`].
pub const CONTACT: usize = 0;
pub const RACE: usize = 1;

/// The trained nets and where they came from.
#[derive(Clone, Debug, PartialEq)]
pub struct NeuralEval {
    /// The contact net ([`CONTACT`]) and the race net ([`RACE`]).
    pub nets: [Mlp; 2],
    /// Self-play games these weights were trained on.
    pub games: u64,
    /// The seed of the training run.
    pub seed: u64,
}

/// A weights file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeightsError(pub String);

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WeightsError {}

const MAGIC: &[u8; 4] = b"TBGN";
const VERSION: u32 = 1;

/// The weights shipped with the game, built in with the `bundled-weights` feature (the
/// web build leaves them out of its first download and fetches the file).
#[cfg(feature = "bundled-weights")]
static BUNDLED: &[u8] = include_bytes!("../../../../assets/brains/backgammon.tbgn");

/// The game's weights, once built in or given ([`NeuralEval::share`]).
static SHARED: OnceLock<Arc<NeuralEval>> = OnceLock::new();

impl NeuralEval {
    /// Untrained nets with `hidden` units (contact, race).
    pub fn random(hidden: [usize; 2], seed: u64) -> NeuralEval {
        let mut rng = Rng64::new(seed);
        NeuralEval {
            nets: hidden.map(|h| Mlp::random(INPUTS, h, &mut rng)),
            games: 0,
            seed,
        }
    }

    /// The game's weights, which every agent, hint and analysis of the crate uses: the
    /// built-in ones (parsed once, then shared), or in a build without them (the web's)
    /// those given to [`NeuralEval::share`].
    ///
    /// # Panics
    /// In a build without the built-in weights, before any were given: ask
    /// [`NeuralEval::shared`] first.
    pub fn bundled() -> Arc<NeuralEval> {
        NeuralEval::shared()
            .expect("no backgammon weights yet: this build has none built in and none were shared")
    }

    /// The game's weights if there are any yet: always with the `bundled-weights` feature.
    pub fn shared() -> Option<Arc<NeuralEval>> {
        #[cfg(feature = "bundled-weights")]
        SHARED.get_or_init(|| {
            Arc::new(NeuralEval::from_bytes(BUNDLED).expect("the built-in weights are valid"))
        });
        SHARED.get().cloned()
    }

    /// Makes `eval` the game's weights, for a build without them built in. The first weights
    /// given or used stay for the process; false if these came too late.
    pub fn share(eval: Arc<NeuralEval>) -> bool {
        SHARED.set(eval).is_ok()
    }

    /// The probabilities for the side on roll (`pos.me`).
    pub fn probabilities(&self, pos: &Position) -> Probs {
        let mut x = Inputs::default();
        self.probabilities_with(pos, &mut x)
    }

    /// [`Self::probabilities`] reusing an input buffer.
    pub fn probabilities_with(&self, pos: &Position, x: &mut Inputs) -> Probs {
        let net = match classify(pos) {
            Class::Over => return terminal(pos),
            Class::Bearoff => {
                return bearoff::Bearoff::get()
                    .probabilities(pos)
                    .expect("both sides are home");
            }
            Class::Race => &self.nets[RACE],
            Class::Contact => &self.nets[CONTACT],
        };
        x.set(pos);
        Probs::from_outputs(&net.forward(x))
    }

    /// The equity for the side on roll.
    pub fn equity(&self, pos: &Position, gammons: bool) -> f32 {
        self.probabilities(pos).equity(gammons)
    }

    /// The weights file's bytes (format in the module documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&self.games.to_le_bytes());
        out.extend_from_slice(&self.seed.to_le_bytes());
        out.extend_from_slice(&(self.nets.len() as u32).to_le_bytes());
        for net in &self.nets {
            for n in [net.inputs, net.hidden, OUTPUTS] {
                out.extend_from_slice(&(n as u32).to_le_bytes());
            }
            for w in net.params() {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        out
    }

    /// Reads a weights file.
    pub fn from_bytes(bytes: &[u8]) -> Result<NeuralEval, WeightsError> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4)? != MAGIC {
            return Err(WeightsError("not a Tabula backgammon weights file".into()));
        }
        let version = r.u32()?;
        if version != VERSION {
            return Err(WeightsError(format!(
                "weights format {version}, not {VERSION}"
            )));
        }
        let games = r.u64()?;
        let seed = r.u64()?;
        if r.u32()? != 2 {
            return Err(WeightsError("expected two nets (contact, race)".into()));
        }
        let mut read_net = || -> Result<Mlp, WeightsError> {
            let (inputs, hidden, outputs) = (r.u32()? as usize, r.u32()? as usize, r.u32()?);
            if inputs != INPUTS
                || outputs as usize != OUTPUTS
                || !(1..=MAX_HIDDEN).contains(&hidden)
            {
                return Err(WeightsError(format!(
                    "a net of {inputs}×{hidden}×{outputs}; this build reads \
                     {INPUTS}×(1..={MAX_HIDDEN})×{OUTPUTS}"
                )));
            }
            let mut net = Mlp {
                inputs,
                hidden,
                w1: vec![0.0; inputs * hidden],
                b1: vec![0.0; hidden],
                w2: vec![0.0; OUTPUTS * hidden],
                b2: [0.0; OUTPUTS],
            };
            for w in net.params_mut() {
                *w = f32::from_le_bytes(r.take(4)?.try_into().expect("4 bytes"));
            }
            Ok(net)
        };
        let nets = [read_net()?, read_net()?];
        if r.at != bytes.len() {
            return Err(WeightsError("bytes after the last net".into()));
        }
        Ok(NeuralEval { nets, games, seed })
    }
}

/// What the agents and the search look positions up with (like wildbg's `Evaluator`): the
/// five probabilities of a [`Position`] for its side on roll (`pos.me`, see the module
/// documentation). [`NeuralEval`] is the one they are built with; `Send + Sync` so that
/// agents over it can move between threads.
pub trait Evaluator: Send + Sync {
    /// The probabilities for the side on roll (`pos.me`).
    fn probabilities(&self, pos: &Position) -> Probs;

    /// [`Self::probabilities`] reusing an input buffer (the search's hot path); an
    /// evaluator that needs none ignores it.
    fn probabilities_with(&self, pos: &Position, x: &mut Inputs) -> Probs {
        let _ = x;
        self.probabilities(pos)
    }
}

impl Evaluator for NeuralEval {
    fn probabilities(&self, pos: &Position) -> Probs {
        NeuralEval::probabilities(self, pos)
    }

    fn probabilities_with(&self, pos: &Position, x: &mut Inputs) -> Probs {
        NeuralEval::probabilities_with(self, pos, x)
    }
}

/// A shared evaluator evaluates (so `&Arc<NeuralEval>` may be passed where `&impl
/// Evaluator` is asked for).
impl<E: Evaluator + ?Sized> Evaluator for Arc<E> {
    fn probabilities(&self, pos: &Position) -> Probs {
        (**self).probabilities(pos)
    }

    fn probabilities_with(&self, pos: &Position, x: &mut Inputs) -> Probs {
        (**self).probabilities_with(pos, x)
    }
}

/// The outcome of a finished game for the side "on roll" (`pos.me`).
fn terminal(pos: &Position) -> Probs {
    if pos.opp_off() == CHECKERS {
        Probs::won(win_points(&pos.me)).flipped()
    } else {
        Probs::won(win_points(&pos.opp))
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], WeightsError> {
        let out = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or_else(|| WeightsError("the weights file is cut short".into()))?;
        self.at += n;
        Ok(out)
    }

    fn u32(&mut self) -> Result<u32, WeightsError> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self) -> Result<u64, WeightsError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_round_trip_through_bytes() {
        let eval = NeuralEval::random([8, 4], 3);
        let bytes = eval.to_bytes();
        assert_eq!(NeuralEval::from_bytes(&bytes).unwrap(), eval);
        assert!(NeuralEval::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(NeuralEval::from_bytes(b"nope").is_err());
    }

    #[test]
    fn the_bundled_weights_load() {
        let eval = NeuralEval::bundled();
        assert_eq!(eval.nets[CONTACT].inputs(), INPUTS);
    }

    /// The web's path: the file's bytes make the same net as the built-in ones, and once
    /// there are weights, weights shared later change nothing.
    #[test]
    fn the_first_weights_stay_shared() {
        let file = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../assets/brains/backgammon.tbgn"
        ))
        .unwrap();
        let built_in = NeuralEval::shared().expect("built in");
        assert_eq!(NeuralEval::from_bytes(&file).unwrap(), *built_in);
        assert!(!NeuralEval::share(Arc::new(NeuralEval::random([8, 4], 3))));
        assert!(Arc::ptr_eq(&NeuralEval::bundled(), &built_in));
    }

    #[test]
    fn probabilities_are_consistent_and_flip() {
        let eval = NeuralEval::random([16, 8], 1);
        let p = eval.probabilities(&Position::starting());
        for v in p.to_outputs() {
            assert!((0.0..=1.0).contains(&v));
        }
        assert!(p.win_gammon <= p.win && p.win_backgammon <= p.win_gammon);
        assert!(p.lose_gammon <= 1.0 - p.win && p.lose_backgammon <= p.lose_gammon);
        let f = p.flipped();
        assert_eq!(f.flipped(), p);
        assert!((f.equity(true) + p.equity(true)).abs() < 1e-6);
    }

    #[test]
    fn positions_are_classified() {
        let start = Position::starting();
        assert_eq!(classify(&start), Class::Contact);
        let mut race = Position {
            me: [0; 25],
            opp: [0; 25],
        };
        race.me[12] = 15; // my 13-point
        race.opp[10] = 15; // their 11-point is my 14-point: the sides have passed
        assert_eq!(classify(&race), Class::Race);
        race.opp[10] = 0;
        race.opp[13] = 15; // their 14-point = my 11-point, still to pass my checkers
        assert_eq!(classify(&race), Class::Contact);
        let mut home = Position {
            me: [0; 25],
            opp: [0; 25],
        };
        home.me[5] = 3;
        home.opp[0] = 2;
        assert_eq!(classify(&home), Class::Bearoff);
        home.opp[0] = 0;
        assert_eq!(classify(&home), Class::Over);
        assert_eq!(terminal(&home), Probs::won(1).flipped());
    }
}
