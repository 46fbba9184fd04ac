//! The menu screens (egui), one file each: loading, title, setup, results. What they
//! share (the backdrop, the save on offer, the last result) lives here.

use crate::app::screens::Screen;

use crate::locale::Texts;
use crate::session::registry::Games;
use crate::theme::Theme;
use crate::ui::style::StyledSystems;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub mod flow;
mod loading;
pub mod online;
mod results;
pub(crate) mod setup;
mod title;

pub use flow::{MenuState, fresh_seed};

use loading::loading;
use online::online_screen;
use results::results;
use setup::setup;
use title::title;

pub fn plugin(app: &mut App) {
    app.init_resource::<crate::ui::gallery::GalleryPages>()
        .add_systems(OnEnter(Screen::Title), spawn_backdrop)
        .add_systems(OnEnter(Screen::Setup), spawn_backdrop)
        .add_systems(OnEnter(Screen::Online), spawn_backdrop)
        .add_systems(OnEnter(Screen::Playing), despawn_backdrop)
        .add_systems(
            Update,
            escape_closes_windows.run_if(not(in_state(Screen::Playing))),
        )
        .add_systems(
            Update,
            leave_loading.run_if(
                in_state(Screen::Loading)
                    .and_then(resource_exists::<Theme>)
                    .and_then(resource_exists::<Texts>),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                loading.run_if(in_state(Screen::Loading)),
                title.run_if(in_state(Screen::Title)),
                setup.run_if(in_state(Screen::Setup)),
                results.run_if(in_state(Screen::Results)),
                online_screen.run_if(in_state(Screen::Online)),
            )
                .in_set(StyledSystems),
        );
}

/// On the menus, Esc closes the settings and the rules book, as it does in play.
fn escape_closes_windows(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut open: ResMut<crate::ui::settings::OpenWindows>,
    mut book: ResMut<crate::ui::rules_book::RulesBook>,
) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        open.settings = false;
        if book.is_open() {
            book.close();
        }
    }
}

/// The title once the theme and the texts are both in (either may come first).
fn leave_loading(mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}

/// The table and an empty board behind the menus.
#[derive(Component)]
struct Backdrop;

fn spawn_backdrop(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    games: Res<Games>,
    existing: Query<(), With<Backdrop>>,
) {
    let Some(theme) = theme else { return };
    if !existing.is_empty() {
        return;
    }
    commands.spawn((Backdrop, theme.table()));
    commands.spawn((
        Backdrop,
        Sprite {
            image: theme.image(games.0[0].board_role()),
            custom_size: Some(Vec2::splat(660.0)),
            color: Color::srgba(1.0, 1.0, 1.0, 0.55),
            ..default()
        },
        // Whole within the 720-high world the menus show.
        Transform::from_xyz(0.0, 0.0, -5.0),
    ));
}

fn despawn_backdrop(mut commands: Commands, backdrop: Query<Entity, With<Backdrop>>) {
    for e in &backdrop {
        commands.entity(e).despawn();
    }
}
