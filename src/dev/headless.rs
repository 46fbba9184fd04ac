//! The game without a window, renderer, egui or sound: its logic on `MinimalPlugins`, for
//! the headless tests and for a desktop client that plays online with no window
//! (`tabula --online-computer`).

use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::locale::Texts;
use crate::theme::{SpriteRoles, Theme};
use bevy::app::ScheduleRunnerPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use std::time::Duration;

/// An app with the game's logic and the shipped texts, keeping its files in `data`; or
/// what is wrong with the texts.
pub fn headless_app(data: DataDir, settings: Settings) -> Result<App, String> {
    let mut app = App::new();
    app.add_plugins((
        // Run on its own (`App::run`), it checks for news a hundred times a second
        // rather than spinning a core; the tests update it frame by frame.
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(10))),
        StatesPlugin,
        AssetPlugin::default(),
    ))
    .init_asset::<Image>()
    .init_resource::<ButtonInput<KeyCode>>()
    .insert_resource(data)
    .insert_resource(settings);
    crate::add_game_logic(&mut app);
    let roles = app
        .world_mut()
        .get_resource_or_init::<SpriteRoles>()
        .clone();
    let theme = Theme::builtin(&mut app.world_mut().resource_mut::<Assets<Image>>(), &roles);
    app.insert_resource(theme);
    let locales = std::path::Path::new(&crate::assets_dir()).join("locales");
    let texts = Texts::from_dir(&locales).map_err(|problems| {
        format!(
            "the texts in {}: {}",
            locales.display(),
            problems.join("; ")
        )
    })?;
    app.insert_resource(texts);
    Ok(app)
}
