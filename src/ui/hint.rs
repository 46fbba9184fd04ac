//! Hints for the games without their own (Backgammon gives its best plays and cube
//! advice): the Hint button and H ask what the Hard computer would play now. Its choice is
//! marked on the board where it leaves and lands, and said in words in the panel, until
//! the position changes. A setting turns hints off.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::board::last_move::{LastMove, Spots};
use crate::locale::Texts;
use crate::session::computer::{OwnPlayer, Pending, poll, start};
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, GameView, Match, MatchSystems};
use crate::theme::{SeatNames, Theme};
use crate::ui::describe::Describe;
use crate::ui::panel::{HudCommand, HudInfo};
use bevy::prelude::*;
use std::marker::PhantomData;
use tabula_ai::{Choice, Level};
use tabula_core::RuleEvent;

/// The hint's marks: a cool blue, apart from the warm glow of what may move.
const HINT_TINT: Color = Color::srgba(0.25, 0.55, 1.0, 1.0);

pub struct HintPlugin<G>(PhantomData<G>);

impl<G> Default for HintPlugin<G> {
    fn default() -> Self {
        HintPlugin(PhantomData)
    }
}

impl<G: GameView + Describe + Spots> Plugin for HintPlugin<G> {
    fn build(&self, app: &mut App) {
        app.init_resource::<Hinting<G>>().add_systems(
            Update,
            (offer_hint::<G>, ask_for_hint::<G>, show_hint::<G>)
                .chain()
                .in_set(MatchSystems::Decide)
                .run_if(
                    in_state(Screen::Playing)
                        .and_then(resource_exists::<Match<G>>)
                        .and_then(not(resource_exists::<OwnHint<G>>)),
                ),
        );
    }
}

/// Put in the world by a view that gives hints of its own (Backgammon's best plays and
/// cube advice): the Hard computer's choice is then not marked for it.
#[derive(Resource)]
pub struct OwnHint<G>(PhantomData<fn() -> G>);

impl<G> Default for OwnHint<G> {
    fn default() -> Self {
        OwnHint(PhantomData)
    }
}

/// A hint being thought of, or shown, for the position after `at` actions.
#[derive(Resource)]
struct Hinting<G: GameView> {
    at: usize,
    pending: Option<Pending<G>>,
    shown: bool,
}

impl<G: GameView> Default for Hinting<G> {
    fn default() -> Self {
        Hinting {
            at: 0,
            pending: None,
            shown: false,
        }
    }
}

/// A mark of the hint on the board.
#[derive(Component, Clone)]
pub struct HintMark;

/// The hint's random stream: the same position of the same match gets the same hint.
pub fn hint_seed(match_seed: u64, at: usize) -> u64 {
    match_seed ^ (at as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The button shows while a person decides and hints are on (and the game's own player is
/// ready).
fn offer_hint<G: GameView>(
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    settings: Res<Settings>,
    own: Option<Res<OwnPlayer<G>>>,
    mut hud: ResMut<HudInfo>,
) {
    // A lesson marks its own next move.
    let can = settings.hints
        && m.person_to_move(&presenting)
        && m.scripted_next().is_none()
        && !OwnPlayer::waits(own.as_deref());
    if hud.can_hint != can {
        hud.can_hint = can;
    }
}

fn ask_for_hint<G: GameView>(
    mut commands: MessageReader<HudCommand>,
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match<G>>,
    hud: Res<HudInfo>,
    own: Option<Res<OwnPlayer<G>>>,
    mut hinting: ResMut<Hinting<G>>,
) {
    let asked = commands.read().filter(|c| **c == HudCommand::Hint).count() > 0
        || keys.just_pressed(KeyCode::KeyH);
    let at = m.history.len();
    let already = hinting.at == at && (hinting.pending.is_some() || hinting.shown);
    if asked && hud.can_hint && !already {
        let seed = hint_seed(m.setup.seed, at);
        let choice = Choice::new(
            m.state.clone(),
            Level::Hard,
            seed,
            own.as_deref().map(|o| o.chooser),
        );
        *hinting = Hinting {
            at,
            pending: Some(start(choice)),
            shown: false,
        };
    }
}

#[allow(clippy::too_many_arguments)]
fn show_hint<G: GameView + Describe + Spots>(
    mut commands: Commands,
    m: Res<Match<G>>,
    mut hinting: ResMut<Hinting<G>>,
    mut hud: ResMut<HudInfo>,
    theme: Option<Res<Theme>>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    marks: Query<Entity, With<HintMark>>,
) {
    // The position moved on: the hint was for another.
    if hinting.at != m.history.len() && (hinting.pending.is_some() || hinting.shown) {
        *hinting = Hinting::default();
        hud.advice.clear();
        for e in &marks {
            commands.entity(e).despawn();
        }
        return;
    }
    let Some(pending) = hinting.pending.as_mut() else {
        return;
    };
    let Some(action) = poll::<G>(pending) else {
        return;
    };
    hinting.pending = None;
    hinting.shown = true;
    let mut after = m.state.clone();
    let mut events = Vec::new();
    if after.apply(&action, &mut events).is_err() {
        return;
    }
    let play = m.state.describe(&action, &events, &names, &texts);
    hud.advice = vec![texts.with("hint-says", &[("play", play.into())])];
    if let Some(theme) = theme {
        mark_move(
            &mut commands,
            &m.state,
            &events,
            &theme,
            HINT_TINT,
            HintMark,
        );
    }
}

/// Rings where a move leaves (faint) and lands (full), from its rule events, as entities
/// with `marker` that live as long as the match.
pub fn mark_move<G: Spots>(
    commands: &mut Commands,
    state: &G,
    events: &[RuleEvent],
    theme: &Theme,
    tint: Color,
    marker: impl Component + Clone,
) {
    let Some(spots) = LastMove::of(events) else {
        return;
    };
    let places = spots.from.iter().chain(&spots.to);
    for (k, space) in places.enumerate() {
        let Some(at) = state.spot(*space, theme) else {
            continue;
        };
        let landing = k >= spots.from.len();
        // The white selection ring takes the tint whole (the highlight's gold would turn
        // blue green).
        let mut sprite = theme.sprite("selected", Vec2::splat(G::HALO * 1.25));
        sprite.color = if landing { tint } else { tint.with_alpha(0.45) };
        commands.spawn((
            marker.clone(),
            sprite,
            Transform::from_translation(at.extend(30.0)),
            crate::app::screens::MatchScoped,
        ));
    }
}
