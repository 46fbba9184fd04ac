//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::analysis::plays_to_mark;
use super::components::{
    Analysed, BLACK_BAR, BLACK_TRAY, CHECKER, Deciding, DiceFaces, Die, Hint, Pick, Stacks,
    WHITE_BAR, WHITE_TRAY,
};
use super::input::next_steps;
use super::layout::{Geometry, checker_pos, colour_of, shown_counts, space_of_point};
use super::review::{Review, answered_plays, person_decides};
use crate::app::screens::MatchScoped;
use crate::board::highlight::{Highlight, Marks, movable_ring, target_glow};
use crate::board::labels::WorldLabel;
use crate::session::match_flow::Match;
use crate::session::match_flow::Presenting;
use crate::theme::{LabelStyle, Theme};
use bevy::prelude::*;
use tabula_backgammon::{Action, BAR_POINT, Backgammon, Play, Step};

/// The hint's marks: a cool blue, apart from the warm glow of what may move.
const HINT_TINT: Color = Color::srgb(0.45, 0.7, 1.0);
/// A play the analysis found worse than the best, marked beside it.
const PLAYED_TINT: Color = Color::srgb(1.0, 0.35, 0.3);

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
    (analysed, review): (Res<Analysed>, Res<Review>),
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
    let mover = colour_of(&m.state, m.state.turn());
    // A watched match analysed: the decision at the position shown, the best play in the
    // hint's blue, numbered, and the play made, when another, in red.
    if let Some((shown, _)) = m.replay_progress() {
        // In a review, nothing of the answer shows before the person's own.
        let (best, played) = match &review.0 {
            Some(_) => answered_plays(&review).unwrap_or_default(),
            None => plays_to_mark(&analysed, shown),
        };
        let board = Board {
            theme: &theme,
            geo: &geo,
            counts: &counts,
            mover,
        };
        for (play, tint, numbered) in [(played, PLAYED_TINT, false), (best, HINT_TINT, true)] {
            if let Some(play) = play {
                board.mark_play(commands, &movements(&play), tint, numbered);
            }
        }
    }
    if !person_decides(&m, &presenting, &review) || pick.sent {
        return;
    }
    let next = next_steps(&m, &pick);
    let board = Board {
        theme: &theme,
        geo: &geo,
        counts: &counts,
        mover,
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
                advised: Some(Action::Play(play)),
                ..
            },
        )) => hint_left(play, &pick.steps),
        _ => None,
    };
    board.mark_play(commands, &hinted.unwrap_or_default(), HINT_TINT, true);
    let Some(from) = pick.from else { return };
    for step in next.iter().filter(|s| s.from == from) {
        let space = space_of_point(mover, step.to);
        let at = board.landing(space);
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

/// Where the checkers stand, for marking plays.
struct Board<'a> {
    theme: &'a Theme,
    geo: &'a Geometry,
    counts: &'a [(usize, u8)],
    /// The colour of the checkers that move.
    mover: usize,
}

impl Board<'_> {
    /// Marks a play's movements (start and end, in the mover's numbering): each checker's
    /// start ringed in `tint`, and where it lands, numbered in order if `numbered`.
    fn mark_play(&self, commands: &mut Commands, moves: &[(u8, u8)], tint: Color, numbered: bool) {
        let mover = self.mover;
        let space = |point: u8| {
            if point == BAR_POINT {
                if mover == 0 { WHITE_BAR } else { BLACK_BAR }
            } else {
                space_of_point(mover, point)
            }
        };
        // The mover's checkers on each space as the play goes on: a second checker from a
        // point is the one under the first, and a second landing stands on the first.
        let mut height: Vec<usize> = self
            .counts
            .iter()
            .map(|&(colour, n)| if colour == mover { usize::from(n) } else { 0 })
            .collect();
        for (k, &(from, to)) in moves.iter().enumerate() {
            let from = space(from);
            let n = height[from].max(1);
            let top = checker_pos(
                self.geo,
                from,
                n - 1,
                n.max(usize::from(self.counts[from].1)),
            )
            .truncate();
            height[from] = n - 1;
            let to = space(to);
            let h = height[to];
            let land = (h + 1).max(usize::from(self.counts[to].1));
            height[to] = h + 1;
            let to = checker_pos(self.geo, to, h, land).truncate();
            for (at, z, size) in [(top, 9.2, 1.35), (to, 41.0, 1.3)] {
                let mut ring = self.theme.sprite("highlight", Vec2::splat(CHECKER * size));
                ring.color = tint;
                commands.spawn((
                    Highlight,
                    ring,
                    Transform::from_translation(at.extend(z)),
                    Pickable::IGNORE,
                    MatchScoped,
                ));
            }
            if numbered {
                // At the ring's corner, so the glow of the point stays in sight.
                commands.spawn((
                    Highlight,
                    WorldLabel::new((k + 1).to_string(), 18.0, LabelStyle::Plate),
                    Transform::from_translation((to + Vec2::splat(CHECKER * 0.62)).extend(46.0)),
                    Pickable::IGNORE,
                    MatchScoped,
                ));
            }
        }
    }

    /// The top of a space, where a checker arriving there would stand.
    fn landing(&self, space: usize) -> Vec2 {
        let (colour, n) = self.counts[space];
        let n = usize::from(n);
        let h = if colour == self.mover { n } else { 0 };
        checker_pos(self.geo, space, h, (h + 1).max(n)).truncate()
    }
}

/// A play's movements, start and end, in the mover's numbering.
fn movements(play: &Play) -> Vec<(u8, u8)> {
    play.moves().iter().map(|m| (m.from, m.to)).collect()
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
