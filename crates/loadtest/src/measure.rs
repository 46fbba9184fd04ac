//! What is counted and read: the bots' tally, the processes' memory and CPU time from
//! /proc, and the server's own figures from `GET /stats`.

use std::net::SocketAddr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// What went wrong for a table (each is counted).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// No connection could be made.
    Connect,
    /// A connection ended.
    Closed,
    /// The server said nothing for too long.
    Timeout,
    /// A frame of the server could not be read.
    Unreadable,
    /// A request refused before the referee saw it.
    Rejected,
    /// A request the referee refused.
    Refused,
    /// A player's copy of the match disagrees with what the server says.
    Lost,
}

impl Trouble {
    /// The errors, in the report's order (a loss is reported on its own).
    pub const ERRORS: [Trouble; 6] = [
        Trouble::Connect,
        Trouble::Closed,
        Trouble::Timeout,
        Trouble::Unreadable,
        Trouble::Rejected,
        Trouble::Refused,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Trouble::Connect => "connect",
            Trouble::Closed => "closed",
            Trouble::Timeout => "timeout",
            Trouble::Unreadable => "unreadable",
            Trouble::Rejected => "rejected",
            Trouble::Refused => "refused",
            Trouble::Lost => "lost",
        }
    }
}

/// The bots' counts. Troubles are counted over the whole run; round trips only inside
/// the measuring window.
#[derive(Default)]
pub struct Tally {
    measuring: AtomicBool,
    live: AtomicUsize,
    /// Tables whose first match has started.
    ready: AtomicUsize,
    rooms: AtomicU64,
    ended: AtomicU64,
    troubles: [AtomicU64; 7],
    /// Microseconds from sending a request to its `Accepted`.
    round_trips: Mutex<Vec<u32>>,
}

/// A game in play, counted live until dropped.
pub struct LiveGame<'a>(&'a Tally);

impl Drop for LiveGame<'_> {
    fn drop(&mut self) {
        self.0.live.fetch_sub(1, Relaxed);
    }
}

impl Tally {
    pub fn count(&self, trouble: Trouble) {
        self.troubles[trouble as usize].fetch_add(1, Relaxed);
    }

    pub fn troubles(&self, trouble: Trouble) -> u64 {
        self.troubles[trouble as usize].load(Relaxed)
    }

    pub fn errors(&self) -> u64 {
        Trouble::ERRORS.iter().map(|&t| self.troubles(t)).sum()
    }

    pub fn live_game(&self) -> LiveGame<'_> {
        self.live.fetch_add(1, Relaxed);
        LiveGame(self)
    }

    pub fn table_ready(&self) {
        self.ready.fetch_add(1, Relaxed);
    }

    pub fn tables_ready(&self) -> usize {
        self.ready.load(Relaxed)
    }

    pub fn live(&self) -> usize {
        self.live.load(Relaxed)
    }

    pub fn room_made(&self) {
        self.rooms.fetch_add(1, Relaxed);
    }

    pub fn rooms(&self) -> u64 {
        self.rooms.load(Relaxed)
    }

    pub fn game_ended(&self) {
        self.ended.fetch_add(1, Relaxed);
    }

    pub fn ended(&self) -> u64 {
        self.ended.load(Relaxed)
    }

    pub fn measure(&self, on: bool) {
        self.measuring.store(on, Relaxed);
    }

    pub fn round_trip(&self, took: Duration) {
        if self.measuring.load(Relaxed) {
            let micros = u32::try_from(took.as_micros()).unwrap_or(u32::MAX);
            self.round_trips.lock().expect("not poisoned").push(micros);
        }
    }

    /// How many round trips the window has had so far.
    pub fn round_trips(&self) -> usize {
        self.round_trips.lock().expect("not poisoned").len()
    }

    /// The window's round trips so far, in microseconds, sorted.
    pub fn sorted_round_trips(&self) -> Vec<u32> {
        let mut all = self.round_trips.lock().expect("not poisoned").clone();
        all.sort_unstable();
        all
    }
}

/// The value at percentile `p` (0 to 100) of `sorted`, by the nearest rank.
pub fn percentile(sorted: &[u32], p: f64) -> Option<u32> {
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted.get(rank.clamp(1, sorted.len().max(1)) - 1).copied()
}

/// A process's resident memory in KiB (`VmRSS` of /proc/PID/status).
pub fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The CPU time a process (`"self"` or its id) has used, user and system.
pub fn cpu_time(pid: &str) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the name (which may hold spaces) start with the state, field 3;
    // utime and stime are fields 14 and 15.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // Linux counts them in USER_HZ, 100 a second on every architecture it runs on.
    Some(Duration::from_millis(ticks * 10))
}

/// The CPU time a process and its children have used: its own, its children's that ended
/// (`cutime`, `cstime`), and the children's still running. For Postgres's postmaster,
/// whose connections are each a child process.
pub fn tree_cpu_time(pid: u32) -> Option<Duration> {
    let fields = |pid: &str| -> Option<Vec<u64>> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // From the state on: the state itself is not a number, so it reads as 0.
        Some(
            stat.rsplit_once(')')?
                .1
                .split_whitespace()
                .map(|f| f.parse().unwrap_or(0))
                .collect(),
        )
    };
    let own = fields(&pid.to_string())?;
    let mut ticks = own.get(11)? + own.get(12)? + own.get(13)? + own.get(14)?;
    for entry in std::fs::read_dir("/proc").ok()?.flatten() {
        let name = entry.file_name();
        let Some(child) = name
            .to_str()
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
        else {
            continue;
        };
        if let Some(f) = fields(child)
            && f.get(1) == Some(&u64::from(pid))
        {
            ticks += f.get(11).unwrap_or(&0) + f.get(12).unwrap_or(&0);
        }
    }
    Some(Duration::from_millis(ticks * 10))
}

/// The machine's load average over the last minute.
pub fn load_average() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next().map(str::to_string)
}

/// The server's own figures (`GET /stats`).
#[derive(Clone, Debug, PartialEq)]
pub struct ServerStats {
    pub rooms: u64,
    pub connections: u64,
    pub handled: u64,
    pub handling_p50_us: u64,
    pub handling_p99_us: u64,
}

impl ServerStats {
    /// Two processes' figures together: counts added, the slower handling times.
    pub fn and(&self, other: &ServerStats) -> ServerStats {
        ServerStats {
            rooms: self.rooms + other.rooms,
            connections: self.connections + other.connections,
            handled: self.handled + other.handled,
            handling_p50_us: self.handling_p50_us.max(other.handling_p50_us),
            handling_p99_us: self.handling_p99_us.max(other.handling_p99_us),
        }
    }
}

/// Reads `GET /stats` with plain HTTP/1.1; `None` if the server has no such page (yet).
pub async fn server_stats(address: SocketAddr) -> Option<ServerStats> {
    let ask = async {
        let mut stream = tokio::net::TcpStream::connect(address).await.ok()?;
        let request =
            format!("GET /stats HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut response = String::new();
        stream.read_to_string(&mut response).await.ok()?;
        Some(response)
    };
    let response = tokio::time::timeout(Duration::from_secs(3), ask)
        .await
        .ok()??;
    parse_stats(&response)
}

fn parse_stats(response: &str) -> Option<ServerStats> {
    let (head, body) = response.split_once("\r\n\r\n")?;
    if head.split_whitespace().nth(1) != Some("200") {
        return None;
    }
    // The object alone, should the body come in chunks.
    let json = &body[body.find('{')?..=body.rfind('}')?];
    let value: serde_json::Value = serde_json::from_str(json).ok()?;
    let field = |name: &str| value.get(name)?.as_u64();
    Some(ServerStats {
        rooms: field("rooms")?,
        connections: field("connections")?,
        handled: field("handled")?,
        handling_p50_us: field("handling_p50_us")?,
        handling_p99_us: field("handling_p99_us")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let sorted: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&sorted, 50.0), Some(50));
        assert_eq!(percentile(&sorted, 99.0), Some(99));
        assert_eq!(percentile(&sorted, 100.0), Some(100));
        assert_eq!(percentile(&sorted, 0.0), Some(1));
        assert_eq!(percentile(&[7], 99.0), Some(7));
        assert_eq!(percentile(&[1, 2, 3], 50.0), Some(2));
        assert_eq!(percentile(&[], 50.0), None);
    }

    #[test]
    fn stats_are_read_from_a_plain_response() {
        let ok = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n\
                  {\"rooms\":3,\"connections\":6,\"handled\":90,\"handling_p50_us\":40,\"handling_p99_us\":900}";
        assert_eq!(
            parse_stats(ok),
            Some(ServerStats {
                rooms: 3,
                connections: 6,
                handled: 90,
                handling_p50_us: 40,
                handling_p99_us: 900,
            })
        );
        assert_eq!(parse_stats("HTTP/1.1 404 Not Found\r\n\r\n"), None);
        assert_eq!(
            parse_stats("HTTP/1.1 200 OK\r\n\r\n{\"rooms\":3}"),
            None,
            "every field is needed"
        );
    }
}
