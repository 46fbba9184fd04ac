//! How the screens say a save, who plays and a computer's level, in the player's words:
//! the title's saves on offer, the setup's seats, the panel's seat lines. A leaf of `ui`.

use crate::locale::Texts;
use crate::session::registry::Games;
use crate::session::saves::OfferedSave;
use tabula_table::{Level, SavedMatch, SeatKind};

/// A save in the player's words: the game and, below, its rules, seats, moves and date.
pub fn save_words(save: &OfferedSave, games: &Games, texts: &Texts) -> (String, String) {
    let setup = &save.saved.setup;
    let Ok(game) = games.find(&setup.game) else {
        return (setup.game.clone(), String::new());
    };
    let preset = game
        .info()
        .preset(&setup.preset)
        .map_or(setup.preset.clone(), |p| texts.preset_label(game.info(), p));
    let mut detail = vec![
        preset,
        seats_words(&setup.seats, texts),
        count(texts, "count-moves", save.moves),
    ];
    if setup.lesson {
        detail.insert(0, texts.get("saved-lesson"));
    }
    if let Some(when) = saved_when(&save.saved, texts) {
        detail.push(when);
    }
    (texts.game_title(game.info()), detail.join(" · "))
}

/// When a save was written, in the player's local time and language ("2 Dec 12:52",
/// "12월 2일 12:52").
fn saved_when(saved: &SavedMatch, texts: &Texts) -> Option<String> {
    use chrono::{Datelike, Timelike};
    let utc = chrono::DateTime::from_timestamp(saved.saved_at?, 0)?;
    let local = utc.with_timezone(&chrono::Local);
    Some(texts.with(
        "saved-when",
        &[
            ("day", i64::from(local.day()).into()),
            ("month", i64::from(local.month()).into()),
            (
                "time",
                format!("{:02}:{:02}", local.hour(), local.minute()).into(),
            ),
        ],
    ))
}

/// Who plays, in words: "you against the computer (hard)", "2 people", "1 person, 3
/// computers".
pub fn seats_words(seats: &[SeatKind], texts: &Texts) -> String {
    let people = seats.iter().filter(|s| **s == SeatKind::Person).count();
    let computers = seats.len() - people;
    match (people, computers, seats.iter().find_map(computer_level)) {
        (1, 1, Some(level)) => texts.with(
            "you-against-computer",
            &[("level", texts.get(level_id(level, true)).into())],
        ),
        (_, 0, _) => count(texts, "count-people", people),
        (0, _, _) => count(texts, "count-computers", computers),
        _ => texts.with(
            "people-and-computers",
            &[
                ("people", count(texts, "count-people", people).into()),
                (
                    "computers",
                    count(texts, "count-computers", computers).into(),
                ),
            ],
        ),
    }
}

/// The message id of a level's name, capitalised as a label or lower case in a phrase.
pub fn level_id(level: Level, lower: bool) -> &'static str {
    match (level, lower) {
        (Level::Easy, false) => "level-easy",
        (Level::Medium, false) => "level-medium",
        (Level::Hard, false) => "level-hard",
        (Level::Easy, true) => "level-easy-lower",
        (Level::Medium, true) => "level-medium-lower",
        (Level::Hard, true) => "level-hard-lower",
    }
}

fn computer_level(seat: &SeatKind) -> Option<Level> {
    match seat {
        SeatKind::Computer(l) => Some(*l),
        SeatKind::Person | SeatKind::Remote => None,
    }
}

/// "1 move", "2 moves": a count by a message that agrees with it (`id` takes `count`).
pub fn count(texts: &Texts, id: &str, n: usize) -> String {
    texts.with(id, &[("count", (n as i64).into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_table::MatchSetup;

    fn texts(code: &str) -> Texts {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
        let mut t = Texts::from_dir(&dir).unwrap();
        assert!(t.set_language(code));
        t
    }

    #[test]
    fn a_save_is_dated_in_the_players_language() {
        let saved = SavedMatch {
            setup: MatchSetup::default(),
            actions: Vec::new(),
            saved_at: Some(1_796_220_000),
        };
        let when = |code| saved_when(&saved, &texts(code)).unwrap();
        let month = chrono::DateTime::from_timestamp(1_796_220_000, 0)
            .unwrap()
            .with_timezone(&chrono::Local)
            .format("%b")
            .to_string();
        assert!(when("en").contains(&month), "{}", when("en"));
        assert!(when("ko").contains('월'), "{}", when("ko"));
        assert!(!when("ko").contains(&month), "{}", when("ko"));
        assert!(
            when("ru").chars().any(|c| ('а'..='я').contains(&c)),
            "{}",
            when("ru")
        );
    }

    #[test]
    fn counts_and_seats_read_as_words() {
        let t = texts("en");
        assert_eq!(count(&t, "count-moves", 1), "1 move");
        assert_eq!(count(&t, "count-moves", 0), "0 moves");
        assert_eq!(count(&t, "count-moves", 12), "12 moves");
        let hard = SeatKind::Computer(Level::Hard);
        assert_eq!(
            seats_words(&[SeatKind::Person, hard], &t),
            "you against the computer (hard)"
        );
        assert_eq!(seats_words(&[SeatKind::Person; 2], &t), "2 people");
        assert_eq!(seats_words(&[hard; 2], &t), "2 computers");
        assert_eq!(
            seats_words(&[SeatKind::Person, hard, hard, hard], &t),
            "1 person, 3 computers"
        );
        let ru = texts("ru");
        assert_eq!(
            seats_words(&[SeatKind::Person, hard, hard, hard], &ru),
            "1 человек, 3 компьютера"
        );
        assert_eq!(
            seats_words(&[SeatKind::Person, hard], &ru),
            "вы против компьютера (сложный)"
        );
    }
}
