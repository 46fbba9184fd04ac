//! The match: the one place that changes the game state. Requests come in (a person's pick,
//! a computer's choice, "throw now") and wait in order; each is checked against the rules
//! and applied, and every rule event goes out as a [`RuleMessage`]. Generic over the game,
//! so every game shares it. It knows nothing of how the board shows a move: the board
//! says, through [`Presenting`], while it is still showing one, and the match applies the
//! next request only once it is done.

use crate::app::screens::Screen;
use crate::app::storage::DataDir;
use crate::session::computer::Chooser;
use crate::session::lesson::Lesson;
use crate::session::records::Record;
use crate::session::registry::Scene;
use crate::session::saves::{self, SavedMatch};
use crate::session::setup::{Level, MatchSetup, SeatKind};
use bevy::prelude::*;
use std::collections::VecDeque;
use std::marker::PhantomData;
use tabula_core::{
    Evaluate, Game, Illegal, Outcome, Rng64, RuleEvent, Seat, ToMove, sample_chance,
};

/// What the app needs from a game beyond its rules.
pub trait TableGame: Game + Evaluate {
    /// The theme role of the board's picture.
    const BOARD_ROLE: &'static str;
    /// How many seats a demo match of the game has (the fewest it takes unless it says).
    const DEMO_SEATS: usize = *Self::INFO.seats.start();
    /// Positions the tour pictures (a cube on offer, a hint on the board).
    const SCENES: &'static [Scene] = &[];
    /// The view gives its own hints (Backgammon's best plays and cube advice); the others
    /// get the Hard computer's choice, marked on the board (`ui/hint.rs`).
    const OWN_HINT: bool = false;
    /// The game's guided first game and rules pages (`learn.ron` in its folder, read by
    /// `session::lesson`); empty for a game without.
    const LEARN: &'static str = "";
    /// Adds the game's board view: its entities, animation, input and HUD text.
    fn add_view(app: &mut App);
    /// The seat whose throw or roll the current chance action is, if it is anyone's (the
    /// lot for the first player is nobody's).
    fn thrower(&self) -> Option<Seat>;
    /// The name of the positions [`TableGame::from_position`] reads; empty when it reads none.
    const POSITION_FORMAT: &'static str = "";
    /// A game starting from a position written in the game's own way (Backgammon: GNU
    /// Backgammon's position ID, with its match ID).
    fn from_position(_options: &Self::Options, _seats: usize, _text: &str) -> Result<Self, String> {
        Err(format!("{} cannot start from a position", Self::INFO.title))
    }

    /// The name of the format of [`TableGame::record`] ("GNU Backgammon .mat").
    const RECORD_FORMAT: &'static str = "";
    /// The match so far as a record another program reads (Backgammon's `.mat`), with the
    /// seats called `names`; `None` when the game (or this match) keeps none.
    fn record(&self, _names: &[&str]) -> Option<Result<Record, String>> {
        None
    }

    /// A match read from such a record: the options it was played with (key, value) and
    /// its actions; `None` when the game reads no records.
    #[allow(clippy::type_complexity)]
    fn read_record(
        _text: &str,
    ) -> Option<Result<(Vec<(String, String)>, Vec<Self::Action>), String>> {
        None
    }

    /// The game's own computer player at `level` for this decision, where it has one (a
    /// trained evaluation); `None` leaves the level to the generic agents.
    fn own_computer(
        _level: Level,
        _state: &Self,
        _legal: &[Self::Action],
    ) -> Option<Chooser<Self>> {
        None
    }
}

/// The state a match of `setup` starts from: the game's start, or the position the setup
/// names.
pub fn first_state<G: TableGame>(setup: &MatchSetup) -> Result<G, String> {
    let options = setup.game_options::<G>()?;
    match &setup.position {
        None => G::new(&options, setup.seats.len()).map_err(|e| e.0),
        Some(text) => G::from_position(&options, setup.seats.len(), text),
    }
}

/// The match in play.
#[derive(Resource)]
pub struct Match<G: Game> {
    pub setup: MatchSetup,
    pub state: G,
    pub history: Vec<G::Action>,
    /// Who made each action of the history: the seat deciding, or for chance the seat
    /// whose throw it was (`None`: the lot, nobody's).
    actors: Vec<Actor>,
    rng: Rng64,
    /// The random stream as it stood before each chance draw of this run, by its place in
    /// the history: a take-back restores it, so the same throws come again.
    rng_before_draw: Vec<(usize, Rng64)>,
    /// A match being watched (a finished one again, or a record read in): all its
    /// actions, of which the history holds those shown so far. Nobody plays, nothing is
    /// saved.
    replay: Option<Vec<G::Action>>,
    /// The guided first game's script, when the match is one: it decides the throws and
    /// refuses any other move while it lasts.
    lesson: Option<Lesson<G>>,
    /// Set once the end has been announced.
    over_announced: bool,
}

impl<G: TableGame> Match<G> {
    /// A new match from its setup (a lesson's opens at its position).
    pub fn new(setup: MatchSetup) -> Result<Self, String> {
        let mut m = Self::bare(setup)?;
        let before = m
            .lesson
            .as_ref()
            .map(|l| l.before.clone())
            .unwrap_or_default();
        let mut events = Vec::new();
        for (i, action) in before.into_iter().enumerate() {
            m.play(action, &mut events)
                .map_err(|e| format!("the lesson's action {} is refused: {e:?}", i + 1))?;
        }
        Ok(m)
    }

    /// The match at its first state, no action played; with its lesson's script if the
    /// setup asks for one.
    fn bare(setup: MatchSetup) -> Result<Self, String> {
        let state = first_state::<G>(&setup)?;
        let lesson = if setup.lesson {
            Some(Lesson::read()?)
        } else {
            None
        };
        Ok(Match {
            rng: Rng64::new(setup.seed),
            setup,
            state,
            history: Vec::new(),
            actors: Vec::new(),
            rng_before_draw: Vec::new(),
            replay: None,
            lesson,
            over_announced: false,
        })
    }

    /// The lesson, when the match is a guided first game.
    pub fn lesson(&self) -> Option<&Lesson<G>> {
        self.lesson.as_ref()
    }

    /// The action the lesson's script has next, while it lasts.
    pub fn scripted_next(&self) -> Option<&G::Action> {
        self.lesson.as_ref()?.action_at(self.history.len())
    }

    /// Plays the lesson's script on (the throws and the computer's moves) until a person
    /// is to decide, each action as a request would play it.
    pub fn follow_script_to_a_person(&mut self) -> Result<(), Refusal> {
        let mut events = Vec::new();
        while let Some(action) = self.scripted_next().cloned() {
            if matches!(self.seat_to_move(), Some((_, SeatKind::Human))) {
                break;
            }
            self.play(action, &mut events)?;
        }
        Ok(())
    }

    /// A match replayed from a save. Fails, changing nothing, if any action is refused.
    pub fn resume(saved: &SavedMatch) -> Result<Self, String> {
        let (m, refused) = Self::replay(saved)?;
        match refused {
            Some(e) => Err(e),
            None => Ok(m),
        }
    }

    /// A match replayed from a save as far as its actions go: it stops before the first
    /// refused action, saying why. Fails only if the save's setup does not start a game.
    pub fn replay(saved: &SavedMatch) -> Result<(Self, Option<String>), String> {
        if saved.setup.game != G::NAME {
            return Err(format!(
                "the save is of {}, not {}",
                saved.setup.game,
                G::NAME
            ));
        }
        let mut m = Match::<G>::bare(saved.setup.clone())?;
        let mut events = Vec::new();
        let mut refused = None;
        for (i, text) in saved.actions.iter().enumerate() {
            let applied = text
                .parse::<G::Action>()
                .map_err(|e| format!("action {} ({text:?}): {e}", i + 1))
                .and_then(|action| {
                    let decider = m.decider();
                    m.state
                        .apply(&action, &mut events)
                        .map_err(|e| format!("action {} ({text}): {e}", i + 1))?;
                    m.history.push(action);
                    m.actors.push(decider);
                    Ok(())
                });
            if let Err(e) = applied {
                refused = Some(e);
                break;
            }
        }
        // Continue the throws from a point the saved seed and length fix.
        m.rng = Rng64::new(m.setup.seed ^ (m.history.len() as u64).wrapping_mul(0x9E37_79B9));
        Ok((m, refused))
    }

    /// A match to watch move by move: `saved`'s actions, none shown yet. Fails, changing
    /// nothing, if its setup does not start or any action is refused.
    pub fn watch(saved: &SavedMatch) -> Result<Self, String> {
        let (whole, refused) = Self::replay(saved)?;
        if let Some(e) = refused {
            return Err(e);
        }
        let mut m = Match::bare(saved.setup.clone())?;
        // Watched, a lesson's every action is shown, none awaited.
        m.lesson = None;
        m.replay = Some(whole.history);
        Ok(m)
    }

    /// While a match is watched: how many of its actions are shown, of how many.
    pub fn replay_progress(&self) -> Option<(usize, usize)> {
        self.replay
            .as_ref()
            .map(|all| (self.history.len(), all.len()))
    }

    /// What a save holds, stamped now.
    pub fn to_saved(&self) -> SavedMatch {
        SavedMatch::new(
            self.setup.clone(),
            self.history.iter().map(|a| a.to_string()).collect(),
        )
    }

    /// Who makes the next action.
    fn decider(&self) -> Actor {
        match self.state.to_move() {
            ToMove::Seat(s) => Actor::Decides(s),
            ToMove::Chance => self.state.thrower().map_or(Actor::Nobody, Actor::Throws),
            ToMove::Over(_) => Actor::Nobody,
        }
    }

    /// Where a take-back would return to (the length of the history kept), if a person may
    /// take back now, when a person is to decide or throw. Against the computer: that
    /// person's last decision and everything after it, until that person throws again
    /// (then the turn stands). Between people who allowed it in the setup: the last
    /// decision anyone made, until somebody throws.
    pub fn take_back_point(&self) -> Option<usize> {
        let seat = match self.state.to_move() {
            ToMove::Seat(s) => s,
            ToMove::Chance => self.state.thrower()?,
            ToMove::Over(_) => return None,
        };
        if self.setup.seats[seat.index()] != SeatKind::Human {
            return None;
        }
        let computers = self
            .setup
            .seats
            .iter()
            .any(|s| matches!(s, SeatKind::Computer(_)));
        if !computers && !self.setup.take_backs {
            return None;
        }
        let last = self.actors.iter().rposition(|a| match a {
            Actor::Decides(s) | Actor::Throws(s) => !computers || *s == seat,
            Actor::Nobody => false,
        })?;
        // A lesson's position is where it opens: nothing before it is taken back.
        let opening = self.lesson.as_ref().map_or(0, |l| l.start);
        (matches!(self.actors[last], Actor::Decides(_)) && last >= opening).then_some(last)
    }

    /// Takes back to [`Match::take_back_point`]: the state is replayed from the start
    /// without the undone actions, and chance's stream is put back as it was, so the throws
    /// that follow are the ones already seen. Changes nothing when there is nothing to take
    /// back.
    pub fn take_back(&mut self) -> Result<(), Refusal> {
        let keep = self.take_back_point().ok_or(Refusal::NothingToTakeBack)?;
        self.rewind_to(keep)
    }

    /// The state after the first `keep` actions, replayed from the start; chance's stream
    /// as it stood then.
    fn rewind_to(&mut self, keep: usize) -> Result<(), Refusal> {
        let mut state =
            first_state::<G>(&self.setup).map_err(|e| Refusal::Rules(Illegal(e.into())))?;
        let mut events = Vec::new();
        for action in &self.history[..keep] {
            state.apply(action, &mut events).map_err(Refusal::Rules)?;
        }
        self.state = state;
        self.history.truncate(keep);
        self.actors.truncate(keep);
        if let Some(i) = self.rng_before_draw.iter().position(|(at, _)| *at >= keep) {
            self.rng = self.rng_before_draw[i].1.clone();
            self.rng_before_draw.truncate(i);
        }
        Ok(())
    }

    /// The kind of the seat to decide, if a seat decides.
    pub fn seat_to_move(&self) -> Option<(Seat, SeatKind)> {
        match self.state.to_move() {
            ToMove::Seat(s) => Some((s, self.setup.seats[s.index()])),
            _ => None,
        }
    }

    /// True when a person is to decide and the board is still (not showing a move).
    pub fn person_to_move(&self, board: &impl Presentation) -> bool {
        self.replay.is_none()
            && !board.is_busy()
            && matches!(self.seat_to_move(), Some((_, SeatKind::Human)))
    }

    /// True when the throw or roll now due is a person's and the board is still.
    pub fn person_to_throw(&self, board: &impl Presentation) -> bool {
        self.replay.is_none()
            && !board.is_busy()
            && self
                .state
                .thrower()
                .is_some_and(|s| self.setup.seats[s.index()] == SeatKind::Human)
    }

    /// Whom the match waits for now.
    pub fn waiting_for(&self, board: &impl Presentation) -> WaitingFor {
        if board.is_busy() {
            return WaitingFor::Animation;
        }
        if self.replay.is_some() {
            return WaitingFor::Nobody;
        }
        let seat = match self.state.to_move() {
            ToMove::Seat(s) => s,
            ToMove::Chance => match self.state.thrower() {
                Some(s) => s,
                // The lot for the first player is drawn by the app.
                None => return WaitingFor::Computer,
            },
            ToMove::Over(_) => return WaitingFor::Nobody,
        };
        match self.setup.seats[seat.index()] {
            SeatKind::Human => WaitingFor::Person,
            SeatKind::Computer(_) => WaitingFor::Computer,
        }
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// Applies an action after checking it; on refusal nothing changes.
    fn play(&mut self, action: G::Action, events: &mut Vec<RuleEvent>) -> Result<(), Refusal> {
        let legal = match self.state.to_move() {
            ToMove::Seat(_) => {
                let mut legal = Vec::new();
                self.state.legal_actions(&mut legal);
                legal.contains(&action)
            }
            ToMove::Chance => {
                let mut chance = Vec::new();
                self.state.chance_outcomes(&mut chance);
                chance.iter().any(|(a, _)| *a == action)
            }
            ToMove::Over(_) => false,
        };
        if !legal {
            return Err(Refusal::NotLegalNow(action.to_string()));
        }
        if let Some(scripted) = self.scripted_next()
            && *scripted != action
        {
            return Err(Refusal::NotInLesson(action.to_string()));
        }
        let decider = self.decider();
        self.state.apply(&action, events).map_err(Refusal::Rules)?;
        self.history.push(action);
        self.actors.push(decider);
        Ok(())
    }

    /// Chance's pick for the current chance node.
    fn sample_chance(&mut self) -> Option<G::Action> {
        let mut outcomes = Vec::new();
        self.state.chance_outcomes(&mut outcomes);
        if outcomes.is_empty() {
            return None;
        }
        self.rng_before_draw
            .push((self.history.len(), self.rng.clone()));
        let i = sample_chance(&outcomes, &mut self.rng);
        // A lesson's throws are the script's.
        if let Some(scripted) = self.scripted_next() {
            return Some(scripted.clone());
        }
        Some(outcomes.swap_remove(i).0)
    }
}

/// Who made an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Actor {
    Decides(Seat),
    Throws(Seat),
    Nobody,
}

/// A request to the match.
#[derive(Message, Clone, Debug)]
pub enum MatchRequest<G: Game> {
    /// A seat's decision.
    Play(G::Action),
    /// Let chance act now (the Throw button, or a computer's throw).
    Chance,
    /// Take back the person's last decision and everything after it.
    TakeBack,
    /// Watching a match: show its next action.
    Forward,
    /// Watching a match: go back one action.
    Back,
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

/// Why a request was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// A move was asked for while a throw is due.
    ThrowFirst,
    /// A throw was asked for while a seat is to move.
    NotTimeToThrow,
    /// The action (in the game's notation) is not among the legal ones now.
    NotLegalNow(String),
    /// The rules refused it, saying why.
    Rules(Illegal),
    /// A take-back was asked for with nothing of the person's to take back.
    NothingToTakeBack,
    /// A replay step with no match being watched, or past its start or end.
    NotInReplay,
    /// A guided first game awaits another move (the action, in the game's notation).
    NotInLesson(String),
}

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
    /// The last move is still being shown.
    Animation,
}

fn tell_waiting_for<G: TableGame>(
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut waiting: ResMut<WaitingFor>,
) {
    waiting.set_if_neq(m.waiting_for(&*presenting));
}

/// Whatever shows the match's moves (the board's animation) and may still be busy with one.
pub trait Presentation {
    /// True while earlier moves are still being shown.
    fn is_busy(&self) -> bool;
}

/// True while the board is still showing earlier moves: the board keeps it up to date, and
/// the match applies no request until it is false again.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Presenting(pub bool);

impl Presentation for Presenting {
    fn is_busy(&self) -> bool {
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

impl<G: TableGame> Plugin for MatchPlugin<G> {
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
        .init_resource::<FinishedMatch>()
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
pub fn throw_pressed<G: TableGame>(
    mut pressed: MessageReader<ThrowPressed>,
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    if pressed.read().count() > 0 && m.person_to_throw(&*presenting) {
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

/// The match that ended last, whole (for the results screen: watch it again, keep its
/// record).
#[derive(Resource, Default)]
pub struct FinishedMatch(pub Option<SavedMatch>);

fn start_match<G: TableGame>(
    mut commands: Commands,
    mut pending: ResMut<PendingRequests<G>>,
    setup: Res<MatchSetup>,
    mut resume: ResMut<ResumeRequest>,
    mut watch: ResMut<ReplayRequest>,
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
    let started = match (watch.0.take(), resume.0.take()) {
        (Some(saved), _) => Match::<G>::watch(&saved),
        (None, Some(saved)) => Match::<G>::resume(&saved),
        (None, None) => Match::<G>::new(setup.clone()),
    };
    match started {
        Ok(m) => {
            commands.insert_resource(m);
        }
        Err(e) => {
            error!("cannot start the match: {e}");
            failed.write(MatchStartFailed(e));
            next.set(Screen::Title);
        }
    }
}

/// Keeps every request, in order, until the match can apply it.
fn collect_requests<G: TableGame>(
    mut requests: MessageReader<MatchRequest<G>>,
    mut pending: ResMut<PendingRequests<G>>,
) {
    pending.0.extend(requests.read().cloned());
}

/// The lot for the first player (chance that is nobody's) draws itself.
fn auto_lot<G: TableGame>(m: Res<Match<G>>, mut pending: ResMut<PendingRequests<G>>) {
    if m.replay.is_none()
        && m.state.to_move() == ToMove::Chance
        && m.state.thrower().is_none()
        && pending.0.is_empty()
    {
        pending.0.push_back(MatchRequest::Chance);
    }
}

fn apply_requests<G: TableGame>(
    mut m: ResMut<Match<G>>,
    mut pending: ResMut<PendingRequests<G>>,
    data: Res<DataDir>,
    mut rule_messages: MessageWriter<RuleMessage>,
    mut applied: MessageWriter<ActionApplied>,
    mut refused: MessageWriter<RequestRefused>,
    mut rewound: MessageWriter<MatchRewound>,
) {
    // One request a frame: the board shows each action before the next is taken.
    let Some(request) = pending.0.pop_front() else {
        return;
    };
    let action = match request {
        MatchRequest::TakeBack | MatchRequest::Back => {
            let done = if matches!(request, MatchRequest::Back) {
                match m.replay_progress() {
                    Some((shown, _)) if shown > 0 => m.rewind_to(shown - 1),
                    _ => Err(Refusal::NotInReplay),
                }
            } else {
                m.take_back()
            };
            match done {
                Ok(()) => {
                    rewound.write(MatchRewound);
                    if m.replay.is_none()
                        && let Err(e) = saves::write_save(&data, &m.to_saved())
                    {
                        warn!("autosave failed: {e}");
                    }
                }
                Err(reason) => {
                    refused.write(RequestRefused(reason));
                }
            }
            return;
        }
        MatchRequest::Forward => {
            let next = m
                .replay
                .as_ref()
                .and_then(|all| all.get(m.history.len()).cloned());
            match next {
                Some(a) => a,
                None => {
                    refused.write(RequestRefused(Refusal::NotInReplay));
                    return;
                }
            }
        }
        MatchRequest::Play(a) => {
            if m.state.to_move() == ToMove::Chance {
                refused.write(RequestRefused(Refusal::ThrowFirst));
                return;
            }
            a
        }
        MatchRequest::Chance => {
            if m.state.to_move() != ToMove::Chance {
                refused.write(RequestRefused(Refusal::NotTimeToThrow));
                return;
            }
            match m.sample_chance() {
                Some(a) => a,
                None => return,
            }
        }
    };
    let mut events = Vec::new();
    match m.play(action, &mut events) {
        Ok(()) => {
            rule_messages.write_batch(events.into_iter().map(RuleMessage));
            applied.write(ActionApplied {
                actions_so_far: m.history.len(),
            });
            if m.replay.is_none()
                && let Err(e) = saves::write_save(&data, &m.to_saved())
            {
                warn!("autosave failed: {e}");
            }
        }
        Err(reason) => {
            refused.write(RequestRefused(reason));
        }
    }
}

fn finish_match<G: TableGame>(
    mut m: ResMut<Match<G>>,
    data: Res<DataDir>,
    mut finished: ResMut<FinishedMatch>,
    mut over: MessageWriter<MatchOver>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Some(outcome) = m.outcome()
        && !m.over_announced
        && m.replay.is_none()
    {
        m.over_announced = true;
        saves::clear_save(&data, G::NAME);
        finished.0 = Some(m.to_saved());
        over.write(MatchOver(outcome));
        next.set(Screen::Results);
    }
}
