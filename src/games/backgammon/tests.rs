use super::components::Deciding;
use super::components::{BLACK_TRAY, WHITE_BAR};
use super::decisions::hint;
use super::highlight::hint_left;
use super::layout::{Geometry, point_column, point_of_space, shown_counts, space_of_point};
use super::tutor::follows_the_hint;
use bevy::prelude::*;
use tabula_backgammon::nn::{NeuralAgent, NeuralSearchAgent};
use tabula_backgammon::{Action, Backgammon, Step};
use tabula_core::{Game, ToMove};
use tabula_table::Level;

#[test]
fn the_start_shows_fifteen_of_each_colour_on_their_points() {
    let g = Backgammon::new(&Default::default(), 2).unwrap();
    let c = shown_counts(&g, &[]);
    for colour in 0..2 {
        let total: u32 = c
            .iter()
            .filter(|(k, _)| *k == colour)
            .map(|(_, n)| u32::from(*n))
            .sum();
        assert_eq!(total, 15, "colour {colour}");
    }
    // White's 24-point (two checkers) is Black's 1-point, top right.
    assert_eq!(c[24], (0, 2));
    assert_eq!(c[1], (1, 2));
    assert_eq!(c[6], (0, 5));
    assert_eq!(c[19], (1, 5));
    let geo = Geometry::default();
    assert_eq!(point_column(&geo, 1), (-141.0 + 56.0 * 5.0, false));
    assert_eq!(point_column(&geo, 24), (-141.0 + 56.0 * 5.0, true));
}

#[test]
fn the_layout_puts_the_places_where_the_picture_has_them() {
    // The default layout, the picture drawn 850 wide round (-150, 0).
    let geo = Geometry::default();
    assert_eq!(geo.board_size, Vec2::new(850.0, 660.0));
    assert_eq!(
        (geo.left_field_x, geo.right_field_x, geo.column),
        (-527.0, -141.0, 56.0)
    );
    assert_eq!((geo.bar_x, geo.tray_x), (-194.0, 221.0));
    assert_eq!(
        (geo.top_y, geo.bottom_y, geo.point_length),
        (310.0, -310.0, 250.0)
    );
    // The same board drawn twice as large: the same places in the world.
    let mut big = tabula_layout::BackgammonLayout::default();
    let double = |(a, b): (f32, f32)| (a * 2.0, b * 2.0);
    big.image = (3400, 2640);
    big.left_field_x = double(big.left_field_x);
    big.right_field_x = double(big.right_field_x);
    big.field_y = double(big.field_y);
    big.bar_x = double(big.bar_x);
    big.tray_x = double(big.tray_x);
    big.point_length *= 2.0;
    assert_eq!(Geometry::from_layout(&big), geo);
    // A board with its trays further right: the trays follow, the points stay.
    let wide = tabula_layout::BackgammonLayout {
        tray_x: (1540.0, 1680.0),
        ..Default::default()
    };
    let moved = Geometry::from_layout(&wide);
    assert_eq!(moved.tray_x, geo.tray_x + 9.0);
    assert_eq!(point_column(&moved, 7), point_column(&geo, 7));
}

#[test]
fn points_and_spaces_convert_both_ways() {
    for colour in 0..2 {
        for p in 0..=24u8 {
            let space = space_of_point(colour, p);
            assert_eq!(point_of_space(colour, space), Some(p), "{colour} {p}");
        }
    }
    assert_eq!(point_of_space(0, BLACK_TRAY), None);
    assert_eq!(point_of_space(1, WHITE_BAR), None);
}

/// The medium seat plays the trained net's best play and the hard seat its two-ply
/// search, the same play the agents choose whole.
#[test]
fn the_medium_and_hard_seats_play_the_trained_net() {
    use tabula_ai::Choice;
    use tabula_core::{Agent, Rng64};
    let mut g = Backgammon::new(&Default::default(), 2).unwrap();
    let mut events = Vec::new();
    // An opening 3-1 for seat 0, its reply roll and play, then a roll: a position with
    // many plays to choose from.
    let mut rng = Rng64::new(3);
    for text in ["roll 3-1", "8/5 6/5", "roll 6-4"] {
        let a: Action = text.parse().unwrap();
        g.apply(&a, &mut events).unwrap();
    }
    assert!(matches!(g.to_move(), ToMove::Seat(_)));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.len() > 5);
    let mut whole = |agent: &mut dyn Agent<Backgammon>| legal[agent.choose(&g, &legal, &mut rng)];
    let medium = whole(&mut NeuralAgent::default());
    let hard = whole(&mut NeuralSearchAgent::default());
    let stepped = |level| {
        let mut choice = Choice::new(g.clone(), level, 1, Some(tabula_backgammon::own_computer));
        (0..100_000).find_map(|_| choice.step()).expect("a choice")
    };
    assert_eq!(stepped(Level::Medium), medium);
    assert_eq!(stepped(Level::Hard), hard);
}

#[test]
fn the_hint_follows_the_person_step_by_step_and_goes_when_they_leave_it() {
    let play: tabula_backgammon::Play = "24/18*/14 8/4".parse().unwrap();
    let step = |from, to| Step {
        from,
        to,
        die: from - to,
        hit: false,
    };
    assert_eq!(hint_left(&play, &[]), Some(vec![(24, 14), (8, 4)]));
    // Part of the way with the first checker: it goes on from where it stands.
    assert_eq!(
        hint_left(&play, &[step(24, 18)]),
        Some(vec![(18, 14), (8, 4)])
    );
    assert_eq!(
        hint_left(&play, &[step(24, 18), step(8, 4)]),
        Some(vec![(18, 14)])
    );
    assert_eq!(
        hint_left(&play, &[step(24, 18), step(18, 14), step(8, 4)]),
        Some(vec![])
    );
    // Another checker, or past the hinted point: the hint no longer holds.
    assert_eq!(hint_left(&play, &[step(13, 9)]), None);
    assert_eq!(hint_left(&play, &[step(8, 2)]), None);
}

/// The tutor lets through what the hint on show advises, for that position alone: the best
/// play of a roll, the cube action before one.
#[test]
fn the_tutor_lets_the_hints_advice_through() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let texts = crate::locale::Texts::from_dir(&dir).unwrap();
    let options = Backgammon::preset("money-cube").unwrap();
    let mut g = Backgammon::new(&options, 2).unwrap();
    let mut events = Vec::new();
    g.apply(&Action::Roll(3, 1), &mut events).unwrap();
    let advice = hint(&g, &texts);
    let Some(Action::Play(best)) = advice.advised else {
        panic!("a play advised: {:?}", advice.advised);
    };
    assert_eq!(best.to_string(), "8/5 6/5");
    let at = 1;
    let deciding = Deciding {
        resign_menu: false,
        hint: Some((at, advice)),
    };
    assert!(follows_the_hint(&deciding, at, Action::Play(best)));
    let other = g
        .legal_plays()
        .into_iter()
        .map(|(p, _)| p)
        .find(|p| *p != best)
        .unwrap();
    assert!(!follows_the_hint(&deciding, at, Action::Play(other)));
    assert!(!follows_the_hint(&deciding, at + 1, Action::Play(best)));
    assert!(!follows_the_hint(
        &Deciding::default(),
        at,
        Action::Play(best)
    ));
    // Before the other side's roll: no double yet, so rolling is the advice.
    g.apply(&Action::Play(best), &mut events).unwrap();
    let advice = hint(&g, &texts);
    assert_eq!(advice.advised, Some(Action::RollDice));
    let deciding = Deciding {
        resign_menu: false,
        hint: Some((2, advice)),
    };
    assert!(follows_the_hint(&deciding, 2, Action::RollDice));
    assert!(!follows_the_hint(&deciding, 2, Action::Double));
}
