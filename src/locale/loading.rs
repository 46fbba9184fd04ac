//! Loading the texts as assets: the language the game starts in and English first, the
//! other languages (their texts and fonts) once the first screen is drawn.

use super::languages::{choose_language, system_language};
use super::{FALLBACK, FluentText, LanguageFont, LanguageListFile, TextAreas, Texts};
use crate::app::screens::{FirstScreenDrawn, Screen};
use crate::app::settings::Settings;
use bevy::asset::LoadState;
use bevy::prelude::*;

/// The texts' files while they load: the language the game starts in and English (every
/// other falls back to it) before the first screen, the others after it, so that the web's
/// first download holds only the texts the first screen reads.
#[derive(Resource, Default)]
struct Loading {
    list: Handle<LanguageListFile>,
    /// Every language of the list, in its order (the settings offer them so).
    order: Vec<String>,
    files: Vec<(String, String, Handle<FluentText>)>,
    /// The other languages' files (file name and handle), asked for once the first screen
    /// is drawn; each language joins the texts when all its files are in.
    later_texts: Vec<(String, Option<Vec<(String, Handle<FluentText>)>>)>,
    fonts: Vec<(String, Handle<LanguageFont>)>,
    /// The fonts of languages other than the one the game starts in: asked for once the
    /// first screen is drawn (the web's first download is that much smaller) and taken up
    /// as each comes, to write the languages' own names in the settings and to switch to
    /// them.
    later_fonts: Vec<(String, Option<Handle<LanguageFont>>)>,
    started: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Loading>()
        .add_systems(OnEnter(Screen::Loading), start_loading)
        .add_systems(Update, track_loading.run_if(in_state(Screen::Loading)))
        .add_systems(
            Update,
            take_later_languages
                .run_if(|l: Res<Loading>| !l.later_texts.is_empty() || !l.later_fonts.is_empty()),
        );
}

fn start_loading(server: Res<AssetServer>, mut loading: ResMut<Loading>) {
    loading.list = server.load("locales/languages.list");
}

fn track_loading(
    mut commands: Commands,
    server: Res<AssetServer>,
    lists: Res<Assets<LanguageListFile>>,
    texts: Res<Assets<FluentText>>,
    fonts: Res<Assets<LanguageFont>>,
    settings: Res<Settings>,
    mut loading: ResMut<Loading>,
    ready: Option<Res<Texts>>,
    areas: Res<TextAreas>,
) {
    if ready.is_some() {
        return;
    }
    if !loading.started {
        let codes = match server.get_load_state(&loading.list) {
            Some(LoadState::Loaded) => lists
                .get(&loading.list)
                .map(|l| l.0.clone())
                .unwrap_or_default(),
            Some(LoadState::Failed(_)) => vec![(FALLBACK.to_string(), false)],
            _ => return,
        };
        let offered: Vec<String> = codes.iter().map(|(c, _)| c.clone()).collect();
        let first = choose_language(
            settings.language.as_deref(),
            system_language().as_deref(),
            &offered,
        );
        loading.order = offered;
        for (code, font) in codes {
            if font && code == first {
                let handle = server.load(format!("locales/{code}/font.ttf"));
                loading.fonts.push((code.clone(), handle));
            } else if font {
                loading.later_fonts.push((code.clone(), None));
            }
            if code != first && code != FALLBACK {
                loading.later_texts.push((code, None));
                continue;
            }
            for area in &areas.0 {
                let name = format!("{area}.ftl");
                let handle = server.load(format!("locales/{code}/{name}"));
                loading.files.push((code.clone(), name, handle));
            }
        }
        loading.started = true;
    }
    let settled = loading
        .files
        .iter()
        .all(|(_, _, h)| settled(server.get_load_state(h)))
        && loading
            .fonts
            .iter()
            .all(|(_, h)| settled(server.get_load_state(h)));
    if !settled {
        return;
    }
    let mut sources: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for (code, name, handle) in &loading.files {
        if sources.last().is_none_or(|(c, _)| c != code) {
            sources.push((code.clone(), Vec::new()));
        }
        match texts.get(handle) {
            Some(t) => sources
                .last_mut()
                .unwrap()
                .1
                .push((name.clone(), t.0.clone())),
            None => warn!("locales/{code}/{name} could not be loaded"),
        }
    }
    let mut made = match Texts::new(sources) {
        Ok(t) => t,
        Err(errors) => {
            for e in &errors {
                warn!("texts: {e}");
            }
            // A broken translation must not stop the game: English alone, or ids.
            Texts::new(vec![(FALLBACK.to_string(), Vec::new())]).expect("an empty English")
        }
    };
    for (code, handle) in &loading.fonts {
        match fonts.get(handle) {
            Some(f) => made
                .fonts
                .push((code.clone(), std::sync::Arc::new(f.0.clone()))),
            None => warn!("locales/{code}/font.ttf could not be loaded"),
        }
    }
    let offered: Vec<String> = made.bundles.iter().map(|(c, _)| c.clone()).collect();
    let code = choose_language(
        settings.language.as_deref(),
        system_language().as_deref(),
        &offered,
    );
    made.set_language(&code);
    commands.insert_resource(made);
}

/// Whether a file has come or failed.
fn settled(state: Option<LoadState>) -> bool {
    matches!(state, Some(LoadState::Loaded | LoadState::Failed(_)))
}

/// Asks for the other languages' texts and fonts once the first screen is drawn. Each
/// language joins the texts when all its files are in (and is used at once if the settings
/// chose it meanwhile); each font joins the UI's fonts when it comes.
fn take_later_languages(
    server: Res<AssetServer>,
    (files, fonts): (Res<Assets<FluentText>>, Res<Assets<LanguageFont>>),
    mut loading: ResMut<Loading>,
    texts: Option<ResMut<Texts>>,
    first_screen: Res<FirstScreenDrawn>,
    settings: Res<Settings>,
    areas: Res<TextAreas>,
) {
    let Some(mut texts) = texts else {
        return;
    };
    if !first_screen.0 {
        return;
    }
    let loading = &mut *loading;
    for (code, handles) in &mut loading.later_texts {
        handles.get_or_insert_with(|| {
            areas
                .0
                .iter()
                .map(|area| {
                    let name = format!("{area}.ftl");
                    let handle = server.load(format!("locales/{code}/{name}"));
                    (name, handle)
                })
                .collect()
        });
    }
    for (code, handle) in &mut loading.later_fonts {
        handle.get_or_insert_with(|| server.load(format!("locales/{code}/font.ttf")));
    }
    let order = &loading.order;
    loading.later_texts.retain(|(code, handles)| {
        let handles = handles.as_deref().unwrap_or_default();
        if !handles
            .iter()
            .all(|(_, h)| settled(server.get_load_state(h)))
        {
            return true;
        }
        let mut sources = Vec::new();
        for (name, handle) in handles {
            match files.get(handle) {
                Some(t) => sources.push((name.clone(), t.0.clone())),
                None => warn!("locales/{code}/{name} could not be loaded"),
            }
        }
        match texts.add_language(code, sources, order) {
            Ok(()) if settings.language.as_deref() == Some(code.as_str()) => {
                texts.set_language(code);
            }
            Ok(()) => {}
            Err(errors) => {
                for e in &errors {
                    warn!("texts: {e}");
                }
            }
        }
        false
    });
    loading.later_fonts.retain(|(code, handle)| {
        let Some(handle) = handle
            .as_ref()
            .filter(|h| settled(server.get_load_state(*h)))
        else {
            return true;
        };
        match fonts.get(handle) {
            Some(f) => texts
                .fonts
                .push((code.clone(), std::sync::Arc::new(f.0.clone()))),
            None => warn!("locales/{code}/font.ttf could not be loaded"),
        }
        false
    });
}
