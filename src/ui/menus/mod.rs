//! The menu screens (egui), one file each: loading, title, setup, results. What they
//! share (the backdrop, the save on offer, the last result) lives here.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::session::match_flow::{ActionApplied, MatchOver, MatchStartFailed, ResumeRequest};
use crate::session::registry::{GameEntry, Games};
use crate::session::saves::{self, SavedMatch};
use crate::session::setup::{Level, MatchSetup, SeatKind};
use crate::theme::{SeatNames, Theme, ThemeLoading};
use crate::ui::hud::HudInfo;
use crate::ui::settings::{OpenWindows, settings_window};
use crate::ui::style::{StyledSystems, big_button, centred, egui_colour, menu_card};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_core::Outcome;

mod loading;
mod results;
pub(crate) mod setup;
mod title;

use loading::loading;
use results::results;
use setup::setup;
use title::title;

/// What the menus remember between screens, and the messages to show.
#[derive(Resource, Default)]
pub struct MenuState {
    /// A save found at start, offered for resuming.
    pub resumable: Option<SavedMatch>,
    /// Something to tell the player (a damaged save set aside, a match that would not start).
    pub notice: Option<String>,
    /// The last match's end, for the results screen.
    pub last_outcome: Option<(Outcome, usize)>,
    checked_save: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<MenuState>()
        .add_systems(OnEnter(Screen::Title), (look_for_save, spawn_backdrop))
        .add_systems(OnEnter(Screen::Setup), spawn_backdrop)
        .add_systems(OnEnter(Screen::Playing), despawn_backdrop)
        .add_systems(Update, (remember_outcome, show_refusals))
        .add_systems(
            EguiPrimaryContextPass,
            (
                loading.run_if(in_state(Screen::Loading)),
                title.run_if(in_state(Screen::Title)),
                setup.run_if(in_state(Screen::Setup)),
                results.run_if(in_state(Screen::Results)),
            )
                .in_set(StyledSystems),
        );
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
            image: theme.image(games.0[0].board_role),
            custom_size: Some(Vec2::splat(760.0)),
            color: Color::srgba(1.0, 1.0, 1.0, 0.55),
            ..default()
        },
        Transform::from_xyz(0.0, -40.0, -5.0),
    ));
}

fn despawn_backdrop(mut commands: Commands, backdrop: Query<Entity, With<Backdrop>>) {
    for e in &backdrop {
        commands.entity(e).despawn();
    }
}

fn look_for_save(
    data: Res<DataDir>,
    games: Res<Games>,
    mut menu: ResMut<MenuState>,
    time: Res<Time<Real>>,
) {
    if !menu.checked_save {
        info!("title screen after {:.2} s", time.elapsed_secs());
    }
    menu.resumable = None;
    match saves::read_autosave(&data) {
        Ok(found) => {
            // Offer only saves that replay; set aside one that does not.
            if let Some(saved) = found {
                let replay = games
                    .find(&saved.setup.game)
                    .and_then(|game| (game.replays)(&saved));
                match replay {
                    Ok(_) => menu.resumable = Some(saved),
                    Err(e) => {
                        menu.notice = Some(saves::set_aside_autosave(
                            &data,
                            &format!("the saved match could not be replayed ({e})"),
                        ))
                    }
                }
            }
        }
        Err(e) => menu.notice = Some(e),
    }
    menu.checked_save = true;
}

fn remember_outcome(
    mut applied: MessageReader<ActionApplied>,
    mut over: MessageReader<MatchOver>,
    mut menu: ResMut<MenuState>,
    mut actions: Local<usize>,
) {
    if let Some(a) = applied.read().last() {
        *actions = a.actions_so_far;
    }
    for o in over.read() {
        menu.last_outcome = Some((o.0, *actions));
    }
}

fn show_refusals(mut failed: MessageReader<MatchStartFailed>, mut menu: ResMut<MenuState>) {
    for f in failed.read() {
        menu.notice = Some(format!("cannot start the match: {}", f.0));
    }
}

/// The seeds for new matches: different each time, unless a demo fixes them.
pub fn fresh_seed() -> u64 {
    // The system's random source works on the web too, where the clock of `std` does not.
    getrandom::u64().unwrap_or_else(|_| {
        let now = bevy::platform::time::Instant::now();
        now.elapsed().as_nanos() as u64 ^ 0x5DEE_CE66_D1CE_B00C
    })
}
