//! The screens a player moves through. Menus are egui, drawn only on their screen; the
//! match's entities carry [`MatchScoped`] and stay until the player leaves the match.

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

pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_systems(OnEnter(Screen::Title), despawn_match_entities)
        .add_systems(OnEnter(Screen::Setup), despawn_match_entities);
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
