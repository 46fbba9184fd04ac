//! `tabula`: the game. `tabula --demo yut --seed 7 --exit-on-end [--speed N]
//! [--screenshot PATH] [--level easy|medium|hard] [--seats N]` plays a computer-only match.

use bevy::prelude::*;
use std::process::ExitCode;
use tabula::dev::demo::DemoOptions;
use tabula::{Launch, game_app};

const USAGE: &str = "usage: tabula [--theme NAME] [--tour DIR] [--demo yut|chisolo|backgammon|malefiz [--seed S] [--seats N] [--level easy|medium|hard] [--speed X] [--exit-on-end] [--screenshot PATH] [--snapshot ACTIONS:PATH]...]";

fn parse(args: &[String]) -> Result<Launch, String> {
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
            "--help" | "-h" => return Err(USAGE.into()),
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
                    "--seats" => d.seats = number(value()?)? as usize,
                    "--level" => d.level = value()?.parse()?,
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
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    launch.demo = demo;
    Ok(launch)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let launch = match parse(&args) {
        Ok(l) => l,
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
