//! What starts a match: the game, its rules and who sits in each seat. A leaf module: the
//! menus, the saves and the match all read it.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabula_core::Game;

/// How strong a computer seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Picks at random among legal moves.
    Easy,
    /// Looks one move ahead (Backgammon: the trained net's best play).
    Medium,
    /// Searches with the game's strongest search (its description names it: expectimax
    /// over the throws to come, max-n for many sides, alpha-beta without dice), or plays
    /// the game's own trained player (Backgammon: the net's two-ply search).
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn label(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    Computer(Level),
}

/// Everything needed to start (or restart) a match: the game, its rules, who plays.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchSetup {
    /// The game's name (`Game::NAME`), e.g. `"yut"`.
    pub game: String,
    pub preset: String,
    /// Options set on top of the preset, by their saved-game names.
    pub options: Vec<(String, String)>,
    pub seats: Vec<SeatKind>,
    /// Seeds the throws; the action list is what a save replays.
    pub seed: u64,
    /// A position to start from instead of the game's start, as the game reads it
    /// (Backgammon: GNU Backgammon's position ID, with its match ID).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// People playing each other at one screen may take back the last move (against the
    /// computer a person always may).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub take_backs: bool,
    /// The game's guided first game (`session::lesson`): its script decides the throws
    /// and the moves until it ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson: bool,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            game: "yut".into(),
            preset: "encyclopedia-sticks".into(),
            options: Vec::new(),
            seats: vec![SeatKind::Human, SeatKind::Computer(Level::Hard)],
            seed: 1,
            position: None,
            take_backs: false,
            lesson: false,
        }
    }
}

impl MatchSetup {
    /// The rule options for game `G`: the preset with the overrides applied.
    pub fn game_options<G: Game>(&self) -> Result<G::Options, String> {
        let mut o = G::preset(&self.preset).map_err(|e| e.0)?;
        for (k, v) in &self.options {
            G::set_option(&mut o, k, v).map_err(|e| e.0)?;
        }
        Ok(o)
    }

    /// True if no seat is a person.
    pub fn computers_only(&self) -> bool {
        self.seats
            .iter()
            .all(|s| matches!(s, SeatKind::Computer(_)))
    }
}
