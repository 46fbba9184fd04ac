//! What every game gives the app: [`GameView`], its board view and what the tour, the
//! lessons and the theme checker read of it, and the tour's [`Scene`]s. A leaf of the
//! session: the match, the registry, the lessons and the records read it.

use crate::theme::contrast::Written;
use crate::theme::roles::SpriteRole;
use bevy::prelude::*;
use tabula_core::{Evaluate, Game};
use tabula_table::{MatchSetup, SavedMatch, SeatKind};

/// A game as the app shows it: its board view, and what the tour, the lessons and the theme
/// checker read of it. What only some games have is opt-in: records another program reads
/// ([`crate::session::records::Records`]), a hint of their own
/// ([`crate::ui::hint::OwnHint`]), and a computer player of their own, which the game's
/// crate writes and its view puts in the world ([`crate::session::computer::OwnPlayer`]).
pub trait GameView: Game + Evaluate {
    /// The theme role of the board's picture.
    const BOARD_ROLE: &'static str;
    /// The pictures a theme gives this board, with their built-in stand-ins.
    const SPRITES: &'static [SpriteRole];
    /// How many seats a demo match of the game has (the fewest it takes unless it says).
    const DEMO_SEATS: usize = *Self::INFO.seats.start();
    /// Positions the tour pictures (a cube on offer, a hint on the board).
    const SCENES: &'static [Scene] = &[];
    /// The game's guided first game and rules pages (`learn.ron` in its folder, read by
    /// `session::lesson`); empty for a game without.
    const LEARN: &'static str = "";
    /// Adds the game's board view: its entities, animation, input and HUD text.
    const ADD_VIEW: fn(&mut App);
    /// The words the board writes straight on a theme's pictures, and where, on the
    /// pictures of a theme's `layouts` (for the theme checker's contrast check).
    const WRITTEN: fn(&tabula_layout::Layouts) -> Vec<Written>;
}

/// A position worth a picture: a match between people set up by a preset and options and
/// brought there by actions in the game's notation, then the HUD's hint asked for if
/// `hint`; or, if `watch`, those actions watched as a replay. The tour pictures each as
/// `scene-<name>.png`.
#[derive(Clone, Copy, Debug)]
pub struct Scene {
    pub name: &'static str,
    pub preset: &'static str,
    pub options: &'static [(&'static str, &'static str)],
    pub actions: &'static [&'static str],
    pub hint: bool,
    /// Watched instead of played: the picture shows the replay after its first actions.
    pub watch: bool,
    /// Watched with its analysis beside it, at its first error.
    pub analyse: bool,
    /// Analysed, then the person's first mistake put as a puzzle.
    pub review: bool,
}

impl Scene {
    /// A scene of `actions` played from `preset`, pictured as it then stands.
    pub const fn new(
        name: &'static str,
        preset: &'static str,
        actions: &'static [&'static str],
    ) -> Scene {
        Scene {
            name,
            preset,
            options: &[],
            actions,
            hint: false,
            watch: false,
            analyse: false,
            review: false,
        }
    }

    /// The scene with the hint asked for.
    pub const fn hinted(self) -> Scene {
        Scene { hint: true, ..self }
    }

    /// The scene watched with its analysis, at its first error.
    pub const fn analysed(self) -> Scene {
        Scene {
            watch: true,
            analyse: true,
            ..self
        }
    }

    /// The scene analysed, with its first mistake put as a puzzle.
    pub const fn reviewed(self) -> Scene {
        Scene {
            review: true,
            ..self.analysed()
        }
    }

    /// The scene watched as a replay.
    pub const fn watched(self) -> Scene {
        Scene {
            watch: true,
            ..self
        }
    }

    /// The scene as a save of game `game` between `seats` people, to continue.
    pub fn saved(&self, game: &str, seats: usize) -> SavedMatch {
        let setup = MatchSetup {
            game: game.to_string(),
            preset: self.preset.to_string(),
            options: self
                .options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            seats: vec![SeatKind::Person; seats],
            seed: 5,
            ..MatchSetup::default()
        };
        SavedMatch::new(setup, self.actions.iter().map(|a| a.to_string()).collect())
    }
}
