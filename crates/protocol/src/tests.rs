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
                verifiable: Some(true),
            },
        },
        Join {
            code: code(),
            seat: Some(1),
            name: "Mina".into(),
            seed: 0x0123_4567_89ab_cdef,
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
        Resign,
        Rematch { seed: 99 },
        Claim,
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
        Room(Box::new(RoomView {
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
            end: None,
            dice: Some(DiceProof {
                commitment: DiceSecret::from_bytes([7; 32]).commitment(),
                contributions: vec![5, 0],
                secret: None,
            }),
            round: 1,
        })),
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
            end: MatchEnd {
                outcome: Outcome::win(SeatSet::single(Seat(1)), 2),
                ending: Ending::Played,
            },
            dice: None,
        },
        Ended {
            end: MatchEnd {
                outcome: Outcome::win(SeatSet::single(Seat(0)), 1),
                ending: Ending::Claimed { away: vec![1] },
            },
            dice: Some(DiceProof {
                commitment: DiceSecret::from_bytes([7; 32]).commitment(),
                contributions: vec![5, 0],
                secret: Some(DiceSecret::from_bytes([7; 32])),
            }),
        },
        RematchAsked { by: 1 },
        Away { seats: vec![0] },
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
            name: "Ali".into(),
            seed: 0,
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

mod dice {
    use crate::{DiceProof, DiceSecret, OnlineRecord, VerifyError, verify};
    use tabula_core::{Agent, Game, RandomAgent, Rng64, ToMove};
    use tabula_table::{ChanceFrom, MatchSetup, SavedMatch, SeatKind, first_state};
    use tabula_yut::Yut;

    #[test]
    fn the_commitment_is_the_secrets_sha256() {
        // SHA-256 of 32 zero bytes, as `sha256sum` gives it.
        assert_eq!(
            DiceSecret::from_bytes([0; 32]).commitment(),
            "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
        );
        let secret = DiceSecret::from_bytes([3; 32]);
        assert_eq!(DiceSecret::parse(&secret.to_string()), Ok(secret));
        assert_eq!(format!("{secret:?}"), "DiceSecret(…)");
    }

    #[test]
    fn every_part_of_the_derivation_changes_the_seed() {
        let secret = DiceSecret::from_bytes([3; 32]);
        let seed = secret.throw_seed(&[1, 2], 5);
        assert_eq!(seed, secret.throw_seed(&[1, 2], 5));
        assert_ne!(seed, secret.throw_seed(&[1, 2], 6));
        assert_ne!(seed, secret.throw_seed(&[2, 1], 5));
        assert_ne!(seed, DiceSecret::from_bytes([4; 32]).throw_seed(&[1, 2], 5));
    }

    /// A whole match of Yut (sticks thrown every turn) with its throws drawn as the
    /// server draws them.
    fn played(secret: DiceSecret, contributions: &[u64]) -> OnlineRecord {
        let setup = MatchSetup {
            game: Yut::NAME.into(),
            seats: vec![SeatKind::Remote; 2],
            seed: 0,
            chance: ChanceFrom::Authority,
            ..MatchSetup::default()
        };
        let mut state: Yut = first_state(&setup).unwrap();
        let mut actions = Vec::new();
        let mut rng = Rng64::new(11);
        let (mut legal, mut events) = (Vec::new(), Vec::new());
        loop {
            let action = match state.to_move() {
                ToMove::Over(_) => break,
                ToMove::Chance => secret.draw(&state, contributions, actions.len()).unwrap(),
                ToMove::Seat(_) => {
                    legal.clear();
                    state.legal_actions(&mut legal);
                    legal[RandomAgent.choose(&state, &legal, &mut rng)]
                }
            };
            state.apply(&action, &mut events).unwrap();
            actions.push(action.to_string());
        }
        OnlineRecord {
            saved: SavedMatch::new(setup, actions),
            end: None,
            dice: Some(DiceProof {
                commitment: secret.commitment(),
                contributions: contributions.to_vec(),
                secret: Some(secret),
            }),
        }
    }

    #[test]
    fn an_honest_record_passes_and_a_changed_throw_is_named() {
        let secret = DiceSecret::from_bytes([9; 32]);
        let record = played(secret, &[17, 23]);
        let throws = verify::<Yut>(&record).expect("honest dice");
        assert!(throws > 10, "{throws} throws");

        // Change the first throw for another outcome: the record names it.
        let mut state: Yut = first_state(&record.saved.setup).unwrap();
        let mut events = Vec::new();
        let mut changed = record.clone();
        for (i, text) in record.saved.actions.iter().enumerate() {
            if state.to_move() == ToMove::Chance {
                let mut outcomes = Vec::new();
                state.chance_outcomes(&mut outcomes);
                let other = outcomes
                    .iter()
                    .map(|(a, _)| a.to_string())
                    .find(|a| a != text)
                    .expect("a throw has more than one outcome");
                changed.saved.actions[i] = other.clone();
                assert_eq!(
                    verify::<Yut>(&changed),
                    Err(VerifyError::Throw {
                        number: i + 1,
                        recorded: other,
                        drawn: text.clone(),
                    })
                );
                break;
            }
            state.apply(&text.parse().unwrap(), &mut events).unwrap();
        }

        // Other contributions give other throws.
        let mut others = record.clone();
        others.dice.as_mut().unwrap().contributions = vec![17, 24];
        assert!(matches!(
            verify::<Yut>(&others),
            Err(VerifyError::Throw { .. })
        ));
    }

    #[test]
    fn a_secret_unrevealed_or_not_committed_to_is_refused() {
        let record = played(DiceSecret::from_bytes([9; 32]), &[1, 2]);
        let mut hidden = record.clone();
        hidden.dice.as_mut().unwrap().secret = None;
        assert_eq!(verify::<Yut>(&hidden), Err(VerifyError::NotRevealed));
        let mut swapped = record.clone();
        swapped.dice.as_mut().unwrap().secret = Some(DiceSecret::from_bytes([8; 32]));
        assert!(matches!(
            verify::<Yut>(&swapped),
            Err(VerifyError::Commitment { .. })
        ));
        let mut none = record;
        none.dice = None;
        assert_eq!(verify::<Yut>(&none), Err(VerifyError::NotVerifiable));
    }
}
