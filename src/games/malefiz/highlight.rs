//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::components::{DieLabel, FIELD_SIZE, GOAL_SIZE, HOME_SCALE, PAWN_SIZE, PathDot, Pick};
use super::input::{on_target_out, on_target_over, start_of, target_of};
use super::layout::{Geometry, move_path};
use crate::app::screens::MatchScoped;
use crate::board::highlight::{Highlight, Marks, movable_ring, target, target_glow};
use crate::board::labels::WorldLabel;
use crate::board::targets::captures;
use crate::locale::Texts;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match};
use crate::theme::{LabelStyle, SeatNames, Theme};
use bevy::prelude::*;
use tabula_core::{Game, Seat};
use tabula_malefiz::{Field, Malefiz, MalefizAction, Phase, Place};

/// Under the die: whose roll or move it is, once the pieces are still (the winner at
/// once). Checked every frame, so it never lags the game.
pub(super) fn die_caption(
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    mut label: Query<&mut WorldLabel, With<DieLabel>>,
) {
    let g = &m.state;
    let seat = g.turn();
    let over = matches!(g.phase(), Phase::Over { .. });
    if presenting.is_busy() && !over {
        return;
    }
    let Ok(mut label) = label.single_mut() else {
        return;
    };
    let caption =
        |id: &str, who: Seat| texts.with(id, &[("name", names.of(who).to_string().into())]);
    let text = match g.phase() {
        Phase::Lot => String::new(),
        Phase::Over { winner } => caption("malefiz-caption-wins", winner),
        Phase::Rolling => caption("malefiz-caption-rolls", seat),
        Phase::Moving { .. } => caption("malefiz-caption-moves", seat),
        Phase::Placing { .. } => caption("malefiz-caption-places", seat),
    };
    let style = LabelStyle::Side(seat.index());
    if label.text != text || label.style != style {
        label.text = text;
        label.style = style;
    }
}

pub(super) fn refresh_highlights(
    mut marks: Marks,
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
) {
    if !marks.clear_if_stale(&m, &presenting, &mut pick.redraw) || !m.person_to_move(&presenting) {
        return;
    }
    let g = &m.state;
    let geo = Geometry::of(&theme);
    let seat = g.turn();
    let legal = g.legal();
    let keyed = pick.cursor.and_then(|c| legal.get(c)).copied();
    let mut targets: Vec<MalefizAction> = Vec::new();
    match g.phase() {
        Phase::Moving { .. } => {
            // With one pawn (or the house) able to move, pick it for the player.
            let mut starts: Vec<Place> = legal.iter().filter_map(start_of).collect();
            starts.dedup();
            if pick.from.is_none() && starts.len() == 1 {
                pick.from = starts.first().copied();
            }
            for from in &starts {
                let at = match from {
                    // The house's lowest pawn leaves first; it sits in the first slot.
                    Place::Home => geo.house_slot(Malefiz::house_of(seat), 0),
                    Place::On(f) => geo.field(*f),
                };
                let size = match from {
                    Place::Home => PAWN_SIZE * HOME_SCALE * 1.5,
                    Place::On(_) => PAWN_SIZE * 1.45,
                };
                let picked = pick.from == Some(*from);
                marks.commands.spawn(movable_ring(&theme, at, size, picked));
            }
            if let Some(from) = pick.from {
                targets.extend(legal.iter().filter(|a| start_of(a) == Some(from)));
            }
        }
        Phase::Placing { .. } => targets = legal.clone(),
        _ => {}
    }
    let placing = matches!(g.phase(), Phase::Placing { .. });
    if placing {
        // Fields the barricade may not go to are dimmed (under any piece standing there).
        for f in Field::all().filter(|f| !targets.contains(&MalefizAction::Barricade(*f))) {
            let (role, size) = if f == Field::GOAL {
                ("malefiz.goal", GOAL_SIZE)
            } else {
                ("malefiz.field", FIELD_SIZE)
            };
            marks.commands.spawn((
                Highlight,
                Sprite {
                    color: Color::srgba(0.15, 0.12, 0.1, 0.75),
                    ..theme.sprite(role, Vec2::splat(size))
                },
                Transform::from_translation(geo.field(f).extend(2.0)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
    }
    for action in targets {
        let Some(f) = target_of(&action) else {
            continue;
        };
        let big = keyed == Some(action);
        let base = if placing {
            FIELD_SIZE * 1.25
        } else {
            PAWN_SIZE * 1.35
        };
        let size = if big { base * 1.35 } else { base };
        let mut glow = target_glow(&theme, size, captures(g, &action));
        if placing && !big {
            glow.color = glow.color.with_alpha(0.75);
        }
        let spot = target::<Malefiz>(&mut marks.commands, action, glow, geo.field(f).extend(40.0));
        marks
            .commands
            .entity(spot)
            .observe(on_target_over)
            .observe(on_target_out);
    }
}

/// Dots along the way of the hovered (or keyed) move.
pub(super) fn refresh_path_dots(
    mut dots: Marks<PathDot>,
    m: Res<Match<Malefiz>>,
    presenting: Res<Presenting>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
) {
    if !dots.clear_if_stale(&m, &presenting, &mut pick.redraw_dots)
        || !m.person_to_move(&presenting)
    {
        return;
    }
    let legal = m.state.legal();
    let keyed = pick.cursor.and_then(|c| legal.get(c)).copied();
    let Some(action) = pick.hover.or(keyed) else {
        return;
    };
    let path = move_path(&m.state, &action);
    let geo = Geometry::of(&theme);
    let colour = theme
        .side_colour(m.state.turn().index())
        .mix(&Color::WHITE, 0.25);
    let n = path.len();
    for (i, f) in path.into_iter().enumerate() {
        if i + 1 == n {
            break;
        }
        dots.commands.spawn((
            PathDot,
            Sprite::from_color(colour, Vec2::splat(9.0)),
            Transform::from_translation(geo.field(f).extend(35.0))
                .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
}
