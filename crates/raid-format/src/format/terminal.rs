//! Raid Format at the terminal (`altplay play raid-format`): a person plays one player, AIs the
//! others; the boss plays itself. The log as it happens, and before each of the person's choices
//! the boss and their own board.

use std::io::{BufRead, Write};

use altplay_ai::PolicySpec;
use altplay_core::Seat;
use altplay_format::terminal::ask_legal;
use altplay_format::{BoxError, Moment, Play, PlayTable, narrate, tell_in_words};
use clap::Args;

use super::{TableArgs, words};
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

    fn ask(
        &mut self,
        seat: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Self::Action, BoxError> {
        ask_legal(self, seat, input, out)
    }

    fn tell(
        &self,
        moment: Moment<'_, Self::Action>,
        table: &PlayTable<Self>,
        told: &mut usize,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        tell_in_words(
            moment,
            &table.intro,
            out,
            &mut |o| {
                let log = self.log.as_deref().unwrap_or_default();
                narrate(log, told, o, |e| words::entry(self, e))
            },
            &|seat| self.board_text(seat),
            &|| words::result(self),
        )
    }
}

impl RaidFormat {
    /// The boss and player `seat`'s own board, in words.
    fn board_text(&self, seat: Seat) -> String {
        let boss = self.boss.active();
        let energy: Vec<String> = boss
            .map(|b| b.energy.iter().map(|&c| self.def(c).name.clone()).collect())
            .unwrap_or_default();
        format!(
            "Boss {}: {} damage, Energy [{}]; deck {}, discard {}, Lost Zone {}; Supporters left this turn {}\n{}",
            self.def(self.setup.boss).name,
            boss.map_or(0, |b| b.damage),
            energy.join(", "),
            self.boss.deck().len(),
            self.boss.discard().len(),
            self.boss.lost_zone().len(),
            (self.players() as u8).saturating_sub(self.supporters),
            self.games[seat.index()].board_text(PLAYER)
        )
    }
}
