//! Raid Boss in words, for people at the table (terminal or browser): the table, the choices on
//! offer and what happened.

use std::fmt::Write;

use crate::{Action, Ending, Event, RaidBoss, Step, Victory};

/// The table as a person sees it: boss, positions with HP/Max HP, shields, dice, cards.
pub fn table(game: &RaidBoss) -> String {
    let (r, s) = (game.rules(), game.state());
    let mut t = String::new();
    let special = r.boss.special.as_ref().map_or(String::new(), |sp| {
        format!("  {} {}/{}", sp.name, s.special, sp.max)
    });
    let _ = writeln!(
        t,
        "Round {} — {}: {}/{} damage, phase {}{}  KOs {}/3",
        s.round,
        r.boss.name,
        s.boss_damage,
        r.boss.hp,
        s.phase + 1,
        special,
        s.ko_count
    );
    for (pos, h) in s.heroes.iter().enumerate() {
        let d = &r.heroes[h.id as usize];
        let card = match h.card {
            None => "no card".to_string(),
            Some(c) if !c.revealed => "card hidden".to_string(),
            Some(c) => {
                let name = &r.boss.card[c.card as usize].name;
                if c.resolved {
                    format!("{name} (resolved)")
                } else {
                    format!("{name} (revealed)")
                }
            }
        };
        let marker = if s.active == Some(h.id) { ">" } else { " " };
        let status = if h.ko {
            "KO'd".to_string()
        } else {
            format!("HP {}/{}", h.hp, h.max_hp)
        };
        let _ = writeln!(
            t,
            "{marker}{}. {:<11} {:<10} shield {} overshield {}  dice {}+{} bonus  {} {}  assist {}  booster {} shards {}  {card}",
            pos + 1,
            d.name,
            status,
            h.shield,
            h.overshield,
            h.ability_dice,
            h.bonus_dice,
            d.skill.name,
            s.skill(r, h.id),
            if h.assist_ready { "ready" } else { "tapped" },
            u8::from(h.booster),
            h.shards,
        );
    }
    if let Some(id) = s.active
        && let Some(c) = s.hero(id).card.filter(|c| c.revealed)
    {
        let card = &r.boss.card[c.card as usize];
        let _ = writeln!(
            t,
            "Boss card: {} ({:?}) — {}",
            card.name, card.kind, card.text
        );
    }
    if s.step == Step::ReportDice {
        let faces: Vec<String> = s.dice.iter().map(|d| d.value.to_string()).collect();
        let _ = writeln!(
            t,
            "Dice reported: {}  ({} to report)",
            if faces.is_empty() {
                "none".to_string()
            } else {
                faces.join(" ")
            },
            s.dice_to_report()
        );
    }
    if s.step == Step::Assign {
        let dice: Vec<String> = s
            .dice
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let kind = if d.bonus { "b" } else { "" };
                if d.used {
                    format!("#{}:[{}{kind}]", i + 1, d.value)
                } else {
                    format!("#{}:{}{kind}", i + 1, d.value)
                }
            })
            .collect();
        let _ = writeln!(
            t,
            "Dice: {}  (b = Bonus Die, [ ] = assigned)",
            dice.join(" ")
        );
        let id = s.active.expect("assigning");
        let pips = s.unused_pips();
        for (a, ab) in r.heroes[id as usize].ability.iter().enumerate() {
            let paid = match s.pot {
                Some((p, paid)) if p as usize == a => format!(", {paid} paid"),
                _ => String::new(),
            };
            let can = if pips + u16::from(s.pot.map_or(0, |(_, p)| p)) >= u16::from(ab.cost) {
                "affordable"
            } else {
                "too dear"
            };
            let _ = writeln!(
                t,
                "  {}. {} (cost {}{paid}, {can}): {}",
                a + 1,
                ab.name,
                ab.cost,
                ab.text
            );
        }
    }
    t
}

/// One menu line for an action.
pub fn action(game: &RaidBoss, a: &Action) -> String {
    let (r, s) = (game.rules(), game.state());
    let hero = |pos: u8| &r.heroes[s.heroes[pos as usize].id as usize];
    let die = |d: u8| s.dice[d as usize].value;
    match *a {
        Action::Pass => "Continue (no Assist now)".into(),
        Action::UseAssist { hero: p } => {
            let h = hero(p);
            format!("{}'s Assist {}: {}", h.name, h.assist.name, h.assist.text)
        }
        Action::Revive { by, hero: p } => {
            format!(
                "Revive {} by tapping {}'s Assist",
                hero(p).name,
                hero(by).name
            )
        }
        Action::UseBooster { die: d } => format!("Booster: +1 to die #{} ({})", d + 1, die(d)),
        Action::UseShard { die: d } => {
            format!("Temporal Shard: re-roll die #{} ({})", d + 1, die(d))
        }
        Action::Assign { die: d, ability } => {
            let ab = &r.heroes[s.active.expect("assigning") as usize].ability[ability as usize];
            format!(
                "Die #{} ({}) → {} (cost {})",
                d + 1,
                die(d),
                ab.name,
                ab.cost
            )
        }
        Action::EndAssign => "Finish assigning dice".into(),
        Action::Choose { option } => match s.step {
            Step::Choose { boss_turn } => s
                .card_part(r, boss_turn)
                .map(|p| p.choose[option as usize].label.clone()),
            _ => None,
        }
        .unwrap_or_else(|| format!("Option {}", u16::from(option) + 1)),
        Action::Award { hero: p } => format!("Give the Ability Die to {}", hero(p).name),
        Action::Die { value } => match s.step {
            Step::ReportDice => {
                let n = s.dice.len() + 1;
                let of = n - 1 + s.dice_to_report();
                let ability = s.hero(s.active.expect("a roll is reported")).ability_dice;
                let bonus = if n > ability as usize {
                    " (Bonus Die)"
                } else {
                    ""
                };
                format!("Die {n} of {of}{bonus} shows {value}")
            }
            Step::ReportReroll { die: d } => format!("Re-rolled die #{} shows {value}", d + 1),
            _ => format!("A die shows {value}"),
        },
    }
}

/// What the decision is about.
pub fn prompt(game: &RaidBoss) -> String {
    let s = game.state();
    let who = s.active.map_or("the team".to_string(), |id| {
        game.rules().heroes[id as usize].name.clone()
    });
    match s.step {
        Step::Window(w) => format!("Assist window ({w:?}): use an Assist or continue?"),
        Step::Assign => format!("{who}: assign a die"),
        Step::Choose { .. } => format!("{who}: Choose 1"),
        Step::Award => "An Ability Die is earned: which tied hero gets it?".into(),
        Step::ReportDice => format!(
            "{who}: report the roll, die {} of {}",
            s.dice.len() + 1,
            s.dice.len() + s.dice_to_report()
        ),
        Step::ReportReroll { die } => {
            format!("{who}: report the Shard's re-roll of die #{}", die + 1)
        }
        Step::Over => String::new(),
    }
}

/// An event worth a line, or `None` for bookkeeping ones.
pub fn event(game: &RaidBoss, e: &Event) -> Option<String> {
    let r = game.rules();
    let name = |id: &u8| r.heroes[*id as usize].name.as_str();
    Some(match e {
        Event::RoundStarted { round } => format!("— Round {round} —"),
        Event::Revealed { hero, card } => format!(
            "{} reveals {}",
            name(hero),
            r.boss.card[*card as usize].name
        ),
        Event::Rolled { hero, dice } => format!("{} rolls {:?}", name(hero), dice.as_slice()),
        Event::AbilityUsed { hero, ability } => {
            format!(
                "{} uses {}",
                name(hero),
                r.heroes[*hero as usize].ability[*ability as usize].name
            )
        }
        Event::AssistUsed { hero } => format!(
            "{} uses the Assist {}",
            name(hero),
            r.heroes[*hero as usize].assist.name
        ),
        Event::HeroDamaged {
            hero,
            amount,
            blocked,
            hp,
        } => {
            format!("{} takes {amount} ({blocked} blocked), HP {hp}", name(hero))
        }
        Event::DamageLost { hero, amount } => {
            format!("{amount} damage aimed at KO'd {} is lost", name(hero))
        }
        Event::Healed { hero, hp } => format!("{} heals to {hp}", name(hero)),
        Event::BossDamaged { amount, total } => {
            format!("{} takes {amount} (total {total})", r.boss.name)
        }
        Event::BossHealed { amount, total } => {
            format!("{} heals {amount} (total {total})", r.boss.name)
        }
        Event::KnockedOut { hero, count } => format!("{} is knocked out (KO {count})", name(hero)),
        Event::Revived { hero, .. } => format!("{} is revived", name(hero)),
        Event::PhaseChanged { phase } => format!("{} enters phase {phase}", r.boss.name),
        Event::LastStand { hero: Some(h) } => format!("Last Stand! It replaces {}'s card", name(h)),
        Event::LastStand { hero: None } => "Last Stand! It comes at the next round".into(),
        Event::DieAwarded { hero, dice } => format!("{} earns an Ability Die ({dice})", name(hero)),
        Event::Won { .. } | Event::Lost { .. } | Event::Stopped { .. } => {
            return Some(result(game));
        }
        _ => return None,
    })
}

/// How the game ended, in words.
pub fn result(game: &RaidBoss) -> String {
    let s = game.state();
    match (s.ending, game.victory()) {
        (Some(Ending::Won { kos }), Some(v)) => {
            let level = match v {
                Victory::Legendary => "Legendary Victory",
                Victory::Heroic => "Heroic Victory",
                Victory::Victory => "Victory",
            };
            format!("{level}! ({kos} KOs, round {})", s.round)
        }
        (Some(Ending::Lost { rule }), _) => format!(
            "Defeat ({rule}) in round {}: {} had {} HP left",
            s.round,
            game.rules().boss.name,
            game.rules().boss.hp.saturating_sub(s.boss_damage)
        ),
        (Some(Ending::Stopped { source }), _) => format!(
            "Stopped (RX-17) in round {}: the trigger chain started by {} passed its bound",
            s.round,
            source.map_or("the boss", |h| game.rules().heroes[h as usize]
                .name
                .as_str())
        ),
        _ => "Unfinished".into(),
    }
}
