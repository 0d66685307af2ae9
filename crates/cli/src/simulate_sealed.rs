//! `altplay simulate sealed`: Sealed games (TB-13, the two-player Limited game) between the AI's
//! deck builder and a plain one. Each pair of games deals two pools from a fresh seed; the AI's
//! builder builds from one and the plain builder ("the two types with the most cards") from the
//! other, then the pools are swapped for the second game, so neither builder is favoured by the
//! packs. Both seats are played by the same AI. Also counts how often each card is in the AI's
//! decks: a review of the set for players.

use std::collections::BTreeMap;
use std::path::PathBuf;

use altplay_ai::PolicySpec;
use altplay_cards::deck::{Deck, plain_deck, sound_deck};
use altplay_core::{Game, Policy, Seat, Tally, Team, derive_seed};
use altplay_sim::{mean, wilson_ci95};
use altplay_tcg::format::{Sealed, card_data, find_set, openable};
use altplay_tcg::game::{Rules, Table};
use altplay_tcg::players::player;
use clap::Args;
use serde::Serialize;

use crate::args::RunArgs;

#[derive(Args)]
pub struct SealedArgs {
    /// The set, by id (sv9) or code (JTG); `altplay sealed sets` lists those that open.
    #[arg(long)]
    set: String,
    /// The packs each seat opens (4 to 6).
    #[arg(long, default_value_t = 6)]
    packs: u8,
    /// The AI playing both seats: random, greedy or ismcts[:iters=N].
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    player: PolicySpec,
    /// How many of the AI's most used cards the text lists (the JSON lists all).
    #[arg(long, value_name = "N", default_value_t = 20)]
    top: usize,
    /// The pokemon-tcg-data folder (default: as every command finds it).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    #[command(flatten)]
    run: RunArgs,
}

/// The AI's builder's results, and the cards of its decks.
#[derive(Default)]
struct Counts {
    wins: u64,
    losses: u64,
    draws: u64,
    turns: u64,
    /// Each card id of the AI's decks (basic Energy aside): the decks holding it, and copies.
    cards: BTreeMap<String, (u64, u64)>,
}

impl Tally for Counts {
    fn merge(&mut self, other: Self) {
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        self.turns += other.turns;
        for (id, (decks, copies)) in other.cards {
            let mine = self.cards.entry(id).or_default();
            mine.0 += decks;
            mine.1 += copies;
        }
    }
}

#[derive(Serialize)]
struct Summary {
    set: String,
    set_name: String,
    packs: u8,
    player: String,
    seed: u64,
    games: u64,
    /// The AI's builder's wins, losses and draws against the plain builder.
    wins: u64,
    losses: u64,
    draws: u64,
    score: f64,
    score_ci95: [f64; 2],
    mean_turns: f64,
    /// The cards of the AI's decks, most often in a deck first.
    cards: Vec<CardUse>,
}

#[derive(Serialize)]
struct CardUse {
    card: String,
    name: String,
    /// The share of the AI's decks holding it.
    share: f64,
    /// Its copies in a deck holding it, on average.
    copies: f64,
}

pub fn run(args: &SealedArgs) -> anyhow::Result<()> {
    let dir = args.data.as_ref().map(|d| d.display().to_string());
    let data = card_data(dir.as_deref()).map_err(anyhow::Error::msg)?;
    let set = find_set(&data, &args.set)?;
    let cards = openable(&data, set)?;
    let dealt = |pair: u64| {
        let sealed = Sealed {
            set: set.id.clone(),
            packs: args.packs,
            seed: derive_seed(args.run.seed, pair),
            trades: Vec::new(),
            dealt: None,
        };
        sealed.deal(set, &cards, 2)
    };
    dealt(0)?;
    player(args.player, 0, None).map_err(anyhow::Error::msg)?;
    let rules = Rules::two_players().limited();
    let counts: Counts = altplay_sim::run(&args.run.spec(), |index, seed, counts| {
        let pools = dealt(index / 2).expect("dealt once before the run");
        // The AI's builder takes pool 0 in the first game of a pair, pool 1 in the second.
        let (mine, theirs) = match index % 2 {
            0 => (&pools[0], &pools[1]),
            _ => (&pools[1], &pools[0]),
        };
        let decks = [
            sound_deck(mine, &data.index),
            plain_deck(theirs, &data.index),
        ];
        count_cards(&decks[0], counts);
        let table = Table::compiled(&decks, rules).expect("every card of the set plays");
        let mut game = table.start(seed, false);
        let mut players = [Seat(0), Seat(1)]
            .map(|seat| player(args.player, derive_seed(seed, u64::from(seat.0)), None).unwrap());
        while let Some(seat) = game.to_move().first() {
            let action = players[seat.index()].choose(&game);
            game.apply_listed(&action);
        }
        counts.turns += u64::from(game.turn());
        match game.outcome().and_then(|o| o.winner()) {
            Some(Team(0)) => counts.wins += 1,
            Some(_) => counts.losses += 1,
            None => counts.draws += 1,
        }
    })?;
    let summary = summary(args, &set.name, counts, |id| {
        data.index
            .get(id)
            .map_or(id.to_string(), |c| c.name.clone())
    });
    if args.run.json {
        println!("{}", serde_json::to_string(&summary)?);
    } else {
        print!("{}", text(&summary, args.top));
    }
    Ok(())
}

/// Adds the cards of `deck` (basic Energy aside) to the counts.
fn count_cards(deck: &Deck, counts: &mut Counts) {
    for entry in deck.entries.iter().filter(|e| !e.card.is_basic_energy()) {
        let line = counts.cards.entry(entry.card.id.clone()).or_default();
        line.0 += 1;
        line.1 += u64::from(entry.count);
    }
}

fn summary(
    args: &SealedArgs,
    set_name: &str,
    counts: Counts,
    name_of: impl Fn(&str) -> String,
) -> Summary {
    let games = args.run.games;
    let score = (counts.wins as f64 + counts.draws as f64 / 2.0) / games as f64;
    let mut cards: Vec<CardUse> = (counts.cards.iter())
        .map(|(id, &(decks, copies))| CardUse {
            card: id.clone(),
            name: name_of(id),
            share: decks as f64 / games as f64,
            copies: copies as f64 / decks as f64,
        })
        .collect();
    cards.sort_by(|a, b| b.share.total_cmp(&a.share).then(a.card.cmp(&b.card)));
    Summary {
        set: args.set.clone(),
        set_name: set_name.to_string(),
        packs: args.packs,
        player: args.player.name(),
        seed: args.run.seed,
        games,
        wins: counts.wins,
        losses: counts.losses,
        draws: counts.draws,
        score,
        score_ci95: wilson_ci95(score * games as f64, games),
        mean_turns: mean(counts.turns, games),
        cards,
    }
}

fn text(s: &Summary, top: usize) -> String {
    let mut out = format!(
        "Sealed, {} ({}), {} packs a seat: the AI's deck builder against the plain one, {} games \
         ({} deals of two pools, each played twice with the pools swapped), {} at both seats, \
         seed {}\n",
        s.set_name,
        s.set,
        s.packs,
        s.games,
        s.games.div_ceil(2),
        s.player,
        s.seed
    );
    out.push_str(&format!(
        "  wins            {} – {}  draws {}\n  AI builder score {:.3} (95% CI {:.3}–{:.3})\n  mean turns      {:.1}\n",
        s.wins, s.losses, s.draws, s.score, s.score_ci95[0], s.score_ci95[1], s.mean_turns
    ));
    out.push_str(&format!(
        "The cards the AI's builder plays most ({} of {} cards it used):\n",
        top.min(s.cards.len()),
        s.cards.len()
    ));
    for c in s.cards.iter().take(top) {
        out.push_str(&format!(
            "  {:<28} {:<12} in {:>5.1}% of decks, {:.1} copies\n",
            c.name,
            c.card,
            100.0 * c.share,
            c.copies
        ));
    }
    out
}
