//! The Malefiz (Barricade) board view: the board drawn from the rules crate's graph (fields
//! as holes joined by lines, the four houses below, the star goal on top), twenty pawns and
//! eleven barricades as entities, one die. A person rolls, clicks a pawn to see where it
//! can go (the way there is dotted on hover), clicks a glowing field to move; after landing
//! on a barricade, the barricade follows the pointer until it is put on a glowing field.
//! Everything Malefiz-specific in the app lives here.

use crate::ai_seats::AiPlugin;
use crate::animation::{AnimationQueue, Effect, Step, Tween};
use crate::cursor::{self, PointerOnBoard};
use crate::hud::{HudInfo, SideLine, seat_colour_name, seat_who};
use crate::labels::WorldLabel;
use crate::match_flow::{
    Match, MatchPlugin, MatchRequest, MatchSetup, MatchStart, MatchSystems, RuleMessage, TableGame,
    ThrowPressed, throw_pressed,
};
use crate::screens::{MatchScoped, Screen};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_core::{Game, PieceId, RuleEvent, Seat, SpaceId};
use tabula_malefiz::{
    BARRICADES, FIELD_COUNT, Field, HOUSE_X, Malefiz, MalefizAction, PAWNS_PER_SEAT, Phase, Place,
    edges, house_exit,
};

/// The world area the board may use: left of the HUD.
pub const AREA_MIN: Vec2 = Vec2::new(-640.0, -360.0);
pub const AREA_MAX: Vec2 = Vec2::new(340.0, 360.0);
/// The board image's place and size.
const BOARD_CENTRE: Vec2 = Vec2::new(-150.0, 0.0);
const BOARD_SIZE: Vec2 = Vec2::new(950.0, 716.0);
/// Grid spacing: x = 1..17 across, y = 1..14 up.
const PITCH: Vec2 = Vec2::new(52.0, 41.0);
/// The world y of row 1.
const ROW1_Y: f32 = -244.0;
const FIELD_SIZE: f32 = 28.0;
const GOAL_SIZE: f32 = 50.0;
const PAWN_SIZE: f32 = 32.0;
const BARRICADE_SIZE: f32 = 30.0;
const HOUSE_SIZE: Vec2 = Vec2::new(92.0, 62.0);
/// How far below row 1 a house's centre is.
const HOUSE_DROP: f32 = 52.0;
/// Pawns waiting in their house are drawn smaller.
const HOME_SCALE: f32 = 0.72;
const LINE_WIDTH: f32 = 4.0;
const DIE_SIZE: f32 = 46.0;
const HOP_SECONDS: f32 = 0.16;

impl TableGame for Malefiz {
    const TITLE: &'static str = "Malefiz";

    fn thrower(&self) -> Option<Seat> {
        (self.phase() == Phase::Rolling).then(|| self.turn())
    }

    fn describe(&self, action: &MalefizAction) -> String {
        let who = seat_colour_name(self.turn());
        match *action {
            MalefizAction::First(s) => format!("The lot: {} starts", seat_colour_name(s)),
            MalefizAction::Roll(n) => {
                let mut probe = self.clone();
                let mut events = Vec::new();
                let lost = probe.apply(action, &mut events).is_ok()
                    && events
                        .iter()
                        .any(|e| matches!(e, RuleEvent::ThrowsLost { .. }));
                if lost {
                    format!("{who} rolls {n}: no move, the turn passes")
                } else {
                    format!("{who} rolls {n}")
                }
            }
            MalefizAction::Move { from, to } => {
                let start = match from {
                    Place::Home => "brings a pawn out".to_string(),
                    Place::On(f) => format!("moves from {f}"),
                };
                let end = if to == Field::GOAL {
                    " to the goal and wins".to_string()
                } else if self.is_barricade(to) {
                    format!(" onto the barricade on {to}")
                } else if let Some(p) = self.piece_at(to) {
                    format!(
                        " to {to}, sending a {} pawn home",
                        seat_colour_name(Malefiz::owner(p))
                    )
                } else {
                    format!(" to {to}")
                };
                format!("{who} {start}{end}")
            }
            MalefizAction::Barricade(f) => format!("{who} puts the barricade on {f}"),
        }
    }
}

/// A grid point's place in the world (x = 1..17 left to right, y = 1..14 bottom to top).
pub fn grid_pos(x: f32, y: f32) -> Vec2 {
    Vec2::new(
        BOARD_CENTRE.x + (x - 9.0) * PITCH.x,
        ROW1_Y + (y - 1.0) * PITCH.y,
    )
}

/// A field's centre in the world.
pub fn field_pos(f: Field) -> Vec2 {
    let (x, y) = f.coords();
    grid_pos(f32::from(x), f32::from(y))
}

/// A house's centre: below its exit field.
pub fn house_pos(h: usize) -> Vec2 {
    grid_pos(f32::from(HOUSE_X[h]), 1.0) - Vec2::new(0.0, HOUSE_DROP)
}

/// Where the `k`-th waiting pawn of house `h` sits: three above, two below.
pub fn house_slot(h: usize, k: usize) -> Vec2 {
    const SLOTS: [(f32, f32); PAWNS_PER_SEAT] = [
        (-26.0, 11.0),
        (0.0, 11.0),
        (26.0, 11.0),
        (-13.0, -12.0),
        (13.0, -12.0),
    ];
    let (dx, dy) = SLOTS[k % PAWNS_PER_SEAT];
    house_pos(h) + Vec2::new(dx, dy)
}

/// Where the die lies: in the empty space right of rows 5 to 9.
pub fn die_pos() -> Vec2 {
    grid_pos(15.9, 8.0)
}

/// Where a barricade being moved waits before the pointer takes it: above its old field.
fn held_pos(from: Field) -> Vec3 {
    (field_pos(from) + Vec2::new(0.0, 24.0)).extend(60.0)
}

/// Every pawn's resting place (position with z, and scale) in a state.
fn pawn_layout(g: &Malefiz) -> Vec<(PieceId, Vec3, f32)> {
    let mut home = [0usize; 4];
    g.pawns()
        .map(|(id, owner, place)| match place {
            Place::Home => {
                let h = Malefiz::house_of(owner);
                let k = home[h];
                home[h] += 1;
                let z = 10.0 + f32::from(id.0) * 0.01;
                (id, house_slot(h, k).extend(z), HOME_SCALE)
            }
            Place::On(f) => (id, field_pos(f).extend(12.0 + f32::from(id.0) * 0.01), 1.0),
        })
        .collect()
}

/// Every pawn's resting place in a state, for checks.
pub fn resting_places(g: &Malefiz) -> Vec<(PieceId, Vec2)> {
    pawn_layout(g)
        .into_iter()
        .map(|(id, p, _)| (id, p.truncate()))
        .collect()
}

/// Every barricade's resting place: its field, or lifted above the field it was taken from.
pub fn barricade_places(g: &Malefiz) -> Vec<(usize, Vec3)> {
    (0..BARRICADES)
        .map(|b| match g.barricade(b) {
            Some(f) => (b, field_pos(f).extend(11.0)),
            None => match g.phase() {
                Phase::Placing { from, .. } => (b, held_pos(from)),
                _ => (b, Vec3::new(die_pos().x, die_pos().y, 60.0)),
            },
        })
        .collect()
}

/// Each field's distance to the goal over the bare graph (barricades ignored).
fn goal_distances() -> [u8; FIELD_COUNT] {
    let mut dist = [u8::MAX; FIELD_COUNT];
    dist[usize::from(Field::GOAL.id())] = 0;
    let mut queue = std::collections::VecDeque::from([Field::GOAL]);
    while let Some(f) = queue.pop_front() {
        let d = dist[usize::from(f.id())];
        for n in f.neighbours() {
            let slot = &mut dist[usize::from(n.id())];
            if *slot == u8::MAX {
                *slot = d + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// A pawn's steps still to go on the bare graph (from the house: the exit's plus one).
fn steps_to_goal(dist: &[u8; FIELD_COUNT], seat: Seat, place: Place) -> u32 {
    match place {
        Place::On(f) => u32::from(dist[usize::from(f.id())]),
        Place::Home => u32::from(dist[usize::from(house_exit(Malefiz::house_of(seat)).id())]) + 1,
    }
}

/// The field a decision ends on.
fn target_of(a: &MalefizAction) -> Option<Field> {
    match a {
        MalefizAction::Move { to, .. } => Some(*to),
        MalefizAction::Barricade(f) => Some(*f),
        _ => None,
    }
}

fn start_of(a: &MalefizAction) -> Option<Place> {
    match a {
        MalefizAction::Move { from, .. } => Some(*from),
        _ => None,
    }
}

/// The fields a move steps on, the landing last, read from the rule event the move makes
/// when applied to a copy of the state.
pub fn move_path(g: &Malefiz, action: &MalefizAction) -> Vec<Field> {
    let mut probe = g.clone();
    let mut events = Vec::new();
    if probe.apply(action, &mut events).is_err() {
        return Vec::new();
    }
    events
        .iter()
        .find_map(|e| match e {
            RuleEvent::Moved { path, .. } | RuleEvent::Entered { path, .. } => Some(
                path.as_slice()
                    .iter()
                    .filter_map(|s| Field::from_id(s.0 as u8))
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
}

/// What a click on a field asks for while a barricade is being placed: the placement, if
/// the field may take it.
pub fn placement_on(g: &Malefiz, f: Field) -> Option<MalefizAction> {
    if !matches!(g.phase(), Phase::Placing { .. }) {
        return None;
    }
    let action = MalefizAction::Barricade(f);
    legal(g).contains(&action).then_some(action)
}

fn legal(g: &Malefiz) -> Vec<MalefizAction> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

/// A pawn.
#[derive(Component, Debug)]
pub struct Pawn(pub PieceId);

/// A barricade block, by barricade index (0..10).
#[derive(Component, Debug)]
pub struct BarricadeBlock(pub usize);

#[derive(Component)]
struct DieSprite;

#[derive(Component)]
struct DieLabel;

/// A field's hole (clickable: a placement, or a reason why not).
#[derive(Component)]
struct FieldHole(Field);

#[derive(Component)]
struct HouseSprite(usize);

/// A glowing field: clicking it plays the action.
#[derive(Component)]
struct TargetSpot(MalefizAction);

/// Selection rings over movable pawns.
#[derive(Component)]
struct Marker;

/// The dots along a move's path.
#[derive(Component)]
struct PathDot;

/// Marks the board, so a rematch does not build it twice.
#[derive(Component)]
struct MalefizBoard;

/// Everything a match spawns over the board, replaced on a rematch.
#[derive(Component)]
struct PiecesLayer;

/// A person's decision in the making.
#[derive(Resource, Default)]
struct Pick {
    /// The pawn (or the house) picked to move.
    from: Option<Place>,
    /// The keyboard cursor into the legal actions.
    cursor: Option<usize>,
    /// The glowing field under the pointer.
    hover: Option<MalefizAction>,
    /// Why the last click did nothing.
    notice: String,
    /// The highlights need rebuilding.
    dirty: bool,
    /// The path dots need rebuilding.
    dots_dirty: bool,
}

pub fn plugin(app: &mut App) {
    app.add_plugins((
        MatchPlugin::<Malefiz>::default(),
        AiPlugin::<Malefiz>::default(),
    ))
    .init_resource::<Pick>()
    .add_systems(OnEnter(Screen::Playing), spawn_board)
    .add_systems(
        OnEnter(Screen::Playing),
        spawn_pieces
            .after(MatchStart)
            .run_if(resource_exists::<Match<Malefiz>>),
    )
    .add_systems(
        Update,
        (
            animate_rule_messages.in_set(MatchSystems::React),
            (
                keyboard_input,
                throw_pressed::<Malefiz>,
                refresh_highlights,
                refresh_path_dots,
                barricade_follows_pointer,
                update_hud,
            )
                .chain()
                .in_set(MatchSystems::Decide),
        )
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Malefiz>>)),
    );
}

/// A straight line between two points: a thin rotated sprite.
fn line(a: Vec2, b: Vec2, colour: Color, z: f32) -> (Sprite, Transform) {
    let d = b - a;
    (
        Sprite::from_color(colour, Vec2::new(d.length(), LINE_WIDTH)),
        Transform::from_translation(((a + b) / 2.0).extend(z))
            .with_rotation(Quat::from_rotation_z(d.y.atan2(d.x))),
    )
}

fn spawn_board(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    setup: Res<MatchSetup>,
    existing: Query<(), With<MalefizBoard>>,
) {
    let Some(theme) = theme else { return };
    if setup.game != Malefiz::NAME || !existing.is_empty() {
        return;
    }
    commands.spawn((theme.table(), Pickable::IGNORE, MatchScoped));
    commands.spawn((
        MalefizBoard,
        theme.sprite("malefiz.board", BOARD_SIZE),
        Transform::from_translation(BOARD_CENTRE.extend(0.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
    let ink = Color::srgb(0.42, 0.3, 0.2);
    for (a, b) in edges() {
        commands.spawn((
            line(field_pos(a), field_pos(b), ink, 0.5),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    for h in 0..4 {
        let exit = field_pos(house_exit(h));
        let top = house_pos(h) + Vec2::new(0.0, HOUSE_SIZE.y / 2.0);
        commands.spawn((line(top, exit, ink, 0.5), Pickable::IGNORE, MatchScoped));
    }
    for f in Field::all() {
        let (role, size) = if f == Field::GOAL {
            ("malefiz.goal", GOAL_SIZE)
        } else {
            ("malefiz.field", FIELD_SIZE)
        };
        commands
            .spawn((
                FieldHole(f),
                theme.sprite(role, Vec2::splat(size)),
                Transform::from_translation(field_pos(f).extend(1.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_field_click);
    }
}

fn spawn_pieces(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Malefiz>>,
    mut pick: ResMut<Pick>,
    old: Query<
        Entity,
        Or<(
            With<Pawn>,
            With<BarricadeBlock>,
            With<DieSprite>,
            With<DieLabel>,
            With<PiecesLayer>,
            With<Marker>,
            With<TargetSpot>,
            With<PathDot>,
        )>,
    >,
) {
    // A rematch keeps the board but starts with fresh pieces.
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = &m.state;
    // The houses: the seats in play bright, the others faded.
    for h in 0..4 {
        let in_play = h < g.seats();
        commands
            .spawn((
                PiecesLayer,
                HouseSprite(h),
                Sprite {
                    color: if in_play {
                        Color::WHITE
                    } else {
                        Color::srgba(1.0, 1.0, 1.0, 0.35)
                    },
                    ..theme.sprite(&format!("malefiz.house.{h}"), HOUSE_SIZE)
                },
                Transform::from_translation(house_pos(h).extend(1.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_house_click);
    }
    for (id, pos, scale) in pawn_layout(g) {
        let owner = Malefiz::owner(id).index();
        commands
            .spawn((
                Pawn(id),
                theme.sprite(&format!("piece.{owner}"), Vec2::splat(PAWN_SIZE)),
                Transform::from_translation(pos).with_scale(Vec3::splat(scale)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_pawn_click);
    }
    for (b, pos) in barricade_places(g) {
        commands.spawn((
            BarricadeBlock(b),
            theme.sprite("malefiz.barricade", Vec2::splat(BARRICADE_SIZE)),
            Transform::from_translation(pos),
            // The block being placed follows the pointer: it must not catch the click.
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    let roll = match g.phase() {
        Phase::Moving { roll } => roll,
        _ => 1,
    };
    commands.spawn((
        DieSprite,
        theme.sprite(&format!("die.{roll}"), Vec2::splat(DIE_SIZE)),
        Transform::from_translation(die_pos().extend(20.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
    commands.spawn((
        DieLabel,
        WorldLabel::new("", 15.0, Color::srgb(0.25, 0.16, 0.08)),
        Transform::from_translation((die_pos() - Vec2::new(0.0, 42.0)).extend(20.0)),
        Pickable::IGNORE,
        MatchScoped,
    ));
    *pick = Pick {
        dirty: true,
        dots_dirty: true,
        ..default()
    };
}

fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Malefiz>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    pawns: Query<(Entity, &Pawn)>,
    blocks: Query<(Entity, &BarricadeBlock)>,
    die: Query<Entity, With<DieSprite>>,
    mut pick: ResMut<Pick>,
) {
    let events: Vec<RuleEvent> = messages.read().map(|r| r.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    *pick = Pick {
        dirty: true,
        dots_dirty: true,
        ..default()
    };
    let g = &m.state;
    let pawn_entity = |id: PieceId| pawns.iter().find(|(_, p)| p.0 == id).map(|(e, _)| e);
    let block_entity = |id: PieceId| {
        let b = usize::from(id.0.checked_sub(tabula_malefiz::BARRICADE_ID_BASE)?);
        blocks.iter().find(|(_, k)| k.0 == b).map(|(e, _)| e)
    };
    let layout = pawn_layout(g);
    let rest = |id: PieceId| {
        layout
            .iter()
            .find(|(p, ..)| *p == id)
            .map_or((Vec3::ZERO, 1.0), |(_, pos, s)| (*pos, *s))
    };
    let mut moved = false;
    for event in events {
        match event {
            RuleEvent::FirstPlayer { seat } => queue.push(Step {
                duration: 0.9,
                on_start: vec![Effect::Banner(format!("{} starts", seat_colour_name(seat)))],
                ..default()
            }),
            RuleEvent::Thrown { value, .. } => {
                let face = value.clamp(1, 6);
                let mut tumble = Step {
                    duration: 0.6,
                    on_start: vec![Effect::Sound("dice")],
                    ..default()
                };
                for e in &die {
                    tumble.tweens.push(Tween {
                        entity: e,
                        to: die_pos().extend(20.0),
                        arc: 70.0,
                        spin: 1.5,
                        end_angle: 0.04 * (f32::from(face) - 3.5),
                        scale: None,
                    });
                    tumble
                        .on_end
                        .push(Effect::SetImage(e, theme.image(&format!("die.{face}"))));
                }
                queue.push(tumble);
            }
            RuleEvent::ThrowsLost { seat, .. } => queue.push(Step {
                duration: 1.0,
                on_start: vec![Effect::Banner(format!(
                    "{} cannot move: the turn passes",
                    seat_colour_name(seat)
                ))],
                ..default()
            }),
            RuleEvent::Entered { pieces, path, .. } | RuleEvent::Moved { pieces, path, .. } => {
                moved = true;
                let movers: Vec<Entity> = pieces.iter().filter_map(pawn_entity).collect();
                let hops: Vec<SpaceId> = path.as_slice().to_vec();
                for (i, space) in hops.iter().enumerate() {
                    let Some(f) = Field::from_id(space.0 as u8) else {
                        continue;
                    };
                    queue.push(Step {
                        duration: HOP_SECONDS,
                        tweens: movers
                            .iter()
                            .map(|e| Tween {
                                // Out of the house the pawn grows to its full size.
                                scale: (i == 0).then_some(1.0),
                                ..Tween::hop(*e, field_pos(f).extend(30.0), 16.0)
                            })
                            .collect(),
                        on_end: vec![Effect::Sound("step")],
                        ..default()
                    });
                }
            }
            RuleEvent::Captured { pieces, .. } => queue.push(Step {
                duration: 0.6,
                tweens: pieces
                    .iter()
                    .filter_map(|id| {
                        let (pos, scale) = rest(id);
                        pawn_entity(id).map(|e| Tween {
                            scale: Some(scale),
                            ..Tween::hop(e, pos + Vec3::Z * 30.0, 120.0)
                        })
                    })
                    .collect(),
                on_start: vec![Effect::Sound("capture")],
                ..default()
            }),
            RuleEvent::BarricadeMoved { barricade, to, .. } => {
                let Some(f) = Field::from_id(to.0 as u8) else {
                    continue;
                };
                queue.push(Step {
                    duration: 0.35,
                    tweens: barricade
                        .iter()
                        .filter_map(block_entity)
                        .map(|e| Tween {
                            scale: Some(1.0),
                            ..Tween::hop(e, field_pos(f).extend(11.0), 30.0)
                        })
                        .collect(),
                    on_end: vec![Effect::Sound("barricade")],
                    ..default()
                });
            }
            RuleEvent::GameOver { outcome } => {
                let names: Vec<String> = outcome.winners.iter().map(seat_colour_name).collect();
                queue.push(Step {
                    duration: 1.6,
                    on_start: vec![
                        Effect::Sound("win"),
                        Effect::Banner(format!("{} reaches the goal and wins!", names.join(" & "))),
                    ],
                    ..default()
                });
            }
            _ => {}
        }
    }
    // A pawn that landed on a barricade lifts it.
    if moved && let Phase::Placing { barricade, from } = g.phase() {
        let lifted: Vec<Tween> = blocks
            .iter()
            .filter(|(_, b)| b.0 == usize::from(barricade))
            .map(|(e, _)| Tween {
                scale: Some(1.15),
                ..Tween::hop(e, held_pos(from), 10.0)
            })
            .collect();
        queue.push(Step {
            duration: 0.3,
            tweens: lifted,
            on_start: vec![Effect::Sound("barricade")],
            ..default()
        });
    }
    // Finally everything settles where the state says.
    let mut settle = Step {
        duration: 0.1,
        ..default()
    };
    for (e, p) in &pawns {
        let (pos, scale) = rest(p.0);
        settle.tweens.push(Tween {
            scale: Some(scale),
            ..Tween::hop(e, pos, 0.0)
        });
    }
    let places = barricade_places(g);
    let held = match g.phase() {
        Phase::Placing { barricade, .. } => Some(usize::from(barricade)),
        _ => None,
    };
    for (e, b) in &blocks {
        if let Some((_, pos)) = places.iter().find(|(k, _)| *k == b.0) {
            settle.tweens.push(Tween {
                scale: Some(if held == Some(b.0) { 1.15 } else { 1.0 }),
                ..Tween::hop(e, *pos, 0.0)
            });
        }
    }
    queue.push(settle);
}

/// Picks the pawns at `place` to move, if they can.
fn select(m: &Match<Malefiz>, pick: &mut Pick, place: Place) -> bool {
    if legal(&m.state).iter().any(|a| start_of(a) == Some(place)) {
        pick.from = Some(place);
        pick.cursor = None;
        pick.notice.clear();
        pick.dirty = true;
        pick.dots_dirty = true;
        true
    } else {
        false
    }
}

fn on_pawn_click(
    click: On<Pointer<Click>>,
    pawns: Query<&Pawn>,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
) {
    let Ok(pawn) = pawns.get(click.entity) else {
        return;
    };
    if !m.person_to_move(&queue) {
        return;
    }
    let place = m.state.pawn(pawn.0);
    if Malefiz::owner(pawn.0) == m.state.turn() && select(&m, &mut pick, place) {
        return;
    }
    // An opponent's pawn the picked pawn can reach: take it.
    if let (Some(from), Place::On(to)) = (pick.from, place) {
        let action = MalefizAction::Move { from, to };
        if legal(&m.state).contains(&action) {
            requests.write(MatchRequest::Play(action));
            return;
        }
    }
    pick.notice = if matches!(m.state.phase(), Phase::Moving { .. }) {
        "That pawn cannot move with this roll.".into()
    } else {
        String::new()
    };
}

fn on_house_click(
    click: On<Pointer<Click>>,
    houses: Query<&HouseSprite>,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    mut pick: ResMut<Pick>,
) {
    if let Ok(house) = houses.get(click.entity)
        && m.person_to_move(&queue)
        && house.0 == Malefiz::house_of(m.state.turn())
    {
        select(&m, &mut pick, Place::Home);
    }
}

fn on_field_click(
    click: On<Pointer<Click>>,
    holes: Query<&FieldHole>,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
) {
    let Ok(hole) = holes.get(click.entity) else {
        return;
    };
    if !m.person_to_move(&queue) {
        return;
    }
    match m.state.phase() {
        Phase::Placing { .. } => match placement_on(&m.state, hole.0) {
            Some(action) => {
                requests.write(MatchRequest::Play(action));
            }
            None => {
                pick.notice = if hole.0 == Field::GOAL {
                    "A barricade may not go on the goal.".into()
                } else if m.state.piece_at(hole.0).is_some() {
                    "That field is taken: a barricade goes on an empty field.".into()
                } else {
                    "A barricade may not go in the protected rows.".into()
                };
                pick.dirty = true;
            }
        },
        Phase::Moving { .. } => {
            if let Some(from) = pick.from {
                let action = MalefizAction::Move { from, to: hole.0 };
                if legal(&m.state).contains(&action) {
                    requests.write(MatchRequest::Play(action));
                    return;
                }
            }
            pick.from = None;
            pick.dirty = true;
            pick.dots_dirty = true;
        }
        _ => {}
    }
}

fn on_target_click(
    click: On<Pointer<Click>>,
    targets: Query<&TargetSpot>,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
) {
    if let Ok(target) = targets.get(click.entity)
        && m.person_to_move(&queue)
    {
        requests.write(MatchRequest::Play(target.0));
    }
}

fn on_target_over(over: On<Pointer<Over>>, targets: Query<&TargetSpot>, mut pick: ResMut<Pick>) {
    if let Ok(target) = targets.get(over.entity) {
        pick.hover = Some(target.0);
        pick.dots_dirty = true;
    }
}

fn on_target_out(out: On<Pointer<Out>>, targets: Query<&TargetSpot>, mut pick: ResMut<Pick>) {
    if let Ok(target) = targets.get(out.entity)
        && pick.hover == Some(target.0)
    {
        pick.hover = None;
        pick.dots_dirty = true;
    }
}

/// The legal action whose field lies next in a direction (up or down) from the keyed one.
fn cursor_towards(legal: &[MalefizAction], from: Option<usize>, up: bool) -> Option<usize> {
    let here = from
        .and_then(|c| legal.get(c))
        .and_then(target_of)
        .map(field_pos)?;
    legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| Some((i, field_pos(target_of(a)?))))
        .filter(|(_, p)| {
            if up {
                p.y > here.y + 1.0
            } else {
                p.y < here.y - 1.0
            }
        })
        .min_by(|(_, a), (_, b)| {
            let key = |p: &Vec2| (p.y - here.y).abs() * 4.0 + (p.x - here.x).abs();
            key(a).total_cmp(&key(b))
        })
        .map(|(i, _)| i)
}

fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Malefiz>>,
    mut throw: MessageWriter<ThrowPressed>,
) {
    let Some(keys) = keys else { return };
    if keys.just_pressed(KeyCode::Space) {
        throw.write(ThrowPressed);
    }
    if !m.person_to_move(&queue) {
        return;
    }
    let legal = legal(&m.state);
    let n = legal.len();
    if n == 0 {
        return;
    }
    let up = keys.just_pressed(KeyCode::ArrowUp);
    let down = keys.just_pressed(KeyCode::ArrowDown);
    let next = if let Some(forward) = cursor::step_keys(&keys) {
        cursor::stepped(pick.cursor, n, forward)
    } else if up || down {
        cursor_towards(&legal, pick.cursor, up)
            .or(pick.cursor)
            .or(Some(0))
    } else {
        None
    };
    if let Some(c) = next {
        pick.cursor = Some(c);
        pick.from = start_of(&legal[c]);
        pick.dirty = true;
        pick.dots_dirty = true;
    }
    if keys.just_pressed(KeyCode::Enter)
        && let Some(c) = pick.cursor
        && c < n
    {
        requests.write(MatchRequest::Play(legal[c]));
    }
    if keys.just_pressed(KeyCode::Escape) {
        *pick = Pick {
            dirty: true,
            dots_dirty: true,
            ..default()
        };
    }
}

fn refresh_highlights(
    mut commands: Commands,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    old: Query<Entity, Or<(With<TargetSpot>, With<Marker>)>>,
    mut label: Query<&mut WorldLabel, With<DieLabel>>,
    mut shown_for: Local<Option<(usize, bool)>>,
) {
    let key = (m.history.len(), queue.is_busy());
    if !pick.dirty && *shown_for == Some(key) {
        return;
    }
    pick.dirty = false;
    *shown_for = Some(key);
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = &m.state;
    // Under the die: whose roll it is, once the pieces are still (the winner at once).
    let seat = g.turn();
    let over = matches!(g.phase(), Phase::Over { .. });
    if (over || !queue.is_busy())
        && let Ok(mut label) = label.single_mut()
    {
        label.text = match g.phase() {
            Phase::Lot => String::new(),
            Phase::Over { winner } => format!("{} wins", seat_colour_name(winner)),
            Phase::Rolling => format!("{} rolls", seat_colour_name(seat)),
            Phase::Moving { .. } => format!("{} moves", seat_colour_name(seat)),
            Phase::Placing { .. } => format!("{} places", seat_colour_name(seat)),
        };
        label.colour = theme.side_colour(seat.index()).mix(&Color::BLACK, 0.3);
    }
    if queue.is_busy() {
        return;
    }
    if !m.person_to_move(&queue) {
        return;
    }
    let legal = legal(g);
    let keyed = pick.cursor.and_then(|c| legal.get(c)).copied();
    let mut targets: Vec<MalefizAction> = Vec::new();
    match g.phase() {
        Phase::Moving { .. } => {
            // With one pawn (or the house) able to move, pick it for the player.
            let mut starts: Vec<Place> = legal.iter().filter_map(start_of).collect();
            starts.dedup();
            if pick.from.is_none() && starts.len() == 1 {
                pick.from = starts.first().copied();
            }
            for from in &starts {
                let at = match from {
                    // The house's lowest pawn leaves first; it sits in the first slot.
                    Place::Home => house_slot(Malefiz::house_of(seat), 0),
                    Place::On(f) => field_pos(*f),
                };
                let size = match from {
                    Place::Home => PAWN_SIZE * HOME_SCALE * 1.5,
                    Place::On(_) => PAWN_SIZE * 1.45,
                };
                let picked = pick.from == Some(*from);
                commands.spawn((
                    Marker,
                    Sprite {
                        color: if picked {
                            Color::WHITE
                        } else {
                            Color::srgba(1.0, 1.0, 1.0, 0.4)
                        },
                        ..theme.sprite("selected", Vec2::splat(size))
                    },
                    Transform::from_translation(at.extend(9.0)),
                    Pickable::IGNORE,
                    MatchScoped,
                ));
            }
            if let Some(from) = pick.from {
                targets.extend(legal.iter().filter(|a| start_of(a) == Some(from)));
            }
        }
        Phase::Placing { .. } => targets = legal.clone(),
        _ => {}
    }
    let placing = matches!(g.phase(), Phase::Placing { .. });
    if placing {
        // Fields the barricade may not go to are dimmed (under any piece standing there).
        for f in Field::all().filter(|f| !targets.contains(&MalefizAction::Barricade(*f))) {
            let (role, size) = if f == Field::GOAL {
                ("malefiz.goal", GOAL_SIZE)
            } else {
                ("malefiz.field", FIELD_SIZE)
            };
            commands.spawn((
                Marker,
                Sprite {
                    color: Color::srgba(0.15, 0.12, 0.1, 0.75),
                    ..theme.sprite(role, Vec2::splat(size))
                },
                Transform::from_translation(field_pos(f).extend(2.0)),
                Pickable::IGNORE,
                MatchScoped,
            ));
        }
    }
    for action in targets {
        let Some(f) = target_of(&action) else {
            continue;
        };
        let big = keyed == Some(action);
        let base = if placing {
            FIELD_SIZE * 1.25
        } else {
            PAWN_SIZE * 1.35
        };
        let size = if big { base * 1.35 } else { base };
        commands
            .spawn((
                TargetSpot(action),
                Sprite {
                    color: if placing && !big {
                        Color::srgba(1.0, 1.0, 1.0, 0.75)
                    } else {
                        Color::WHITE
                    },
                    ..theme.sprite("highlight", Vec2::splat(size))
                },
                Transform::from_translation(field_pos(f).extend(40.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_target_click)
            .observe(on_target_over)
            .observe(on_target_out);
    }
}

/// Dots along the way of the hovered (or keyed) move.
fn refresh_path_dots(
    mut commands: Commands,
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    old: Query<Entity, With<PathDot>>,
    mut shown_for: Local<Option<(usize, bool)>>,
) {
    let key = (m.history.len(), queue.is_busy());
    if !pick.dots_dirty && *shown_for == Some(key) {
        return;
    }
    pick.dots_dirty = false;
    *shown_for = Some(key);
    for e in &old {
        commands.entity(e).despawn();
    }
    if !m.person_to_move(&queue) {
        return;
    }
    let legal = legal(&m.state);
    let keyed = pick.cursor.and_then(|c| legal.get(c)).copied();
    let Some(action) = pick.hover.or(keyed) else {
        return;
    };
    let path = move_path(&m.state, &action);
    let colour = theme
        .side_colour(m.state.turn().index())
        .mix(&Color::WHITE, 0.25);
    let n = path.len();
    for (i, f) in path.into_iter().enumerate() {
        if i + 1 == n {
            break;
        }
        commands.spawn((
            PathDot,
            Sprite::from_color(colour, Vec2::splat(9.0)),
            Transform::from_translation(field_pos(f).extend(35.0))
                .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_4)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
}

/// The barricade being placed by a person hangs under the pointer (a mouse only; on touch
/// and keys the glowing fields suffice).
fn barricade_follows_pointer(
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    pointer: PointerOnBoard,
    mut blocks: Query<(&BarricadeBlock, &mut Transform)>,
) {
    let Phase::Placing { barricade, .. } = m.state.phase() else {
        return;
    };
    if !m.person_to_move(&queue) {
        return;
    }
    let Some(world) = pointer.world() else {
        return;
    };
    // Only over the board: over the HUD it waits above its old field.
    if world.x > AREA_MAX.x {
        return;
    }
    for (b, mut transform) in &mut blocks {
        if b.0 == usize::from(barricade) {
            transform.translation = (world + Vec2::new(0.0, 6.0)).extend(70.0);
        }
    }
}

fn update_hud(
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    pick: Res<Pick>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, String)>>,
) {
    let key = (queue.is_busy(), pick.notice.clone());
    if !m.is_changed() && was.as_ref() == Some(&key) && !hud.is_added() {
        return;
    }
    *was = Some(key);
    let g = &m.state;
    let seat_label = |s: Seat| format!("{} ({})", seat_colour_name(s), seat_who(&m.setup, s));
    let seat = g.turn();
    hud.title = format!("Malefiz — {}", m.setup.preset);
    hud.turn_line = match g.phase() {
        Phase::Over { winner } => format!("{} won", seat_colour_name(winner)),
        Phase::Lot => "Drawing lots for the first roll".into(),
        Phase::Rolling => format!("{} to roll", seat_label(seat)),
        Phase::Moving { roll } => format!("{} to move {roll}", seat_label(seat)),
        Phase::Placing { .. } => format!("{} to place the barricade", seat_label(seat)),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = match g.phase() {
        Phase::Moving { roll } => vec![format!("{roll} on the die")],
        Phase::Placing { .. } => vec!["a barricade to place".into()],
        _ => Vec::new(),
    };
    hud.pending_label = "To play:".into();
    hud.can_throw = m.person_to_throw(&queue);
    hud.throw_label = "Roll the die (Space)".into();
    hud.buttons = Vec::new();
    let dist = goal_distances();
    hud.sides = (0..g.seats())
        .map(|i| {
            let s = Seat(i as u8);
            let (mut home, mut board, mut best) = (0, 0, u32::MAX);
            for (_, owner, place) in g.pawns() {
                if owner == s {
                    match place {
                        Place::Home => home += 1,
                        Place::On(_) => board += 1,
                    }
                    best = best.min(steps_to_goal(&dist, s, place));
                }
            }
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail: format!(
                    "{home} in the house · {board} on the board · nearest {best} from the goal"
                ),
                to_move: i == seat.index() && g.phase() != Phase::Lot,
            }
        })
        .collect();
    let moving = m.person_to_move(&queue);
    hud.hint = if !pick.notice.is_empty() && moving {
        pick.notice.clone()
    } else if moving && matches!(g.phase(), Phase::Placing { .. }) {
        "Put the barricade on a glowing field: click it, or Tab/arrows then Enter.".into()
    } else if moving {
        "Click a pawn (or your house), then a glowing field; hover a field to see the way. Tab/arrows choose, Enter moves.".into()
    } else if hud.can_throw {
        "Press Space or the button to roll.".into()
    } else {
        String::new()
    };
    hud.log = m.log.clone();
    hud.rules = rules_help(g);
    hud.result = match g.phase() {
        Phase::Over { winner } => format!("{} reached the goal", seat_colour_name(winner)),
        _ => String::new(),
    };
}

fn rules_help(g: &Malefiz) -> String {
    let rows = if g.options().barricade_rows == 2 {
        "rows 1 and 3"
    } else {
        "row 1"
    };
    format!(
        "Be the first to bring a pawn onto the star at the top.\n\nRoll the die, then move one pawn exactly that many fields along the lines, turning where you like but never onto the same field twice in one move. A pawn leaving its house steps first onto the field above it. You must move if you can; if no pawn can, the turn passes. A six gives no extra roll.\n\nPawns of any colour may be jumped; barricades may not. Ending on an opponent's pawn sends it back to its house; ending on your own pawn is not allowed. Ending exactly on a barricade takes its field, and you then put the barricade on any empty field except {rows} and the goal.\n\nThe goal needs the exact count."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The painted frame of the board image, as a share of its size (30 px of 1000).
    const FRAME_SHARE: f32 = 0.035;

    fn inside(centre: Vec2, size: Vec2) -> bool {
        let (lo, hi) = (centre - size / 2.0, centre + size / 2.0);
        lo.x >= AREA_MIN.x && lo.y >= AREA_MIN.y && hi.x <= AREA_MAX.x && hi.y <= AREA_MAX.y
    }

    /// Inside the board image, within its painted frame.
    fn on_board(centre: Vec2, size: Vec2) -> bool {
        let inner = BOARD_SIZE * (1.0 - 2.0 * FRAME_SHARE);
        let (lo, hi) = (centre - size / 2.0, centre + size / 2.0);
        let (blo, bhi) = (BOARD_CENTRE - inner / 2.0, BOARD_CENTRE + inner / 2.0);
        lo.x >= blo.x && lo.y >= blo.y && hi.x <= bhi.x && hi.y <= bhi.y
    }

    #[test]
    fn the_board_and_everything_on_it_fit_left_of_the_hud() {
        assert!(inside(BOARD_CENTRE, BOARD_SIZE));
        for f in Field::all() {
            let size = if f == Field::GOAL {
                GOAL_SIZE
            } else {
                PAWN_SIZE
            };
            assert!(
                on_board(field_pos(f), Vec2::splat(size)),
                "{f} at {:?}",
                field_pos(f)
            );
        }
        for h in 0..4 {
            assert!(on_board(house_pos(h), HOUSE_SIZE), "house {h}");
            for k in 0..PAWNS_PER_SEAT {
                let pawn = Vec2::splat(PAWN_SIZE * HOME_SCALE);
                let slot = house_slot(h, k);
                let (lo, hi) = (
                    house_pos(h) - HOUSE_SIZE / 2.0,
                    house_pos(h) + HOUSE_SIZE / 2.0,
                );
                assert!(
                    slot.x - pawn.x / 2.0 >= lo.x
                        && slot.x + pawn.x / 2.0 <= hi.x
                        && slot.y - pawn.y / 2.0 >= lo.y
                        && slot.y + pawn.y / 2.0 <= hi.y,
                    "house {h} slot {k} sticks out"
                );
            }
        }
        assert!(on_board(die_pos(), Vec2::splat(DIE_SIZE)));
    }

    #[test]
    fn no_two_things_overlap() {
        // Pawns on neighbouring fields, houses, the die: all apart.
        let mut spots: Vec<(String, Vec2, f32)> = Field::all()
            .map(|f| {
                let size = if f == Field::GOAL {
                    GOAL_SIZE * 0.8
                } else {
                    PAWN_SIZE
                };
                (f.to_string(), field_pos(f), size)
            })
            .collect();
        spots.push(("die".into(), die_pos(), DIE_SIZE * 1.42));
        for (i, (a, pa, sa)) in spots.iter().enumerate() {
            for (b, pb, sb) in &spots[i + 1..] {
                let gap = (*pa - *pb).length() - (sa + sb) / 2.0;
                assert!(gap >= 4.0, "{a} and {b} overlap (gap {gap})");
            }
        }
        for h in 0..4 {
            let (lo, hi) = (
                house_pos(h) - HOUSE_SIZE / 2.0,
                house_pos(h) + HOUSE_SIZE / 2.0,
            );
            for f in Field::all() {
                let p = field_pos(f);
                let r = FIELD_SIZE / 2.0;
                let apart = p.x + r < lo.x || p.x - r > hi.x || p.y + r < lo.y || p.y - r > hi.y;
                assert!(apart, "house {h} covers {f}");
            }
            for k in 0..PAWNS_PER_SEAT {
                for j in k + 1..PAWNS_PER_SEAT {
                    let d = (house_slot(h, k) - house_slot(h, j)).length();
                    assert!(d >= PAWN_SIZE * HOME_SCALE, "house {h} slots {k} {j}");
                }
            }
        }
    }

    #[test]
    fn lines_join_fields_and_show_between_them() {
        for (a, b) in edges() {
            let d = (field_pos(a) - field_pos(b)).length();
            assert!(d > FIELD_SIZE + 8.0, "{a}-{b} too short to see: {d}");
            assert!(
                d < PITCH.x * 1.01 || d < PITCH.y * 1.01,
                "{a}-{b} spans {d}"
            );
        }
    }

    #[test]
    fn the_start_puts_every_pawn_in_its_house_and_barricades_on_their_fields() {
        let g = Malefiz::new(&Default::default(), 4).unwrap();
        let places = resting_places(&g);
        assert_eq!(places.len(), 20);
        for (i, (id, p)) in places.iter().enumerate() {
            let h = Malefiz::owner(*id).index();
            assert!((*p - house_pos(h)).length() < HOUSE_SIZE.x / 2.0, "{id:?}");
            for (_, q) in &places[i + 1..] {
                assert!((*p - *q).length() > 10.0, "two pawns on one spot");
            }
        }
        let blocks = barricade_places(&g);
        assert_eq!(blocks.len(), BARRICADES);
        for (b, p) in blocks {
            assert_eq!(p.truncate(), field_pos(tabula_malefiz::barricade_start(b)));
        }
    }

    #[test]
    fn a_path_comes_from_the_rule_event_and_placements_only_on_legal_fields() {
        let mut g = Malefiz::new(&Default::default(), 2).unwrap();
        let mut events = Vec::new();
        for a in ["first:0", "roll:5"] {
            g.apply(&a.parse().unwrap(), &mut events).unwrap();
        }
        let to_e3: MalefizAction = "home-e3".parse().unwrap();
        let path = move_path(&g, &to_e3);
        assert_eq!(path.len(), 5);
        assert_eq!(path[0], house_exit(0));
        assert_eq!(path.last().unwrap().to_string(), "e3");
        assert!(move_path(&g, &"home-a1".parse().unwrap()).is_empty());
        g.apply(&to_e3, &mut events).unwrap();
        let e3: Field = "e3".parse().unwrap();
        assert!(placement_on(&g, "c1".parse().unwrap()).is_none(), "row 1");
        assert!(placement_on(&g, Field::GOAL).is_none());
        assert!(placement_on(&g, e3).is_none(), "the pawn stands there");
        assert!(
            placement_on(&g, "a3".parse().unwrap()).is_none(),
            "a barricade"
        );
        assert_eq!(
            placement_on(&g, "e5".parse().unwrap()),
            Some(MalefizAction::Barricade("e5".parse().unwrap()))
        );
    }

    #[test]
    fn arrows_move_the_cursor_up_and_down_the_board() {
        let fields = ["e5", "e7", "g7", "e3"];
        let legal: Vec<MalefizAction> = fields
            .iter()
            .map(|f| MalefizAction::Barricade(f.parse().unwrap()))
            .collect();
        assert_eq!(cursor_towards(&legal, Some(0), true), Some(1));
        assert_eq!(cursor_towards(&legal, Some(0), false), Some(3));
        assert_eq!(cursor_towards(&legal, Some(1), true), None);
    }

    #[test]
    fn the_goal_is_forty_steps_from_every_house() {
        let dist = goal_distances();
        for s in 0..4 {
            assert_eq!(steps_to_goal(&dist, Seat(s), Place::Home), 40);
        }
    }
}
