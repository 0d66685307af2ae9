//! Raid Format at the terminal (`altplay play raid-format`): a person plays one player, AIs the
//! others; the boss plays itself. The log as it happens, and before each of the person's choices
//! the boss and their own board.

use altplay_ai::PolicySpec;
use altplay_core::Seat;
use altplay_format::{BoxError, Play, PlayTable, Seating};
use clap::Args;

use super::args::TableArgs;
use crate::state::{PLAYER, RaidFormat};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    #[command(flatten)]
    pub seating: Seating,
    /// The AI at the other seats: greedy or random.
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub ai: PolicySpec,
}

impl Play for RaidFormat {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let setup = args.table.setup()?;
        let players = setup.players;
        let range = format!("a player from 1 to {players}");
        let people = args.seating.people(players, &range)?;
        let decks: Vec<String> = setup.config.decks.iter().map(ToString::to_string).collect();
        let intro = format!("Raid Format: {} against {}", decks.join(", "), setup.title);
        let ai = vec![args.ai; usize::from(players)];
        Ok(PlayTable::new(setup, intro, ai, &people))
    }

    /// The boss and player `seat`'s own board, in words.
    fn board_text(&self, seat: Seat) -> String {
        let boss = self.boss.active();
        let energy: Vec<String> = boss
            .map(|b| {
                b.energy()
                    .iter()
                    .map(|&c| self.def(c).name.clone())
                    .collect()
            })
            .unwrap_or_default();
        format!(
            "Boss {}: {} damage, Energy [{}]; deck {}, discard {}, Lost Zone {}; Supporters left this turn {}\n{}",
            self.def(self.setup.boss).name,
            boss.map_or(0, |b| b.damage()),
            energy.join(", "),
            self.boss.deck().len(),
            self.boss.discard().len(),
            self.boss.lost_zone().len(),
            (self.players() as u8).saturating_sub(self.supporters),
            self.games[seat.index()].board_text(PLAYER)
        )
    }
}
