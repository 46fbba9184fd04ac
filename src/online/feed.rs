//! A game's match kept in step with its online room, for every game. The server's
//! accepted actions go into the match's request queue one at a time, as a computer's do,
//! so the board shows each as it shows a local move; the player's own decisions are
//! played on the board at once and sent, and a throw the player asks for (which the match,
//! holding no seed, refuses to draw) is asked of the server. Whenever the board and the
//! server disagree (a take-back, a refused move, a return after a long absence) the match
//! is built afresh from the server's actions.

use crate::app::screens::Screen;
use crate::online::error::OnlineError;
use crate::online::session::{Online, Room};
use crate::session::match_flow::{
    GameView, Match, MatchRequest, MatchRewound, MatchSystems, PendingRequests, Presenting,
    Refusal, RequestRefused,
};
use bevy::prelude::*;
use std::marker::PhantomData;
use tabula_core::ToMove;
use tabula_protocol::ClientMessage;
use tabula_table::MatchSetup;

/// Where the online work of a frame runs: what the server said is read, then each game's
/// match follows it, before the match collects its requests.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OnlineSystems {
    Hear,
    Follow,
}

/// Keeps game `G`'s match in step with the player's room.
pub struct OnlinePlugin<G>(PhantomData<G>);

impl<G> Default for OnlinePlugin<G> {
    fn default() -> Self {
        OnlinePlugin(PhantomData)
    }
}

impl<G: GameView> Plugin for OnlinePlugin<G> {
    fn build(&self, app: &mut App) {
        app.add_systems(
            Update,
            follow_room::<G>
                .in_set(OnlineSystems::Follow)
                // On the results too: the last move, which ends the match here, is still
                // to be sent.
                .run_if(
                    in_state(Screen::Playing)
                        .or_else(in_state(Screen::Results))
                        .and_then(resource_exists::<Match<G>>),
                ),
        );
    }
}

pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (OnlineSystems::Hear, OnlineSystems::Follow)
            .chain()
            .before(MatchSystems::Collect),
    );
}

fn follow_room<G: GameView>(
    mut online: ResMut<Online>,
    mut m: ResMut<Match<G>>,
    mut pending: ResMut<PendingRequests<G>>,
    presenting: Res<Presenting>,
    mut setup: ResMut<MatchSetup>,
    mut refused: MessageReader<RequestRefused>,
    mut rewound: MessageWriter<MatchRewound>,
) {
    let throw_asked = refused.read().any(|r| r.0 == Refusal::DrawnElsewhere);
    let Some(room) = online.room_of_mut(G::NAME) else {
        return;
    };
    // The match on the board is this room's only once the room has started it.
    if room.started != Some(room.view.round) {
        return;
    }
    if room.whole || !agrees(&m, room) {
        match Match::<G>::resume(&room.saved(), None) {
            Ok(fresh) => {
                *m = fresh;
                *setup = room.local_setup();
                pending.0.clear();
                room.whole = false;
                room.sent.clear();
                room.throw_sent = None;
                room.fed_at = None;
                rewound.write(MatchRewound);
            }
            Err(e) => {
                error!("the room's match does not replay here: {e}");
                room.whole = false;
                online.error = Some(OnlineError::MoveRefused(e.to_string()));
                return;
            }
        }
    }
    let mut out = Vec::new();
    // The player's decisions played here and not yet sent.
    let confirmed = room.view.actions.len();
    for action in m.history.iter().skip(confirmed + room.sent.len()) {
        let action = action.to_string();
        out.push(ClientMessage::Act {
            action: action.clone(),
            seen: room.view.version + room.sent.len() as u64,
        });
        room.sent.push_back(action);
    }
    // The player (or the computer playing their seat) asked to throw: the server throws.
    let at = room.view.version + room.sent.len() as u64;
    if throw_asked {
        debug!(
            "throw asked at {at}: sent before at {:?}, board {} of {confirmed}, thrower {:?}",
            room.throw_sent,
            m.history.len(),
            m.thrower_to_move()
        );
    }
    if throw_asked
        && room.throw_sent != Some(at)
        && m.history.len() >= confirmed
        && m.thrower_to_move().is_some_and(|(_, k)| k == room.own)
    {
        room.throw_sent = Some(at);
        out.push(ClientMessage::Throw { seen: at });
    }
    // The next action the server accepted, once the board has shown the last.
    let local = m.history.len();
    if local < confirmed && room.sent.is_empty() && pending.0.is_empty() && !presenting.is_busy() {
        if room.fed_at == Some(local) {
            // The match refused what the server accepted: build it afresh.
            room.whole = true;
        } else {
            match room.view.actions[local].parse::<G::Action>() {
                Ok(action) => {
                    room.fed_at = Some(local);
                    pending.0.push_back(if m.state.to_move() == ToMove::Chance {
                        MatchRequest::Outcome(action)
                    } else {
                        MatchRequest::Play(action)
                    });
                }
                Err(_) => {
                    let text = room.view.actions[local].clone();
                    error!("the server's action {text:?} is not one of this game");
                    online.error = Some(OnlineError::MoveRefused(text));
                    online.room = None;
                    return;
                }
            }
        }
    }
    for message in out {
        online.send(message);
    }
}

/// Whether the board's actions begin as the server's do (the player's own unsent or
/// unanswered decisions after them). Only the last few are compared: earlier ones were
/// compared as they came.
fn agrees<G: GameView>(m: &Match<G>, room: &Room) -> bool {
    let confirmed = &room.view.actions;
    let shared = m.history.len().min(confirmed.len());
    let from = shared.saturating_sub(2);
    let tail_agrees = (from..shared).all(|i| m.history[i].to_string() == confirmed[i]);
    let unconfirmed = m.history.len().saturating_sub(confirmed.len());
    tail_agrees && unconfirmed >= room.sent.len()
}
