//! Loading a theme: at start, when the player chooses another in the settings, and on the
//! desktop whenever its files change. The next theme loads beside the one in use, which
//! stays on screen until every file has settled; then every sprite drawn with the old
//! theme's pictures takes the new ones, so nothing is respawned and no match is left.
//!
//! At start the first screen waits only for the table it is drawn on: the boards, pieces
//! and sounds are asked for once it shows and arrive while the player reads it (the web's
//! first download is that much smaller). Their sprites draw as each picture comes.

use super::label_colours::LabelColours;
use super::manifest::{Sound, Theme, ThemeManifest};
use super::pictures::{mend_pictures, picture_problem, swap_pictures};
use super::roles::SpriteRoles;
use crate::app::screens::FirstScreenDrawn;
use crate::app::settings::{Problems, Settings};
use crate::locale::Told;
use bevy::asset::{AssetLoadFailedEvent, LoadState};
use bevy::prelude::*;
use bevy_kira_audio::AudioSource;

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
    /// The theme is in use; the files the first screen does without are on their way.
    Arriving,
}

/// The pictures the first screen cannot do without (the rest arrive after it shows).
const FIRST_SCREEN: &[&str] = &["table"];

/// A file asked for after its theme went into use: where it is, and its handle once asked.
struct Later<A: Asset> {
    role: &'static str,
    path: String,
    handle: Handle<A>,
}

impl<A: Asset> std::fmt::Debug for Later<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{} ({})", self.role, self.path)
    }
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
    /// At start, the files left for after the first screen shows.
    later_images: Vec<Later<Image>>,
    later_sounds: Vec<Later<AudioSource>>,
    /// Whether they have been asked for.
    asked: bool,
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
            ask_for_the_rest.run_if(|l: Res<ThemeLoading>, d: Res<FirstScreenDrawn>| {
                l.phase == Phase::Arriving && !l.asked && d.0
            }),
            settle_arrivals.run_if(|l: Res<ThemeLoading>| l.phase == Phase::Arriving && l.asked),
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
    if loading.phase == Phase::Arriving {
        return;
    }
    if loading.phase == Phase::Manifest {
        let state = server.get_load_state(&loading.manifest);
        match settled(state.clone()) {
            None => return,
            Some(true) => {
                let Some(manifest) = manifests.get(&loading.manifest).cloned() else {
                    return;
                };
                request_files(&manifest, loading, &server, &roles, old.is_none());
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
    // What the first screen does without draws nothing until it is asked for and comes.
    for later in &loading.later_images {
        theme.images.insert(later.role, images.add(nothing_yet()));
    }
    let problems = std::mem::take(&mut loading.problems);
    commands.insert_resource(theme);
    commands.queue(move |world: &mut World| {
        world.resource_mut::<Problems>().theme = problems;
    });
    loading.phase = if loading.later_images.is_empty() && loading.later_sounds.is_empty() {
        Phase::Idle
    } else {
        Phase::Arriving
    };
}

/// A picture of nothing, in a picture's place until it comes.
fn nothing_yet() -> Image {
    Image::new_fill(
        bevy::render::render_resource::Extent3d::default(),
        bevy::render::render_resource::TextureDimension::D2,
        &[0, 0, 0, 0],
        bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
        bevy::asset::RenderAssetUsages::default(),
    )
}

/// Once the first screen is drawn, asks for the files it did without; each sprite drawn
/// with a place-holder takes its picture's handle, and shows it when it comes.
fn ask_for_the_rest(
    server: Res<AssetServer>,
    mut loading: ResMut<ThemeLoading>,
    theme: Option<ResMut<Theme>>,
    mut sprites: Query<&mut Sprite>,
) {
    let Some(mut theme) = theme else {
        return;
    };
    let loading = &mut *loading;
    let before = theme.clone();
    let folder = &loading.folder;
    for later in &mut loading.later_images {
        later.handle = server.load(format!("themes/{folder}/{}", later.path));
        theme.images.insert(later.role, later.handle.clone());
    }
    for later in &mut loading.later_sounds {
        later.handle = server.load(format!("themes/{folder}/{}", later.path));
        theme.sounds.insert(later.role, later.handle.clone());
    }
    swap_pictures(&before, &theme, &mut sprites);
    loading.asked = true;
}

/// The files asked for after the first screen: one that fails is said so and its
/// stand-in drawn, as if it had failed with the others.
fn settle_arrivals(
    server: Res<AssetServer>,
    mut loading: ResMut<ThemeLoading>,
    theme: Option<ResMut<Theme>>,
    mut images: ResMut<Assets<Image>>,
    mut sprites: Query<&mut Sprite>,
    mut problems: ResMut<Problems>,
    roles: Res<SpriteRoles>,
) {
    let Some(mut theme) = theme else {
        return;
    };
    let loading = &mut *loading;
    let folder = loading.folder.clone();
    let mut failed_pictures = Vec::new();
    loading.later_images.retain(
        |later| match settled(server.get_load_state(&later.handle)) {
            None => true,
            Some(true) => false,
            Some(false) => {
                failed_pictures.push((later.role, later.handle.clone()));
                false
            }
        },
    );
    if !failed_pictures.is_empty() {
        let stand_ins = Theme::builtin(&mut images, &roles);
        let before = theme.clone();
        for (role, handle) in failed_pictures {
            theme.images.insert(role, stand_ins.image(role));
            theme.broken.push((role, handle));
            let problem = picture_problem("theme-picture-failed", &folder, role);
            warn!("theme: {problem}");
            problems.theme.push(problem);
        }
        swap_pictures(&before, &theme, &mut sprites);
    }
    loading.later_sounds.retain(
        |later| match settled(server.get_load_state(&later.handle)) {
            None => true,
            Some(true) => false,
            Some(false) => {
                theme.sounds.remove(later.role);
                let problem = Told::new("theme-sound-failed")
                    .text("theme", &folder)
                    .text("role", later.role);
                warn!("theme: {problem}");
                problems.theme.push(problem);
                false
            }
        },
    );
    if loading.later_images.is_empty() && loading.later_sounds.is_empty() {
        loading.phase = Phase::Idle;
    }
}

/// Asks for every file the manifest names; at `start`, only those the first screen needs
/// (the rest are noted to ask for once it shows).
fn request_files(
    manifest: &ThemeManifest,
    loading: &mut ThemeLoading,
    server: &AssetServer,
    roles: &SpriteRoles,
    start: bool,
) {
    let dir = format!("themes/{}", loading.folder);
    for role in roles.0.iter().map(|r| r.name) {
        if let Some(path) = manifest.sprites.get(role) {
            if start && !FIRST_SCREEN.contains(&role) {
                loading.later_images.push(Later {
                    role,
                    path: path.clone(),
                    handle: Handle::default(),
                });
                continue;
            }
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
            if start {
                loading.later_sounds.push(Later {
                    role,
                    path: path.clone(),
                    handle: Handle::default(),
                });
                continue;
            }
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
