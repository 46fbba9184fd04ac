//! The rules as a book of short illustrated pages, over any screen: each page a heading,
//! the board's own art in a position with the move it explains drawn as arrows, and a few
//! sentences; the last page the chosen rules in full. Opened from a gallery card, the
//! setup screen or the panel in play.

use crate::locale::Texts;
use crate::session::registry::Games;
use crate::theme::Theme;
use crate::ui::gallery::{GalleryPages, IllustratedPage, Picture, paint_sketch};
use crate::ui::panel::HudInfo;
use crate::ui::style::StyledSystems;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};
use tabula_table::MatchSetup;

/// The book, when open: the rules of which setup, at which page.
#[derive(Resource, Default)]
pub struct RulesBook {
    pub setup: Option<MatchSetup>,
    pub page: usize,
}

impl RulesBook {
    /// Opens the book at its first page on `setup`'s game and rules.
    pub fn open(&mut self, setup: MatchSetup) {
        self.setup = Some(setup);
        self.page = 0;
    }

    pub fn close(&mut self) {
        self.setup = None;
    }

    pub fn is_open(&self) -> bool {
        self.setup.is_some()
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<RulesBook>().add_systems(
        EguiPrimaryContextPass,
        rules_book
            .in_set(StyledSystems)
            // The theme and the texts load side by side: either may come first.
            .run_if(resource_exists::<Theme>.and_then(resource_exists::<Texts>)),
    );
}

/// The pages drawn for a game in a theme, kept until either changes.
#[derive(Default)]
struct Drawn {
    game: String,
    pages: Vec<IllustratedPage>,
}

#[allow(clippy::too_many_arguments)]
fn rules_book(
    mut contexts: EguiContexts,
    mut book: ResMut<RulesBook>,
    games: Res<Games>,
    gallery: Res<GalleryPages>,
    theme: Res<Theme>,
    images: Res<Assets<Image>>,
    texts: Res<Texts>,
    hud: Res<HudInfo>,
    screen: Res<State<crate::app::screens::Screen>>,
    mut drawn: Local<Drawn>,
) -> Result {
    let Some(setup) = book.setup.clone() else {
        return Ok(());
    };
    let Ok(game) = games.find(&setup.game) else {
        book.close();
        return Ok(());
    };
    if drawn.game != setup.game || theme.is_changed() {
        *drawn = Drawn {
            game: setup.game.clone(),
            pages: gallery.pages(&setup.game, &theme),
        };
    }
    let total = drawn.pages.len() + 1;
    book.page = book.page.min(total - 1);
    let picture = drawn.pages.get(book.page).and_then(|page| {
        let sketch = page.sketch.clone()?;
        let mut texture = |role: &str| {
            let handle = theme.image(role);
            images
                .contains(&handle)
                .then(|| contexts.add_image(EguiTextureHandle::Weak(handle.id())))
        };
        Some(Picture {
            board: texture(sketch.board_role)?,
            stamps: sketch.stamps.iter().map(|s| texture(&s.role)).collect(),
            sketch,
        })
    });
    let ctx = contexts.ctx_mut()?;
    let screen_size = ctx.content_rect().size();
    let width = (screen_size.x - 40.0).min(560.0);
    let mut open = true;
    let mut page = book.page;
    egui::Window::new(texts.with(
        "gallery-rules-title",
        &[("game", texts.game_title(game.info()).into())],
    ))
    .id(egui::Id::new("rules-book"))
    // Above the menu cards and the panel, whichever came last.
    .order(egui::Order::Foreground)
    .open(&mut open)
    .collapsible(false)
    .resizable(false)
    .fixed_size(egui::vec2(width, (screen_size.y - 120.0).min(600.0)))
    .pivot(egui::Align2::CENTER_CENTER)
    .default_pos(ctx.content_rect().center())
    .show(ctx, |ui| {
        ui.horizontal(|ui| {
            if ui
                .add_enabled(page > 0, egui::Button::new(texts.get("rules-back")))
                .clicked()
            {
                page -= 1;
            }
            ui.label(texts.with(
                "rules-page",
                &[
                    ("n", (page as i64 + 1).into()),
                    ("total", (total as i64).into()),
                ],
            ));
            if ui
                .add_enabled(page + 1 < total, egui::Button::new(texts.get("rules-next")))
                .clicked()
            {
                page += 1;
            }
        });
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| match drawn.pages.get(page) {
            Some(shown) => {
                ui.heading(texts.get(&shown.title));
                if let Some(picture) = &picture {
                    let height = (width * 0.62).min(screen_size.y * 0.42);
                    let (rect, _) = ui.allocate_exact_size(
                        egui::vec2(ui.available_width(), height),
                        egui::Sense::hover(),
                    );
                    paint_sketch(ui, rect, picture, &shown.arrows, &shown.rings);
                }
                ui.add_space(6.0);
                ui.label(egui::RichText::new(texts.get(&shown.text)).size(17.0));
            }
            None => {
                ui.heading(texts.get("rules-all"));
                // In play the panel's words are the match's own rules; elsewhere the
                // setup's (made only while this page shows).
                let playing = *screen.get() == crate::app::screens::Screen::Playing;
                if playing && !hud.rules.is_empty() {
                    ui.label(&hud.rules);
                } else {
                    ui.label(gallery.rules(&setup, &texts).unwrap_or_default());
                }
            }
        });
    });
    book.page = page;
    if !open {
        book.close();
    }
    Ok(())
}
