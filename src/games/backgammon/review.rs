//! "Review my mistakes": once a watched match is analysed, the person is taken through
//! their own errors and blunders as puzzles. The replay stands at the position, the person
//! finds a better play (or cube action) on the board, the analysis judges it, and the best
//! is shown beside what was played in the match.

use super::components::{Analysed, PersonChose};
use super::text::{arg, choice_words};
use crate::locale::Texts;
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest, Presenting};
use crate::theme::SeatNames;
use crate::ui::panel::{HudButton, HudCommand, HudInfo};
use bevy::prelude::*;
use tabula_backgammon::analysis::{Choice, Class, Decision, Judge, Judged, Kind};
use tabula_backgammon::{Action, Backgammon, Play};
use tabula_core::Seat;

/// The panel's buttons of the review.
pub(super) const NEXT_PUZZLE: HudCommand = HudCommand::Choose(23);
pub(super) const END_REVIEW: HudCommand = HudCommand::Choose(24);

/// The review under way, if one is.
#[derive(Resource, Default, Debug)]
pub(super) struct Review(pub Option<Puzzles>);

#[derive(Debug)]
pub(super) struct Puzzles {
    /// The decisions to find again, in the order of the match.
    pub puzzles: Vec<Decision>,
    /// The one on the board.
    pub at: usize,
    /// The person's answer to it, once given, judged.
    pub answer: Option<Judged>,
    /// The replay has come to its position (leaving it ends the review).
    pub reached: bool,
}

impl Puzzles {
    fn puzzle(&self) -> &Decision {
        &self.puzzles[self.at]
    }
}

/// The seats whose mistakes are reviewed: the people's at this screen, or (a match of
/// computers, or a record read in) everyone's.
fn reviewed(m: &Match<Backgammon>, seat: Seat) -> bool {
    let people = |s: usize| m.setup.seats[s].is_person_here();
    people(seat.index()) || !(0..2).any(people)
}

/// The person's errors and blunders in the finished analysis.
fn mistakes<'a>(
    m: &'a Match<Backgammon>,
    analysed: &'a Analysed,
) -> impl Iterator<Item = &'a Decision> {
    analysed
        .0
        .iter()
        .flat_map(|report| &report.decisions)
        .filter(|d| d.judged.class >= Class::Error && reviewed(m, d.judged.seat))
}

/// Whether a puzzle waits for the person's answer on the board now.
pub(super) fn puzzle_open(m: &Match<Backgammon>, review: &Review) -> bool {
    review.0.as_ref().is_some_and(|r| {
        r.answer.is_none() && m.replay_progress().map(|p| p.0) == Some(r.puzzle().history_index)
    })
}

/// A person decides now: their turn in a match played here, or a puzzle of the review.
pub(super) fn person_decides(
    m: &Match<Backgammon>,
    presenting: &Presenting,
    review: &Review,
) -> bool {
    m.person_to_move(presenting) || (!presenting.is_busy() && puzzle_open(m, review))
}

/// The review's buttons: start it, go to the next puzzle, end it.
pub(super) fn review_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Backgammon>>,
    analysed: Res<Analysed>,
    mut review: ResMut<Review>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    for c in commands.read() {
        if *c == HudCommand::Review {
            let puzzles: Vec<Decision> = mistakes(&m, &analysed).cloned().collect();
            if let Some(first) = puzzles.first() {
                requests.write(MatchRequest::Seek(first.history_index));
                review.0 = Some(Puzzles {
                    puzzles,
                    at: 0,
                    answer: None,
                    reached: false,
                });
            }
        } else if *c == NEXT_PUZZLE
            && let Some(r) = &mut review.0
            && r.at + 1 < r.puzzles.len()
        {
            r.at += 1;
            r.answer = None;
            r.reached = false;
            requests.write(MatchRequest::Seek(r.puzzle().history_index));
        } else if *c == END_REVIEW {
            review.0 = None;
            // The board drawn again as the watched match has it: the answer's checkers
            // go back.
            if let Some((shown, _)) = m.replay_progress() {
                requests.write(MatchRequest::Seek(shown));
            }
        }
    }
    // Stepping or jumping away from the puzzle ends the review.
    let shown = m.replay_progress().map(|p| p.0);
    if let Some(r) = &mut review.0 {
        let here = shown == Some(r.puzzle().history_index);
        if r.reached && !here {
            review.0 = None;
        } else if here && !r.reached {
            r.reached = true;
        }
    }
}

/// The person's answer to the puzzle on the board, judged as the analysis judged the
/// match's decision (the same depth); it never reaches the watched match.
pub(super) fn answer_puzzle(
    mut chosen: MessageReader<PersonChose>,
    m: Res<Match<Backgammon>>,
    analysed: Res<Analysed>,
    mut review: ResMut<Review>,
) {
    let open = puzzle_open(&m, &review);
    let Some(r) = review.0.as_mut() else {
        chosen.clear();
        return;
    };
    for &PersonChose(action) in chosen.read() {
        if !open || r.answer.is_some() {
            continue;
        }
        let Some(depth) = analysed.0.as_ref().map(|r| r.depth) else {
            continue;
        };
        let mut judge = Judge::new(depth);
        let g = &m.state;
        let offered = r.puzzle().judged.kind == Kind::Take;
        let judged = match action {
            Action::Play(play) => judge.play(g, &play),
            Action::RollDice => judge.cube(g, false).map(|(j, _)| j),
            Action::Double => judge.cube(g, true).map(|(j, _)| j),
            Action::Take | Action::Pass | Action::Beaver if offered => judge.take(g, action, None),
            _ => None,
        };
        r.answer = judged;
    }
}

/// The plays to mark once a puzzle is answered: the best, and the person's answer when it
/// was another (its steps stand on the board as they were made).
pub(super) fn answered_plays(review: &Review) -> Option<(Option<Play>, Option<Play>)> {
    let r = review.0.as_ref()?;
    let answer = r.answer?;
    let play = |c: Choice| match c {
        Choice::Play(p) => Some(p),
        _ => None,
    };
    let best = play(answer.best);
    Some((best, play(answer.played).filter(|p| Some(*p) != best)))
}

/// The review's buttons in the panel: start it, the next puzzle, end it.
pub(super) fn review_buttons(
    m: Res<Match<Backgammon>>,
    analysed: Res<Analysed>,
    review: Res<Review>,
    texts: Res<Texts>,
    mut info: ResMut<HudInfo>,
) {
    // The view writes its buttons again when its panel is stale: then these follow.
    let changed =
        info.is_changed() || review.is_changed() || analysed.is_changed() || texts.is_changed();
    if !m.is_watched() || !changed {
        return;
    }
    let t = &*texts;
    let mut buttons: Vec<HudButton> = info
        .buttons
        .iter()
        .filter(|b| ![HudCommand::Review, NEXT_PUZZLE, END_REVIEW].contains(&b.command))
        .cloned()
        .collect();
    match &review.0 {
        None => {
            let count = mistakes(&m, &analysed).count();
            if count > 0 {
                // A match of computers, or a record read in (it names its own players),
                // has no "my" mistakes: everyone's are reviewed.
                let read_in = !m.setup.names.is_empty();
                let mine = !read_in && (0..2).any(|s| m.setup.seats[s].is_person_here());
                let key = if mine {
                    "backgammon-review-start"
                } else {
                    "backgammon-review-everyones"
                };
                buttons.push(HudButton {
                    command: HudCommand::Review,
                    label: t.with(key, &[("count", (count as i64).into())]),
                    enabled: true,
                });
            }
        }
        Some(r) => {
            // A puzzle may be passed over unanswered.
            if r.at + 1 < r.puzzles.len() {
                buttons.push(HudButton {
                    command: NEXT_PUZZLE,
                    label: t.get("backgammon-review-next"),
                    enabled: true,
                });
            }
            buttons.push(HudButton {
                command: END_REVIEW,
                label: t.get("backgammon-review-end"),
                enabled: true,
            });
        }
    }
    if info.buttons != buttons {
        info.buttons = buttons;
    }
}

/// What the panel says of the review's puzzle, in the place of the analysis's words on
/// the decision (nothing of the answer shows before the person's own): the question, then
/// the answer judged, the best, and what the match played.
pub(super) fn review_words(review: &Review, names: &SeatNames, t: &Texts) -> Option<Vec<String>> {
    let r = review.0.as_ref()?;
    let d = r.puzzle();
    let mut words = vec![t.with(
        "backgammon-review-puzzle",
        &[
            ("at", ((r.at + 1) as i64).into()),
            ("of", (r.puzzles.len() as i64).into()),
            ("name", arg(names.of(d.judged.seat).to_string())),
        ],
    )];
    let Some(answer) = &r.answer else {
        words.push(t.get(match d.judged.kind {
            Kind::Checker => "backgammon-review-find-play",
            Kind::Cube | Kind::Take => "backgammon-review-find-cube",
        }));
        return Some(words);
    };
    let verdict = match answer.class {
        Class::Fine => "backgammon-review-right",
        Class::Doubtful => "backgammon-review-close",
        Class::Error | Class::Blunder => "backgammon-review-wrong",
    };
    words.push(t.with(
        verdict,
        &[
            ("choice", arg(choice_words(answer.played, t))),
            ("loss", arg(format!("{:.3}", answer.loss))),
        ],
    ));
    words.push(t.with(
        "backgammon-review-best",
        &[
            ("choice", arg(choice_words(answer.best, t))),
            ("equity", arg(format!("{:+.3}", answer.best_equity))),
        ],
    ));
    words.push(t.with(
        "backgammon-review-in-the-match",
        &[
            ("choice", arg(choice_words(d.judged.played, t))),
            ("loss", arg(format!("{:.3}", d.judged.loss))),
        ],
    ));
    Some(words)
}
