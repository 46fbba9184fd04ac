//! The results, beside the final board: who won, and what next.

use super::*;

pub fn results(
    mut contexts: EguiContexts,
    menu: Res<MenuState>,
    hud: Res<HudInfo>,
    names: Res<SeatNames>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    // A window over the final board, so the end position stays in view.
    let ctx = contexts.ctx_mut()?;
    menu_card(
        "results",
        egui::Align2::RIGHT_CENTER,
        egui::vec2(-30.0, 0.0),
        235,
    )
    .show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading(egui::RichText::new("Game over").size(44.0));
            ui.add_space(16.0);
            if let Some((outcome, moves)) = menu.last_outcome {
                let names: Vec<&str> = outcome.winners.iter().map(|s| names.of(s)).collect();
                let who = if outcome.is_draw() {
                    "A draw".to_string()
                } else {
                    format!(
                        "{} {}",
                        names.join(" & "),
                        if names.len() > 1 { "win" } else { "wins" }
                    )
                };
                ui.label(
                    egui::RichText::new(who)
                        .size(32.0)
                        .color(egui::Color32::from_rgb(255, 220, 150)),
                );
                if !hud.result.is_empty() {
                    ui.label(egui::RichText::new(&hud.result).size(22.0));
                }
                ui.label(format!("{moves} actions played"));
            }
            ui.add_space(30.0);
            if big_button(ui, "Rematch").clicked() {
                setup.seed = fresh_seed();
                next.set(Screen::Playing);
            }
            ui.add_space(8.0);
            if big_button(ui, "New game").clicked() {
                next.set(Screen::Setup);
            }
            ui.add_space(8.0);
            if big_button(ui, "Title").clicked() {
                next.set(Screen::Title);
            }
        })
    });
    Ok(())
}
