//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::*;

/// Under the die: whose roll or move it is, once the pieces are still (the winner at
/// once). Checked every frame, so it never lags the game.
pub(super) fn die_caption(
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    mut label: Query<&mut WorldLabel, With<DieLabel>>,
) {
    let g = &m.state;
    let seat = g.turn();
    let over = matches!(g.phase(), Phase::Over { .. });
    if queue.is_busy() && !over {
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
    mut commands: Commands,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    old: Query<Entity, Or<(With<TargetSpot<Malefiz>>, With<Marker>)>>,
    mut shown_for: Local<Option<(usize, bool)>>,
) {
    let key = (m.history.len(), queue.is_busy());
    if !pick.dirty && *shown_for == Some(key) {
        return;
    }
    pick.dirty = false;
    *shown_for = Some(key);
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = &m.state;
    let geo = Geometry::of(&theme);
    let seat = g.turn();
    if queue.is_busy() {
        return;
    }
    if !m.person_to_move(&*queue) {
        return;
    }
    let legal = legal(g);
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
                commands.spawn((
                    Marker,
                    Sprite {
                        color: if picked {
                            Color::WHITE
                        } else {
                            Color::srgba(1.0, 1.0, 1.0, 0.4)
                        },
                        ..theme.sprite("selected", Vec2::splat(size))
                    },
                    Transform::from_translation(at.extend(9.0)),
                    Pickable::IGNORE,
                    MatchScoped,
                ));
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
            commands.spawn((
                Marker,
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
        commands
            .spawn((
                TargetSpot::<Malefiz>(action),
                Sprite {
                    color: if captures(g, &action) {
                        CAPTURE_TINT
                    } else if placing && !big {
                        Color::srgba(1.0, 1.0, 1.0, 0.75)
                    } else {
                        Color::WHITE
                    },
                    ..theme.sprite("highlight", Vec2::splat(size))
                },
                Transform::from_translation(geo.field(f).extend(40.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_target_click::<Malefiz>)
            .observe(on_target_over)
            .observe(on_target_out);
    }
}

/// Dots along the way of the hovered (or keyed) move.
pub(super) fn refresh_path_dots(
    mut commands: Commands,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    old: Query<Entity, With<PathDot>>,
    mut shown_for: Local<Option<(usize, bool)>>,
) {
    let key = (m.history.len(), queue.is_busy());
    if !pick.dots_dirty && *shown_for == Some(key) {
        return;
    }
    pick.dots_dirty = false;
    *shown_for = Some(key);
    for e in &old {
        commands.entity(e).despawn();
    }
    if !m.person_to_move(&*queue) {
        return;
    }
    let legal = legal(&m.state);
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
        commands.spawn((
            PathDot,
            Sprite::from_color(colour, Vec2::splat(9.0)),
            Transform::from_translation(geo.field(f).extend(35.0))
                .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
}
