//! What an "If …," tests: the last coin flips, the step before, or the board.

use serde::{Deserialize, Serialize};

use super::{CardFilter, Count, EnergyType, Name, Pokemon, Role, SpecialCondition, Types};

/// What kind of Pokémon a board condition asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PokemonKind {
    /// A Basic Pokémon.
    Basic,
    /// An Evolution Pokémon (Stage 1, Stage 2 …).
    Evolution,
    /// A Stage 1 Pokémon.
    Stage1,
    /// A Stage 2 Pokémon.
    Stage2,
    /// A Pokémon-ex, Pokémon-EX or Pokémon ex: the grammar reads text lower-cased, and the
    /// three rule boxes give the same Prize count (TCG-11).
    Ex,
    /// A Pokémon-GX.
    Gx,
    /// A Pokémon-GX or a Pokémon-EX ("your opponent's Pokémon-GX or Pokémon-EX").
    GxOrEx,
    /// An Ultra Beast.
    UltraBeast,
    /// A Pokémon V (V, VMAX, VSTAR).
    V,
    /// A Pokémon VMAX.
    Vmax,
    /// A Pokémon SP (the Platinum era's trainers' Pokémon).
    Sp,
    /// A Pokémon LV.X (a Level-Up card).
    LvX,
    /// A Baby Pokémon.
    Baby,
    /// A Team Plasma Pokémon.
    TeamPlasma,
    /// A Pokémon that has δ on its card (δ Delta Species).
    Delta,
    /// A Pokémon of one of these types, where no group holds them: the attackers a protection
    /// is from ("by attacks from your opponent's Fire or Water Pokémon").
    OfTypes(Types),
    /// A Pokémon ex or a Pokémon V ("a Pokémon ex or Pokémon V").
    ExOrV,
    /// A Pokémon with a Rule Box (ex, V, GX, Radiant …: TCG-19), "that doesn't have a Rule
    /// Box" read as its denial.
    RuleBox,
    /// A Tera Pokémon.
    Tera,
    /// An Ancient Pokémon.
    Ancient,
    /// A Future Pokémon.
    Future,
    /// A Mega Evolution Pokémon ("Mega Evolution Pokémon ex").
    Mega,
    /// A Basic Pokémon of one of these types ("Basic non-Colorless Pokémon").
    BasicOfTypes(Types),
    /// A Pokémon VSTAR.
    Vstar,
    /// A Basic Pokémon ex ("your opponent's Basic Pokémon ex").
    BasicEx,
    /// A Basic Pokémon V ("1 of your Basic Pokémon V").
    BasicV,
    /// A Pokémon whose card prints an Ability ("your opponent's Pokémon that have an
    /// Ability").
    HasAbility,
    /// A Pokémon that evolves from an Item card that has "Fossil" in its name (Omanyte from
    /// Antique Helix Fossil).
    FromFossil,
    /// A Pokémon VSTAR or a Pokémon VMAX ("Active Pokémon VSTAR or Active Pokémon VMAX").
    VstarOrVmax,
    /// A Single Strike, Rapid Strike or Fusion Strike Pokémon ("your opponent's Single Strike,
    /// Rapid Strike, and Fusion Strike Pokémon").
    Strike,
}

/// The test of an "If …, …".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// The last coin flipped came up heads.
    Heads,
    /// The last coin flipped came up tails.
    Tails,
    /// Every coin of the last flip came up heads ("if both of them are heads").
    AllHeads,
    /// Every coin of the last flip came up tails ("if both of them are tails").
    AllTails,
    /// At least one coin of the last flip came up tails ("if either of them is tails").
    AnyTails,
    /// At least one coin of the last flip came up heads ("if either of the coins is heads").
    AnyHeads,
    /// Exactly this many heads among the last coins flipped ("If 2 of them are heads").
    HeadsExactly(u8),
    /// The acting player won the last game of Rock-Paper-Scissors ("If you win, …").
    WonRockPaperScissors,
    /// The optional step just before was done ("If you do, …").
    YouDid,
    /// A card of this kind is among the cards found: a hand revealed, or cards looked at ("If
    /// you find a Pokémon there, …").
    Found(CardFilter),
    /// A Pokémon has damage counters on it.
    Damaged(Pokemon),
    /// A Pokémon's remaining HP is this much or less.
    RemainingHpAtMost(Pokemon, u16),
    /// A Pokémon has a Special Condition (that one, or any).
    Affected(Pokemon, Option<SpecialCondition>),
    /// A Pokémon is Asleep, Confused or Paralyzed (the Special Conditions that stop a
    /// Poké-Power).
    CantAct(Pokemon),
    /// A Pokémon is neither Asleep, Confused nor Paralyzed: what a power that "stops working
    /// while" [`Condition::CantAct`] holds works under.
    CanAct(Pokemon),
    /// A Pokémon is its owner's Active Pokémon.
    InActiveSpot(Pokemon),
    /// A Pokémon is on its owner's Bench.
    OnBench(Pokemon),
    /// A Pokémon is of a kind.
    Is(Pokemon, PokemonKind),
    /// The Pokémon's card passes the filter ("a Pokémon with Giovanni in its name").
    Card(Pokemon, CardFilter),
    /// A Pokémon is not of a kind ("the Pokémon this card is attached to (excluding
    /// Pokémon-EX)").
    IsNot(Pokemon, PokemonKind),
    /// A Pokémon is of a type ("a Fighting Pokémon").
    OfType(Pokemon, EnergyType),
    /// A Pokémon has a card of this kind attached (a Pokémon Tool, Special Energy …).
    HasAttached(Pokemon, CardFilter),
    /// A Pokémon has a basic Energy card of each of these types attached ("If the Pokémon
    /// using this attack has Fire and Lightning basic Energy cards attached to it").
    HasBasicEnergyOfEach(Pokemon, Types),
    /// A Pokémon has no card of this kind attached ("If this Pokémon has no Energy attached to
    /// it").
    NoneAttached(Pokemon, CardFilter),
    /// A side has at least one Benched Pokémon.
    HasBenched(Role),
    /// A Stadium card is in play ("If there is no Stadium card in play" reads it denied: what
    /// follows is its `otherwise`).
    StadiumInPlay,
    /// A card of this name is in play: the Stadium, or a Pokémon of any side ("If Phoebe's
    /// Stadium is in play").
    NamedInPlay(Name),
    /// An earlier step of the text put Pokémon onto the acting player's Bench ("If you put any
    /// Pokémon onto your Bench in this way").
    BenchedThisWay,
    /// The card whose text this is was played from the acting player's hand ("if you played
    /// this card from your hand"), not used by another card's effect.
    PlayedFromHand,
    /// The acting player played a Supporter from their hand this turn.
    PlayedSupporterThisTurn,
    /// The Pokémon the text is on moved from the Bench to the Active Spot this turn.
    MovedToActiveThisTurn,
    /// Damage was healed from the Pokémon the text is on this turn.
    HealedThisTurn,
    /// An opponent's attack damaged the Pokémon the text is on during that opponent's last
    /// turn.
    DamagedByAttackLastTurn,
    /// A Pokémon came into play (or evolved) this turn ("the turn you put this Pokémon into
    /// play").
    NewThisTurn(Pokemon),
    /// A player's Bench has no room left.
    BenchFull(Role),
    /// A player has no cards in their deck.
    DeckEmpty(Role),
    /// The acting player's hand holds fewer than this many cards besides the card being
    /// played ("If this is the only card in your hand", "If you can't discard 2 cards").
    FewerInHand(u8),
    /// The acting player's hand holds a card besides the card being played ("If you have any
    /// cards in your hand").
    AnyInHand,
    /// It is the acting player's first turn.
    FirstTurn,
    /// Both players have as many cards in hand.
    SameHandSize,
    /// A count compared with a number or with another count ("If there are 3 or fewer cards
    /// in your deck", "If you have fewer Pokémon in play than your opponent", "If you have
    /// exactly 3 Prize cards remaining", "If you have 9 or more Pokémon Tool cards in your
    /// discard pile").
    Counted(Count, Compare),
    /// A Pokémon has Resistance to a type ("has Fighting Resistance").
    Resists(Pokemon, EnergyType),
    /// A Pokémon has either of two Special Conditions ("is Burned or Poisoned").
    AffectedEither(Pokemon, SpecialCondition, SpecialCondition),
    /// The Pokémon the text is on used the attack of this name during its owner's last turn.
    UsedLastTurn(Name),
    /// A card of this name is anywhere under the Pokémon the text is on (it evolved from
    /// one): "If Mantyke is anywhere under Mantine".
    Under(Name),
    /// The acting player played the Supporter card of this name from their hand during this
    /// turn (the cards that print it name Supporters: Cynthia, Nessa).
    PlayedThisTurn(Name),
    /// One of a role's Pokémon was Knocked Out by damage from an attack of an opponent during
    /// that opponent's last turn.
    KnockedOutByAttackLastTurn(Role),
    /// One of a role's Pokémon was Knocked Out, in any way, during an opponent's last turn.
    KnockedOutLastTurn(Role),
    /// A role has a Stadium in play: the one in play was played by that player ("If you have a
    /// Stadium in play").
    StadiumOf(Role),
    /// The acting player did not take the game's first turn ("if you go second").
    WentSecond,
    /// The Pokémon the text is on evolved this turn from the card of this name ("If this
    /// Pokémon evolved from Magneton during this turn").
    EvolvedFromThisTurn(Name),
    /// An earlier step of the text attached an Energy card to a Pokémon ("If you attached
    /// Energy to a Pokémon in this way").
    AttachedThisWay,
    /// It is the first turn of the acting player, who did not take the game's first turn ("If
    /// you go second, you can't use this attack during your first turn").
    SecondPlayersFirstTurn,
    /// The acting player played from their hand this turn a Supporter card that passes the
    /// filter ("if they played a Supporter card that has "Team Rocket" in its name from their
    /// hand this turn").
    PlayedSupporterOf(CardFilter),
    /// One of the acting player's Pokémon in play is of a type one of the opponent's is ("If any
    /// of your Pokémon in play are the same type as any of your opponent's Pokémon in play").
    SidesShareType,
    /// One of the acting player's Pokémon (of a kind, when named; not the one the text is on,
    /// when `others`) used an attack (the one of this name, when named) during their last turn,
    /// whether it is still in play or not ("If 1 of your other Ancient Pokémon used an attack
    /// during your last turn", "If 1 of your Pokémon used Angelite during your last turn").
    UsedAttackLastTurn {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<PokemonKind>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attack: Option<Name>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        others: bool,
    },
    /// One of a role's Pokémon whose card passes the filter was Knocked Out by damage from an
    /// attack of an opponent during that opponent's last turn ("If any of your Fighting Pokémon
    /// were Knocked Out by damage from an attack during your opponent's last turn").
    KnockedOutOfByAttackLastTurn(Role, CardFilter),
    /// One of a role's Pokémon whose card passes the filter was Knocked Out, in any way, during
    /// an opponent's last turn ("if any of your Team Rocket's Pokémon were Knocked Out during
    /// your opponent's last turn").
    KnockedOutOfLastTurn(Role, CardFilter),
    /// A Pokémon has an Ability of this name now ("if your Active Pokémon has the Festival
    /// Lead Ability").
    HasAbilityNamed(Pokemon, Name),
    /// A Pokémon of the opponent's retreated from the Active Spot during that opponent's last
    /// turn ("If that Pokémon retreated from the Active Spot during your opponent's last
    /// turn").
    RetreatedLastTurn(Pokemon),
    /// An earlier step of the text attached a card to the acting player's Active Pokémon ("If
    /// you attached Energy to your Active Pokémon in this way").
    AttachedToActiveThisWay,
}

impl Compare {
    /// The comparison that holds exactly when this one does not, where there is one ("more
    /// than 1" denied is "at most 1").
    pub fn denied(self) -> Option<Compare> {
        match self {
            Compare::AtLeast(n) => Some(Compare::AtMost(n.checked_sub(1)?)),
            Compare::AtMost(n) => Some(Compare::AtLeast(n.checked_add(1)?)),
            Compare::Exactly(_)
            | Compare::OneOf(_)
            | Compare::MoreThan(_)
            | Compare::FewerThan(_)
            | Compare::SameAs(_) => None,
        }
    }
}

/// How a count compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    AtLeast(u16),
    AtMost(u16),
    Exactly(u16),
    /// One of a few numbers under 32, as bits (`1 << n`): "If you have 2, 4, or 6 Prize Cards
    /// left".
    OneOf(u32),
    MoreThan(Count),
    FewerThan(Count),
    /// As many as another count ("have the same amount of Energy attached").
    SameAs(Count),
}
