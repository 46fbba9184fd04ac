//! A watched match's analysis in the panel: the offer or the progress under the replay's
//! buttons; once done, in the move log's place, the graph of the first player's chances
//! with the errors marked, the players' figures, the decision at the position shown and
//! the list of errors. A click on the graph or the list jumps the replay there.

use crate::locale::Texts;
use crate::ui::palette;
use crate::ui::panel::{AnalysisPanel, AnalysisShown, HudCommand, MarkedError};
use crate::ui::style::{advice_box, egui_colour};
use bevy::prelude::*;
use bevy_egui::egui;

/// The graph's height.
const CHART_HEIGHT: f32 = 96.0;
/// How near the pointer must be to a mark for a click to take it (points).
const MARK_REACH: f32 = 8.0;

/// Under the replay's buttons: the offer to analyse, the progress, or why not.
pub(super) fn analysis_status(
    ui: &mut egui::Ui,
    panel: &AnalysisPanel,
    width: f32,
    commands: &mut MessageWriter<HudCommand>,
    texts: &Texts,
) {
    match panel {
        AnalysisPanel::Offered => {
            let button =
                egui::Button::new(texts.get("analysis-start")).min_size(egui::vec2(width, 30.0));
            if ui.add(button).clicked() {
                commands.write(HudCommand::Analyse);
            }
        }
        AnalysisPanel::Running(done) => progress(ui, "analysis-running", *done, width, texts),
        AnalysisPanel::Failed(why) => {
            ui.weak(why);
        }
        AnalysisPanel::Ready(AnalysisShown {
            refining: Some(done),
            ..
        }) => progress(ui, "analysis-refining", *done, width, texts),
        AnalysisPanel::Ready(_) => {}
    }
}

/// A progress bar with its words (`key` takes the percentage).
fn progress(ui: &mut egui::Ui, key: &str, done: f32, width: f32, texts: &Texts) {
    ui.add(
        egui::ProgressBar::new(done)
            .desired_width(width)
            .text(texts.with(key, &[("percent", ((done * 100.0).round() as i64).into())])),
    );
}

/// The finished analysis, in `room` points of height: the list of errors scrolls in what
/// the rest leaves, and in a panel too short for the rest and a few of them, the whole
/// scrolls.
pub(super) fn analysis_view(
    ui: &mut egui::Ui,
    shown: &AnalysisShown,
    width: f32,
    room: f32,
    commands: &mut MessageWriter<HudCommand>,
    texts: &Texts,
) {
    // The contents leave the scroll bar its room, so the panel keeps its width.
    let bar = &ui.spacing().scroll;
    let inner = width - (bar.bar_width + bar.bar_inner_margin + bar.bar_outer_margin);
    egui::ScrollArea::vertical()
        .id_salt("analysis")
        .max_height(room)
        .min_scrolled_height(room)
        .show(ui, |ui| {
            ui.set_max_width(inner);
            analysis_contents(ui, shown, inner, room, commands, texts);
        });
}

fn analysis_contents(
    ui: &mut egui::Ui,
    shown: &AnalysisShown,
    width: f32,
    room: f32,
    commands: &mut MessageWriter<HudCommand>,
    texts: &Texts,
) {
    let top = ui.cursor().top();
    // The decision at the position shown (or the review's puzzle) first: it is what the
    // person looks at the board for.
    if !shown.here.is_empty() {
        advice_box(ui, width, &shown.here);
    }
    ui.label(egui::RichText::new(texts.get("analysis-chances")).strong());
    if let Some(at) = chart(ui, shown, width) {
        commands.write(HudCommand::Seek(at));
    }
    for player in &shown.players {
        ui.label(
            egui::RichText::new(&player.name)
                .strong()
                .color(egui_colour(player.colour)),
        );
        for line in &player.lines {
            ui.label(egui::RichText::new(line).size(13.0));
        }
    }
    ui.label(egui::RichText::new(texts.get("analysis-errors")).strong());
    if shown.errors.is_empty() {
        ui.weak(texts.get("analysis-no-errors"));
        return;
    }
    let left = room - (ui.cursor().top() - top);
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    // A jump from the graph brings its entry into view, once.
    let last_shown = egui::Id::new("analysis-last-shown");
    let moved = ui.ctx().data_mut(|d| {
        let before = d.get_temp::<usize>(last_shown);
        d.insert_temp(last_shown, shown.shown);
        before != Some(shown.shown)
    });
    let list = left.max(4.0 * row);
    egui::ScrollArea::vertical()
        .id_salt("analysis-errors")
        .max_height(list)
        .min_scrolled_height(list)
        .show(ui, |ui| {
            for e in &shown.errors {
                let here = e.at == shown.shown;
                // The chosen entry's words in the panel's ink, on the selection's colour.
                let ink = if here { palette::TEXT } else { mark_colour(e) };
                let text = egui::RichText::new(&e.text).color(ink);
                let entry = ui.selectable_label(here, text);
                if here && moved {
                    entry.scroll_to_me(Some(egui::Align::Center));
                }
                if entry.clicked() {
                    commands.write(HudCommand::Seek(e.at));
                }
            }
        });
}

/// A blunder's mark is red, an error's amber.
fn mark_colour(e: &MarkedError) -> egui::Color32 {
    if e.blunder {
        egui::Color32::from_rgb(235, 70, 50)
    } else {
        palette::WARNING
    }
}

/// The first seat's chance after `at` actions: the last point of the graph at or before it.
fn chance_at(chances: &[(usize, f32)], at: usize) -> f32 {
    chances
        .iter()
        .take_while(|(i, _)| *i <= at)
        .last()
        .map_or(0.5, |(_, c)| *c)
}

/// Draws the graph; the position clicked, if one was (the nearest mark within reach, else
/// the nearest point).
fn chart(ui: &mut egui::Ui, shown: &AnalysisShown, width: f32) -> Option<usize> {
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, CHART_HEIGHT), egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, palette::SUNKEN);
    let total = shown.total.max(1) as f32;
    let inner = rect.shrink(4.0);
    let place = |at: usize, chance: f32| {
        egui::pos2(
            inner.left() + inner.width() * at as f32 / total,
            inner.bottom() - inner.height() * chance,
        )
    };
    let even = egui::Stroke::new(1.0, palette::BUTTON);
    painter.line_segment([place(0, 0.5), place(shown.total, 0.5)], even);
    // Each chance holds until the next action changes it.
    let mut line = Vec::with_capacity(shown.chances.len() * 2);
    for (k, &(at, chance)) in shown.chances.iter().enumerate() {
        if k > 0 {
            line.push(place(at, shown.chances[k - 1].1));
        }
        line.push(place(at, chance));
    }
    let ink = shown
        .players
        .first()
        .map_or(palette::TEXT, |p| egui_colour(p.colour));
    painter.add(egui::Shape::line(line, egui::Stroke::new(2.0, ink)));
    let cursor = egui::Stroke::new(1.0, palette::TEXT);
    painter.line_segment(
        [
            egui::pos2(place(shown.shown, 0.0).x, rect.top()),
            egui::pos2(place(shown.shown, 0.0).x, rect.bottom()),
        ],
        cursor,
    );
    let marks: Vec<(egui::Pos2, &MarkedError)> = shown
        .errors
        .iter()
        .map(|e| (place(e.at, chance_at(&shown.chances, e.at)), e))
        .collect();
    for (at, e) in &marks {
        let radius = if e.blunder { 4.5 } else { 3.5 };
        painter.circle(
            *at,
            radius,
            mark_colour(e),
            egui::Stroke::new(1.0, palette::SUNKEN),
        );
    }
    let pointer = response.hover_pos()?;
    let near = marks
        .iter()
        .map(|(at, e)| (at.distance(pointer), *e))
        .filter(|(d, _)| *d <= MARK_REACH)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, e)| e);
    if let Some(e) = near {
        response.clone().on_hover_text(&e.text);
    }
    if !response.clicked() {
        return None;
    }
    Some(near.map_or_else(
        || {
            let x = ((pointer.x - inner.left()) / inner.width()).clamp(0.0, 1.0);
            let wanted = (x * total).round() as usize;
            shown
                .chances
                .iter()
                .map(|(at, _)| *at)
                .min_by_key(|at| at.abs_diff(wanted))
                .unwrap_or(wanted)
        },
        |e| e.at,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::style::text_font_definitions;

    fn shown() -> AnalysisShown {
        AnalysisShown {
            chances: vec![(0, 0.5), (10, 0.6), (20, 0.3), (40, 0.1)],
            errors: vec![MarkedError {
                at: 20,
                seat: 0,
                blunder: true,
                text: "blunder".into(),
            }],
            total: 40,
            shown: 0,
            ..default()
        }
    }

    /// Clicks at `(x, y)` of a 200 × [`CHART_HEIGHT`] graph at the window's corner;
    /// the position asked for.
    fn click(x: f32, y: f32) -> Option<usize> {
        let ctx = egui::Context::default();
        ctx.set_fonts(text_font_definitions());
        let at = egui::pos2(x, y);
        let frames = [
            vec![egui::Event::PointerMoved(at)],
            vec![egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed: true,
                modifiers: egui::Modifiers::NONE,
            }],
            vec![egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed: false,
                modifiers: egui::Modifiers::NONE,
            }],
        ];
        let mut asked = None;
        for events in frames {
            let input = egui::RawInput {
                events,
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                ui.spacing_mut().item_spacing = egui::Vec2::ZERO;
                let rect = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(200.0, 200.0));
                ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                    asked = asked.or(chart(ui, &shown(), 200.0));
                });
            });
            output.textures_delta.clear();
        }
        asked
    }

    #[test]
    fn a_click_on_the_graph_jumps_to_the_mark_or_the_nearest_point() {
        // The blunder's mark: after 20 of 40 actions, at a chance of 0.3.
        let inner_height = CHART_HEIGHT - 8.0;
        let mark = (4.0 + 192.0 * 0.5, 4.0 + inner_height * 0.7);
        let at = |x, y| click(x, y);
        let (x, y) = (mark.0 + 3.0, mark.1 - 2.0);
        assert_eq!(at(x, y), Some(20), "a click by the mark takes it");
        // Far from the mark: the nearest point of the line (after 40 actions).
        assert_eq!(at(190.0, 10.0), Some(40));
        assert_eq!(at(20.0, 10.0), Some(0));
        // Below the graph: nothing.
        assert_eq!(at(50.0, CHART_HEIGHT + 20.0), None);
    }

    #[test]
    fn the_chance_at_a_position_is_the_last_one_drawn_before_it() {
        let chances = shown().chances;
        assert_eq!(chance_at(&chances, 0), 0.5);
        assert_eq!(chance_at(&chances, 15), 0.6);
        assert_eq!(chance_at(&chances, 40), 0.1);
    }
}
