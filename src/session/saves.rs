//! Saved matches: one slot per game, each holding that game's unfinished match (its setup
//! and action list), written after every action, so a closed game resumes where it was and
//! starting one game never touches another's save.

use crate::app::storage::{
    DataDir, free_aside_name, read_json, read_text, set_aside, store, write_json,
};
use crate::locale::{Told, game_title_id};
use crate::session::registry::{GameEntry, Games};
use bevy::prelude::*;
use tabula_table::SavedMatch;

/// `saved`, stamped now unless it already bears a time.
pub fn stamped(saved: SavedMatch) -> SavedMatch {
    SavedMatch {
        saved_at: saved
            .saved_at
            .or_else(|| Some(chrono::Utc::now().timestamp())),
        ..saved
    }
}

/// The file of game `game`'s slot.
fn slot(game: &str) -> String {
    format!("saves/{game}.json")
}

/// Where saves lived when there was one slot for all games; read once and moved into its
/// game's slot.
const OLD_AUTOSAVE: &str = "autosave.json";

/// Writes the match's game's slot (atomically: a crash mid-write leaves the old one).
pub fn write_save(dir: &DataDir, saved: &SavedMatch) -> Result<(), String> {
    write_json(dir, &slot(&saved.setup.game), saved)
}

/// Empties game `game`'s slot once its match has ended.
pub fn clear_save(dir: &DataDir, game: &str) {
    if let Some(path) = dir.file(&slot(game))
        && store::exists(&path)
        && let Err(e) = store::remove(&path)
    {
        warn!("could not remove {}: {e}", path.display());
    }
}

/// Game `game`'s save, if there is one (one cut short is recovered). An unreadable one is
/// moved aside; the error is the detail for the log.
pub fn read_save(dir: &DataDir, game: &str) -> Result<Option<SavedMatch>, String> {
    Ok(read_slot(dir, game)?.map(|read| read.saved))
}

/// A save as read from its slot.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadSave {
    pub saved: SavedMatch,
    /// Its file was cut short: this is the file's setup and whole actions, written back in
    /// its place after a copy of the file was kept aside.
    pub recovered: bool,
}

/// Game `game`'s save, if there is one. A file cut short (a full disk, a copy that
/// stopped) continues from its last whole action: a copy of the file is kept aside and
/// what it holds whole is written in its place. Any other damaged file is set aside; the
/// error is the detail for the log.
fn read_slot(dir: &DataDir, game: &str) -> Result<Option<ReadSave>, String> {
    let Some((path, text)) = read_text(dir, &slot(game))? else {
        return Ok(None);
    };
    let damage = match serde_json::from_str(&text) {
        Ok(saved) => {
            return Ok(Some(ReadSave {
                saved,
                recovered: false,
            }));
        }
        Err(e) => e,
    };
    // Only a text that ends too soon can be a save's beginning.
    let recovered = if damage.is_eof() {
        recover(&text)
    } else {
        None
    };
    let Some(saved) = recovered else {
        let why = format!("{} is damaged: {damage}", path.display());
        return Err(set_aside(&path, &why));
    };
    warn!(
        "{} is cut short ({damage}); its {} whole actions are kept",
        path.display(),
        saved.actions.len()
    );
    if keep_copy(dir, game)
        && let Err(e) = write_save(dir, &saved)
    {
        warn!("{e}");
    }
    Ok(Some(ReadSave {
        saved,
        recovered: true,
    }))
}

/// How many places from its end [`recover`] tries to close a cut save at: at most two
/// quotes lie after the last whole action (a cut action's opening one, or `"saved_at"`'s
/// two), and no game's notation writes quotes or brackets; the rest is margin.
const CLOSINGS_TRIED: usize = 8;

/// The save `text` is the beginning of, if its setup is whole: its setup and every whole
/// action (`saved_at`, after them, is lost). The action list is closed after the last
/// quote or `[` that parses so: the end of the last whole action, or the list's start.
fn recover(text: &str) -> Option<SavedMatch> {
    text.char_indices()
        .rev()
        .filter(|&(_, c)| c == '"' || c == '[')
        .take(CLOSINGS_TRIED)
        .find_map(|(i, _)| serde_json::from_str(&format!("{}]}}", &text[..=i])).ok())
}

/// Every game's save, oldest slot format first moved into place, with the details of those
/// that could not be read (each set aside) by game.
pub fn read_saves(dir: &DataDir, games: &[&str]) -> (Vec<ReadSave>, Vec<(String, String)>) {
    let mut problems = Vec::new();
    move_old_autosave(dir, &mut problems);
    let mut found = Vec::new();
    for game in games {
        match read_slot(dir, game) {
            Ok(Some(s)) => found.push(s),
            Ok(None) => {}
            Err(detail) => problems.push((game.to_string(), detail)),
        }
    }
    // The latest first: it is the one "Continue" offers first.
    found.sort_by_key(|s| std::cmp::Reverse(s.saved.saved_at));
    (found, problems)
}

/// Moves the one-slot save of earlier versions into its game's slot, unless that slot is
/// taken (then it stays where it is, untouched).
fn move_old_autosave(dir: &DataDir, problems: &mut Vec<(String, String)>) {
    match read_json::<SavedMatch>(dir, OLD_AUTOSAVE) {
        Ok(Some(old)) if !slot_taken(dir, &old.setup.game) => {
            if write_save(dir, &old).is_ok()
                && let Some(path) = dir.file(OLD_AUTOSAVE)
            {
                let _ = store::remove(&path);
            }
        }
        Ok(_) => {}
        Err(detail) => problems.push((String::new(), detail)),
    }
}

fn slot_taken(dir: &DataDir, game: &str) -> bool {
    dir.file(&slot(game)).is_some_and(|p| store::exists(&p))
}

/// Sets game `game`'s save aside (one that parsed but whose setup would not start); the
/// detail for the log.
pub fn set_aside_save(dir: &DataDir, game: &str, why: &str) -> String {
    match dir.file(&slot(game)) {
        Some(path) => set_aside(&path, why),
        None => why.to_string(),
    }
}

/// Keeps a copy of game `game`'s save as it is, under a new name nothing overwrites, before
/// its damaged end is dropped; false if it could not (then the file must stay as it is).
pub fn keep_copy(dir: &DataDir, game: &str) -> bool {
    let Some(path) = dir.file(&slot(game)) else {
        return false;
    };
    let copied = store::read(&path).and_then(|text| {
        let aside = free_aside_name(&path);
        store::write(&aside, &text).map(|()| aside)
    });
    match copied {
        Ok(aside) => {
            info!("kept the damaged save as {}", aside.display());
            true
        }
        Err(e) => {
            warn!("could not keep a copy of {}: {e}", path.display());
            false
        }
    }
}

/// A save on offer, with what the player needs to recognise it.
#[derive(Clone, Debug)]
pub struct OfferedSave {
    pub saved: SavedMatch,
    /// The players' moves in it (throws not counted).
    pub moves: usize,
}

/// Every game's unfinished match that can be continued, latest first, and what to tell the
/// player in plain words, by message (the details go to the log). A save cut short, or whose
/// end does not replay, is offered up to its last good action, after a copy of the whole is
/// kept aside; one that cannot be read or set up is kept aside and not offered.
pub fn saves_on_offer(dir: &DataDir, games: &Games) -> (Vec<OfferedSave>, Vec<Told>) {
    let names: Vec<&str> = games.0.iter().map(GameEntry::name).collect();
    let (found, problems) = read_saves(dir, &names);
    let mut notices = Vec::new();
    for (game, detail) in problems {
        warn!("{detail}");
        // The game by its title in the player's language (the old one-slot save names none).
        let title = games.find(&game).map_or_else(
            |_| "notice-save-some-game".to_string(),
            |g| game_title_id(g.name()),
        );
        notices.push(Told::new("notice-save-unreadable").told("game", title));
    }
    let mut offered = Vec::new();
    for ReadSave {
        mut saved,
        recovered,
    } in found
    {
        let Ok(game) = games.find(&saved.setup.game) else {
            continue;
        };
        let title = game_title_id(game.name());
        match (game.replays)(&saved) {
            Ok(check) => {
                if recovered {
                    notices.push(
                        Told::new("notice-save-recovered")
                            .told("game", &title)
                            .number("moves", check.moves),
                    );
                }
                if let Some(detail) = &check.refused {
                    warn!("the {} save stops replaying at {detail}", game.name());
                    let total = saved.actions.len();
                    saved.actions.truncate(check.kept);
                    if keep_copy(dir, game.name())
                        && let Err(e) = write_save(dir, &saved)
                    {
                        warn!("{e}");
                    }
                    notices.push(
                        Told::new("notice-save-cut")
                            .told("game", &title)
                            .number("kept", check.kept)
                            .number("total", total),
                    );
                }
                offered.push(OfferedSave {
                    saved,
                    moves: check.moves,
                });
            }
            Err(e) => {
                warn!("{}", set_aside_save(dir, game.name(), &e));
                notices.push(Told::new("notice-save-no-setup").told("game", title));
            }
        }
    }
    (offered, notices)
}

#[cfg(test)]
mod tests {
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
        assert_eq!(read_save(&dir, "yut"), Ok(None));
        write_save(&dir, &saved("yut", 10)).unwrap();
        write_save(&dir, &saved("chisolo", 20)).unwrap();
        assert_eq!(read_save(&dir, "yut"), Ok(Some(saved("yut", 10))));
        let (all, problems) = read_saves(&dir, &["yut", "chisolo", "malefiz"]);
        assert!(problems.is_empty());
        let all: Vec<SavedMatch> = all.into_iter().map(|r| r.saved).collect();
        assert_eq!(all, vec![saved("chisolo", 20), saved("yut", 10)]);
        clear_save(&dir, "yut");
        assert_eq!(read_save(&dir, "yut"), Ok(None));
        assert_eq!(read_save(&dir, "chisolo"), Ok(Some(saved("chisolo", 20))));
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
            let written: SavedMatch =
                serde_json::from_str(&std::fs::read_to_string(&path).unwrap())
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
}
