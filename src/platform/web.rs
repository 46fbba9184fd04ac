//! The page around the game on the web: tells it which screen shows, how many actions the
//! match has had, the latest ones in words (a line each) and whom the match waits for, as
//! `data-screen`, `data-actions`, `data-last-action`, `data-waiting`, `data-room` (the
//! online room's code), `data-chat` (its chat lines heard), `data-chat-field` and
//! `data-chat-send` (the middles of the line to write in and of its Send button, in the
//! page's pixels) and `data-winners` on `<body>`, and
//! the windows open over the screen as `data-open`, whether the game makes no sound as
//! `data-sound` (`quiet`, `on`), and for a page opened with `?widgets` the rectangles of
//! the controls a finger presses as `data-widgets` (the browser test measures them on a
//! phone's screen). The page hides its loading overlay once a screen
//! shows, and stops the sound output while the game is quiet; the browser test follows
//! them all.

use crate::app::screens::Screen;
use crate::session::match_flow::{ActionApplied, WaitingFor};
use crate::ui::move_log::LoggedLine;
use crate::ui::rules_book::RulesBook;
use crate::ui::settings::OpenWindows;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, read_invitation);
    if page_asks("widgets") {
        app.add_systems(Last, tell_widgets);
    }
    // Last: a waiting game may draw no other frame for a while.
    app.add_systems(
        Last,
        (
            tell_screen,
            tell_actions,
            tell_waiting,
            tell_windows,
            tell_room,
            tell_chat,
            tell_chat_field,
            tell_winners,
            tell_sound,
            keyboard_follows_the_line,
        ),
    );
}

/// `quiet` while the music rests, else `on`.
fn tell_sound(quiet: Res<crate::board::audio::Quiet>) {
    if quiet.is_changed() {
        set_body_data("sound", if quiet.0 { "quiet" } else { "on" });
    }
}

/// A page opened as `/?join=CODE` invites the player to that room.
fn read_invitation(mut invitation: ResMut<crate::online::Invitation>) {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    invitation.0 = search
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("join="))
        .and_then(|code| tabula_protocol::RoomCode::parse(code).ok());
}

/// Whether the page's address asks for `flag` (`?widgets`, `?a=b&widgets`).
fn page_asks(flag: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|search| search.trim_start_matches('?').split('&').any(|p| p == flag))
}

/// The controls egui placed in its last pass that take a click or a tap, as JSON
/// `[[x, y, width, height], ...]` in the page's pixels (the window's, as CSS measures it).
fn tell_widgets(mut contexts: bevy_egui::EguiContexts, mut told: Local<String>) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()) as f32;
    let scale = ctx.pixels_per_point() / ratio;
    let rects: Vec<String> = ctx.viewport(|v| {
        let widgets = &v.prev_pass.widgets;
        widgets
            .layer_ids()
            .flat_map(|layer| widgets.get_layer(layer))
            .filter(|w| w.sense.senses_click() && w.enabled && w.interact_rect.is_positive())
            .map(|w| {
                let r = w.rect * scale;
                format!(
                    "[{:.0},{:.0},{:.0},{:.0}]",
                    r.min.x,
                    r.min.y,
                    r.width(),
                    r.height()
                )
            })
            .collect()
    });
    let now = format!("[{}]", rects.join(","));
    if *told != now {
        set_body_data("widgets", &now);
        *told = now;
    }
}

fn set_body_data(key: &str, value: &str) {
    let body = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body());
    if let Some(body) = body
        && body.dataset().set(key, value).is_err()
    {
        warn!("the page refused data-{key}");
    }
}

fn tell_screen(screen: Res<State<Screen>>) {
    if screen.is_changed() {
        set_body_data("screen", &format!("{:?}", screen.get()).to_lowercase());
    }
}

/// The log's new lines of this frame, then the count of actions that the page watches.
fn tell_actions(mut applied: MessageReader<ActionApplied>, mut logged: MessageReader<LoggedLine>) {
    let lines: Vec<&str> = logged.read().map(|l| l.0.as_str()).collect();
    let count = applied.read().last().map(|a| a.actions_so_far);
    if let Some(count) = count {
        set_body_data("lastAction", &lines.join("\n"));
        set_body_data("actions", &count.to_string());
    }
}

/// `person`, `computer`, `remote`, `animation` or `nobody`.
fn tell_waiting(waiting: Res<WaitingFor>) {
    if waiting.is_changed() {
        set_body_data("waiting", &format!("{:?}", *waiting).to_lowercase());
    }
}

/// The windows open: `settings`, `rules`, `pause`, space-separated (empty when none).
fn tell_windows(open: Res<OpenWindows>, book: Res<RulesBook>, mut told: Local<Option<String>>) {
    let names = [
        ("settings", open.settings),
        ("rules", book.is_open()),
        ("pause", open.pause),
    ];
    let now = names
        .iter()
        .filter(|(_, shown)| *shown)
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(" ");
    if told.as_deref() != Some(now.as_str()) {
        set_body_data("open", &now);
        *told = Some(now);
    }
}

/// The online room's code (`data-room`), empty when in none.
fn tell_room(online: Res<crate::online::Online>, mut told: Local<Option<String>>) {
    let code = online
        .room
        .as_ref()
        .map(|r| r.view.code.to_string())
        .unwrap_or_default();
    if told.as_deref() != Some(code.as_str()) {
        set_body_data("room", &code);
        *told = Some(code);
    }
}

/// How many chat lines the room has brought (`data-chat`).
fn tell_chat(online: Res<crate::online::Online>, mut told: Local<Option<usize>>) {
    let lines = online.chat.len();
    if *told != Some(lines) {
        set_body_data("chat", &lines.to_string());
        *told = Some(lines);
    }
}

/// The middles of the chat's line and of its Send button as `x,y` in the page's pixels
/// (`data-chat-field`, `data-chat-send`), empty while none shows; and whether a text line
/// takes the keys (`data-writing`, `yes` or `no`), so a test types only once it does.
fn tell_chat_field(
    mut contexts: bevy_egui::EguiContexts,
    screen: Res<State<Screen>>,
    online: Res<crate::online::Online>,
    mut told: Local<[Option<String>; 2]>,
    mut writing: Local<Option<bool>>,
) {
    use crate::ui::online_panel::{chat_field_id, chat_send_id};
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()) as f32;
    let shows = *screen.get() == Screen::Playing && online.in_room();
    for ((key, id), told) in [("chatField", chat_field_id()), ("chatSend", chat_send_id())]
        .into_iter()
        .zip(told.iter_mut())
    {
        let now = match ctx.data(|d| d.get_temp::<bevy_egui::egui::Rect>(id)) {
            Some(r) if shows => {
                let at = r.center() * ctx.pixels_per_point() / ratio;
                format!("{:.0},{:.0}", at.x, at.y)
            }
            _ => String::new(),
        };
        if told.as_deref() != Some(now.as_str()) {
            set_body_data(key, &now);
            *told = Some(now);
        }
    }
    let now = ctx.egui_wants_keyboard_input();
    if *writing != Some(now) {
        set_body_data("writing", if now { "yes" } else { "no" });
        *writing = Some(now);
    }
}

/// A phone's keyboard comes up while a text line is being written, and goes when it is
/// not. bevy_egui decides this as a finger lifts, from the frame before; a quick tap that
/// lands and lifts within one frame would leave the keyboard shut, so the next frame
/// decides again. Only for fingers: a mouse and a real keyboard type into the canvas.
fn keyboard_follows_the_line(
    outputs: Query<&bevy_egui::EguiOutput>,
    mut touches: MessageReader<bevy::input::touch::TouchInput>,
    mut clicks: MessageReader<bevy::input::mouse::MouseButtonInput>,
    mut by_finger: Local<bool>,
) {
    use wasm_bindgen::JsCast;
    if touches.read().count() > 0 {
        *by_finger = true;
    }
    if clicks.read().count() > 0 {
        *by_finger = false;
    }
    if !*by_finger {
        return;
    }
    let writing = outputs
        .iter()
        .any(|o| o.platform_output.ime.is_some() || o.platform_output.mutable_text_under_cursor);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let agent = document.get_element_by_id(TEXT_AGENT);
    let open = agent.is_some() && document.active_element() == agent;
    if writing && !open {
        bevy_egui::text_agent::update_text_agent(true);
    } else if !writing && open {
        bevy_egui::text_agent::update_text_agent(false);
        // Keys go to the game again.
        if let Some(canvas) = document
            .get_element_by_id(super::CANVAS_ID)
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = canvas.focus();
        }
    }
}

/// The page's element that bevy_egui focuses to bring up a phone's keyboard.
const TEXT_AGENT: &str = "egui_text_agent";

/// The last match's winners (`data-winners`: their seats, comma-separated), once it ends.
fn tell_winners(mut over: MessageReader<crate::session::match_flow::MatchOver>) {
    if let Some(over) = over.read().last() {
        let seats: Vec<String> = over
            .0
            .winners
            .iter()
            .map(|s| s.index().to_string())
            .collect();
        set_body_data("winners", &seats.join(","));
    }
}
