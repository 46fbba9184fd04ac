//! Themes: `assets/themes/<name>/theme.ron` names every sprite and sound by role. The
//! loading screen waits for all of them; a missing or broken file falls back to a built-in
//! default with a warning, so a half-finished mod still plays.

use crate::app::file_assets::add_file_asset;
use bevy::prelude::*;
use tabula_core::{Outcome, Seat};
use tabula_table::Level;

mod catalogue;
mod check;
pub mod contrast;
pub mod label_colours;
mod loading;
pub mod manifest;
mod pictures;
pub mod roles;
pub use catalogue::{ThemeCatalogue, ThemeChoice, folders_of_index};
pub use check::{Kind, ThemeProblem, ThemeReport, check_theme};
pub use label_colours::{LabelColours, LabelInks, LabelStyle};
pub use loading::{CLASSIC, ThemeLoading, ThemeName};
pub use manifest::{SideName, Sound, Theme, ThemeManifest};
pub use roles::{Fallback, Shape, SpriteRole, SpriteRoles, Tint, register_sprites};

/// What players call the seats: the theme names its side colours ("Red wins"); online,
/// who holds each seat too.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct SeatNames {
    pub sides: [String; 4],
    pub holders: [Holder; 4],
}

/// Who holds a seat of an online room, as the room tells it.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Holder {
    /// Not online, or a seat still free: the seat's kind says who plays it.
    #[default]
    Unknown,
    /// A person, by the name they gave.
    Person(String),
    /// The server's computer.
    Computer(Level),
}

impl Default for SeatNames {
    fn default() -> Self {
        SeatNames {
            sides: ["Red", "Blue", "Green", "Orange"].map(String::from),
            holders: Default::default(),
        }
    }
}

impl SeatNames {
    /// A seat's name.
    pub fn of(&self, seat: Seat) -> &str {
        &self.sides[seat.index() % 4]
    }

    /// Who holds a seat online.
    pub fn holder(&self, seat: Seat) -> &Holder {
        &self.holders[seat.index() % 4]
    }

    /// The winners of an outcome: "Red", "Red & Green".
    pub fn winners(&self, outcome: &Outcome) -> String {
        let names: Vec<&str> = outcome.winners.iter().map(|s| self.of(s)).collect();
        names.join(" & ")
    }
}

pub fn plugin(app: &mut App) {
    add_file_asset::<ThemeManifest>(app);
    app.init_resource::<SpriteRoles>()
        .add_plugins((loading::plugin, catalogue::plugin));
}

/// The seats' names, following the theme and the language (headless too).
pub fn seat_names_plugin(app: &mut App) {
    app.init_resource::<SeatNames>().add_systems(
        Update,
        name_the_sides
            .after(crate::locale::follow_the_setting)
            .before(crate::session::match_flow::MatchSystems::Collect),
    );
}

/// Names the seats in the player's language: the theme's name for each colour, else the
/// language file's `side-N`.
/// A game whose pieces do not wear the seats' colours names its seats in its own texts
/// (`backgammon-side-0`: "Player 1", whose checkers are White or Black by game); the others
/// take the theme's names, else the language's colours.
fn name_the_sides(
    theme: Option<Res<Theme>>,
    texts: Option<Res<crate::locale::Texts>>,
    setup: Option<Res<tabula_table::MatchSetup>>,
    players: Option<Res<crate::session::match_flow::PlayersNames>>,
    mut names: ResMut<SeatNames>,
) {
    let changed = theme.as_ref().is_some_and(|t| t.is_changed())
        || texts.as_ref().is_some_and(|t| t.is_changed())
        || setup.as_ref().is_some_and(|s| s.is_changed())
        || players.as_ref().is_some_and(|p| p.is_changed());
    if !changed {
        return;
    }
    let game = setup.as_ref().map_or("", |s| s.game.as_str());
    let mut named = SeatNames {
        holders: names.holders.clone(),
        ..default()
    };
    for (i, name) in named.sides.iter_mut().enumerate() {
        let by_game = texts.as_ref().and_then(|t| {
            let id = format!("{game}-side-{i}");
            t.has(&id).then(|| t.get(&id))
        });
        let by_theme = theme.as_ref().and_then(|t| {
            let language = texts.as_ref().map_or("en", |t| t.language());
            t.side_names.get(i)?.in_language(language).map(String::from)
        });
        let by_language = || texts.as_ref().map(|t| t.get_or(&format!("side-{i}"), name));
        // A record's players go by the names it gave them.
        let by_record = players
            .as_ref()
            .and_then(|p| p.0.get(i))
            .filter(|n| !n.trim().is_empty())
            .cloned();
        if let Some(n) = by_record.or(by_game).or(by_theme).or_else(by_language) {
            *name = n;
        }
    }
    names.set_if_neq(named);
}
