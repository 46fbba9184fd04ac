//! Keeps a waiting game idle. The window is reactive (it redraws on input or when asked),
//! but egui asks for a redraw every frame whenever it has any repaint pending, which would
//! keep a game that waits for a person drawing flat out. So: redraw requests stand while a
//! system needs frames ([`StayAwake`]: the animation, a computer about to act) or for a
//! moment after the person's last input (egui's hover effects); otherwise they are dropped.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw, WindowResized};

/// How long after input egui may keep redrawing.
const AFTER_INPUT_SECS: f64 = 0.6;

/// Set by any system that needs the next frame soon; cleared every frame.
#[derive(Resource, Default)]
pub struct StayAwake(pub bool);

pub fn plugin(app: &mut App) {
    app.init_resource::<StayAwake>()
        .add_systems(Last, drop_idle_redraws);
}

fn drop_idle_redraws(
    time: Res<Time<Real>>,
    mut awake: ResMut<StayAwake>,
    mut last_input: Local<f64>,
    mut cursor: MessageReader<CursorMoved>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut keys: MessageReader<KeyboardInput>,
    mut wheel: MessageReader<MouseWheel>,
    mut resized: MessageReader<WindowResized>,
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
    if std::mem::take(&mut awake.0) || now - *last_input < AFTER_INPUT_SECS {
        return;
    }
    redraws.clear();
}
