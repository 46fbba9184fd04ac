use super::*;
use tabula_core::{Illegal, Outcome, Seat, SeatSet};
use tabula_table::{Level, MatchSetup, Refusal};

fn code() -> RoomCode {
    RoomCode::parse("K7QX3M").unwrap()
}

fn token() -> SeatToken {
    SeatToken::from_bytes(*b"0123456789abcdef")
}

fn every_client_message() -> Vec<ClientMessage> {
    use ClientMessage::*;
    vec![
        Hello {
            client: "tabula 0.1".into(),
        },
        CreateRoom {
            room: RoomSetup {
                game: "backgammon".into(),
                preset: "money-cube".into(),
                options: vec![("cube".into(), "off".into())],
                seats: vec![SeatPlan::Person, SeatPlan::Computer(Level::Hard)],
                take_backs: false,
            },
        },
        Join {
            code: code(),
            seat: Some(1),
            name: "Mina".into(),
        },
        Watch { code: code() },
        Return {
            code: code(),
            token: token(),
            seen: 12,
        },
        Act {
            action: "24/18 13/11".into(),
            seen: 3,
        },
        Throw { seen: 4 },
        AskTakeBack,
        AnswerTakeBack { agree: true },
        Chat {
            text: "잘 했어요".into(),
        },
        Leave,
        Ping { nonce: 7 },
    ]
}

fn every_server_message() -> Vec<ServerMessage> {
    use ServerMessage::*;
    let setup = MatchSetup::default().for_a_player_elsewhere();
    vec![
        Welcome {
            server: "tabula-server 0.1".into(),
        },
        Created { code: code() },
        Room(RoomView {
            code: code(),
            setup,
            seats: vec![
                SeatView {
                    plan: SeatPlan::Person,
                    name: Some("Mina".into()),
                    online: false,
                },
                SeatView {
                    plan: SeatPlan::Computer(Level::Easy),
                    name: None,
                    online: true,
                },
            ],
            actions: vec!["first:0".into(), "roll:6".into()],
            version: 2,
            you: Some(0),
        }),
        Seated {
            seat: 0,
            token: token(),
        },
        Accepted {
            version: 3,
            action: "roll:6".into(),
            by: Actor::Chance,
        },
        Accepted {
            version: 4,
            action: "home-h1".into(),
            by: Actor::Seat(0),
        },
        Refused {
            refusal: Refusal::Rules(Illegal::new("no such move")),
        },
        Refused {
            refusal: Refusal::ThrowFirst,
        },
        Rejected {
            error: RequestError::Stale { now: 9 },
        },
        Rejected {
            error: RequestError::Notation("13/99".into()),
        },
        TakeBackAsked { by: 1 },
        TakenBack {
            version: 10,
            actions: 6,
        },
        TakeBackDeclined { by: 0 },
        Chat {
            from: "Mina".into(),
            seat: None,
            text: "gg".into(),
        },
        Presence {
            seat: 1,
            online: false,
        },
        Ended {
            outcome: Outcome::win(SeatSet::single(Seat(1)), 2),
        },
        Pong { nonce: 7 },
        Goodbye {
            reason: "bye".into(),
        },
    ]
}

#[test]
fn every_message_reads_back_as_it_was_sent() {
    for m in every_client_message() {
        assert_eq!(decode_client(&encode(&m)), Ok(m));
    }
    for m in every_server_message() {
        assert_eq!(decode_server(&encode(&m)), Ok(m));
    }
}

/// The wire format, spelt out: a change to it is a new protocol version.
#[test]
fn frames_look_as_documented() {
    let act = ClientMessage::Act {
        action: "24/18 13/11".into(),
        seen: 3,
    };
    assert_eq!(
        encode(&act),
        r#"{"v":1,"msg":{"type":"act","action":"24/18 13/11","seen":3}}"#
    );
    let accepted = ServerMessage::Accepted {
        version: 4,
        action: "roll 3-1".into(),
        by: Actor::Seat(1),
    };
    assert_eq!(
        encode(&accepted),
        r#"{"v":1,"msg":{"type":"accepted","version":4,"action":"roll 3-1","by":{"seat":1}}}"#
    );
    let joined =
        decode_client(r#"{"v":1,"msg":{"type":"join","code":"k7qx3m","seat":null,"name":"Ali"}}"#);
    assert_eq!(
        joined,
        Ok(ClientMessage::Join {
            code: code(),
            seat: None,
            name: "Ali".into()
        })
    );
}

#[test]
fn another_version_is_named_whatever_its_message() {
    let future = r#"{"v":2,"msg":{"type":"teleport","to":"mars"}}"#;
    assert_eq!(
        decode_client(future),
        Err(DecodeError::OtherVersion { theirs: 2 })
    );
    assert_eq!(
        decode_server(r#"{"v":0}"#),
        Err(DecodeError::OtherVersion { theirs: 0 })
    );
    let words = DecodeError::OtherVersion { theirs: 2 }.to_string();
    assert!(words.contains('2') && words.contains('1'), "{words}");
}

#[test]
fn garbage_is_refused_with_a_reason() {
    for bad in [
        "",
        "not json",
        "[1,2]",
        r#"{"msg":{"type":"ping","nonce":1}}"#,
        r#"{"v":"1","msg":{"type":"ping","nonce":1}}"#,
        r#"{"v":1,"msg":{"type":"teleport"}}"#,
        r#"{"v":1,"msg":{"type":"ping"}}"#,
        r#"{"v":1,"msg":{"type":"ping","nonce":-1}}"#,
        r#"{"v":1,"msg":{"type":"watch","code":"OOOOOO"}}"#,
        r#"{"v":1,"msg":{"type":"return","code":"K7QX3M","token":"xyz","seen":1}}"#,
    ] {
        assert!(
            matches!(decode_client(bad), Err(DecodeError::Malformed(_))),
            "{bad:?} gave {:?}",
            decode_client(bad)
        );
    }
    // A server's message is not a client's.
    let welcome = encode(&ServerMessage::Pong { nonce: 1 });
    assert!(matches!(
        decode_client(&welcome),
        Err(DecodeError::Malformed(_))
    ));
}

#[test]
fn a_frame_over_the_limit_is_not_read() {
    let text = "x".repeat(MAX_CHAT_CHARS);
    let chat = encode(&ClientMessage::Chat { text });
    assert!(decode_client(&chat).is_ok());
    let huge = format!(
        r#"{{"v":1,"msg":{{"type":"chat","text":"{}"}}}}"#,
        "x".repeat(MAX_FRAME_BYTES)
    );
    assert_eq!(
        decode_client(&huge),
        Err(DecodeError::TooLarge {
            size: huge.len(),
            limit: MAX_FRAME_BYTES
        })
    );
    // The server's frames may be larger: a room whole with a long match.
    assert!(matches!(
        decode_server(&huge),
        Err(DecodeError::Malformed(_))
    ));
}

#[test]
fn invite_codes_use_no_look_alike_letters() {
    for look_alike in b"0O1IL" {
        assert!(!ROOM_CODE_ALPHABET.contains(look_alike));
    }
    let mut seen = std::collections::BTreeSet::new();
    for n in (0..2_000u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15)) {
        let c = RoomCode::from_number(n);
        assert_eq!(RoomCode::parse(c.as_str()), Ok(c));
        assert_eq!(RoomCode::parse(&c.as_str().to_lowercase()), Ok(c));
        seen.insert(c);
    }
    assert!(seen.len() > 1_990, "only {} codes of 2,000", seen.len());
    assert_eq!(RoomCode::parse(" k7qx3m "), Ok(code()));
    assert_eq!(RoomCode::parse("K7QX3"), Err(CodeError::CodeLength(5)));
    assert_eq!(RoomCode::parse("K7QX3O"), Err(CodeError::CodeLetter('O')));
    assert_eq!(RoomCode::parse("K7QX3é"), Err(CodeError::CodeLetter('é')));
    assert_eq!(
        code().link("https://play.example/"),
        "https://play.example/?join=K7QX3M"
    );
}

#[test]
fn a_seat_token_reads_back_and_stays_out_of_logs() {
    let t = token();
    let text = t.to_string();
    assert_eq!(text.len(), 32);
    assert_eq!(SeatToken::parse(&text), Ok(t));
    assert!(!format!("{t:?}").contains(&text[..8]));
    let debug = format!("{:?}", every_client_message()[4]);
    assert!(!debug.contains(&text), "{debug}");
    for bad in ["", "00", &"g".repeat(32), &"0".repeat(33), &"é".repeat(16)] {
        assert_eq!(SeatToken::parse(bad), Err(CodeError::Token), "{bad:?}");
    }
}
