//! The ink theme's sounds: pen taps, pencil ticks and paper slides instead of wooden
//! knocks, porcelain chimes and a soft singing-bowl gong, and a short, calm loop in A
//! minor on a kalimba-like tine over a low hum. Everything is seeded: the same every run.

use crate::rng::Rng;
use crate::synth::{
    Canvas, FX_RATE, MUSIC_RATE, Pcm, Tail, bounce, clatter_gap, loop_freq, midi, scoop,
};
use std::f64::consts::{PI, TAU};

/// Peak level of the effects, dBFS.
pub const FX_PEAK_DBFS: f64 = -3.0;
/// Peak level of the effects that play often (hop, click, checker, seed, step), dBFS.
pub const QUIET_PEAK_DBFS: f64 = -9.0;
/// Peak level of the music, dBFS.
pub const MUSIC_PEAK_DBFS: f64 = -12.0;
/// Length of the music loop: two bars of 4/4 at 60 beats a minute.
pub const MUSIC_SECONDS: f64 = 8.0;

/// How long the ink theme's partials ring: 9 decay times and 5 attack times.
const TAIL: Tail = Tail {
    decays: 9.0,
    attacks: 5.0,
};

/// The ink theme's instruments.
impl Canvas {
    /// A pen's tip tapping paper on a desk: a dry click, a short ring at `pitch` and a
    /// soft low thump of the desk.
    fn tap(&mut self, rng: &mut Rng, t0: f64, pitch: f64, amp: f64) {
        self.noise(
            rng,
            t0,
            0.0025,
            pitch * 2.2,
            pitch * 1.6,
            0.9,
            1,
            amp * 1.6,
            |u| (1.0 - u).powi(2),
        );
        self.partial(t0, pitch * rng.range(0.98, 1.02), amp * 0.45, 0.0003, 0.004);
        self.partial(t0, pitch * 2.9, amp * 0.12, 0.0003, 0.002);
        self.partial(t0, 170.0 * rng.range(0.9, 1.1), amp * 0.3, 0.001, 0.012);
    }

    /// A pencil tick: a tiny bright click.
    fn tick(&mut self, rng: &mut Rng, t0: f64, amp: f64) {
        self.noise(rng, t0, 0.0015, 5200.0, 4200.0, 1.4, 1, amp * 2.0, |u| {
            1.0 - u
        });
        self.partial(t0, rng.range(3600.0, 4000.0), amp * 0.35, 0.0002, 0.0018);
    }

    /// Paper sliding over paper: soft, broad noise from `f0` to `f1`, swelling and fading.
    fn slide(&mut self, rng: &mut Rng, t0: f64, dur: f64, (f0, f1): (f64, f64), amp: f64) {
        self.grainy_noise(rng, t0, dur, f0, f1, 0.8, 2, amp, 0.35, |u| {
            (PI * u).sin().powf(1.5)
        });
    }

    /// A porcelain chime: a few inharmonic partials, the higher ones dying sooner.
    fn chime(&mut self, t0: f64, freq: f64, amp: f64, decay: f64) {
        for (ratio, a, d) in [
            (1.0, 1.0, 1.0),
            (2.32, 0.28, 0.45),
            (4.25, 0.12, 0.25),
            (6.63, 0.05, 0.15),
        ] {
            self.partial(t0, freq * ratio, amp * a, 0.001, decay * d);
        }
    }

    /// A soft singing-bowl gong: slow bloom, long decay, each partial a slowly beating
    /// pair.
    fn gong(&mut self, t0: f64, freq: f64, amp: f64, decay: f64) {
        for (ratio, a, d, beat) in [
            (1.0, 1.0, 1.0, 0.9),
            (2.71, 0.45, 0.7, 1.7),
            (5.15, 0.18, 0.45, 2.6),
            (8.43, 0.07, 0.3, 3.1),
        ] {
            let f = freq * ratio;
            self.partial(t0, f, amp * a * 0.55, 0.012, decay * d);
            self.partial(t0, f + beat, amp * a * 0.45, 0.02, decay * d);
        }
    }

    /// A kalimba-like tine: a round fundamental, a little octave and twelfth, and a faint
    /// metallic overtone that dies at once.
    fn tine(&mut self, t0: f64, freq: f64, amp: f64, decay: f64) {
        self.partial(t0, freq, amp, 0.004, decay);
        self.partial(t0, freq * 2.0, amp * 0.16, 0.003, decay * 0.4);
        self.partial(t0, freq * 3.0, amp * 0.05, 0.003, decay * 0.25);
        self.partial(t0, freq * 5.93, amp * 0.06, 0.001, 0.025);
    }
}

/// The sticks or dice land on paper: a brush of paper, then a scatter of pen taps dying
/// away.
pub fn throw() -> Pcm {
    let mut rng = Rng(0x017A_0001);
    let mut c = Canvas::new(FX_RATE, 0.5, TAIL);
    c.slide(&mut rng, 0.0, 0.16, (1800.0, 900.0), 0.5);
    let mut t: f64 = 0.02;
    while t < 0.42 {
        let amp = (-t / 0.14).exp() * rng.range(0.5, 1.0);
        let pitch = rng.range(1300.0, 2500.0);
        c.tap(&mut rng, t, pitch, amp);
        t += clatter_gap(&mut rng, 0.25, (0.008, 0.018), (0.03, 0.07));
    }
    c.fade(0.001, 0.04);
    c.finish(FX_PEAK_DBFS)
}

/// A piece hops one station: a soft pencil tick over a faint tap.
pub fn hop() -> Pcm {
    let mut rng = Rng(0x140B);
    let mut c = Canvas::new(FX_RATE, 0.06, TAIL);
    c.tick(&mut rng, 0.0, 0.7);
    c.tap(&mut rng, 0.001, 1500.0, 0.6);
    c.soften(5000.0);
    c.fade(0.0008, 0.015);
    c.finish(QUIET_PEAK_DBFS)
}

/// A piece ends its move: a firm pen tap with a little paper under it.
pub fn land() -> Pcm {
    let mut rng = Rng(0x1_1A_4D);
    let mut c = Canvas::new(FX_RATE, 0.12, TAIL);
    c.tap(&mut rng, 0.0, 1200.0, 1.0);
    c.partial(0.0, 140.0, 0.5, 0.002, 0.03);
    c.slide(&mut rng, 0.0, 0.05, (2200.0, 1400.0), 0.25);
    c.soften(6000.0);
    c.fade(0.001, 0.02);
    c.finish(FX_PEAK_DBFS)
}

/// A capture: a double pen strike, then a sheet of paper pulled swiftly away.
pub fn capture() -> Pcm {
    let mut rng = Rng(0x1_CA_97);
    let mut c = Canvas::new(FX_RATE, 0.45, TAIL);
    c.tap(&mut rng, 0.0, 1500.0, 1.0);
    c.tap(&mut rng, 0.035, 1150.0, 0.8);
    c.grainy_noise(&mut rng, 0.06, 0.36, 4200.0, 500.0, 1.6, 2, 5.0, 0.3, |u| {
        (u * 5.0).min(1.0) * (1.0 - u).powf(1.5)
    });
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS)
}

/// A piece joins its side's pieces: two quick dry taps, the second higher.
pub fn stack() -> Pcm {
    let mut rng = Rng(0x1_57AC);
    let mut c = Canvas::new(FX_RATE, 0.15, TAIL);
    c.tap(&mut rng, 0.0, 2100.0, 1.0);
    c.tap(&mut rng, 0.055, 2600.0, 0.85);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS)
}

/// A piece leaves the board: two porcelain chimes rising a fifth (A5, E6).
pub fn exit() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 0.5, TAIL);
    c.chime(0.0, midi(81), 0.85, 0.22);
    c.chime(0.09, midi(88), 1.0, 0.26);
    c.fade(0.001, 0.08);
    c.finish(FX_PEAK_DBFS)
}

/// A side wins: a soft singing-bowl gong on A, and a rising chime of A minor over it.
pub fn win() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 1.8, TAIL);
    c.gong(0.0, midi(45) * 2.0, 1.0, 0.9);
    c.gong(0.0, midi(57) * 2.0, 0.35, 0.6);
    for (k, note) in [81, 84, 88, 93].into_iter().enumerate() {
        c.chime(0.12 + 0.11 * k as f64, midi(note), 0.22, 0.35);
    }
    c.fade(0.004, 0.3);
    c.finish(FX_PEAK_DBFS)
}

/// A button or menu choice: a pencil tick.
pub fn click() -> Pcm {
    let mut rng = Rng(0x1_C1C);
    let mut c = Canvas::new(FX_RATE, 0.04, TAIL);
    c.tick(&mut rng, 0.0, 1.0);
    c.fade(0.0005, 0.01);
    c.finish(QUIET_PEAK_DBFS - 1.0)
}

/// A bonus throw: two bright chimes a fourth apart (E6, A6).
pub fn extra() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 0.4, TAIL);
    c.chime(0.0, midi(88), 0.8, 0.16);
    c.chime(0.1, midi(93), 1.0, 0.2);
    c.fade(0.001, 0.06);
    c.finish(FX_PEAK_DBFS)
}

/// A checker set down on the paper board: a soft, low tap and a breath of paper.
pub fn checker() -> Pcm {
    let mut rng = Rng(0x1_C4EC);
    let mut c = Canvas::new(FX_RATE, 0.1, TAIL);
    c.tap(&mut rng, 0.0, 950.0, 1.0);
    c.partial(0.0, 200.0, 0.4, 0.002, 0.02);
    c.slide(&mut rng, 0.0, 0.04, (1600.0, 1100.0), 0.15);
    c.soften(4500.0);
    c.fade(0.001, 0.025);
    c.finish(QUIET_PEAK_DBFS)
}

/// Two dice rattled in a paper cup, thrown and tumbling to rest on paper.
pub fn dice() -> Pcm {
    let mut rng = Rng(0x1_D1CE5);
    let mut c = Canvas::new(FX_RATE, 0.7, TAIL);
    // In the cup: muffled ticks over the rustle of the cup.
    let mut t = 0.0;
    while t < 0.2 {
        let (pitch, amp) = (rng.range(1800.0, 2400.0), rng.range(0.12, 0.25));
        c.tap(&mut rng, t, pitch, amp);
        t += rng.range(0.016, 0.04);
    }
    c.slide(&mut rng, 0.0, 0.22, (1200.0, 1800.0), 0.18);
    // Out onto the paper: each die lands with a tap, bounces and settles, sliding a
    // little between the bounces.
    for (start, pitch) in [(0.24, 1900.0), (0.262, 2300.0)] {
        bounce(
            &mut rng,
            (start, 0.065),
            (0.64, 0.05),
            (0.66, 0.8),
            |rng, t, amp, gap| {
                let p = pitch * rng.range(0.92, 1.08);
                c.tap(rng, t, p, amp);
                c.slide(rng, t + 0.004, gap * 0.7, (2600.0, 1800.0), amp * 0.12);
            },
        );
    }
    c.soften(8000.0);
    c.fade(0.002, 0.05);
    c.finish(FX_PEAK_DBFS)
}

/// A seed dropped into a pit: a tiny tick and a soft tap, for quick runs.
pub fn seed() -> Pcm {
    let mut rng = Rng(0x1_5EED);
    let mut c = Canvas::new(FX_RATE, 0.05, TAIL);
    c.tick(&mut rng, 0.0, 0.5);
    c.tap(&mut rng, 0.0012, 1700.0, 0.8);
    c.soften(6000.0);
    c.fade(0.0008, 0.012);
    c.finish(QUIET_PEAK_DBFS - 1.0)
}

/// A pit's seeds scooped up: a patter of small ticks over a brush of paper.
pub fn relay() -> Pcm {
    let mut rng = Rng(0x1_4E1A7);
    let mut c = Canvas::new(FX_RATE, 0.3, TAIL);
    c.slide(&mut rng, 0.0, 0.2, (2400.0, 1500.0), 0.35);
    let mut t: f64 = 0.01;
    while t < 0.24 {
        let env = scoop(t);
        if rng.unit() < 0.5 {
            let amp = env * rng.range(0.4, 0.8);
            c.tick(&mut rng, t, amp);
        } else {
            let (pitch, amp) = (rng.range(2200.0, 3200.0), env * rng.range(0.3, 0.6));
            c.tap(&mut rng, t, pitch, amp);
        }
        t += rng.range(0.007, 0.022);
    }
    c.soften(9000.0);
    c.fade(0.001, 0.04);
    c.finish(FX_PEAK_DBFS - 3.0)
}

/// A barricade lifted and set down: a paper slide, then a firm low tap.
pub fn barricade() -> Pcm {
    let mut rng = Rng(0x1_BA44);
    let mut c = Canvas::new(FX_RATE, 0.2, TAIL);
    c.slide(&mut rng, 0.0, 0.07, (2400.0, 1300.0), 0.4);
    c.tap(&mut rng, 0.065, 800.0, 1.0);
    c.partial(0.065, 160.0, 0.6, 0.002, 0.035);
    c.tap(&mut rng, 0.1, 850.0, 0.25);
    c.soften(6000.0);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS - 2.0)
}

/// A pawn steps onto a field: a very soft pencil tick.
pub fn step() -> Pcm {
    let mut rng = Rng(0x1_57E9);
    let mut c = Canvas::new(FX_RATE, 0.05, TAIL);
    c.tick(&mut rng, 0.0, 0.6);
    c.tap(&mut rng, 0.0008, 2000.0, 0.5);
    c.soften(4500.0);
    c.fade(0.0008, 0.012);
    c.finish(QUIET_PEAK_DBFS - 1.0)
}

/// The chords of the loop: (start beat, beats, root MIDI note, the arpeggio's notes).
const CHORDS: [(f64, f64, [i32; 4]); 3] = [
    (0.0, 4.0, [45, 52, 57, 60]), // A minor
    (4.0, 2.0, [41, 48, 53, 57]), // F major
    (6.0, 2.0, [43, 50, 55, 59]), // G major
];
/// The melody: (start beat, MIDI note, beats).
const MELODY: [(f64, i32, f64); 8] = [
    (0.0, 76, 1.5),
    (1.5, 74, 0.5),
    (2.0, 72, 1.0),
    (3.0, 76, 1.0),
    (4.0, 81, 1.5),
    (5.5, 79, 0.5),
    (6.0, 74, 1.0),
    (7.0, 71, 1.0),
];

/// A calm eight-second loop in A minor (Am, F, G) at 60 beats a minute: a tine melody
/// over a soft arpeggio and a low hum. Mixed circularly (tails wrap to the start; the
/// hum's frequencies are whole cycles per loop), so the end joins the start seamlessly.
pub fn music() -> Pcm {
    let mut rng = Rng(0x0001_305C);
    let mut c = Canvas::looped(MUSIC_RATE, MUSIC_SECONDS, TAIL);
    let beat = MUSIC_SECONDS / 8.0;
    // The hum: A1 and E2, swelling once per loop.
    for (note, amp) in [(33, 0.09), (40, 0.05)] {
        let f = loop_freq(midi(note), MUSIC_SECONDS);
        c.add_wave(|t| {
            let swell = 0.75 + 0.25 * (TAU * t / MUSIC_SECONDS).cos();
            amp * swell * (TAU * f * t).sin()
        });
    }
    for (start, beats, notes) in CHORDS {
        // The arpeggio: up the chord in eighths, quietly.
        let eighths = (beats * 2.0) as usize;
        for i in 0..eighths {
            let note = notes[i % 4] + if i >= 4 { 12 } else { 0 };
            let t = (start + i as f64 * 0.5) * beat + rng.range(0.0, 0.008);
            c.tine(t, midi(note), 0.11 * rng.range(0.85, 1.0), 0.9);
        }
        c.partial(start * beat, midi(notes[0]), 0.12, 0.15, beats * beat * 0.5);
    }
    for (start, note, beats) in MELODY {
        let t = start * beat + rng.range(0.0, 0.01);
        c.tine(t, midi(note), 0.26, (beats * beat * 0.8).clamp(0.5, 1.4));
    }
    // A little room: circular echoes, so the echo of the end falls on the start.
    c.echo(&[(0.029, 0.2), (0.053, 0.14), (0.75 * beat, 0.16)]);
    c.finish(MUSIC_PEAK_DBFS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synth::checks::{assert_effects, assert_seamless_loop};

    #[test]
    fn lengths_and_levels() {
        assert_effects(&[
            (throw, 0.5, FX_PEAK_DBFS),
            (hop, 0.06, QUIET_PEAK_DBFS),
            (land, 0.12, FX_PEAK_DBFS),
            (capture, 0.45, FX_PEAK_DBFS),
            (stack, 0.15, FX_PEAK_DBFS),
            (exit, 0.5, FX_PEAK_DBFS),
            (win, 1.8, FX_PEAK_DBFS),
            (click, 0.04, QUIET_PEAK_DBFS - 1.0),
            (extra, 0.4, FX_PEAK_DBFS),
            (checker, 0.1, QUIET_PEAK_DBFS),
            (dice, 0.7, FX_PEAK_DBFS),
            (seed, 0.05, QUIET_PEAK_DBFS - 1.0),
            (relay, 0.3, FX_PEAK_DBFS - 3.0),
            (barricade, 0.2, FX_PEAK_DBFS - 2.0),
            (step, 0.05, QUIET_PEAK_DBFS - 1.0),
        ]);
    }

    #[test]
    fn the_sounds_are_not_the_classic_ones() {
        assert_ne!(throw().samples, crate::sound::throw().samples);
        assert_ne!(win().samples, crate::sound::win().samples);
    }

    #[test]
    fn music_loops_without_a_seam() {
        assert_seamless_loop(&music(), 8, MUSIC_PEAK_DBFS);
    }
}
