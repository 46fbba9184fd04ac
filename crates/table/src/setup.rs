//! What starts a match: the game, its rules, who sits in each seat and who draws chance.

use serde::{Deserialize, Serialize};
use tabula_ai::Level;
use tabula_core::{Game, SetupError};

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at this screen: their clicks and keys make the seat's moves.
    #[serde(rename = "human")]
    Person,
    /// The computer, here.
    Computer(Level),
    /// A person elsewhere: their moves arrive from the game server.
    Remote,
}

impl SeatKind {
    /// True for a person at this screen.
    pub fn is_person_here(self) -> bool {
        self == SeatKind::Person
    }
}

/// Who draws chance (throws, dice, the lot for the first player).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChanceFrom {
    /// The match itself, from the setup's seed (play at one screen, the server's own match).
    #[default]
    Seed,
    /// An authority elsewhere (the game server) that hands the match each outcome; the
    /// match holds no seed and draws nothing.
    Authority,
}

/// Everything needed to start (or restart) a match: the game, its rules, who plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "bevy", derive(bevy_ecs::resource::Resource))]
pub struct MatchSetup {
    /// The game's name (`Game::NAME`), e.g. `"yut"`.
    pub game: String,
    pub preset: String,
    /// Options set on top of the preset, by their saved-game names.
    pub options: Vec<(String, String)>,
    pub seats: Vec<SeatKind>,
    /// Seeds the throws when the match draws its own chance; the action list is what a
    /// save replays.
    pub seed: u64,
    /// Who draws chance: the match from `seed`, or an authority elsewhere.
    #[serde(default, skip_serializing_if = "ChanceFrom::is_seed")]
    pub chance: ChanceFrom,
    /// A position to start from instead of the game's start, as the game reads it
    /// (Backgammon: GNU Backgammon's position ID, with its match ID).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// People playing each other at one screen may take back the last move (against the
    /// computer a person always may).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub take_backs: bool,
    /// The game's guided first game ([`crate::Lesson`]): its script decides the throws
    /// and the moves until it ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson: bool,
    /// The players' names seat by seat, where a record named them (a match read from
    /// another program's record); empty otherwise, and the seats go by the game's names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
}

impl ChanceFrom {
    fn is_seed(&self) -> bool {
        *self == ChanceFrom::Seed
    }
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            game: "yut".into(),
            preset: "encyclopedia-sticks".into(),
            options: Vec::new(),
            seats: vec![SeatKind::Person, SeatKind::Computer(Level::Hard)],
            seed: 1,
            chance: ChanceFrom::Seed,
            position: None,
            take_backs: false,
            lesson: false,
            names: Vec::new(),
        }
    }
}

impl MatchSetup {
    /// The rule options for game `G`: the preset with the overrides applied.
    pub fn game_options<G: Game>(&self) -> Result<G::Options, SetupError> {
        let mut o = G::preset(&self.preset)?;
        for (k, v) in &self.options {
            G::set_option(&mut o, k, v)?;
        }
        Ok(o)
    }

    /// True if no seat is a person.
    pub fn computers_only(&self) -> bool {
        self.seats
            .iter()
            .all(|s| matches!(s, SeatKind::Computer(_)))
    }

    /// A seat is held by a person elsewhere: the match is played online.
    pub fn is_online(&self) -> bool {
        self.seats.contains(&SeatKind::Remote)
    }

    /// The setup as a player elsewhere receives it: chance comes from the authority that
    /// holds this setup, and the seed stays with it.
    pub fn for_a_player_elsewhere(&self) -> MatchSetup {
        MatchSetup {
            seed: 0,
            chance: ChanceFrom::Authority,
            ..self.clone()
        }
    }
}

/// The state a match of `setup` starts from: the game's start, or the position the setup
/// names.
pub fn first_state<G: Game>(setup: &MatchSetup) -> Result<G, SetupError> {
    let options = setup.game_options::<G>()?;
    match &setup.position {
        None => G::new(&options, setup.seats.len()),
        Some(text) => G::from_position(&options, setup.seats.len(), text),
    }
}
