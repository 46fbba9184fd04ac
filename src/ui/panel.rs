//! What the panel beside the board shows, as data: each game's view fills [`HudInfo`], the
//! panel (`ui/hud.rs`) draws it, and its buttons come back as [`HudCommand`]s. A leaf: the
//! views, the lesson, the replay and the hint read and write it without the drawing.

use crate::locale::Texts;
use crate::theme::{Holder, SeatNames};
use bevy::prelude::*;
use tabula_core::{GameInfo, Outcome, Seat};
use tabula_table::{Level, MatchSetup, SeatKind};

/// One side's line in the HUD.
#[derive(Clone, Debug)]
pub struct SideLine {
    pub name: String,
    pub colour: Color,
    pub detail: String,
    pub to_move: bool,
}

/// A button a game's view asks for (undo, confirm, a choice), reported as its command.
#[derive(Clone, Debug, PartialEq)]
pub struct HudButton {
    pub command: HudCommand,
    pub label: String,
    pub enabled: bool,
}

/// A view's HUD button was pressed: what it asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudCommand {
    /// Play what the person has chosen.
    Confirm,
    /// Take back the last step of a turn still being built.
    Undo,
    /// Pick the n-th of the ways the view offers (e.g. a sowing direction).
    Choose(u8),
    /// Ask for the view's hint (what the computer would do here).
    Hint,
    /// Take back the person's last decision (the HUD's own button, for every game).
    TakeBack,
    /// Watching a match: the next action, the one before, stop watching.
    Forward,
    Back,
    LeaveReplay,
    /// Put away a finished lesson's card.
    CloseLesson,
    /// Analyse the match watched.
    Analyse,
    /// Go through the person's mistakes in the analysed match as puzzles.
    Review,
    /// Watching a match: show it after its first n actions.
    Seek(usize),
}

/// What the HUD shows, filled by the game's view.
#[derive(Resource, Default, Debug)]
pub struct HudInfo {
    pub title: String,
    /// A line under the title about the match as a whole (a cube, a score).
    pub status: String,
    pub turn_line: String,
    pub turn_colour: Option<Color>,
    pub pending: Vec<String>,
    /// What the pending items are ("Dice to play:"); "Throws to spend:" when empty.
    pub pending_label: String,
    pub can_throw: bool,
    /// The throw button's label; empty for a game without throws (no button, no throws).
    pub throw_label: String,
    /// The view's own buttons, under the throw button.
    pub buttons: Vec<HudButton>,
    pub sides: Vec<SideLine>,
    pub hint: String,
    /// Why the last click on the board was not taken, while it is on show.
    pub why_not: Option<WhyNot>,
    /// The view's answer to a hint request (best plays with their equities), shown boxed.
    pub advice: Vec<String>,
    /// A person may take back their last decision now.
    pub can_take_back: bool,
    /// A person may ask what the Hard computer would play (games without their own hint).
    pub can_hint: bool,
    /// A match being watched: the actions shown, of how many.
    pub replay: Option<(usize, usize)>,
    /// A guided first game's words for the moment.
    pub lesson: Option<LessonCard>,
    pub log: Vec<String>,
    pub rules: String,
    /// How the match ended, in the game's terms (a gammon), for the results screen.
    pub result: String,
    /// A watched match's analysis, for a game that analyses its matches.
    pub analysis: Option<AnalysisPanel>,
}

/// A watched match's analysis, as the panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisPanel {
    /// The match may be analysed: the panel offers to.
    Offered,
    /// Under way: the share done, 0 to 1.
    Running(f32),
    /// Why the match cannot be analysed.
    Failed(String),
    Ready(AnalysisShown),
}

/// A finished analysis beside the replay.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AnalysisShown {
    /// The first seat's chances through the match: after how many actions, and the chance.
    pub chances: Vec<(usize, f32)>,
    /// The errors and blunders, marked on the graph and listed.
    pub errors: Vec<MarkedError>,
    /// The match's actions, and how many the replay shows.
    pub total: usize,
    pub shown: usize,
    /// Each player's figures, in seat order.
    pub players: Vec<PlayerFigures>,
    /// The decision at the position shown: what was played and what was best.
    pub here: Vec<String>,
    /// The close plays are being rolled out: the share done, 0 to 1; the figures change
    /// when it is over.
    pub refining: Option<f32>,
}

/// A player's name, colour and figures in lines of words.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerFigures {
    pub name: String,
    pub colour: Color,
    pub lines: Vec<String>,
}

/// An error or a blunder of the analysis: where the replay shows its position, and in
/// words.
#[derive(Clone, Debug, PartialEq)]
pub struct MarkedError {
    pub at: usize,
    pub seat: usize,
    pub blunder: bool,
    pub text: String,
}

/// A refused click's answer on show in the panel (`board::wrong_click`).
#[derive(Clone, Debug, PartialEq)]
pub struct WhyNot {
    pub text: String,
    /// Until when (the app's elapsed seconds).
    pub until: f64,
}

/// What a guided first game says now, in the player's language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LessonCard {
    /// "Step 3 of 12", or empty once the script is over.
    pub step: String,
    /// What just happened (or the welcome).
    pub done: String,
    /// What to do now (or that the real game goes on).
    pub next: String,
    /// The person just tried another move.
    pub refused: String,
    /// The script is over: the card may be put away.
    pub closable: bool,
}

/// The match's title: the game and its rules by their labels ("Yut Nori · Encyclopedia,
/// sticks"), with "(changed)" when options were set on top of the preset; a lesson is
/// "Yut Nori · Lesson" (its rules are the script's, not the player's change).
pub fn match_title(info: &GameInfo, setup: &MatchSetup, texts: &Texts) -> String {
    if setup.lesson {
        return format!("{} · {}", texts.game_title(info), texts.get("lesson-title"));
    }
    let preset = info.preset(&setup.preset).unwrap_or(info.default_preset());
    let changed = if setup.options.is_empty() {
        String::new()
    } else {
        format!(" {}", texts.get("rules-changed"))
    };
    format!(
        "{} · {}{changed}",
        texts.game_title(info),
        texts.preset_label(info, preset)
    )
}

/// Who sits in a seat, as the panel says it: "player", "computer, hard", or online the
/// person's name ("player online" until the room names them).
pub fn seat_who(setup: &MatchSetup, s: Seat, names: &SeatNames, texts: &Texts) -> String {
    let computer = |level: Level| {
        texts.with(
            "seat-computer",
            &[(
                "level",
                texts.get(crate::ui::words::level_id(level, true)).into(),
            )],
        )
    };
    match (names.holder(s), setup.seats[s.index()]) {
        (Holder::Person(name), _) => name.clone(),
        (Holder::Computer(level), _) => computer(*level),
        (Holder::Unknown, SeatKind::Person) => texts.get("seat-player"),
        (Holder::Unknown, SeatKind::Remote) => texts.get("seat-remote"),
        (Holder::Unknown, SeatKind::Computer(level)) => computer(level),
    }
}

/// A seat's name with who sits there, as the panel's lines name seats: "Red (computer,
/// hard)".
pub fn seat_label(setup: &MatchSetup, s: Seat, names: &SeatNames, texts: &Texts) -> String {
    format!("{} ({})", names.of(s), seat_who(setup, s, names, texts))
}

/// "Red won", "Red & Green won".
pub fn won_line(outcome: &Outcome, names: &SeatNames, texts: &Texts) -> String {
    let who: Vec<&str> = outcome.winners.iter().map(|s| names.of(s)).collect();
    texts.with(
        "won",
        &[
            ("names", who.join(" & ").into()),
            ("count", (who.len() as i64).into()),
        ],
    )
}
