//! The playout hot path allocates nothing per action: a counting allocator watches random
//! games played with reused buffers.

use tabula_chisolo::Chisolo;
use tabula_core::Game;
use tabula_core::testing::check_playouts_do_not_allocate;

/// Allocations `run` makes, by the counter that allocation-counter installs as this test
/// binary's global allocator.
fn allocations(run: &mut dyn FnMut()) -> u64 {
    allocation_counter::measure(run).count_total
}

#[test]
fn random_playouts_do_not_allocate_per_action() {
    for preset in Chisolo::presets() {
        let start = Chisolo::new(&Chisolo::preset(preset).unwrap(), 2).unwrap();
        // Warm up so the buffers reach their working size (a long relay chain can list
        // hundreds of events).
        check_playouts_do_not_allocate(preset, &start, (500, 200), 11, 5_000, allocations);
    }
}
