//! The board and the pieces as entities, spawned when a match starts.

use super::components::{
    BOARD_CENTRE, CHECKER, Checker, DIE, Deciding, DiceFaces, Die, Pick, PiecesLayer, SPACES,
    SpaceArea, Stacks,
};
use super::cube::{GameBreak, spawn_cube};
use super::input::{on_drag_end, on_drag_start, on_drop, on_space_click};
use super::layout::{
    Geometry, checker_look, checker_pos, checker_role, die_pos, resting_places, shown_counts,
    space_area,
};
use crate::app::screens::MatchScoped;
use crate::board::animation::AnimationQueue;
use crate::board::highlight::Highlight;
use crate::board::sketch::{BoardSketch, Sketch, Stamp};
use crate::session::match_flow::{GameView, Match};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_backgammon::Backgammon;

/// The spaces' click areas over the board, once with it.
pub(super) fn spawn_spaces(
    mut commands: Commands,
    theme: Res<Theme>,
    existing: Query<(), With<SpaceArea>>,
) {
    if !existing.is_empty() {
        return;
    }
    let geo = Geometry::of(&theme);
    for space in 0..SPACES {
        let (centre, size) = space_area(&geo, space);
        commands
            .spawn((
                SpaceArea(space),
                Sprite::from_color(Color::NONE, size),
                Transform::from_translation(centre.extend(0.5)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_space_click)
            .observe(on_drag_start)
            .observe(on_drop)
            .observe(on_drag_end);
    }
}

/// Another theme may lay its board out otherwise: the click areas follow.
pub(super) fn refit_spaces(
    theme: Res<Theme>,
    mut areas: Query<(&SpaceArea, &mut Sprite, &mut Transform)>,
) {
    let geo = Geometry::of(&theme);
    for (area, mut sprite, mut at) in &mut areas {
        let (centre, size) = space_area(&geo, area.0);
        sprite.custom_size = Some(size);
        at.translation = centre.extend(at.translation.z);
    }
}

pub(super) fn spawn_pieces(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Backgammon>>,
    mut stacks: ResMut<Stacks>,
    mut pick: ResMut<Pick>,
    mut faces: ResMut<DiceFaces>,
    (mut brk, mut queue): (ResMut<GameBreak>, ResMut<AnimationQueue>),
    mut deciding: ResMut<Deciding>,
    old: Query<Entity, Or<(With<Checker>, With<Die>, With<PiecesLayer>, With<Highlight>)>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    *stacks = Stacks::default();
    // The board shows the state afresh: a game's end on show no longer is, nor holds it.
    if brk.shown.take().is_some() {
        queue.release();
    }
    brk.seen = m.state.games_so_far().len();
    *deciding = Deciding::default();
    spawn_cube(&mut commands, &theme, &m.state);
    let geo = Geometry::of(&theme);
    let counts = shown_counts(&m.state, &[]);
    for (space, (colour, n)) in counts.iter().enumerate() {
        for h in 0..usize::from(*n) {
            let e = commands
                .spawn((
                    Checker { colour: *colour },
                    {
                        let (image, size) = checker_look(&theme, *colour, space);
                        Sprite {
                            image,
                            custom_size: Some(size),
                            ..default()
                        }
                    },
                    Transform::from_translation(checker_pos(&geo, space, h, usize::from(*n))),
                    Pickable::IGNORE,
                    MatchScoped,
                ))
                .id();
            stacks.0[space].push(e);
        }
    }
    let dice = m.state.dice();
    faces.0 = match dice {
        Some([a, b]) if a == b => vec![a; 4],
        Some([a, b]) => vec![a, b],
        None => Vec::new(),
    };
    for i in 0..4 {
        let face = dice.map_or(1, |d| d[i % 2]);
        let shown = dice.is_some_and(|d| i < 2 || d[0] == d[1]);
        let n = if dice.is_some_and(|d| d[0] == d[1]) {
            4
        } else {
            2
        };
        commands.spawn((
            Die(i),
            theme.sprite(&format!("die.{face}"), Vec2::splat(DIE)),
            Transform::from_translation(die_pos(&geo, i, n)),
            if shown {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            },
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    *pick = Pick {
        redraw: true,
        ..default()
    };
}

impl Sketch for Backgammon {
    /// The board with the checkers where they start.
    fn sketch(&self, theme: &Theme) -> BoardSketch {
        let geo = Geometry::of(theme);
        let stamps = resting_places(self, &geo)
            .into_iter()
            .map(|(colour, at)| {
                Stamp::new(checker_role(colour), at.truncate(), Vec2::splat(CHECKER))
            })
            .collect();
        BoardSketch {
            board_role: Backgammon::BOARD_ROLE,
            centre: BOARD_CENTRE,
            size: geo.board_size,
            lines: Vec::new(),
            stamps,
        }
    }
}
