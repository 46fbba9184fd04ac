//! A tour for checks (`--tour DIR`): pictures of the title (the gallery, and a game's rules
//! from it), settings and setup screens, then of a
//! computers' match of every game at three window sizes (a small window, a large one and
//! an upright phone's), then of every game's scenes (`scene-<name>.png`), then of each
//! game's guided first game (`learn-<game>.png`) and a page of its rules book
//! (`rules-<game>.png`), then of online play (`online-*.png`, `dev/tour_online.rs`) in
//! each language, then exit.

use crate::app::screens::Screen;
use crate::session::match_flow::{
    ActionApplied, AnalyseWhenWatched, Presenting, ReplayRequest, ResumeRequest,
};
use crate::session::registry::{Games, Scene};
use crate::theme::{ThemeCatalogue, ThemeLoading, ThemeName};
use crate::ui::panel::{AnalysisPanel, HudCommand, HudInfo};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::PrimaryWindow;
use bevy::winit::WinitSettings;
use std::path::PathBuf;
use tabula_table::{Level, MatchSetup, SeatKind};

/// The window sizes each game is pictured at.
pub const SIZES: [(u32, u32); 3] = [(800, 600), (1920, 1080), (390, 844)];

/// The languages other than English whose title and setup are pictured.
pub const LANGUAGES: [&str; 2] = ["ru", "ko"];

/// Actions a match plays before its pictures.
const ACTIONS: usize = 12;

/// Frames a new window size gets to settle before its picture.
const SETTLE: u32 = 12;

/// Frames from a scene standing still to its picture: a replay's first steps are shown by
/// then; a hint's picture waits longer, for the Hard computer's choice.
const SCENE_SHOT: u32 = 12;
const HINT_SHOT: u32 = 18;

/// Frames a scene may take to start and stand still before the tour fails.
const SCENE_START_FRAMES: u32 = 300;

/// Frames an analysed scene's analysis may take before the tour fails.
const ANALYSIS_FRAMES: u32 = 3000;

pub struct TourPlugin(pub PathBuf);

#[derive(Resource)]
struct Tour {
    dir: PathBuf,
    frames: u32,
    stage: Stage,
    /// The frame a scene's board first stood still on.
    ready: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Stage {
    Title,
    Setup,
    /// Game `game` of the list is being set up and played to its pictures.
    Game {
        game: usize,
        actions: usize,
    },
    /// Game `game`'s picture at `SIZES[size]` is being taken.
    Picture {
        game: usize,
        size: usize,
    },
    /// Back on the title, game `game` is next.
    Next {
        game: usize,
    },
    /// The title and setup in the `index`-th of [`LANGUAGES`].
    Language {
        index: usize,
    },
    /// Game `game`'s guided first game at the person's first move, then its rules book at
    /// its second page.
    Learn {
        game: usize,
    },
    /// The `index`-th of all games' scenes: in English, then in each of [`LANGUAGES`],
    /// then in English in each theme other than the first (`pass` counts them: 0 is
    /// English, 1 to `LANGUAGES.len()` the languages, the themes after).
    Scene {
        index: usize,
        pass: usize,
    },
    /// Online play's screens: in English (`pass` 0), then in each of [`LANGUAGES`].
    Online {
        pass: usize,
    },
}

impl Plugin for TourPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Tour {
            dir: self.0.clone(),
            frames: 0,
            stage: Stage::Title,
            ready: None,
        })
        .insert_resource(WinitSettings::continuous())
        .add_systems(Update, tour.run_if(not(in_state(Screen::Loading))));
    }
}

#[allow(clippy::too_many_arguments)]
fn tour(
    mut commands: Commands,
    mut tour: ResMut<Tour>,
    games: Res<Games>,
    mut setup: ResMut<MatchSetup>,
    mut settings: ResMut<crate::app::settings::Settings>,
    presenting: Res<Presenting>,
    mut applied: MessageReader<ActionApplied>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut open: ResMut<crate::ui::settings::OpenWindows>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut resume: ResMut<ResumeRequest>,
    mut watch: ResMut<ReplayRequest>,
    mut hud: MessageWriter<HudCommand>,
    (screen, mut book, mut online, real, info, mut analyse): (
        Res<State<Screen>>,
        ResMut<crate::ui::rules_book::RulesBook>,
        ResMut<crate::online::Online>,
        Res<Time<Real>>,
        Res<HudInfo>,
        ResMut<AnalyseWhenWatched>,
    ),
    themes: (
        Option<Res<ThemeCatalogue>>,
        Res<ThemeLoading>,
        Res<ThemeName>,
    ),
) {
    tour.frames += 1;
    let frames = tour.frames;
    let dir = tour.dir.clone();
    let mut picture = |name: &str| {
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join(format!("{name}.png"));
        println!("screenshot: {}", path.display());
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    };
    let mut resize = |(w, h): (u32, u32)| {
        for mut window in &mut windows {
            window.resolution.set(w as f32, h as f32);
        }
    };
    match tour.stage {
        Stage::Title | Stage::Setup => {
            let name = if tour.stage == Stage::Title {
                "title"
            } else {
                "setup"
            };
            // The gallery's pictures come after the title shows: wait for them.
            if frames == 18 && themes.1.busy() {
                tour.frames = 17;
                return;
            }
            match frames {
                // The title is the gallery of games.
                19 if name == "title" => picture("gallery"),
                20 => picture(name),
                21 => resize((390, 844)),
                35 => picture(&format!("{name}-390x844")),
                36 => resize((1280, 720)),
                // The settings window, over the title.
                40 if name == "title" => open.settings = true,
                50 if name == "title" => picture("settings"),
                51 if name == "title" => open.settings = false,
                // A game's rules from its card (the first game's, as it starts).
                52 if name == "title" => {
                    book.open(MatchSetup {
                        game: games.0[0].name().to_string(),
                        preset: games.0[0].info().default_preset().name.to_string(),
                        ..MatchSetup::default()
                    });
                }
                58 if name == "title" => picture("gallery-rules"),
                59 if name == "title" => book.close(),
                60 if name == "title" => {
                    tour.frames = 0;
                    tour.stage = Stage::Setup;
                    next.set(Screen::Setup);
                }
                60 => {
                    tour.frames = 0;
                    tour.stage = Stage::Language { index: 0 };
                }
                _ => {}
            }
        }
        Stage::Game { game, actions } => {
            let actions = actions + applied.read().count();
            tour.stage = Stage::Game { game, actions };
            if actions >= ACTIONS && !presenting.0 {
                // The board stands still: so slow the game that the computers' pause
                // before their next move outlasts the pictures.
                settings.animation_speed = 0.01;
                tour.frames = 0;
                tour.stage = Stage::Picture { game, size: 0 };
                resize(SIZES[0]);
            }
        }
        Stage::Language { index } => {
            let code = LANGUAGES[index];
            match frames {
                1 => {
                    settings.language = Some(code.to_string());
                    next.set(Screen::Title);
                }
                // Each screen also in a phone's window, where long words must still fit.
                20 => picture(&format!("title-{code}")),
                21 => resize((390, 844)),
                35 => picture(&format!("title-{code}-390x844")),
                36 => {
                    resize((1280, 720));
                    next.set(Screen::Setup);
                }
                55 => picture(&format!("setup-{code}")),
                56 => resize((390, 844)),
                70 => picture(&format!("setup-{code}-390x844")),
                71 => resize((1280, 720)),
                72 if index + 1 < LANGUAGES.len() => {
                    tour.frames = 0;
                    tour.stage = Stage::Language { index: index + 1 };
                }
                72 => {
                    settings.language = Some("en".to_string());
                    settings.animation_speed = 8.0;
                    start_game(&mut tour, 0, &games, &mut setup, &mut next);
                }
                _ => {}
            }
        }
        Stage::Next { game } => {
            if frames == 5 {
                start_game(&mut tour, game, &games, &mut setup, &mut next);
            }
        }
        Stage::Picture { game, size } => {
            if frames == SETTLE {
                let (w, h) = SIZES[size];
                picture(&format!("{}-{w}x{h}", games.0[game].name()));
            } else if frames == SETTLE + 6 {
                tour.frames = 0;
                if size + 1 < SIZES.len() {
                    tour.stage = Stage::Picture {
                        game,
                        size: size + 1,
                    };
                    resize(SIZES[size + 1]);
                } else if game + 1 < games.0.len() {
                    resize((1280, 720));
                    settings.animation_speed = 8.0;
                    // Through the title, so the next game's match starts afresh.
                    next.set(Screen::Title);
                    tour.stage = Stage::Next { game: game + 1 };
                } else {
                    resize((1280, 720));
                    next.set(Screen::Title);
                    tour.stage = Stage::Scene { index: 0, pass: 0 };
                }
            }
        }
        Stage::Learn { game } => {
            let Some(entry) = games.0.get(game) else {
                tour.frames = 0;
                tour.stage = Stage::Online { pass: 0 };
                return;
            };
            let name = entry.name();
            // The first theme again, once it is in.
            let (_, loading, shown) = &themes;
            if frames == 4 && (loading.busy() || shown.0 != crate::theme::CLASSIC) {
                tour.frames = 3;
                return;
            }
            match frames {
                5 => match entry.lesson_first_move() {
                    Some(saved) => {
                        settings.animation_speed = 0.0;
                        *setup = saved.setup.clone();
                        resume.0 = Some(saved);
                        next.set(Screen::Playing);
                    }
                    None => tour.frames = 60,
                },
                40 => picture(&format!("learn-{name}")),
                41 => resize((390, 844)),
                55 => picture(&format!("learn-{name}-390x844")),
                56 => resize((1280, 720)),
                60 => next.set(Screen::Title),
                65 => {
                    let mut shown = setup.clone();
                    shown.game = name.to_string();
                    shown.preset = entry.info().default_preset().name.to_string();
                    shown.options.clear();
                    book.open(shown);
                    book.page = 1;
                }
                80 => picture(&format!("rules-{name}")),
                81 => {
                    book.close();
                    tour.frames = 0;
                    tour.stage = Stage::Learn { game: game + 1 };
                }
                _ => {}
            }
        }
        Stage::Online { pass } => {
            if pass > LANGUAGES.len() {
                // The last picture is saved a few frames after it is asked for.
                if frames == 10 {
                    exit.write(AppExit::Success);
                }
                return;
            }
            if frames == 1 {
                settings.animation_speed = 0.0;
                settings.language = Some(if pass == 0 { "en" } else { LANGUAGES[pass - 1] }.into());
            }
            let suffix = if pass == 0 {
                String::new()
            } else {
                format!("-{}", LANGUAGES[pass - 1])
            };
            let done = super::tour_online::online_pictures(
                frames,
                &suffix,
                &*games.0[0],
                &mut online,
                real.elapsed_secs_f64(),
                &mut next,
                &mut picture,
                &mut resize,
            );
            if done {
                tour.frames = 0;
                tour.stage = Stage::Online { pass: pass + 1 };
            }
        }
        Stage::Scene { index, pass } => {
            let (catalogue, loading, shown) = themes;
            // The themes after the first, each a pass of its own.
            let other_themes: Vec<String> = catalogue
                .map(|c| c.themes.iter().skip(1).map(|t| t.folder.clone()).collect())
                .unwrap_or_default();
            let scenes: Vec<(&str, &Scene, usize)> = games
                .0
                .iter()
                .flat_map(|g| {
                    g.scenes()
                        .iter()
                        .map(move |s| (g.name(), s, g.demo_seats()))
                })
                .collect();
            let Some(&(game, scene, seats)) = scenes.get(index) else {
                let next_pass = pass + 1;
                tour.frames = 0;
                tour.stage = Stage::Scene {
                    index: 0,
                    pass: next_pass,
                };
                if next_pass <= LANGUAGES.len() {
                    settings.language = Some(LANGUAGES[next_pass - 1].to_string());
                } else if let Some(theme) = other_themes.get(next_pass - LANGUAGES.len() - 1) {
                    settings.language = Some("en".to_string());
                    settings.theme = Some(theme.clone());
                } else {
                    settings.language = Some("en".to_string());
                    settings.theme = Some(crate::theme::CLASSIC.to_string());
                    tour.stage = Stage::Learn { game: 0 };
                }
                return;
            };
            // A theme's pass waits for the theme to be in.
            if frames == 4
                && (loading.busy() || settings.theme.as_ref().is_some_and(|t| *t != shown.0))
            {
                tour.frames = 3;
                return;
            }
            let suffix = if pass == 0 {
                String::new()
            } else if pass <= LANGUAGES.len() {
                format!("-{}", LANGUAGES[pass - 1])
            } else {
                format!("-{}", other_themes[pass - LANGUAGES.len() - 1])
            };
            if frames < 5 {
                tour.ready = None;
                return;
            }
            if frames == 5 {
                // Nobody plays in a scene; a replay's steps show at once.
                settings.animation_speed = 0.0;
                let saved = scene.saved(game, seats);
                *setup = saved.setup.clone();
                if scene.watch {
                    watch.0 = Some(saved);
                    analyse.0 = scene.analyse;
                } else {
                    resume.0 = Some(saved);
                }
                next.set(Screen::Playing);
                return;
            }
            // The pictures are timed from the first frame the board stands still.
            let Some(ready) = tour.ready else {
                if frames > 6 && *screen.get() == Screen::Playing && !presenting.0 {
                    tour.ready = Some(frames);
                } else if frames > SCENE_START_FRAMES {
                    error!("the scene {} did not start", scene.name);
                    exit.write(AppExit::error());
                }
                return;
            };
            // A hint gives the Hard computer time to think (on a worker thread).
            let shot = if scene.hint { HINT_SHOT } else { SCENE_SHOT };
            match frames - ready {
                2 if scene.hint => {
                    hud.write(HudCommand::Hint);
                }
                // An analysed scene waits for its analysis (on a worker thread), then
                // jumps to the first error, or puts it as a puzzle.
                2 if scene.analyse => match &info.analysis {
                    Some(AnalysisPanel::Ready(_)) if scene.review => {
                        hud.write(HudCommand::Review);
                    }
                    Some(AnalysisPanel::Ready(shown)) => {
                        if let Some(first) = shown.errors.first() {
                            hud.write(HudCommand::Seek(first.at));
                        }
                    }
                    _ if frames < ANALYSIS_FRAMES => tour.ready = Some(ready + 1),
                    _ => {
                        error!("the scene {} was not analysed", scene.name);
                        exit.write(AppExit::error());
                    }
                },
                3..=8 if scene.analyse => {}
                // A replay's first steps, one at a time.
                2 | 4 | 6 | 8 if scene.watch => {
                    hud.write(HudCommand::Forward);
                }
                f if f == shot => picture(&format!("scene-{}{suffix}", scene.name)),
                // What the Hard computer would play, on the board, once per game (a window
                // takes one picture a frame).
                f if f == shot + 1 && scene.hint && pass == 0 => picture(&format!("hint-{game}")),
                f if f == shot + 2 => resize((390, 844)),
                f if f == shot + 2 + SETTLE => {
                    picture(&format!("scene-{}{suffix}-390x844", scene.name))
                }
                f if f == shot + 3 + SETTLE => resize((1280, 720)),
                f if f == shot + 5 + SETTLE => {
                    next.set(Screen::Title);
                    tour.frames = 0;
                    tour.stage = Stage::Scene {
                        index: index + 1,
                        pass,
                    };
                }
                _ => {}
            }
        }
    }
}

/// Sets up a computers' match of game `game` and enters play (through the setup screen,
/// so each game's match starts afresh).
fn start_game(
    tour: &mut Tour,
    game: usize,
    games: &Games,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) {
    let entry = &games.0[game];
    *setup = MatchSetup {
        game: entry.name().to_string(),
        preset: entry.info().default_preset().name.to_string(),
        options: Vec::new(),
        seats: vec![SeatKind::Computer(Level::Easy); entry.demo_seats()],
        seed: 5,
        ..MatchSetup::default()
    };
    tour.frames = 0;
    tour.stage = Stage::Game { game, actions: 0 };
    next.set(Screen::Playing);
}
