//! A Stadium's Bench limit for each player (TCG-4's 5, changed): "Each player can't have more
//! than 4 Benched Pokémon", "Each player who has any Tera Pokémon in play can have up to 8
//! Pokémon on their Bench"; an ability's for the opponent ("your opponent can't have more than
//! 3 Benched Pokémon", after "As long as this Pokémon is in the Active Spot,"). The sentences
//! after them restate what the engine does whenever a player has more Benched Pokémon than
//! they may (`flow/bench_over.rs`): they discard Benched Pokémon of their choice down to it,
//! the player whose Stadium it is first.
//!
//! ```text
//! limit    := ("each player" | "your opponent") "can't have more than" N "benched pokémon"
//!           | "each player who has any tera pokémon in play can have up to" N
//!             "pokémon on their bench"
//! restated := ("if a player has" | "if they have") N "or more benched pokémon, they discard
//!             benched pokémon until they have" N "pokémon on the bench"
//!           | "the player who played this card discards first"
//!           | "if more than one effect changes the number of benched pokémon allowed, use the
//!             smaller number"
//!           | "if a player no longer has any tera pokémon in play, that player discards pokémon
//!             from their bench until they have" N
//!           | "when this card leaves play, both players discard pokémon from their bench until
//!             they have" N ", and the player who played this card discards first"
//! ```

use crate::effect::{Effect, Lasting, Passive, PokemonKind};
use crate::text::input::Input;

/// A Bench limit, or a sentence after one restating the discards it makes.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(passive)
        .or_else(|| i.attempt(restated).map(|()| Vec::new()))
}

/// A Bench limit, as a passive effect (after "As long as this Pokémon is in the Active Spot,"
/// too).
pub(super) fn passive(i: &mut Input) -> Option<Vec<Effect>> {
    limit(i).map(|limit| vec![Effect::Passive(Passive::Always(limit))])
}

fn limit(i: &mut Input) -> Option<Lasting> {
    let opponents = i.tag("your opponent can't have more than");
    if opponents || i.tag("each player can't have more than") {
        let count = i.small()?;
        return i.tag("benched pokémon").then_some(Lasting::BenchLimit {
            count,
            with: None,
            opponents,
        });
    }
    i.tag("each player who has any").then_some(())?;
    let with = i.pick(&[("tera pokémon", PokemonKind::Tera)])?;
    i.tag("in play can have up to").then_some(())?;
    let count = i.small()?;
    i.tag("pokémon on their bench")
        .then_some(Lasting::BenchLimit {
            count,
            with: Some(with),
            opponents: false,
        })
}

fn restated(i: &mut Input) -> Option<()> {
    if i.any(&["if a player has", "if they have"]) {
        i.small()?;
        i.tag("or more benched pokémon, they discard benched pokémon until they have")
            .then_some(())?;
        i.small()?;
        return i.tag("pokémon on the bench").then_some(());
    }
    if i.tag("if a player no longer has any tera pokémon in play, that player discards pokémon from their bench until they have") {
        return i.small().map(|_| ());
    }
    if i.tag(
        "when this card leaves play, both players discard pokémon from their bench until they have",
    ) {
        i.small()?;
        return i
            .tag(", and the player who played this card discards first")
            .then_some(());
    }
    i.any(&[
        "the player who played this card discards first",
        "if more than one effect changes the number of benched pokémon allowed, use the smaller number",
    ])
    .then_some(())
}
