//! Passive effects on a Pokémon from other cards in play: abilities on a group ("Your Metal
//! Pokémon's attacks do 10 more damage …") and the Stadium's ("Fire Pokémon and Metal Pokémon
//! (both yours and your opponent's) have no Weakness"). Read where damage, Weakness, Retreat
//! Cost and attack costs are worked out, through [`Tcg::lastings`].

use altplay_core::Seat;
use arrayvec::ArrayVec;

use super::lastings::Lastings;
use crate::effect::{Condition, Group, Lasting, Pokemon, Role, Side, Zone};
use crate::game::model::card::AbilityDef;
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// Adds the passive effects of the Stadium and of abilities on groups (its own included),
    /// and the lasting effects on its side's group, that cover `pokemon` now. Nothing is
    /// scanned when no card of the game has a passive effect and no side holds a lasting one.
    pub(in crate::game) fn passives_on(
        &self,
        pokemon: &InPlay,
        keep: fn(&Lasting) -> bool,
        out: &mut Lastings,
    ) {
        let passives = self.cards.passives_on_others;
        if !passives && !self.side_lastings_now() {
            return;
        }
        let Some((seat, _)) = self.locate(pokemon.uid) else {
            return;
        };
        if passives
            && let Some((stadium, owner)) = self.stadium
            && let Some(trainer) = self.def(stadium).trainer()
        {
            // A Stadium's passive effects hold under no condition.
            for (lasting, _) in &trainer.passive {
                if keep(lasting) && self.covers(lasting, owner, None, seat, pokemon) {
                    let _ = out.try_push((*lasting, u8::MAX));
                }
            }
        }
        if self.cards.tool_passives_on_others {
            self.tool_passives_on(seat, pokemon, keep, out);
        }
        // Lasting effects on a group of this seat's Pokémon, new ones included.
        for &what in self.side_lastings_on(seat, pokemon) {
            if keep(&what) {
                let _ = out.try_push((what, u8::MAX));
            }
        }
        if !passives {
            return;
        }
        // The abilities applied once for all their copies, by name.
        let mut once: ArrayVec<&str, 4> = ArrayVec::new();
        for owner in self.rules.seats() {
            for source in self.boards[owner.index()].in_play() {
                for (index, ability) in self.abilities(source).iter().enumerate() {
                    let AbilityDef::Passive {
                        name,
                        lasting,
                        conditions,
                        one_at_a_time,
                    } = ability
                    else {
                        continue;
                    };
                    if !keep(lasting)
                        || !self.covers(lasting, owner, Some(source.uid), seat, pokemon)
                        || (*one_at_a_time && once.contains(&name.as_str()))
                        || !self.ability_holds(source, index, conditions)
                    {
                        continue;
                    }
                    if *one_at_a_time {
                        let _ = once.try_push(name);
                    }
                    let _ = out.try_push((*lasting, u8::MAX));
                }
            }
        }
    }

    /// Adds the passive effects on a group of the Pokémon Tools in play ("As long as the
    /// Pokémon this card is attached to is in the Active Spot, the Retreat Cost of both Active
    /// Pokémon is Colorless more") that cover `pokemon`, of `seat`, now.
    fn tool_passives_on(
        &self,
        seat: Seat,
        pokemon: &InPlay,
        keep: fn(&Lasting) -> bool,
        out: &mut Lastings,
    ) {
        for owner in self.rules.seats() {
            for holder in self.boards[owner.index()].in_play() {
                if holder.tools.is_empty() || self.tools_off(holder) {
                    continue;
                }
                for &tool in &holder.tools {
                    let Some(trainer) = self.def(tool).trainer() else {
                        continue;
                    };
                    for (lasting, conditions) in &trainer.passive {
                        if keep(lasting)
                            && self.covers(lasting, owner, Some(holder.uid), seat, pokemon)
                            && self.passive_holds(holder, tool, TextRef::Trainer, conditions)
                        {
                            let _ = out.try_push((*lasting, u8::MAX));
                        }
                    }
                }
            }
        }
    }

    /// Whether a side holds a lasting effect on a group of its Pokémon, new ones included.
    pub(in crate::game) fn side_lastings_now(&self) -> bool {
        self.cards.side_lastings && self.boards.iter().any(|b| !b.side_lastings.is_empty())
    }

    /// The lasting effects on a group of `seat`'s Pokémon, new ones included, that hold for
    /// `pokemon` now ([`Operation::DuringIncludingNew`](crate::effect::Operation)).
    pub(in crate::game) fn side_lastings_on<'a>(
        &'a self,
        seat: Seat,
        pokemon: &'a InPlay,
    ) -> impl Iterator<Item = &'a Lasting> + 'a {
        let board = &self.boards[seat.index()];
        board.side_lastings.iter().filter_map(move |l| {
            let zone = match l.group.zone {
                Zone::InPlay => true,
                Zone::Active => board.is_active(pokemon.uid),
                Zone::Bench => self.on_a_bench(pokemon.uid),
            };
            let holds = (l.from..=l.until).contains(&self.turn)
                && zone
                && self.in_group(l.opponent, pokemon, l.group);
            holds.then_some(&l.what)
        })
    }

    /// Whether a passive ability in play keeps the player whose turn it is from playing `card`
    /// from their hand ("Each player can't play any Item cards from his or her hand", "As
    /// long as this Pokémon is your Active Pokémon, each player can't play any Supporter
    /// Cards").
    pub(in crate::game) fn locked_by_ability(&self, card: CardId) -> bool {
        self.cards.play_locks
            && self.ability_on_player(self.current, |l| match *l {
                Lasting::CantPlay { who, cards } => {
                    Some(who).filter(|_| self.passes(card, Filter::Card(cards), None))
                }
                _ => None,
            })
    }

    /// Whether a passive ability in play puts the Prize cards `player` takes in the Lost Zone
    /// ("Your opponent puts any Prize cards they would take in the Lost Zone instead of into
    /// their hand").
    pub(in crate::game) fn prizes_to_lost_zone(&self, player: Seat) -> bool {
        self.cards.prizes_to_lost_zone
            && self.ability_on_player(player, |l| match *l {
                Lasting::PrizesToLostZone(who) => Some(who),
                _ => None,
            })
    }

    /// Whether a passive ability in play keeps `player`'s Pokémon in play and the cards attached
    /// to them from their hand ("Your opponent's Pokémon in play and all attached cards can't
    /// be put into your opponent's hand").
    pub(in crate::game) fn kept_from_hand(&self, player: Seat) -> bool {
        self.cards.kept_from_hand
            && self.ability_on_player(player, |l| match *l {
                Lasting::InPlayNotToHand(who) => Some(who),
                _ => None,
            })
    }

    /// Whether a passive ability in play whose effect `on` accepts, naming the players it is
    /// on, is on `player` and holds now.
    fn ability_on_player(&self, player: Seat, on: impl Fn(&Lasting) -> Option<Side>) -> bool {
        self.rules.seats().any(|owner| {
            self.boards[owner.index()].in_play().any(|source| {
                let mut abilities = self.abilities(source).iter().enumerate();
                abilities.any(|(index, ability)| {
                    let AbilityDef::Passive {
                        ref lasting,
                        ref conditions,
                        ..
                    } = *ability
                    else {
                        return false;
                    };
                    let covered = match on(lasting) {
                        None => false,
                        Some(Side::Both) => true,
                        Some(Side::Of(Role::Acting)) => player == owner,
                        Some(Side::Of(Role::Opponent)) => self.rules.are_opponents(player, owner),
                    };
                    covered && self.ability_holds(source, index, conditions)
                })
            })
        })
    }

    /// Whether a passive effect of a card of `owner` ("you"), the Pokémon `source` if it is
    /// one, is on a group `pokemon`, of `seat`, is in.
    pub(super) fn covers(
        &self,
        lasting: &Lasting,
        owner: Seat,
        source: Option<Uid>,
        seat: Seat,
        pokemon: &InPlay,
    ) -> bool {
        let group = match lasting.target() {
            Some(Pokemon::Each(group)) => group,
            // "each player's Pokémon (excluding this Pokémon)": the group but the source.
            Some(Pokemon::Others(group)) if source != Some(pokemon.uid) => group,
            // A passive on "the Defending Pokémon" is on the opponent's Active Pokémon.
            Some(Pokemon::Defending | Pokemon::EachDefending) => {
                Group::new(Side::Of(Role::Opponent), Zone::Active)
            }
            _ => return false,
        };
        let Group { side, zone, .. } = group;
        let side = match side {
            Side::Both => true,
            Side::Of(Role::Acting) => seat == owner,
            // No one designates an opponent for a passive effect: it is on every opponent.
            Side::Of(Role::Opponent) => self.rules.are_opponents(seat, owner),
        };
        let active = self.boards[seat.index()].is_active(pokemon.uid);
        let zone = match zone {
            Zone::InPlay => true,
            Zone::Active => active,
            Zone::Bench => !active,
        };
        // "your other Pokémon": the group but the source.
        let other = !group.other || source != Some(pokemon.uid);
        side && zone && other && self.in_group(self.rules.opponent_of(owner), pokemon, group)
    }

    /// Whether the conditions of a Pokémon's passive ability hold now.
    pub(in crate::game) fn ability_holds(
        &self,
        pokemon: &InPlay,
        index: usize,
        conditions: &[Condition],
    ) -> bool {
        let card = pokemon.stack[pokemon.stack.len() - 1];
        self.passive_holds(pokemon, card, TextRef::Ability(index as u8), conditions)
    }

    /// Whether the conditions of a passive effect of `card`'s text on `pokemon` (its own
    /// ability, or a Tool attached to it) hold now: "you" are its owner, "this Pokémon" and
    /// "the Pokémon this card is attached to" are it.
    pub(in crate::game) fn passive_holds(
        &self,
        pokemon: &InPlay,
        card: CardId,
        text: TextRef,
        conditions: &[Condition],
    ) -> bool {
        if conditions.is_empty() {
            return true;
        }
        let Some((owner, _)) = self.locate(pokemon.uid) else {
            return false;
        };
        let frame = Frame::new(
            card,
            text,
            owner,
            self.default_opponent(owner),
            Some(pokemon.uid),
        );
        conditions.iter().all(|&c| self.holds(&frame, c))
    }
}
