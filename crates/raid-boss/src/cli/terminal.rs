//! Raid Boss at the terminal (`altplay play raid-boss`): the team played by a person through
//! menus, or by an AI to watch; the events as they happen and the table before each choice.

use altplay_core::Seat;
use altplay_format::{BoxError, Format, Play, PlayTable};
use clap::Args;

use super::args::{TableArgs, TeamPolicy};
use crate::{RaidBoss, words};

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
            intro,
        })
    }

    fn board_text(&self, _: Seat) -> String {
        words::table(self)
    }

    /// The table as the game ends (the log has told the result).
    fn end_text(&self) -> String {
        words::table(self)
    }

    fn prompt(&self, _: Seat) -> String {
        words::prompt(self)
    }
}
