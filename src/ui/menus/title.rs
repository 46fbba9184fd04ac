//! The title screen: continue an unfinished match, a new game, settings, quit.

use super::*;

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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred(ctx, |ui| {
        ui.heading(
            egui::RichText::new("Tabula")
                .size(64.0)
                .color(egui::Color32::from_rgb(245, 222, 179)),
        );
        ui.label(
            egui::RichText::new(texts.get("tagline"))
                .size(20.0)
                .italics(),
        );
        ui.add_space(36.0);
        // One button per unfinished match, latest first, saying what it continues.
        for offered in menu.saves.clone() {
            let (game, detail) = save_words(&offered, &games, &texts);
            let text = format!(
                "{}\n{detail}",
                texts.with("continue-game", &[("game", game.into())])
            );
            let width = ui.available_width().min(420.0);
            let button = egui::Button::new(egui::RichText::new(text).size(18.0))
                .wrap()
                .min_size(egui::vec2(width, 56.0));
            if ui.add(button).clicked() {
                *setup = offered.saved.setup.clone();
                resume.0 = Some(offered.saved);
                next.set(Screen::Playing);
            }
            ui.add_space(6.0);
        }
        ui.add_space(4.0);
        if big_button(ui, &texts.get("new-game")).clicked() {
            next.set(Screen::Setup);
        }
        ui.add_space(8.0);
        if big_button(ui, &texts.get("settings")).clicked() {
            open.settings = true;
        }
        // A page cannot close its tab: on the web, leaving is the browser's business.
        if cfg!(not(target_arch = "wasm32")) {
            ui.add_space(8.0);
            if big_button(ui, &texts.get("quit")).clicked() {
                exit.write(AppExit::Success);
            }
        }
        if !menu.notices.is_empty() {
            ui.add_space(24.0);
            for notice in &menu.notices {
                ui.colored_label(egui::Color32::from_rgb(255, 190, 120), texts.told(notice));
            }
            if ui.button(texts.get("ok")).clicked() {
                menu.notices.clear();
            }
        }
    });
    Ok(())
}
