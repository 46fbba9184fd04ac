//! Watching a match move by move, for every game: the HUD's buttons (and the Left and
//! Right keys) step the match back and forth.

use crate::app::screens::Screen;
use crate::session::match_flow::{GameView, Match, MatchRequest, MatchSystems, Presenting};
use crate::ui::panel::{HudCommand, HudInfo};
use bevy::prelude::*;
use std::marker::PhantomData;

pub struct ReplayPlugin<G>(PhantomData<G>);

impl<G> Default for ReplayPlugin<G> {
    fn default() -> Self {
        ReplayPlugin(PhantomData)
    }
}

impl<G: GameView> Plugin for ReplayPlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (step_on_command::<G>, show_progress::<G>)
                .chain()
                .in_set(MatchSystems::Decide)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
        );
    }
}

fn show_progress<G: GameView>(m: Res<Match<G>>, mut hud: ResMut<HudInfo>) {
    let progress = m.replay_progress();
    if hud.replay != progress {
        hud.replay = progress;
    }
}

/// One step a command: the board shows each action before the next is asked for.
fn step_on_command<G: GameView>(
    mut commands: MessageReader<HudCommand>,
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<MatchRequest<G>>,
    mut seek: Local<Option<usize>>,
) {
    let Some((shown, total)) = m.replay_progress() else {
        commands.clear();
        *seek = None;
        return;
    };
    let mut forward = keys.just_pressed(KeyCode::ArrowRight);
    let mut back = keys.just_pressed(KeyCode::ArrowLeft);
    for c in commands.read() {
        match c {
            HudCommand::Forward => forward = true,
            HudCommand::Back => back = true,
            // A jump asked while a step is shown waits for it.
            HudCommand::Seek(n) => *seek = Some(*n),
            HudCommand::LeaveReplay => next.set(Screen::Title),
            _ => {}
        }
    }
    if presenting.0 {
        return;
    }
    if let Some(n) = seek.take().filter(|&n| n != shown && n <= total) {
        requests.write(MatchRequest::Seek(n));
    } else if forward && shown < total {
        requests.write(MatchRequest::Forward);
    } else if back && shown > 0 {
        requests.write(MatchRequest::Back);
    }
}
