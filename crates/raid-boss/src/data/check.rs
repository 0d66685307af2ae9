//! Checks a parsed hero or boss beyond what its types say, and locates each fault in the text.

use altplay_core::DataError;

use super::boss::{BossDef, Kind, Part};
use super::effect::{Condition, DieChange, Each, Effect, Trigger, Triggered};
use super::hero::HeroDef;

/// Collects faults, each located at the line of a field, inside the `n`-th `[[table]]` when
/// the field belongs to one.
pub(crate) struct Faults<'a> {
    file: &'a str,
    text: &'a str,
    pub(crate) list: Vec<DataError>,
}

impl<'a> Faults<'a> {
    pub(crate) fn new(file: &'a str, text: &'a str) -> Self {
        Self {
            file,
            text,
            list: Vec::new(),
        }
    }

    /// `table` is a header such as `[[card]]` or `[skill]` and `n` which one of them (0-based).
    fn at(&mut self, table: Option<(&str, usize)>, field: &str, message: impl Into<String>) {
        let lines: Vec<&str> = self.text.lines().collect();
        let (from, header) = match table {
            Some((header, n)) => match lines
                .iter()
                .enumerate()
                .filter(|(_, l)| l.trim_start().starts_with(header))
                .nth(n)
            {
                Some((i, _)) => (i, Some(i)),
                None => (0, None),
            },
            None => (0, None),
        };
        let found = lines[from..]
            .iter()
            .enumerate()
            .take_while(|(k, l)| *k == 0 || header.is_none() || !l.trim_start().starts_with("[["))
            .find(|(_, l)| {
                let l = l.trim_start();
                l.starts_with(field) && l[field.len()..].trim_start().starts_with(['=', '.'])
            })
            .map(|(k, _)| from + k)
            .or(header);
        let line = found.map_or(0, |i| i + 1);
        self.list.push(DataError {
            file: self.file.to_string(),
            line,
            column: usize::from(line > 0),
            message: format!("field `{field}`: {}", message.into()),
        });
    }
}

pub(crate) fn check_hero(hero: &HeroDef, f: &mut Faults) {
    if !(1..=12).contains(&hero.base_hp) {
        f.at(None, "base_hp", "must be 1 to 12");
    }
    if hero.max_hp < hero.base_hp || hero.max_hp > 12 {
        f.at(None, "max_hp", "must be at least base_hp and at most 12");
    }
    let s = &hero.skill;
    if !(s.min <= s.start && s.start <= s.max) {
        f.at(
            Some(("[skill]", 0)),
            "start",
            "must lie between min and max",
        );
    }
    if hero.ability.len() != 3 {
        let n = hero.ability.len();
        f.at(
            Some(("[[ability]]", 0)),
            "name",
            format!("a hero has exactly 3 Core Abilities, found {n} (`ability`)"),
        );
    }
    for (i, a) in hero.ability.iter().enumerate() {
        if !(1..=6).contains(&a.cost) {
            f.at(Some(("[[ability]]", i)), "cost", "must be 1 to 6");
        }
        check_effects(&a.effects, None, f, Some(("[[ability]]", i)));
    }
    check_triggered(&hero.passive, None, f, Some(("[passive]", 0)));
    check_effects(&hero.assist.effects, None, f, Some(("[assist]", 0)));
}

pub(crate) fn check_boss(boss: &BossDef, f: &mut Faults) {
    if boss.card.len() != 21 {
        let n = boss.card.len();
        f.at(
            Some(("[[card]]", 0)),
            "card",
            format!("a boss deck has 21 cards, found {n}"),
        );
    }
    if !boss.card.iter().any(|c| c.kind == Kind::LastStand) {
        f.at(None, "card", "the deck needs at least one last_stand card");
    }
    if boss.hp == 0 {
        f.at(None, "hp", "must be positive");
    }
    if boss.award_marks.windows(2).any(|w| w[0] >= w[1])
        || boss.award_marks.iter().any(|&m| m == 0 || m > boss.hp)
    {
        f.at(None, "award_marks", "must rise strictly and lie in 1..=hp");
    }
    let kw = Some(boss);
    if boss.phase.is_empty() {
        f.at(None, "phase", "a boss has at least one phase");
    }
    for (i, p) in boss.phase.iter().enumerate() {
        let here = Some(("[[phase]]", i));
        let first_ok = if i == 0 {
            p.at == 0
        } else {
            p.at > boss.phase[i - 1].at && p.at < boss.hp
        };
        if !first_ok {
            f.at(
                here,
                "at",
                "phase 1 is at 0; later phases rise strictly and lie below hp",
            );
        }
        let cards = boss
            .card
            .iter()
            .filter(|c| p.deck.contains(&c.kind))
            .count();
        if p.deck.contains(&Kind::LastStand) || cards < 4 {
            f.at(
                here,
                "deck",
                format!("needs at least 4 cards and no last_stand kind, has {cards}"),
            );
        }
        check_effects(&p.effects, kw, f, here);
    }
    for (i, a) in boss.ability.iter().enumerate() {
        check_triggered(a, kw, f, Some(("[[ability]]", i)));
    }
    for (i, c) in boss.card.iter().enumerate() {
        let here = Some(("[[card]]", i));
        if c.instant.is_none() && c.boss_turn.is_none() {
            f.at(
                here,
                "name",
                "a card needs an `instant` or a `boss_turn` part",
            );
        }
        for part in c.instant.iter().chain(c.boss_turn.iter()) {
            check_part(part, true, kw, f, here);
        }
    }
}

fn check_part(
    part: &Part,
    top: bool,
    boss: Option<&BossDef>,
    f: &mut Faults,
    here: Option<(&str, usize)>,
) {
    if !part.choose.is_empty() && (!top || part.choose.len() < 2) {
        f.at(
            here,
            "choose",
            "Choose 1 needs at least two options and does not nest",
        );
    }
    if part.damage.contains(&0) {
        f.at(here, "damage", "damage packets are positive");
    }
    check_effects(&part.effects, boss, f, here);
    for option in &part.choose {
        check_part(option, false, boss, f, here);
    }
}

fn check_triggered(
    t: &Triggered,
    boss: Option<&BossDef>,
    f: &mut Faults,
    here: Option<(&str, usize)>,
) {
    match t.on {
        Trigger::DieShows if !(1..=12).contains(&t.value) => {
            f.at(here, "value", "die_shows needs a value 1 to 12")
        }
        Trigger::AbilityUsed if t.value > 3 => {
            f.at(here, "value", "ability_used takes 0 (any) to 3")
        }
        Trigger::While if t.when.is_none() => {
            f.at(here, "when", "a `while` trigger needs a condition")
        }
        _ => {}
    }
    if let Some(c) = &t.when {
        check_condition(c, boss, f, here);
    }
    check_effects(&t.effects, boss, f, here);
}

fn check_condition(
    c: &Condition,
    boss: Option<&BossDef>,
    f: &mut Faults,
    here: Option<(&str, usize)>,
) {
    match c {
        Condition::Keyword { name } => {
            if let Some(b) = boss
                && !b.all_keywords().any(|k| k == name)
            {
                f.at(here, "name", format!("the boss has no keyword `{name}`"));
            }
        }
        Condition::SpecialAtLeast { .. } if boss.is_some_and(|b| b.special.is_none()) => {
            f.at(here, "is", "the boss has no special bar");
        }
        _ => {}
    }
}

fn check_effects(
    effects: &[Effect],
    boss: Option<&BossDef>,
    f: &mut Faults,
    here: Option<(&str, usize)>,
) {
    for e in effects {
        match e {
            Effect::Die { change, amount, .. }
                if (*change == DieChange::Reroll) != amount.is_none() =>
            {
                f.at(
                    here,
                    "amount",
                    "a die change needs an amount, except reroll",
                );
            }
            Effect::Special { .. } if boss.is_some_and(|b| b.special.is_none()) => {
                f.at(here, "op", "the boss has no special bar");
            }
            Effect::If {
                when,
                then,
                otherwise,
            } => {
                check_condition(when, boss, f, here);
                check_effects(then, boss, f, here);
                check_effects(otherwise, boss, f, here);
            }
            Effect::ForEach {
                over,
                value,
                effects,
            } => {
                if *over == Each::DiceAtLeast && !(1..=12).contains(value) {
                    f.at(here, "value", "dice_at_least needs a value 1 to 12");
                }
                check_effects(effects, boss, f, here);
            }
            _ => {}
        }
    }
}
