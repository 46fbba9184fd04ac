//! Saved matches: one slot per game, each holding that game's unfinished match (its setup
//! and action list), written after every action, so a closed game resumes where it was and
//! starting one game never touches another's save.

use crate::app::storage::{
    DataDir, StorageError, free_aside_name, read_json, read_text, set_aside, store, write_json,
};
use crate::locale::{Told, game_title_id};
use crate::session::game_view::GameView;
use crate::session::match_flow::{
    ActionApplied, FinishedMatch, Match, MatchOver, MatchRewound, MatchSystems,
};
use crate::session::registry::Games;
use bevy::prelude::*;
use std::marker::PhantomData;
use tabula_table::SavedMatch;

/// The autosave's systems, in the frame's match work after the request is applied; the
/// statistics count a finished match after them, once it is kept.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AutosaveSystems;

/// Game `G`'s save slot kept up to date: a match played (not watched) is saved after every
/// change to it, and once it is over its save is cleared and the match kept whole for the
/// results screen.
pub struct AutosavePlugin<G>(PhantomData<G>);

impl<G> Default for AutosavePlugin<G> {
    fn default() -> Self {
        AutosavePlugin(PhantomData)
    }
}

impl<G: GameView> Plugin for AutosavePlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            (autosave::<G>, keep_the_finished::<G>)
                .chain()
                .after(MatchSystems::Apply)
                .in_set(AutosaveSystems)
                .run_if(resource_exists::<Match<G>>),
        );
    }
}

fn autosave<G: GameView>(
    m: Res<Match<G>>,
    data: Res<DataDir>,
    mut applied: MessageReader<ActionApplied>,
    mut rewound: MessageReader<MatchRewound>,
) {
    let changed = applied.read().count() + rewound.read().count() > 0;
    // An online match is kept by its server; the slot keeps the match played here.
    if changed
        && !m.is_watched()
        && !m.setup.is_online()
        && let Err(e) = write_save(&data, &stamped(m.to_saved()))
    {
        warn!("autosave failed: {e}");
    }
}

fn keep_the_finished<G: GameView>(
    m: Res<Match<G>>,
    data: Res<DataDir>,
    mut over: MessageReader<MatchOver>,
    mut finished: ResMut<FinishedMatch>,
) {
    if over.read().count() > 0 && !m.is_watched() {
        if !m.setup.is_online() {
            clear_save(&data, G::NAME);
        }
        finished.0 = Some(stamped(m.to_saved()));
    }
}

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
pub fn write_save(dir: &DataDir, saved: &SavedMatch) -> Result<(), StorageError> {
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
pub fn read_save(dir: &DataDir, game: &str) -> Result<Option<SavedMatch>, StorageError> {
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
fn read_slot(dir: &DataDir, game: &str) -> Result<Option<ReadSave>, StorageError> {
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
        return Err(StorageError::SetAside(set_aside(&path, &why)));
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
            Err(detail) => problems.push((game.to_string(), detail.to_string())),
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
        Err(detail) => problems.push((String::new(), detail.to_string())),
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
    let names: Vec<&str> = games.0.iter().map(|g| g.name()).collect();
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
        match game.replays(&saved) {
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
                warn!("{}", set_aside_save(dir, game.name(), &e.to_string()));
                notices.push(Told::new("notice-save-no-setup").told("game", title));
            }
        }
    }
    (offered, notices)
}

#[cfg(test)]
mod tests;
