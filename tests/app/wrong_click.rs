//! A click the board cannot take is answered in the panel, in words, and the answer goes
//! once a move is played.

use crate::common;
use common::click;

use bevy::prelude::*;

use tabula::board::wrong_click::{WrongClick, words};
use tabula::games::yut::PieceSprite;
use tabula::locale::Texts;
use tabula::session::match_flow::{Match, MatchRequest, Presenting};
use tabula::theme::SeatNames;
use tabula::ui::panel::HudInfo;
use tabula_core::{Game, Seat, ToMove};
use tabula_table::{MatchSetup, SeatKind};
use tabula_yut::{Phase, Yut};

/// The sprite of a seat's first piece.
fn piece_of(app: &mut App, seat: Seat) -> Entity {
    let id = {
        let m = app.world().resource::<Match<Yut>>();
        m.state
            .pieces()
            .find(|(_, owner, _)| *owner == seat)
            .map(|(id, ..)| id)
            .expect("every seat has pieces")
    };
    let mut q = app.world_mut().query::<(Entity, &PieceSprite)>();
    q.iter(app.world())
        .find(|(_, p)| p.0 == id)
        .map(|(e, _)| e)
        .expect("every piece has a sprite")
}

fn answer(app: &App) -> Option<String> {
    app.world()
        .resource::<HudInfo>()
        .why_not
        .as_ref()
        .map(|w| w.text.clone())
}

fn expected(app: &App, wrong: WrongClick) -> String {
    let hud = app.world().resource::<HudInfo>();
    words(
        wrong,
        app.world().resource::<SeatNames>(),
        &hud.throw_label,
        app.world().resource::<Texts>(),
    )
}

fn yut(app: &App) -> &Yut {
    &app.world().resource::<Match<Yut>>().state
}

fn settled(app: &mut App) {
    for _ in 0..40 {
        app.update();
        if !app.world().resource::<Presenting>().is_busy() {
            return;
        }
    }
    panic!("the board did not settle");
}

#[test]
fn a_click_the_board_cannot_take_says_why_and_a_move_clears_it() {
    let setup = MatchSetup {
        seats: vec![SeatKind::Person, SeatKind::Person],
        seed: 7,
        ..MatchSetup::default()
    };
    let mut app = common::headless_app("wrong-click", common::instant(), setup);
    common::start::<Yut>(&mut app);
    // The lot drawn, a person to throw.
    for _ in 0..40 {
        settled(&mut app);
        if yut(&app).phase() == Phase::Throwing && yut(&app).to_move() == ToMove::Chance {
            break;
        }
    }
    assert_eq!(yut(&app).phase(), Phase::Throwing);
    let thrower = yut(&app).turn();
    assert!(answer(&app).is_none(), "nothing said before any click");

    // A piece before the throw: throw first, in the button's own words.
    let mine = piece_of(&mut app, thrower);
    click(&mut app, mine, None);
    let said = answer(&app).expect("a click before the throw is answered");
    assert_eq!(said, expected(&app, WrongClick::ThrowFirst));
    let button = app.world().resource::<HudInfo>().throw_label.clone();
    assert!(!button.is_empty() && said.contains(&button), "{said}");
    assert_eq!(
        yut(&app).phase(),
        Phase::Throwing,
        "the click changed nothing"
    );

    // Thrown: the other side's piece is not the mover's to move.
    while yut(&app).to_move() == ToMove::Chance {
        app.world_mut().write_message(MatchRequest::<Yut>::Chance);
        settled(&mut app);
    }
    let ToMove::Seat(mover) = yut(&app).to_move() else {
        panic!("a seat moves after its throws");
    };
    let other = Seat(1 - mover.0);
    let theirs = piece_of(&mut app, other);
    click(&mut app, theirs, None);
    assert_eq!(
        answer(&app).as_deref(),
        Some(expected(&app, WrongClick::NotYours(mover)).as_str())
    );
    assert!(
        answer(&app)
            .unwrap()
            .contains(app.world().resource::<SeatNames>().of(mover)),
        "the answer names who is to move"
    );

    // A move played: the answer goes.
    let action = {
        let mut legal = Vec::new();
        yut(&app).legal_actions(&mut legal);
        legal[0]
    };
    app.world_mut()
        .write_message(MatchRequest::<Yut>::Play(action));
    settled(&mut app);
    app.update();
    assert!(
        answer(&app).is_none(),
        "the answer outlived the move: {:?}",
        answer(&app)
    );
}
