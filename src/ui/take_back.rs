//! Take back against the computer, for every game: the HUD's button (and Ctrl+Z) asks the
//! match to undo the person's last decision and what the computer did after it.

use crate::app::screens::Screen;
use crate::session::match_flow::{GameView, Match, MatchRequest, MatchSystems, Presenting};
use crate::ui::panel::{HudCommand, HudInfo};
use bevy::prelude::*;
use std::marker::PhantomData;

pub struct TakeBackPlugin<G>(PhantomData<G>);

impl<G> Default for TakeBackPlugin<G> {
    fn default() -> Self {
        TakeBackPlugin(PhantomData)
    }
}

impl<G: GameView> Plugin for TakeBackPlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (take_back_on_command::<G>, offer_take_back::<G>)
                .chain()
                .in_set(MatchSystems::Decide)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
        );
    }
}

/// The button shows while there is something of the person's to take back.
fn offer_take_back<G: GameView>(
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut hud: ResMut<HudInfo>,
) {
    let can = !presenting.0 && m.take_back_point().is_some();
    if hud.can_take_back != can {
        hud.can_take_back = can;
    }
}

fn take_back_on_command<G: GameView>(
    mut commands: MessageReader<HudCommand>,
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let asked = commands
        .read()
        .filter(|c| **c == HudCommand::TakeBack)
        .count()
        > 0
        || (ctrl && keys.just_pressed(KeyCode::KeyZ));
    if asked && !presenting.0 && m.take_back_point().is_some() {
        requests.write(MatchRequest::TakeBack);
    }
}
