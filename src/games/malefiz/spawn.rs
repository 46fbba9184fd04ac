//! The board and the pieces as entities, spawned when a match starts.

use super::components::{
    BARRICADE_SIZE, BOARD_CENTRE, BarricadeBlock, BoardPad, DIE_SIZE, DieLabel, DieSprite,
    FIELD_SIZE, GOAL_SIZE, HOUSE_SIZE, HouseSprite, LINE_WIDTH, PAWN_SIZE, PathDot, Pawn, Pick,
    PiecesLayer,
};
use super::input::{on_board_tap, on_house_click, on_pawn_click};
use super::layout::{Geometry, barricade_places, pawn_layout};
use crate::app::screens::MatchScoped;
use crate::board::highlight::Highlight;
use crate::board::labels::WorldLabel;
use crate::board::sketch::{BoardSketch, Sketch, Stamp};
use crate::session::match_flow::{GameView, Match};
use crate::theme::contrast::Written;
use crate::theme::{LabelStyle, Theme};
use bevy::prelude::*;
use tabula_core::Game;
use tabula_malefiz::{Field, Malefiz, Phase, edges, house_exit};

/// A straight line between two points: a thin rotated sprite.
pub(super) fn line(a: Vec2, b: Vec2, colour: Color, z: f32) -> (Sprite, Transform) {
    let d = b - a;
    (
        Sprite::from_color(colour, Vec2::new(d.length(), LINE_WIDTH)),
        Transform::from_translation(((a + b) / 2.0).extend(z))
            .with_rotation(Quat::from_rotation_z(d.y.atan2(d.x))),
    )
}

/// Column letters along the top edge and row numbers down the left (the names the move
/// log gives the fields), each at its place.
fn coordinates(geo: &Geometry) -> Vec<(WorldLabel, Vec2)> {
    let letters = (1..=17u8).map(|x| {
        let letter = char::from(b'a' + x - 1).to_string();
        let label = WorldLabel::new(letter, 15.0, LabelStyle::Ink);
        (label, geo.grid(f32::from(x), 15.0))
    });
    // Between the board's inner border and column a's fields.
    let numbers = (1..=13u8).map(|y| {
        let label = WorldLabel::new(y.to_string(), 13.0, LabelStyle::Ink)
            .anchored(bevy_egui::egui::Align2::RIGHT_CENTER);
        (label, geo.grid(0.68, f32::from(y)))
    });
    letters.chain(numbers).collect()
}

/// The words written straight on the board (for the contrast check).
pub fn written(layouts: &tabula_layout::Layouts) -> Vec<Written> {
    let geo = Geometry::from_layout(&layouts.malefiz());
    let drawn = Rect::from_center_size(BOARD_CENTRE, geo.board_size);
    vec![Written::new("Malefiz's coordinates", Malefiz::BOARD_ROLE).on(drawn, &coordinates(&geo))]
}

/// The lines, fields and coordinates drawn over the board, and its pad, once with it.
pub(super) fn spawn_fields(
    mut commands: Commands,
    theme: Res<Theme>,
    existing: Query<(), With<BoardPad>>,
) {
    if !existing.is_empty() {
        return;
    }
    let geo = Geometry::of(&theme);
    for (label, at) in coordinates(&geo) {
        commands.spawn((
            label,
            Transform::from_translation(at.extend(2.0)),
            MatchScoped,
        ));
    }
    let ink = Color::srgb(0.42, 0.3, 0.2);
    for (a, b) in edges() {
        commands.spawn((
            line(geo.field(a), geo.field(b), ink, 0.5),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    for h in 0..4 {
        let exit = geo.field(house_exit(h));
        let top = geo.house(h) + Vec2::new(0.0, HOUSE_SIZE.y / 2.0);
        commands.spawn((line(top, exit, ink, 0.5), Pickable::IGNORE, MatchScoped));
    }
    for f in Field::all() {
        let (role, size) = if f == Field::GOAL {
            ("malefiz.goal", GOAL_SIZE)
        } else {
            ("malefiz.field", FIELD_SIZE)
        };
        commands.spawn((
            theme.sprite(role, Vec2::splat(size)),
            Transform::from_translation(geo.field(f).extend(1.0)),
            // The board's pad below takes the taps: a field is smaller than a finger.
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    commands
        .spawn((
            BoardPad,
            Sprite::from_color(Color::NONE, geo.board_size),
            Transform::from_translation(BOARD_CENTRE.extend(0.5)),
            Pickable::default(),
            MatchScoped,
        ))
        .observe(on_board_tap);
}

pub(super) fn spawn_pieces(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Malefiz>>,
    mut pick: ResMut<Pick>,
    old: Query<
        Entity,
        Or<(
            With<Pawn>,
            With<BarricadeBlock>,
            With<DieSprite>,
            With<DieLabel>,
            With<PiecesLayer>,
            With<Highlight>,
            With<PathDot>,
        )>,
    >,
) {
    // A rematch keeps the board but starts with fresh pieces.
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = &m.state;
    let geo = Geometry::of(&theme);
    // The houses: the seats in play bright, the others faded.
    for h in 0..4 {
        let in_play = h < g.seats();
        commands
            .spawn((
                PiecesLayer,
                HouseSprite(h),
                Sprite {
                    color: if in_play {
                        Color::WHITE
                    } else {
                        Color::srgba(1.0, 1.0, 1.0, 0.35)
                    },
                    ..theme.sprite(&format!("malefiz.house.{h}"), HOUSE_SIZE)
                },
                Transform::from_translation(geo.house(h).extend(1.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_house_click);
    }
    for (id, pos, scale) in pawn_layout(g, &geo) {
        let owner = Malefiz::owner(id).index();
        commands
            .spawn((
                Pawn(id),
                theme.sprite(&format!("piece.{owner}"), Vec2::splat(PAWN_SIZE)),
                Transform::from_translation(pos).with_scale(Vec3::splat(scale)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_pawn_click);
    }
    for (b, pos) in barricade_places(g, &geo) {
        commands.spawn((
            BarricadeBlock(b),
            theme.sprite("malefiz.barricade", Vec2::splat(BARRICADE_SIZE)),
            Transform::from_translation(pos),
            // The block being placed follows the pointer: it must not catch the click.
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    let roll = match g.phase() {
        Phase::Moving { roll } => roll,
        _ => 1,
    };
    commands.spawn((
        DieSprite,
        theme.sprite(&format!("die.{roll}"), Vec2::splat(DIE_SIZE)),
        Transform::from_translation(geo.die().extend(20.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
    commands.spawn((
        DieLabel,
        // Ending at the die's right edge, near the board's: the words grow leftwards over
        // the board, however long the language or large the letters (a phone's minimum).
        WorldLabel::new("", 15.0, LabelStyle::Side(0))
            .anchored(bevy_egui::egui::Align2::RIGHT_CENTER),
        Transform::from_translation((geo.die() + Vec2::new(DIE_SIZE / 2.0, -42.0)).extend(20.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
    *pick = Pick {
        redraw: true,
        redraw_dots: true,
        ..default()
    };
}

impl Sketch for Malefiz {
    /// The board with its paths, fields, houses, barricades and pawns.
    fn sketch(&self, theme: &Theme) -> BoardSketch {
        let geo = Geometry::of(theme);
        let mut lines: Vec<(Vec2, Vec2)> =
            edges().map(|(a, b)| (geo.field(a), geo.field(b))).collect();
        lines.extend((0..4).map(|h| (geo.house(h), geo.field(house_exit(h)))));
        let mut stamps: Vec<Stamp> = Field::all()
            .map(|f| {
                if f == Field::GOAL {
                    Stamp::new("malefiz.goal", geo.field(f), Vec2::splat(GOAL_SIZE))
                } else {
                    Stamp::new("malefiz.field", geo.field(f), Vec2::splat(FIELD_SIZE))
                }
            })
            .collect();
        stamps.extend(
            (0..4).map(|h| Stamp::new(format!("malefiz.house.{h}"), geo.house(h), HOUSE_SIZE)),
        );
        stamps.extend(barricade_places(self, &geo).into_iter().map(|(_, at)| {
            Stamp::new(
                "malefiz.barricade",
                at.truncate(),
                Vec2::splat(BARRICADE_SIZE),
            )
        }));
        stamps.extend(pawn_layout(self, &geo).into_iter().map(|(id, at, scale)| {
            Stamp::new(
                format!("piece.{}", Malefiz::owner(id).index()),
                at.truncate(),
                Vec2::splat(PAWN_SIZE * scale),
            )
        }));
        BoardSketch {
            board_role: Malefiz::BOARD_ROLE,
            centre: BOARD_CENTRE,
            size: geo.board_size,
            lines,
            stamps,
        }
    }
}
