//! The Backgammon board view: the classic board with its 24 points, bar and trays, 30
//! checkers and four dice as entities. A person builds a play die by die (click a checker,
//! then a glowing destination, or a destination the only checker can reach), may undo the
//! steps, and confirms the whole play; the rules crate says which steps may follow so the
//! compulsory-use rules hold. Everything Backgammon-specific in the app lives here.

use crate::app::screens::Screen;
use crate::board::last_move::Spots;
use crate::board::view::{BoardView, OnBoard, in_play, spawn_board};
use crate::session::match_flow::{GameView, Match, MatchRewound, MatchSystems};
use crate::session::records::{Record, RecordError, RecordRead, Records};
use crate::session::registry::Scene;
use crate::theme::contrast::Written;
use crate::theme::{SpriteRole, Theme, Tint};
use crate::ui::hint::OwnHint;
use bevy::prelude::*;
use tabula_backgammon::{Action, Backgammon};
use tabula_core::{Game, SpaceId};
use tabula_table::Level;

mod analysis;
mod analysis_worker;
pub mod brain;
pub use analysis::AnalysisRollouts;
pub(super) use analysis::can_analyse;
use analysis::{MatchAnalysis, run_analysis, show_analysis};
mod review;
use review::{Review, answer_puzzle, review_buttons, review_commands};
mod components;
use components::{
    Analysed, BOARD_CENTRE, CHECKER, Deciding, DiceFaces, Dragging, PersonChose, Pick, Stacks,
};
pub use components::{Checker, SpaceArea};
mod animate;
use animate::animate_rule_messages;
mod cube;
pub use cube::{CubeView, written};
use cube::{GameBreak, NextGame, move_cube, next_game_on_command, notice_game_end};
mod decisions;
use decisions::{decision_commands, hint_on_command, roll_pressed};
mod highlight;
use highlight::refresh_highlights;
mod hud;
use hud::update_hud;
mod input;
use input::{dragged_checker_follows_pointer, hud_commands, keyboard_input, play_forced};
mod layout;
use layout::checker_pos;
pub use layout::{Geometry, mover_space, resting_places};
mod spawn;
use spawn::{refit_spaces, spawn_pieces, spawn_spaces};
mod text;
mod tutor;
use tutor::{TutorStop, tutor_answers, tutor_gate};

impl Spots for Backgammon {
    const HALO: f32 = CHECKER * 1.35;

    fn spot(&self, space: SpaceId, theme: &Theme) -> Option<Vec2> {
        let space = usize::from(space.0);
        (space <= 27).then(|| checker_pos(&Geometry::of(theme), space, 0, 1).truncate())
    }
}

impl GameView for Backgammon {
    const BOARD_ROLE: &'static str = "backgammon.board";
    const SPRITES: &'static [SpriteRole] = SPRITES;
    const LEARN: &'static str = include_str!("learn.ron");
    const SCENES: &'static [Scene] = SCENES;

    const ADD_VIEW: fn(&mut App) = plugin;
    const WRITTEN: fn(&tabula_layout::Layouts) -> Vec<Written> = written;
}

impl BoardView for Backgammon {
    fn board(theme: &Theme, _: &Backgammon) -> Rect {
        Rect::from_center_size(BOARD_CENTRE, Geometry::of(theme).board_size)
    }
}

impl Records for Backgammon {
    const RECORD_FORMAT: &'static str = "GNU Backgammon .mat";

    /// A match with the cube or to N points is kept as GNU Backgammon's `.mat`.
    fn record(&self, names: &[&str]) -> Option<Result<Record, RecordError>> {
        if !self.options().recorded() {
            return None;
        }
        // The format's names are single words that no line of it starts with.
        let word = |i: usize| {
            names
                .get(i)
                .and_then(|n| tabula_backgammon::mat::record_name(n))
                .unwrap_or_else(|| format!("Player{}", i + 1))
        };
        let (a, b) = (word(0), word(1));
        Some(
            tabula_backgammon::mat::to_mat(self, [&a, &b])
                .map(|text| Record {
                    extension: "mat",
                    text,
                })
                .map_err(RecordError::format),
        )
    }

    /// GNU Backgammon's `.mat`, replayed through the rules.
    fn read_record(text: &str) -> Result<RecordRead<Action>, RecordError> {
        tabula_backgammon::mat::from_mat(
            text,
            &Backgammon::preset("money-cube").unwrap_or_default(),
        )
        .map(|imported| {
            let mut options = imported.game.options().clone();
            // Jacoby and beavers are money play's alone: a match's record is a match's rules
            // whatever they default to.
            if options.match_length > 0 {
                options.jacoby = false;
                options.beaver = false;
            }
            let options = &options;
            RecordRead {
                options: Backgammon::INFO
                    .options
                    .iter()
                    .filter_map(|o| {
                        Backgammon::option_value(options, o.key).map(|v| (o.key.to_string(), v))
                    })
                    .collect(),
                actions: imported.game.history().to_vec(),
                names: imported.names.to_vec(),
            }
        })
        .map_err(RecordError::format)
    }
}

/// The cube centred, on offer, taken; a hint; an analysed match and its review; a replay; a
/// match's score after a resigned game.
const SCENES: &[Scene] = &[
    Scene::new(
        "backgammon-cube-centred",
        "money-cube",
        &["roll 3-1", "8/5 6/5"],
    ),
    Scene::new(
        "backgammon-double-offered",
        "money-cube",
        &["roll 3-1", "8/5 6/5", "double"],
    ),
    Scene::new(
        "backgammon-cube-taken",
        "money-cube",
        &["roll 3-1", "8/5 6/5", "double", "take", "roll 6-4"],
    ),
    Scene::new(
        "backgammon-hint",
        "money-cube",
        &["roll 3-1", "8/5 6/5", "roll", "roll 6-4"],
    )
    .hinted(),
    // Three blunders: a poor opening play, an early double and its pass.
    Scene::new(
        "backgammon-analysis",
        "money-cube",
        &[
            "roll 3-1", "24/20", "roll", "roll 6-4", "24/14", "double", "pass",
        ],
    )
    .analysed(),
    Scene::new(
        "backgammon-review",
        "money-cube",
        &[
            "roll 3-1", "24/20", "roll", "roll 6-4", "24/14", "double", "pass",
        ],
    )
    .reviewed(),
    Scene::new(
        "backgammon-replay",
        "money-cube",
        &["roll 3-1", "8/5 6/5", "double", "take", "roll 6-4", "24/14"],
    )
    .watched(),
    Scene::new(
        "backgammon-match-score",
        "match-7",
        &["roll 3-1", "8/5 6/5", "resign gammon", "accept", "roll 5-2"],
    ),
];

/// The net's exact race tables are built at first use (about half a second): with a
/// computer seat, build them as the match starts rather than in the middle of a search,
/// where on the web they would hold up a frame.
fn ready_the_race_tables(m: Res<Match<Backgammon>>) {
    if m.setup.seats.iter().any(|s| {
        matches!(
            s,
            tabula_table::SeatKind::Computer(Level::Medium | Level::Hard)
        )
    }) {
        tabula_backgammon::nn::bearoff::Bearoff::get();
    }
}

/// The pictures a theme gives this board, with their built-in stand-ins.
pub const SPRITES: &[SpriteRole] = &[
    SpriteRole::square("backgammon.board", (170, 132), Tint::Rgb(0.36, 0.42, 0.3)),
    SpriteRole::disc("backgammon.checker.light", (64, 64), LIGHT),
    SpriteRole::disc("backgammon.checker.dark", (64, 64), DARK),
    SpriteRole::square("backgammon.checker_edge.light", (64, 14), LIGHT),
    SpriteRole::square("backgammon.checker_edge.dark", (64, 14), DARK),
    SpriteRole::square("backgammon.cube", (64, 64), LIGHT),
];
const LIGHT: Tint = Tint::Rgb(0.93, 0.89, 0.8);
const DARK: Tint = Tint::Rgb(0.2, 0.14, 0.1);

pub fn plugin(app: &mut App) {
    // Its own computer player (the trained net, see brain.rs) and its own hint (best plays,
    // cube advice).
    app.add_plugins(brain::plugin)
        .init_resource::<OwnHint<Backgammon>>()
        .init_resource::<Pick>()
        .init_resource::<Dragging>()
        .init_resource::<Stacks>()
        .init_resource::<DiceFaces>()
        .init_resource::<Deciding>()
        .init_resource::<GameBreak>()
        .init_resource::<TutorStop>()
        .init_resource::<MatchAnalysis>()
        .init_resource::<AnalysisRollouts>()
        .init_resource::<Analysed>()
        .init_resource::<Review>()
        .add_systems(
            OnEnter(Screen::Playing),
            |mut a: ResMut<MatchAnalysis>, mut done: ResMut<Analysed>, mut r: ResMut<Review>| {
                *a = MatchAnalysis::default();
                *done = Analysed::default();
                *r = Review::default();
            },
        )
        .add_message::<NextGame>()
        .add_message::<PersonChose>()
        .add_systems(
            OnEnter(Screen::Playing),
            (spawn_spaces, spawn_pieces, ready_the_race_tables)
                .chain()
                .after(spawn_board::<Backgammon>)
                .in_set(OnBoard::<Backgammon>::new()),
        )
        .add_systems(
            Update,
            in_play::<Backgammon, _>((
                (
                    animate_rule_messages,
                    notice_game_end,
                    refit_spaces.run_if(resource_exists_and_changed::<Theme>),
                    spawn_pieces.run_if(
                        on_message::<MatchRewound>
                            .or_eager(on_message::<NextGame>)
                            .or_eager(resource_exists_and_changed::<Theme>),
                    ),
                    move_cube,
                )
                    .chain()
                    .in_set(MatchSystems::React),
                (
                    keyboard_input,
                    hud_commands,
                    roll_pressed,
                    decision_commands,
                    tutor_gate,
                    answer_puzzle,
                    tutor_answers,
                    hint_on_command,
                    next_game_on_command,
                    play_forced,
                    dragged_checker_follows_pointer,
                    run_analysis,
                    review_commands,
                    refresh_highlights,
                    update_hud,
                    review_buttons,
                    show_analysis,
                )
                    .chain()
                    .in_set(MatchSystems::Decide),
            )),
        );
}

#[cfg(test)]
mod tests;
