//! Game-agnostic presentation on the board: the animation queue, sound cues, labels
//! painted at entities, the last move's marks, the keyboard cursor the views share, and
//! the sketch of a board the gallery shows, and the answer to a click the board cannot take.

pub mod animation;
pub mod audio;
pub mod cursor;
pub mod highlight;
pub mod labels;
pub mod last_move;
pub mod sketch;
pub mod targets;
pub mod view;
pub mod wrong_click;
