//! The synthesis toolkit both themes' sounds are made of: a mono mix (`Canvas`) with
//! damped partials, glides, filtered noise, fades and echoes, an RBJ biquad filter, MIDI
//! note frequencies, and a few gestures both themes play (a clatter, a bounce, a scoop).
//! Each theme's sound module adds its own instruments to `Canvas` (knocks and bells, or
//! pen taps and chimes) and writes its own sounds with them.

use crate::rng::Rng;
use std::f64::consts::{PI, TAU};

/// Sample rate of the effects.
pub const FX_RATE: u32 = 44100;
/// Sample rate of the music.
pub const MUSIC_RATE: u32 = 22050;

/// A synthesised sound: its samples as 16-bit PCM at `rate` Hz.
pub struct Pcm {
    pub rate: u32,
    pub samples: Vec<i16>,
}

/// How long [`Canvas::partial`] writes a partial for: `decays` times its decay time plus
/// `attacks` times its attack time. The themes were tuned with different tails, and each
/// keeps its own so that its sounds stay as they are.
#[derive(Clone, Copy)]
pub(crate) struct Tail {
    pub decays: f64,
    pub attacks: f64,
}

/// A mono mix being built. A looped one ([`Canvas::looped`]) wraps what runs past the end
/// back in at the start (for seamless loops); otherwise it is dropped.
pub(crate) struct Canvas {
    rate: f64,
    s: Vec<f64>,
    wrap: bool,
    tail: Tail,
}

impl Canvas {
    /// A silent mix of `seconds` at `rate` Hz.
    pub fn new(rate: u32, seconds: f64, tail: Tail) -> Canvas {
        Canvas {
            rate: f64::from(rate),
            s: vec![0.0; (seconds * f64::from(rate)).round() as usize],
            wrap: false,
            tail,
        }
    }

    /// A silent mix for a loop: what runs past its end comes back in at its start.
    pub fn looped(rate: u32, seconds: f64, tail: Tail) -> Canvas {
        Canvas {
            wrap: true,
            ..Canvas::new(rate, seconds, tail)
        }
    }

    /// The sample at `t` seconds.
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
    pub fn partial(&mut self, t0: f64, freq: f64, amp: f64, attack: f64, decay: f64) {
        if freq * 2.0 >= self.rate {
            return; // above Nyquist
        }
        let start = self.index(t0);
        let seconds = decay * self.tail.decays + attack * self.tail.attacks;
        let n = self.room(start, (seconds * self.rate) as usize);
        for k in 0..n {
            let t = k as f64 / self.rate;
            let env = (1.0 - (-t / attack).exp()) * (-t / decay).exp();
            self.add(start + k, amp * env * (TAU * freq * t).sin());
        }
    }

    /// A glide from `f0` to `f1` (exponential) over `dur` seconds, with a raised-sine
    /// envelope.
    pub fn glide(&mut self, t0: f64, f0: f64, f1: f64, dur: f64, amp: f64) {
        let start = self.index(t0);
        let n = self.room(start, (dur * self.rate) as usize);
        let mut phase = 0.0;
        for k in 0..n {
            let u = k as f64 / n as f64;
            let f = f0 * (f1 / f0).powf(u);
            phase += TAU * f / self.rate;
            let env = (PI * u).sin().powi(2);
            self.add(start + k, amp * env * phase.sin());
        }
    }

    /// A burst of noise through `stages` band-pass filters in series whose centre moves
    /// from `f0` to `f1`, shaped by `env(u)` for u in 0..1.
    pub fn noise(
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
        self.grainy_noise(rng, t0, dur, f0, f1, q, stages, amp, 0.0, env);
    }

    /// [`Canvas::noise`] with a grainy flutter of depth `grain` (paper's tooth; 0: smooth,
    /// and then no random numbers are drawn for it).
    pub fn grainy_noise(
        &mut self,
        rng: &mut Rng,
        t0: f64,
        dur: f64,
        f0: f64,
        f1: f64,
        q: f64,
        stages: usize,
        amp: f64,
        grain: f64,
        env: impl Fn(f64) -> f64,
    ) {
        let start = self.index(t0);
        let n = self.room(start, (dur * self.rate) as usize);
        let mut filters: Vec<Biquad> = (0..stages).map(|_| Biquad::default()).collect();
        let mut flutter = 1.0;
        for k in 0..n {
            let u = k as f64 / n as f64;
            if k % 16 == 0 {
                for bq in &mut filters {
                    bq.band_pass(self.rate, f0 * (f1 / f0).powf(u), q);
                }
            }
            // The level jumps a little every half millisecond or so.
            if grain > 0.0 && k % 22 == 0 {
                flutter = 1.0 - grain * rng.unit();
            }
            let mut v = rng.signed();
            for bq in &mut filters {
                v = bq.run(v);
            }
            self.add(start + k, amp * env(u) * flutter * v);
        }
    }

    /// Adds `wave(t)` (t in seconds) to every sample: drones and hums under a loop.
    pub fn add_wave(&mut self, wave: impl Fn(f64) -> f64) {
        let rate = self.rate;
        for (k, v) in self.s.iter_mut().enumerate() {
            *v += wave(k as f64 / rate);
        }
    }

    /// A little room: the mix so far echoed once per `(delay seconds, gain)` tap, wrapping
    /// round the end so that the echo of a loop's end falls on its start.
    pub fn echo(&mut self, taps: &[(f64, f64)]) {
        let dry = self.s.clone();
        let len = self.s.len();
        for &(delay, gain) in taps {
            let d = (delay * self.rate).round() as usize;
            for (k, v) in dry.iter().enumerate() {
                self.s[(k + d) % len] += gain * v;
            }
        }
    }

    /// Low-passes the whole mix (for softer sounds).
    pub fn soften(&mut self, cutoff: f64) {
        let mut lp = Biquad::default();
        lp.low_pass(self.rate, cutoff, 0.707);
        for v in &mut self.s {
            *v = lp.run(*v);
        }
    }

    /// Fades in over `fade_in` and out over `fade_out` seconds (raised cosine).
    pub fn fade(&mut self, fade_in: f64, fade_out: f64) {
        let len = self.s.len();
        let fi = ((fade_in * self.rate) as usize).min(len);
        let fo = ((fade_out * self.rate) as usize).min(len);
        for k in 0..fi {
            self.s[k] *= 0.5 - 0.5 * (PI * k as f64 / fi as f64).cos();
        }
        for k in 0..fo {
            self.s[len - 1 - k] *= 0.5 - 0.5 * (PI * k as f64 / fo as f64).cos();
        }
    }

    /// Scales the peak to `peak_dbfs` and converts to 16-bit PCM.
    pub fn finish(self, peak_dbfs: f64) -> Pcm {
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

/// Frequency of a MIDI note.
pub(crate) fn midi(note: i32) -> f64 {
    440.0 * 2f64.powf(f64::from(note - 69) / 12.0)
}

/// `freq` moved to the nearest whole number of cycles per loop of `seconds`, so that a
/// steady tone joins the loop's start without a click.
pub(crate) fn loop_freq(freq: f64, seconds: f64) -> f64 {
    let loop_hz = 1.0 / seconds;
    (freq / loop_hz).round() * loop_hz
}

/// The gap to the next knock of things clattering down: mostly a bounce (`apart`
/// seconds), but with chance `p` two of them knocking in quick succession (`together`).
pub(crate) fn clatter_gap(rng: &mut Rng, p: f64, together: (f64, f64), apart: (f64, f64)) -> f64 {
    if rng.unit() < p {
        rng.range(together.0, together.1)
    } else {
        rng.range(apart.0, apart.1)
    }
}

/// A die dropped from `start` seconds and bouncing to rest: `hit(rng, t, amp, gap)` at
/// each bounce until `end` or until quieter than `quiet`, the gaps shrinking from `gap` by
/// a fifth a bounce (to 12 ms at least) and the loudness by a random factor in `damping`.
pub(crate) fn bounce(
    rng: &mut Rng,
    (start, mut gap): (f64, f64),
    (end, quiet): (f64, f64),
    damping: (f64, f64),
    mut hit: impl FnMut(&mut Rng, f64, f64, f64),
) {
    let (mut t, mut amp) = (start, 1.0);
    while t < end && amp > quiet {
        hit(rng, t, amp, gap);
        t += gap * rng.range(0.75, 1.25);
        gap = (gap * 0.8).max(0.012);
        amp *= rng.range(damping.0, damping.1);
    }
}

/// The loudness of a handful of seeds scooped up, `t` seconds in: louder as the hand
/// closes, then a few last settles.
pub(crate) fn scoop(t: f64) -> f64 {
    if t < 0.09 {
        0.45 + t * 6.0
    } else {
        (-(t - 0.09) / 0.06).exp()
    }
}

/// Checks the themes' sound tests share.
#[cfg(test)]
pub(crate) mod checks {
    use super::{FX_RATE, MUSIC_RATE, Pcm};

    /// An effect's synthesiser, its length in seconds and its peak level in dBFS.
    pub type Effect = (fn() -> Pcm, f64, f64);

    pub fn peak_dbfs(p: &Pcm) -> f64 {
        let peak = p.samples.iter().map(|s| i32::from(*s).abs()).max().unwrap();
        20.0 * (f64::from(peak) / 32767.0).log10()
    }

    /// Each effect is at the effects' rate, as long and as loud as it should be, and
    /// starts and ends near silence (short fades).
    pub fn assert_effects(effects: &[Effect]) {
        for &(make, secs, db) in effects {
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
            assert!(i32::from(p.samples[0]).abs() < 200, "{secs} s starts loud");
            assert!(
                i32::from(*p.samples.last().unwrap()).abs() < 200,
                "{secs} s ends loud"
            );
        }
    }

    /// The music is `seconds` long at the music's rate, peaks at `db`, and the jump from
    /// its last sample to its first is no bigger than the steps inside.
    pub fn assert_seamless_loop(p: &Pcm, seconds: usize, db: f64) {
        assert_eq!(p.rate, MUSIC_RATE);
        assert_eq!(p.samples.len(), seconds * MUSIC_RATE as usize);
        assert!((peak_dbfs(p) - db).abs() < 0.1);
        let s = &p.samples;
        let step = |a: i16, b: i16| (i32::from(a) - i32::from(b)).abs();
        let max_step = s.windows(2).map(|w| step(w[0], w[1])).max().unwrap();
        assert!(step(*s.last().unwrap(), s[0]) <= max_step);
        assert!(step(*s.last().unwrap(), s[0]) < 400);
    }
}
