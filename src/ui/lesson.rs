//! The guided first game on screen: the lesson's card in the panel (what just happened,
//! what to do now, the step), the move it awaits marked on the board, and the guidance
//! said again when the person tries another move. The match (`session::lesson`) decides
//! the throws and refuses other moves; this only shows it.

use crate::app::screens::Screen;
use crate::board::last_move::Spots;
use crate::locale::Texts;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{
    AtThisScreen, GameView, Match, MatchSystems, Refusal, RequestRefused,
};
use crate::theme::Theme;
use crate::ui::hint::mark_move;
use crate::ui::panel::{HudCommand, HudInfo, LessonCard};
use bevy::prelude::*;
use std::marker::PhantomData;

/// The lesson's marks: green, apart from the hint's blue and the glow of what may move.
const LESSON_TINT: Color = Color::srgba(0.2, 0.85, 0.35, 1.0);

pub struct LessonPlugin<G>(PhantomData<G>);

impl<G> Default for LessonPlugin<G> {
    fn default() -> Self {
        LessonPlugin(PhantomData)
    }
}

impl<G: GameView + Spots> Plugin for LessonPlugin<G> {
    fn build(&self, app: &mut App) {
        app.init_resource::<LessonShown>()
            .add_systems(
                OnEnter(Screen::Playing),
                |mut shown: ResMut<LessonShown>| {
                    *shown = LessonShown::default();
                },
            )
            .add_systems(
                Update,
                (hear_refusals, tell_lesson::<G>, mark_awaited_move::<G>)
                    .chain()
                    .in_set(MatchSystems::Decide)
                    .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<G>>)),
            );
    }
}

/// What the card and the marks were made for.
#[derive(Resource, Default)]
struct LessonShown {
    /// The history's length the card speaks of.
    at: Option<usize>,
    /// The marks stand for the move awaited at this length.
    marked: Option<usize>,
    /// The person tried another move at this length.
    refused_at: Option<usize>,
    /// The finished lesson's card was put away.
    closed: bool,
    /// The language the card is in.
    language: String,
}

/// A mark of the move the lesson awaits.
#[derive(Component, Clone)]
pub struct LessonMark;

fn hear_refusals(mut refused: MessageReader<RequestRefused>, mut shown: ResMut<LessonShown>) {
    for r in refused.read() {
        if matches!(r.0, Refusal::NotInLesson(_)) {
            // Said again below for the position it was refused in.
            shown.refused_at = shown.at;
            shown.at = None;
        }
    }
}

fn tell_lesson<G: GameView>(
    m: Res<Match<G>>,
    texts: Res<Texts>,
    mut commands: MessageReader<HudCommand>,
    mut shown: ResMut<LessonShown>,
    mut hud: ResMut<HudInfo>,
) {
    let Some(lesson) = m.lesson() else {
        return;
    };
    if commands.read().any(|c| *c == HudCommand::CloseLesson) {
        shown.closed = true;
        hud.lesson = None;
        return;
    }
    let at = m.history.len();
    if shown.closed || (shown.at == Some(at) && shown.language == texts.language()) {
        return;
    }
    shown.at = Some(at);
    shown.language = texts.language().to_string();
    let words = lesson.words_at(at);
    let say = |id: &Option<String>| id.as_deref().map(|id| texts.get(id)).unwrap_or_default();
    let refused = shown.refused_at == Some(at) && words.next.is_some();
    hud.lesson = Some(LessonCard {
        step: words.step.map_or(String::new(), |(n, total)| {
            texts.with(
                "lesson-step",
                &[("n", (n as i64).into()), ("total", (total as i64).into())],
            )
        }),
        done: say(&words.done),
        next: say(&words.next),
        refused: if refused {
            texts.get("lesson-refused")
        } else {
            String::new()
        },
        closable: words.step.is_none(),
    });
}

/// Rings where the move the lesson awaits from the person leaves and lands.
fn mark_awaited_move<G: GameView + Spots>(
    mut commands: Commands,
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    theme: Option<Res<Theme>>,
    mut shown: ResMut<LessonShown>,
    marks: Query<Entity, With<LessonMark>>,
) {
    let at = m.history.len();
    let awaited = m
        .scripted_next()
        .filter(|_| m.person_to_move(&presenting))
        .map(|a| (at, a));
    if shown.marked == awaited.as_ref().map(|(at, _)| *at) {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    shown.marked = awaited.as_ref().map(|(at, _)| *at);
    let (Some((_, action)), Some(theme)) = (awaited, theme) else {
        return;
    };
    let mut after = m.state.clone();
    let mut events = Vec::new();
    if after.apply(action, &mut events).is_ok() {
        mark_move(
            &mut commands,
            &m.state,
            &events,
            &theme,
            LESSON_TINT,
            LessonMark,
        );
    }
}
