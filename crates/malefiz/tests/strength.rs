//! Malefiz agents must be stronger than the ones below them, in four-player games where one
//! agent meets three copies of another. Seeds are fixed, so these are exact and repeatable;
//! the margins leave room for honest luck (a fair share is a quarter of the games).

use tabula_ai::{GreedyAgent, MaxnAgent, agent_by_name};
use tabula_core::{Agent, Game, PieceId, RandomAgent, Rng64, Seat, play_out};
use tabula_malefiz::{Field, Malefiz, MalefizAction, Phase, Place};

/// Wins of `hero` over `games` four-player games against three `other`s; the hero's seat
/// goes round so seat order cannot favour it.
fn hero_wins(
    make_hero: &dyn Fn() -> Box<dyn Agent<Malefiz>>,
    make_other: &dyn Fn() -> Box<dyn Agent<Malefiz>>,
    games: u64,
    first_seed: u64,
) -> u64 {
    let mut won = 0;
    for seed in first_seed..first_seed + games {
        let hero = Seat((seed % 4) as u8);
        let mut agents: Vec<Box<dyn Agent<Malefiz>>> = (0..4)
            .map(|s| {
                if s == hero.0 {
                    make_hero()
                } else {
                    make_other()
                }
            })
            .collect();
        let mut game = Malefiz::new(&Default::default(), 4).unwrap();
        let outcome = play_out(
            &mut game,
            &mut agents,
            &mut Rng64::new(seed),
            1_000_000,
            None,
        )
        .unwrap();
        if outcome.winners.contains(hero) {
            won += 1;
        }
    }
    won
}

/// What `agent` plays for seat 0 in a two-player position; a barricade given as `held` is
/// the one being moved.
fn choice(
    agent: &mut dyn Agent<Malefiz>,
    phase: Phase,
    pawns: &[(u16, &str)],
    barricades: &[(usize, &str)],
) -> String {
    let mut g = Malefiz::new(&Default::default(), 2).unwrap();
    let pawns: Vec<_> = pawns
        .iter()
        .map(|&(id, at)| (PieceId(id), Place::On(at.parse().unwrap())))
        .collect();
    let barricades: Vec<_> = barricades
        .iter()
        .map(|&(b, at)| (b, at.parse::<Field>().ok()))
        .collect();
    g.set_position(Seat(0), phase, &pawns, &barricades).unwrap();
    let mut legal: Vec<MalefizAction> = Vec::new();
    g.legal_actions(&mut legal);
    legal[agent.choose(&g, &legal, &mut Rng64::new(1))].to_string()
}

fn greedy_choice(phase: Phase, pawns: &[(u16, &str)], barricades: &[(usize, &str)]) -> String {
    choice(&mut GreedyAgent, phase, pawns, barricades)
}

#[test]
fn malefiz_maxn_takes_the_win_and_stops_the_leader() {
    let mut maxn = MaxnAgent::default();
    let win = choice(
        &mut maxn,
        Phase::Moving { roll: 2 },
        &[(0, "h13"), (1, "e13"), (5, "c5")],
        &[(10, "e7")],
    );
    assert_eq!(win, "h13-goal");
    let block = choice(
        &mut maxn,
        Phase::Placing {
            barricade: 0,
            from: "a3".parse().unwrap(),
        },
        &[(0, "a3"), (5, "h13")],
        &[(0, "held"), (10, "e7")],
    );
    assert_eq!(block, "bar:i13");
}

#[test]
fn malefiz_greedy_races() {
    // From a11 with 2: up to a13 (row 13 leads to the goal) beats along row 11.
    let choice = greedy_choice(Phase::Moving { roll: 2 }, &[(0, "a11")], &[]);
    assert_eq!(choice, "a11-a13");
}

#[test]
fn malefiz_greedy_captures_the_leader() {
    // Seat 1's pawn on h13 is next to the goal (i13's barricade moved away); seat 0 on e13
    // with a 3 hits it rather than racing past.
    let choice = greedy_choice(
        Phase::Moving { roll: 3 },
        &[(0, "e13"), (5, "h13"), (6, "c5")],
        &[(10, "e7")],
    );
    assert_eq!(choice, "e13-h13");
}

#[test]
fn malefiz_greedy_blocks_the_leader_with_a_barricade() {
    // Seat 0 has landed on the barricade of a3; seat 1 leads on h13 with i13 open. The
    // barricade goes on i13, the only way to the goal.
    let choice = greedy_choice(
        Phase::Placing {
            barricade: 0,
            from: "a3".parse().unwrap(),
        },
        &[(0, "a3"), (5, "h13")],
        &[(0, "held"), (10, "e7")],
    );
    assert_eq!(choice, "bar:i13");
}

#[test]
fn malefiz_greedy_beats_three_randoms() {
    let w = hero_wins(&|| Box::new(GreedyAgent), &|| Box::new(RandomAgent), 12, 0);
    eprintln!("greedy won {w} of 12");
    assert!(w >= 10, "greedy won {w} of 12 against three randoms");
}

#[test]
fn malefiz_maxn_beats_three_greedies() {
    let w = hero_wins(
        &|| Box::new(MaxnAgent::new(3, 1_500)),
        &|| Box::new(GreedyAgent),
        24,
        0,
    );
    eprintln!("maxn won {w} of 24");
    assert!(w > 6, "maxn won {w} of 24 against three greedies");
}

#[test]
fn malefiz_agents_by_name() {
    for name in tabula_ai::AGENT_NAMES {
        let agent = agent_by_name::<Malefiz>(name).unwrap();
        assert_eq!(agent.name(), *name);
    }
}

/// The figures for tuning, in release: `cargo test --release -p tabula-malefiz --test
/// strength -- --ignored --nocapture`.
#[test]
#[ignore]
fn malefiz_tuning() {
    for (depth, budget) in [(2, 1_000), (3, 4_000)] {
        let games = 120;
        let w = hero_wins(
            &|| Box::new(MaxnAgent::new(depth, budget)),
            &|| Box::new(GreedyAgent),
            games,
            1_000,
        );
        eprintln!("maxn depth {depth} budget {budget}: {w} of {games} against three greedies");
    }
}
