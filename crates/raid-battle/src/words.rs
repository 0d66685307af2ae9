//! Actions, events and results in words, for people at the table (terminal or browser).

use altplay_core::{Game, Outcome};

use crate::{Action, BossCard, Event, KNOCKOUTS_TO_LOSE, PLAYERS, PokemonRef, RaidBattle, View};

/// `n` with its noun, singular or plural: "1 round", "2 Knock Outs".
fn count(n: impl Into<u64>, noun: &str) -> String {
    match n.into() {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

/// How the game stands or ended: "players won in 5 rounds, 2 Knock Outs".
pub fn result(game: &RaidBattle) -> String {
    let how = match game.outcome() {
        Some(Outcome::Win { team, .. }) if team == PLAYERS => "players won in",
        Some(_) => "the boss won in",
        None => "unfinished after",
    };
    format!(
        "{how} {}, {}",
        count(game.round(), "round"),
        count(game.knockouts(), "Knock Out")
    )
}

/// "seat 2 Pikachu".
pub fn pokemon(view: &View, p: PokemonRef) -> String {
    let pair = &view.pairs[usize::from(p.seat)];
    format!(
        "seat {} {}",
        p.seat + 1,
        pair.pokemon[usize::from(p.slot)].name
    )
}

/// The Active and Benched Pokémon of `seat`, by name.
fn active_and_bench(view: &View, seat: u8) -> (&str, &str) {
    let pair = &view.pairs[usize::from(seat)];
    let active = usize::from(pair.active_slot);
    (&pair.pokemon[active].name, &pair.pokemon[1 - active].name)
}

/// Attack `attack` of `seat`'s Active: "Thunderbolt (120)", with its effect when it has one.
fn attack(game: &RaidBattle, view: &View, seat: u8, attack: u8) -> String {
    let pair = &view.pairs[usize::from(seat)];
    let card = &game.config().team.pairs[usize::from(seat)][usize::from(pair.active_slot)];
    let Some(a) = card.attacks.get(usize::from(attack)) else {
        return format!("attack {}", u16::from(attack) + 1);
    };
    let damage = if a.damage.is_empty() {
        "no damage"
    } else {
        &a.damage
    };
    match a.effect() {
        Ok(e) if e.is_modelled() && e != altplay_cards::AttackEffect::Plain => {
            format!("{} ({damage}; {})", a.name, e.describe())
        }
        _ => format!("{} ({damage})", a.name),
    }
}

/// An action of the seat to move, in words.
pub fn action(game: &RaidBattle, view: &View, seat: u8, action: &Action) -> String {
    let (active, bench) = active_and_bench(view, seat);
    match *action {
        Action::Cheer => "Cheer: draw the top Cheer card".to_string(),
        Action::CheerTarget { seat, slot } => {
            let pair = &view.pairs[usize::from(seat)];
            let p = &pair.pokemon[usize::from(slot)];
            let place = if pair.active_slot == slot {
                "Active"
            } else {
                "Bench"
            };
            format!(
                "Cheer target: {} ({place}, {}/{} HP)",
                pokemon(view, PokemonRef { seat, slot }),
                p.hp_left,
                p.hp
            )
        }
        Action::Retreat => format!("Retreat: {active} to the Bench, {bench} Active"),
        Action::Stay => format!("Stay: {active} stays Active"),
        Action::Attack { attack: i } => format!("Attack: {}", attack(game, view, seat, i)),
        Action::Flips { attack: i, heads } => format!(
            "Attack: {}, {heads} heads flipped at the table",
            attack(game, view, seat, i)
        ),
        Action::Pass => format!("Pass: {active} has no attack it can use"),
        Action::Report { damage, gx } => {
            let gx = if gx { " with the pair's GX attack" } else { "" };
            format!("Report: {damage} damage{gx}")
        }
    }
}

/// A boss card and what it does (RB-3): "Boss card 12: Thunder (120) at seat 4".
pub fn boss_card(view: &View, card: BossCard) -> String {
    let (name, damage) = &view.boss.attacks[usize::from(card.attack() - 1)];
    format!(
        "Boss card {}: {name} ({damage}) at seat {}",
        card.0,
        card.target_seat() + 1
    )
}

/// One event of the log, in words, as a sentence.
pub fn event(view: &View, event: &Event) -> String {
    let line = event_words(view, event);
    let mut chars = line.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn event_words(view: &View, event: &Event) -> String {
    let who = |p: PokemonRef| pokemon(view, p);
    match event {
        Event::LevelChosen {
            power,
            level,
            forced,
            boss_hp,
        } => {
            let how = if *forced { "forced" } else { "from team power" };
            format!("Team power {power}: Level {level} ({how}), boss HP {boss_hp}")
        }
        Event::RoundStarted { round } => format!("— Round {round} —"),
        Event::CheerDrawn { seat, cheer } => {
            format!("Seat {} cheers: \"{}\"", seat + 1, cheer.text())
        }
        Event::CheerTargetChosen { seat, target } => {
            format!("Seat {} gives the Cheer card to {}", seat + 1, who(*target))
        }
        Event::Healed { target, amount } => format!("{} heals {amount}", who(*target)),
        Event::Retreated { seat } => format!("Seat {} swaps its Active and Bench", seat + 1),
        Event::Attacked {
            pokemon,
            attack,
            heads,
            gx,
            damage,
            ..
        } => {
            let card = &view.pairs[usize::from(pokemon.seat)].pokemon[usize::from(pokemon.slot)];
            let name = attack
                .and_then(|i| card.attacks.get(usize::from(i)))
                .map_or("a reported attack", |(name, _)| name.as_str());
            let heads = heads.map_or(String::new(), |h| format!(" ({h} heads)"));
            let gx = if *gx { " [GX]" } else { "" };
            format!("{} uses {name}{gx}{heads}: {damage} damage", who(*pokemon))
        }
        Event::BossDamaged { amount, hp_left } => {
            format!("{} takes {amount}: {hp_left} HP left", view.boss.name)
        }
        Event::PokemonDamaged {
            target,
            amount,
            hp_left,
        } => format!("{} takes {amount}: {hp_left} HP left", who(*target)),
        Event::KnockedOut { target, count } => {
            format!(
                "{} is Knocked Out (KO {count}/{KNOCKOUTS_TO_LOSE})",
                who(*target)
            )
        }
        Event::Revived { target } => format!("{} is back, all damage removed", who(*target)),
        Event::BossCardDrawn { card, .. } => boss_card(view, *card),
        Event::BossCardVoid { card } => format!(
            "Boss card {} is discarded: its target's Active is Knocked Out",
            card.0
        ),
        Event::BossHealed { amount, hp_left } => {
            format!("{} heals {amount}: {hp_left} HP left", view.boss.name)
        }
        Event::BossTurnEnded { attacks } => {
            format!("The boss's turn ends after {}", count(*attacks, "attack"))
        }
        Event::GameOver { outcome } => match outcome.winner() {
            Some(team) if team == PLAYERS => "The players win!".to_string(),
            _ => "The boss wins.".to_string(),
        },
    }
}
