//! The game's command line: `tabula --demo yut --seed 7 --exit-on-end [--speed N]
//! [--screenshot PATH] [--level easy|medium|hard] [--seats N]` plays a computer-only match;
//! `--list-games` prints each game's name and demo seats, for scripts; `--check-theme
//! NAME|DIR` lists what is wrong with a theme; `--tour DIR` takes the checks' pictures;
//! `--online-computer CODE [--server ADDR] [--name NAME] [--level L]` lets the computer
//! play a seat in an online room with no window.

use crate::Launch;
use crate::dev::demo::DemoOptions;
use crate::dev::online_computer::OnlineComputer;
use crate::session::registry::GameRefused;
use tabula_protocol::RoomCode;
use tabula_table::{Level, UnknownLevel};

/// The usage line, naming the games the registry holds.
pub fn usage() -> String {
    let games: Vec<&str> = crate::games::all().0.iter().map(|g| g.name()).collect();
    format!(
        "usage: tabula [--theme NAME] [--tour DIR] [--list-games] [--check-theme NAME|DIR] [--demo {} [--seed S] [--seats N] [--level easy|medium|hard] [--speed X] [--exit-on-end] [--screenshot PATH] [--snapshot ACTIONS:PATH]...] [--online-computer CODE [--server ADDR] [--name NAME] [--level easy|medium|hard]]",
        games.join("|")
    )
}

/// What `--list-games` prints: a line per game, its name and the seats of its demo.
pub fn game_list() -> String {
    crate::games::all()
        .0
        .iter()
        .map(|g| format!("{} {}\n", g.name(), g.demo_seats()))
        .collect()
}

/// Why the command line was refused (exit status 2, with the usage where it helps).
#[derive(Debug, thiserror::Error)]
pub enum ArgError {
    #[error("{}", usage())]
    Help,
    #[error("{0} needs a value")]
    NoValue(String),
    #[error("{flag} takes a number, not {value:?}")]
    NotANumber { flag: String, value: String },
    #[error("--snapshot takes ACTIONS:PATH, not {0:?}")]
    Snapshot(String),
    #[error("{0} goes with --demo")]
    WithoutDemo(String),
    #[error("{0} goes with --online-computer")]
    WithoutRoom(String),
    #[error("--online-computer goes alone, without --demo or --tour")]
    DemoAndRoom,
    #[error("--online-computer takes a room's code of six letters, not {0:?}")]
    Code(String),
    #[error("--demo: {0}")]
    Game(#[from] GameRefused),
    #[error(transparent)]
    Level(#[from] UnknownLevel),
    #[error("unknown argument {argument:?}\n{usage}", usage = usage())]
    Unknown { argument: String },
}

/// What the command line asks for.
pub enum Start {
    Game(Launch),
    ListGames,
    CheckTheme(String),
    OnlineComputer(OnlineComputer),
}

/// Reads the command line (without the program's name).
pub fn parse(args: &[String]) -> Result<Start, ArgError> {
    let mut launch = Launch::default();
    let mut demo: Option<DemoOptions> = None;
    let mut online: Option<OnlineComputer> = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| ArgError::NoValue(arg.clone()))
        };
        let not_a_number = |value: String| ArgError::NotANumber {
            flag: arg.clone(),
            value,
        };
        let number =
            |v: String| -> Result<u64, ArgError> { v.parse().map_err(|_| not_a_number(v)) };
        match arg.as_str() {
            "--help" | "-h" => return Err(ArgError::Help),
            "--list-games" => return Ok(Start::ListGames),
            "--check-theme" => return Ok(Start::CheckTheme(value()?)),
            "--theme" => launch.theme = Some(value()?),
            "--tour" => launch.tour = Some(value()?.into()),
            "--demo" => {
                let game = value()?;
                crate::games::all().find(&game)?;
                demo = Some(DemoOptions {
                    game,
                    ..DemoOptions::default()
                });
            }
            "--online-computer" => {
                let v = value()?;
                let code = RoomCode::parse(&v).map_err(|_| ArgError::Code(v))?;
                online = Some(OnlineComputer::new(code));
            }
            flag @ ("--server" | "--name") => {
                let o = online
                    .as_mut()
                    .ok_or_else(|| ArgError::WithoutRoom(flag.to_string()))?;
                match flag {
                    "--server" => o.server = Some(value()?),
                    _ => o.name = value()?,
                }
            }
            "--level" if online.is_some() => {
                if let Some(o) = online.as_mut() {
                    o.level = value()?.parse::<Level>()?;
                }
            }
            flag @ ("--seed" | "--seats" | "--level" | "--speed" | "--screenshot"
            | "--snapshot" | "--exit-on-end") => {
                let d = demo
                    .as_mut()
                    .ok_or_else(|| ArgError::WithoutDemo(flag.to_string()))?;
                match flag {
                    "--seed" => d.seed = number(value()?)?,
                    "--seats" => d.seats = Some(number(value()?)? as usize),
                    "--level" => d.level = value()?.parse::<Level>()?,
                    "--speed" => {
                        let v = value()?;
                        d.speed = v.parse().map_err(|_| not_a_number(v))?;
                    }
                    "--screenshot" => d.screenshot = Some(value()?.into()),
                    "--snapshot" => {
                        let v = value()?;
                        let (n, path) = v
                            .split_once(':')
                            .ok_or_else(|| ArgError::Snapshot(v.clone()))?;
                        let n = number(n.to_string())? as usize;
                        d.snapshots.push((n, path.into()));
                    }
                    _ => d.exit_on_end = true,
                }
            }
            other => {
                return Err(ArgError::Unknown {
                    argument: other.to_string(),
                });
            }
        }
    }
    if let Some(online) = online {
        if demo.is_some() || launch.tour.is_some() {
            return Err(ArgError::DemoAndRoom);
        }
        return Ok(Start::OnlineComputer(online));
    }
    launch.demo = demo;
    Ok(Start::Game(launch))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn a_demo_line_is_read_whole() {
        let Ok(Start::Game(launch)) = parse(&args(
            "--theme ink --demo yut --seed 7 --seats 3 --level hard --speed 2.5 --exit-on-end --snapshot 12:mid.png",
        )) else {
            panic!("a good line is read");
        };
        assert_eq!(launch.theme.as_deref(), Some("ink"));
        let demo = launch.demo.expect("a demo");
        assert_eq!(
            (demo.game.as_str(), demo.seed, demo.seats),
            ("yut", 7, Some(3))
        );
        assert_eq!(demo.speed, 2.5);
        assert!(demo.exit_on_end);
        assert_eq!(demo.snapshots, vec![(12, "mid.png".into())]);
        assert!(matches!(parse(&args("--list-games")), Ok(Start::ListGames)));
        let Ok(Start::OnlineComputer(online)) = parse(&args(
            "--online-computer abcdef --server 127.0.0.1:9 --name Cy --level medium",
        )) else {
            panic!("an online line is read");
        };
        assert_eq!(online.code, RoomCode::parse("ABCDEF").unwrap());
        assert_eq!(
            (online.server.as_deref(), online.name.as_str(), online.level),
            (Some("127.0.0.1:9"), "Cy", Level::Medium)
        );
    }

    #[test]
    fn a_wrong_line_is_refused_saying_why() {
        let refused = |line: &str| parse(&args(line)).err().expect("refused");
        assert!(matches!(refused("--seed 3"), ArgError::WithoutDemo(f) if f == "--seed"));
        assert!(matches!(refused("--demo"), ArgError::NoValue(f) if f == "--demo"));
        assert!(matches!(refused("--demo chess"), ArgError::Game(_)));
        assert!(matches!(
            refused("--demo yut --seed seven"),
            ArgError::NotANumber { flag, value } if flag == "--seed" && value == "seven"
        ));
        assert!(matches!(
            refused("--demo yut --level expert"),
            ArgError::Level(_)
        ));
        assert!(matches!(
            refused("--demo yut --snapshot mid.png"),
            ArgError::Snapshot(_)
        ));
        assert!(matches!(refused("--name Cy"), ArgError::WithoutRoom(f) if f == "--name"));
        assert!(matches!(refused("--online-computer ab1"), ArgError::Code(c) if c == "ab1"));
        assert!(matches!(
            refused("--demo yut --online-computer ABCDEF"),
            ArgError::DemoAndRoom
        ));
        let unknown = refused("--fast");
        assert!(matches!(&unknown, ArgError::Unknown { argument } if argument == "--fast"));
        // The usage comes with it, naming every game.
        assert!(unknown.to_string().contains("--demo yut|"), "{unknown}");
    }
}
