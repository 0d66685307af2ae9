//! Raid Boss at the terminal (`altplay play raid-boss`): the team played by a person through
//! menus, or by an AI to watch; the events as they happen and the table before each choice.

use std::io::{BufRead, Write};

use altplay_core::{Game, Seat};
use altplay_format::terminal::choose;
use altplay_format::{BoxError, Format, Moment, Play, PlayTable};
use clap::Args;

use crate::{Action, RaidBoss, TableArgs, TeamPolicy, words};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Let an AI play the team instead of a person: heuristic, random or mcts[:iters=N,c=X].
    #[arg(long, value_name = "SPEC")]
    pub policy: Option<TeamPolicy>,
}

impl Play for RaidBoss {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let setup = args.table.setup()?;
        let intro = format!(
            "Raid Boss: {} against {}",
            args.table.heroes.join(", "),
            setup.rules.boss.name
        );
        let seats = RaidBoss::seat_names(&setup).len();
        Ok(PlayTable {
            setup,
            seats: vec![args.policy.map(TeamPolicy::spec); seats],
            auto: args.policy.is_some(),
            intro,
        })
    }

    fn ask(
        &mut self,
        _: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Action, BoxError> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        let options: Vec<String> = legal.iter().map(|a| words::action(self, a)).collect();
        let action = legal[choose(&words::prompt(self), &options, input, out)?];
        self.apply(&action)?;
        Ok(action)
    }

    fn tell(
        &self,
        moment: Moment<'_, Action>,
        table: &PlayTable<Self>,
        told: &mut usize,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        match moment {
            Moment::Start { seed } => writeln!(out, "{}, seed {seed}", table.intro),
            Moment::Before { player, .. } => {
                self.narrate(told, out)?;
                if player.is_none() {
                    write!(out, "\n{}", words::table(self))?;
                }
                Ok(())
            }
            Moment::After { .. } => Ok(()),
            Moment::End => {
                self.narrate(told, out)?;
                write!(out, "\n{}", words::table(self))
            }
        }
    }
}

impl RaidBoss {
    /// Prints the events since `told` and counts them told.
    fn narrate(&self, told: &mut usize, out: &mut dyn Write) -> std::io::Result<()> {
        let events = self.events();
        for e in &events[*told..] {
            if let Some(line) = words::event(self, e) {
                writeln!(out, "  {line}")?;
            }
        }
        *told = events.len();
        Ok(())
    }
}
