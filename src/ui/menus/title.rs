//! The title screen: continue an unfinished match or play the last setup again, the
//! gallery of games (each one's board in the current theme, where it comes from, how many
//! play and for how long, the player's record in it, Play and Rules), settings, quit.

use super::flow;
use super::flow::{MenuState, choose_game};
use crate::app::screens::Screen;
use crate::app::storage::DataDir;
use crate::board::sketch::BoardSketch;
use crate::locale::Texts;
use crate::online::{Invitation, OnlineRequest};
use crate::session::match_flow::ResumeRequest;
use crate::session::registry::{GameEntry, Games};
use crate::session::saves::OfferedSave;
use crate::session::stats::{GameTotals, Statistics};
use crate::theme::Theme;
use crate::ui::gallery::{GalleryPages, Picture, paint_sketch};
use crate::ui::palette;
use crate::ui::rules_book::RulesBook;
use crate::ui::settings::OpenWindows;
use crate::ui::style::{BIG_BUTTON_HEIGHT, big_button, menu_card};
use crate::ui::words::{save_words, seats_words};
use bevy::prelude::*;
use bevy_egui::EguiTextureHandle;
use bevy_egui::{EguiContexts, egui};
use tabula_table::MatchSetup;

/// A game card's width, and the height its board picture may take.
const CARD_WIDTH: f32 = 228.0;
const PICTURE_HEIGHT: f32 = 128.0;

/// Everything the gallery shows of one game.
struct Card<'a> {
    game: &'a dyn GameEntry,
    picture: Option<Picture>,
    totals: GameTotals,
    has_lesson: bool,
}

pub fn title(
    mut contexts: EguiContexts,
    mut menu: ResMut<MenuState>,
    mut open: ResMut<OpenWindows>,
    games: Res<Games>,
    mut resume: ResMut<ResumeRequest>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    texts: Res<Texts>,
    theme: Res<Theme>,
    images: Res<Assets<Image>>,
    stats: Option<Res<Statistics>>,
    pages: Res<GalleryPages>,
    data: Res<DataDir>,
    (mut book, mut sketches): (ResMut<RulesBook>, Local<Vec<Option<BoardSketch>>>),
    (invitation, mut online): (Res<Invitation>, MessageWriter<OnlineRequest>),
) -> Result {
    // A link to a room opens the online screen at once.
    if invitation.0.is_some() {
        next.set(Screen::Online);
    }
    // The boards as they start, drawn again when the theme changes.
    if theme.is_changed() || sketches.len() != games.0.len() {
        *sketches = games
            .0
            .iter()
            .map(|g| pages.sketch(g.name(), &theme))
            .collect();
    }
    let mut texture = |role: &str| {
        let handle = theme.image(role);
        images
            .contains(&handle)
            .then(|| contexts.add_image(EguiTextureHandle::Weak(handle.id())))
    };
    let cards: Vec<Card> = games
        .0
        .iter()
        .zip(sketches.iter())
        .map(|(game, sketch)| {
            let picture = sketch.as_ref().and_then(|sketch| {
                Some(Picture {
                    board: texture(sketch.board_role)?,
                    stamps: sketch.stamps.iter().map(|s| texture(&s.role)).collect(),
                    sketch: sketch.clone(),
                })
            });
            Card {
                game: &**game,
                picture,
                totals: stats
                    .as_ref()
                    .map(|s| s.of_game(game.name()))
                    .unwrap_or_default(),
                has_lesson: game.has_lesson(),
            }
        })
        .collect();
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect().size();
    // Four cards abreast on a wide window, two on a middling one, one on a phone.
    let across = ((screen.x - 120.0) / (CARD_WIDTH + 16.0))
        .floor()
        .clamp(1.0, 4.0) as usize;
    let across = if across == 3 { 2 } else { across };
    // The card's size depends on the window only (its margins are 40 and 28 points).
    let size = egui::vec2(
        (across as f32 * (CARD_WIDTH + 16.0) + 8.0).min(screen.x - 90.0),
        (screen.y - 100.0).clamp(240.0, 640.0),
    );
    menu_card("title", egui::Align2::CENTER_CENTER, egui::Vec2::ZERO, 225)
        .fixed_size(size)
        .show(ctx, |ui| {
            // Settings and Quit stay at the card's foot, below what scrolls: side by side
            // where they fit, else one above the other.
            let buttons = if cfg!(target_arch = "wasm32") {
                1.0
            } else {
                2.0
            };
            let beside = ui.available_width() >= buttons * 270.0;
            let footer = if beside { 1.0 } else { buttons } * (BIG_BUTTON_HEIGHT + 8.0) + 8.0;
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .max_height(ui.available_height() - footer)
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        // The name is one word: never broken over two lines.
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new("Tabula")
                                    .size(if screen.y < 600.0 { 44.0 } else { 56.0 })
                                    .color(palette::TITLE),
                            )
                            .wrap_mode(egui::TextWrapMode::Extend),
                        );
                        ui.label(
                            egui::RichText::new(texts.get("tagline"))
                                .size(20.0)
                                .italics(),
                        );
                        ui.add_space(16.0);
                        notices(ui, &mut menu, &texts);
                        continue_buttons(ui, &menu, &games, &texts, |offered| {
                            flow::continue_match(&mut setup, &mut resume, offered);
                            next.set(Screen::Playing);
                        });
                        for seat in &menu.online_seats {
                            let game = games
                                .find(&seat.game)
                                .map_or(seat.game.clone(), |g| texts.game_title(g.info()));
                            let text = texts.with(
                                "online-continue",
                                &[
                                    ("game", game.into()),
                                    ("code", seat.code.to_string().into()),
                                ],
                            );
                            let width = ui.available_width().min(460.0);
                            let button = egui::Button::new(egui::RichText::new(text).size(18.0))
                                .wrap()
                                .min_size(egui::vec2(width, 44.0));
                            if ui.add(button).clicked() {
                                online.write(OnlineRequest::Return(seat.clone()));
                                next.set(Screen::Online);
                            }
                            ui.add_space(6.0);
                        }
                        // The last setup again in one click, unless that game has a match
                        // to continue (starting anew would replace it).
                        if let Some(last) = &menu.last_setup
                            && menu.save_of(&last.game).is_none()
                            && let Ok(game) = games.find(&last.game)
                        {
                            let words = setup_words(last, game, &texts);
                            let text = texts.with("gallery-play-again", &[("setup", words.into())]);
                            let width = ui.available_width().min(460.0);
                            let button = egui::Button::new(egui::RichText::new(text).size(18.0))
                                .wrap()
                                .min_size(egui::vec2(width, 44.0));
                            if ui.add(button).clicked() {
                                flow::play_again(&mut setup, last, &data);
                                next.set(Screen::Playing);
                            }
                            ui.add_space(10.0);
                        }
                    });
                    for row in cards.chunks(across) {
                        // Each card, its gap and egui's spacing between them.
                        let pitch = CARD_WIDTH + 16.0 + ui.spacing().item_spacing.x;
                        let width = row.len() as f32 * pitch - 16.0;
                        ui.horizontal(|ui| {
                            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                            for card in row {
                                match game_card(ui, card, &texts) {
                                    Some(CardChoice::Play) => {
                                        choose_game(&mut setup, card.game);
                                        next.set(Screen::Setup);
                                    }
                                    Some(CardChoice::Online) => {
                                        flow::choose_online_game(&mut setup, card.game);
                                        next.set(Screen::Online);
                                    }
                                    Some(CardChoice::Learn)
                                        if flow::learn(&mut setup, card.game) =>
                                    {
                                        next.set(Screen::Playing);
                                    }
                                    Some(CardChoice::Rules) => {
                                        let mut shown = setup.clone();
                                        choose_game(&mut shown, card.game);
                                        book.open(shown);
                                    }
                                    _ => {}
                                }
                            }
                        });
                        ui.add_space(12.0);
                    }
                });
            ui.add_space(8.0);
            ui.vertical_centered(|ui| {
                let mut row = |ui: &mut egui::Ui| {
                    if big_button(ui, &texts.get("settings")).clicked() {
                        open.settings = true;
                    }
                    // A page cannot close its tab: on the web, leaving is the browser's
                    // business.
                    if cfg!(not(target_arch = "wasm32"))
                        && big_button(ui, &texts.get("quit")).clicked()
                    {
                        exit.write(AppExit::Success);
                    }
                };
                if beside {
                    ui.horizontal(|ui| {
                        ui.add_space((ui.available_width() - buttons * 270.0) / 2.0);
                        row(ui);
                    });
                } else {
                    row(ui);
                }
            });
        });
    Ok(())
}

/// What the player must know (a damaged save, a match that would not start), at the top
/// where it is seen before anything is pressed, until they say OK.
fn notices(ui: &mut egui::Ui, menu: &mut MenuState, texts: &Texts) {
    if menu.notices.is_empty() {
        return;
    }
    let width = ui.available_width().min(560.0);
    egui::Frame::group(ui.style())
        .fill(palette::NOTICE_CARD)
        .stroke(egui::Stroke::new(1.5, palette::WARNING))
        .inner_margin(egui::Margin::same(12))
        .show(ui, |ui| {
            ui.set_width(width - 24.0);
            for notice in &menu.notices {
                ui.label(
                    egui::RichText::new(texts.told(notice))
                        .size(17.0)
                        .color(palette::NOTICE_TEXT),
                );
            }
            if ui
                .add(egui::Button::new(texts.get("ok")).min_size(egui::vec2(88.0, 44.0)))
                .clicked()
            {
                menu.notices.clear();
            }
        });
    ui.add_space(12.0);
}

/// One button per unfinished match, latest first, saying what it continues.
fn continue_buttons(
    ui: &mut egui::Ui,
    menu: &MenuState,
    games: &Games,
    texts: &Texts,
    mut chosen: impl FnMut(&OfferedSave),
) {
    for offered in &menu.saves {
        let (game, detail) = save_words(offered, games, texts);
        let text = format!(
            "{}\n{detail}",
            texts.with("continue-game", &[("game", game.into())])
        );
        let width = ui.available_width().min(460.0);
        let button = egui::Button::new(egui::RichText::new(text).size(18.0))
            .wrap()
            .min_size(egui::vec2(width, 56.0));
        if ui.add(button).clicked() {
            chosen(offered);
        }
        ui.add_space(6.0);
    }
}

/// A setup in words: the game, its rules and who plays.
fn setup_words(setup: &MatchSetup, game: &dyn GameEntry, texts: &Texts) -> String {
    let preset = game
        .info()
        .preset(&setup.preset)
        .map_or(setup.preset.clone(), |p| texts.preset_label(game.info(), p));
    format!(
        "{} · {preset} · {}",
        texts.game_title(game.info()),
        seats_words(&setup.seats, texts)
    )
}

enum CardChoice {
    Play,
    Online,
    Learn,
    Rules,
}

/// A game's card: its board, name, origin, players and length, the player's record, and
/// its buttons.
fn game_card(ui: &mut egui::Ui, card: &Card, texts: &Texts) -> Option<CardChoice> {
    let info = card.game.info();
    let name = info.name;
    let mut choice = None;
    egui::Frame::new()
        .fill(palette::GALLERY_CARD)
        .corner_radius(10.0)
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(CARD_WIDTH - 20.0);
            ui.vertical_centered(|ui| {
                let room = egui::vec2(CARD_WIDTH - 20.0, PICTURE_HEIGHT);
                let (rect, _) = ui.allocate_exact_size(room, egui::Sense::hover());
                if let Some(picture) = &card.picture {
                    paint_sketch(ui, rect, picture, &[], &[]);
                }
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new(texts.game_title(info))
                        .size(21.0)
                        .strong(),
                );
                ui.label(
                    egui::RichText::new(texts.get(&format!("{name}-origin")))
                        .size(14.0)
                        .italics(),
                );
                let players = if info.seats.start() == info.seats.end() {
                    texts.with(
                        "gallery-players",
                        &[("count", (*info.seats.start() as i64).into())],
                    )
                } else {
                    texts.with(
                        "gallery-players-range",
                        &[
                            ("min", (*info.seats.start() as i64).into()),
                            ("max", (*info.seats.end() as i64).into()),
                        ],
                    )
                };
                ui.label(
                    egui::RichText::new(format!(
                        "{players} · {}",
                        texts.get(&format!("{name}-duration"))
                    ))
                    .size(14.0),
                );
                ui.label(
                    egui::RichText::new(record_words(card.totals, texts))
                        .size(13.0)
                        .color(palette::RECORD),
                );
                ui.add_space(6.0);
                let play = egui::Button::new(
                    egui::RichText::new(texts.get("gallery-play"))
                        .size(18.0)
                        .strong(),
                )
                .min_size(egui::vec2(CARD_WIDTH - 20.0, 36.0));
                if ui.add(play).clicked() {
                    choice = Some(CardChoice::Play);
                }
                let online =
                    egui::Button::new(egui::RichText::new(texts.get("play-online")).size(16.0))
                        .min_size(egui::vec2(CARD_WIDTH - 20.0, 32.0));
                if ui.add(online).clicked() {
                    choice = Some(CardChoice::Online);
                }
                ui.horizontal(|ui| {
                    let half = egui::vec2((CARD_WIDTH - 28.0) / 2.0, 32.0);
                    let learn = egui::Button::new(
                        egui::RichText::new(texts.get("gallery-learn")).size(16.0),
                    )
                    .min_size(half);
                    if card.has_lesson && ui.add(learn).clicked() {
                        choice = Some(CardChoice::Learn);
                    }
                    let rules = egui::Button::new(
                        egui::RichText::new(texts.get("gallery-rules")).size(16.0),
                    )
                    .min_size(half);
                    if ui.add(rules).clicked() {
                        choice = Some(CardChoice::Rules);
                    }
                });
            });
        });
    ui.add_space(16.0);
    choice
}

/// The player's record in a game: not played yet, or played and won.
pub fn record_words(totals: GameTotals, texts: &Texts) -> String {
    if totals.played == 0 {
        return texts.get("gallery-not-played");
    }
    let played = texts.with(
        "gallery-played",
        &[("count", i64::from(totals.played).into())],
    );
    if totals.against_computer == 0 {
        return played;
    }
    texts.with(
        "gallery-played-won",
        &[
            ("played", played.into()),
            ("won", i64::from(totals.won).into()),
            ("against", i64::from(totals.against_computer).into()),
        ],
    )
}
