//! Keeps a waiting game idle. While something is happening (pieces moving, a computer
//! about to act, files loading, or for a moment after the person's input) the window
//! updates continuously; otherwise it waits for input, with a slow tick. Waiting this
//! way, rather than with Bevy's plain reactive mode, matters because egui asks for a new
//! frame on every pass, which would keep a game that waits for a person drawing flat out.
//!
//! egui asks in two ways, and both are cut while the game waits: `RequestRedraw`
//! messages (cleared below) and wake-ups sent to the event loop by its repaint callback
//! (replaced with one that does nothing). A wake-up makes winit redraw, the redraw is a
//! window event, and a window that reacts to window events then updates, runs egui, and
//! is woken again: that loop kept a focused window drawing flat out under X11.

use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::input::touch::TouchInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw, WindowResized};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiContext, EguiPreUpdateSet};
use std::time::Duration;

/// How long after input the window keeps updating (egui's hover and press effects).
const AFTER_INPUT_SECS: f64 = 0.6;

/// How many frames after input the window updates however long they take: a press that
/// opens a screen or a window shows it only on egui's second pass (the first lays it out
/// unseen), and where a frame takes a second (a browser without a GPU) the seconds above
/// ended before it, leaving the backdrop drawn where the card was to be.
const AFTER_INPUT_FRAMES: u32 = 4;

/// Set by any system that needs the next frame soon; cleared every frame.
#[derive(Resource, Default)]
pub struct StayAwake(pub bool);

/// Set by a system whose picture changes with time while nothing moves (a clock on show):
/// the waiting game then ticks at least this often. Cleared every frame.
#[derive(Resource, Default)]
pub struct TickEvery(pub Option<Duration>);

/// When the game began to wait (nothing moving, no input for a moment), while it waits.
#[derive(Resource, Default, PartialEq)]
pub struct WaitingSince(pub Option<f64>);

/// The update mode while something happens.
fn active() -> WinitSettings {
    WinitSettings::continuous()
}

/// How often a waiting game looks for anything that did not wake it. Everything that
/// changes the picture (input, a computer's move, loading, a message from the server)
/// wakes the window itself, so the tick is only a safety net; each tick costs one frame,
/// which on a software rasteriser is most of the CPU a waiting game uses. In a browser
/// without a GPU a frame cost about 0.9 s of CPU (headless Chromium on SwiftShader): at
/// 5 s the ticks alone took 18% of a core, at 30 s 3%. On the desktop the tick also
/// takes up a theme's file a modder changed (the file watcher wakes nothing).
const WAITING_TICK: Duration = if cfg!(target_arch = "wasm32") {
    Duration::from_secs(300)
} else {
    Duration::from_secs(20)
};

/// The update mode while the game waits: window events (clicks, keys, focus, resizes)
/// wake it at once, focused or not; else it ticks every `tick`.
fn waiting(tick: Duration) -> WinitSettings {
    let wait = UpdateMode::Reactive {
        wait: tick,
        react_to_device_events: false,
        react_to_user_events: false,
        react_to_window_events: true,
    };
    WinitSettings {
        focused_mode: wait,
        unfocused_mode: wait,
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<StayAwake>()
        .init_resource::<TickEvery>()
        .init_resource::<WaitingSince>()
        .insert_resource(active())
        .add_systems(
            PreUpdate,
            silence_egui_wake_ups.after(EguiPreUpdateSet::InitContexts),
        )
        .add_systems(Last, choose_update_mode);
}

/// Replaces the repaint callback bevy_egui gives each new context (it wakes the event
/// loop). Our own rules decide when to draw: after input, egui's hover effects get the
/// frames of [`AFTER_INPUT_SECS`].
fn silence_egui_wake_ups(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut contexts {
        context.get_mut().set_request_repaint_callback(|_| {});
    }
}

fn choose_update_mode(
    time: Res<Time<Real>>,
    mut awake: ResMut<StayAwake>,
    mut tick: ResMut<TickEvery>,
    mut last_input: Local<f64>,
    mut frames_since_input: Local<Option<u32>>,
    mut cursor: MessageReader<CursorMoved>,
    mut buttons: MessageReader<MouseButtonInput>,
    mut keys: MessageReader<KeyboardInput>,
    mut wheel: MessageReader<MouseWheel>,
    mut touches: MessageReader<TouchInput>,
    mut resized: MessageReader<WindowResized>,
    mut winit: ResMut<WinitSettings>,
    mut redraws: ResMut<Messages<RequestRedraw>>,
    mut waiting_since: ResMut<WaitingSince>,
) {
    let now = time.elapsed_secs_f64();
    let input = cursor.read().count()
        + buttons.read().count()
        + keys.read().count()
        + wheel.read().count()
        // A tap on a touch screen is no cursor or button: without it, a tapped button's
        // effect (a new screen) waited for the next tick.
        + touches.read().count()
        + resized.read().count();
    if input > 0 {
        *last_input = now;
        *frames_since_input = Some(0);
    }
    let frames = frames_since_input.map_or(u32::MAX, |n| n.saturating_add(1));
    *frames_since_input = frames_since_input.map(|_| frames);
    let busy = std::mem::take(&mut awake.0)
        || now - *last_input < AFTER_INPUT_SECS
        || frames < AFTER_INPUT_FRAMES;
    if !busy {
        // What is left are egui's requests, sent on every pass: a waiting game ignores them.
        redraws.clear();
    }
    let since = if busy {
        None
    } else {
        Some(waiting_since.0.unwrap_or(now))
    };
    waiting_since.set_if_neq(WaitingSince(since));
    let tick = std::mem::take(&mut tick.0).map_or(WAITING_TICK, |t| t.min(WAITING_TICK));
    let want = if busy { active() } else { waiting(tick) };
    if winit.focused_mode != want.focused_mode || winit.unfocused_mode != want.unfocused_mode {
        *winit = want;
    }
}

/// With `TABULA_FRAME_LOG` set, logs how many frames ran in each 5 s of real time, to check
/// that a waiting game stays idle.
pub fn report_frame_rate(
    time: Res<Time<Real>>,
    mut count: Local<(u32, f64, u32)>,
    mut redraws: MessageReader<bevy::window::RequestRedraw>,
) {
    count.0 += 1;
    count.2 += redraws.read().count() as u32;
    let now = time.elapsed_secs_f64();
    if now - count.1 >= 5.0 {
        info!(
            "{} frames in the last {:.1} s ({} redraw requests)",
            count.0,
            now - count.1,
            count.2
        );
        *count = (0, now, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::time::TimeUpdateStrategy;

    /// Each update a little longer than the frames that follow input.
    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
                AFTER_INPUT_SECS + 0.1,
            )))
            .add_message::<CursorMoved>()
            .add_message::<MouseButtonInput>()
            .add_message::<KeyboardInput>()
            .add_message::<MouseWheel>()
            .add_message::<TouchInput>()
            .add_message::<WindowResized>()
            .add_message::<RequestRedraw>()
            .init_resource::<StayAwake>()
            .init_resource::<TickEvery>()
            .init_resource::<WaitingSince>()
            .insert_resource(active())
            .add_systems(Last, choose_update_mode);
        app
    }

    fn waiting_now(app: &App) -> bool {
        app.world().resource::<WinitSettings>().focused_mode == waiting(WAITING_TICK).focused_mode
    }

    /// A game left alone waits; a tap on a touch screen wakes it like a click would, so
    /// what the tap pressed shows at once.
    #[test]
    fn a_tap_wakes_a_waiting_game() {
        let mut app = app();
        // Real time counts from the first update; the second is past the start's frames.
        app.update();
        app.update();
        assert!(waiting_now(&app), "a game left alone waits");
        let since = app.world().resource::<WaitingSince>().0;
        assert!(since.is_some(), "and says since when");
        app.update();
        assert_eq!(
            app.world().resource::<WaitingSince>().0,
            since,
            "a tick keeps it"
        );
        app.world_mut().write_message(TouchInput {
            phase: bevy::input::touch::TouchPhase::Started,
            position: Vec2::new(640.0, 392.0),
            window: Entity::PLACEHOLDER,
            force: None,
            id: 1,
        });
        app.update();
        assert!(!waiting_now(&app), "a tap wakes it");
        assert_eq!(app.world().resource::<WaitingSince>().0, None);
    }

    /// However long each frame takes, a few follow input: egui shows a window opened by
    /// a press only on its second pass.
    #[test]
    fn slow_frames_after_input_are_still_drawn() {
        let mut app = app();
        app.update();
        app.update();
        assert!(waiting_now(&app));
        app.world_mut().write_message(CursorMoved {
            window: Entity::PLACEHOLDER,
            position: Vec2::new(10.0, 10.0),
            delta: None,
        });
        // Each update is longer than the seconds after input.
        for frame in 1..AFTER_INPUT_FRAMES {
            app.update();
            assert!(!waiting_now(&app), "frame {frame} after input waits");
        }
        app.update();
        app.update();
        assert!(waiting_now(&app), "the game waits again");
    }

    /// A clock on show makes the waiting game tick each second, and only while it shows.
    #[test]
    fn a_clock_on_show_ticks_the_waiting_game() {
        let mut app = app();
        app.update();
        app.update();
        let second = Duration::from_secs(1);
        app.world_mut().resource_mut::<TickEvery>().0 = Some(second);
        app.update();
        let winit = app.world().resource::<WinitSettings>();
        assert_eq!(winit.focused_mode, waiting(second).focused_mode);
        assert_eq!(winit.unfocused_mode, waiting(second).unfocused_mode);
        app.update();
        assert!(waiting_now(&app), "the clock gone, the slow tick again");
    }
}
