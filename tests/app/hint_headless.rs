//! The hint of the games without their own: what the Hard computer would play, legal, the
//! same choice the Hard computer makes, marked where it lands and said in words; gone once
//! the position moves on, and not offered when the setting is off.

use crate::common;

use bevy::prelude::*;
use common::{game, headless_app, instant, start};
use tabula::board::last_move::{LastMove, Spots};
use tabula::session::match_flow::{GameView, MatchRequest};
use tabula::theme::{SeatNames, Theme};
use tabula::ui::describe::Describe;
use tabula::ui::hint::{HintMark, hint_seed};
use tabula::ui::panel::{HudCommand, HudInfo};
use tabula_ai::Choice;
use tabula_core::ToMove;
use tabula_table::{Level, MatchSetup, SeatKind};

/// People in every seat: throws are made until a person has a decision.
fn at_a_decision<G: GameView>(name: &str, preset: &str, seats: usize) -> App {
    let setup = MatchSetup {
        game: G::NAME.into(),
        preset: preset.into(),
        seats: vec![SeatKind::Person; seats],
        seed: 11,
        ..MatchSetup::default()
    };
    let mut app = headless_app(name, instant(), setup);
    start::<G>(&mut app);
    for _ in 0..50 {
        app.update();
        match game::<G>(&app).state.to_move() {
            ToMove::Chance => {
                app.world_mut().write_message(MatchRequest::<G>::Chance);
            }
            ToMove::Seat(_) => break,
            ToMove::Over(_) => panic!("the game ended before a decision"),
        }
    }
    for _ in 0..5 {
        app.update();
    }
    assert!(matches!(game::<G>(&app).state.to_move(), ToMove::Seat(_)));
    app
}

fn marks(app: &mut App) -> Vec<Vec2> {
    let mut q = app
        .world_mut()
        .query_filtered::<&Transform, With<HintMark>>();
    q.iter(app.world())
        .map(|t| t.translation.truncate())
        .collect()
}

fn the_hint_is_the_hard_choice<G: GameView + Describe + Spots>(
    name: &str,
    preset: &str,
    seats: usize,
) {
    let mut app = at_a_decision::<G>(name, preset, seats);
    assert!(app.world().resource::<HudInfo>().can_hint);
    app.world_mut().write_message(HudCommand::Hint);
    // The Hard computer thinks on a worker thread.
    for _ in 0..20_000 {
        app.update();
        if !app.world().resource::<HudInfo>().advice.is_empty() {
            break;
        }
    }
    let m = game::<G>(&app);
    let (state, at, seed) = (m.state.clone(), m.history.len(), m.setup.seed);
    let mut choice = Choice::new(state.clone(), Level::Hard, hint_seed(seed, at), None);
    let hard = loop {
        if let Some(a) = choice.step() {
            break a;
        }
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    assert!(legal.contains(&hard));
    let mut events = Vec::new();
    state.clone().apply(&hard, &mut events).unwrap();
    let names = app.world().resource::<SeatNames>().clone();
    let texts = app.world().resource::<tabula::locale::Texts>();
    let words = state.describe(&hard, &events, &names, texts);
    let advice = app.world().resource::<HudInfo>().advice.clone();
    assert_eq!(advice.len(), 1);
    assert!(advice[0].contains(&words), "{advice:?} lacks {words}");
    // Marked where it leaves and lands.
    let theme = app.world().resource::<Theme>();
    let spots = LastMove::of(&events).expect("the hint moves something");
    let wanted: Vec<Vec2> = spots
        .from
        .iter()
        .chain(&spots.to)
        .filter_map(|s| state.spot(*s, theme))
        .collect();
    assert!(!wanted.is_empty());
    assert_eq!(marks(&mut app), wanted);

    // Played, the hint goes.
    app.world_mut().write_message(MatchRequest::<G>::Play(hard));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(game::<G>(&app).history.len(), at + 1);
    assert!(app.world().resource::<HudInfo>().advice.is_empty());
    assert_eq!(marks(&mut app), []);
}

#[test]
fn yut_hints_the_hard_play() {
    the_hint_is_the_hard_choice::<tabula_yut::Yut>("hint-yut", "encyclopedia-sticks", 2);
}

#[test]
fn chisolo_hints_the_hard_play() {
    the_hint_is_the_hard_choice::<tabula_chisolo::Chisolo>("hint-chisolo", "natatu", 2);
}

#[test]
fn malefiz_hints_the_hard_play() {
    the_hint_is_the_hard_choice::<tabula_malefiz::Malefiz>("hint-malefiz", "encyclopedia", 2);
}

#[test]
fn no_hint_when_the_setting_is_off() {
    let mut app = at_a_decision::<tabula_yut::Yut>("hint-off", "encyclopedia-sticks", 2);
    app.world_mut()
        .resource_mut::<tabula::app::settings::Settings>()
        .hints = false;
    app.update();
    assert!(!app.world().resource::<HudInfo>().can_hint);
    app.world_mut().write_message(HudCommand::Hint);
    for _ in 0..50 {
        app.update();
    }
    assert!(app.world().resource::<HudInfo>().advice.is_empty());
    assert_eq!(marks(&mut app), []);
}

/// Backgammon gives its own hint (its best plays in a list), so the Hard computer's choice
/// is not marked on its board as well.
#[test]
fn a_game_with_its_own_hint_gets_no_second_one() {
    let mut app = at_a_decision::<tabula_backgammon::Backgammon>("hint-own", "money-cube", 2);
    let own = app
        .world()
        .contains_resource::<tabula::ui::hint::OwnHint<tabula_backgammon::Backgammon>>();
    assert!(own, "the view says it hints itself");
    app.world_mut().write_message(HudCommand::Hint);
    for _ in 0..20_000 {
        app.update();
        if !app.world().resource::<HudInfo>().advice.is_empty() {
            break;
        }
    }
    let advice = app.world().resource::<HudInfo>().advice.clone();
    assert!(advice.len() > 1, "its own list of plays: {advice:?}");
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(marks(&mut app), [], "the generic hint marked the board too");
}
