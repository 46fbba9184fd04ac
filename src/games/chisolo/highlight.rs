//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::components::{
    CountBadge, DirectionArrow, Hovered, LYING_Z, Layout, Pick, PiecesLayer, Seed, Shown,
    StoreLabel, preview,
};
use super::input::{hole_of, on_arrow_click};
use super::text::store_label;
use crate::app::screens::MatchScoped;
use crate::app::settings::Settings;
use crate::board::highlight::{Highlight, Marks};
use crate::board::labels::WorldLabel;
use crate::locale::Texts;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match};
use crate::theme::{LabelStyle, SeatNames, Theme};
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, Direction, HOLE_SLOTS, Heading, Hole, Phase};
use tabula_core::Game;

/// The arrow text for a step from one pit to the next on screen.
pub(super) fn arrow(from: Vec2, to: Vec2) -> &'static str {
    let d = to - from;
    if d.x.abs() >= d.y.abs() {
        if d.x > 0.0 { ">" } else { "<" }
    } else if d.y > 0.0 {
        "^"
    } else {
        "v"
    }
}

pub(super) fn refresh_highlights(
    mut marks: Marks,
    m: Res<Match<Chisolo>>,
    presenting: Res<Presenting>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    words: Res<Texts>,
) {
    let drawing = marks.clear_if_stale(&m, &presenting, &mut pick.redraw);
    if !drawing || !m.person_to_move(&presenting) || pick.sent {
        return;
    }
    let commands = &mut marks.commands;
    let g = &m.state;
    let lay = Layout::of(&theme, g.columns());
    let pit = lay.pit_size();
    let legal = m.state.legal();
    let cursor = pick.cursor.and_then(|c| legal.get(c)).copied();
    let ring = |hole: Hole, role: &str, size: f32, alpha: f32, z: f32| {
        (
            Highlight,
            Sprite {
                color: Color::WHITE.with_alpha(alpha),
                ..theme.sprite(role, Vec2::splat(size))
            },
            Transform::from_translation(lay.pit_centre(hole).extend(z)),
            Pickable::IGNORE,
            PiecesLayer,
            MatchScoped,
        )
    };
    let label = |at: Vec2, s: String, z: f32| {
        (
            Highlight,
            WorldLabel::new(s, 15.0, LabelStyle::Plate),
            Transform::from_translation(at.extend(z)),
            Pickable::IGNORE,
            PiecesLayer,
            MatchScoped,
        )
    };
    // Every pit that may be picked glows faintly; the picked one brightly.
    let mut holes: Vec<Hole> = legal.iter().filter_map(hole_of).collect();
    holes.dedup();
    let take = g.phase() == Phase::Take;
    for &hole in &holes {
        let picked = pick.from == Some(hole);
        let (role, alpha) = match (take, picked) {
            (true, true) => ("highlight", 1.0),
            (true, false) => ("highlight", 0.55),
            (false, true) => ("selected", 1.0),
            (false, false) => ("selected", 0.3),
        };
        let size = if picked { pit * 1.15 } else { pit * 1.02 };
        commands.spawn(ring(hole, role, size, alpha, 30.0));
    }
    if take {
        return;
    }
    let Some(hole) = pick.from else { return };
    // Where the picked pit's sowings end: one, or one per direction on the second move.
    let choices: Vec<ChisoloAction> = legal
        .iter()
        .filter(|a| hole_of(a) == Some(hole))
        .copied()
        .collect();
    let seat = g.turn();
    let circuit = g.circuit(seat);
    let choosing = g.heading(seat) == Heading::Choosing;
    let mut ends: Vec<(Hole, Vec<String>)> = Vec::new();
    for a in &choices {
        let Some(p) = preview(g, a) else { continue };
        let keyed = cursor == Some(*a);
        let size = if keyed || !choosing {
            pit * 1.2
        } else {
            pit * 1.08
        };
        commands.spawn(ring(
            p.end,
            "highlight",
            size,
            if keyed { 1.0 } else { 0.7 },
            31.0,
        ));
        let ChisoloAction::Sow {
            direction: Some(d), ..
        } = *a
        else {
            let what = if p.captured > 0 {
                words.with("chisolo-takes", &[("count", (p.captured as i64).into())])
            } else {
                words.get("chisolo-ends-here")
            };
            ends.push((p.end, vec![]));
            commands.spawn(label(
                lay.pit_centre(p.end) + Vec2::new(0.0, pit * 0.55),
                what,
                47.0,
            ));
            continue;
        };
        let short = words.get(if d == Direction::Clockwise {
            "chisolo-cw"
        } else {
            "chisolo-ccw"
        });
        match ends.iter_mut().find(|(h, _)| *h == p.end) {
            Some((_, names)) => names.push(short.clone()),
            None => ends.push((p.end, vec![short.clone()])),
        }
        // An arrow beside the picked pit, towards the next pit that way, to click.
        if let Some(pos) = circuit.position(hole) {
            let next = circuit.hole(circuit.next(pos, d));
            let (a0, a1) = (lay.pit_centre(hole), lay.pit_centre(next));
            let mark = arrow(a0, a1);
            let words = if matches!(mark, "<" | "^") {
                format!("{mark} {short}")
            } else {
                format!("{short} {mark}")
            };
            let at = a0 + (a1 - a0) * 0.5;
            // The label is the button; the clear sprite round it takes the clicks.
            let style = if keyed {
                LabelStyle::Lit
            } else {
                LabelStyle::Plate
            };
            commands
                .spawn((
                    DirectionArrow(*a),
                    WorldLabel::new(words, 16.0, style),
                    Sprite::from_color(Color::NONE, Vec2::new(54.0, 28.0)),
                    Transform::from_translation(at.extend(48.0)),
                    Pickable::default(),
                    Highlight,
                    PiecesLayer,
                    MatchScoped,
                ))
                .observe(on_arrow_click);
        }
    }
    for (end, names) in ends {
        if names.is_empty() {
            continue;
        }
        commands.spawn(label(
            lay.pit_centre(end) + Vec2::new(0.0, pit * 0.55),
            words.with("chisolo-ends", &[("names", names.join(" & ").into())]),
            47.0,
        ));
    }
}

/// Each pit's count, read from where its seeds lie (so it follows the animation), shown
/// always or on hover; the stores' totals likewise.
pub(super) fn update_counts(
    settings: Res<Settings>,
    hovered: Res<Hovered>,
    pick: Res<Pick>,
    shown: Res<Shown>,
    seeds: Query<&Transform, With<Seed>>,
    mut badges: Query<(&CountBadge, &mut Visibility, &mut WorldLabel), Without<StoreLabel>>,
    mut stores: Query<(&StoreLabel, &mut WorldLabel), Without<CountBadge>>,
    names: Res<SeatNames>,
    words: Res<Texts>,
) {
    let Some(lay) = shown.layout else { return };
    let mut counts = [0usize; HOLE_SLOTS];
    let mut kept = [0usize; 2];
    for t in &seeds {
        if t.translation.z >= LYING_Z {
            continue;
        }
        let p = t.translation.truncate();
        if let Some(h) = lay.pit_at(p) {
            counts[h.slot()] += 1;
        } else if let Some(s) = lay.store_at(p) {
            kept[s.index()] += 1;
        }
    }
    for (badge, mut vis, mut text) in &mut badges {
        let h = badge.0;
        let show = settings.pit_counts_always || hovered.0 == Some(h) || pick.from == Some(h);
        vis.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
        let s = counts[h.slot()].to_string();
        if text.text != s {
            text.text = s;
        }
    }
    for (label, mut text) in &mut stores {
        let s = store_label(label.0, kept[label.0.index()], &names, &words);
        if text.text != s {
            text.text = s;
        }
    }
}
