//! The menu screens (egui), one file each: loading, title, setup, results. What they
//! share (the backdrop, the save on offer, the last result) lives here.

use crate::app::layout::ScreenLayout;
use crate::app::screens::Screen;

use crate::app::storage::{DataDir, read_json, write_json};
use crate::locale::{Texts, Told};
use crate::session::match_flow::{
    FinishedMatch, MatchOver, MatchStartFailed, ReplayRequest, ResumeRequest,
};
use crate::session::records::keep_record;
use crate::session::registry::{GameEntry, Games};
use crate::session::saves::{self, OfferedSave, SavedMatch};
use crate::session::setup::{Level, MatchSetup, SeatKind};
use crate::theme::{SeatNames, Theme, ThemeLoading};
use crate::ui::hud::HudInfo;
use crate::ui::settings::OpenWindows;
use crate::ui::style::{StyledSystems, big_button, centred, egui_colour, menu_card};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_core::Outcome;

mod loading;
mod results;
pub(crate) mod setup;
mod title;

use loading::loading;
use results::results;
use setup::{choose_game, joined, setup};
use title::title;

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

pub fn plugin(app: &mut App) {
    app.init_resource::<MenuState>()
        .init_resource::<crate::ui::gallery::GalleryPages>()
        .add_systems(OnEnter(Screen::Title), (look_for_save, spawn_backdrop))
        .add_systems(OnEnter(Screen::Setup), spawn_backdrop)
        .add_systems(OnEnter(Screen::Playing), despawn_backdrop)
        .add_systems(Update, (remember_outcome, show_refusals))
        .add_systems(
            Update,
            leave_loading.run_if(
                in_state(Screen::Loading)
                    .and_then(resource_exists::<Theme>)
                    .and_then(resource_exists::<Texts>),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                loading.run_if(in_state(Screen::Loading)),
                title.run_if(in_state(Screen::Title)),
                setup.run_if(in_state(Screen::Setup)),
                results.run_if(in_state(Screen::Results)),
            )
                .in_set(StyledSystems),
        );
}

/// The title once the theme and the texts are both in (either may come first).
fn leave_loading(mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}

/// The table and an empty board behind the menus.
#[derive(Component)]
struct Backdrop;

fn spawn_backdrop(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    games: Res<Games>,
    existing: Query<(), With<Backdrop>>,
) {
    let Some(theme) = theme else { return };
    if !existing.is_empty() {
        return;
    }
    commands.spawn((Backdrop, theme.table()));
    commands.spawn((
        Backdrop,
        Sprite {
            image: theme.image(games.0[0].board_role),
            custom_size: Some(Vec2::splat(660.0)),
            color: Color::srgba(1.0, 1.0, 1.0, 0.55),
            ..default()
        },
        // Whole within the 720-high world the menus show.
        Transform::from_xyz(0.0, 0.0, -5.0),
    ));
}

fn despawn_backdrop(mut commands: Commands, backdrop: Query<Entity, With<Backdrop>>) {
    for e in &backdrop {
        commands.entity(e).despawn();
    }
}

fn look_for_save(
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
        .filter(|last| games.find(&last.game).and_then(|g| (g.check)(last)).is_ok());
    if !menu.checked_save {
        info!("title screen after {:.2} s", time.elapsed_secs());
        if let Some(last) = &last {
            *setup = last.clone();
        }
    }
    menu.last_setup = last;
    let (offered, notices) = saves::saves_on_offer(&data, &games);
    menu.saves = offered;
    menu.notices.extend(notices);
    menu.checked_save = true;
}

/// Remembers the setup of a match the player starts (the setup screen opens with it and
/// the title offers to play it again).
pub fn remember_setup(data: &DataDir, setup: &MatchSetup) {
    if let Err(e) = write_json(data, LAST_SETUP, setup) {
        warn!("the setup was not remembered: {e}");
    }
}

/// A save in the player's words: the game and, below, its rules, seats, moves and date.
pub fn save_words(save: &OfferedSave, games: &Games, texts: &Texts) -> (String, String) {
    let setup = &save.saved.setup;
    let Ok(game) = games.find(&setup.game) else {
        return (setup.game.clone(), String::new());
    };
    let preset = game
        .info
        .preset(&setup.preset)
        .map_or(setup.preset.clone(), |p| texts.preset_label(game.info, p));
    let mut detail = vec![
        preset,
        seats_words(&setup.seats, texts),
        count(texts, "count-moves", save.moves),
    ];
    if let Some(when) = save.saved.saved_when() {
        detail.push(when);
    }
    (texts.game_title(game.info), detail.join(" · "))
}

/// Who plays, in words: "you against the computer (hard)", "2 people", "1 person, 3
/// computers".
pub fn seats_words(seats: &[SeatKind], texts: &Texts) -> String {
    let people = seats.iter().filter(|s| **s == SeatKind::Human).count();
    let computers = seats.len() - people;
    match (people, computers, seats.iter().find_map(computer_level)) {
        (1, 1, Some(level)) => texts.with(
            "you-against-computer",
            &[("level", texts.get(level_id(level, true)).into())],
        ),
        (_, 0, _) => count(texts, "count-people", people),
        (0, _, _) => count(texts, "count-computers", computers),
        _ => texts.with(
            "people-and-computers",
            &[
                ("people", count(texts, "count-people", people).into()),
                (
                    "computers",
                    count(texts, "count-computers", computers).into(),
                ),
            ],
        ),
    }
}

/// The message id of a level's name, capitalised as a label or lower case in a phrase.
pub fn level_id(level: Level, lower: bool) -> &'static str {
    match (level, lower) {
        (Level::Easy, false) => "level-easy",
        (Level::Medium, false) => "level-medium",
        (Level::Hard, false) => "level-hard",
        (Level::Easy, true) => "level-easy-lower",
        (Level::Medium, true) => "level-medium-lower",
        (Level::Hard, true) => "level-hard-lower",
    }
}

fn computer_level(seat: &SeatKind) -> Option<Level> {
    match seat {
        SeatKind::Computer(l) => Some(*l),
        SeatKind::Human => None,
    }
}

/// "1 move", "2 moves": a count by a message that agrees with it (`id` takes `count`).
pub fn count(texts: &Texts, id: &str, n: usize) -> String {
    texts.with(id, &[("count", (n as i64).into())])
}

fn remember_outcome(mut over: MessageReader<MatchOver>, mut menu: ResMut<MenuState>) {
    for o in over.read() {
        menu.last_outcome = Some(o.0);
    }
}

fn show_refusals(mut failed: MessageReader<MatchStartFailed>, mut menu: ResMut<MenuState>) {
    // The reason went to the log where the match failed.
    if failed.read().count() > 0 {
        menu.notices.push(Told::new("notice-start-failed"));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(code: &str) -> Texts {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
        let mut t = Texts::from_dir(&dir).unwrap();
        assert!(t.set_language(code));
        t
    }

    #[test]
    fn counts_and_seats_read_as_words() {
        let t = texts("en");
        assert_eq!(count(&t, "count-moves", 1), "1 move");
        assert_eq!(count(&t, "count-moves", 0), "0 moves");
        assert_eq!(count(&t, "count-moves", 12), "12 moves");
        let hard = SeatKind::Computer(Level::Hard);
        assert_eq!(
            seats_words(&[SeatKind::Human, hard], &t),
            "you against the computer (hard)"
        );
        assert_eq!(seats_words(&[SeatKind::Human; 2], &t), "2 people");
        assert_eq!(seats_words(&[hard; 2], &t), "2 computers");
        assert_eq!(
            seats_words(&[SeatKind::Human, hard, hard, hard], &t),
            "1 person, 3 computers"
        );
        let ru = texts("ru");
        assert_eq!(
            seats_words(&[SeatKind::Human, hard, hard, hard], &ru),
            "1 человек, 3 компьютера"
        );
        assert_eq!(
            seats_words(&[SeatKind::Human, hard], &ru),
            "вы против компьютера (сложный)"
        );
    }
}
