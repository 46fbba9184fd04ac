//! A tour of the menus for checks (`--tour DIR`): pictures of the title and setup screens,
//! then exit.

use crate::app::screens::Screen;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::winit::WinitSettings;
use std::path::PathBuf;

pub struct TourPlugin(pub PathBuf);

#[derive(Resource)]
struct Tour {
    dir: PathBuf,
    frames: u32,
}

impl Plugin for TourPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Tour {
            dir: self.0.clone(),
            frames: 0,
        })
        .insert_resource(WinitSettings::continuous())
        .add_systems(
            Update,
            tour.run_if(in_state(Screen::Title).or_else(in_state(Screen::Setup))),
        );
    }
}

fn tour(
    mut commands: Commands,
    mut tour: ResMut<Tour>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    tour.frames += 1;
    let name = match screen.get() {
        Screen::Title => "title",
        _ => "setup",
    };
    match tour.frames {
        20 => {
            let _ = std::fs::create_dir_all(&tour.dir);
            let path = tour.dir.join(format!("{name}.png"));
            println!("screenshot: {}", path.display());
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
        }
        40 if name == "title" => {
            tour.frames = 0;
            next.set(Screen::Setup);
        }
        60 => {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
