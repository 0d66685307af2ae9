//! Damage (TCG-9, TCG-10): the attack's own damage to the Defending Pokémon in its order, damage
//! an effect does elsewhere, damage counters, and the lasting effects that change them.

use altplay_cards::ModifierValue;
use altplay_core::Seat;

use crate::effect::{
    Amount, Count, Group, Ignored, Lasting, Name, Pokemon, PokemonKind, Side, Which, Zone,
};
use crate::game::model::event::Event;
use crate::game::model::frame::TextRef;
use crate::game::model::ids::Uid;
use crate::game::model::state::{Hit, InPlay, Tcg};

impl Tcg {
    /// The attack's own damage, done to the Defending Pokémon (TCG-9), and to every opponent's
    /// Active Pokémon when the attack does it to each Defending Pokémon (TB-11).
    pub(in crate::game) fn attack_damage(&mut self) {
        let frame = self.frame();
        if frame.damage == 0 {
            return;
        }
        let attacked = self.boards[frame.opponent.index()].active.as_ref();
        let attacked = attacked.map(|p| p.uid);
        if frame.each_defending {
            for uid in self.named(frame, Pokemon::EachDefending) {
                if Some(uid) != attacked {
                    self.attack_damage_to(uid);
                }
            }
        }
        // The one attacked last: what it was dealt is what the text reads after.
        if let Some(uid) = attacked {
            self.attack_damage_to(uid);
        }
    }

    /// The attack's own damage done to the Defending Pokémon `uid`.
    fn attack_damage_to(&mut self, uid: Uid) {
        let frame = self.frame();
        let Some(attacker) = frame.this.and_then(|u| self.locate(u)).map(|(_, p)| p) else {
            return;
        };
        let Some((_, defender)) = self.locate(uid) else {
            return;
        };
        let used = match frame.text {
            TextRef::Attack(i) => i,
            _ => u8::MAX,
        };
        let ignored = Ignored {
            weakness: frame.ignore_weakness,
            resistance: frame.ignore_resistance,
            defending_effects: frame.ignore_defending,
        };
        let valued = |a| Some(i32::from(self.amount(frame, a)));
        let damage = self
            .attack_damage_now(attacker, defender, frame.damage, used, ignored, valued)
            .expect("while the attack resolves, every amount has its value");
        let uid = defender.uid;
        let (attacker, seat) = (attacker.uid, frame.actor);
        let dealt = if frame.ignore_defending {
            damage.max(0) as u16
        } else {
            self.flipped_for_damage(uid, damage)
        };
        self.frame_mut().dealt = dealt;
        let full_hp = self.locate(uid).is_some_and(|(_, p)| p.damage == 0);
        self.add_damage(uid, dealt);
        if full_hp {
            self.survives_from_full_hp(uid);
        }
        if dealt > 0 {
            self.hit_by_attack(uid, seat, dealt);
            self.counters_on_attacker(uid, attacker, dealt, full_hp);
            self.set_off_uid(
                uid,
                crate::game::model::set_off::Happening {
                    attacking: Some(attacker),
                    opponent: Some(seat),
                    ..crate::game::model::set_off::Happening::of(
                        crate::effect::Trigger::DamagedWhileActive(Pokemon::This),
                    )
                },
            );
        }
    }

    /// The attack's own damage from `attacker` to `defender` through every step of TCG-9 but
    /// the defending side's coin: `base` (the damage once the attack's text has changed it)
    /// with the attacker's lasting effects, Weakness and Resistance as they are now, and the
    /// defending side's effects, less what `ignored` skips. A lasting effect's amount is valued
    /// by `valued`; none when one cannot be (a count known only as the attack resolves). The
    /// damage step and the attack's button ([`Tcg::attack_damage_preview`]) both reckon it here.
    pub(in crate::game) fn attack_damage_now(
        &self,
        attacker: &InPlay,
        defender: &InPlay,
        base: u16,
        used: u8,
        ignored: Ignored,
        valued: impl Fn(Amount) -> Option<i32>,
    ) -> Option<i32> {
        let mut damage = i32::from(base);
        let mut ignore_defending = ignored.defending_effects;
        let mut ignores_resistance = ignored.resistance;
        let mut weakness_times = None;
        for &(l, named) in &self.lastings(attacker) {
            match l {
                Lasting::IgnoresDefendingEffects(_) => ignore_defending = true,
                Lasting::WeaknessAppliedAs { times, .. } => weakness_times = Some(u16::from(times)),
                Lasting::IgnoresResistance(_) => ignores_resistance = true,
                Lasting::MoreDealtTo { amount, to, .. } if self.is_kind(defender, to) => {
                    damage += valued(amount)?;
                }
                _ => damage += self.damage_bonus(l, named, attacker, used, &valued)?,
            }
        }
        let types = self.types_of(attacker);
        let target = self.top(defender);
        let defending = self.lastings(defender);
        let no_weakness = defending.iter().any(|(l, _)| match *l {
            Lasting::NoWeakness(_) => true,
            Lasting::NoWeaknessTo { of, .. } => types.shares(of),
            _ => false,
        });
        // A Weakness changed to another type keeps its amount; one given ×2 has that.
        let twice = defending.iter().rev().find_map(|(l, _)| match *l {
            Lasting::WeaknessTwice { of, .. } => Some((of, ModifierValue::Times(2))),
            _ => None,
        });
        let weakness = twice.or(target.weakness.map(|(printed, value)| {
            let now = defending.iter().rev().find_map(|(l, _)| match *l {
                Lasting::WeaknessIs { of, .. } => Some(of),
                _ => None,
            });
            (now.unwrap_or(printed), value)
        }));
        // "Apply Weakness … as ×4 instead": the amount, whatever the type.
        let times = defending.iter().rev().find_map(|(l, _)| match *l {
            Lasting::WeaknessTimes { times, .. } => Some(ModifierValue::Times(times.into())),
            _ => None,
        });
        let weakness = weakness.map(|(t, value)| (t, times.unwrap_or(value)));
        if let Some((t, value)) = weakness
            && !ignored.weakness
            && !no_weakness
            && types.contains(t)
        {
            damage = match value {
                ModifierValue::Times(n) => damage * i32::from(weakness_times.unwrap_or(n)),
                ModifierValue::Plus(n) => damage + i32::from(n),
                ModifierValue::Minus(n) => damage - i32::from(n),
            };
        }
        let no_resistance = defending
            .iter()
            .any(|(l, _)| matches!(l, Lasting::NoResistance(_)));
        if let Some((t, value)) = target.resistance
            && !ignores_resistance
            && !no_resistance
            && types.contains(t)
        {
            damage = match value {
                ModifierValue::Minus(n) => damage - i32::from(n),
                ModifierValue::Plus(n) => damage + i32::from(n),
                ModifierValue::Times(n) => damage * i32::from(n),
            };
        }
        if damage > 0 {
            for &(l, _) in &self.lastings(attacker) {
                if let Lasting::MoreDealtAfterWeakness { amount, .. } = l {
                    damage += i32::from(amount);
                }
            }
        }
        Some(if ignore_defending {
            damage
        } else {
            self.defending_side(attacker, defender, damage)
        })
    }

    /// Whether the attack `used` of a Pokémon is the one a lasting effect names: by name, or
    /// with none the attack whose text made it (`named`).
    pub(in crate::game) fn is_attack(
        &self,
        pokemon: &InPlay,
        used: u8,
        attack: Option<Name>,
        named: u8,
    ) -> bool {
        match attack {
            None => used == named,
            Some(name) => self
                .top(pokemon)
                .attacks
                .get(usize::from(used))
                .is_some_and(|a| name.is(&a.name)),
        }
    }

    /// Whether an attacker is one a protection names: of its kind, and as its relative clause
    /// says it is now ("your opponent's Pokémon that have 40 HP or less remaining").
    pub(in crate::game) fn attacker_among(
        &self,
        attacker: &InPlay,
        from: Option<PokemonKind>,
        which: Option<Which>,
    ) -> bool {
        from.is_none_or(|kind| self.is_kind(attacker, kind))
            && which.is_none_or(|which| {
                let group = Group {
                    which: Some(which),
                    ..Group::new(Side::Both, Zone::InPlay)
                };
                self.locate(attacker.uid)
                    .is_some_and(|(seat, a)| self.in_group(self.rules.opponent_of(seat), a, group))
            })
    }

    /// Effects on the defending side (TCG-9's last step) applied to damage from an attack.
    fn defending_side(&self, attacker: &InPlay, defender: &InPlay, mut damage: i32) -> i32 {
        let lastings = self.lastings(defender);
        for &(l, _) in &lastings {
            match l {
                Lasting::Prevent { from, which, .. }
                    if self.attacker_among(attacker, from, which) =>
                {
                    return 0;
                }
                Lasting::PreventFromAll { .. } => return 0,
                Lasting::ReduceTaken { amount, from, .. }
                    if from.is_none_or(|kind| self.is_kind(attacker, kind)) =>
                {
                    // An amount counted on the board is counted as its owner sees it.
                    damage -= i32::from(self.own_amount(defender, amount))
                }
                Lasting::MoreTaken { amount, .. } => damage += i32::from(amount),
                Lasting::ReducedTo {
                    at_least,
                    amount,
                    from,
                    ..
                } if damage >= i32::from(at_least)
                    && from.is_none_or(|kind| self.is_kind(attacker, kind)) =>
                {
                    damage = i32::from(amount)
                }
                _ => {}
            }
        }
        // "Whenever 30 or less damage is done to this Pokémon": the damage it would take.
        let small = |&(l, _): &(Lasting, u8)| matches!(l, Lasting::PreventAtMost { amount, .. } if damage <= i32::from(amount));
        if lastings.iter().any(small) {
            return 0;
        }
        damage
    }

    /// Damage an opponent's attack does to a Pokémon, less what its coins flipped until tails
    /// take off ([`Lasting::ReducedPerHeads`]: Armor Fossil), or none on the heads of a coin
    /// ([`Lasting::PreventedOnHeads`]); flipped only for damage.
    fn flipped_for_damage(&mut self, uid: Uid, damage: i32) -> u16 {
        let damage = damage.max(0) as u16;
        let Some((_, target)) = self.locate(uid) else {
            return damage;
        };
        let lastings = self.lastings(target);
        let on_heads = lastings
            .iter()
            .any(|&(l, _)| matches!(l, Lasting::PreventedOnHeads(_)));
        let each = lastings.iter().find_map(|&(l, _)| match l {
            Lasting::ReducedPerHeads { each, .. } => Some(each),
            _ => None,
        });
        if damage > 0 && on_heads {
            let heads = self.rng.coin();
            self.record(|| Event::Flipped { heads });
            if heads {
                return 0;
            }
        }
        let Some(each) = each.filter(|_| damage > 0) else {
            return damage;
        };
        let mut less = 0u16;
        loop {
            let heads = self.rng.coin();
            self.record(|| Event::Flipped { heads });
            if !heads {
                return damage.saturating_sub(less);
            }
            less = less.saturating_add(each);
        }
    }

    /// A Pokémon that had full HP before the attack's damage keeps `hp_left` of its HP when
    /// that damage would Knock it Out ([`Lasting::SurvivesFromFullHp`]); a Tool that says so is
    /// discarded then.
    fn survives_from_full_hp(&mut self, uid: Uid) {
        let Some((_, p)) = self.locate(uid) else {
            return;
        };
        let hp = self.hp(p);
        if p.damage < hp {
            return;
        }
        let survives = self.lastings(p).iter().find_map(|&(l, _)| match l {
            Lasting::SurvivesFromFullHp {
                hp_left, discards, ..
            } => Some((hp_left, discards)),
            _ => None,
        });
        let Some((hp_left, discards)) = survives else {
            return;
        };
        let spends =
            |l: &(Lasting, _)| matches!(l.0, Lasting::SurvivesFromFullHp { discards: true, .. });
        let spent = p.tools.iter().copied().find(|&tool| {
            self.def(tool)
                .trainer()
                .is_some_and(|t| t.passive.iter().any(spends))
        });
        if let Some((_, p)) = self.locate_mut(uid) {
            p.damage = hp.saturating_sub(hp_left);
        }
        if let Some(tool) = spent.filter(|_| discards) {
            self.discard_tool_of(uid, tool);
        }
    }

    /// Remembers the damage `by`'s attack did to `uid` this turn, added to what its attacks
    /// did before in the same turn ([`Tcg::hit_last_turn`]).
    fn hit_by_attack(&mut self, uid: Uid, by: Seat, damage: u16) {
        let turn = self.boards[by.index()].turns;
        if let Some((_, p)) = self.locate_mut(uid) {
            let before = p.hit.filter(|h| h.by == by && h.turn == turn);
            let damage = before.map_or(0, |h| h.damage).saturating_add(damage);
            p.hit = Some(Hit { by, turn, damage });
        }
    }

    pub(in crate::game) fn add_damage(&mut self, uid: Uid, amount: u16) {
        if amount == 0 {
            return;
        }
        if let Some((_, p)) = self.locate_mut(uid) {
            p.damage = p.damage.saturating_add(amount);
            let pokemon = self.mon(uid);
            self.record(|| Event::Damaged { pokemon, amount });
        }
    }

    /// Damage counters a defender's lasting effects put on the Pokémon whose attack damaged it
    /// ("put 8 damage counters on the Attacking Pokémon"), even if it is Knocked Out; some only
    /// when it had full HP (`full_hp`) and is Knocked Out.
    fn counters_on_attacker(&mut self, defender: Uid, attacker: Uid, dealt: u16, full_hp: bool) {
        let Some((_, hit)) = self.locate(defender) else {
            return;
        };
        let knocked_out_from_full_hp = full_hp && self.damage_reaches_hp(hit);
        let damage = self
            .lastings(hit)
            .iter()
            .filter_map(|&(l, _)| match l {
                Lasting::CountersOnAttacker {
                    counters,
                    from_full_hp,
                    ..
                } if !from_full_hp || knocked_out_from_full_hp => {
                    Some(counters.map_or(dealt, |n| u16::from(n) * 10))
                }
                _ => None,
            })
            .sum();
        self.add_damage(attacker, damage);
    }

    /// Damage an effect does to Pokémon other than by the attack's own damage: no Weakness or
    /// Resistance (TCG-9), but an opponent's Pokémon's own protections apply.
    pub(in crate::game) fn damage_effect(
        &mut self,
        to: Pokemon,
        amount: crate::effect::Amount,
    ) -> Result<(), crate::game::model::frame::Wait> {
        // Damage, which a prevention of effects except damage lets through.
        let mut targets = self.named_or_picked(to)?;
        // "… isn't affected by any effects on those Pokémon": none of their protections.
        let unprotected = self.frame().ignore_defending;
        if !unprotected {
            targets.retain(|&mut u| !self.spared_from_damage(u));
        }
        let n = self.amount(self.frame(), amount);
        let frame = self.frame();
        let attacker = frame
            .this
            .and_then(|u| self.locate(u))
            .map(|(_, p)| p.clone());
        let actor_team = self.rules.team_of(frame.actor);
        let by_attack = matches!(frame.text, crate::game::model::frame::TextRef::Attack(_));
        for uid in targets {
            let Some((seat, target)) = self.locate(uid) else {
                continue;
            };
            let mut damage = i32::from(n);
            let opposed = self.rules.team_of(seat) != actor_team;
            if opposed
                && !unprotected
                && let Some(attacker) = &attacker
            {
                damage = self.defending_side(attacker, target, damage);
                if by_attack {
                    damage = i32::from(self.flipped_for_damage(uid, damage));
                }
            } else if by_attack
                && !unprotected
                && self
                    .lastings(target)
                    .iter()
                    .any(|(l, _)| matches!(l, Lasting::PreventFromAll { .. }))
            {
                // "(both yours and your opponent's)": one's own attack's damage too.
                damage = 0;
            }
            self.add_damage(uid, damage.max(0) as u16);
            if by_attack && damage > 0 && opposed {
                self.hit_by_attack(uid, self.frame().actor, damage as u16);
                self.set_off_uid(
                    uid,
                    crate::game::model::set_off::Happening {
                        attacking: attacker.as_ref().map(|a| a.uid),
                        opponent: Some(self.frame().actor),
                        ..crate::game::model::set_off::Happening::of(
                            crate::effect::Trigger::DamagedByAttack(Pokemon::This),
                        )
                    },
                );
            }
        }
        Ok(())
    }

    /// Damage counters (TCG-10): not damage, nothing changes them.
    pub(in crate::game) fn put_counters(
        &mut self,
        on: Pokemon,
        counters: Amount,
    ) -> Result<(), crate::game::model::frame::Wait> {
        let targets = self.targets(on)?;
        let n = self.amount(self.frame(), counters);
        for uid in targets {
            // "until its remaining HP is 100": each Pokémon's own count.
            let n = match counters {
                Amount::Per {
                    count: Count::CountersDownToHp { hp, .. },
                    ..
                } => self
                    .locate(uid)
                    .map_or(0, |(_, p)| self.counters_down_to_hp(p, hp)),
                _ => n,
            };
            self.add_damage(uid, n.saturating_mul(10));
        }
        Ok(())
    }

    /// Up to `counters` damage counters moved from one Pokémon to another, as many as the
    /// first has: `from` is named first, so a pick of `to` leaves it as it was, and is no
    /// Pokémon `to` may pick ("to another of your Pokémon"); moved from "that Pokémon", it
    /// stays "that Pokémon".
    pub(in crate::game) fn move_counters(
        &mut self,
        from: Pokemon,
        to: Pokemon,
        counters: u8,
    ) -> Result<(), crate::game::model::frame::Wait> {
        let moved_from_that = from == Pokemon::That;
        let Some(&from) = self.named_or_picked(from)?.first() else {
            return Ok(());
        };
        self.frame_mut().source = Some(from);
        let Some(&to) = self.targets(to)?.first() else {
            return Ok(());
        };
        if moved_from_that {
            // "… to your other Pokémon in any way you like": the next counter moves from the
            // same Pokémon, whichever this one went to.
            let frame = self.frame_mut();
            frame.that.clear();
            frame.that.push(from);
        }
        let Some((_, source)) = self.locate_mut(from) else {
            return Ok(());
        };
        let moved = (source.damage / 10).min(u16::from(counters)) * 10;
        source.damage -= moved;
        if moved > 0 {
            let pokemon = self.mon(from);
            self.record(|| Event::Healed {
                pokemon,
                amount: moved,
            });
        }
        self.add_damage(to, moved);
        Ok(())
    }
}

impl Tcg {
    /// Damage counters spread one at a time among a group's Pokémon, `chooser` placing each.
    pub(in crate::game) fn spread_counters(
        &mut self,
        among: crate::effect::Group,
        counters: crate::effect::Amount,
        chooser: crate::effect::Role,
    ) -> Result<(), crate::game::model::frame::Wait> {
        let n = self.amount(self.frame(), counters);
        loop {
            let frame = self.frame();
            if u16::from(frame.moved) >= n {
                return Ok(());
            }
            let mut among_now = self.members(frame, among);
            among_now.retain(|&mut u| !self.spared_by_attack(u));
            let uid = match (frame.picked.first(), among_now.as_slice()) {
                (Some(&uid), _) => uid,
                (None, []) => return Ok(()),
                (None, [only]) => *only,
                (None, _) => {
                    return Err(crate::game::model::frame::Wait::Pokemon {
                        chooser: Self::seat_of(frame, chooser),
                        group: among,
                        only: crate::effect::CardFilter::Pokemon,
                        optional: false,
                    });
                }
            };
            self.add_damage(uid, 10);
            let frame = self.frame_mut();
            frame.moved += 1;
            frame.picked.clear();
        }
    }

    /// Knocked Out by an effect: its damage reaches its HP, and the next check does the rest
    /// (TCG-11).
    pub(in crate::game) fn knock_out(
        &mut self,
        which: Pokemon,
    ) -> Result<(), crate::game::model::frame::Wait> {
        for uid in self.targets(which)? {
            if let Some((_, p)) = self.locate(uid) {
                let left = self.hp(p).saturating_sub(p.damage);
                self.add_damage(uid, left);
            }
        }
        Ok(())
    }
}
