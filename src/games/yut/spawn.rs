//! The board and the pieces as entities, spawned when a match starts.

use super::components::{
    BIG_STATION_SIZE, BOARD_CENTRE, PIECE_SIZE, Pick, PieceSprite, PiecesLayer, RING_RADIUS,
    STATION_SIZE, StationLetter, StationSprite, TOUCH_PAD, ThrowSprite,
};
use super::input::on_piece_click;
use super::layout::{
    TRAY_SIZE, resting_places, station_pos, thrown_pos, tray_centre, tray_home_pos, tray_name_pos,
};
use super::text::station_letter;
use crate::app::layout::Arrangement;
use crate::app::screens::MatchScoped;
use crate::board::highlight::Highlight;
use crate::board::labels::WorldLabel;
use crate::board::sketch::{BoardSketch, Sketch, Stamp};
use crate::board::targets::touch_pad;
use crate::locale::Texts;
use crate::session::match_flow::{GameView, Match};
use crate::theme::contrast::Written;
use crate::theme::{LabelStyle, SeatNames, Theme};
use bevy::prelude::*;
use tabula_core::{Game, Seat};
use tabula_yut::{Station, Throw, ThrowModel, Yut};

/// The stations and the big ones' letters, once with the board.
pub(super) fn spawn_stations(
    mut commands: Commands,
    theme: Res<Theme>,
    texts: Res<Texts>,
    existing: Query<(), With<StationSprite>>,
) {
    if !existing.is_empty() {
        return;
    }
    let scoped = MatchScoped;
    for st in Station::all() {
        let (role, size) = if st.is_big() {
            ("yut.station_big", BIG_STATION_SIZE)
        } else {
            ("yut.station", STATION_SIZE)
        };
        commands.spawn((
            StationSprite,
            theme.sprite(role, Vec2::splat(size)),
            Transform::from_translation(station_pos(st).extend(1.0)),
            scoped,
        ));
    }
    for (st, label, at) in station_letters(|st| station_letter(st, &texts)) {
        commands.spawn((
            StationLetter(st),
            label,
            Transform::from_translation(at.extend(2.0)),
            scoped,
        ));
    }
}

/// The big stations' letters in a new language.
pub(super) fn retell_station_letters(
    texts: Res<Texts>,
    mut letters: Query<(&StationLetter, &mut WorldLabel)>,
) {
    for (&StationLetter(st), mut label) in &mut letters {
        label.text = station_letter(st, &texts).unwrap_or_default();
    }
}

/// The letters the rules and the move log name the big circles by (`letter` gives each
/// its name), beside each where a piece on it never hides them: below and to the right,
/// but inward at the ring's right and bottom corners, off the rim and the start's arrow.
fn station_letters(letter: impl Fn(Station) -> Option<String>) -> Vec<(Station, WorldLabel, Vec2)> {
    use bevy_egui::egui::{Align, Align2};
    Station::all()
        .filter_map(|st| {
            let (x, y) = st.position();
            let (across, anchor_x) = if x > 0.5 {
                (-24.0, Align::Max)
            } else {
                (24.0, Align::Min)
            };
            let (down, anchor_y) = if y < -0.5 {
                (22.0, Align::Max)
            } else {
                (-22.0, Align::Min)
            };
            let label = WorldLabel::new(letter(st)?, 22.0, LabelStyle::Ink)
                .anchored(Align2([anchor_x, anchor_y]));
            Some((st, label, station_pos(st) + Vec2::new(across, down)))
        })
        .collect()
}

/// The words written straight on the board (for the contrast check). Any letter stands
/// for each language's: the glyph does not change the contrast.
pub fn written(layouts: &tabula_layout::Layouts) -> Vec<Written> {
    let drawn = Rect::from_center_size(BOARD_CENTRE, board_size(layouts));
    let letters: Vec<(WorldLabel, Vec2)> = station_letters(|st| st.is_big().then(|| "A".into()))
        .into_iter()
        .map(|(_, label, at)| (label, at))
        .collect();
    vec![Written::new("Yut's station letters", Yut::BOARD_ROLE).on(drawn, &letters)]
}

/// A tray per seat (at the left, or above an upright board): its colour's name, the
/// waiting row and the home row.
pub(super) fn spawn_trays(
    commands: &mut Commands,
    game: &Yut,
    arrangement: Arrangement,
    names: &SeatNames,
    texts: &Texts,
) {
    let seats = game.seats();
    for i in 0..seats {
        let seat = Seat(i as u8);
        commands.spawn((
            PiecesLayer,
            Sprite::from_color(Color::srgba(0.1, 0.06, 0.03, 0.45), TRAY_SIZE),
            Transform::from_translation(tray_centre(seat, seats, arrangement).extend(2.0)),
            MatchScoped,
        ));
        commands.spawn((
            PiecesLayer,
            WorldLabel::new(
                texts.with(
                    "yut-tray-waiting",
                    &[("name", names.of(seat).to_string().into())],
                ),
                15.0,
                LabelStyle::Side(i),
            )
            .anchored(bevy_egui::egui::Align2::LEFT_CENTER),
            Transform::from_translation(tray_name_pos(seat, seats, arrangement).extend(3.0)),
            MatchScoped,
        ));
        commands.spawn((
            PiecesLayer,
            WorldLabel::new(texts.get("yut-tray-home"), 12.0, LabelStyle::Plate)
                .anchored(bevy_egui::egui::Align2::RIGHT_CENTER),
            Transform::from_translation(tray_home_pos(seat, seats, arrangement).extend(3.0)),
            MatchScoped,
        ));
    }
}

pub(super) fn spawn_pieces(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Yut>>,
    mut pick: ResMut<Pick>,
    old: Query<Entity, Or<(With<PieceSprite>, With<ThrowSprite>, With<PiecesLayer>)>>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    arrangement: Res<Arrangement>,
) {
    // A rematch (or a window turned upright) keeps the board but lays out fresh pieces.
    for e in &old {
        commands.entity(e).despawn();
    }
    let arrangement = *arrangement;
    let seats = m.state.seats();
    spawn_trays(&mut commands, &m.state, arrangement, &names, &texts);
    let scoped = MatchScoped;
    for (id, pos, scale) in resting_places(&m.state, arrangement) {
        let owner = usize::from(id.0) / tabula_yut::MAX_PIECES_PER_SEAT;
        commands
            .spawn((
                PieceSprite(id),
                theme.sprite(&format!("piece.{owner}"), Vec2::splat(PIECE_SIZE)),
                Transform::from_translation(pos).with_scale(Vec3::splat(scale)),
                Pickable::default(),
                scoped,
            ))
            .with_children(|c| {
                if arrangement == Arrangement::Upright {
                    c.spawn(touch_pad(TOUCH_PAD));
                }
            })
            .observe(on_piece_click);
    }
    let dice = m.state.options().throw == ThrowModel::Dice;
    for i in 0..4 {
        let (role, size) = if dice {
            ("die.1", Vec2::splat(30.0))
        } else if i == 0 {
            ("stick.round_marked", Vec2::new(22.0, 88.0))
        } else {
            ("stick.round", Vec2::new(22.0, 88.0))
        };
        commands.spawn((
            ThrowSprite(i),
            theme.sprite(role, size),
            Transform::from_translation(thrown_pos(i, seats, arrangement).extend(20.0)),
            scoped,
        ));
    }
    *pick = Pick {
        redraw: true,
        ..default()
    };
}

/// The face images a throw lands on: sticks show flat or round sides (stick 0 is the
/// marked one); dice show an even or odd number of pips, picked for looks.
pub(super) fn face_roles(throw: Throw, dice: bool, salt: u64) -> [String; 4] {
    let mut faces = throw.faces();
    // Sticks 1 to 3 are alike: shuffle them so the same throw does not always look the same.
    let mut rng = tabula_core::Rng64::new(salt);
    for i in (2..4).rev() {
        let j = 1 + rng.below(i as u64) as usize;
        faces.swap(i, j);
    }
    std::array::from_fn(|i| {
        let flat = faces[i] == 1;
        if dice {
            let pips = if flat { [2, 4, 6] } else { [1, 3, 5] };
            format!("die.{}", pips[rng.below(3) as usize])
        } else {
            let side = if flat { "flat" } else { "round" };
            let marked = if i == 0 { "_marked" } else { "" };
            format!("stick.{side}{marked}")
        }
    })
}

pub(super) fn spawn_stack_badges(commands: &mut Commands, game: &Yut) {
    for st in Station::all() {
        let n = game.stack_at(st).len();
        if n >= 2 {
            let top = station_pos(st) + Vec2::new(5.0, 9.0) * (n - 1) as f32;
            // "xN": Bevy's built-in font has no "×".
            commands.spawn((
                Highlight,
                WorldLabel::new(format!("x{n}"), 16.0, LabelStyle::Plate),
                Transform::from_translation((top + Vec2::new(24.0, 20.0)).extend(45.0)),
                MatchScoped,
            ));
        }
    }
}

/// The board picture's size in the world: its ring (where the theme's layout says it is on
/// the picture) drawn at the stations' radius.
pub(super) fn board_size(layouts: &tabula_layout::Layouts) -> Vec2 {
    let layout = layouts.yut();
    let (w, h) = layout.image;
    Vec2::new(w as f32, h as f32) * (RING_RADIUS / layout.ring_radius)
}

impl Sketch for Yut {
    /// The board with its stations and the pieces on them (the waiting and finished pieces
    /// stand in the trays beside it, outside the sketch).
    fn sketch(&self, theme: &Theme) -> BoardSketch {
        let mut stamps: Vec<Stamp> = Station::all()
            .map(|st| {
                let (role, size) = if st.is_big() {
                    ("yut.station_big", BIG_STATION_SIZE)
                } else {
                    ("yut.station", STATION_SIZE)
                };
                Stamp::new(role, station_pos(st), Vec2::splat(size))
            })
            .collect();
        let on_board = self
            .pieces()
            .filter(|(_, _, place)| place.station().is_some())
            .map(|(id, _, _)| id);
        let places = resting_places(self, Arrangement::Wide);
        for id in on_board {
            if let Some((_, at, _)) = places.iter().find(|(p, _, _)| *p == id) {
                let owner = usize::from(id.0) / tabula_yut::MAX_PIECES_PER_SEAT;
                stamps.push(Stamp::new(
                    format!("piece.{owner}"),
                    at.truncate(),
                    Vec2::splat(PIECE_SIZE),
                ));
            }
        }
        BoardSketch {
            board_role: Yut::BOARD_ROLE,
            centre: BOARD_CENTRE,
            size: board_size(&theme.layouts),
            lines: Vec::new(),
            stamps,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The box a label of `letters` letters covers, from its place and anchor (a letter about
    /// as wide as it is tall, for Hangul; Latin and Cyrillic are narrower).
    fn label_box(label: &WorldLabel, at: Vec2, letters: usize) -> Rect {
        use bevy_egui::egui::Align;
        let size = Vec2::new(label.size * letters as f32, label.size * 1.2);
        let x = match label.anchor.x() {
            Align::Min => at.x,
            Align::Center => at.x - size.x / 2.0,
            Align::Max => at.x - size.x,
        };
        // The anchor's top is the world's higher y.
        let y = match label.anchor.y() {
            Align::Min => at.y - size.y,
            Align::Center => at.y - size.y / 2.0,
            Align::Max => at.y,
        };
        Rect::from_corners(Vec2::new(x, y), Vec2::new(x, y) + size)
    }

    #[test]
    fn station_letters_stay_inside_the_ring_and_off_every_station() {
        // A Hangul letter, as wide as the widest station letter (written as an escape: the
        // game's own font need not have it).
        let letters = station_letters(|st| st.is_big().then(|| "\u{b098}".into()));
        assert_eq!(letters.len(), 5);
        for (st, label, at) in &letters {
            let area = label_box(label, *at, 1);
            for corner in [
                area.min,
                area.max,
                area.min.with_y(area.max.y),
                area.max.with_y(area.min.y),
            ] {
                assert!(
                    corner.distance(BOARD_CENTRE) < RING_RADIUS,
                    "{st}'s letter {area:?} reaches the rim"
                );
            }
            for other in Station::all() {
                let radius = if other.is_big() {
                    BIG_STATION_SIZE
                } else {
                    STATION_SIZE
                } / 2.0;
                let centre = station_pos(other);
                let nearest = centre.clamp(area.min, area.max);
                assert!(
                    nearest.distance(centre) > radius + 2.0,
                    "{st}'s letter {area:?} touches station {other}"
                );
            }
        }
    }
}
