//! Demo mode: a computer-only match with full rendering, for players who want to watch and
//! for checks. It prints `winner: …` at the end, can save a screenshot of the final board,
//! and can exit when done.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{ActionApplied, MatchOver};
use crate::session::registry::Games;
use crate::theme::SeatNames;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::winit::WinitSettings;
use std::path::PathBuf;
use tabula_table::{Level, MatchSetup, SeatKind};

#[derive(Clone, Debug)]
pub struct DemoOptions {
    /// The game's name ([`tabula_core::Game::NAME`]).
    pub game: String,
    pub seed: u64,
    /// How many seats; the game's own demo count when not given.
    pub seats: Option<usize>,
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
            game: String::new(),
            seed: 7,
            seats: None,
            level: Level::Medium,
            speed: 1.0,
            exit_on_end: false,
            screenshot: None,
            snapshots: Vec::new(),
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

fn record_frame_times(time: Res<Time>, presenting: Res<Presenting>, mut times: ResMut<FrameTimes>) {
    if presenting.is_busy() {
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
            .add_systems(Update, finish_demo.run_if(in_state(Screen::Results)))
            .init_resource::<ActionsSoFar>()
            .add_systems(Update, (count_actions, take_snapshots).chain())
            .add_systems(Update, announce_winner);
    }
}

/// How many actions the match in play has applied.
#[derive(Resource, Default)]
struct ActionsSoFar(usize);

fn count_actions(mut applied: MessageReader<ActionApplied>, mut count: ResMut<ActionsSoFar>) {
    if let Some(a) = applied.read().last() {
        count.0 = a.actions_so_far;
    }
}

fn start_demo(
    demo: Res<Demo>,
    games: Res<Games>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
) {
    let d = &demo.0;
    let Ok(game) = games.find(&d.game) else {
        error!("no game {:?} to demonstrate", d.game);
        return;
    };
    let preset = game.info().default_preset().name.to_string();
    let seats = d.seats.unwrap_or(game.demo_seats());
    *setup = MatchSetup {
        game: d.game.clone(),
        preset,
        seats: vec![SeatKind::Computer(d.level); seats],
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

fn announce_winner(
    mut over: MessageReader<MatchOver>,
    count: Res<ActionsSoFar>,
    names: Res<SeatNames>,
) {
    for MatchOver(outcome) in over.read() {
        let seats: Vec<String> = outcome.winners.iter().map(|s| s.0.to_string()).collect();
        println!(
            "winner: {} (seat {}) after {} actions, {} point{}",
            names.winners(outcome),
            seats.join(", "),
            count.0,
            outcome.points,
            if outcome.points == 1 { "" } else { "s" }
        );
    }
}

fn take_snapshots(
    mut commands: Commands,
    mut demo: ResMut<Demo>,
    count: Res<ActionsSoFar>,
    presenting: Res<Presenting>,
) {
    if presenting.is_busy() {
        return;
    }
    let due: Vec<PathBuf> = demo
        .0
        .snapshots
        .iter()
        .filter(|(at, _)| count.0 >= *at)
        .map(|(_, p)| p.clone())
        .collect();
    demo.0.snapshots.retain(|(at, _)| count.0 < *at);
    for path in due {
        println!("snapshot after {} actions: {}", count.0, path.display());
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
