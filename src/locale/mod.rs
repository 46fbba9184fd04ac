//! The words players read, in their language. The texts are Fluent files under
//! `assets/locales/<language>/`, one per area ([`TextAreas`]: `app` and each game), and the
//! languages offered are
//! listed in `assets/locales/languages.list`; all load like any other asset, so a
//! translator adds a language by adding a folder and a line. Each language's `app.ftl`
//! names the language in itself (`language-name`) for the settings' list.
//!
//! A message missing from a language falls back to English, then to its id, so a partial
//! translation still shows every screen.

use crate::app::file_assets::{FromFile, add_file_asset};
use crate::app::screens::{FirstScreenDrawn, Screen};
use crate::app::settings::Settings;
use bevy::asset::LoadState;
use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use tabula_core::{Choice, GameInfo, OptionSpec, PresetInfo};
use unic_langid::LanguageIdentifier;

mod languages;
pub mod told;
use languages::system_language;
pub use languages::{
    FALLBACK, LanguageListFile, choose_language, parse_list, parse_list_with_fonts,
};
pub use told::{Arg, Told};

/// The areas each language's texts are split into, a Fluent file each: the app's, and one
/// per game (the games add theirs).
#[derive(Resource, Clone, Debug)]
pub struct TextAreas(pub Vec<String>);

impl Default for TextAreas {
    fn default() -> Self {
        TextAreas(vec!["app".to_string()])
    }
}

/// A Fluent file as loaded.
#[derive(Asset, TypePath, Debug)]
pub struct FluentText(pub String);

/// A language's own font (for a script Ubuntu Light lacks), as loaded.
#[derive(Asset, TypePath, Debug)]
pub struct LanguageFont(pub Vec<u8>);

impl FromFile for FluentText {
    const EXTENSIONS: &'static [&'static str] = &["ftl"];

    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError> {
        Ok(FluentText(String::from_utf8(bytes)?))
    }
}

impl FromFile for LanguageFont {
    const EXTENSIONS: &'static [&'static str] = &["ttf"];

    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError> {
        Ok(LanguageFont(bytes))
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The id of the message that is game `name`'s title, for a [`Told`] that names a game.
pub fn game_title_id(name: &str) -> String {
    format!("{name}-title")
}

/// Every language's texts and the one in use.
#[derive(Resource)]
pub struct Texts {
    /// Each language's code and bundle, in the list's order (English first).
    bundles: Vec<(String, Bundle)>,
    current: usize,
    /// The languages' own fonts, for the UI to add after its text font.
    pub fonts: Vec<(String, std::sync::Arc<Vec<u8>>)>,
}

impl Texts {
    /// The texts of these languages (code, Fluent sources); the errors name the file and
    /// what is wrong. English must be among them.
    pub fn new(sources: Vec<(String, Vec<(String, String)>)>) -> Result<Texts, Vec<String>> {
        let mut errors = Vec::new();
        let mut bundles = Vec::new();
        for (code, files) in sources {
            let Ok(id) = code.parse::<LanguageIdentifier>() else {
                errors.push(format!("{code:?} is not a language code"));
                continue;
            };
            let mut bundle = Bundle::new_concurrent(vec![id]);
            // egui draws Unicode's isolation marks as boxes; the texts need none.
            bundle.set_use_isolating(false);
            for (name, text) in files {
                let resource = match FluentResource::try_new(text) {
                    Ok(r) => r,
                    Err((r, e)) => {
                        errors.push(format!("{code}/{name}: {} syntax errors", e.len()));
                        r
                    }
                };
                if let Err(e) = bundle.add_resource(resource) {
                    errors.push(format!("{code}/{name}: {} messages defined twice", e.len()));
                }
            }
            bundles.push((code, bundle));
        }
        if !bundles.iter().any(|(c, _)| c == FALLBACK) {
            errors.push("no English texts".to_string());
        }
        if errors.is_empty() {
            let current = bundles.iter().position(|(c, _)| c == FALLBACK).unwrap_or(0);
            Ok(Texts {
                bundles,
                current,
                fonts: Vec::new(),
            })
        } else {
            Err(errors)
        }
    }

    /// The texts under `dir` (`assets/locales`), every area of every language, read from
    /// disk (tests, checks).
    pub fn from_dir(dir: &std::path::Path) -> Result<Texts, Vec<String>> {
        let list = std::fs::read_to_string(dir.join("languages.list"))
            .map_err(|e| vec![format!("languages.list: {e}")])?;
        let mut sources = Vec::new();
        for code in parse_list(&list) {
            let mut files: Vec<(String, String)> = std::fs::read_dir(dir.join(&code))
                .map_err(|e| vec![format!("{code}: {e}")])?
                .filter_map(|entry| {
                    let path = entry.ok()?.path();
                    let name = path.file_name()?.to_str()?.to_string();
                    name.ends_with(".ftl")
                        .then(|| Some((name, std::fs::read_to_string(&path).ok()?)))?
                })
                .collect();
            files.sort();
            sources.push((code, files));
        }
        Texts::new(sources)
    }

    /// The languages offered: code and the language's name for itself.
    pub fn languages(&self) -> Vec<(String, String)> {
        self.bundles
            .iter()
            .map(|(code, b)| {
                (
                    code.clone(),
                    message(b, "language-name", None).unwrap_or_else(|| code.clone()),
                )
            })
            .collect()
    }

    /// The language in use.
    pub fn language(&self) -> &str {
        &self.bundles[self.current].0
    }

    /// Uses the language of this code, if it is offered; true if it is.
    pub fn set_language(&mut self, code: &str) -> bool {
        match self.bundles.iter().position(|(c, _)| c == code) {
            Some(i) => {
                self.current = i;
                true
            }
            None => false,
        }
    }

    /// A message in the language in use.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message, or `fallback` where no language has it (a game's English description
    /// lives in its crate).
    pub fn get_or(&self, id: &str, fallback: &str) -> String {
        let current = &self.bundles[self.current].1;
        message(current, id, None)
            .or_else(|| {
                let english = self.bundles.iter().find(|(c, _)| c == FALLBACK)?;
                message(&english.1, id, None)
            })
            .unwrap_or_else(|| fallback.to_string())
    }

    /// True when the language in use has this message itself.
    pub fn has(&self, id: &str) -> bool {
        self.bundles[self.current].1.has_message(id)
    }

    /// A game's title ("Yut Nori", "Нарды").
    pub fn game_title(&self, info: &GameInfo) -> String {
        self.get_or(&game_title_id(info.name), info.title)
    }

    /// A preset's label.
    pub fn preset_label(&self, info: &GameInfo, preset: &PresetInfo) -> String {
        self.get_or(
            &format!("{}-preset-{}", info.name, preset.name),
            preset.label,
        )
    }

    /// A preset's one-line summary.
    pub fn preset_summary(&self, info: &GameInfo, preset: &PresetInfo) -> String {
        let id = format!("{}-preset-{}-summary", info.name, preset.name);
        self.get_or(&id, preset.summary)
    }

    /// An option's label.
    pub fn option_label(&self, info: &GameInfo, option: &OptionSpec) -> String {
        self.get_or(
            &format!("{}-option-{}", info.name, option.key),
            option.label,
        )
    }

    /// What an option does, in a line (none if the language files do not say).
    pub fn option_explanation(&self, info: &GameInfo, option: &OptionSpec) -> Option<String> {
        let id = format!("{}-option-{}-explain", info.name, option.key);
        self.has(&id).then(|| self.get(&id))
    }

    /// The label of one of a choice option's values.
    pub fn choice_label(&self, info: &GameInfo, option: &OptionSpec, choice: &Choice) -> String {
        let id = format!("{}-option-{}-{}", info.name, option.key, choice.value);
        self.get_or(&id, choice.label)
    }

    /// A message with its arguments ("count" for plurals, names, numbers).
    pub fn with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, v.clone());
        }
        self.format(id, Some(&a))
    }

    /// A message handed over by id.
    pub fn told(&self, told: &Told) -> String {
        let args: Vec<(&str, FluentValue<'_>)> = told
            .args
            .iter()
            .map(|(k, v)| {
                let value = match v {
                    Arg::Text(t) => FluentValue::from(t.clone()),
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Message(id) => FluentValue::from(self.get(id)),
                };
                (*k, value)
            })
            .collect();
        self.with(told.id, &args)
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let current = &self.bundles[self.current].1;
        message(current, id, args)
            .or_else(|| {
                let english = self.bundles.iter().find(|(c, _)| c == FALLBACK)?;
                message(&english.1, id, args)
            })
            .unwrap_or_else(|| id.to_string())
    }
}

fn message(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        warn!("text {id}: {errors:?}");
    }
    Some(text.into_owned())
}

/// The texts' files while they load.
#[derive(Resource, Default)]
struct Loading {
    list: Handle<LanguageListFile>,
    files: Vec<(String, String, Handle<FluentText>)>,
    fonts: Vec<(String, Handle<LanguageFont>)>,
    /// The fonts of languages other than the one the game starts in: asked for once the
    /// first screen is drawn (the web's first download is that much smaller) and taken up
    /// as each comes, to write the languages' own names in the settings and to switch to
    /// them.
    later_fonts: Vec<(String, Option<Handle<LanguageFont>>)>,
    started: bool,
}

pub fn plugin(app: &mut App) {
    add_file_asset::<FluentText>(app);
    add_file_asset::<LanguageListFile>(app);
    add_file_asset::<LanguageFont>(app);
    app.init_resource::<Loading>()
        .init_resource::<TextAreas>()
        .add_systems(OnEnter(Screen::Loading), start_loading)
        .add_systems(Update, track_loading.run_if(in_state(Screen::Loading)))
        .add_systems(
            Update,
            take_later_fonts.run_if(|l: Res<Loading>| !l.later_fonts.is_empty()),
        )
        .add_systems(
            Update,
            follow_the_setting
                .run_if(resource_exists::<Texts>.and_then(resource_changed::<Settings>)),
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
        for (code, font) in codes {
            if font && code == first {
                let handle = server.load(format!("locales/{code}/font.ttf"));
                loading.fonts.push((code.clone(), handle));
            } else if font {
                loading.later_fonts.push((code.clone(), None));
            }
            for area in &areas.0 {
                let name = format!("{area}.ftl");
                let handle = server.load(format!("locales/{code}/{name}"));
                loading.files.push((code.clone(), name, handle));
            }
        }
        loading.started = true;
    }
    let done =
        |state: Option<LoadState>| matches!(state, Some(LoadState::Loaded | LoadState::Failed(_)));
    let settled = loading
        .files
        .iter()
        .all(|(_, _, h)| done(server.get_load_state(h)))
        && loading
            .fonts
            .iter()
            .all(|(_, h)| done(server.get_load_state(h)));
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

/// Asks for the other languages' fonts once the first screen is drawn; each joins the
/// texts when it comes.
fn take_later_fonts(
    server: Res<AssetServer>,
    fonts: Res<Assets<LanguageFont>>,
    mut loading: ResMut<Loading>,
    texts: Option<ResMut<Texts>>,
    first_screen: Res<FirstScreenDrawn>,
) {
    let Some(mut texts) = texts else {
        return;
    };
    if !first_screen.0 {
        return;
    }
    for (code, handle) in &mut loading.later_fonts {
        handle.get_or_insert_with(|| server.load(format!("locales/{code}/font.ttf")));
    }
    loading.later_fonts.retain(|(code, handle)| {
        let Some(handle) = handle else {
            return true;
        };
        match server.get_load_state(handle) {
            Some(LoadState::Loaded) => {
                if let Some(f) = fonts.get(handle) {
                    texts
                        .fonts
                        .push((code.clone(), std::sync::Arc::new(f.0.clone())));
                }
                false
            }
            Some(LoadState::Failed(_)) => {
                warn!("locales/{code}/font.ttf could not be loaded");
                false
            }
            _ => true,
        }
    });
}

pub fn follow_the_setting(settings: Res<Settings>, mut texts: ResMut<Texts>) {
    if let Some(code) = &settings.language
        && texts.language() != code
    {
        texts.set_language(code);
    }
}

#[cfg(test)]
mod tests;
