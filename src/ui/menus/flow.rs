//! What the menus do, apart from drawing: what they remember between screens, the saves
//! and the last setup found on the way to the title, the notices to show, and what each
//! button that starts a match does. Headless tests walk the menus through these.

use crate::app::screens::Screen;
use crate::app::storage::{DataDir, read_json, write_json};
use crate::locale::Told;
use crate::online::kept::{self, KeptSeat};
use crate::session::match_flow::{MatchOver, MatchStartFailed, ResumeRequest};
use crate::session::registry::{GameEntry, Games};
use crate::session::saves::{self, OfferedSave};
use bevy::prelude::*;
use tabula_core::Outcome;
use tabula_table::{Level, MatchSetup, SeatKind};

pub fn plugin(app: &mut App) {
    app.init_resource::<MenuState>()
        .add_systems(OnEnter(Screen::Title), look_for_save)
        .add_systems(OnEnter(Screen::Setup), forget_lesson_in_setup)
        .add_systems(Update, (remember_outcome, show_refusals));
}

/// What the menus remember between screens, and the messages to show.
#[derive(Resource, Default)]
pub struct MenuState {
    /// The unfinished matches found, latest first, offered for continuing.
    pub saves: Vec<OfferedSave>,
    /// Things to tell the player (a damaged save set aside, a match that would not start).
    pub notices: Vec<Told>,
    /// The last match's end, for the results screen.
    pub last_outcome: Option<Outcome>,
    /// The setup the player last started, if it still starts (the title offers it again).
    pub last_setup: Option<MatchSetup>,
    /// The seats held in online matches not over, to come back to.
    pub online_seats: Vec<KeptSeat>,
    checked_save: bool,
}

impl MenuState {
    /// The unfinished match of game `game`, if there is one.
    pub fn save_of(&self, game: &str) -> Option<&OfferedSave> {
        self.saves.iter().find(|s| s.saved.setup.game == game)
    }
}

/// The last setup started, so the setup screen opens as the player left it.
const LAST_SETUP: &str = "last-setup.json";

pub fn look_for_save(
    data: Res<DataDir>,
    games: Res<Games>,
    mut menu: ResMut<MenuState>,
    mut setup: ResMut<MatchSetup>,
    time: Res<Time<Real>>,
) {
    // The setup the player last started, if it still starts (a later version may have
    // dropped an option): the setup screen opens with it at first, the title offers it.
    let last = read_json::<MatchSetup>(&data, LAST_SETUP)
        .ok()
        .flatten()
        .filter(|last| !last.lesson)
        .filter(|last| games.find(&last.game).and_then(|g| g.check(last)).is_ok());
    if !menu.checked_save {
        info!("title screen after {:.2} s", time.elapsed_secs());
        if let Some(last) = &last {
            *setup = last.clone();
        }
    }
    forget_lesson(&mut setup, last.as_ref());
    menu.last_setup = last;
    let (offered, notices) = saves::saves_on_offer(&data, &games);
    menu.saves = offered;
    menu.online_seats = kept::kept(&data);
    menu.notices.extend(notices);
    menu.checked_save = true;
}

/// A lesson's setup (its script's rules, position and seats) is never the setup screen's
/// form: back in the menus it gives way to the setup last started, or the defaults.
pub fn forget_lesson(setup: &mut MatchSetup, last: Option<&MatchSetup>) {
    if setup.lesson {
        *setup = last.cloned().unwrap_or_default();
    }
}

fn forget_lesson_in_setup(mut setup: ResMut<MatchSetup>, menu: Res<MenuState>) {
    forget_lesson(&mut setup, menu.last_setup.as_ref());
}

/// Remembers the setup of a match the player starts (the setup screen opens with it and
/// the title offers to play it again). A lesson is not a setup to play again.
pub fn remember_setup(data: &DataDir, setup: &MatchSetup) {
    if setup.lesson {
        return;
    }
    if let Err(e) = write_json(data, LAST_SETUP, setup) {
        warn!("the setup was not remembered: {e}");
    }
}

/// Gallery, Learn: the game's guided first game. False if the game has none.
pub fn learn(setup: &mut MatchSetup, game: &dyn GameEntry) -> bool {
    match game.lesson(fresh_seed()) {
        Some(lesson) => {
            *setup = lesson;
            true
        }
        None => false,
    }
}

/// Gallery, Play (and the setup's list of games): the setup screen for `game`, keeping
/// the seats where the game allows them.
pub fn choose_game(setup: &mut MatchSetup, game: &dyn GameEntry) {
    // After a lesson the form starts afresh, even for the lesson's game.
    if setup.lesson {
        *setup = MatchSetup {
            game: String::new(),
            ..MatchSetup::default()
        };
    }
    if setup.game == game.name() {
        return;
    }
    let info = game.info();
    setup.game = info.name.to_string();
    setup.preset = info.default_preset().name.to_string();
    setup.options.clear();
    setup.position = None;
    let n = setup
        .seats
        .len()
        .clamp(*info.seats.start(), *info.seats.end());
    setup.seats.resize(n, SeatKind::Computer(Level::Medium));
}

/// Gallery, Play online: the online screen for `game`, every seat a friend's (the player
/// may put the computer in some).
pub fn choose_online_game(setup: &mut MatchSetup, game: &dyn GameEntry) {
    choose_game(setup, game);
    setup.seats.fill(SeatKind::Person);
}

/// Setup, Start: a new match of the form's setup, remembered for next time.
pub fn start_new(setup: &mut MatchSetup, data: &DataDir) {
    setup.seed = fresh_seed();
    setup.position = None;
    setup.lesson = false;
    remember_setup(data, setup);
}

/// Title, Play again: the setup last started, anew.
pub fn play_again(setup: &mut MatchSetup, last: &MatchSetup, data: &DataDir) {
    *setup = last.clone();
    start_new(setup, data);
}

/// Title or setup, Continue: the unfinished match, from its save.
pub fn continue_match(setup: &mut MatchSetup, resume: &mut ResumeRequest, offered: &OfferedSave) {
    *setup = offered.saved.setup.clone();
    resume.0 = Some(offered.saved.clone());
}

fn remember_outcome(mut over: MessageReader<MatchOver>, mut menu: ResMut<MenuState>) {
    for o in over.read() {
        menu.last_outcome = Some(o.0);
    }
}

fn show_refusals(mut failed: MessageReader<MatchStartFailed>, mut menu: ResMut<MenuState>) {
    for MatchStartFailed(why) in failed.read() {
        menu.notices
            .push(Told::new("notice-start-failed").text("why", why.clone()));
    }
}

/// The seeds for new matches: different each time, unless a demo fixes them.
pub fn fresh_seed() -> u64 {
    // The system's random source works on the web too, where the clock of `std` does not.
    getrandom::u64().unwrap_or_else(|_| {
        let now = bevy::platform::time::Instant::now();
        now.elapsed().as_nanos() as u64 ^ 0x5DEE_CE66_D1CE_B00C
    })
}
