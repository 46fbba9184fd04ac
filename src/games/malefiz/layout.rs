//! Where things stand on the board: world positions, and where each piece rests in a position.

use super::components::{BOARD_CENTRE, BOARD_HEIGHT, HOME_SCALE};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_core::{Game, PieceId, RuleEvent, Seat};
use tabula_malefiz::{
    BARRICADES, FIELD_COUNT, Field, HOUSE_X, Malefiz, MalefizAction, PAWNS_PER_SEAT, Phase, Place,
    house_exit,
};

/// Where the board's places stand in the world: the theme's layout of its board picture
/// (`assets/layouts/malefiz.ron` unless the theme gives its own), the picture drawn
/// `BOARD_HEIGHT` high round `BOARD_CENTRE`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The board picture's size in the world.
    pub board_size: Vec2,
    /// Column 1 row 1's centre, and from one column (row) to the next.
    first_field: Vec2,
    pitch: Vec2,
    /// From row 1 down to the houses' centres.
    house_drop: f32,
}

impl Geometry {
    /// The geometry of the theme's board.
    pub fn of(theme: &Theme) -> Geometry {
        Geometry::from_layout(&theme.layouts.malefiz())
    }

    pub fn from_layout(l: &tabula_layout::MalefizLayout) -> Geometry {
        let scale = BOARD_HEIGHT / l.image.1 as f32;
        let board_size = Vec2::new(l.image.0 as f32, l.image.1 as f32) * scale;
        let top_left = BOARD_CENTRE + Vec2::new(-board_size.x, board_size.y) / 2.0;
        Geometry {
            board_size,
            first_field: top_left + Vec2::new(l.first_field.0, -l.first_field.1) * scale,
            pitch: Vec2::new(l.pitch.0, l.pitch.1) * scale,
            house_drop: l.house_drop * scale,
        }
    }

    /// A grid point's place (x = 1..17 left to right, y = 1..14 bottom to top).
    pub fn grid(&self, x: f32, y: f32) -> Vec2 {
        self.first_field + Vec2::new(x - 1.0, y - 1.0) * self.pitch
    }

    /// From one column to the next and one row to the next.
    pub fn pitch(&self) -> Vec2 {
        self.pitch
    }

    /// A field's centre.
    pub fn field(&self, f: Field) -> Vec2 {
        let (x, y) = f.coords();
        self.grid(f32::from(x), f32::from(y))
    }

    /// A house's centre: below its exit field.
    pub fn house(&self, h: usize) -> Vec2 {
        self.grid(f32::from(HOUSE_X[h]), 1.0) - Vec2::new(0.0, self.house_drop)
    }

    /// Where the `k`-th waiting pawn of house `h` sits: three above, two below.
    pub fn house_slot(&self, h: usize, k: usize) -> Vec2 {
        const SLOTS: [(f32, f32); PAWNS_PER_SEAT] = [
            (-26.0, 11.0),
            (0.0, 11.0),
            (26.0, 11.0),
            (-13.0, -12.0),
            (13.0, -12.0),
        ];
        let (dx, dy) = SLOTS[k % PAWNS_PER_SEAT];
        self.house(h) + Vec2::new(dx, dy)
    }

    /// Where the die lies: in the empty space right of rows 5 to 9.
    pub fn die(&self) -> Vec2 {
        self.grid(15.9, 8.0)
    }

    /// Where a barricade being moved waits before the pointer takes it: above its old field.
    pub(super) fn held(&self, from: Field) -> Vec3 {
        (self.field(from) + Vec2::new(0.0, 24.0)).extend(60.0)
    }
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::from_layout(&tabula_layout::MalefizLayout::default())
    }
}

/// Every pawn's resting place (position with z, and scale) in a state.
pub(super) fn pawn_layout(g: &Malefiz, geo: &Geometry) -> Vec<(PieceId, Vec3, f32)> {
    let mut home = [0usize; 4];
    g.pawns()
        .map(|(id, owner, place)| match place {
            Place::Home => {
                let h = Malefiz::house_of(owner);
                let k = home[h];
                home[h] += 1;
                let z = 10.0 + f32::from(id.0) * 0.01;
                (id, geo.house_slot(h, k).extend(z), HOME_SCALE)
            }
            Place::On(f) => (id, geo.field(f).extend(12.0 + f32::from(id.0) * 0.01), 1.0),
        })
        .collect()
}

/// Every pawn's resting place in a state, for checks.
pub fn resting_places(g: &Malefiz, geo: &Geometry) -> Vec<(PieceId, Vec2)> {
    pawn_layout(g, geo)
        .into_iter()
        .map(|(id, p, _)| (id, p.truncate()))
        .collect()
}

/// Every barricade's resting place: its field, or lifted above the field it was taken from.
pub fn barricade_places(g: &Malefiz, geo: &Geometry) -> Vec<(usize, Vec3)> {
    (0..BARRICADES)
        .map(|b| match g.barricade(b) {
            Some(f) => (b, geo.field(f).extend(11.0)),
            None => match g.phase() {
                Phase::Placing { from, .. } => (b, geo.held(from)),
                _ => (b, geo.die().extend(60.0)),
            },
        })
        .collect()
}

/// Each field's distance to the goal over the bare graph (barricades ignored).
pub(super) fn goal_distances() -> [u8; FIELD_COUNT] {
    let mut dist = [u8::MAX; FIELD_COUNT];
    dist[usize::from(Field::GOAL.id())] = 0;
    let mut queue = std::collections::VecDeque::from([Field::GOAL]);
    while let Some(f) = queue.pop_front() {
        let d = dist[usize::from(f.id())];
        for n in f.neighbours() {
            let slot = &mut dist[usize::from(n.id())];
            if *slot == u8::MAX {
                *slot = d + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// A pawn's steps still to go on the bare graph (from the house: the exit's plus one).
pub(super) fn steps_to_goal(dist: &[u8; FIELD_COUNT], seat: Seat, place: Place) -> u32 {
    match place {
        Place::On(f) => u32::from(dist[usize::from(f.id())]),
        Place::Home => u32::from(dist[usize::from(house_exit(Malefiz::house_of(seat)).id())]) + 1,
    }
}

/// The fields a move steps on, the landing last, read from the rule event the move makes
/// when applied to a copy of the state.
pub fn move_path(g: &Malefiz, action: &MalefizAction) -> Vec<Field> {
    let mut probe = g.clone();
    let mut events = Vec::new();
    if probe.apply(action, &mut events).is_err() {
        return Vec::new();
    }
    events
        .iter()
        .find_map(|e| match e {
            RuleEvent::Moved { path, .. } | RuleEvent::Entered { path, .. } => Some(
                path.as_slice()
                    .iter()
                    .filter_map(|s| Field::from_id(s.0 as u8))
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
}
