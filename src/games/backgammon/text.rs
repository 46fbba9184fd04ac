//! The game in words: names of throws and sides, the move log's lines and the rules help.

use super::*;

pub(super) fn checkers_name(g: &Backgammon, seat: Seat) -> &'static str {
    if colour_of(g, seat) == 0 {
        "White"
    } else {
        "Black"
    }
}

/// "Red (White)": the seat's name with the colour of its checkers.
pub(super) fn side_name(g: &Backgammon, seat: Seat, names: &SeatNames) -> String {
    format!("{} ({})", names.of(seat), checkers_name(g, seat))
}

pub(super) const RULES: &str = "Each side moves 15 checkers round the board into its home board and then bears them off; the first to bear off all wins.\n\nWhite moves from its 24-point down to its 1-point (bottom right); Black the other way. Each die moves one checker that many points; doubles are played four times. A checker may land on an empty point, its own, or a point with one opposing checker (a blot), which is hit and goes to the bar. A point with two or more opposing checkers is closed.\n\nA checker on the bar must enter the opponent's home board before any other moves. Both dice must be used if possible; if only one can be, the larger must be. Once all checkers are home they bear off with the exact number, or with a higher number from the highest point.\n\nA win is a gammon (2 points) if the loser has borne off none, and a backgammon (3) if the loser also has a checker on the bar or in the winner's home board.";

impl Describe for Backgammon {
    fn describe(&self, action: &Action, events: &[RuleEvent], names: &SeatNames) -> String {
        let main = match action {
            Action::Roll(a, b) if self.phase() == Phase::Opening => {
                let (s0, s1) = (names.of(Seat(0)), names.of(Seat(1)));
                if a == b {
                    format!("Opening roll: {s0} {a}, {s1} {b}, equal: roll again")
                } else {
                    let first = if a > b { &s0 } else { &s1 };
                    format!("Opening roll: {s0} {a}, {s1} {b}: {first} plays White and starts")
                }
            }
            Action::Roll(a, b) => format!("{} rolls {a}-{b}", side_name(self, self.turn(), names)),
            Action::Play(p) => format!("{}: {p}", side_name(self, self.turn(), names)),
        };
        // Points in the mover's numbering, as the play's notation writes them.
        let spot = |space: SpaceId| match mover_point(self, usize::from(space.0)) {
            Some(p) => format!("the {p}-point"),
            None => "the bar".to_string(),
        };
        // Checkers borne off are in the notation ("6/off"); a hit is not said by name.
        let events: Vec<RuleEvent> = events
            .iter()
            .filter(|e| !matches!(e, RuleEvent::BorneOff { .. }))
            .cloned()
            .collect();
        let clauses = consequences(&events, names, Noun("checker", "checkers"), "hits", &spot);
        line_with(main, clauses)
    }
}
