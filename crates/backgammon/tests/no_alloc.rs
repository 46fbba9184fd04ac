//! The playout hot path allocates nothing per action: a counting allocator watches random
//! games played with reused buffers.

use tabula_backgammon::Backgammon;
use tabula_core::Game;
use tabula_core::testing::check_playouts_do_not_allocate;

/// Allocations `run` makes, by the counter that allocation-counter installs as this test
/// binary's global allocator.
fn allocations(run: &mut dyn FnMut()) -> u64 {
    allocation_counter::measure(run).count_total
}

#[test]
fn random_playouts_do_not_allocate_per_action() {
    let start = Backgammon::new(&Default::default(), 2).unwrap();
    // Warm up so the buffers reach their working size.
    check_playouts_do_not_allocate("Backgammon", &start, (100, 100), 11, 10_000, allocations);
}
