//! Hot reload as a modder meets it (desktop): the game runs with a theme folder under
//! watch, its files are changed on disk, and the game takes up each change without a
//! restart; a manifest broken mid-game leaves the theme as it was and says so.

use crate::common;

use bevy::asset::AssetPlugin;
use bevy::image::{CompressedImageFormats, ImageLoader};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_kira_audio::AudioSource;
use bevy_kira_audio::prelude::WavLoader;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tabula::app::screens::FirstScreenDrawn;
use tabula::app::settings::{Problems, Settings};
use tabula::app::storage::DataDir;
use tabula::theme::{Theme, ThemeLoading};

/// An app that plays the theme in `assets/themes/classic` under `assets`, watching it.
fn watching_app(assets: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin {
            file_path: assets.to_string_lossy().into_owned(),
            watch_for_changes_override: Some(true),
            ..default()
        },
    ))
    .init_asset::<Image>()
    .register_asset_loader(ImageLoader::new(CompressedImageFormats::NONE))
    .init_asset::<AudioSource>()
    .register_asset_loader(WavLoader)
    .init_resource::<ButtonInput<KeyCode>>()
    .insert_resource(DataDir(None))
    .insert_resource(Settings::default());
    tabula::add_game_logic(&mut app);
    app.add_plugins(tabula::theme::plugin);
    app
}

/// Updates until `done` holds, for at most ten seconds (the watcher waits for writes to
/// settle before it reports them).
fn until(app: &mut App, what: &str, done: impl Fn(&mut App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "gave up waiting: {what}"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn image_size(app: &App, handle: &Handle<Image>) -> Option<UVec2> {
    app.world()
        .resource::<Assets<Image>>()
        .get(handle)
        .map(|i| i.size())
}

fn theme(app: &App) -> &Theme {
    app.world().resource::<Theme>()
}

fn notices(app: &App) -> Vec<&'static str> {
    app.world()
        .resource::<Problems>()
        .theme
        .iter()
        .map(|t| t.id)
        .collect()
}

#[test]
fn a_changed_theme_shows_without_a_restart() {
    let assets: PathBuf =
        std::env::temp_dir().join(format!("tabula-reload-{}", std::process::id()));
    let _ = fs::remove_dir_all(&assets);
    let classic = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes/classic");
    let dir = assets.join("themes/classic");
    common::copy_dir(&classic, &dir);
    // A picture broken before the game starts.
    fs::write(dir.join("pieces/piece0.png"), b"not a picture").unwrap();

    let mut app = watching_app(&assets);
    until(&mut app, "the theme loads", |app| {
        app.world().contains_resource::<Theme>()
    });
    // The first screen waits for the table alone: the pieces draw nothing until it has
    // been drawn, then are asked for.
    assert!(app.world().resource::<ThemeLoading>().busy());
    assert!(!notices(&app).contains(&"theme-picture-failed"));
    let nothing = theme(&app).image("piece.0");
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(theme(&app).image("piece.0"), nothing, "asked for too soon");
    assert_eq!(image_size(&app, &nothing), Some(UVec2::ONE));
    app.world_mut().resource_mut::<FirstScreenDrawn>().0 = true;
    until(&mut app, "every picture has come", |app| {
        !app.world().resource::<ThemeLoading>().busy()
    });
    assert!(notices(&app).contains(&"theme-picture-failed"));
    let piece = theme(&app).image("piece.0");
    let table = theme(&app).image("table");
    let sprite = app
        .world_mut()
        .spawn(Sprite::from_image(piece.clone()))
        .id();
    until(&mut app, "the table is in", |app| {
        image_size(app, &table).is_some()
    });
    assert_eq!(image_size(&app, &table), Some(UVec2::new(512, 512)));

    // The broken picture put right: the piece takes it, and its notice goes.
    fs::copy(
        classic.join("pieces/piece0.png"),
        dir.join("pieces/piece0.png"),
    )
    .unwrap();
    until(&mut app, "the mended piece is drawn", |app| {
        let image = &app.world().get::<Sprite>(sprite).unwrap().image;
        *image != piece && image_size(app, image) == Some(UVec2::new(128, 128))
    });
    assert!(!notices(&app).contains(&"theme-picture-failed"));

    // A picture redrawn while the game waits: the same handle holds the new picture, and
    // the waiting game is woken to draw it.
    app.world_mut()
        .resource_mut::<tabula::app::idle::StayAwake>()
        .0 = false;
    fs::copy(classic.join("dice/die1.png"), dir.join("table.png")).unwrap();
    until(&mut app, "the new table", |app| {
        image_size(app, &table) == Some(UVec2::new(128, 128))
    });
    assert!(app.world().resource::<tabula::app::idle::StayAwake>().0);

    // A manifest broken mid-game: the theme stays, and the settings say why.
    let manifest = fs::read_to_string(dir.join("theme.ron")).unwrap();
    fs::write(
        dir.join("theme.ron"),
        manifest.replacen("sprites: {", "sprites: {{", 1),
    )
    .unwrap();
    until(&mut app, "the broken manifest is reported", |app| {
        notices(app).contains(&"theme-manifest-broken")
    });
    assert_eq!(theme(&app).image("table"), table);

    // Put right with another colour for the first side: the theme follows.
    let before = theme(&app).side_colour(0);
    fs::write(
        dir.join("theme.ron"),
        manifest.replacen("\"#C8202F\"", "\"#112233\"", 1),
    )
    .unwrap();
    until(&mut app, "the new side colour", |app| {
        theme(app).side_colour(0) != before
    });
    assert_eq!(theme(&app).side_colour(0).to_srgba().to_hex(), "#112233");
    let _ = fs::remove_dir_all(&assets);
}
