//! Where things stand on the board: world positions, and where each piece rests in a position.

use super::components::{
    CENTRE_X, HAND_Z, LAYER, Layout, MAX_PITCH_X, MAX_ROWS_WIDTH, PITCH_Y, Picture, REST_Z,
    STORE_HEIGHT, STORE_LABEL_WIDTH, STORE_PITCH, STORE_Y,
};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, HOLE_SLOTS, Hole};
use tabula_core::{Game, Seat};

impl Layout {
    /// The board of a number of columns on the shipped plank (`assets/layouts/chisolo.ron`).
    pub fn new(columns: u8) -> Layout {
        Layout::on_plank(&tabula_layout::ChisoloLayout::default(), columns)
    }

    /// The board of a number of columns on the theme's plank.
    pub fn of(theme: &Theme, columns: u8) -> Layout {
        Layout::on_plank(&theme.layouts.chisolo(), columns)
    }

    /// The board on a plank of this layout: the rows `PITCH_Y` apart set the scale up and
    /// down; sideways the plank stretches to the columns, its margins keeping their share.
    pub fn on_plank(plank: &tabula_layout::ChisoloLayout, columns: u8) -> Layout {
        let scale_y = PITCH_Y / plank.row_pitch();
        let mut lay = Layout {
            columns,
            margin: Vec2::ZERO,
            border: Vec2::ZERO,
            groove: plank.groove * scale_y,
        };
        let share = plank.margin / plank.image.0 as f32;
        let width = f32::from(columns) * lay.pitch_x() / (1.0 - 2.0 * share);
        let scale = Vec2::new(width / plank.image.0 as f32, scale_y);
        lay.margin = plank.margin * scale;
        lay.border = plank.border * scale;
        lay
    }

    /// The gap between the two halves, where the groove is.
    pub fn groove_gap(self) -> f32 {
        self.groove
    }

    /// The plank's margins round the pits, sideways and up and down.
    pub fn margin(self) -> Vec2 {
        self.margin
    }

    /// The carved border's distance inside the plank's edges, sideways and up and down.
    pub fn border(self) -> Vec2 {
        self.border
    }

    /// How far in from the plank's edges the coordinates stand: amid the band between the
    /// carved border and the pits, clear of both.
    pub fn coordinates_inset(self) -> Vec2 {
        (self.border + self.margin) / 2.0
    }

    /// The distance between neighbouring columns.
    pub fn pitch_x(self) -> f32 {
        (MAX_ROWS_WIDTH / f32::from(self.columns)).min(MAX_PITCH_X)
    }

    /// A pit's diameter.
    pub fn pit_size(self) -> f32 {
        self.pitch_x().min(PITCH_Y) * 0.94
    }

    /// The plank's size.
    pub fn board_size(self) -> Vec2 {
        Vec2::new(
            f32::from(self.columns) * self.pitch_x(),
            4.0 * PITCH_Y + self.groove,
        ) + 2.0 * self.margin
    }

    /// The centre of a row (0 is seat 0's back row, at the bottom).
    pub fn row_y(self, row: u8) -> f32 {
        let half = self.groove / 2.0 + PITCH_Y / 2.0;
        match row {
            0 => -half - PITCH_Y,
            1 => -half,
            2 => half,
            _ => half + PITCH_Y,
        }
    }

    /// The centre of a column (column a at the left).
    pub fn column_x(self, column: u8) -> f32 {
        CENTRE_X + (f32::from(column) - (f32::from(self.columns) - 1.0) / 2.0) * self.pitch_x()
    }

    pub fn pit_centre(self, hole: Hole) -> Vec2 {
        Vec2::new(self.column_x(hole.column), self.row_y(hole.row))
    }

    /// The pit under a point, if any.
    pub fn pit_at(self, p: Vec2) -> Option<Hole> {
        let r = self.pit_size() / 2.0;
        (0..4u8)
            .flat_map(|row| (0..self.columns).map(move |column| Hole { row, column }))
            .find(|&h| self.pit_centre(h).distance(p) <= r)
    }

    /// A store's centre: seat 0's below the board (its side), seat 1's above.
    pub fn store_centre(self, seat: Seat) -> Vec2 {
        let y = if seat == Seat(0) { -STORE_Y } else { STORE_Y };
        Vec2::new(CENTRE_X, y)
    }

    /// A store's size.
    pub fn store_size(self) -> Vec2 {
        Vec2::new(self.board_size().x, STORE_HEIGHT)
    }

    /// The store under a point, if any.
    pub fn store_at(self, p: Vec2) -> Option<Seat> {
        [Seat(0), Seat(1)].into_iter().find(|&s| {
            let d = (p - self.store_centre(s)).abs();
            let half = self.store_size() / 2.0;
            d.x <= half.x && d.y <= half.y
        })
    }

    /// Where the `rank`th counter (by id) of a pit lies: a sunflower spiral, layer on layer,
    /// each seed nudged and turned by its id so the pile looks scattered by hand.
    pub fn pit_place(self, hole: Hole, rank: usize, id: u16) -> Vec3 {
        let layer = rank / LAYER;
        let k = rank % LAYER;
        let spread = self.pit_size() * 0.085 * (1.0 - 0.12 * layer.min(3) as f32);
        let r = spread * (k as f32 + 0.5).sqrt();
        let a = k as f32 * 2.399_963 + layer as f32 * 0.9 + jitter(id, 1) * 0.5;
        let nudge = Vec2::new(jitter(id, 2), jitter(id, 3)) * 2.5;
        let at = self.pit_centre(hole) + Vec2::new(r * a.cos(), r * a.sin()) + nudge;
        at.extend(REST_Z + layer as f32 + k as f32 * 0.01)
    }

    /// Where the `i`th counter in the hand hovers over a pit: lifted, close together.
    pub fn hand_place(self, hole: Hole, i: usize) -> Vec3 {
        let r = 6.0 * (i as f32 + 0.5).sqrt();
        let a = i as f32 * 2.399_963;
        let at = self.pit_centre(hole) + Vec2::new(r * a.cos(), r * a.sin() + PITCH_Y * 0.2);
        at.extend(HAND_Z + i as f32 * 0.01)
    }

    /// Where the `rank`th captured counter lies in a store: in rows from the left, right of
    /// the store's label, the rows centred up and down for the most a store can hold (every
    /// counter of the opponent), so that a pile of any size lies inside.
    pub fn store_place(self, seat: Seat, rank: usize, id: u16) -> Vec3 {
        let c = self.store_centre(seat);
        let left = c.x - self.store_size().x / 2.0 + STORE_LABEL_WIDTH;
        let per_row = ((self.store_size().x - STORE_LABEL_WIDTH) / STORE_PITCH) as usize;
        let most = tabula_chisolo::ChisoloOptions {
            columns: self.columns,
            ..default()
        }
        .counters_per_seat();
        let rows = usize::from(most).div_ceil(per_row);
        let top = c.y + (rows - 1) as f32 * STORE_PITCH / 2.0;
        let row = (rank / per_row) as f32;
        let col = (rank % per_row) as f32;
        let nudge = Vec2::new(jitter(id, 4), jitter(id, 5)) * 2.0;
        let at = Vec2::new(left + col * STORE_PITCH, top - row * STORE_PITCH) + nudge;
        at.extend(REST_Z + rank as f32 * 0.01)
    }
}

/// A fixed pseudo-random number in -1..1 for a counter and a purpose.
pub(super) fn jitter(id: u16, salt: u32) -> f32 {
    let mut x = u32::from(id).wrapping_mul(0x9E37_79B9) ^ salt.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x = x.wrapping_mul(0x297A_2D39);
    x ^= x >> 15;
    (x % 20_001) as f32 / 10_000.0 - 1.0
}

/// A seed's look: one of the four variants, and the angle it lies at.
pub(super) fn seed_variant(id: u16) -> usize {
    ((jitter(id, 6) + 1.0) * 2.0).clamp(0.0, 3.0) as usize
}

pub(super) fn seed_angle(id: u16) -> f32 {
    jitter(id, 7) * std::f32::consts::PI
}

impl Picture {
    /// The picture of a state.
    pub fn of(g: &Chisolo) -> Picture {
        let mut pits = vec![Vec::new(); HOLE_SLOTS];
        let mut on_board = Vec::new();
        for hole in g.holes() {
            let ids: Vec<u16> = g.pieces(hole).iter().map(|p| p.0).collect();
            on_board.extend(&ids);
            pits[hole.slot()] = ids;
        }
        let total = 2 * u16::from(g.options().counters_per_seat());
        let mut stores = [Vec::new(), Vec::new()];
        for id in 0..total {
            if !on_board.contains(&id) {
                let owner = g.counter_owner(tabula_core::PieceId(id));
                stores[1 - owner.index()].push(id);
            }
        }
        Picture { pits, stores }
    }

    /// Where every counter rests in this picture.
    pub fn places(&self, layout: Layout) -> Vec<(u16, Vec3)> {
        let mut out = Vec::new();
        for (slot, ids) in self.pits.iter().enumerate() {
            let hole = Hole::from_slot(slot);
            out.extend(
                ids.iter()
                    .enumerate()
                    .map(|(rank, &id)| (id, layout.pit_place(hole, rank, id))),
            );
        }
        for (s, ids) in self.stores.iter().enumerate() {
            out.extend(
                ids.iter()
                    .enumerate()
                    .map(|(rank, &id)| (id, layout.store_place(Seat(s as u8), rank, id))),
            );
        }
        out
    }
}

/// Where every counter rests when the board shows `g` (id, place), for checks.
pub fn resting_places(g: &Chisolo) -> Vec<(u16, Vec3)> {
    Picture::of(g).places(Layout::new(g.columns()))
}

pub(super) fn insert_sorted(ids: &mut Vec<u16>, id: u16) {
    let at = ids.partition_point(|&x| x < id);
    ids.insert(at, id);
}
