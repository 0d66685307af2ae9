//! The cards of one game, worked out once from the printed cards (`compile.rs`) and shared by
//! every copy of the state through an `Arc`: the hot path reads numbers, never text.

use altplay_cards::ModifierValue;
use altplay_cards::printed::{EnergyType, Stage, TrainerKind};
use arrayvec::ArrayVec;

use super::energy::Cost;
use super::ids::{CardId, NameId};
use super::program::Program;
use super::state::InPlay;
use crate::effect::{
    CardFilter, CardTag, Condition, IntoPlay, Lasting, Pokemon, PokemonKind, Provided, Source,
    Trigger, Turn, Types,
};

/// Every distinct card of a game's decks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardTable {
    pub(crate) cards: Vec<CardDef>,
    /// Each seat's cards at the start, as listed: known to every seat (theme decks and shared
    /// decklists are public), so a search may deal the cards it cannot see (IS-MCTS).
    pub decklists: Vec<Vec<CardId>>,
    /// Some card has a passive effect on Pokémon other than its own (a group's, a Stadium's), or
    /// a Trainer's lasting effect on a group that takes in new Pokémon: without one, nothing in
    /// play is scanned for them.
    pub passives_on_others: bool,
    /// Some Special Energy card has a passive effect on its holder: without one, the Energy
    /// attached to a Pokémon is not looked at for them.
    pub energy_passives: bool,
    /// The kinds of trigger some card's text watches for, as [`Trigger::kind_bit`]s: a
    /// happening no card watches for asks no Pokémon in play.
    pub watched: u32,
    /// Some Pokémon's ability keeps players from playing cards ("Each player can't play any
    /// Item cards …"): without one, no card played looks for it.
    pub play_locks: bool,
    /// Some card lets a Pokémon use the attacks of the cards it evolved from, of the Stadium
    /// (Meteor Falls, Holon Lake) or of its owner's other Pokémon (Bellossom δ): without one,
    /// attacks are not looked for there.
    pub lends_attacks_in_play: bool,
    /// Some Trainer attached to a Pokémon is discarded at the end of a turn (PlusPower,
    /// Defender): without one, nothing in play is looked at when a turn ends.
    pub discarded_at_end: bool,
    /// Some Special Energy card's text is set off by what happens to its holder: without one,
    /// the Energy attached to a Pokémon is not looked at for triggers.
    pub energy_triggers: bool,
    /// Some Pokémon's ability switches off other Pokémon's abilities ("Pokémon with a Rule Box
    /// in play … have no Abilities"): without one, no ability looks for it.
    pub ability_locks: bool,
    /// Some card's text puts a lasting effect on a group that takes in new Pokémon: without
    /// one, no side is looked at for them.
    pub side_lastings: bool,
    /// Some card has an ability used from its owner's hand or discard pile
    /// ([`AbilityDef::UsedFrom`]): without one, neither is looked through for them.
    pub pile_abilities: bool,
    /// Some Pokémon's ability changes its types ("it is Grass and Fire type"): without one, a
    /// Pokémon's types are its card's.
    pub types_changed: bool,
    /// Some Pokémon's ability puts the Prize cards a player takes in the Lost Zone: without
    /// one, Prize cards taken are not looked at.
    pub prizes_to_lost_zone: bool,
    /// Some card changes what attached Energy provides ("Each basic Fire Energy attached to
    /// your Pokémon provides FireFire Energy"): without one, attached Energy provides what it
    /// says, and nothing else is looked for.
    pub energy_provided_changed: bool,
    /// Some Pokémon Tool has a passive effect on a group of Pokémon ("the Retreat Cost of both
    /// Active Pokémon"): without one, the Tools in play are not looked at for them.
    pub tool_passives_on_others: bool,
    /// Some card's text makes a player's coins come up tails for a while: without one, no coin
    /// flipped looks for it.
    pub flips_tails: bool,
    /// Some Stadium switches off the effects of Special Energy attached to Pokémon: without
    /// one, no Special Energy looks for it.
    pub special_energy_off: bool,
    /// Some Pokémon's ability lowers the opponent's Bench limit ("your opponent can't have more
    /// than 3 Benched Pokémon"): without one, the Active Pokémon are not looked at for it.
    pub bench_limits_by_abilities: bool,
    /// Some Pokémon may be evolved by cards that evolve from another name ("can evolve into any
    /// Pokémon ex that evolves from Eevee"): without one, an evolution from the hand is offered
    /// only onto a Pokémon of the name it evolves from.
    pub evolves_as: bool,
    /// Each card name of the table and each name a card of it evolves from, by [`NameId`].
    pub(crate) names: Vec<String>,
    /// Some Pokémon Tool keeps its holder's owner's deck from being discarded by the opponent
    /// (Patrol Cap): without one, no discard from a deck looks for it.
    pub decks_kept: bool,
    /// Some Special Energy comes back after its holder's attack discards it (Boomerang
    /// Energy): without one, no discard by an attack looks for it.
    pub backs_after_attack: bool,
    /// Some Special Energy may be attached only to some Pokémon (Team Rocket's Energy):
    /// without one, no attachment looks for it.
    pub energy_only_on: bool,
    /// Some Pokémon's ability keeps a player's Pokémon in play and the cards attached to them
    /// from their hand (Milotic): without one, nothing put into a hand from play looks for it.
    pub kept_from_hand: bool,
    /// Some Pokémon's card says its Pokémon Tools are discarded down once its ability no longer
    /// allows them (Honchkrow V): without one, no Pokémon in play is looked at for it.
    pub tools_discarded_down: bool,
    /// Some Pokémon has an attack it may use from the Bench (Alakazam ex): without one, the
    /// Bench is not looked at for attacks.
    pub bench_attacks: bool,
}

impl CardTable {
    pub fn get(&self, id: CardId) -> &CardDef {
        &self.cards[usize::from(id.0)]
    }

    /// The id of the printed card `printed_id` (`swsh1-15`), if it is in the table.
    pub fn id_of(&self, printed_id: &str) -> Option<CardId> {
        self.cards
            .iter()
            .position(|c| c.printed_id == printed_id)
            .map(|i| CardId(i as u16))
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

/// One card as the engine plays it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardDef {
    pub printed_id: String,
    pub name: String,
    pub name_id: NameId,
    pub kind: DefKind,
    /// A Team Plasma card (Pokémon, Trainer or Energy: "a Team Plasma card").
    pub team_plasma: bool,
    /// A Prism Star (◇) card: it goes to the Lost Zone instead of the discard pile (TCG-19).
    pub prism_star: bool,
    /// An ACE SPEC card ("your opponent can't play any ACE SPEC cards from their hand").
    pub ace_spec: bool,
    /// Its tag Ancient or Future, printed on Pokémon and Trainer cards alike ("an Ancient
    /// card", "a Future Supporter card").
    pub tag: Option<CardTag>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DefKind {
    Pokemon(PokemonDef),
    Trainer(TrainerDef),
    Energy(EnergyDef),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PokemonDef {
    pub stage: Stage,
    pub hp: u16,
    pub types: Vec<EnergyType>,
    /// `types` as a set, made once when the card is compiled (every type test reads it).
    pub type_set: Types,
    /// The name it evolves from, when that name is in the table (else it never evolves here).
    pub evolves_from: Option<NameId>,
    /// It was printed as evolving from something (so it cannot be played onto the Bench).
    pub evolution: bool,
    pub attacks: Vec<AttackDef>,
    pub abilities: Vec<AbilityDef>,
    pub weakness: Option<(EnergyType, ModifierValue)>,
    pub resistance: Option<(EnergyType, ModifierValue)>,
    pub retreat: u8,
    pub prizes: u8,
    pub kinds: Kinds,
    /// A Trainer card played as a Pokémon (a Fossil): a Pokémon only while in play, an Item
    /// card in the deck, the hand and the discard pile.
    pub trainer_card: bool,
    /// The one way it comes into play, when its text allows no other (its
    /// [`AbilityDef::IntoPlayOnly`], kept here for the checks of every card put into play).
    pub into_play: Option<IntoPlay>,
    /// How many of `abilities`, the last ones, its attacks give it until it leaves play
    /// ([`crate::effect::Control::GainsAbility`]): a Pokémon has them only once given.
    pub gained: u8,
}

impl PokemonDef {
    /// The abilities printed on the card, without those its attacks give it.
    pub fn printed_abilities(&self) -> &[AbilityDef] {
        &self.abilities[..self.abilities.len() - usize::from(self.gained)]
    }

    /// Whether it has Resistance to a type.
    pub fn resists(&self, t: EnergyType) -> bool {
        self.resistance.is_some_and(|(resists, _)| resists == t)
    }
}

/// Rule-box kinds the effects ask about.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Kinds {
    pub ex: bool,
    pub gx: bool,
    pub v: bool,
    pub vmax: bool,
    pub ultra_beast: bool,
    pub sp: bool,
    pub lv_x: bool,
    pub baby: bool,
    pub delta: bool,
    /// A Tera Pokémon: on the Bench, damage from attacks is prevented (TCG-19).
    pub tera: bool,
    /// Any Rule Box at all (TCG-19), and the tags Ancient, Future and Mega Evolution.
    pub rule_box: bool,
    pub ancient: bool,
    pub future: bool,
    pub mega: bool,
    pub vstar: bool,
    /// It evolves from a Fossil Item card ("Antique Helix Fossil").
    pub from_fossil: bool,
    /// A Single Strike, Rapid Strike or Fusion Strike Pokémon.
    pub strike: bool,
}

/// The tests a passive effect holds under, all of them ("If this card is attached to a
/// Darkness Pokémon", "(excluding Pokémon-EX)"); none for one always in effect.
pub type Conditions = ArrayVec<Condition, 2>;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttackDef {
    pub name: String,
    pub cost: Cost,
    /// The printed number ("30×" reads 30, its effects say what multiplies it).
    pub damage: u16,
    /// The damage as printed ("30×", "90"; empty for none): the words an attack is offered in.
    pub damage_printed: String,
    pub program: Program,
    pub usable_first_turn: bool,
    /// A GX attack (its name ends in "GX").
    pub gx: bool,
}

impl AttackDef {
    /// What the attack costs `pokemon` before lasting effects: its printed cost, or what its
    /// words say it costs while the Pokémon has damage counters on it.
    pub fn cost_for(&self, pokemon: &InPlay) -> Cost {
        match self.program.cost_while_damaged {
            Some(cost) if pokemon.damage > 0 => cost,
            _ => self.cost,
        }
    }
}

/// How an ability is used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AbilityDef {
    /// Once during each of its owner's turns, when its conditions hold.
    /// Once a turn for each Pokémon with it, or once for all its copies in play when
    /// `one_at_a_time` ("You can't use more than 1 Happy Dance Poké-Power each turn").
    OncePerTurn {
        name: String,
        program: Program,
        one_at_a_time: bool,
    },
    /// As often as its owner likes during their turn (before the attack).
    AsOftenAsYouLike { name: String, program: Program },
    /// When something happens; set off once for all its copies of a player's when
    /// `one_at_a_time` ("You can't use more than 1 Sand Damage Poké-Body between turns").
    When {
        name: String,
        trigger: Trigger,
        program: Program,
        one_at_a_time: bool,
    },
    /// In effect while in play, and while its `conditions` hold ("If there is any Stadium card
    /// in play, this Pokémon has no Retreat Cost"); once for all its copies in play when
    /// `one_at_a_time`.
    Passive {
        name: String,
        lasting: Lasting,
        conditions: Conditions,
        one_at_a_time: bool,
    },
    /// Lets the Pokémon use the attacks of its owner's other Pokémon in play whose card passes
    /// any of `of`, unless a condition of `unless` holds ("This power can't be used if …").
    UsesAttacksOf {
        name: String,
        of: Vec<CardFilter>,
        unless: Vec<Condition>,
    },
    /// Lets the card be placed at set-up as if it were a Basic Pokémon (TCG-4's exception).
    SetUp {
        name: String,
        going_second: bool,
        bench: bool,
    },
    /// The card comes into play only this way ("Put this Pokémon into play only with the effect
    /// of Palafin's Zero to Hero Ability."; Snorlax Doll's set-up).
    IntoPlayOnly { name: String, how: IntoPlay },
    /// Used once during its owner's turn while its card is in their hand or discard pile
    /// (`from`), not in play ("Once during your turn, if this Pokémon is in your discard pile,
    /// you may put it onto your Bench").
    UsedFrom {
        name: String,
        from: Source,
        program: Program,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrainerDef {
    pub kind: TrainerKind,
    pub program: Program,
    /// What a Pokémon Tool gives its holder while attached (while its conditions hold: "If this
    /// card is attached to a Darkness Pokémon, …"), or a Stadium while in play.
    pub passive: Vec<(Lasting, Conditions)>,
    /// What a Pokémon Tool does when something happens to its holder.
    pub triggers: Vec<(Trigger, Program)>,
    /// A card attached by its own text (PlusPower) is discarded at the end of this turn: the
    /// turn of the player who attached it (`Turn::This`) or of their opponent.
    pub discarded_at_end_of: Option<Turn>,
    /// What a Stadium in play lets the player whose turn it is do once during that turn
    /// ("Once during each player's turn, that player may …").
    pub action: Option<Program>,
    /// The action may be used as often as the player likes ("As often as each player like
    /// during his or her turn"), each use taking an Energy card off a Pokémon (`support.rs`).
    pub action_often: bool,
    /// The attacks a Technical Machine lends the Pokémon it is attached to (a Pokémon Tool's,
    /// to one of the kind `abilities_for` names).
    pub attacks: Vec<AttackDef>,
    /// The abilities a Pokémon Tool lends the Pokémon it is attached to, when that one is of
    /// the kind `abilities_for` names (a Seal Stone's VSTAR Power, to a Pokémon V), or any.
    pub abilities: Vec<AbilityDef>,
    pub abilities_for: Option<PokemonKind>,
    /// "This card can't be put into your hand or deck from the discard pile."
    pub stays_in_discard_pile: bool,
    /// What the card does when used from its owner's hand or discard pile, and which
    /// ([`crate::effect::Usage::AlsoFrom`]); boxed, as few cards have one.
    pub from_pile: Option<Box<(Source, Program)>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnergyDef {
    pub basic: bool,
    pub provides: Provided,
    pub units: u8,
    /// What a Special Energy does when attached from the hand ("When you attach this card
    /// from your hand to 1 of your Pokémon, …").
    pub on_attach: Option<Program>,
    /// What a Special Energy gives the Pokémon it is attached to, while its conditions hold
    /// (Metal Energy: "Damage done by attacks to the Pokémon that Metal Energy is attached to is
    /// reduced by 10 …").
    pub passive: Vec<(Lasting, Conditions)>,
    /// What a Special Energy does when something happens to the Pokémon it is attached to (Gift
    /// Energy: "If the Pokémon this card is attached to is Knocked Out by damage from an attack
    /// …"), as a Tool's triggers.
    pub triggers: Vec<(Trigger, Program)>,
    /// What the card provides instead while the tests hold (Luminous Energy: "If the Pokémon
    /// this card is attached to has any other Special Energy attached, this card provides
    /// Colorless Energy instead"), the first whose tests hold.
    pub instead: Vec<(Conditions, Provided, u8)>,
    /// Its passive effects apply once to a Pokémon however many copies of it are attached there
    /// ("This effect can't be applied more than once at a time to the same Pokémon").
    pub once_on_each_pokemon: bool,
    /// Discarded by an effect of an attack its holder uses, it is attached back to that Pokémon
    /// after attacking (Boomerang Energy).
    pub back_after_attack: bool,
    /// The Pokémon it may be attached to, when not any ([`crate::effect::Passive::AttachedOnlyTo`]).
    pub only_on: Option<CardFilter>,
}

impl CardDef {
    pub fn pokemon(&self) -> Option<&PokemonDef> {
        match &self.kind {
            DefKind::Pokemon(p) => Some(p),
            _ => None,
        }
    }

    pub fn trainer(&self) -> Option<&TrainerDef> {
        match &self.kind {
            DefKind::Trainer(t) => Some(t),
            _ => None,
        }
    }

    pub fn energy(&self) -> Option<&EnergyDef> {
        match &self.kind {
            DefKind::Energy(e) => Some(e),
            _ => None,
        }
    }

    /// The attacks printed on the card: a Pokémon's, or those a Technical Machine lends.
    pub fn attacks(&self) -> &[AttackDef] {
        match &self.kind {
            DefKind::Pokemon(p) => &p.attacks,
            DefKind::Trainer(t) => &t.attacks,
            DefKind::Energy(_) => &[],
        }
    }

    /// The attack `index` printed on the card.
    pub fn attack(&self, index: u8) -> Option<&AttackDef> {
        self.attacks().get(usize::from(index))
    }

    /// Whether the card has a passive effect on Pokémon other than the one it is or is
    /// attached to: an ability's on a group, or a Stadium's. A text's lasting effect on a group
    /// that takes in new Pokémon is not one ([`CardDef::lasts_on_side`]).
    pub fn has_passive_on_others(&self) -> bool {
        match &self.kind {
            DefKind::Pokemon(p) => p.abilities.iter().any(|a| match a {
                AbilityDef::Passive { lasting, .. } => {
                    matches!(
                        lasting.target(),
                        Some(
                            Pokemon::Each(_)
                                | Pokemon::Others(_)
                                | Pokemon::Defending
                                | Pokemon::EachDefending
                        )
                    )
                }
                _ => false,
            }),
            DefKind::Trainer(t) => {
                (t.kind == TrainerKind::Stadium && !t.passive.is_empty()) || self.tool_on_others()
            }
            DefKind::Energy(_) => false,
        }
    }

    /// Whether the card is a Pokémon Tool with a passive effect on a group of Pokémon.
    pub fn tool_on_others(&self) -> bool {
        self.trainer().is_some_and(|t| {
            t.kind == TrainerKind::PokemonTool
                && (t.passive.iter()).any(|(l, _)| matches!(l.target(), Some(Pokemon::Each(_))))
        })
    }

    /// Whether one of the card's texts puts a lasting effect on a group that takes in new
    /// Pokémon (Canceling Cologne, Zamazenta VSTAR's ability, Walrein's Frigid Fangs; a Seal
    /// Stone's VSTAR Power too: Sky Seal Stone's, on "your Basic Pokémon V").
    pub fn lasts_on_side(&self) -> bool {
        self.any_program(Program::lasts_on_side)
    }

    /// Whether one of the card's texts makes a player's coins come up tails for a while.
    pub fn forces_tails(&self) -> bool {
        self.any_program(Program::forces_tails)
    }

    /// Whether `which` accepts one of the programs of the card's attacks, abilities or Trainer
    /// text.
    fn any_program(&self, which: fn(&Program) -> bool) -> bool {
        let in_abilities =
            |abilities: &[AbilityDef]| (abilities.iter()).any(|a| a.program().is_some_and(which));
        match &self.kind {
            DefKind::Pokemon(p) => {
                p.attacks.iter().any(|a| which(&a.program)) || in_abilities(&p.abilities)
            }
            DefKind::Trainer(t) => which(&t.program) || in_abilities(&t.abilities),
            DefKind::Energy(_) => false,
        }
    }

    /// Whether the card is a Pokémon with a passive ability whose effect `which` accepts.
    pub fn has_passive_ability(&self, which: fn(&Lasting) -> bool) -> bool {
        self.pokemon().is_some_and(|p| {
            (p.abilities.iter())
                .any(|a| matches!(a, AbilityDef::Passive { lasting, .. } if which(lasting)))
        })
    }

    /// Whether the card is a Pokémon with an ability that keeps players from playing cards.
    pub fn locks_plays(&self) -> bool {
        self.has_passive_ability(|l| matches!(l, Lasting::CantPlay { .. }))
    }

    /// Whether the card is a Pokémon with an ability that switches off other Pokémon's
    /// abilities.
    pub fn locks_abilities(&self) -> bool {
        self.has_passive_ability(|l| {
            matches!(
                l,
                Lasting::NoAbilities(_) | Lasting::NoAbilitiesExcept { .. }
            )
        })
    }

    /// Whether the card's passive effects change what attached Energy provides.
    pub fn changes_energy_provided(&self) -> bool {
        let changes = |l: &Lasting| matches!(l, Lasting::EnergyProvides { .. });
        match &self.kind {
            DefKind::Trainer(t) => t.passive.iter().any(|(l, _)| changes(l)),
            DefKind::Pokemon(p) => p
                .abilities
                .iter()
                .any(|a| matches!(a, AbilityDef::Passive { lasting, .. } if changes(lasting))),
            DefKind::Energy(_) => false,
        }
    }

    /// Whether the card lets Pokémon in play use attacks printed elsewhere than on them and
    /// their attached cards: a Stadium's passive effect on the attacks of the cards they
    /// evolved from, or on its own; a Pokémon's ability using its owner's other Pokémon's.
    pub fn lends_attacks_in_play(&self) -> bool {
        match &self.kind {
            DefKind::Trainer(t) => t.passive.iter().any(|(l, _)| {
                matches!(
                    l,
                    Lasting::UsesAttacksBelow(_) | Lasting::UsesStadiumAttacks(_)
                )
            }),
            // Relicanth's Memory Dive: "Each of your evolved Pokémon can use any attack from its
            // previous Evolutions".
            DefKind::Pokemon(p) => (p.abilities.iter()).any(|a| {
                matches!(
                    a,
                    AbilityDef::UsesAttacksOf { .. }
                        | AbilityDef::Passive {
                            lasting: Lasting::UsesAttacksBelow(_),
                            ..
                        }
                )
            }),
            DefKind::Energy(_) => false,
        }
    }

    /// A card played as a Basic Pokémon (TCG-3, TCG-4): a Basic Pokémon card, or a Trainer
    /// card played as one (a Fossil).
    pub fn is_basic(&self) -> bool {
        self.pokemon()
            .is_some_and(|p| p.stage.is_basic() && !p.evolution)
    }

    /// A card an effect may put onto a Bench ("put them onto your Bench"): one played as a
    /// Basic Pokémon, or an Evolution Pokémon card of a stage that stands alone in play (Stage 1,
    /// Stage 2, VMAX, VSTAR: Lugia VSTAR's Summoning Star benches Archeops), never one that only
    /// goes onto another Pokémon (BREAK, LV.X, a LEGEND's half, V-UNION, the XY Mega Evolution).
    /// Which cards a text names is its filter's.
    pub fn benchable(&self) -> bool {
        self.comes_into_play_freely()
            && (self.is_basic()
                || self.pokemon_card().is_some_and(|p| {
                    !matches!(
                        p.stage,
                        Stage::Break | Stage::LevelUp | Stage::Legend | Stage::VUnion | Stage::Mega
                    )
                }))
    }

    /// Whether the card may be put into play by any effect or from the hand during a turn:
    /// not one whose text allows only one way ([`IntoPlay`]).
    pub fn comes_into_play_freely(&self) -> bool {
        self.pokemon().is_none_or(|p| p.into_play.is_none())
    }

    /// A Supporter card.
    pub fn is_supporter(&self) -> bool {
        self.trainer()
            .is_some_and(|t| t.kind == TrainerKind::Supporter)
    }

    /// The card as a Pokémon card, out of play: a Fossil is a Trainer card there.
    pub fn pokemon_card(&self) -> Option<&PokemonDef> {
        self.pokemon().filter(|p| !p.trainer_card)
    }

    /// Whether the card is a Trainer card of this kind, out of play: a Fossil is an Item.
    pub fn is_trainer_of(&self, kind: &TrainerKind) -> bool {
        match &self.kind {
            DefKind::Trainer(t) => t.kind == *kind,
            DefKind::Pokemon(p) => p.trainer_card && *kind == TrainerKind::Item,
            DefKind::Energy(_) => false,
        }
    }

    /// Whether the card is a Trainer card, out of play (a Fossil too).
    pub fn is_trainer(&self) -> bool {
        self.trainer().is_some() || self.pokemon().is_some_and(|p| p.trainer_card)
    }

    /// The kinds of trigger the card's texts watch for, as [`Trigger::kind_bit`]s.
    pub fn watched(&self) -> u32 {
        let bits = |t: &Trigger| t.kind_bit();
        match &self.kind {
            DefKind::Pokemon(p) => (p.abilities.iter())
                .filter_map(|a| match a {
                    AbilityDef::When { trigger, .. } => Some(bits(trigger)),
                    _ => None,
                })
                .fold(0, |all, bit| all | bit),
            DefKind::Trainer(t) => t.triggers.iter().fold(0, |all, (t, _)| all | bits(t)),
            DefKind::Energy(e) => e.triggers.iter().fold(0, |all, (t, _)| all | bits(t)),
        }
    }

    /// A Pokémon Tool card (not a Trainer attached by its own text, such as PlusPower).
    pub fn is_tool(&self) -> bool {
        self.trainer()
            .is_some_and(|t| t.kind == TrainerKind::PokemonTool)
    }
}

impl AbilityDef {
    pub fn name(&self) -> &str {
        match self {
            AbilityDef::OncePerTurn { name, .. }
            | AbilityDef::AsOftenAsYouLike { name, .. }
            | AbilityDef::When { name, .. }
            | AbilityDef::Passive { name, .. }
            | AbilityDef::UsesAttacksOf { name, .. }
            | AbilityDef::SetUp { name, .. }
            | AbilityDef::IntoPlayOnly { name, .. }
            | AbilityDef::UsedFrom { name, .. } => name,
        }
    }

    /// Whether its owner uses it with an action (not set off, not passive).
    pub fn is_used(&self) -> bool {
        matches!(
            self,
            AbilityDef::OncePerTurn { .. } | AbilityDef::AsOftenAsYouLike { .. }
        )
    }

    /// The effects using the ability does, for an ability that is used or set off.
    pub fn program(&self) -> Option<&Program> {
        match self {
            AbilityDef::OncePerTurn { program, .. }
            | AbilityDef::AsOftenAsYouLike { program, .. }
            | AbilityDef::When { program, .. }
            | AbilityDef::UsedFrom { program, .. } => Some(program),
            AbilityDef::Passive { .. }
            | AbilityDef::UsesAttacksOf { .. }
            | AbilityDef::SetUp { .. }
            | AbilityDef::IntoPlayOnly { .. } => None,
        }
    }
}
