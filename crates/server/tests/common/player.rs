//! A player as the tests drive one: a client with its own copy of the match, kept by the
//! server's accepted actions, and the requests a greedy player makes.

use super::{Client, Server};
use tabula_ai::GreedyAgent;
use tabula_core::{Agent, Evaluate, Game, Rng64, ToMove};
use tabula_protocol::{
    Actor, ClientMessage, DiceProof, Ending, MatchEnd, RoomCode, RoomSetup, RoomView, SeatPlan,
    SeatToken, ServerMessage,
};
use tabula_table::{Match, MatchRequest, SavedMatch};

/// A player's contribution to the dice: any number will do.
fn contribution(name: &str) -> u64 {
    name.bytes()
        .fold(0x5eed, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)))
}

/// Two players take the two seats of room `code`, and read on until the match has begun
/// (its lot drawn, if it has one).
pub async fn seat_two<G: Game>(server: &Server, code: RoomCode) -> [Player<G>; 2] {
    seat_two_on(server, server, code).await
}

/// [`seat_two`] with Ann on `ann` and Bo on `bo` (two processes of a cluster).
pub async fn seat_two_on<G: Game>(ann: &Server, bo: &Server, code: RoomCode) -> [Player<G>; 2] {
    let mut a = Player::<G>::enter(ann, code, Some("Ann")).await;
    let mut b = Player::<G>::enter(bo, code, Some("Bo")).await;
    // Ann sees Bo sit down.
    a.read().await;
    a.catch_up(0).await;
    b.catch_up(a.version).await;
    [a, b]
}

/// A client with its own copy of the match, kept by the server's accepted actions.
pub struct Player<G: Game> {
    pub client: Client,
    pub seat: Option<usize>,
    pub token: Option<SeatToken>,
    pub m: Match<G>,
    pub version: u64,
    /// The end, once told.
    pub end: Option<MatchEnd>,
    /// The dice's proof, as the room shows it (with the secret once the end is told).
    pub dice: Option<DiceProof>,
    /// Seats told to be away.
    pub away: Vec<usize>,
}

impl<G: Game> Player<G> {
    /// Joins (or watches, with `name` `None`) room `code`.
    pub async fn enter(server: &Server, code: RoomCode, name: Option<&str>) -> Player<G> {
        let mut client = Client::connect(server).await;
        client
            .send(&match name {
                Some(name) => ClientMessage::Join {
                    code,
                    seat: None,
                    name: name.into(),
                    seed: contribution(name),
                },
                None => ClientMessage::Watch { code },
            })
            .await;
        let (mut seat, mut token) = (None, None);
        loop {
            match client.recv().await {
                ServerMessage::Seated { seat: s, token: t } => (seat, token) = (Some(s), Some(t)),
                ServerMessage::Room(view) if name.is_none() || seat.is_some() => {
                    return Player {
                        client,
                        seat,
                        token,
                        m: replica(&view),
                        version: view.version,
                        end: view.end.clone(),
                        dice: view.dice.clone(),
                        away: Vec::new(),
                    };
                }
                other => panic!("entering: {other:?}"),
            }
        }
    }

    /// Reads messages until the copy stands at version `at` or later with no lot due (the
    /// server draws those at once), and with the end told once the match is over.
    pub async fn catch_up(&mut self, at: u64) {
        while self.version < at
            || lot_due(&self.m)
            || (self.m.outcome().is_some() && self.end.is_none())
        {
            self.read().await;
        }
    }

    pub async fn read(&mut self) {
        match self.client.recv().await {
            ServerMessage::Accepted {
                version,
                action,
                by,
            } => {
                assert_eq!(version, self.version + 1, "versions come one by one");
                let deciding = match self.m.state.to_move() {
                    ToMove::Seat(s) => Some(s.index()),
                    _ => None,
                };
                assert_eq!(by, deciding.map_or(Actor::Chance, Actor::Seat), "{action}");
                follow(&mut self.m, &action);
                self.version = version;
            }
            ServerMessage::Ended { end, dice } => {
                if end.ending == Ending::Played {
                    assert_eq!(Some(end.outcome), self.m.outcome());
                }
                assert!(dice.is_none() || dice.as_ref().unwrap().secret.is_some());
                self.end = Some(end);
                self.dice = dice;
            }
            ServerMessage::TakenBack { version, actions } => {
                let mut saved = self.m.to_saved();
                saved.actions.truncate(actions);
                self.m = Match::resume(&saved, None).unwrap();
                self.version = version;
            }
            ServerMessage::Room(view) => {
                self.m = replica(&view);
                self.version = view.version;
                self.seat = view.you.or(self.seat);
                self.end = view.end.clone();
                self.dice = view.dice.clone();
            }
            ServerMessage::Away { seats } => self.away = seats,
            ServerMessage::Presence { .. }
            | ServerMessage::Chat { .. }
            | ServerMessage::RematchAsked { .. }
            | ServerMessage::TakeBackAsked { .. }
            | ServerMessage::TakeBackDeclined { .. } => {}
            other => panic!("seat {:?} got {other:?}", self.seat),
        }
    }
}

pub fn replica<G: Game>(view: &RoomView) -> Match<G> {
    assert_eq!(view.setup.seed, 0, "a client never holds the server's seed");
    Match::resume(
        &SavedMatch::new(view.setup.clone(), view.actions.clone()),
        None,
    )
    .unwrap()
}

pub fn lot_due<G: Game>(m: &Match<G>) -> bool {
    m.state.to_move() == ToMove::Chance && m.state.thrower().is_none()
}

pub fn follow<G: Game>(m: &mut Match<G>, text: &str) {
    let action: G::Action = text.parse().unwrap();
    let request = if m.state.to_move() == ToMove::Chance {
        MatchRequest::Outcome(action)
    } else {
        MatchRequest::Play(action)
    };
    m.handle(request, &mut Vec::new())
        .unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The request the seat to act would make now: a decision of a greedy player that never
/// resigns (a random one takes some 15,000 actions to end a Malefiz match, and the greedy
/// one resigns a backgammon at its first roll), or its throw.
pub fn next_request<G: Evaluate>(
    m: &Match<G>,
    version: u64,
    rng: &mut Rng64,
) -> (usize, ClientMessage) {
    match m.state.to_move() {
        ToMove::Seat(s) => {
            let all = m.state.legal();
            let playing_on: Vec<G::Action> = all
                .iter()
                .filter(|a| !a.to_string().starts_with("resign"))
                .cloned()
                .collect();
            let legal = if playing_on.is_empty() {
                all
            } else {
                playing_on
            };
            let action = &legal[GreedyAgent.choose(&m.state, &legal, rng)];
            (
                s.index(),
                ClientMessage::Act {
                    action: action.to_string(),
                    seen: version,
                },
            )
        }
        ToMove::Chance => (
            m.state.thrower().expect("a throw of a seat").index(),
            ClientMessage::Throw { seen: version },
        ),
        ToMove::Over(_) => unreachable!("the match is over"),
    }
}

/// A room of `G` for two people.
pub async fn create_room<G: Game>(server: &Server, take_backs: bool) -> RoomCode {
    create::<G>(server, vec![SeatPlan::Person, SeatPlan::Person], take_backs).await
}

/// A room of `G` with these seats, its dice as the game has them by default.
pub async fn create<G: Game>(server: &Server, seats: Vec<SeatPlan>, take_backs: bool) -> RoomCode {
    let mut host = Client::connect(server).await;
    host.send(&ClientMessage::CreateRoom {
        room: RoomSetup {
            game: G::NAME.into(),
            preset: G::INFO.default_preset().name.into(),
            options: Vec::new(),
            seats,
            take_backs,
            verifiable: None,
        },
    })
    .await;
    match host.recv().await {
        ServerMessage::Created { code } => code,
        other => panic!("creating: {other:?}"),
    }
}

/// Plays `steps` requests (all when `None`) of the match the players are in, each made by
/// the seat to act; returns false if the match ended first.
pub async fn play<G: Evaluate>(
    players: &mut [Player<G>],
    rng: &mut Rng64,
    steps: Option<usize>,
) -> bool {
    let mut done = 0;
    while players[0].m.outcome().is_none() {
        if steps == Some(done) {
            return true;
        }
        let (seat, request) = next_request(&players[0].m, players[0].version, rng);
        let at = players[0].version + 1;
        let mover = players
            .iter_mut()
            .position(|p| p.seat == Some(seat))
            .unwrap();
        players[mover].client.send(&request).await;
        for p in players.iter_mut() {
            p.catch_up(at).await;
        }
        done += 1;
        assert!(done < 20_000, "the match does not end");
    }
    false
}

/// A new connection for a player, returning to its seat with its token.
pub async fn come_back<G: Game>(server: &Server, code: RoomCode, player: &mut Player<G>) {
    let mut client = Client::connect(server).await;
    client
        .send(&ClientMessage::Return {
            code,
            token: player.token.unwrap(),
            seen: player.version,
        })
        .await;
    player.client = client;
}
