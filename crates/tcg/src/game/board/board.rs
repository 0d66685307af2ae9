//! Questions about the board that effects ask: which Pokémon a phrase names, what a count
//! counts, whether a condition holds, which cards a filter accepts.

use altplay_cards::printed::{EnergyType, Stage};
use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{
    Amount, CardFilter, Condition, Count, EnergyFilter, Group, Lasting, Pokemon, PokemonCards,
    PokemonKind, Provided, Role, Side, SpecialCondition, Which, Zone,
};
use crate::game::model::card::{CardDef, DefKind, PokemonDef};
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Tcg};

/// Pokémon ids, as many as a table holds.
pub type Uids = ArrayVec<Uid, 48>;

impl Tcg {
    /// The seat and the Pokémon of an id in play.
    pub fn locate(&self, uid: Uid) -> Option<(Seat, &InPlay)> {
        self.rules
            .seats()
            .find_map(|s| self.boards[s.index()].find(uid).map(|p| (s, p)))
    }

    pub(in crate::game) fn locate_mut(&mut self, uid: Uid) -> Option<(Seat, &mut InPlay)> {
        self.boards
            .iter_mut()
            .enumerate()
            .find_map(|(i, b)| b.find_mut(uid).map(|p| (Seat(i as u8), p)))
    }

    /// A Pokémon in play as an event names it now.
    pub(in crate::game) fn mon(&self, uid: Uid) -> crate::game::model::event::Mon {
        let card = self
            .locate(uid)
            .map_or(CardId(u16::MAX), |(_, p)| p.stack[p.stack.len() - 1]);
        crate::game::model::event::Mon { uid, card }
    }

    /// The card a Pokémon in play is (the top of its stack).
    pub fn top(&self, pokemon: &InPlay) -> &PokemonDef {
        self.def(pokemon.stack[pokemon.stack.len() - 1])
            .pokemon()
            .expect("a Pokémon's stack ends in a Pokémon card")
    }

    pub fn def(&self, card: CardId) -> &CardDef {
        self.cards.get(card)
    }

    pub(in crate::game) fn seat_of(frame: &Frame, role: Role) -> Seat {
        match role {
            Role::Acting => frame.actor,
            Role::Opponent => frame.opponent,
        }
    }

    /// The Pokémon of a group, Active first, seat by seat.
    pub(in crate::game) fn members(&self, frame: &Frame, group: Group) -> Uids {
        let mut out = Uids::new();
        let mut add = |seat: Seat| {
            let board = &self.boards[seat.index()];
            let active = board.active.iter().filter(|_| group.zone != Zone::Bench);
            let bench = board.bench.iter().filter(|_| group.zone != Zone::Active);
            for p in active.chain(bench) {
                if (self.in_group(frame.opponent, p, group) || self.takes_machine(frame, p))
                    && (group.which != Some(Which::CanEvolve) || self.may_evolve(frame, seat, p))
                {
                    out.push(p.uid);
                }
            }
        };
        match group.side {
            Side::Of(role) => add(Self::seat_of(frame, role)),
            Side::Both => self.rules.seats().for_each(add),
        }
        out
    }

    /// Whether the Technical Machine being played may be attached to a Pokémon outside the
    /// Pokémon it names ("You may attach any Technical Machine to Xatu").
    fn takes_machine(&self, frame: &Frame, p: &InPlay) -> bool {
        frame.text == TextRef::Trainer
            && self
                .def(frame.card)
                .trainer()
                .is_some_and(|t| !t.attacks.is_empty())
            && self
                .lastings(p)
                .iter()
                .any(|(l, _)| matches!(l, Lasting::TakesAnyMachine(_)))
    }

    /// The Pokémon of a group a pick may take: their card passes `only`, not picked already.
    pub(in crate::game) fn pickable(&self, frame: &Frame, group: Group, only: CardFilter) -> Uids {
        let mut out = self.members(frame, group);
        out.retain(|&mut u| {
            !frame.picked.contains(&u)
                && Some(u) != frame.source
                && (only == CardFilter::Pokemon
                    || self.locate(u).is_some_and(|(_, p)| {
                        self.passes(p.stack[p.stack.len() - 1], Filter::Card(only), None)
                    }))
        });
        out
    }

    /// Whether a Pokémon is of a group's types and kind and passes its relative clause (its
    /// side and zone aside); "your opponent" is `opponent`.
    pub(in crate::game) fn in_group(&self, opponent: Seat, p: &InPlay, group: Group) -> bool {
        (group.of_type.is_any() || self.top(p).types.iter().any(|&t| group.of_type.contains(t)))
            && group.kind.is_none_or(|k| self.is_kind(p, k))
            && group.which.is_none_or(|which| match which {
                Which::Damaged => p.damage > 0,
                Which::HasEnergy(f) => p.energy.iter().any(|&c| self.energy_passes(c, f)),
                Which::SharesTypeWithDefending => self.boards[opponent.index()]
                    .active
                    .as_ref()
                    .is_some_and(|d| {
                        let theirs = &self.top(d).types;
                        self.top(p).types.iter().any(|t| theirs.contains(t))
                    }),
                Which::IsNot(k) => !self.is_kind(p, k),
                Which::Affected(c) => p.conditions.has(c),
                Which::NameHas(mark) => mark.is_in(&self.def(p.stack[p.stack.len() - 1]).name),
                Which::NameLacks(mark) => !mark.is_in(&self.def(p.stack[p.stack.len() - 1]).name),
                // Tested by `members`, which knows the text and the turn.
                Which::CanEvolve => true,
            })
    }

    /// Whether a text may evolve a Pokémon now (TCG-7, or the text's exception).
    fn may_evolve(&self, frame: &Frame, seat: Seat, p: &InPlay) -> bool {
        self.cards.program(frame).evolves_any_time
            || (self.boards[seat.index()].turns > 1 && p.since_turn != self.turn)
    }

    /// The Pokémon a phrase names, without asking: a pick not made yet names what the text
    /// picked last.
    pub(in crate::game) fn named(&self, frame: &Frame, pokemon: Pokemon) -> Uids {
        let mut out = Uids::new();
        match pokemon {
            Pokemon::This | Pokemon::Holder => out.extend(frame.this),
            Pokemon::Defending => out.extend(
                self.boards[frame.opponent.index()]
                    .active
                    .as_ref()
                    .map(|a| a.uid),
            ),
            Pokemon::EachDefending => out.extend(
                (self.rules.opponents(frame.actor))
                    .filter_map(|s| self.boards[s.index()].active.as_ref().map(|a| a.uid)),
            ),
            Pokemon::Attacking => out.extend(frame.attacking),
            Pokemon::That | Pokemon::Picked(_) => out.extend(frame.that.iter().copied()),
            Pokemon::Each(group) => return self.members(frame, group),
            Pokemon::Others(group) => {
                let mut all = self.members(frame, group);
                all.retain(|u| !frame.that.contains(u));
                return all;
            }
        }
        out
    }

    /// What Energy a Pokémon's attached cards provide.
    pub fn units<'a>(&'a self, pokemon: &'a InPlay) -> impl Iterator<Item = (Provided, u8)> + 'a {
        pokemon
            .energy
            .iter()
            .filter_map(|&c| self.def(c).energy().map(|e| (e.provides, e.units)))
    }

    /// Whether a Pokémon has a card of this kind attached (an Energy or a Tool).
    fn has_attached(&self, pokemon: &InPlay, filter: CardFilter) -> bool {
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
        let of = |t| matches!(e.provides, Provided::EveryType) || e.provides == Provided::Type(t);
        match filter {
            EnergyFilter::Any => true,
            EnergyFilter::Of(t) => of(t),
            EnergyFilter::OfAny(types) => match e.provides {
                Provided::EveryType => true,
                Provided::Type(t) => types.contains(t),
            },
            EnergyFilter::Basic => e.basic,
            EnergyFilter::BasicOf(t) => e.basic && of(t),
            EnergyFilter::Special => !e.basic,
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
            CardFilter::PokemonResisting(t) => pokemon.is_some_and(|p| p.resists(t)),
            CardFilter::Energy(f) => self.energy_passes(card, f),
            CardFilter::PokemonOrEnergy { pokemon, energy } => {
                is_among(def, pokemon) || self.energy_passes(card, energy)
            }
            CardFilter::PokemonWith(pokemon) => is_among(def, pokemon),
            CardFilter::PokemonRetreatAtLeast(cost) => pokemon.is_some_and(|p| p.retreat >= cost),
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
            CardFilter::Tool => trainer(K::PokemonTool),
            CardFilter::Stadium => trainer(K::Stadium),
            CardFilter::SupporterOrStadium => trainer(K::Supporter) || trainer(K::Stadium),
            CardFilter::EvolvesFromThis => this().is_some_and(|p| {
                let name = self.def(p.stack[p.stack.len() - 1]).name_id;
                def.pokemon().is_some_and(|d| d.evolves_from == Some(name))
            }),
            // Only onto a Pokémon that may evolve now, whatever the pick allowed.
            CardFilter::EvolvesFromThat => self.frame.as_ref().is_some_and(|frame| {
                let that = frame.that.first().and_then(|&u| self.locate(u));
                that.is_some_and(|(seat, p)| {
                    let name = self.def(p.stack[p.stack.len() - 1]).name_id;
                    def.pokemon().is_some_and(|d| d.evolves_from == Some(name))
                        && self.may_evolve(frame, seat, p)
                })
            }),
            CardFilter::SameNameAsThis => named_as_this(),
            CardFilter::TrainerOtherThanThis => def.is_trainer() && !named_as_this(),
            CardFilter::Named(name) => name.is(&def.name),
            CardFilter::NameHas(name) => name.is_in(&def.name),
        }
    }

    /// Whether a card has none of the types of the cards the step being done took into the
    /// acting player's hand (the last ones there, as many as it moved).
    fn of_new_type(&self, card: CardId, frame: Option<&Frame>) -> bool {
        let Some(frame) = frame else {
            return true;
        };
        let hand = &self.boards[frame.actor.index()].hand;
        let taken = &hand[hand.len().saturating_sub(usize::from(frame.moved))..];
        let types = self.card_types(card);
        taken
            .iter()
            .all(|&c| !self.card_types(c).iter().any(|t| types.contains(t)))
    }

    /// The types of a Pokémon card, or the type a basic Energy card provides.
    fn card_types(&self, card: CardId) -> &[EnergyType] {
        match &self.def(card).kind {
            DefKind::Pokemon(p) => &p.types,
            DefKind::Energy(e) => match &e.provides {
                Provided::Type(t) => std::slice::from_ref(t),
                Provided::EveryType => &[],
            },
            DefKind::Trainer(_) => &[],
        }
    }

    pub(in crate::game) fn amount(&self, frame: &Frame, amount: Amount) -> u16 {
        match amount {
            Amount::Fixed(n) => n,
            Amount::Per { each, count } => each.saturating_mul(self.count(frame, count)),
            Amount::PerUpTo { each, count, most } => {
                each.saturating_mul(self.count(frame, count)).min(most)
            }
        }
    }

    fn one<'a>(&'a self, frame: &Frame, pokemon: Pokemon) -> Option<&'a InPlay> {
        self.named(frame, pokemon)
            .first()
            .and_then(|&u| self.locate(u))
            .map(|(_, p)| p)
    }

    pub(in crate::game) fn count(&self, frame: &Frame, count: Count) -> u16 {
        let board = |side: Side| {
            self.rules.seats().filter(move |&s| match side {
                Side::Of(role) => s == Self::seat_of(frame, role),
                Side::Both => true,
            })
        };
        match count {
            Count::Heads => u16::from(frame.heads),
            Count::EnergyAttached { on, energy } => self
                .named(frame, on)
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| self.energy_units(p, energy))
                .sum(),
            Count::EnergyBeyondCost { on, energy } => {
                // The cost of the attack being resolved (a copied one's own, TCG-8).
                let cost = match frame.text {
                    TextRef::Attack(i) => {
                        self.def(frame.card).attack(i).map_or(0, |a| a.cost.total())
                    }
                    _ => 0,
                };
                self.one(frame, on)
                    .map_or(0, |p| self.energy_units(p, energy))
                    .saturating_sub(u16::from(cost))
            }
            Count::DamageCounters { on } => self
                .named(frame, on)
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| p.damage / 10)
                .sum(),
            Count::Benched { side } => board(side)
                .map(|s| self.boards[s.index()].bench.len() as u16)
                .sum(),
            Count::PrizesTaken { side } => board(side)
                .map(|s| {
                    let counted = &self.boards[self.rules.prizes_counted(s).index()];
                    u16::from(self.prize_count).saturating_sub(counted.prizes.len() as u16)
                })
                .sum(),
            Count::CardsInHand { side } => board(side)
                .map(|s| self.boards[s.index()].hand.len() as u16)
                .sum(),
            Count::RetreatCost { of } => self
                .one(frame, of)
                .map_or(0, |p| u16::from(self.retreat_cost(p))),
            Count::DiscardedThisWay => u16::from(frame.discarded),
            Count::EnergyDiscardedThisWay => u16::from(frame.discarded_energy),
            // What the acting player discarded lies on top of their discard pile.
            Count::DiscardedOf(filter) => self.boards[frame.actor.index()]
                .discard
                .iter()
                .rev()
                .take(usize::from(frame.discarded))
                .filter(|&&c| self.passes(c, Filter::Card(filter), Some(frame)))
                .count() as u16,
            Count::InPlay { group, filter } => self.in_play_passing(frame, group, filter),
            Count::Cards { side, pile, filter } => self.cards_passing(frame, side, pile, filter),
            Count::BasicEnergyTypes { side, pile } => self.basic_energy_types(frame, side, pile),
            Count::RemainingHp { of } => self
                .one(frame, of)
                .map_or(0, |p| self.hp(p).saturating_sub(p.damage)),
            Count::HalfHpCounters { of } => self.one(frame, of).map_or(0, |p| self.hp(p) / 20),
        }
    }

    /// Energy units attached to a Pokémon that pass a filter.
    fn energy_units(&self, pokemon: &InPlay, filter: EnergyFilter) -> u16 {
        pokemon
            .energy
            .iter()
            .filter(|&&c| self.energy_passes(c, filter))
            .map(|&c| self.def(c).energy().map_or(0, |e| u16::from(e.units)))
            .sum()
    }

    pub(in crate::game) fn holds(&self, frame: &Frame, condition: Condition) -> bool {
        let any = |p: Pokemon, test: &dyn Fn(&InPlay) -> bool| {
            self.named(frame, p)
                .iter()
                .filter_map(|&u| self.locate(u))
                .any(|(_, q)| test(q))
        };
        let seat = |role| &self.boards[Self::seat_of(frame, role).index()];
        match condition {
            Condition::Heads => frame.last_heads == Some(true),
            Condition::Tails => frame.last_heads == Some(false),
            Condition::AllHeads => frame.last_heads.is_some() && frame.tails == 0,
            Condition::AllTails => frame.last_heads.is_some() && frame.heads == 0,
            Condition::AnyTails => frame.tails > 0,
            Condition::AnyHeads => frame.heads > 0,
            Condition::HeadsExactly(n) => frame.last_heads.is_some() && frame.heads == n,
            Condition::YouDid => frame.did,
            Condition::Found(filter) => self
                .found_cards(frame)
                .iter()
                .any(|&c| self.passes(c, Filter::Card(filter), Some(frame))),
            Condition::Damaged(p) => any(p, &|q| q.damage > 0),
            Condition::RemainingHpAtMost(p, hp) => {
                any(p, &|q| self.hp(q).saturating_sub(q.damage) <= hp)
            }
            Condition::Affected(p, None) => any(p, &|q| q.conditions.any()),
            Condition::Affected(p, Some(c)) => any(p, &|q| q.conditions.has(c)),
            Condition::CantAct(p) => any(p, &|q| cant_act(q)),
            Condition::CanAct(p) => !any(p, &|q| cant_act(q)),
            Condition::InActiveSpot(p) => self.named(frame, p).iter().any(|&u| {
                self.rules
                    .seats()
                    .any(|s| self.boards[s.index()].is_active(u))
            }),
            Condition::NewThisTurn(p) => any(p, &|q| q.since_turn == self.turn),
            Condition::OnBench(p) => self.named(frame, p).iter().any(|&u| {
                self.rules
                    .seats()
                    .any(|s| self.boards[s.index()].bench.iter().any(|b| b.uid == u))
            }),
            Condition::Is(p, kind) => any(p, &|q| self.is_kind(q, kind)),
            Condition::Card(p, filter) => any(p, &|q| {
                self.passes(
                    q.stack[q.stack.len() - 1],
                    Filter::Card(filter),
                    Some(frame),
                )
            }),
            Condition::IsNot(p, kind) => !any(p, &|q| self.is_kind(q, kind)),
            Condition::OfType(p, t) => any(p, &|q| self.top(q).types.contains(&t)),
            Condition::HasAttached(p, filter) => any(p, &|q| self.has_attached(q, filter)),
            Condition::NoneAttached(p, filter) => !any(p, &|q| self.has_attached(q, filter)),
            Condition::HasBasicEnergyOfEach(p, types) => any(p, &|q| {
                EnergyType::ALL
                    .iter()
                    .filter(|&&t| types.contains(t))
                    .all(|&t| self.has_attached(q, CardFilter::Energy(EnergyFilter::BasicOf(t))))
            }),
            Condition::HasBenched(role) => !seat(role).bench.is_empty(),
            Condition::StadiumInPlay => self.stadium.is_some(),
            Condition::NamedInPlay(name) => {
                self.stadium
                    .is_some_and(|(card, _)| name.is(&self.def(card).name))
                    || self.rules.seats().any(|s| {
                        self.boards[s.index()]
                            .in_play()
                            .any(|p| name.is(&self.def(p.stack[p.stack.len() - 1]).name))
                    })
            }
            Condition::BenchedThisWay => frame.benched > 0,
            // A Trainer's text is only ever used by playing the card from the hand.
            Condition::PlayedFromHand => frame.text == TextRef::Trainer,
            Condition::PlayedSupporterThisTurn => self.flags.supporter_played,
            Condition::BenchFull(role) => {
                seat(role).bench.len() >= usize::from(self.rules.bench_size)
            }
            Condition::DeckEmpty(role) => seat(role).deck.is_empty(),
            Condition::FewerInHand(n) => self.hand_besides(frame) < usize::from(n),
            Condition::AnyInHand => self.hand_besides(frame) > 0,
            Condition::FirstTurn => seat(Role::Acting).turns <= 1,
            Condition::SameHandSize => {
                seat(Role::Acting).hand.len() == seat(Role::Opponent).hand.len()
            }
            Condition::WonRockPaperScissors => frame.won_rps,
            Condition::Counted(count, compare) => self.compares(frame, count, compare),
            Condition::Resists(p, t) => any(p, &|q| self.top(q).resists(t)),
            Condition::AffectedEither(p, a, b) => {
                any(p, &|q| q.conditions.has(a) || q.conditions.has(b))
            }
            Condition::UsedLastTurn(attack) => self.used_last_turn(frame, attack),
            Condition::PlayedThisTurn(card) => self.played_this_turn(card),
            Condition::Under(card) => any(Pokemon::This, &|q| {
                let under = &q.stack[..q.stack.len() - 1];
                under.iter().any(|&c| card.is(&self.def(c).name))
            }),
            Condition::KnockedOutByAttackLastTurn(whose) => {
                self.knocked_out_last_turn(frame, whose, true)
            }
            Condition::KnockedOutLastTurn(whose) => self.knocked_out_last_turn(frame, whose, false),
            // Compiled texts never hold this (`support.rs`).
            Condition::MovedToActiveThisTurn => false,
        }
    }

    /// The acting player's hand, besides the Trainer being played (still in the hand while it
    /// is only tested).
    fn hand_besides(&self, frame: &Frame) -> usize {
        let besides = usize::from(frame.trial && frame.text == TextRef::Trainer);
        self.boards[frame.actor.index()]
            .hand
            .len()
            .saturating_sub(besides)
    }

    pub(in crate::game) fn is_kind(&self, pokemon: &InPlay, kind: PokemonKind) -> bool {
        is_kind(self.def(pokemon.stack[pokemon.stack.len() - 1]), kind)
    }
}

/// Whether a Pokémon is Asleep, Confused or Paralyzed.
fn cant_act(pokemon: &InPlay) -> bool {
    [
        SpecialCondition::Asleep,
        SpecialCondition::Confused,
        SpecialCondition::Paralyzed,
    ]
    .iter()
    .any(|&c| pokemon.conditions.has(c))
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
