//! Raid Format at the terminal (`altplay play raid-format`): a person plays one player, AIs the
//! others; the boss plays itself. The log as it happens, and before each of the person's choices
//! the boss and their own board.

use altplay_ai::PolicySpec;
use altplay_core::Seat;
use altplay_format::{BoxError, Play, PlayTable};
use clap::Args;

use super::args::TableArgs;
use crate::state::{PLAYER, RaidFormat};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// The player a person plays (1 to 5); AIs play the others.
    #[arg(long, value_name = "PLAYER", default_value_t = 1)]
    pub human: u8,
    /// Watch AIs play every seat instead.
    #[arg(long)]
    pub watch: bool,
    /// The AI at the other seats: greedy or random.
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub ai: PolicySpec,
}

impl Play for RaidFormat {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let setup = args.table.setup()?;
        let players = setup.players;
        if !(1..=players).contains(&args.human) {
            return Err(
                format!("--human: a player from 1 to {players}, not {}", args.human).into(),
            );
        }
        let seats = (0..players)
            .map(|k| (args.watch || k + 1 != args.human).then_some(args.ai))
            .collect();
        Ok(PlayTable {
            intro: format!(
                "Raid Format: {} against {}",
                (setup.config.decks.iter())
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                setup.title
            ),
            setup,
            seats,
            auto: args.watch,
        })
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
