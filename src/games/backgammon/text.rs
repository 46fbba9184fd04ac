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
    fn describe(
        &self,
        action: &Action,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
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
            // Going on to roll is not news; the roll that follows is logged.
            Action::RollDice => String::new(),
            _ => decision_line(self, action, names),
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
        let mut clauses = consequences(&events, names, texts, "backgammon", &spot);
        if let Some(end) = game_end_clause(self, action, names) {
            clauses.push(end);
        }
        line_with(main, clauses)
    }
}

/// A cube or resignation decision in words; `self` is the state before it.
fn decision_line(g: &Backgammon, action: &Action, names: &SeatNames) -> String {
    let me = match g.to_move() {
        ToMove::Seat(s) => s,
        _ => g.turn(),
    };
    let who = side_name(g, me, names);
    match action {
        Action::Double => format!("{who} doubles to {}", u16::from(g.cube_value()) * 2),
        Action::Take => format!(
            "{who} takes: the cube is at {}, {}'s",
            u16::from(g.cube_value()) * 2,
            names.of(me)
        ),
        Action::Beaver => format!(
            "{who} beavers: the cube is at {}, {}'s",
            u16::from(g.cube_value()) * 4,
            names.of(me)
        ),
        Action::Pass => format!("{who} passes"),
        Action::Resign(level) => format!(
            "{who} offers to resign {} ({})",
            level_words(*level),
            points(g.points_for(*level))
        ),
        Action::Accept => format!("{who} accepts the resignation"),
        Action::Reject => format!("{who} rejects the resignation; play goes on"),
        _ => String::new(),
    }
}

/// "a gammon".
pub(super) fn level_words(level: ResignLevel) -> &'static str {
    match level {
        ResignLevel::Single => "a single game",
        ResignLevel::Gammon => "a gammon",
        ResignLevel::Backgammon => "a backgammon",
    }
}

/// "1 point", "4 points".
pub(super) fn points(n: u16) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// How a game ended, in a sentence: "Red wins a gammon: 2 points".
pub(super) fn game_result_words(g: &Backgammon, r: &GameResult, names: &SeatNames) -> String {
    let loser = Seat(1 - r.winner.0);
    let won = match r.end {
        GameEnd::BorneOff(level) => format!(
            "{} bears off first: {}",
            names.of(r.winner),
            level_words(level)
        ),
        GameEnd::Passed => format!("{} passed the double", names.of(loser)),
        GameEnd::Resigned(level) => format!("{} resigned {}", names.of(loser), level_words(level)),
    };
    let mut line = format!("{won}; {} scores {}", names.of(r.winner), points(r.points));
    if g.match_length() > 0 {
        let mut score = r.score_before;
        score[r.winner.index()] += r.points;
        line += &format!(" ({})", match_score_words(g, score, names));
    }
    line
}

/// The clause ending a line whose action ended a game of a match or a cubeful game.
fn game_end_clause(g: &Backgammon, action: &Action, names: &SeatNames) -> Option<String> {
    let mut after = g.clone();
    after.apply(action, &mut Vec::new()).ok()?;
    let r = after.games_so_far().get(g.games_so_far().len())?;
    Some(game_result_words(g, r, names))
}

/// "Match to 7: Red 3, Blue 1".
pub(super) fn match_score_words(g: &Backgammon, score: [u16; 2], names: &SeatNames) -> String {
    format!(
        "Match to {}: {} {}, {} {}",
        g.match_length(),
        names.of(Seat(0)),
        score[0],
        names.of(Seat(1)),
        score[1]
    )
}
