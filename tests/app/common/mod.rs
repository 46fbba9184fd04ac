//! What the headless tests share: an app with the game logic and no window, renderer,
//! egui or sound; starting its match; pressing a key for a frame.

use bevy::prelude::*;
use tabula::app::screens::Screen;
use tabula::app::settings::Settings;
use tabula::app::storage::DataDir;
use tabula::session::match_flow::{
    GameView, Match, MatchRequest, Presenting, Refusal, RequestRefused, ResumeRequest,
};
use tabula::session::registry::Games;
use tabula::session::saves::read_save;
use tabula_core::ToMove;
use tabula_table::{Level, MatchSetup, SeatKind};

/// An app that saves under a fresh temporary folder named after its test, with instant
/// animations unless `settings` says otherwise, ready to play `setup`.
pub fn headless_app(name: &str, settings: Settings, setup: MatchSetup) -> App {
    let dir = std::env::temp_dir().join(format!("tabula-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = tabula::dev::headless::headless_app(DataDir(Some(dir)), settings)
        .expect("the shipped texts");
    app.insert_resource(setup);
    app
}

/// Settings for tests: every animation instant.
pub fn instant() -> Settings {
    Settings {
        animation_speed: 0.0,
        ..Settings::default()
    }
}

/// Enters play and checks that a match of `G` began.
pub fn start<G: GameView>(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
    assert!(app.world().contains_resource::<Match<G>>());
}

/// Goes to `screen` as a menu button does, and lets it settle.
pub fn go(app: &mut App, screen: Screen) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
    app.update();
}

/// Does what a menu button does: `action` gets the form, the game list and the data
/// folder (the buttons' actions are `ui::menus::flow`'s functions of these).
pub fn menu_action<R>(
    app: &mut App,
    action: impl FnOnce(&mut MatchSetup, &Games, &DataDir) -> R,
) -> R {
    let world = app.world_mut();
    let games = world.remove_resource::<Games>().expect("games");
    let data = world.resource::<DataDir>().clone();
    let result = action(&mut world.resource_mut::<MatchSetup>(), &games, &data);
    world.insert_resource(games);
    result
}

/// Presses `key` for one frame and releases it the next.
pub fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
    app.update();
}

// What every game's headless tests check, written once over the game (as OpenSpiel's
// basic tests are): each game's file calls these, and keeps only what is its own.

/// The match of `G` in `app`.
pub fn game<G: GameView>(app: &App) -> &Match<G> {
    app.world().resource::<Match<G>>()
}

/// Computers (easy) play until `actions` are applied or the game ends; the autosave is
/// then resumed in a second app (as after a restart), with people in the seats so nothing
/// moves on: the history and the state are the same. Returns the second app.
pub fn a_match_resumes_from_its_autosave<G: GameView + PartialEq>(
    name: &str,
    mut setup: MatchSetup,
    actions: usize,
) -> App {
    setup.seats = vec![SeatKind::Computer(Level::Easy); setup.seats.len()];
    let mut app = headless_app(name, instant(), setup);
    start::<G>(&mut app);
    // The computers think on worker threads: on a busy machine a frame may bring no move.
    for _ in 0..20_000 {
        app.update();
        let m = game::<G>(&app);
        if m.history.len() >= actions || m.outcome().is_some() {
            break;
        }
    }
    let m = game::<G>(&app);
    let (state, history) = (m.state.clone(), m.history.clone());
    assert!(history.len() >= actions.min(5), "played {}", history.len());
    let data = app.world().resource::<DataDir>().clone();
    let mut saved = read_save(&data, G::NAME).unwrap().expect("autosaved");
    assert_eq!(saved.setup.game, G::NAME);
    assert_eq!(saved.actions.len(), history.len());
    saved.setup.seats = vec![SeatKind::Person; saved.setup.seats.len()];
    let mut again = headless_app(&format!("{name}-again"), instant(), saved.setup.clone());
    again.world_mut().resource_mut::<ResumeRequest>().0 = Some(saved);
    start::<G>(&mut again);
    let resumed = game::<G>(&again);
    assert_eq!(resumed.history, history);
    assert!(resumed.state == state, "the resumed state differs");
    again
}

/// Asking at the wrong time is refused and changes nothing: a throw while a seat is to
/// move, and a move while a throw is due (the first chance outcome, sent as a move), over
/// the first steps of a match between people (a game without throws after the lot, as
/// Chisolo, only ever has the first kind). Returns whether a throw was met.
pub fn requests_at_the_wrong_time_are_refused<G: GameView + PartialEq>(app: &mut App) -> bool {
    let (mut at_seat, mut at_chance) = (false, false);
    for _ in 0..40 {
        if at_seat && at_chance {
            break;
        }
        let before = game::<G>(app).state.clone();
        let history = game::<G>(app).history.len();
        let (wrong, expected, next) = match before.to_move() {
            ToMove::Seat(_) => {
                at_seat = true;
                let mut legal = Vec::new();
                before.legal_actions(&mut legal);
                let next = MatchRequest::<G>::Play(legal[0].clone());
                (MatchRequest::<G>::Chance, Refusal::NotTimeToThrow, next)
            }
            ToMove::Chance => {
                at_chance = true;
                let mut chance = Vec::new();
                before.chance_outcomes(&mut chance);
                let wrong = MatchRequest::Play(chance[0].0.clone());
                (wrong, Refusal::ThrowFirst, MatchRequest::Chance)
            }
            ToMove::Over(_) => break,
        };
        let refused = refusals(app, wrong.clone());
        assert_eq!(refused.len(), 1, "{wrong:?}: {refused:?}");
        assert_eq!(refused[0].0, expected);
        assert!(game::<G>(app).state == before, "{wrong:?} changed the game");
        assert_eq!(game::<G>(app).history.len(), history);
        // Play on one legal step, and wait for the board to show it.
        app.world_mut().write_message(next);
        for _ in 0..500 {
            app.update();
            if game::<G>(app).history.len() > history && !app.world().resource::<Presenting>().0 {
                break;
            }
        }
    }
    assert!(at_seat, "no seat was to move");
    at_chance
}

/// Sends `request` and returns the refusals the next two frames bring (earlier ones are
/// dropped first).
pub fn refusals<G: GameView>(app: &mut App, request: MatchRequest<G>) -> Vec<RequestRefused> {
    app.world_mut()
        .resource_mut::<Messages<RequestRefused>>()
        .clear();
    app.world_mut().write_message(request);
    app.update();
    app.update();
    app.world_mut()
        .resource_mut::<Messages<RequestRefused>>()
        .drain()
        .collect()
}

/// Copies a folder and everything in it (a theme, to break or change in a test).
pub fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A primary click on `target`, landing at `at` in the world if given (what a picking
/// backend reports), then a frame.
pub fn click(app: &mut App, target: Entity, at: Option<Vec2>) {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::events::{Click, Pointer};
    use bevy::picking::pointer::{Location, PointerButton, PointerId};
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::ZERO,
    };
    let click = Click {
        button: PointerButton::Primary,
        hit: HitData::new(Entity::PLACEHOLDER, 0.0, at.map(|p| p.extend(0.5)), None),
        duration: std::time::Duration::from_millis(80),
        count: 1,
    };
    app.world_mut()
        .trigger(Pointer::new(PointerId::Mouse, location, click, target));
    app.update();
}
