//! Loading a theme: at start, when the player chooses another in the settings, and on the
//! desktop whenever its files change. The next theme loads beside the one in use, which
//! stays on screen until every file has settled; then every sprite drawn with the old
//! theme's pictures takes the new ones, so nothing is respawned and no match is left.

use super::label_colours::LabelColours;
use super::manifest::{Sound, Theme, ThemeManifest};
use super::roles::SpriteRoles;
use crate::app::settings::{Problems, Settings};
use crate::locale::Told;
use bevy::asset::{AssetLoadFailedEvent, LoadState};
use bevy::prelude::*;
use bevy_kira_audio::AudioSource;
use std::collections::HashMap;

/// The theme shown or being loaded: a folder of `assets/themes/` (from `--theme`,
/// `TABULA_THEME` or the settings).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ThemeName(pub String);

/// The theme every install has, and the one a broken manifest falls back to.
pub const CLASSIC: &str = "classic";

/// Where a theme's loading stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Phase {
    #[default]
    Idle,
    Manifest,
    Files,
}

/// Progress of the theme's loading, for the loading screen.
#[derive(Resource, Default, Debug)]
pub struct ThemeLoading {
    /// The folder whose files are loading (the classic one if the chosen one's manifest
    /// could not be read).
    folder: String,
    manifest: Handle<ThemeManifest>,
    images: Vec<(&'static str, Handle<Image>)>,
    sounds: Vec<(&'static str, Handle<AudioSource>)>,
    phase: Phase,
    /// What went wrong, in words for the settings window.
    problems: Vec<Told>,
    /// Files settled (loaded or failed) and in all.
    pub done: usize,
    pub total: usize,
}

impl ThemeLoading {
    /// True while a theme's files are on their way.
    pub fn busy(&self) -> bool {
        self.phase != Phase::Idle
    }
}

pub fn plugin(app: &mut App) {
    let chosen = app
        .world()
        .get_resource::<Settings>()
        .and_then(|s| s.theme.clone());
    // A theme named on the command line or in the environment wins over the setting.
    if !app.world().contains_resource::<ThemeName>() {
        let name = std::env::var("TABULA_THEME")
            .ok()
            .or(chosen)
            .unwrap_or_else(|| CLASSIC.into());
        app.insert_resource(ThemeName(name));
    }
    app.init_resource::<ThemeLoading>().add_systems(
        Update,
        (
            follow_the_setting,
            begin.run_if(resource_changed::<ThemeName>),
            reload_when_the_manifest_changes,
            track.run_if(|l: Res<ThemeLoading>| l.busy()),
            mend_pictures,
            wake_on_changes,
        )
            .chain(),
    );
}

/// A theme chosen in the settings replaces the one shown.
fn follow_the_setting(
    settings: Res<Settings>,
    mut name: ResMut<ThemeName>,
    mut seen: Local<Option<Option<String>>>,
) {
    let chosen = settings.theme.clone();
    let first = seen.is_none();
    if seen.as_ref() == Some(&chosen) {
        return;
    }
    *seen = Some(chosen.clone());
    // At start the theme is already chosen (the command line may have said otherwise).
    if let (false, Some(chosen)) = (first, chosen) {
        name.set_if_neq(ThemeName(chosen));
    }
}

fn begin(server: Res<AssetServer>, name: Res<ThemeName>, mut loading: ResMut<ThemeLoading>) {
    *loading = ThemeLoading {
        folder: name.0.clone(),
        manifest: server.load(format!("themes/{}/theme.ron", name.0)),
        phase: Phase::Manifest,
        ..default()
    };
}

/// An edited `theme.ron` is read again (desktop); one that no longer parses leaves the
/// theme as it was, and says why in the settings.
fn reload_when_the_manifest_changes(
    mut changed: MessageReader<AssetEvent<ThemeManifest>>,
    mut failed: MessageReader<AssetLoadFailedEvent<ThemeManifest>>,
    theme: Option<Res<Theme>>,
    server: Res<AssetServer>,
    mut loading: ResMut<ThemeLoading>,
    mut problems: ResMut<Problems>,
) {
    let Some(theme) = theme else {
        changed.clear();
        failed.clear();
        return;
    };
    let ours = |id: AssetId<ThemeManifest>| id == theme.manifest.id();
    for event in changed.read() {
        if let AssetEvent::Modified { id } = event
            && ours(*id)
            && !loading.busy()
        {
            info!("theme: {} changed; reading it again", theme.name);
            *loading = ThemeLoading {
                folder: theme.name.clone(),
                manifest: server.load(format!("themes/{}/theme.ron", theme.name)),
                phase: Phase::Manifest,
                ..default()
            };
        }
    }
    for event in failed.read() {
        if ours(event.id) && !loading.busy() {
            warn!("theme: {} no longer reads: {}", event.path, event.error);
            problems.theme.push(
                Told::new("theme-manifest-broken")
                    .text("theme", theme.name.clone())
                    .text("why", event.error.to_string()),
            );
        }
    }
}

fn settled(state: Option<LoadState>) -> Option<bool> {
    match state {
        Some(LoadState::Loaded) => Some(true),
        Some(LoadState::Failed(_)) | None => Some(false),
        _ => None,
    }
}

#[allow(clippy::too_many_arguments)]
fn track(
    server: Res<AssetServer>,
    manifests: Res<Assets<ThemeManifest>>,
    mut loading: ResMut<ThemeLoading>,
    mut images: ResMut<Assets<Image>>,
    old: Option<Res<Theme>>,
    mut sprites: Query<&mut Sprite>,
    mut commands: Commands,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut awake: ResMut<crate::app::idle::StayAwake>,
    roles: Res<SpriteRoles>,
) {
    // Loading needs frames to notice files arriving.
    redraw.write(bevy::window::RequestRedraw);
    awake.0 = true;
    let loading = &mut *loading;
    if loading.phase == Phase::Manifest {
        let state = server.get_load_state(&loading.manifest);
        match settled(state.clone()) {
            None => return,
            Some(true) => {
                let Some(manifest) = manifests.get(&loading.manifest).cloned() else {
                    return;
                };
                request_files(&manifest, loading, &server, &roles);
            }
            Some(false) => {
                let why = match state {
                    Some(LoadState::Failed(e)) => e.to_string(),
                    _ => String::new(),
                };
                warn!("theme: themes/{}/theme.ron: {why}", loading.folder);
                loading.problems.push(
                    Told::new("theme-no-manifest")
                        .text("theme", loading.folder.clone())
                        .text("why", why),
                );
                if loading.folder != CLASSIC {
                    // The classic theme rather than plain shapes.
                    loading.folder = CLASSIC.into();
                    loading.manifest = server.load(format!("themes/{CLASSIC}/theme.ron"));
                    return;
                }
                loading.phase = Phase::Files;
            }
        }
    }
    let image_states: Vec<Option<bool>> = loading
        .images
        .iter()
        .map(|(_, h)| settled(server.get_load_state(h)))
        .collect();
    let sound_states: Vec<Option<bool>> = loading
        .sounds
        .iter()
        .map(|(_, h)| settled(server.get_load_state(h)))
        .collect();
    loading.done = image_states
        .iter()
        .chain(&sound_states)
        .filter(|s| s.is_some())
        .count();
    if loading.done < loading.total {
        return;
    }
    // Everything settled: build the theme, falling back where a file failed.
    let folder = loading.folder.clone();
    let mut theme = Theme::builtin(&mut images, &roles);
    theme.name = folder.clone();
    theme.manifest = loading.manifest.clone();
    for ((role, handle), ok) in loading.images.iter().zip(&image_states) {
        if *ok == Some(true) {
            theme.images.insert(role, handle.clone());
        } else {
            // Kept, so that the picture is taken up once its file is put right.
            theme.broken.push((role, handle.clone()));
            loading
                .problems
                .push(picture_problem("theme-picture-failed", &folder, role));
        }
    }
    for ((role, handle), ok) in loading.sounds.iter().zip(&sound_states) {
        if *ok == Some(true) {
            theme.sounds.insert(role, handle.clone());
        } else {
            loading.problems.push(
                Told::new("theme-sound-failed")
                    .text("theme", &folder)
                    .text("role", *role),
            );
        }
    }
    if let Some(m) = manifests.get(&loading.manifest) {
        theme.title = m.name.clone();
        theme.author = m.author.clone();
        theme.layouts = m.layouts.clone();
        for problem in m.layouts.problems() {
            loading
                .problems
                .push(Told::new("theme-bad-layout").text("why", problem));
        }
        theme.side_names = m.side_names.clone();
        for (i, hex) in m.side_colours.iter().take(4).enumerate() {
            match Srgba::hex(hex.trim_start_matches('#')) {
                Ok(c) => theme.side_colours[i] = c.into(),
                Err(_) => loading
                    .problems
                    .push(Told::new("theme-bad-colour").text("colour", hex.clone())),
            }
        }
        let (labels, bad) = LabelColours::parse(&m.labels, &theme.side_colours);
        theme.labels = labels;
        for hex in bad {
            loading
                .problems
                .push(Told::new("theme-bad-label-colour").text("colour", hex));
        }
    }
    for problem in &loading.problems {
        warn!("theme: {problem}");
    }
    if let Some(old) = old {
        swap_pictures(&old, &theme, &mut sprites);
    }
    let problems = std::mem::take(&mut loading.problems);
    commands.insert_resource(theme);
    commands.queue(move |world: &mut World| {
        world.resource_mut::<Problems>().theme = problems;
    });
    loading.phase = Phase::Idle;
}

/// A problem with a theme's picture, saying what the picture shows in words and its name
/// in `theme.ron` for whoever mends it ("one side's pieces (“piece.0” in its theme.ron)").
fn picture_problem(id: &'static str, theme: &str, role: &str) -> Told {
    Told::new(id)
        .text("theme", theme)
        .told("what", picture_kind(role))
        .text("role", role)
}

/// The message naming what a sprite role's picture shows.
fn picture_kind(role: &str) -> &'static str {
    let parts: Vec<&str> = role.split('.').collect();
    match parts.as_slice() {
        ["piece", _] | ["chisolo", "seed", _] => "picture-pieces",
        [_, "checker", _] | [_, "checker_edge", _] => "picture-pieces",
        ["stick", _] => "picture-stick",
        ["die", _] => "picture-die",
        ["table"] | [_, "board"] => "picture-board",
        ["highlight"] | ["selected"] => "picture-highlight",
        _ => "picture-part",
    }
}

/// Asks for every file the manifest names.
fn request_files(
    manifest: &ThemeManifest,
    loading: &mut ThemeLoading,
    server: &AssetServer,
    roles: &SpriteRoles,
) {
    let dir = format!("themes/{}", loading.folder);
    for role in roles.0.iter().map(|r| r.name) {
        if let Some(path) = manifest.sprites.get(role) {
            loading
                .images
                .push((role, server.load(format!("{dir}/{path}"))));
        } else {
            let problem = picture_problem("theme-no-picture", &loading.folder, role);
            loading.problems.push(problem);
        }
    }
    for role in Sound::ALL.map(Sound::role) {
        if let Some(path) = manifest.sounds.get(role) {
            loading
                .sounds
                .push((role, server.load(format!("{dir}/{path}"))));
        } else {
            loading.problems.push(
                Told::new("theme-no-sound")
                    .text("theme", loading.folder.clone())
                    .text("role", role),
            );
        }
    }
    loading.total = loading.images.len() + loading.sounds.len();
    loading.phase = Phase::Files;
}

/// Every sprite drawn with one of `old`'s pictures takes `new`'s of the same role.
fn swap_pictures(old: &Theme, new: &Theme, sprites: &mut Query<&mut Sprite>) {
    let by_old: HashMap<AssetId<Image>, Handle<Image>> = old
        .images
        .iter()
        .filter_map(|(role, handle)| Some((handle.id(), new.images.get(role)?.clone())))
        .collect();
    for mut sprite in sprites.iter_mut() {
        if let Some(replacement) = by_old.get(&sprite.image.id()) {
            sprite.image = replacement.clone();
        }
    }
}

/// A picture that failed to load and has since been put right (the desktop reloads a
/// changed file) replaces its stand-in, and its notice goes.
fn mend_pictures(
    theme: Option<ResMut<Theme>>,
    server: Res<AssetServer>,
    mut sprites: Query<&mut Sprite>,
    mut problems: ResMut<Problems>,
) {
    let Some(mut theme) = theme else {
        return;
    };
    if theme.broken.is_empty() {
        return;
    }
    let mended: Vec<(&'static str, Handle<Image>)> = theme
        .broken
        .iter()
        .filter(|(_, h)| server.is_loaded(h))
        .cloned()
        .collect();
    if mended.is_empty() {
        return;
    }
    let before = theme.clone();
    let theme = &mut *theme;
    for (role, handle) in mended {
        info!("theme: the picture of {role} now loads");
        theme.broken.retain(|(r, _)| *r != role);
        theme.images.insert(role, handle);
        let notice = picture_problem("theme-picture-failed", &theme.name, role);
        problems.theme.retain(|p| *p != notice);
    }
    swap_pictures(&before, theme, &mut sprites);
}

/// A waiting game draws nothing; a picture or sound changed on disk must still show.
fn wake_on_changes(
    mut images: MessageReader<AssetEvent<Image>>,
    mut awake: ResMut<crate::app::idle::StayAwake>,
) {
    // A reloaded picture comes as loaded again.
    if images.read().any(|e| {
        matches!(
            e,
            AssetEvent::Modified { .. } | AssetEvent::LoadedWithDependencies { .. }
        )
    }) {
        awake.0 = true;
    }
}
