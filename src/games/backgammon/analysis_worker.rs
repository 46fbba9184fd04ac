//! The analysis of a watched match under way: on the desktop a worker thread that says how
//! far it has come and hands the figures over as soon as every action is judged; on the
//! web, steps within the frame's budget.

use tabula_backgammon::analysis::{Analysis, AnalysisError, Report};

/// What the worker last said: the actions judged and the match's, the close plays rolled
/// out and those to roll out, and the figures once every action was judged.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Default)]
struct Told {
    judged: (usize, usize),
    rolled: (usize, usize),
    judged_all: Option<Report>,
}

/// An analysis under way: on a worker thread on the desktop. Dropped (the replay left),
/// it tells the thread to stop at its next step.
#[cfg(not(target_arch = "wasm32"))]
pub(super) struct Worker {
    task: bevy::tasks::Task<Result<Report, AnalysisError>>,
    told: std::sync::Arc<std::sync::Mutex<Told>>,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Worker {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Worker {
    pub(super) fn start(mut analysis: Analysis) -> Self {
        let told = std::sync::Arc::new(std::sync::Mutex::new(Told {
            judged: analysis.judged(),
            ..Default::default()
        }));
        let tell = told.clone();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stopped = stop.clone();
        let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
            let mut judged_all = false;
            while !analysis.step()? {
                // The task never waits, so dropping it cannot stop it: the flag does.
                if stopped.load(std::sync::atomic::Ordering::Relaxed) {
                    break;
                }
                let mut t = tell.lock().expect("not poisoned");
                (t.judged, t.rolled) = (analysis.judged(), analysis.rolled_out());
                if !judged_all && t.judged.0 == t.judged.1 {
                    judged_all = true;
                    t.judged_all = Some(analysis.report());
                }
            }
            Ok(analysis.report())
        });
        Worker { task, told, stop }
    }

    /// The share of the actions judged, 0 to 1.
    pub(super) fn judged(&self) -> f32 {
        let (done, of) = self.told.lock().expect("not poisoned").judged;
        done as f32 / of.max(1) as f32
    }

    /// The share of the close plays rolled out, 0 to 1.
    pub(super) fn rolled(&self) -> f32 {
        let (done, of) = self.told.lock().expect("not poisoned").rolled;
        done as f32 / of.max(1) as f32
    }

    /// The figures from before the rollouts, once, when every action is judged.
    pub(super) fn judged_all(&mut self) -> Option<Report> {
        self.told.lock().expect("not poisoned").judged_all.take()
    }

    pub(super) fn poll(&mut self) -> Option<Result<Report, AnalysisError>> {
        bevy::tasks::block_on(bevy::tasks::poll_once(&mut self.task))
    }
}

/// An analysis under way: stepped within the frame on the web, which has no threads.
#[cfg(target_arch = "wasm32")]
pub(super) struct Worker(Box<Analysis>);

#[cfg(target_arch = "wasm32")]
impl Worker {
    /// The time a frame gives the analysis, so the page keeps drawing.
    const FRAME_BUDGET: std::time::Duration = std::time::Duration::from_millis(12);

    pub(super) fn start(analysis: Analysis) -> Self {
        Worker(Box::new(analysis))
    }

    pub(super) fn judged(&self) -> f32 {
        let (done, of) = self.0.judged();
        done as f32 / of.max(1) as f32
    }

    /// The web rolls nothing out.
    pub(super) fn rolled(&self) -> f32 {
        0.0
    }

    pub(super) fn judged_all(&mut self) -> Option<Report> {
        None
    }

    pub(super) fn poll(&mut self) -> Option<Result<Report, AnalysisError>> {
        let started = bevy::platform::time::Instant::now();
        while started.elapsed() < Self::FRAME_BUDGET {
            match self.0.step() {
                Ok(false) => {}
                Ok(true) => return Some(Ok(self.0.report())),
                Err(e) => return Some(Err(e)),
            }
        }
        None
    }
}
