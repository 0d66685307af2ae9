//! Whether a text's condition holds now (TCG-15): the coins flipped, the Pokémon it names,
//! the board, the hands and decks, and what happened before.

use altplay_cards::printed::EnergyType;

use crate::effect::{CardFilter, Condition, EnergyFilter, Pokemon, Role, SpecialCondition};
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
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
            Condition::OnBench(p) => self.named(frame, p).iter().any(|&u| self.on_a_bench(u)),
            Condition::Is(p, kind) => any(p, &|q| self.is_kind(q, kind)),
            Condition::Card(p, filter) => any(p, &|q| {
                self.passes(
                    q.stack[q.stack.len() - 1],
                    Filter::Card(filter),
                    Some(frame),
                )
            }),
            Condition::IsNot(p, kind) => !any(p, &|q| self.is_kind(q, kind)),
            Condition::OfType(p, t) => any(p, &|q| self.types_of(q).contains(t)),
            Condition::HasAttached(p, filter) => any(p, &|q| self.has_attached(q, filter)),
            Condition::HasAbilityNamed(p, name) => {
                any(p, &|q| self.abilities(q).iter().any(|a| name.is(a.name())))
            }
            Condition::NoneAttached(p, filter) => !any(p, &|q| self.has_attached(q, filter)),
            Condition::HasBasicEnergyOfEach(p, types) => any(p, &|q| {
                EnergyType::ALL
                    .iter()
                    .filter(|&&t| types.contains(t))
                    .all(|&t| self.has_attached(q, CardFilter::Energy(EnergyFilter::BasicOf(t))))
            }),
            Condition::HasBenched(role) => !seat(role).bench.is_empty(),
            Condition::StadiumInPlay => self.stadium.is_some(),
            Condition::StadiumOf(role) => self
                .stadium
                .is_some_and(|(_, owner)| owner == Self::seat_of(frame, role)),
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
            Condition::AttachedThisWay => frame.attached > 0,
            Condition::AttachedToActiveThisWay => frame.attached_to_active,
            // A Trainer's text is only ever used by playing the card from the hand.
            Condition::PlayedFromHand => frame.text == TextRef::Trainer,
            Condition::PlayedSupporterThisTurn => self.flags.supporter_played,
            Condition::BenchFull(role) => !self.bench_has_room(Self::seat_of(frame, role)),
            Condition::DeckEmpty(role) => seat(role).deck.is_empty(),
            Condition::FewerInHand(n) => self.hand_besides(frame) < usize::from(n),
            Condition::AnyInHand => self.hand_besides(frame) > 0,
            Condition::FirstTurn => seat(Role::Acting).turns <= 1,
            Condition::WentSecond => frame.actor != self.first,
            Condition::SecondPlayersFirstTurn => {
                frame.actor != self.first && seat(Role::Acting).turns <= 1
            }
            Condition::EvolvedFromThisTurn(from) => any(Pokemon::This, &|q| {
                let below = q.stack.len().checked_sub(2).map(|i| q.stack[i]);
                q.since_turn == self.turn && below.is_some_and(|c| from.is(&self.def(c).name))
            }),
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
            Condition::SidesShareType => self.sides_share_type(frame),
            Condition::KnockedOutOfByAttackLastTurn(whose, filter) => {
                self.knocked_out_of_last_turn(frame, whose, filter, true)
            }
            Condition::KnockedOutOfLastTurn(whose, filter) => {
                self.knocked_out_of_last_turn(frame, whose, filter, false)
            }
            Condition::UsedAttackLastTurn {
                kind,
                attack,
                others,
            } => self.used_attack_last_turn(frame, kind, attack, others),
            Condition::PlayedSupporterOf(filter) => (self.flags.supporter)
                .is_some_and(|c| self.passes(c, Filter::Card(filter), Some(frame))),
            Condition::Under(card) => any(Pokemon::This, &|q| {
                let under = &q.stack[..q.stack.len() - 1];
                under.iter().any(|&c| card.is(&self.def(c).name))
            }),
            Condition::KnockedOutByAttackLastTurn(whose) => {
                self.knocked_out_last_turn(frame, whose, true)
            }
            Condition::KnockedOutLastTurn(whose) => self.knocked_out_last_turn(frame, whose, false),
            Condition::MovedToActiveThisTurn => any(Pokemon::This, &|q| q.moved_up == self.turn),
            Condition::HealedThisTurn => any(Pokemon::This, &|q| q.healed == self.turn),
            Condition::DamagedByAttackLastTurn => {
                any(Pokemon::This, &|q| self.hit_last_turn(frame, q) > 0)
            }
            Condition::RetreatedLastTurn(p) => {
                let by = frame.opponent;
                let last = self.boards[by.index()].turns;
                by != self.current
                    && self.named(frame, p).iter().any(|&u| {
                        self.boards[by.index()]
                            .find(u)
                            .is_some_and(|q| q.retreated == last && last > 0)
                    })
            }
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
