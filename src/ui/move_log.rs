//! The move log in words, written at the edge: the match keeps only its actions, and this
//! replays them on a copy of the game to say each in the words of the game's text.

use crate::app::screens::Screen;
use crate::locale::Texts;
use crate::session::match_flow::{GameView, Match, MatchSystems};
use crate::theme::SeatNames;
use crate::ui::panel::HudInfo;
use bevy::prelude::*;
use fluent_bundle::FluentValue;
use std::marker::PhantomData;
use tabula_core::{ExtraReason, RuleEvent, Seat, SpaceId};
use tabula_table::MatchSetup;
use tabula_table::first_state;

/// A game in words: what the log says of each action.
pub trait Describe: GameView {
    /// The action in words, from the state before it is applied, with every event it
    /// caused (a capture, a stack, a bonus throw, a relay, a barricade, a lost roll, the
    /// end), naming the side that suffered it and places a player can find on the board.
    fn describe(
        &self,
        action: &Self::Action,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String;

    /// The rules of this game as set up, in words (the help in play and in the gallery).
    fn rules_help(&self, texts: &Texts) -> String;
}

/// A line the log just gained (the web page passes them on to its tests).
#[derive(Message, Clone, Debug)]
pub struct LoggedLine(pub String);

/// The game as it stood before the first action not yet in the log, for one match.
#[derive(Resource)]
struct LogReplica<G: GameView> {
    setup: MatchSetup,
    state: G,
    written: usize,
}

/// Keeps the HUD's log of game `G` in step with its match.
pub struct MoveLogPlugin<G>(PhantomData<G>);

impl<G> Default for MoveLogPlugin<G> {
    fn default() -> Self {
        MoveLogPlugin(PhantomData)
    }
}

impl<G: Describe> Plugin for MoveLogPlugin<G> {
    fn build(&self, app: &mut App) {
        if !app.world().contains_resource::<Messages<LoggedLine>>() {
            app.add_message::<LoggedLine>();
        }
        // A match entered afresh (a new one, or a save continued) is told from its start.
        app.add_systems(OnEnter(Screen::Playing), |mut commands: Commands| {
            commands.remove_resource::<LogReplica<G>>();
        })
        .add_systems(
            Update,
            write_log::<G>
                .after(MatchSystems::Apply)
                .before(MatchSystems::Decide)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
        );
    }
}

fn write_log<G: Describe>(
    mut commands: Commands,
    m: Res<Match<G>>,
    names: Res<SeatNames>,
    replica: Option<ResMut<LogReplica<G>>>,
    mut hud: ResMut<HudInfo>,
    mut lines: MessageWriter<LoggedLine>,
    texts: Res<Texts>,
) {
    let same_match =
        |r: &LogReplica<G>| !m.is_added() && r.setup == m.setup && r.written <= m.history.len();
    match replica {
        // In another language, or with other seat names, the whole log is told again (and
        // not announced again).
        Some(mut r)
            if same_match(&r)
                && ((texts.is_changed() && !texts.is_added()) || names.is_changed()) =>
        {
            let Ok(state) = first_state::<G>(&m.setup) else {
                return;
            };
            (r.state, r.written) = (state, 0);
            hud.log.clear();
            extend(&mut r, &m, &names, &texts, &mut hud, None);
        }
        Some(mut r) if same_match(&r) => {
            extend(&mut r, &m, &names, &texts, &mut hud, Some(&mut lines))
        }
        _ => {
            // A new match (or a resumed one): the log starts from its first position.
            let Ok(state) = first_state::<G>(&m.setup) else {
                return;
            };
            let mut r = LogReplica {
                setup: m.setup.clone(),
                state,
                written: 0,
            };
            hud.log.clear();
            extend(&mut r, &m, &names, &texts, &mut hud, Some(&mut lines));
            commands.insert_resource(r);
        }
    }
}

/// Says every action the log lacks, in order, announcing each new line to `lines`.
fn extend<G: Describe>(
    replica: &mut LogReplica<G>,
    m: &Match<G>,
    names: &SeatNames,
    texts: &Texts,
    hud: &mut HudInfo,
    mut lines: Option<&mut MessageWriter<LoggedLine>>,
) {
    let mut events = Vec::new();
    for action in &m.history[replica.written..] {
        let before = replica.state.clone();
        // The match applied the same actions from the same start, so this cannot fail.
        if replica.state.apply(action, &mut events).is_err() {
            break;
        }
        let line = before.describe(action, &events, names, texts);
        events.clear();
        replica.written += 1;
        // An action that is not news (going on to roll) has no line.
        if !line.is_empty() {
            hud.log.push(line.clone());
            if let Some(lines) = lines.as_mut() {
                lines.write(LoggedLine(line));
            }
        }
    }
}

/// What an action caused, in words, for the events the games share: captures (by the side
/// that suffered them), stacks, bonus throws, relays, pieces borne off, throws lost and the
/// end. The words for a game's pieces are the game's (`<area>-captured`, `-stacked`,
/// `-borne-off` in its Fluent file), the rest the app's (`log-...`). `spot` names a space as
/// the board shows it. Events a game's own words already say (moves, throws, sowings, the
/// turn passing) add nothing here.
pub fn consequences(
    events: &[RuleEvent],
    names: &SeatNames,
    texts: &Texts,
    area: &str,
    spot: &dyn Fn(SpaceId) -> String,
) -> Vec<String> {
    let count = |n: usize| FluentValue::from(n as i64);
    let mut clauses = Vec::new();
    // Captures are gathered by the side that lost them (a sowing takes from two holes).
    let mut captured: Vec<(Seat, usize, Vec<String>)> = Vec::new();
    let mut relays = Vec::new();
    for event in events {
        match event {
            RuleEvent::Captured {
                owner, pieces, at, ..
            } => match captured.iter_mut().find(|(o, ..)| o == owner) {
                Some((_, n, spots)) => {
                    *n += pieces.len();
                    spots.push(spot(*at));
                }
                None => captured.push((*owner, pieces.len(), vec![spot(*at)])),
            },
            RuleEvent::Stacked { joined, at, .. } => clauses.push(texts.with(
                &format!("{area}-stacked"),
                &[("count", count(joined.len())), ("where", spot(*at).into())],
            )),
            RuleEvent::ExtraThrow { seat, reason } => clauses.push(texts.with(
                match reason {
                    ExtraReason::Throw => "log-throws-again",
                    ExtraReason::Capture => "log-extra-capture",
                },
                &[("name", names.of(*seat).into())],
            )),
            RuleEvent::Relay { at, .. } => relays.push(spot(*at)),
            RuleEvent::BorneOff { pieces, from, .. } => clauses.push(texts.with(
                &format!("{area}-borne-off"),
                &[
                    ("count", count(pieces.len())),
                    ("where", spot(*from).into()),
                ],
            )),
            RuleEvent::BarricadeMoved { from, to, .. } => clauses.push(texts.with(
                "log-barricade",
                &[("from", spot(*from).into()), ("to", spot(*to).into())],
            )),
            RuleEvent::ThrowsLost { seat, count: n } => clauses.push(texts.with(
                "log-throws-lost",
                &[
                    ("name", names.of(*seat).into()),
                    ("count", count(usize::from(*n))),
                ],
            )),
            RuleEvent::GameOver { outcome } => clauses.push(if outcome.is_draw() {
                texts.get("log-draw")
            } else {
                texts.with(
                    "log-wins",
                    &[
                        ("names", names.winners(outcome).into()),
                        ("count", count(outcome.winners.len())),
                    ],
                )
            }),
            _ => {}
        }
    }
    let mut said = Vec::new();
    if !relays.is_empty() {
        said.push(texts.with(
            "log-relays",
            &[
                ("count", count(relays.len())),
                ("where", relays.join(", ").into()),
            ],
        ));
    }
    for (owner, n, spots) in captured {
        said.push(texts.with(
            &format!("{area}-captured"),
            &[
                ("owner", names.of(owner).into()),
                ("count", count(n)),
                ("where", spots.join(", ").into()),
            ],
        ));
    }
    said.extend(clauses);
    said
}

/// A line: the action's words, then what it caused.
pub fn line_with(main: String, clauses: Vec<String>) -> String {
    if clauses.is_empty() {
        main
    } else {
        format!("{main}; {}", clauses.join("; "))
    }
}
