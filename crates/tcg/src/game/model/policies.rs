//! What a format may change of the normal game, each a policy named for what it does. A
//! [`super::rules::Rules`] is built only whole, by the constructor of a format, so that no
//! combination the engine does not play can be made.

/// Who begins each turn and ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turns {
    /// The engine (TCG-6 to TCG-14).
    EngineRuns,
    /// The format: the engine stops between turns ([`crate::game::Step::Between`]), and taking
    /// the last Prize card or having no Pokémon left ends nothing by itself (Raid Format, RF-7).
    FormatRuns,
}

/// Who takes the Prize cards for a Knock Out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrizeTaker {
    /// The Knocked Out Pokémon's opponent (TCG-11).
    Opponent,
    /// Its owner (RF-19); `counted_swapped`: a text that counts Prize cards counts "your" and
    /// "your opponent's" the other way round (RF-22: the players' Prize cards count their
    /// losses, the boss's their wins).
    Owner { counted_swapped: bool },
}

/// What happens when a player has too few Prize cards left for a Knock Out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrizeShortfall {
    /// They take what is left (TCG-11).
    GameGoesOn,
    /// Their teammate takes the rest (TB-7).
    TeammateTakesRest,
}

/// What happens to a player who cannot draw at the start of their turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeckOut {
    /// They lose (TCG-14).
    Loses,
    /// They are removed from the game; their teammate sets aside as many Prize cards from the
    /// bottom of their deck as the removed player had left (TB-9).
    RemovedFromGame,
    /// They draw nothing and play on (the format ends the game: RF-14's players).
    DrawsNothing,
}

/// How the extra draws for mulligans are given (TCG-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mulligans {
    /// Each player draws for the mulligans of the opponent across before placing their Pokémon.
    EachDrawsBeforePlacing,
    /// Two players across who both mulligan draw nothing for it, and the draws come once every
    /// player has placed their Prize cards (TB-4).
    CancelAndDrawAfterPrizes,
}

/// TCG-5's limits on the first turn: no Supporter and no attack for the player going first, no
/// evolution on a player's first turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FirstTurn {
    Limited,
    /// RF-6 lifts them.
    Unlimited,
}

/// When a player with no Pokémon in play puts a Basic into the Active Spot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EmptyActive {
    /// At the start of their turn (RF-21).
    AtTurnStart,
    /// At the first chance, one drawn during their turn too (TB-8).
    AtOnce,
}

/// Who sits at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seating {
    /// Two players facing each other.
    TwoPlayers,
    /// Four seats clockwise A1, B1, A2, B2: two teams of two, teammates diagonal, each player
    /// facing an opponent across the table (TB-1).
    TwoTeamsAcross,
    /// A player against a seat the format plays itself (Raid Format's boss, RF-1, RF-2).
    AgainstAutomated,
    /// Both seats the format's: a board it keeps where nothing is dealt (Raid Format's boss's own
    /// board, a player with physical cards).
    AllAutomated,
}
