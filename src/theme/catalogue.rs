//! The themes a player can choose in the settings: the folders of `assets/themes/` on the
//! desktop (a theme dropped in there is offered at the next start), and on the web the
//! index the web build writes beside them (`themes/themes.index`, a folder a line).

use super::manifest::ThemeManifest;
use crate::app::file_assets::{FromFile, add_file_asset};
use crate::app::screens::FirstScreenDrawn;
use bevy::asset::LoadState;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    add_file_asset::<ThemeIndex>(app);
    app.add_systems(Startup, list_themes).add_systems(
        Update,
        (
            read_the_index.run_if(resource_exists::<PendingIndex>),
            // The first screen does without them (the settings show them).
            load_icons
                .run_if(resource_exists::<ThemeCatalogue>.and_then(|d: Res<FirstScreenDrawn>| d.0)),
        ),
    );
}

/// The themes a player can choose, each with its name and author as its manifest says.
#[derive(Resource, Default, Debug)]
pub struct ThemeCatalogue {
    pub themes: Vec<ThemeChoice>,
}

/// One theme on offer.
#[derive(Debug, Clone)]
pub struct ThemeChoice {
    /// Its folder under `assets/themes/`, what the settings keep.
    pub folder: String,
    manifest: Handle<ThemeManifest>,
    /// Its own picture (the `icon` role), shown beside its name.
    pub icon: Option<Handle<Image>>,
}

impl ThemeChoice {
    /// Its name and author, once its manifest is read.
    pub fn described(&self, manifests: &Assets<ThemeManifest>) -> Option<(String, String)> {
        let m = manifests.get(&self.manifest)?;
        Some((m.name.clone(), m.author.clone()))
    }
}

impl ThemeCatalogue {
    /// The themes in `folders`, their manifests requested.
    pub fn of(folders: Vec<String>, server: &AssetServer) -> ThemeCatalogue {
        let themes = folders
            .into_iter()
            .map(|folder| ThemeChoice {
                manifest: server.load(format!("themes/{folder}/theme.ron")),
                folder,
                icon: None,
            })
            .collect();
        ThemeCatalogue { themes }
    }
}

/// Each theme's picture, once its manifest says which file it is (one small file; the
/// rest of a theme comes only when it is chosen).
fn load_icons(
    mut catalogue: ResMut<ThemeCatalogue>,
    manifests: Res<Assets<ThemeManifest>>,
    server: Res<AssetServer>,
) {
    for choice in catalogue.themes.iter_mut().filter(|c| c.icon.is_none()) {
        if let Some(file) = manifests
            .get(&choice.manifest)
            .and_then(|m| m.sprites.get("icon"))
        {
            choice.icon = Some(server.load(format!("themes/{}/{file}", choice.folder)));
        }
    }
}

/// The web's list of theme folders.
#[derive(Asset, TypePath, Clone, Debug)]
pub struct ThemeIndex(pub Vec<String>);

impl FromFile for ThemeIndex {
    const EXTENSIONS: &'static [&'static str] = &["index"];

    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError> {
        Ok(ThemeIndex(folders_of_index(std::str::from_utf8(&bytes)?)))
    }
}

/// The folders an index names: one a line, blank lines and `#` comments skipped.
pub fn folders_of_index(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

#[derive(Resource)]
struct PendingIndex(Handle<ThemeIndex>);

fn list_themes(mut commands: Commands, server: Res<AssetServer>) {
    if cfg!(target_arch = "wasm32") {
        commands.insert_resource(PendingIndex(server.load("themes/themes.index")));
        return;
    }
    let dir = std::path::Path::new(&crate::assets_dir()).join("themes");
    let mut folders: Vec<String> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().join("theme.ron").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    commands.insert_resource(ThemeCatalogue::of(folders, &server));
}

fn read_the_index(
    mut commands: Commands,
    server: Res<AssetServer>,
    pending: Res<PendingIndex>,
    indexes: Res<Assets<ThemeIndex>>,
) {
    let folders = match server.get_load_state(&pending.0) {
        Some(LoadState::Loaded) => indexes.get(&pending.0).map(|i| i.0.clone()),
        // Without an index, the one theme every build has.
        Some(LoadState::Failed(_)) => Some(vec![super::loading::CLASSIC.to_string()]),
        _ => None,
    };
    if let Some(folders) = folders {
        commands.remove_resource::<PendingIndex>();
        commands.insert_resource(ThemeCatalogue::of(folders, &server));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_names_a_folder_a_line() {
        // As `cargo xtask web` writes it.
        let index = "# The themes on offer, a folder a line.\nclassic\n\n  ink  \n";
        assert_eq!(folders_of_index(index), ["classic", "ink"]);
        assert_eq!(folders_of_index(""), Vec::<String>::new());
    }
}
