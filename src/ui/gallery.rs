//! What the gallery shows of each game before a match: its rules in words and a sketch of
//! its board in its starting position, both for a setup (in play the panel keeps the
//! rules of the match itself). Filled by `games/`.

use crate::board::sketch::{BoardSketch, Sketch};
use crate::locale::Texts;
use crate::session::match_flow::{TableGame, first_state};
use crate::session::setup::{MatchSetup, SeatKind};
use crate::theme::Theme;
use crate::ui::move_log::Describe;
use bevy::prelude::*;

/// Each game's page, by its name.
#[derive(Resource, Default)]
pub struct GalleryPages(pub Vec<GalleryPage>);

pub struct GalleryPage {
    pub game: &'static str,
    /// The rules under a setup (none if the setup does not start).
    pub rules: fn(&MatchSetup, &Texts) -> Option<String>,
    /// The board as its default setup starts it, in the theme.
    pub sketch: fn(&Theme) -> Option<BoardSketch>,
}

impl GalleryPages {
    /// Game `G`'s page.
    pub fn add<G: TableGame + Describe + Sketch>(&mut self) {
        self.0.push(GalleryPage {
            game: G::NAME,
            rules: |setup, texts| first_state::<G>(setup).ok().map(|g| g.rules_help(texts)),
            sketch: |theme| {
                first_state::<G>(&default_setup::<G>())
                    .ok()
                    .map(|g| g.sketch(theme))
            },
        });
    }

    /// The rules of `setup`'s game as it sets it up.
    pub fn rules(&self, setup: &MatchSetup, texts: &Texts) -> Option<String> {
        (self.page(&setup.game)?.rules)(setup, texts)
    }

    /// Game `game`'s board as it starts.
    pub fn sketch(&self, game: &str, theme: &Theme) -> Option<BoardSketch> {
        (self.page(game)?.sketch)(theme)
    }

    fn page(&self, game: &str) -> Option<&GalleryPage> {
        self.0.iter().find(|p| p.game == game)
    }
}

/// Game `G`'s default preset with as many people as its demo seats.
fn default_setup<G: TableGame>() -> MatchSetup {
    MatchSetup {
        game: G::NAME.to_string(),
        preset: G::INFO.default_preset().name.to_string(),
        options: Vec::new(),
        seats: vec![SeatKind::Human; G::DEMO_SEATS],
        seed: 1,
        position: None,
        take_backs: false,
    }
}
