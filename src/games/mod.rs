//! One folder per game: its board view (layout, pieces, animation, input, HUD text) and
//! its [`TableGame`] impl. This module is the one
//! place in the app that lists the games: nothing outside `games/` and `crates/` names one.

use crate::session::computer::AiPlugin;
use crate::session::match_flow::{MatchPlugin, TableGame};
use crate::session::registry::{GameEntry, Games};
use crate::ui::move_log::{Describe, MoveLogPlugin};
use bevy::prelude::*;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_malefiz::Malefiz;
use tabula_yut::Yut;

pub mod backgammon;
pub mod chisolo;
pub mod malefiz;
pub mod yut;

/// Every playable game, in menu order.
pub fn all() -> Games {
    Games(vec![
        GameEntry::of::<Yut>(add_game::<Yut>),
        GameEntry::of::<Chisolo>(add_game::<Chisolo>),
        GameEntry::of::<Backgammon>(add_game::<Backgammon>),
        GameEntry::of::<Malefiz>(add_game::<Malefiz>),
    ])
}

/// Adds game `G`: what every game has (its match, computer seats and move log), then its
/// own board view.
fn add_game<G: TableGame + Describe>(app: &mut App) {
    app.add_plugins((
        MatchPlugin::<G>::default(),
        AiPlugin::<G>::default(),
        MoveLogPlugin::<G>::default(),
    ));
    G::add_view(app);
}

/// Every game's view and match, and the list the menus read.
pub fn plugin(app: &mut App) {
    let games = all();
    for game in &games.0 {
        (game.plugin)(app);
    }
    app.insert_resource(games);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::setup::{MatchSetup, SeatKind};

    #[test]
    fn every_game_has_a_default_preset_that_starts() {
        let games = all();
        for g in &games.0 {
            let setup = MatchSetup {
                game: g.name().into(),
                preset: g.info.default_preset().name.into(),
                seats: vec![SeatKind::Human; *g.info.seats.start()],
                ..MatchSetup::default()
            };
            assert_eq!((g.check)(&setup), Ok(()), "{}", g.name());
        }
        assert!(games.find("chess").err().unwrap().contains("backgammon"));
    }

    #[test]
    fn the_classic_theme_fills_every_role_of_every_game() {
        let mut roles = crate::theme::SpriteRoles::default();
        for sprites in [
            yut::SPRITES,
            chisolo::SPRITES,
            backgammon::SPRITES,
            malefiz::SPRITES,
        ] {
            roles.0.extend_from_slice(sprites);
        }
        let (m, dir) = crate::theme::classic_manifest();
        assert_eq!(
            crate::theme::manifest_problems(&m, &dir, &roles),
            Vec::<String>::new()
        );
    }

    /// Every text a setup form for `game` draws, the preset and options as `setup` has them.
    fn form_texts(game: &GameEntry, setup: &mut MatchSetup) -> Vec<String> {
        use bevy_egui::egui;
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::ui::style::text_font_definitions());
        let mut texts = Vec::new();
        // The first pass lays out, the second draws what it laid out.
        for _ in 0..2 {
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                crate::ui::menus::setup::rules_form(ui, game, setup);
            });
            output.textures_delta.clear();
            texts.clear();
            let mut shapes: Vec<egui::Shape> = output.shapes.into_iter().map(|c| c.shape).collect();
            while let Some(shape) = shapes.pop() {
                match shape {
                    egui::Shape::Text(t) => texts.push(t.galley.text().to_string()),
                    egui::Shape::Vec(inner) => shapes.extend(inner),
                    _ => {}
                }
            }
        }
        texts
    }

    /// The setup form and the saves read each game's own description: every option it
    /// describes is offered by the form with its label and choices, and every value it
    /// lists is taken by a setup, survives a save and replays, while others are refused.
    /// (The command line's help reads the same descriptions: crates/cli/tests/cli.rs.)
    #[test]
    fn the_setup_form_and_the_saves_read_each_games_description() {
        use crate::session::saves::SavedMatch;
        use tabula_core::OptionKind;
        for g in &all().0 {
            let info = g.info;
            let mut setup = MatchSetup {
                game: info.name.into(),
                preset: info.default_preset().name.into(),
                seats: vec![SeatKind::Human; *info.seats.start()],
                ..MatchSetup::default()
            };
            let texts = form_texts(g, &mut setup);
            let shown = |text: &str| texts.iter().any(|t| t == text);
            assert!(
                shown(info.default_preset().label),
                "{}: {texts:?}",
                info.name
            );
            assert!(shown(info.default_preset().summary), "{}", info.name);
            for spec in info.options {
                match spec.kind {
                    OptionKind::Choice(choices) => {
                        assert!(
                            shown(&format!("{}:", spec.label)),
                            "{}: {texts:?}",
                            spec.key
                        );
                        for c in choices {
                            assert!(shown(c.label), "{} {}: {texts:?}", spec.key, c.label);
                        }
                    }
                    // A slider writes its label beside the number.
                    _ => assert!(shown(spec.label), "{}: {texts:?}", spec.key),
                }
                for value in spec.kind.value_texts() {
                    let chosen = MatchSetup {
                        options: vec![(spec.key.into(), value.clone())],
                        ..setup.clone()
                    };
                    assert_eq!((g.check)(&chosen), Ok(()), "{}={value}", spec.key);
                    let saved = SavedMatch::new(chosen.clone(), Vec::new());
                    let json = serde_json::to_string(&saved).unwrap();
                    let back: SavedMatch = serde_json::from_str(&json).unwrap();
                    assert_eq!(
                        (g.replays)(&back).map(|c| c.refused),
                        Ok(None),
                        "{}={value}",
                        spec.key
                    );
                    let read = (g.option_value)(&back.setup, spec.key).expect("a value");
                    match spec.kind {
                        OptionKind::Number { .. } => assert_eq!(
                            read.parse::<f64>().ok(),
                            value.parse::<f64>().ok(),
                            "{}",
                            spec.key
                        ),
                        _ => assert_eq!(read, value, "{}", spec.key),
                    }
                }
                let wrong = MatchSetup {
                    options: vec![(spec.key.into(), "no-such-value".into())],
                    ..setup.clone()
                };
                assert!(
                    (g.check)(&wrong).is_err(),
                    "{} took a wrong value",
                    spec.key
                );
            }
        }
    }
}
