//! Real attack texts from the card data, for each pattern and for near misses.

use super::*;
use crate::damage::DamageSuffix;
use AttackEffect::*;

fn printed(s: &str) -> PrintedDamage {
    PrintedDamage::parse(s).unwrap()
}

fn check(damage: &str, cases: &[(&str, AttackEffect)]) {
    for (text, want) in cases {
        assert_eq!(
            classify(printed(damage), text),
            *want,
            "{damage:?} {text:?}"
        );
    }
}

#[test]
fn empty_text_is_plain() {
    check("30", &[("", Plain), ("  \n ", Plain)]);
}

#[test]
fn coin_for_more() {
    check(
        "30+",
        &[
            (
                "Flip a coin. If heads, this attack does 20 more damage.",
                CoinForMore { bonus: 20 },
            ),
            (
                "Flip a coin. If heads, this attack does 100 more damage.",
                CoinForMore { bonus: 100 },
            ),
            (
                "Flip a coin. If heads, this attack does 30 damage plus 10 more damage.",
                CoinForMore { bonus: 10 },
            ),
            (
                "Flip a coin. If heads, this attack does 30 damage plus 20 more damage; if tails, this attack does 30 damage.",
                CoinForMore { bonus: 20 },
            ),
            // The tails half concerns a removed mechanic.
            (
                "Flip a coin. If heads, this attack does 30 more damage. If tails, your opponent's Active Pokémon is now Paralyzed.",
                CoinForMore { bonus: 30 },
            ),
        ],
    );
}

#[test]
fn coin_for_more_must_restate_the_printed_damage() {
    let text = "Flip a coin. If heads, this attack does 10 damage plus 20 more damage.";
    assert_eq!(classify(printed("30+"), text), Unmodelled);
}

#[test]
fn coin_or_nothing() {
    check(
        "40",
        &[
            (
                "Flip a coin. If tails, this attack does nothing.",
                CoinOrNothing,
            ),
            (
                "Flip a coin. If heads, the Defending Pokémon is now Paralyzed. If tails, this attack does nothing (not even damage).",
                CoinOrNothing,
            ),
            (
                "Flip a coin. If tails, this attack does nothing. If heads, discard an Energy attached to the Defending Pokémon.",
                CoinOrNothing,
            ),
        ],
    );
}

#[test]
fn coins_for_each() {
    check(
        "20×",
        &[
            (
                "Flip 2 coins. This attack does 20 damage times the number of heads.",
                CoinsForEach { coins: 2, each: 20 },
            ),
            (
                "Flip 3 coins. This attack does 10 damage for each heads.",
                CoinsForEach { coins: 3, each: 10 },
            ),
            (
                "Flip four coins. This attack does 20 damage for each heads.",
                CoinsForEach { coins: 4, each: 20 },
            ),
            (
                "Flip two coins. This attack does 20 damage times the number of heads.",
                CoinsForEach { coins: 2, each: 20 },
            ),
        ],
    );
}

#[test]
fn flip_until_tails() {
    check(
        "30×",
        &[
            (
                "Flip a coin until you get tails. This attack does 30 damage times the number of heads.",
                FlipUntilTails { each: 30 },
            ),
            (
                "Flip a coin until you get tails. This attack does 30 damage for each heads.",
                FlipUntilTails { each: 30 },
            ),
        ],
    );
}

#[test]
fn self_damage() {
    check(
        "120",
        &[
            (
                "This Pokémon also does 30 damage to itself.",
                SelfDamage { amount: 30 },
            ),
            (
                "This Pokémon does 10 damage to itself.",
                SelfDamage { amount: 10 },
            ),
            (
                "Arcanine does 30 damage to itself.",
                SelfDamage { amount: 30 },
            ),
            (
                "Mr. Mime does 10 damage to itself.",
                SelfDamage { amount: 10 },
            ),
            (
                "Lt. Surge's Raticate does 10 damage to itself.",
                SelfDamage { amount: 10 },
            ),
            (
                "Raikou & Suicune LEGEND does 50 damage to itself.",
                SelfDamage { amount: 50 },
            ),
            // Bench damage to a boss that has no Bench adds nothing.
            (
                "Does 30 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.) Torterra does 30 damage to itself.",
                SelfDamage { amount: 30 },
            ),
        ],
    );
}

#[test]
fn heal_self() {
    check(
        "30",
        &[
            ("Heal 30 damage from this Pokémon.", HealSelf { amount: 30 }),
            (
                "Heal 200 damage from this Pokémon.",
                HealSelf { amount: 200 },
            ),
            (
                "Heal 20 damage from this Pokémon. This Pokémon is now Asleep.",
                HealSelf { amount: 20 },
            ),
        ],
    );
}

#[test]
fn removed_mechanics_play_as_printed() {
    check(
        "20",
        &[
            (
                "Flip a coin. If heads, the Defending Pokémon is now Paralyzed.",
                Plain,
            ),
            (
                "Your opponent's Active Pokémon is now Confused and Poisoned.",
                Plain,
            ),
            ("Discard an Energy from this Pokémon.", Plain),
            ("Draw 2 cards.", Plain),
            ("Flip a coin. If heads, draw a card.", Plain),
            (
                "Search your deck for a Basic Pokémon and put it onto your Bench. Shuffle your deck afterward.",
                Plain,
            ),
            (
                "Your opponent switches their Active Pokémon with 1 of their Benched Pokémon.",
                Plain,
            ),
            (
                "This attack also does 30 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
                Plain,
            ),
            (
                "During your opponent's next turn, the Defending Pokémon can't retreat.",
                Plain,
            ),
            (
                "Flip a coin until you get tails. For each heads, discard an Energy attached to the Defending Pokémon.",
                Plain,
            ),
            ("(You can't use more than 1 GX attack in a game.)", Plain),
        ],
    );
}

#[test]
fn near_misses_stay_unmodelled() {
    check(
        "30",
        &[
            (
                "Flip 2 coins. If either of them is tails, this attack does nothing.",
                Unmodelled,
            ),
            (
                "Flip a coin. If tails, this Pokémon does 10 damage to itself.",
                Unmodelled,
            ),
            (
                "Flip a coin. If tails, Pikachu does 10 damage to itself.",
                Unmodelled,
            ),
            (
                "Flip 2 coins. This attack does 20 more damage for each heads.",
                Unmodelled,
            ),
            (
                "Flip a coin until you get tails. This attack does 30 more damage for each heads.",
                Unmodelled,
            ),
            (
                "Flip a coin. If heads, this attack does 20 more damage. If tails, this Pokémon does 20 damage to itself.",
                Unmodelled,
            ),
            (
                "Flip a coin. If heads, this attack does 20 more damage and heal 20 damage from this Pokémon.",
                Unmodelled,
            ),
            ("Heal 30 damage from each of your Pokémon.", Unmodelled),
            ("Heal 30 damage from 1 of your Pokémon.", Unmodelled),
            (
                "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon.",
                Unmodelled,
            ),
            (
                "This Pokémon does 10 damage to itself for each damage counter on it.",
                Unmodelled,
            ),
            (
                "Discard an Energy from this Pokémon. If you do, this attack does 50 more damage.",
                Unmodelled,
            ),
            (
                "This attack does 50 damage to 1 of your opponent's Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
                Unmodelled,
            ),
            (
                "Switch this Pokémon with 1 of your Benched Pokémon.",
                Unmodelled,
            ),
            (
                "During your next turn, this Pokémon can't attack.",
                Unmodelled,
            ),
            (
                "The Defending Pokémon does 10 damage to itself.",
                Unmodelled,
            ),
            (
                "Flip a coin. If heads, this attack does 20 more damage. Draw a card. Flip a coin.",
                Unmodelled,
            ),
        ],
    );
}

#[test]
fn classify_ignores_the_printed_suffix_where_text_decides() {
    let d = PrintedDamage {
        base: 20,
        suffix: DamageSuffix::None,
    };
    assert_eq!(
        classify(
            d,
            "Flip 2 coins. This attack does 20 damage for each heads."
        ),
        CoinsForEach { coins: 2, each: 20 }
    );
}
