//! The setup screen: the game, its rules and who sits in each seat. The rules part is drawn
//! from the game's own description (its presets and option specifications), so no game is
//! named here.

use super::flow;
use super::flow::{MenuState, choose_game, fresh_seed};
use crate::app::screens::Screen;
use crate::app::storage::DataDir;
use crate::locale::Texts;
use crate::session::match_flow::{ReplayRequest, ResumeRequest};
use crate::session::registry::{GameEntry, Games};
use crate::theme::{SeatNames, Theme};
use crate::ui::palette;
use crate::ui::rules_book::RulesBook;
use crate::ui::style::{egui_colour, menu_card};
use crate::ui::words::{level_id, save_words};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use tabula_core::{GameInfo, OptionKind, OptionSpec, Side};
use tabula_table::{Level, MatchSetup, SavedMatch, SeatKind, VariantArray};

pub fn setup(
    mut contexts: EguiContexts,
    mut setup: ResMut<MatchSetup>,
    games: Res<Games>,
    theme: Res<Theme>,
    names: Res<SeatNames>,
    menu: Res<MenuState>,
    data: Res<DataDir>,
    mut resume: ResMut<ResumeRequest>,
    mut watch: ResMut<ReplayRequest>,
    mut paste: Local<RecordPaste>,
    mut next: ResMut<NextState<Screen>>,
    texts: Res<Texts>,
    mut book: ResMut<RulesBook>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Ok(game) = games.find(&setup.game) {
        match record_window(ctx, game, &setup, &mut paste, &texts) {
            Some(Pasted::Record(saved)) => {
                *setup = saved.setup.clone();
                watch.0 = Some(saved);
                next.set(Screen::Playing);
            }
            Some(Pasted::Position(text)) => {
                setup.position = Some(text);
                setup.seed = fresh_seed();
                next.set(Screen::Playing);
            }
            None => {}
        }
    }
    // Two columns on a wide window; one, scrolling, on a narrow one. The card's size
    // depends on the window only, never on the game picked.
    let screen = ctx.content_rect().size();
    let width = (screen.x - 100.0).min(980.0);
    let narrow = width < 760.0;
    // One column scrolls: on an upright phone it takes the window's height.
    let size = egui::vec2(
        width,
        (screen.y - 76.0).min(if narrow { 900.0 } else { 520.0 }),
    );
    menu_card("setup", egui::Align2::CENTER_CENTER, egui::Vec2::ZERO, 246)
        .fixed_size(size)
        .show(ctx, |ui| {
            // Nothing in the form may widen the card (it would grow past the window's
            // edges): every text wraps within it.
            ui.set_max_width(size.x);
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            ui.heading(egui::RichText::new(texts.get("setup-title")).size(34.0));
            ui.add_space(10.0);
            let form_height = ui.available_height() - 64.0;
            egui::ScrollArea::vertical()
                .max_height(form_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    if narrow {
                        let game = game_list(ui, &games, &mut setup, &mut book, &texts);
                        ui.add_space(12.0);
                        rules_form(ui, game, &mut setup, &texts);
                        ui.add_space(12.0);
                        seats_form(ui, game, &theme, &names, &mut setup, &texts);
                    } else {
                        ui.columns(2, |cols| {
                            let game =
                                game_list(&mut cols[0], &games, &mut setup, &mut book, &texts);
                            cols[0].add_space(12.0);
                            rules_form(&mut cols[0], game, &mut setup, &texts);
                            seats_form(&mut cols[1], game, &theme, &names, &mut setup, &texts);
                        });
                    }
                });
            // At the card's foot, so they do not move when another game is picked.
            ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| {
                let button = |ui: &mut egui::Ui, text: &str| {
                    let size = if narrow {
                        egui::vec2(100.0, 40.0)
                    } else {
                        egui::vec2(260.0, 44.0)
                    };
                    ui.add(egui::Button::new(egui::RichText::new(text).size(22.0)).min_size(size))
                };
                let check = games.find(&setup.game).and_then(|g| g.check(&setup));
                let unfinished = menu.save_of(&setup.game).cloned();
                ui.horizontal(|ui| {
                    if button(ui, &texts.get("back")).clicked() {
                        next.set(Screen::Title);
                    }
                    if check.is_ok() {
                        let start = if unfinished.is_some() {
                            texts.get("start-anew")
                        } else {
                            texts.get("start")
                        };
                        if button(ui, &start).clicked() {
                            flow::start_new(&mut setup, &data);
                            next.set(Screen::Playing);
                        }
                    }
                    if games.find(&setup.game).is_ok_and(|g| {
                        !g.record_format().is_empty() || !g.position_format().is_empty()
                    }) && button(ui, &texts.get("records-positions")).clicked()
                    {
                        paste.open = true;
                    }
                    // Starting anew replaces this game's unfinished match: offer it instead
                    // (other games' matches are kept in any case).
                    if let Some(offered) = &unfinished
                        && button(ui, &texts.get("continue-it")).clicked()
                    {
                        flow::continue_match(&mut setup, &mut resume, offered);
                        next.set(Screen::Playing);
                    }
                });
                if let Err(e) = &check {
                    ui.colored_label(egui::Color32::LIGHT_RED, e.to_string());
                }
                if let Some(offered) = &unfinished {
                    let (game, detail) = save_words(offered, &games, &texts);
                    ui.colored_label(
                        palette::SAVE_ON_OFFER,
                        texts.with(
                            "replaces-save",
                            &[("game", game.into()), ("detail", detail.into())],
                        ),
                    );
                }
            });
        });
    Ok(())
}

/// The games to pick from; the one picked. Another game starts from its default rules,
/// keeping as many seats as it allows.
fn game_list<'a>(
    ui: &mut egui::Ui,
    games: &'a Games,
    setup: &mut MatchSetup,
    book: &mut RulesBook,
    texts: &Texts,
) -> &'a dyn GameEntry {
    ui.label(
        egui::RichText::new(texts.get("setup-game"))
            .strong()
            .size(18.0),
    );
    for g in &games.0 {
        let info = g.info();
        if ui
            .radio(setup.game == info.name, texts.game_title(info))
            .clicked()
        {
            choose_game(setup, &**g);
        }
    }
    // The rules of the game as set up, illustrated.
    if ui.button(texts.get("setup-rules-book")).clicked() {
        book.open(setup.clone());
    }
    games.find(&setup.game).unwrap_or(&*games.0[0])
}

/// The preset, what it means, and every option the game describes, showing the values the
/// preset and the player's changes give.
pub(crate) fn rules_form(
    ui: &mut egui::Ui,
    game: &dyn GameEntry,
    setup: &mut MatchSetup,
    texts: &Texts,
) {
    let info = game.info();
    ui.label(
        egui::RichText::new(texts.get("setup-rules"))
            .strong()
            .size(18.0),
    );
    let current = info.preset(&setup.preset).unwrap_or(info.default_preset());
    ui.label(texts.get("setup-preset"));
    egui::ComboBox::from_id_salt("preset")
        .width(ui.available_width() - 12.0)
        .wrap_mode(egui::TextWrapMode::Truncate)
        .selected_text(texts.preset_label(info, current))
        .show_ui(ui, |ui| {
            for p in info.presets {
                if ui
                    .selectable_label(setup.preset == p.name, texts.preset_label(info, p))
                    .clicked()
                {
                    setup.preset = p.name.to_string();
                    setup.options.clear();
                }
            }
        });
    ui.weak(texts.preset_summary(info, current));
    for spec in info.options {
        let value = game.option_value(setup, spec.key);
        if let Some(chosen) = option_control(ui, info, spec, value.as_deref(), texts) {
            setup.options.retain(|(k, _)| k != spec.key);
            setup.options.push((spec.key.to_string(), chosen));
        }
        // What it does, in a line under its control.
        if let Some(explanation) = texts.option_explanation(info, spec) {
            ui.label(
                egui::RichText::new(explanation)
                    .size(13.0)
                    .color(palette::EXPLANATION),
            );
            ui.add_space(4.0);
        }
    }
}

/// One option's control; the value the player picked, if they changed it this frame.
fn option_control(
    ui: &mut egui::Ui,
    info: &GameInfo,
    spec: &OptionSpec,
    value: Option<&str>,
    texts: &Texts,
) -> Option<String> {
    let mut chosen = None;
    let label = texts.option_label(info, spec);
    match spec.kind {
        OptionKind::Choice(choices) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{label}:"));
                for c in choices {
                    let text = texts.choice_label(info, spec, c);
                    if ui.radio(value == Some(c.value), text).clicked() {
                        chosen = Some(c.value.to_string());
                    }
                }
            });
        }
        OptionKind::Switch { off, on } => {
            let mut checked = value == Some(on);
            if ui.checkbox(&mut checked, label).changed() {
                chosen = Some(if checked { on } else { off }.to_string());
            }
        }
        OptionKind::Number { min, max, step } => {
            let mut number = value.and_then(|v| v.parse().ok()).unwrap_or(min);
            // The label above its slider: beside it, a long label would not wrap.
            ui.label(label);
            let slider = egui::Slider::new(&mut number, min..=max).step_by(step);
            if ui.add(slider).changed() {
                chosen = Some(number.to_string());
            }
        }
    }
    chosen
}

/// How many play, and who sits in each seat, with the side colours of the theme; partners
/// (seats the rules put on one side) are named as teams.
fn seats_form(
    ui: &mut egui::Ui,
    game: &dyn GameEntry,
    theme: &Theme,
    names: &SeatNames,
    setup: &mut MatchSetup,
    texts: &Texts,
) {
    ui.label(
        egui::RichText::new(texts.get("setup-players"))
            .strong()
            .size(18.0),
    );
    let mut count = setup.seats.len();
    ui.horizontal(|ui| {
        for n in game.info().seats.clone() {
            ui.radio_value(&mut count, n, format!("{n}"));
        }
    });
    setup.seats.resize(count, SeatKind::Computer(Level::Medium));
    let teams = teams(game.sides(setup).unwrap_or_default());
    for (i, seat) in setup.seats.iter_mut().enumerate() {
        // Wrapped: a phone's narrow card cannot hold a seat's five words in one line.
        ui.horizontal_wrapped(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 8.0, egui_colour(theme.side_colour(i)));
            let team = match teams.get(i) {
                Some(Some(t)) => format!(
                    " {}",
                    texts.with("team", &[("letter", team_letter(*t).to_string().into())])
                ),
                _ => String::new(),
            };
            ui.label(format!("{}{team}", names.sides[i].as_str()));
            ui.radio_value(seat, SeatKind::Person, texts.get("seat-person"));
            for &level in Level::VARIANTS {
                ui.radio_value(
                    seat,
                    SeatKind::Computer(level),
                    texts.get(level_id(level, false)),
                );
            }
        });
    }
    // Against the computer a person may always take back; people among themselves choose.
    if setup.seats.iter().all(|s| *s == SeatKind::Person) {
        ui.checkbox(&mut setup.take_backs, texts.get("setup-take-backs"));
    }
    if teams.iter().any(Option::is_some) {
        let mut line = Vec::new();
        for t in 0..count {
            let members: Vec<&str> = (0..count)
                .filter(|&i| teams[i] == Some(t))
                .map(|i| names.sides[i].as_str())
                .collect();
            if let Some(team) = joined(texts, "partners-and", &members) {
                line.push(team);
            }
        }
        let sides = joined(texts, "partners-against", &line).unwrap_or_default();
        ui.weak(texts.with("partners", &[("sides", sides.into())]));
    }
}

/// Each seat's team (0, 1, … in seat order) where seats share a side; all `None` when every
/// seat plays alone.
fn teams(sides: Vec<Side>) -> Vec<Option<usize>> {
    let mut order: Vec<Side> = Vec::new();
    for s in &sides {
        if !order.contains(s) {
            order.push(*s);
        }
    }
    if order.len() == sides.len() {
        return vec![None; sides.len()];
    }
    sides
        .iter()
        .map(|s| order.iter().position(|o| o == s))
        .collect()
}

/// Names joined two at a time by a message taking `a` and `b` ("Red & Green").
pub(super) fn joined(texts: &Texts, id: &str, names: &[impl AsRef<str>]) -> Option<String> {
    let mut names = names.iter().map(|n| n.as_ref().to_string());
    let first = names.next()?;
    Some(names.fold(first, |a, b| {
        texts.with(id, &[("a", a.into()), ("b", b.into())])
    }))
}

fn team_letter(team: usize) -> char {
    (b'A' + team as u8) as char
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_that_share_a_side_are_teams() {
        assert_eq!(teams(vec![Side(0), Side(1)]), [None, None]);
        assert_eq!(
            teams(vec![Side(0), Side(1), Side(0), Side(1)]),
            [Some(0), Some(1), Some(0), Some(1)]
        );
    }
}

/// The texts pasted into the records window, and what was wrong with them.
#[derive(Default)]
pub struct RecordPaste {
    open: bool,
    record: String,
    position: String,
    problem: Option<String>,
}

/// What the records window asks to start.
enum Pasted {
    /// A match to watch.
    Record(SavedMatch),
    /// A position to play from, as the game reads it.
    Position(String),
}

/// A window to paste a game record (to watch) or a position (to play from) into.
fn record_window(
    ctx: &egui::Context,
    game: &dyn GameEntry,
    setup: &MatchSetup,
    paste: &mut RecordPaste,
    texts: &Texts,
) -> Option<Pasted> {
    let mut open = paste.open;
    let mut chosen = None;
    egui::Window::new(texts.get("records-positions"))
        .id(egui::Id::new("record"))
        .open(&mut open)
        .collapsible(false)
        .default_width(460.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            if !game.record_format().is_empty() {
                ui.label(texts.with("record-paste", &[("format", game.record_format().into())]));
                let edited = egui::ScrollArea::vertical()
                    .max_height(220.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut paste.record)
                                .code_editor()
                                .desired_rows(8)
                                .desired_width(f32::INFINITY),
                        )
                        .changed()
                    })
                    .inner;
                // What was refused is gone once the text is edited.
                if edited {
                    paste.problem = None;
                }
                if ui.button(texts.get("watch")).clicked() {
                    match game.read_record(&paste.record) {
                        Some(Ok(saved)) => chosen = Some(Pasted::Record(saved)),
                        Some(Err(e)) => {
                            paste.problem =
                                Some(texts.with("record-unread", &[("why", e.to_string().into())]))
                        }
                        None => {}
                    }
                }
                ui.separator();
            }
            if !game.position_format().is_empty() {
                ui.label(texts.with(
                    "position-paste",
                    &[("format", game.position_format().into())],
                ));
                let edited = ui
                    .add(
                        egui::TextEdit::multiline(&mut paste.position)
                            .code_editor()
                            .desired_rows(2)
                            .desired_width(f32::INFINITY),
                    )
                    .changed();
                if edited {
                    paste.problem = None;
                }
                if ui.button(texts.get("play-position")).clicked() {
                    let text = paste.position.trim().to_string();
                    let trial = MatchSetup {
                        position: Some(text.clone()),
                        ..setup.clone()
                    };
                    match game.check(&trial) {
                        Ok(()) => chosen = Some(Pasted::Position(text)),
                        Err(e) => {
                            paste.problem = Some(
                                texts.with("position-unread", &[("why", e.to_string().into())]),
                            )
                        }
                    }
                }
            }
            if let Some(problem) = &paste.problem {
                ui.colored_label(egui::Color32::LIGHT_RED, problem);
            }
        });
    if chosen.is_some() {
        paste.problem = None;
    }
    paste.open = open && chosen.is_none();
    chosen
}
