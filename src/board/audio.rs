//! Sound: effects on cue from the animation (so a capture sounds when the piece lands, not
//! before), and quiet music, on channels with their own volumes from the settings. With no
//! audio device kira warns once and everything stays silent.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::board::animation::SoundCue;
use crate::theme::{Sound, Theme};
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

#[derive(Resource)]
struct Effects;

#[derive(Resource)]
struct Music;

pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Effects>()
        .add_audio_channel::<Music>()
        .add_systems(OnExit(Screen::Loading), start_music)
        .add_systems(
            Update,
            (
                play_cues.run_if(resource_exists::<Theme>),
                follow_volumes.run_if(resource_changed::<Settings>),
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

fn start_music(
    theme: Option<Res<Theme>>,
    music: Res<AudioChannel<Music>>,
    settings: Res<Settings>,
) {
    let Some(track) = theme.and_then(|t| t.sound(Sound::Music)) else {
        return;
    };
    music.set_volume(slider_to_db(settings.music_volume));
    music.play(track).looped();
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
