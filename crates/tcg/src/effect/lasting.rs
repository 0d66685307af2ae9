//! Effects that last into a later turn: protection, reduced damage, "can't attack".

use serde::{Deserialize, Serialize};

use super::{
    Amount, CardFilter, EnergyFilter, EnergyType, Name, Pokemon, PokemonKind, Provided, Side,
    SpecialCondition, Types, Which,
};

/// The turn a lasting effect holds during.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Turn {
    /// The opponent's next turn.
    OpponentsNext,
    /// The acting player's next turn.
    YourNext,
    /// The rest of this turn ("During this turn, …").
    This,
    /// Every turn until the Pokémon leaves the Active Spot ("… again until it leaves the
    /// Active Spot").
    UntilLeavesActive,
    /// From now to the end of the acting player's next turn ("until the end of your next
    /// turn").
    ThroughYourNext,
    /// As long as the Pokémon stays in play, on the Bench too, until it evolves ("you can't use
    /// this attack again as long as this Pokémon stays in play").
    WhileInPlay,
    /// The turn in which the Pokémon a card is attached to attacks: said only of when the card
    /// is discarded ("Discard Strength Charm at the end of the turn in which this Pokémon
    /// attacks").
    HolderAttacks,
    /// The opponent's next turn, while the Pokémon whose attack set it stays in the Active
    /// Spot ("During your opponent's next turn, … If this Pokémon is no longer your Active
    /// Pokémon, this effect ends.").
    OpponentsNextWhileActive,
}

/// What holds during that turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lasting {
    /// Prevent all damage done to a Pokémon by attacks (and their other effects too, when
    /// `effects` is set), from any attacker or only from attackers of a kind, and only from
    /// those the relative clause `which` names as they are now ("from your opponent's Pokémon
    /// that have 40 HP or less remaining").
    Prevent {
        to: Pokemon,
        effects: bool,
        from: Option<PokemonKind>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        which: Option<Which>,
    },
    /// Prevent all damage done to a Pokémon by attacks, its owner's too ("(both yours and your
    /// opponent's)").
    PreventFromAll { to: Pokemon },
    /// Prevent all effects of the opponent's attacks done to a Pokémon, except damage.
    PreventEffects { to: Pokemon },
    /// Damage done to a Pokémon by attacks (from any attacker, or only from attackers of a
    /// kind) is reduced by `amount` (after Weakness and Resistance), counted as the damage is
    /// done ("reduced by 20 for each Marowak in your discard pile").
    ReduceTaken {
        to: Pokemon,
        amount: Amount,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<PokemonKind>,
    },
    /// Damage done to a Pokémon by an opponent's attack is reduced by `each` for each heads of
    /// a coin flipped until tails, after Weakness and Resistance ("Whenever this Pokémon would
    /// be damaged by your opponent's attack, flip a coin until you get tails. For each heads,
    /// reduce that damage by 10").
    ReducedPerHeads { to: Pokemon, each: u16 },
    /// Damage done to a Pokémon by an attack is prevented when it is `amount` or less (after
    /// Weakness and Resistance and the defending side's other effects).
    PreventAtMost { to: Pokemon, amount: u16 },
    /// Damage of `at_least` or more done to a Pokémon by an attack (from attackers of a kind,
    /// or any) is reduced to `amount` (after Weakness and Resistance): "Whenever an attack by a
    /// Basic Pokémon … does 20 or more damage to Erika's Dratini …, reduce that damage to 10".
    ReducedTo {
        to: Pokemon,
        at_least: u16,
        amount: u16,
        from: Option<PokemonKind>,
    },
    /// Damage done by a Pokémon's attacks is reduced by `amount` (before Weakness and Resistance).
    ReduceDealt { by: Pokemon, amount: u16 },
    /// Damage done to a Pokémon by attacks is increased by `amount` (after Weakness and
    /// Resistance).
    MoreTaken { to: Pokemon, amount: u16 },
    /// A Pokémon's attacks do `amount` more damage to the opponent's Active Pokémon (before
    /// Weakness and Resistance), counted when the attack does its damage.
    MoreDealt { by: Pokemon, amount: Amount },
    /// A Pokémon's attack that does damage to the Defending Pokémon (after Weakness and
    /// Resistance) does `amount` more (the older PlusPower).
    MoreDealtAfterWeakness { by: Pokemon, amount: u16 },
    /// A Pokémon is Knocked Out at the end of that turn.
    KnockedOutAtEnd(Pokemon),
    /// Knocking Out an opponent's Pokémon by damage from a Pokémon's attack takes `count` more
    /// Prize cards.
    MorePrizes { by: Pokemon, count: u8 },
    /// No Prize cards are taken when this Pokémon is Knocked Out.
    NoPrizes(Pokemon),
    /// Asleep, this Pokémon flips `coins` coins at the Pokémon Checkup instead of 1, and wakes
    /// only on all heads.
    SleepCoins { on: Pokemon, coins: u8 },
    /// A Pokémon that would be Knocked Out by damage from an opponent's attack is not (on heads
    /// only, when `on_heads`): its remaining HP becomes `hp_left`.
    SurvivesKnockOut {
        on: Pokemon,
        hp_left: u16,
        on_heads: bool,
    },
    /// A Pokémon may have up to `count` Pokémon Tool cards attached (not 1); with
    /// `discards_down`, once it may not (its ability switched off), its owner discards them
    /// down to 1 ("If it loses this Ability, discard Pokémon Tools from it until only 1
    /// remains").
    ToolsAllowed {
        on: Pokemon,
        count: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        discards_down: bool,
    },
    /// A Pokémon may use the attacks of the cards it evolved from ("Each player's Active Evolved
    /// Pokémon (excluding Pokémon-ex) can use any attack from its Basic Pokémon or its Stage 1
    /// Evolution card").
    UsesAttacksBelow(Pokemon),
    /// A Pokémon may use the attacks printed on the Stadium in play ("Each player's Pokémon
    /// that has δ on its card can use attacks on this card instead of its own").
    UsesStadiumAttacks(Pokemon),
    /// Any Technical Machine may be attached to a Pokémon, whichever Pokémon the card names
    /// ("You may attach any Technical Machine to Xatu").
    TakesAnyMachine(Pokemon),
    /// A Pokémon can't attack.
    CantAttack(Pokemon),
    /// A Pokémon can't attack the Pokémon whose text this is ("the Defending Pokémon can't
    /// attack this Pokémon"): it ends when that one leaves the Active Spot.
    CantAttackThis(Pokemon),
    /// A Pokémon can't retreat.
    CantRetreat(Pokemon),
    /// A Pokémon can't be affected by a Special Condition (that one, or any).
    Unaffected {
        who: Pokemon,
        condition: Option<SpecialCondition>,
    },
    /// A Pokémon has no Retreat Cost.
    NoRetreatCost(Pokemon),
    /// A Pokémon's Retreat Cost is this many Colorless Energy more.
    RetreatCostMore { of: Pokemon, by: u8 },
    /// A Pokémon's Retreat Cost is this many Colorless Energy less.
    RetreatCostLess { of: Pokemon, by: u8 },
    /// A Pokémon's attacks cost `by` Colorless Energy less ("This Pokémon's attacks cost
    /// Colorless less for each of your opponent's Team Plasma Pokémon in play"), or `by` Energy
    /// of any type less when `any_type` ("that attack costs 1 Energy less. (The Energy can be of
    /// any type.)").
    AttackCostLess {
        of: Pokemon,
        by: Amount,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        any_type: bool,
    },
    /// A Pokémon's attack of this name costs `count` Energy of `energy` instead of its printed
    /// cost ("this Pokémon can use the Double-Edge attack for Psychic").
    AttackCostIs {
        of: Pokemon,
        attack: Name,
        energy: EnergyType,
        count: u8,
    },
    /// A Pokémon's attacks cost no Energy ("ignore all Energy in the attack cost of each of
    /// this Pokémon's attacks").
    NoAttackCost(Pokemon),
    /// A Pokémon's Retreat Cost is paid by discarding the Tool whose text this is, not Energy
    /// ("When the Pokémon this card is attached to retreats, discard this card instead of
    /// discarding Energy cards").
    RetreatPaidByThisCard(Pokemon),
    /// A Pokémon can retreat even while Asleep or Paralyzed.
    RetreatsAsleepOrParalyzed(Pokemon),
    /// A Pokémon has no Weakness.
    NoWeakness(Pokemon),
    /// A Pokémon's Weakness is not applied to the attacks of Pokémon of these types ("Ignore
    /// Weakness when a Water Pokémon does damage to a Pokémon with Blaine in its name").
    NoWeaknessTo { on: Pokemon, of: Types },
    /// A Pokémon has no Resistance ("Each Pokémon in play has no Resistance").
    NoResistance(Pokemon),
    /// Resistance is not applied to a Pokémon's attacks ("Don't apply Resistance to any
    /// attacks made by Pokémon with Brock in their names").
    IgnoresResistance(Pokemon),
    /// A Pokémon gets `amount` more HP ("The Pokémon this card is attached to gets +20 HP",
    /// "Nidoking gets +20 HP for each Nidoqueen you have in play").
    MoreHp { on: Pokemon, amount: Amount },
    /// Knocking Out a Pokémon, in any way, gives its owner's opponent `count` more Prize cards
    /// ("When the Pokémon this card is attached to is Knocked Out, your opponent takes 1 more
    /// Prize card").
    GivesMorePrizes { of: Pokemon, count: u8 },
    /// A Pokémon's Weakness is to this type (its amount stays).
    WeaknessIs { on: Pokemon, of: EnergyType },
    /// Players can't play cards of a kind from their hand ("Your opponent can't play any Item
    /// cards from their hand", "You can't play any more Trainer cards this turn", "Each player
    /// can't play any Item cards from his or her hand").
    CantPlay { who: Side, cards: CardFilter },
    /// A Pokémon can't use the attack whose text this is.
    CantUseThisAttack(Pokemon),
    /// A Pokémon can't use the attack the acting player chose of it ([`Operation::ChooseAttack`]).
    ///
    /// [`Operation::ChooseAttack`]: super::Operation::ChooseAttack
    CantUseChosenAttack(Pokemon),
    /// A Pokémon that tries to attack needs its owner to flip heads, or the attack does nothing.
    AttackNeedsHeads(Pokemon),
    /// Damage from a Pokémon's attacks isn't affected by any effects on the opponent's Active
    /// Pokémon (what [`Ignored`]'s `defending_effects` does for one attack).
    ///
    /// [`Ignored`]: super::Ignored
    IgnoresDefendingEffects(Pokemon),
    /// One attack of a Pokémon does `amount` more damage (before Weakness and Resistance): the
    /// attack of this name ("this Pokémon's Slash attack"), or with none the attack whose text
    /// this is.
    AttackDoesMore {
        by: Pokemon,
        attack: Option<Name>,
        amount: u16,
    },
    /// One attack of a Pokémon has `amount` as its base damage: the attack of this name, or
    /// with none the attack whose text this is ("this Pokémon's Psych Up attack's base damage
    /// is 60").
    AttackBaseDamage {
        by: Pokemon,
        attack: Option<Name>,
        amount: u16,
    },
    /// When an attack damages a Pokémon (even if it is Knocked Out), damage counters are put on
    /// the Attacking Pokémon: this many, or with none as many as the damage done.
    CountersOnAttacker {
        on: Pokemon,
        counters: Option<u8>,
        /// Only when the damage Knocks Out the Pokémon, which had full HP before it ("If the
        /// Pokémon V this card is attached to has full HP and is Knocked Out by damage from an
        /// attack …").
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_full_hp: bool,
    },
    /// A Pokémon's Weakness is to this type, ×2, whether it printed one or none ("The Weakness
    /// of each of your opponent's Dragon Pokémon in play is now Psychic. (Apply Weakness as
    /// ×2.)").
    WeaknessTwice { on: Pokemon, of: EnergyType },
    /// The Weakness of the opponent's Active Pokémon to the attacks of a Pokémon is applied as
    /// ×`times` ("When applying Weakness to damage from the attacks of the Pokémon this card is
    /// attached to done to your opponent's Active Pokémon, apply it as ×3").
    WeaknessAppliedAs { of: Pokemon, times: u8 },
    /// A Pokémon's Weakness, of the type it is, is applied as ×`times` ("Apply Weakness for
    /// your opponent's Active Pokémon as ×4 instead").
    WeaknessTimes { on: Pokemon, times: u8 },
    /// A Pokémon's attacks cost `by` Colorless Energy more ("Attacks used by each Basic Pokémon
    /// in play … cost [C] more").
    AttackCostMore { of: Pokemon, by: u8 },
    /// A Pokémon has no Abilities, its own nor those a Tool lends it ("Colorless Pokémon in
    /// play (both yours and your opponent's) have no Abilities").
    NoAbilities(Pokemon),
    /// The Pokémon Tools attached to a Pokémon have no effect ("Pokémon Tools attached to each
    /// Pokémon (both yours and your opponent's) have no effect").
    ToolsHaveNoEffect(Pokemon),
    /// Each player may have up to `count` Pokémon on their Bench, not TCG-4's 5, while they
    /// have a Pokémon of the kind `with` names in play, or always ("Each player can't have more
    /// than 4 Benched Pokémon", "Each player who has any Tera Pokémon in play can have up to 8
    /// Pokémon on their Bench"); a player with more discards Benched Pokémon down to it.
    /// `opponents`: the text's owner's opponents only, from an ability ("As long as this
    /// Pokémon is in the Active Spot, your opponent can't have more than 3 Benched Pokémon").
    BenchLimit {
        count: u8,
        with: Option<PokemonKind>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponents: bool,
    },
    /// Damage an opponent's attack does to a Pokémon is prevented on the heads of a coin
    /// flipped as it is done, after Weakness and Resistance ("If any damage is done to this
    /// Pokémon by attacks, flip a coin. If heads, prevent that damage.").
    PreventedOnHeads(Pokemon),
    /// Knocking Out the opponent's Active Pokémon by damage from a Pokémon's attack takes
    /// `count` more Prize cards ("if your opponent's Active Pokémon is Knocked Out by damage from
    /// an attack used by your Tera Pokémon, take 1 more Prize card").
    MorePrizesForActive { by: Pokemon, count: u8 },
    /// Knocking Out an opponent's Pokémon of a kind (their Active Pokémon only, when `active`)
    /// by damage from a Pokémon's attack takes `count` more Prize cards ("If your opponent's
    /// Basic Pokémon is Knocked Out by damage from an attack used by this Pokémon, take 1 more
    /// Prize card", "if your opponent's Active Pokémon VSTAR or Active Pokémon VMAX is Knocked
    /// Out …").
    MorePrizesForKind {
        by: Pokemon,
        count: u8,
        kind: PokemonKind,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        active: bool,
    },
    /// A Pokémon's attacks do `amount` more damage to the opponent's Active Pokémon of a kind
    /// (before Weakness and Resistance): "do 40 more damage to your opponent's Active Pokémon
    /// ex", "… Active Pokémon ex and Active Pokémon V".
    MoreDealtTo {
        by: Pokemon,
        amount: Amount,
        to: PokemonKind,
    },
    /// This many damage counters are put on a Pokémon at the end of the turn the effect lasts
    /// to ("At the end of your opponent's next turn, put 12 damage counters on the Defending
    /// Pokémon").
    CountersAtEnd { on: Pokemon, counters: u8 },
    /// At the Pokémon Checkup, `counters` more damage counters are put on a Pokémon affected by
    /// `condition` (Poisoned or Burned) than the rule's ("During Pokémon Checkup, put 3 more
    /// damage counters on your opponent's Burned Pokémon").
    CheckupCountersMore {
        on: Pokemon,
        condition: SpecialCondition,
        counters: u8,
    },
    /// A Pokémon can attack even while Asleep or Paralyzed ("The Pokémon this card is
    /// attached to can attack even if it's Asleep or Paralyzed").
    AttacksAsleepOrParalyzed(Pokemon),
    /// Knocking Out a Pokémon by damage from an opponent's attack (by an attacker of a kind,
    /// or any) gives that opponent `more` more, or `fewer` fewer, Prize cards ("if it is
    /// Knocked Out by damage from an attack from your opponent's Pokémon, that player takes 1
    /// more Prize card", "… 1 fewer Prize card"); `fewer` at [`u8::MAX`] leaves none ("… from
    /// your opponent's Pokémon ex, your opponent can't take any Prize cards for it").
    PrizesByAttack {
        of: Pokemon,
        more: u8,
        fewer: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<PokemonKind>,
        /// It applies once a game for its owner ("This effect of your Legacy Energy can't be
        /// applied more than once per game").
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        once_per_game: bool,
    },
    /// A Pokémon gets `amount` less HP ("Each Stage 2 Pokémon in play … gets -30 HP").
    LessHp { on: Pokemon, amount: u16 },
    /// A Pokémon Knocked Out goes to its owner's Lost Zone instead of the discard pile, the
    /// cards attached to it discarded ("Whenever a Pokémon (either yours or your opponent's) is
    /// Knocked Out, put that Pokémon in the Lost Zone instead of the discard pile").
    KnockedOutToLostZone(Pokemon),
    /// A Pokémon with full HP that would be Knocked Out by the damage of an attack is not: its
    /// remaining HP becomes `hp_left` ("If this Pokémon has full HP and would be Knocked Out by
    /// damage from an attack, it is not Knocked Out, and its remaining HP becomes 10").
    SurvivesFromFullHp {
        on: Pokemon,
        hp_left: u16,
        /// The Pokémon Tool whose text this is is discarded once it has saved the Pokémon
        /// ("Then, discard this card").
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        discards: bool,
    },
    /// A Pokémon may evolve during its owner's first turn and the turn it came into play
    /// ("this Pokémon can evolve during your first turn or the turn you play it").
    EvolvesAnyTime(Pokemon),
    /// Pokémon can't be played from the hand to evolve a Pokémon, Rare Candy's way too
    /// ("Pokémon can't be played from your opponent's hand to evolve the Defending Pokémon").
    NoEvolvingFromHand(Pokemon),
    /// Energy cards can't be attached from the hand to a Pokémon ("Energy cards can't be
    /// attached from your opponent's hand to the Defending Pokémon").
    NoEnergyFromHand(Pokemon),
    /// An Energy card attached from the hand to a Pokémon ends its player's turn ("if they
    /// attach an Energy card from their hand to the Defending Pokémon, their turn ends").
    TurnEndsOnEnergyFromHand(Pokemon),
    /// An Energy card attached from the hand to a Pokémon puts damage counters on it
    /// ("whenever they attach an Energy card from their hand to the Defending Pokémon, place 8
    /// damage counters on that Pokémon").
    CountersOnEnergyFromHand { on: Pokemon, counters: u8 },
    /// A Pokémon and every card attached to it are discarded at the end of the turn ("At the
    /// end of your opponent's next turn, discard the Defending Pokémon and all attached
    /// cards").
    DiscardedAtEnd(Pokemon),
    /// A Pokémon may attack during the first turn of the game, its owner's when they went first
    /// (TCG-5's exception: "If you go first, this Pokémon can use attacks during your first
    /// turn").
    AttacksOnFirstTurn(Pokemon),
    /// A Pokémon has no Abilities, but those the exception leaves it ("Pokémon with a Rule Box
    /// in play … have no Abilities, except for Future Pokémon", "your opponent's Active Pokémon
    /// has no Abilities, except for Midnight Fluttering").
    NoAbilitiesExcept { on: Pokemon, except: AbilitiesKept },
    /// The effects on a Pokémon of the opponent's texts of a kind other than attacks are
    /// prevented ("Prevent all effects of your opponent's Pokémon's Abilities done to this
    /// Pokémon", "whenever your opponent plays a Supporter card from their hand, prevent all
    /// effects of that card done to all of your Pokémon").
    PreventEffectsOf { to: Pokemon, of: EffectsOf },
    /// A Pokémon may use an attack twice in a turn ("this Pokémon may use an attack it has
    /// twice"): after the first one, its Knock Outs and promotions, its owner may only attack
    /// again with it or end the turn.
    AttacksTwice(Pokemon),
    /// Knocking Out a Pokémon, in any way, flips a coin: on heads its owner's opponent takes
    /// `more` more, or `fewer` fewer, Prize cards ("If this Pokémon is in the Active Spot and is
    /// Knocked Out, flip a coin. If heads, your opponent takes 1 fewer Prize card", "When your
    /// opponent's Active Pokémon is Knocked Out, flip a coin. If heads, take 1 more Prize
    /// card").
    PrizesOnHeads { of: Pokemon, more: u8, fewer: u8 },
    /// A Pokémon is of these types instead of its printed ones ("As long as this Pokémon is in
    /// play, it is Grass and Fire type").
    IsTypes { on: Pokemon, types: Types },
    /// The players of a side put the Prize cards they would take in the Lost Zone instead of
    /// into their hand.
    PrizesToLostZone(Side),
    /// Each Energy card attached to a Pokémon that passes `energy` provides `count` units of
    /// `provides` instead of what it says ("Each basic Fire Energy attached to your Pokémon
    /// provides FireFire Energy").
    EnergyProvides {
        on: Pokemon,
        energy: EnergyFilter,
        provides: Provided,
        count: u8,
    },
    /// Every coin the players of a side flip during their turn comes up tails ("During your
    /// opponent's next turn, whenever they flip a coin, treat it as tails").
    FlipsTails(Side),
    /// The Special Energy attached to a Pokémon have no effect but the Energy they provide
    /// ("All Special Energy attached to Pokémon … provide Colorless Energy and have no other
    /// effect", with a `EnergyProvides` for what they provide).
    SpecialEnergyHasNoEffect(Pokemon),
    /// A Pokémon can't evolve, from the hand or by an effect ("(That Pokémon can't evolve this
    /// turn.)", after Strange Timepiece devolves it).
    NoEvolving(Pokemon),
    /// A Pokémon may evolve, into a card of these types, during the turn it came into play or
    /// evolved: TCG-7's limit lifted, not TCG-5's ("Each player's Grass Pokémon can evolve into
    /// Grass Pokémon during the turn they play those Pokémon, except during their first
    /// turn").
    EvolvesTheTurnPlayed { on: Pokemon, into: Types },
    /// A Pokémon may be evolved from the hand by a card of the kind that evolves from the name
    /// `from` as well as by those that evolve from its own ("This Pokémon can evolve into any
    /// Pokémon ex that evolves from Eevee if you play it from your hand onto this Pokémon",
    /// Eevee ex).
    EvolvesAs {
        on: Pokemon,
        from: Name,
        kind: PokemonKind,
    },
    /// The cards in the deck of a Pokémon's owner can't be discarded by the effects of their
    /// opponent's attacks, Abilities, Item, Pokémon Tool or Supporter cards (Patrol Cap, on
    /// its holder while in the Active Spot).
    DeckNotDiscarded(Pokemon),
    /// A Pokémon has the Ability one of its attacks gave it ([`super::Control::GainsAbility`]),
    /// until it leaves play.
    HasGainedAbility(Pokemon),
    /// The Pokémon in play of the players of a side, and the cards attached to them, can't be
    /// put into their owner's hand ("Your opponent's Pokémon in play and all attached cards
    /// can't be put into your opponent's hand").
    InPlayNotToHand(Side),
}

/// The opponent's texts, other than attacks, a protection names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EffectsOf {
    /// "your opponent's Pokémon's Abilities".
    Abilities,
    /// "a Supporter card" they play from their hand.
    Supporters,
    /// "an Item or Supporter card" they play from their hand.
    ItemsAndSupporters,
}

/// What "has no Abilities, except for …" leaves on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AbilitiesKept {
    /// The Pokémon of a kind keep theirs ("except for Pokémon ex").
    Kind(PokemonKind),
    /// An Ability of this name stays ("except for Midnight Fluttering").
    Named(Name),
    /// The Pokémon of the name of the card whose text it is keep theirs ("Your opponent's
    /// Pokémon V in play, except any Aerodactyl VSTAR, have no Abilities" on Aerodactyl VSTAR).
    ThisName,
}

impl Lasting {
    /// The Pokémon a lasting effect is on; none for one on a player ("your opponent can't play
    /// …"), which the engine keeps on that player's board.
    pub fn target(&self) -> Option<Pokemon> {
        match *self {
            Lasting::Prevent { to, .. }
            | Lasting::PreventEffects { to }
            | Lasting::PreventFromAll { to }
            | Lasting::PreventAtMost { to, .. }
            | Lasting::ReducedTo { to, .. }
            | Lasting::ReducedPerHeads { to, .. }
            | Lasting::ReduceTaken { to, .. }
            | Lasting::MoreTaken { to, .. }
            | Lasting::CountersOnAttacker { on: to, .. } => Some(to),
            Lasting::ReduceDealt { by, .. }
            | Lasting::MoreDealt { by, .. }
            | Lasting::MoreDealtTo { by, .. }
            | Lasting::MorePrizes { by, .. }
            | Lasting::MorePrizesForActive { by, .. }
            | Lasting::MorePrizesForKind { by, .. }
            | Lasting::AttackDoesMore { by, .. }
            | Lasting::MoreDealtAfterWeakness { by, .. }
            | Lasting::AttackBaseDamage { by, .. } => Some(by),
            Lasting::CantAttack(p)
            | Lasting::NoPrizes(p)
            | Lasting::CantAttackThis(p)
            | Lasting::CantRetreat(p)
            | Lasting::NoWeakness(p)
            | Lasting::NoResistance(p)
            | Lasting::RetreatPaidByThisCard(p)
            | Lasting::IgnoresResistance(p)
            | Lasting::NoRetreatCost(p)
            | Lasting::NoAttackCost(p)
            | Lasting::RetreatsAsleepOrParalyzed(p)
            | Lasting::CantUseThisAttack(p)
            | Lasting::AttackNeedsHeads(p)
            | Lasting::TakesAnyMachine(p)
            | Lasting::UsesAttacksBelow(p)
            | Lasting::UsesStadiumAttacks(p)
            | Lasting::IgnoresDefendingEffects(p)
            | Lasting::NoAbilities(p)
            | Lasting::ToolsHaveNoEffect(p)
            | Lasting::SpecialEnergyHasNoEffect(p) => Some(p),
            Lasting::SleepCoins { on, .. } => Some(on),
            Lasting::RetreatCostLess { of, .. }
            | Lasting::RetreatCostMore { of, .. }
            | Lasting::WeaknessIs { on: of, .. }
            | Lasting::MoreHp { on: of, .. }
            | Lasting::AttackCostLess { of, .. }
            | Lasting::AttackCostIs { of, .. }
            | Lasting::NoWeaknessTo { on: of, .. }
            | Lasting::GivesMorePrizes { of, .. }
            | Lasting::WeaknessTwice { on: of, .. }
            | Lasting::WeaknessAppliedAs { of, .. }
            | Lasting::WeaknessTimes { on: of, .. }
            | Lasting::AttackCostMore { of, .. }
            | Lasting::ToolsAllowed { on: of, .. }
            | Lasting::SurvivesKnockOut { on: of, .. }
            | Lasting::CheckupCountersMore { on: of, .. }
            | Lasting::PrizesByAttack { of, .. }
            | Lasting::LessHp { on: of, .. }
            | Lasting::SurvivesFromFullHp { on: of, .. } => Some(of),
            Lasting::Unaffected { who, .. } => Some(who),
            Lasting::KnockedOutAtEnd(p)
            | Lasting::CountersAtEnd { on: p, .. }
            | Lasting::CantUseChosenAttack(p)
            | Lasting::PreventedOnHeads(p)
            | Lasting::AttacksAsleepOrParalyzed(p)
            | Lasting::KnockedOutToLostZone(p)
            | Lasting::EvolvesAnyTime(p)
            | Lasting::EvolvesTheTurnPlayed { on: p, .. }
            | Lasting::EvolvesAs { on: p, .. }
            | Lasting::NoEvolvingFromHand(p)
            | Lasting::NoEvolving(p)
            | Lasting::NoEnergyFromHand(p)
            | Lasting::TurnEndsOnEnergyFromHand(p)
            | Lasting::CountersOnEnergyFromHand { on: p, .. }
            | Lasting::DiscardedAtEnd(p)
            | Lasting::DeckNotDiscarded(p)
            | Lasting::HasGainedAbility(p) => Some(p),
            Lasting::AttacksOnFirstTurn(p)
            | Lasting::AttacksTwice(p)
            | Lasting::PrizesOnHeads { of: p, .. }
            | Lasting::EnergyProvides { on: p, .. } => Some(p),
            Lasting::NoAbilitiesExcept { on, .. } | Lasting::IsTypes { on, .. } => Some(on),
            Lasting::PreventEffectsOf { to, .. } => Some(to),
            Lasting::CantPlay { .. }
            | Lasting::BenchLimit { .. }
            | Lasting::PrizesToLostZone(_)
            | Lasting::InPlayNotToHand(_)
            | Lasting::FlipsTails(_) => None,
        }
    }
}
