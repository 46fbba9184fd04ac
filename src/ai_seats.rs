//! Computer seats: an agent from `tabula-ai` chooses on a worker thread (Bevy's async
//! compute pool), so frames never wait for it; computer throws happen after a short,
//! speed-scaled pause so a person can follow the play.

use crate::animation::AnimationQueue;
use crate::idle::StayAwake;
use crate::match_flow::{Level, Match, MatchRequest, SeatKind, TableGame};
use crate::saves::Settings;
use crate::screens::Screen;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bevy::window::RequestRedraw;
use std::marker::PhantomData;
use std::time::Duration;
use tabula_ai::{ExpectimaxAgent, GreedyAgent};
use tabula_core::{Agent, RandomAgent, Rng64, ToMove};

/// The pause before a computer acts, at normal animation speed.
const THINK_PAUSE: Duration = Duration::from_millis(450);

/// The agent that plays a level.
pub fn agent_for<G: TableGame>(level: Level) -> Box<dyn Agent<G>> {
    match level {
        Level::Easy => Box::new(RandomAgent),
        Level::Medium => Box::new(GreedyAgent),
        Level::Hard => Box::new(ExpectimaxAgent::new(8, 100_000)),
    }
}

/// A choice being computed for the position after `moves` actions.
#[derive(Resource)]
struct Thinking<G: TableGame> {
    task: Option<(usize, Task<G::Action>)>,
    pause: Timer,
}

impl<G: TableGame> Default for Thinking<G> {
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

impl<G: TableGame> Plugin for AiPlugin<G> {
    fn build(&self, app: &mut App) {
        app.init_resource::<Thinking<G>>()
            .add_systems(OnEnter(Screen::Playing), |mut t: ResMut<Thinking<G>>| {
                *t = Thinking::default();
            })
            .add_systems(
                Update,
                drive_computer_seats::<G>
                    .in_set(crate::match_flow::MatchSystems::Decide)
                    .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
            );
    }
}

fn drive_computer_seats<G: TableGame>(
    m: Res<Match<G>>,
    queue: Res<AnimationQueue>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut thinking: ResMut<Thinking<G>>,
    mut requests: MessageWriter<MatchRequest<G>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut awake: ResMut<StayAwake>,
) {
    let moves = m.history.len();
    // A result for an older position is stale (the match moved on or was restarted).
    if thinking.task.as_ref().is_some_and(|(at, _)| *at != moves) {
        thinking.task = None;
    }
    if queue.is_busy() {
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
            match &mut thinking.task {
                None => {
                    let state = m.state.clone();
                    let seed = m.setup.seed ^ (moves as u64).wrapping_mul(0x2545_F491_4F6C_DD1D);
                    let task = AsyncComputeTaskPool::get().spawn(async move {
                        let mut legal = Vec::new();
                        state.legal_actions(&mut legal);
                        let mut agent = agent_for::<G>(level);
                        let i = agent.choose(&state, &legal, &mut Rng64::new(seed));
                        legal.swap_remove(i)
                    });
                    thinking.task = Some((moves, task));
                }
                Some((_, task)) => {
                    if !paused {
                        return;
                    }
                    if let Some(action) = block_on(poll_once(task)) {
                        thinking.task = None;
                        thinking.pause.reset();
                        requests.write(MatchRequest::Play(action));
                    }
                }
            }
        }
        ToMove::Over(_) => {}
    }
}
