//! Commands with one subcommand per registered format (`simulate raid-battle …`, `bench
//! battle-grid …`), the options given by the format. clap's derive cannot list the formats, so
//! the subcommands are made here, from the registry.

use std::marker::PhantomData;

use altplay_formats::{NAMES, OnCommandLine, VisitCli, visit_each_cli};
use clap::{ArgMatches, Command, FromArgMatches, Subcommand};

/// What a kind of command (simulate, bench) makes of a format: its subcommand.
pub trait Kind {
    fn subcommand<F: OnCommandLine>() -> Command;
}

/// The format a subcommand named, and the options given to it.
pub struct FormatCommand<K> {
    pub format: String,
    pub matches: ArgMatches,
    kind: PhantomData<K>,
}

impl<K> FormatCommand<K> {
    /// Runs `v` for the format named.
    pub fn visit<V: VisitCli>(&self, v: V) -> V::Output {
        altplay_formats::visit_cli(&self.format, v).expect("clap accepts only registered formats")
    }
}

impl<K> FromArgMatches for FormatCommand<K> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        match matches.subcommand() {
            Some((name, sub)) if NAMES.contains(&name) => Ok(Self {
                format: name.to_string(),
                matches: sub.clone(),
                kind: PhantomData,
            }),
            _ => Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand)),
        }
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl<K: Kind> Subcommand for FormatCommand<K> {
    fn augment_subcommands(command: Command) -> Command {
        struct Sub<K>(PhantomData<K>);
        impl<K> Clone for Sub<K> {
            fn clone(&self) -> Self {
                Sub(PhantomData)
            }
        }
        impl<K: Kind> VisitCli for Sub<K> {
            type Output = Command;
            fn visit<F: OnCommandLine>(self) -> Command {
                K::subcommand::<F>()
            }
        }
        command.subcommands(visit_each_cli(Sub::<K>(PhantomData)))
    }

    fn augment_subcommands_for_update(command: Command) -> Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        NAMES.contains(&name)
    }
}
