//! A watched match analysed (`tabula_backgammon::analysis`): started from the results
//! screen or the replay's panel, run on a worker thread (on the web, a frame's budget at a
//! time), then shown in the panel beside the replay (the graph of the chances, the players'
//! figures, the errors) with the decision at the position shown drawn on the board. On the
//! desktop the close checker plays are then rolled out on the spare cores while the
//! figures show, and the figures follow the rollouts once they are done.

use super::analysis_worker::Worker;
use super::brain;
use super::components::{Analysed, Pick};
use super::review::{Review, review_words};
use super::text::{arg, choice_words, num};
use crate::app::idle::{StayAwake, TickEvery};
use crate::locale::Texts;
use crate::session::computer::OwnPlayer;
use crate::session::match_flow::{AnalyseWhenWatched, Match};
use crate::theme::{SeatNames, Theme};
use crate::ui::panel::{
    AnalysisPanel, AnalysisShown, HudCommand, HudInfo, MarkedError, PlayerFigures,
};
use bevy::prelude::*;
use tabula_backgammon::analysis::{
    Analysis, AnalysisSettings, Choice, Class, Decision, Report, RolloutSettings,
};
use tabula_backgammon::nn::NeuralEval;
use tabula_backgammon::{Action, Backgammon, Play};
use tabula_core::{Game, Seat};
use tabula_table::{MatchSetup, SavedMatch, first_state};

/// How deep the analysis looks: the Hard level's search; on the web, where it shares the
/// page's one thread with the drawing, a roll less.
const DEPTH: u8 = if cfg!(target_arch = "wasm32") { 1 } else { 2 };

/// How the close checker plays are rolled out, if at all: on the desktop the library's
/// rollouts, on every core beside the game; not on the web, whose one thread they would
/// hold for minutes.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct AnalysisRollouts(pub Option<RolloutSettings>);

impl Default for AnalysisRollouts {
    fn default() -> Self {
        AnalysisRollouts(if cfg!(target_arch = "wasm32") {
            None
        } else {
            Some(RolloutSettings::default())
        })
    }
}

/// How often a waiting desktop game wakes while the analysis runs on its worker, so the
/// progress bar moves.
const PROGRESS_TICK: std::time::Duration = std::time::Duration::from_millis(250);

/// Frames drawn after new figures come in: egui shows new text on its second pass.
const FRAMES_FOR_NEW_FIGURES: u8 = 3;

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
    /// The figures are shown (in [`Analysed`]) while the close plays are rolled out.
    Refining(Worker),
    Failed(String),
    /// Done: the report is [`Analysed`]'s.
    Done,
}

/// Whether a match is one the analysis reads: played from the starting position, and
/// played at all (with the cube or without: its actions are the save's).
pub fn can_analyse(saved: &SavedMatch) -> bool {
    analysable(&saved.setup, saved.actions.len())
}

fn analysable(setup: &MatchSetup, actions: usize) -> bool {
    actions > 0 && first_state::<Backgammon>(setup).is_ok_and(|g| !g.is_set_up())
}

/// The analysis of the whole watched match, whatever the replay shows.
fn analysis_of(
    setup: &MatchSetup,
    actions: &[Action],
    settings: AnalysisSettings,
) -> Result<Analysis, String> {
    let start = first_state::<Backgammon>(setup).map_err(|e| e.to_string())?;
    Analysis::of_actions(NeuralEval::bundled(), start.options(), actions, settings)
        .map_err(|e| e.to_string())
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
    rollouts: Res<AnalysisRollouts>,
    (tick, awake, mut settle): (
        Option<ResMut<TickEvery>>,
        Option<ResMut<StayAwake>>,
        Local<u8>,
    ),
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
        let settings = AnalysisSettings {
            depth: DEPTH,
            rollouts: rollouts.0,
        };
        *analysis = match analysis_of(&m.setup, actions, settings) {
            Ok(a) => MatchAnalysis::Running(Worker::start(a)),
            Err(why) => MatchAnalysis::Failed(why),
        };
    }
    // Polled without marking the analysis changed: the panel follows its progress anyway.
    if let MatchAnalysis::Running(worker) = analysis.bypass_change_detection()
        && let Some(first) = worker.judged_all()
    {
        analysed.0 = Some(Box::new(first));
        let MatchAnalysis::Running(worker) = std::mem::take(&mut *analysis) else {
            unreachable!("matched above")
        };
        *analysis = MatchAnalysis::Refining(worker);
        pick.redraw = true;
        *settle = FRAMES_FOR_NEW_FIGURES;
    }
    if let MatchAnalysis::Running(worker) | MatchAnalysis::Refining(worker) =
        analysis.bypass_change_detection()
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
        *settle = FRAMES_FOR_NEW_FIGURES;
    }
    // A waiting game wakes for the worker: on the desktop often enough for the bar to
    // move; on the web, where the analysis runs within the frames, every frame.
    let running = matches!(
        *analysis,
        MatchAnalysis::Running(_) | MatchAnalysis::Refining(_)
    );
    if running
        && !cfg!(target_arch = "wasm32")
        && let Some(mut tick) = tick
    {
        tick.0 = Some(tick.0.map_or(PROGRESS_TICK, |t| t.min(PROGRESS_TICK)));
    }
    let wake = (running && cfg!(target_arch = "wasm32")) || *settle > 0;
    *settle = settle.saturating_sub(1);
    if wake && let Some(mut awake) = awake {
        awake.0 = true;
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
    let running = matches!(
        *analysis,
        MatchAnalysis::Running(_) | MatchAnalysis::Refining(_)
    );
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
        MatchAnalysis::Running(worker) => Some(AnalysisPanel::Running(worker.judged())),
        MatchAnalysis::Failed(why) => Some(AnalysisPanel::Failed(
            texts.with("backgammon-analysis-failed", &[("why", arg(why.clone()))]),
        )),
        MatchAnalysis::Done | MatchAnalysis::Refining(_) => {
            let Some(report) = &analysed.0 else {
                return;
            };
            let mut shown = shown_analysis(report, (shown, total), &names, &theme, &texts);
            if let MatchAnalysis::Refining(worker) = &*analysis {
                shown.refining = Some(worker.rolled());
            }
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
            // The luck in the result's units (points, or match-winning chances), as the
            // result it adjusts.
            let in_result = |x: f64| {
                if report.money {
                    format!("{x:+.2}")
                } else {
                    format!("{:+.1}%", 100.0 * x)
                }
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
                            ("luck", arg(in_result(f.result_luck))),
                            ("adjusted", arg(in_result(f.luck_adjusted))),
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
        refining: None,
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
