//! The look every egui screen shares: the warm palette and type, the one text font, the
//! menu cards and buttons, and the seats' names and colours.

use crate::app::layout::ScreenLayout;
use crate::locale::Texts;
use crate::ui::palette;
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};
use std::sync::Arc;

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (text_fonts, language_fonts.run_if(resource_exists::<Texts>))
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (warm_style, ui_scale).chain().before(StyledSystems),
    );
}

/// The UI's size follows the window and the player's setting (see `app::layout`); on a
/// phone-sized window every control is a finger high and no text is smaller than 12 pixels.
fn ui_scale(
    mut contexts: EguiContexts,
    layout: Res<ScreenLayout>,
    mut done: Local<Option<(f32, bool)>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - layout.ui_scale).abs() > 1e-4 {
        ctx.set_zoom_factor(layout.ui_scale);
    }
    let touch = layout.window.min_element() < TOUCH_WINDOW;
    if *done != Some((layout.ui_scale, touch)) {
        *done = Some((layout.ui_scale, touch));
        ctx.global_style_mut(|style| sized_for(style, layout.ui_scale, touch));
    }
    Ok(())
}

/// A window narrower than this (either way round) is a phone's: it is used by touch.
pub const TOUCH_WINDOW: f32 = 500.0;

/// The smallest a control may be on a touch screen, and the smallest text anywhere, in
/// logical pixels.
pub const FINGER: f32 = 44.0;
pub const SMALLEST_TEXT: f32 = 12.0;

/// The least size of a button that should be as wide as it is high: a finger's width on a
/// touch screen (where `interact_size.y` is a finger), whatever its text.
pub fn finger_wide(ui: &egui::Ui) -> egui::Vec2 {
    egui::vec2(ui.spacing().interact_size.y, 0.0)
}

/// Control and small-text sizes for a zoom of `zoom` (points to logical pixels).
fn sized_for(style: &mut egui::Style, zoom: f32, touch: bool) {
    let default = egui::Style::default();
    style.spacing.interact_size.y = if touch {
        FINGER / zoom
    } else {
        default.spacing.interact_size.y
    };
    if let Some(small) = style.text_styles.get_mut(&egui::TextStyle::Small) {
        small.size = SMALL_TEXT.max(SMALLEST_TEXT / zoom);
    }
    // On a phone no text is smaller than a thumb's reading size, whatever the UI scale.
    if touch {
        for font in style.text_styles.values_mut() {
            font.size = font.size.max(SMALLEST_TEXT / zoom);
        }
    }
}

/// egui's small text (captions), in points.
const SMALL_TEXT: f32 = 12.0;

/// The egui passes that draw with the shared style: they run after it is set.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StyledSystems;

pub fn egui_colour(c: Color) -> egui::Color32 {
    let [r, g, b, _] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgb(r, g, b)
}

/// A menu card: a dark wooden panel without a title bar, anchored where it is given. It
/// stays beneath every window (settings, rules, notices): a click on the card would
/// otherwise raise it over the window just opened from it.
pub fn menu_card(
    id: &'static str,
    anchor: egui::Align2,
    offset: egui::Vec2,
    opacity: u8,
) -> egui::Window<'static> {
    egui::Window::new(id)
        .title_bar(false)
        .resizable(false)
        .order(egui::Order::Background)
        .anchor(anchor, offset)
        .frame(
            egui::Frame::new()
                .fill(palette::veil(opacity))
                .corner_radius(14.0)
                .inner_margin(egui::Margin::symmetric(40, 28)),
        )
}

/// A framed column in the middle of the window, over the backdrop.
pub fn centred(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    // Never wider than a narrow window (the card's margins included).
    let room = ctx.content_rect().width() - 100.0;
    menu_card("menu", egui::Align2::CENTER_CENTER, egui::Vec2::ZERO, 225)
        .max_width(room)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                add(ui);
            });
        });
}

/// Lines of advice boxed in the panel's width, in a fixed-width font so that equities line
/// up: the hint's, the tutor's, the analysis's words on a decision.
pub fn advice_box(ui: &mut egui::Ui, width: f32, lines: &[String]) {
    egui::Frame::new()
        .fill(palette::ADVICE)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 4))
        .show(ui, |ui| {
            ui.set_width(width - 12.0);
            for line in lines {
                ui.label(egui::RichText::new(line).monospace());
            }
        });
}

/// A short notice boxed in the panel's width: a refused click, a connection coming back,
/// what went wrong online.
pub fn notice_box(ui: &mut egui::Ui, width: f32, text: egui::RichText) {
    egui::Frame::new()
        .fill(palette::WHY_NOT)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(6, 4))
        .show(ui, |ui| {
            ui.set_width(width - 12.0);
            ui.label(text.color(palette::BANNER_TEXT));
        });
}

pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(22.0))
            .min_size(egui::vec2(260.0, BIG_BUTTON_HEIGHT)),
    )
}

/// A big button's height: a finger's width, on a phone too.
pub const BIG_BUTTON_HEIGHT: f32 = 44.0;

/// egui's Ubuntu Light for all text, without its monospace and two emoji fonts: 1 MB the
/// web build would download for glyphs the game never shows (a test below checks Ubuntu
/// Light has every letter the game writes). Installed before a context's first pass, which
/// on the web would otherwise have no font at all.
fn text_fonts(mut added: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut added {
        ctx.get_mut().set_fonts(text_font_definitions());
    }
}

/// Once the texts are in, the languages' own fonts (Korean's) stand behind the text font,
/// so their letters are drawn and every other letter keeps Ubuntu Light; again as each
/// font that comes later arrives.
fn language_fonts(
    texts: Res<Texts>,
    mut contexts: Query<&mut EguiContext>,
    mut installed: Local<Option<usize>>,
) {
    if *installed == Some(texts.fonts.len()) {
        return;
    }
    *installed = Some(texts.fonts.len());
    let mut fonts = text_font_definitions();
    for (code, bytes) in &texts.fonts {
        let name = format!("language-{code}");
        fonts.font_data.insert(
            name.clone(),
            Arc::new(egui::FontData::from_owned(bytes.as_ref().clone())),
        );
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            if let Some(list) = fonts.families.get_mut(&family) {
                list.push(name.clone());
            }
        }
    }
    for mut ctx in &mut contexts {
        ctx.get_mut().set_fonts(fonts.clone());
    }
}

pub fn text_font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        TEXT_FONT.to_owned(),
        Arc::new(egui::FontData::from_static(
            epaint_default_fonts::UBUNTU_LIGHT,
        )),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec![TEXT_FONT.to_owned()]);
    }
    fonts
}

pub const TEXT_FONT: &str = "Ubuntu-Light";

/// Ink on wood: egui's dark look, tinted warm, with light text and larger type.
fn warm_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut visuals = egui::Visuals::dark();
    visuals.override_text_color = Some(palette::TEXT);
    visuals.panel_fill = palette::PANEL;
    visuals.window_fill = palette::WINDOW;
    visuals.extreme_bg_color = palette::SUNKEN;
    visuals.widgets.inactive.weak_bg_fill = palette::BUTTON;
    visuals.widgets.hovered.weak_bg_fill = palette::BUTTON_HOVERED;
    visuals.widgets.active.weak_bg_fill = palette::BUTTON_PRESSED;
    visuals.selection.bg_fill = palette::SELECTION;
    ctx.set_visuals(visuals);
    ctx.global_style_mut(|style| {
        for (text_style, font) in style.text_styles.iter_mut() {
            font.size = match text_style {
                egui::TextStyle::Heading => 24.0,
                egui::TextStyle::Small => SMALL_TEXT,
                _ => 15.0,
            };
        }
        // Scroll bars beside what scrolls, never over it.
        style.spacing.scroll = egui::style::ScrollStyle::solid();
        // Words are read, not copied: a press on them is no press at all.
        style.interaction.selectable_labels = false;
    });
    *done = true;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skrifa::MetadataProvider;

    /// A window opened over a menu card stays over it when the card is clicked (a click
    /// raises what it lands on).
    #[test]
    fn a_window_stays_over_the_card_it_was_opened_from() {
        let ctx = egui::Context::default();
        let frame = |ctx: &egui::Context| {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(1280.0, 720.0),
                )),
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                let ctx = ui.ctx().clone();
                centred(&ctx, |ui| {
                    ui.add_space(400.0);
                    ui.label("a card as wide and tall as a title's");
                });
                egui::Window::new("settings")
                    .title_bar(false)
                    .pivot(egui::Align2::CENTER_CENTER)
                    .default_pos(egui::pos2(640.0, 360.0))
                    .show(&ctx, |ui| {
                        ui.label("a window");
                    });
            });
            // Nothing draws here; egui checks that its texture updates were taken.
            output.textures_delta.clear();
        };
        let centre = egui::pos2(640.0, 360.0);
        frame(&ctx);
        frame(&ctx);
        let window = ctx.layer_id_at(centre).expect("something at the centre");
        assert_eq!(window.order, egui::Order::Middle, "the window is on top");
        // The card (beside the window) raised, as a click on it does.
        let card = ctx.layer_id_at(egui::pos2(640.0, 200.0)).expect("the card");
        assert_ne!(card, window);
        ctx.move_to_top(card);
        frame(&ctx);
        assert_eq!(ctx.layer_id_at(centre), Some(window), "still the window");
    }

    /// Every letter in the app's strings is in Ubuntu Light, the font the game writes with:
    /// egui would draw a box for one that is not, and the emoji fonts that covered more are
    /// left out.
    #[test]
    fn the_text_font_has_every_letter_the_game_writes() {
        let mut folders = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        let mut files = Vec::new();
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("a folder of src/") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    folders.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        let mut letters = std::collections::BTreeSet::new();
        for file in files {
            let text = std::fs::read_to_string(file).expect("text");
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                // What stands between quotes.
                letters.extend(line.split('"').skip(1).step_by(2).flat_map(str::chars));
            }
        }
        assert!(
            letters.contains(&'\u{b7}') && letters.contains(&'\u{411}'),
            "the scan reads the strings"
        );
        let fonts = text_font_definitions();
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            assert_eq!(fonts.families[&family], [TEXT_FONT], "{family:?}");
        }
        let ubuntu = skrifa::FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).expect("a font");
        let map = ubuntu.charmap();
        let missing: String = letters
            .into_iter()
            .filter(|c| map.map(*c).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "Ubuntu Light has no glyph for {missing:?}"
        );
    }
}
