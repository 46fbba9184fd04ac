//! Online play, the client's side: the connection to the game server (`link.rs`), the room
//! the player is in as the server tells it (`session.rs`, kept by `pump.rs`; what went
//! wrong in `error.rs`), each game's match kept in step
//! with it (`feed.rs`), and the seats kept to come back to (`kept.rs`). The server is the
//! referee and draws every throw; here a seat held elsewhere is `SeatKind::Remote`.

pub mod error;
pub mod feed;
pub mod kept;
pub mod link;
mod pump;
pub mod session;

pub use error::OnlineError;
pub use feed::{OnlinePlugin, OnlineSystems};
pub use session::{Invitation, Online, OnlineRequest, Room, Waker};

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((session::plugin, feed::plugin))
        .add_systems(Update, pump::pump.in_set(OnlineSystems::Hear))
        .add_systems(OnEnter(Screen::Title), leave_room)
        .add_systems(
            Update,
            answer_invitation
                .before(OnlineSystems::Hear)
                .run_if(in_state(Screen::Title)),
        )
        .add_systems(OnEnter(Screen::Setup), leave_room)
        // After every system that may have something to say (the panel, the menus).
        .add_systems(PostUpdate, pump::flush);
}

/// A link to a room, opened on the title: back to the seat held in it (a page reloaded in
/// the middle of a match), else a seat taken under the player's name. Without a name the
/// online screen asks for one, the link's code filled in.
fn answer_invitation(
    mut invitation: ResMut<Invitation>,
    online: Res<Online>,
    settings: Res<Settings>,
    data: Res<DataDir>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(code) = invitation.0 else { return };
    let held = kept::kept(&data)
        .into_iter()
        .find(|k| k.code == code && k.server == online.server);
    let request = match held {
        Some(seat) => OnlineRequest::Return(seat),
        None if !settings.online_name.trim().is_empty() => OnlineRequest::Join(code),
        None => return,
    };
    invitation.0 = None;
    requests.write(request);
    next.set(Screen::Online);
}

/// Back in the menus, the player leaves the room (a seat stays theirs to come back to).
fn leave_room(online: Res<Online>, mut requests: MessageWriter<OnlineRequest>) {
    if online.in_room() {
        requests.write(OnlineRequest::Leave);
    }
}

/// The window's event loop woken from the connection's side, so a waiting game draws
/// nothing until a message arrives.
pub fn wake_the_window(
    mut commands: Commands,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    if let Some(proxy) = proxy {
        let proxy = std::sync::Mutex::new((**proxy).clone());
        commands.insert_resource(Waker(std::sync::Arc::new(move || {
            if let Ok(proxy) = proxy.lock() {
                let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
            }
        })));
    }
}
