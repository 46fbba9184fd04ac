//! The game in words (from the language's `backgammon.ftl`): names of sides and places, the
//! move log's lines, game results and the rules help.

use super::layout::{colour_of, mover_point};
use crate::locale::Texts;
use crate::theme::SeatNames;
use crate::ui::describe::{Describe, consequences, line_with};
use bevy::prelude::*;
use fluent_bundle::FluentValue;
use tabula_backgammon::analysis::Choice;
use tabula_backgammon::{Action, Backgammon, GameEnd, GameResult, Phase, ResignLevel};
use tabula_core::{Game, RuleEvent, Seat, SpaceId, ToMove};

/// A number as a Fluent argument.
pub(super) fn num(n: impl Into<i64>) -> FluentValue<'static> {
    FluentValue::from(n.into())
}

/// A text as a Fluent argument.
pub(super) fn arg(text: impl Into<String>) -> FluentValue<'static> {
    FluentValue::from(text.into())
}

/// "White" or "Black": the colour of the seat's checkers.
pub(super) fn checkers_name(g: &Backgammon, seat: Seat, texts: &Texts) -> String {
    texts.get(if colour_of(g, seat) == 0 {
        "backgammon-white"
    } else {
        "backgammon-black"
    })
}

/// "Player 1 (White)": the seat's name with the colour of its checkers.
pub(super) fn side_name(g: &Backgammon, seat: Seat, names: &SeatNames, texts: &Texts) -> String {
    texts.with(
        "backgammon-side",
        &[
            ("name", arg(names.of(seat))),
            ("colour", arg(checkers_name(g, seat, texts))),
        ],
    )
}

/// The rules help: the game, and the cube when it is in play.
pub(super) fn rules_help(g: &Backgammon, texts: &Texts) -> String {
    let mut ids = vec![
        "backgammon-rules-goal",
        "backgammon-rules-moves",
        "backgammon-rules-bar",
        "backgammon-rules-gammon",
    ];
    if g.options().cube {
        ids.push("backgammon-rules-cube");
    }
    let paragraphs: Vec<String> = ids.into_iter().map(|id| texts.get(id)).collect();
    paragraphs.join("\n\n")
}

impl Describe for Backgammon {
    fn rules_help(&self, texts: &Texts) -> String {
        rules_help(self, texts)
    }

    fn describe(
        &self,
        action: &Action,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
        let side = || arg(side_name(self, self.turn(), names, texts));
        let main = match action {
            Action::Roll(a, b) if self.phase() == Phase::Opening => {
                let (s0, s1) = (names.of(Seat(0)), names.of(Seat(1)));
                let mut args = vec![
                    ("first", arg(s0)),
                    ("a", num(*a)),
                    ("second", arg(s1)),
                    ("b", num(*b)),
                ];
                if a == b {
                    texts.with("backgammon-log-opening-equal", &args)
                } else {
                    args.push(("starter", arg(if a > b { s0 } else { s1 })));
                    texts.with("backgammon-log-opening", &args)
                }
            }
            Action::Roll(a, b) => texts.with(
                "backgammon-log-roll",
                &[("side", side()), ("a", num(*a)), ("b", num(*b))],
            ),
            Action::Play(p) => texts.with(
                "backgammon-log-play",
                &[("side", side()), ("play", arg(p.to_string()))],
            ),
            // Going on to roll is not news; the roll that follows is logged.
            Action::RollDice => String::new(),
            _ => decision_line(self, action, names, texts),
        };
        // Points in the mover's numbering, as the play's notation writes them.
        let spot = |space: SpaceId| match mover_point(self, usize::from(space.0)) {
            Some(p) => texts.with("backgammon-point", &[("point", num(p))]),
            None => texts.get("backgammon-bar"),
        };
        // Checkers borne off are in the notation ("6/off"); a hit is not said by name.
        let events: Vec<RuleEvent> = events
            .iter()
            .filter(|e| !matches!(e, RuleEvent::BorneOff { .. }))
            .cloned()
            .collect();
        let mut clauses = consequences(&events, names, texts, "backgammon", &spot);
        if let Some(end) = game_end_clause(self, action, names, texts) {
            clauses.push(end);
        }
        line_with(main, clauses)
    }
}

/// A cube or resignation decision in words; `g` is the state before it.
fn decision_line(g: &Backgammon, action: &Action, names: &SeatNames, texts: &Texts) -> String {
    let me = match g.to_move() {
        ToMove::Seat(s) => s,
        _ => g.turn(),
    };
    let side = arg(side_name(g, me, names, texts));
    let cube = u16::from(g.cube_value());
    let owned = |id: &str, value: u16| {
        texts.with(
            id,
            &[
                ("side", side.clone()),
                ("value", num(value)),
                ("name", arg(names.of(me))),
            ],
        )
    };
    match action {
        Action::Double => texts.with(
            "backgammon-log-double",
            &[("side", side.clone()), ("value", num(cube * 2))],
        ),
        Action::Take => owned("backgammon-log-take", cube * 2),
        Action::Beaver => owned("backgammon-log-beaver", cube * 4),
        Action::Pass => texts.with("backgammon-log-pass", &[("side", side)]),
        Action::Resign(level) => texts.with(
            "backgammon-log-resign",
            &[
                ("side", side),
                ("level", arg(level_words(*level, texts))),
                ("points", arg(points(g.points_for(*level), texts))),
            ],
        ),
        Action::Accept => texts.with("backgammon-log-accept", &[("side", side)]),
        Action::Reject => texts.with("backgammon-log-reject", &[("side", side)]),
        _ => String::new(),
    }
}

/// "a gammon".
pub(super) fn level_words(level: ResignLevel, texts: &Texts) -> String {
    texts.get(match level {
        ResignLevel::Single => "backgammon-level-single",
        ResignLevel::Gammon => "backgammon-level-gammon",
        ResignLevel::Backgammon => "backgammon-level-backgammon",
    })
}

/// "1 point", "4 points".
pub(super) fn points(n: u16, texts: &Texts) -> String {
    texts.with("backgammon-points", &[("count", num(n))])
}

/// How a game ended, in a sentence: "Player 1 bears off first: a gammon; Player 1 scores 2
/// points".
pub(super) fn game_result_words(
    g: &Backgammon,
    r: &GameResult,
    names: &SeatNames,
    texts: &Texts,
) -> String {
    let loser = Seat(1 - r.winner.0);
    let how = match r.end {
        GameEnd::BorneOff(level) => texts.with(
            "backgammon-end-borne-off",
            &[
                ("winner", arg(names.of(r.winner))),
                ("level", arg(level_words(level, texts))),
            ],
        ),
        GameEnd::Passed => texts.with("backgammon-end-passed", &[("loser", arg(names.of(loser)))]),
        GameEnd::Resigned(level) => texts.with(
            "backgammon-end-resigned",
            &[
                ("loser", arg(names.of(loser))),
                ("level", arg(level_words(level, texts))),
            ],
        ),
    };
    let mut args = vec![
        ("how", arg(how)),
        ("winner", arg(names.of(r.winner))),
        ("points", arg(points(r.points, texts))),
    ];
    if g.match_length() == 0 {
        return texts.with("backgammon-game-result", &args);
    }
    let mut score = r.score_before;
    score[r.winner.index()] += r.points;
    args.push(("score", arg(match_score_words(g, score, names, texts))));
    texts.with("backgammon-game-result-match", &args)
}

/// The clause ending a line whose action ended a game of a match or a cubeful game.
fn game_end_clause(
    g: &Backgammon,
    action: &Action,
    names: &SeatNames,
    texts: &Texts,
) -> Option<String> {
    let mut after = g.clone();
    after.apply(action, &mut Vec::new()).ok()?;
    let r = after.games_so_far().get(g.games_so_far().len())?;
    Some(game_result_words(g, r, names, texts))
}

/// "Match to 7 — Player 1: 3, Player 2: 1".
pub(super) fn match_score_words(
    g: &Backgammon,
    score: [u16; 2],
    names: &SeatNames,
    texts: &Texts,
) -> String {
    texts.with(
        "backgammon-match-score",
        &[
            ("length", num(g.match_length())),
            ("first", arg(names.of(Seat(0)))),
            ("a", num(score[0])),
            ("second", arg(names.of(Seat(1)))),
            ("b", num(score[1])),
        ],
    )
}

/// A decision of the analysis in words ("doubling", "13/7 8/5").
pub(super) fn choice_words(c: Choice, t: &Texts) -> String {
    match c {
        Choice::Play(p) => t.with("backgammon-choice-play", &[("play", arg(p.to_string()))]),
        Choice::Double => t.get("backgammon-choice-double"),
        Choice::NoDouble => t.get("backgammon-choice-no-double"),
        Choice::Take => t.get("backgammon-choice-take"),
        Choice::Pass => t.get("backgammon-choice-pass"),
        Choice::Beaver => t.get("backgammon-choice-beaver"),
    }
}
