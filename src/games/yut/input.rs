//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match requests.

use super::*;

pub(super) fn legal(m: &Match<Yut>) -> Vec<YutAction> {
    let mut out = Vec::new();
    m.state.legal_actions(&mut out);
    out
}

pub(super) fn start_of(a: &YutAction) -> Option<Start> {
    match a {
        YutAction::Move { from, .. } => Some(*from),
        _ => None,
    }
}

pub(super) fn on_piece_click(
    click: On<Pointer<Click>>,
    pieces: Query<&PieceSprite>,
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    mut selection: ResMut<Selection>,
    mut wrong: MessageWriter<WrongClick>,
) {
    let Ok(piece) = pieces.get(click.entity) else {
        return;
    };
    let mover = match may_click(&m, &*queue) {
        Ok(mover) => mover,
        Err(why) => {
            wrong.write_batch(why);
            return;
        }
    };
    let owner = m
        .state
        .pieces()
        .find(|(id, ..)| *id == piece.0)
        .map(|(_, s, _)| s);
    if owner.is_some_and(|s| m.state.side_of(s) != m.state.side_of(mover)) {
        wrong.write(WrongClick::NotYours(mover));
        return;
    }
    let start = match m.state.place(piece.0) {
        Place::Waiting => Start::New,
        place => match place.station() {
            Some(st) => Start::At(st),
            None => {
                wrong.write(WrongClick::NoMove);
                return;
            }
        },
    };
    if legal(&m).iter().any(|a| start_of(a) == Some(start)) {
        selection.from = Some(start);
        selection.cursor = None;
        selection.dirty = true;
    } else {
        wrong.write(WrongClick::NoMove);
    }
}

pub(super) fn keyboard_input(
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
    if !m.person_to_move(&*queue) {
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
