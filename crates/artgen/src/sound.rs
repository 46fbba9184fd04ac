//! Sound synthesis: damped partials for wood and bells, filtered noise, additive plucks,
//! and a seamless music loop. Everything is seeded, so the output is the same every run.

use crate::rng::Rng;
use std::f64::consts::TAU;

/// Sample rate of the effects.
pub const FX_RATE: u32 = 44100;
/// Sample rate of the music.
pub const MUSIC_RATE: u32 = 22050;

/// A synthesised sound: its samples as 16-bit PCM at `rate` Hz.
pub struct Pcm {
    pub rate: u32,
    pub samples: Vec<i16>,
}

/// A mono buffer being mixed. With `wrap`, whatever runs past the end comes back in at
/// the start (for seamless loops); without, it is dropped.
struct Canvas {
    rate: f64,
    s: Vec<f64>,
    wrap: bool,
}

impl Canvas {
    fn new(rate: u32, seconds: f64, wrap: bool) -> Canvas {
        Canvas {
            rate: f64::from(rate),
            s: vec![0.0; (seconds * f64::from(rate)).round() as usize],
            wrap,
        }
    }

    fn index(&self, t: f64) -> usize {
        (t * self.rate).round().max(0.0) as usize
    }

    /// How many samples a sound starting at sample `start` may write.
    fn room(&self, start: usize, wanted: usize) -> usize {
        if self.wrap {
            wanted.min(self.s.len())
        } else {
            wanted.min(self.s.len().saturating_sub(start))
        }
    }

    fn add(&mut self, i: usize, v: f64) {
        let len = self.s.len();
        if self.wrap {
            self.s[i % len] += v;
        } else if i < len {
            self.s[i] += v;
        }
    }

    /// A damped sinusoid from `t0`: `amp` · (1 − e^(−t/attack)) · e^(−t/decay) · sin(2π f t).
    fn partial(&mut self, t0: f64, freq: f64, amp: f64, attack: f64, decay: f64) {
        if freq * 2.0 >= self.rate {
            return; // above Nyquist
        }
        let start = self.index(t0);
        let n = self.room(start, ((decay * 9.5 + attack) * self.rate) as usize);
        for k in 0..n {
            let t = k as f64 / self.rate;
            let env = (1.0 - (-t / attack).exp()) * (-t / decay).exp();
            self.add(start + k, amp * env * (TAU * freq * t).sin());
        }
    }

    /// A glide from `f0` to `f1` (exponential) over `dur` seconds, with a raised-sine
    /// envelope.
    fn glide(&mut self, t0: f64, f0: f64, f1: f64, dur: f64, amp: f64) {
        let start = self.index(t0);
        let n = self.room(start, (dur * self.rate) as usize);
        let mut phase = 0.0;
        for k in 0..n {
            let u = k as f64 / n as f64;
            let f = f0 * (f1 / f0).powf(u);
            phase += TAU * f / self.rate;
            let env = (std::f64::consts::PI * u).sin().powi(2);
            self.add(start + k, amp * env * phase.sin());
        }
    }

    /// A burst of noise through `stages` band-pass filters in series whose centre moves
    /// from `f0` to `f1`, shaped by `env(u)` for u in 0..1.
    #[allow(clippy::too_many_arguments)]
    fn noise(
        &mut self,
        rng: &mut Rng,
        t0: f64,
        dur: f64,
        f0: f64,
        f1: f64,
        q: f64,
        stages: usize,
        amp: f64,
        env: impl Fn(f64) -> f64,
    ) {
        let start = self.index(t0);
        let n = self.room(start, (dur * self.rate) as usize);
        let mut filters: Vec<Biquad> = (0..stages).map(|_| Biquad::default()).collect();
        for k in 0..n {
            let u = k as f64 / n as f64;
            let mut v = rng.signed();
            for bq in &mut filters {
                if k % 16 == 0 {
                    bq.band_pass(self.rate, f0 * (f1 / f0).powf(u), q);
                }
                v = bq.run(v);
            }
            self.add(start + k, amp * env(u) * v);
        }
    }

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

    /// Fades in over `fade_in` and out over `fade_out` seconds (raised cosine).
    fn fade(&mut self, fade_in: f64, fade_out: f64) {
        let len = self.s.len();
        let fi = ((fade_in * self.rate) as usize).min(len);
        let fo = ((fade_out * self.rate) as usize).min(len);
        for k in 0..fi {
            self.s[k] *= 0.5 - 0.5 * (std::f64::consts::PI * k as f64 / fi as f64).cos();
        }
        for k in 0..fo {
            self.s[len - 1 - k] *= 0.5 - 0.5 * (std::f64::consts::PI * k as f64 / fo as f64).cos();
        }
    }

    /// Scales the peak to `peak_dbfs` and converts to 16-bit PCM.
    fn finish(self, peak_dbfs: f64) -> Pcm {
        let peak = self.s.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        let target = 10f64.powf(peak_dbfs / 20.0) * f64::from(i16::MAX);
        let scale = if peak > 0.0 { target / peak } else { 0.0 };
        Pcm {
            rate: self.rate as u32,
            samples: self
                .s
                .iter()
                .map(|v| (v * scale).round().clamp(-32768.0, 32767.0) as i16)
                .collect(),
        }
    }
}

/// An RBJ biquad filter.
#[derive(Default)]
struct Biquad {
    b: [f64; 3],
    a: [f64; 2],
    x: [f64; 2],
    y: [f64; 2],
}

impl Biquad {
    fn band_pass(&mut self, rate: f64, f: f64, q: f64) {
        let w = TAU * f.min(rate * 0.45) / rate;
        let alpha = w.sin() / (2.0 * q);
        let a0 = 1.0 + alpha;
        self.b = [alpha / a0, 0.0, -alpha / a0];
        self.a = [-2.0 * w.cos() / a0, (1.0 - alpha) / a0];
    }

    fn low_pass(&mut self, rate: f64, f: f64, q: f64) {
        let w = TAU * f.min(rate * 0.45) / rate;
        let alpha = w.sin() / (2.0 * q);
        let a0 = 1.0 + alpha;
        let c = w.cos();
        self.b = [(1.0 - c) / 2.0 / a0, (1.0 - c) / a0, (1.0 - c) / 2.0 / a0];
        self.a = [-2.0 * c / a0, (1.0 - alpha) / a0];
    }

    fn run(&mut self, x: f64) -> f64 {
        let y = self.b[0] * x + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [x, self.x[0]];
        self.y = [y, self.y[0]];
        y
    }
}

/// Low-passes the whole canvas (for softer sounds).
fn soften(c: &mut Canvas, cutoff: f64) {
    let mut lp = Biquad::default();
    lp.low_pass(c.rate, cutoff, 0.707);
    for v in &mut c.s {
        *v = lp.run(*v);
    }
}

/// Frequency of a MIDI note.
fn midi(note: i32) -> f64 {
    440.0 * 2f64.powf(f64::from(note - 69) / 12.0)
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
    let mut c = Canvas::new(FX_RATE, 0.6, false);
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
        t += if rng.unit() < 0.3 {
            rng.range(0.006, 0.02)
        } else {
            rng.range(0.03, 0.085)
        };
    }
    c.fade(0.001, 0.04);
    c.finish(FX_PEAK_DBFS)
}

/// One soft wooden step.
pub fn hop() -> Pcm {
    let mut rng = Rng(0x4_0B);
    let mut c = Canvas::new(FX_RATE, 0.08, false);
    c.knock(&mut rng, 0.0, 430.0, 1.0, 0.016);
    c.partial(0.0, 215.0, 0.35, 0.002, 0.02);
    soften(&mut c, 2200.0);
    c.fade(0.002, 0.015);
    c.finish(QUIET_PEAK_DBFS)
}

/// A heavier placing knock.
pub fn land() -> Pcm {
    let mut rng = Rng(0x1A_4D);
    let mut c = Canvas::new(FX_RATE, 0.15, false);
    c.knock(&mut rng, 0.0, 310.0, 1.0, 0.045);
    c.partial(0.0, 120.0, 0.8, 0.003, 0.05);
    c.noise(&mut rng, 0.0, 0.02, 900.0, 500.0, 0.8, 1, 0.4, |u| {
        (1.0 - u).powi(2)
    });
    soften(&mut c, 3500.0);
    c.fade(0.001, 0.02);
    c.finish(FX_PEAK_DBFS)
}

/// A capture: a hard knock, then a descending swoosh as the pieces fly home.
pub fn capture() -> Pcm {
    let mut rng = Rng(0xCA_97);
    let mut c = Canvas::new(FX_RATE, 0.5, false);
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
    let mut c = Canvas::new(FX_RATE, 0.2, false);
    c.knock(&mut rng, 0.0, 1250.0, 1.0, 0.018);
    c.knock(&mut rng, 0.07, 1480.0, 0.85, 0.02);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS)
}

/// A small rising chime as a piece leaves the board.
pub fn exit() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 0.6, false);
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
    let mut c = Canvas::new(FX_RATE, 2.0, false);
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
    let mut c = Canvas::new(FX_RATE, 0.05, false);
    c.noise(&mut rng, 0.0, 0.004, 3200.0, 2800.0, 1.5, 1, 1.0, |u| {
        (1.0 - u).powi(2)
    });
    c.partial(0.0, 2100.0, 0.5, 0.0004, 0.006);
    c.fade(0.0005, 0.01);
    c.finish(QUIET_PEAK_DBFS - 2.0)
}

/// The bonus-throw cue: two bright notes, a fourth apart.
pub fn extra() -> Pcm {
    let mut c = Canvas::new(FX_RATE, 0.4, false);
    c.bell(0.0, midi(88), 0.85, 0.18);
    c.bell(0.11, midi(93), 1.0, 0.22);
    c.fade(0.001, 0.06);
    c.finish(FX_PEAK_DBFS)
}

/// A wooden checker set down on a board: a soft, low tock with a faint edge tap before
/// it. Plays on every move, so it is quiet and short.
pub fn checker() -> Pcm {
    let mut rng = Rng(0xC4EC);
    let mut c = Canvas::new(FX_RATE, 0.12, false);
    // The rim touches first, then the disc lands flat.
    c.knock(&mut rng, 0.0, 1650.0, 0.22, 0.008);
    c.knock(&mut rng, 0.007, 820.0, 1.0, 0.022);
    c.partial(0.007, 210.0, 0.55, 0.002, 0.028);
    c.noise(&mut rng, 0.007, 0.012, 1400.0, 900.0, 0.9, 1, 0.35, |u| {
        (1.0 - u).powi(2)
    });
    soften(&mut c, 3200.0);
    c.fade(0.001, 0.03);
    c.finish(QUIET_PEAK_DBFS)
}

/// Two dice shaken in a leather cup, thrown out and tumbling to rest on a wooden board.
pub fn dice() -> Pcm {
    let mut rng = Rng(0xD1CE5);
    let mut c = Canvas::new(FX_RATE, 0.75, false);
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
        let mut t = start;
        let mut gap: f64 = 0.07;
        let mut amp = 1.0;
        while t < 0.7 && amp > 0.04 {
            let p = pitch * rng.range(0.92, 1.08);
            let decay = rng.range(0.01, 0.018);
            c.knock(&mut rng, t, p, amp, decay);
            c.knock(&mut rng, t, p * 0.31, amp * 0.45, 0.02);
            t += gap * rng.range(0.75, 1.25);
            gap = (gap * 0.8).max(0.012);
            amp *= rng.range(0.68, 0.82);
        }
    }
    // The two dice knock into each other once as they roll.
    c.knock(&mut rng, 0.395, 3300.0, 0.35, 0.008);
    soften(&mut c, 6000.0);
    c.fade(0.002, 0.05);
    c.finish(FX_PEAK_DBFS)
}

/// One seed dropped into a wooden pit: a tiny, soft click over a hint of the hollow's
/// tock. Plays once per seed sown, often in quick runs, so it is short and quiet.
pub fn seed() -> Pcm {
    let mut rng = Rng(0x5EED);
    let mut c = Canvas::new(FX_RATE, 0.06, false);
    c.knock(&mut rng, 0.0, 2300.0, 0.7, 0.005);
    c.knock(&mut rng, 0.0015, 760.0, 1.0, 0.011);
    soften(&mut c, 4200.0);
    c.fade(0.0008, 0.015);
    c.finish(QUIET_PEAK_DBFS - 2.0)
}

/// A handful of seeds scooped out of a pit: a quick patter of small stones knocking
/// together in the hand, over the brush of the fingers on the wood.
pub fn relay() -> Pcm {
    let mut rng = Rng(0x4E1A7);
    let mut c = Canvas::new(FX_RATE, 0.3, false);
    c.noise(&mut rng, 0.0, 0.12, 1800.0, 1100.0, 0.7, 1, 0.22, |u| {
        (u * 8.0).min(1.0) * (1.0 - u).powi(2)
    });
    let mut t: f64 = 0.012;
    while t < 0.24 {
        // Denser and louder as the hand closes, then a few last settles.
        let env = if t < 0.09 {
            0.45 + t * 6.0
        } else {
            (-(t - 0.09) / 0.06).exp()
        };
        let pitch = rng.range(2200.0, 3900.0);
        let amp = env * rng.range(0.35, 0.8);
        let decay = rng.range(0.004, 0.009);
        c.knock(&mut rng, t, pitch, amp, decay);
        t += rng.range(0.006, 0.022);
    }
    soften(&mut c, 7000.0);
    c.fade(0.001, 0.04);
    c.finish(FX_PEAK_DBFS - 3.0)
}

/// A light wooden block lifted and set down: the brush of it leaving the board, then a
/// hollow knock and a small rebound.
pub fn barricade() -> Pcm {
    let mut rng = Rng(0xBA44);
    let mut c = Canvas::new(FX_RATE, 0.2, false);
    c.noise(&mut rng, 0.0, 0.05, 2600.0, 1500.0, 0.8, 1, 0.18, |u| {
        (u * 5.0).min(1.0) * (1.0 - u).powi(2)
    });
    c.knock(&mut rng, 0.06, 540.0, 1.0, 0.035);
    c.partial(0.06, 230.0, 0.6, 0.002, 0.04);
    c.knock(&mut rng, 0.105, 560.0, 0.3, 0.02);
    soften(&mut c, 4000.0);
    c.fade(0.001, 0.03);
    c.finish(FX_PEAK_DBFS - 2.0)
}

/// A pawn taps a field as it steps: very short and soft, for runs of steps.
pub fn step() -> Pcm {
    let mut rng = Rng(0x57E9);
    let mut c = Canvas::new(FX_RATE, 0.05, false);
    c.knock(&mut rng, 0.0, 1150.0, 1.0, 0.008);
    c.partial(0.0, 320.0, 0.4, 0.0015, 0.012);
    soften(&mut c, 3000.0);
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
    let mut c = Canvas::new(MUSIC_RATE, MUSIC_SECONDS, true);
    let loop_hz = 1.0 / MUSIC_SECONDS;
    // Drone: D2 and A2 with a slow swell (two per loop), frequencies rounded to whole
    // cycles per loop.
    let len = c.s.len();
    for (note, amp) in [(38, 0.11), (45, 0.07), (50, 0.035)] {
        let f = (midi(note) / loop_hz).round() * loop_hz;
        for k in 0..len {
            let t = k as f64 / c.rate;
            let swell = 0.8 + 0.2 * (TAU * 2.0 * t / MUSIC_SECONDS).sin();
            c.s[k] += amp * swell * ((TAU * f * t).sin() + 0.15 * (TAU * 2.0 * f * t).sin());
        }
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
    let dry = c.s.clone();
    let taps = [
        (0.023, 0.22),
        (0.041, 0.16),
        (0.067, 0.11),
        (3.0 * BEAT / 2.0, 0.18),
    ];
    for (delay, gain) in taps {
        let d = (delay * c.rate).round() as usize;
        for (k, v) in dry.iter().enumerate() {
            c.s[(k + d) % len] += gain * v;
        }
    }
    c.finish(MUSIC_PEAK_DBFS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak_dbfs(p: &Pcm) -> f64 {
        let peak = p.samples.iter().map(|s| i32::from(*s).abs()).max().unwrap();
        20.0 * (f64::from(peak) / 32767.0).log10()
    }

    #[test]
    fn lengths_and_levels() {
        type Case = (fn() -> Pcm, f64, f64);
        let cases: [Case; 15] = [
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
        ];
        for (make, secs, db) in cases {
            let p = make();
            assert_eq!(p.rate, FX_RATE);
            assert_eq!(
                p.samples.len(),
                (secs * f64::from(FX_RATE)).round() as usize
            );
            assert!(
                (peak_dbfs(&p) - db).abs() < 0.1,
                "{secs} s: {}",
                peak_dbfs(&p)
            );
            // Short fades: it starts and ends near silence.
            assert!(i32::from(p.samples[0]).abs() < 200);
            assert!(i32::from(*p.samples.last().unwrap()).abs() < 200);
        }
    }

    #[test]
    fn music_loops_without_a_seam() {
        let p = music();
        assert_eq!(p.rate, MUSIC_RATE);
        assert_eq!(p.samples.len(), 24 * 22050);
        assert!((peak_dbfs(&p) - MUSIC_PEAK_DBFS).abs() < 0.1);
        // The jump from the last sample to the first is no bigger than the steps inside.
        let s = &p.samples;
        let step = |a: i16, b: i16| (i32::from(a) - i32::from(b)).abs();
        let max_step = s.windows(2).map(|w| step(w[0], w[1])).max().unwrap();
        assert!(step(*s.last().unwrap(), s[0]) <= max_step);
        assert!(step(*s.last().unwrap(), s[0]) < 400);
    }
}
