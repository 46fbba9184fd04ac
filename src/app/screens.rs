//! The screens a player moves through. Menus are egui, drawn only on their screen; the
//! match's entities carry [`MatchScoped`] and stay until the player leaves the match.

use crate::app::idle::StayAwake;
use bevy::prelude::*;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The theme's files load, with progress.
    #[default]
    Loading,
    Title,
    /// Game, rules and seats.
    Setup,
    Playing,
    Results,
    /// A room online: made, joined, waited in.
    Online,
}

/// Whether the first screen after loading has been drawn. What it does without (the
/// theme's other pictures and sounds, the other languages' fonts, the theme chooser's
/// icons) is asked for only then, so that on the web the first download is what the first
/// screen needs, and the rest comes while the player reads it.
#[derive(Resource, Default)]
pub struct FirstScreenDrawn(pub bool);

pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<FirstScreenDrawn>()
        .add_systems(
            Last,
            note_the_first_screen
                .run_if(not(in_state(Screen::Loading)).and_then(|d: Res<FirstScreenDrawn>| !d.0)),
        )
        .add_systems(OnEnter(Screen::Title), despawn_match_entities)
        .add_systems(OnEnter(Screen::Setup), despawn_match_entities);
}

/// The first screen's first frame is laid out unseen (egui) and its second drawn.
fn note_the_first_screen(
    mut drawn: ResMut<FirstScreenDrawn>,
    mut frames: Local<u32>,
    mut awake: ResMut<StayAwake>,
) {
    *frames += 1;
    drawn.0 = *frames >= 2;
    awake.0 = true;
}

/// Marks what belongs to a match (board, pieces, throws): it stays up from play into the
/// results, so the final position stays in view, and goes when the player leaves for the
/// title or a new setup.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct MatchScoped;

fn despawn_match_entities(mut commands: Commands, scoped: Query<Entity, With<MatchScoped>>) {
    for e in &scoped {
        commands.entity(e).despawn();
    }
}
