use super::*;
use tabula_core::{Game, Rng64, ToMove, sample_chance};
use tabula_table::{MatchSetup, SeatKind, first_state};
use tabula_yut::Yut;

fn temp_dir(name: &str) -> DataDir {
    let dir = std::env::temp_dir().join(format!("tabula-saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    DataDir(Some(dir))
}

fn saved(game: &str, at: i64) -> SavedMatch {
    SavedMatch {
        setup: MatchSetup {
            game: game.into(),
            ..MatchSetup::default()
        },
        actions: vec!["first:0".into(), "throw:gae".into()],
        saved_at: Some(at),
    }
}

#[test]
fn each_game_has_its_own_slot() {
    let dir = temp_dir("slots");
    assert_eq!(read_save(&dir, "yut").unwrap(), None);
    write_save(&dir, &saved("yut", 10)).unwrap();
    write_save(&dir, &saved("chisolo", 20)).unwrap();
    assert_eq!(read_save(&dir, "yut").unwrap(), Some(saved("yut", 10)));
    let (all, problems) = read_saves(&dir, &["yut", "chisolo", "malefiz"]);
    assert!(problems.is_empty());
    let all: Vec<SavedMatch> = all.into_iter().map(|r| r.saved).collect();
    assert_eq!(all, vec![saved("chisolo", 20), saved("yut", 10)]);
    clear_save(&dir, "yut");
    assert_eq!(read_save(&dir, "yut").unwrap(), None);
    assert_eq!(
        read_save(&dir, "chisolo").unwrap(),
        Some(saved("chisolo", 20))
    );
}

#[test]
fn the_old_single_save_moves_into_its_slot() {
    let dir = temp_dir("old");
    write_json(&dir, OLD_AUTOSAVE, &saved("malefiz", 5)).unwrap();
    let (all, _) = read_saves(&dir, &["yut", "malefiz"]);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].saved, saved("malefiz", 5));
    assert!(!dir.file(OLD_AUTOSAVE).unwrap().exists());
    // A taken slot is not overwritten: the old save stays where it was.
    write_json(&dir, OLD_AUTOSAVE, &saved("malefiz", 1)).unwrap();
    let (all, _) = read_saves(&dir, &["malefiz"]);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].saved, saved("malefiz", 5));
    assert!(dir.file(OLD_AUTOSAVE).unwrap().exists());
}

#[test]
fn a_damaged_save_is_reported_and_kept_aside() {
    let dir = temp_dir("damaged");
    let path = dir.file(&slot("yut")).unwrap();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "{ not json").unwrap();
    let (all, problems) = read_saves(&dir, &["yut"]);
    assert!(all.is_empty());
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].0, "yut");
    assert!(problems[0].1.contains("damaged"), "{problems:?}");
    assert!(!path.exists(), "moved aside");
    let kept = path.with_extension("damaged-1.json");
    assert_eq!(std::fs::read_to_string(kept).unwrap(), "{ not json");
    // A second damaged file does not overwrite the first.
    std::fs::write(&path, "[]").unwrap();
    read_save(&dir, "yut").unwrap_err();
    assert!(path.with_extension("damaged-2.json").exists());
}

#[test]
fn a_copy_is_kept_before_a_damaged_end_is_dropped() {
    let dir = temp_dir("copy");
    write_save(&dir, &saved("yut", 3)).unwrap();
    assert!(keep_copy(&dir, "yut"));
    let path = dir.file(&slot("yut")).unwrap();
    let copy = std::fs::read_to_string(path.with_extension("damaged-1.json")).unwrap();
    assert_eq!(copy, std::fs::read_to_string(&path).unwrap());
}

/// A real match of Yut between two people, random moves and throws (every action
/// replays), and whether each action was a person's move (not a throw).
fn real_match(actions: usize) -> (SavedMatch, Vec<bool>) {
    let setup = MatchSetup {
        seats: vec![SeatKind::Person; 2],
        ..MatchSetup::default()
    };
    let mut game = first_state::<Yut>(&setup).unwrap();
    let mut rng = Rng64::new(11);
    let (mut played, mut moves, mut events) = (Vec::new(), Vec::new(), Vec::new());
    while played.len() < actions {
        let action = match game.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                let mut outcomes = Vec::new();
                game.chance_outcomes(&mut outcomes);
                outcomes.swap_remove(sample_chance(&outcomes, &mut rng)).0
            }
            ToMove::Seat(_) => {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                legal.swap_remove(rng.below(legal.len() as u64) as usize)
            }
        };
        moves.push(matches!(game.to_move(), ToMove::Seat(_)));
        game.apply(&action, &mut events).unwrap();
        played.push(action.to_string());
    }
    let saved = SavedMatch {
        setup,
        actions: played,
        saved_at: Some(1_796_000_000),
    };
    (saved, moves)
}

/// Writes `text` as game `game`'s save file, in a fresh data folder.
fn damaged_slot(name: &str, game: &str, text: &str) -> DataDir {
    let dir = temp_dir(name);
    let path = dir.file(&slot(game)).unwrap();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    dir
}

fn unreadable(game: &str) -> Told {
    Told::new("notice-save-unreadable").told("game", game_title_id(game))
}

/// Where the action list of a save's `text` opens, and where each action's string ends.
fn action_ends(text: &str, actions: &[String]) -> (usize, Vec<usize>) {
    let opening = "\"actions\": [";
    let list = text.find(opening).unwrap() + opening.len();
    let mut ends = Vec::new();
    let mut at = list;
    for action in actions {
        let quoted = format!("\"{action}\"");
        at += text[at..].find(&quoted).unwrap() + quoted.len();
        ends.push(at);
    }
    (list, ends)
}

#[test]
fn a_save_cut_anywhere_continues_from_its_last_whole_action_or_is_kept_aside() {
    let games = crate::games::all();
    let (whole, person_moved) = real_match(14);
    assert_eq!(whole.actions.len(), 14);
    assert!(person_moved.contains(&true) && person_moved.contains(&false));
    let text = serde_json::to_string_pretty(&whole).unwrap();
    let (list, ends) = action_ends(&text, &whole.actions);
    for cut in 0..text.len() {
        let dir = damaged_slot("cut", "yut", &text[..cut]);
        let path = dir.file(&slot("yut")).unwrap();
        let (offered, notices) = saves_on_offer(&dir, &games);
        let copy = std::fs::read_to_string(path.with_extension("damaged-1.json"));
        assert_eq!(
            copy.unwrap(),
            text[..cut],
            "cut at {cut}: the file as it was"
        );
        if cut < list {
            // The setup or the list's start is missing: nothing to continue.
            assert!(offered.is_empty(), "cut at {cut}");
            assert_eq!(notices, vec![unreadable("yut")], "cut at {cut}");
            assert!(!path.exists(), "cut at {cut}: moved aside");
            continue;
        }
        let kept = ends.iter().filter(|&&end| end <= cut).count();
        assert_eq!(offered.len(), 1, "cut at {cut}: {notices:?}");
        let offer = &offered[0];
        assert_eq!(offer.saved.setup, whole.setup, "cut at {cut}");
        assert_eq!(offer.saved.actions, whole.actions[..kept], "cut at {cut}");
        let moves = person_moved[..kept].iter().filter(|&&m| m).count();
        assert_eq!(offer.moves, moves, "cut at {cut}");
        let recovered = Told::new("notice-save-recovered")
            .told("game", "yut-title")
            .number("moves", moves);
        assert_eq!(notices, vec![recovered], "cut at {cut}");
        // The slot now holds the recovered save whole: the next start offers the same
        // match and has nothing to say.
        let written: SavedMatch = serde_json::from_str(&std::fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        assert_eq!(written, offer.saved, "cut at {cut}");
        let (again, notices) = saves_on_offer(&dir, &games);
        assert!(notices.is_empty(), "cut at {cut}: {notices:?}");
        assert_eq!(again.len(), 1, "cut at {cut}");
        assert_eq!(again[0].saved, offer.saved, "cut at {cut}");
        assert!(
            !path.with_extension("damaged-2.json").exists(),
            "cut at {cut}"
        );
    }
}

#[test]
fn only_a_save_that_ends_too_soon_is_recovered() {
    let (whole, _) = real_match(6);
    let text = serde_json::to_string_pretty(&whole).unwrap();
    let (_, ends) = action_ends(&text, &whole.actions);
    // Cut inside the fourth action's string.
    let recovered = recover(&text[..ends[3] - 2]).expect("three whole actions");
    assert_eq!(recovered.setup, whole.setup);
    assert_eq!(recovered.actions, whole.actions[..3]);
    assert_eq!(recovered.saved_at, None);
    // A whole list followed by an unknown field is not a save cut short: it is set aside.
    let unknown = text.replacen("\"saved_at\"", "\"what\"", 1);
    let dir = damaged_slot("unknown-field", "yut", &unknown);
    let (offered, notices) = saves_on_offer(&dir, &crate::games::all());
    assert!(offered.is_empty());
    assert_eq!(notices, vec![unreadable("yut")]);
    let aside = dir.file("saves/yut.damaged-1.json").unwrap();
    assert_eq!(std::fs::read_to_string(aside).unwrap(), unknown);
}

#[test]
fn garbage_and_empty_saves_are_kept_aside_with_a_notice() {
    let games = crate::games::all();
    let (whole, _) = real_match(10);
    let text = serde_json::to_string_pretty(&whole).unwrap();
    let (_, ends) = action_ends(&text, &whole.actions);
    // What the player did: one save cut in its action list, two others garbage and empty.
    let dir = damaged_slot("garbage", "yut", &text[..ends[7] - 1]);
    let folder = dir.file("saves").unwrap();
    let garbage = "\u{1}garbage{[\"";
    std::fs::write(folder.join("backgammon.json"), garbage).unwrap();
    std::fs::write(folder.join("malefiz.json"), "").unwrap();
    let (offered, notices) = saves_on_offer(&dir, &games);
    assert_eq!(offered.len(), 1);
    assert_eq!(offered[0].saved.actions, whole.actions[..7]);
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(notices.contains(&unreadable("backgammon")));
    assert!(notices.contains(&unreadable("malefiz")));
    let recovered: Vec<&Told> = notices
        .iter()
        .filter(|n| n.id == "notice-save-recovered")
        .collect();
    assert_eq!(recovered.len(), 1);
    for (game, was) in [("backgammon", garbage), ("malefiz", "")] {
        assert!(!folder.join(format!("{game}.json")).exists());
        let aside = folder.join(format!("{game}.damaged-1.json"));
        assert_eq!(std::fs::read_to_string(aside).unwrap(), was);
    }
    // Said in words: the game, how far it goes.
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut texts = crate::locale::Texts::from_dir(&locales).unwrap();
    let moves = offered[0].moves;
    assert!(moves > 1, "{moves}");
    assert_eq!(
        texts.told(recovered[0]),
        format!(
            "Your saved Yut Nori match was damaged: it continues from its last good move, \
             with {moves} moves kept. A copy of the damaged file was kept aside."
        )
    );
    assert!(texts.set_language("ru"));
    let said = texts.told(recovered[0]);
    assert!(
        said.contains("(Ютнори)") && said.contains(&format!(" {moves} ход")),
        "{said}"
    );
}

#[test]
fn a_notice_names_the_game_in_the_players_language() {
    let dir = temp_dir("named");
    let path = dir.file(&slot("backgammon")).unwrap();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "{ not json").unwrap();
    // The single save of earlier versions does not say its game until it is read.
    std::fs::write(dir.file(OLD_AUTOSAVE).unwrap(), "{ not json").unwrap();
    let (offered, notices) = saves_on_offer(&dir, &crate::games::all());
    assert!(offered.is_empty());
    let unreadable = Told::new("notice-save-unreadable");
    let expected = vec![
        unreadable.clone().told("game", "notice-save-some-game"),
        unreadable.told("game", "backgammon-title"),
    ];
    assert_eq!(notices, expected);
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut texts = crate::locale::Texts::from_dir(&locales).unwrap();
    let said = texts.told(&notices[1]);
    assert!(said.starts_with("A saved Backgammon match"), "{said}");
    assert!(texts.set_language("ru"));
    let said: Vec<String> = notices.iter().map(|n| texts.told(n)).collect();
    assert!(said[0].contains("(неизвестная игра)"), "{said:?}");
    assert!(said[1].contains("(Нарды)"), "{said:?}");
}

#[test]
fn saves_without_a_date_still_read() {
    let json = r#"{"setup":{"game":"yut","preset":"encyclopedia-sticks","options":[],"seats":["human","human"],"seed":1},"actions":[]}"#;
    let s: SavedMatch = serde_json::from_str(json).unwrap();
    assert_eq!(s.saved_at, None);
}
