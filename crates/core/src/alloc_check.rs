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
use std::cell::Cell;

/// The system allocator, counting allocations.
pub struct CountingAllocator;

thread_local! {
    // Per thread, so that what the test harness's other threads do is not counted.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call is passed on unchanged to the system allocator.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // `try_with`: a thread being torn down has no counter left, and is not counted.
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Allocations this thread has made so far (zero unless [`CountingAllocator`] is the
/// global allocator).
pub fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
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
