//! The playout hot path allocates nothing per action: a counting allocator watches random
//! games played with reused buffers.

use tabula_chisolo::Chisolo;
use tabula_core::Game;
use tabula_core::alloc_check::{CountingAllocator, playout_allocations};

#[global_allocator]
static COUNTER: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_do_not_allocate_per_action() {
    for preset in Chisolo::presets() {
        let start = Chisolo::new(&Chisolo::preset(preset).unwrap(), 2).unwrap();
        // Warm up so the buffers reach their working size (a long relay chain can list
        // hundreds of events).
        let (actions, allocations) = playout_allocations(&start, 500, 200, 11);
        assert!(actions > 5_000, "{actions}");
        assert_eq!(
            allocations, 0,
            "{preset}: {allocations} allocations in {actions} actions"
        );
    }
}
