//! Keeps a waiting game idle. While something is happening (pieces moving, a computer
//! about to act, files loading, or for a moment after the person's input) the window
//! updates continuously; otherwise it waits for input, ticking once a second. Waiting this
//! way, rather than with Bevy's plain reactive mode, matters because egui asks for a new
//! frame on every pass and X11 keeps delivering window events: either would keep a game
//! that waits for a person drawing flat out.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::{CursorMoved, WindowResized};
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

/// The update mode while the game waits: input (device events) wakes it, and a tick once
/// a second picks up anything else; egui's wake-ups and window events do not.
fn waiting() -> WinitSettings {
    let wait = |device| UpdateMode::Reactive {
        wait: Duration::from_secs(1),
        react_to_device_events: device,
        react_to_user_events: false,
        react_to_window_events: false,
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
    let want = if busy { active() } else { waiting() };
    if winit.focused_mode != want.focused_mode {
        *winit = want;
    }
}
