//! Themes: `assets/themes/<name>/theme.ron` names every sprite and sound by role. The
//! loading screen waits for all of them; a missing or broken file falls back to a built-in
//! default with a warning, so a half-finished mod still plays.

use crate::app::screens::Screen;
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext, LoadState, RenderAssetUsages};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy_kira_audio::AudioSource;
use serde::Deserialize;
use std::collections::HashMap;

/// Sprite roles the game uses, with what each falls back to.
pub const SPRITE_ROLES: &[&str] = &[
    "table",
    "yut.board",
    "yut.station",
    "yut.station_big",
    "piece.0",
    "piece.1",
    "piece.2",
    "piece.3",
    "stick.flat",
    "stick.round",
    "stick.flat_marked",
    "stick.round_marked",
    "die.1",
    "die.2",
    "die.3",
    "die.4",
    "die.5",
    "die.6",
    "highlight",
    "selected",
    "backgammon.board",
    "backgammon.checker.light",
    "backgammon.checker.dark",
    "backgammon.checker_edge.light",
    "backgammon.checker_edge.dark",
    "chisolo.board",
    "chisolo.pit",
    "chisolo.seed.0",
    "chisolo.seed.1",
    "chisolo.seed.2",
    "chisolo.seed.3",
    "malefiz.board",
    "malefiz.field",
    "malefiz.barricade",
    "malefiz.goal",
    "malefiz.house.0",
    "malefiz.house.1",
    "malefiz.house.2",
    "malefiz.house.3",
];

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
}

#[derive(Default, TypePath)]
struct ThemeLoader;

impl AssetLoader for ThemeLoader {
    type Asset = ThemeManifest;
    type Settings = ();
    type Error = BevyError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _ctx: &mut LoadContext<'_>,
    ) -> Result<ThemeManifest, BevyError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        let text = std::str::from_utf8(&bytes)?;
        Ok(ron::from_str(text)?)
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
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
                custom_size: Some(Vec2::new(1600.0, 1000.0)),
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

    /// A theme with no files: every image a built-in shape. For headless tests.
    pub fn builtin(images: &mut Assets<Image>) -> Theme {
        let colours = default_colours();
        let images = SPRITE_ROLES
            .iter()
            .map(|&role| (role, images.add(fallback_image(role, &colours))))
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

fn default_colours() -> [Color; 4] {
    ["#D55E00", "#0072B2", "#009E73", "#E69F00"].map(|c| Srgba::hex(c).unwrap().into())
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
    /// Files settled (loaded or failed) and in all.
    pub done: usize,
    pub total: usize,
}

pub fn plugin(app: &mut App) {
    app.init_asset::<ThemeManifest>()
        .init_asset_loader::<ThemeLoader>()
        .init_resource::<ThemeName>()
        .init_resource::<ThemeLoading>()
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
) {
    // Loading needs frames to notice files arriving.
    redraw.write(bevy::window::RequestRedraw);
    awake.0 = true;
    if !loading.started {
        let manifest = match settled(asset_server.get_load_state(&loading.manifest)) {
            None => return,
            Some(true) => manifests.get(&loading.manifest).cloned(),
            Some(false) => {
                warn!(
                    "theme {:?}: theme.ron is missing or broken; using built-in art",
                    name.0
                );
                None
            }
        };
        let dir = format!("themes/{}", name.0);
        if let Some(m) = &manifest {
            for role in SPRITE_ROLES {
                if let Some(path) = m.sprites.get(*role) {
                    loading
                        .images
                        .push((role, asset_server.load(format!("{dir}/{path}"))));
                } else {
                    warn!(
                        "theme {:?} names no sprite for {role}; using the built-in one",
                        name.0
                    );
                }
            }
            for role in Sound::ALL.map(Sound::role) {
                if let Some(path) = m.sounds.get(role) {
                    loading
                        .sounds
                        .push((role, asset_server.load(format!("{dir}/{path}"))));
                } else {
                    warn!(
                        "theme {:?} names no sound for {role}; it will be silent",
                        name.0
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
    let mut theme = Theme::builtin(&mut images);
    theme.name = name.0.clone();
    for ((role, handle), ok) in loading.images.iter().zip(&image_states) {
        if *ok == Some(true) {
            theme.images.insert(role, handle.clone());
        } else {
            warn!(
                "theme {:?}: sprite {role} failed to load; using the built-in one",
                name.0
            );
        }
    }
    for ((role, handle), ok) in loading.sounds.iter().zip(&sound_states) {
        if *ok == Some(true) {
            theme.sounds.insert(role, handle.clone());
        } else {
            warn!(
                "theme {:?}: sound {role} failed to load; it will be silent",
                name.0
            );
        }
    }
    commands.queue(move |world: &mut World| {
        if let Some(PendingManifest(Some(m))) = world.remove_resource::<PendingManifest>() {
            theme.board_ring_radius_px = m.yut_board_ring_radius_px;
            for (i, hex) in m.side_colours.iter().take(4).enumerate() {
                match Srgba::hex(hex.trim_start_matches('#')) {
                    Ok(c) => theme.side_colours[i] = c.into(),
                    Err(_) => warn!("theme colour {hex:?} is not #RRGGBB; keeping the default"),
                }
            }
        }
        world.insert_resource(theme);
    });
    next.set(Screen::Title);
}

#[derive(Resource)]
struct PendingManifest(Option<ThemeManifest>);

/// A plain built-in image for a role: discs for pieces and stations, bars for sticks,
/// squares for dice, rings for highlights.
fn fallback_image(role: &str, colours: &[Color; 4]) -> Image {
    let (w, h) = match role {
        r if r.starts_with("stick.") => (16, 64),
        "yut.board" => (128, 128),
        "backgammon.board" => (170, 132),
        "chisolo.board" => (100, 60),
        r if r.starts_with("chisolo.seed.") => (20, 20),
        r if r.starts_with("backgammon.checker_edge") => (64, 14),
        "malefiz.board" => (100, 100),
        r if r.starts_with("malefiz.house.") => (80, 55),
        _ => (64, 64),
    };
    let colour: Srgba = match role {
        "table" => Srgba::rgb(0.45, 0.3, 0.18),
        "yut.board" => Srgba::rgb(0.93, 0.86, 0.7),
        "yut.station" | "yut.station_big" => Srgba::rgb(0.55, 0.4, 0.25),
        "highlight" => Srgba::rgb(1.0, 0.85, 0.3),
        "selected" => Srgba::rgb(1.0, 1.0, 1.0),
        "backgammon.board" => Srgba::rgb(0.36, 0.42, 0.3),
        "chisolo.board" => Srgba::rgb(0.66, 0.45, 0.26),
        "chisolo.pit" => Srgba::rgb(0.42, 0.27, 0.14),
        "chisolo.seed.0" => Srgba::rgb(0.82, 0.8, 0.74),
        "chisolo.seed.1" => Srgba::rgb(0.45, 0.28, 0.15),
        "chisolo.seed.2" => Srgba::rgb(0.88, 0.78, 0.56),
        "chisolo.seed.3" => Srgba::rgb(0.35, 0.37, 0.4),
        "malefiz.board" => Srgba::rgb(0.93, 0.88, 0.76),
        "malefiz.field" => Srgba::rgb(0.45, 0.33, 0.22),
        "malefiz.barricade" => Srgba::rgb(0.98, 0.98, 0.96),
        "malefiz.goal" => Srgba::rgb(0.95, 0.75, 0.2),
        r if r.starts_with("malefiz.house.") => {
            let i: usize = r[14..].parse().unwrap_or(0);
            colours[i % 4].to_srgba().mix(&Srgba::WHITE, 0.4)
        }
        r if r.ends_with(".light") => Srgba::rgb(0.93, 0.89, 0.8),
        r if r.ends_with(".dark") => Srgba::rgb(0.2, 0.14, 0.1),
        r if r.starts_with("piece.") => {
            let i: usize = r[6..].parse().unwrap_or(0);
            colours[i % 4].to_srgba()
        }
        r if r.starts_with("stick.flat") => Srgba::rgb(0.92, 0.82, 0.6),
        r if r.starts_with("stick.") => Srgba::rgb(0.5, 0.32, 0.18),
        _ => Srgba::rgb(0.95, 0.93, 0.86),
    };
    let round = matches!(
        role,
        "yut.board" | "yut.station" | "yut.station_big" | "highlight" | "selected"
    ) || role.starts_with("piece.")
        || role.starts_with("backgammon.checker.")
        || role.starts_with("chisolo.")
        || matches!(role, "malefiz.field" | "malefiz.goal");
    let round = round && role != "chisolo.board";
    let ring = matches!(role, "highlight" | "selected");
    let mut data = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let (dx, dy) = (
                (x as f32 + 0.5) / w as f32 * 2.0 - 1.0,
                (y as f32 + 0.5) / h as f32 * 2.0 - 1.0,
            );
            let r = (dx * dx + dy * dy).sqrt();
            let inside = if !round {
                true
            } else if ring {
                (0.75..=0.95).contains(&r)
            } else {
                r <= 0.95
            };
            let c = colour.to_u8_array();
            data.extend_from_slice(&[c[0], c[1], c[2], if inside { 255 } else { 0 }]);
        }
    }
    Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_manifest_parses_and_names_every_role() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/themes/classic/theme.ron"
        );
        let text = std::fs::read_to_string(path).expect("classic theme exists");
        let m: ThemeManifest = ron::from_str(&text).expect("classic theme parses");
        let dir = std::path::Path::new(path).parent().unwrap();
        for role in SPRITE_ROLES {
            let file = m
                .sprites
                .get(*role)
                .unwrap_or_else(|| panic!("no sprite {role}"));
            assert!(dir.join(file).is_file(), "{role}: {file} missing");
        }
        for role in Sound::ALL.map(Sound::role) {
            let file = m
                .sounds
                .get(role)
                .unwrap_or_else(|| panic!("no sound {role}"));
            assert!(dir.join(file).is_file(), "{role}: {file} missing");
        }
        assert_eq!(m.side_colours.len(), 4);
        for c in &m.side_colours {
            assert!(Srgba::hex(c.trim_start_matches('#')).is_ok(), "{c}");
        }
    }

    #[test]
    fn fallbacks_exist_for_every_role() {
        let colours = default_colours();
        for role in SPRITE_ROLES {
            let image = fallback_image(role, &colours);
            assert!(image.width() > 0 && image.height() > 0);
        }
    }
}
