//! Which cards a filter accepts (a search's, a discard's, a group's kind): kinds of Pokémon,
//! Trainer and Energy cards, types, names, and the Energy attached cards provide.

use altplay_cards::printed::{EnergyType, Stage};

use arrayvec::ArrayVec;

use crate::effect::{CardFilter, EnergyFilter, Lasting, PokemonCards, PokemonKind, Provided};
use crate::game::model::card::{CardDef, DefKind};
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::CardId;
use crate::game::model::state::{InPlay, Tcg};

/// Energy filters, each with what the Energy cards it passes provide instead.
type EnergyChanged = ArrayVec<(EnergyFilter, (Provided, u8)), 2>;

impl Tcg {
    /// What Energy a Pokémon's attached cards provide: what each says, or what it provides
    /// instead while its tests hold (TCG-19).
    pub fn units<'a>(&'a self, pokemon: &'a InPlay) -> impl Iterator<Item = (Provided, u8)> + 'a {
        let changed = self.energy_changed(pokemon);
        pokemon.energy.iter().filter_map(move |&c| {
            let e = self.def(c).energy()?;
            if let Some(changed) = self.changed_for(&changed, c) {
                return Some(changed);
            }
            let instead = e
                .instead
                .iter()
                .find(|(tests, ..)| self.passive_holds(pokemon, c, TextRef::Energy, tests));
            Some(instead.map_or((e.provides, e.units), |&(_, p, n)| (p, n)))
        })
    }

    /// What other cards make the Energy attached to a Pokémon provide
    /// ([`Lasting::EnergyProvides`]): each Energy filter with what its cards provide instead.
    /// Nothing is looked for when no card of the table says so.
    // Inlined: asked at every listing of attack costs, and most tables have no such card.
    #[inline(always)]
    fn energy_changed(&self, pokemon: &InPlay) -> EnergyChanged {
        if !self.cards.energy_provided_changed {
            return ArrayVec::new();
        }
        self.energy_changed_found(pokemon)
    }

    /// [`Tcg::energy_changed`] at a table where some card changes what Energy provides.
    fn energy_changed_found(&self, pokemon: &InPlay) -> EnergyChanged {
        let mut changed = ArrayVec::new();
        let provides = |l: &Lasting| matches!(l, Lasting::EnergyProvides { .. });
        for (l, _) in self.lastings_of(pokemon, provides) {
            if let Lasting::EnergyProvides {
                energy,
                provides,
                count,
                ..
            } = l
            {
                let _ = changed.try_push((energy, (provides, count)));
            }
        }
        changed
    }

    /// What an attached Energy card provides under [`Tcg::energy_changed`]'s changes, if one
    /// covers it.
    fn changed_for(&self, changed: &EnergyChanged, card: CardId) -> Option<(Provided, u8)> {
        let covering = changed.iter().find(|(f, _)| self.energy_passes(card, *f));
        covering.map(|&(_, provided)| provided)
    }

    /// Whether a Pokémon has a card of this kind attached (an Energy or a Tool).
    pub(super) fn has_attached(&self, pokemon: &InPlay, filter: CardFilter) -> bool {
        pokemon
            .energy
            .iter()
            .chain(pokemon.tools.iter())
            .any(|&c| self.passes(c, Filter::Card(filter), None))
    }

    /// Whether an attached Energy card passes a filter.
    pub fn energy_passes(&self, card: CardId, filter: EnergyFilter) -> bool {
        let Some(e) = self.def(card).energy() else {
            return false;
        };
        let of = |t| match e.provides {
            Provided::EveryType => true,
            Provided::AnyOf(types) => types.contains(t),
            Provided::Type(own) => own == t,
        };
        match filter {
            EnergyFilter::Any => true,
            EnergyFilter::Of(t) => of(t),
            EnergyFilter::OfAny(types) => match e.provides {
                Provided::EveryType => true,
                Provided::AnyOf(own) => own.shares(types),
                Provided::Type(t) => types.contains(t),
            },
            EnergyFilter::Basic => e.basic,
            EnergyFilter::BasicOf(t) => e.basic && of(t),
            EnergyFilter::Special => !e.basic,
            EnergyFilter::Named(name) => self.def(card).name == name.printed(),
        }
    }

    /// Whether a card passes a filter (`frame`: the text that asks, whose card and Pokémon "this"
    /// names).
    pub(in crate::game) fn passes(
        &self,
        card: CardId,
        filter: Filter,
        frame: Option<&Frame>,
    ) -> bool {
        let def = self.def(card);
        let this = || {
            frame
                .and_then(|f| f.this)
                .and_then(|u| self.locate(u))
                .map(|(_, p)| p)
        };
        // The card whose text it is ("this Pokémon", "this card") has this card's name.
        let named_as_this = || frame.is_some_and(|f| self.def(f.card).name_id == def.name_id);
        let filter = match filter {
            Filter::Energy(f) => return self.energy_passes(card, f),
            Filter::Card(f) => f,
        };
        use altplay_cards::printed::TrainerKind as K;
        let trainer = |kind: K| def.is_trainer_of(&kind);
        // A Fossil out of play is a Trainer card, never a Pokémon card.
        let pokemon = def.pokemon_card();
        let basic = pokemon.is_some() && def.is_basic();
        match filter {
            CardFilter::Any => true,
            CardFilter::Pokemon => pokemon.is_some(),
            CardFilter::BasicPokemon => basic,
            CardFilter::EvolutionPokemon => pokemon.is_some_and(|p| p.evolution),
            CardFilter::PokemonOf(t) => pokemon.is_some_and(|p| p.types.contains(&t)),
            CardFilter::BasicPokemonOf(types) => {
                basic && pokemon.is_some_and(|p| p.types.iter().any(|&t| types.contains(t)))
            }
            CardFilter::PokemonNot(kind) => pokemon.is_some() && !is_kind(def, kind),
            CardFilter::PokemonOfNot(t, kind) => {
                pokemon.is_some_and(|p| p.types.contains(&t)) && !is_kind(def, kind)
            }
            CardFilter::BasicPokemonNot(kind) => basic && !is_kind(def, kind),
            CardFilter::PokemonHpAtMost(hp) => pokemon.is_some_and(|p| p.hp <= hp),
            CardFilter::BasicPokemonHpAtMost(hp) => basic && pokemon.is_some_and(|p| p.hp <= hp),
            CardFilter::PokemonOfHpAtMost(t, hp) => {
                pokemon.is_some_and(|p| p.types.contains(&t) && p.hp <= hp)
            }
            CardFilter::EvolutionPokemonNot(kind) => {
                pokemon.is_some_and(|p| p.evolution) && !is_kind(def, kind)
            }
            CardFilter::PokemonResisting(t) => pokemon.is_some_and(|p| p.resists(t)),
            CardFilter::Energy(f) => self.energy_passes(card, f),
            CardFilter::PokemonOrEnergy { pokemon, energy } => {
                is_among(def, pokemon) || self.energy_passes(card, energy)
            }
            CardFilter::PokemonNotOrEnergy { not, energy } => {
                (pokemon.is_some() && !is_kind(def, not)) || self.energy_passes(card, energy)
            }
            CardFilter::PokemonOrSupporterOtherThanThis => {
                (pokemon.is_some() || trainer(K::Supporter)) && !named_as_this()
            }
            CardFilter::PokemonWith(pokemon) => is_among(def, pokemon),
            CardFilter::PokemonOfKindUnnamed { kind, unnamed } => {
                is_kind(def, kind) && !unnamed.is_in(&def.name)
            }
            CardFilter::PokemonRetreatAtLeast(cost) => pokemon.is_some_and(|p| p.retreat >= cost),
            CardFilter::PokemonNoRetreatCost => pokemon.is_some_and(|p| p.retreat == 0),
            CardFilter::PokemonNamedAsOpponents => {
                pokemon.is_some()
                    && frame.is_some_and(|f| {
                        (self.boards[f.opponent.index()].in_play())
                            .any(|p| self.def(p.stack[p.stack.len() - 1]).name_id == def.name_id)
                    })
            }
            CardFilter::TeamPlasma => def.team_plasma,
            CardFilter::BasicEnergyOfNewType => {
                self.energy_passes(card, EnergyFilter::Basic) && self.of_new_type(card, frame)
            }
            CardFilter::BasicPokemonOfNewType(not) => {
                basic && not.is_none_or(|kind| !is_kind(def, kind)) && self.of_new_type(card, frame)
            }
            CardFilter::Trainer => def.is_trainer(),
            CardFilter::Supporter => trainer(K::Supporter),
            CardFilter::Item => trainer(K::Item),
            CardFilter::ItemNameHas(word) => trainer(K::Item) && word.is_in(&def.name),
            CardFilter::SupporterNameHas(word) => trainer(K::Supporter) && word.is_in(&def.name),
            CardFilter::ToolNameHas(word) => trainer(K::PokemonTool) && word.is_in(&def.name),
            CardFilter::Tagged(tag) => def.tag == Some(tag),
            CardFilter::ItemOrTool => trainer(K::Item) || trainer(K::PokemonTool),
            CardFilter::AceSpec => def.ace_spec,
            CardFilter::PokemonOrStadium(pokemon) => is_among(def, pokemon) || trainer(K::Stadium),
            CardFilter::PokemonOfBasicEnergyOnThis => {
                let types = pokemon.map_or(&[][..], |p| &p.types[..]);
                this().is_some_and(|p| {
                    p.energy.iter().any(|&e| {
                        self.energy_passes(e, EnergyFilter::Basic)
                            && self.card_types(e).iter().any(|t| types.contains(t))
                    })
                })
            }
            CardFilter::SupporterTagged(tag) => trainer(K::Supporter) && def.tag == Some(tag),
            CardFilter::Tool => trainer(K::PokemonTool),
            CardFilter::Stadium => trainer(K::Stadium),
            CardFilter::SupporterOrStadium => trainer(K::Supporter) || trainer(K::Stadium),
            CardFilter::EvolvesFromThis => this().is_some_and(|p| {
                let name = self.def(p.stack[p.stack.len() - 1]).name_id;
                def.pokemon().is_some_and(|d| d.evolves_from == Some(name))
            }),
            CardFilter::EvolvesFromThat => self.evolves_from_that(card, true),
            CardFilter::EvolvesFromThatKind { kind, is } => {
                is_kind(def, kind) == is && self.evolves_from_that(card, true)
            }
            CardFilter::EvolvesFromThatAgain(kind) => {
                is_kind(def, kind) && self.evolves_from_that(card, false)
            }
            CardFilter::Stage2FromThat => self.frame.as_ref().is_some_and(|frame| {
                let that = frame.that.first().and_then(|&u| self.locate(u));
                that.is_some_and(|(seat, p)| {
                    self.may_evolve(frame, seat, p) && self.skips_onto(card, p)
                })
            }),
            CardFilter::SameNameAsThis => named_as_this(),
            CardFilter::PokemonNotNamedAsThis => pokemon.is_some() && !named_as_this(),
            CardFilter::BasicPokemonNotNamedAsThis => basic && !named_as_this(),
            CardFilter::TrainerOtherThanThis => def.is_trainer() && !named_as_this(),
            CardFilter::NotNamedAsThis => !named_as_this(),
            CardFilter::Named(name) => name.is(&def.name),
            CardFilter::NameHas(name) => name.is_in(&def.name),
            CardFilter::HasThisAttack => frame.is_some_and(|f| match f.text {
                TextRef::Attack(i) => self.def(f.card).attack(i).is_some_and(|this| {
                    pokemon.is_some() && def.attacks().iter().any(|a| a.name == this.name)
                }),
                _ => false,
            }),
        }
    }

    /// Whether a Pokémon card evolves from the Pokémon an earlier effect of the text picked,
    /// and (`now`) only onto a Pokémon that may evolve now, whatever the pick allowed.
    fn evolves_from_that(&self, card: CardId, now: bool) -> bool {
        self.frame.as_ref().is_some_and(|frame| {
            let that = frame.that.first().and_then(|&u| self.locate(u));
            that.is_some_and(|(seat, p)| {
                let name = self.def(p.stack[p.stack.len() - 1]).name_id;
                let def = self.def(card).pokemon();
                def.is_some_and(|d| d.evolves_from == Some(name))
                    && (!now || self.may_evolve(frame, seat, p))
            })
        })
    }

    /// Whether a card has none of the types of the cards the step being done took.
    fn of_new_type(&self, card: CardId, frame: Option<&Frame>) -> bool {
        frame.is_none_or(|f| !self.card_types(card).iter().any(|&t| f.took.contains(t)))
    }

    /// The types of a Pokémon card, or the type a basic Energy card provides.
    pub(in crate::game) fn card_types(&self, card: CardId) -> &[EnergyType] {
        match &self.def(card).kind {
            DefKind::Pokemon(p) => &p.types,
            DefKind::Energy(e) => match &e.provides {
                Provided::Type(t) => std::slice::from_ref(t),
                Provided::EveryType | Provided::AnyOf(_) => &[],
            },
            DefKind::Trainer(_) => &[],
        }
    }

    /// Energy units attached to a Pokémon that pass a filter.
    pub(super) fn energy_units(&self, pokemon: &InPlay, filter: EnergyFilter) -> u16 {
        let changed = self.energy_changed(pokemon);
        let units = |c: CardId| match self.changed_for(&changed, c) {
            Some((_, count)) => Some(count),
            None => self.def(c).energy().map(|e| e.units),
        };
        pokemon
            .energy
            .iter()
            .filter(|&&c| self.energy_passes(c, filter))
            .map(|&c| units(c).map_or(0, u16::from))
            .sum()
    }

    /// Whether the card `card` is a Pokémon of a kind as printed (not yet in play).
    pub(in crate::game) fn card_is_kind(&self, card: CardId, kind: PokemonKind) -> bool {
        is_kind(self.def(card), kind)
    }

    /// Whether a Pokémon in play is of a kind: of its types now for a kind of types.
    pub(in crate::game) fn is_kind(&self, pokemon: &InPlay, kind: PokemonKind) -> bool {
        let def = self.def(pokemon.stack[pokemon.stack.len() - 1]);
        match kind {
            PokemonKind::OfTypes(types) => self.types_of(pokemon).shares(types),
            PokemonKind::BasicOfTypes(types) => {
                is_kind(def, PokemonKind::Basic) && self.types_of(pokemon).shares(types)
            }
            _ => is_kind(def, kind),
        }
    }
}

/// Whether a card is a Pokémon card of a kind.
fn is_kind(def: &CardDef, kind: PokemonKind) -> bool {
    let Some(top) = def.pokemon() else {
        return false;
    };
    match kind {
        PokemonKind::Basic => top.stage.is_basic() && !top.evolution,
        PokemonKind::Evolution => top.evolution,
        PokemonKind::Stage1 => top.stage == Stage::Stage1,
        PokemonKind::Stage2 => top.stage == Stage::Stage2,
        PokemonKind::Ex => top.kinds.ex,
        PokemonKind::Gx => top.kinds.gx,
        PokemonKind::GxOrEx => top.kinds.gx || top.kinds.ex,
        PokemonKind::V => top.kinds.v,
        PokemonKind::Vmax => top.kinds.vmax,
        PokemonKind::UltraBeast => top.kinds.ultra_beast,
        PokemonKind::Sp => top.kinds.sp,
        PokemonKind::LvX => top.kinds.lv_x,
        PokemonKind::Baby => top.kinds.baby,
        PokemonKind::TeamPlasma => def.team_plasma,
        PokemonKind::Delta => top.kinds.delta,
        PokemonKind::OfTypes(types) => top.types.iter().any(|&t| types.contains(t)),
        PokemonKind::ExOrV => top.kinds.ex || top.kinds.v,
        PokemonKind::RuleBox => top.kinds.rule_box,
        PokemonKind::Tera => top.kinds.tera,
        PokemonKind::Ancient => top.kinds.ancient,
        PokemonKind::Future => top.kinds.future,
        PokemonKind::Mega => top.kinds.mega,
        PokemonKind::BasicOfTypes(types) => {
            is_kind(def, PokemonKind::Basic) && is_kind(def, PokemonKind::OfTypes(types))
        }
        PokemonKind::Vstar => top.kinds.vstar,
        PokemonKind::BasicEx => is_kind(def, PokemonKind::Basic) && top.kinds.ex,
        PokemonKind::BasicV => is_kind(def, PokemonKind::Basic) && top.kinds.v,
        PokemonKind::HasAbility => !top.printed_abilities().is_empty(),
        PokemonKind::FromFossil => top.kinds.from_fossil,
        PokemonKind::VstarOrVmax => top.kinds.vstar || top.kinds.vmax,
        PokemonKind::Strike => top.kinds.strike,
    }
}

/// Whether a card is one of the Pokémon cards a filter names (a Fossil out of play is none).
fn is_among(def: &CardDef, cards: PokemonCards) -> bool {
    def.pokemon_card().is_some_and(|p| {
        cards.of_type.is_none_or(|t| p.types.contains(&t))
            && cards.kind.is_none_or(|k| is_kind(def, k))
            && cards.name_has.is_none_or(|word| word.is_in(&def.name))
    })
}
