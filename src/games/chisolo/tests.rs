use super::components::preview;
use super::components::{CENTRE_X, LYING_Z, Layout, PITCH_Y, SEED, STORE_HEIGHT};
use super::highlight::arrow;
use super::layout::{resting_places, seed_variant};
use crate::theme::SeatNames;
use crate::ui::describe::Describe;
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, Hole};
use tabula_core::{Game, Seat};

fn game(columns: u8) -> Chisolo {
    let o = tabula_chisolo::ChisoloOptions {
        columns,
        ..Default::default()
    };
    Chisolo::new(&o, 2).unwrap()
}

#[test]
fn the_board_fits_left_of_the_hud_for_every_width() {
    for columns in 7..=10u8 {
        let lay = Layout::new(columns);
        let size = lay.board_size();
        assert!(CENTRE_X - size.x / 2.0 >= -640.0, "{columns}: left edge");
        assert!(CENTRE_X + size.x / 2.0 <= 340.0, "{columns}: right edge");
        for seat in [Seat(0), Seat(1)] {
            let store = lay.store_centre(seat);
            assert!(
                store.y.abs() + STORE_HEIGHT / 2.0 <= 360.0,
                "store on screen"
            );
            assert!(
                store.y.abs() - STORE_HEIGHT / 2.0 > size.y / 2.0,
                "store off the board"
            );
            // Every seed of the fullest store (every counter of the opponent) lies in its
            // tray with half a seed's room to every edge.
            let n = usize::from(6 * columns - 9);
            let store = Rect::from_center_size(store, lay.store_size());
            for (rank, id) in (0..n).zip(0u16..) {
                let at = lay.store_place(seat, rank, id).truncate();
                let room = Rect::from_center_half_size(at, Vec2::splat(SEED));
                assert!(
                    store.contains(room.min) && store.contains(room.max),
                    "{columns} columns, seed {rank} at {at}: too near the edge of {store:?}"
                );
            }
        }
        // Pits do not overlap and each is found at its centre.
        assert!(lay.pit_size() < lay.pitch_x() && lay.pit_size() < PITCH_Y);
        for hole in game(columns).holes() {
            assert_eq!(lay.pit_at(lay.pit_centre(hole)), Some(hole));
        }
    }
}

#[test]
fn seat_zero_owns_the_bottom_rows_and_column_a_is_at_the_left() {
    let lay = Layout::new(7);
    let a1 = lay.pit_centre("a1".parse().unwrap());
    let a2 = lay.pit_centre("a2".parse().unwrap());
    let g4 = lay.pit_centre("g4".parse().unwrap());
    assert!(a1.y < a2.y && a2.y < 0.0 && g4.y > 0.0);
    assert!(a1.x < g4.x);
    assert_eq!(a1.x, a2.x);
    assert!(lay.store_centre(Seat(0)).y < a1.y);
    assert!(lay.store_centre(Seat(1)).y > g4.y);
}

#[test]
fn seeds_lie_inside_their_pit_even_when_it_is_full() {
    let lay = Layout::new(10);
    let hole: Hole = "e2".parse().unwrap();
    for rank in 0..60 {
        let p = lay.pit_place(hole, rank, rank as u16 * 7 + 3);
        assert_eq!(lay.pit_at(p.truncate()), Some(hole), "rank {rank}");
        assert!(p.z < LYING_Z);
        let h = lay.hand_place(hole, rank);
        assert!(h.z >= LYING_Z);
    }
    // The same counter always lies the same way.
    assert_eq!(lay.pit_place(hole, 3, 9), lay.pit_place(hole, 3, 9));
    assert!((0..200).all(|id| seed_variant(id) < 4));
    let variants: std::collections::HashSet<usize> = (0..66).map(seed_variant).collect();
    assert_eq!(variants.len(), 4, "all four seed looks are used");
}

#[test]
fn the_start_places_every_counter_in_its_pit() {
    for columns in 7..=10u8 {
        let g = game(columns);
        let lay = Layout::new(columns);
        let places = resting_places(&g);
        assert_eq!(places.len(), 2 * usize::from(6 * columns - 9));
        for hole in g.holes() {
            let here = places
                .iter()
                .filter(|(_, p)| lay.pit_at(p.truncate()) == Some(hole))
                .count();
            assert_eq!(here, usize::from(g.count(hole)), "{hole}");
        }
    }
}

#[test]
fn a_preview_names_the_end_relays_and_capture() {
    let mut g = game(7);
    g.apply(&"first:0".parse().unwrap(), &mut Vec::new())
        .unwrap();
    // The crate's example: a2 relays at d2 and ends in the empty g2, taking g3 and g4.
    let p = preview(&g, &"a2".parse().unwrap()).unwrap();
    assert_eq!(p.end, "g2".parse().unwrap());
    assert_eq!(p.relays, 1);
    assert_eq!(p.captured, 6);
    assert!(p.takes_more);
    assert_eq!(p.sown, 6);
    assert!(
        preview(&g, &"a3".parse().unwrap()).is_none(),
        "not the mover's"
    );
    let action = "a2".parse().unwrap();
    let mut after = g.clone();
    let mut events = Vec::new();
    after.apply(&action, &mut events).unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let texts = crate::locale::Texts::from_dir(&dir).unwrap();
    let line = g.describe(&action, &events, &SeatNames::default(), &texts);
    assert!(
        line.contains("Red sows 3 counters from a2 clockwise"),
        "{line}"
    );
    assert!(line.contains("ends in g2; 1 relay (at "), "{line}");
    assert!(line.contains("captures 6 of Blue's counters on "), "{line}");
}

#[test]
fn arrows_point_along_the_board() {
    let lay = Layout::new(7);
    let c = |s: &str| lay.pit_centre(s.parse().unwrap());
    assert_eq!(arrow(c("c2"), c("d2")), ">");
    assert_eq!(arrow(c("c2"), c("b2")), "<");
    assert_eq!(arrow(c("g2"), c("g1")), "v");
    assert_eq!(arrow(c("a3"), c("a4")), "^");
}

#[test]
fn the_pits_stand_where_the_planks_layout_says() {
    let shipped = tabula_layout::ChisoloLayout::default();
    // A plank drawn twice as large, its numbers doubled: the same board.
    let double = tabula_layout::ChisoloLayout {
        image: (shipped.image.0 * 2, shipped.image.1 * 2),
        border: shipped.border * 2.0,
        margin: shipped.margin * 2.0,
        groove: shipped.groove * 2.0,
    };
    let (a, b) = (Layout::on_plank(&shipped, 8), Layout::on_plank(&double, 8));
    assert!((a.board_size() - b.board_size()).length() < 0.01);
    assert!((a.margin() - b.margin()).length() < 0.01);
    // A wider groove between the halves pushes the two sides' rows apart, a wider margin
    // leaves more plank round the pits.
    let grooved = Layout::on_plank(
        &tabula_layout::ChisoloLayout {
            groove: shipped.groove * 3.0,
            ..shipped.clone()
        },
        8,
    );
    assert!(grooved.row_y(2) - grooved.row_y(1) > a.row_y(2) - a.row_y(1) + 10.0);
    assert!((grooved.row_y(1) - grooved.row_y(0) - PITCH_Y).abs() < 0.01);
    // The pits keep the layout's share of the plank at either side, whatever the columns.
    for columns in 7..=10 {
        let lay = Layout::on_plank(&shipped, columns);
        let size = lay.board_size();
        let left_pit_edge = lay.column_x(0) - lay.pitch_x() / 2.0 - (CENTRE_X - size.x / 2.0);
        let share = left_pit_edge / size.x;
        let expected = shipped.margin / shipped.image.0 as f32;
        assert!(
            (share - expected).abs() < 1e-4,
            "{columns}: {share} vs {expected}"
        );
        let bottom = lay.row_y(0) - PITCH_Y / 2.0 + size.y / 2.0;
        assert!((bottom / size.y - shipped.margin / shipped.image.1 as f32).abs() < 1e-4);
    }
}
