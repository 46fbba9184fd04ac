//! Themes: `assets/themes/<name>/theme.ron` names every sprite and sound by role. The
//! loading screen waits for all of them; a missing or broken file falls back to a built-in
//! default with a warning, so a half-finished mod still plays.

use crate::app::file_assets::{FromFile, add_file_asset};
use crate::app::screens::Screen;
use crate::locale::Told;
use bevy::asset::LoadState;
use bevy::prelude::*;
use bevy_kira_audio::AudioSource;
use serde::Deserialize;
use std::collections::HashMap;
use tabula_core::{Outcome, Seat};

mod roles;
use roles::fallback_image;
pub use roles::{Fallback, Shape, SpriteRole, SpriteRoles, Tint, register_sprites};

/// The sounds the game plays, each the theme's sound of one role (its name in `theme.ron`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    Throw,
    Hop,
    Land,
    Capture,
    Stack,
    Exit,
    Win,
    Click,
    Extra,
    Music,
    Checker,
    Dice,
    Seed,
    Relay,
    Barricade,
    Step,
}

impl Sound {
    pub const ALL: [Sound; 16] = [
        Sound::Throw,
        Sound::Hop,
        Sound::Land,
        Sound::Capture,
        Sound::Stack,
        Sound::Exit,
        Sound::Win,
        Sound::Click,
        Sound::Extra,
        Sound::Music,
        Sound::Checker,
        Sound::Dice,
        Sound::Seed,
        Sound::Relay,
        Sound::Barricade,
        Sound::Step,
    ];

    /// The role's name in a theme.
    pub fn role(self) -> &'static str {
        match self {
            Sound::Throw => "throw",
            Sound::Hop => "hop",
            Sound::Land => "land",
            Sound::Capture => "capture",
            Sound::Stack => "stack",
            Sound::Exit => "exit",
            Sound::Win => "win",
            Sound::Click => "click",
            Sound::Extra => "extra",
            Sound::Music => "music",
            Sound::Checker => "checker",
            Sound::Dice => "dice",
            Sound::Seed => "seed",
            Sound::Relay => "relay",
            Sound::Barricade => "barricade",
            Sound::Step => "step",
        }
    }

    /// True for the sounds of pieces in motion, which an instant animation leaves out
    /// (the sounds that mark an outcome still play).
    pub fn is_motion(self) -> bool {
        matches!(
            self,
            Sound::Hop
                | Sound::Throw
                | Sound::Checker
                | Sound::Dice
                | Sound::Seed
                | Sound::Relay
                | Sound::Step
        )
    }
}

/// The theme manifest as written in `theme.ron`.
#[derive(Asset, TypePath, Clone, Debug, Deserialize)]
pub struct ThemeManifest {
    pub name: String,
    #[serde(default)]
    pub author: String,
    /// Pixels from the board image's centre to the Yut ring.
    pub yut_board_ring_radius_px: f32,
    pub sprites: HashMap<String, String>,
    pub sounds: HashMap<String, String>,
    /// One colour per side, as `#RRGGBB`.
    pub side_colours: Vec<String>,
    /// What players call each side colour ("Red"); the defaults when absent.
    #[serde(default)]
    pub side_names: Vec<String>,
}

impl FromFile for ThemeManifest {
    const EXTENSIONS: &'static [&'static str] = &["ron"];

    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError> {
        Ok(ron::from_str(std::str::from_utf8(&bytes)?)?)
    }
}

/// The loaded theme: a handle per role.
#[derive(Resource, Clone, Debug)]
pub struct Theme {
    pub name: String,
    images: HashMap<&'static str, Handle<Image>>,
    sounds: HashMap<&'static str, Handle<AudioSource>>,
    pub side_colours: [Color; 4],
    pub board_ring_radius_px: f32,
}

impl Theme {
    /// A sprite of `role`'s picture drawn at `size` world units.
    pub fn sprite(&self, role: &str, size: Vec2) -> Sprite {
        Sprite {
            image: self.image(role),
            custom_size: Some(size),
            ..default()
        }
    }

    /// The image for a role (the built-in fallback if the theme's failed).
    pub fn image(&self, role: &str) -> Handle<Image> {
        self.images.get(role).cloned().unwrap_or_default()
    }

    /// The sound for a role, if the theme has a working one.
    pub fn sound(&self, sound: Sound) -> Option<Handle<AudioSource>> {
        self.sounds.get(sound.role()).cloned()
    }

    /// The table: the theme's texture tiled behind everything, covering any window shape.
    pub fn table(&self) -> (Sprite, Transform) {
        (
            Sprite {
                image: self.image("table"),
                // Tiled far past the boards' world, so any window's shape is all table.
                custom_size: Some(Vec2::new(8000.0, 8000.0)),
                image_mode: bevy::sprite::SpriteImageMode::Tiled {
                    tile_x: true,
                    tile_y: true,
                    stretch_value: 0.6,
                },
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, -10.0),
        )
    }

    /// A side's colour.
    pub fn side_colour(&self, side: usize) -> Color {
        self.side_colours[side % 4]
    }

    /// A theme with no files: every image of `roles` a built-in shape. For headless tests.
    pub fn builtin(images: &mut Assets<Image>, roles: &SpriteRoles) -> Theme {
        let colours = default_colours();
        let images = roles
            .0
            .iter()
            .map(|role| (role.name, images.add(fallback_image(role, &colours))))
            .collect();
        Theme {
            name: "built-in".into(),
            images,
            sounds: HashMap::new(),
            side_colours: colours,
            board_ring_radius_px: 400.0,
        }
    }
}

/// What players call the seats: the theme names its side colours ("Red wins").
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct SeatNames(pub [String; 4]);

impl Default for SeatNames {
    fn default() -> Self {
        SeatNames(["Red", "Blue", "Green", "Orange"].map(String::from))
    }
}

impl SeatNames {
    /// A seat's name.
    pub fn of(&self, seat: Seat) -> &str {
        &self.0[seat.index() % 4]
    }

    /// The winners of an outcome: "Red", "Red & Green".
    pub fn winners(&self, outcome: &Outcome) -> String {
        let names: Vec<&str> = outcome.winners.iter().map(|s| self.of(s)).collect();
        names.join(" & ")
    }
}

fn default_colours() -> [Color; 4] {
    ["#C8202F", "#0072B2", "#009E73", "#E69F00"].map(|c| Srgba::hex(c).unwrap().into())
}

/// Which theme to load (from `--theme` or `TABULA_THEME`).
#[derive(Resource, Clone, Debug)]
pub struct ThemeName(pub String);

impl Default for ThemeName {
    fn default() -> Self {
        ThemeName(std::env::var("TABULA_THEME").unwrap_or_else(|_| "classic".into()))
    }
}

/// Progress of the theme's loading, for the loading screen.
#[derive(Resource, Default, Debug)]
pub struct ThemeLoading {
    manifest: Handle<ThemeManifest>,
    images: Vec<(&'static str, Handle<Image>)>,
    sounds: Vec<(&'static str, Handle<AudioSource>)>,
    started: bool,
    /// What went wrong, in words for the settings window.
    problems: Vec<Told>,
    /// Files settled (loaded or failed) and in all.
    pub done: usize,
    pub total: usize,
}

pub fn plugin(app: &mut App) {
    add_file_asset::<ThemeManifest>(app);
    app.init_resource::<ThemeName>()
        .init_resource::<ThemeLoading>()
        .init_resource::<SpriteRoles>()
        .init_resource::<SeatNames>()
        .add_systems(OnEnter(Screen::Loading), start_loading)
        .add_systems(Update, track_loading.run_if(in_state(Screen::Loading)));
}

fn start_loading(
    asset_server: Res<AssetServer>,
    name: Res<ThemeName>,
    mut loading: ResMut<ThemeLoading>,
) {
    loading.manifest = asset_server.load(format!("themes/{}/theme.ron", name.0));
}

fn settled(state: Option<LoadState>) -> Option<bool> {
    match state {
        Some(LoadState::Loaded) => Some(true),
        Some(LoadState::Failed(_)) | None => Some(false),
        _ => None,
    }
}

fn track_loading(
    asset_server: Res<AssetServer>,
    manifests: Res<Assets<ThemeManifest>>,
    name: Res<ThemeName>,
    mut loading: ResMut<ThemeLoading>,
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut awake: ResMut<crate::app::idle::StayAwake>,
    roles: Res<SpriteRoles>,
) {
    // Loading needs frames to notice files arriving.
    redraw.write(bevy::window::RequestRedraw);
    let loading = &mut *loading;
    awake.0 = true;
    if !loading.started {
        let manifest = match settled(asset_server.get_load_state(&loading.manifest)) {
            None => return,
            Some(true) => manifests.get(&loading.manifest).cloned(),
            Some(false) => {
                loading
                    .problems
                    .push(Told::new("theme-no-manifest").text("theme", &name.0));
                None
            }
        };
        let dir = format!("themes/{}", name.0);
        if let Some(m) = &manifest {
            for role in roles.0.iter().map(|r| r.name) {
                if let Some(path) = m.sprites.get(role) {
                    loading
                        .images
                        .push((role, asset_server.load(format!("{dir}/{path}"))));
                } else {
                    loading.problems.push(
                        Told::new("theme-no-picture")
                            .text("theme", &name.0)
                            .text("role", role),
                    );
                }
            }
            for role in Sound::ALL.map(Sound::role) {
                if let Some(path) = m.sounds.get(role) {
                    loading
                        .sounds
                        .push((role, asset_server.load(format!("{dir}/{path}"))));
                } else {
                    loading.problems.push(
                        Told::new("theme-no-sound")
                            .text("theme", &name.0)
                            .text("role", role),
                    );
                }
            }
        }
        loading.total = loading.images.len() + loading.sounds.len();
        loading.started = true;
        commands.insert_resource(PendingManifest(manifest));
    }
    let image_states: Vec<Option<bool>> = loading
        .images
        .iter()
        .map(|(_, h)| settled(asset_server.get_load_state(h)))
        .collect();
    let sound_states: Vec<Option<bool>> = loading
        .sounds
        .iter()
        .map(|(_, h)| settled(asset_server.get_load_state(h)))
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
    let mut theme = Theme::builtin(&mut images, &roles);
    theme.name = name.0.clone();
    for ((role, handle), ok) in loading.images.iter().zip(&image_states) {
        if *ok == Some(true) {
            theme.images.insert(role, handle.clone());
        } else {
            loading.problems.push(
                Told::new("theme-picture-failed")
                    .text("theme", &name.0)
                    .text("role", *role),
            );
        }
    }
    for ((role, handle), ok) in loading.sounds.iter().zip(&sound_states) {
        if *ok == Some(true) {
            theme.sounds.insert(role, handle.clone());
        } else {
            loading.problems.push(
                Told::new("theme-sound-failed")
                    .text("theme", &name.0)
                    .text("role", *role),
            );
        }
    }
    for problem in &loading.problems {
        warn!("theme: {problem:?}");
    }
    let mut problems = std::mem::take(&mut loading.problems);
    commands.queue(move |world: &mut World| {
        let mut names = SeatNames::default();
        if let Some(PendingManifest(Some(m))) = world.remove_resource::<PendingManifest>() {
            theme.board_ring_radius_px = m.yut_board_ring_radius_px;
            for (i, name) in m.side_names.iter().take(4).enumerate() {
                names.0[i] = name.clone();
            }
            for (i, hex) in m.side_colours.iter().take(4).enumerate() {
                match Srgba::hex(hex.trim_start_matches('#')) {
                    Ok(c) => theme.side_colours[i] = c.into(),
                    Err(_) => {
                        warn!("theme colour {hex:?} is not #RRGGBB; keeping the default");
                        problems.push(Told::new("theme-bad-colour").text("colour", hex.clone()));
                    }
                }
            }
        }
        world.insert_resource(theme);
        world.insert_resource(names);
        world.resource_mut::<crate::app::settings::Problems>().theme = problems;
    });
    next.set(Screen::Title);
}

#[derive(Resource)]
struct PendingManifest(Option<ThemeManifest>);

/// What is wrong with a theme's manifest for these roles: a role with no file named or a
/// named file missing from `dir`, a colour that is not `#RRGGBB`. Empty when all is well.
pub fn manifest_problems(
    m: &ThemeManifest,
    dir: &std::path::Path,
    roles: &SpriteRoles,
) -> Vec<String> {
    let mut problems = Vec::new();
    let mut check = |kind: &str, role: &str, file: Option<&String>| match file {
        None => problems.push(format!("no {kind} for {role}")),
        Some(f) if !dir.join(f).is_file() => problems.push(format!("{kind} {role}: {f} missing")),
        Some(_) => {}
    };
    for role in &roles.0 {
        check("sprite", role.name, m.sprites.get(role.name));
    }
    for role in Sound::ALL.map(Sound::role) {
        check("sound", role, m.sounds.get(role));
    }
    if m.side_colours.len() != 4 {
        problems.push(format!("{} side colours, not 4", m.side_colours.len()));
    }
    if !m.side_names.is_empty() && m.side_names.len() != 4 {
        problems.push(format!("{} side names, not 4", m.side_names.len()));
    }
    for c in &m.side_colours {
        if Srgba::hex(c.trim_start_matches('#')).is_err() {
            problems.push(format!("side colour {c:?} is not #RRGGBB"));
        }
    }
    problems
}

/// The classic theme's manifest, for checks.
#[cfg(test)]
pub fn classic_manifest() -> (ThemeManifest, std::path::PathBuf) {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes/classic/theme.ron");
    let text = std::fs::read_to_string(&path).expect("classic theme exists");
    let m: ThemeManifest = ron::from_str(&text).expect("classic theme parses");
    (m, path.parent().expect("a folder").to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_theme_fills_the_shared_roles_and_a_broken_one_is_reported() {
        let (m, dir) = classic_manifest();
        assert_eq!(
            manifest_problems(&m, &dir, &SpriteRoles::default()),
            Vec::<String>::new()
        );
        let mut broken = m.clone();
        broken.sprites.remove("table");
        broken.sounds.insert("hop".into(), "no-such.wav".into());
        broken.side_colours[0] = "red".into();
        assert_eq!(
            manifest_problems(&broken, &dir, &SpriteRoles::default()),
            [
                "no sprite for table",
                "sound hop: no-such.wav missing",
                "side colour \"red\" is not #RRGGBB"
            ]
        );
    }
}
