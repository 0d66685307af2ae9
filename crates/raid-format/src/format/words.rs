//! Raid Format in words: the players' actions, the boss's doings, the result. A player's board is
//! their game of the standard engine, whose words call the player "Seat 1" and the boss "Seat 2".

use altplay_core::{Outcome, Seat};
use altplay_tcg::format::words::Words;
use altplay_tcg::game::CardId;

use crate::event::{BossEvent, Entry};
use crate::state::{Action, PLAYER, Phase, RaidFormat};

fn card(game: &RaidFormat, card: CardId) -> String {
    game.def(card).name.clone()
}

pub fn action(game: &RaidFormat, action: &Action) -> String {
    match *action {
        Action::Play { player, action } => format!(
            "Player {}: {}",
            player + 1,
            on_board(game, player, |w| w.action(&action))
        ),
        Action::Give {
            player,
            card: c,
            to,
            switch: None,
        } => format!(
            "Player {}: play {} and give its effect to player {} (RF-10)",
            player + 1,
            card(game, c),
            to + 1
        ),
        Action::Give {
            player,
            card: c,
            to,
            switch: Some(uid),
        } => {
            let name = game.games[usize::from(to)]
                .locate(uid)
                .map_or_else(String::new, |(_, p)| card(game, p.card()));
            format!(
                "Player {}: play {} as a Switch for player {}: {name} comes in (RF-10)",
                player + 1,
                card(game, c),
                to + 1
            )
        }
        Action::ReportDamage { player, damage } => {
            format!(
                "Player {}: report {damage} damage done to the boss",
                player + 1
            )
        }
        Action::ReportSupporter { player } => {
            format!("Player {}: report a Supporter played", player + 1)
        }
        Action::ReportPrizes { player, count } => {
            format!("Player {}: report {count} Prize card(s) taken", player + 1)
        }
    }
}

/// The standard engine's words for player `k`'s board: its seat 1 is the player, its seat 2
/// the boss.
fn on_board(game: &RaidFormat, k: u8, say: impl FnOnce(&Words) -> String) -> String {
    let name = move |s: Seat| seat_on_board(k, s);
    say(&Words::named(&game.games[usize::from(k)], &name))
}

/// The name of seat `s` of player `k`'s board: "Player 2" for the player, "The boss".
pub(crate) fn seat_on_board(k: u8, s: Seat) -> String {
    if s == PLAYER {
        format!("Player {}", k + 1)
    } else {
        "The boss".to_string()
    }
}

pub fn entry(game: &RaidFormat, entry: &Entry) -> String {
    match entry {
        Entry::Board(k, e) => format!(
            "Player {}'s board: {}",
            k + 1,
            on_board(game, *k, |w| w.event(e))
        ),
        Entry::Boss(e) => boss_event(game, e),
    }
}

fn boss_event(game: &RaidFormat, e: &BossEvent) -> String {
    match *e {
        BossEvent::PlayersTurn { turn } => format!("The players' turn {turn} begins"),
        BossEvent::BossTurn { turn, draws } => {
            format!("The boss's turn {turn}: it draws {draws} cards, one at a time")
        }
        BossEvent::Drew { card: c } => format!("The boss turns over {}", card(game, c)),
        BossEvent::Reshuffled => {
            "The boss deck is empty: its discard pile is shuffled into it".into()
        }
        BossEvent::DrewNothing => {
            "The boss deck is empty again: the boss draws nothing more".into()
        }
        BossEvent::Attached { card: c } => format!("{} attaches to the boss", card(game, c)),
        BossEvent::Resolved { card: c } => {
            format!("{} is resolved on each player's board", card(game, c))
        }
        BossEvent::Attacks { index, .. } => {
            let name = game
                .def(game.setup.boss)
                .attack(index)
                .map_or_else(String::new, |a| a.name.clone());
            format!("The boss uses {name} on every player's Active Pokémon")
        }
        BossEvent::NoAttack => "The boss's Energy pays for none of its attacks".into(),
        BossEvent::DiscardedEnergy { count } => {
            format!("The boss discards {count} Energy for its attack")
        }
        BossEvent::NoActivePrize { player } => format!(
            "Player {} has no Active Pokémon: they take a Prize card for the attack",
            player + 1
        ),
        BossEvent::Recovered => "The boss recovers from every Special Condition".into(),
        BossEvent::Milled { cards, damage_left } => format!(
            "The damage on the boss mills {cards} card(s) to the Lost Zone; {damage_left} damage stays"
        ),
        BossEvent::Out { player } => {
            format!(
                "Player {} has taken all their Prize cards: they are out",
                player + 1
            )
        }
        BossEvent::Gave { from, card: c, to } => format!(
            "Player {} plays {} for player {}",
            from + 1,
            card(game, c),
            to + 1
        ),
        BossEvent::DamageReported { player, damage } => {
            format!(
                "Player {} reports {damage} damage done to the boss",
                player + 1
            )
        }
        BossEvent::SupporterReported { player } => {
            format!("Player {} reports a Supporter played", player + 1)
        }
        BossEvent::PrizesReported { player, count } => {
            format!("Player {} reports {count} Prize card(s) taken", player + 1)
        }
    }
}

pub fn result(game: &RaidFormat) -> String {
    let lost = game.boss.lost_zone().len();
    match game.phase {
        Phase::Over(Outcome::Win { team, .. }) if team.0 == 0 => format!(
            "The players win: the whole boss deck is in the Lost Zone (boss turn {})",
            game.boss_turns
        ),
        Phase::Over(Outcome::Win { .. }) => {
            format!("The boss wins: every player is out ({lost} boss cards in the Lost Zone)")
        }
        Phase::Over(Outcome::Draw) => format!(
            "Stopped after {} boss turns, neither side having won",
            game.boss_turns
        ),
        _ => format!(
            "Boss turn {}: boss deck {}, discard {}, Lost Zone {lost}",
            game.boss_turns,
            game.boss.deck().len(),
            game.boss.discard().len()
        ),
    }
}

/// RF-25: what the boss's last turn did on player `k`'s board, in order, as that player is told
/// it (from the log: empty when the game keeps none); to a player with physical cards, what to
/// do on their board.
pub fn orders(game: &RaidFormat, k: usize) -> Vec<String> {
    if game.is_physical(k) {
        return physical_orders(game);
    }
    last_boss_turn(game)
        .iter()
        .filter_map(|e| match e {
            Entry::Board(j, event)
                if usize::from(*j) == k
                    && !matches!(event, altplay_tcg::game::Event::TurnBegins { .. }) =>
            {
                Some(on_board(game, *j, |w| w.event(event)))
            }
            _ => None,
        })
        .collect()
}

/// The entries of the boss's last turn.
fn last_boss_turn(game: &RaidFormat) -> &[Entry] {
    let entries = game.log.as_deref().unwrap_or_default();
    let start = entries
        .iter()
        .rposition(|e| matches!(e, Entry::Boss(BossEvent::BossTurn { .. })))
        .map_or(entries.len(), |i| i + 1);
    let end = entries[start..]
        .iter()
        .position(|e| matches!(e, Entry::Boss(BossEvent::PlayersTurn { .. })))
        .map_or(entries.len(), |i| start + i);
    &entries[start..end]
}

/// What a player with physical cards does on their own board for each of the boss's cards that
/// names them ("your opponent") and for its attack: the printed words, "your opponent" being
/// them, and the attack's damage with what the boss's cards of the turn added.
fn physical_orders(game: &RaidFormat) -> Vec<String> {
    let texts = &game.setup.texts;
    last_boss_turn(game)
        .iter()
        .filter_map(|e| match e {
            Entry::Boss(BossEvent::Resolved { card: c }) => {
                // A card for the boss alone (a draw, a heal) asks nothing of the player's board.
                if !game.def(*c).trainer()?.program.names_opponent {
                    return None;
                }
                let text = texts.trainers.iter().find(|(id, _)| id == c)?;
                Some(format!(
                    "{}: {} (\"you\" is the boss, \"your opponent\" is you; you choose)",
                    card(game, *c),
                    text.1
                ))
            }
            Entry::Boss(BossEvent::Attacks { index, bonus }) => {
                let (damage, text) = texts.attacks.get(usize::from(*index))?;
                let name = game.def(game.setup.boss).attack(*index)?.name.clone();
                let hit = attack_damage(damage, *bonus);
                let extra = if text.is_empty() {
                    String::new()
                } else {
                    format!(
                        "; then, as printed (\"you\" is the boss, \"your opponent\" is you): {text}"
                    )
                };
                Some(format!(
                    "{} uses {name}: {hit}{extra}",
                    card(game, game.setup.boss)
                ))
            }
            _ => None,
        })
        .collect()
}

/// The boss's attack's damage to a physical player's Active Pokémon: its printed `damage` ("240",
/// "30+") with what lasting effects added (`bonus`, none when they counted something then).
fn attack_damage(damage: &str, bonus: Option<i32>) -> String {
    const THEN: &str = "to your Active Pokémon (then your Weakness and Resistance)";
    match (damage, bonus) {
        ("", _) => "no damage".into(),
        (printed, Some(0)) => format!("{printed} damage {THEN}"),
        (printed, Some(more)) => match printed.parse::<i32>() {
            Ok(n) => format!(
                "{} damage {THEN} — {printed} printed, {more:+} from the boss's cards this turn",
                (n + more).max(0)
            ),
            Err(_) => format!("{printed} damage, {more:+} from the boss's cards this turn, {THEN}"),
        },
        (printed, None) => {
            format!("{printed} damage {THEN}, and what the boss's cards this turn add to it")
        }
    }
}
