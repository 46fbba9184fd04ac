//! The sprite roles a theme fills: the shared ones here, each game's in its own folder
//! (its view registers them), each with the plain picture drawn when a theme lacks it.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// A picture the game asks a theme for, by its name in `theme.ron`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpriteRole {
    pub name: &'static str,
    /// What stands in for it when the theme has none (or a broken one).
    pub fallback: Fallback,
}

/// A plain built-in picture: a shape of one colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fallback {
    /// Width and height in pixels.
    pub size: (u32, u32),
    pub tint: Tint,
    pub shape: Shape,
}

/// A fallback's colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tint {
    /// A fixed colour (sRGB, 0 to 1).
    Rgb(f32, f32, f32),
    /// The theme's colour of a side.
    Side(usize),
    /// A side's colour mixed with white.
    PaleSide(usize),
}

/// A fallback's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Square,
    Disc,
    Ring,
}

impl SpriteRole {
    pub const fn new(name: &'static str, size: (u32, u32), tint: Tint, shape: Shape) -> Self {
        SpriteRole {
            name,
            fallback: Fallback { size, tint, shape },
        }
    }

    /// A role whose stand-in is a disc of `tint`, `size` pixels.
    pub const fn disc(name: &'static str, size: (u32, u32), tint: Tint) -> Self {
        SpriteRole::new(name, size, tint, Shape::Disc)
    }

    /// A role whose stand-in is a rectangle of `tint`, `size` pixels.
    pub const fn square(name: &'static str, size: (u32, u32), tint: Tint) -> Self {
        SpriteRole::new(name, size, tint, Shape::Square)
    }
}

const SQUARE: (u32, u32) = (64, 64);
const STICK: (u32, u32) = (16, 64);
const DIE: Tint = Tint::Rgb(0.95, 0.93, 0.86);

/// The roles every game may use: the table, pieces in the side colours, sticks, dice and
/// highlight rings.
pub const SHARED_SPRITES: &[SpriteRole] = &[
    SpriteRole::new("table", SQUARE, Tint::Rgb(0.45, 0.3, 0.18), Shape::Square),
    SpriteRole::new("piece.0", SQUARE, Tint::Side(0), Shape::Disc),
    SpriteRole::new("piece.1", SQUARE, Tint::Side(1), Shape::Disc),
    SpriteRole::new("piece.2", SQUARE, Tint::Side(2), Shape::Disc),
    SpriteRole::new("piece.3", SQUARE, Tint::Side(3), Shape::Disc),
    SpriteRole::new(
        "stick.flat",
        STICK,
        Tint::Rgb(0.92, 0.82, 0.6),
        Shape::Square,
    ),
    SpriteRole::new(
        "stick.round",
        STICK,
        Tint::Rgb(0.5, 0.32, 0.18),
        Shape::Square,
    ),
    SpriteRole::new(
        "stick.flat_marked",
        STICK,
        Tint::Rgb(0.92, 0.82, 0.6),
        Shape::Square,
    ),
    SpriteRole::new(
        "stick.round_marked",
        STICK,
        Tint::Rgb(0.5, 0.32, 0.18),
        Shape::Square,
    ),
    SpriteRole::new("die.1", SQUARE, DIE, Shape::Square),
    SpriteRole::new("die.2", SQUARE, DIE, Shape::Square),
    SpriteRole::new("die.3", SQUARE, DIE, Shape::Square),
    SpriteRole::new("die.4", SQUARE, DIE, Shape::Square),
    SpriteRole::new("die.5", SQUARE, DIE, Shape::Square),
    SpriteRole::new("die.6", SQUARE, DIE, Shape::Square),
    SpriteRole::new("highlight", SQUARE, Tint::Rgb(1.0, 0.85, 0.3), Shape::Ring),
    SpriteRole::new("selected", SQUARE, Tint::Rgb(1.0, 1.0, 1.0), Shape::Ring),
    // The theme's own picture, beside its name in the settings' theme chooser.
    SpriteRole::new("icon", SQUARE, Tint::Rgb(0.45, 0.3, 0.18), Shape::Disc),
];

/// Every role the app's games use: the shared ones and those the views registered.
#[derive(Resource, Clone, Debug)]
pub struct SpriteRoles(pub Vec<SpriteRole>);

impl Default for SpriteRoles {
    fn default() -> Self {
        SpriteRoles(SHARED_SPRITES.to_vec())
    }
}

/// Adds a game's roles to those a theme must fill.
pub fn register_sprites(app: &mut App, roles: &[SpriteRole]) {
    let world = app.world_mut();
    let mut all = world.get_resource_or_init::<SpriteRoles>();
    for role in roles {
        if !all.0.iter().any(|r| r.name == role.name) {
            all.0.push(*role);
        }
    }
}

/// The built-in picture of a role, in the given side colours.
pub fn fallback_image(role: &SpriteRole, colours: &[Color; 4]) -> Image {
    let Fallback { size, tint, shape } = role.fallback;
    let (w, h) = size;
    let colour: Srgba = match tint {
        Tint::Rgb(r, g, b) => Srgba::rgb(r, g, b),
        Tint::Side(i) => colours[i % 4].to_srgba(),
        Tint::PaleSide(i) => colours[i % 4].to_srgba().mix(&Srgba::WHITE, 0.4),
    };
    let c = colour.to_u8_array();
    let mut data = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let (dx, dy) = (
                (x as f32 + 0.5) / w as f32 * 2.0 - 1.0,
                (y as f32 + 0.5) / h as f32 * 2.0 - 1.0,
            );
            let r = (dx * dx + dy * dy).sqrt();
            let inside = match shape {
                Shape::Square => true,
                Shape::Disc => r <= 0.95,
                Shape::Ring => (0.75..=0.95).contains(&r),
            };
            data.extend_from_slice(&[c[0], c[1], c[2], if inside { 255 } else { 0 }]);
        }
    }
    Image::new(
        Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fallbacks_are_drawn_in_their_shape() {
        let colours = [Color::srgb(1.0, 0.0, 0.0); 4];
        for role in SHARED_SPRITES {
            let image = fallback_image(role, &colours);
            assert_eq!(
                (image.width(), image.height()),
                role.fallback.size,
                "{}",
                role.name
            );
            let data = image.data.as_ref().expect("pixels");
            let centre = ((image.height() / 2 * image.width() + image.width() / 2) * 4) as usize;
            let opaque_centre = data[centre + 3] == 255;
            assert_eq!(
                opaque_centre,
                role.fallback.shape != Shape::Ring,
                "{}",
                role.name
            );
        }
    }

    #[test]
    fn registering_adds_each_role_once() {
        let mut app = App::new();
        let board = SpriteRole::new("game.board", (8, 8), Tint::Side(1), Shape::Square);
        register_sprites(&mut app, &[board, board]);
        let roles = &app.world().resource::<SpriteRoles>().0;
        assert_eq!(roles.len(), SHARED_SPRITES.len() + 1);
        assert!(roles.contains(&board));
    }
}
