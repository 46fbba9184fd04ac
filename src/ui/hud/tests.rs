use super::keys::is_board_key;
use super::*;
use crate::ui::style::text_font_definitions;

/// A HUD like the one on the computer's turn: a disabled button, then "Rules". One frame
/// that holds Tab and Enter (a slow frame in the browser) opens the rules when egui sees
/// the keys, and does not once the board keeps them.
#[test]
fn board_keys_never_press_a_hud_button() {
    let rules_opened = |keep_keys_for_the_board: bool| {
        let ctx = egui::Context::default();
        ctx.set_fonts(text_font_definitions());
        let key = |key| egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        };
        let mut opened = false;
        for keys in [vec![], vec![key(egui::Key::Tab), key(egui::Key::Enter)]] {
            let mut input = egui::RawInput {
                events: keys,
                ..Default::default()
            };
            if keep_keys_for_the_board {
                input.events.retain(|event| !is_board_key(event));
            }
            let mut output = ctx.run_ui(input, |ui| {
                ui.add_enabled(false, egui::Button::new("Throw"));
                opened |= ui.button("Rules").clicked();
            });
            // Nothing draws here; egui checks that its texture updates were taken.
            output.textures_delta.clear();
        }
        opened
    };
    assert!(rules_opened(false), "egui presses Rules with Tab and Enter");
    assert!(!rules_opened(true), "the board's keys pressed Rules");
}
