//! Themes: `assets/themes/<name>/theme.ron` names every sprite and sound by role. The
//! loading screen waits for all of them; a missing or broken file falls back to a built-in
//! default with a warning, so a half-finished mod still plays.

use crate::app::file_assets::{FromFile, add_file_asset};
use bevy::prelude::*;
use bevy_kira_audio::AudioSource;
use serde::Deserialize;
use std::collections::HashMap;
use tabula_core::{Outcome, Seat};

mod catalogue;
mod check;
pub mod contrast;
mod label_colours;
mod loading;
mod roles;
pub use catalogue::{ThemeCatalogue, ThemeChoice, folders_of_index};
pub use check::{Kind, ThemeProblem, ThemeReport, check_theme};
pub use label_colours::{LabelColours, LabelInks, LabelStyle};
pub use loading::{CLASSIC, ThemeLoading, ThemeName};
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
    /// Boards drawn otherwise than `assets/layouts/` says: where their spaces are.
    #[serde(default)]
    pub layouts: tabula_layout::Layouts,
    pub sprites: HashMap<String, String>,
    pub sounds: HashMap<String, String>,
    /// One colour per side, as `#RRGGBB`.
    pub side_colours: Vec<String>,
    /// What players call each side colour ("Red"), in one word for every language or by
    /// language code; the language files' names when absent.
    #[serde(default)]
    pub side_names: Vec<SideName>,
    /// The colours of the words written on the boards.
    #[serde(default)]
    pub labels: LabelInks,
}

/// A theme's name for one side colour.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(untagged)]
pub enum SideName {
    /// The same word in every language.
    Everywhere(String),
    /// By language code: `{"en": "Red", "ru": "Красный"}`.
    ByLanguage(HashMap<String, String>),
}

impl SideName {
    /// The name in `language`, else in English; none if the theme names neither.
    pub fn in_language(&self, language: &str) -> Option<&str> {
        match self {
            SideName::Everywhere(name) => Some(name),
            SideName::ByLanguage(names) => names.get(language).or(names.get("en")),
        }
        .map(String::as_str)
    }
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
    /// Its folder under `assets/themes/`.
    pub name: String,
    /// Its name and author as its manifest gives them.
    pub title: String,
    pub author: String,
    /// The manifest it was read from, watched for edits on the desktop.
    manifest: Handle<ThemeManifest>,
    images: HashMap<&'static str, Handle<Image>>,
    /// Pictures that failed to load (their stand-ins are drawn), kept to take up once put
    /// right.
    broken: Vec<(&'static str, Handle<Image>)>,
    sounds: HashMap<&'static str, Handle<AudioSource>>,
    pub side_colours: [Color; 4],
    /// The theme's names of its colours; the language files name the ones it leaves out.
    pub side_names: Vec<SideName>,
    /// The colours of the words written on the boards.
    pub labels: LabelColours,
    /// Where the boards' spaces are on their pictures.
    pub layouts: tabula_layout::Layouts,
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
            title: "Built-in".into(),
            author: String::new(),
            manifest: Handle::default(),
            images,
            broken: Vec::new(),
            sounds: HashMap::new(),
            side_colours: colours,
            side_names: Vec::new(),
            labels: LabelColours::default(),
            layouts: tabula_layout::Layouts::default(),
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

pub fn plugin(app: &mut App) {
    add_file_asset::<ThemeManifest>(app);
    app.init_resource::<SpriteRoles>()
        .add_plugins((loading::plugin, catalogue::plugin));
}

/// The seats' names, following the theme and the language (headless too).
pub fn seat_names_plugin(app: &mut App) {
    app.init_resource::<SeatNames>().add_systems(
        Update,
        name_the_sides
            .after(crate::locale::follow_the_setting)
            .before(crate::session::match_flow::MatchSystems::Collect),
    );
}

/// Names the seats in the player's language: the theme's name for each colour, else the
/// language file's `side-N`.
/// A game whose pieces do not wear the seats' colours names its seats in its own texts
/// (`backgammon-side-0`: "Player 1", whose checkers are White or Black by game); the others
/// take the theme's names, else the language's colours.
fn name_the_sides(
    theme: Option<Res<Theme>>,
    texts: Option<Res<crate::locale::Texts>>,
    setup: Option<Res<tabula_table::MatchSetup>>,
    mut names: ResMut<SeatNames>,
) {
    let changed = theme.as_ref().is_some_and(|t| t.is_changed())
        || texts.as_ref().is_some_and(|t| t.is_changed())
        || setup.as_ref().is_some_and(|s| s.is_changed());
    if !changed {
        return;
    }
    let game = setup.as_ref().map_or("", |s| s.game.as_str());
    let mut named = SeatNames::default();
    for (i, name) in named.0.iter_mut().enumerate() {
        let by_game = texts.as_ref().and_then(|t| {
            let id = format!("{game}-side-{i}");
            t.has(&id).then(|| t.get(&id))
        });
        let by_theme = theme.as_ref().and_then(|t| {
            let language = texts.as_ref().map_or("en", |t| t.language());
            t.side_names.get(i)?.in_language(language).map(String::from)
        });
        let by_language = || texts.as_ref().map(|t| t.get_or(&format!("side-{i}"), name));
        if let Some(n) = by_game.or(by_theme).or_else(by_language) {
            *name = n;
        }
    }
    names.set_if_neq(named);
}
