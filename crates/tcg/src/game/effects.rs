//! Card texts resolved step by step: `resolve` runs a text's program and hands each effect to
//! its family — damage and damage counters (`damage`), Special Conditions, healing, lasting
//! effects and switching (`conditions`), cards moved between zones (`moves`, a hand's cards in
//! `hands`, Energy cards in `energy_cards`, Pokémon leaving play in `leaving`), a deck's cards
//! looked at (`looking`), hands and Prize cards revealed (`revealing`), choices of an attack,
//! a Special Condition or a game of Rock-Paper-Scissors (`choices`), an attack copied
//! (`copying`), Energy discarded across Pokémon (`discard_among`), Trainers attached by their
//! own text (`attached`), a card put in a Pokémon's place in play (`swap`), Prize cards
//! switched with other cards (`prize_swaps`), a card
//! put onto the Bench by its own ability used from the hand or the discard pile (`from_pile`),
//! a deck the opponent's effects can't discard (`kept_deck`), a card of the hand whose HP the
//! opponent guesses (`guessing`), a Special Energy attached back after its holder's attack
//! discarded it (`back_after_attack`), a Special Energy attached only to some Pokémon (`only_on`).

pub(super) mod attached;
pub(super) mod back_after_attack;
pub(super) mod choices;
pub(super) mod conditions;
pub(super) mod copying;
pub(super) mod damage;
pub(super) mod discard_among;
pub(super) mod energy_cards;
pub(super) mod from_pile;
pub(crate) mod guessing;
pub(super) mod hands;
pub(super) mod kept_deck;
pub(super) mod leaving;
pub(super) mod looking;
pub(super) mod moves;
pub(super) mod only_on;
pub(super) mod prize_swaps;
pub(super) mod resolve;
pub(super) mod revealing;
pub(super) mod side_lastings;
pub(super) mod swap;
