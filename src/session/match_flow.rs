//! The match in the app: the referee (`tabula_table::Match`, the one place that changes
//! the game state) kept as a resource, with the systems around it. Requests come in (a
//! person's pick, a computer's choice, "throw now") and wait in order; each goes to the
//! referee, and every rule event of an applied one goes out as a [`RuleMessage`]. Generic
//! over the game, so every game shares it. It knows nothing of how the board shows a move:
//! the board says, through [`Presenting`], while it is still showing one, and the match
//! applies the next request only once it is done.

use crate::app::screens::Screen;
pub use crate::session::game_view::GameView;
use crate::session::lesson::lesson_for;
use bevy::prelude::*;
use std::collections::VecDeque;
use std::marker::PhantomData;
use tabula_core::{Game, Outcome, RuleEvent, ToMove};
pub use tabula_table::{Handled, Match, MatchRequest, Refusal, StartError};
use tabula_table::{MatchSetup, SavedMatch, SeatKind};

/// A new match of `setup`, with its game's lesson when it is one.
pub fn start<G: GameView>(setup: MatchSetup) -> Result<Match<G>, StartError> {
    let lesson = lesson_for::<G>(&setup)?;
    Match::new(setup, lesson)
}

/// A match replayed from a save. Fails, changing nothing, if any action is refused.
pub fn resume<G: GameView>(saved: &SavedMatch) -> Result<Match<G>, StartError> {
    Match::resume(saved, lesson_for::<G>(&saved.setup)?)
}

/// A match replayed from a save as far as its actions go, and why it stopped there if it
/// stopped before the end.
pub fn replay<G: GameView>(
    saved: &SavedMatch,
) -> Result<(Match<G>, Option<StartError>), StartError> {
    Match::replay(saved, lesson_for::<G>(&saved.setup)?)
}

/// What the match asks of this screen now, given whether the board is still showing a move.
pub trait AtThisScreen {
    /// True when a person at this screen is to decide and the board is still.
    fn person_to_move(&self, board: &Presenting) -> bool;
    /// True when the throw or roll now due is a person's at this screen and the board is
    /// still.
    fn person_to_throw(&self, board: &Presenting) -> bool;
    /// Whom the match waits for now.
    fn waiting_for(&self, board: &Presenting) -> WaitingFor;
}

impl<G: Game> AtThisScreen for Match<G> {
    fn person_to_move(&self, board: &Presenting) -> bool {
        !self.is_watched()
            && !board.is_busy()
            && self.seat_to_move().is_some_and(|(_, k)| k.is_person_here())
    }

    fn person_to_throw(&self, board: &Presenting) -> bool {
        !self.is_watched()
            && !board.is_busy()
            && self
                .thrower_to_move()
                .is_some_and(|(_, k)| k.is_person_here())
    }

    fn waiting_for(&self, board: &Presenting) -> WaitingFor {
        if board.is_busy() {
            return WaitingFor::Animation;
        }
        if self.is_watched() {
            return WaitingFor::Nobody;
        }
        let kind = match self.state.to_move() {
            ToMove::Seat(_) => self.seat_to_move().map(|(_, k)| k),
            ToMove::Chance => self.thrower_to_move().map(|(_, k)| k),
            ToMove::Over(_) => return WaitingFor::Nobody,
        };
        match kind {
            Some(SeatKind::Person) => WaitingFor::Person,
            Some(SeatKind::Remote) => WaitingFor::Remote,
            None if !self.draws_chance() => WaitingFor::Remote,
            // A computer, or the lot for the first player, drawn by the app.
            Some(SeatKind::Computer(_)) | None => WaitingFor::Computer,
        }
    }
}

/// One rule event of an applied action, in order.
#[derive(Message, Clone, Debug)]
pub struct RuleMessage(pub RuleEvent);

/// An action was applied (the match's history now holds it).
#[derive(Message, Clone, Debug)]
pub struct ActionApplied {
    pub actions_so_far: usize,
}

/// A request was refused; nothing changed.
#[derive(Message, Clone, Debug)]
pub struct RequestRefused(pub Refusal);

/// The match was taken back to an earlier position: views show the state afresh.
#[derive(Message, Clone, Copy, Debug)]
pub struct MatchRewound;

/// A match could not start (its setup or save was refused); nothing changed.
#[derive(Message, Clone, Debug)]
pub struct MatchStartFailed(pub String);

/// The match ended (sent once, after its last animation).
#[derive(Message, Clone, Debug)]
pub struct MatchOver(pub Outcome);

/// Whom the match in play waits for, as the frame leaves it (the web page tells the
/// browser test, which times the page while a person thinks).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WaitingFor {
    /// No match in play, or it is over.
    #[default]
    Nobody,
    /// A person is to move or throw.
    Person,
    /// A computer seat thinks, or the app draws the lot.
    Computer,
    /// A person elsewhere is to move or throw, or the game server is to draw.
    Remote,
    /// The last move is still being shown.
    Animation,
}

fn tell_waiting_for<G: GameView>(
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut waiting: ResMut<WaitingFor>,
) {
    waiting.set_if_neq(m.waiting_for(&presenting));
}

/// True while the board is still showing earlier moves: the one fact of whether the board
/// is busy, kept by the board's animation (`board::animation`) and read by the match, the
/// views and the panels. The match applies no request until it is false again.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Presenting(pub bool);

impl Presenting {
    pub fn is_busy(&self) -> bool {
        self.0
    }
}

/// The run condition of the match's own work: the board shows nothing any more.
pub fn board_is_still(presenting: Res<Presenting>) -> bool {
    !presenting.0
}

/// Requests not yet applied, oldest first: none is dropped while the board is busy.
#[derive(Resource)]
pub struct PendingRequests<G: Game>(pub VecDeque<MatchRequest<G>>);

impl<G: Game> Default for PendingRequests<G> {
    fn default() -> Self {
        PendingRequests(VecDeque::new())
    }
}

/// The order of a frame's match work: requests are collected, applied once the board is
/// still, views turn the rule messages into animation, then seats (people and computers)
/// decide on the settled picture.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchSystems {
    Collect,
    Apply,
    React,
    Decide,
}

/// The system that starts a match on entering play; views spawn their pieces after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchStart;

/// Adds the match of game `G`: it starts on entering [`Screen::Playing`] when the setup
/// names `G`, and leaves for [`Screen::Results`] once over and animated.
pub struct MatchPlugin<G>(PhantomData<G>);

impl<G> Default for MatchPlugin<G> {
    fn default() -> Self {
        MatchPlugin(PhantomData)
    }
}

impl<G: GameView> Plugin for MatchPlugin<G> {
    fn build(&self, app: &mut App) {
        let playing = in_state(Screen::Playing).and_then(resource_exists::<Match<G>>);
        app.add_message::<MatchRequest<G>>()
            .init_resource::<PendingRequests<G>>()
            .add_systems(
                OnEnter(Screen::Playing),
                start_match::<G>.in_set(MatchStart),
            )
            .add_systems(
                Update,
                collect_requests::<G>
                    .in_set(MatchSystems::Collect)
                    .run_if(playing.clone()),
            )
            .add_systems(
                Update,
                (auto_lot::<G>, apply_requests::<G>, finish_match::<G>)
                    .chain()
                    .in_set(MatchSystems::Apply)
                    .run_if(playing.and_then(board_is_still)),
            )
            .add_systems(
                PostUpdate,
                // After the frame's animation, which may have just finished.
                tell_waiting_for::<G>
                    .after(TransformSystems::Propagate)
                    .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
            );
    }
}

/// Shared messages of every match; added once.
pub fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>()
        .init_resource::<ResumeRequest>()
        .init_resource::<ReplayRequest>()
        .init_resource::<AnalyseWhenWatched>()
        .init_resource::<FinishedMatch>()
        .init_resource::<PlayersNames>()
        .init_resource::<OverAnnounced>()
        .init_resource::<WaitingFor>()
        .init_resource::<Presenting>()
        .add_systems(
            OnExit(Screen::Playing),
            |mut waiting: ResMut<WaitingFor>| {
                *waiting = WaitingFor::Nobody;
            },
        )
        .add_message::<RuleMessage>()
        .add_message::<ActionApplied>()
        .add_message::<RequestRefused>()
        .add_message::<MatchStartFailed>()
        .add_message::<MatchOver>()
        .add_message::<ThrowPressed>()
        .add_message::<MatchRewound>()
        .configure_sets(
            Update,
            (
                MatchSystems::Collect,
                MatchSystems::Apply,
                MatchSystems::React,
                MatchSystems::Decide,
            )
                .chain(),
        );
}

/// A person asked to throw (the HUD's button or the Space key); the game's view turns it
/// into a [`MatchRequest::Chance`] if it is that person's throw.
#[derive(Message, Clone, Copy, Debug)]
pub struct ThrowPressed;

/// Turns [`ThrowPressed`] into a throw when the throw due is a person's. The views with
/// dice or sticks run it right after their keyboard input.
pub fn throw_pressed<G: GameView>(
    mut pressed: MessageReader<ThrowPressed>,
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    if pressed.read().count() > 0 && m.person_to_throw(&presenting) {
        requests.write(MatchRequest::Chance);
    }
}

/// Set by the title screen's Resume: the next match starts from this save.
#[derive(Resource, Default)]
pub struct ResumeRequest(pub Option<SavedMatch>);

/// Set to watch a match move by move (a finished one again, a record read in): the next
/// match shows this save's actions one at a time.
#[derive(Resource, Default)]
pub struct ReplayRequest(pub Option<SavedMatch>);

/// Set with a [`ReplayRequest`] to have the match watched analysed from the start (the
/// results screen's Analyse); the game's view that analyses takes it.
#[derive(Resource, Default)]
pub struct AnalyseWhenWatched(pub bool);

/// The match that ended last, whole (for the results screen: watch it again, keep its
/// record).
#[derive(Resource, Default)]
pub struct FinishedMatch(pub Option<SavedMatch>);

/// The players' names the match being played gives its seats (a record's players); empty
/// when the seats go by the game's names.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct PlayersNames(pub Vec<String>);

fn start_match<G: GameView>(
    mut commands: Commands,
    mut pending: ResMut<PendingRequests<G>>,
    setup: Res<MatchSetup>,
    mut to_resume: ResMut<ResumeRequest>,
    mut to_watch: ResMut<ReplayRequest>,
    (mut announced, mut players): (ResMut<OverAnnounced>, ResMut<PlayersNames>),
    mut failed: MessageWriter<MatchStartFailed>,
    mut next: ResMut<NextState<Screen>>,
) {
    if setup.game != G::NAME {
        // A match of this game left earlier must not go on behind another game's board.
        commands.remove_resource::<Match<G>>();
        return;
    }
    // Requests of an earlier match are not this one's.
    pending.0.clear();
    announced.0 = false;
    let started = match (to_watch.0.take(), to_resume.0.take()) {
        (Some(saved), _) => Match::<G>::watch(&saved),
        (None, Some(saved)) => resume::<G>(&saved),
        (None, None) => start::<G>(setup.clone()),
    };
    match started {
        Ok(m) => {
            players.set_if_neq(PlayersNames(m.setup.names.clone()));
            commands.insert_resource(m);
        }
        Err(e) => {
            error!("cannot start the match: {e}");
            failed.write(MatchStartFailed(e.to_string()));
            next.set(Screen::Title);
        }
    }
}

/// Keeps every request, in order, until the match can apply it.
fn collect_requests<G: GameView>(
    mut requests: MessageReader<MatchRequest<G>>,
    mut pending: ResMut<PendingRequests<G>>,
) {
    pending.0.extend(requests.read().cloned());
}

/// The lot for the first player (chance that is nobody's) draws itself, where the match
/// draws its own chance.
fn auto_lot<G: GameView>(m: Res<Match<G>>, mut pending: ResMut<PendingRequests<G>>) {
    if !m.is_watched()
        && m.draws_chance()
        && m.state.to_move() == ToMove::Chance
        && m.state.thrower().is_none()
        && pending.0.is_empty()
    {
        pending.0.push_back(MatchRequest::Chance);
    }
}

/// Hands the oldest request to the referee and tells the app what came of it (a match
/// played, not watched, is then saved by `saves`).
fn apply_requests<G: GameView>(
    mut m: ResMut<Match<G>>,
    mut pending: ResMut<PendingRequests<G>>,
    mut rule_messages: MessageWriter<RuleMessage>,
    mut applied: MessageWriter<ActionApplied>,
    mut refused: MessageWriter<RequestRefused>,
    mut rewound: MessageWriter<MatchRewound>,
) {
    // One request a frame: the board shows each action before the next is taken.
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    let mut events = Vec::new();
    match m.handle(request, &mut events) {
        Ok(Handled::Applied) => {
            rule_messages.write_batch(events.into_iter().map(RuleMessage));
            applied.write(ActionApplied {
                actions_so_far: m.history.len(),
            });
        }
        Ok(Handled::Rewound) => {
            rewound.write(MatchRewound);
        }
        Err(reason) => {
            refused.write(RequestRefused(reason));
        }
    }
}

/// Set once the end of the match in play has been announced.
#[derive(Resource, Default)]
pub struct OverAnnounced(bool);

fn finish_match<G: GameView>(
    m: Res<Match<G>>,
    mut announced: ResMut<OverAnnounced>,
    mut over: MessageWriter<MatchOver>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(outcome) = m.outcome()
        && !announced.0
        && !m.is_watched()
    {
        announced.0 = true;
        over.write(MatchOver(outcome));
        next.set(Screen::Results);
    }
}
