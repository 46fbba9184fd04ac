//! Tabula, the game: a Bevy app of plugins, one per module (see DESIGN.md, "The app").
//!
//! - [`screens`]: loading → title → setup → playing → results.
//! - [`match_flow`]: the match, the only writer of game state; requests in, rule messages out.
//! - [`yut_view`], [`chisolo_view`], [`backgammon_view`], [`malefiz_view`]: each game's
//!   board, pieces, dice and input.
//! - [`games`]: the table of games the menus offer.
//! - [`cursor`]: choosing among a turn's options with Tab and the arrows, on every board.
//! - [`animation`], [`audio`], [`hud`], [`labels`], [`menus`]: game-agnostic presentation.
//! - [`ai_seats`]: computer seats thinking off the main thread.
//! - [`theme`], [`saves`]: the modder's assets and the player's saves and settings.
//! - [`demo`]: a computer-only match for players and checks (`--demo`).

pub mod ai_seats;
pub mod animation;
pub mod audio;
pub mod backgammon_view;
pub mod chisolo_view;
pub mod cursor;
pub mod demo;
pub mod games;
pub mod hud;
pub mod idle;
pub mod labels;
pub mod malefiz_view;
pub mod match_flow;
pub mod menus;
pub mod saves;
pub mod screens;
pub mod theme;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod yut_view;

use bevy::asset::AssetMetaCheck;
use bevy::camera::ScalingMode;
use bevy::prelude::*;

/// How the app was started.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// A computer-only demo match instead of the menus.
    pub demo: Option<demo::DemoOptions>,
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
                    canvas: cfg!(target_arch = "wasm32").then(|| "#tabula".to_string()),
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
    .add_systems(Startup, spawn_camera)
    .add_systems(
        Update,
        report_frame_rate.run_if(|| std::env::var_os("TABULA_FRAME_LOG").is_some()),
    )
    .add_plugins((audio::plugin, hud::plugin, labels::plugin, menus::plugin));
    if launch.demo.is_some() || launch.tour.is_some() {
        // A demo touches neither the player's autosave nor their settings.
        app.insert_resource(saves::DataDir(None))
            .insert_resource(saves::Settings::default());
    }
    if let Some(theme) = &launch.theme {
        app.insert_resource(theme::ThemeName(theme.clone()));
    }
    add_game_logic(&mut app);
    app.add_plugins(theme::plugin);
    // A waiting game draws nothing; demos and tours run flat out (they set their own mode).
    if launch.demo.is_none() && launch.tour.is_none() {
        app.add_plugins(idle::plugin);
    }
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::plugin);
    if let Some(dir) = launch.tour {
        app.add_plugins(demo::TourPlugin(dir));
    }
    if let Some(options) = launch.demo {
        app.add_plugins(demo::DemoPlugin(options));
    }
    app
}

/// The plugins that run the game without a window, renderer, egui or sound: what the
/// headless tests use, with `MinimalPlugins`, `StatesPlugin` and `AssetPlugin`.
pub fn add_game_logic(app: &mut App) {
    let data = saves::DataDir::user();
    let settings = saves::load_settings(&data);
    if !app.world().contains_resource::<saves::DataDir>() {
        app.insert_resource(data);
    }
    if !app.world().contains_resource::<saves::Settings>() {
        app.insert_resource(settings);
    }
    app.init_resource::<idle::StayAwake>();
    app.add_plugins((
        screens::plugin,
        match_flow::plugin,
        animation::plugin,
        yut_view::plugin,
        backgammon_view::plugin,
        chisolo_view::plugin,
        malefiz_view::plugin,
    ));
    app.init_resource::<hud::HudInfo>();
    // Views read the HUD's buttons; headless, no HUD writes them, but the message exists.
    app.add_message::<hud::HudCommand>();
}

/// Where the assets are: beside the executable's crate in development, or `assets`.
fn assets_dir() -> String {
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

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        Projection::from(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: 1280.0,
                min_height: 720.0,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
}

/// With `TABULA_FRAME_LOG` set, logs how many frames ran in each 5 s of real time, to check
/// that a waiting game stays idle.
fn report_frame_rate(
    time: Res<Time<Real>>,
    mut count: Local<(u32, f64, u32)>,
    mut redraws: MessageReader<bevy::window::RequestRedraw>,
) {
    count.0 += 1;
    count.2 += redraws.read().count() as u32;
    let now = time.elapsed_secs_f64();
    if now - count.1 >= 5.0 {
        info!(
            "{} frames in the last {:.1} s ({} redraw requests)",
            count.0,
            now - count.1,
            count.2
        );
        *count = (0, now, 0);
    }
}
