//! A one-hidden-layer perceptron with sigmoid units and five sigmoid outputs, evaluated over
//! sparse inputs (most inputs of a board are zero) without heap allocation, and trained one
//! position at a time by gradient descent on the cross-entropy to a target.

use super::inputs::Inputs;
use tabula_core::Rng64;

/// Outputs of every net: GNU Backgammon's five probabilities (see [`super::Probs`]).
pub const OUTPUTS: usize = 5;
/// The largest hidden layer a net may have (the evaluation's stack buffer).
pub const MAX_HIDDEN: usize = 512;

#[inline]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The weights of one net.
#[derive(Clone, Debug, PartialEq)]
pub struct Mlp {
    pub(crate) inputs: usize,
    pub(crate) hidden: usize,
    /// `inputs × hidden`, input-major: one input's weights to every hidden unit are
    /// adjacent, so each active input adds one contiguous row.
    pub(crate) w1: Vec<f32>,
    pub(crate) b1: Vec<f32>,
    /// `OUTPUTS × hidden`.
    pub(crate) w2: Vec<f32>,
    pub(crate) b2: [f32; OUTPUTS],
}

impl Mlp {
    /// A net with small random weights.
    pub fn random(inputs: usize, hidden: usize, rng: &mut Rng64) -> Mlp {
        assert!(hidden <= MAX_HIDDEN, "at most {MAX_HIDDEN} hidden units");
        let mut uniform = |scale: f32| (rng.next_f64() as f32 * 2.0 - 1.0) * scale;
        // About 40 inputs are active at once; keep the hidden sums near the middle.
        let w1 = (0..inputs * hidden).map(|_| uniform(0.15)).collect();
        let w2 = (0..OUTPUTS * hidden)
            .map(|_| uniform(1.0 / (hidden as f32).sqrt()))
            .collect();
        Mlp {
            inputs,
            hidden,
            w1,
            b1: vec![0.0; hidden],
            w2,
            b2: [0.0; OUTPUTS],
        }
    }

    /// The same net with `hidden` units (at least as many as it has): the new units start
    /// with small random input weights and no say in the outputs, so the net answers as
    /// before until training gives them one.
    pub fn widen(&self, hidden: usize, rng: &mut Rng64) -> Mlp {
        assert!((self.hidden..=MAX_HIDDEN).contains(&hidden));
        let mut out = Mlp::random(self.inputs, hidden, rng);
        for i in 0..self.inputs {
            out.w1[i * hidden..i * hidden + self.hidden]
                .copy_from_slice(&self.w1[i * self.hidden..(i + 1) * self.hidden]);
        }
        out.b1[..self.hidden].copy_from_slice(&self.b1);
        for k in 0..OUTPUTS {
            let row = &mut out.w2[k * hidden..(k + 1) * hidden];
            row[..self.hidden].copy_from_slice(&self.w2[k * self.hidden..(k + 1) * self.hidden]);
            row[self.hidden..].fill(0.0);
        }
        out.b2 = self.b2;
        out
    }

    /// The number of inputs.
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// The number of hidden units.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The hidden activations of `x` into `h` (of length `self.hidden`).
    #[inline]
    fn hidden_layer(&self, x: &Inputs, h: &mut [f32]) {
        let n = self.hidden;
        h.copy_from_slice(&self.b1);
        for (&i, &v) in x.active() {
            let row = &self.w1[i as usize * n..(i as usize + 1) * n];
            if v == 1.0 {
                for (a, w) in h.iter_mut().zip(row) {
                    *a += w;
                }
            } else {
                for (a, w) in h.iter_mut().zip(row) {
                    *a += v * w;
                }
            }
        }
        for a in h.iter_mut() {
            *a = sigmoid(*a);
        }
    }

    #[inline]
    fn output_layer(&self, h: &[f32]) -> [f32; OUTPUTS] {
        let mut out = self.b2;
        for (k, o) in out.iter_mut().enumerate() {
            let row = &self.w2[k * self.hidden..(k + 1) * self.hidden];
            *o += row.iter().zip(h).map(|(w, a)| w * a).sum::<f32>();
            *o = sigmoid(*o);
        }
        out
    }

    /// The five outputs for `x`.
    pub fn forward(&self, x: &Inputs) -> [f32; OUTPUTS] {
        let mut h = [0f32; MAX_HIDDEN];
        let h = &mut h[..self.hidden];
        self.hidden_layer(x, h);
        self.output_layer(h)
    }

    /// One gradient step of size `rate` towards `target` (cross-entropy loss, whose gradient
    /// at a sigmoid output is simply output − target). Returns the outputs before the step.
    pub fn train(&mut self, x: &Inputs, target: &[f32; OUTPUTS], rate: f32) -> [f32; OUTPUTS] {
        let n = self.hidden;
        let mut h = [0f32; MAX_HIDDEN];
        let h = &mut h[..n];
        self.hidden_layer(x, h);
        let out = self.output_layer(h);
        let mut delta = [0f32; OUTPUTS];
        for k in 0..OUTPUTS {
            delta[k] = out[k] - target[k];
        }
        // The hidden units' error, with the output weights before this step.
        let mut dh = [0f32; MAX_HIDDEN];
        let dh = &mut dh[..n];
        for (k, &d) in delta.iter().enumerate() {
            if d == 0.0 {
                continue;
            }
            let row = &mut self.w2[k * n..(k + 1) * n];
            for ((g, w), a) in dh.iter_mut().zip(row.iter_mut()).zip(h.iter()) {
                *g += d * *w;
                *w -= rate * d * a;
            }
            self.b2[k] -= rate * d;
        }
        for (g, a) in dh.iter_mut().zip(h.iter()) {
            *g *= a * (1.0 - a) * rate;
        }
        for (b, g) in self.b1.iter_mut().zip(dh.iter()) {
            *b -= g;
        }
        for (&i, &v) in x.active() {
            let row = &mut self.w1[i as usize * n..(i as usize + 1) * n];
            for (w, g) in row.iter_mut().zip(dh.iter()) {
                *w -= v * g;
            }
        }
        out
    }

    /// Every weight, for averaging nets trained apart.
    pub(crate) fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .chain(self.w2.iter_mut())
            .chain(self.b2.iter_mut())
    }

    pub(crate) fn params(&self) -> impl Iterator<Item = &f32> {
        self.w1
            .iter()
            .chain(self.b1.iter())
            .chain(self.w2.iter())
            .chain(self.b2.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    #[test]
    fn a_widened_net_answers_as_before() {
        let mut rng = Rng64::new(4);
        let net = Mlp::random(super::super::INPUTS, 16, &mut rng);
        let wide = net.widen(40, &mut rng);
        assert_eq!(wide.hidden(), 40);
        let x = Inputs::of(&Position::starting());
        let (a, b) = (net.forward(&x), wide.forward(&x));
        for (a, b) in a.iter().zip(b) {
            assert!((a - b).abs() < 1e-6, "{a} {b}");
        }
        assert_ne!(
            &wide.w1[16..40],
            &[0.0; 24][..],
            "the new units have input weights"
        );
    }
}
