//! Static evaluations for search. A game's crate implements [`Evaluate`] next to its rules,
//! so the agents in `tabula-ai` stay generic and depend on no game.

use crate::{Game, Seat, ToMove};

/// A static evaluation of a position, for search.
pub trait Evaluate: Game {
    /// How good the position is for `seat`'s side, roughly in the units of
    /// [`crate::Outcome::value_for`]: near +1 for a sure win, near −1 for a sure loss.
    fn evaluate(&self, seat: Seat) -> f64;
}

/// The value of a position for `seat`: the outcome when over, the evaluation otherwise.
pub fn value<G: Evaluate>(state: &G, seat: Seat) -> f64 {
    match state.to_move() {
        ToMove::Over(o) => o.value_for(seat),
        _ => state.evaluate(seat),
    }
}

/// No knowledge at all: only a search can tell Nim's moves apart. (It lives here because
/// another crate may not implement this crate's trait for this crate's type.)
impl Evaluate for crate::doc_game::Nim {
    fn evaluate(&self, _seat: Seat) -> f64 {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc_game::{Nim, NimAction};

    #[test]
    fn value_is_the_outcome_once_over() {
        let mut g = Nim::new(&crate::doc_game::NimOptions { stones: 1 }, 2).unwrap();
        g.apply(&NimAction::First(1), &mut Vec::new()).unwrap();
        assert_eq!(value(&g, Seat(1)), 0.0);
        g.apply(&NimAction::Take(1), &mut Vec::new()).unwrap();
        assert_eq!(value(&g, Seat(1)), 1.0);
        assert_eq!(value(&g, Seat(0)), -1.0);
    }
}
