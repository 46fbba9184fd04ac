//! Support for the games' `no_alloc` tests: the playout hot path (legal actions, apply,
//! chance) must not allocate per action. A test binary installs the counter, then asks how
//! many allocations some random games made:
//!
//! ```ignore
//! #[global_allocator]
//! static COUNTER: tabula_core::alloc_check::CountingAllocator =
//!     tabula_core::alloc_check::CountingAllocator;
//! ```

use crate::{Agent, Game, RandomAgent, Rng64, Scratch, step};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting allocations.
pub struct CountingAllocator;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on unchanged to the system allocator.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Allocations counted so far (zero unless [`CountingAllocator`] is the global allocator).
pub fn allocations() -> usize {
    ALLOCATIONS.load(Ordering::Relaxed)
}

/// Plays `warm_up` random games from `start` so the reused buffers reach their working
/// size, then `games` more; returns the actions and the allocations of those last games.
///
/// # Panics
/// If [`CountingAllocator`] is not the global allocator (a zero would prove nothing).
pub fn playout_allocations<G: Game>(
    start: &G,
    warm_up: usize,
    games: usize,
    seed: u64,
) -> (usize, usize) {
    let before = allocations();
    drop(std::hint::black_box(Box::new(0u64)));
    assert!(
        allocations() > before,
        "CountingAllocator is not the global allocator of this test"
    );
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..start.seats())
        .map(|_| Box::new(RandomAgent) as Box<dyn Agent<G>>)
        .collect();
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(seed);
    let mut play = |games: usize| -> usize {
        let mut actions = 0;
        for _ in 0..games {
            let mut game = start.clone();
            while step(&mut game, &mut agents, &mut rng, &mut scratch)
                .expect("a random game keeps the rules contract")
                .is_ok()
            {
                actions += 1;
            }
        }
        actions
    };
    play(warm_up);
    let before = allocations();
    let actions = play(games);
    (actions, allocations() - before)
}
