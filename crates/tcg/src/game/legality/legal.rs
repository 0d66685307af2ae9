//! The actions offered now: candidates by kind, each kept only when the checks accept it — in
//! a turn, by asking the check of its kind directly (`benchable`, `evolves_onto`, `tool_fits`,
//! `check_playable`, `may_retreat`, `attack_allowed`, `ability_usable`), with what holds for
//! the whole turn (the Active Pokémon's lasting effects and Energy) worked out once.

use altplay_cards::printed::TrainerKind;
use altplay_core::Seat;

use crate::game::board::lastings::Lastings;
use crate::game::effects::guessing::GUESSES;
use crate::game::flow::designate::{Aim, Designees};
use crate::game::model::action::Action;
use crate::game::model::card::DefKind;
use crate::game::model::frame::Wait;
use crate::game::model::ids::{CardId, Uid, distinct};
use crate::game::model::state::{InPlay, Step, Tcg};

impl Tcg {
    /// Every action [`Tcg::check`] accepts now.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(wait) = self.frame.as_ref().and_then(|f| f.wait) {
            self.answers(wait, out);
            return;
        }
        let board = &self.boards[self.current.index()];
        match self.step {
            Step::Over(_) | Step::Between => {}
            Step::ChooseFirst(_) => out.extend([
                Action::GoFirst { first: true },
                Action::GoFirst { first: false },
            ]),
            Step::MulliganDraws { .. } => out.extend([Action::DrawExtra, Action::Done]),
            Step::PlaceActive(_) | Step::PlaceBench(_) => {
                for card in distinct(&board.hand) {
                    self.offer(Action::Place { card }, out);
                }
                self.offer(Action::Done, out);
            }
            Step::Promote(seat) => {
                for p in &self.boards[seat.index()].bench {
                    out.push(Action::Promote { pokemon: p.uid });
                }
            }
            Step::DiscardBenched(seat) => {
                for p in &self.boards[seat.index()].bench {
                    out.push(Action::PickPokemon { pokemon: p.uid });
                }
            }
            Step::DiscardTool { pokemon, .. } => {
                if let Some((_, p)) = self.locate(pokemon) {
                    for card in distinct(&p.tools) {
                        out.push(Action::PickCard { card });
                    }
                }
            }
            Step::Retreat { .. } => {
                if let Some(active) = &board.active {
                    for card in distinct(&active.energy) {
                        out.push(Action::PickCard { card });
                    }
                }
            }
            Step::Turn => self.turn_actions(out),
        }
    }

    fn offer(&self, action: Action, out: &mut Vec<Action>) {
        if self.check(&action).is_ok() {
            out.push(action);
        }
    }

    fn answers(&self, wait: Wait, out: &mut Vec<Action>) {
        let frame = self.frame.as_ref().expect("waiting");
        match wait {
            Wait::May { .. } => out.extend([Action::Yes, Action::Done]),
            Wait::Options { count, .. } => {
                for index in 0..count {
                    if frame.chosen & (1 << index) == 0 {
                        out.push(Action::PickOption { index });
                    }
                }
                if frame.chosen != 0 {
                    out.push(Action::Done);
                }
            }
            Wait::Card {
                zone,
                filter,
                optional,
                goes,
                ..
            } => {
                for card in self.card_choices(zone, filter, goes) {
                    out.push(Action::PickCard { card });
                }
                if optional {
                    out.push(Action::Done);
                }
            }
            Wait::Opponent { count, .. } => {
                out.extend((0..count).map(|index| Action::PickOption { index }))
            }
            Wait::Guess { .. } => {
                out.extend((0..GUESSES).map(|index| Action::PickOption { index }))
            }
            Wait::ToolOrStadium {
                stadium,
                whose,
                optional,
                ..
            } => {
                out.extend(
                    self.tool_holders(whose)
                        .map(|pokemon| Action::PickPokemon { pokemon }),
                );
                if stadium {
                    out.extend(self.stadium.map(|(card, _)| Action::PickCard { card }));
                }
                if optional {
                    out.push(Action::Done);
                }
            }
            Wait::Pokemon {
                group,
                only,
                optional,
                ..
            } => {
                for uid in self.pickable(frame, group, only) {
                    out.push(Action::PickPokemon { pokemon: uid });
                }
                if optional {
                    out.push(Action::Done);
                }
            }
        }
    }

    /// The actions of a turn. The cards come from the hand, so each is asked the rule its
    /// action is under (`check.rs`) without asking again whether it is in the hand.
    fn turn_actions(&self, out: &mut Vec<Action>) {
        let board = &self.boards[self.current.index()];
        if let Some(again) = self.flags.attacking_again {
            if let Some(active) = board.active.as_ref().filter(|p| p.uid == again) {
                self.attacks::<false>(active, &self.lastings(active), out);
            }
            out.push(Action::EndTurn);
            return;
        }
        // Whom the player may designate is the same for every text (TB-11): worked out once.
        let designees = self
            .rules
            .designates()
            .then(|| self.designees(self.current));
        for card in distinct(&board.hand) {
            self.hand_card_actions(card, designees.as_ref(), out);
        }
        if let Some(active) = &board.active {
            let lastings = self.lastings(active);
            // Whether the Active Pokémon may retreat does not depend on which Benched Pokémon
            // it retreats to: ask once.
            if !board.bench.is_empty() && self.may_retreat(active, &lastings).is_ok() {
                out.extend(board.bench.iter().map(|p| Action::Retreat { to: p.uid }));
            }
            self.attacks::<false>(active, &lastings, out);
        }
        if self.cards.bench_attacks {
            self.bench_attacks(out);
        }
        self.pile_abilities(out);
        for p in board.in_play() {
            let abilities = self.ability_cards(p).into_iter().flat_map(|(_, a)| a);
            for (index, ability) in abilities.enumerate() {
                let (index, pokemon) = (index as u8, p.uid);
                if let Some(program) = ability.program().filter(|_| ability.is_used()) {
                    self.aimed(
                        program,
                        designees.as_ref(),
                        || Action::Ability { pokemon, index },
                        |opponent| Action::AbilityAt {
                            pokemon,
                            index,
                            opponent,
                        },
                        |opponent| self.ability_usable(p, index, opponent).is_ok(),
                        out,
                    );
                }
            }
        }
        let action = self
            .stadium
            .and_then(|(card, _)| self.def(card).trainer()?.action.as_ref());
        if let Some(program) = action {
            self.aimed(
                program,
                designees.as_ref(),
                || Action::Stadium,
                |opponent| Action::StadiumAt { opponent },
                |opponent| self.check_stadium(opponent).is_ok(),
                out,
            );
        }
        out.push(Action::EndTurn);
    }

    /// A text used on "your opponent": `plain` when there is no opponent to choose, else
    /// `at` each opponent it may be used on (TB-11), each offered when `allowed`.
    fn aimed(
        &self,
        program: &crate::game::model::program::Program,
        designees: Option<&Designees>,
        plain: impl Fn() -> Action,
        at: impl Fn(Seat) -> Action,
        allowed: impl Fn(Option<Seat>) -> bool,
        out: &mut Vec<Action>,
    ) {
        let choices = designees.map_or(&[][..], |d| d.opponents_for(program));
        if choices.len() < 2 {
            if allowed(None) {
                out.push(plain());
            }
            return;
        }
        out.extend(
            choices
                .iter()
                .copied()
                .filter(|&o| allowed(Some(o)))
                .map(at),
        );
    }

    /// What may be done with `card` of the hand.
    fn hand_card_actions(
        &self,
        card: CardId,
        designees: Option<&Designees>,
        out: &mut Vec<Action>,
    ) {
        let def = self.def(card);
        match &def.kind {
            // Allowed into play one other way only (Snorlax Doll, Palafin ex).
            DefKind::Pokemon(p) if p.into_play.is_some() => {}
            // Only the Pokémon it evolves from may take it: its name asked here, before the
            // rest of the rule, as most Pokémon in play are not it.
            // A play lock ("can't play any Pokémon that has an Ability") holds for it too.
            DefKind::Pokemon(p) if let Some(from) = p.evolves_from => {
                if !self.play_locked(card) {
                    self.onto(
                        |t| {
                            (self.def(t.card()).name_id == from || self.cards.evolves_as)
                                && self.evolves_onto(card, from, t).is_ok()
                        },
                        |target| Action::Evolve { card, target },
                        out,
                    )
                }
            }
            DefKind::Pokemon(_) => {
                if self.benchable(card).is_ok() {
                    out.push(Action::Bench { card });
                }
            }
            // An Energy attached only to some Pokémon is asked about apart, so the listing of
            // every other attachment stays as it was (a turn's listing is hot).
            DefKind::Energy(e) if e.only_on.is_some() => {
                if !self.flags.energy_attached {
                    self.onto(
                        |t| self.takes_energy_from_hand(t) && self.may_hold(card, t),
                        |target| Action::Attach { card, target },
                        out,
                    );
                }
            }
            DefKind::Energy(_) => {
                if !self.flags.energy_attached {
                    self.onto(
                        |t| self.takes_energy_from_hand(t),
                        |target| Action::Attach { card, target },
                        out,
                    );
                }
            }
            DefKind::Trainer(t) if t.kind == TrainerKind::PokemonTool => self.onto(
                |t| self.tool_fits(card, t).is_ok(),
                |target| Action::Tool { card, target },
                out,
            ),
            // A second Supporter or Stadium this turn, which `check` refuses: not asked.
            DefKind::Trainer(t)
                if (t.kind == TrainerKind::Supporter && self.flags.supporter_played)
                    || (t.kind == TrainerKind::Stadium && self.flags.stadium_played) => {}
            DefKind::Trainer(t) => {
                let Some((yous, opponents)) = designees.and_then(|d| d.for_trainer(def)) else {
                    if self.check_playable(card).is_ok() {
                        out.push(Action::Play { card });
                    }
                    return;
                };
                // Asked once: only the card's own words depend on who is designated.
                if self.trainer_playable(card).is_err() {
                    return;
                }
                for &you in yous {
                    for &opponent in opponents {
                        let aim = Some(Aim { you, opponent });
                        if !t.program.may_refuse || self.trainer_words_allow(card, aim).is_ok() {
                            out.push(Action::PlayFor {
                                card,
                                you,
                                opponent,
                            });
                        }
                    }
                }
            }
        }
    }

    /// `action` onto each Pokémon in play of the current seat that `allowed` says may take it.
    fn onto(
        &self,
        allowed: impl Fn(&InPlay) -> bool,
        action: impl Fn(Uid) -> Action,
        out: &mut Vec<Action>,
    ) {
        let board = &self.boards[self.current.index()];
        // The Active Pokémon, then the Bench, as `in_play` orders them, each asked in a plain
        // loop: this runs for each card of the hand.
        let mut offer = |t: &InPlay| {
            if allowed(t) {
                out.push(action(t.uid));
            }
        };
        board.active.iter().for_each(&mut offer);
        board.bench.iter().for_each(offer);
    }

    /// The attacks the Benched Pokémon may use from the Bench (only when a card of the table
    /// has one, `CardTable.bench_attacks`).
    // Kept out of line: the listing of a table without such a card stays as it was.
    #[inline(never)]
    fn bench_attacks(&self, out: &mut Vec<Action>) {
        for p in &self.boards[self.current.index()].bench {
            if self.has_bench_attack(p) {
                self.attacks::<true>(p, &self.lastings(p), out);
            }
        }
    }

    /// The attacks the Active Pokémon, or a Benched Pokémon (`BENCHED`: those its text lets it
    /// use there), may use under its lasting effects, its Energy counted once.
    // A constant: the Active Pokémon's listing, at every turn, asks nothing of the Bench.
    fn attacks<const BENCHED: bool>(
        &self,
        pokemon: &InPlay,
        lastings: &Lastings,
        out: &mut Vec<Action>,
    ) {
        let from_bench = BENCHED.then_some(pokemon.uid);
        let attacker = self.attacker(pokemon, lastings);
        // With several opponents an attack names the one it targets (TB-11).
        let targets = match self.rules.designates() {
            true => self.attack_targets(),
            false => Default::default(),
        };
        let only = self.attacked(targets.first().copied());
        let mut index = 0;
        for card in self.attack_cards(pokemon) {
            for at in 0..self.def(card).attacks().len() as u8 {
                if BENCHED && !self.used_from_bench(card, at) {
                    // Not one of the attacks used from the Bench.
                } else if targets.len() > 1 {
                    // Its text's conditions read "your opponent" as the one targeted: the rest
                    // is asked once.
                    if self.attack_usable(&attacker, card, at, index).is_ok() {
                        for &target in &targets {
                            if self.attack_words_allow(&attacker, card, at, target).is_ok() {
                                out.push(Action::attack(from_bench, index, Some(target)));
                            }
                        }
                    }
                } else if self
                    .attack_allowed(&attacker, card, at, index, only)
                    .is_ok()
                {
                    out.push(Action::attack(from_bench, index, None));
                }
                index += 1;
            }
        }
    }
}
