//! What the gallery shows of each game: its rules in words for a setup, a sketch of its
//! board in its starting position, and its illustrated rules pages (each a text and a
//! position with a move drawn as arrows, from the game's `learn.ron`); and how a sketch is
//! painted. Filled by `games/`.

use crate::board::last_move::{LastMove, Spots};
use crate::board::sketch::{BoardSketch, Sketch};
use crate::locale::Texts;
use crate::session::lesson::learning;
use crate::session::match_flow::GameView;
use crate::theme::Theme;
use crate::ui::describe::Describe;
use crate::ui::palette;
use bevy::prelude::*;
use bevy_egui::egui;
use tabula_core::RuleEvent;
use tabula_table::{LESSON_SEATS, PageScript, apply_checked, first_state};
use tabula_table::{MatchSetup, SeatKind};

/// Each game's page, by its name.
#[derive(Resource, Default)]
pub struct GalleryPages(pub Vec<GalleryPage>);

pub struct GalleryPage {
    pub game: &'static str,
    /// The rules under a setup (none if the setup does not start).
    pub rules: fn(&MatchSetup, &Texts) -> Option<String>,
    /// The board as its default setup starts it, in the theme.
    pub sketch: fn(&Theme) -> Option<BoardSketch>,
    /// The illustrated rules pages, drawn in the theme.
    pub pages: fn(&Theme) -> Vec<IllustratedPage>,
}

/// A rules page: its heading and text (message ids), the position it shows and the move
/// drawn on it.
#[derive(Clone, Debug, PartialEq)]
pub struct IllustratedPage {
    pub title: String,
    pub text: String,
    pub sketch: Option<BoardSketch>,
    /// From where a piece leaves to where it lands, in the sketch's units.
    pub arrows: Vec<(Vec2, Vec2)>,
    /// Where it lands.
    pub rings: Vec<Vec2>,
}

impl GalleryPages {
    /// Game `G`'s page.
    pub fn add<G: GameView + Describe + Sketch + Spots>(&mut self) {
        self.0.push(GalleryPage {
            game: G::NAME,
            rules: |setup, texts| first_state::<G>(setup).ok().map(|g| g.rules_help(texts)),
            sketch: |theme| {
                first_state::<G>(&default_setup::<G>())
                    .ok()
                    .map(|g| g.sketch(theme))
            },
            pages: |theme| match learning::<G>() {
                Some(Ok(learning)) => learning
                    .pages
                    .iter()
                    .map(|page| illustrate::<G>(page, theme))
                    .collect(),
                _ => Vec::new(),
            },
        });
    }

    /// Game `game`'s illustrated rules pages.
    pub fn pages(&self, game: &str, theme: &Theme) -> Vec<IllustratedPage> {
        self.page(game)
            .map(|p| (p.pages)(theme))
            .unwrap_or_default()
    }

    /// The rules of `setup`'s game as it sets it up.
    pub fn rules(&self, setup: &MatchSetup, texts: &Texts) -> Option<String> {
        (self.page(&setup.game)?.rules)(setup, texts)
    }

    /// Game `game`'s board as it starts.
    pub fn sketch(&self, game: &str, theme: &Theme) -> Option<BoardSketch> {
        (self.page(game)?.sketch)(theme)
    }

    fn page(&self, game: &str) -> Option<&GalleryPage> {
        self.0.iter().find(|p| p.game == game)
    }
}

/// Game `G`'s default preset with as many people as its demo seats.
fn default_setup<G: GameView>() -> MatchSetup {
    MatchSetup {
        game: G::NAME.to_string(),
        preset: G::INFO.default_preset().name.to_string(),
        options: Vec::new(),
        seats: vec![SeatKind::Person; G::DEMO_SEATS],
        seed: 1,
        ..MatchSetup::default()
    }
}

/// A page's picture: its position sketched, its move's arrows from each place left to each
/// place reached. A position its actions do not reach is drawn without a picture.
fn illustrate<G: GameView + Sketch + Spots>(page: &PageScript, theme: &Theme) -> IllustratedPage {
    let mut shown = IllustratedPage {
        title: page.title.clone(),
        text: page.text.clone(),
        sketch: None,
        arrows: Vec::new(),
        rings: Vec::new(),
    };
    let Ok(state) = page_position::<G>(page) else {
        return shown;
    };
    shown.sketch = Some(state.sketch(theme));
    let Some(events) = page.show.as_ref().and_then(|text| {
        let action = text.parse::<G::Action>().ok()?;
        let mut after = state.clone();
        let mut events = Vec::new();
        apply_checked(&mut after, &action, &mut events).ok()?;
        Some(events)
    }) else {
        return shown;
    };
    let places = |spaces: &[tabula_core::SpaceId]| -> Vec<Vec2> {
        spaces
            .iter()
            .filter_map(|s| state.spot(*s, theme))
            .collect()
    };
    if let Some(m) = LastMove::of(&events) {
        let (from, to) = (places(&m.from), places(&m.to));
        shown.arrows = from.iter().zip(&to).map(|(a, b)| (*a, *b)).collect();
        // A move off the board (bearing off) is ringed where it leaves.
        shown.rings = if to.is_empty() { from } else { to };
    }
    // What the move captures is ringed too (a capture may move nothing, as Chisolo's
    // extra pit).
    let captured: Vec<tabula_core::SpaceId> = events
        .iter()
        .filter_map(|e| match e {
            RuleEvent::Captured { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    for at in places(&captured) {
        if !shown.rings.contains(&at) {
            shown.rings.push(at);
        }
    }
    shown
}

/// The position a rules page shows: its actions played from the start, each checked.
pub fn page_position<G: GameView>(page: &PageScript) -> Result<G, String> {
    let setup = MatchSetup {
        game: G::NAME.to_string(),
        preset: page.preset.clone(),
        options: page.options.clone(),
        seats: LESSON_SEATS.to_vec(),
        seed: 0,
        ..MatchSetup::default()
    };
    let mut state = first_state::<G>(&setup).map_err(|e| e.0)?;
    let mut events = Vec::new();
    for (i, text) in page.before.iter().enumerate() {
        let action = text.parse::<G::Action>().map_err(|e| e.0)?;
        apply_checked(&mut state, &action, &mut events)
            .map_err(|e| format!("{}: action {} ({text}): {e}", page.title, i + 1))?;
    }
    Ok(state)
}

/// A board's sketch with the textures of its pictures: the board's, then each stamp's.
pub struct Picture {
    pub sketch: BoardSketch,
    pub board: egui::TextureId,
    pub stamps: Vec<Option<egui::TextureId>>,
}

/// A board's sketch fitted into `room`: the board picture, the lines between its places,
/// then its stamps, each where the view would draw it; then arrows and rings over it.
pub fn paint_sketch(
    ui: &egui::Ui,
    room: egui::Rect,
    picture: &Picture,
    arrows: &[(Vec2, Vec2)],
    rings: &[Vec2],
) {
    let sketch = &picture.sketch;
    let scale = (room.width() / sketch.size.x).min(room.height() / sketch.size.y);
    // The world's y grows upwards, the screen's downwards.
    let at = |p: Vec2| {
        let d = (p - sketch.centre) * scale;
        room.center() + egui::vec2(d.x, -d.y)
    };
    let whole = egui::Rect::from_center_size(
        room.center(),
        egui::vec2(sketch.size.x, sketch.size.y) * scale,
    );
    let painter = ui.painter_at(room);
    egui::Image::new((picture.board, whole.size())).paint_at(ui, whole);
    let ink = egui::Stroke::new((3.0 * scale).max(1.0), palette::SKETCH_INK);
    for (a, b) in &sketch.lines {
        painter.line_segment([at(*a), at(*b)], ink);
    }
    for (stamp, texture) in sketch.stamps.iter().zip(&picture.stamps) {
        let Some(texture) = texture else { continue };
        let size = egui::vec2(stamp.size.x, stamp.size.y) * scale;
        let rect = egui::Rect::from_center_size(at(stamp.at), size);
        egui::Image::new((*texture, size)).paint_at(ui, rect);
    }
    // The move: a bright arrow with a dark edge, readable on any board.
    let width = (14.0 * scale).clamp(2.5, 6.0);
    let edge = egui::Stroke::new(width + 3.0, palette::ARROW_EDGE);
    let bright = egui::Stroke::new(width, palette::ARROW);
    for (a, b) in arrows {
        let (a, b) = (at(*a), at(*b));
        let head = (b - a).normalized() * (width * 4.0);
        let side = egui::vec2(-head.y, head.x) * 0.5;
        for stroke in [edge, bright] {
            painter.line_segment([a, b - head * 0.3], stroke);
            painter.add(egui::Shape::convex_polygon(
                vec![b, b - head + side, b - head - side],
                stroke.color,
                egui::Stroke::NONE,
            ));
        }
    }
    for ring in rings {
        painter.circle_stroke(
            at(*ring),
            (40.0 * scale).max(6.0),
            egui::Stroke::new(width, palette::ARROW),
        );
    }
}
