//! The last move, marked on the board until the next one: a faint halo where it started
//! and a bright one where it ended, so a person sees what the computer or the other person
//! just did. The spaces come from the move's rule events, so this knows no game; each game
//! says where its spaces are ([`Spots`]).

use crate::app::screens::{MatchScoped, Screen};
use crate::session::match_flow::{GameView, Match, MatchRewound, MatchSystems, RuleMessage};
use crate::theme::Theme;
use bevy::prelude::*;
use std::marker::PhantomData;
use tabula_core::{RuleEvent, SpaceId};

/// Where a game's spaces stand on its board.
pub trait Spots: GameView {
    /// The world position of a space of the rule events, if it is on the board.
    fn spot(&self, space: SpaceId, theme: &Theme) -> Option<Vec2>;
    /// How wide a halo round a piece on a spot is, in world units.
    const HALO: f32;
}

/// The spaces of the last move that moved something: where it left and where it landed.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct LastMove {
    pub from: Vec<SpaceId>,
    pub to: Vec<SpaceId>,
}

impl LastMove {
    /// The move the events of one action make, if they moved anything (a throw does not).
    pub fn of(events: &[RuleEvent]) -> Option<LastMove> {
        let mut m = LastMove::default();
        let mut sown_from = None;
        let mut sown_to = None;
        for e in events {
            match e {
                RuleEvent::Moved { from, path, .. } => {
                    m.from.push(*from);
                    m.to.extend(path.last());
                }
                RuleEvent::Entered { path, .. } => m.to.extend(path.last()),
                RuleEvent::BorneOff { from, .. } => m.from.push(*from),
                RuleEvent::BarricadeMoved { from, to, .. } => {
                    m.from.push(*from);
                    m.to.push(*to);
                }
                // A sowing is marked by its start and its end, not every hole it passes.
                RuleEvent::Sown { from, to, .. } => {
                    sown_from.get_or_insert(*from);
                    sown_to = Some(*to);
                }
                _ => {}
            }
        }
        m.from.extend(sown_from);
        m.to.extend(sown_to);
        m.from.retain(|f| !m.to.contains(f));
        (!m.from.is_empty() || !m.to.is_empty()).then_some(m)
    }
}

/// A halo of the last move.
#[derive(Component, Debug)]
pub struct LastMoveHalo {
    pub landing: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LastMove>()
        .add_systems(OnEnter(Screen::Playing), |mut last: ResMut<LastMove>| {
            *last = LastMove::default();
        })
        .add_systems(
            Update,
            remember_last_move
                .in_set(MatchSystems::React)
                .run_if(in_state(Screen::Playing)),
        );
}

/// Draws game `G`'s last move.
pub struct LastMovePlugin<G>(PhantomData<G>);

impl<G> Default for LastMovePlugin<G> {
    fn default() -> Self {
        LastMovePlugin(PhantomData)
    }
}

impl<G: Spots> Plugin for LastMovePlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            draw_last_move::<G>
                .after(remember_last_move)
                .in_set(MatchSystems::React)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
        );
    }
}

fn remember_last_move(
    mut messages: MessageReader<RuleMessage>,
    mut rewound: MessageReader<MatchRewound>,
    mut last: ResMut<LastMove>,
) {
    // A take-back forgets the move: the one before it is not known here.
    if rewound.read().count() > 0 {
        *last = LastMove::default();
    }
    let events: Vec<RuleEvent> = messages.read().map(|m| m.0.clone()).collect();
    if let Some(m) = LastMove::of(&events) {
        last.set_if_neq(m);
    }
}

fn draw_last_move<G: Spots>(
    mut commands: Commands,
    last: Res<LastMove>,
    m: Res<Match<G>>,
    theme: Option<Res<Theme>>,
    halos: Query<Entity, With<LastMoveHalo>>,
) {
    let Some(theme) = theme else { return };
    if !last.is_changed() {
        return;
    }
    for e in &halos {
        commands.entity(e).despawn();
    }
    let spots = last
        .from
        .iter()
        .map(|s| (s, false))
        .chain(last.to.iter().map(|s| (s, true)));
    for (space, landing) in spots {
        let Some(at) = m.state.spot(*space, &theme) else {
            continue;
        };
        let alpha = if landing { 0.95 } else { 0.45 };
        let mut sprite = theme.sprite("highlight", Vec2::splat(G::HALO));
        sprite.color = Color::srgba(0.55, 0.85, 1.0, alpha);
        commands.spawn((
            LastMoveHalo { landing },
            sprite,
            Transform::from_translation(at.extend(3.0)),
            Visibility::default(),
            MatchScoped,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_core::{Path, PieceId, Pieces, Seat};

    fn path(spaces: &[u16]) -> Path {
        spaces.iter().map(|s| SpaceId(*s)).collect()
    }

    #[test]
    fn a_move_is_marked_by_where_it_left_and_landed() {
        let piece = Pieces::single(PieceId(0));
        let moved = RuleEvent::Moved {
            seat: Seat(0),
            pieces: piece,
            from: SpaceId(3),
            path: path(&[4, 5, 6]),
        };
        let m = LastMove::of(&[moved]).unwrap();
        assert_eq!(m.from, vec![SpaceId(3)]);
        assert_eq!(m.to, vec![SpaceId(6)]);
        // A throw moves nothing: the mark stays where it was.
        let thrown = RuleEvent::TurnPassed {
            from: Seat(0),
            to: Seat(1),
        };
        assert_eq!(LastMove::of(&[thrown]), None);
        // A sowing: its first hole and its last.
        let sow = |from, to| RuleEvent::Sown {
            seat: Seat(0),
            pieces: piece,
            from: SpaceId(from),
            to: SpaceId(to),
        };
        let m = LastMove::of(&[sow(1, 2), sow(1, 3), sow(3, 4)]).unwrap();
        assert_eq!((m.from, m.to), (vec![SpaceId(1)], vec![SpaceId(4)]));
    }
}
