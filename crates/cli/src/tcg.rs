//! `altplay tcg run POSITION`: the normal game from a position file, with actions played on
//! it; prints the resulting view and what happened. Card tests and bug reports start here.
//! `altplay tcg read` ([`read`]): how the engine reads a card's texts.

mod read;

use std::path::PathBuf;

use altplay_core::{Game, Seat};
use altplay_format::Format;
use altplay_tcg::format::card_data;
use altplay_tcg::game::{Action, Tcg};
use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use serde::Deserialize;
use serde_json::json;

#[derive(Subcommand)]
pub enum TcgCommand {
    /// Lay out a position file (TOML), play the listed actions, print the view and the events.
    Run(RunArgs),
    /// How the engine reads a card's texts, or a text: each as a card script (TOML) in the effect
    /// vocabulary, or the sentences it does not understand.
    Read(read::ReadArgs),
}

#[derive(Args)]
pub struct RunArgs {
    /// The position file (see `crates/tcg/README.md`).
    position: PathBuf,
    /// A JSON array of actions: each an action object (`{"do": "attack", "index": 0}`) or the
    /// words of a legal action as `play` shows them ("Attack: Beat").
    #[arg(long, value_name = "FILE")]
    actions: Option<PathBuf>,
    /// The seed of all chance from the position on.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Whose view to print (1 or 2); everyone's public view when not given.
    #[arg(long, value_name = "SEAT")]
    seat: Option<u8>,
    /// The pokemon-tcg-data folder (as for `simulate tcg`).
    #[arg(long, value_name = "DIR")]
    data: Option<String>,
    /// Print one JSON object: `view`, `events`, `log`, `result`, `legal`.
    #[arg(long)]
    json: bool,
}

/// An action as a file writes it.
#[derive(Deserialize)]
#[serde(untagged)]
enum Written {
    Action(Action),
    Words(String),
}

pub fn run(command: &TcgCommand) -> anyhow::Result<()> {
    match command {
        TcgCommand::Run(args) => run_position(args),
        TcgCommand::Read(args) => read::run(args),
    }
}

fn run_position(args: &RunArgs) -> anyhow::Result<()> {
    let data = card_data(args.data.as_deref()).map_err(anyhow::Error::msg)?;
    let file = args.position.display().to_string();
    let text = std::fs::read_to_string(&args.position).with_context(|| file.clone())?;
    let mut game = Tcg::from_position(&file, &text, &data.index, args.seed)?;
    let actions: Vec<Written> = match &args.actions {
        Some(path) => {
            let name = path.display().to_string();
            let text = std::fs::read_to_string(path).with_context(|| name.clone())?;
            serde_json::from_str(&text)
                .with_context(|| format!("{name}: a JSON array of actions"))?
        }
        None => Vec::new(),
    };
    let mut legal = Vec::new();
    for (n, written) in actions.iter().enumerate() {
        game.legal_actions(&mut legal);
        let action = match written {
            Written::Action(a) => *a,
            Written::Words(words) => match legal.iter().find(|a| game.label(a) == *words) {
                Some(a) => *a,
                None => {
                    let offered: Vec<String> = legal.iter().map(|a| game.label(a)).collect();
                    bail!(
                        "action {}: {words:?} is not offered now; offered: {offered:?}",
                        n + 1
                    )
                }
            },
        };
        game.apply(&action)
            .with_context(|| format!("action {} ({})", n + 1, game.label(&action)))?;
    }
    let seat = match args.seat {
        Some(s @ 1..=2) => Some(Seat(s - 1)),
        Some(s) => bail!("--seat: 1 or 2, not {s}"),
        None => None,
    };
    game.legal_actions(&mut legal);
    let offered: Vec<String> = legal.iter().map(|a| game.label(a)).collect();
    if args.json {
        let out = json!({
            "view": game.view(seat),
            "events": game.events(),
            "log": game.log(),
            "result": game.result(),
            "legal": offered,
        });
        println!("{out}");
    } else {
        for line in game.log() {
            println!("{line}");
        }
        println!("{}", game.result());
        println!("offered: {}", offered.join(" | "));
    }
    Ok(())
}
