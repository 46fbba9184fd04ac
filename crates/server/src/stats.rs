//! What the server is doing, for `GET /stats` (the load benchmark reads it): live rooms,
//! connections, and how long the rooms take over a request.

use serde::Serialize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Buckets of handling time, each 2^(1/4) times the one before, from 1 µs: the last
/// holds everything from about 17 s up.
const BUCKETS: usize = 97;

#[derive(Default)]
pub struct Stats {
    rooms: AtomicU64,
    connections: AtomicU64,
    handled: AtomicU64,
    histogram: Histogram,
}

struct Histogram([AtomicU64; BUCKETS]);

impl Default for Histogram {
    fn default() -> Self {
        Histogram(std::array::from_fn(|_| AtomicU64::new(0)))
    }
}

fn bucket(took: Duration) -> usize {
    let micros = took.as_secs_f64() * 1e6;
    if micros <= 1.0 {
        return 0;
    }
    ((micros.log2() * 4.0).ceil() as usize).min(BUCKETS - 1)
}

/// The upper bound of a bucket, in microseconds.
fn bound(bucket: usize) -> u64 {
    2f64.powf(bucket as f64 / 4.0).round() as u64
}

/// The figures `GET /stats` answers with.
#[derive(Debug, PartialEq, Serialize)]
pub struct Figures {
    pub rooms: u64,
    pub connections: u64,
    /// Requests the rooms have handled since the start.
    pub handled: u64,
    /// A room's time over a request (the database write included), at the median and the
    /// 99th percentile, rounded up to the bucket's bound.
    pub handling_p50_us: u64,
    pub handling_p99_us: u64,
}

impl Stats {
    pub fn room_opened(&self) {
        self.rooms.fetch_add(1, Ordering::Relaxed);
    }

    pub fn room_closed(&self) {
        self.rooms.fetch_sub(1, Ordering::Relaxed);
    }

    pub fn connected(&self) {
        self.connections.fetch_add(1, Ordering::Relaxed);
    }

    pub fn disconnected(&self) {
        self.connections.fetch_sub(1, Ordering::Relaxed);
    }

    pub fn handled(&self, took: Duration) {
        self.handled.fetch_add(1, Ordering::Relaxed);
        self.histogram.0[bucket(took)].fetch_add(1, Ordering::Relaxed);
    }

    pub fn figures(&self) -> Figures {
        let counts: Vec<u64> = self
            .histogram
            .0
            .iter()
            .map(|c| c.load(Ordering::Relaxed))
            .collect();
        let total: u64 = counts.iter().sum();
        let at = |share: f64| {
            let wanted = (total as f64 * share).ceil().max(1.0) as u64;
            let mut seen = 0;
            for (i, c) in counts.iter().enumerate() {
                seen += c;
                if seen >= wanted {
                    return bound(i);
                }
            }
            0
        };
        Figures {
            rooms: self.rooms.load(Ordering::Relaxed),
            connections: self.connections.load(Ordering::Relaxed),
            handled: self.handled.load(Ordering::Relaxed),
            handling_p50_us: if total == 0 { 0 } else { at(0.5) },
            handling_p99_us: if total == 0 { 0 } else { at(0.99) },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_fall_in_the_right_buckets() {
        let stats = Stats::default();
        assert_eq!(stats.figures().handling_p99_us, 0);
        for _ in 0..98 {
            stats.handled(Duration::from_micros(100));
        }
        stats.handled(Duration::from_millis(10));
        stats.handled(Duration::from_millis(10));
        let f = stats.figures();
        assert_eq!(f.handled, 100);
        // 100 µs falls in the bucket bounded by 2^(27/4) ≈ 108 µs.
        assert_eq!(f.handling_p50_us, 108);
        // The 99th of 100 is one of the two slow ones: 10 ms, in the bucket up to 2^(54/4).
        assert_eq!(f.handling_p99_us, 11585);
        stats.room_opened();
        stats.connected();
        stats.connected();
        stats.disconnected();
        assert_eq!((stats.figures().rooms, stats.figures().connections), (1, 1));
    }
}
