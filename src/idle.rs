//! Keeps a waiting game idle. While something is happening (pieces moving, a computer
//! about to act, files loading, or for a moment after the person's input) the window
//! updates continuously; otherwise it waits for input, with a slow tick. Waiting this
//! way, rather than with Bevy's plain reactive mode, matters because egui asks for a new
//! frame on every pass, which would keep a game that waits for a person drawing flat out.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw, WindowResized};
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How long after input the window keeps updating (egui's hover and press effects).
const AFTER_INPUT_SECS: f64 = 0.6;

/// Set by any system that needs the next frame soon; cleared every frame.
#[derive(Resource, Default)]
pub struct StayAwake(pub bool);

/// The update mode while something happens.
fn active() -> WinitSettings {
    WinitSettings::continuous()
}

/// How often a waiting game looks for anything that did not wake it.
const WAITING_TICK: Duration = Duration::from_secs(1);

/// The update mode while the game waits: egui's wake-ups are not followed. A focused
/// window follows window events, so clicks and keys are handled at once; an unfocused one
/// does not (under X11 they kept arriving and kept it drawing) and relies on device events
/// and the tick, so a first click into it may need repeating.
fn waiting() -> WinitSettings {
    let wait = |window_events| UpdateMode::Reactive {
        wait: WAITING_TICK,
        react_to_device_events: true,
        react_to_user_events: false,
        react_to_window_events: window_events,
    };
    WinitSettings {
        focused_mode: wait(true),
        unfocused_mode: wait(false),
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<StayAwake>()
        .insert_resource(active())
        .add_systems(Last, choose_update_mode);
}

fn choose_update_mode(
    time: Res<Time<Real>>,
    mut awake: ResMut<StayAwake>,
    mut last_input: Local<f64>,
    mut cursor: MessageReader<CursorMoved>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut keys: MessageReader<KeyboardInput>,
    mut wheel: MessageReader<MouseWheel>,
    mut resized: MessageReader<WindowResized>,
    mut winit: ResMut<WinitSettings>,
    mut redraws: ResMut<Messages<RequestRedraw>>,
) {
    let now = time.elapsed_secs_f64();
    let input = cursor.read().count()
        + buttons.read().count()
        + keys.read().count()
        + wheel.read().count()
        + resized.read().count();
    if input > 0 {
        *last_input = now;
    }
    let busy = std::mem::take(&mut awake.0) || now - *last_input < AFTER_INPUT_SECS;
    if !busy {
        // What is left are egui's requests, sent on every pass: a waiting game ignores them.
        redraws.clear();
    }
    let want = if busy { active() } else { waiting() };
    if winit.focused_mode != want.focused_mode || winit.unfocused_mode != want.unfocused_mode {
        *winit = want;
    }
}
