//! The games the app offers, as data the menus, saves and demos read, so none of them needs
//! to know any one game. The list itself is made in `games/` (the one place that names the
//! games) and put in the world as the [`Games`] resource.

use crate::session::game_view::GameView;
pub use crate::session::game_view::Scene;
use crate::session::lesson;
use crate::session::match_flow::{self, Match};
use crate::session::records::{Record, RecordError, Records};
use crate::theme::SpriteRole;
use crate::theme::contrast::Written;
use bevy::prelude::*;
use tabula_core::{GameInfo, Seat, SetupError, Side, ToMove};
use tabula_table::{MatchSetup, SavedMatch, SeatKind, StartError, first_state};

/// One playable game.
#[derive(Clone)]
pub struct GameEntry {
    /// What the game says about itself: name, title, presets, seats, options.
    pub info: &'static GameInfo,
    /// The theme role of its board picture (the menus' backdrop shows the first game's).
    pub board_role: &'static str,
    /// The pictures a theme gives its board.
    pub sprites: &'static [SpriteRole],
    /// The words its board writes on a theme's pictures (for the contrast check).
    pub written: fn(&tabula_layout::Layouts) -> Vec<Written>,
    /// How many seats its demo match has.
    pub demo_seats: usize,
    /// Checks that a setup starts a game of this kind.
    pub check: fn(&MatchSetup) -> Result<(), GameRefused>,
    /// Replays a save as far as it goes (an error only if its setup does not start).
    pub replays: fn(&SavedMatch) -> Result<SaveCheck, StartError>,
    /// The text of an option's current value under a setup (preset and overrides).
    pub option_value: fn(&MatchSetup, &str) -> Option<String>,
    /// Each seat's side under a setup that starts (partners share one).
    pub sides: fn(&MatchSetup) -> Option<Vec<Side>>,
    /// Adds the game: its match, computer seats, move log and board view.
    pub plugin: fn(&mut App),
    /// Positions the tour pictures (beyond a computers' match).
    pub scenes: &'static [Scene],
    /// A saved match's record for other programs, with the seats' names, if the game
    /// keeps one.
    pub record: fn(&SavedMatch, &[&str]) -> Option<Result<Record, RecordError>>,
    /// The name of the records' format (empty: the game keeps none).
    pub record_format: &'static str,
    /// The name of the positions a match may start from (empty: none).
    pub position_format: &'static str,
    /// A match read from a record, to watch (two people's seats), if the game reads them.
    pub read_record: fn(&str) -> Option<Result<SavedMatch, RecordError>>,
    /// The game has a guided first game.
    pub has_lesson: bool,
    /// The setup of the game's guided first game with a seed, if it has one.
    pub lesson: fn(u64) -> Option<MatchSetup>,
    /// The guided first game at the person's first move (for the tour's picture).
    pub lesson_first_move: fn() -> Option<SavedMatch>,
}

impl GameEntry {
    /// The entry of game `G`, added to the app by `plugin`: a game that keeps no records
    /// until [`GameEntry::with_records`] says it does.
    pub fn of<G: GameView>(plugin: fn(&mut App)) -> GameEntry {
        GameEntry {
            info: &G::INFO,
            board_role: G::BOARD_ROLE,
            sprites: G::SPRITES,
            written: G::WRITTEN,
            demo_seats: G::DEMO_SEATS,
            check: |setup| Ok(new_game::<G>(setup).map(|_| ())?),
            replays: |saved| {
                let (m, refused) = match_flow::replay::<G>(saved)?;
                Ok(SaveCheck {
                    kept: m.history.len(),
                    moves: seat_moves(&m),
                    refused: refused.map(|e| e.to_string()),
                })
            },
            option_value: |setup, key| {
                let options = setup.game_options::<G>().ok()?;
                G::option_value(&options, key)
            },
            sides: |setup| {
                let game = new_game::<G>(setup).ok()?;
                Some(
                    (0..game.seats())
                        .map(|s| game.side_of(Seat(s as u8)))
                        .collect(),
                )
            },
            plugin,
            scenes: G::SCENES,
            record: |_, _| None,
            record_format: "",
            position_format: G::POSITION_FORMAT,
            read_record: |_| None,
            has_lesson: !G::LEARN.is_empty(),
            lesson: |seed| {
                let learning = lesson::learning::<G>()?.ok()?;
                Some(learning.lesson.setup(G::NAME, seed))
            },
            lesson_first_move: || {
                let lesson = lesson::lesson::<G>().ok()?;
                let setup = lesson.script.setup(G::NAME, 5);
                let mut m = Match::<G>::new(setup, Some(lesson)).ok()?;
                m.follow_script_to_a_person().ok()?;
                Some(m.to_saved())
            },
        }
    }

    /// The entry of a game that keeps records of its matches and reads them back.
    pub fn with_records<G: Records>(self) -> GameEntry {
        GameEntry {
            record: |saved, names| {
                let (m, _) = match_flow::replay::<G>(saved).ok()?;
                m.state.record(names)
            },
            record_format: G::RECORD_FORMAT,
            read_record: |text| {
                Some(G::read_record(text).map(|(options, actions)| {
                    let setup = MatchSetup {
                        game: G::NAME.to_string(),
                        preset: G::INFO.default_preset().name.to_string(),
                        options,
                        seats: vec![SeatKind::Person; G::INFO.seats.start().max(&2).to_owned()],
                        seed: 0,
                        ..MatchSetup::default()
                    };
                    SavedMatch::new(setup, actions.iter().map(|a| a.to_string()).collect())
                }))
            },
            ..self
        }
    }

    /// The name saves and setups use.
    pub fn name(&self) -> &'static str {
        self.info.name
    }
}

/// How far a save replays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveCheck {
    /// The actions that replay, from the first.
    pub kept: usize,
    /// How many of them were the players' (not throws or the lot).
    pub moves: usize,
    /// Why the action after them was refused, if one was.
    pub refused: Option<String>,
}

/// How many of a match's actions were seats' decisions.
fn seat_moves<G: GameView>(m: &Match<G>) -> usize {
    let Ok(mut state) = new_game::<G>(&m.setup) else {
        return 0;
    };
    let mut events = Vec::new();
    let mut moves = 0;
    for action in &m.history {
        moves += usize::from(matches!(state.to_move(), ToMove::Seat(_)));
        if state.apply(action, &mut events).is_err() {
            break;
        }
        events.clear();
    }
    moves
}

fn new_game<G: GameView>(setup: &MatchSetup) -> Result<G, SetupError> {
    first_state::<G>(setup)
}

/// Why a setup names no game that starts.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum GameRefused {
    #[error("unknown game {name:?} (known: {known})")]
    Unknown { name: String, known: String },
    #[error(transparent)]
    Setup(#[from] SetupError),
}

/// Every playable game, in menu order.
#[derive(Resource, Clone)]
pub struct Games(pub Vec<GameEntry>);

impl Games {
    /// The game of this name.
    pub fn find(&self, name: &str) -> Result<&GameEntry, GameRefused> {
        self.0
            .iter()
            .find(|g| g.name() == name)
            .ok_or_else(|| GameRefused::Unknown {
                name: name.to_string(),
                known: self
                    .0
                    .iter()
                    .map(|g| g.name())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }
}
