//! The playout hot path allocates nothing per action: a counting allocator watches random
//! games played with reused buffers.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use tabula_backgammon::Backgammon;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};

struct Counting;
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_playouts_do_not_allocate_per_action() {
    let start = Backgammon::new(&Default::default(), 2).unwrap();
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(11);
    let mut play = |games: usize| -> usize {
        let mut actions = 0;
        for _ in 0..games {
            let mut game = start.clone();
            while step(&mut game, &mut agents, &mut rng, &mut scratch)
                .unwrap()
                .is_ok()
            {
                actions += 1;
            }
        }
        actions
    };
    // Warm up so the buffers reach their working size.
    play(100);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let actions = play(100);
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    assert!(actions > 10_000, "{actions}");
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {actions} actions"
    );
}
