//! The Yut Nori board view: builds the round board from the rules crate's layout, one
//! entity per piece and per stick or die, turns clicks and keys into requests, turns rule
//! messages into animation steps, and fills the HUD's summary. Everything Yut-specific in
//! the app lives here.

use crate::ai_seats::AiPlugin;
use crate::animation::{AnimationQueue, Effect, Step, Tween};
use crate::cursor;
use crate::hud::{HudInfo, SideLine, seat_colour_name, seat_who};
use crate::labels::WorldLabel;
use crate::match_flow::{
    Match, MatchPlugin, MatchRequest, MatchSetup, MatchStart, MatchSystems, RuleMessage, TableGame,
    ThrowPressed, throw_pressed,
};
use crate::screens::{MatchScoped, Screen};
use crate::theme::Theme;
use bevy::prelude::*;
use tabula_core::{Game, PieceId, RuleEvent, Seat, ToMove};
use tabula_yut::{Phase, Place, Start, Station, Throw, ThrowModel, Yut, YutAction};

/// Where the board's centre is, and the ring's radius, in world units.
const BOARD_CENTRE: Vec2 = Vec2::new(-120.0, 0.0);
const RING_RADIUS: f32 = 262.0;
const PIECE_SIZE: f32 = 44.0;
const STATION_SIZE: f32 = 40.0;
const BIG_STATION_SIZE: f32 = 58.0;
/// Where pieces leave: just outside А.
const EXIT_SPOT: Vec2 = Vec2::new(BOARD_CENTRE.x + 70.0, BOARD_CENTRE.y - RING_RADIUS - 40.0);
const HOP_SECONDS: f32 = 0.2;

impl TableGame for Yut {
    const TITLE: &'static str = "Yut Nori";

    fn thrower(&self) -> Option<Seat> {
        (self.phase() == Phase::Throwing).then(|| self.turn())
    }

    fn describe(&self, action: &YutAction) -> String {
        let who = seat_colour_name(self.turn());
        match action {
            YutAction::First(s) => format!("The lot: {} throws first", seat_colour_name(*s)),
            YutAction::Throw(t) => {
                let extra = if t.gives_extra_throw() {
                    ", throws again"
                } else {
                    ""
                };
                format!("{who} throws {t} ({}){extra}", throw_value(*t))
            }
            YutAction::Move {
                throw,
                from: Start::New,
                ..
            } => format!("{who} enters a piece with {throw}"),
            YutAction::Move {
                throw,
                from: Start::At(st),
                route,
            } => {
                let how = match route {
                    Some(r) => format!(" by {r}"),
                    None => String::new(),
                };
                format!("{who} moves {st}{how} with {throw}")
            }
        }
    }
}

fn throw_value(t: Throw) -> String {
    match t {
        Throw::BackDo => "1 back".into(),
        t => format!("{}", t.steps()),
    }
}

/// A station's place in the world.
fn station_pos(st: Station) -> Vec2 {
    let (x, y) = st.position();
    BOARD_CENTRE + Vec2::new(x, y) * RING_RADIUS
}

/// Where seat `seat`'s waiting pieces sit: a tray at the left, one row per seat.
fn waiting_pos(seat: Seat, k: usize) -> Vec2 {
    Vec2::new(-612.0 + 30.0 * k as f32, 236.0 - 150.0 * seat.0 as f32)
}

/// Where finished pieces rest: under their seat's waiting row.
fn finished_pos(seat: Seat, k: usize) -> Vec2 {
    Vec2::new(-612.0 + 24.0 * k as f32, 186.0 - 150.0 * seat.0 as f32)
}

/// Where the sticks or dice lie.
fn thrown_pos(i: usize) -> Vec2 {
    Vec2::new(220.0 + 34.0 * i as f32, -250.0)
}

/// Every piece's resting place in the current state: stacks fan upwards on their station.
fn layout(game: &Yut) -> Vec<(PieceId, Vec3, f32)> {
    let mut out = Vec::new();
    let mut on_station = [0usize; Station::COUNT];
    let mut waiting = [0usize; 4];
    let mut finished = [0usize; 4];
    for (id, owner, place) in game.pieces() {
        let (pos, z, scale) = match place {
            Place::Board { .. } => {
                let st = place.station().expect("on board");
                let k = &mut on_station[usize::from(st.id())];
                let p = station_pos(st) + Vec2::new(5.0, 9.0) * *k as f32;
                *k += 1;
                (p, 10.0 + *k as f32, 1.0)
            }
            Place::Waiting => {
                let k = &mut waiting[owner.index()];
                let p = waiting_pos(owner, *k);
                *k += 1;
                (p, 10.0 + *k as f32, 0.9)
            }
            Place::Finished => {
                let k = &mut finished[owner.index()];
                let p = finished_pos(owner, *k);
                *k += 1;
                (p, 10.0 + *k as f32, 0.65)
            }
        };
        out.push((id, pos.extend(z), scale));
    }
    out
}

#[derive(Component)]
struct PieceSprite(PieceId);

#[derive(Component)]
struct ThrowSprite(usize);

/// A highlighted target: clicking it plays the action.
#[derive(Component)]
struct TargetSpot(YutAction);

/// Marks the selection ring.
#[derive(Component)]
struct SelectionRing;

/// The player's current choice in the making.
#[derive(Resource, Default)]
struct Selection {
    /// The piece or stack picked (or a waiting piece), if any.
    from: Option<Start>,
    /// The keyboard cursor into the legal actions.
    cursor: Option<usize>,
    /// Set when the highlights need rebuilding.
    dirty: bool,
}

pub fn plugin(app: &mut App) {
    app.add_plugins((MatchPlugin::<Yut>::default(), AiPlugin::<Yut>::default()))
        .init_resource::<Selection>()
        .add_systems(OnEnter(Screen::Playing), spawn_board)
        .add_systems(
            OnEnter(Screen::Playing),
            spawn_pieces
                .after(MatchStart)
                .run_if(resource_exists::<Match<Yut>>),
        )
        .add_systems(
            Update,
            (
                animate_rule_messages.in_set(MatchSystems::React),
                (
                    keyboard_input,
                    throw_pressed::<Yut>,
                    refresh_highlights,
                    update_hud,
                )
                    .chain()
                    .in_set(MatchSystems::Decide),
            )
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Yut>>)),
        );
}

/// Marks the board, so a rematch does not build it twice.
#[derive(Component)]
struct YutBoard;

fn spawn_board(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    setup: Res<MatchSetup>,
    existing: Query<(), With<YutBoard>>,
) {
    let Some(theme) = theme else { return };
    if setup.game != Yut::NAME || !existing.is_empty() {
        return;
    }
    let scoped = MatchScoped;
    commands.spawn((theme.table(), scoped));
    // The board image spans the ring at the theme's stated radius.
    let board_size = 1024.0 / theme.board_ring_radius_px * RING_RADIUS;
    commands.spawn((
        YutBoard,
        theme.sprite("yut.board", Vec2::splat(board_size)),
        Transform::from_translation(BOARD_CENTRE.extend(0.0)),
        scoped,
    ));
    for st in Station::all() {
        let (role, size) = if st.is_big() {
            ("yut.station_big", BIG_STATION_SIZE)
        } else {
            ("yut.station", STATION_SIZE)
        };
        commands.spawn((
            theme.sprite(role, Vec2::splat(size)),
            Transform::from_translation(station_pos(st).extend(1.0)),
            scoped,
        ));
    }
}

/// A tray per seat at the left: its colour's name, the waiting row and the home row.
fn spawn_trays(commands: &mut Commands, theme: &Theme, game: &Yut) {
    for i in 0..game.seats() {
        let seat = Seat(i as u8);
        let colour = theme.side_colour(i);
        let top = waiting_pos(seat, 0) + Vec2::new(-24.0, 40.0);
        commands.spawn((
            YutPiecesLayer,
            Sprite::from_color(Color::srgba(0.1, 0.06, 0.03, 0.45), Vec2::new(190.0, 128.0)),
            Transform::from_translation((top + Vec2::new(95.0, -62.0)).extend(2.0)),
            MatchScoped,
        ));
        commands.spawn((
            YutPiecesLayer,
            WorldLabel::new(
                format!("{}  waiting", seat_colour_name(seat)),
                15.0,
                colour.mix(&Color::WHITE, 0.35),
            )
            .anchored(bevy_egui::egui::Align2::LEFT_CENTER),
            // High enough that the ring around a picked waiting piece clears it.
            Transform::from_translation((top + Vec2::new(8.0, -6.0)).extend(3.0)),
            MatchScoped,
        ));
        commands.spawn((
            YutPiecesLayer,
            WorldLabel::new("home", 12.0, Color::srgba(1.0, 0.95, 0.85, 0.7))
                .anchored(bevy_egui::egui::Align2::RIGHT_CENTER),
            Transform::from_translation(
                (finished_pos(seat, 0) + Vec2::new(170.0, 0.0)).extend(3.0),
            ),
            MatchScoped,
        ));
    }
}

/// Everything a match spawns over the board (trays, pieces, throws), replaced on a rematch.
#[derive(Component)]
struct YutPiecesLayer;

/// A "xN" count over a stack (Bevy's built-in font has no "×").
#[derive(Component)]
struct StackBadge;

fn spawn_pieces(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Yut>>,
    mut selection: ResMut<Selection>,
    old: Query<Entity, Or<(With<PieceSprite>, With<ThrowSprite>, With<YutPiecesLayer>)>>,
) {
    // A rematch keeps the board but starts with fresh pieces.
    for e in &old {
        commands.entity(e).despawn();
    }
    spawn_trays(&mut commands, &theme, &m.state);
    let scoped = MatchScoped;
    for (id, pos, scale) in layout(&m.state) {
        let owner = usize::from(id.0) / tabula_yut::MAX_PIECES_PER_SEAT;
        commands
            .spawn((
                PieceSprite(id),
                theme.sprite(&format!("piece.{owner}"), Vec2::splat(PIECE_SIZE)),
                Transform::from_translation(pos).with_scale(Vec3::splat(scale)),
                Pickable::default(),
                scoped,
            ))
            .observe(on_piece_click);
    }
    let dice = m.state.options().throw == ThrowModel::Dice;
    for i in 0..4 {
        let (role, size) = if dice {
            ("die.1", Vec2::splat(30.0))
        } else if i == 0 {
            ("stick.round_marked", Vec2::new(22.0, 88.0))
        } else {
            ("stick.round", Vec2::new(22.0, 88.0))
        };
        commands.spawn((
            ThrowSprite(i),
            theme.sprite(role, size),
            Transform::from_translation(thrown_pos(i).extend(20.0)),
            scoped,
        ));
    }
    *selection = Selection {
        dirty: true,
        ..default()
    };
}

/// The face images a throw lands on: sticks show flat or round sides (stick 0 is the
/// marked one); dice show an even or odd number of pips, picked for looks.
fn face_roles(throw: Throw, dice: bool, salt: u64) -> [String; 4] {
    let mut faces = throw.faces();
    // Sticks 1 to 3 are alike: shuffle them so the same throw does not always look the same.
    let mut rng = tabula_core::Rng64::new(salt);
    for i in (2..4).rev() {
        let j = 1 + rng.below(i as u64) as usize;
        faces.swap(i, j);
    }
    std::array::from_fn(|i| {
        let flat = faces[i] == 1;
        if dice {
            let pips = if flat { [2, 4, 6] } else { [1, 3, 5] };
            format!("die.{}", pips[rng.below(3) as usize])
        } else {
            let side = if flat { "flat" } else { "round" };
            let marked = if i == 0 { "_marked" } else { "" };
            format!("stick.{side}{marked}")
        }
    })
}

fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Yut>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    pieces: Query<(Entity, &PieceSprite)>,
    throws: Query<(Entity, &ThrowSprite)>,
    mut selection: ResMut<Selection>,
) {
    let events: Vec<RuleEvent> = messages.read().map(|r| r.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    selection.from = None;
    selection.cursor = None;
    selection.dirty = true;
    let entity_of = |id: PieceId| pieces.iter().find(|(_, p)| p.0 == id).map(|(e, _)| e);
    let final_layout = layout(&m.state);
    let rest = |id: PieceId| {
        final_layout
            .iter()
            .find(|(p, ..)| *p == id)
            .map(|(_, pos, _)| *pos)
            .unwrap_or_default()
    };
    let rest_scale = |id: PieceId| {
        final_layout
            .iter()
            .find(|(p, ..)| *p == id)
            .map_or(1.0, |(.., scale)| *scale)
    };
    let dice = m.state.options().throw == ThrowModel::Dice;
    for event in events {
        match event {
            RuleEvent::FirstPlayer { seat } => queue.push(Step {
                duration: 0.9,
                on_start: vec![Effect::Banner(format!(
                    "{} throws first",
                    seat_colour_name(seat)
                ))],
                ..default()
            }),
            RuleEvent::Thrown { name, .. } => {
                let throw: Throw = name.parse().unwrap_or(Throw::Do);
                let roles = face_roles(throw, dice, m.history.len() as u64);
                let mut tumble = Step {
                    duration: 0.65,
                    on_start: vec![Effect::Sound("throw")],
                    ..default()
                };
                for (e, t) in &throws {
                    let home = thrown_pos(t.0).extend(20.0);
                    tumble.tweens.push(Tween {
                        entity: e,
                        to: home + Vec3::new(0.0, (t.0 as f32 - 1.5) * 3.0, 0.0),
                        arc: 70.0 + 12.0 * t.0 as f32,
                        spin: 1.0 + t.0 as f32 * 0.5,
                        end_angle: (t.0 as f32 - 1.5) * 0.08,
                        scale: None,
                    });
                    tumble
                        .on_end
                        .push(Effect::SetImage(e, theme.image(&roles[t.0])));
                }
                tumble.on_end.push(Effect::Banner(format!(
                    "{} — {}",
                    capitalise(throw.name()),
                    throw_value(throw)
                )));
                queue.push(tumble);
            }
            RuleEvent::ExtraThrow { reason, .. } => queue.push(Step {
                duration: 0.5,
                on_start: vec![
                    Effect::Sound("extra"),
                    Effect::Banner(match reason {
                        tabula_core::ExtraReason::Throw => "Throw again!".into(),
                        tabula_core::ExtraReason::Capture => "Capture! Bonus throw".into(),
                    }),
                ],
                ..default()
            }),
            RuleEvent::Entered {
                pieces: ids, path, ..
            }
            | RuleEvent::Moved {
                pieces: ids, path, ..
            } => {
                let movers: Vec<Entity> = ids.iter().filter_map(entity_of).collect();
                let hops = path.as_slice();
                for (i, space) in hops.iter().enumerate() {
                    let st = Station::from_id(space.0 as u8).unwrap_or(Station::A);
                    let last = i + 1 == hops.len();
                    queue.push(Step {
                        duration: HOP_SECONDS,
                        tweens: movers
                            .iter()
                            .enumerate()
                            .map(|(k, e)| {
                                let p = station_pos(st) + Vec2::new(5.0, 9.0) * k as f32;
                                Tween::hop(*e, p.extend(30.0 + k as f32), 26.0)
                            })
                            .collect(),
                        on_start: vec![Effect::Sound("hop")],
                        on_end: if last {
                            vec![Effect::Sound("land")]
                        } else {
                            vec![]
                        },
                    });
                }
            }
            RuleEvent::Stacked { .. } => queue.push(Step {
                duration: 0.15,
                on_start: vec![Effect::Sound("stack")],
                ..default()
            }),
            RuleEvent::Captured { pieces: ids, .. } => queue.push(Step {
                duration: 0.7,
                tweens: ids
                    .iter()
                    .filter_map(|id| entity_of(id).map(|e| Tween::hop(e, rest(id), 140.0)))
                    .collect(),
                on_start: vec![Effect::Sound("capture")],
                ..default()
            }),
            RuleEvent::BorneOff { pieces: ids, .. } => {
                let movers: Vec<PieceId> = ids.iter().collect();
                queue.push(Step {
                    duration: 0.3,
                    tweens: movers
                        .iter()
                        .filter_map(|id| {
                            entity_of(*id).map(|e| Tween::hop(e, EXIT_SPOT.extend(30.0), 30.0))
                        })
                        .collect(),
                    on_start: vec![Effect::Sound("exit")],
                    ..default()
                });
                queue.push(Step {
                    duration: 0.6,
                    tweens: movers
                        .iter()
                        .filter_map(|id| entity_of(*id).map(|e| Tween::hop(e, rest(*id), 80.0)))
                        .collect(),
                    ..default()
                });
            }
            RuleEvent::ThrowsLost { count, .. } => queue.push(Step {
                duration: 0.9,
                on_start: vec![Effect::Banner(if count == 1 {
                    "No use for that throw: it is lost".into()
                } else {
                    format!("No use for {count} throws: they are lost")
                })],
                ..default()
            }),
            RuleEvent::GameOver { outcome } => {
                let names: Vec<String> = outcome.winners.iter().map(seat_colour_name).collect();
                queue.push(Step {
                    duration: 1.6,
                    on_start: vec![
                        Effect::Sound("win"),
                        Effect::Banner(format!("{} wins!", names.join(" & "))),
                    ],
                    ..default()
                });
            }
            _ => {}
        }
    }
    // Finally every piece settles where the state says it rests (stacks fan, trays fill).
    let mut settle = Step {
        duration: 0.15,
        ..default()
    };
    for (e, p) in &pieces {
        settle.tweens.push(Tween {
            scale: Some(rest_scale(p.0)),
            ..Tween::hop(e, rest(p.0), 0.0)
        });
    }
    queue.push(settle);
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

fn legal(m: &Match<Yut>) -> Vec<YutAction> {
    let mut out = Vec::new();
    m.state.legal_actions(&mut out);
    out
}

fn start_of(a: &YutAction) -> Option<Start> {
    match a {
        YutAction::Move { from, .. } => Some(*from),
        _ => None,
    }
}

fn on_piece_click(
    click: On<Pointer<Click>>,
    pieces: Query<&PieceSprite>,
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    mut selection: ResMut<Selection>,
) {
    let Ok(piece) = pieces.get(click.entity) else {
        return;
    };
    if !m.person_to_move(&queue) {
        return;
    }
    let start = match m.state.place(piece.0) {
        Place::Waiting => Start::New,
        place => match place.station() {
            Some(st) => Start::At(st),
            None => return,
        },
    };
    if legal(&m).iter().any(|a| start_of(a) == Some(start)) {
        selection.from = Some(start);
        selection.cursor = None;
        selection.dirty = true;
    }
}

fn on_target_click(
    click: On<Pointer<Click>>,
    targets: Query<&TargetSpot>,
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    mut requests: MessageWriter<MatchRequest<Yut>>,
) {
    if let Ok(target) = targets.get(click.entity)
        && m.person_to_move(&queue)
    {
        requests.write(MatchRequest::Play(target.0));
    }
}

fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    mut selection: ResMut<Selection>,
    mut requests: MessageWriter<MatchRequest<Yut>>,
    mut throw: MessageWriter<ThrowPressed>,
) {
    let Some(keys) = keys else { return };
    if keys.just_pressed(KeyCode::Space) {
        throw.write(ThrowPressed);
    }
    if !m.person_to_move(&queue) {
        return;
    }
    let legal = legal(&m);
    let n = legal.len();
    if let Some(forward) = cursor::step_keys(&keys)
        && let Some(c) = cursor::stepped(selection.cursor, n, forward)
    {
        selection.cursor = Some(c);
        selection.from = start_of(&legal[c]);
        selection.dirty = true;
    }
    if keys.just_pressed(KeyCode::Enter)
        && let Some(c) = selection.cursor
        && c < n
    {
        requests.write(MatchRequest::Play(legal[c]));
    }
    if keys.just_pressed(KeyCode::Escape) {
        *selection = Selection {
            dirty: true,
            ..default()
        };
    }
}

/// Where a legal move ends, for its highlight.
fn target_pos(m: &Match<Yut>, action: &YutAction, exit_slot: &mut usize) -> Vec2 {
    let mut probe = m.state.clone();
    let mut events = Vec::new();
    if probe.apply(action, &mut events).is_ok() {
        for e in &events {
            match e {
                RuleEvent::BorneOff { .. } => {
                    let p = EXIT_SPOT + Vec2::new(46.0 * *exit_slot as f32, 0.0);
                    *exit_slot += 1;
                    return p;
                }
                RuleEvent::Entered { path, .. } | RuleEvent::Moved { path, .. } => {
                    if let Some(last) = path.last()
                        && !events
                            .iter()
                            .any(|e| matches!(e, RuleEvent::BorneOff { .. }))
                    {
                        return station_pos(Station::from_id(last.0 as u8).unwrap_or(Station::A));
                    }
                }
                _ => {}
            }
        }
    }
    EXIT_SPOT
}

fn refresh_highlights(
    mut commands: Commands,
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut selection: ResMut<Selection>,
    old: Query<Entity, Or<(With<TargetSpot>, With<SelectionRing>, With<StackBadge>)>>,
    mut shown_for: Local<Option<(usize, bool)>>,
) {
    let state_key = (m.history.len(), queue.is_busy());
    if !selection.dirty && *shown_for == Some(state_key) {
        return;
    }
    selection.dirty = false;
    *shown_for = Some(state_key);
    for e in &old {
        commands.entity(e).despawn();
    }
    if queue.is_busy() {
        return;
    }
    spawn_stack_badges(&mut commands, &m.state);
    if !m.person_to_move(&queue) {
        return;
    }
    let legal = legal(&m);
    // With one piece able to move, pick it for the player.
    let starts: Vec<Start> = legal.iter().filter_map(start_of).collect();
    if selection.from.is_none() && starts.iter().all(|s| Some(*s) == starts.first().copied()) {
        selection.from = starts.first().copied();
    }
    let Some(from) = selection.from else { return };
    let from_pos = match from {
        Start::New => waiting_pos(m.state.turn(), 0),
        Start::At(st) => station_pos(st),
    };
    commands.spawn((
        SelectionRing,
        theme.sprite("selected", Vec2::splat(PIECE_SIZE * 1.5)),
        Transform::from_translation(from_pos.extend(9.0)),
        MatchScoped,
    ));
    let mut exit_slot = 0;
    for (i, action) in legal.iter().enumerate() {
        if start_of(action) != Some(from) {
            continue;
        }
        let YutAction::Move { throw, .. } = action else {
            continue;
        };
        let pos = target_pos(&m, action, &mut exit_slot);
        let keyed = selection.cursor == Some(i);
        let size = if keyed { 1.7 } else { 1.35 } * PIECE_SIZE;
        commands
            .spawn((
                TargetSpot(*action),
                theme.sprite("highlight", Vec2::splat(size)),
                Transform::from_translation(pos.extend(40.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_target_click)
            .with_children(|c| {
                c.spawn((
                    WorldLabel::new(throw.name(), 15.0, Color::srgb(0.15, 0.1, 0.05)),
                    Transform::from_xyz(0.0, -size * 0.55, 1.0),
                ));
            });
    }
}

fn spawn_stack_badges(commands: &mut Commands, game: &Yut) {
    for st in Station::all() {
        let n = game.stack_at(st).len();
        if n >= 2 {
            let top = station_pos(st) + Vec2::new(5.0, 9.0) * (n - 1) as f32;
            commands.spawn((
                StackBadge,
                WorldLabel::new(format!("x{n}"), 16.0, Color::srgb(1.0, 0.97, 0.9)),
                Transform::from_translation((top + Vec2::new(24.0, 20.0)).extend(45.0)),
                MatchScoped,
            ));
        }
    }
}

fn update_hud(
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut hud: ResMut<HudInfo>,
    mut was_busy: Local<Option<bool>>,
) {
    // The queue changes every frame while pieces move; only its start and end matter here.
    let busy = queue.is_busy();
    if !m.is_changed() && *was_busy == Some(busy) && !hud.is_added() {
        return;
    }
    *was_busy = Some(busy);
    let g = &m.state;
    let seat_label = |s: Seat| format!("{} ({})", seat_colour_name(s), seat_who(&m.setup, s));
    let turn = g.turn();
    hud.title = format!("Yut Nori — {}", m.setup.preset);
    hud.turn_line = match g.to_move() {
        ToMove::Over(o) => {
            let names: Vec<String> = o.winners.iter().map(seat_colour_name).collect();
            format!("{} won", names.join(" & "))
        }
        _ if g.phase() == Phase::Lot => "Drawing lots for the first throw".into(),
        ToMove::Chance => format!("{} to throw", seat_label(turn)),
        ToMove::Seat(s) => format!("{} to move", seat_label(s)),
    };
    hud.turn_colour = Some(theme.side_colour(turn.index()));
    hud.pending = g
        .pending_throws()
        .map(|t| format!("{t} ({})", throw_value(t)))
        .collect();
    hud.can_throw = m.person_to_throw(&queue);
    hud.throw_label = match g.options().throw {
        ThrowModel::Sticks => "Throw the sticks".into(),
        ThrowModel::Dice => "Throw the dice".into(),
    };
    hud.sides = (0..g.seats())
        .map(|i| {
            let s = Seat(i as u8);
            let (mut waiting, mut board, mut done) = (0, 0, 0);
            for (_, owner, place) in g.pieces() {
                if owner == s {
                    match place {
                        Place::Waiting => waiting += 1,
                        Place::Board { .. } => board += 1,
                        Place::Finished => done += 1,
                    }
                }
            }
            let team = if g.seats() == 4 {
                format!(", team {}", if i % 2 == 0 { "A" } else { "B" })
            } else {
                String::new()
            };
            SideLine {
                name: format!("{}{team}", seat_label(s)),
                colour: theme.side_colour(i),
                detail: format!("{waiting} waiting · {board} on the board · {done} home"),
                to_move: i == turn.index() && g.phase() != Phase::Lot,
            }
        })
        .collect();
    hud.hint = if m.person_to_move(&queue) {
        "Click a piece, then a glowing station. Keys: Tab/arrows choose, Enter plays.".into()
    } else if hud.can_throw {
        "Press Space or the button to throw.".into()
    } else {
        String::new()
    };
    hud.log = m.log.clone();
    hud.rules = rules_help(g);
}

fn rules_help(g: &Yut) -> String {
    let o = g.options();
    let throws = match o.throw {
        ThrowModel::Sticks => format!(
            "Four sticks (a stick lands flat side up with chance {:.0}%): 1 flat = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none = mo (5, throw again).",
            o.stick_flat_probability * 100.0
        ),
        ThrowModel::Dice => "Four dice, counting even faces: 1 = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none even = mo (5, throw again).".into(),
    };
    let back_do = if o.back_do {
        " Back-do: only the marked stick flat moves a piece one station back."
    } else {
        ""
    };
    let shortcut = match o.shortcut {
        tabula_yut::Shortcut::Forced => {
            "A move that starts on a corner (Б, В) must take the diagonal."
        }
        tabula_yut::Shortcut::Optional => {
            "A move that starts on a corner (Б, В) may take the diagonal."
        }
    };
    let centre = match o.centre_rule {
        tabula_yut::CentreRule::Encyclopedia => {
            "A piece that entered straight onto Б with a mo crosses the whole diameter to Д; others turned at Б or В go to the centre and down to А."
        }
        tabula_yut::CentreRule::Modern => {
            "A move that starts on the centre goes down to А; passing through, a piece keeps straight on."
        }
    };
    format!(
        "Bring all your pieces round and off the board past А (the bottom).\n\n{throws}{back_do} Throw again before moving when you get yut or mo; then spend the throws in any order, each on one piece or stack.\n\nPieces move counter-clockwise. {shortcut} {centre}\n\nEnding on your own pieces stacks them; they move together. Ending on an opponent's sends them all back and earns one more throw."
    )
}
