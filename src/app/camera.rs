//! The one camera. In play it fits the board's area (the view's [`BoardArea`]) into the part of the window the panel
//! leaves (see [`crate::app::layout`]); on the menus it fits the backdrop's world into the
//! whole window.

use crate::app::layout::{BoardArea, MENU_AREA, ScreenLayout};
use crate::app::screens::Screen;
use bevy::camera::ScalingMode;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(
        PostUpdate,
        // Only when the window's share-out or the screen changes.
        fit_camera
            .run_if(
                resource_changed::<ScreenLayout>
                    .or_else(state_changed::<Screen>)
                    .or_else(resource_changed::<BoardArea>),
            )
            .before(TransformSystems::Propagate),
    );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        // Flat pictures need no multisampling (their edges are in their own alpha); with
        // it, the browser (WebGL2) showed the menus' backdrop through egui's cards.
        Msaa::Off,
        Projection::from(OrthographicProjection {
            scaling_mode: ScalingMode::WindowSize,
            ..OrthographicProjection::default_2d()
        }),
    ));
}

fn fit_camera(
    layout: Res<ScreenLayout>,
    area: Res<BoardArea>,
    screen: Res<State<Screen>>,
    mut cameras: Query<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    let board = matches!(screen.get(), Screen::Playing | Screen::Results);
    let (centre, scale) = if board {
        layout.camera_for(area.0, layout.board_region())
    } else {
        let whole = Rect::from_corners(Vec2::ZERO, layout.window);
        layout.camera_for(MENU_AREA, whole)
    };
    for (mut at, mut projection) in &mut cameras {
        if let Projection::Orthographic(o) = &mut *projection
            && (o.scale - scale).abs() > 1e-6
        {
            o.scale = scale;
        }
        let target = centre.extend(at.translation.z);
        if at.translation != target {
            at.translation = target;
        }
    }
}
