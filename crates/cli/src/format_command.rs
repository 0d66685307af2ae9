//! `simulate`'s subcommands: one per registered format (`simulate raid-battle …`), its options
//! given by the format. clap's derive cannot list the formats, so this is written by hand.

use altplay_formats::{NAMES, Registered, Visit, visit_each};
use clap::{ArgMatches, Command, FromArgMatches, Subcommand};

/// The format a subcommand named, and the options given to it.
pub struct FormatCommand {
    pub format: String,
    pub matches: ArgMatches,
}

impl FormatCommand {
    /// Runs `v` for the format named.
    pub fn visit<V: Visit>(&self, v: V) -> V::Output {
        altplay_formats::visit(&self.format, v).expect("clap accepts only registered formats")
    }
}

/// The subcommands of `simulate`: one per format, with the format's options.
fn simulate_subcommands() -> Vec<Command> {
    #[derive(Clone)]
    struct Sub;
    impl Visit for Sub {
        type Output = Command;
        fn visit<F: Registered>(self) -> Command {
            let about = format!("{}: many games with AI at every seat.", F::TITLE);
            // The about after the options: clap would take a flattened struct's doc comment.
            crate::simulate::options::<F>(Command::new(F::NAME)).about(about)
        }
    }
    visit_each(Sub)
}

impl FromArgMatches for FormatCommand {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        match matches.subcommand() {
            Some((name, sub)) => Ok(Self {
                format: name.to_string(),
                matches: sub.clone(),
            }),
            None => Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand)),
        }
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for FormatCommand {
    fn augment_subcommands(command: Command) -> Command {
        command.subcommands(simulate_subcommands())
    }

    fn augment_subcommands_for_update(command: Command) -> Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        NAMES.contains(&name)
    }
}
