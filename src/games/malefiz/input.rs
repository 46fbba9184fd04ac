//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match requests.

use super::components::{AREA_MAX, BarricadeBlock, FIELD_SIZE, GOAL_SIZE, HouseSprite, Pawn, Pick};
use super::layout::Geometry;
use crate::app::layout::{BoardArea, ScreenLayout};
use crate::board::cursor;
use crate::board::cursor::{KeyAsk, PointerOnBoard};
use crate::board::targets::{TargetSpot, nearest_within, tap_reach};
use crate::board::wrong_click::{WrongClick, may_click};
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_core::Game;
use tabula_malefiz::{Field, Malefiz, MalefizAction, Phase, Place};

/// The field a decision ends on.
pub(super) fn target_of(a: &MalefizAction) -> Option<Field> {
    match a {
        MalefizAction::Move { to, .. } => Some(*to),
        MalefizAction::Barricade(f) => Some(*f),
        _ => None,
    }
}

pub(super) fn start_of(a: &MalefizAction) -> Option<Place> {
    match a {
        MalefizAction::Move { from, .. } => Some(*from),
        _ => None,
    }
}

/// Picks the pawns at `place` to move, if they can.
pub(super) fn select(m: &Match<Malefiz>, pick: &mut Pick, place: Place) -> bool {
    if m.state.legal().iter().any(|a| start_of(a) == Some(place)) {
        pick.from = Some(place);
        pick.cursor = None;
        pick.notice = None;
        pick.redraw = true;
        pick.redraw_dots = true;
        true
    } else {
        false
    }
}

pub(super) fn on_pawn_click(
    click: On<Pointer<Click>>,
    pawns: Query<&Pawn>,
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
    mut wrong: MessageWriter<WrongClick>,
) {
    let Ok(pawn) = pawns.get(click.entity) else {
        return;
    };
    if let Err(why) = may_click(&m, &presenting) {
        wrong.write_batch(why);
        return;
    }
    let place = m.state.pawn(pawn.0);
    if Malefiz::owner(pawn.0) == m.state.turn() && select(&m, &mut pick, place) {
        return;
    }
    // An opponent's pawn the picked pawn can reach: take it.
    if let (Some(from), Place::On(to)) = (pick.from, place) {
        let action = MalefizAction::Move { from, to };
        if m.state.legal().contains(&action) {
            requests.write(MatchRequest::Play(action));
            return;
        }
    }
    if Malefiz::owner(pawn.0) != m.state.turn() && pick.from.is_none() {
        wrong.write(WrongClick::NotYours(m.state.turn()));
        return;
    }
    pick.notice =
        matches!(m.state.phase(), Phase::Moving { .. }).then_some("malefiz-notice-cannot-move");
}

pub(super) fn on_house_click(
    click: On<Pointer<Click>>,
    houses: Query<&HouseSprite>,
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
) {
    if let Ok(house) = houses.get(click.entity)
        && m.person_to_move(&presenting)
        && house.0 == Malefiz::house_of(m.state.turn())
    {
        select(&m, &mut pick, Place::Home);
    }
}

/// What a tap on the board chose.
#[derive(Clone, Copy)]
enum Tapped {
    Play(MalefizAction),
    Pick(Place),
}

/// A tap on the board that missed every pawn and glowing field: the nearest glowing field
/// or pawn that may move, within a finger's reach (on a phone the fields lie closer than a
/// finger is wide), else the field under it.
pub(super) fn on_board_tap(
    click: On<Pointer<Click>>,
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    theme: Res<Theme>,
    screen: Res<ScreenLayout>,
    area: Res<BoardArea>,
    targets: Query<(&TargetSpot<Malefiz>, &Transform)>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
) {
    let Some(at) = click.hit.position.map(|p| p.truncate()) else {
        return;
    };
    if !m.person_to_move(&presenting) {
        return;
    }
    let geo = Geometry::of(&theme);
    let plays = targets
        .iter()
        .map(|(t, place)| (Tapped::Play(t.0), place.translation.truncate()));
    let mut starts: Vec<Place> = m.state.legal().iter().filter_map(start_of).collect();
    starts.dedup();
    let house = geo.house(Malefiz::house_of(m.state.turn()));
    let picks = starts.into_iter().map(|place| {
        let spot = match place {
            Place::On(f) => geo.field(f),
            Place::Home => house,
        };
        (Tapped::Pick(place), spot)
    });
    let reach = tap_reach(&screen, &area, FIELD_SIZE / 2.0);
    match nearest_within(at, reach, plays.chain(picks)) {
        Some(Tapped::Play(action)) => {
            requests.write(MatchRequest::Play(action));
        }
        Some(Tapped::Pick(place)) => {
            select(&m, &mut pick, place);
        }
        None => {
            let fields = Field::all().map(|f| (f, geo.field(f)));
            if let Some(f) = nearest_within(at, GOAL_SIZE / 2.0, fields) {
                field_tap(&m.state, &mut pick, f);
            }
        }
    }
}

/// A tap on a field no choice lies near: why a barricade may not go there, or the pick
/// dropped.
fn field_tap(g: &Malefiz, pick: &mut Pick, field: Field) {
    match g.phase() {
        Phase::Placing { .. } => {
            pick.notice = Some(if field == Field::GOAL {
                "malefiz-notice-goal"
            } else if g.piece_at(field).is_some() {
                "malefiz-notice-taken"
            } else {
                "malefiz-notice-protected"
            });
            pick.redraw = true;
        }
        Phase::Moving { .. } => {
            pick.from = None;
            pick.redraw = true;
            pick.redraw_dots = true;
        }
        _ => {}
    }
}

pub(super) fn on_target_over(
    over: On<Pointer<Over>>,
    targets: Query<&TargetSpot<Malefiz>>,
    mut pick: ResMut<Pick>,
) {
    if let Ok(target) = targets.get(over.entity) {
        pick.hover = Some(target.0);
        pick.redraw_dots = true;
    }
}

pub(super) fn on_target_out(
    out: On<Pointer<Out>>,
    targets: Query<&TargetSpot<Malefiz>>,
    mut pick: ResMut<Pick>,
) {
    if let Ok(target) = targets.get(out.entity)
        && pick.hover == Some(target.0)
    {
        pick.hover = None;
        pick.redraw_dots = true;
    }
}

/// The legal action whose field lies next in a direction (up or down) from the keyed one.
pub(super) fn cursor_towards(
    legal: &[MalefizAction],
    from: Option<usize>,
    up: bool,
) -> Option<usize> {
    // Directions on the grid: the default picture's places will do for any theme's.
    let geo = Geometry::default();
    let here = geo.field(from.and_then(|c| legal.get(c)).and_then(target_of)?);
    legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| Some((i, geo.field(target_of(a)?))))
        .filter(|(_, p)| {
            if up {
                p.y > here.y + 1.0
            } else {
                p.y < here.y - 1.0
            }
        })
        .min_by(|(_, a), (_, b)| {
            let key = |p: &Vec2| (p.y - here.y).abs() * 4.0 + (p.x - here.x).abs();
            key(a).total_cmp(&key(b))
        })
        .map(|(i, _)| i)
}

pub(super) fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
) {
    let Some(keys) = keys else { return };
    if !m.person_to_move(&presenting) {
        return;
    }
    let legal = m.state.legal();
    if legal.is_empty() {
        return;
    }
    let up = keys.just_pressed(KeyCode::ArrowUp);
    let ask = if up || keys.just_pressed(KeyCode::ArrowDown) {
        let towards = cursor_towards(&legal, pick.cursor, up);
        Some(KeyAsk::Key(towards.or(pick.cursor).unwrap_or(0)))
    } else {
        cursor::key_ask(&keys, pick.cursor, legal.len())
    };
    match ask {
        Some(KeyAsk::Key(c)) => {
            pick.cursor = Some(c);
            pick.from = start_of(&legal[c]);
            pick.redraw = true;
            pick.redraw_dots = true;
        }
        Some(KeyAsk::Play(c)) => {
            requests.write(MatchRequest::Play(legal[c]));
        }
        Some(KeyAsk::Drop) => {
            *pick = Pick {
                redraw: true,
                redraw_dots: true,
                ..default()
            }
        }
        None => {}
    }
}

/// The barricade being placed by a person hangs under the pointer (a mouse only; on touch
/// and keys the glowing fields suffice).
pub(super) fn barricade_follows_pointer(
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    pointer: PointerOnBoard,
    mut blocks: Query<(&BarricadeBlock, &mut Transform)>,
) {
    let Phase::Placing { barricade, .. } = m.state.phase() else {
        return;
    };
    if !m.person_to_move(&presenting) {
        return;
    }
    let Some(world) = pointer.world() else {
        return;
    };
    // Only over the board: over the HUD it waits above its old field.
    if world.x > AREA_MAX.x {
        return;
    }
    for (b, mut transform) in &mut blocks {
        if b.0 == usize::from(barricade) {
            transform.translation = (world + Vec2::new(0.0, 6.0)).extend(70.0);
        }
    }
}
