//! Animation: a queue of steps that board views fill from rule messages. Each step moves
//! some entities at once (a hop, a flight home, a tumble) and fires effects when it starts
//! and ends (a sound cue, a new face image, a banner). While the queue plays the match
//! waits. Knows nothing of any game.

use crate::app::settings::Settings;
use crate::session::match_flow::{MatchSystems, Presenting};
use crate::theme::Sound;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::collections::VecDeque;

/// Something that happens at a step's start or end.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Play one of the theme's sounds.
    Sound(Sound),
    /// Show a new image (a stick or die landing on a face).
    SetImage(Entity, Handle<Image>),
    /// Show a new image at a new size (a checker turning edge-on in a tray).
    SetSprite(Entity, Handle<Image>, Vec2),
    /// Show or hide an entity.
    Show(Entity, bool),
    /// Announce something in big letters for a moment.
    Banner(String),
}

/// The step that ends a match: the win sound and a banner with `text`, held a moment.
pub fn game_over_step(text: String) -> Step {
    Step {
        duration: 1.7,
        on_start: vec![Effect::Sound(Sound::Win), Effect::Banner(text)],
        ..default()
    }
}

impl Step {
    /// A beat of `seconds` that announces `text` in big letters as it starts.
    pub fn banner(seconds: f32, text: String) -> Step {
        Step {
            duration: seconds,
            on_start: vec![Effect::Banner(text)],
            ..default()
        }
    }

    /// A beat of `seconds` that starts with `sound`.
    pub fn sound(seconds: f32, sound: Sound) -> Step {
        Step {
            duration: seconds,
            on_start: vec![Effect::Sound(sound)],
            ..default()
        }
    }
}

/// Moves one entity during a step.
#[derive(Clone, Debug)]
pub struct Tween {
    pub entity: Entity,
    /// Where it ends (z included: the view decides the stacking order).
    pub to: Vec3,
    /// Height of the hop's arc in world units (0 slides).
    pub arc: f32,
    /// Turns it makes on the way (for tumbling sticks and dice).
    pub spin: f32,
    /// The rotation (radians) it ends at.
    pub end_angle: f32,
    /// The scale it ends at (`None` keeps it).
    pub scale: Option<f32>,
}

impl Tween {
    /// A move to `to` with a hop of `arc`.
    pub fn hop(entity: Entity, to: Vec3, arc: f32) -> Tween {
        Tween {
            entity,
            to,
            arc,
            spin: 0.0,
            end_angle: 0.0,
            scale: None,
        }
    }
}

/// One beat of animation.
#[derive(Clone, Debug, Default)]
pub struct Step {
    /// Seconds at normal speed.
    pub duration: f32,
    pub tweens: Vec<Tween>,
    pub on_start: Vec<Effect>,
    pub on_end: Vec<Effect>,
}

struct Active {
    step: Step,
    /// Each tween's start: position, rotation angle, scale.
    from: Vec<(Vec3, f32, f32)>,
    elapsed: f32,
}

/// The steps waiting to play.
#[derive(Resource, Default)]
pub struct AnimationQueue {
    steps: VecDeque<Step>,
    active: Option<Active>,
    /// The board keeps showing what it shows (a game's end) until a person moves on.
    held: bool,
}

impl AnimationQueue {
    /// Queues a step.
    pub fn push(&mut self, step: Step) {
        self.steps.push_back(step);
    }

    /// True while anything is queued or playing, or the board is held: what the board
    /// tells everyone else as [`Presenting`].
    fn is_busy(&self) -> bool {
        self.held || self.active.is_some() || !self.steps.is_empty()
    }

    /// Holds the match after the queued steps, until [`AnimationQueue::release`].
    pub fn hold(&mut self) {
        self.held = true;
    }

    pub fn release(&mut self) {
        self.held = false;
    }

    pub fn is_held(&self) -> bool {
        self.held
    }

    /// Drops everything (leaving a screen).
    pub fn clear(&mut self) {
        self.steps.clear();
        self.active = None;
        self.held = false;
    }
}

/// A sound the animation asks for.
#[derive(Message, Clone, Debug)]
pub struct SoundCue(pub Sound);

/// A banner the animation asks for.
#[derive(Message, Clone, Debug)]
pub struct BannerMessage(pub String);

pub fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>()
        .add_message::<RequestRedraw>()
        .add_message::<SoundCue>()
        .add_message::<BannerMessage>()
        // The match waits while the queue is busy: it learns so before it applies a
        // request, after the views queue a move's steps, and after the frame's playing.
        .add_systems(
            Update,
            (
                tell_presenting.before(MatchSystems::Apply),
                tell_presenting
                    .after(MatchSystems::React)
                    .before(MatchSystems::Decide),
            ),
        )
        .add_systems(
            PostUpdate,
            (play_animations, tell_presenting)
                .chain()
                .before(TransformSystems::Propagate),
        );
}

fn tell_presenting(queue: Res<AnimationQueue>, mut presenting: ResMut<Presenting>) {
    presenting.set_if_neq(Presenting(queue.is_busy()));
}

fn apply_effects(
    effects: &[Effect],
    sprites: &mut Query<(&mut Transform, Option<&mut Sprite>, Option<&mut Visibility>)>,
    sounds: &mut MessageWriter<SoundCue>,
    banners: &mut MessageWriter<BannerMessage>,
    instant: bool,
) {
    for effect in effects {
        match effect {
            Effect::Sound(sound) => {
                // At instant speed only the sounds that mark an outcome play.
                if !instant || !sound.is_motion() {
                    sounds.write(SoundCue(*sound));
                }
            }
            Effect::SetImage(e, image) => {
                if let Ok((_, Some(mut sprite), _)) = sprites.get_mut(*e) {
                    sprite.image = image.clone();
                }
            }
            Effect::SetSprite(e, image, size) => {
                if let Ok((_, Some(mut sprite), _)) = sprites.get_mut(*e) {
                    sprite.image = image.clone();
                    sprite.custom_size = Some(*size);
                }
            }
            Effect::Show(e, show) => {
                if let Ok((_, _, Some(mut vis))) = sprites.get_mut(*e) {
                    *vis = if *show {
                        Visibility::Inherited
                    } else {
                        Visibility::Hidden
                    };
                }
            }
            Effect::Banner(text) => {
                banners.write(BannerMessage(text.clone()));
            }
        }
    }
}

fn ease(t: f32) -> f32 {
    // Smoothstep: soft start and landing.
    t * t * (3.0 - 2.0 * t)
}

fn play_animations(
    mut queue: ResMut<AnimationQueue>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut sprites: Query<(&mut Transform, Option<&mut Sprite>, Option<&mut Visibility>)>,
    mut sounds: MessageWriter<SoundCue>,
    mut banners: MessageWriter<BannerMessage>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut awake: ResMut<crate::app::idle::StayAwake>,
) {
    // A held board waits for a person: nothing plays, no frame is needed.
    if queue.active.is_none() && queue.steps.is_empty() {
        return;
    }
    redraw.write(RequestRedraw);
    awake.0 = true;
    let speed = settings.animation_speed.max(0.0);
    let instant = speed == 0.0;
    let mut budget = time.delta_secs() * speed;
    // Several short steps can finish within one frame; instant speed plays them all.
    loop {
        if queue.active.is_none() {
            let Some(step) = queue.steps.pop_front() else {
                return;
            };
            apply_effects(
                &step.on_start,
                &mut sprites,
                &mut sounds,
                &mut banners,
                instant,
            );
            let from = step
                .tweens
                .iter()
                .map(|t| {
                    sprites
                        .get(t.entity)
                        .map(|(tr, ..)| {
                            (
                                tr.translation,
                                tr.rotation.to_euler(EulerRot::XYZ).2,
                                tr.scale.x,
                            )
                        })
                        .unwrap_or((t.to, 0.0, 1.0))
                })
                .collect();
            queue.active = Some(Active {
                step,
                from,
                elapsed: 0.0,
            });
        }
        let active = queue.active.as_mut().expect("just set");
        let remaining = active.step.duration - active.elapsed;
        let advance = if instant {
            remaining
        } else {
            budget.min(remaining)
        };
        active.elapsed += advance;
        budget -= advance;
        let t = if active.step.duration <= 0.0 {
            1.0
        } else {
            (active.elapsed / active.step.duration).clamp(0.0, 1.0)
        };
        for (tween, (start, angle, scale)) in active.step.tweens.iter().zip(&active.from) {
            if let Ok((mut tr, ..)) = sprites.get_mut(tween.entity) {
                let k = ease(t);
                let mut pos = start.lerp(tween.to, k);
                pos.y += tween.arc * 4.0 * t * (1.0 - t);
                // Lift while in flight so the mover passes over what it jumps.
                if t < 1.0 {
                    pos.z = pos.z.max(tween.to.z) + 50.0;
                }
                tr.translation = pos;
                let turn =
                    angle + (tween.end_angle - angle) * k + tween.spin * std::f32::consts::TAU * k;
                tr.rotation = Quat::from_rotation_z(turn);
                if let Some(end) = tween.scale {
                    tr.scale = Vec3::splat(scale + (end - scale) * k);
                }
            }
        }
        if t >= 1.0 {
            let done = queue.active.take().expect("active");
            apply_effects(
                &done.step.on_end,
                &mut sprites,
                &mut sounds,
                &mut banners,
                instant,
            );
            continue;
        }
        if budget <= 0.0 {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::time::TimeUpdateStrategy;
    use std::time::Duration;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<RequestRedraw>()
            .insert_resource(Settings::default())
            .init_resource::<crate::app::idle::StayAwake>()
            .init_resource::<Presenting>()
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                100,
            )))
            .add_plugins(plugin);
        app
    }

    #[test]
    fn a_step_moves_its_entities_over_its_duration_then_fires_its_end_effects() {
        let mut app = app();
        let e = app.world_mut().spawn(Transform::default()).id();
        app.world_mut().resource_mut::<AnimationQueue>().push(Step {
            duration: 0.5,
            tweens: vec![Tween::hop(e, Vec3::new(10.0, 0.0, 0.0), 0.0)],
            on_start: vec![Effect::Sound(Sound::Hop)],
            on_end: vec![Effect::Sound(Sound::Land)],
        });
        let mut cues: Vec<Sound> = Vec::new();
        let mut frame = |app: &mut App| {
            app.update();
            cues.extend(
                app.world_mut()
                    .resource_mut::<Messages<SoundCue>>()
                    .drain()
                    .map(|c| c.0),
            );
        };
        frame(&mut app); // first frame: time starts
        assert!(app.world().resource::<AnimationQueue>().is_busy());
        for _ in 0..3 {
            frame(&mut app);
        }
        let x = app.world().get::<Transform>(e).unwrap().translation.x;
        assert!(x > 0.0 && x < 10.0, "mid-way: {x}");
        for _ in 0..5 {
            frame(&mut app);
        }
        assert!(!app.world().resource::<AnimationQueue>().is_busy());
        assert_eq!(
            app.world().get::<Transform>(e).unwrap().translation,
            Vec3::new(10.0, 0.0, 0.0)
        );
        assert_eq!(cues, [Sound::Hop, Sound::Land]);
    }

    #[test]
    fn instant_speed_plays_everything_in_one_frame() {
        let mut app = app();
        app.world_mut().resource_mut::<Settings>().animation_speed = 0.0;
        let e = app.world_mut().spawn(Transform::default()).id();
        for x in [1.0, 2.0, 3.0] {
            app.world_mut().resource_mut::<AnimationQueue>().push(Step {
                duration: 1.0,
                tweens: vec![Tween::hop(e, Vec3::new(x, 0.0, 0.0), 5.0)],
                ..default()
            });
        }
        app.update();
        assert!(!app.world().resource::<AnimationQueue>().is_busy());
        assert_eq!(app.world().get::<Transform>(e).unwrap().translation.x, 3.0);
    }
}
