//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::components::{
    BLACK_BAR, BLACK_TRAY, CHECKER, DiceFaces, Die, Pick, Stacks, WHITE_BAR, WHITE_TRAY,
};
use super::decisions::{Deciding, Hint};
use super::input::next_steps;
use super::layout::{Geometry, checker_pos, colour_of, shown_counts, space_of_point};
use crate::app::screens::MatchScoped;
use crate::board::highlight::{Highlight, Marks, movable_ring, target_glow};
use crate::board::labels::WorldLabel;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match};
use crate::theme::{LabelStyle, Theme};
use bevy::prelude::*;
use tabula_backgammon::{BAR_POINT, Backgammon, Play, Step};

/// The hint's marks: a cool blue, apart from the warm glow of what may move.
const HINT_TINT: Color = Color::srgb(0.45, 0.7, 1.0);

pub(super) fn refresh_highlights(
    mut marks: Marks,
    m: Res<Match<Backgammon>>,
    presenting: Res<Presenting>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    stacks: Res<Stacks>,
    mut dice: Query<(&Die, &mut Sprite)>,
    faces: Res<DiceFaces>,
    deciding: Res<Deciding>,
) {
    if !marks.clear_if_stale(&m, &presenting, &mut pick.redraw) {
        return;
    }
    let commands = &mut marks.commands;
    let counts = shown_counts(&m.state, &pick.steps);
    let geo = Geometry::of(&theme);
    // Counts over stacks too tall to show whole.
    for (space, stack) in stacks.0.iter().enumerate() {
        if stack.len() > 5 && space != WHITE_TRAY && space != BLACK_TRAY {
            let top = checker_pos(&geo, space, stack.len() - 1, stack.len());
            commands.spawn((
                Highlight,
                WorldLabel::new(stack.len().to_string(), 22.0, LabelStyle::Plate),
                Transform::from_translation(top.truncate().extend(45.0)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
    }
    // Used dice are dimmed.
    let mut used = [false; 4];
    for s in &pick.steps {
        if let Some(i) = (0..faces.0.len().min(4)).find(|&i| !used[i] && faces.0[i] == s.die) {
            used[i] = true;
        }
    }
    for (die, mut sprite) in &mut dice {
        sprite.color = if used[die.0] {
            Color::srgba(1.0, 1.0, 1.0, 0.35)
        } else {
            Color::WHITE
        };
    }
    if !m.person_to_move(&presenting) || pick.sent {
        return;
    }
    let mover = colour_of(&m.state, m.state.turn());
    let next = next_steps(&m, &pick);
    // The top of a space, where a checker arriving there would stand.
    let landing = |space: usize| {
        let n = usize::from(counts[space].1);
        let mine = counts[space].0 == mover;
        let h = if mine { n } else { 0 };
        checker_pos(&geo, space, h, (h + 1).max(n)).truncate()
    };
    let keyed = pick.cursor.and_then(|c| next.get(c));
    // Checkers that can move get a faint ring; the picked one a bright one on the same
    // glow as the spots it can reach.
    let mut froms: Vec<u8> = next.iter().map(|s| s.from).collect();
    froms.dedup();
    for from in froms {
        let space = if from == BAR_POINT {
            if mover == 0 { WHITE_BAR } else { BLACK_BAR }
        } else {
            space_of_point(mover, from)
        };
        let n = usize::from(counts[space].1).max(1);
        let top = checker_pos(&geo, space, n - 1, n).truncate();
        let picked = pick.from == Some(from);
        commands.spawn(movable_ring(&theme, top, CHECKER * 1.3, picked));
        if picked {
            commands.spawn((
                Highlight,
                theme.sprite("highlight", Vec2::splat(CHECKER * 1.5)),
                Transform::from_translation(top.extend(8.5)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
    }
    // The hint's best play: each checker's start ringed and its landing numbered, what is
    // left of it as the person follows it step by step.
    let hinted = match &deciding.hint {
        Some((
            _,
            Hint {
                best: Some(play), ..
            },
        )) => hint_left(play, &pick.steps),
        _ => None,
    };
    for (k, (from, to)) in hinted.unwrap_or_default().into_iter().enumerate() {
        let space = |point: u8| {
            if point == BAR_POINT {
                if mover == 0 { WHITE_BAR } else { BLACK_BAR }
            } else {
                space_of_point(mover, point)
            }
        };
        let from = space(from);
        let n = usize::from(counts[from].1).max(1);
        let top = checker_pos(&geo, from, n - 1, n).truncate();
        let to = landing(space(to));
        for (at, z, size) in [(top, 9.2, 1.35), (to, 41.0, 1.3)] {
            let mut ring = theme.sprite("highlight", Vec2::splat(CHECKER * size));
            ring.color = HINT_TINT;
            commands.spawn((
                Highlight,
                ring,
                Transform::from_translation(at.extend(z)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
        // At the ring's corner, so the glow of the point stays in sight.
        commands.spawn((
            Highlight,
            WorldLabel::new((k + 1).to_string(), 18.0, LabelStyle::Plate),
            Transform::from_translation((to + Vec2::splat(CHECKER * 0.62)).extend(46.0)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    let Some(from) = pick.from else { return };
    for step in next.iter().filter(|s| s.from == from) {
        let space = space_of_point(mover, step.to);
        let at = landing(space);
        let big = keyed == Some(step);
        let size = CHECKER * if big { 1.45 } else { 1.2 };
        commands.spawn((
            Highlight,
            target_glow(&theme, size, step.hit),
            Transform::from_translation(at.extend(40.0)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
}

/// What is left of the hinted `play` after the person's `steps` (each movement as its
/// start and end, in the mover's numbering): `None` once a step left the hinted play.
pub(super) fn hint_left(play: &Play, steps: &[Step]) -> Option<Vec<(u8, u8)>> {
    let mut left: Vec<(u8, u8)> = play.moves().iter().map(|m| (m.from, m.to)).collect();
    for step in steps {
        // A step ends a hinted movement, or takes its checker part of the way.
        let at = left
            .iter()
            .position(|&(from, to)| from == step.from && to == step.to)
            .or_else(|| {
                left.iter()
                    .position(|&(from, to)| from == step.from && to < step.to && step.to < from)
            })?;
        if left[at].1 == step.to {
            left.remove(at);
        } else {
            left[at].0 = step.to;
        }
    }
    Some(left)
}
