//! The registry: the one place that lists every format. Code that works for any format is
//! written once, generic over [`Format`], as a [`Visit`]; the registry runs it for the format a
//! name asks for ([`visit`]) or for every format ([`visit_each`]).
//!
//! Adding a format is its crate, with `impl Format`, and one line in [`registry!`] below.

mod replay;

pub use altplay_format::{
    Bench, DataCheck, DataSet, Format, Hosted, Moment, Offers, Play, PlayTable, RunInfo, Simulate,
    seat_seed,
};
pub use replay::{ReplayFault, Replayed, replay};

/// What a registered format implements: the format interface and its parts of `play`,
/// `simulate`, `bench` and the table server.
pub trait Registered: Format + Play + Simulate + Bench + Hosted {}

impl<F: Format + Play + Simulate + Bench + Hosted> Registered for F {}

/// Code generic over the format, run by the registry for a format it names.
pub trait Visit {
    type Output;
    fn visit<F: Registered>(self) -> Self::Output;
}

macro_rules! registry {
    ($($format:ty),* $(,)?) => {
        /// Every format's registered name, in the registry's order.
        pub const NAMES: &[&str] = &[$(<$format as Format>::NAME),*];

        /// Runs `v` for the format called `name`; `None` when no format is.
        pub fn visit<V: Visit>(name: &str, v: V) -> Option<V::Output> {
            $(
                if name == <$format as Format>::NAME {
                    return Some(v.visit::<$format>());
                }
            )*
            None
        }

        /// Runs `v` for every format, in the registry's order.
        pub fn visit_each<V: Visit + Clone>(v: V) -> Vec<V::Output> {
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
