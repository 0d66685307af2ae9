//! `altplay`: play, simulate and balance cooperative and alternative card-game formats.

mod args;
mod bench;
mod bench_serve;
mod calibrate;
mod cards;
mod check_data;
mod connect_four;
mod cpu_clock;
mod deck;
mod format_command;
mod play;
mod replay;
mod sealed;
mod serve;
mod simulate;
mod simulate_sealed;
mod tcg;
mod terminal;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "altplay",
    version,
    about = "Play, test and balance alternative card-game formats"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal: humans at some seats, AI at the others.
    #[command(subcommand)]
    Play(format_command::FormatCommand<play::PlayKind>),
    /// Play many games with AI at every seat and report the statistics.
    #[command(subcommand)]
    Simulate(SimulateCommand),
    /// Find the setting whose simulated win rate comes closest to a target.
    #[command(subcommand)]
    Calibrate(calibrate::CalibrateCommand),
    /// Measure engine speed on one core (release builds only give meaningful figures).
    #[command(subcommand)]
    Bench(BenchFormat),
    /// Replay a saved game and check that it ends as recorded.
    Replay(replay::ReplayArgs),
    /// Import and look up card data.
    #[command(subcommand)]
    Cards(cards::CardsCommand),
    /// Look at a TCG deck: its decklist text, the deck rules and the card pools it keeps to.
    #[command(subcommand)]
    Deck(deck::DeckCommand),
    /// Validate the project's data files; every fault names file, line and field.
    CheckData(check_data::CheckDataArgs),
    /// Run the table assistant: shared tables of every format in the browser.
    Serve(serve::ServeArgs),
    /// The normal Pokémon TCG engine's tools: positions.
    #[command(subcommand)]
    Tcg(tcg::TcgCommand),
    /// Booster packs for Limited (Sealed) play: open a set's packs, list the sets that open.
    #[command(subcommand)]
    Sealed(sealed::SealedCommand),
}

#[derive(Subcommand)]
enum SimulateCommand {
    #[command(flatten)]
    Format(format_command::FormatCommand<simulate::SimulateKind>),
    /// Sealed (TB-13): pools opened and decks built by the AI's builder and a plain one, then
    /// played; the AI's builder's score and the cards it plays most.
    Sealed(simulate_sealed::SealedArgs),
}

#[derive(Subcommand)]
enum BenchFormat {
    #[command(flatten)]
    Format(format_command::FormatCommand<bench::BenchKind>),
    /// MCTS on connect four, a common game for comparing search speed with other engines.
    ConnectFour(connect_four::BenchArgs),
    /// Load on the table assistant: `altplay serve` as a child process, many tables played at
    /// once on loopback; accepted actions per second and their latency.
    Serve(bench_serve::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if !matches!(
        cli.command,
        Command::Serve(_) | Command::Bench(BenchFormat::Serve(_))
    ) {
        end_quietly_on_a_closed_pipe();
    }
    let result = match cli.command {
        Command::Play(command) => play::run(&command),
        Command::Simulate(command) => match command {
            SimulateCommand::Format(command) => simulate::run(&command),
            SimulateCommand::Sealed(args) => simulate_sealed::run(&args),
        },
        Command::Bench(format) => match format {
            BenchFormat::Format(command) => bench::run(&command),
            BenchFormat::ConnectFour(args) => connect_four::bench(&args),
            BenchFormat::Serve(args) => bench_serve::bench(&args),
        },
        Command::Calibrate(command) => calibrate::run(&command),
        Command::Replay(args) => replay::run(&args),
        Command::Cards(command) => cards::run(&command),
        Command::Deck(command) => deck::run(&command),
        Command::CheckData(args) => check_data::run(&args),
        Command::Serve(args) => serve::run(&args),
        Command::Tcg(command) => tcg::run(&command),
        Command::Sealed(command) => sealed::run(&command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", said_once(&e));
            ExitCode::FAILURE
        }
    }
}

/// `e` and its causes, as `{e:#}` joins them, but each said once: many errors already carry
/// their cause's words in their own ("database x: unable to open …"), which the chain would say
/// again.
fn said_once(e: &anyhow::Error) -> String {
    let mut text = e.to_string();
    for cause in e.chain().skip(1) {
        let words = cause.to_string();
        if !text.contains(&words) {
            text.push_str(": ");
            text.push_str(&words);
        }
    }
    text
}

/// Lets a closed output (`altplay … | head`) end the process as it ends `cat`: by SIGPIPE's
/// default action, which Rust's runtime replaces with an error that `println!` panics on. Not for
/// the server and its bench, whose sockets must see a closed peer as an error, not a signal.
fn end_quietly_on_a_closed_pipe() {
    // SAFETY: called once at the start of `main`, before any other thread exists; it only sets
    // the signal's disposition back to the system's default.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
