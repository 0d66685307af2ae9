//! Sentences about mechanics Raid Battle removed (RB-6): Special Conditions, Energy, drawing and
//! searching, the opponent's Bench and switching, the opponent's retreat, and reminder text the
//! engine handles elsewhere. Such a sentence has no effect, so an attack whose every sentence is
//! one of these plays as its printed damage.
//!
//! Each pattern matches a whole sentence, so a sentence that also does something else ("…is now
//! Paralyzed and this attack does 20 more damage") is never dropped.

use std::sync::LazyLock;

use regex::RegexSet;

/// Sentences whose whole wording is pinned down.
static EXACT: LazyLock<RegexSet> = LazyLock::new(|| {
    let cond = "(?:Asleep|Burned|Confused|Paralyzed|Poisoned)";
    let conds = format!("{cond}(?:(?:,|, and| and| or) {cond})*");
    let opp = "(?:[Tt]he Defending Pok[eé]mon|[Yy]our opponent's Active Pok[eé]mon|[Ee]ach Defending Pok[eé]mon)";
    let own = r"(?:[Tt]his Pok[eé]mon|[A-Z][\w'.:&♀♂-]*(?: [A-Z&][\w'.:&♀♂-]*)*|it)";
    let when = "(?:(?:If (?:heads|tails|both (?:of them )?are (?:heads|tails)|either (?:of them|coin) is (?:heads|tails))|For each heads), )?";
    let energy = r"(?:an?|all|\d+|up to \d+|1 of the) (?:[\w-]+ )?(?:[\w-]+ )?Energy(?: cards?)?";
    let bench = "(?:his or her|their) Benched Pok[eé]mon";
    RegexSet::new([
        // Special Conditions, on the boss or on the attacker.
        format!(
            r"^{when}(?:{opp}|{own}) (?:is|are) now {conds}(?:; if (?:heads|tails), (?:{opp}|{own}) is now {conds})?\.$"
        ),
        // Discarding or moving Energy.
        format!(
            r"^{when}(?:[Dd]iscard|[Mm]ove) {energy} (?:from|attached to) (?:{own}|{opp})(?: to 1 of your Benched Pok[eé]mon)?\.$"
        ),
        // Drawing and the deck.
        format!(
            r"^{when}[Dd]raw (?:a card|\d+ cards|cards until you have \d+ cards in your hand)\.$"
        ),
        r"^(?:Then, )?[Ss]huffle your deck(?: afterward)?\.$".to_string(),
        r"^Discard the top (?:card|\d+ cards) of your deck\.$".to_string(),
        // The opponent's Bench and switching: the boss has neither.
        format!(r"^{when}[Yy]our opponent switches (?:{opp}|(?:his or her|their) Active Pok[eé]mon) with 1 of {bench}\.$"),
        format!(r"^{when}[Ss]witch 1 of your opponent's Benched Pok[eé]mon with (?:their|his or her|the Defending|your opponent's Active) Pok[eé]mon\.$"),
        r"^Switch out your opponent's Active Pok[eé]mon to the Bench\.$".to_string(),
        r"^\(Your opponent chooses the new Active Pok[eé]mon\.\)$".to_string(),
        r"^(?:This attack (?:also )?does|Does) \d+ damage to (?:1|2|each) of your opponent's Benched Pok[eé]mon\.$".to_string(),
        r"^\(Don't apply Weakness and Resistance for Benched Pok[eé]mon\.\)$".to_string(),
        // The boss never retreats.
        format!(r"^{when}{opp} can't retreat (?:during|until the end of) your opponent's next turn\.$"),
        format!(r"^During your opponent's next turn, {opp} can't retreat\.$"),
        // RB-10 limits GX attacks by the attack's name.
        r"^\(You can't use more than 1 GX attack in a game\.\)$".to_string(),
    ])
    .expect("the removed-mechanic patterns are valid regexes")
});

/// Sentences recognised by how they begin; they count only when they say nothing about damage,
/// healing, Knock Outs or attacks (checked by [`GUARD`]).
static GENERAL: LazyLock<RegexSet> = LazyLock::new(|| {
    RegexSet::new([
        r"^(?:If heads, )?[Aa]ttach .*Energy.*\.$",
        r"^(?:If heads, )?[Ss]earch your deck for .*\.$",
    ])
    .expect("the removed-mechanic patterns are valid regexes")
});

static GUARD: LazyLock<regex::Regex> = LazyLock::new(|| {
    regex::Regex::new(r"(?i)damage|heal|knock|attack|prize")
        .expect("the guard pattern is a valid regex")
});

/// True when `sentence` only concerns a removed mechanic.
pub(super) fn is_removed(sentence: &str) -> bool {
    EXACT.is_match(sentence) || (GENERAL.is_match(sentence) && !GUARD.is_match(sentence))
}

#[cfg(test)]
mod tests {
    use super::is_removed;

    #[test]
    fn removed_mechanics_are_recognised() {
        for s in [
            "The Defending Pokémon is now Asleep.",
            "Your opponent's Active Pokémon is now Burned, Confused, and Poisoned.",
            "If heads, the Defending Pokémon is now Asleep; if tails, the Defending Pokémon is now Poisoned.",
            "This Pokémon is now Confused.",
            "Discard 2 Fire Energy attached to this Pokémon.",
            "If heads, discard an Energy card attached to the Defending Pokémon.",
            "Move an Energy from this Pokémon to 1 of your Benched Pokémon.",
            "Attach a basic Energy card from your discard pile to 1 of your Benched Pokémon.",
            "Draw cards until you have 6 cards in your hand.",
            "Search your deck for a Basic Pokémon and put it onto your Bench.",
            "Then, shuffle your deck.",
            "Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon.",
            "This attack also does 30 damage to 1 of your opponent's Benched Pokémon.",
            "The Defending Pokémon can't retreat during your opponent's next turn.",
            "(You can't use more than 1 GX attack in a game.)",
        ] {
            assert!(is_removed(s), "{s}");
        }
    }

    #[test]
    fn sentences_that_do_more_are_kept() {
        for s in [
            "If heads, this attack does 20 more damage and the Defending Pokémon is now Paralyzed.",
            "Attach an Energy card from your hand to this Pokémon. If you do, this attack does 50 more damage.",
            "Search your deck for an Energy card and attach it to this Pokémon, then heal 30 damage from it.",
            "This attack does 50 damage to 1 of your opponent's Pokémon.",
            "This attack does 10 damage to each of your opponent's Pokémon.",
            "Switch this Pokémon with 1 of your Benched Pokémon.",
            "During your next turn, this Pokémon can't retreat.",
            "Discard the top card of your opponent's deck.",
        ] {
            assert!(!is_removed(s), "{s}");
        }
    }
}
