//! The board and the pieces as entities, spawned when a match starts.

use super::components::{
    CENTRE_X, CountBadge, Hovered, Layout, PITCH_Y, Pick, Picture, PiecesLayer, PitArea, SEED,
    STORE_HEIGHT, Seed, Shown, StoreLabel,
};
use super::input::{on_pit_click, on_pit_out, on_pit_over};
use super::layout::{resting_places, seed_angle, seed_variant};
use super::text::store_label;
use crate::app::screens::MatchScoped;
use crate::board::labels::WorldLabel;
use crate::board::sketch::{BoardSketch, Sketch, Stamp};
use crate::locale::Texts;
use crate::session::match_flow::{GameView, Match};
use crate::theme::contrast::Written;
use crate::theme::{LabelStyle, SeatNames, Theme};
use bevy::prelude::*;
use bevy_egui::egui;
use tabula_chisolo::Chisolo;
use tabula_core::Seat;

/// The column letters above and below the plank and the row numbers at its left (as the
/// move log names the holes), each at its place.
pub(super) fn coordinates(lay: Layout) -> Vec<(WorldLabel, Vec2)> {
    let edge = lay.board_size() / 2.0 - lay.coordinates_inset();
    let mut out = Vec::new();
    for c in 0..lay.columns {
        let letter = char::from(b'a' + c).to_string();
        for y in [-edge.y, edge.y] {
            let label = WorldLabel::new(letter.clone(), 14.0, LabelStyle::Ink);
            out.push((label, Vec2::new(lay.column_x(c), y)));
        }
    }
    for row in 0..4u8 {
        let label = WorldLabel::new((row + 1).to_string(), 14.0, LabelStyle::Ink);
        out.push((label, Vec2::new(CENTRE_X - edge.x, lay.row_y(row))));
    }
    out
}

/// The words written straight on the plank, on every width of it (for the contrast check).
pub fn written(layouts: &tabula_layout::Layouts) -> Vec<Written> {
    let coordinates = tabula_chisolo::COLUMNS.fold(
        Written::new("Chisolo's coordinates", Chisolo::BOARD_ROLE),
        |written, columns| {
            let lay = Layout::on_plank(&layouts.chisolo(), columns);
            let drawn = Rect::from_center_size(Vec2::new(CENTRE_X, 0.0), lay.board_size());
            written.on(drawn, &coordinates(lay))
        },
    );
    vec![coordinates]
}

/// The bands, pits, counters and stores over the plank, afresh for each match and
/// after a take-back.
pub(super) fn spawn_pits(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Chisolo>>,
    mut shown: ResMut<Shown>,
    mut pick: ResMut<Pick>,
    mut hovered: ResMut<Hovered>,
    old: Query<Entity, With<PiecesLayer>>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = &m.state;
    let lay = Layout::of(&theme, g.columns());
    let layer = (PiecesLayer, MatchScoped);
    let board = lay.board_size();
    let rows_width = f32::from(lay.columns) * lay.pitch_x();
    for s in 0..2usize {
        let seat = Seat(s as u8);
        let colour = theme.side_colour(s);
        let sign = if s == 0 { -1.0 } else { 1.0 };
        // The owner's two rows on a band of their colour, edged on their side of the plank.
        let band_y = sign * (lay.groove_gap() / 2.0 + PITCH_Y);
        commands.spawn((
            Sprite::from_color(
                colour.with_alpha(0.2),
                Vec2::new(rows_width + 8.0, 2.0 * PITCH_Y - 2.0),
            ),
            Transform::from_xyz(CENTRE_X, band_y, 0.5),
            Pickable::IGNORE,
            layer,
        ));
        // Inlaid in the carved border, clear of the column letters.
        commands.spawn((
            Sprite::from_color(colour.with_alpha(0.85), Vec2::new(rows_width + 8.0, 6.0)),
            Transform::from_xyz(CENTRE_X, sign * (board.y / 2.0 - lay.border().y), 0.6),
            Pickable::IGNORE,
            layer,
        ));
        // The store beside the board, on the owner's side.
        let store = lay.store_centre(seat);
        commands.spawn((
            Sprite::from_color(Color::srgba(0.1, 0.06, 0.03, 0.5), lay.store_size()),
            Transform::from_translation(store.extend(0.5)),
            Pickable::IGNORE,
            layer,
        ));
        commands.spawn((
            Sprite::from_color(colour.with_alpha(0.9), Vec2::new(6.0, STORE_HEIGHT)),
            Transform::from_xyz(store.x - lay.store_size().x / 2.0 + 3.0, store.y, 0.6),
            Pickable::IGNORE,
            layer,
        ));
        commands.spawn((
            StoreLabel(seat),
            WorldLabel::new(
                store_label(seat, 0, &names, &texts),
                17.0,
                LabelStyle::Side(s),
            )
            .anchored(egui::Align2::LEFT_CENTER),
            Transform::from_xyz(store.x - lay.store_size().x / 2.0 + 16.0, store.y, 1.0),
            Pickable::IGNORE,
            layer,
        ));
    }
    for (label, at) in coordinates(lay) {
        commands.spawn((
            label,
            Transform::from_translation(at.extend(1.0)),
            Pickable::IGNORE,
            layer,
        ));
    }
    let pit = lay.pit_size();
    for hole in g.holes() {
        let centre = lay.pit_centre(hole);
        commands.spawn((
            theme.sprite("chisolo.pit", Vec2::splat(pit * 1.08)),
            Transform::from_translation(centre.extend(1.0)),
            Pickable::IGNORE,
            layer,
        ));
        commands
            .spawn((
                PitArea(hole),
                Sprite::from_color(Color::NONE, Vec2::new(lay.pitch_x(), PITCH_Y)),
                Transform::from_translation(centre.extend(2.0)),
                Pickable::default(),
                layer,
            ))
            .observe(on_pit_click)
            .observe(on_pit_over)
            .observe(on_pit_out);
        commands.spawn((
            CountBadge(hole),
            WorldLabel::new("", 15.0, LabelStyle::Plate),
            Transform::from_translation((centre + Vec2::new(pit * 0.4, -pit * 0.4)).extend(46.0)),
            Pickable::IGNORE,
            layer,
        ));
    }
    // The counters.
    let places = resting_places(g);
    let mut seeds = vec![Entity::PLACEHOLDER; places.len()];
    for (id, at) in places {
        let e = commands
            .spawn((
                Seed { id },
                theme.sprite(
                    &format!("chisolo.seed.{}", seed_variant(id)),
                    Vec2::splat(SEED),
                ),
                Transform::from_translation(at)
                    .with_rotation(Quat::from_rotation_z(seed_angle(id))),
                Pickable::IGNORE,
                layer,
            ))
            .id();
        if let Some(slot) = seeds.get_mut(usize::from(id)) {
            *slot = e;
        }
    }
    *shown = Shown {
        picture: Picture::of(g),
        layout: Some(lay),
        seeds,
    };
    *pick = Pick {
        redraw: true,
        ..default()
    };
    *hovered = Hovered::default();
}

impl Sketch for Chisolo {
    /// The plank with its pits and the counters lying in them.
    fn sketch(&self, theme: &Theme) -> BoardSketch {
        let lay = Layout::of(theme, self.columns());
        let mut stamps: Vec<Stamp> = self
            .holes()
            .map(|h| {
                Stamp::new(
                    "chisolo.pit",
                    lay.pit_centre(h),
                    Vec2::splat(lay.pit_size()),
                )
            })
            .collect();
        stamps.extend(Picture::of(self).places(lay).into_iter().map(|(id, at)| {
            Stamp::new(
                format!("chisolo.seed.{}", seed_variant(id)),
                at.truncate(),
                Vec2::splat(SEED),
            )
        }));
        BoardSketch {
            board_role: Chisolo::BOARD_ROLE,
            centre: Vec2::new(CENTRE_X, 0.0),
            size: lay.board_size(),
            lines: Vec::new(),
            stamps,
        }
    }
}
