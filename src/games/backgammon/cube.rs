//! The doubling cube on the board, and the pause between the games of a match.

use super::components::PiecesLayer;
use super::decisions::NEXT_GAME;
use super::layout::{Geometry, colour_of, right_field_middle};
use super::text::{arg, points};
use crate::app::screens::MatchScoped;
use crate::board::animation::Step as AnimStep;
use crate::board::animation::{AnimationQueue, Effect, Tween, game_over_step};
use crate::board::labels::WorldLabel;
use crate::locale::Texts;
use crate::session::match_flow::{Match, MatchRewound};
use crate::theme::contrast::Written;
use crate::theme::{LabelStyle, SeatNames, Sound, Theme};
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_backgammon::{Backgammon, GameResult, Phase};
use tabula_core::Game;
use tabula_table::SeatKind;

/// The cube's picture on the board.
#[derive(Component)]
pub struct CubeView;

const CUBE: f32 = 46.0;

/// Where the cube stands and the value it shows in `g`, `None` when the cube is not in
/// play: centred on the bar (showing 64, as a cube at 1 does), at the edge of its owner's
/// side in the tray column, or in the right field while a double is on offer.
pub(super) fn cube_place(g: &Backgammon, geo: &Geometry) -> Option<(Vec3, u16)> {
    if !g.options().cube {
        return None;
    }
    let value = u16::from(g.cube_value());
    let z = 25.0;
    Some(match (g.phase(), g.cube_owner()) {
        (Phase::CubeOffered, _) => (Vec3::new(right_field_middle(geo), 0.0, z), value * 2),
        (_, Some(owner)) => {
            // White's home is at the bottom.
            let y = if colour_of(g, owner) == 0 {
                -48.0
            } else {
                48.0
            };
            (Vec3::new(geo.tray_x, y, z), value)
        }
        (_, None) => (
            Vec3::new(geo.bar_x, 0.0, z),
            if value == 1 { 64 } else { value },
        ),
    })
}

/// The cube's face: faded in the Crawford game, when nobody may double.
fn cube_label(value: u16, crawford: bool) -> WorldLabel {
    WorldLabel::new(
        value.to_string(),
        if value >= 10 { 22.0 } else { 26.0 },
        if crawford {
            LabelStyle::FadedInk
        } else {
            LabelStyle::Ink
        },
    )
}

/// The words written straight on the cube, one digit or two, faded or not (for the contrast
/// check).
pub fn written(_: &tabula_layout::Layouts) -> Vec<Written> {
    let drawn = Rect::from_center_size(Vec2::ZERO, Vec2::splat(CUBE));
    let faces: Vec<(WorldLabel, Vec2)> = [(2, false), (64, false), (2, true), (64, true)]
        .map(|(value, crawford)| (cube_label(value, crawford), Vec2::ZERO))
        .into();
    vec![Written::new("the doubling cube's value", "backgammon.cube").on(drawn, &faces)]
}

pub(super) fn spawn_cube(commands: &mut Commands, theme: &Theme, g: &Backgammon) {
    let Some((at, value)) = cube_place(g, &Geometry::of(theme)) else {
        return;
    };
    commands.spawn((
        CubeView,
        theme.sprite("backgammon.cube", Vec2::splat(CUBE)),
        Transform::from_translation(at),
        cube_label(value, g.crawford()),
        Pickable::IGNORE,
        PiecesLayer,
        MatchScoped,
    ));
}

/// The cube slides to where the state puts it, with a sound when it is offered or turned.
pub(super) fn move_cube(
    m: Res<Match<Backgammon>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    mut cubes: Query<(Entity, &mut WorldLabel, &Transform), With<CubeView>>,
) {
    if !m.is_changed() {
        return;
    }
    let Some((at, value)) = cube_place(&m.state, &Geometry::of(&theme)) else {
        return;
    };
    for (e, mut label, t) in &mut cubes {
        let new_label = cube_label(value, m.state.crawford());
        if *label == new_label && t.translation.truncate() == at.truncate() {
            continue;
        }
        label.set_if_neq(new_label);
        queue.push(AnimStep {
            duration: 0.45,
            tweens: vec![Tween::hop(e, at, 30.0)],
            on_end: vec![Effect::Sound(Sound::Stack)],
            ..default()
        });
    }
}

/// Between the games of a match: the games already shown, and the result on show while
/// the board waits for "Next game".
#[derive(Resource, Default)]
pub(super) struct GameBreak {
    pub seen: usize,
    pub shown: Option<GameResult>,
}

/// A person asked for the match's next game.
#[derive(Message, Clone, Copy, Debug)]
pub(super) struct NextGame;

/// A game of the match ended (the state already holds the next one's start): its end is
/// announced and the board keeps the final position until a person asks for the next game
/// (at once when only computers play). A rewind (a jump through a watched match, a take-back)
/// shows where it lands at once, past the ends of the games it crossed.
pub(super) fn notice_game_end(
    m: Res<Match<Backgammon>>,
    (mut brk, mut rewound): (ResMut<GameBreak>, MessageReader<MatchRewound>),
    mut queue: ResMut<AnimationQueue>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    mut next: MessageWriter<NextGame>,
) {
    let games = m.state.games_so_far();
    let jumped = rewound.read().count() > 0;
    if games.len() <= brk.seen || jumped {
        brk.seen = games.len();
        return;
    }
    brk.seen = games.len();
    if m.outcome().is_some() {
        return; // The match is over: the results screen tells it.
    }
    let Some(r) = games.last().copied() else {
        return;
    };
    queue.push(game_over_step(texts.with(
        "backgammon-banner-game",
        &[
            ("name", arg(names.of(r.winner))),
            ("points", arg(points(r.points, &texts))),
        ],
    )));
    if m.setup.seats.contains(&SeatKind::Person) {
        brk.shown = Some(r);
        queue.hold();
    } else {
        next.write(NextGame);
    }
}

/// The next game starts on a fresh board.
pub(super) fn next_game_on_command(
    mut commands: MessageReader<HudCommand>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut brk: ResMut<GameBreak>,
    mut queue: ResMut<AnimationQueue>,
    mut next: MessageWriter<NextGame>,
) {
    let pressed = commands.read().any(|c| *c == NEXT_GAME)
        || keys.is_some_and(|k| k.just_pressed(KeyCode::Enter));
    if pressed && brk.shown.is_some() {
        brk.shown = None;
        queue.release();
        next.write(NextGame);
    }
}
