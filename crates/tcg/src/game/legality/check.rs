//! Whether an action is allowed now, and which rule refuses it. `legal.rs` offers exactly the
//! actions this accepts, so the two cannot disagree.

use altplay_cards::printed::TrainerKind;
use altplay_core::{RuleError, Seat};

use crate::effect::{CardCount, Effect, Lasting, Pokemon, SpecialCondition};
use crate::game::board::lastings::Lastings;
use crate::game::flow::designate::Aim;
use crate::game::model::action::Action;
use crate::game::model::card::AbilityDef;
use crate::game::model::energy::Pool;
use crate::game::model::frame::{Frame, TextRef, Wait};
use crate::game::model::ids::{CardId, NameId, Uid};
use crate::game::model::state::{InPlay, Step, Tcg};

/// The Active Pokémon as its attacks are tested ([`Tcg::attacker`]).
pub(in crate::game) struct Attacker<'a> {
    active: &'a InPlay,
    /// Its lasting effects ([`Tcg::lastings`]), made by the caller: a list this large is not
    /// moved.
    lastings: &'a Lastings,
    energy: Pool,
}

fn refuse(rule: &'static str, message: &'static str) -> Result<(), RuleError> {
    Err(RuleError::new(rule, message))
}

impl Tcg {
    /// Accepts `action` now, or names the rule that refuses it.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        if let Step::Over(_) = self.step {
            return refuse("TCG-14", "the game is over");
        }
        // Any number may come from outside (a client, a stored table replayed on other decks).
        if action
            .card()
            .is_some_and(|card| usize::from(card.0) >= self.cards.len())
        {
            return refuse("TCG-16", "no such card at this table");
        }
        if let Some(wait) = self.frame.as_ref().and_then(|f| f.wait) {
            return self.check_answer(wait, action);
        }
        match (self.step, *action) {
            (Step::ChooseFirst(_), Action::GoFirst { .. }) => Ok(()),
            (Step::MulliganDraws { .. }, Action::DrawExtra | Action::Done) => Ok(()),
            (Step::PlaceActive(seat), Action::Place { card }) => {
                self.placeable_at_set_up(seat, card, true)
            }
            (Step::PlaceBench(seat), Action::Place { card }) => {
                self.placeable_at_set_up(seat, card, false)?;
                self.bench_room(seat, "TCG-4")
            }
            (Step::PlaceBench(_), Action::Done) => Ok(()),
            (Step::Promote(seat), Action::Promote { pokemon }) => {
                if self.boards[seat.index()]
                    .bench
                    .iter()
                    .any(|p| p.uid == pokemon)
                {
                    Ok(())
                } else {
                    refuse("TCG-11", "promote one of your Benched Pokémon")
                }
            }
            (Step::Retreat { .. }, Action::PickCard { card }) => {
                let active = self.boards[self.current.index()].active.as_ref();
                if active.is_some_and(|a| a.energy.contains(&card)) {
                    Ok(())
                } else {
                    refuse("TCG-7", "discard Energy attached to the retreating Pokémon")
                }
            }
            (Step::Turn, action) => self.check_turn(action),
            _ => refuse("TCG-16", "not a choice the game offers now"),
        }
    }

    fn check_answer(&self, wait: Wait, action: &Action) -> Result<(), RuleError> {
        let frame = self.frame.as_ref().expect("waiting");
        let ok = match (wait, *action) {
            (Wait::May { .. }, Action::Yes | Action::Done) => true,
            (Wait::Options { count, .. }, Action::PickOption { index }) => {
                index < count && frame.chosen & (1 << index) == 0
            }
            (Wait::Options { .. }, Action::Done) => frame.chosen != 0,
            (Wait::Card { optional, .. } | Wait::Pokemon { optional, .. }, Action::Done) => {
                optional
            }
            (
                Wait::Card {
                    zone, filter, goes, ..
                },
                Action::PickCard { card },
            ) => self.card_choices(zone, filter, goes).contains(&card),
            (Wait::Pokemon { group, only, .. }, Action::PickPokemon { pokemon }) => {
                self.pickable(frame, group, only).contains(&pokemon)
            }
            (Wait::ToolOrStadium { .. }, Action::Done) => true,
            (Wait::ToolOrStadium { .. }, Action::PickPokemon { pokemon }) => {
                self.tool_holders().any(|u| u == pokemon)
            }
            (Wait::ToolOrStadium { stadium, .. }, Action::PickCard { card }) => {
                stadium && self.stadium.is_some_and(|(stadium, _)| stadium == card)
            }
            (Wait::Opponent { count, .. }, Action::PickOption { index }) => index < count,
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            refuse("TCG-16", "answer the choice the card asks")
        }
    }

    /// TCG-4: a Basic Pokémon from the hand, or a card whose ability lets it be placed (as the
    /// Active Pokémon when `active`, else on the Bench).
    fn placeable_at_set_up(&self, seat: Seat, card: CardId, active: bool) -> Result<(), RuleError> {
        let allowed = self.def(card).pokemon().is_some_and(|p| {
            p.abilities.iter().any(|a| match *a {
                AbilityDef::SetUp {
                    going_second,
                    bench,
                    ..
                } => (active || bench) && (!going_second || seat != self.first),
                _ => false,
            })
        });
        if allowed && self.boards[seat.index()].hand.contains(&card) {
            return Ok(());
        }
        self.basic_in_hand(seat, card, "TCG-4")
    }

    fn basic_in_hand(&self, seat: Seat, card: CardId, rule: &'static str) -> Result<(), RuleError> {
        if !self.boards[seat.index()].hand.contains(&card) {
            return refuse(rule, "that card is not in your hand");
        }
        self.basic(card, rule)
    }

    fn basic(&self, card: CardId, rule: &'static str) -> Result<(), RuleError> {
        if !self.def(card).is_basic() {
            return refuse(rule, "only a Basic Pokémon is put into play this way");
        }
        Ok(())
    }

    fn bench_room(&self, seat: Seat, rule: &'static str) -> Result<(), RuleError> {
        if self.boards[seat.index()].bench.len() >= usize::from(self.rules.bench_size) {
            return refuse(rule, "the Bench is full");
        }
        Ok(())
    }

    fn own(&self, uid: Uid) -> Result<&InPlay, RuleError> {
        self.boards[self.current.index()]
            .find(uid)
            .ok_or_else(|| RuleError::new("TCG-7", "not one of your Pokémon in play"))
    }

    fn in_hand(&self, card: CardId) -> Result<(), RuleError> {
        if self.boards[self.current.index()].hand.contains(&card) {
            Ok(())
        } else {
            refuse("TCG-7", "that card is not in your hand")
        }
    }

    fn check_turn(&self, action: Action) -> Result<(), RuleError> {
        match action {
            Action::EndTurn => Ok(()),
            Action::Bench { card } => {
                self.in_hand(card)?;
                self.benchable(card)
            }
            Action::Evolve { card, target } => {
                self.in_hand(card)?;
                self.evolvable(card, self.own(target)?)
            }
            Action::Attach { card, target } => {
                self.in_hand(card)?;
                self.own(target)?;
                if self.def(card).energy().is_none() {
                    return refuse("TCG-7", "only an Energy card is attached this way");
                }
                if self.flags.energy_attached {
                    return refuse("TCG-7", "one Energy from the hand a turn");
                }
                if self.play_locked(card) {
                    return refuse("TCG-15", "an effect says you can't attach that card now");
                }
                Ok(())
            }
            Action::Tool { card, target } => {
                self.in_hand(card)?;
                self.tool_fits(card, self.own(target)?)
            }
            Action::Play { card } => self.check_play(card, None),
            Action::PlayFor {
                card,
                you,
                opponent,
            } => self.check_play(card, Some(Aim { you, opponent })),
            Action::Retreat { to } => self.check_retreat(to),
            Action::Ability { pokemon, index } => {
                self.ability_usable(self.own(pokemon)?, index, None)
            }
            Action::AbilityAt {
                pokemon,
                index,
                opponent,
            } => self.ability_usable(self.own(pokemon)?, index, Some(opponent)),
            Action::Stadium => self.check_stadium(None),
            Action::StadiumAt { opponent } => self.check_stadium(Some(opponent)),
            Action::Attack { index } => {
                if self.rules.designates() && self.attack_targets().len() > 1 {
                    return refuse("TCG-17", "several opponents: name the one attacked");
                }
                self.check_attack(index, self.attacked(None))
            }
            Action::AttackAt { index, target } => {
                self.check_target(target)?;
                self.check_attack(index, target)
            }
            _ => refuse("TCG-16", "not a choice the game offers now"),
        }
    }

    /// TCG-7: a Basic Pokémon of the hand onto the Bench, while it has room.
    pub(in crate::game) fn benchable(&self, card: CardId) -> Result<(), RuleError> {
        self.basic(card, "TCG-7")?;
        self.bench_room(self.current, "TCG-7")?;
        // A Fossil is played as a Trainer card: "can't play Item cards" stops it.
        self.not_locked(card)
    }

    /// TCG-7: a Pokémon Tool of the hand onto `target`, while it has room for one.
    pub(in crate::game) fn tool_fits(
        &self,
        card: CardId,
        target: &InPlay,
    ) -> Result<(), RuleError> {
        if !self.def(card).is_tool() {
            return refuse("TCG-7", "only a Pokémon Tool is attached this way");
        }
        let allowed = self
            .lastings(target)
            .iter()
            .map(|(l, _)| match *l {
                Lasting::ToolsAllowed { count, .. } => usize::from(count),
                _ => 1,
            })
            .max()
            .unwrap_or(1);
        // Trainers attached by their own text (PlusPower) are not Pokémon Tools.
        let tools = target
            .tools
            .iter()
            .filter(|&&c| self.def(c).is_tool())
            .count();
        if tools >= allowed {
            return refuse(
                "TCG-7",
                "one Pokémon Tool per Pokémon, unless its text allows more",
            );
        }
        Ok(())
    }

    /// TCG-5, TCG-7: `card` of the hand evolves `target` now.
    fn evolvable(&self, card: CardId, target: &InPlay) -> Result<(), RuleError> {
        let Some(from) = self.def(card).pokemon().and_then(|p| p.evolves_from) else {
            return refuse("TCG-7", "that card does not evolve from anything here");
        };
        self.evolves_onto(from, target)
    }

    /// TCG-5, TCG-7: a card of the hand that evolves from the name `from` evolves `target` now.
    pub(in crate::game) fn evolves_onto(
        &self,
        from: NameId,
        target: &InPlay,
    ) -> Result<(), RuleError> {
        if self.def(target.stack[target.stack.len() - 1]).name_id != from {
            return refuse("TCG-7", "it does not evolve from that Pokémon");
        }
        if self.rules.first_turn_limits && self.boards[self.current.index()].turns <= 1 {
            return refuse("TCG-5", "no Pokémon evolves on its owner's first turn");
        }
        if target.since_turn == self.turn {
            return refuse(
                "TCG-7",
                "a Pokémon does not evolve the turn it came into play or evolved",
            );
        }
        Ok(())
    }

    /// A frame for testing a text's conditions before it is used, "you" and "your opponent"
    /// as `aim` designates.
    fn trial(&self, card: CardId, text: TextRef, this: Option<Uid>, aim: Aim) -> Frame {
        let mut frame = Frame::new(card, text, aim.you, aim.opponent, this);
        frame.player = self.current;
        frame.trial = true;
        frame
    }

    /// A Trainer of the hand played as `aim` designates, or without designating anyone
    /// (`None`), which a table where "you" or "your opponent" may be several players refuses
    /// (TB-11).
    fn check_play(&self, card: CardId, aim: Option<Aim>) -> Result<(), RuleError> {
        self.in_hand(card)?;
        match aim {
            Some(aim) => self.check_trainer_aim(card, aim)?,
            None if self.trainer_designations(card).is_some() => {
                return refuse(
                    "TCG-17",
                    "say who \"you\" and \"your opponent\" are for this card (TB-11)",
                );
            }
            None => {}
        }
        self.check_playable_as(card, aim)
    }

    /// Whether the seat whose turn it is may play the Trainer card `card` now, wherever the card
    /// is (a Supporter another player gives, RF-10; one of the hand, TCG-5, TCG-7, TCG-15).
    pub fn check_playable(&self, card: CardId) -> Result<(), RuleError> {
        self.check_playable_as(card, None)
    }

    /// [`Tcg::check_playable`], "you" and "your opponent" as `aim` designates (TB-11), or as
    /// they are when no one is designated (`None`).
    pub(in crate::game) fn check_playable_as(
        &self,
        card: CardId,
        aim: Option<Aim>,
    ) -> Result<(), RuleError> {
        self.trainer_playable(card)?;
        self.trainer_words_allow(card, aim)
    }

    /// What of [`Tcg::check_playable`] does not depend on who "you" and "your opponent" are:
    /// the card's kind and the turn's limits, and locks.
    #[inline]
    pub(in crate::game) fn trainer_playable(&self, card: CardId) -> Result<(), RuleError> {
        let Some(trainer) = self.def(card).trainer() else {
            return refuse("TCG-7", "only a Trainer card is played this way");
        };
        match trainer.kind {
            TrainerKind::Supporter => {
                if self.flags.supporter_played {
                    return refuse("TCG-7", "one Supporter a turn");
                }
                if self.turn == 1 && self.rules.first_turn_limits {
                    return refuse(
                        "TCG-5",
                        "the player going first plays no Supporter on their first turn",
                    );
                }
            }
            TrainerKind::Stadium => {
                if self.flags.stadium_played {
                    return refuse("TCG-7", "one Stadium a turn");
                }
                if self
                    .stadium
                    .is_some_and(|(s, _)| self.def(s).name_id == self.def(card).name_id)
                {
                    return refuse("TCG-7", "a Stadium of the same name is in play");
                }
            }
            TrainerKind::PokemonTool => {
                return refuse("TCG-7", "a Pokémon Tool is attached to a Pokémon");
            }
            _ => {}
        }
        self.not_locked(card)
    }

    /// The Trainer `card`'s own words let it be played now, "you" and "your opponent" as `aim`
    /// designates, or as they are when no one is designated.
    pub(in crate::game) fn trainer_words_allow(
        &self,
        card: CardId,
        aim: Option<Aim>,
    ) -> Result<(), RuleError> {
        let Some(trainer) = self.def(card).trainer() else {
            return refuse("TCG-7", "only a Trainer card is played this way");
        };
        if !trainer.program.may_refuse {
            return Ok(());
        }
        // Worked out only for a text with conditions to test.
        let frame = || {
            let aim = aim.unwrap_or_else(|| self.default_aim());
            self.trial(card, TextRef::Trainer, None, aim)
        };
        if self.refused_by_words(frame, &trainer.program) {
            return refuse("TCG-15", "the card says it can't be played now");
        }
        if !self.has_pokemon_to_attach_to(frame, &trainer.program) {
            return refuse(
                "TCG-15",
                "none of the Pokémon the card names to attach it to",
            );
        }
        Ok(())
    }

    /// No effect stops the player whose turn it is from playing `card` from their hand now.
    fn not_locked(&self, card: CardId) -> Result<(), RuleError> {
        if self.play_locked(card) {
            return refuse("TCG-15", "an effect says you can't play that card now");
        }
        Ok(())
    }

    /// Whether an effect keeps the player whose turn it is from playing `card` from their
    /// hand now: a lock of an attack's or a Trainer's on their board, or a passive ability.
    fn play_locked(&self, card: CardId) -> bool {
        let locked = self.boards[self.current.index()].locks.iter().any(|l| {
            l.from <= self.turn
                && self.turn <= l.until
                && self.passes(card, crate::game::model::frame::Filter::Card(l.cards), None)
        });
        locked || self.locked_by_ability(card)
    }

    /// Whether a text's own words refuse it now (TCG-15): it may not be used ([`Tcg::unusable`])
    /// or a cost of it can't be paid. The frame they are tested in is made only for a text that
    /// has such words.
    fn refused_by_words(
        &self,
        frame: impl FnOnce() -> Frame,
        program: &crate::game::model::program::Program,
    ) -> bool {
        if program.unusable_if.is_empty()
            && program.usable_only_if.is_empty()
            && program.costs.is_empty()
        {
            return false;
        }
        let frame = frame();
        self.unusable(&frame, program) || !self.costs_payable(&frame, &program.costs)
    }

    /// Whether the text may not be used now: a condition it can't be used under holds, or
    /// one it can be used only under does not.
    pub(in crate::game) fn unusable(
        &self,
        frame: &Frame,
        program: &crate::game::model::program::Program,
    ) -> bool {
        program.unusable_if.iter().any(|&c| self.holds(frame, c))
            || program
                .usable_only_if
                .iter()
                .any(|&c| !self.holds(frame, c))
    }

    /// The Retreat Cost of a Pokémon now (its lasting effects count).
    pub fn retreat_cost(&self, p: &InPlay) -> u8 {
        self.retreat_cost_under(p, &self.lastings(p))
    }

    /// The Retreat Cost of a Pokémon under its lasting effects ([`Tcg::lastings`]).
    fn retreat_cost_under(&self, p: &InPlay, lastings: &Lastings) -> u8 {
        let mut cost = self.top(p).retreat;
        for &(l, _) in lastings {
            match l {
                Lasting::NoRetreatCost(_) => return 0,
                Lasting::RetreatCostLess { by, .. } => cost = cost.saturating_sub(by),
                Lasting::RetreatCostMore { by, .. } => cost = cost.saturating_add(by),
                _ => {}
            }
        }
        cost
    }

    /// The Pokémon Tool discarded to pay a Pokémon's Retreat Cost instead of Energy (Balloon
    /// Berry), if it has one.
    pub(in crate::game) fn retreat_tool(&self, p: &InPlay) -> Option<CardId> {
        p.tools.iter().copied().find(|&tool| {
            self.def(tool).trainer().is_some_and(|t| {
                t.passive
                    .iter()
                    .any(|(l, _)| matches!(l, Lasting::RetreatPaidByThisCard(_)))
            })
        })
    }

    fn check_retreat(&self, to: Uid) -> Result<(), RuleError> {
        let board = &self.boards[self.current.index()];
        let Some(active) = board.active.as_ref() else {
            return refuse("TCG-7", "no Active Pokémon to retreat");
        };
        if !board.bench.iter().any(|p| p.uid == to) {
            return refuse("TCG-7", "retreat to one of your Benched Pokémon");
        }
        self.may_retreat(active, &self.lastings(active))
    }

    /// TCG-7, TCG-12, TCG-15: the Active Pokémon, under its lasting effects
    /// ([`Tcg::lastings`]), may retreat now (to any Benched Pokémon).
    // Inlined: asked at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn may_retreat(
        &self,
        active: &InPlay,
        lastings: &Lastings,
    ) -> Result<(), RuleError> {
        if self.flags.retreated {
            return refuse("TCG-7", "one retreat a turn");
        }
        let free = lastings
            .iter()
            .any(|(l, _)| matches!(l, Lasting::RetreatsAsleepOrParalyzed(_)));
        let c = active.conditions;
        if !free && (c.has(SpecialCondition::Asleep) || c.has(SpecialCondition::Paralyzed)) {
            return refuse("TCG-7", "an Asleep or Paralyzed Pokémon can't retreat");
        }
        if lastings
            .iter()
            .any(|(l, _)| matches!(l, Lasting::CantRetreat(_)))
        {
            return refuse("TCG-15", "an effect says this Pokémon can't retreat");
        }
        let units: u16 = self.units(active).map(|(_, n)| u16::from(n)).sum();
        let cost = self.retreat_cost_under(active, lastings);
        if units < u16::from(cost) && self.retreat_tool(active).is_none() {
            return refuse(
                "TCG-7",
                "not enough Energy attached to pay the Retreat Cost",
            );
        }
        Ok(())
    }

    /// The ability `index` of `pokemon`, one of the current seat's, may be used now, on the
    /// opponent named (TB-11: when its text names one and there are several), or without
    /// naming one (`None`).
    pub(in crate::game) fn ability_usable(
        &self,
        pokemon: &InPlay,
        index: u8,
        opponent: Option<Seat>,
    ) -> Result<(), RuleError> {
        let uid = pokemon.uid;
        let Some(ability) = self.top(pokemon).abilities.get(usize::from(index)) else {
            return refuse("TCG-7", "that Pokémon has no such ability");
        };
        let (program, once) = match ability {
            AbilityDef::OncePerTurn {
                name,
                one_at_a_time: true,
                ..
            } if self.used_by_a_copy(name) => {
                return refuse("TCG-7", "an ability of that name was used this turn");
            }
            AbilityDef::OncePerTurn { program, .. } => (program, true),
            AbilityDef::AsOftenAsYouLike { program, .. } => (program, false),
            _ => return refuse("TCG-7", "that ability is not used this way"),
        };
        if once && self.flags.abilities_used & (1 << (uid % 64)) != 0 {
            return refuse("TCG-7", "that ability was used this turn");
        }
        let aim = self.aim_at(program, opponent)?;
        let frame = self.trial(
            pokemon.stack[pokemon.stack.len() - 1],
            TextRef::Ability(index),
            Some(uid),
            aim,
        );
        if self.refused_by_words(|| frame.clone(), program) {
            return refuse("TCG-15", "the ability says it can't be used now");
        }
        if !once && !self.has_cards_to_attach(&frame, program) {
            return refuse(
                "TCG-15",
                "the ability would do nothing: no card it attaches is in the hand",
            );
        }
        if !once && !self.may_move_energy(&frame, program) {
            return refuse(
                "TCG-15",
                "the ability would move no Energy, or has moved as many this turn as its \
                 owner's Pokémon have attached",
            );
        }
        Ok(())
    }

    /// Whether a Pokémon of the seat whose turn it is used an ability of this name this turn.
    fn used_by_a_copy(&self, name: &str) -> bool {
        self.boards[self.current.index()].in_play().any(|p| {
            self.flags.abilities_used & (1 << (p.uid % 64)) != 0
                && self.top(p).abilities.iter().any(|a| a.name() == name)
        })
    }

    /// Whether an ability used as often as one likes that moves Energy (`support.rs`) may move
    /// one more: a Pokémon it moves from has Energy of the kind, and fewer moves were made this
    /// turn than Energy cards are attached to its owner's Pokémon — enough to put each of them
    /// anywhere, and a bound on the turn, which moving Energy back and forth could loop.
    fn may_move_energy(
        &self,
        frame: &Frame,
        program: &crate::game::model::program::Program,
    ) -> bool {
        program.ops.iter().all(|op| match *op {
            crate::game::model::program::Op::Do(Effect::MoveEnergy { from, energy, .. }) => {
                let attached: usize = self.boards[frame.actor.index()]
                    .in_play()
                    .map(|p| p.energy.len())
                    .sum();
                let sources = match from {
                    Pokemon::Picked(pick) => self.members(frame, pick.group),
                    from => self.named(frame, from),
                };
                usize::from(self.flags.energy_moves) < attached
                    && sources
                        .iter()
                        .filter_map(|&u| self.locate(u))
                        .any(|(_, p)| p.energy.iter().any(|&c| self.energy_passes(c, energy)))
            }
            _ => true,
        })
    }

    /// The Stadium in play's action: once during each player's turn, for the player whose
    /// turn it is.
    pub(in crate::game) fn check_stadium(&self, opponent: Option<Seat>) -> Result<(), RuleError> {
        let Some((card, _)) = self.stadium else {
            return refuse("TCG-7", "no Stadium in play");
        };
        let Some(action) = self.def(card).trainer().and_then(|t| t.action.as_ref()) else {
            return refuse("TCG-7", "the Stadium in play has no action to use");
        };
        let often = self.def(card).trainer().is_some_and(|t| t.action_often);
        if self.flags.stadium_used && !often {
            return refuse("TCG-7", "the Stadium's action was used this turn");
        }
        let frame = self.trial(card, TextRef::Stadium, None, self.aim_at(action, opponent)?);
        if self.refused_by_words(|| frame.clone(), action) {
            return refuse("TCG-15", "the Stadium says it can't be used now");
        }
        if often && !self.has_pokemon_to_pick(&frame, action) {
            return refuse(
                "TCG-15",
                "the Stadium's action would do nothing: no Pokémon it acts on",
            );
        }
        Ok(())
    }

    /// Whether each Pokémon a text picks by its card ([`Effect::ChooseOnly`]) has a candidate.
    fn has_pokemon_to_pick(
        &self,
        frame: &Frame,
        program: &crate::game::model::program::Program,
    ) -> bool {
        program.ops.iter().all(|op| match *op {
            crate::game::model::program::Op::Do(Effect::ChooseOnly { pick, only }) => {
                !self.pickable(frame, pick.group, only).is_empty()
            }
            _ => true,
        })
    }

    /// Whether a Trainer that attaches itself to a Pokémon of those it names has one to attach
    /// to ("1 of your Evolved Fire, Lightning, or Fighting Pokémon in play").
    fn has_pokemon_to_attach_to(
        &self,
        frame: impl Fn() -> Frame,
        program: &crate::game::model::program::Program,
    ) -> bool {
        program
            .attach_picks()
            .all(|pick| !self.members(&frame(), pick.group).is_empty())
    }

    /// Whether the cards a text attaches from the hand are there. An ability used as often as
    /// one likes (each use spends such a card: `support.rs`) is offered only while it can do
    /// something, so a turn can't loop on nothing.
    fn has_cards_to_attach(
        &self,
        frame: &Frame,
        program: &crate::game::model::program::Program,
    ) -> bool {
        program.ops.iter().all(|op| match op {
            crate::game::model::program::Op::Do(Effect::AttachEnergy {
                source: crate::effect::Source::Hand,
                energy,
                ..
            }) => self.boards[frame.actor.index()]
                .hand
                .iter()
                .any(|&c| self.energy_passes(c, *energy)),
            _ => true,
        })
    }

    /// Whether the cost effects of a text can be done (TCG-15: "in order to use").
    fn costs_payable(&self, frame: &Frame, costs: &[Effect]) -> bool {
        let energy_need = |count| match count {
            CardCount::Exactly(n) => usize::from(n),
            CardCount::UpTo(_) | CardCount::All => 1,
        };
        let energy_on = |pokemon: &[u16], energy| {
            pokemon
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| {
                    p.energy
                        .iter()
                        .filter(|&&c| self.energy_passes(c, energy))
                        .count()
                })
                .sum::<usize>()
        };
        costs.iter().all(|cost| match *cost {
            Effect::DiscardEnergy {
                from,
                count,
                energy,
            } => {
                // A Pokémon to be picked may be any of its group.
                let from = match from {
                    Pokemon::Picked(pick) => self.members(frame, pick.group),
                    from => self.named(frame, from),
                };
                energy_on(&from, energy) >= energy_need(count)
            }
            Effect::DiscardEnergyAmong {
                among,
                count,
                energy,
            } => energy_on(&self.members(frame, among), energy) >= energy_need(count),
            // Cards given from the hand (discarded, or traded into the deck): other than the
            // Trainer being played, still in the hand while it is tested.
            Effect::DiscardFromHand {
                whose,
                count,
                filter,
                ..
            }
            | Effect::HandToDeck {
                whose,
                count,
                filter,
                ..
            } => {
                let seat = Self::seat_of(frame, whose);
                let need = match count {
                    CardCount::Exactly(n) | CardCount::UpTo(n) => n,
                    CardCount::All => 1,
                };
                let hand = &self.boards[seat.index()].hand;
                // (Not when "you" is the teammate: the card is in its player's hand.)
                let playing =
                    frame.trial && matches!(frame.text, TextRef::Trainer) && seat == frame.player;
                hand.iter()
                    .filter(|&&c| !(playing && c == frame.card))
                    .filter(|&&c| {
                        self.passes(c, crate::game::model::frame::Filter::Card(filter), None)
                    })
                    .count()
                    >= usize::from(need)
            }
            _ => true,
        })
    }

    /// TB-11: an attack names one of several opponents, one with an Active Pokémon; never a
    /// teammate.
    fn check_target(&self, target: Seat) -> Result<(), RuleError> {
        if target.index() >= self.boards.len() {
            return refuse("TCG-17", "no such seat");
        }
        if !self.rules.are_opponents(target, self.current) {
            return refuse("TCG-17", "an attack targets an opponent, never a teammate");
        }
        let targets = self.attack_targets();
        if !targets.contains(&target) {
            return refuse("TCG-17", "that opponent has no Active Pokémon to attack");
        }
        if targets.len() < 2 {
            return refuse(
                "TCG-17",
                "one opponent to attack: attack without naming them",
            );
        }
        Ok(())
    }

    /// The attack `index` of the Active Pokémon may be used now on `target`'s Active Pokémon.
    fn check_attack(&self, index: u8, target: Seat) -> Result<(), RuleError> {
        let Some(active) = self.boards[self.current.index()].active.as_ref() else {
            return refuse("TCG-8", "no Active Pokémon to attack with");
        };
        let Some((card, at)) = self.usable_attack(active, index) else {
            return refuse("TCG-8", "the Active Pokémon has no such attack");
        };
        let lastings = self.lastings(active);
        self.attack_allowed(&self.attacker(active, &lastings), card, at, index, target)
    }

    /// The Active Pokémon as its attacks are tested, with its lasting effects: its attached
    /// Energy worked out once for all of them.
    pub(in crate::game) fn attacker<'a>(
        &self,
        active: &'a InPlay,
        lastings: &'a Lastings,
    ) -> Attacker<'a> {
        Attacker {
            active,
            lastings,
            energy: Pool::of(self.units(active)),
        }
    }

    /// TCG-5, TCG-8, TCG-12, TCG-15: the attack `index` of the Active Pokémon, printed as
    /// attack `at` of `card`, may be used now on `target`'s Active Pokémon (its text's
    /// conditions read "your opponent" as `target`, TB-11).
    // Inlined: asked per attack at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_allowed(
        &self,
        attacker: &Attacker,
        card: CardId,
        at: u8,
        index: u8,
        target: Seat,
    ) -> Result<(), RuleError> {
        self.attack_usable(attacker, card, at, index)?;
        self.attack_words_allow(attacker, card, at, target)
    }

    /// What of [`Tcg::attack_allowed`] does not depend on the opponent attacked: the turn, the
    /// GX limit, Special Conditions, the cost, lasting effects.
    // Inlined: asked per attack at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_usable(
        &self,
        attacker: &Attacker,
        card: CardId,
        at: u8,
        index: u8,
    ) -> Result<(), RuleError> {
        let Attacker {
            active,
            lastings,
            ref energy,
        } = *attacker;
        let attack = self.def(card).attack(at).expect("a usable attack");
        if self.turn <= self.rules.no_attack_turns
            && self.rules.first_turn_limits
            && !attack.program.first_turn
        {
            return refuse(
                "TCG-5",
                "the player going first does not attack on their first turn",
            );
        }
        if attack.gx && self.boards[self.current.index()].gx_used {
            return refuse(
                "TCG-8",
                "a player can't use more than 1 GX attack in a game",
            );
        }
        let c = active.conditions;
        if c.has(SpecialCondition::Asleep) || c.has(SpecialCondition::Paralyzed) {
            return refuse("TCG-12", "an Asleep or Paralyzed Pokémon can't attack");
        }
        let free = lastings
            .iter()
            .any(|(l, _)| matches!(l, Lasting::NoAttackCost(_)));
        let mut cost = attack.cost;
        for (l, _) in lastings {
            if let Lasting::AttackCostLess { by, .. } = *l {
                let less = self.own_amount(active, by);
                cost.colorless = cost
                    .colorless
                    .saturating_sub(u8::try_from(less).unwrap_or(u8::MAX));
            }
        }
        if !free && !cost.paid_from(energy) {
            return refuse(
                "TCG-8",
                "the attached Energy does not pay this attack's cost",
            );
        }
        for &(l, a) in lastings {
            match l {
                Lasting::CantAttack(_) | Lasting::CantAttackThis(_) => {
                    return refuse("TCG-15", "an effect says this Pokémon can't attack");
                }
                Lasting::CantUseThisAttack(_) | Lasting::CantUseChosenAttack(_) if a == index => {
                    return refuse(
                        "TCG-15",
                        "an effect says this Pokémon can't use that attack",
                    );
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The attack's own words let it be used on `target`'s Active Pokémon (TB-11: its
    /// conditions read "your opponent" as the one attacked).
    // Inlined: asked per attack and target at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_words_allow(
        &self,
        attacker: &Attacker,
        card: CardId,
        at: u8,
        target: Seat,
    ) -> Result<(), RuleError> {
        let attack = self.def(card).attack(at).expect("a usable attack");
        let aim = Aim {
            you: self.current,
            opponent: target,
        };
        let uid = attacker.active.uid;
        let frame = || self.trial(card, TextRef::Attack(at), Some(uid), aim);
        if self.refused_by_words(frame, &attack.program) {
            return refuse("TCG-15", "the attack says it can't be used now");
        }
        Ok(())
    }
}
