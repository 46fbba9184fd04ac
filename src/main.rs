//! `tabula`: the game. Its command line is read by `tabula::app::command_line`.

use bevy::prelude::*;
use std::process::ExitCode;
use tabula::app::command_line::{Start, game_list, parse};
use tabula::game_app;

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
        Ok(Start::OnlineComputer(options)) => {
            return match tabula::dev::online_computer::app(options) {
                Ok(mut app) => exit_code(app.run()),
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            };
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    exit_code(game_app(launch).run())
}

fn exit_code(exit: AppExit) -> ExitCode {
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
