//! Where things stand on the board: world positions, and where each piece rests in a position.

use super::*;

/// A grid point's place in the world (x = 1..17 left to right, y = 1..14 bottom to top).
pub fn grid_pos(x: f32, y: f32) -> Vec2 {
    Vec2::new(
        BOARD_CENTRE.x + (x - 9.0) * PITCH.x,
        ROW1_Y + (y - 1.0) * PITCH.y,
    )
}

/// A field's centre in the world.
pub fn field_pos(f: Field) -> Vec2 {
    let (x, y) = f.coords();
    grid_pos(f32::from(x), f32::from(y))
}

/// A house's centre: below its exit field.
pub fn house_pos(h: usize) -> Vec2 {
    grid_pos(f32::from(HOUSE_X[h]), 1.0) - Vec2::new(0.0, HOUSE_DROP)
}

/// Where the `k`-th waiting pawn of house `h` sits: three above, two below.
pub fn house_slot(h: usize, k: usize) -> Vec2 {
    const SLOTS: [(f32, f32); PAWNS_PER_SEAT] = [
        (-26.0, 11.0),
        (0.0, 11.0),
        (26.0, 11.0),
        (-13.0, -12.0),
        (13.0, -12.0),
    ];
    let (dx, dy) = SLOTS[k % PAWNS_PER_SEAT];
    house_pos(h) + Vec2::new(dx, dy)
}

/// Where the die lies: in the empty space right of rows 5 to 9.
pub fn die_pos() -> Vec2 {
    grid_pos(15.9, 8.0)
}

/// Where a barricade being moved waits before the pointer takes it: above its old field.
pub(super) fn held_pos(from: Field) -> Vec3 {
    (field_pos(from) + Vec2::new(0.0, 24.0)).extend(60.0)
}

/// Every pawn's resting place (position with z, and scale) in a state.
pub(super) fn pawn_layout(g: &Malefiz) -> Vec<(PieceId, Vec3, f32)> {
    let mut home = [0usize; 4];
    g.pawns()
        .map(|(id, owner, place)| match place {
            Place::Home => {
                let h = Malefiz::house_of(owner);
                let k = home[h];
                home[h] += 1;
                let z = 10.0 + f32::from(id.0) * 0.01;
                (id, house_slot(h, k).extend(z), HOME_SCALE)
            }
            Place::On(f) => (id, field_pos(f).extend(12.0 + f32::from(id.0) * 0.01), 1.0),
        })
        .collect()
}

/// Every pawn's resting place in a state, for checks.
pub fn resting_places(g: &Malefiz) -> Vec<(PieceId, Vec2)> {
    pawn_layout(g)
        .into_iter()
        .map(|(id, p, _)| (id, p.truncate()))
        .collect()
}

/// Every barricade's resting place: its field, or lifted above the field it was taken from.
pub fn barricade_places(g: &Malefiz) -> Vec<(usize, Vec3)> {
    (0..BARRICADES)
        .map(|b| match g.barricade(b) {
            Some(f) => (b, field_pos(f).extend(11.0)),
            None => match g.phase() {
                Phase::Placing { from, .. } => (b, held_pos(from)),
                _ => (b, Vec3::new(die_pos().x, die_pos().y, 60.0)),
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
