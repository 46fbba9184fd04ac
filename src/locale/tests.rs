use super::*;

fn shipped() -> Texts {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    Texts::from_dir(&dir).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn a_message_reads_plainly_in_the_log() {
    let told = Told::new("theme-no-picture")
        .text("theme", "ink")
        .text("role", "piece.0");
    assert_eq!(
        told.to_string(),
        "theme-no-picture (theme: ink, role: piece.0)"
    );
    assert_eq!(Told::new("ok").to_string(), "ok");
    let told = Told::new("a").number("n", 3).told("b", "c");
    assert_eq!(told.to_string(), "a (n: 3, b: c)");
}

#[test]
fn the_language_follows_the_choice_then_the_system_then_english() {
    let offered: Vec<String> = ["en", "ru", "ko"].map(String::from).to_vec();
    assert_eq!(choose_language(Some("ko"), Some("ru-RU"), &offered), "ko");
    assert_eq!(choose_language(None, Some("ru-RU"), &offered), "ru");
    assert_eq!(choose_language(None, Some("ko_KR.UTF-8"), &offered), "ko");
    assert_eq!(choose_language(None, Some("de-DE"), &offered), "en");
    assert_eq!(choose_language(Some("xx"), None, &offered), "en");
}

/// The areas English has (its Fluent files' names).
fn areas(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join(FALLBACK))
        .unwrap()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// The ids of the messages of a Fluent text.
fn message_ids(text: &str) -> Vec<String> {
    let resource = FluentResource::try_new(text.to_string()).expect("parses");
    resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_language_has_every_english_message_and_parses() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let list = parse_list(&std::fs::read_to_string(dir.join("languages.list")).unwrap());
    assert_eq!(list[0], FALLBACK);
    assert!(list.len() >= 3, "{list:?}");
    for area in areas(&dir) {
        let english = std::fs::read_to_string(dir.join("en").join(format!("{area}.ftl"))).unwrap();
        let wanted = message_ids(&english);
        assert!(wanted.len() > 5, "{area}: {wanted:?}");
        for code in &list[1..] {
            let text = std::fs::read_to_string(dir.join(code).join(format!("{area}.ftl")))
                .unwrap_or_else(|e| panic!("{code}/{area}.ftl: {e}"));
            let have = message_ids(&text);
            let missing: Vec<&String> = wanted.iter().filter(|id| !have.contains(id)).collect();
            assert!(missing.is_empty(), "{code}/{area}.ftl lacks {missing:?}");
        }
    }
    // And they make bundles without errors.
    let t = shipped();
    assert_eq!(t.languages().len(), list.len());
}

/// Every letter of every language's texts is in Ubuntu Light (the UI's font) or in the
/// language's own font: egui would draw a box for one that is in neither.
#[test]
fn the_fonts_have_every_letter_of_every_language() {
    use skrifa::MetadataProvider;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let list = std::fs::read_to_string(dir.join("languages.list")).unwrap();
    let ubuntu = skrifa::FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).unwrap();
    let mut own_fonts = 0;
    for (code, has_font) in parse_list_with_fonts(&list) {
        let own = has_font.then(|| std::fs::read(dir.join(&code).join("font.ttf")).unwrap());
        own_fonts += usize::from(own.is_some());
        let own = own.as_deref().map(|b| skrifa::FontRef::new(b).unwrap());
        let mut missing = std::collections::BTreeSet::new();
        for area in areas(&dir) {
            let text =
                std::fs::read_to_string(dir.join(&code).join(format!("{area}.ftl"))).unwrap();
            for c in text.chars().filter(|c| !c.is_control()) {
                let covered = ubuntu.charmap().map(c).is_some()
                    || own.as_ref().is_some_and(|f| f.charmap().map(c).is_some());
                if !covered {
                    missing.insert(c);
                }
            }
        }
        // And what the shipped themes call their side colours in this language.
        for theme in std::fs::read_dir(dir.join("../themes")).unwrap().flatten() {
            let Ok(text) = std::fs::read_to_string(theme.path().join("theme.ron")) else {
                continue;
            };
            let manifest: crate::theme::ThemeManifest = ron::from_str(&text).unwrap();
            for name in &manifest.side_names {
                for c in name.in_language(&code).unwrap_or_default().chars() {
                    let covered = ubuntu.charmap().map(c).is_some()
                        || own.as_ref().is_some_and(|f| f.charmap().map(c).is_some());
                    if !covered {
                        missing.insert(c);
                    }
                }
            }
        }
        assert!(missing.is_empty(), "{code}: no glyph for {missing:?}");
    }
    assert!(own_fonts >= 1, "Korean brings its font");
}

#[test]
fn plurals_follow_each_language() {
    let mut t = shipped();
    let moves = |t: &Texts, n: i64| t.with("count-moves", &[("count", n.into())]);
    assert_eq!(moves(&t, 1), "1 move");
    assert_eq!(moves(&t, 5), "5 moves");
    assert!(t.set_language("ru"));
    assert_eq!(moves(&t, 1), "1 ход");
    assert_eq!(moves(&t, 3), "3 хода");
    assert_eq!(moves(&t, 5), "5 ходов");
    assert_eq!(moves(&t, 21), "21 ход");
    assert!(t.set_language("ko"));
    assert_eq!(moves(&t, 5), "5\u{c218}");
    // A missing id shows itself, not nothing.
    assert_eq!(t.get("no-such-message"), "no-such-message");
}

/// The game starts with its first language and English; the others come once the first
/// screen is drawn, in the list's order, and one the settings chose meanwhile is used as
/// it comes.
#[test]
fn the_other_languages_come_after_the_first_screen() {
    use crate::app::screens::{FirstScreenDrawn, Screen};
    use bevy::state::app::StatesPlugin;
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin {
            file_path: crate::assets_dir(),
            ..default()
        },
    ))
    .init_state::<Screen>()
    .init_resource::<FirstScreenDrawn>()
    .insert_resource(Settings {
        language: Some("ko".into()),
        ..default()
    })
    .add_plugins(plugin);
    let codes = |app: &App| {
        app.world().get_resource::<Texts>().map(|t| {
            t.languages()
                .into_iter()
                .map(|(c, _)| c)
                .collect::<Vec<_>>()
        })
    };
    let frames = |app: &mut App, n: usize, done: &dyn Fn(&App) -> bool| {
        for _ in 0..n {
            app.update();
            if done(app) {
                return true;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        false
    };
    assert!(frames(&mut app, 1000, &|a| codes(a).is_some()), "no texts");
    assert_eq!(codes(&app).unwrap(), ["en", "ko"]);
    assert_eq!(app.world().resource::<Texts>().language(), "ko");
    // Russian, chosen before its texts came, is not asked for before the first screen.
    app.world_mut().resource_mut::<Settings>().language = Some("ru".into());
    frames(&mut app, 40, &|_| false);
    assert_eq!(codes(&app).unwrap(), ["en", "ko"]);
    assert_eq!(app.world().resource::<Texts>().language(), "ko");
    app.world_mut().resource_mut::<FirstScreenDrawn>().0 = true;
    let all = |a: &App| codes(a).is_some_and(|c| c.len() == 3);
    assert!(frames(&mut app, 1000, &all), "{:?}", codes(&app));
    assert_eq!(codes(&app).unwrap(), ["en", "ru", "ko"]);
    let texts = app.world().resource::<Texts>();
    assert_eq!(texts.language(), "ru");
    assert_eq!(texts.get("language-name"), "Русский");
}
