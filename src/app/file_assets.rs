//! Assets read whole from one file (the theme's manifest, the languages' texts and fonts):
//! one loader for all of them, each type saying its extensions and how its bytes become it.

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;
use std::marker::PhantomData;

/// An asset made from a whole file's bytes.
pub trait FromFile: Asset + Sized {
    /// The file extensions it is loaded from.
    const EXTENSIONS: &'static [&'static str];
    fn from_bytes(bytes: Vec<u8>) -> Result<Self, BevyError>;
}

/// Loads any [`FromFile`] asset.
#[derive(TypePath)]
pub struct FileLoader<A>(PhantomData<A>);

impl<A> Default for FileLoader<A> {
    fn default() -> Self {
        FileLoader(PhantomData)
    }
}

impl<A: FromFile> AssetLoader for FileLoader<A> {
    type Asset = A;
    type Settings = ();
    type Error = BevyError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _ctx: &mut LoadContext<'_>,
    ) -> Result<A, BevyError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        A::from_bytes(bytes)
    }

    fn extensions(&self) -> &[&str] {
        A::EXTENSIONS
    }
}

/// Adds asset type `A` and its loader.
pub fn add_file_asset<A: FromFile>(app: &mut App) {
    app.init_asset::<A>().init_asset_loader::<FileLoader<A>>();
}
