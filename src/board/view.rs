//! The skeleton every board view stands on, written once: one system set per game that
//! runs only while that game's match is played, the board's picture spawned on the table,
//! fitted to the theme and framed by the camera, Space and the panel's throw button turned
//! into the game's throw, and the frame's rule messages gathered for the view's animation.
//! A view supplies what differs: where its board is drawn ([`BoardView`]), its pieces,
//! its animation steps, its input and its panel lines.

use crate::app::layout::{Arrangement, BoardArea};
use crate::app::screens::{MatchScoped, Screen};
use crate::locale::Texts;
use crate::session::match_flow::{
    GameView, Match, MatchStart, MatchSystems, Presenting, RuleMessage, ThrowPressed, throw_pressed,
};
use crate::theme::{SeatNames, Theme, register_sprites};
use crate::ui::panel::{HudInfo, match_title};
use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::marker::PhantomData;
use tabula_core::RuleEvent;

/// What a game's board view tells the kit.
pub trait BoardView: GameView {
    /// True for a game whose throws a person makes (Space or the panel's button asks the
    /// match for chance). Backgammon answers the button with its own decisions.
    const PERSON_THROWS: bool = false;
    /// Where the board's picture lies in the world, and its size, for the theme's picture
    /// (and the state, where the game's options size the board).
    fn board(theme: &Theme, state: &Self) -> Rect;
    /// The part of the world the camera frames: the usual area in a wide window, the board
    /// with a little room round it in an upright one, unless the view says otherwise.
    fn framed(theme: &Theme, state: &Self, arrangement: Arrangement) -> BoardArea {
        BoardArea::framing(arrangement, Self::board(theme, state))
    }
}

/// The systems of game `G`'s view: they run only while its match is being played.
#[derive(SystemSet)]
pub struct InPlay<G: Send + Sync + 'static>(PhantomData<fn() -> G>);

/// The systems that spawn game `G`'s board on entering play: after the match starts, and
/// only when the match is `G`'s. Pieces spawn after [`spawn_board`].
#[derive(SystemSet)]
pub struct OnBoard<G: Send + Sync + 'static>(PhantomData<fn() -> G>);

macro_rules! game_set {
    ($set:ident) => {
        impl<G: Send + Sync + 'static> $set<G> {
            pub fn new() -> Self {
                $set(PhantomData)
            }
        }
        impl<G: Send + Sync + 'static> Default for $set<G> {
            fn default() -> Self {
                Self::new()
            }
        }
        impl<G: Send + Sync + 'static> Clone for $set<G> {
            fn clone(&self) -> Self {
                Self::new()
            }
        }
        impl<G: Send + Sync + 'static> PartialEq for $set<G> {
            fn eq(&self, _: &Self) -> bool {
                true
            }
        }
        impl<G: Send + Sync + 'static> Eq for $set<G> {}
        impl<G: Send + Sync + 'static> std::hash::Hash for $set<G> {
            fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
        }
        impl<G: Send + Sync + 'static> std::fmt::Debug for $set<G> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}<{}>", stringify!($set), std::any::type_name::<G>())
            }
        }
    };
}
game_set!(InPlay);
game_set!(OnBoard);

/// The board's picture (one a view), kept over a rematch.
#[derive(Component, Debug)]
pub struct BoardPicture;

/// Adds what every board view has, for game `G`, before the view's own systems: its
/// sprite roles, its system sets with their run conditions, its board picture, and its
/// throws when a person makes them.
pub fn add_board_view<G: BoardView>(app: &mut App) {
    register_sprites(app, G::SPRITES);
    app.configure_sets(
        Update,
        InPlay::<G>::new().run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
    )
    .configure_sets(
        OnEnter(Screen::Playing),
        OnBoard::<G>::new()
            .after(MatchStart)
            .run_if(resource_exists::<Match<G>>),
    )
    .add_systems(
        OnEnter(Screen::Playing),
        spawn_board::<G>.in_set(OnBoard::<G>::new()),
    )
    .add_systems(
        Update,
        (fit_board::<G>, frame_board::<G>).in_set(InPlay::<G>::new()),
    );
    if G::PERSON_THROWS {
        app.add_systems(
            Update,
            throw_pressed::<G>
                .in_set(MatchSystems::Decide)
                .in_set(InPlay::<G>::new()),
        );
    }
}

/// The board systems every game shares: Space asks for the throw.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        space_throws
            .before(MatchSystems::Decide)
            .run_if(in_state(Screen::Playing)),
    );
}

/// Game `G`'s view systems `systems`, in its [`InPlay`] set: a view's shorthand.
pub fn in_play<G: BoardView, M>(
    systems: impl IntoScheduleConfigs<ScheduleSystem, M>,
) -> ScheduleConfigs<ScheduleSystem> {
    systems.into_configs().in_set(InPlay::<G>::new())
}

/// The table, then the board's picture over it, where the view says (a rematch keeps both).
pub fn spawn_board<G: BoardView>(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    m: Res<Match<G>>,
    existing: Query<(), With<BoardPicture>>,
) {
    let Some(theme) = theme else { return };
    if !existing.is_empty() {
        return;
    }
    let board = G::board(&theme, &m.state);
    commands.spawn((theme.table(), Pickable::IGNORE, MatchScoped));
    commands.spawn((
        BoardPicture,
        theme.sprite(G::BOARD_ROLE, board.size()),
        Transform::from_translation(board.center().extend(0.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
}

/// The board's picture where and as large as the view says: another theme may draw it at
/// another size, another match with more columns.
fn fit_board<G: BoardView>(
    theme: Res<Theme>,
    m: Res<Match<G>>,
    mut boards: Query<(&mut Sprite, &mut Transform), With<BoardPicture>>,
) {
    if !theme.is_changed() && !m.is_changed() {
        return;
    }
    let board = G::board(&theme, &m.state);
    for (mut sprite, mut at) in &mut boards {
        if sprite.custom_size != Some(board.size()) {
            sprite.custom_size = Some(board.size());
        }
        let centre = board.center().extend(at.translation.z);
        if at.translation != centre {
            at.translation = centre;
        }
    }
}

/// Tells the camera what to frame.
fn frame_board<G: BoardView>(
    arrangement: Res<Arrangement>,
    theme: Res<Theme>,
    m: Res<Match<G>>,
    mut area: ResMut<BoardArea>,
) {
    area.set_if_neq(G::framed(&theme, &m.state, *arrangement));
}

/// Space asks for the throw, on every board (the view whose match it is answers).
fn space_throws(keys: Option<Res<ButtonInput<KeyCode>>>, mut throw: MessageWriter<ThrowPressed>) {
    if keys.is_some_and(|k| k.just_pressed(KeyCode::Space)) {
        throw.write(ThrowPressed);
    }
}

/// The rule events of this frame's applied actions, in order; empty when there were none
/// (the view then has nothing to animate).
pub fn frame_events(messages: &mut MessageReader<RuleMessage>) -> Vec<RuleEvent> {
    messages.read().map(|r| r.0.clone()).collect()
}

/// What a view's panel system reads and writes, and the one rule for when its lines are
/// stale. `K` is what else the lines show besides the match and the words (whether the
/// board moves, the person's pick).
#[derive(SystemParam)]
pub struct PanelLines<'w, 's, G: BoardView, K: PartialEq + Send + Sync + 'static> {
    pub m: Res<'w, Match<G>>,
    pub presenting: Res<'w, Presenting>,
    pub theme: Res<'w, Theme>,
    pub names: Res<'w, SeatNames>,
    pub texts: Res<'w, Texts>,
    pub hud: ResMut<'w, HudInfo>,
    written_for: Local<'s, Option<K>>,
}

impl<G: BoardView, K: PartialEq + Send + Sync + 'static> PanelLines<'_, '_, G, K> {
    /// True when the lines are to be written again: the match, the words or something
    /// else the view reads `changed`, the panel is new, or `now` differs from what they
    /// were written for. The match's title is then written.
    pub fn stale(&mut self, now: K, changed: bool) -> bool {
        let changed = changed || self.m.is_changed() || self.texts.is_changed();
        if !changed && !self.hud.is_added() && self.written_for.as_ref() == Some(&now) {
            return false;
        }
        *self.written_for = Some(now);
        self.hud.title = match_title(&G::INFO, &self.m.setup, &self.texts);
        true
    }

    /// What the lines are written from, and the panel to write them in.
    pub fn parts(
        &mut self,
    ) -> (
        &Match<G>,
        &Presenting,
        &Theme,
        &SeatNames,
        &Texts,
        &mut HudInfo,
    ) {
        (
            &self.m,
            &self.presenting,
            &self.theme,
            &self.names,
            &self.texts,
            &mut self.hud,
        )
    }
}
