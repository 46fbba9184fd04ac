//! The move log in words, written at the edge: the match keeps only its actions, and this
//! replays them on a copy of the game to say each in the words of the game's text.

use crate::app::screens::Screen;
use crate::session::match_flow::{Match, MatchSystems, TableGame};
use crate::session::setup::MatchSetup;
use crate::theme::SeatNames;
use crate::ui::hud::HudInfo;
use bevy::prelude::*;
use std::marker::PhantomData;

/// A game in words: what the log says of each action.
pub trait Describe: TableGame {
    /// The action in words, from the state before it is applied.
    fn describe(&self, action: &Self::Action, names: &SeatNames) -> String;
}

/// A line the log just gained (the web page passes them on to its tests).
#[derive(Message, Clone, Debug)]
pub struct LoggedLine(pub String);

/// The game as it stood before the first action not yet in the log, for one match.
#[derive(Resource)]
struct LogReplica<G: TableGame> {
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
        app.add_systems(
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
) {
    let same_match =
        |r: &LogReplica<G>| !m.is_added() && r.setup == m.setup && r.written <= m.history.len();
    match replica {
        Some(mut r) if same_match(&r) => extend(&mut r, &m, &names, &mut hud, &mut lines),
        _ => {
            // A new match (or a resumed one): the log starts from its first position.
            let Ok(options) = m.setup.game_options::<G>() else {
                return;
            };
            let Ok(state) = G::new(&options, m.setup.seats.len()) else {
                return;
            };
            let mut r = LogReplica {
                setup: m.setup.clone(),
                state,
                written: 0,
            };
            hud.log.clear();
            extend(&mut r, &m, &names, &mut hud, &mut lines);
            commands.insert_resource(r);
        }
    }
}

/// Says every action the log lacks, in order.
fn extend<G: Describe>(
    replica: &mut LogReplica<G>,
    m: &Match<G>,
    names: &SeatNames,
    hud: &mut HudInfo,
    lines: &mut MessageWriter<LoggedLine>,
) {
    let mut events = Vec::new();
    for action in &m.history[replica.written..] {
        let line = replica.state.describe(action, names);
        // The match applied the same actions from the same start, so this cannot fail.
        if replica.state.apply(action, &mut events).is_err() {
            break;
        }
        events.clear();
        hud.log.push(line.clone());
        lines.write(LoggedLine(line));
        replica.written += 1;
    }
}
