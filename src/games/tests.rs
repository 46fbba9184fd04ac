use super::*;
use crate::session::registry::GameEntry;
use crate::theme::SeatNames;
use tabula_core::{Rng64, RuleEvent, ToMove, sample_chance};
use tabula_table::{MatchSetup, SeatKind};

/// Plays random games of `G` and checks each log line: every event the players must
/// follow is told, naming the side that suffered it, and nothing internal shows (the
/// preset's id, a station code, "1 moves"). Returns how many of each kind were met.
fn every_event_is_told<G: Describe>(seats: usize, games: u64) -> [usize; 8] {
    let names = SeatNames::default();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let texts = crate::locale::Texts::from_dir(&dir).unwrap();
    let mut met = [0; 8];
    // Every preset: random players of Backgammon's default (with the cube) resign and
    // pass long before they bear off.
    for (seed, preset) in (0..games).flat_map(|s| G::INFO.presets.iter().map(move |p| (s, p))) {
        let options = G::preset(preset.name).unwrap();
        let mut g = G::new(&options, seats).unwrap();
        let mut rng = Rng64::new(seed);
        let mut events = Vec::new();
        for _ in 0..3000 {
            let action = match g.to_move() {
                ToMove::Over(_) => break,
                ToMove::Chance => {
                    let mut outcomes = Vec::new();
                    g.chance_outcomes(&mut outcomes);
                    outcomes.swap_remove(sample_chance(&outcomes, &mut rng)).0
                }
                ToMove::Seat(_) => {
                    let mut legal = Vec::new();
                    g.legal_actions(&mut legal);
                    legal.swap_remove(rng.below(legal.len() as u64) as usize)
                }
            };
            let before = g.clone();
            events.clear();
            g.apply(&action, &mut events).unwrap();
            let line = before.describe(&action, &events, &names, &texts);
            for (i, told) in told(&line, &events, &names).into_iter().enumerate() {
                if let Some(told) = told {
                    met[i] += 1;
                    assert!(told, "{}: {action} gave {line:?} for {events:?}", G::NAME);
                }
            }
            for raw in [" moves in", "1 moves", G::INFO.default_preset().name] {
                assert!(!line.contains(raw), "{}: {raw:?} in {line:?}", G::NAME);
            }
        }
    }
    met
}

/// For each kind of event (capture, stack, bonus throw, relay, borne off, barricade,
/// throws lost, the end): `None` if the action had none, else whether the line says it.
fn told(line: &str, events: &[RuleEvent], names: &SeatNames) -> [Option<bool>; 8] {
    let mut told = [None; 8];
    let mut say = |i: usize, ok: bool| told[i] = Some(told[i].unwrap_or(true) && ok);
    for e in events {
        match e {
            RuleEvent::Captured { owner, .. } => say(
                0,
                ["captures", "hits", "sends home"].iter().any(|v| {
                    line.contains(&format!("{v} {}'s", names.of(*owner)))
                        || line.contains(&format!("of {}'s", names.of(*owner)))
                }),
            ),
            RuleEvent::Stacked { .. } => say(1, line.contains("stacks with")),
            RuleEvent::ExtraThrow { .. } => say(
                2,
                line.contains("throws again") || line.contains("another throw"),
            ),
            RuleEvent::Relay { .. } => say(3, line.contains("relay")),
            RuleEvent::BorneOff { .. } => say(4, line.contains("off")),
            RuleEvent::BarricadeMoved { .. } => say(5, line.contains("barricade")),
            RuleEvent::ThrowsLost { seat, .. } => say(
                6,
                line.contains(&format!("{} cannot move", names.of(*seat))),
            ),
            RuleEvent::GameOver { .. } => say(7, line.contains("wins") || line.contains("draw")),
            _ => {}
        }
    }
    told
}

/// Every game's title, presets, options and choices are in every language, and the
/// English texts say what the crates say.
#[test]
fn every_game_is_described_in_every_language() {
    use crate::locale::Texts;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut texts = Texts::from_dir(&dir).unwrap();
    let codes: Vec<String> = texts.languages().into_iter().map(|(c, _)| c).collect();
    for code in &codes {
        assert!(texts.set_language(code));
        for g in &all().0 {
            let info = g.info();
            let mut ids = vec![
                format!("{}-title", info.name),
                format!("{}-origin", info.name),
                format!("{}-duration", info.name),
            ];
            for p in info.presets {
                ids.push(format!("{}-preset-{}", info.name, p.name));
                ids.push(format!("{}-preset-{}-summary", info.name, p.name));
            }
            for o in info.options {
                ids.push(format!("{}-option-{}", info.name, o.key));
                ids.push(format!("{}-option-{}-explain", info.name, o.key));
                if let tabula_core::OptionKind::Choice(choices) = o.kind {
                    for c in choices {
                        ids.push(format!("{}-option-{}-{}", info.name, o.key, c.value));
                    }
                }
            }
            let missing: Vec<&String> = ids.iter().filter(|id| !texts.has(id)).collect();
            assert!(missing.is_empty(), "{code} lacks {missing:?}");
            if code == "en" {
                assert_eq!(texts.game_title(info), info.title);
                for p in info.presets {
                    assert_eq!(texts.preset_label(info, p), p.label);
                    assert_eq!(texts.preset_summary(info, p), p.summary);
                }
                for o in info.options {
                    assert_eq!(texts.option_label(info, o), o.label);
                }
            }
        }
    }
    assert!(codes.len() >= 3);
}

/// Every game's scenes start: their actions replay, each one, from their setup.
#[test]
fn every_scene_replays_to_its_end() {
    let mut n = 0;
    for entry in &all().0 {
        for scene in entry.scenes() {
            let saved = scene.saved(entry.name(), entry.demo_seats());
            let check = entry
                .replays(&saved)
                .unwrap_or_else(|e| panic!("{}: {e}", scene.name));
            assert_eq!(check.refused, None, "{}", scene.name);
            assert_eq!(check.kept, scene.actions.len(), "{}", scene.name);
            n += 1;
        }
    }
    assert!(n >= 5, "the cube's scenes are listed");
}

#[test]
fn every_event_of_every_game_is_in_the_log() {
    // Capture, stack, bonus throw, relay, borne off, barricade, throws lost, the end.
    let yut = every_event_is_told::<Yut>(2, 20);
    let chisolo = every_event_is_told::<Chisolo>(2, 10);
    let backgammon = every_event_is_told::<Backgammon>(2, 10);
    let malefiz = every_event_is_told::<Malefiz>(4, 5);
    for (game, met, kinds) in [
        ("yut", yut, &[0, 1, 2, 4, 7][..]),
        ("chisolo", chisolo, &[0, 3, 7]),
        ("backgammon", backgammon, &[0, 4, 6, 7]),
        // Random pawns seldom reach the goal, nor find every move blocked.
        ("malefiz", malefiz, &[0, 5]),
    ] {
        for k in kinds {
            assert!(met[*k] > 0, "{game} never met event kind {k}: {met:?}");
        }
    }
}

/// Each language letters Yut's big stations in its own alphabet, and the move log names
/// every station by those letters: never by its code in saves (O7, A1, C).
#[test]
fn yut_names_stations_by_the_letters_on_the_board() {
    use tabula_yut::Station;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut texts = crate::locale::Texts::from_dir(&dir).unwrap();
    for (code, letters, two_past_second, one_in_from_third) in [
        ("en", ["A", "B", "C", "D", "E"], "2 past B", "1 in from C"),
        (
            "ru",
            ["А", "Б", "В", "Г", "Д"],
            "поле 2 после Б",
            "поле 1 от В к центру",
        ),
        // 가 나 다 라 마, "나 다음 2번째 칸", "다 안쪽 1번째 칸", escaped: the strings of
        // src/ are held to the UI font, which has no Hangul (ui::style's test).
        (
            "ko",
            ["\u{ac00}", "\u{b098}", "\u{b2e4}", "\u{b77c}", "\u{b9c8}"],
            "\u{b098} \u{b2e4}\u{c74c} 2\u{bc88}\u{c9f8} \u{ce78}",
            "\u{b2e4} \u{c548}\u{cabd} 1\u{bc88}\u{c9f8} \u{ce78}",
        ),
    ] {
        assert!(texts.set_language(code));
        // In the roles of the seeds' А Б В Г Д: the start, the corners five and ten
        // steps in, the centre, the corner fifteen steps in.
        let big = [
            Station::A,
            Station::B,
            Station::V,
            Station::CENTRE,
            Station::D,
        ];
        for (st, letter) in big.into_iter().zip(letters) {
            assert_eq!(yut::station_letter(st, &texts).as_deref(), Some(letter));
        }
        assert_eq!(yut::station_letter(Station::ring(7), &texts), None);
        let words: Vec<String> = Station::all()
            .map(|st| yut::station_words(st, &texts))
            .collect();
        assert_eq!(words[0], letters[0], "{code}");
        assert_eq!(words[7], two_past_second, "{code}");
        assert_eq!(words[24], one_in_from_third, "{code}");
        assert_eq!(words[28], letters[3], "{code}");
        for (st, w) in Station::all().zip(&words) {
            assert_ne!(*w, st.to_string(), "{code}");
        }
        let unique: std::collections::HashSet<&String> = words.iter().collect();
        assert_eq!(unique.len(), words.len(), "{code}: {words:?}");
    }
}

/// Only Russian reads Cyrillic: the English and Korean Yut texts letter the stations
/// in their own alphabets, not the seeds' А Б В Г Д. And every Yut text finds the
/// letters it names, in every language.
#[test]
fn yut_texts_name_the_stations_in_their_own_alphabet() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let cyrillic = |t: &str| t.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
    for code in ["en", "ko"] {
        let text = std::fs::read_to_string(dir.join(code).join("yut.ftl")).unwrap();
        let lines: Vec<&str> = text.lines().filter(|l| cyrillic(l)).collect();
        assert!(lines.is_empty(), "{code}/yut.ftl: {lines:?}");
    }
    let english = std::fs::read_to_string(dir.join("en/yut.ftl")).unwrap();
    let ids: Vec<&str> = english
        .lines()
        .filter_map(|l| Some(l.split_once(" = ")?.0))
        .filter(|id| id.starts_with("yut-") && !id.contains(' '))
        .collect();
    assert!(ids.contains(&"yut-page-board"), "{ids:?}");
    let mut texts = crate::locale::Texts::from_dir(&dir).unwrap();
    for code in ["en", "ru", "ko"] {
        assert!(texts.set_language(code));
        for id in &ids {
            let told = texts.get(id);
            // Fluent shows a reference to a missing message as its id in braces.
            assert!(!told.contains("{yut-"), "{code}: {id}: {told}");
            assert!(code == "ru" || !cyrillic(&told), "{code}: {id}: {told}");
        }
    }
}

#[test]
fn every_game_has_a_default_preset_that_starts() {
    let games = all();
    for g in &games.0 {
        let setup = MatchSetup {
            game: g.name().into(),
            preset: g.info().default_preset().name.into(),
            seats: vec![SeatKind::Person; *g.info().seats.start()],
            ..MatchSetup::default()
        };
        assert_eq!(g.check(&setup), Ok(()), "{}", g.name());
    }
    assert!(
        games
            .find("chess")
            .err()
            .unwrap()
            .to_string()
            .contains("backgammon")
    );
}

/// Every text a setup form for `game` draws, the preset and options as `setup` has them.
fn form_texts(game: &dyn GameEntry, setup: &mut MatchSetup) -> Vec<String> {
    use bevy_egui::egui;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let words = crate::locale::Texts::from_dir(&dir).unwrap();
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::ui::style::text_font_definitions());
    let mut texts = Vec::new();
    // The first pass lays out, the second draws what it laid out.
    for _ in 0..2 {
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            crate::ui::menus::setup::rules_form(ui, game, setup, &words);
        });
        output.textures_delta.clear();
        texts.clear();
        let mut shapes: Vec<egui::Shape> = output.shapes.into_iter().map(|c| c.shape).collect();
        while let Some(shape) = shapes.pop() {
            match shape {
                egui::Shape::Text(t) => texts.push(t.galley.text().to_string()),
                egui::Shape::Vec(inner) => shapes.extend(inner),
                _ => {}
            }
        }
    }
    texts
}

/// The setup form and the saves read each game's own description: every option it
/// describes is offered by the form with its label and choices, and every value it
/// lists is taken by a setup, survives a save and replays, while others are refused.
/// (The command line's help reads the same descriptions: crates/cli/tests/cli.rs.)
#[test]
fn the_setup_form_and_the_saves_read_each_games_description() {
    use tabula_core::OptionKind;
    use tabula_table::SavedMatch;
    for g in &all().0 {
        let info = g.info();
        let mut setup = MatchSetup {
            game: info.name.into(),
            preset: info.default_preset().name.into(),
            seats: vec![SeatKind::Person; *info.seats.start()],
            ..MatchSetup::default()
        };
        let texts = form_texts(&**g, &mut setup);
        let shown = |text: &str| texts.iter().any(|t| t == text);
        assert!(
            shown(info.default_preset().label),
            "{}: {texts:?}",
            info.name
        );
        assert!(shown(info.default_preset().summary), "{}", info.name);
        for spec in info.options {
            match spec.kind {
                OptionKind::Choice(choices) => {
                    assert!(
                        shown(&format!("{}:", spec.label)),
                        "{}: {texts:?}",
                        spec.key
                    );
                    for c in choices {
                        assert!(shown(c.label), "{} {}: {texts:?}", spec.key, c.label);
                    }
                }
                // A slider writes its label beside the number.
                _ => assert!(shown(spec.label), "{}: {texts:?}", spec.key),
            }
            for value in spec.kind.value_texts() {
                let chosen = MatchSetup {
                    options: vec![(spec.key.into(), value.clone())],
                    ..setup.clone()
                };
                assert_eq!(g.check(&chosen), Ok(()), "{}={value}", spec.key);
                let saved = SavedMatch::new(chosen.clone(), Vec::new());
                let json = serde_json::to_string(&saved).unwrap();
                let back: SavedMatch = serde_json::from_str(&json).unwrap();
                assert_eq!(
                    g.replays(&back).map(|c| c.refused),
                    Ok(None),
                    "{}={value}",
                    spec.key
                );
                let read = g.option_value(&back.setup, spec.key).expect("a value");
                match spec.kind {
                    OptionKind::Number { .. } => assert_eq!(
                        read.parse::<f64>().ok(),
                        value.parse::<f64>().ok(),
                        "{}",
                        spec.key
                    ),
                    _ => assert_eq!(read, value, "{}", spec.key),
                }
            }
            let wrong = MatchSetup {
                options: vec![(spec.key.into(), "no-such-value".into())],
                ..setup.clone()
            };
            assert!(g.check(&wrong).is_err(), "{} took a wrong value", spec.key);
        }
    }
}

/// Each game's gallery sketch: its board picture, only roles a theme fills, every
/// place and line on the board, and what the start holds.
#[test]
fn every_game_is_sketched_on_its_board() {
    use crate::ui::gallery::GalleryPages;
    let roles = sprite_roles();
    let mut images = Assets::<Image>::default();
    let theme = crate::theme::Theme::builtin(&mut images, &roles);
    let mut pages = GalleryPages::default();
    pages.add::<Yut>();
    pages.add::<Chisolo>();
    pages.add::<Backgammon>();
    pages.add::<Malefiz>();
    for g in &all().0 {
        let name = g.name();
        let sketch = pages
            .sketch(name, &theme)
            .expect("the default setup starts");
        assert_eq!(sketch.board_role, g.board_role());
        let (lo, hi) = (
            sketch.centre - sketch.size / 2.0,
            sketch.centre + sketch.size / 2.0,
        );
        let on_board = |p: Vec2| p.cmpge(lo).all() && p.cmple(hi).all();
        for s in &sketch.stamps {
            assert!(
                roles.0.iter().any(|r| r.name == s.role),
                "{name}: {} is no role",
                s.role
            );
            assert!(
                on_board(s.at),
                "{name}: {} at {:?} is off the board",
                s.role,
                s.at
            );
        }
        for (a, b) in &sketch.lines {
            assert!(on_board(*a) && on_board(*b), "{name}: a line off the board");
        }
        let count = |prefix: &str| {
            sketch
                .stamps
                .iter()
                .filter(|s| s.role.starts_with(prefix))
                .count()
        };
        match name {
            "yut" => assert_eq!(count("yut.station"), tabula_yut::Station::all().count()),
            "chisolo" => {
                assert_eq!(count("chisolo.pit"), 28);
                assert_eq!(count("chisolo.seed."), 66);
            }
            "backgammon" => assert_eq!(count("backgammon.checker."), 30),
            "malefiz" => {
                assert_eq!(
                    count("malefiz.field") + count("malefiz.goal"),
                    tabula_malefiz::FIELD_COUNT
                );
                assert_eq!(count("malefiz.house."), 4);
                assert_eq!(count("malefiz.barricade"), tabula_malefiz::BARRICADES);
                assert_eq!(count("piece."), 20);
                assert_eq!(sketch.lines.len(), tabula_malefiz::edges().count() + 4);
            }
            other => panic!("a game the test does not know: {other}"),
        }
    }
}
