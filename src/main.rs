//! `tabula`: the game. `tabula --demo yut --seed 7 --exit-on-end [--speed N]
//! [--screenshot PATH] [--level easy|medium|hard] [--seats N]` plays a computer-only match;
//! `tabula --list-games` prints each game's name and demo seats, for scripts;
//! `tabula --check-theme NAME|DIR` lists what is wrong with a theme (exit 1 if anything).

use bevy::prelude::*;
use std::process::ExitCode;
use tabula::dev::demo::DemoOptions;
use tabula::{Launch, game_app};
use tabula_table::UnknownLevel;

/// The usage line, naming the games the registry holds.
fn usage() -> String {
    let games: Vec<&str> = tabula::games::all().0.iter().map(|g| g.name()).collect();
    format!(
        "usage: tabula [--theme NAME] [--tour DIR] [--list-games] [--check-theme NAME|DIR] [--demo {} [--seed S] [--seats N] [--level easy|medium|hard] [--speed X] [--exit-on-end] [--screenshot PATH] [--snapshot ACTIONS:PATH]...]",
        games.join("|")
    )
}

/// What `--list-games` prints: a line per game, its name and the seats of its demo.
fn game_list() -> String {
    tabula::games::all()
        .0
        .iter()
        .map(|g| format!("{} {}\n", g.name(), g.demo_seats))
        .collect()
}

/// What the command line asks for.
enum Start {
    Game(Launch),
    ListGames,
    CheckTheme(String),
}

fn parse(args: &[String]) -> Result<Start, String> {
    let mut launch = Launch::default();
    let mut demo: Option<DemoOptions> = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        let number = |v: String| -> Result<u64, String> {
            v.parse()
                .map_err(|_| format!("{arg} takes a number, not {v:?}"))
        };
        match arg.as_str() {
            "--help" | "-h" => return Err(usage()),
            "--list-games" => return Ok(Start::ListGames),
            "--check-theme" => return Ok(Start::CheckTheme(value()?)),
            "--theme" => launch.theme = Some(value()?),
            "--tour" => launch.tour = Some(value()?.into()),
            "--demo" => {
                let game = value()?;
                tabula::games::all()
                    .find(&game)
                    .map_err(|e| format!("--demo: {e}"))?;
                demo = Some(DemoOptions {
                    game,
                    ..DemoOptions::default()
                });
            }
            flag @ ("--seed" | "--seats" | "--level" | "--speed" | "--screenshot"
            | "--snapshot" | "--exit-on-end") => {
                let d = demo
                    .as_mut()
                    .ok_or_else(|| format!("{flag} goes with --demo"))?;
                match flag {
                    "--seed" => d.seed = number(value()?)?,
                    "--seats" => d.seats = Some(number(value()?)? as usize),
                    "--level" => {
                        d.level = value()?.parse().map_err(|e: UnknownLevel| e.to_string())?
                    }
                    "--speed" => {
                        let v = value()?;
                        d.speed = v
                            .parse()
                            .map_err(|_| format!("--speed takes a number, not {v:?}"))?;
                    }
                    "--screenshot" => d.screenshot = Some(value()?.into()),
                    "--snapshot" => {
                        let v = value()?;
                        let (n, path) = v
                            .split_once(':')
                            .ok_or_else(|| format!("--snapshot takes ACTIONS:PATH, not {v:?}"))?;
                        let n = number(n.to_string())? as usize;
                        d.snapshots.push((n, path.into()));
                    }
                    _ => d.exit_on_end = true,
                }
            }
            other => return Err(format!("unknown argument {other:?}\n{}", usage())),
        }
    }
    launch.demo = demo;
    Ok(Start::Game(launch))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let launch = match parse(&args) {
        Ok(Start::Game(l)) => l,
        Ok(Start::ListGames) => {
            print!("{}", game_list());
            return ExitCode::SUCCESS;
        }
        Ok(Start::CheckTheme(theme)) => {
            let (report, whole) = tabula::check_theme_report(&theme);
            print!("{report}");
            return if whole {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            };
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    match game_app(launch).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
