//! A watched match analysed (`tabula_backgammon::analysis`): started from the results
//! screen or the replay's panel, run on a worker thread (on the web, a frame's budget at a
//! time), then shown in the panel beside the replay (the graph of the chances, the players'
//! figures, the errors) with the decision at the position shown drawn on the board.

use super::brain;
use super::components::{Analysed, Pick};
use super::review::{Review, review_words};
use super::text::{arg, choice_words, num};
use crate::locale::Texts;
use crate::session::computer::OwnPlayer;
use crate::session::match_flow::{AnalyseWhenWatched, Match};
use crate::theme::{SeatNames, Theme};
use crate::ui::panel::{
    AnalysisPanel, AnalysisShown, HudCommand, HudInfo, MarkedError, PlayerFigures,
};
use bevy::prelude::*;
use tabula_backgammon::analysis::{
    Analysis, AnalysisError, AnalysisSettings, Choice, Class, Decision, Report,
};
use tabula_backgammon::{Action, Backgammon, Play};
use tabula_core::{Game, Seat};
use tabula_table::{MatchSetup, SavedMatch, first_state};

/// How deep the analysis looks: the Hard level's search; on the web, where it shares the
/// page's one thread with the drawing, a roll less.
const DEPTH: u8 = if cfg!(target_arch = "wasm32") { 1 } else { 2 };

/// The analysis of the match watched, as far as it has come.
#[derive(Resource, Default)]
pub(super) enum MatchAnalysis {
    /// The match watched is not looked at yet.
    #[default]
    Unchecked,
    /// The analysis reads the match: the panel offers it.
    Offered,
    /// The match watched is not one the analysis reads.
    Unavailable,
    Running(Worker),
    Failed(String),
    /// Done: the report is [`Analysed`]'s.
    Done,
}

/// Whether a match is one the analysis reads: with the cube or a match's score, from the
/// starting position, and played at all.
pub fn can_analyse(saved: &SavedMatch) -> bool {
    analysable(&saved.setup, saved.actions.len())
}

fn analysable(setup: &MatchSetup, actions: usize) -> bool {
    actions > 0
        && first_state::<Backgammon>(setup).is_ok_and(|g| !g.is_set_up() && g.options().recorded())
}

/// The whole watched match, whatever the replay shows.
fn whole_match(setup: &MatchSetup, actions: &[Action]) -> Result<Backgammon, String> {
    let mut game = first_state::<Backgammon>(setup).map_err(|e| e.to_string())?;
    let mut events = Vec::new();
    for action in actions {
        game.apply(action, &mut events).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// An analysis under way: on a worker thread on the desktop.
#[cfg(not(target_arch = "wasm32"))]
pub(super) struct Worker {
    task: bevy::tasks::Task<Result<Report, AnalysisError>>,
    /// Actions analysed and the match's, as the worker last said.
    progress: std::sync::Arc<std::sync::Mutex<(usize, usize)>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Worker {
    fn start(mut analysis: Analysis) -> Self {
        let progress = std::sync::Arc::new(std::sync::Mutex::new(analysis.progress()));
        let told = progress.clone();
        let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
            while !analysis.step()? {
                *told.lock().expect("not poisoned") = analysis.progress();
            }
            Ok(analysis.report())
        });
        Worker { task, progress }
    }

    fn progress(&self) -> (usize, usize) {
        *self.progress.lock().expect("not poisoned")
    }

    fn poll(&mut self) -> Option<Result<Report, AnalysisError>> {
        bevy::tasks::block_on(bevy::tasks::poll_once(&mut self.task))
    }
}

/// An analysis under way: stepped within the frame on the web, which has no threads.
#[cfg(target_arch = "wasm32")]
pub(super) struct Worker(Box<Analysis>);

#[cfg(target_arch = "wasm32")]
impl Worker {
    /// The time a frame gives the analysis, so the page keeps drawing.
    const FRAME_BUDGET: std::time::Duration = std::time::Duration::from_millis(12);

    fn start(analysis: Analysis) -> Self {
        Worker(Box::new(analysis))
    }

    fn progress(&self) -> (usize, usize) {
        self.0.progress()
    }

    fn poll(&mut self) -> Option<Result<Report, AnalysisError>> {
        let started = bevy::platform::time::Instant::now();
        while started.elapsed() < Self::FRAME_BUDGET {
            match self.0.step() {
                Ok(false) => {}
                Ok(true) => return Some(Ok(self.0.report())),
                Err(e) => return Some(Err(e)),
            }
        }
        None
    }
}

/// Starts the analysis when it is asked for (the panel's button, or the results screen's
/// Analyse before the replay opened), and takes it in once done.
pub(super) fn run_analysis(
    mut commands: MessageReader<HudCommand>,
    mut when_watched: ResMut<AnalyseWhenWatched>,
    m: Res<Match<Backgammon>>,
    mut analysis: ResMut<MatchAnalysis>,
    mut analysed: ResMut<Analysed>,
    mut pick: ResMut<Pick>,
    own: Res<OwnPlayer<Backgammon>>,
) {
    let asked = commands.read().any(|c| *c == HudCommand::Analyse);
    // The net's weights are not in yet (the web, just after loading): the ask waits for them.
    if !brain::ready(&own) {
        when_watched.0 |= asked;
        return;
    }
    let Some(actions) = m.watched_actions() else {
        return;
    };
    let asked = asked || when_watched.0;
    if when_watched.0 {
        when_watched.0 = false;
    }
    if matches!(*analysis, MatchAnalysis::Unchecked) {
        *analysis = if analysable(&m.setup, actions.len()) {
            MatchAnalysis::Offered
        } else {
            MatchAnalysis::Unavailable
        };
    }
    if asked && matches!(*analysis, MatchAnalysis::Offered) {
        *analysis = match whole_match(&m.setup, actions).and_then(|game| {
            Analysis::new(
                &game,
                AnalysisSettings {
                    depth: DEPTH,
                    ..Default::default()
                },
            )
            .map_err(|e| e.to_string())
        }) {
            Ok(a) => MatchAnalysis::Running(Worker::start(a)),
            Err(why) => MatchAnalysis::Failed(why),
        };
    }
    // Polled without marking the analysis changed: the panel follows its progress anyway.
    if let MatchAnalysis::Running(worker) = analysis.bypass_change_detection()
        && let Some(done) = worker.poll()
    {
        *analysis = match done {
            Ok(report) => {
                analysed.0 = Some(Box::new(report));
                MatchAnalysis::Done
            }
            Err(e) => MatchAnalysis::Failed(e.to_string()),
        };
        // The board marks the decision shown once there is one.
        pick.redraw = true;
    }
}

/// The panel's analysis: the offer, the progress, or the finished analysis at the
/// position the replay shows.
pub(super) fn show_analysis(
    m: Res<Match<Backgammon>>,
    (analysis, analysed): (Res<MatchAnalysis>, Res<Analysed>),
    names: Res<SeatNames>,
    theme: Res<Theme>,
    texts: Res<Texts>,
    review: Res<Review>,
    mut info: ResMut<HudInfo>,
) {
    let Some((shown, total)) = m.replay_progress() else {
        return;
    };
    let running = matches!(*analysis, MatchAnalysis::Running(_));
    let changed = m.is_changed()
        || analysis.is_changed()
        || analysed.is_changed()
        || review.is_changed()
        || names.is_changed()
        || theme.is_changed()
        || texts.is_changed();
    if !running && !changed {
        return;
    }
    let panel = match &*analysis {
        MatchAnalysis::Offered => Some(AnalysisPanel::Offered),
        MatchAnalysis::Unchecked | MatchAnalysis::Unavailable => None,
        MatchAnalysis::Running(worker) => {
            let (done, of) = worker.progress();
            Some(AnalysisPanel::Running(done as f32 / of.max(1) as f32))
        }
        MatchAnalysis::Failed(why) => Some(AnalysisPanel::Failed(
            texts.with("backgammon-analysis-failed", &[("why", arg(why.clone()))]),
        )),
        MatchAnalysis::Done => {
            let Some(report) = &analysed.0 else {
                return;
            };
            let mut shown = shown_analysis(report, (shown, total), &names, &theme, &texts);
            if let Some(words) = review_words(&review, &names, &texts) {
                shown.here = words;
            }
            Some(AnalysisPanel::Ready(shown))
        }
    };
    if info.analysis != panel {
        info.analysis = panel;
    }
}

/// A finished analysis in the panel's terms, at the position after `shown` actions.
fn shown_analysis(
    report: &Report,
    (shown, total): (usize, usize),
    names: &SeatNames,
    theme: &Theme,
    t: &Texts,
) -> AnalysisShown {
    let seats = [Seat(0), Seat(1)];
    let name = |s: Seat| names.of(s).to_string();
    let p = &report.players;
    let players = seats
        .iter()
        .map(|&s| {
            let f = &p[s.index()];
            let adjusted = if report.money {
                format!("{:+.2}", f.luck_adjusted)
            } else {
                format!("{:+.1}%", 100.0 * f.luck_adjusted)
            };
            PlayerFigures {
                name: name(s),
                colour: theme.side_colour(s.index()),
                lines: vec![
                    t.with(
                        "backgammon-analysis-rate",
                        &[
                            ("pr", arg(format!("{:.1}", f.pr))),
                            ("rate", arg(format!("{:.1}", f.error_rate_mp))),
                            ("decisions", num(f.unforced as i64)),
                        ],
                    ),
                    t.with(
                        "backgammon-analysis-classes",
                        &[
                            ("doubtful", num(f.doubtful as i64)),
                            ("errors", num(f.errors as i64)),
                            ("blunders", num(f.blunders as i64)),
                        ],
                    ),
                    t.with(
                        "backgammon-analysis-luck",
                        &[
                            ("luck", arg(format!("{:+.3}", f.luck))),
                            ("adjusted", arg(adjusted)),
                        ],
                    ),
                ],
            }
        })
        .collect();
    let errors = report
        .decisions
        .iter()
        .filter(|d| d.judged.class >= Class::Error)
        .map(|d| MarkedError {
            at: d.history_index,
            seat: d.judged.seat.index(),
            blunder: d.judged.class == Class::Blunder,
            text: t.with(
                "backgammon-analysis-entry",
                &[
                    ("game", arg(d.game.to_string())),
                    ("move", arg(d.move_number.to_string())),
                    ("name", arg(name(d.judged.seat))),
                    ("dice", arg(dice_words(d))),
                    ("choice", arg(choice_words(d.judged.played, t))),
                    ("loss", arg(format!("{:.3}", d.judged.loss))),
                ],
            ),
        })
        .collect();
    let here = report
        .decisions
        .iter()
        .find(|d| d.history_index == shown)
        .map(|d| here_words(d, &name(d.judged.seat), t))
        .unwrap_or_default();
    AnalysisShown {
        chances: report
            .chances
            .iter()
            .map(|c| (c.history_index, c.chance as f32))
            .collect(),
        errors,
        total,
        shown,
        players,
        here,
    }
}

/// The dice of a checker play, after a space; nothing for a cube decision.
fn dice_words(d: &Decision) -> String {
    d.dice.map_or(String::new(), |[a, b]| format!(" {a}-{b}"))
}

/// The decision at the position shown: what was played, what was best, their equities.
fn here_words(d: &Decision, name: &str, t: &Texts) -> Vec<String> {
    let j = &d.judged;
    let class = match j.class {
        Class::Blunder => Some("backgammon-class-blunder"),
        Class::Error => Some("backgammon-class-error"),
        Class::Doubtful => Some("backgammon-class-doubtful"),
        Class::Fine => None,
    };
    let mut lines = vec![t.with(
        "backgammon-analysis-played",
        &[
            ("name", arg(name.to_string())),
            ("choice", arg(choice_words(j.played, t))),
            ("equity", arg(format!("{:+.3}", j.played_equity))),
        ],
    )];
    if j.played != j.best {
        lines.push(t.with(
            "backgammon-analysis-best",
            &[
                ("choice", arg(choice_words(j.best, t))),
                ("equity", arg(format!("{:+.3}", j.best_equity))),
            ],
        ));
    }
    if let Some(class) = class {
        lines.push(t.with(
            "backgammon-analysis-lost",
            &[
                ("loss", arg(format!("{:.3}", j.loss))),
                ("class", arg(t.get(class))),
            ],
        ));
    }
    lines
}

/// The checker plays to mark at the position after `shown` actions: the best, and the
/// one played when it was not the best.
pub(super) fn plays_to_mark(analysed: &Analysed, shown: usize) -> (Option<Play>, Option<Play>) {
    let Some(d) = analysed.decision_at(shown) else {
        return (None, None);
    };
    let play = |c: Choice| match c {
        Choice::Play(p) => Some(p),
        _ => None,
    };
    let best = play(d.judged.best);
    let played = play(d.judged.played).filter(|p| Some(*p) != best);
    (best, played)
}
