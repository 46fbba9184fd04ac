//! Tabula, the game: a Bevy app of plugins, one folder per concern (see ARCHITECTURE.md).
//!
//! - [`app`]: screens, settings and files, camera, idle.
//! - [`session`]: the setup, the match (the only writer of game state), computer seats,
//!   saves and the registry of games. It reads no presentation.
//! - [`board`]: game-agnostic presentation: animation, sound cues, labels, the cursor.
//! - [`ui`]: the HUD and the menu screens (egui).
//! - [`theme`]: the modder's art and sound; [`locale`]: the words, in the player's language.
//! - [`games`]: one folder per game's board view.
//! - [`dev`]: demo matches and the menu tour; [`platform`]: the web's own parts.

pub mod app;
pub mod board;
pub mod dev;
pub mod games;
pub mod locale;
pub mod online;
pub mod platform;
pub mod session;
pub mod theme;
pub mod ui;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

/// How the app was started.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// A computer-only demo match instead of the menus.
    pub demo: Option<dev::demo::DemoOptions>,
    /// The theme to load (default `classic`).
    pub theme: Option<String>,
    /// Take pictures of the menus into this folder, then exit (for checks).
    pub tour: Option<std::path::PathBuf>,
}

/// The whole game with a window, renderer, egui and sound.
pub fn game_app(launch: Launch) -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Tabula".into(),
                    resolution: (1280, 720).into(),
                    fit_canvas_to_parent: true,
                    // On the web the page's canvas takes keys the game uses (Tab, arrows,
                    // Space) from the browser; on the desktop nothing needs holding back.
                    canvas: cfg!(target_arch = "wasm32")
                        .then(|| format!("#{}", platform::CANVAS_ID)),
                    prevent_default_event_handling: cfg!(target_arch = "wasm32"),
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets_dir(),
                meta_check: AssetMetaCheck::Never,
                ..default()
            }),
    )
    .add_plugins(bevy_egui::EguiPlugin::default())
    .insert_resource(ClearColor(Color::srgb(0.18, 0.12, 0.08)))
    // Highlights are rings: a click in the middle of one must still count.
    .insert_resource(bevy::sprite::SpritePickingSettings {
        require_markers: false,
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
    })
    .add_systems(
        Update,
        crate::app::idle::report_frame_rate
            .run_if(|| std::env::var_os("TABULA_FRAME_LOG").is_some()),
    )
    .add_plugins((
        crate::app::layout::plugin,
        crate::app::camera::plugin,
        board::audio::plugin,
        board::labels::plugin,
        locale::plugin,
        ui::style::plugin,
        ui::settings::plugin,
        ui::hud::plugin,
        ui::menus::plugin,
        ui::rules_book::plugin,
    ));
    if launch.demo.is_some() || launch.tour.is_some() {
        // A demo touches neither the player's autosave nor their settings.
        app.insert_resource(crate::app::storage::DataDir(None))
            .insert_resource(crate::app::settings::Settings::default());
    }
    if let Some(theme) = &launch.theme {
        app.insert_resource(theme::ThemeName(theme.clone()));
    }
    add_game_logic(&mut app);
    app.add_plugins(theme::plugin)
        .add_systems(Startup, online::wake_the_window);
    // A waiting game draws nothing; demos and tours run flat out (they set their own mode).
    if launch.demo.is_none() && launch.tour.is_none() {
        app.add_plugins(crate::app::idle::plugin);
    }
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(platform::web::plugin);
    if let Some(dir) = launch.tour {
        app.add_plugins(dev::tour::TourPlugin(dir));
    }
    if let Some(options) = launch.demo {
        app.add_plugins(dev::demo::DemoPlugin(options));
    }
    app
}

/// The plugins that run the game without a window, renderer, egui or sound: what the
/// headless tests use, with `MinimalPlugins`, `StatesPlugin` and `AssetPlugin`.
pub fn add_game_logic(app: &mut App) {
    let data = crate::app::storage::DataDir::user();
    let (settings, problems) = crate::app::settings::load_settings(&data);
    if !app
        .world()
        .contains_resource::<crate::app::storage::DataDir>()
    {
        app.insert_resource(data);
    }
    if !app
        .world()
        .contains_resource::<crate::app::settings::Settings>()
    {
        app.insert_resource(settings);
        app.insert_resource(crate::app::settings::Problems {
            settings: problems,
            theme: Vec::new(),
        });
    }
    app.init_resource::<crate::app::settings::Problems>();
    app.init_resource::<crate::app::idle::StayAwake>();
    app.add_plugins((
        crate::app::screens::plugin,
        session::match_flow::plugin,
        session::stats::plugin,
        board::animation::plugin,
        board::view::plugin,
        board::last_move::plugin,
        board::wrong_click::plugin,
        games::plugin,
        ui::menus::flow::plugin,
        online::plugin,
        ui::online_panel::plugin,
    ));
    app.init_resource::<ui::panel::HudInfo>();
    // The window's shape (set by the layout plugin where there is a window) tells the
    // views how to arrange their boards; a new match starts from the usual area.
    app.init_resource::<crate::app::layout::Arrangement>()
        .init_resource::<crate::app::layout::BoardArea>()
        .add_systems(
            OnEnter(crate::app::screens::Screen::Playing),
            (|mut area: ResMut<crate::app::layout::BoardArea>| {
                area.set_if_neq(default());
            })
            .before(session::match_flow::MatchStart),
        );
    app.add_plugins(theme::seat_names_plugin);
    // Views read the HUD's buttons; headless, no HUD writes them, but the message exists.
    app.add_message::<ui::panel::HudCommand>();
}

/// A theme's folder: `name_or_dir` itself when it holds a `theme.ron`, else the theme of
/// that name in the assets.
pub fn theme_dir(name_or_dir: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(name_or_dir);
    if dir.join("theme.ron").is_file() {
        return dir;
    }
    std::path::Path::new(&assets_dir())
        .join("themes")
        .join(name_or_dir)
}

/// Checks a theme as `tabula --check-theme` does: the report in words, and whether the
/// theme is whole (nothing would fall back).
pub fn check_theme_report(name_or_dir: &str) -> (String, bool) {
    use std::fmt::Write;
    let dir = theme_dir(name_or_dir);
    let report = theme::check_theme(&dir, &games::sprite_roles(), games::words_on_pictures);
    let mut text = String::new();
    if report.problems.is_empty() {
        let _ = writeln!(
            text,
            "theme \"{}\" ({}): {} pictures and {} sounds, all in order",
            report.name,
            dir.display(),
            report.pictures,
            report.sounds
        );
        return (text, true);
    }
    let _ = writeln!(
        text,
        "theme \"{}\" ({}): {} problem{} (the game would fall back there, or a label be hard \
         to read):",
        report.name,
        dir.display(),
        report.problems.len(),
        if report.problems.len() == 1 { "" } else { "s" }
    );
    for problem in &report.problems {
        let _ = writeln!(text, "  - {problem}");
    }
    (text, false)
}

/// Where the assets are: beside the executable's crate in development, or `assets`.
pub(crate) fn assets_dir() -> String {
    if cfg!(target_arch = "wasm32") {
        // Beside the page.
        return "assets".to_string();
    }
    if let Ok(dir) = std::env::var("TABULA_ASSETS") {
        return dir;
    }
    let dev = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    if std::path::Path::new(dev).is_dir() {
        dev.to_string()
    } else {
        "assets".to_string()
    }
}
