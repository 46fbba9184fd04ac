//! How the window is shared between the board and the panel, and how big the UI is: the
//! panel stands at the right of a wide window and becomes a sheet along the bottom of a
//! narrow one; the UI grows with the window (and the player's UI scale); the camera fits the
//! board into what the panel leaves. Pure functions of the window's size, so every size
//! from a phone to a large monitor is checked by tests.

use crate::app::settings::Settings;
use bevy::prelude::*;

/// The part of the world every board is laid out in (the panel's strip at the right of the
/// 1280×720 world is left to the table).
pub const BOARD_AREA: Rect = Rect {
    min: Vec2::new(-640.0, -360.0),
    max: Vec2::new(340.0, 360.0),
};

/// The part of the world the board in play takes, which the camera fits into what the
/// panel leaves: [`BOARD_AREA`] unless the game's view arranges its board otherwise.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct BoardArea(pub Rect);

impl Default for BoardArea {
    fn default() -> Self {
        BoardArea(BOARD_AREA)
    }
}

impl BoardArea {
    /// For a view whose board holds everything it shows: the usual area in a wide window;
    /// in an upright one, the board (`drawn`) with a little room round it.
    pub fn framing(arrangement: Arrangement, drawn: Rect) -> BoardArea {
        match arrangement {
            Arrangement::Wide => BoardArea(BOARD_AREA),
            Arrangement::Upright => BoardArea(drawn.inflate(12.0)),
        }
    }
}

/// How a view lays out the things around its board (trays, throws): beside it in a wide
/// window, above and below it in an upright one (a phone held upright), so the board
/// takes the window's width there.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Arrangement {
    #[default]
    Wide,
    Upright,
}

/// The world the menus' backdrop fills.
pub const MENU_AREA: Rect = Rect {
    min: Vec2::new(-640.0, -360.0),
    max: Vec2::new(640.0, 360.0),
};

/// The panel's width beside the board, in UI points.
pub const PANEL_POINTS: f32 = 300.0;

/// Where the panel stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelPlace {
    /// A column at the right edge (wide windows).
    Right,
    /// A sheet along the bottom edge (narrow or upright windows).
    Bottom,
}

/// The window's share-out for this frame.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct ScreenLayout {
    /// UI points per logical pixel (egui's zoom).
    pub ui_scale: f32,
    pub panel: PanelPlace,
    /// The panel's width (right) or height (bottom) in logical pixels.
    pub panel_pixels: f32,
    /// The window's size in logical pixels.
    pub window: Vec2,
}

impl Default for ScreenLayout {
    fn default() -> Self {
        layout_for(Vec2::new(1280.0, 720.0), 1.0)
    }
}

impl ScreenLayout {
    /// The part of the window the board may use, in logical pixels from the top left.
    pub fn board_region(&self) -> Rect {
        match self.panel {
            PanelPlace::Right => {
                Rect::new(0.0, 0.0, self.window.x - self.panel_pixels, self.window.y)
            }
            PanelPlace::Bottom => {
                Rect::new(0.0, 0.0, self.window.x, self.window.y - self.panel_pixels)
            }
        }
    }

    /// How the board should arrange its parts: upright where the panel is a sheet under
    /// the board and the board's region is taller than wide.
    pub fn arrangement(&self) -> Arrangement {
        let region = self.board_region();
        if self.panel == PanelPlace::Bottom && region.height() > region.width() {
            Arrangement::Upright
        } else {
            Arrangement::Wide
        }
    }

    /// The panel's rectangle in UI points.
    pub fn panel_points(&self) -> Rect {
        let r = match self.panel {
            PanelPlace::Right => Rect::new(
                self.window.x - self.panel_pixels,
                0.0,
                self.window.x,
                self.window.y,
            ),
            PanelPlace::Bottom => Rect::new(
                0.0,
                self.window.y - self.panel_pixels,
                self.window.x,
                self.window.y,
            ),
        };
        Rect::from_corners(r.min / self.ui_scale, r.max / self.ui_scale)
    }

    /// The camera that shows `area` whole and centred in `region` of the window: its
    /// position and its world units per logical pixel.
    pub fn camera_for(&self, area: Rect, region: Rect) -> (Vec2, f32) {
        let scale =
            (area.width() / region.width().max(1.0)).max(area.height() / region.height().max(1.0));
        // The window's centre is this far (in pixels, y down) from the region's centre.
        let offset = self.window / 2.0 - region.center();
        let centre = area.center() + Vec2::new(offset.x, -offset.y) * scale;
        (centre, scale)
    }
}

/// The share-out for a window of `window` logical pixels, the player's UI scale applied on
/// top of the size's own.
pub fn layout_for(window: Vec2, user_scale: f32) -> ScreenLayout {
    // The UI grows with the window from its 1280×720 design size, within readable bounds.
    let fit = (window.x / 1280.0).min(window.y / 720.0);
    let ui_scale = (fit.clamp(0.85, 2.0) * user_scale.clamp(0.5, 2.0)).max(0.5);
    let panel_wide = PANEL_POINTS * ui_scale;
    // Beside the board only while the board keeps most of a landscape window.
    if window.x - panel_wide >= 0.55 * window.x && window.x >= window.y {
        ScreenLayout {
            ui_scale,
            panel: PanelPlace::Right,
            panel_pixels: panel_wide,
            window,
        }
    } else {
        ScreenLayout {
            ui_scale,
            panel: PanelPlace::Bottom,
            // The board needs most of an upright phone: the sheet scrolls.
            panel_pixels: (window.y * 0.38).round(),
            window,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ScreenLayout>()
        .init_resource::<Arrangement>()
        .add_systems(PreUpdate, share_the_window);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Update, full_screen);
}

/// F11 switches full screen; the window follows the setting (kept between runs).
#[cfg(not(target_arch = "wasm32"))]
fn full_screen(
    keys: Res<ButtonInput<KeyCode>>,
    mut settings: ResMut<Settings>,
    data: Res<crate::app::storage::DataDir>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    use bevy::window::{MonitorSelection, WindowMode};
    if keys.just_pressed(KeyCode::F11) {
        settings.full_screen = !settings.full_screen;
        if let Err(e) = crate::app::settings::save_settings(&data, &settings) {
            warn!("settings not saved: {e}");
        }
    }
    let wanted = if settings.full_screen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != wanted {
            window.mode = wanted;
        }
    }
}

fn share_the_window(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    settings: Res<Settings>,
    mut layout: ResMut<ScreenLayout>,
    mut arrangement: ResMut<Arrangement>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    layout.set_if_neq(layout_for(size, settings.ui_scale));
    arrangement.set_if_neq(layout.arrangement());
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32); 7] = [
        (360.0, 640.0),
        (390.0, 844.0),
        (800.0, 600.0),
        (1024.0, 768.0),
        (1280.0, 720.0),
        (1920.0, 1080.0),
        (2560.0, 1440.0),
    ];

    /// Where a world point shows in the window (logical pixels from the top left).
    fn on_screen(l: &ScreenLayout, camera: (Vec2, f32), p: Vec2) -> Vec2 {
        let (centre, scale) = camera;
        let d = (p - centre) / scale;
        l.window / 2.0 + Vec2::new(d.x, -d.y)
    }

    #[test]
    fn the_board_is_whole_and_never_under_the_panel() {
        for (w, h) in SIZES {
            let l = layout_for(Vec2::new(w, h), 1.0);
            let region = l.board_region();
            let camera = l.camera_for(BOARD_AREA, region);
            let lo = on_screen(&l, camera, BOARD_AREA.min);
            let hi = on_screen(&l, camera, BOARD_AREA.max);
            let shown = Rect::from_corners(lo, hi);
            let slack = 0.5;
            assert!(
                shown.min.x >= region.min.x - slack
                    && shown.min.y >= region.min.y - slack
                    && shown.max.x <= region.max.x + slack
                    && shown.max.y <= region.max.y + slack,
                "{w}×{h}: board at {shown:?}, region {region:?}"
            );
            // The board fills its region along one side.
            assert!(
                (shown.width() - region.width()).abs() < 1.0
                    || (shown.height() - region.height()).abs() < 1.0,
                "{w}×{h}: {shown:?} in {region:?}"
            );
            // The board keeps at least a third of the window.
            assert!(region.width() * region.height() >= w * h / 3.0, "{w}×{h}");
        }
    }

    #[test]
    fn narrow_windows_get_a_bottom_sheet_and_big_ones_bigger_text() {
        assert_eq!(
            layout_for(Vec2::new(390.0, 844.0), 1.0).panel,
            PanelPlace::Bottom
        );
        assert_eq!(
            layout_for(Vec2::new(360.0, 640.0), 1.0).panel,
            PanelPlace::Bottom
        );
        assert_eq!(
            layout_for(Vec2::new(800.0, 600.0), 1.0).panel,
            PanelPlace::Right
        );
        let small = layout_for(Vec2::new(800.0, 600.0), 1.0).ui_scale;
        let big = layout_for(Vec2::new(1920.0, 1080.0), 1.0).ui_scale;
        assert!(big >= 1.5 * small - 0.3 && big > 1.3, "{small} {big}");
        // The player's scale multiplies the size's own.
        let larger = layout_for(Vec2::new(1280.0, 720.0), 1.5).ui_scale;
        assert!((larger - 1.5).abs() < 1e-6);
    }

    #[test]
    fn an_upright_phone_arranges_boards_upright_and_a_wide_window_beside_the_panel() {
        for (w, h) in SIZES {
            let l = layout_for(Vec2::new(w, h), 1.0);
            let want = if w < h {
                Arrangement::Upright
            } else {
                Arrangement::Wide
            };
            assert_eq!(l.arrangement(), want, "{w}×{h}");
        }
        // A board that frames itself keeps the usual area in a wide window.
        let drawn = Rect::new(-500.0, -300.0, 200.0, 300.0);
        assert_eq!(
            BoardArea::framing(Arrangement::Wide, drawn),
            BoardArea::default()
        );
        let upright = BoardArea::framing(Arrangement::Upright, drawn).0;
        assert!(upright.contains(drawn.min) && upright.contains(drawn.max));
        assert!(upright.width() < drawn.width() + 30.0);
    }

    #[test]
    fn the_panel_fits_in_the_window_in_points() {
        for (w, h) in SIZES {
            let l = layout_for(Vec2::new(w, h), 1.0);
            let p = l.panel_points();
            assert!(p.max.x <= w / l.ui_scale + 0.01 && p.max.y <= h / l.ui_scale + 0.01);
            assert!(
                p.width() >= 250.0,
                "{w}×{h}: panel {p:?} too narrow for its text"
            );
        }
    }
}
