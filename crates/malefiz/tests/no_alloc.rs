//! The playout hot path allocates nothing per action: a counting allocator watches random
//! games played with reused buffers.

use tabula_core::Game;
use tabula_core::testing::check_playouts_do_not_allocate;
use tabula_malefiz::Malefiz;

/// Allocations `run` makes, by the counter that allocation-counter installs as this test
/// binary's global allocator.
fn allocations(run: &mut dyn FnMut()) -> u64 {
    allocation_counter::measure(run).count_total
}

#[test]
fn random_playouts_do_not_allocate_per_action() {
    for preset in Malefiz::presets() {
        let start = Malefiz::new(&Malefiz::preset(preset).unwrap(), 4).unwrap();
        // Warm up so the buffers reach their working size.
        check_playouts_do_not_allocate(preset, &start, (5, 20), 11, 10_000, allocations);
    }
}
