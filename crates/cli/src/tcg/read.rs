//! `altplay tcg read CARD… | --text TEXT`: how the engine reads card text, written as card
//! scripts (`data/tcg/scripts/`): a text the grammar reads comes out as the script that would
//! say the same, so a script for a text it does not read starts from a similar one's.

use altplay_cards::sentences::normalize;
use altplay_tcg::Effect;
use altplay_tcg::coverage::{Owner, printed_texts};
use altplay_tcg::format::card_data;
use altplay_tcg::text::{parse_owned, scripts};
use anyhow::bail;
use clap::Args;
use serde::Serialize;

#[derive(Args)]
pub struct ReadArgs {
    /// Cards by id (sv2-185), each text of each read.
    cards: Vec<String>,
    /// A text read as a Trainer card's (or as `--owner` says), instead of cards.
    #[arg(long, value_name = "TEXT", conflicts_with = "cards")]
    text: Option<String>,
    /// With --text: whose text it is, `card` (a Trainer's or Energy's), `pokemon` (an ability)
    /// or `attack`.
    #[arg(long, value_name = "KIND", default_value = "card", requires = "text")]
    owner: String,
    /// The pokemon-tcg-data folder (as for `simulate tcg`).
    #[arg(long, value_name = "DIR")]
    data: Option<String>,
}

/// One `[[script]]` table as the files write it.
#[derive(Serialize)]
struct Written<'a> {
    script: [Script<'a>; 1],
}

#[derive(Serialize)]
struct Script<'a> {
    cards: Vec<&'a str>,
    text: String,
    effects: Vec<Effect>,
}

pub fn run(args: &ReadArgs) -> anyhow::Result<()> {
    if let Some(text) = &args.text {
        let owner = match args.owner.as_str() {
            "card" => Owner::Card("this card"),
            "pokemon" => Owner::Pokemon("this Pokémon"),
            "attack" => Owner::Attack {
                card: "this Pokémon",
                attack: "this attack",
            },
            other => bail!("--owner: card, pokemon or attack, not {other:?}"),
        };
        return say(&[], owner, text);
    }
    if args.cards.is_empty() {
        bail!("name a card by id (altplay tcg read sv2-185), or a text with --text");
    }
    let data = card_data(args.data.as_deref()).map_err(anyhow::Error::msg)?;
    for id in &args.cards {
        let Some(card) = data.index.get(id) else {
            bail!("no card {id:?} in the card data");
        };
        println!("# {} ({id})", card.name);
        for (kind, owner, text) in printed_texts(card).into_iter().filter(|t| !t.2.is_empty()) {
            println!("# {}", kind.words());
            say(&[id.as_str()], owner, text)?;
        }
    }
    Ok(())
}

/// `text` of `owner` as the script that says what the engine reads, or the sentences it does
/// not understand.
fn say(cards: &[&str], owner: Owner, text: &str) -> anyhow::Result<()> {
    let text = normalize(text);
    if scripts::scripted(&text).is_some() {
        println!("# read by its card script");
    }
    match parse_owned(owner, &text) {
        Ok(effects) => {
            let written = Written {
                script: [Script {
                    cards: cards.to_vec(),
                    text,
                    effects,
                }],
            };
            print!("{}", toml::to_string(&written)?);
        }
        Err(unmodelled) => {
            println!("# not understood: {}", unmodelled.sentences.join(" | "));
            println!("# {text}");
        }
    }
    println!();
    Ok(())
}
