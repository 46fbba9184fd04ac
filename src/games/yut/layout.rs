//! Where things stand on the board: world positions, and where each piece rests in a position.

use super::components::{BIG_STATION_SIZE, BOARD_CENTRE, PIECE_SIZE, RING_RADIUS};
use crate::app::layout::{Arrangement, BOARD_AREA};
use bevy::prelude::*;
use tabula_core::{Game, PieceId, Seat};
use tabula_yut::{Place, Station, Yut};

/// A station's place in the world.
pub(super) fn station_pos(st: Station) -> Vec2 {
    let (x, y) = st.position();
    BOARD_CENTRE + Vec2::new(x, y) * RING_RADIUS
}

/// The top left corner of a seat's tray (its name, the waiting row, the home row): in a
/// column at the left of a wide board, in rows of two above an upright one.
fn tray_corner(seat: Seat, seats: usize, arrangement: Arrangement) -> Vec2 {
    match arrangement {
        Arrangement::Wide => Vec2::new(-636.0, 276.0 - 150.0 * f32::from(seat.0)),
        Arrangement::Upright => {
            let (column, row) = (f32::from(seat.0 % 2), f32::from(seat.0 / 2));
            let rows = seats.div_ceil(2) as f32;
            Vec2::new(
                UPRIGHT_LEFT + (TRAY_SIZE.x + 20.0) * column,
                RING_TOP + TRAY_PITCH * (rows - row) - 6.0,
            )
        }
    }
}

/// The trays' size in the world.
pub(super) const TRAY_SIZE: Vec2 = Vec2::new(190.0, 128.0);
/// From one tray to the next, up and down.
const TRAY_PITCH: f32 = 140.0;
/// Just above the ring's top station.
const RING_TOP: f32 = RING_RADIUS + BIG_STATION_SIZE / 2.0 + 10.0;
/// The upright area's left edge, just left of the ring's leftmost station.
const UPRIGHT_LEFT: f32 = BOARD_CENTRE.x - RING_RADIUS - BIG_STATION_SIZE / 2.0 - 10.0;

/// The tray's box: its centre.
pub(super) fn tray_centre(seat: Seat, seats: usize, arrangement: Arrangement) -> Vec2 {
    tray_corner(seat, seats, arrangement) + Vec2::new(TRAY_SIZE.x, -TRAY_SIZE.y) / 2.0
}

/// Where the tray's name stands (its left end): clear above the ring round a picked
/// waiting piece.
pub(super) fn tray_name_pos(seat: Seat, seats: usize, arrangement: Arrangement) -> Vec2 {
    tray_corner(seat, seats, arrangement) + Vec2::new(8.0, -12.0)
}

/// Where the tray's "home" word stands (its right end), on the home row.
pub(super) fn tray_home_pos(seat: Seat, seats: usize, arrangement: Arrangement) -> Vec2 {
    tray_corner(seat, seats, arrangement) + Vec2::new(TRAY_SIZE.x - 4.0, -100.0)
}

/// Where seat `seat`'s waiting pieces sit, in its tray.
pub(super) fn waiting_pos(seat: Seat, k: usize, seats: usize, arrangement: Arrangement) -> Vec2 {
    tray_corner(seat, seats, arrangement) + Vec2::new(24.0 + 30.0 * k as f32, -52.0)
}

/// Where finished pieces rest: under their seat's waiting row.
pub(super) fn finished_pos(seat: Seat, k: usize, seats: usize, arrangement: Arrangement) -> Vec2 {
    tray_corner(seat, seats, arrangement) + Vec2::new(24.0 + 24.0 * k as f32, -100.0)
}

/// Where the sticks or dice lie: below the panel's edge at the right of a wide board,
/// beside the first trays above an upright one.
pub(super) fn thrown_pos(i: usize, seats: usize, arrangement: Arrangement) -> Vec2 {
    match arrangement {
        Arrangement::Wide => Vec2::new(196.0 + 34.0 * i as f32, -250.0),
        Arrangement::Upright => {
            let beside = tray_centre(Seat(0), seats, arrangement);
            Vec2::new(
                UPRIGHT_LEFT + 2.0 * TRAY_SIZE.x + 60.0 + 34.0 * i as f32,
                beside.y,
            )
        }
    }
}

/// Where pieces leave: just outside the start.
pub(super) const EXIT_SPOT: Vec2 =
    Vec2::new(BOARD_CENTRE.x + 70.0, BOARD_CENTRE.y - RING_RADIUS - 40.0);

/// The part of the world the board and everything round it takes.
pub(super) fn area_of(seats: usize, arrangement: Arrangement) -> Rect {
    match arrangement {
        Arrangement::Wide => BOARD_AREA,
        Arrangement::Upright => {
            let top = tray_corner(Seat(0), seats, arrangement).y + 6.0;
            let right = BOARD_CENTRE.x + RING_RADIUS + BIG_STATION_SIZE / 2.0 + 10.0;
            Rect::new(
                UPRIGHT_LEFT,
                EXIT_SPOT.y - PIECE_SIZE / 2.0 - 10.0,
                right,
                top,
            )
        }
    }
}

/// Every piece's resting place in the current state: stacks fan upwards on their station.
pub fn resting_places(game: &Yut, arrangement: Arrangement) -> Vec<(PieceId, Vec3, f32)> {
    let seats = game.seats();
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
                let p = waiting_pos(owner, *k, seats, arrangement);
                *k += 1;
                (p, 10.0 + *k as f32, 0.9)
            }
            Place::Finished => {
                let k = &mut finished[owner.index()];
                let p = finished_pos(owner, *k, seats, arrangement);
                *k += 1;
                (p, 10.0 + *k as f32, 0.65)
            }
        };
        out.push((id, pos.extend(z), scale));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::layout_for;
    use crate::games::yut::components::TOUCH_PAD;

    /// Everything a Yut board shows, as rectangles: the ring's stations, the trays and
    /// their rows, the sticks and the exit's slots.
    fn parts(seats: usize, arrangement: Arrangement) -> Vec<(String, Rect)> {
        let mut parts = Vec::new();
        for st in Station::all() {
            let r = Rect::from_center_size(station_pos(st), Vec2::splat(BIG_STATION_SIZE));
            parts.push((format!("station {st}"), r));
        }
        for s in 0..seats {
            let seat = Seat(s as u8);
            let tray = Rect::from_center_size(tray_centre(seat, seats, arrangement), TRAY_SIZE);
            parts.push((format!("tray {s}"), tray));
            for k in 0..4 {
                for at in [
                    waiting_pos(seat, k, seats, arrangement),
                    finished_pos(seat, k, seats, arrangement),
                ] {
                    let piece = Rect::from_center_size(at, Vec2::splat(PIECE_SIZE * 0.9));
                    assert!(
                        tray.contains(piece.min) && tray.contains(piece.max),
                        "{arrangement:?}: seat {s}'s piece {k} at {at} is outside its tray"
                    );
                }
            }
        }
        for i in 0..4 {
            let at = thrown_pos(i, seats, arrangement);
            parts.push((
                format!("stick {i}"),
                Rect::from_center_size(at, Vec2::new(22.0, 88.0)),
            ));
            let exit = EXIT_SPOT + Vec2::new(46.0 * i as f32, 0.0);
            parts.push((
                format!("exit {i}"),
                Rect::from_center_size(exit, Vec2::splat(PIECE_SIZE)),
            ));
        }
        parts
    }

    #[test]
    fn every_part_lies_in_the_area_and_the_trays_and_sticks_clear_the_ring() {
        for seats in 2..=4 {
            for arrangement in [Arrangement::Wide, Arrangement::Upright] {
                let area = area_of(seats, arrangement);
                let parts = parts(seats, arrangement);
                for (name, r) in &parts {
                    assert!(
                        area.contains(r.min) && area.contains(r.max),
                        "{seats} seats, {arrangement:?}: {name} {r:?} is outside {area:?}"
                    );
                }
                let ring = Rect::from_center_size(
                    BOARD_CENTRE,
                    Vec2::splat(2.0 * RING_RADIUS + BIG_STATION_SIZE),
                );
                for (name, r) in parts.iter().filter(|(n, _)| !n.starts_with("station")) {
                    if name.starts_with("exit") {
                        continue;
                    }
                    assert!(
                        ring.intersect(*r).is_empty(),
                        "{seats} seats, {arrangement:?}: {name} {r:?} lies on the ring"
                    );
                    for (other, o) in parts.iter().filter(|(n, _)| n != name) {
                        let both = r.intersect(*o);
                        let apart = both.is_empty()
                            || name.starts_with("stick") && other.starts_with("stick");
                        assert!(
                            apart,
                            "{seats} seats, {arrangement:?}: {name} overlaps {other}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn on_an_upright_phone_the_board_takes_the_width_and_a_finger_finds_every_piece() {
        for window in [Vec2::new(390.0, 844.0), Vec2::new(360.0, 640.0)] {
            let screen = layout_for(window, 1.0);
            assert_eq!(screen.arrangement(), Arrangement::Upright, "{window}");
            let region = screen.board_region();
            let area = area_of(2, Arrangement::Upright);
            let (_, units_per_pixel) = screen.camera_for(area, region);
            let (_, wide_units) = screen.camera_for(area_of(2, Arrangement::Wide), region);
            let board_pixels = area.width() / units_per_pixel;
            assert!(
                board_pixels > 0.85 * region.width(),
                "{window}: the board is {board_pixels} of {} pixels wide",
                region.width()
            );
            assert!(
                wide_units / units_per_pixel > 1.3,
                "{window}: upright shows pieces only {:.2} times as big",
                wide_units / units_per_pixel
            );
            let pad = TOUCH_PAD / units_per_pixel;
            assert!(pad >= 44.0, "{window}: a piece's tap pad is {pad:.1} px");
        }
    }
}
