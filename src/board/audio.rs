//! Sound: effects on cue from the animation (so a capture sounds when the piece lands, not
//! before), and quiet music, on channels with their own volumes from the settings. With no
//! audio device kira warns once and everything stays silent.

use crate::app::idle::{TickEvery, WaitingSince};
use crate::app::settings::Settings;
use crate::board::animation::SoundCue;
use crate::theme::{Sound, Theme};
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use std::time::Duration;

#[derive(Resource)]
struct Effects;

#[derive(Resource)]
struct Music;

/// The music rests once the game has waited this long with nothing moving and no input
/// (a person thinking, or gone): a playing sound keeps the sound output and its mixing
/// busy, the largest part of what a waiting game costs (on the web about 3% of a core).
/// The next input brings it back.
const MUSIC_RESTS_AFTER: f64 = 10.0;

/// How long the music takes to fade out as it rests, and in as it comes back.
const MUSIC_FADE: Duration = Duration::from_millis(1500);

/// Whether the music is resting (or there is none to play): no sound is made.
#[derive(Resource, Default, PartialEq, Eq, Debug)]
pub struct Quiet(pub bool);

pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Effects>()
        .add_audio_channel::<Music>()
        .init_resource::<Quiet>()
        .add_systems(
            Update,
            (
                play_cues.run_if(resource_exists::<Theme>),
                start_music.run_if(resource_exists_and_changed::<Theme>),
                follow_volumes.run_if(resource_changed::<Settings>),
                // Demos and tours run flat out, without the waiting game's rules.
                rest_music.run_if(resource_exists::<WaitingSince>),
            ),
        );
}

/// A 0..1 slider as decibels (kira's −60 dB is silence).
pub fn slider_to_db(x: f32) -> f32 {
    if x <= 0.001 {
        -60.0
    } else {
        (20.0 * x.log10()).max(-60.0)
    }
}

/// Plays the theme's music, from when it comes (after the first screen) and again when
/// another theme brings its own.
fn start_music(
    theme: Res<Theme>,
    music: Res<AudioChannel<Music>>,
    settings: Res<Settings>,
    mut playing: Local<Option<AssetId<AudioSource>>>,
) {
    let track = theme.sound(Sound::Music);
    if track.as_ref().map(|t| t.id()) == *playing {
        return;
    }
    *playing = track.as_ref().map(|t| t.id());
    music.stop();
    if let Some(track) = track {
        music.set_volume(slider_to_db(settings.music_volume));
        music.play(track).looped();
    }
}

/// Rests the music while the game waits, and brings it back when it stops waiting.
fn rest_music(
    time: Res<Time<Real>>,
    waiting: Res<WaitingSince>,
    music: Res<AudioChannel<Music>>,
    mut quiet: ResMut<Quiet>,
    mut tick: ResMut<TickEvery>,
) {
    let now = time.elapsed_secs_f64();
    let rest = waiting
        .0
        .is_some_and(|since| now - since >= MUSIC_RESTS_AFTER);
    if rest && !quiet.0 {
        music.pause().fade_out(AudioTween::linear(MUSIC_FADE));
        quiet.0 = true;
    } else if !rest && quiet.0 && waiting.0.is_none() {
        music.resume().fade_in(AudioTween::linear(MUSIC_FADE));
        quiet.0 = false;
    }
    if !quiet.0 {
        // A waiting game draws no frame until its tick: one must come when the music rests.
        let waited = waiting.0.map_or(0.0, |since| now - since);
        let left = Duration::from_secs_f64((MUSIC_RESTS_AFTER - waited).max(0.05));
        tick.0 = Some(tick.0.map_or(left, |t| t.min(left)));
    }
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    theme: Res<Theme>,
    effects: Res<AudioChannel<Effects>>,
) {
    for cue in cues.read() {
        if let Some(sound) = theme.sound(cue.0) {
            effects.play(sound);
        }
    }
}

fn follow_volumes(
    settings: Res<Settings>,
    effects: Res<AudioChannel<Effects>>,
    music: Res<AudioChannel<Music>>,
) {
    effects.set_volume(slider_to_db(settings.effects_volume));
    music.set_volume(slider_to_db(settings.music_volume));
}

#[cfg(test)]
mod tests {
    use super::slider_to_db;

    #[test]
    fn sliders_map_to_decibels() {
        assert_eq!(slider_to_db(1.0), 0.0);
        assert_eq!(slider_to_db(0.0), -60.0);
        assert!((slider_to_db(0.5) + 6.02).abs() < 0.01);
    }
}
