//! Where things stand on the board: world positions, and where each piece rests in a position.

use super::*;

/// A station's place in the world.
pub(super) fn station_pos(st: Station) -> Vec2 {
    let (x, y) = st.position();
    BOARD_CENTRE + Vec2::new(x, y) * RING_RADIUS
}

/// Where seat `seat`'s waiting pieces sit: a tray at the left, one row per seat.
pub(super) fn waiting_pos(seat: Seat, k: usize) -> Vec2 {
    Vec2::new(-612.0 + 30.0 * k as f32, 236.0 - 150.0 * seat.0 as f32)
}

/// Where finished pieces rest: under their seat's waiting row.
pub(super) fn finished_pos(seat: Seat, k: usize) -> Vec2 {
    Vec2::new(-612.0 + 24.0 * k as f32, 186.0 - 150.0 * seat.0 as f32)
}

/// Where the sticks or dice lie.
pub(super) fn thrown_pos(i: usize) -> Vec2 {
    Vec2::new(220.0 + 34.0 * i as f32, -250.0)
}

/// Every piece's resting place in the current state: stacks fan upwards on their station.
pub(super) fn layout(game: &Yut) -> Vec<(PieceId, Vec3, f32)> {
    let mut out = Vec::new();
    let mut on_station = [0usize; Station::COUNT];
    let mut waiting = [0usize; 4];
    let mut finished = [0usize; 4];
    for (id, owner, place) in game.pieces() {
        let (pos, z, scale) = match place {
            Place::Board { .. } => {
                let st = place.station().expect("on board");
                let k = &mut on_station[usize::from(st.id())];
                let p = station_pos(st) + Vec2::new(5.0, 9.0) * *k as f32;
                *k += 1;
                (p, 10.0 + *k as f32, 1.0)
            }
            Place::Waiting => {
                let k = &mut waiting[owner.index()];
                let p = waiting_pos(owner, *k);
                *k += 1;
                (p, 10.0 + *k as f32, 0.9)
            }
            Place::Finished => {
                let k = &mut finished[owner.index()];
                let p = finished_pos(owner, *k);
                *k += 1;
                (p, 10.0 + *k as f32, 0.65)
            }
        };
        out.push((id, pos.extend(z), scale));
    }
    out
}
