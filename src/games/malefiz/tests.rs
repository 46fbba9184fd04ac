use super::components::{
    AREA_MAX, AREA_MIN, BOARD_CENTRE, BOARD_HEIGHT, DIE_SIZE, FIELD_SIZE, GOAL_SIZE, HOME_SCALE,
    HOUSE_SIZE, PAWN_SIZE,
};
use super::input::cursor_towards;
use super::layout::{
    Geometry, barricade_places, goal_distances, move_path, resting_places, steps_to_goal,
};
use bevy::prelude::*;
use tabula_core::{Game, Seat};
use tabula_malefiz::{
    BARRICADES, Field, Malefiz, MalefizAction, PAWNS_PER_SEAT, Place, edges, house_exit,
};

/// The painted frame of the board image, as a share of its size (30 px of 1000).
const FRAME_SHARE: f32 = 0.035;

fn geo() -> Geometry {
    Geometry::default()
}

fn inside(centre: Vec2, size: Vec2) -> bool {
    let (lo, hi) = (centre - size / 2.0, centre + size / 2.0);
    lo.x >= AREA_MIN.x && lo.y >= AREA_MIN.y && hi.x <= AREA_MAX.x && hi.y <= AREA_MAX.y
}

/// Inside the board image, within its painted frame.
fn on_board(centre: Vec2, size: Vec2) -> bool {
    let inner = geo().board_size * (1.0 - 2.0 * FRAME_SHARE);
    let (lo, hi) = (centre - size / 2.0, centre + size / 2.0);
    let (blo, bhi) = (BOARD_CENTRE - inner / 2.0, BOARD_CENTRE + inner / 2.0);
    lo.x >= blo.x && lo.y >= blo.y && hi.x <= bhi.x && hi.y <= bhi.y
}

#[test]
fn the_board_and_everything_on_it_fit_left_of_the_hud() {
    assert!(inside(BOARD_CENTRE, geo().board_size));
    for f in Field::all() {
        let size = if f == Field::GOAL {
            GOAL_SIZE
        } else {
            PAWN_SIZE
        };
        assert!(
            on_board(geo().field(f), Vec2::splat(size)),
            "{f} at {:?}",
            geo().field(f)
        );
    }
    for h in 0..4 {
        assert!(on_board(geo().house(h), HOUSE_SIZE), "house {h}");
        for k in 0..PAWNS_PER_SEAT {
            let pawn = Vec2::splat(PAWN_SIZE * HOME_SCALE);
            let slot = geo().house_slot(h, k);
            let (lo, hi) = (
                geo().house(h) - HOUSE_SIZE / 2.0,
                geo().house(h) + HOUSE_SIZE / 2.0,
            );
            assert!(
                slot.x - pawn.x / 2.0 >= lo.x
                    && slot.x + pawn.x / 2.0 <= hi.x
                    && slot.y - pawn.y / 2.0 >= lo.y
                    && slot.y + pawn.y / 2.0 <= hi.y,
                "house {h} slot {k} sticks out"
            );
        }
    }
    assert!(on_board(geo().die(), Vec2::splat(DIE_SIZE)));
}

#[test]
fn no_two_things_overlap() {
    // Pawns on neighbouring fields, houses, the die: all apart.
    let mut spots: Vec<(String, Vec2, f32)> = Field::all()
        .map(|f| {
            let size = if f == Field::GOAL {
                GOAL_SIZE * 0.8
            } else {
                PAWN_SIZE
            };
            (f.to_string(), geo().field(f), size)
        })
        .collect();
    spots.push(("die".into(), geo().die(), DIE_SIZE * 1.42));
    for (i, (a, pa, sa)) in spots.iter().enumerate() {
        for (b, pb, sb) in &spots[i + 1..] {
            let gap = (*pa - *pb).length() - (sa + sb) / 2.0;
            assert!(gap >= 4.0, "{a} and {b} overlap (gap {gap})");
        }
    }
    for h in 0..4 {
        let (lo, hi) = (
            geo().house(h) - HOUSE_SIZE / 2.0,
            geo().house(h) + HOUSE_SIZE / 2.0,
        );
        for f in Field::all() {
            let p = geo().field(f);
            let r = FIELD_SIZE / 2.0;
            let apart = p.x + r < lo.x || p.x - r > hi.x || p.y + r < lo.y || p.y - r > hi.y;
            assert!(apart, "house {h} covers {f}");
        }
        for k in 0..PAWNS_PER_SEAT {
            for j in k + 1..PAWNS_PER_SEAT {
                let d = (geo().house_slot(h, k) - geo().house_slot(h, j)).length();
                assert!(d >= PAWN_SIZE * HOME_SCALE, "house {h} slots {k} {j}");
            }
        }
    }
}

#[test]
fn lines_join_fields_and_show_between_them() {
    for (a, b) in edges() {
        let d = (geo().field(a) - geo().field(b)).length();
        assert!(d > FIELD_SIZE + 8.0, "{a}-{b} too short to see: {d}");
        assert!(
            d < geo().pitch().x * 1.01 || d < geo().pitch().y * 1.01,
            "{a}-{b} spans {d}"
        );
    }
}

#[test]
fn the_start_puts_every_pawn_in_its_house_and_barricades_on_their_fields() {
    let g = Malefiz::new(&Default::default(), 4).unwrap();
    let places = resting_places(&g, &geo());
    assert_eq!(places.len(), 20);
    for (i, (id, p)) in places.iter().enumerate() {
        let h = Malefiz::owner(*id).index();
        assert!(
            (*p - geo().house(h)).length() < HOUSE_SIZE.x / 2.0,
            "{id:?}"
        );
        for (_, q) in &places[i + 1..] {
            assert!((*p - *q).length() > 10.0, "two pawns on one spot");
        }
    }
    let blocks = barricade_places(&g, &geo());
    assert_eq!(blocks.len(), BARRICADES);
    for (b, p) in blocks {
        assert_eq!(
            p.truncate(),
            geo().field(tabula_malefiz::barricade_start(b))
        );
    }
}

#[test]
fn a_path_comes_from_the_rule_event() {
    let mut g = Malefiz::new(&Default::default(), 2).unwrap();
    let mut events = Vec::new();
    for a in ["first:0", "roll:5"] {
        g.apply(&a.parse().unwrap(), &mut events).unwrap();
    }
    let to_e3: MalefizAction = "home-e3".parse().unwrap();
    let path = move_path(&g, &to_e3);
    assert_eq!(path.len(), 5);
    assert_eq!(path[0], house_exit(0));
    assert_eq!(path.last().unwrap().to_string(), "e3");
    assert!(move_path(&g, &"home-a1".parse().unwrap()).is_empty());
}

#[test]
fn arrows_move_the_cursor_up_and_down_the_board() {
    let fields = ["e5", "e7", "g7", "e3"];
    let legal: Vec<MalefizAction> = fields
        .iter()
        .map(|f| MalefizAction::Barricade(f.parse().unwrap()))
        .collect();
    assert_eq!(cursor_towards(&legal, Some(0), true), Some(1));
    assert_eq!(cursor_towards(&legal, Some(0), false), Some(3));
    assert_eq!(cursor_towards(&legal, Some(1), true), None);
}

#[test]
fn the_goal_is_forty_steps_from_every_house() {
    let dist = goal_distances();
    for s in 0..4 {
        assert_eq!(steps_to_goal(&dist, Seat(s), Place::Home), 40);
    }
}

#[test]
fn the_fields_stand_where_the_boards_layout_says() {
    let shipped = tabula_layout::MalefizLayout::default();
    let geo = Geometry::from_layout(&shipped);
    // The picture is as high as the view wants and as wide as its proportions say.
    let (w, h) = shipped.image;
    assert!((geo.board_size.y - BOARD_HEIGHT).abs() < 0.01);
    assert!((geo.board_size.x / geo.board_size.y - w as f32 / h as f32).abs() < 1e-4);
    // Every field's pixel on the picture is the layout's grid point.
    let to_pixel = |p: Vec2| {
        let top_left = BOARD_CENTRE + Vec2::new(-geo.board_size.x, geo.board_size.y) / 2.0;
        let d = (p - top_left) * (h as f32 / BOARD_HEIGHT);
        (d.x, -d.y)
    };
    for f in Field::all() {
        let (x, y) = f.coords();
        let want = shipped.grid(f32::from(x), f32::from(y));
        let got = to_pixel(geo.field(f));
        assert!(
            (got.0 - want.0).abs() < 0.01 && (got.1 - want.1).abs() < 0.01,
            "{f}"
        );
    }
    // A board drawn twice as large with its numbers doubled: the same places.
    let double = tabula_layout::MalefizLayout {
        image: (w * 2, h * 2),
        border: shipped.border * 2.0,
        first_field: (shipped.first_field.0 * 2.0, shipped.first_field.1 * 2.0),
        pitch: (shipped.pitch.0 * 2.0, shipped.pitch.1 * 2.0),
        house_drop: shipped.house_drop * 2.0,
    };
    let big = Geometry::from_layout(&double);
    for f in Field::all() {
        assert!((big.field(f) - geo.field(f)).length() < 0.01, "{f}");
    }
    assert!((big.house(2) - geo.house(2)).length() < 0.01);
    // A wider pitch spreads the fields apart.
    let wide = Geometry::from_layout(&tabula_layout::MalefizLayout {
        pitch: (shipped.pitch.0 * 1.1, shipped.pitch.1),
        ..shipped.clone()
    });
    assert!(wide.pitch().x > geo.pitch().x * 1.09);
}
