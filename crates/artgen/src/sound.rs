//! The classic theme's sounds: damped partials for wood and bells, filtered noise,
//! additive plucks, and a seamless music loop. Everything is seeded, so the output is the
//! same every run.

use crate::rng::Rng;
use crate::synth::{
    Canvas, FX_RATE, MUSIC_RATE, Pcm, Tail, bounce, clatter_gap, loop_freq, midi, scoop,
};
use std::f64::consts::TAU;

/// How long the classic theme's partials ring: 9.5 decay times and an attack.
const TAIL: Tail = Tail {
    decays: 9.5,
    attacks: 1.0,
};

/// The classic theme's instruments.
impl Canvas {
    /// A wooden knock: the modes of a free wooden bar (1 : 2.76 : 5.40 : 8.93) under a
    /// short tap of filtered noise.
    fn knock(&mut self, rng: &mut Rng, t0: f64, pitch: f64, amp: f64, decay: f64) {
        const MODES: [(f64, f64, f64); 4] = [
            (1.0, 1.0, 1.0),
            (2.76, 0.5, 0.5),
            (5.40, 0.25, 0.3),
            (8.93, 0.1, 0.18),
        ];
        for (ratio, a, d) in MODES {
            let detune = 1.0 + 0.01 * rng.signed();
            self.partial(t0, pitch * ratio * detune, amp * a, 0.0006, decay * d);
        }
        self.noise(
            rng,
            t0,
            0.006,
            pitch * 4.0,
            pitch * 3.0,
            1.2,
            1,
            amp * 0.9,
            |u| (1.0 - u).powi(3),
        );
    }

    /// A small bell or glockenspiel bar.
    fn bell(&mut self, t0: f64, freq: f64, amp: f64, decay: f64) {
        const PARTIALS: [(f64, f64, f64); 5] = [
            (1.0, 1.0, 1.0),
            (2.0, 0.3, 0.6),
            (2.76, 0.22, 0.4),
            (5.40, 0.08, 0.22),
            (8.93, 0.03, 0.12),
        ];
        for (ratio, a, d) in PARTIALS {
            self.partial(t0, freq * ratio, amp * a, 0.0015, decay * d);
        }
    }

    /// A soft plucked string: harmonics falling off with `bright`, higher ones dying
    /// sooner.
    fn pluck(&mut self, t0: f64, freq: f64, amp: f64, decay: f64, bright: f64) {
        for h in 1..=8 {
            let hf = f64::from(h);
            let a = amp * bright.powi(h - 1) / hf;
            let f = freq * hf * (1.0 + 0.0003 * hf * hf);
            self.partial(t0, f, a, 0.004, decay / (1.0 + 0.7 * (hf - 1.0)));
        }
    }
}

/// Peak level of the effects, dBFS.
pub const FX_PEAK_DBFS: f64 = -3.0;
/// Peak level of the quiet effects (hop, click), which play often.
pub const QUIET_PEAK_DBFS: f64 = -8.0;
/// Peak level of the music, dBFS.
pub const MUSIC_PEAK_DBFS: f64 = -12.0;

/// Wooden sticks or dice clattering on the table: several knocks of decaying loudness,
/// irregular, some almost together, from four sticks of slightly different pitch.
pub fn throw() -> Pcm {
    let mut rng = Rng(0x7AB0_1A01);
    let mut c = Canvas::new(FX_RATE, 0.6, TAIL);
    let sticks = [560.0, 690.0, 815.0, 960.0];
    // The first landing thuds on the table.
    c.partial(0.0, 150.0, 0.5, 0.002, 0.035);
    let mut t: f64 = 0.0;
    while t < 0.5 {
        let pitch = sticks[(rng.next_u64() % 4) as usize] * rng.range(0.97, 1.03);
        let amp = (-t / 0.17).exp() * rng.range(0.55, 1.0);
        let decay = rng.range(0.018, 0.032);
        c.knock(&mut rng, t, pitch, amp, decay);
        // Mostly bounces; sometimes sticks knock each other in quick succession.
        t += clatter_gap(&mut rng, 0.3, (0.006, 0.02), (0.03, 0.085));
    }
    c.fade(0.001, 0.04);
    c.finish(FX_PEAK_DBFS)
}

/// One soft wooden step.
pub fn hop() -> Pcm {
    let mut rng = Rng(0x4_0B);
    let mut c = Canvas::new(FX_RATE, 0.08, TAIL);
    c.knock(&mut rng, 0.0, 430.0, 1.0, 0.016);
    c.partial(0.0, 215.0, 0.35, 0.002, 0.02);
    c.soften(2200.0);
    c.fade(0.002, 0.015);
    c.finish(QUIET_PEAK_DBFS)
}

/// A heavier placing knock.
pub fn land() -> Pcm {
    let mut rng = Rng(0x1A_4D);
    let mut c = Canvas::new(FX_RATE, 0.15, TAIL);
    c.knock(&mut rng, 0.0, 310.0, 1.0, 0.045);
    c.partial(0.0, 120.0, 0.8, 0.003, 0.05);
    c.noise(&mut rng, 0.0, 0.02, 900.0, 500.0, 0.8, 1, 0.4, |u| {
        (1.0 - u).powi(2)
    });
    c.soften(3500.0);
    c.fade(0.001, 0.02);
    c.finish(FX_PEAK_DBFS)
}

/// A capture: a hard knock, then a descending swoosh as the pieces fly home.
pub fn capture() -> Pcm {
    let mut rng = Rng(0xCA_97);
    let mut c = Canvas::new(FX_RATE, 0.5, TAIL);
    c.knock(&mut rng, 0.0, 360.0, 1.0, 0.05);
    c.knock(&mut rng, 0.012, 720.0, 0.5, 0.03);
    c.partial(0.0, 110.0, 0.6, 0.002, 0.05);
    // Two band-passes in series make the swoosh's pitch clear as it falls.
    c.noise(&mut rng, 0.04, 0.44, 3600.0, 240.0, 3.0, 2, 9.0, |u| {
        (u * 6.0).min(1.0) * (1.0 - u).powf(1.3)
    });
    c.glide(0.05, 900.0, 200.0, 0.42, 0.18);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS)
}

/// Two lacquered pieces clicking together.
pub fn stack() -> Pcm {
    let mut rng = Rng(0x57AC);
    let mut c = Canvas::new(FX_RATE, 0.2, TAIL);
    c.knock(&mut rng, 0.0, 1250.0, 1.0, 0.018);
    c.knock(&mut rng, 0.07, 1480.0, 0.85, 0.02);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS)
}

/// A small rising chime as a piece leaves the board.
pub fn exit() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 0.6, TAIL);
    // A5, D6, F♯6: up the D pentatonic of the music.
    for (k, note) in [81, 86, 90].into_iter().enumerate() {
        let t = 0.085 * k as f64;
        c.bell(t, midi(note), 1.0 - 0.12 * k as f64, 0.32);
    }
    c.fade(0.001, 0.08);
    c.finish(FX_PEAK_DBFS)
}

/// A short happy fanfare: a rising arpeggio and a ringing chord, twice struck.
pub fn win() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 2.0, TAIL);
    // D5 F♯5 A5 B5 D6, then D5+A5+D6+F♯6.
    for (k, note) in [74, 78, 81, 83, 86].into_iter().enumerate() {
        let t = 0.1 * k as f64;
        c.pluck(t, midi(note), 0.8, 0.5, 0.5);
        c.bell(t, midi(note + 12), 0.12, 0.25);
    }
    for (t, amp) in [(0.55, 0.7), (0.8, 1.0)] {
        for note in [62, 74, 81, 86, 90] {
            c.pluck(t, midi(note), amp * 0.55, 1.0, 0.45);
        }
        c.bell(t, midi(98), amp * 0.15, 0.5);
    }
    c.fade(0.001, 0.25);
    c.finish(FX_PEAK_DBFS)
}

/// A quiet UI tick.
pub fn click() -> Pcm {
    let mut rng = Rng(0xC1C);
    let mut c = Canvas::new(FX_RATE, 0.05, TAIL);
    c.noise(&mut rng, 0.0, 0.004, 3200.0, 2800.0, 1.5, 1, 1.0, |u| {
        (1.0 - u).powi(2)
    });
    c.partial(0.0, 2100.0, 0.5, 0.0004, 0.006);
    c.fade(0.0005, 0.01);
    c.finish(QUIET_PEAK_DBFS - 2.0)
}

/// The bonus-throw cue: two bright notes, a fourth apart.
pub fn extra() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 0.4, TAIL);
    c.bell(0.0, midi(88), 0.85, 0.18);
    c.bell(0.11, midi(93), 1.0, 0.22);
    c.fade(0.001, 0.06);
    c.finish(FX_PEAK_DBFS)
}

/// A wooden checker set down on a board: a soft, low tock with a faint edge tap before
/// it. Plays on every move, so it is quiet and short.
pub fn checker() -> Pcm {
    let mut rng = Rng(0xC4EC);
    let mut c = Canvas::new(FX_RATE, 0.12, TAIL);
    // The rim touches first, then the disc lands flat.
    c.knock(&mut rng, 0.0, 1650.0, 0.22, 0.008);
    c.knock(&mut rng, 0.007, 820.0, 1.0, 0.022);
    c.partial(0.007, 210.0, 0.55, 0.002, 0.028);
    c.noise(&mut rng, 0.007, 0.012, 1400.0, 900.0, 0.9, 1, 0.35, |u| {
        (1.0 - u).powi(2)
    });
    c.soften(3200.0);
    c.fade(0.001, 0.03);
    c.finish(QUIET_PEAK_DBFS)
}

/// Two dice shaken in a leather cup, thrown out and tumbling to rest on a wooden board.
pub fn dice() -> Pcm {
    let mut rng = Rng(0xD1CE5);
    let mut c = Canvas::new(FX_RATE, 0.75, TAIL);
    // In the cup: muffled clicks of the dice against each other and the leather.
    let mut t = 0.0;
    while t < 0.2 {
        let amp = rng.range(0.12, 0.26) * (0.6 + 2.0 * t);
        let pitch = rng.range(2100.0, 2900.0);
        c.knock(&mut rng, t, pitch, amp, 0.006);
        c.partial(t, rng.range(380.0, 460.0), amp * 0.5, 0.002, 0.012);
        t += rng.range(0.018, 0.045);
    }
    c.noise(&mut rng, 0.0, 0.22, 900.0, 1400.0, 0.8, 1, 0.12, |u| {
        (u * 4.0).min(1.0) * (1.0 - u)
    });
    // Out onto the board: each die lands with a thud, then bounces and tumbles with
    // shorter and softer knocks until it settles.
    for (die, start, pitch) in [(0, 0.24, 2350.0), (1, 0.262, 2750.0)] {
        c.partial(start, 170.0 + 30.0 * f64::from(die), 0.7, 0.002, 0.03);
        bounce(
            &mut rng,
            (start, 0.07),
            (0.7, 0.04),
            (0.68, 0.82),
            |rng, t, amp, _| {
                let p = pitch * rng.range(0.92, 1.08);
                let decay = rng.range(0.01, 0.018);
                c.knock(rng, t, p, amp, decay);
                c.knock(rng, t, p * 0.31, amp * 0.45, 0.02);
            },
        );
    }
    // The two dice knock into each other once as they roll.
    c.knock(&mut rng, 0.395, 3300.0, 0.35, 0.008);
    c.soften(6000.0);
    c.fade(0.002, 0.05);
    c.finish(FX_PEAK_DBFS)
}

/// One seed dropped into a wooden pit: a tiny, soft click over a hint of the hollow's
/// tock. Plays once per seed sown, often in quick runs, so it is short and quiet.
pub fn seed() -> Pcm {
    let mut rng = Rng(0x5EED);
    let mut c = Canvas::new(FX_RATE, 0.06, TAIL);
    c.knock(&mut rng, 0.0, 2300.0, 0.7, 0.005);
    c.knock(&mut rng, 0.0015, 760.0, 1.0, 0.011);
    c.soften(4200.0);
    c.fade(0.0008, 0.015);
    c.finish(QUIET_PEAK_DBFS - 2.0)
}

/// A handful of seeds scooped out of a pit: a quick patter of small stones knocking
/// together in the hand, over the brush of the fingers on the wood.
pub fn relay() -> Pcm {
    let mut rng = Rng(0x4E1A7);
    let mut c = Canvas::new(FX_RATE, 0.3, TAIL);
    c.noise(&mut rng, 0.0, 0.12, 1800.0, 1100.0, 0.7, 1, 0.22, |u| {
        (u * 8.0).min(1.0) * (1.0 - u).powi(2)
    });
    let mut t: f64 = 0.012;
    while t < 0.24 {
        let env = scoop(t);
        let pitch = rng.range(2200.0, 3900.0);
        let amp = env * rng.range(0.35, 0.8);
        let decay = rng.range(0.004, 0.009);
        c.knock(&mut rng, t, pitch, amp, decay);
        t += rng.range(0.006, 0.022);
    }
    c.soften(7000.0);
    c.fade(0.001, 0.04);
    c.finish(FX_PEAK_DBFS - 3.0)
}

/// A light wooden block lifted and set down: the brush of it leaving the board, then a
/// hollow knock and a small rebound.
pub fn barricade() -> Pcm {
    let mut rng = Rng(0xBA44);
    let mut c = Canvas::new(FX_RATE, 0.2, TAIL);
    c.noise(&mut rng, 0.0, 0.05, 2600.0, 1500.0, 0.8, 1, 0.18, |u| {
        (u * 5.0).min(1.0) * (1.0 - u).powi(2)
    });
    c.knock(&mut rng, 0.06, 540.0, 1.0, 0.035);
    c.partial(0.06, 230.0, 0.6, 0.002, 0.04);
    c.knock(&mut rng, 0.105, 560.0, 0.3, 0.02);
    c.soften(4000.0);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS - 2.0)
}

/// A pawn taps a field as it steps: very short and soft, for runs of steps.
pub fn step() -> Pcm {
    let mut rng = Rng(0x57E9);
    let mut c = Canvas::new(FX_RATE, 0.05, TAIL);
    c.knock(&mut rng, 0.0, 1150.0, 1.0, 0.008);
    c.partial(0.0, 320.0, 0.4, 0.0015, 0.012);
    c.soften(3000.0);
    c.fade(0.0008, 0.012);
    c.finish(QUIET_PEAK_DBFS - 2.0)
}

/// Length of the music loop: 8 bars of 4/4 at 80 beats a minute.
pub const MUSIC_SECONDS: f64 = 24.0;
const BEAT: f64 = 0.75;

/// The melody, bar by bar: (MIDI note, beats), D major pentatonic (D E F♯ A B).
const MELODY: [&[(i32, f64)]; 8] = [
    &[(62, 1.5), (66, 0.5), (69, 2.0)],
    &[(71, 1.0), (69, 1.0), (66, 2.0)],
    &[(64, 1.5), (66, 0.5), (69, 1.0), (74, 1.0)],
    &[(71, 3.0), (69, 1.0)],
    &[(66, 1.5), (69, 0.5), (71, 2.0)],
    &[(74, 1.0), (76, 0.5), (74, 0.5), (71, 2.0)],
    &[(69, 1.0), (66, 1.0), (64, 1.0), (66, 1.0)],
    &[(62, 4.0)],
];
/// The bass root of each bar; its fifth sounds on beat 3.
const BASS: [i32; 8] = [50, 47, 45, 52, 50, 47, 45, 50];

/// A quiet, calm loop: plucked pentatonic melody and bass over a soft drone. Everything
/// is mixed circularly (tails wrap to the start, drone frequencies are whole cycles per
/// loop), so the end joins the start without a seam.
pub fn music() -> Pcm {
    let mut rng = Rng(0x3_05C);
    let mut c = Canvas::looped(MUSIC_RATE, MUSIC_SECONDS, TAIL);
    // Drone: D2 and A2 with a slow swell (two per loop), frequencies rounded to whole
    // cycles per loop.
    for (note, amp) in [(38, 0.11), (45, 0.07), (50, 0.035)] {
        let f = loop_freq(midi(note), MUSIC_SECONDS);
        c.add_wave(|t| {
            let swell = 0.8 + 0.2 * (TAU * 2.0 * t / MUSIC_SECONDS).sin();
            amp * swell * ((TAU * f * t).sin() + 0.15 * (TAU * 2.0 * f * t).sin())
        });
    }
    for (bar, notes) in MELODY.iter().enumerate() {
        let bar_t = bar as f64 * 4.0 * BEAT;
        let mut beat = 0.0;
        for &(note, beats) in notes.iter() {
            let t = bar_t + beat * BEAT + rng.range(0.0, 0.012);
            let amp = 0.3 * rng.range(0.88, 1.0);
            let decay = (beats * BEAT * 0.9).clamp(0.5, 1.6);
            c.pluck(t, midi(note), amp, decay, 0.38);
            beat += beats;
        }
        let root = BASS[bar];
        c.pluck(bar_t, midi(root), 0.26, 2.2, 0.3);
        c.pluck(bar_t + 2.0 * BEAT, midi(root + 7), 0.16, 1.6, 0.3);
    }
    // A little room: circular taps, so the echo of the end falls on the start.
    c.echo(&[
        (0.023, 0.22),
        (0.041, 0.16),
        (0.067, 0.11),
        (3.0 * BEAT / 2.0, 0.18),
    ]);
    c.finish(MUSIC_PEAK_DBFS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synth::checks::{assert_effects, assert_seamless_loop};

    #[test]
    fn lengths_and_levels() {
        assert_effects(&[
            (throw, 0.6, FX_PEAK_DBFS),
            (hop, 0.08, QUIET_PEAK_DBFS),
            (land, 0.15, FX_PEAK_DBFS),
            (capture, 0.5, FX_PEAK_DBFS),
            (stack, 0.2, FX_PEAK_DBFS),
            (exit, 0.6, FX_PEAK_DBFS),
            (win, 2.0, FX_PEAK_DBFS),
            (click, 0.05, QUIET_PEAK_DBFS - 2.0),
            (extra, 0.4, FX_PEAK_DBFS),
            (checker, 0.12, QUIET_PEAK_DBFS),
            (dice, 0.75, FX_PEAK_DBFS),
            (seed, 0.06, QUIET_PEAK_DBFS - 2.0),
            (relay, 0.3, FX_PEAK_DBFS - 3.0),
            (barricade, 0.2, FX_PEAK_DBFS - 2.0),
            (step, 0.05, QUIET_PEAK_DBFS - 2.0),
        ]);
    }

    #[test]
    fn music_loops_without_a_seam() {
        assert_seamless_loop(&music(), 24, MUSIC_PEAK_DBFS);
    }
}
