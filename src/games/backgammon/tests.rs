use super::*;

#[test]
fn the_start_shows_fifteen_of_each_colour_on_their_points() {
    let g = Backgammon::new(&Default::default(), 2).unwrap();
    let c = shown_counts(&g, &[]);
    for colour in 0..2 {
        let total: u32 = c
            .iter()
            .filter(|(k, _)| *k == colour)
            .map(|(_, n)| u32::from(*n))
            .sum();
        assert_eq!(total, 15, "colour {colour}");
    }
    // White's 24-point (two checkers) is Black's 1-point, top right.
    assert_eq!(c[24], (0, 2));
    assert_eq!(c[1], (1, 2));
    assert_eq!(c[6], (0, 5));
    assert_eq!(c[19], (1, 5));
    assert_eq!(point_column(1), (RIGHT_FIELD_X + COLUMN * 5.0, false));
    assert_eq!(point_column(24), (RIGHT_FIELD_X + COLUMN * 5.0, true));
}

#[test]
fn points_and_spaces_convert_both_ways() {
    for colour in 0..2 {
        for p in 0..=24u8 {
            let space = space_of_point(colour, p);
            assert_eq!(point_of_space(colour, space), Some(p), "{colour} {p}");
        }
    }
    assert_eq!(point_of_space(0, BLACK_TRAY), None);
    assert_eq!(point_of_space(1, WHITE_BAR), None);
}
