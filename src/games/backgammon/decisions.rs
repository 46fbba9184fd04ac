//! A person's decisions besides the plays: rolling, doubling, taking or passing, resigning
//! and answering a resignation, the next game of a match; and the hint.

use super::brain;
use super::components::Pick;
use super::components::{Deciding, Hint, PersonChose};
use super::review::{Review, person_decides};
use super::text::{arg, level_words, num, points};
use super::tutor::TutorStop;
use crate::app::settings::Settings;
use crate::locale::Texts;
use crate::session::computer::OwnPlayer;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest, ThrowPressed};
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_backgammon::nn::cube::{self, Verdict};
use tabula_backgammon::nn::cube_ahead;
use tabula_backgammon::nn::{NeuralEval, NeuralSearch, NeuralSearchAgent, SearchSettings, Valuer};
use tabula_backgammon::{Action, Backgammon, Phase, ResignLevel};
use tabula_core::Game;

/// The decisions the panel's buttons ask for, each a [`HudCommand::Choose`] number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    Double,
    Take,
    Pass,
    Beaver,
    Accept,
    Reject,
    /// Open the choice of what to resign.
    Resign,
    ResignAt(ResignLevel),
    /// Close the choice of what to resign.
    KeepPlaying,
}

/// The match's next game (after one of its games ended).
pub(super) const NEXT_GAME: HudCommand = HudCommand::Choose(20);

impl Ask {
    const ALL: [Ask; 11] = [
        Ask::Double,
        Ask::Take,
        Ask::Pass,
        Ask::Beaver,
        Ask::Accept,
        Ask::Reject,
        Ask::Resign,
        Ask::ResignAt(ResignLevel::Single),
        Ask::ResignAt(ResignLevel::Gammon),
        Ask::ResignAt(ResignLevel::Backgammon),
        Ask::KeepPlaying,
    ];

    pub(super) fn command(self) -> HudCommand {
        let i = Ask::ALL.iter().position(|a| *a == self).unwrap_or(0);
        HudCommand::Choose(i as u8)
    }

    fn of(command: HudCommand) -> Option<Ask> {
        match command {
            HudCommand::Choose(i) => Ask::ALL.get(usize::from(i)).copied(),
            _ => None,
        }
    }

    /// The rules' action this asks for, if it is one.
    fn action(self) -> Option<Action> {
        Some(match self {
            Ask::Double => Action::Double,
            Ask::Take => Action::Take,
            Ask::Pass => Action::Pass,
            Ask::Beaver => Action::Beaver,
            Ask::Accept => Action::Accept,
            Ask::Reject => Action::Reject,
            Ask::ResignAt(level) => Action::Resign(level),
            Ask::Resign | Ask::KeepPlaying => return None,
        })
    }

    /// The key that asks it too.
    fn key(self) -> Option<KeyCode> {
        match self {
            Ask::Double => Some(KeyCode::KeyD),
            Ask::Take => Some(KeyCode::KeyT),
            Ask::Pass => Some(KeyCode::KeyP),
            Ask::Beaver => Some(KeyCode::KeyB),
            Ask::Accept => Some(KeyCode::KeyA),
            Ask::Reject => Some(KeyCode::KeyX),
            Ask::Resign => Some(KeyCode::KeyR),
            _ => None,
        }
    }

    pub(super) fn label(self, g: &Backgammon, t: &Texts) -> String {
        let next = u16::from(g.cube_value()) * 2;
        match self {
            Ask::Double => t.with("backgammon-ask-double", &[("value", num(next))]),
            Ask::Take => t.with("backgammon-ask-take", &[("value", num(next))]),
            Ask::Pass => t.with(
                "backgammon-ask-pass",
                &[("points", arg(points(u16::from(g.cube_value()), t)))],
            ),
            Ask::Beaver => t.with("backgammon-ask-beaver", &[("value", num(next * 2))]),
            Ask::Accept => t.get("backgammon-ask-accept"),
            Ask::Reject => t.get("backgammon-ask-reject"),
            Ask::Resign => t.get("backgammon-ask-resign"),
            Ask::ResignAt(level) => t.with(
                "backgammon-ask-resign-at",
                &[
                    ("level", arg(level_words(level, t))),
                    ("points", arg(points(g.points_for(level), t))),
                ],
            ),
            Ask::KeepPlaying => t.get("backgammon-ask-keep-playing"),
        }
    }
}

/// The decisions open to the person now, as buttons: what the rules allow in this phase
/// (the roll itself is the roll button), or the resignation levels once asked for.
pub(super) fn asks(g: &Backgammon, resign_menu: bool) -> Vec<Ask> {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let resign: Vec<Ask> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Resign(level) => Some(Ask::ResignAt(*level)),
            _ => None,
        })
        .collect();
    if resign_menu && !resign.is_empty() {
        return resign.into_iter().chain([Ask::KeepPlaying]).collect();
    }
    let mut out: Vec<Ask> = Ask::ALL[..6]
        .iter()
        .copied()
        .filter(|a| a.action().is_some_and(|x| legal.contains(&x)))
        .collect();
    if !resign.is_empty() {
        out.push(Ask::Resign);
    }
    out
}

/// Space rolls: before the roll the person's "roll" decision goes first.
pub(super) fn roll_pressed(
    mut pressed: MessageReader<ThrowPressed>,
    m: Res<Match<Backgammon>>,
    presenting: Res<Presenting>,
    mut deciding: ResMut<Deciding>,
    tutor: Res<TutorStop>,
    mut chosen: MessageWriter<PersonChose>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
    review: Res<Review>,
) {
    if pressed.read().count() == 0 || tutor.0.is_some() {
        return;
    }
    if person_decides(&m, &presenting, &review) && m.state.phase() == Phase::BeforeRoll {
        deciding.resign_menu = false;
        chosen.write(PersonChose(Action::RollDice));
    } else if m.person_to_throw(&presenting) {
        requests.write(MatchRequest::Chance);
    }
}

/// The decision buttons and their keys.
pub(super) fn decision_commands(
    mut commands: MessageReader<HudCommand>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Backgammon>>,
    presenting: Res<Presenting>,
    pick: Res<Pick>,
    mut deciding: ResMut<Deciding>,
    tutor: Res<TutorStop>,
    mut chosen: MessageWriter<PersonChose>,
    review: Res<Review>,
) {
    let mut asked: Vec<Ask> = commands.read().filter_map(|c| Ask::of(*c)).collect();
    if !person_decides(&m, &presenting, &review) || pick.sent || tutor.0.is_some() {
        return;
    }
    let open = asks(&m.state, deciding.resign_menu);
    if let Some(keys) = keys {
        asked.extend(
            open.iter()
                .filter(|a| a.key().is_some_and(|k| keys.just_pressed(k))),
        );
    }
    for ask in asked {
        if !open.contains(&ask) {
            continue;
        }
        match ask {
            Ask::Resign => deciding.resign_menu = true,
            Ask::KeepPlaying => deciding.resign_menu = false,
            _ => {
                if let Some(action) = ask.action() {
                    deciding.resign_menu = false;
                    chosen.write(PersonChose(action));
                }
                return;
            }
        }
    }
}

/// The hint button and the H key: what the strongest computer would do here, with the
/// equities, kept until the position changes.
pub(super) fn hint_on_command(
    mut commands: MessageReader<HudCommand>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Backgammon>>,
    presenting: Res<Presenting>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    mut deciding: ResMut<Deciding>,
    mut pick: ResMut<Pick>,
    own: Res<OwnPlayer<Backgammon>>,
) {
    let asked = commands.read().any(|c| *c == HudCommand::Hint)
        || keys.is_some_and(|k| k.just_pressed(KeyCode::KeyH));
    let at = m.history.len();
    if deciding.hint.as_ref().is_some_and(|(when, _)| *when != at) {
        deciding.hint = None;
        pick.redraw = true;
    }
    if asked
        && settings.hints
        && m.person_to_move(&presenting)
        && m.scripted_next().is_none()
        && brain::ready(&own)
    {
        deciding.hint = Some((at, hint(&m.state, &texts)));
        pick.redraw = true;
    }
}

/// How far the hint looks at the cube: as far as the Hard level does.
const CUBE_PLIES: u8 = SearchSettings::DEFAULT_CUBE_PLIES;

/// GNU Backgammon's hint in our words: the plays ranked by the two-ply search with their
/// equities (and how far each was looked at), or the cube decision with its three
/// equities, looked at as the Hard level looks at it.
pub(super) fn hint(g: &Backgammon, t: &Texts) -> Hint {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    if let Phase::Moving { .. } = g.phase() {
        let plays: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Play(_)))
            .collect();
        let mut search = NeuralSearch::new(&NeuralSearchAgent::default(), g, &plays);
        while search.step().is_none() {}
        let ranking = search.ranking();
        let best_equity = ranking.first().map_or(0.0, |r| r.1);
        let lines = ranking
            .iter()
            .take(5)
            .enumerate()
            .map(|(n, &(i, equity, depth))| {
                let behind = if n == 0 {
                    String::new()
                } else {
                    format!(" ({:+.3})", equity - best_equity)
                };
                format!("{}. {}  {equity:+.3}{behind} {depth}-ply", n + 1, plays[i])
            })
            .collect();
        let advised = ranking.first().map(|r| plays[r.0]);
        return Hint { lines, advised };
    }
    let eval = NeuralEval::bundled();
    let on_roll = eval.probabilities(&g.position());
    let in_match = g.match_length() > 0;
    let unit = t.get(if in_match {
        "backgammon-unit-match"
    } else {
        "backgammon-unit-money"
    });
    // A figure for the side on roll (`mine`) or for its opponent: match-winning chances in
    // per cent, money equities signed.
    let figure = |x: f64, mine: bool| match (in_match, mine) {
        (true, true) => format!("{:5.1}%", x * 100.0),
        (true, false) => format!("{:5.1}%", (1.0 - x) * 100.0),
        (false, true) => format!("{x:+.3}"),
        (false, false) => format!("{:+.3}", -x),
    };
    let percent = |p: f32| arg(format!("{:.1}", p * 100.0));
    let line = |id: &str, x: f64, mine: bool| t.with(id, &[("figure", arg(figure(x, mine)))]);
    let mut lines = Vec::new();
    let mut advised = None;
    match g.phase() {
        Phase::BeforeRoll if !g.can_double() => lines.push(t.with(
            "backgammon-hint-no-double-possible",
            &[("win", percent(on_roll.win))],
        )),
        Phase::BeforeRoll => {
            let d = cube_ahead::decision(&mut Valuer::new(eval), g, CUBE_PLIES);
            let verdict = t.get(match d.verdict {
                Verdict::NoDouble => "backgammon-verdict-no-double",
                Verdict::DoubleTake => "backgammon-verdict-double-take",
                Verdict::DoublePass => "backgammon-verdict-double-pass",
                Verdict::TooGood => "backgammon-verdict-too-good",
            });
            advised = Some(match d.verdict {
                Verdict::NoDouble | Verdict::TooGood => Action::RollDice,
                Verdict::DoubleTake | Verdict::DoublePass => Action::Double,
            });
            lines.push(format!("{verdict}. {unit}"));
            lines.push(line("backgammon-hint-no-double", d.no_double, true));
            lines.push(line("backgammon-hint-double-take", d.double_take, true));
            lines.push(line("backgammon-hint-double-pass", d.double_pass, true));
            lines.push(t.with(
                "backgammon-hint-you-win",
                &[
                    ("win", percent(on_roll.win)),
                    (
                        "gammons",
                        percent(on_roll.win_gammon + on_roll.win_backgammon),
                    ),
                ],
            ));
        }
        Phase::CubeOffered => {
            // The doubler's figures, turned to the taker's.
            let d = cube_ahead::decision(&mut Valuer::new(eval), g, CUBE_PLIES);
            advised = Some(if d.takes() {
                Action::Take
            } else {
                Action::Pass
            });
            let verdict = t.get(if d.takes() {
                "backgammon-verdict-take"
            } else {
                "backgammon-verdict-pass"
            });
            lines.push(format!("{verdict}. {unit}"));
            lines.push(line("backgammon-hint-take", d.double_take, false));
            lines.push(line("backgammon-hint-pass", d.double_pass, false));
            lines.push(t.with(
                "backgammon-hint-you-win",
                &[
                    ("win", percent(1.0 - on_roll.win)),
                    (
                        "gammons",
                        percent(on_roll.lose_gammon + on_roll.lose_backgammon),
                    ),
                ],
            ));
        }
        Phase::Resigning { level, .. } => {
            let id = if cube::accepts(g, &on_roll, level) {
                "backgammon-hint-accept"
            } else {
                "backgammon-hint-reject"
            };
            lines.push(t.with(id, &[("win", percent(on_roll.win))]));
        }
        _ => {}
    }
    Hint { lines, advised }
}
