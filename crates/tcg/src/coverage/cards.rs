//! The coverage report over a set of printed cards: each kind of text ([`Coverage`]) and how
//! many cards of each group are playable (TCG-15: every text of the card modelled).

use altplay_cards::printed::{CardKind, Energy, PrintedCard};
use serde::Serialize;

use super::reading::{ReadCard, TextKind};
use super::{Coverage, ratio};

/// Cards counted and how many of them are playable.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Playable {
    pub cards: usize,
    pub playable: usize,
}

impl Playable {
    fn add(&mut self, playable: bool) {
        self.cards += 1;
        self.playable += usize::from(playable);
    }

    /// The share of cards playable (0 with no cards).
    pub fn share(&self) -> f64 {
        ratio(self.playable, self.cards)
    }
}

/// The groups cards are counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardGroup {
    Pokemon,
    Trainer,
    SpecialEnergy,
    /// Playable trivially: a basic Energy has no text.
    BasicEnergy,
}

impl CardGroup {
    fn of(card: &PrintedCard) -> CardGroup {
        match card.kind {
            CardKind::Pokemon(_) => CardGroup::Pokemon,
            CardKind::Trainer(_) => CardGroup::Trainer,
            CardKind::Energy(Energy::Special { .. }) => CardGroup::SpecialEnergy,
            CardKind::Energy(Energy::Basic(_)) => CardGroup::BasicEnergy,
        }
    }
}

/// Every text of a set of cards by kind, and the cards playable, in all and by group.
#[derive(Debug, Clone, Default)]
pub struct CardsCoverage {
    pub attacks: Coverage,
    pub abilities: Coverage,
    pub trainer_rules: Coverage,
    pub special_energy_rules: Coverage,
    pub pokemon_rules: Coverage,
    /// Every card.
    pub all: Playable,
    pub pokemon: Playable,
    pub trainers: Playable,
    pub special_energy: Playable,
    pub basic_energy: Playable,
}

impl CardsCoverage {
    /// The report over `cards`, each read once.
    pub fn of<'a>(cards: impl IntoIterator<Item = &'a PrintedCard>) -> CardsCoverage {
        let mut report = CardsCoverage::default();
        for card in cards {
            report.add(card, &ReadCard::of(card));
        }
        report
    }

    /// Counts `card`, read as `read`; true when it is playable (every text modelled and the
    /// engine refusing nothing: a card without text, such as a basic Energy, is).
    pub fn add(&mut self, card: &PrintedCard, read: &ReadCard) -> bool {
        for text in &read.texts {
            self.texts_mut(text.kind).add(&text.text, &text.reading);
        }
        let playable = read.playable();
        self.all.add(playable);
        self.group_mut(CardGroup::of(card)).add(playable);
        playable
    }

    /// Each kind of text with its coverage, in the report's order.
    pub fn by_kind(&self) -> [(TextKind, &Coverage); 5] {
        [
            (TextKind::Attack, &self.attacks),
            (TextKind::Ability, &self.abilities),
            (TextKind::TrainerRule, &self.trainer_rules),
            (TextKind::SpecialEnergyRule, &self.special_energy_rules),
            (TextKind::PokemonRule, &self.pokemon_rules),
        ]
    }

    /// Each group of cards with how many are playable, in the report's order.
    pub fn by_group(&self) -> [(CardGroup, Playable); 4] {
        [
            (CardGroup::Pokemon, self.pokemon),
            (CardGroup::Trainer, self.trainers),
            (CardGroup::SpecialEnergy, self.special_energy),
            (CardGroup::BasicEnergy, self.basic_energy),
        ]
    }

    fn texts_mut(&mut self, kind: TextKind) -> &mut Coverage {
        match kind {
            TextKind::Attack => &mut self.attacks,
            TextKind::Ability => &mut self.abilities,
            TextKind::TrainerRule => &mut self.trainer_rules,
            TextKind::SpecialEnergyRule => &mut self.special_energy_rules,
            TextKind::PokemonRule => &mut self.pokemon_rules,
        }
    }

    fn group_mut(&mut self, group: CardGroup) -> &mut Playable {
        match group {
            CardGroup::Pokemon => &mut self.pokemon,
            CardGroup::Trainer => &mut self.trainers,
            CardGroup::SpecialEnergy => &mut self.special_energy,
            CardGroup::BasicEnergy => &mut self.basic_energy,
        }
    }
}

#[cfg(test)]
mod tests;
