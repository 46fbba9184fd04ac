//! The Chisolo board view: a carved plank with four rows of pits (seven to ten a row), each
//! player's two rows banded in the side's colour, every counter a seed entity lying in its
//! pit, and each side's store of captured counters beside the board. A person picks a pit
//! to see where its sowing ends and picks it again (or presses Enter) to sow; on the second
//! move two arrows choose the direction for good; after a capture a glowing opponent pit is
//! taken. Sowings play counter by counter. Everything Chisolo-specific in the app lives here.

use crate::ai_seats::AiPlugin;
use crate::animation::{AnimationQueue, Effect, Step as AnimStep, Tween};
use crate::cursor;
use crate::hud::{HudButton, HudCommand, HudInfo, SideLine, seat_colour_name, seat_who};
use crate::labels::WorldLabel;
use crate::match_flow::{
    Match, MatchPlugin, MatchRequest, MatchStart, MatchSystems, RuleMessage, TableGame,
};
use crate::saves::Settings;
use crate::screens::{MatchScoped, Screen};
use crate::theme::Theme;
use bevy::prelude::*;
use bevy_egui::egui;
use tabula_chisolo::{
    CaptureRule, Chisolo, ChisoloAction, Direction, HOLE_SLOTS, Heading, Hole, Phase, SetupRule,
};
use tabula_core::{Game, RuleEvent, Seat};

/// The middle of the board area (the world left of the HUD: x -640..340).
const CENTRE_X: f32 = -150.0;
/// The widest the rows may be, and the widest pitch between columns.
const MAX_ROWS_WIDTH: f32 = 880.0;
const MAX_PITCH_X: f32 = 96.0;
/// The pitch between rows, and the extra gap of the groove between the two halves.
const PITCH_Y: f32 = 88.0;
const GROOVE: f32 = 20.0;
/// The plank's border round the pits (room for the column letters and row numbers).
const MARGIN: f32 = 34.0;
/// A seed's size, and how much bigger one is while lifted in the hand.
const SEED: f32 = 21.0;
const LIFT_SCALE: f32 = 1.25;
/// The stores' centres above and below the board, their height, and the seeds' pitch there.
const STORE_Y: f32 = 292.0;
const STORE_HEIGHT: f32 = 74.0;
const STORE_PITCH: f32 = 19.0;
/// Room for the store's label ("Orange captured  66") at its left end.
const STORE_LABEL_WIDTH: f32 = 250.0;
/// Seeds lie this many to a layer in a pit before the next layer starts on top.
const LAYER: usize = 12;
const REST_Z: f32 = 10.0;
const HAND_Z: f32 = 60.0;
/// Counters under this height lie in their pit (higher ones are in the hand or flying).
const LYING_Z: f32 = 40.0;
const SOW_SECONDS: f32 = 0.2;
const LIFT_SECONDS: f32 = 0.3;
const CAPTURE_SECONDS: f32 = 0.55;

impl TableGame for Chisolo {
    const TITLE: &'static str = "Chisolo";

    fn thrower(&self) -> Option<Seat> {
        // No dice: the only chance is the lot for the first player, which is nobody's.
        None
    }

    fn describe(&self, action: &ChisoloAction) -> String {
        let who = seat_colour_name(self.turn());
        match *action {
            ChisoloAction::First(s) => format!("The lot: {} sows first", seat_colour_name(s)),
            ChisoloAction::Sow { hole, direction } => {
                let n = self.count(hole);
                let chosen = direction.is_some();
                let direction = direction
                    .or_else(|| match self.heading(self.turn()).directions() {
                        [d] => Some(*d),
                        _ => None,
                    })
                    .unwrap_or(Direction::Clockwise);
                let mut text = format!(
                    "{who} sows {n} from {hole} {}{}",
                    direction_word(direction),
                    if chosen { " (chosen for good)" } else { "" }
                );
                if let Some(p) = preview(self, action) {
                    text += &format!(", ends in {}", p.end);
                    if p.relays > 0 {
                        text += &format!(" after {} relay{}", p.relays, plural(p.relays));
                    }
                    if p.captured > 0 {
                        let holes: Vec<String> = p.from.iter().map(|h| h.to_string()).collect();
                        text += &format!(", captures {} ({})", p.captured, holes.join(", "));
                    }
                }
                text
            }
            ChisoloAction::Take(hole) => {
                format!("{who} takes {} more from {hole}", self.count(hole))
            }
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn direction_word(d: Direction) -> &'static str {
    match d {
        Direction::Clockwise => "clockwise",
        Direction::Anticlockwise => "anticlockwise",
    }
}

/// What a sowing would do, found by playing it on a copy of the state.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    /// Where the last counter falls.
    pub end: Hole,
    /// Counters dropped in all, and the relays on the way.
    pub sown: usize,
    pub relays: usize,
    /// Counters captured at once, and the holes they came from.
    pub captured: usize,
    pub from: Vec<Hole>,
    /// True if the player then takes one more hole.
    pub takes_more: bool,
}

/// What a sowing action would do, or `None` if it is not legal (or not a sowing).
pub fn preview(g: &Chisolo, action: &ChisoloAction) -> Option<Preview> {
    if !matches!(action, ChisoloAction::Sow { .. }) {
        return None;
    }
    let mut after = g.clone();
    let mut events = Vec::new();
    after.apply(action, &mut events).ok()?;
    let mut p = Preview {
        end: Hole { row: 0, column: 0 },
        sown: 0,
        relays: 0,
        captured: 0,
        from: Vec::new(),
        takes_more: after.phase() == Phase::Take,
    };
    for e in &events {
        match e {
            RuleEvent::Sown { to, .. } => {
                p.sown += 1;
                p.end = Hole::from_slot(usize::from(to.0));
            }
            RuleEvent::Relay { .. } => p.relays += 1,
            RuleEvent::Captured { pieces, at, .. } => {
                p.captured += pieces.len();
                p.from.push(Hole::from_slot(usize::from(at.0)));
            }
            _ => {}
        }
    }
    (p.sown > 0).then_some(p)
}

/// The board's geometry for a number of columns: pits, stores and where seeds lie.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub columns: u8,
}

impl Layout {
    pub fn new(columns: u8) -> Layout {
        Layout { columns }
    }

    /// The distance between neighbouring columns.
    pub fn pitch_x(self) -> f32 {
        (MAX_ROWS_WIDTH / f32::from(self.columns)).min(MAX_PITCH_X)
    }

    /// A pit's diameter.
    pub fn pit_size(self) -> f32 {
        self.pitch_x().min(PITCH_Y) * 0.94
    }

    /// The plank's size.
    pub fn board_size(self) -> Vec2 {
        Vec2::new(
            f32::from(self.columns) * self.pitch_x() + 2.0 * MARGIN,
            4.0 * PITCH_Y + GROOVE + 2.0 * MARGIN,
        )
    }

    /// The centre of a row (0 is seat 0's back row, at the bottom).
    pub fn row_y(row: u8) -> f32 {
        let half = GROOVE / 2.0 + PITCH_Y / 2.0;
        match row {
            0 => -half - PITCH_Y,
            1 => -half,
            2 => half,
            _ => half + PITCH_Y,
        }
    }

    /// The centre of a column (column a at the left).
    pub fn column_x(self, column: u8) -> f32 {
        CENTRE_X + (f32::from(column) - (f32::from(self.columns) - 1.0) / 2.0) * self.pitch_x()
    }

    pub fn pit_centre(self, hole: Hole) -> Vec2 {
        Vec2::new(self.column_x(hole.column), Self::row_y(hole.row))
    }

    /// The pit under a point, if any.
    pub fn pit_at(self, p: Vec2) -> Option<Hole> {
        let r = self.pit_size() / 2.0;
        (0..4u8)
            .flat_map(|row| (0..self.columns).map(move |column| Hole { row, column }))
            .find(|&h| self.pit_centre(h).distance(p) <= r)
    }

    /// A store's centre: seat 0's below the board (its side), seat 1's above.
    pub fn store_centre(self, seat: Seat) -> Vec2 {
        let y = if seat == Seat(0) { -STORE_Y } else { STORE_Y };
        Vec2::new(CENTRE_X, y)
    }

    /// A store's size.
    pub fn store_size(self) -> Vec2 {
        Vec2::new(self.board_size().x, STORE_HEIGHT)
    }

    /// The store under a point, if any.
    pub fn store_at(self, p: Vec2) -> Option<Seat> {
        [Seat(0), Seat(1)].into_iter().find(|&s| {
            let d = (p - self.store_centre(s)).abs();
            let half = self.store_size() / 2.0;
            d.x <= half.x && d.y <= half.y
        })
    }

    /// Where the `rank`th counter (by id) of a pit lies: a sunflower spiral, layer on layer,
    /// each seed nudged and turned by its id so the pile looks scattered by hand.
    pub fn pit_place(self, hole: Hole, rank: usize, id: u16) -> Vec3 {
        let layer = rank / LAYER;
        let k = rank % LAYER;
        let spread = self.pit_size() * 0.085 * (1.0 - 0.12 * layer.min(3) as f32);
        let r = spread * (k as f32 + 0.5).sqrt();
        let a = k as f32 * 2.399_963 + layer as f32 * 0.9 + jitter(id, 1) * 0.5;
        let nudge = Vec2::new(jitter(id, 2), jitter(id, 3)) * 2.5;
        let at = self.pit_centre(hole) + Vec2::new(r * a.cos(), r * a.sin()) + nudge;
        at.extend(REST_Z + layer as f32 + k as f32 * 0.01)
    }

    /// Where the `i`th counter in the hand hovers over a pit: lifted, close together.
    pub fn hand_place(self, hole: Hole, i: usize) -> Vec3 {
        let r = 6.0 * (i as f32 + 0.5).sqrt();
        let a = i as f32 * 2.399_963;
        let at = self.pit_centre(hole) + Vec2::new(r * a.cos(), r * a.sin() + PITCH_Y * 0.2);
        at.extend(HAND_Z + i as f32 * 0.01)
    }

    /// Where the `rank`th captured counter lies in a store, in rows from its left end.
    pub fn store_place(self, seat: Seat, rank: usize, id: u16) -> Vec3 {
        let c = self.store_centre(seat);
        let left = c.x - self.store_size().x / 2.0 + STORE_LABEL_WIDTH;
        let per_row = ((self.store_size().x - STORE_LABEL_WIDTH) / STORE_PITCH) as usize;
        let row = (rank / per_row) as f32;
        let col = (rank % per_row) as f32;
        let nudge = Vec2::new(jitter(id, 4), jitter(id, 5)) * 2.0;
        let at = Vec2::new(left + col * STORE_PITCH, c.y + (1.0 - row) * STORE_PITCH) + nudge;
        at.extend(REST_Z + rank as f32 * 0.01)
    }
}

/// A fixed pseudo-random number in -1..1 for a counter and a purpose.
fn jitter(id: u16, salt: u32) -> f32 {
    let mut x = u32::from(id).wrapping_mul(0x9E37_79B9) ^ salt.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    x = x.wrapping_mul(0x297A_2D39);
    x ^= x >> 15;
    (x % 20_001) as f32 / 10_000.0 - 1.0
}

/// A seed's look: one of the four variants, and the angle it lies at.
fn seed_variant(id: u16) -> usize {
    ((jitter(id, 6) + 1.0) * 2.0).clamp(0.0, 3.0) as usize
}

fn seed_angle(id: u16) -> f32 {
    jitter(id, 7) * std::f32::consts::PI
}

/// Which counters (by id) lie in each pit and in each store, ids ascending.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    pub pits: Vec<Vec<u16>>,
    pub stores: [Vec<u16>; 2],
}

impl Picture {
    /// The picture of a state.
    pub fn of(g: &Chisolo) -> Picture {
        let mut pits = vec![Vec::new(); HOLE_SLOTS];
        let mut on_board = Vec::new();
        for hole in g.holes() {
            let ids: Vec<u16> = g.pieces(hole).iter().map(|p| p.0).collect();
            on_board.extend(&ids);
            pits[hole.slot()] = ids;
        }
        let total = 2 * u16::from(g.options().counters_per_seat());
        let mut stores = [Vec::new(), Vec::new()];
        for id in 0..total {
            if !on_board.contains(&id) {
                let owner = g.counter_owner(tabula_core::PieceId(id));
                stores[1 - owner.index()].push(id);
            }
        }
        Picture { pits, stores }
    }

    /// Where every counter rests in this picture.
    pub fn places(&self, layout: Layout) -> Vec<(u16, Vec3)> {
        let mut out = Vec::new();
        for (slot, ids) in self.pits.iter().enumerate() {
            let hole = Hole::from_slot(slot);
            out.extend(
                ids.iter()
                    .enumerate()
                    .map(|(rank, &id)| (id, layout.pit_place(hole, rank, id))),
            );
        }
        for (s, ids) in self.stores.iter().enumerate() {
            out.extend(
                ids.iter()
                    .enumerate()
                    .map(|(rank, &id)| (id, layout.store_place(Seat(s as u8), rank, id))),
            );
        }
        out
    }
}

/// Where every counter rests when the board shows `g` (id, place), for checks.
pub fn resting_places(g: &Chisolo) -> Vec<(u16, Vec3)> {
    Picture::of(g).places(Layout::new(g.columns()))
}

fn insert_sorted(ids: &mut Vec<u16>, id: u16) {
    let at = ids.partition_point(|&x| x < id);
    ids.insert(at, id);
}

/// A counter, by its id in the rules.
#[derive(Component, Debug)]
pub struct Seed {
    pub id: u16,
}

/// A pit's clickable area.
#[derive(Component)]
struct PitArea(Hole);

/// A pit's count badge (its text is a child).
#[derive(Component)]
struct CountBadge(Hole);

#[derive(Component)]
struct CountText(Hole);

/// A store's label.
#[derive(Component)]
struct StoreLabel(Seat);

/// A direction arrow to click on a player's second move.
#[derive(Component)]
struct DirectionArrow(ChisoloAction);

/// Highlights and labels of the person's choice: rebuilt when the picture changes.
#[derive(Component)]
struct Marker;

/// Everything this view spawns for a match, replaced on a rematch.
#[derive(Component, Clone, Copy)]
struct ChisoloLayer;

/// The picture the seeds are animating towards, and each counter's entity.
#[derive(Resource, Default)]
struct Shown {
    picture: Picture,
    layout: Option<Layout>,
    seeds: Vec<Entity>,
}

impl Shown {
    fn seed(&self, id: u16) -> Option<Entity> {
        self.seeds.get(usize::from(id)).copied()
    }
}

/// A person's choice in the making.
#[derive(Resource, Default)]
struct Turn {
    /// The pit picked (an own pit to sow, or an opponent's to take).
    selected: Option<Hole>,
    /// The keyboard cursor into the legal actions.
    cursor: Option<usize>,
    /// Set once an action is sent, until its rule messages arrive.
    sent: bool,
    dirty: bool,
}

/// The pit under the pointer.
#[derive(Resource, Default)]
struct Hovered(Option<Hole>);

fn playing_chisolo(m: Option<Res<Match<Chisolo>>>) -> bool {
    m.is_some()
}

pub fn plugin(app: &mut App) {
    app.add_plugins((
        MatchPlugin::<Chisolo>::default(),
        AiPlugin::<Chisolo>::default(),
    ))
    .init_resource::<Turn>()
    .init_resource::<Shown>()
    .init_resource::<Hovered>()
    .add_systems(
        OnEnter(Screen::Playing),
        spawn_board.after(MatchStart).run_if(playing_chisolo),
    )
    .add_systems(
        Update,
        (
            animate_rule_messages.in_set(MatchSystems::React),
            (
                keyboard_input,
                hud_commands,
                refresh_markers,
                update_counts,
                update_hud,
            )
                .chain()
                .in_set(MatchSystems::Decide),
        )
            .run_if(in_state(Screen::Playing).and_then(playing_chisolo)),
    )
    .add_systems(
        Update,
        update_counts.run_if(in_state(Screen::Results).and_then(playing_chisolo)),
    );
}

fn text(s: impl Into<String>, size: f32, colour: Color) -> WorldLabel {
    WorldLabel::new(s, size, colour)
}

fn spawn_board(
    mut commands: Commands,
    theme: Res<Theme>,
    m: Res<Match<Chisolo>>,
    mut shown: ResMut<Shown>,
    mut turn: ResMut<Turn>,
    mut hovered: ResMut<Hovered>,
    old: Query<Entity, With<ChisoloLayer>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    let g = &m.state;
    let lay = Layout::new(g.columns());
    let layer = (ChisoloLayer, MatchScoped);
    commands.spawn((theme.table(), Pickable::IGNORE, layer));
    let board = lay.board_size();
    commands.spawn((
        theme.sprite("chisolo.board", board),
        Transform::from_xyz(CENTRE_X, 0.0, 0.0),
        Pickable::IGNORE,
        layer,
    ));
    let rows_width = f32::from(lay.columns) * lay.pitch_x();
    for s in 0..2usize {
        let seat = Seat(s as u8);
        let colour = theme.side_colour(s);
        let sign = if s == 0 { -1.0 } else { 1.0 };
        // The owner's two rows on a band of their colour, edged on their side of the plank.
        let band_y = sign * (GROOVE / 2.0 + PITCH_Y);
        commands.spawn((
            Sprite::from_color(
                colour.with_alpha(0.2),
                Vec2::new(rows_width + 8.0, 2.0 * PITCH_Y - 2.0),
            ),
            Transform::from_xyz(CENTRE_X, band_y, 0.5),
            Pickable::IGNORE,
            layer,
        ));
        commands.spawn((
            Sprite::from_color(colour.with_alpha(0.85), Vec2::new(rows_width + 8.0, 6.0)),
            Transform::from_xyz(CENTRE_X, sign * (board.y / 2.0 - MARGIN + 7.0), 0.6),
            Pickable::IGNORE,
            layer,
        ));
        // The store beside the board, on the owner's side.
        let store = lay.store_centre(seat);
        commands.spawn((
            Sprite::from_color(Color::srgba(0.1, 0.06, 0.03, 0.5), lay.store_size()),
            Transform::from_translation(store.extend(0.5)),
            Pickable::IGNORE,
            layer,
        ));
        commands.spawn((
            Sprite::from_color(colour.with_alpha(0.9), Vec2::new(6.0, STORE_HEIGHT)),
            Transform::from_xyz(store.x - lay.store_size().x / 2.0 + 3.0, store.y, 0.6),
            Pickable::IGNORE,
            layer,
        ));
        commands.spawn((
            StoreLabel(seat),
            text(store_label(seat, 0), 17.0, colour.mix(&Color::WHITE, 0.45))
                .anchored(egui::Align2::LEFT_CENTER),
            Transform::from_xyz(store.x - lay.store_size().x / 2.0 + 16.0, store.y, 1.0),
            Pickable::IGNORE,
            layer,
        ));
    }
    // Column letters above and below, row numbers at the left, as the move log names holes.
    let ink = Color::srgba(0.25, 0.14, 0.06, 0.8);
    for c in 0..lay.columns {
        let letter = char::from(b'a' + c).to_string();
        for y in [
            -board.y / 2.0 + MARGIN / 2.0 - 4.0,
            board.y / 2.0 - MARGIN / 2.0 + 4.0,
        ] {
            commands.spawn((
                text(letter.clone(), 14.0, ink),
                Transform::from_xyz(lay.column_x(c), y, 1.0),
                Pickable::IGNORE,
                layer,
            ));
        }
    }
    for row in 0..4u8 {
        commands.spawn((
            text((row + 1).to_string(), 14.0, ink),
            Transform::from_xyz(
                CENTRE_X - board.x / 2.0 + MARGIN / 2.0,
                Layout::row_y(row),
                1.0,
            ),
            Pickable::IGNORE,
            layer,
        ));
    }
    let pit = lay.pit_size();
    for hole in g.holes() {
        let centre = lay.pit_centre(hole);
        commands.spawn((
            theme.sprite("chisolo.pit", Vec2::splat(pit * 1.08)),
            Transform::from_translation(centre.extend(1.0)),
            Pickable::IGNORE,
            layer,
        ));
        commands
            .spawn((
                PitArea(hole),
                Sprite::from_color(Color::NONE, Vec2::new(lay.pitch_x(), PITCH_Y)),
                Transform::from_translation(centre.extend(2.0)),
                Pickable::default(),
                layer,
            ))
            .observe(on_pit_click)
            .observe(on_pit_over)
            .observe(on_pit_out);
        commands
            .spawn((
                CountBadge(hole),
                Sprite::from_color(Color::srgba(0.12, 0.07, 0.03, 0.72), Vec2::new(24.0, 19.0)),
                Transform::from_translation(
                    (centre + Vec2::new(pit * 0.4, -pit * 0.4)).extend(46.0),
                ),
                Pickable::IGNORE,
                layer,
            ))
            .with_child((
                CountText(hole),
                text("", 15.0, Color::srgb(1.0, 0.95, 0.85)),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            ));
    }
    // The counters.
    let places = resting_places(g);
    let mut seeds = vec![Entity::PLACEHOLDER; places.len()];
    for (id, at) in places {
        let e = commands
            .spawn((
                Seed { id },
                theme.sprite(
                    &format!("chisolo.seed.{}", seed_variant(id)),
                    Vec2::splat(SEED),
                ),
                Transform::from_translation(at)
                    .with_rotation(Quat::from_rotation_z(seed_angle(id))),
                Pickable::IGNORE,
                layer,
            ))
            .id();
        if let Some(slot) = seeds.get_mut(usize::from(id)) {
            *slot = e;
        }
    }
    *shown = Shown {
        picture: Picture::of(g),
        layout: Some(lay),
        seeds,
    };
    *turn = Turn {
        dirty: true,
        ..default()
    };
    *hovered = Hovered::default();
}

fn store_label(seat: Seat, n: usize) -> String {
    format!("{} captured  {n}", seat_colour_name(seat))
}

/// A seed's move, keeping the angle it lies at.
fn seed_tween(e: Entity, id: u16, to: Vec3, arc: f32, scale: f32) -> Tween {
    Tween {
        entity: e,
        to,
        arc,
        spin: 0.0,
        end_angle: seed_angle(id),
        scale: Some(scale),
    }
}

/// The counters of a pit rise into the hand over it.
fn lift_step(
    shown: &Shown,
    lay: Layout,
    at: Hole,
    hand: &[u16],
    sound: Option<&'static str>,
) -> AnimStep {
    let mut step = AnimStep {
        duration: LIFT_SECONDS,
        on_start: sound.map(Effect::Sound).into_iter().collect(),
        ..default()
    };
    for (i, &id) in hand.iter().enumerate() {
        if let Some(e) = shown.seed(id) {
            step.tweens
                .push(seed_tween(e, id, lay.hand_place(at, i), 0.0, LIFT_SCALE));
        }
    }
    step
}

fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Chisolo>>,
    mut queue: ResMut<AnimationQueue>,
    mut shown: ResMut<Shown>,
    mut turn: ResMut<Turn>,
) {
    let events: Vec<RuleEvent> = messages.read().map(|r| r.0.clone()).collect();
    if events.is_empty() {
        return;
    }
    *turn = Turn {
        dirty: true,
        ..default()
    };
    let g = &m.state;
    let lay = Layout::new(g.columns());
    let over = g.outcome().is_some();
    let mut hand: Vec<u16> = Vec::new();
    for event in events {
        match event {
            RuleEvent::FirstPlayer { seat } => queue.push(AnimStep {
                duration: 1.2,
                on_start: vec![Effect::Banner(format!(
                    "{} starts: first moves go clockwise",
                    seat_colour_name(seat)
                ))],
                ..default()
            }),
            RuleEvent::Sown {
                pieces, from, to, ..
            } => {
                let Some(id) = pieces.iter().next().map(|p| p.0) else {
                    continue;
                };
                let from = Hole::from_slot(usize::from(from.0));
                let to = Hole::from_slot(usize::from(to.0));
                if !hand.contains(&id) {
                    // The sowing starts: the whole pit is lifted.
                    hand = std::mem::take(&mut shown.picture.pits[from.slot()]);
                    queue.push(lift_step(&shown, lay, from, &hand, None));
                }
                hand.retain(|&x| x != id);
                insert_sorted(&mut shown.picture.pits[to.slot()], id);
                let mut step = AnimStep {
                    duration: SOW_SECONDS,
                    on_end: vec![Effect::Sound("seed")],
                    ..default()
                };
                // The dropped seed hops in and the pit's others make room round it.
                for (rank, &s) in shown.picture.pits[to.slot()].iter().enumerate() {
                    if let Some(e) = shown.seed(s) {
                        let arc = if s == id { 26.0 } else { 0.0 };
                        step.tweens
                            .push(seed_tween(e, s, lay.pit_place(to, rank, s), arc, 1.0));
                    }
                }
                // The hand goes on along the row.
                for (i, &s) in hand.iter().enumerate() {
                    if let Some(e) = shown.seed(s) {
                        step.tweens
                            .push(seed_tween(e, s, lay.hand_place(to, i), 0.0, LIFT_SCALE));
                    }
                }
                queue.push(step);
            }
            RuleEvent::Relay { at, .. } => {
                let at = Hole::from_slot(usize::from(at.0));
                hand = std::mem::take(&mut shown.picture.pits[at.slot()]);
                queue.push(lift_step(&shown, lay, at, &hand, Some("relay")));
            }
            RuleEvent::Captured { by, pieces, at, .. } => {
                let at = Hole::from_slot(usize::from(at.0));
                let ids: Vec<u16> = pieces.iter().map(|p| p.0).collect();
                shown.picture.pits[at.slot()].retain(|x| !ids.contains(x));
                let store = by.index().min(1);
                for &id in &ids {
                    insert_sorted(&mut shown.picture.stores[store], id);
                }
                let mut step = AnimStep {
                    duration: CAPTURE_SECONDS,
                    on_start: vec![Effect::Sound("capture")],
                    ..default()
                };
                for (rank, &s) in shown.picture.stores[store].iter().enumerate() {
                    if let Some(e) = shown.seed(s) {
                        let arc = if ids.contains(&s) { 90.0 } else { 0.0 };
                        step.tweens
                            .push(seed_tween(e, s, lay.store_place(by, rank, s), arc, 1.0));
                    }
                }
                queue.push(step);
            }
            RuleEvent::TurnPassed { to, .. } if !over => {
                let banner = match g.heading(to) {
                    Heading::First => Some(format!(
                        "{}'s first move goes clockwise",
                        seat_colour_name(to)
                    )),
                    Heading::Choosing => Some(format!(
                        "{} chooses a direction, for good",
                        seat_colour_name(to)
                    )),
                    Heading::Fixed(_) => None,
                };
                if let Some(b) = banner {
                    queue.push(AnimStep {
                        duration: 0.8,
                        on_start: vec![Effect::Banner(b)],
                        ..default()
                    });
                }
            }
            RuleEvent::GameOver { outcome } => {
                let text = if outcome.is_draw() {
                    "A draw!".to_string()
                } else {
                    let names: Vec<String> = outcome.winners.iter().map(seat_colour_name).collect();
                    format!("{} wins!", names.join(" & "))
                };
                queue.push(AnimStep {
                    duration: 1.8,
                    on_start: vec![Effect::Sound("win"), Effect::Banner(text)],
                    ..default()
                });
            }
            _ => {}
        }
    }
    // Whatever happened, the counters end where the state says.
    shown.picture = Picture::of(g);
    let mut settle = AnimStep {
        duration: 0.1,
        ..default()
    };
    for (id, at) in shown.picture.places(lay) {
        if let Some(e) = shown.seed(id) {
            settle.tweens.push(seed_tween(e, id, at, 0.0, 1.0));
        }
    }
    queue.push(settle);
}

fn legal(m: &Match<Chisolo>) -> Vec<ChisoloAction> {
    let mut out = Vec::new();
    m.state.legal_actions(&mut out);
    out
}

/// The hole an action picks.
fn hole_of(a: &ChisoloAction) -> Option<Hole> {
    match *a {
        ChisoloAction::Sow { hole, .. } | ChisoloAction::Take(hole) => Some(hole),
        ChisoloAction::First(_) => None,
    }
}

fn send(
    action: ChisoloAction,
    turn: &mut Turn,
    requests: &mut MessageWriter<MatchRequest<Chisolo>>,
) {
    turn.sent = true;
    turn.dirty = true;
    requests.write(MatchRequest::Play(action));
}

/// A person picked a pit: select it (showing where it ends), sow it when picked again, or
/// take it after a capture.
fn pick_hole(
    hole: Hole,
    m: &Match<Chisolo>,
    queue: &AnimationQueue,
    turn: &mut Turn,
    requests: &mut MessageWriter<MatchRequest<Chisolo>>,
) {
    if !m.person_to_move(queue) || turn.sent {
        return;
    }
    let legal = legal(m);
    let mine: Vec<usize> = (0..legal.len())
        .filter(|&i| hole_of(&legal[i]) == Some(hole))
        .collect();
    turn.dirty = true;
    if mine.is_empty() {
        turn.selected = None;
        turn.cursor = None;
        return;
    }
    let take = m.state.phase() == Phase::Take;
    if turn.selected == Some(hole) && (take || mine.len() == 1) {
        send(legal[mine[0]], turn, requests);
        return;
    }
    if turn.selected == Some(hole) {
        // Picked again on the second move: the other direction.
        let at = mine
            .iter()
            .position(|&i| Some(i) == turn.cursor)
            .unwrap_or(0);
        turn.cursor = Some(mine[(at + 1) % mine.len()]);
        return;
    }
    turn.selected = Some(hole);
    turn.cursor = Some(mine[0]);
}

fn on_pit_click(
    click: On<Pointer<Click>>,
    areas: Query<&PitArea>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    if let Ok(area) = areas.get(click.entity) {
        pick_hole(area.0, &m, &queue, &mut turn, &mut requests);
    }
}

fn on_pit_over(over: On<Pointer<Over>>, areas: Query<&PitArea>, mut hovered: ResMut<Hovered>) {
    if let Ok(area) = areas.get(over.entity) {
        hovered.0 = Some(area.0);
    }
}

fn on_pit_out(out: On<Pointer<Out>>, areas: Query<&PitArea>, mut hovered: ResMut<Hovered>) {
    if let Ok(area) = areas.get(out.entity)
        && hovered.0 == Some(area.0)
    {
        hovered.0 = None;
    }
}

fn on_arrow_click(
    click: On<Pointer<Click>>,
    arrows: Query<&DirectionArrow>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    if let Ok(arrow) = arrows.get(click.entity)
        && m.person_to_move(&queue)
        && !turn.sent
        && legal(&m).contains(&arrow.0)
    {
        send(arrow.0, &mut turn, &mut requests);
    }
}

fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    let Some(keys) = keys else { return };
    if !m.person_to_move(&queue) || turn.sent {
        return;
    }
    let legal = legal(&m);
    let n = legal.len();
    // Down and up step too: the rows run across the screen.
    let step = cursor::step_keys(&keys).or(if keys.just_pressed(KeyCode::ArrowDown) {
        Some(true)
    } else if keys.just_pressed(KeyCode::ArrowUp) {
        Some(false)
    } else {
        None
    });
    if let Some(forward) = step
        && let Some(c) = cursor::stepped(turn.cursor, n, forward)
    {
        turn.cursor = Some(c);
        turn.selected = hole_of(&legal[c]);
        turn.dirty = true;
    }
    let enter = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter);
    if enter
        && let Some(c) = turn.cursor
        && let Some(a) = legal.get(c)
    {
        send(*a, &mut turn, &mut requests);
    }
    if keys.just_pressed(KeyCode::Escape) {
        turn.selected = None;
        turn.cursor = None;
        turn.dirty = true;
    }
}

fn hud_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    for c in commands.read() {
        if !m.person_to_move(&queue) || turn.sent {
            continue;
        }
        let legal = legal(&m);
        let action = match c.0 {
            "play" => turn.cursor.and_then(|i| legal.get(i).copied()),
            "cw" | "ccw" => turn.selected.map(|hole| ChisoloAction::Sow {
                hole,
                direction: Some(if c.0 == "cw" {
                    Direction::Clockwise
                } else {
                    Direction::Anticlockwise
                }),
            }),
            _ => None,
        };
        if let Some(a) = action.filter(|a| legal.contains(a)) {
            send(a, &mut turn, &mut requests);
        }
    }
}

/// The arrow text for a step from one pit to the next on screen.
fn arrow(from: Vec2, to: Vec2) -> &'static str {
    let d = to - from;
    if d.x.abs() >= d.y.abs() {
        if d.x > 0.0 { ">" } else { "<" }
    } else if d.y > 0.0 {
        "^"
    } else {
        "v"
    }
}

fn refresh_markers(
    mut commands: Commands,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut turn: ResMut<Turn>,
    old: Query<Entity, With<Marker>>,
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
    if !m.person_to_move(&queue) || turn.sent {
        return;
    }
    let g = &m.state;
    let lay = Layout::new(g.columns());
    let pit = lay.pit_size();
    let legal = legal(&m);
    let cursor = turn.cursor.and_then(|c| legal.get(c)).copied();
    let ring = |hole: Hole, role: &str, size: f32, alpha: f32, z: f32| {
        (
            Marker,
            Sprite {
                color: Color::WHITE.with_alpha(alpha),
                ..theme.sprite(role, Vec2::splat(size))
            },
            Transform::from_translation(lay.pit_centre(hole).extend(z)),
            Pickable::IGNORE,
            ChisoloLayer,
            MatchScoped,
        )
    };
    let label = |at: Vec2, s: String, z: f32| {
        (
            Marker,
            Sprite::from_color(
                Color::srgba(0.12, 0.07, 0.03, 0.85),
                Vec2::new(8.0 + 8.5 * s.len() as f32, 22.0),
            ),
            Transform::from_translation(at.extend(z)),
            Pickable::IGNORE,
            ChisoloLayer,
            MatchScoped,
            children![(
                text(s, 15.0, Color::srgb(1.0, 0.9, 0.6)),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        )
    };
    // Every pit that may be picked glows faintly; the picked one brightly.
    let mut holes: Vec<Hole> = legal.iter().filter_map(hole_of).collect();
    holes.dedup();
    let take = g.phase() == Phase::Take;
    for &hole in &holes {
        let picked = turn.selected == Some(hole);
        let (role, alpha) = match (take, picked) {
            (true, true) => ("highlight", 1.0),
            (true, false) => ("highlight", 0.55),
            (false, true) => ("selected", 1.0),
            (false, false) => ("selected", 0.3),
        };
        let size = if picked { pit * 1.15 } else { pit * 1.02 };
        commands.spawn(ring(hole, role, size, alpha, 30.0));
    }
    if take {
        return;
    }
    let Some(hole) = turn.selected else { return };
    // Where the picked pit's sowings end: one, or one per direction on the second move.
    let choices: Vec<ChisoloAction> = legal
        .iter()
        .filter(|a| hole_of(a) == Some(hole))
        .copied()
        .collect();
    let seat = g.turn();
    let circuit = g.circuit(seat);
    let choosing = g.heading(seat) == Heading::Choosing;
    let mut ends: Vec<(Hole, Vec<&str>)> = Vec::new();
    for a in &choices {
        let Some(p) = preview(g, a) else { continue };
        let keyed = cursor == Some(*a);
        let size = if keyed || !choosing {
            pit * 1.2
        } else {
            pit * 1.08
        };
        commands.spawn(ring(
            p.end,
            "highlight",
            size,
            if keyed { 1.0 } else { 0.7 },
            31.0,
        ));
        let ChisoloAction::Sow {
            direction: Some(d), ..
        } = *a
        else {
            let mut what = "ends here".to_string();
            if p.captured > 0 {
                what = format!("takes {}", p.captured);
            }
            ends.push((p.end, vec![]));
            commands.spawn(label(
                lay.pit_centre(p.end) + Vec2::new(0.0, pit * 0.55),
                what,
                47.0,
            ));
            continue;
        };
        let short = if d == Direction::Clockwise {
            "cw"
        } else {
            "ccw"
        };
        match ends.iter_mut().find(|(h, _)| *h == p.end) {
            Some((_, names)) => names.push(short),
            None => ends.push((p.end, vec![short])),
        }
        // An arrow beside the picked pit, towards the next pit that way, to click.
        if let Some(pos) = circuit.position(hole) {
            let next = circuit.hole(circuit.next(pos, d));
            let (a0, a1) = (lay.pit_centre(hole), lay.pit_centre(next));
            let mark = arrow(a0, a1);
            let words = if matches!(mark, "<" | "^") {
                format!("{mark} {short}")
            } else {
                format!("{short} {mark}")
            };
            let at = a0 + (a1 - a0) * 0.5;
            commands
                .spawn((
                    DirectionArrow(*a),
                    Sprite::from_color(
                        if keyed {
                            Color::srgb(0.75, 0.45, 0.12)
                        } else {
                            Color::srgba(0.2, 0.12, 0.05, 0.92)
                        },
                        Vec2::new(54.0, 28.0),
                    ),
                    Transform::from_translation(at.extend(48.0)),
                    Pickable::default(),
                    Marker,
                    ChisoloLayer,
                    MatchScoped,
                    children![(
                        text(words, 16.0, Color::srgb(1.0, 0.93, 0.75)),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                        Pickable::IGNORE,
                    )],
                ))
                .observe(on_arrow_click);
        }
    }
    for (end, names) in ends {
        if names.is_empty() {
            continue;
        }
        commands.spawn(label(
            lay.pit_centre(end) + Vec2::new(0.0, pit * 0.55),
            format!("{} ends", names.join(" & ")),
            47.0,
        ));
    }
}

/// Each pit's count, read from where its seeds lie (so it follows the animation), shown
/// always or on hover; the stores' totals likewise.
fn update_counts(
    settings: Res<Settings>,
    hovered: Res<Hovered>,
    turn: Res<Turn>,
    shown: Res<Shown>,
    seeds: Query<&Transform, With<Seed>>,
    mut badges: Query<(&CountBadge, &mut Visibility)>,
    mut texts: Query<(&CountText, &mut WorldLabel), Without<StoreLabel>>,
    mut stores: Query<(&StoreLabel, &mut WorldLabel), Without<CountText>>,
) {
    let Some(lay) = shown.layout else { return };
    let mut counts = [0usize; HOLE_SLOTS];
    let mut kept = [0usize; 2];
    for t in &seeds {
        if t.translation.z >= LYING_Z {
            continue;
        }
        let p = t.translation.truncate();
        if let Some(h) = lay.pit_at(p) {
            counts[h.slot()] += 1;
        } else if let Some(s) = lay.store_at(p) {
            kept[s.index()] += 1;
        }
    }
    for (badge, mut vis) in &mut badges {
        let h = badge.0;
        let show = settings.pit_counts_always || hovered.0 == Some(h) || turn.selected == Some(h);
        vis.set_if_neq(if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
    for (t, mut text) in &mut texts {
        let s = counts[t.0.slot()].to_string();
        if text.text != s {
            text.text = s;
        }
    }
    for (label, mut text) in &mut stores {
        let s = store_label(label.0, kept[label.0.index()]);
        if text.text != s {
            text.text = s;
        }
    }
}

fn heading_words(h: Heading) -> &'static str {
    match h {
        Heading::First => "first move: clockwise",
        Heading::Choosing => "next move chooses the direction",
        Heading::Fixed(Direction::Clockwise) => "sows clockwise",
        Heading::Fixed(Direction::Anticlockwise) => "sows anticlockwise",
    }
}

/// A preview in words, for the hint.
fn preview_words(g: &Chisolo, a: &ChisoloAction) -> String {
    let Some(p) = preview(g, a) else {
        return String::new();
    };
    let ChisoloAction::Sow { hole, direction } = *a else {
        return String::new();
    };
    let dir = direction.map_or(String::new(), |d| format!(" {}", direction_word(d)));
    let mut s = format!(
        "{hole}{dir}: {} counter{} sown, ends in {}",
        p.sown,
        plural(p.sown),
        p.end
    );
    if p.relays > 0 {
        s += &format!(" after {} relay{}", p.relays, plural(p.relays));
    }
    if p.captured > 0 {
        s += &format!(", captures {}", p.captured);
        if p.takes_more {
            s += " and one more pit";
        }
    } else if p.end.is_front() {
        s += ", nothing opposite to take";
    }
    s + "."
}

fn update_hud(
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    turn: Res<Turn>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, Option<usize>, Option<Hole>, bool)>>,
) {
    let key = (queue.is_busy(), turn.cursor, turn.selected, turn.sent);
    if !m.is_changed() && *was == Some(key) && !hud.is_added() && !hud.title.is_empty() {
        return;
    }
    *was = Some(key);
    let g = &m.state;
    let seat_label = |s: Seat| format!("{} ({})", seat_colour_name(s), seat_who(&m.setup, s));
    let o = g.options();
    hud.title = format!("Chisolo — {} holes", o.columns);
    let seat = g.turn();
    hud.turn_line = match g.phase() {
        Phase::Over(o) if o.is_draw() => "A draw".into(),
        Phase::Over(o) => {
            let names: Vec<String> = o.winners.iter().map(seat_colour_name).collect();
            format!("{} won", names.join(" & "))
        }
        Phase::Lot => "Drawing lots for the first move".into(),
        Phase::Sow => format!("{} to sow", seat_label(seat)),
        Phase::Take => format!("{} takes one more pit", seat_label(seat)),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = Vec::new();
    hud.can_throw = false;
    hud.throw_label = String::new();
    let moving = m.person_to_move(&queue) && !turn.sent;
    let legal = legal(&m);
    let cursor = turn.cursor.and_then(|c| legal.get(c)).copied();
    let choosing = g.phase() == Phase::Sow && g.heading(seat) == Heading::Choosing;
    hud.buttons = if moving && choosing {
        let legal_dir = |d: Direction| {
            turn.selected.is_some_and(|hole| {
                legal.contains(&ChisoloAction::Sow {
                    hole,
                    direction: Some(d),
                })
            })
        };
        vec![
            HudButton {
                id: "cw",
                label: "Clockwise".into(),
                enabled: legal_dir(Direction::Clockwise),
            },
            HudButton {
                id: "ccw",
                label: "Anticlockwise".into(),
                enabled: legal_dir(Direction::Anticlockwise),
            },
        ]
    } else if moving {
        vec![HudButton {
            id: "play",
            label: if g.phase() == Phase::Take {
                "Take (Enter)".into()
            } else {
                "Sow (Enter)".into()
            },
            enabled: cursor.is_some(),
        }]
    } else {
        Vec::new()
    };
    hud.sides = (0..2)
        .map(|i| {
            let s = Seat(i as u8);
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail: format!(
                    "{} on the board · {} captured · {}",
                    g.on_board(s),
                    g.captured_by(s),
                    heading_words(g.heading(s))
                ),
                to_move: i == seat.index() && matches!(g.phase(), Phase::Sow | Phase::Take),
            }
        })
        .collect();
    let what = cursor.map_or(String::new(), |a| preview_words(g, &a));
    hud.hint = if !moving {
        String::new()
    } else if g.phase() == Phase::Take {
        "You captured: click a glowing opponent pit to take its counters too (or Tab/arrows, then Enter).".into()
    } else {
        let how = match g.heading(seat) {
            Heading::First => "Your first move goes clockwise. ",
            Heading::Choosing => {
                "This move fixes your direction for good: pick a pit, then click an arrow (cw/ccw). "
            }
            Heading::Fixed(_) => "",
        };
        let pick = "Click one of your glowing pits to see where it ends, again (or Enter) to sow. Tab/arrows cycle the moves.";
        if what.is_empty() {
            format!("{how}{pick}")
        } else {
            format!("{what} {how}{pick}")
        }
    };
    hud.log = m.log.clone();
    hud.rules = rules_text(o.columns, o.setup, o.capture);
    hud.result = match g.outcome() {
        Some(out) if out.is_draw() => format!(
            "Play went round without end: {} to {} counters on the board",
            g.on_board(Seat(0)),
            g.on_board(Seat(1))
        ),
        Some(out) => {
            let w = out.winners.iter().next().unwrap_or(Seat(0));
            let l = Seat(1 - w.0);
            if g.on_board(l) == 0 {
                format!("{} took every counter", seat_colour_name(w))
            } else {
                format!(
                    "{} counters to {} on the board",
                    g.on_board(w),
                    g.on_board(l)
                )
            }
        }
        None => String::new(),
    };
}

fn rules_text(columns: u8, setup: SetupRule, capture: CaptureRule) -> String {
    let front = match setup {
        SetupRule::Standard => {
            "3 3 3 2 1 0 0 from the owner's left (extra holes hold 3 at the left)"
        }
        SetupRule::Mirrored => {
            "0 0 1 2 3 3 3 from the owner's left (mirrored setup; extra holes hold 3 at the right)"
        }
    };
    let capture = match capture {
        CaptureRule::Seed => {
            "If your sowing ends in your front row, you take every counter in the two opponent pits of that column (unless both are empty), then the counters of one more opponent pit of your choice."
        }
        CaptureRule::FrontRequired => {
            "If your sowing ends in your front row and the opponent's front pit of that column holds counters (this game's capture option), you take both opponent pits of that column, then one more opponent pit of your choice."
        }
    };
    format!(
        "Chisolo (Natatu rules of the Ila), four rows of {columns} pits. Each player owns the two rows on their side: the back row nearer them and the front row in the middle. Every pit starts with 3 counters, except the front rows: {front}.\n\n\
         On your turn lift all the counters of one of your pits and drop them one by one into the following pits of your own two rows, round and round. If the last counter falls into a pit that was not empty, lift that pit too and sow on (a relay); the move ends when the last counter falls into an empty pit. A sowing that would never end may not be played.\n\n\
         Your first move goes clockwise (front row left to right, back row right to left, as seen from your seat). On your second move you choose clockwise or anticlockwise, and keep that direction to the end.\n\n\
         {capture} A move ending in your back row never captures.\n\n\
         You win by capturing all the opponent's counters; a player who cannot move loses. If a position comes round a third time, or 100 moves pass without a capture, the player with more counters on the board wins (equal is a draw)."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(columns: u8) -> Chisolo {
        let o = tabula_chisolo::ChisoloOptions {
            columns,
            ..Default::default()
        };
        Chisolo::new(&o, 2).unwrap()
    }

    #[test]
    fn the_board_fits_left_of_the_hud_for_every_width() {
        for columns in 7..=10u8 {
            let lay = Layout::new(columns);
            let size = lay.board_size();
            assert!(CENTRE_X - size.x / 2.0 >= -640.0, "{columns}: left edge");
            assert!(CENTRE_X + size.x / 2.0 <= 340.0, "{columns}: right edge");
            for seat in [Seat(0), Seat(1)] {
                let store = lay.store_centre(seat);
                assert!(
                    store.y.abs() + STORE_HEIGHT / 2.0 <= 360.0,
                    "store on screen"
                );
                assert!(
                    store.y.abs() - STORE_HEIGHT / 2.0 > size.y / 2.0,
                    "store off the board"
                );
                // The fullest store (every counter of the opponent) stays in its tray.
                let n = usize::from(6 * columns - 9);
                let last = lay.store_place(seat, n - 1, 0);
                assert_eq!(lay.store_at(last.truncate()), Some(seat), "{columns}");
            }
            // Pits do not overlap and each is found at its centre.
            assert!(lay.pit_size() < lay.pitch_x() && lay.pit_size() < PITCH_Y);
            for hole in game(columns).holes() {
                assert_eq!(lay.pit_at(lay.pit_centre(hole)), Some(hole));
            }
        }
    }

    #[test]
    fn seat_zero_owns_the_bottom_rows_and_column_a_is_at_the_left() {
        let lay = Layout::new(7);
        let a1 = lay.pit_centre("a1".parse().unwrap());
        let a2 = lay.pit_centre("a2".parse().unwrap());
        let g4 = lay.pit_centre("g4".parse().unwrap());
        assert!(a1.y < a2.y && a2.y < 0.0 && g4.y > 0.0);
        assert!(a1.x < g4.x);
        assert_eq!(a1.x, a2.x);
        assert!(lay.store_centre(Seat(0)).y < a1.y);
        assert!(lay.store_centre(Seat(1)).y > g4.y);
    }

    #[test]
    fn seeds_lie_inside_their_pit_even_when_it_is_full() {
        let lay = Layout::new(10);
        let hole: Hole = "e2".parse().unwrap();
        for rank in 0..60 {
            let p = lay.pit_place(hole, rank, rank as u16 * 7 + 3);
            assert_eq!(lay.pit_at(p.truncate()), Some(hole), "rank {rank}");
            assert!(p.z < LYING_Z);
            let h = lay.hand_place(hole, rank);
            assert!(h.z >= LYING_Z);
        }
        // The same counter always lies the same way.
        assert_eq!(lay.pit_place(hole, 3, 9), lay.pit_place(hole, 3, 9));
        assert!((0..200).all(|id| seed_variant(id) < 4));
        let variants: std::collections::HashSet<usize> = (0..66).map(seed_variant).collect();
        assert_eq!(variants.len(), 4, "all four seed looks are used");
    }

    #[test]
    fn the_start_places_every_counter_in_its_pit() {
        for columns in 7..=10u8 {
            let g = game(columns);
            let lay = Layout::new(columns);
            let places = resting_places(&g);
            assert_eq!(places.len(), 2 * usize::from(6 * columns - 9));
            for hole in g.holes() {
                let here = places
                    .iter()
                    .filter(|(_, p)| lay.pit_at(p.truncate()) == Some(hole))
                    .count();
                assert_eq!(here, usize::from(g.count(hole)), "{hole}");
            }
        }
    }

    #[test]
    fn a_preview_names_the_end_relays_and_capture() {
        let mut g = game(7);
        g.apply(&"first:0".parse().unwrap(), &mut Vec::new())
            .unwrap();
        // The crate's example: a2 relays at d2 and ends in the empty g2, taking g3 and g4.
        let p = preview(&g, &"a2".parse().unwrap()).unwrap();
        assert_eq!(p.end, "g2".parse().unwrap());
        assert_eq!(p.relays, 1);
        assert_eq!(p.captured, 6);
        assert!(p.takes_more);
        assert_eq!(p.sown, 6);
        assert!(
            preview(&g, &"a3".parse().unwrap()).is_none(),
            "not the mover's"
        );
        let line = g.describe(&"a2".parse().unwrap());
        assert!(line.contains("Red sows 3 from a2 clockwise"), "{line}");
        assert!(line.contains("ends in g2 after 1 relay"), "{line}");
        assert!(line.contains("captures 6"), "{line}");
    }

    #[test]
    fn arrows_point_along_the_board() {
        let lay = Layout::new(7);
        let c = |s: &str| lay.pit_centre(s.parse().unwrap());
        assert_eq!(arrow(c("c2"), c("d2")), ">");
        assert_eq!(arrow(c("c2"), c("b2")), "<");
        assert_eq!(arrow(c("g2"), c("g1")), "v");
        assert_eq!(arrow(c("a3"), c("a4")), "^");
    }
}
