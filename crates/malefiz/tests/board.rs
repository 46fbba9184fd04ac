//! The board graph of RULES.md §3.1: counts, edges, names and the 40-step way to the goal.

use std::collections::{HashSet, VecDeque};
use tabula_malefiz::{
    BARRICADE_STARTS, EDGE_COUNT, FIELD_COUNT, Field, HOUSE_X, barricade_start, edges, house_exit,
    house_space,
};

#[test]
fn board_has_111_fields_the_goal_and_121_edges() {
    assert_eq!(Field::all().count(), 112);
    assert_eq!(FIELD_COUNT, 112);
    let goal: Vec<Field> = Field::all().filter(|f| f.coords() == (9, 14)).collect();
    assert_eq!(goal, vec![Field::GOAL]);
    let list: Vec<(Field, Field)> = edges().collect();
    assert_eq!(list.len(), 121);
    assert_eq!(EDGE_COUNT, 121);
    let set: HashSet<(Field, Field)> = list.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    assert_eq!(set.len(), 121, "an edge is listed twice");
    // Every edge joins grid neighbours: one step apart horizontally or vertically.
    for (a, b) in &list {
        let ((ax, ay), (bx, by)) = (a.coords(), b.coords());
        assert_eq!(ax.abs_diff(bx) + ay.abs_diff(by), 1, "{a} {b}");
    }
    // Neighbour lists are the edges seen from both ends.
    let degree_sum: usize = Field::all().map(|f| f.neighbours().count()).sum();
    assert_eq!(degree_sum, 2 * 121);
    for f in Field::all() {
        for n in f.neighbours() {
            assert!(n.neighbours().any(|m| m == f), "{f} {n}");
        }
    }
    assert_eq!(
        Field::GOAL.neighbours().collect::<Vec<_>>(),
        vec![Field::at(9, 13).unwrap()]
    );
}

#[test]
fn board_rows_match_the_table() {
    let row = |y: u8| -> Vec<u8> {
        let mut xs: Vec<u8> = Field::all()
            .filter(|f| f.row() == y)
            .map(|f| f.coords().0)
            .collect();
        xs.sort();
        xs
    };
    let full: Vec<u8> = (1..=17).collect();
    for y in [1, 3, 11, 13] {
        assert_eq!(row(y), full, "row {y}");
    }
    assert_eq!(row(2), vec![1, 5, 9, 13, 17]);
    assert_eq!(row(4), vec![3, 7, 11, 15]);
    assert_eq!(row(5), (3..=15).collect::<Vec<_>>());
    assert_eq!(row(6), vec![5, 13]);
    assert_eq!(row(7), (5..=13).collect::<Vec<_>>());
    assert_eq!(row(8), vec![7, 11]);
    assert_eq!(row(9), (7..=11).collect::<Vec<_>>());
    assert_eq!(row(10), vec![9]);
    assert_eq!(row(12), vec![1, 17]);
    assert_eq!(row(14), vec![9]);
    // Ids count row by row from the bottom left.
    assert_eq!(Field::at(1, 1).unwrap().id(), 0);
    assert_eq!(Field::at(17, 13).unwrap().id(), 110);
    assert_eq!(Field::GOAL.id(), 111);
}

#[test]
fn board_names_round_trip() {
    let mut seen = HashSet::new();
    for f in Field::all() {
        let name = f.to_string();
        assert!(seen.insert(name.clone()), "{name} twice");
        assert_eq!(name.parse::<Field>().unwrap(), f);
        assert_eq!(name.to_uppercase().parse::<Field>().unwrap(), f);
    }
    assert_eq!(Field::at(3, 1).unwrap().to_string(), "c1");
    assert_eq!(Field::at(17, 13).unwrap().to_string(), "q13");
    assert_eq!(Field::GOAL.to_string(), "goal");
    for bad in ["", "c2", "r1", "a0", "a01", "i14", "c+1", "zz", "a99999"] {
        assert!(bad.parse::<Field>().is_err(), "{bad}");
    }
}

#[test]
fn board_houses_and_barricades() {
    assert_eq!(HOUSE_X, [3, 7, 11, 15]);
    for (h, x) in HOUSE_X.into_iter().enumerate() {
        assert_eq!(house_exit(h).coords(), (x, 1));
        assert_eq!(house_space(h).0, 112 + h as u16);
    }
    let starts: HashSet<Field> = (0..11).map(barricade_start).collect();
    assert_eq!(starts.len(), 11);
    assert_eq!(BARRICADE_STARTS.len(), 11);
}

/// Breadth-first distances to the goal on the bare graph.
fn distances_to_goal() -> Vec<u32> {
    let mut dist = vec![u32::MAX; FIELD_COUNT];
    dist[usize::from(Field::GOAL.id())] = 0;
    let mut queue = VecDeque::from([Field::GOAL]);
    while let Some(f) = queue.pop_front() {
        for n in f.neighbours() {
            if dist[usize::from(n.id())] == u32::MAX {
                dist[usize::from(n.id())] = dist[usize::from(f.id())] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

#[test]
fn board_shortest_way_from_every_house_is_40_steps() {
    let dist = distances_to_goal();
    assert!(
        dist.iter().all(|&d| d != u32::MAX),
        "the graph is connected"
    );
    for h in 0..4 {
        // The step out of the house onto (x, 1) is the first.
        assert_eq!(1 + dist[usize::from(house_exit(h).id())], 40, "house {h}");
    }
}
