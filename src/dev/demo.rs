//! Demo mode: a computer-only match with full rendering, for players who want to watch and
//! for checks. It prints `winner: …` at the end, can save a screenshot of the final board,
//! and can exit when done.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::session::match_flow::{Match, TableGame};
use crate::session::registry::Games;
use crate::session::setup::{Level, MatchSetup, SeatKind};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::winit::WinitSettings;
use std::path::PathBuf;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_malefiz::Malefiz;
use tabula_yut::Yut;

#[derive(Clone, Debug)]
pub struct DemoOptions {
    pub game: String,
    pub seed: u64,
    pub seats: usize,
    pub level: Level,
    /// Animation speed (1 normal, 0 instant).
    pub speed: f32,
    pub exit_on_end: bool,
    pub screenshot: Option<PathBuf>,
    /// Pictures to take mid-game: after this many actions, once the pieces are still.
    pub snapshots: Vec<(usize, PathBuf)>,
}

impl Default for DemoOptions {
    fn default() -> Self {
        DemoOptions {
            game: "yut".into(),
            seed: 7,
            seats: 2,
            level: Level::Medium,
            speed: 1.0,
            exit_on_end: false,
            screenshot: None,
            snapshots: Vec::new(),
        }
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            _ => Err(format!("unknown level {s:?} (easy, medium, hard)")),
        }
    }
}

#[derive(Resource, Clone)]
struct Demo(DemoOptions);

/// Frames to wait for a screenshot before giving up and exiting anyway.
const SCREENSHOT_PATIENCE: u32 = 600;

#[derive(Resource, Default)]
struct Ending {
    frames: u32,
    requested: bool,
}

/// Frame times while pieces move, for the end-of-demo report.
#[derive(Resource, Default)]
struct FrameTimes(Vec<f32>);

fn record_frame_times(
    time: Res<Time>,
    queue: Res<crate::board::animation::AnimationQueue>,
    mut times: ResMut<FrameTimes>,
) {
    if queue.is_busy() {
        times.0.push(time.delta_secs() * 1000.0);
    }
}

pub struct DemoPlugin(pub DemoOptions);

impl Plugin for DemoPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Demo(self.0.clone()))
            .insert_resource(WinitSettings::continuous())
            .init_resource::<Ending>()
            .init_resource::<FrameTimes>()
            .add_systems(Update, record_frame_times.run_if(in_state(Screen::Playing)))
            .add_systems(OnEnter(Screen::Title), start_demo)
            .add_systems(OnEnter(Screen::Results), report_frame_times)
            .add_systems(Update, finish_demo.run_if(in_state(Screen::Results)));
        add_game::<Yut>(app);
        add_game::<Chisolo>(app);
        add_game::<Backgammon>(app);
        add_game::<Malefiz>(app);
    }
}

/// The demo's systems that read the match of game `G`.
fn add_game<G: TableGame>(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Results),
        announce_winner::<G>
            .after(report_frame_times)
            .run_if(resource_exists::<Match<G>>),
    )
    .add_systems(
        Update,
        take_snapshots::<G>.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
    );
}

fn start_demo(
    demo: Res<Demo>,
    games: Res<Games>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
) {
    let d = &demo.0;
    let preset = games
        .find(&d.game)
        .map_or_else(|_| "".into(), |g| g.info.default_preset().name.into());
    *setup = MatchSetup {
        game: d.game.clone(),
        preset,
        seats: vec![SeatKind::Computer(d.level); d.seats],
        seed: d.seed,
        ..MatchSetup::default()
    };
    settings.animation_speed = d.speed;
    next.set(Screen::Playing);
}

fn report_frame_times(mut times: ResMut<FrameTimes>) {
    let mut t = std::mem::take(&mut times.0);
    // The first frames include loading; the report is about steady animation.
    if t.len() > 10 {
        t.drain(..5);
        t.sort_by(f32::total_cmp);
        let mean = t.iter().sum::<f32>() / t.len() as f32;
        let p95 = t[(t.len() * 95 / 100).min(t.len() - 1)];
        println!(
            "frame time while pieces move: mean {mean:.1} ms, 95th percentile {p95:.1} ms, max {:.1} ms over {} frames",
            t[t.len() - 1],
            t.len()
        );
    }
}

fn announce_winner<G: TableGame>(m: Res<Match<G>>) {
    if let Some(outcome) = m.outcome() {
        let names: Vec<String> = outcome
            .winners
            .iter()
            .map(crate::ui::style::seat_colour_name)
            .collect();
        let seats: Vec<String> = outcome.winners.iter().map(|s| s.0.to_string()).collect();
        println!(
            "winner: {} (seat {}) after {} actions, {} point{}",
            names.join(" & "),
            seats.join(", "),
            m.history.len(),
            outcome.points,
            if outcome.points == 1 { "" } else { "s" }
        );
    }
}

fn take_snapshots<G: TableGame>(
    mut commands: Commands,
    mut demo: ResMut<Demo>,
    m: Res<Match<G>>,
    queue: Res<crate::board::animation::AnimationQueue>,
) {
    if queue.is_busy() {
        return;
    }
    let due: Vec<PathBuf> = demo
        .0
        .snapshots
        .iter()
        .filter(|(at, _)| m.history.len() >= *at)
        .map(|(_, p)| p.clone())
        .collect();
    demo.0.snapshots.retain(|(at, _)| m.history.len() < *at);
    for path in due {
        println!(
            "snapshot after {} actions: {}",
            m.history.len(),
            path.display()
        );
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}

fn finish_demo(
    mut commands: Commands,
    demo: Res<Demo>,
    mut ending: ResMut<Ending>,
    mut exit: MessageWriter<AppExit>,
) {
    ending.frames += 1;
    // Let the results window draw for a few frames before the picture is taken.
    if ending.frames < 10 {
        return;
    }
    if let Some(path) = &demo.0.screenshot {
        if !ending.requested {
            ending.requested = true;
            if let Some(dir) = path.parent()
                && !dir.as_os_str().is_empty()
            {
                let _ = std::fs::create_dir_all(dir);
            }
            let _ = std::fs::remove_file(path);
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
            return;
        }
        if !path.exists() && ending.frames < SCREENSHOT_PATIENCE {
            return;
        }
        if !path.exists() {
            eprintln!("screenshot {} was not written", path.display());
            if demo.0.exit_on_end {
                exit.write(AppExit::error());
            }
            return;
        }
        println!("screenshot: {}", path.display());
    }
    if demo.0.exit_on_end {
        exit.write(AppExit::Success);
    }
}

/// A tour of the menus for checks: pictures of the title and setup screens, then exit.
pub struct TourPlugin(pub PathBuf);

#[derive(Resource)]
struct Tour {
    dir: PathBuf,
    frames: u32,
}

impl Plugin for TourPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Tour {
            dir: self.0.clone(),
            frames: 0,
        })
        .insert_resource(WinitSettings::continuous())
        .add_systems(
            Update,
            tour.run_if(in_state(Screen::Title).or_else(in_state(Screen::Setup))),
        );
    }
}

fn tour(
    mut commands: Commands,
    mut tour: ResMut<Tour>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    tour.frames += 1;
    let name = match screen.get() {
        Screen::Title => "title",
        _ => "setup",
    };
    match tour.frames {
        20 => {
            let _ = std::fs::create_dir_all(&tour.dir);
            let path = tour.dir.join(format!("{name}.png"));
            println!("screenshot: {}", path.display());
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
        }
        40 if name == "title" => {
            tour.frames = 0;
            next.set(Screen::Setup);
        }
        60 => {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
