//! Agents must be stronger than the ones below them, and alpha-beta (made for Chisolo)
//! must still play Yut, averaging its throws. Seeds are fixed, so these are exact and
//! repeatable; the margins leave room for honest luck.

use tabula_ai::{AlphaBetaAgent, ExpectimaxAgent, GreedyAgent, agent_by_name};
use tabula_core::{Agent, Game, RandomAgent, Rng64, Seat, play_out};
use tabula_yut::Yut;

/// Wins of agent `a` against `b` over `games` two-player games; the lot decides who starts.
fn wins(
    make_a: &dyn Fn() -> Box<dyn Agent<Yut>>,
    make_b: &dyn Fn() -> Box<dyn Agent<Yut>>,
    games: u64,
) -> u64 {
    let options = Yut::preset("encyclopedia-sticks").unwrap();
    let mut won = 0;
    for seed in 0..games {
        // Swap seats every other game so seat order cannot favour either agent.
        let a_seat = Seat((seed % 2) as u8);
        let mut agents = if a_seat.0 == 0 {
            vec![make_a(), make_b()]
        } else {
            vec![make_b(), make_a()]
        };
        let mut game = Yut::new(&options, 2).unwrap();
        let outcome =
            play_out(&mut game, &mut agents, &mut Rng64::new(seed), 10_000, None).unwrap();
        if outcome.winners.contains(a_seat) {
            won += 1;
        }
    }
    won
}

#[test]
fn greedy_beats_random() {
    let w = wins(&|| Box::new(GreedyAgent), &|| Box::new(RandomAgent), 300);
    eprintln!("greedy won {w} of 300");
    assert!(w > 195, "greedy won {w} of 300 against random");
}

#[test]
fn expectimax_beats_greedy() {
    let w = wins(
        &|| Box::new(ExpectimaxAgent::new(3, 3_000)),
        &|| Box::new(GreedyAgent),
        120,
    );
    eprintln!("expectimax won {w} of 120");
    assert!(w > 60, "expectimax won {w} of 120 against greedy");
}

#[test]
fn alphabeta_averages_chance_in_yut() {
    let w = wins(
        &|| Box::new(AlphaBetaAgent::new(3, 1_500)),
        &|| Box::new(RandomAgent),
        20,
    );
    eprintln!("alphabeta won {w} of 20 yut games against random");
    assert!(w >= 13, "alphabeta won {w} of 20 yut games against random");
}

#[test]
fn agents_by_name() {
    for name in tabula_ai::AGENT_NAMES {
        let agent = agent_by_name::<Yut>(name).unwrap();
        assert_eq!(agent.name(), *name);
    }
    assert!(agent_by_name::<Yut>("oracle").is_err());
}

#[test]
fn search_depth_is_bounded_even_through_runs_of_throws() {
    // Worker threads have small stacks; a search that recursed through endless yut/mo
    // throws would overflow one. Depth counts chance too, so this finishes.
    let options = Yut::preset("encyclopedia-sticks").unwrap();
    let mut game = Yut::new(&options, 2).unwrap();
    let mut events = Vec::new();
    for a in [
        "first:0",
        "throw:gae",
        "gae new",
        "throw:do",
        "do new",
        "throw:geol",
    ] {
        game.apply(&a.parse().unwrap(), &mut events).unwrap();
    }
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            let mut agent = ExpectimaxAgent::new(8, 50_000);
            let i = agent.choose(&game, &legal, &mut Rng64::new(1));
            (i < legal.len(), agent.last_depth)
        })
        .unwrap();
    let (ok, depth) = handle.join().expect("search finished without overflowing");
    assert!(ok);
    assert!(depth >= 2, "searched {depth} plies");
}

/// The web spreads a choice over frames, one root action per step: the search must take
/// many steps on a real position and, stepped to the end, choose like `choose` does.
#[test]
fn stepped_expectimax_search_is_incremental_and_chooses_like_choose() {
    use tabula_ai::ExpectimaxSearch;
    use tabula_core::{ToMove, sample_chance};
    let options = Yut::preset("encyclopedia-sticks").unwrap();
    let mut game = Yut::new(&options, 2).unwrap();
    let mut rng = Rng64::new(11);
    let (mut legal, mut chance, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut checked = 0;
    for _ in 0..200 {
        match game.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                chance.clear();
                game.chance_outcomes(&mut chance);
                let i = sample_chance(&chance, &mut rng);
                game.apply(&chance[i].0, &mut events).unwrap();
            }
            ToMove::Seat(_) => {
                legal.clear();
                game.legal_actions(&mut legal);
                if legal.len() >= 3 {
                    let mut agent = ExpectimaxAgent::new(4, 20_000);
                    let whole = agent.choose(&game, &legal, &mut Rng64::new(5));
                    let mut search = ExpectimaxSearch::new(&agent, &game, &legal);
                    let (mut steps, mut step_rng) = (1, Rng64::new(5));
                    let stepped = loop {
                        if let Some(i) = search.step(&mut step_rng) {
                            break i;
                        }
                        steps += 1;
                    };
                    assert_eq!(stepped, whole, "stepped and whole searches differ");
                    assert!(
                        steps > legal.len(),
                        "{steps} steps for {} actions",
                        legal.len()
                    );
                    checked += 1;
                }
                let i = rng.below(legal.len() as u64) as usize;
                game.apply(&legal[i], &mut events).unwrap();
            }
        }
    }
    assert!(
        checked >= 3,
        "only {checked} positions had three or more choices"
    );
}
