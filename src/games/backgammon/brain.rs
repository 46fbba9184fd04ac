//! The trained net's weights, which the computer, the hint, the tutor, the review and the
//! analysis think with. The desktop has them built in; the web build leaves them out of
//! its first download (154 KB of it, compressed) and asks for the file once the first
//! screen is drawn. Until they come, Backgammon's own player is not ready: a computer seat
//! waits with its move, and the hint, the tutor and the analysis are not offered.

use crate::app::file_assets::{FromFile, add_file_asset};
use crate::app::screens::{FirstScreenDrawn, Screen};
use crate::session::computer::OwnPlayer;
use bevy::asset::LoadState;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::sync::Arc;
use tabula_backgammon::Backgammon;
use tabula_backgammon::nn::NeuralEval;

/// The weights' file, under `assets/`.
pub const WEIGHTS_FILE: &str = "brains/backgammon.tbgn";

/// The weights, read from their file.
#[derive(Asset, TypePath)]
pub struct Weights(pub Arc<NeuralEval>);

impl FromFile for Weights {
    const EXTENSIONS: &'static [&'static str] = &["tbgn"];

    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError> {
        Ok(Weights(Arc::new(NeuralEval::from_bytes(&bytes)?)))
    }
}

/// The weights' file while it is on its way, and whether it failed to come.
#[derive(Resource, Default)]
struct WeightsComing {
    handle: Option<Handle<Weights>>,
    failed: bool,
}

/// Whether the net can think: its weights are in.
pub(super) fn ready(own: &OwnPlayer<Backgammon>) -> bool {
    own.ready
}

fn waiting(own: Res<OwnPlayer<Backgammon>>) -> bool {
    !own.ready
}

pub(super) fn plugin(app: &mut App) {
    add_file_asset::<Weights>(app);
    app.insert_resource(OwnPlayer::<Backgammon> {
        chooser: tabula_backgammon::own_computer,
        ready: NeuralEval::shared().is_some(),
    })
    .init_resource::<WeightsComing>()
    .add_systems(
        Update,
        (ask_for_the_weights, take_the_weights)
            .chain()
            .run_if(waiting.and_then(|drawn: Res<FirstScreenDrawn>| drawn.0)),
    )
    // A file that failed to come (the network gone) is asked for again as a match starts.
    .add_systems(
        OnEnter(Screen::Playing),
        (|mut coming: ResMut<WeightsComing>| coming.failed = false).run_if(waiting),
    );
}

fn ask_for_the_weights(server: Res<AssetServer>, mut coming: ResMut<WeightsComing>) {
    if coming.handle.is_none() && !coming.failed {
        coming.handle = Some(server.load(WEIGHTS_FILE));
    }
}

fn take_the_weights(
    server: Res<AssetServer>,
    mut coming: ResMut<WeightsComing>,
    weights: Res<Assets<Weights>>,
    mut own: ResMut<OwnPlayer<Backgammon>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(handle) = &coming.handle else {
        return;
    };
    if let Some(Weights(eval)) = weights.get(handle) {
        // Weights built in or given earlier stay: the crate's agents think with one net.
        NeuralEval::share(eval.clone());
        own.ready = true;
        coming.handle = None;
        // A frame more, for the panel's hint and a computer seat that waited.
        redraw.write(RequestRedraw);
    } else if let LoadState::Failed(e) = server.load_state(handle) {
        error!("the backgammon computer's weights did not load: {e}");
        *coming = WeightsComing {
            handle: None,
            failed: true,
        };
    }
}
