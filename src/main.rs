//! `chess-geometry`: list the geometry tables, draw one as a board, or
//! print a board's tables as Rust, C or JSON. See `chess-geometry --help`.

mod cli;
mod error;
mod gen_command;
mod show;

use cli::{Command, Parsed};
use error::CliError;
use std::io::Write;
use std::process::ExitCode;

fn run(command: Command) -> Result<String, CliError> {
    match command {
        Command::List => Ok(show::list()),
        Command::Show { table, board, from } => show::show(table, &board, from, show::use_colour()),
        Command::Attacks {
            slider,
            board,
            from,
            occupied,
        } => show::attacks(slider, &board, from, &occupied),
        Command::Piece {
            piece,
            board,
            from,
            occupied,
            color,
        } => show::piece(&piece, &board, from, &occupied, color),
        Command::Region { squares, board } => show::region(&squares, &board),
        Command::Gen {
            board,
            tables,
            format,
            module,
            pieces,
            regions,
        } => gen_command::generate(
            &board,
            tables.as_deref(),
            format,
            module.as_deref(),
            &pieces,
            &regions,
        ),
    }
}

fn main() -> ExitCode {
    let text = match cli::parse(std::env::args_os()).and_then(|parsed| match parsed {
        Parsed::Print(text) => Ok(text),
        Parsed::Run(command) => run(command),
    }) {
        Ok(text) => text,
        Err(e) => return e.report(),
    };
    // Everything is computed before the first byte goes out, so an error
    // never leaves half an output behind.
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write to stdout: {e}");
            ExitCode::FAILURE
        }
    }
}
