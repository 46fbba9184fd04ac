//! Where things stand on the board: world positions, and where each piece rests in a position.

use super::components::{
    BLACK_BAR, BLACK_TRAY, BOARD_CENTRE, BOARD_WIDTH, CHECKER, Checker, Counts, DIE, EDGE_SIZE,
    SPACES, Stacks, TRAY_PITCH, WHITE_BAR, WHITE_TRAY,
};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_backgammon::{BAR_POINT, Backgammon, CHECKERS, OFF_POINT, Step, try_step};
use tabula_core::Seat;

/// A seat's colour of checkers: 0 White (light), 1 Black (dark). Before the opening roll
/// decides, seat 0 is shown as White (the starting position is the same either way).
pub(super) fn colour_of(g: &Backgammon, seat: Seat) -> usize {
    let white = g.white().unwrap_or(Seat(0));
    usize::from(seat != white)
}

/// A point of the mover (1..=24, 25 the bar, 0 off) as a board space.
pub(super) fn space_of_point(colour: usize, point: u8) -> usize {
    match (colour, point) {
        (0, OFF_POINT) => WHITE_TRAY,
        (_, OFF_POINT) => BLACK_TRAY,
        (0, p) => usize::from(p),
        (_, p) => 25 - usize::from(p),
    }
}

/// The mover's point on a board space, if the space is theirs to use.
pub(super) fn point_of_space(colour: usize, space: usize) -> Option<u8> {
    match (colour, space) {
        (0, WHITE_TRAY) | (1, BLACK_TRAY) => Some(OFF_POINT),
        (_, WHITE_TRAY | BLACK_TRAY) => None,
        (0, BLACK_BAR) | (1, WHITE_BAR) => None,
        (0, s) => Some(s as u8),
        (_, s) => Some(25 - s as u8),
    }
}

/// The spaces' contents for White's and Black's checkers (each in its own numbering).
pub(super) fn counts_of(white: &[u8; 25], black: &[u8; 25]) -> Counts {
    let mut c = [(0, 0); SPACES];
    for p in 1..=24u8 {
        let i = usize::from(p - 1);
        if white[i] > 0 {
            c[space_of_point(0, p)] = (0, white[i]);
        }
        if black[i] > 0 {
            c[space_of_point(1, p)] = (1, black[i]);
        }
    }
    c[WHITE_BAR] = (0, white[24]);
    c[BLACK_BAR] = (1, black[24]);
    c[WHITE_TRAY] = (0, CHECKERS - white.iter().sum::<u8>());
    c[BLACK_TRAY] = (1, CHECKERS - black.iter().sum::<u8>());
    c
}

/// What the board shows: the state, or the mover's position after the steps made so far.
pub(super) fn shown_counts(g: &Backgammon, steps: &[Step]) -> Counts {
    let mover = g.turn();
    let mut pos = g.position();
    for s in steps {
        match try_step(&pos, s.from, s.die) {
            Some((next, _)) => pos = next,
            None => break,
        }
    }
    let white_seat = g.white().unwrap_or(Seat(0));
    if mover == white_seat {
        counts_of(&pos.me, &pos.opp)
    } else {
        counts_of(&pos.opp, &pos.me)
    }
}

/// Where the board's places stand in the world: the theme's layout of its board picture
/// (`assets/layouts/backgammon.ron` unless the theme gives its own), the picture drawn
/// `BOARD_WIDTH` wide round `BOARD_CENTRE`.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// The board picture's size in the world.
    pub board_size: Vec2,
    /// The first column's centre in each field, and a column's width.
    pub(super) left_field_x: f32,
    pub(super) right_field_x: f32,
    pub(super) column: f32,
    pub(super) bar_x: f32,
    pub(super) tray_x: f32,
    /// The top row's bases and the bottom row's.
    pub(super) top_y: f32,
    pub(super) bottom_y: f32,
    pub(super) point_length: f32,
}

impl Geometry {
    /// The geometry of the theme's board.
    pub fn of(theme: &Theme) -> Geometry {
        Geometry::from_layout(&theme.layouts.backgammon())
    }

    pub fn from_layout(l: &tabula_layout::BackgammonLayout) -> Geometry {
        let scale = BOARD_WIDTH / l.image.0 as f32;
        let board_size = Vec2::new(BOARD_WIDTH, l.image.1 as f32 * scale);
        let left = BOARD_CENTRE.x - board_size.x / 2.0;
        let top = BOARD_CENTRE.y + board_size.y / 2.0;
        let x = |px: f32| left + px * scale;
        let y = |py: f32| top - py * scale;
        let mid = |(a, b): (f32, f32)| (a + b) / 2.0;
        let column = l.column();
        Geometry {
            board_size,
            left_field_x: x(l.left_field_x.0 + column / 2.0),
            right_field_x: x(l.right_field_x.0 + column / 2.0),
            column: column * scale,
            bar_x: x(mid(l.bar_x)),
            tray_x: x(mid(l.tray_x)),
            top_y: y(l.field_y.0),
            bottom_y: y(l.field_y.1),
            point_length: l.point_length * scale,
        }
    }
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::from_layout(&tabula_layout::BackgammonLayout::default())
    }
}

/// A checker's place: its space and its height in the stack there (0 at the edge).
pub(super) fn checker_pos(geo: &Geometry, space: usize, height: usize, count: usize) -> Vec3 {
    let z = 10.0 + height as f32 * 0.1;
    // Tall stacks close up so they stay on their point; their count is written on top.
    let pitch = if count <= 5 {
        CHECKER - 2.0
    } else {
        (geo.point_length - CHECKER) / (count - 1) as f32
    };
    let along = CHECKER / 2.0 + pitch * height as f32;
    match space {
        WHITE_BAR => Vec3::new(geo.bar_x, 40.0 + along.min(geo.point_length - 30.0), z),
        BLACK_BAR => Vec3::new(geo.bar_x, -40.0 - along.min(geo.point_length - 30.0), z),
        WHITE_TRAY => Vec3::new(
            geo.tray_x,
            geo.bottom_y + 8.0 + TRAY_PITCH * height as f32,
            z,
        ),
        BLACK_TRAY => Vec3::new(geo.tray_x, geo.top_y - 8.0 - TRAY_PITCH * height as f32, z),
        s => {
            let (x, top) = point_column(geo, s);
            let y = if top {
                geo.top_y - along
            } else {
                geo.bottom_y + along
            };
            Vec3::new(x, y, z)
        }
    }
}

/// A point's column centre and whether it is in the top row (White's home at bottom right).
pub(super) fn point_column(geo: &Geometry, space: usize) -> (f32, bool) {
    let s = space as f32;
    let (left, right, column) = (geo.left_field_x, geo.right_field_x, geo.column);
    match space {
        1..=6 => (right + column * (6.0 - s), false),
        7..=12 => (left + column * (12.0 - s), false),
        13..=18 => (left + column * (s - 13.0), true),
        _ => (right + column * (s - 19.0), true),
    }
}

/// The clickable area of a space: a whole point, half the bar, a tray.
pub(super) fn space_area(geo: &Geometry, space: usize) -> (Vec2, Vec2) {
    match space {
        WHITE_BAR => (Vec2::new(geo.bar_x, 165.0), Vec2::new(50.0, 290.0)),
        BLACK_BAR => (Vec2::new(geo.bar_x, -165.0), Vec2::new(50.0, 290.0)),
        WHITE_TRAY => (Vec2::new(geo.tray_x, -165.0), Vec2::new(68.0, 290.0)),
        BLACK_TRAY => (Vec2::new(geo.tray_x, 165.0), Vec2::new(68.0, 290.0)),
        s => {
            let (x, top) = point_column(geo, s);
            let y = if top { geo.top_y } else { geo.bottom_y } * 0.6;
            (
                Vec2::new(x, y),
                Vec2::new(geo.column, geo.point_length + 20.0),
            )
        }
    }
}

/// The middle of the right field, where the dice and an offered cube lie.
pub(super) fn right_field_middle(geo: &Geometry) -> f32 {
    geo.right_field_x + geo.column * 2.5
}

pub(super) fn die_pos(geo: &Geometry, i: usize, n: usize) -> Vec3 {
    let x = right_field_middle(geo) + (i as f32 - (n as f32 - 1.0) / 2.0) * (DIE + 10.0);
    Vec3::new(x, 0.0, 20.0)
}

/// Where every checker rests when the board shows `g` (colour, place), for checks.
pub fn resting_places(g: &Backgammon, geo: &Geometry) -> Vec<(usize, Vec3)> {
    let counts = shown_counts(g, &[]);
    let mut out = Vec::new();
    for (space, (colour, n)) in counts.iter().enumerate() {
        let n = usize::from(*n);
        out.extend((0..n).map(|h| (*colour, checker_pos(geo, space, h, n))));
    }
    out
}

impl Stacks {
    /// Makes the stacks hold `target`, moving as few checkers as possible; returns the
    /// checkers that changed place.
    pub(super) fn reconcile(&mut self, target: &Counts, colours: &Query<&Checker>) -> Vec<Entity> {
        let colour = |e: &Entity| colours.get(*e).map_or(0, |c| c.colour);
        let mut free: [Vec<Entity>; 2] = [Vec::new(), Vec::new()];
        for (space, stack) in self.0.iter_mut().enumerate() {
            let (want_colour, want) = target[space];
            let keep = if stack.first().is_some_and(|e| colour(e) != want_colour) {
                0
            } else {
                usize::from(want).min(stack.len())
            };
            for e in stack.drain(keep..) {
                free[colour(&e)].push(e);
            }
        }
        let mut moved = Vec::new();
        for (space, stack) in self.0.iter_mut().enumerate() {
            let (want_colour, want) = target[space];
            while stack.len() < usize::from(want) {
                let Some(e) = free[want_colour].pop() else {
                    break;
                };
                stack.push(e);
                moved.push(e);
            }
        }
        moved
    }

    /// Moves the top checker of `from` to the top of `to`.
    pub(super) fn move_top(&mut self, from: usize, to: usize) -> Option<Entity> {
        let e = self.0[from].pop()?;
        self.0[to].push(e);
        Some(e)
    }

    pub(super) fn place_of(&self, geo: &Geometry, e: Entity) -> Option<Vec3> {
        self.0.iter().enumerate().find_map(|(space, stack)| {
            let h = stack.iter().position(|x| *x == e)?;
            Some(checker_pos(geo, space, h, stack.len()))
        })
    }
}

/// The space of a point of the mover's numbering (25 their bar, 0 their tray).
pub fn mover_space(g: &Backgammon, point: u8) -> usize {
    space_of_point(colour_of(g, g.turn()), point)
}

/// The point of the mover's numbering a space stands for (their own bar is 25).
pub(super) fn mover_point(g: &Backgammon, space: usize) -> Option<u8> {
    let mover = colour_of(g, g.turn());
    // The mover's own bar is on the bar's half where their hit checkers wait.
    if space == (if mover == 0 { WHITE_BAR } else { BLACK_BAR }) {
        Some(BAR_POINT)
    } else {
        point_of_space(mover, space)
    }
}

/// What moving checkers need to know: the theme and each checker's colour.
pub(super) struct Looks<'a, 'w, 's, 'c> {
    pub(super) theme: &'a Theme,
    pub(super) colours: &'a Query<'w, 's, &'c Checker>,
    pub(super) geo: Geometry,
}

impl<'a, 'w, 's, 'c> Looks<'a, 'w, 's, 'c> {
    pub(super) fn new(theme: &'a Theme, colours: &'a Query<'w, 's, &'c Checker>) -> Self {
        Looks {
            theme,
            colours,
            geo: Geometry::of(theme),
        }
    }
}

/// A checker is seen from above on the board, and edge-on in a tray.
pub(super) fn checker_look(theme: &Theme, colour: usize, space: usize) -> (Handle<Image>, Vec2) {
    if space == WHITE_TRAY || space == BLACK_TRAY {
        (theme.image(edge_role(colour)), EDGE_SIZE)
    } else {
        (theme.image(checker_role(colour)), Vec2::splat(CHECKER))
    }
}

pub(super) fn checker_role(colour: usize) -> &'static str {
    ["backgammon.checker.light", "backgammon.checker.dark"][colour]
}

pub(super) fn edge_role(colour: usize) -> &'static str {
    [
        "backgammon.checker_edge.light",
        "backgammon.checker_edge.dark",
    ][colour]
}
