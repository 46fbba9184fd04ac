//! The tour's pictures of online play, in each language: the waiting room, a match in
//! progress with its chat, and the same match while the connection comes back and the
//! opponent is away. No server: the room is set as a server would tell it, and the match
//! starts from it as it does online (the first game's first scene, its seats Ann's here
//! and Bo's elsewhere).

use crate::app::screens::Screen;
use crate::online::session::{ChatLine, Connection};
use crate::online::{Online, Room};
use crate::session::registry::GameEntry;
use tabula_protocol::{RoomCode, RoomView, SeatPlan, SeatView};
use tabula_table::SeatKind;

/// What the stage does at frame `frames`: pictures named with `suffix` (the language),
/// taken through `picture`; the window resized through `resize`. Returns true once done.
pub fn online_pictures(
    frames: u32,
    suffix: &str,
    game: &dyn GameEntry,
    online: &mut Online,
    now: f64,
    next: &mut bevy::prelude::NextState<Screen>,
    picture: &mut dyn FnMut(&str),
    resize: &mut dyn FnMut((u32, u32)),
) -> bool {
    match frames {
        1 => {
            online.close();
            online.server = "tabula.example:8080".to_string();
            online.connection = Connection::Open;
            online.room = Some(Room::new(room_view(game, false), None, now));
            next.set(Screen::Online);
        }
        20 => picture(&format!("online-waiting-room{suffix}")),
        // The smallest window a player may have.
        21 => resize((360, 640)),
        35 => picture(&format!("online-waiting-room{suffix}-360x640")),
        36 => resize((1280, 720)),
        // Bo comes: the room is full and the match starts from it.
        40 => {
            online.room = Some(Room::new(room_view(game, true), None, now));
            online.chat = vec![
                ChatLine {
                    from: "Bo".into(),
                    seat: Some(1),
                    text: "Hi! Good luck".into(),
                },
                ChatLine {
                    from: "Ann".into(),
                    seat: Some(0),
                    text: "You too :)".into(),
                },
            ];
        }
        80 => picture(&format!("online-match{suffix}")),
        81 => resize((390, 844)),
        95 => picture(&format!("online-match{suffix}-390x844")),
        96 => resize((360, 640)),
        110 => picture(&format!("online-match{suffix}-360x640")),
        111 => resize((1280, 720)),
        // The connection drops; Bo has been gone for 42 seconds.
        115 => {
            online.connection = Connection::Reconnecting {
                attempt: 1,
                at: f64::INFINITY,
            };
            if let Some(room) = &mut online.room {
                room.view.seats[1].online = false;
                room.gone_since[1] = Some(now - 42.0);
            }
        }
        130 => picture(&format!("online-reconnecting{suffix}")),
        131 => {
            online.close();
            next.set(Screen::Title);
        }
        135 => return true,
        _ => {}
    }
    false
}

/// The room of `game`'s first scene for Ann (seat 0, here) and Bo (elsewhere, once he has
/// come), as the server shows it.
fn room_view(game: &dyn GameEntry, full: bool) -> RoomView {
    let scene = &game.scenes()[0];
    let saved = scene.saved(game.name(), 2);
    let mut setup = saved.setup.for_a_player_elsewhere();
    setup.seats = vec![SeatKind::Remote; 2];
    let seat = |name: Option<&str>| SeatView {
        plan: SeatPlan::Person,
        name: name.map(str::to_string),
        online: name.is_some(),
    };
    RoomView {
        code: RoomCode::parse("K7PMWQ").expect("a code of the alphabet"),
        setup,
        seats: vec![seat(Some("Ann")), seat(full.then_some("Bo"))],
        actions: if full { saved.actions } else { Vec::new() },
        version: 1,
        you: Some(0),
        end: None,
        dice: None,
        round: 1,
    }
}
