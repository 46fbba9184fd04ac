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
use crate::app::settings::Settings;
use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use tabula_core::{Choice, GameInfo, OptionSpec, PresetInfo};
use unic_langid::LanguageIdentifier;

mod languages;
mod loading;
pub mod told;
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
            if let Some(bundle) = bundle_of(&code, files, &mut errors) {
                bundles.push((code, bundle));
            }
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

    /// Adds a language that came after the first screen (`locale/loading.rs`), in its
    /// place in `order` (the list's codes); one already here is kept. A broken translation
    /// is not added: the errors say why.
    pub fn add_language(
        &mut self,
        code: &str,
        files: Vec<(String, String)>,
        order: &[String],
    ) -> Result<(), Vec<String>> {
        if self.bundles.iter().any(|(c, _)| c == code) {
            return Ok(());
        }
        let mut errors = Vec::new();
        let bundle = bundle_of(code, files, &mut errors);
        let Some(bundle) = bundle.filter(|_| errors.is_empty()) else {
            return Err(errors);
        };
        let rank = |c: &str| order.iter().position(|o| o == c).unwrap_or(usize::MAX);
        let at = self
            .bundles
            .iter()
            .position(|(c, _)| rank(c) > rank(code))
            .unwrap_or(self.bundles.len());
        if at <= self.current {
            self.current += 1;
        }
        self.bundles.insert(at, (code.to_string(), bundle));
        Ok(())
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

/// One language's Fluent sources (file name, text) as a bundle; what is wrong goes to
/// `errors`.
fn bundle_of(code: &str, files: Vec<(String, String)>, errors: &mut Vec<String>) -> Option<Bundle> {
    let Ok(id) = code.parse::<LanguageIdentifier>() else {
        errors.push(format!("{code:?} is not a language code"));
        return None;
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
    Some(bundle)
}

pub fn plugin(app: &mut App) {
    add_file_asset::<FluentText>(app);
    add_file_asset::<LanguageListFile>(app);
    add_file_asset::<LanguageFont>(app);
    app.init_resource::<TextAreas>()
        .add_plugins(loading::plugin)
        .add_systems(
            Update,
            follow_the_setting
                .run_if(resource_exists::<Texts>.and_then(resource_changed::<Settings>)),
        );
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
