//! The normal game at the terminal (`altplay play tcg`): a person at one seat through menus,
//! AI at the other; the events as they happen and the table before each of the person's choices.

use altplay_ai::PolicySpec;
use altplay_core::Seat;
use altplay_format::{BoxError, Play, PlayTable, Seating};
use clap::Args;

use super::TableArgs;
use crate::game::{InPlay, Tcg};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    #[command(flatten)]
    pub seating: Seating,
    /// Seat 1's AI when it is not the person's: random, greedy or ismcts[:iters=N].
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub p1: PolicySpec,
    /// Seat 2's AI, as --p1.
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub p2: PolicySpec,
}

impl Play for Tcg {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let people = args.seating.people(2, "a seat from 1 to 2")?;
        let (one, two) = (&args.table.deck1, &args.table.deck2);
        let intro = format!("Pokémon TCG: {one} against {two}");
        let ai = [args.p1, args.p2];
        Ok(PlayTable::new(args.table.setup()?, intro, ai, &people))
    }

    /// Each board, its seat by number.
    fn board_text(&self, seat: Seat) -> String {
        self.board_text_named(seat, &|s| format!("Seat {}", s.0 + 1))
    }
}

impl Tcg {
    /// The table as `seat` sees it, in words, each board called as `name` says (a format's
    /// names for its seats).
    pub fn board_text_named(&self, seat: Seat, name: &dyn Fn(Seat) -> String) -> String {
        let mut text = String::new();
        let pokemon = |p: &InPlay| {
            let hp = self.hp(p);
            let energy: Vec<&str> = p
                .energy
                .iter()
                .map(|&c| self.def(c).name.as_str())
                .collect();
            format!(
                "{} {}/{} HP{}{}",
                self.def(p.stack[p.stack.len() - 1]).name,
                hp.saturating_sub(p.damage),
                hp,
                if energy.is_empty() {
                    String::new()
                } else {
                    format!(" [{}]", energy.join(", "))
                },
                if p.conditions.any() {
                    " (affected)"
                } else {
                    ""
                }
            )
        };
        for (i, b) in self.boards.iter().enumerate() {
            let lost_zone = match b.lost_zone.len() {
                0 => String::new(),
                n => format!(", Lost Zone {n}"),
            };
            text += &format!(
                "{}: {} Prize cards, deck {}, hand {}, discard {}{lost_zone}\n",
                name(Seat(i as u8)),
                b.prizes.len(),
                b.deck.len(),
                b.hand.len(),
                b.discard.len()
            );
            let hidden = self.turn == 0 && i != seat.index();
            if let Some(a) = b.active.as_ref().filter(|_| !hidden) {
                text += &format!("  Active: {}\n", pokemon(a));
            }
            for p in b.bench.iter().filter(|_| !hidden) {
                text += &format!("  Bench:  {}\n", pokemon(p));
            }
        }
        let hand: Vec<&str> = self.boards[seat.index()]
            .hand
            .iter()
            .map(|&c| self.def(c).name.as_str())
            .collect();
        text += &format!("Your hand: {}\n", hand.join(", "));
        text
    }
}
