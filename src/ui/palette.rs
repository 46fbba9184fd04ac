//! The UI's colours, named by what they are for: one place to change how the panels, cards,
//! banners and notices look (the board's colours are the theme's).

use bevy_egui::egui::Color32;

/// Words on the dark panels and windows.
pub const TEXT: Color32 = Color32::from_rgb(240, 226, 200);
/// The panel beside the board.
pub const PANEL: Color32 = Color32::from_rgb(44, 31, 21);
/// Windows over the screen (the settings, the rules).
pub const WINDOW: Color32 = Color32::from_rgb(52, 37, 25);
/// Text fields and other sunken places.
pub const SUNKEN: Color32 = Color32::from_rgb(30, 21, 14);
/// A button at rest, under the pointer, pressed; a chosen item.
pub const BUTTON: Color32 = Color32::from_rgb(96, 66, 40);
pub const BUTTON_HOVERED: Color32 = Color32::from_rgb(128, 88, 52);
pub const BUTTON_PRESSED: Color32 = Color32::from_rgb(150, 104, 60);
pub const SELECTION: Color32 = Color32::from_rgb(170, 110, 50);
/// The dark veil behind the menus' cards, `opacity` of 255 strong.
pub fn veil(opacity: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(36, 24, 14, opacity)
}

/// The game's name on the title screen.
pub const TITLE: Color32 = Color32::from_rgb(245, 222, 179);
/// A game's card in the gallery.
pub const GALLERY_CARD: Color32 = Color32::from_rgba_unmultiplied_const(60, 42, 26, 235);
/// A player's record under a game's card.
pub const RECORD: Color32 = Color32::from_rgb(230, 205, 160);
/// A notice on the title screen: its card, its words.
pub const NOTICE_CARD: Color32 = Color32::from_rgb(60, 36, 24);
pub const NOTICE_TEXT: Color32 = Color32::from_rgb(255, 214, 170);
/// Something to mind: a notice's edge, a problem found in the settings or the theme.
pub const WARNING: Color32 = Color32::from_rgb(255, 190, 120);
/// The unfinished match the setup screen offers to continue.
pub const SAVE_ON_OFFER: Color32 = Color32::from_rgb(255, 200, 140);
/// The line under an option that says what it does.
pub const EXPLANATION: Color32 = Color32::from_rgb(200, 185, 160);
/// The results screen's card and the winner's name on it.
pub const RESULTS_CARD: Color32 = Color32::from_rgb(36, 24, 14);
pub const WINNER: Color32 = Color32::from_rgb(255, 220, 150);

/// A banner over the panel, a click's answer, and their words.
pub const BANNER: Color32 = Color32::from_rgba_unmultiplied_const(120, 70, 30, 245);
pub const WHY_NOT: Color32 = Color32::from_rgb(120, 70, 30);
pub const BANNER_TEXT: Color32 = Color32::from_rgb(255, 236, 200);
/// The throws still to play, and the hint's advice, in the panel.
/// A chat line.
pub const CHAT: Color32 = Color32::from_rgb(225, 210, 180);
/// A player online, and one whose connection is gone.
pub const ONLINE: Color32 = Color32::from_rgb(90, 200, 90);
pub const OFFLINE: Color32 = Color32::from_rgb(150, 140, 130);
pub const PENDING: Color32 = Color32::from_rgb(90, 64, 40);
pub const ADVICE: Color32 = Color32::from_rgb(62, 48, 30);
/// The lesson's card: paper, ink, edge, and the words of a refused move.
pub const LESSON_CARD: Color32 = Color32::from_rgb(244, 230, 200);
pub const LESSON_INK: Color32 = Color32::from_rgb(52, 34, 18);
pub const LESSON_EDGE: Color32 = Color32::from_rgb(200, 150, 60);
pub const REFUSED: Color32 = Color32::from_rgb(170, 30, 20);

/// The rules book's pictures: the board's ink, and the arrow of the move explained with
/// its dark edge.
pub const SKETCH_INK: Color32 = Color32::from_rgb(108, 77, 51);
pub const ARROW: Color32 = Color32::from_rgb(60, 220, 90);
pub const ARROW_EDGE: Color32 = Color32::from_rgb(30, 20, 10);
