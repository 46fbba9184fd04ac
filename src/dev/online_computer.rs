//! `tabula --online-computer CODE`: a desktop client with no window that takes a seat in
//! an online room and lets the computer play it, then prints the winners and exits. The
//! browser test plays a page against it; it also tries out a server.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::dev::headless::headless_app;
use crate::online::{Invitation, Online, OnlineSystems};
use bevy::prelude::*;
use tabula_protocol::RoomCode;
use tabula_table::Level;

/// Which room to play in, where, under what name, and how well.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineComputer {
    pub code: RoomCode,
    /// The server's address (else the settings' rule: `TABULA_SERVER`, `localhost:8080`).
    pub server: Option<String>,
    pub name: String,
    pub level: Level,
}

impl OnlineComputer {
    pub fn new(code: RoomCode) -> OnlineComputer {
        OnlineComputer {
            code,
            server: None,
            name: "Computer".to_string(),
            level: Level::Easy,
        }
    }
}

/// The client, ready to run; or what is wrong with the game's files.
pub fn app(options: OnlineComputer) -> Result<App, String> {
    let settings = Settings {
        online_name: options.name,
        server: options.server,
        animation_speed: 0.0,
        ..default()
    };
    // Nothing is kept: no seat to come back to, no settings written.
    let mut app = headless_app(DataDir(None), settings)?;
    app.world_mut().resource_mut::<Online>().computer_plays = Some(options.level);
    app.insert_resource(Invitation(Some(options.code)))
        .add_systems(Update, tell_the_end.after(OnlineSystems::Follow));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    Ok(app)
}

/// Says when the seat is taken; at the end prints the winners (their seats,
/// comma-separated, as the web page's `data-winners`) and exits; exits with an error when
/// something went wrong online.
fn tell_the_end(online: Res<Online>, mut seated: Local<bool>, mut exit: MessageWriter<AppExit>) {
    if let Some(error) = &online.error {
        eprintln!("online: {error:?}");
        exit.write(AppExit::error());
        return;
    }
    let Some(room) = &online.room else { return };
    if !*seated && let Some(seat) = room.view.you {
        *seated = true;
        println!("seat {seat} in room {}", room.view.code);
    }
    // Once the computer's last move, which may end the match, has been accepted.
    if let Some(end) = &room.view.end
        && room.sent.is_empty()
    {
        let winners: Vec<String> = end
            .outcome
            .winners
            .iter()
            .map(|s| s.index().to_string())
            .collect();
        println!("winners: {}", winners.join(","));
        exit.write(AppExit::Success);
    }
}
