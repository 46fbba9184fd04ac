//! Computer seats: an agent from `tabula-ai` chooses on a worker thread (Bevy's async
//! compute pool), so frames never wait for it; the web has no threads, so there the
//! choice is searched a step at a time within each frame's budget. Computer throws
//! happen after a short, speed-scaled pause so a person can follow the play.

use crate::app::idle::StayAwake;
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::session::match_flow::{GameView, Match, MatchRequest, Presenting};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::marker::PhantomData;
use std::time::Duration;
use tabula_ai::{Choice, OwnChooser};
use tabula_core::ToMove;
use tabula_table::SeatKind;

/// The pause before a computer acts, at normal animation speed: long enough to see the
/// move before it (scaled by the speed setting; none when animations are instant).
pub const THINK_PAUSE: Duration = Duration::from_millis(700);

/// A game's own computer player, for a game with one: its view puts this in the world,
/// and the computer seats and the hint choose through it once it is `ready` (on the web,
/// Backgammon's net waits for its weights).
#[derive(Resource)]
pub struct OwnPlayer<G: GameView> {
    pub chooser: OwnChooser<G>,
    pub ready: bool,
}

impl<G: GameView> OwnPlayer<G> {
    /// Whether the game's own player is not ready yet: its seats and hint wait for it.
    pub fn waits(own: Option<&Self>) -> bool {
        own.is_some_and(|o| !o.ready)
    }
}

/// A choice under way: on a worker thread on the desktop.
#[cfg(not(target_arch = "wasm32"))]
pub type Pending<G> = bevy::tasks::Task<<G as tabula_core::Game>::Action>;

/// Starts a choice: on a worker thread, or (the web) to be stepped by `poll`.
#[cfg(not(target_arch = "wasm32"))]
pub fn start<G: GameView>(mut choice: Choice<G>) -> Pending<G> {
    bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
        loop {
            if let Some(action) = choice.step() {
                return action;
            }
        }
    })
}

/// The choice, once made.
#[cfg(not(target_arch = "wasm32"))]
pub fn poll<G: GameView>(pending: &mut Pending<G>) -> Option<G::Action> {
    bevy::tasks::block_on(bevy::tasks::poll_once(pending))
}

/// A choice under way: stepped within the frame on the web, which has no threads.
#[cfg(target_arch = "wasm32")]
pub type Pending<G> = Choice<G>;

#[cfg(target_arch = "wasm32")]
pub fn start<G: GameView>(choice: Choice<G>) -> Pending<G> {
    choice
}

/// The time a frame gives the search on the web, so the page keeps drawing.
#[cfg(target_arch = "wasm32")]
const FRAME_BUDGET: Duration = Duration::from_millis(8);

#[cfg(target_arch = "wasm32")]
pub fn poll<G: GameView>(pending: &mut Pending<G>) -> Option<G::Action> {
    let started = bevy::platform::time::Instant::now();
    while started.elapsed() < FRAME_BUDGET {
        if let Some(action) = pending.step() {
            return Some(action);
        }
    }
    None
}

/// A choice being computed for the position after `at` actions.
struct Thought<G: GameView> {
    at: usize,
    pending: Pending<G>,
    ready: Option<G::Action>,
}

#[derive(Resource)]
struct Thinking<G: GameView> {
    task: Option<Thought<G>>,
    pause: Timer,
}

impl<G: GameView> Default for Thinking<G> {
    fn default() -> Self {
        Thinking {
            task: None,
            pause: Timer::new(THINK_PAUSE, TimerMode::Once),
        }
    }
}

pub struct AiPlugin<G>(PhantomData<G>);

impl<G> Default for AiPlugin<G> {
    fn default() -> Self {
        AiPlugin(PhantomData)
    }
}

impl<G: GameView> Plugin for AiPlugin<G> {
    fn build(&self, app: &mut App) {
        app.init_resource::<Thinking<G>>()
            .add_systems(OnEnter(Screen::Playing), |mut t: ResMut<Thinking<G>>| {
                *t = Thinking::default();
            })
            .add_systems(
                Update,
                drive_computer_seats::<G>
                    .in_set(crate::session::match_flow::MatchSystems::Decide)
                    .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
            );
    }
}

fn drive_computer_seats<G: GameView>(
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut thinking: ResMut<Thinking<G>>,
    own: Option<Res<OwnPlayer<G>>>,
    mut requests: MessageWriter<MatchRequest<G>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut awake: ResMut<StayAwake>,
) {
    let moves = m.history.len();
    // A result for an older position is stale (the match moved on or was restarted).
    if thinking.task.as_ref().is_some_and(|t| t.at != moves) {
        thinking.task = None;
    }
    // Nobody plays while a match is watched; nor while the board is busy.
    if presenting.0 || m.replay_progress().is_some() {
        thinking.pause.reset();
        return;
    }
    let computer = |seat: tabula_core::Seat| match m.setup.seats.get(seat.index()) {
        Some(SeatKind::Computer(level)) => Some(*level),
        _ => None,
    };
    let speed = settings.animation_speed;
    let paused = speed <= 0.0 || {
        thinking.pause.tick(time.delta().mul_f32(speed.max(0.01)));
        thinking.pause.is_finished()
    };
    // A computer about to act needs frames to count its pause and collect its choice.
    let computer_acts = match m.state.to_move() {
        ToMove::Chance => m.state.thrower().is_some_and(|s| computer(s).is_some()),
        ToMove::Seat(s) => computer(s).is_some(),
        ToMove::Over(_) => false,
    };
    if computer_acts {
        redraw.write(RequestRedraw);
        awake.0 = true;
    }
    match m.state.to_move() {
        ToMove::Chance => {
            if let Some(seat) = m.state.thrower()
                && computer(seat).is_some()
                && paused
            {
                thinking.pause.reset();
                requests.write(MatchRequest::Chance);
            }
        }
        ToMove::Seat(seat) => {
            let Some(level) = computer(seat) else {
                return;
            };
            // A lesson's computer plays what its script says.
            if let Some(action) = m.scripted_next() {
                if paused {
                    thinking.pause.reset();
                    requests.write(MatchRequest::Play(action.clone()));
                }
                return;
            }
            if OwnPlayer::waits(own.as_deref()) {
                return;
            }
            let thinking = &mut *thinking;
            let thought = thinking.task.get_or_insert_with(|| {
                let seed = m.setup.seed ^ (moves as u64).wrapping_mul(0x2545_F491_4F6C_DD1D);
                Thought {
                    at: moves,
                    pending: start(Choice::new(
                        m.state.clone(),
                        level,
                        seed,
                        own.as_deref().map(|o| o.chooser),
                    )),
                    ready: None,
                }
            });
            // Think during the pause too; act once both are over.
            if thought.ready.is_none() {
                thought.ready = poll::<G>(&mut thought.pending);
            }
            if paused && let Some(action) = thought.ready.take() {
                thinking.task = None;
                thinking.pause.reset();
                requests.write(MatchRequest::Play(action));
            }
        }
        ToMove::Over(_) => {}
    }
}
