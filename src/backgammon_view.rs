//! The Backgammon board view: the classic board with its 24 points, bar and trays, 30
//! checkers and four dice as entities. A person builds a play die by die (click a checker,
//! then a glowing destination, or a destination the only checker can reach), may undo the
//! steps, and confirms the whole play; the rules crate says which steps may follow so the
//! compulsory-use rules hold. Everything Backgammon-specific in the app lives here.

use crate::ai_seats::AiPlugin;
use crate::animation::{AnimationQueue, Effect, Step as AnimStep, Tween};
use crate::cursor::{self, PointerOnBoard};
use crate::hud::{HudButton, HudCommand, HudInfo, SideLine, seat_colour_name, seat_who};
use crate::labels::WorldLabel;
use crate::match_flow::{
    Match, MatchPlugin, MatchRequest, MatchSetup, MatchStart, MatchSystems, RuleMessage, TableGame,
    ThrowPressed, throw_pressed,
};
use crate::saves::Settings;
use crate::screens::{MatchScoped, Screen};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_backgammon::{
    Action, BAR_POINT, Backgammon, CHECKERS, OFF_POINT, Phase, Play, Step, try_step,
};
use tabula_core::{Game, RuleEvent, Seat, SpaceId, ToMove};

/// Board spaces as the rules crate numbers them (from White's side): 1..=24 points, 25
/// White's bar, 0 Black's bar, 26 and 27 the trays of White and Black.
const SPACES: usize = 28;
const WHITE_BAR: usize = 25;
const BLACK_BAR: usize = 0;
const WHITE_TRAY: usize = 26;
const BLACK_TRAY: usize = 27;

/// The board image is 1700 × 1320 px, drawn at half size; these are its world places.
const BOARD_CENTRE: Vec2 = Vec2::new(-150.0, 0.0);
const BOARD_SIZE: Vec2 = Vec2::new(850.0, 660.0);
/// Centre of column 0 of the left and right fields, and the column pitch.
const LEFT_FIELD_X: f32 = -527.0;
const RIGHT_FIELD_X: f32 = -141.0;
const COLUMN: f32 = 56.0;
const BAR_X: f32 = -194.0;
const TRAY_X: f32 = 221.0;
/// Where the points' bases are (top and bottom rows) and how long the points are.
const EDGE_Y: f32 = 310.0;
const POINT_LENGTH: f32 = 250.0;
const CHECKER: f32 = 52.0;
/// A borne-off checker seen from the side, and how far apart they stack in the tray.
const EDGE_SIZE: Vec2 = Vec2::new(60.0, 13.0);
const TRAY_PITCH: f32 = 15.0;
const DIE: f32 = 40.0;
const MOVE_SECONDS: f32 = 0.32;

impl TableGame for Backgammon {
    const TITLE: &'static str = "Backgammon";

    fn thrower(&self) -> Option<Seat> {
        // The opening roll is both seats' at once: it rolls itself.
        (self.phase() == Phase::Rolling).then(|| self.turn())
    }

    fn describe(&self, action: &Action) -> String {
        match action {
            Action::Roll(a, b) if self.phase() == Phase::Opening => {
                let (s0, s1) = (seat_colour_name(Seat(0)), seat_colour_name(Seat(1)));
                if a == b {
                    format!("Opening roll: {s0} {a}, {s1} {b}, equal: roll again")
                } else {
                    let first = if a > b { &s0 } else { &s1 };
                    format!("Opening roll: {s0} {a}, {s1} {b}: {first} plays White and starts")
                }
            }
            Action::Roll(a, b) => format!("{} rolls {a}-{b}", side_name(self, self.turn())),
            Action::Play(p) => format!("{}: {p}", side_name(self, self.turn())),
        }
    }
}

/// A seat's colour of checkers: 0 White (light), 1 Black (dark). Before the opening roll
/// decides, seat 0 is shown as White (the starting position is the same either way).
fn colour_of(g: &Backgammon, seat: Seat) -> usize {
    let white = g.white().unwrap_or(Seat(0));
    usize::from(seat != white)
}

fn checkers_name(g: &Backgammon, seat: Seat) -> &'static str {
    if colour_of(g, seat) == 0 {
        "White"
    } else {
        "Black"
    }
}

/// "Red (White)": the seat's name with the colour of its checkers.
fn side_name(g: &Backgammon, seat: Seat) -> String {
    format!("{} ({})", seat_colour_name(seat), checkers_name(g, seat))
}

/// A point of the mover (1..=24, 25 the bar, 0 off) as a board space.
fn space_of_point(colour: usize, point: u8) -> usize {
    match (colour, point) {
        (0, OFF_POINT) => WHITE_TRAY,
        (_, OFF_POINT) => BLACK_TRAY,
        (0, p) => usize::from(p),
        (_, p) => 25 - usize::from(p),
    }
}

/// The mover's point on a board space, if the space is theirs to use.
fn point_of_space(colour: usize, space: usize) -> Option<u8> {
    match (colour, space) {
        (0, WHITE_TRAY) | (1, BLACK_TRAY) => Some(OFF_POINT),
        (_, WHITE_TRAY | BLACK_TRAY) => None,
        (0, BLACK_BAR) | (1, WHITE_BAR) => None,
        (0, s) => Some(s as u8),
        (_, s) => Some(25 - s as u8),
    }
}

/// How many checkers of which colour stand on each space.
type Counts = [(usize, u8); SPACES];

/// The spaces' contents for White's and Black's checkers (each in its own numbering).
fn counts_of(white: &[u8; 25], black: &[u8; 25]) -> Counts {
    let mut c = [(0, 0); SPACES];
    for p in 1..=24u8 {
        let i = usize::from(p - 1);
        if white[i] > 0 {
            c[space_of_point(0, p)] = (0, white[i]);
        }
        if black[i] > 0 {
            c[space_of_point(1, p)] = (1, black[i]);
        }
    }
    c[WHITE_BAR] = (0, white[24]);
    c[BLACK_BAR] = (1, black[24]);
    c[WHITE_TRAY] = (0, CHECKERS - white.iter().sum::<u8>());
    c[BLACK_TRAY] = (1, CHECKERS - black.iter().sum::<u8>());
    c
}

/// What the board shows: the state, or the mover's position after the steps made so far.
fn shown_counts(g: &Backgammon, steps: &[Step]) -> Counts {
    let mover = g.turn();
    let mut pos = g.position();
    for s in steps {
        match try_step(&pos, s.from, s.die) {
            Some((next, _)) => pos = next,
            None => break,
        }
    }
    let white_seat = g.white().unwrap_or(Seat(0));
    if mover == white_seat {
        counts_of(&pos.me, &pos.opp)
    } else {
        counts_of(&pos.opp, &pos.me)
    }
}

/// A checker's place: its space and its height in the stack there (0 at the edge).
fn checker_pos(space: usize, height: usize, count: usize) -> Vec3 {
    let z = 10.0 + height as f32 * 0.1;
    // Tall stacks close up so they stay on their point; their count is written on top.
    let pitch = if count <= 5 {
        CHECKER - 2.0
    } else {
        (POINT_LENGTH - CHECKER) / (count - 1) as f32
    };
    let along = CHECKER / 2.0 + pitch * height as f32;
    match space {
        WHITE_BAR => Vec3::new(BAR_X, 40.0 + along.min(POINT_LENGTH - 30.0), z),
        BLACK_BAR => Vec3::new(BAR_X, -40.0 - along.min(POINT_LENGTH - 30.0), z),
        WHITE_TRAY => Vec3::new(TRAY_X, -EDGE_Y + 8.0 + TRAY_PITCH * height as f32, z),
        BLACK_TRAY => Vec3::new(TRAY_X, EDGE_Y - 8.0 - TRAY_PITCH * height as f32, z),
        s => {
            let (x, top) = point_column(s);
            let y = if top { EDGE_Y - along } else { -EDGE_Y + along };
            Vec3::new(x, y, z)
        }
    }
}

/// A point's column centre and whether it is in the top row (White's home at bottom right).
fn point_column(space: usize) -> (f32, bool) {
    let s = space as f32;
    match space {
        1..=6 => (RIGHT_FIELD_X + COLUMN * (6.0 - s), false),
        7..=12 => (LEFT_FIELD_X + COLUMN * (12.0 - s), false),
        13..=18 => (LEFT_FIELD_X + COLUMN * (s - 13.0), true),
        _ => (RIGHT_FIELD_X + COLUMN * (s - 19.0), true),
    }
}

/// The clickable area of a space: a whole point, half the bar, a tray.
fn space_area(space: usize) -> (Vec2, Vec2) {
    match space {
        WHITE_BAR => (Vec2::new(BAR_X, 165.0), Vec2::new(50.0, 290.0)),
        BLACK_BAR => (Vec2::new(BAR_X, -165.0), Vec2::new(50.0, 290.0)),
        WHITE_TRAY => (Vec2::new(TRAY_X, -165.0), Vec2::new(68.0, 290.0)),
        BLACK_TRAY => (Vec2::new(TRAY_X, 165.0), Vec2::new(68.0, 290.0)),
        s => {
            let (x, top) = point_column(s);
            let y = if top { EDGE_Y } else { -EDGE_Y } * 0.6;
            (Vec2::new(x, y), Vec2::new(COLUMN, POINT_LENGTH + 20.0))
        }
    }
}

fn die_pos(i: usize, n: usize) -> Vec3 {
    let x = RIGHT_FIELD_X + COLUMN * 2.5 + (i as f32 - (n as f32 - 1.0) / 2.0) * (DIE + 10.0);
    Vec3::new(x, 0.0, 20.0)
}

/// A checker: colour 0 White (light), 1 Black (dark).
#[derive(Component, Debug)]
pub struct Checker {
    pub colour: usize,
}

/// Where every checker rests when the board shows `g` (colour, place), for checks.
pub fn resting_places(g: &Backgammon) -> Vec<(usize, Vec3)> {
    let counts = shown_counts(g, &[]);
    let mut out = Vec::new();
    for (space, (colour, n)) in counts.iter().enumerate() {
        let n = usize::from(*n);
        out.extend((0..n).map(|h| (*colour, checker_pos(space, h, n))));
    }
    out
}

#[derive(Component)]
struct Die(usize);

/// The faces the dice show, in their order on the board.
#[derive(Resource, Default)]
struct DiceFaces(Vec<u8>);

/// A space's clickable area.
#[derive(Component)]
pub struct SpaceArea(pub usize);

/// Highlights, the selection ring and stack counts: rebuilt when the picture changes.
#[derive(Component)]
struct Marker;

/// Everything a match spawns over the board, replaced on a rematch.
#[derive(Component)]
struct PiecesLayer;

#[derive(Component)]
struct BackgammonBoard;

/// Which checker entities stand on each space, bottom first.
#[derive(Resource, Default)]
struct Stacks([Vec<Entity>; SPACES]);

impl Stacks {
    /// Makes the stacks hold `target`, moving as few checkers as possible; returns the
    /// checkers that changed place.
    fn reconcile(&mut self, target: &Counts, colours: &Query<&Checker>) -> Vec<Entity> {
        let colour = |e: &Entity| colours.get(*e).map_or(0, |c| c.colour);
        let mut free: [Vec<Entity>; 2] = [Vec::new(), Vec::new()];
        for (space, stack) in self.0.iter_mut().enumerate() {
            let (want_colour, want) = target[space];
            let keep = if stack.first().is_some_and(|e| colour(e) != want_colour) {
                0
            } else {
                usize::from(want).min(stack.len())
            };
            for e in stack.drain(keep..) {
                free[colour(&e)].push(e);
            }
        }
        let mut moved = Vec::new();
        for (space, stack) in self.0.iter_mut().enumerate() {
            let (want_colour, want) = target[space];
            while stack.len() < usize::from(want) {
                let Some(e) = free[want_colour].pop() else {
                    break;
                };
                stack.push(e);
                moved.push(e);
            }
        }
        moved
    }

    /// Moves the top checker of `from` to the top of `to`.
    fn move_top(&mut self, from: usize, to: usize) -> Option<Entity> {
        let e = self.0[from].pop()?;
        self.0[to].push(e);
        Some(e)
    }

    fn place_of(&self, e: Entity) -> Option<Vec3> {
        self.0.iter().enumerate().find_map(|(space, stack)| {
            let h = stack.iter().position(|x| *x == e)?;
            Some(checker_pos(space, h, stack.len()))
        })
    }
}

/// The checker a person is dragging, and the space it was lifted from.
#[derive(Resource, Default)]
struct Dragging(Option<(Entity, usize)>);

/// A person's play in the making.
#[derive(Resource, Default)]
struct Turn {
    /// The single-die steps made so far (shown on the board, not yet played).
    steps: Vec<Step>,
    /// The point picked to move from (the mover's numbering, 25 the bar).
    selected: Option<u8>,
    /// The keyboard cursor into the possible next steps.
    cursor: Option<usize>,
    /// Set once a play is sent, until its rule messages arrive.
    sent: bool,
    dirty: bool,
}

pub fn plugin(app: &mut App) {
    app.add_plugins((
        MatchPlugin::<Backgammon>::default(),
        AiPlugin::<Backgammon>::default(),
    ))
    .init_resource::<Turn>()
    .init_resource::<Dragging>()
    .init_resource::<Stacks>()
    .init_resource::<DiceFaces>()
    .add_systems(OnEnter(Screen::Playing), spawn_board)
    .add_systems(
        OnEnter(Screen::Playing),
        spawn_pieces
            .after(MatchStart)
            .run_if(resource_exists::<Match<Backgammon>>),
    )
    .add_systems(
        Update,
        (
            animate_rule_messages.in_set(MatchSystems::React),
            (
                keyboard_input,
                hud_commands,
                throw_pressed::<Backgammon>,
                play_forced,
                dragged_checker_follows_pointer,
                refresh_markers,
                update_hud,
            )
                .chain()
                .in_set(MatchSystems::Decide),
        )
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Backgammon>>)),
    );
}

fn checker_role(colour: usize) -> &'static str {
    ["backgammon.checker.light", "backgammon.checker.dark"][colour]
}

fn edge_role(colour: usize) -> &'static str {
    [
        "backgammon.checker_edge.light",
        "backgammon.checker_edge.dark",
    ][colour]
}

fn spawn_board(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    setup: Res<MatchSetup>,
    existing: Query<(), With<BackgammonBoard>>,
) {
    let Some(theme) = theme else { return };
    if setup.game != Backgammon::NAME || !existing.is_empty() {
        return;
    }
    commands.spawn((theme.table(), Pickable::IGNORE, MatchScoped));
    commands.spawn((
        BackgammonBoard,
        theme.sprite("backgammon.board", BOARD_SIZE),
        Transform::from_translation(BOARD_CENTRE.extend(0.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
    for space in 0..SPACES {
        let (centre, size) = space_area(space);
        commands
            .spawn((
                SpaceArea(space),
                Sprite::from_color(Color::NONE, size),
                Transform::from_translation(centre.extend(0.5)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_space_click)
            .observe(on_drag_start)
            .observe(on_drop)
            .observe(on_drag_end);
    }
}

fn spawn_pieces(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Backgammon>>,
    mut stacks: ResMut<Stacks>,
    mut turn: ResMut<Turn>,
    mut faces: ResMut<DiceFaces>,
    old: Query<Entity, Or<(With<Checker>, With<Die>, With<PiecesLayer>, With<Marker>)>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    *stacks = Stacks::default();
    let counts = shown_counts(&m.state, &[]);
    for (space, (colour, n)) in counts.iter().enumerate() {
        for h in 0..usize::from(*n) {
            let e = commands
                .spawn((
                    Checker { colour: *colour },
                    {
                        let (image, size) = checker_look(&theme, *colour, space);
                        Sprite {
                            image,
                            custom_size: Some(size),
                            ..default()
                        }
                    },
                    Transform::from_translation(checker_pos(space, h, usize::from(*n))),
                    Pickable::IGNORE,
                    MatchScoped,
                ))
                .id();
            stacks.0[space].push(e);
        }
    }
    let dice = m.state.dice();
    faces.0 = match dice {
        Some([a, b]) if a == b => vec![a; 4],
        Some([a, b]) => vec![a, b],
        None => Vec::new(),
    };
    for i in 0..4 {
        let face = dice.map_or(1, |d| d[i % 2]);
        let shown = dice.is_some_and(|d| i < 2 || d[0] == d[1]);
        let n = if dice.is_some_and(|d| d[0] == d[1]) {
            4
        } else {
            2
        };
        commands.spawn((
            Die(i),
            theme.sprite(&format!("die.{face}"), Vec2::splat(DIE)),
            Transform::from_translation(die_pos(i, n)),
            if shown {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            },
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    *turn = Turn {
        dirty: true,
        ..default()
    };
}

/// A checker is seen from above on the board, and edge-on in a tray.
fn checker_look(theme: &Theme, colour: usize, space: usize) -> (Handle<Image>, Vec2) {
    if space == WHITE_TRAY || space == BLACK_TRAY {
        (theme.image(edge_role(colour)), EDGE_SIZE)
    } else {
        (theme.image(checker_role(colour)), Vec2::splat(CHECKER))
    }
}

/// The steps that may follow the person's steps so far.
fn next_steps(m: &Match<Backgammon>, turn: &Turn) -> Vec<Step> {
    m.state.next_steps(&turn.steps)
}

/// The play the steps make, once they are a whole legal play.
fn complete_play(m: &Match<Backgammon>, turn: &Turn) -> Option<Play> {
    if turn.sent || !next_steps(m, turn).is_empty() {
        return None;
    }
    m.state.play_of_steps(&turn.steps).ok()
}

/// Plays one step on the board (not yet in the match): moves the checkers and sounds it.
fn make_step(
    step: Step,
    m: &Match<Backgammon>,
    turn: &mut Turn,
    stacks: &mut Stacks,
    looks: &Looks,
    queue: &mut AnimationQueue,
) {
    turn.steps.push(step);
    turn.cursor = None;
    // Go on with the same checker while it can move further.
    let more = m.state.next_steps(&turn.steps);
    turn.selected = more
        .iter()
        .any(|s| s.from == step.to && step.to != OFF_POINT)
        .then_some(step.to);
    turn.dirty = true;
    let sound = if step.hit {
        "capture"
    } else if step.to == OFF_POINT {
        "exit"
    } else {
        "checker"
    };
    queue_settle(
        queue,
        stacks,
        &shown_counts(&m.state, &turn.steps),
        looks,
        MOVE_SECONDS,
        sound,
    );
}

/// Undoes the last step on the board.
fn undo_step(
    m: &Match<Backgammon>,
    turn: &mut Turn,
    stacks: &mut Stacks,
    looks: &Looks,
    queue: &mut AnimationQueue,
) {
    if turn.steps.pop().is_none() {
        return;
    }
    turn.selected = None;
    turn.cursor = None;
    turn.dirty = true;
    queue_settle(
        queue,
        stacks,
        &shown_counts(&m.state, &turn.steps),
        looks,
        MOVE_SECONDS,
        "checker",
    );
}

/// One animation step that brings the checkers to `target`, hopping the ones that move.
fn queue_settle(
    queue: &mut AnimationQueue,
    stacks: &mut Stacks,
    target: &Counts,
    looks: &Looks,
    seconds: f32,
    sound: &'static str,
) {
    let moved = stacks.reconcile(target, looks.colours);
    let mut step = AnimStep {
        duration: if moved.is_empty() { 0.0 } else { seconds },
        on_end: if moved.is_empty() {
            vec![]
        } else {
            vec![Effect::Sound(sound)]
        },
        ..default()
    };
    for e in moved {
        if let Some(to) = stacks.place_of(e) {
            step.tweens.push(Tween::hop(e, to + Vec3::Z * 20.0, 40.0));
        }
    }
    queue.push(step);
    queue_rest(queue, stacks, looks);
}

/// Every checker to its resting place and look (tall stacks close up, trays show edges).
fn queue_rest(queue: &mut AnimationQueue, stacks: &Stacks, looks: &Looks) {
    let mut settle = AnimStep {
        duration: 0.08,
        ..default()
    };
    for (space, stack) in stacks.0.iter().enumerate() {
        for (h, e) in stack.iter().enumerate() {
            settle
                .tweens
                .push(Tween::hop(*e, checker_pos(space, h, stack.len()), 0.0));
            let colour = looks.colours.get(*e).map_or(0, |c| c.colour);
            let (image, size) = checker_look(looks.theme, colour, space);
            settle.on_start.push(Effect::SetSprite(*e, image, size));
        }
    }
    queue.push(settle);
}

/// What moving checkers need to know: the theme and each checker's colour.
struct Looks<'a, 'w, 's, 'c> {
    theme: &'a Theme,
    colours: &'a Query<'w, 's, &'c Checker>,
}

fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Backgammon>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    mut stacks: ResMut<Stacks>,
    mut turn: ResMut<Turn>,
    colours: Query<&Checker>,
    dice: Query<(Entity, &Die)>,
    mut dice_faces: ResMut<DiceFaces>,
) {
    let events: Vec<RuleEvent> = messages.read().map(|r| r.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    // A person's steps were already shown: the checkers stand where the play put them.
    let shown_already = turn.sent && !turn.steps.is_empty();
    *turn = Turn {
        dirty: true,
        ..default()
    };
    let g = &m.state;
    let colour = |seat: Seat| colour_of(g, seat);
    let mut opening_dice = Vec::new();
    for event in events {
        match event {
            RuleEvent::Thrown { seat, faces, .. } => {
                let faces: Vec<u8> = faces.as_slice().to_vec();
                if faces.len() == 1 {
                    // The opening roll: one die each, shown side by side.
                    opening_dice.push((seat, faces[0]));
                    if opening_dice.len() == 2 {
                        dice_faces.0 = vec![opening_dice[0].1, opening_dice[1].1];
                        roll_dice(&mut queue, &theme, &dice, &dice_faces.0);
                    }
                } else {
                    let shown: Vec<u8> = if faces[0] == faces[1] {
                        vec![faces[0]; 4]
                    } else {
                        faces.clone()
                    };
                    roll_dice(&mut queue, &theme, &dice, &shown);
                    dice_faces.0 = shown;
                }
            }
            RuleEvent::FirstPlayer { seat } => queue.push(AnimStep {
                duration: 1.0,
                on_start: vec![Effect::Banner(format!(
                    "{} plays White and starts",
                    seat_colour_name(seat)
                ))],
                ..default()
            }),
            RuleEvent::ThrowsLost { seat, .. } => queue.push(AnimStep {
                duration: 1.1,
                on_start: vec![Effect::Banner(format!(
                    "{} cannot move",
                    seat_colour_name(seat)
                ))],
                ..default()
            }),
            RuleEvent::Moved { from, path, .. } if !shown_already => {
                let to = path.last().map_or(from.0 as usize, |s| s.0 as usize);
                hop(&mut queue, &mut stacks, from.0 as usize, to, "checker");
            }
            RuleEvent::Entered { seat, path, .. } if !shown_already => {
                let bar = if colour(seat) == 0 {
                    WHITE_BAR
                } else {
                    BLACK_BAR
                };
                let to = path.last().map_or(bar, |s: SpaceId| s.0 as usize);
                hop(&mut queue, &mut stacks, bar, to, "checker");
            }
            RuleEvent::Captured { .. } if !shown_already => queue.push(AnimStep {
                duration: 0.0,
                on_start: vec![Effect::Sound("capture")],
                ..default()
            }),
            RuleEvent::BorneOff { seat, from, .. } if !shown_already => {
                let tray = if colour(seat) == 0 {
                    WHITE_TRAY
                } else {
                    BLACK_TRAY
                };
                hop(&mut queue, &mut stacks, from.0 as usize, tray, "exit");
            }
            RuleEvent::GameOver { outcome } => {
                let names: Vec<String> = outcome.winners.iter().map(seat_colour_name).collect();
                let how = match outcome.points {
                    3 => " a backgammon",
                    2 => " a gammon",
                    _ => "",
                };
                queue.push(AnimStep {
                    duration: 1.8,
                    on_start: vec![
                        Effect::Sound("win"),
                        Effect::Banner(format!("{} wins{how}!", names.join(" & "))),
                    ],
                    ..default()
                });
            }
            _ => {}
        }
    }
    // Whatever happened, the checkers end where the state says (and the dice go away
    // once the turn has passed).
    queue_settle(
        &mut queue,
        &mut stacks,
        &shown_counts(g, &[]),
        &Looks {
            theme: &theme,
            colours: &colours,
        },
        MOVE_SECONDS,
        "checker",
    );
    if g.dice().is_none() && g.phase() != Phase::Opening {
        queue.push(AnimStep {
            duration: 0.0,
            on_end: dice.iter().map(|(e, _)| Effect::Show(e, false)).collect(),
            ..default()
        });
    }
}

/// One checker hops from the top of `from` to the top of `to`.
fn hop(
    queue: &mut AnimationQueue,
    stacks: &mut Stacks,
    from: usize,
    to: usize,
    sound: &'static str,
) {
    let Some(e) = stacks.move_top(from, to) else {
        return;
    };
    let target = stacks.place_of(e).unwrap_or_default();
    queue.push(AnimStep {
        duration: MOVE_SECONDS,
        tweens: vec![Tween::hop(e, target + Vec3::Z * 20.0, 50.0)],
        on_end: vec![Effect::Sound(sound)],
        ..default()
    });
}

/// The dice tumble and land on `faces` (2, or 4 for doubles).
fn roll_dice(
    queue: &mut AnimationQueue,
    theme: &Theme,
    dice: &Query<(Entity, &Die)>,
    faces: &[u8],
) {
    let n = faces.len();
    let mut tumble = AnimStep {
        duration: 0.7,
        on_start: vec![Effect::Sound("dice")],
        ..default()
    };
    for (e, d) in dice {
        let shown = d.0 < n;
        tumble.on_start.push(Effect::Show(e, shown));
        if !shown {
            continue;
        }
        let face = faces[d.0];
        tumble.tweens.push(Tween {
            entity: e,
            to: die_pos(d.0, n),
            arc: 60.0 + 10.0 * d.0 as f32,
            spin: 1.5 + 0.5 * d.0 as f32,
            end_angle: (d.0 as f32 - 1.5) * 0.1,
            scale: None,
        });
        tumble
            .on_end
            .push(Effect::SetImage(e, theme.image(&format!("die.{face}"))));
    }
    queue.push(tumble);
}

/// The space of a point of the mover's numbering (25 their bar, 0 their tray).
pub fn mover_space(g: &Backgammon, point: u8) -> usize {
    space_of_point(colour_of(g, g.turn()), point)
}

/// The point of the mover's numbering a space stands for (their own bar is 25).
fn mover_point(g: &Backgammon, space: usize) -> Option<u8> {
    let mover = colour_of(g, g.turn());
    // The mover's own bar is on the bar's half where their hit checkers wait.
    if space == (if mover == 0 { WHITE_BAR } else { BLACK_BAR }) {
        Some(BAR_POINT)
    } else {
        point_of_space(mover, space)
    }
}

/// Lifting a checker that can move picks it and takes it in the hand.
fn on_drag_start(
    start: On<Pointer<DragStart>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    stacks: Res<Stacks>,
    mut turn: ResMut<Turn>,
    mut dragging: ResMut<Dragging>,
) {
    let Ok(area) = areas.get(start.entity) else {
        return;
    };
    if !m.person_to_move(&queue) || turn.sent {
        return;
    }
    let Some(point) = mover_point(&m.state, area.0) else {
        return;
    };
    if !next_steps(&m, &turn).iter().any(|s| s.from == point) {
        return;
    }
    turn.selected = Some(point);
    turn.cursor = None;
    turn.dirty = true;
    dragging.0 = stacks.0[area.0].last().map(|e| (*e, area.0));
}

/// Dropping the checker on a space it can reach makes that step.
#[allow(clippy::too_many_arguments)]
fn on_drop(
    drop: On<Pointer<DragDrop>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    mut dragging: ResMut<Dragging>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
) {
    let (Ok(area), Some(from)) = (areas.get(drop.entity), turn.selected) else {
        return;
    };
    if dragging.0.is_none() || turn.sent {
        return;
    }
    let Some(to) = mover_point(&m.state, area.0) else {
        return;
    };
    if let Some(step) = next_steps(&m, &turn)
        .into_iter()
        .find(|s| s.from == from && s.to == to)
    {
        dragging.0 = None;
        let looks = Looks {
            theme: &theme,
            colours: &colours,
        };
        make_step(step, &m, &mut turn, &mut stacks, &looks, &mut queue);
    }
}

/// A checker let go anywhere it cannot go returns to its stack.
fn on_drag_end(
    _end: On<Pointer<DragEnd>>,
    mut queue: ResMut<AnimationQueue>,
    stacks: Res<Stacks>,
    mut dragging: ResMut<Dragging>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
) {
    if dragging.0.take().is_some() {
        let looks = Looks {
            theme: &theme,
            colours: &colours,
        };
        queue_rest(&mut queue, &stacks, &looks);
    }
}

/// The dragged checker rides under the pointer.
fn dragged_checker_follows_pointer(
    dragging: Res<Dragging>,
    pointer: PointerOnBoard,
    mut transforms: Query<&mut Transform, With<Checker>>,
) {
    let Some((e, _)) = dragging.0 else { return };
    let Some(world) = pointer.world() else {
        return;
    };
    if let Ok(mut t) = transforms.get_mut(e) {
        t.translation = world.extend(80.0);
    }
}

fn on_space_click(
    click: On<Pointer<Click>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
) {
    let looks = Looks {
        theme: &theme,
        colours: &colours,
    };
    let Ok(area) = areas.get(click.entity) else {
        return;
    };
    if !m.person_to_move(&queue) || turn.sent {
        return;
    }
    let Some(point) = mover_point(&m.state, area.0) else {
        turn.selected = None;
        turn.dirty = true;
        return;
    };
    let next = next_steps(&m, &turn);
    // A destination of the picked checker.
    if let Some(from) = turn.selected
        && let Some(step) = next.iter().find(|s| s.from == from && s.to == point)
    {
        make_step(*step, &m, &mut turn, &mut stacks, &looks, &mut queue);
        return;
    }
    // A checker that can move: pick it.
    if next.iter().any(|s| s.from == point) {
        turn.selected = Some(point);
        turn.dirty = true;
        return;
    }
    // A destination only one checker can reach: move that one.
    let reaching: Vec<&Step> = next.iter().filter(|s| s.to == point).collect();
    if let [step] = reaching.as_slice() {
        make_step(**step, &m, &mut turn, &mut stacks, &looks, &mut queue);
        return;
    }
    turn.selected = None;
    turn.dirty = true;
}

/// Confirms the person's play, or undoes a step.
fn confirm(
    m: &Match<Backgammon>,
    turn: &mut Turn,
    requests: &mut MessageWriter<MatchRequest<Backgammon>>,
) {
    if let Some(play) = complete_play(m, turn) {
        turn.sent = true;
        turn.dirty = true;
        requests.write(MatchRequest::Play(Action::Play(play)));
    }
}

#[allow(clippy::too_many_arguments)]
fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
    mut throw: MessageWriter<ThrowPressed>,
) {
    let looks = Looks {
        theme: &theme,
        colours: &colours,
    };
    let Some(keys) = keys else { return };
    if keys.just_pressed(KeyCode::Space) {
        throw.write(ThrowPressed);
    }
    if !m.person_to_move(&queue) || turn.sent {
        return;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        undo_step(&m, &mut turn, &mut stacks, &looks, &mut queue);
        return;
    }
    let next = next_steps(&m, &turn);
    let n = next.len();
    if let Some(forward) = cursor::step_keys(&keys)
        && let Some(c) = cursor::stepped(turn.cursor, n, forward)
    {
        turn.cursor = Some(c);
        turn.selected = Some(next[c].from);
        turn.dirty = true;
    }
    if keys.just_pressed(KeyCode::Enter) {
        if let Some(c) = turn.cursor
            && c < n
        {
            make_step(next[c], &m, &mut turn, &mut stacks, &looks, &mut queue);
        } else {
            confirm(&m, &mut turn, &mut requests);
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        turn.selected = None;
        turn.cursor = None;
        turn.dirty = true;
    }
}

fn hud_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    let looks = Looks {
        theme: &theme,
        colours: &colours,
    };
    for c in commands.read() {
        if !m.person_to_move(&queue) || turn.sent {
            continue;
        }
        match c.0 {
            "undo" => undo_step(&m, &mut turn, &mut stacks, &looks, &mut queue),
            "confirm" => confirm(&m, &mut turn, &mut requests),
            _ => {}
        }
    }
}

/// With the setting on, a play that is the only one is made for the person.
fn play_forced(
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    settings: Res<Settings>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    if !settings.auto_forced_moves
        || !m.person_to_move(&queue)
        || turn.sent
        || !turn.steps.is_empty()
    {
        return;
    }
    let plays = m.state.legal_plays();
    if let [(play, _)] = plays.as_slice() {
        // No steps were shown, so the rule messages will move the checkers.
        turn.sent = true;
        requests.write(MatchRequest::Play(Action::Play(*play)));
    }
}

fn refresh_markers(
    mut commands: Commands,
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut turn: ResMut<Turn>,
    stacks: Res<Stacks>,
    old: Query<Entity, With<Marker>>,
    mut dice: Query<(&Die, &mut Sprite)>,
    faces: Res<DiceFaces>,
    mut shown_for: Local<Option<(usize, bool)>>,
) {
    let key = (m.history.len(), queue.is_busy());
    if !turn.dirty && *shown_for == Some(key) {
        return;
    }
    turn.dirty = false;
    *shown_for = Some(key);
    for e in &old {
        commands.entity(e).despawn();
    }
    if queue.is_busy() {
        return;
    }
    let counts = shown_counts(&m.state, &turn.steps);
    // Counts over stacks too tall to show whole.
    for (space, stack) in stacks.0.iter().enumerate() {
        if stack.len() > 5 && space != WHITE_TRAY && space != BLACK_TRAY {
            let top = checker_pos(space, stack.len() - 1, stack.len());
            let dark = counts[space].0 == 1;
            commands.spawn((
                Marker,
                WorldLabel::new(
                    stack.len().to_string(),
                    22.0,
                    if dark {
                        Color::srgb(0.95, 0.9, 0.8)
                    } else {
                        Color::srgb(0.2, 0.12, 0.06)
                    },
                ),
                Transform::from_translation(top.truncate().extend(45.0)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
    }
    // Used dice are dimmed.
    let mut used = [false; 4];
    for s in &turn.steps {
        if let Some(i) = (0..faces.0.len().min(4)).find(|&i| !used[i] && faces.0[i] == s.die) {
            used[i] = true;
        }
    }
    for (die, mut sprite) in &mut dice {
        sprite.color = if used[die.0] {
            Color::srgba(1.0, 1.0, 1.0, 0.35)
        } else {
            Color::WHITE
        };
    }
    if !m.person_to_move(&queue) || turn.sent {
        return;
    }
    let mover = colour_of(&m.state, m.state.turn());
    let next = next_steps(&m, &turn);
    // The top of a space, where a checker arriving there would stand.
    let landing = |space: usize| {
        let n = usize::from(counts[space].1);
        let mine = counts[space].0 == mover;
        let h = if mine { n } else { 0 };
        checker_pos(space, h, (h + 1).max(n)).truncate()
    };
    let keyed = turn.cursor.and_then(|c| next.get(c));
    // Checkers that can move get a faint ring; the picked one a bright one on the same
    // glow as the spots it can reach.
    let mut froms: Vec<u8> = next.iter().map(|s| s.from).collect();
    froms.dedup();
    for from in froms {
        let space = if from == BAR_POINT {
            if mover == 0 { WHITE_BAR } else { BLACK_BAR }
        } else {
            space_of_point(mover, from)
        };
        let n = usize::from(counts[space].1).max(1);
        let top = checker_pos(space, n - 1, n).truncate();
        let picked = turn.selected == Some(from);
        commands.spawn((
            Marker,
            Sprite {
                color: if picked {
                    Color::WHITE
                } else {
                    Color::srgba(1.0, 1.0, 1.0, 0.35)
                },
                ..theme.sprite("selected", Vec2::splat(CHECKER * 1.3))
            },
            Transform::from_translation(top.extend(9.0)),
            Pickable::IGNORE,
            MatchScoped,
        ));
        if picked {
            commands.spawn((
                Marker,
                theme.sprite("highlight", Vec2::splat(CHECKER * 1.5)),
                Transform::from_translation(top.extend(8.5)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
    }
    let Some(from) = turn.selected else { return };
    for step in next.iter().filter(|s| s.from == from) {
        let space = space_of_point(mover, step.to);
        let at = landing(space);
        let big = keyed == Some(step);
        commands.spawn((
            Marker,
            theme.sprite(
                "highlight",
                Vec2::splat(CHECKER * if big { 1.45 } else { 1.2 }),
            ),
            Transform::from_translation(at.extend(40.0)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
}

fn update_hud(
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    turn: Res<Turn>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, usize, bool)>>,
) {
    let key = (queue.is_busy(), turn.steps.len(), turn.sent);
    if !m.is_changed() && *was == Some(key) && !hud.is_added() {
        return;
    }
    *was = Some(key);
    let g = &m.state;
    // "Red (White, player)".
    let seat_label = |s: Seat| {
        format!(
            "{} ({}, {})",
            seat_colour_name(s),
            checkers_name(g, s),
            seat_who(&m.setup, s)
        )
    };
    let seat = g.turn();
    hud.title = format!("Backgammon — {}", m.setup.preset);
    hud.turn_line = match g.to_move() {
        ToMove::Over(o) => {
            let names: Vec<String> = o.winners.iter().map(seat_colour_name).collect();
            format!("{} won", names.join(" & "))
        }
        _ if g.phase() == Phase::Opening => "Opening roll: one die each".into(),
        ToMove::Chance => format!("{} to roll", seat_label(seat)),
        ToMove::Seat(s) => format!("{} to move", seat_label(s)),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = match g.dice() {
        Some([a, b]) if a == b => vec![format!("{a}-{b} (four {a}s)")],
        Some([a, b]) => vec![format!("{a}-{b}")],
        None => Vec::new(),
    };
    if !turn.steps.is_empty() {
        let done: Vec<String> = turn
            .steps
            .iter()
            .map(|s| {
                let to = if s.to == OFF_POINT {
                    "off".to_string()
                } else {
                    s.to.to_string()
                };
                let from = if s.from == BAR_POINT {
                    "bar".to_string()
                } else {
                    s.from.to_string()
                };
                format!("{from}/{to}{}", if s.hit { "*" } else { "" })
            })
            .collect();
        hud.pending.push(format!("played {}", done.join(" ")));
    }
    hud.pending_label = "Dice to play:".into();
    hud.can_throw = m.person_to_throw(&queue);
    hud.throw_label = "Roll the dice".into();
    let moving = m.person_to_move(&queue) && !turn.sent;
    let complete = moving && complete_play(&m, &turn).is_some();
    hud.buttons = vec![
        HudButton {
            id: "undo",
            label: "Undo (Backspace)".into(),
            enabled: moving && !turn.steps.is_empty(),
        },
        HudButton {
            id: "confirm",
            label: "Confirm (Enter)".into(),
            enabled: complete,
        },
    ];
    hud.sides = (0..2)
        .map(|i| {
            let s = Seat(i as u8);
            let c = colour_of(g, s);
            let own = g.checkers(s);
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail: format!(
                    "pips {} · {} on the bar · {} off",
                    g.pips(s),
                    own[24],
                    g.borne_off(s)
                ) + if c == 0 { " · light" } else { " · dark" },
                to_move: i == seat.index() && g.phase() != Phase::Opening,
            }
        })
        .collect();
    hud.hint = if complete {
        "Press Enter or Confirm to play these moves, Backspace to take one back.".into()
    } else if moving {
        "Click a checker, then a glowing spot (or just the spot). Tab/arrows choose, Enter moves, Backspace undoes.".into()
    } else if hud.can_throw {
        "Press Space or the button to roll.".into()
    } else {
        String::new()
    };
    hud.log = m.log.clone();
    hud.rules = RULES.into();
    // Seats are named by colour (Red, Blue) but the checkers are White and Black: the
    // result says which checkers won.
    hud.result = match g.outcome() {
        Some(o) => {
            let how = match o.points {
                3 => "a backgammon, 3 points",
                2 => "a gammon, 2 points",
                _ => "a single game, 1 point",
            };
            match o.winners.iter().next() {
                Some(w) => format!("{} bore off first: {how}", side_name(g, w)),
                None => how.to_string(),
            }
        }
        None => String::new(),
    };
}

const RULES: &str = "Each side moves 15 checkers round the board into its home board and then bears them off; the first to bear off all wins.\n\nWhite moves from its 24-point down to its 1-point (bottom right); Black the other way. Each die moves one checker that many points; doubles are played four times. A checker may land on an empty point, its own, or a point with one opposing checker (a blot), which is hit and goes to the bar. A point with two or more opposing checkers is closed.\n\nA checker on the bar must enter the opponent's home board before any other moves. Both dice must be used if possible; if only one can be, the larger must be. Once all checkers are home they bear off with the exact number, or with a higher number from the highest point.\n\nA win is a gammon (2 points) if the loser has borne off none, and a backgammon (3) if the loser also has a checker on the bar or in the winner's home board.";

#[cfg(test)]
mod tests {
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
}
