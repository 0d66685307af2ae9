//! `altplay deck show DECK`: any deck the TCG engines take (a theme deck, one of the project's
//! decklists, a decklist file, `-` for standard input) shown as decklist text (TCG-20), which
//! pastes into Pokémon TCG Live or a table as it is. Without `--text`, the deck's name, its size,
//! whether it keeps to the deck rules (TCG-2) and to which card pools it is Legal in (TCG-18)
//! come first.

use altplay_cards::deck::write_deck_text;
use altplay_cards::printed::Pool;
use altplay_tcg::format::card_data;
use altplay_tcg::format::cli::DataFolder;
use clap::{Args, Subcommand};

#[derive(Subcommand)]
pub enum DeckCommand {
    /// Show a deck as decklist text (TCG-20), with its size, the deck rules and its card pools.
    Show(ShowArgs),
}

#[derive(Args)]
pub struct ShowArgs {
    /// The deck: a theme deck's name or id (d-swsh1-1, "Rillaboom"), one of the project's
    /// decklists, a decklist file (TOML or text), or `-` for one read from standard input.
    deck: String,
    /// Print the decklist text alone, as Pokémon TCG Live exports it.
    #[arg(long)]
    text: bool,
    #[command(flatten)]
    folder: DataFolder,
}

pub fn run(command: &DeckCommand) -> anyhow::Result<()> {
    let DeckCommand::Show(args) = command;
    let choice = args.folder.deck(&args.deck).map_err(anyhow::Error::msg)?;
    let data = card_data(args.folder.data.as_deref()).map_err(anyhow::Error::msg)?;
    let deck = data.deck(&choice)?;
    let text = write_deck_text(&deck, &data.sets);
    if args.text {
        print!("{text}");
        return Ok(());
    }
    println!("{}: {} cards", data.deck_name(&choice), deck.len());
    let rules = deck
        .check()
        .map_or_else(|e| e.to_string(), |()| "kept".into());
    println!("deck rules: {rules}");
    for pool in Pool::ALL {
        let legal = deck
            .check_pool(pool)
            .map_or_else(|e| e.to_string(), |()| "Legal".into());
        println!("{pool}: {legal}");
    }
    println!();
    print!("{text}");
    Ok(())
}
