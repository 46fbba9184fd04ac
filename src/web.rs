//! The page around the game on the web: tells it which screen shows, how many actions the
//! match has had and the latest ones in words (a line each), as `data-screen`,
//! `data-actions` and `data-last-action` on `<body>`. The page hides its loading overlay once a screen shows;
//! the browser test follows all three.

use crate::match_flow::ActionApplied;
use crate::screens::Screen;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (tell_screen, tell_actions));
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

/// The actions of this frame, a line each, then the count that the page watches.
fn tell_actions(mut applied: MessageReader<ActionApplied>) {
    let mut lines = Vec::new();
    let mut count = None;
    for action in applied.read() {
        lines.push(action.line.as_str());
        count = Some(action.actions_so_far);
    }
    if let Some(count) = count {
        set_body_data("lastAction", &lines.join("\n"));
        set_body_data("actions", &count.to_string());
    }
}
