//! The actions offered now: candidates by kind, each kept only when `check.rs` accepts it.

use super::action::Action;
use super::card::{CardId, DefKind};
use super::frame::Wait;
use super::state::{InPlay, Step, Tcg};
use altplay_cards::printed::TrainerKind;

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
            Wait::ToolOrStadium { stadium, .. } => {
                out.extend(
                    self.tool_holders()
                        .map(|pokemon| Action::PickPokemon { pokemon }),
                );
                if stadium {
                    out.extend(self.stadium.map(|(card, _)| Action::PickCard { card }));
                }
                out.push(Action::Done);
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

    fn turn_actions(&self, out: &mut Vec<Action>) {
        let board = &self.boards[self.current.index()];
        let uids = || board.in_play().map(|p| p.uid);
        for card in distinct(&board.hand) {
            match &self.def(card).kind {
                DefKind::Pokemon(p) if p.evolves_from.is_some() => {
                    // Only the Pokémon it evolves from are worth asking `check` about.
                    let evolves = |t: &&InPlay| {
                        Some(self.def(t.stack[t.stack.len() - 1]).name_id) == p.evolves_from
                    };
                    for target in board.in_play().filter(evolves) {
                        self.offer(
                            Action::Evolve {
                                card,
                                target: target.uid,
                            },
                            out,
                        );
                    }
                }
                DefKind::Pokemon(_) => self.offer(Action::Bench { card }, out),
                DefKind::Energy(_) => {
                    if !self.flags.energy_attached {
                        for target in uids() {
                            out.push(Action::Attach { card, target });
                        }
                    }
                }
                DefKind::Trainer(t) if t.kind == TrainerKind::PokemonTool => {
                    for target in uids() {
                        self.offer(Action::Tool { card, target }, out);
                    }
                }
                // A second Supporter or Stadium this turn, which `check` refuses: not asked.
                DefKind::Trainer(t)
                    if (t.kind == TrainerKind::Supporter && self.flags.supporter_played)
                        || (t.kind == TrainerKind::Stadium && self.flags.stadium_played) => {}
                DefKind::Trainer(_) => self.offer(Action::Play { card }, out),
            }
        }
        if let Some(active) = &board.active {
            // Whether the Active Pokémon may retreat does not depend on which Benched Pokémon
            // it retreats to: ask once.
            if let Some(first) = board.bench.first()
                && self.check(&Action::Retreat { to: first.uid }).is_ok()
            {
                out.extend(board.bench.iter().map(|p| Action::Retreat { to: p.uid }));
            }
            for index in 0..self.attack_count(active) {
                self.offer(Action::Attack { index }, out);
            }
        }
        for p in board.in_play() {
            for (index, ability) in self.top(p).abilities.iter().enumerate() {
                if ability.is_used() {
                    self.offer(
                        Action::Ability {
                            pokemon: p.uid,
                            index: index as u8,
                        },
                        out,
                    );
                }
            }
        }
        if self.stadium.is_some() {
            self.offer(Action::Stadium, out);
        }
        out.push(Action::EndTurn);
    }
}

/// Each card once, in the order first seen.
fn distinct(cards: &[CardId]) -> arrayvec::ArrayVec<CardId, 60> {
    let mut out = arrayvec::ArrayVec::new();
    for &c in cards {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}
