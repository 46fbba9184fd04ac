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
use std::marker::PhantomData;
use std::sync::Arc;
use tabula_core::{Game, GameInfo, Seat, SetupError, Side, ToMove};
use tabula_table::{MatchSetup, SavedMatch, SeatKind, StartError, first_state};

/// One playable game, as the menus, saves, demos and the theme checker see it: what every
/// game answers, whichever it is. Implemented once, by [`Entry`] over a game's
/// [`GameView`].
pub trait GameEntry: Send + Sync {
    /// What the game says about itself: name, title, presets, seats, options.
    fn info(&self) -> &'static GameInfo;
    /// The theme role of its board picture (the menus' backdrop shows the first game's).
    fn board_role(&self) -> &'static str;
    /// The pictures a theme gives its board.
    fn sprites(&self) -> &'static [SpriteRole];
    /// The words its board writes on a theme's pictures (for the contrast check).
    fn written(&self, layouts: &tabula_layout::Layouts) -> Vec<Written>;
    /// How many seats its demo match has.
    fn demo_seats(&self) -> usize;
    /// Positions the tour pictures (beyond a computers' match).
    fn scenes(&self) -> &'static [Scene];
    /// Adds the game: its match, computer seats, move log and board view.
    fn add_to(&self, app: &mut App);
    /// Checks that a setup starts a game of this kind.
    fn check(&self, setup: &MatchSetup) -> Result<(), GameRefused>;
    /// Replays a save as far as it goes (an error only if its setup does not start).
    fn replays(&self, saved: &SavedMatch) -> Result<SaveCheck, StartError>;
    /// The text of an option's current value under a setup (preset and overrides).
    fn option_value(&self, setup: &MatchSetup, key: &str) -> Option<String>;
    /// Each seat's side under a setup that starts (partners share one).
    fn sides(&self, setup: &MatchSetup) -> Option<Vec<Side>>;
    /// The name of the positions a match may start from (empty: none).
    fn position_format(&self) -> &'static str;
    /// The game has a guided first game.
    fn has_lesson(&self) -> bool;
    /// The setup of the game's guided first game with a seed, if it has one.
    fn lesson(&self, seed: u64) -> Option<MatchSetup>;
    /// The guided first game at the person's first move (for the tour's picture).
    fn lesson_first_move(&self) -> Option<SavedMatch>;
    /// The name of the records' format (empty: the game keeps none).
    fn record_format(&self) -> &'static str;
    /// A saved match's record for other programs, with the seats' names, if the game
    /// keeps one.
    fn record(&self, saved: &SavedMatch, names: &[&str]) -> Option<Result<Record, RecordError>>;
    /// A match read from a record, to watch (two people's seats), if the game reads them.
    fn read_record(&self, text: &str) -> Option<Result<SavedMatch, RecordError>>;
    /// The game analyses this match when it is watched (the results screen offers to).
    fn can_analyse(&self, saved: &SavedMatch) -> bool;
    /// The name saves and setups use.
    fn name(&self) -> &'static str {
        self.info().name
    }
}

/// The entry of game `G`, which `add` adds to the app: a game that keeps no records
/// until [`Entry::with_records`] says it does.
pub struct Entry<G> {
    add: fn(&mut App),
    records: Option<Box<dyn KeepsRecords>>,
    analyses: Option<fn(&SavedMatch) -> bool>,
    game: PhantomData<fn() -> G>,
}

impl<G: GameView> Entry<G> {
    pub fn new(add: fn(&mut App)) -> Self {
        Entry {
            add,
            records: None,
            analyses: None,
            game: PhantomData,
        }
    }

    /// The same game, analysing the watched matches that `can` says it can.
    pub fn with_analysis(self, can: fn(&SavedMatch) -> bool) -> Self {
        Entry {
            analyses: Some(can),
            ..self
        }
    }

    /// The same game, keeping records of its matches and reading them back.
    pub fn with_records(self) -> Self
    where
        G: Records,
    {
        Entry {
            records: Some(Box::new(RecordsOf::<G>(PhantomData))),
            ..self
        }
    }
}

impl<G: GameView> GameEntry for Entry<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }
    fn board_role(&self) -> &'static str {
        G::BOARD_ROLE
    }
    fn sprites(&self) -> &'static [SpriteRole] {
        G::SPRITES
    }
    fn written(&self, layouts: &tabula_layout::Layouts) -> Vec<Written> {
        (G::WRITTEN)(layouts)
    }
    fn demo_seats(&self) -> usize {
        G::DEMO_SEATS
    }
    fn scenes(&self) -> &'static [Scene] {
        G::SCENES
    }
    fn add_to(&self, app: &mut App) {
        (self.add)(app);
    }
    fn check(&self, setup: &MatchSetup) -> Result<(), GameRefused> {
        Ok(new_game::<G>(setup).map(|_| ())?)
    }
    fn replays(&self, saved: &SavedMatch) -> Result<SaveCheck, StartError> {
        let (m, refused) = match_flow::replay::<G>(saved)?;
        Ok(SaveCheck {
            kept: m.history.len(),
            moves: seat_moves(&m),
            refused: refused.map(|e| e.to_string()),
        })
    }
    fn option_value(&self, setup: &MatchSetup, key: &str) -> Option<String> {
        let options = setup.game_options::<G>().ok()?;
        G::option_value(&options, key)
    }
    fn sides(&self, setup: &MatchSetup) -> Option<Vec<Side>> {
        let game = new_game::<G>(setup).ok()?;
        Some(
            (0..game.seats())
                .map(|s| game.side_of(Seat(s as u8)))
                .collect(),
        )
    }
    fn position_format(&self) -> &'static str {
        G::POSITION_FORMAT
    }
    fn has_lesson(&self) -> bool {
        !G::LEARN.is_empty()
    }
    fn lesson(&self, seed: u64) -> Option<MatchSetup> {
        let learning = lesson::learning::<G>()?.ok()?;
        Some(learning.lesson.setup(G::NAME, seed))
    }
    fn lesson_first_move(&self) -> Option<SavedMatch> {
        let lesson = lesson::lesson::<G>().ok()?;
        let setup = lesson.script.setup(G::NAME, 5);
        let mut m = Match::<G>::new(setup, Some(lesson)).ok()?;
        m.follow_script_to_a_person().ok()?;
        Some(m.to_saved())
    }
    fn record_format(&self) -> &'static str {
        self.records.as_ref().map_or("", |r| r.format())
    }
    fn record(&self, saved: &SavedMatch, names: &[&str]) -> Option<Result<Record, RecordError>> {
        self.records.as_ref()?.record(saved, names)
    }
    fn read_record(&self, text: &str) -> Option<Result<SavedMatch, RecordError>> {
        Some(self.records.as_ref()?.read(text))
    }
    fn can_analyse(&self, saved: &SavedMatch) -> bool {
        self.analyses.is_some_and(|can| can(saved))
    }
}

/// What a game that keeps records does with them ([`Records`], behind a trait object).
trait KeepsRecords: Send + Sync {
    fn format(&self) -> &'static str;
    fn record(&self, saved: &SavedMatch, names: &[&str]) -> Option<Result<Record, RecordError>>;
    fn read(&self, text: &str) -> Result<SavedMatch, RecordError>;
}

struct RecordsOf<G>(PhantomData<fn() -> G>);

impl<G: Records> KeepsRecords for RecordsOf<G> {
    fn format(&self) -> &'static str {
        G::RECORD_FORMAT
    }
    fn record(&self, saved: &SavedMatch, names: &[&str]) -> Option<Result<Record, RecordError>> {
        let (m, _) = match_flow::replay::<G>(saved).ok()?;
        m.state.record(names)
    }
    fn read(&self, text: &str) -> Result<SavedMatch, RecordError> {
        G::read_record(text).map(|read| {
            let (preset, options) = nearest_preset::<G>(read.options);
            let setup = MatchSetup {
                game: G::NAME.to_string(),
                preset: preset.to_string(),
                options,
                seats: vec![SeatKind::Person; G::INFO.seats.start().max(&2).to_owned()],
                seed: 0,
                names: read.names,
                ..MatchSetup::default()
            };
            SavedMatch::new(setup, read.actions.iter().map(|a| a.to_string()).collect())
        })
    }
}

/// The preset that differs from `options` in the fewest (the first of them on a tie), and
/// the options that differ from it: a record of a money game with the cube is set up as
/// that preset, unchanged.
fn nearest_preset<G: Game>(
    options: Vec<(String, String)>,
) -> (&'static str, Vec<(String, String)>) {
    let differing = |name: &str| -> Option<Vec<(String, String)>> {
        let preset = G::preset(name).ok()?;
        Some(
            options
                .iter()
                .filter(|(key, value)| G::option_value(&preset, key).as_ref() != Some(value))
                .cloned()
                .collect(),
        )
    };
    G::INFO
        .presets
        .iter()
        .filter_map(|p| Some((p.name, differing(p.name)?)))
        .min_by_key(|(_, differ)| differ.len())
        .unwrap_or((G::INFO.default_preset().name, options.clone()))
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
pub struct Games(pub Vec<Arc<dyn GameEntry>>);

impl Games {
    /// The game of this name.
    pub fn find(&self, name: &str) -> Result<&dyn GameEntry, GameRefused> {
        self.0
            .iter()
            .find(|g| g.name() == name)
            .map(|g| &**g)
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
