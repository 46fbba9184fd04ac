//! A theme's pictures in use: one taken up in place of another on every sprite, and one
//! that failed told in words.

use super::manifest::Theme;
use crate::app::settings::Problems;
use crate::locale::Told;
use bevy::prelude::*;
use std::collections::HashMap;

/// A problem with a theme's picture, saying what the picture shows in words and its name
/// in `theme.ron` for whoever mends it ("one side's pieces (“piece.0” in its theme.ron)").
pub fn picture_problem(id: &'static str, theme: &str, role: &str) -> Told {
    Told::new(id)
        .text("theme", theme)
        .told("what", picture_kind(role))
        .text("role", role)
}

/// The message naming what a sprite role's picture shows.
fn picture_kind(role: &str) -> &'static str {
    let parts: Vec<&str> = role.split('.').collect();
    match parts.as_slice() {
        ["piece", _] | ["chisolo", "seed", _] => "picture-pieces",
        [_, "checker", _] | [_, "checker_edge", _] => "picture-pieces",
        ["stick", _] => "picture-stick",
        ["die", _] => "picture-die",
        ["table"] | [_, "board"] => "picture-board",
        ["highlight"] | ["selected"] => "picture-highlight",
        _ => "picture-part",
    }
}

/// Every sprite drawn with one of `old`'s pictures takes `new`'s of the same role.
pub fn swap_pictures(old: &Theme, new: &Theme, sprites: &mut Query<&mut Sprite>) {
    let by_old: HashMap<AssetId<Image>, Handle<Image>> = old
        .images
        .iter()
        .filter_map(|(role, handle)| Some((handle.id(), new.images.get(role)?.clone())))
        .collect();
    for mut sprite in sprites.iter_mut() {
        if let Some(replacement) = by_old.get(&sprite.image.id()) {
            sprite.image = replacement.clone();
        }
    }
}

/// A picture that failed to load and has since been put right (the desktop reloads a
/// changed file) replaces its stand-in, and its notice goes.
pub fn mend_pictures(
    theme: Option<ResMut<Theme>>,
    server: Res<AssetServer>,
    mut sprites: Query<&mut Sprite>,
    mut problems: ResMut<Problems>,
) {
    let Some(mut theme) = theme else {
        return;
    };
    if theme.broken.is_empty() {
        return;
    }
    let mended: Vec<(&'static str, Handle<Image>)> = theme
        .broken
        .iter()
        .filter(|(_, h)| server.is_loaded(h))
        .cloned()
        .collect();
    if mended.is_empty() {
        return;
    }
    let before = theme.clone();
    let theme = &mut *theme;
    for (role, handle) in mended {
        info!("theme: the picture of {role} now loads");
        theme.broken.retain(|(r, _)| *r != role);
        theme.images.insert(role, handle);
        let notice = picture_problem("theme-picture-failed", &theme.name, role);
        problems.theme.retain(|p| *p != notice);
    }
    swap_pictures(&before, theme, &mut sprites);
}
