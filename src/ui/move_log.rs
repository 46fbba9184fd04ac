//! The move log in words, written at the edge: the match keeps only its actions, and this
//! replays them on a copy of the game to say each in the words of the game's text.

use crate::app::screens::Screen;
use crate::locale::Texts;
use crate::session::match_flow::{GameView, Match, MatchSystems};
use crate::theme::SeatNames;
use crate::ui::describe::Describe;
use crate::ui::panel::HudInfo;
use bevy::prelude::*;
use std::marker::PhantomData;
use tabula_table::MatchSetup;
use tabula_table::first_state;

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
