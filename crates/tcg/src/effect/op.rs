//! The operations: one [`Operation`] per thing a text makes happen to the game (damage, Special
//! Conditions, coins, cards moved, Pokémon switched, lasting effects set up).

use serde::{Deserialize, Serialize};

use super::{
    Amount, CardCount, CardFilter, Count, DeckEnd, Destination, EnergyFilter, Group, HandPick,
    Lasting, Pick, Pokemon, Rest, Role, Side, Turn, Types,
};

/// The five Special Conditions (TCG-12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpecialCondition {
    Asleep,
    Burned,
    Confused,
    Paralyzed,
    Poisoned,
}

/// How many coins a flip uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Coins {
    /// This many.
    Fixed(u8),
    /// One for each thing counted.
    For(Count),
    /// Until a tails comes up.
    UntilTails,
}

/// Where attached cards come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The acting player's discard pile.
    Discard,
    /// The acting player's hand.
    Hand,
    /// The acting player's deck, searched ("search your deck for a Basic Fire Energy card and
    /// attach it to that Pokémon").
    Deck,
}

/// The cards whose attacks an attack may use as its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackCards {
    /// The Evolution cards under this Pokémon ("1 of this Pokémon's previous Evolutions").
    PreviousEvolutions,
    /// A card of the acting player's discard pile, picked first ("a Dragon Pokémon in your
    /// discard pile").
    Discard(CardFilter),
    /// A card among those the text found (the cards looked at, or a revealed hand), picked
    /// first ("choose an attack from a Pokémon you find there"); the cards looked at go where
    /// the text's later step puts them before the attack is used in its place.
    Found(CardFilter),
}

/// How much a heal removes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HealAmount {
    /// This much damage.
    Fixed(u16),
    /// All of it.
    All,
    /// As much as this attack did to the opponent's Active Pokémon.
    DamageDealt,
}

/// The parts of damage calculation (TCG-9) an attack skips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ignored {
    /// Skip Weakness.
    pub weakness: bool,
    /// Skip Resistance.
    pub resistance: bool,
    /// Skip effects on the defending side.
    pub defending_effects: bool,
}

/// One thing a card's text makes happen, done when the text resolves to it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Operation {
    // The attack's own damage to the Defending Pokémon (TCG-9).
    /// The attack's damage is this, instead of the printed number.
    SetDamage(Amount),
    /// The attack does this much more damage.
    MoreDamage(Amount),
    /// The attack does this much less damage.
    LessDamage(Amount),
    /// The attack does nothing (no damage, no other effect).
    Nothing,
    /// The attack's own damage is done to each Defending Pokémon, every opponent's Active
    /// Pokémon, Weakness and Resistance applied to each ("Does 20 damage to each Defending
    /// Pokémon", TB-11); the Defending Pokémon alone in the two-player game.
    ToEachDefending,
    /// The damage set so far is done now to the opponent's Active Pokémon, as an attack's is
    /// (Weakness and Resistance applied): a Poké-Power's "do 20 damage to your opponent's
    /// Active Pokémon. (Apply Weakness and Resistance.)". An attack's own damage step does it.
    DamageNow,
    /// The extra damage of the effects before is capped at this ("You can't add more than 100
    /// damage in this way").
    MoreDamageAtMost(u16),
    /// Parts of damage calculation the attack skips.
    Ignore(Ignored),

    // Damage and damage counters elsewhere.
    /// Damage to Pokémon other than by the attack's own damage (Bench, itself).
    Damage { to: Pokemon, amount: Amount },
    /// Put damage counters (not damage, TCG-10).
    PutCounters { on: Pokemon, counters: Amount },
    /// Put damage counters on a group's Pokémon, spread as `chooser` likes.
    SpreadCounters {
        among: Group,
        counters: Amount,
        chooser: Role,
    },
    /// Heal damage.
    Heal { from: Pokemon, amount: HealAmount },

    // Special Conditions (TCG-12, TCG-13).
    /// A Pokémon is now affected by a Special Condition.
    Inflict {
        on: Pokemon,
        condition: SpecialCondition,
    },
    /// A Pokémon's Special Condition puts this many damage counters instead of the rule's
    /// (TCG-13: Poison's 1 between turns, Burn's 2, Confusion's 3 on tails): "Put 2 damage
    /// counters instead of 1 on that Pokémon between turns", "Put 8 damage counters instead of 3
    /// on that Pokémon for this Special Condition".
    ConditionCounters {
        on: Pokemon,
        condition: SpecialCondition,
        counters: u8,
    },
    /// A Pokémon recovers from all Special Conditions.
    Cure(Pokemon),
    /// A Pokémon recovers from one of its Special Conditions, `chooser` picking which.
    CureOne { on: Pokemon, chooser: Role },

    // Coins and choices.
    /// Flip coins; later effects read the result through [`Condition`]s and [`Count::Heads`].
    Flip(Coins),
    /// The acting player and the opponent play Rock-Paper-Scissors, again after a tie when
    /// `until_someone_wins`; [`Condition::WonRockPaperScissors`] reads the result.
    RockPaperScissors { until_someone_wins: bool },
    /// `chooser` picks Pokémon now; later effects name them as [`Pokemon::That`].
    Choose(Pick),
    /// As [`Operation::Choose`], among the Pokémon whose card passes a filter ("1 of your Pokémon
    /// in play with Koga in its name").
    ChooseOnly { pick: Pick, only: CardFilter },
    /// `chooser` picks one of a Pokémon's attacks, for a later effect to name
    /// ([`Lasting::CantUseChosenAttack`]).
    ChooseAttack { of: Pokemon, chooser: Role },

    // Energy.
    /// Discard Energy attached to a Pokémon.
    DiscardEnergy {
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// Discard Energy attached to a group's Pokémon, picked among all of them ("Discard any
    /// amount of Fire Energy from your Pokémon").
    DiscardEnergyAmong {
        among: Group,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// Move Energy from one Pokémon to another.
    MoveEnergy {
        from: Pokemon,
        to: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// Attach Energy cards from the acting player's discard pile or hand.
    AttachEnergy {
        source: Source,
        to: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// Put Energy attached to a Pokémon into its owner's hand.
    EnergyToHand {
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// Shuffle Energy attached to a Pokémon, the acting player choosing it, into its owner's
    /// deck ("choose an Energy card attached to the Defending Pokémon, if any, and your
    /// opponent shuffles that card into his or her deck").
    EnergyToDeck {
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },

    // Cards.
    /// A player draws cards.
    Draw { who: Role, count: u8 },
    /// A player draws cards from the bottom of their deck ("Draw 3 cards from the bottom of
    /// your deck").
    DrawBottom { who: Role, count: u8 },
    /// A player draws until their hand holds this many cards.
    DrawUntil { who: Role, hand: u8 },
    /// A player draws until their hand holds as many cards as a count ("Draw cards until you
    /// have the same number of cards in your hand as your opponent": the opponent's hand; "…
    /// until they have as many cards in their hand as they have Psychic Pokémon in play").
    DrawUntilAsMany { who: Role, count: Count },
    /// A player discards cards of their choice from their hand until it holds this many.
    DiscardUntil { who: Role, hand: u8 },
    /// Search a deck and put what is found somewhere; the searcher chooses.
    Search {
        who: Role,
        count: CardCount,
        filter: CardFilter,
        to: Destination,
    },
    /// The acting player looks at cards from one end of a player's deck; later effects take
    /// some ([`Operation::TakeLooked`]) and say where the rest go ([`Operation::LookedRest`]).
    LookAtDeck {
        whose: Role,
        count: u8,
        end: DeckEnd,
    },
    /// The acting player looks at a player's face-down Prize cards (all, or this many of their
    /// choosing), shown to them alone (TCG-16).
    LookAtPrizes { whose: Role, count: CardCount },
    /// "Reveal cards from your deck until you reveal a Pokémon" and put it somewhere: the first
    /// card from the top that passes the filter, if any; the other cards revealed stay in the
    /// deck, which the text shuffles next.
    RevealUntil { filter: CardFilter, to: Destination },
    /// The acting player takes cards of a kind from the cards looked at and puts them somewhere.
    TakeLooked {
        count: CardCount,
        filter: CardFilter,
        to: Destination,
    },
    /// Where the cards looked at and not taken go.
    LookedRest(Rest),
    /// The acting player uses the effect of a Supporter card among the cards looked at (a
    /// revealed hand) as this attack's effect; the card stays where it is.
    UseFoundSupporter,
    /// Shuffle a player's deck.
    Shuffle(Role),
    /// A player shuffles their hand into their deck.
    ShuffleHandIntoDeck(Role),
    /// A player shuffles their hand into their deck and draws as many cards as it held ("draws
    /// a new hand of the same number of cards").
    RedrawHand(Role),
    /// A player shuffles their hand, puts it on the bottom of their deck and draws as many cards
    /// as it held ("Your opponent counts the cards in their hand, shuffles those cards, and puts
    /// them on the bottom of their deck. If they do, they draw that many cards.").
    RedrawHandFromBottom(Role),
    /// Discard cards from the top of a deck, or put them in the Lost Zone when `lost_zone`
    /// ("Put the top 3 cards of your deck in the Lost Zone").
    Mill {
        whose: Role,
        count: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lost_zone: bool,
    },
    /// A player discards cards from the top of their deck until only `left` remain ("Discard
    /// cards from the top of your deck until only 1 card remains").
    MillDownTo { whose: Role, left: u8 },
    /// Discard cards from a hand.
    DiscardFromHand {
        whose: Role,
        count: CardCount,
        filter: CardFilter,
        pick: HandPick,
    },
    /// Put cards from the acting player's discard pile into their hand.
    DiscardToHand {
        count: CardCount,
        filter: CardFilter,
    },
    /// Put Pokémon from the acting player's discard pile onto their Bench (Evolutions too, as
    /// `CardDef::benchable` says).
    DiscardToBench {
        count: CardCount,
        filter: CardFilter,
    },
    /// Shuffle cards from the acting player's discard pile into their deck.
    DiscardToDeck {
        count: CardCount,
        filter: CardFilter,
    },
    /// Put cards from the acting player's discard pile on top of their deck (not shuffled).
    DiscardToDeckTop {
        count: CardCount,
        filter: CardFilter,
    },
    /// The Trainer card being played goes into the acting player's hand instead of the discard
    /// pile once its text is done ("put this card into your hand instead of the discard pile").
    KeepThisCard,
    /// At the end of this turn, the acting player discards their hand if it holds at least this
    /// many cards ("At the end of this turn, if you have 5 or more cards in your hand, discard
    /// your hand").
    DiscardHandAtEndOfTurnIf(u8),
    /// The Trainer card being played goes into the acting player's deck instead of the discard
    /// pile once its text is done: on the bottom, or shuffled in ("shuffle this card into your
    /// deck instead of discarding it", "put this card on the bottom of your deck instead of in
    /// the discard pile").
    ThisCardIntoDeck { bottom: bool },
    /// The Trainer card being played is attached to a Pokémon and stays there, its passive
    /// effects on that Pokémon ("Attach PlusPower to your Active Pokémon").
    AttachThisCard(Pokemon),
    /// The Trainer card attached is discarded at the end of that turn ("At the end of your
    /// turn, discard PlusPower", "… at the end of your opponent's next turn").
    DiscardThisCardAtEndOf(Turn),
    /// The Pokémon Tool or Special Energy whose triggered text this is is discarded from its
    /// Pokémon ("Then, discard this card").
    DiscardThisCard,
    /// Shuffle a Pokémon and every card attached to it into its owner's deck.
    ShuffleIntoDeck(Pokemon),
    /// Put a Pokémon and every card attached to it into its owner's hand.
    ReturnToHand(Pokemon),
    /// Put a Pokémon's own cards into its owner's hand and discard every card attached to it
    /// ("Return this Pokémon to your hand. (Discard all cards attached to this Pokémon.)").
    ReturnToHandAlone(Pokemon),
    /// Put a Pokémon and every card attached to it into its owner's discard pile (not Knocked
    /// Out).
    DiscardPokemon(Pokemon),
    /// Cards are picked from a player's hand; [`Operation::PickedIntoDeck`] and
    /// [`Operation::DiscardPicked`] say what becomes of them.
    PickFromHand {
        whose: Role,
        count: u8,
        pick: HandPick,
    },
    /// The cards picked from a hand are shown and shuffled into their owner's deck.
    PickedIntoDeck,
    /// The cards picked from a hand are discarded.
    DiscardPicked,
    /// A player puts cards of a kind from their hand on top of (or under) their deck, picked
    /// one at a time ("Choose a card from your hand and put it on top of your deck", "… on the
    /// bottom of your deck"); a shuffle after makes it "into the deck".
    HandToDeck {
        whose: Role,
        count: CardCount,
        filter: CardFilter,
        end: DeckEnd,
    },
    /// A player puts `count` cards of a kind from their hand in their Lost Zone, picking them,
    /// all or none ("you may put 2 Lightning Energy cards from your hand in the Lost Zone").
    HandToLostZone {
        who: Role,
        count: u8,
        filter: CardFilter,
    },
    /// A player's hand is shown to everyone; later effects find cards there as among cards
    /// looked at ([`Operation::TakeLooked`], [`Operation::UseFoundSupporter`]).
    RevealHand(Role),
    /// Discard the Stadium in play.
    DiscardStadium,
    /// A player discards any number of their Benched Pokémon whose card passes the filter,
    /// with every card attached, picking them one at a time ("Discard any number of Arrokuda
    /// from your Bench"); each counts once as discarded in this way. With `at_most`, no more
    /// than it counts, the text's earlier discards included ("Discard a number of your Benched
    /// Dreepy up to the number of your opponent's Pokémon in play").
    DiscardFromBench {
        who: Role,
        filter: CardFilter,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at_most: Option<Count>,
    },
    /// Discard every Pokémon Tool attached to a Pokémon.
    DiscardTools(Pokemon),
    /// The acting player discards up to `count` cards, each a Pokémon Tool attached to any
    /// Pokémon in play (only `whose` Pokémon, when named) or, when `stadium`, the Stadium
    /// ("Choose up to 2 in any combination of Pokémon Tool cards and Stadium cards in play
    /// (yours or your opponent's) and discard them", "Choose up to 2 Pokémon Tool cards attached
    /// to Pokémon in play …", "Discard up to 2 Pokémon Tools from your opponent's Pokémon");
    /// `exactly` that many while there are any ("Choose a Pokémon Tool …"); into the owner's
    /// Lost Zone instead when `lost_zone` ("… and put it in the Lost Zone").
    DiscardToolsOrStadium {
        count: u8,
        stadium: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whose: Option<Role>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exactly: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lost_zone: bool,
    },

    // Turns.
    /// The acting player's turn ends ("If you use this Ability, your turn ends").
    EndTurn,
    /// A Pokémon is Knocked Out (TCG-11).
    KnockOut(Pokemon),
    /// The acting player takes another turn after this one.
    ExtraTurn,

    // Positions.
    /// A side's Active Pokémon switches with one of its Benched Pokémon, `chooser` picking it
    /// (one of `of_type` only: "1 of your Benched Lightning Pokémon").
    Switch {
        side: Role,
        chooser: Role,
        #[serde(default, skip_serializing_if = "Types::is_any")]
        of_type: Types,
    },
    /// The acting player puts a card of this kind from their hand into play as their Active
    /// Pokémon, the old Active Pokémon going to the Bench ("Put a Basic Pokémon card from your
    /// hand into play as your Active Pokémon. Put your old Active Pokémon onto your Bench.").
    HandToActive(CardFilter),
    /// The Pokémon the text is on, on its owner's Bench, switches with their Active Pokémon
    /// ("switch this Pokémon with your Active Pokémon").
    SwitchInThis,

    // Copying.
    /// The attack a role's Pokémon used during that role's last turn is used as this attack,
    /// by this Pokémon (its damage and effects; not a GX attack unless `gx`); if there is none,
    /// this attack does nothing more.
    CopyLastAttack { of: Role, gx: bool },

    // Later turns.
    /// Something that holds during a later turn.
    During { turn: Turn, what: Lasting },
    /// The acting player chooses an attack of other cards and it is used as this attack, by
    /// this Pokémon (its damage and effects, not its cost), never a GX attack nor one that
    /// copies ("Choose an attack from 1 of this Pokémon's previous Evolutions and use it as
    /// this attack"); with none to choose, this attack does nothing more.
    UseAttackOf(AttackCards),
    /// The attack chosen by [`Operation::ChooseAttack`] is used as this attack, by this Pokémon
    /// (its damage and effects, not its cost); with none chosen, this attack does nothing more.
    UseChosenAttack,
    /// A player shuffles their hand and puts it under their deck ("Each player shuffles their
    /// hand and puts it on the bottom of their deck"); a card put there makes "If either player
    /// put any cards on the bottom of their deck in this way" ([`super::Condition::YouDid`])
    /// hold.
    HandUnderDeck(Role),
    /// The acting player puts a Stage 2 card of their hand that evolves from the Pokémon picked
    /// before onto it, skipping the Stage 1 (Rare Candy): evolving from the hand (TCG-7), its
    /// "when you play this Pokémon from your hand to evolve" texts set off.
    EvolveThatFromHand,
    /// Put cards from the acting player's discard pile into their hand, none of those the text
    /// discarded ("(You can't choose a card you discarded with the effect of this card.)").
    DiscardToHandNotDiscarded {
        count: CardCount,
        filter: CardFilter,
    },
    /// Each of these Pokémon that has evolved is devolved: its highest Stage Evolution card
    /// goes into its owner's hand ("Devolve each of your opponent's evolved Pokémon by putting
    /// the highest Stage Evolution card on it into your opponent's hand").
    Devolve(Pokemon),
    /// As [`Operation::Devolve`], the Evolution card shuffled into its owner's deck ("Devolve
    /// each of your opponent's evolved Pokémon by shuffling the highest Stage Evolution card on
    /// it into your opponent's deck").
    DevolveIntoDeck(Pokemon),

    // Damage counters moved.
    /// Up to `counters` damage counters move from one Pokémon to another, as many as the first
    /// has ("move up to 3 damage counters from 1 of your Pokémon to 1 of your opponent's
    /// Pokémon": moving fewer is never better). `from` is named before `to` is picked.
    MoveCounters {
        from: Pokemon,
        to: Pokemon,
        counters: u8,
    },
    /// The Pokémon an earlier step picked, on its owner's Bench, switches with their Active
    /// Pokémon ("switch 1 of your Benched Darkness Pokémon, except any Pecharunt ex, with your
    /// Active Pokémon", the pick made first); it stays "that Pokémon".
    SwitchInThat,
    /// Put cards from the acting player's discard pile in their Lost Zone, picked one at a time
    /// ("Put any number of Pokémon Tool cards from your discard pile in the Lost Zone").
    DiscardToLostZone {
        count: CardCount,
        filter: CardFilter,
    },
    /// The acting player's team wins the game (TCG-14's ways and this one: "If you use this
    /// attack when you have exactly 1 Prize card remaining, you win this game").
    WinGame,
    /// The acting player (the pick's chooser) picks up to `count` Pokémon of the group, one at a
    /// time, and may stop ("Choose up to 2 of your Ancient Pokémon"); later effects name them
    /// "each of them".
    ChooseUpTo(Pick),
    /// An Energy card from the source is attached to each of the Pokémon named, one card each,
    /// picked in turn: those an earlier effect picked ("attach a Basic Energy card from your
    /// discard pile to each of them"), or a group's ("… to each of your Future Pokémon").
    AttachEnergyToEach {
        source: Source,
        to: Pokemon,
        energy: EnergyFilter,
    },
    /// Energy attached to a Pokémon put in its owner's Lost Zone, the acting player picking the
    /// cards ("Put 2 Energy attached to this Pokémon in the Lost Zone").
    EnergyToLostZone {
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// Energy put in the Lost Zone from among a group's Pokémon, picked as
    /// [`Operation::DiscardEnergyAmong`] picks it ("Put 2 Energy attached to your Pokémon in the
    /// Lost Zone").
    EnergyToLostZoneAmong {
        among: Group,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// [`Operation::During`] on every Pokémon of a group (`what`'s target, [`Pokemon::Each`])
    /// that is in it at any time during the turns, those that come into play later included
    /// ("(This includes new Pokémon that come into play.)").
    DuringIncludingNew { turn: Turn, what: Lasting },
    /// Energy attached to a Pokémon, the acting player choosing it, put on top of its owner's
    /// deck, unshuffled ("Put an Energy attached to your opponent's Active Pokémon on top of
    /// their deck").
    EnergyToDeckTop {
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    },
    /// The acting player, or each player, takes this many of their Prize cards ("take a Prize
    /// card", "each player takes a Prize card"); taking the last wins, and both sides taking
    /// their last at once is Sudden Death (TCG-14).
    TakePrizes { who: Side, count: u8 },
    /// One of a player's face-down Prize cards is turned face up, for the rest of the game ("You
    /// may turn 1 of your face-down Prize cards face up", "Turn 1 of your opponent's face-down
    /// Prize cards face up").
    TurnPrizeFaceUp(Role),
    /// The Pokémon Checkup after this turn is skipped ("(Skip Pokémon Checkup.)", after "Take
    /// another turn after this one").
    SkipCheckup,
    /// The acting player's Prize cards are shuffled and put on the bottom of their deck, and as
    /// many cards from the deck's top put face down as their Prize cards ("Count your Prize
    /// cards, shuffle them, and put them on the bottom of your deck. Then, take that many
    /// cards …").
    PrizesRedealt,
    /// The acting player chooses their new Active Pokémon before the other players this turn
    /// ("(You choose a new Active Pokémon first.)", after both Active Pokémon leave play).
    ActingPromotesFirst,
    /// The acting player picks a card of `filter` from `source` (their discard pile, or their
    /// deck searched) and it takes the place of the top card of `with`, one of their Pokémon in
    /// play: attached cards, damage counters, Special Conditions, turns in play and other
    /// effects remain on the new Pokémon, and the card it replaces goes where the new one came
    /// from ("switch it with 1 of your Basic Pokémon in play", Thorton; "search your deck for a
    /// Palafin ex and switch it with this Pokémon. … put this card into your deck", Palafin).
    /// With `discards`, the Pokémon is discarded with all its cards instead and the new one
    /// comes into play bare in its place ("discard this Pokémon and all attached cards, and
    /// put the chosen Pokémon in its place", Ditto).
    SwapWith {
        source: Source,
        filter: CardFilter,
        with: Pokemon,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        discards: bool,
    },
    /// The card whose ability is used from the hand or the discard pile
    /// ([`super::Usage::UsedFrom`]) goes from there onto its owner's Bench, and is "this
    /// Pokémon" for the rest of the text ("you may put this Pokémon onto your Bench").
    BenchThisCard,
    /// Put a Pokémon's own cards on top of its owner's deck and discard every card attached to
    /// it ("discard all cards from this Pokémon and put this Pokémon on top of your deck").
    DeckTopAlone(Pokemon),
    /// The cards of a filter among those the text discarded from the acting player's deck go
    /// into their hand ("discard 3 cards from the top of their deck. If a player discarded any
    /// Item cards in this way, they put those Item cards into their hand", PokéStop).
    DiscardedToHand(CardFilter),
    /// The acting player's face-down Prize cards are set apart as the cards looked at, seen by
    /// them ("Look at your face-down Prize cards. You may reveal a Basic Pokémon you find there
    /// …", Hisuian Heavy Ball); [`Rest::Prizes`] puts them back.
    PrizesAside,
    /// The acting player may take a card of a filter from the cards looked at into their hand,
    /// the Trainer card played taking its place among them, to go where they go ("You may reveal
    /// a Basic Pokémon you find there, put it into your hand, and put this card in its place as a
    /// face-down Prize card"); if they take none, the Trainer is discarded as usual.
    FoundForThisCard(CardFilter),
    /// The card looked at and one of its owner's Prize cards switch places, the Prize card
    /// joining the cards looked at: the Prize card this text turned face up (it stays face up),
    /// else a face-down one, one the acting player has not seen first, which they see now ("You
    /// may switch that card with 1 of your face-down Prize cards. (The cards stay face down.)",
    /// Arc Phone; "You may have your opponent switch those cards", Team Rocket's Bother-Bot).
    LookedSwappedWithPrize,
    /// The cards looked at are revealed to every player and the acting player's opponent
    /// chooses `count` of them (all, if fewer), which go where `to` says ("Reveal the top 5
    /// cards of your deck and have your opponent choose 2 of them. Discard the chosen cards",
    /// Riley); [`Operation::LookedRest`] says where the others go.
    LookedChosenByOpponent { count: u8, to: Destination },
    /// The acting player picks a Pokémon card of their hand, which stays there, and the
    /// opponent guesses its HP; [`super::Condition::YouDid`] reads whether they guessed right
    /// ("Tell your opponent the name of a Pokémon in your hand … Your opponent guesses that
    /// Pokémon's HP", Tyme).
    GuessHp,
    /// The Trainer card whose text is used from its owner's hand or discard pile
    /// ([`super::Usage::AlsoFrom`]) goes from there into their hand ("put this Grant into your
    /// hand").
    PileCardToHand,
    /// The acting player uses the effect of a Supporter card among those the text discarded
    /// from their deck as this attack's effect ("Discard the top card of your deck, and if that
    /// card is a Supporter card, use the effect of that card as the effect of this attack",
    /// Ninetales); the card stays in the discard pile.
    UseDiscardedSupporter,
}
