//! What a theme is: its manifest (`theme.ron`: a file per sprite and sound role, the side
//! colours and their names, the label colours, the boards' layouts) and the loaded
//! `Theme` the views draw with. A leaf of the theme's folder: the checker, the catalogue
//! and the loading read it.

use super::label_colours::{LabelColours, LabelInks, default_colours};
use super::roles::{SpriteRoles, fallback_image};
use crate::app::file_assets::FromFile;
use bevy::prelude::*;
use bevy_kira_audio::AudioSource;
use serde::Deserialize;
use std::collections::HashMap;

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
    pub(super) manifest: Handle<ThemeManifest>,
    pub(super) images: HashMap<&'static str, Handle<Image>>,
    /// Pictures that failed to load (their stand-ins are drawn), kept to take up once put
    /// right.
    pub(super) broken: Vec<(&'static str, Handle<Image>)>,
    pub(super) sounds: HashMap<&'static str, Handle<AudioSource>>,
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
