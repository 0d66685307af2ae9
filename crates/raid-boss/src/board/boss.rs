//! The boss as a person reads it: HP left, its phase and state (keywords such as Enraged, its
//! special bar, the Last Stand), the card in play and the one to come, and its abilities.

use serde::Serialize;

use super::{active_name, capital, card_words, count};
use crate::RaidBoss;
use crate::data::Kind;

#[derive(Debug, Clone, Serialize)]
pub struct BossBoard {
    pub name: String,
    /// HP left of its total.
    pub hp: u16,
    pub hp_max: u16,
    pub text: String,
    /// "Phase 2 of 2: Enraged at 60 damage: Medium and Hard cards, and 2 Fury at once."
    pub phase: String,
    /// Its state now, a line each: its keywords ("Enraged"), its special bar ("Fury 3 of 5"),
    /// the Last Stand once called.
    pub status: Vec<String>,
    /// The card in play: the active hero's, once revealed.
    pub card: Option<CardBoard>,
    /// The next card to resolve, above the next hero to act: "face down above Mendra".
    pub next: Option<String>,
    /// "9 cards in the deck, 3 in the discard pile".
    pub deck: String,
    /// Its abilities, a line each: "Boiling Point: Whenever Fury reaches 5, …".
    pub abilities: Vec<String>,
}

/// A revealed boss card.
#[derive(Debug, Clone, Serialize)]
pub struct CardBoard {
    pub name: String,
    /// "Easy", "Medium", "Hard" or "Last Stand".
    pub kind: &'static str,
    pub text: String,
    /// The hero it was dealt to.
    pub above: String,
    pub resolved: bool,
}

impl BossBoard {
    pub(super) fn of(game: &RaidBoss) -> Self {
        let (r, s) = (game.rules(), game.state());
        let boss = &r.boss;
        let phase = &boss.phase[s.phase as usize];
        let mut phase_words = format!("Phase {} of {}", s.phase + 1, boss.phase.len());
        if !phase.text.is_empty() {
            phase_words = format!("{phase_words}: {}", phase.text);
        }
        let name = |id: u8| r.heroes[id as usize].name.as_str();
        let next = s.heroes.iter().find_map(|h| match h.card {
            Some(slot) if !slot.resolved && s.active != Some(h.id) => {
                Some(format!("{} above {}", card_words(game, slot), name(h.id)))
            }
            _ => None,
        });
        Self {
            name: boss.name.clone(),
            hp: boss.hp.saturating_sub(s.boss_damage),
            hp_max: boss.hp,
            text: boss.text.clone(),
            phase: phase_words,
            status: status(game),
            card: card(game),
            next,
            deck: format!(
                "{} in the deck, {} in the discard pile",
                count(s.deck.draw_pile().len() as u16, "card", "cards"),
                s.deck.discard_pile().len()
            ),
            abilities: (boss.ability.iter())
                .map(|a| format!("{}: {}", a.name, a.text))
                .collect(),
        }
    }
}

/// Keywords in force (the boss's own and its phases' so far), the special bar, the Last Stand.
fn status(game: &RaidBoss) -> Vec<String> {
    let (boss, s) = (&game.rules().boss, game.state());
    let phases = boss.phase[..=s.phase as usize].iter();
    let mut lines: Vec<String> = (boss.keywords.iter())
        .chain(phases.flat_map(|p| p.keywords.iter()))
        .map(|k| capital(k))
        .collect();
    if let Some(bar) = &boss.special {
        lines.push(format!("{} {} of {}", bar.name, s.special, bar.max));
    }
    if s.last_stand_due {
        lines.push("The Last Stand comes at the next round".into());
    } else if s.last_stand_dealt {
        lines.push("The Last Stand is dealt".into());
    }
    lines
}

/// The active hero's card, once revealed.
fn card(game: &RaidBoss) -> Option<CardBoard> {
    let s = game.state();
    let slot = s.hero(s.active?).card.filter(|c| c.revealed)?;
    let def = &game.rules().boss.card[slot.card as usize];
    Some(CardBoard {
        name: def.name.clone(),
        kind: match def.kind {
            Kind::Easy => "Easy",
            Kind::Medium => "Medium",
            Kind::Hard => "Hard",
            Kind::LastStand => "Last Stand",
        },
        text: def.text.clone(),
        above: active_name(game)?.to_string(),
        resolved: slot.resolved,
    })
}
