//! Saved matches: one slot per game, each holding that game's unfinished match (its setup
//! and action list), written after every action, so a closed game resumes where it was and
//! starting one game never touches another's save.

use crate::app::storage::{DataDir, free_aside_name, read_json, set_aside, store, write_json};
use crate::locale::{Told, game_title_id};
use crate::session::registry::{GameEntry, Games};
use crate::session::setup::MatchSetup;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A match as saved: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub setup: MatchSetup,
    /// Every action in the game's notation, chance's included.
    pub actions: Vec<String>,
    /// When it was last written (seconds since 1970, UTC), to name it by.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_at: Option<i64>,
}

impl SavedMatch {
    /// A save of these actions, stamped now.
    pub fn new(setup: MatchSetup, actions: Vec<String>) -> Self {
        SavedMatch {
            setup,
            actions,
            saved_at: Some(chrono::Utc::now().timestamp()),
        }
    }

    /// When it was saved, in the player's local time ("1 Dec 17:40"), if known.
    pub fn saved_when(&self) -> Option<String> {
        let utc = chrono::DateTime::from_timestamp(self.saved_at?, 0)?;
        Some(
            utc.with_timezone(&chrono::Local)
                .format("%-d %b %H:%M")
                .to_string(),
        )
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

/// Game `game`'s save, if there is one. An unreadable one is moved aside; the error is the
/// detail for the log.
pub fn read_save(dir: &DataDir, game: &str) -> Result<Option<SavedMatch>, String> {
    read_json(dir, &slot(game))
}

/// Every game's save, oldest slot format first moved into place, with the details of those
/// that could not be read (each set aside) by game.
pub fn read_saves(dir: &DataDir, games: &[&str]) -> (Vec<SavedMatch>, Vec<(String, String)>) {
    let mut problems = Vec::new();
    move_old_autosave(dir, &mut problems);
    let mut found = Vec::new();
    for game in games {
        match read_save(dir, game) {
            Ok(Some(s)) => found.push(s),
            Ok(None) => {}
            Err(detail) => problems.push((game.to_string(), detail)),
        }
    }
    // The latest first: it is the one "Continue" offers first.
    found.sort_by_key(|s| std::cmp::Reverse(s.saved_at));
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
/// its damaged end is dropped.
pub fn keep_copy(dir: &DataDir, game: &str) {
    let Some(path) = dir.file(&slot(game)) else {
        return;
    };
    let copied = store::read(&path).and_then(|text| {
        let aside = free_aside_name(&path);
        store::write(&aside, &text).map(|()| aside)
    });
    match copied {
        Ok(aside) => info!("kept the damaged save as {}", aside.display()),
        Err(e) => warn!("could not keep a copy of {}: {e}", path.display()),
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
/// player in plain words, by message (the details go to the log). A save whose end does not replay is
/// offered up to its last good action, after a copy of the whole is kept aside; one that
/// cannot be read or set up is kept aside and not offered.
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
    for mut saved in found {
        let Ok(game) = games.find(&saved.setup.game) else {
            continue;
        };
        let title = game_title_id(game.name());
        match (game.replays)(&saved) {
            Ok(check) => {
                if let Some(detail) = &check.refused {
                    warn!("the {} save stops replaying at {detail}", game.name());
                    keep_copy(dir, game.name());
                    let total = saved.actions.len();
                    saved.actions.truncate(check.kept);
                    if let Err(e) = write_save(dir, &saved) {
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
        assert_eq!(all, vec![saved("malefiz", 5)]);
        assert!(!dir.file(OLD_AUTOSAVE).unwrap().exists());
        // A taken slot is not overwritten: the old save stays where it was.
        write_json(&dir, OLD_AUTOSAVE, &saved("malefiz", 1)).unwrap();
        let (all, _) = read_saves(&dir, &["malefiz"]);
        assert_eq!(all, vec![saved("malefiz", 5)]);
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
        keep_copy(&dir, "yut");
        let path = dir.file(&slot("yut")).unwrap();
        let copy = std::fs::read_to_string(path.with_extension("damaged-1.json")).unwrap();
        assert_eq!(copy, std::fs::read_to_string(&path).unwrap());
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
        assert_eq!(s.saved_when(), None);
        assert!(saved("yut", 1_796_000_000).saved_when().is_some());
    }
}
