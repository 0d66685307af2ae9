//! The registry: the one place that lists every format. Code that works for any format is
//! written once, generic over [`Format`], as a [`Visit`]; the registry runs it for the format a
//! name asks for ([`visit`]) or for every format ([`visit_each`]).
//!
//! Adding a format is its crate, with `impl Format`, and one line in [`registry!`] below.

mod replay;

#[cfg(feature = "cli")]
pub use altplay_format::{Bench, Moment, Play, PlayTable, RunInfo, Simulate};
pub use altplay_format::{DataCheck, DataSet, Format, Hosted, Offers, seat_seed};
pub use replay::{ReplayFault, Replayed, replay};

/// What every registered format implements: the format interface and its part of the table
/// server. The server, the replays and the conformance suite need no more.
pub trait Registered: Format + Hosted {}

impl<F: Format + Hosted> Registered for F {}

/// Code generic over the format, run by the registry for a format it names.
pub trait Visit {
    type Output;
    fn visit<F: Registered>(self) -> Self::Output;
}

/// A registered format with its parts of the command line's `play`, `simulate` and `bench`
/// (feature `cli`, which builds them in every format: the server builds without).
#[cfg(feature = "cli")]
pub trait OnCommandLine: Registered + Play + Simulate + Bench {}

#[cfg(feature = "cli")]
impl<F: Registered + Play + Simulate + Bench> OnCommandLine for F {}

/// Code generic over a format on the command line, as [`Visit`] is over any.
#[cfg(feature = "cli")]
pub trait VisitCli {
    type Output;
    fn visit<F: OnCommandLine>(self) -> Self::Output;
}

macro_rules! registry {
    ($($format:ty),* $(,)?) => {
        /// Every format's registered name, in the registry's order.
        pub const NAMES: &[&str] = &[$(<$format as Format>::NAME),*];

        registry!(@visit Visit, visit, visit_each, [$($format),*]);
        #[cfg(feature = "cli")]
        registry!(@visit VisitCli, visit_cli, visit_each_cli, [$($format),*]);
    };
    // The two ways to run a visitor, for a visitor trait: `Visit`, or `VisitCli`.
    (@visit $visitor:ident, $one:ident, $each:ident, [$($format:ty),*]) => {
        /// Runs `v` for the format called `name`; `None` when no format is.
        pub fn $one<V: $visitor>(name: &str, v: V) -> Option<V::Output> {
            $(
                if name == <$format as Format>::NAME {
                    return Some(v.visit::<$format>());
                }
            )*
            None
        }

        /// Runs `v` for every format, in the registry's order.
        pub fn $each<V: $visitor + Clone>(v: V) -> Vec<V::Output> {
            vec![$(v.clone().visit::<$format>()),*]
        }
    };
}

registry!(
    altplay_raid_battle::RaidBattle,
    altplay_battle_grid::BattleGrid,
    altplay_raid_boss::RaidBoss,
    altplay_tcg::game::Tcg,
    altplay_raid_format::RaidFormat,
    altplay_team_battle::TeamBattle,
    altplay_sealed::TeamBattleSealed,
);

/// The registered names for a message: "raid-battle, battle-grid, raid-boss".
pub fn names() -> String {
    NAMES.join(", ")
}

/// Every format's data sets, in the registry's order.
pub fn data_sets() -> Vec<DataSet> {
    #[derive(Clone)]
    struct DataSets;
    impl Visit for DataSets {
        type Output = Vec<DataSet>;
        fn visit<F: Registered>(self) -> Vec<DataSet> {
            F::data_sets()
        }
    }
    visit_each(DataSets).into_iter().flatten().collect()
}
