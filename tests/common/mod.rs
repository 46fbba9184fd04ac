//! What the headless tests share: an app with the game logic and no window, renderer,
//! egui or sound; starting its match; pressing a key for a frame.

// Each test file uses its own part of this.
#![allow(dead_code)]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use tabula::app::screens::Screen;
use tabula::app::settings::Settings;
use tabula::app::storage::DataDir;
use tabula::session::match_flow::{Match, TableGame};
use tabula::session::setup::MatchSetup;
use tabula::theme::{SpriteRoles, Theme};

/// An app that saves under a fresh temporary folder named after its test, with instant
/// animations unless `settings` says otherwise, ready to play `setup`.
pub fn headless_app(name: &str, settings: Settings, setup: MatchSetup) -> App {
    let dir = std::env::temp_dir().join(format!("tabula-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(DataDir(Some(dir)))
        .insert_resource(settings);
    tabula::add_game_logic(&mut app);
    let roles = app
        .world_mut()
        .get_resource_or_init::<SpriteRoles>()
        .clone();
    let theme = Theme::builtin(&mut app.world_mut().resource_mut::<Assets<Image>>(), &roles);
    app.insert_resource(theme);
    app.insert_resource(setup);
    app
}

/// Settings for tests: every animation instant.
pub fn instant() -> Settings {
    Settings {
        animation_speed: 0.0,
        ..Settings::default()
    }
}

/// Enters play and checks that a match of `G` began.
pub fn start<G: TableGame>(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
    assert!(app.world().contains_resource::<Match<G>>());
}

/// Presses `key` for one frame and releases it the next.
pub fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
    app.update();
}
