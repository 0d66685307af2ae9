//! The table as people see it after each step: boss, Knock Outs, pairs, last boss card, Cheers.

use std::fmt::Write;

use crate::words::pokemon;
use crate::{KNOCKOUTS_TO_LOSE, PokemonView, View};

pub fn board(view: &View) -> String {
    let boss = &view.boss;
    let mut out = format!(
        "┌ Round {} · {}: {}/{} HP · Level {} (power {}), up to {} attacks a turn · KO {}/{}\n",
        view.round,
        boss.name,
        boss.hp_left,
        boss.hp,
        view.level,
        view.power,
        boss.max_attacks_per_turn,
        view.knockouts,
        KNOCKOUTS_TO_LOSE,
    );
    for pair in &view.pairs {
        let active = usize::from(pair.active_slot);
        let _ = write!(
            out,
            "│ Seat {}: Active: {} · Bench: {}",
            pair.seat + 1,
            health(&pair.pokemon[active]),
            health(&pair.pokemon[1 - active]),
        );
        out += if pair.gx_used {
            " · GX attack used"
        } else {
            ""
        };
        out += if pair.physical {
            " · physical cards\n"
        } else {
            "\n"
        };
    }
    if let Some(card) = view.last_boss_card {
        let (name, damage) = &boss.attacks[usize::from(card.attack() - 1)];
        let _ = writeln!(
            out,
            "│ Last boss card: {} — {name} ({damage}) at seat {}",
            card.0,
            card.target_seat() + 1
        );
    }
    let _ = writeln!(out, "└ Cheer in force: {}", cheers(view));
    out
}

/// "Pikachu 40/70 HP", or "Pikachu KO".
fn health(p: &PokemonView) -> String {
    if p.knocked_out {
        format!("{} KO", p.name)
    } else {
        format!("{} {}/{} HP", p.name, p.hp_left, p.hp)
    }
}

/// The Cheer effects that last: Cheer 1 and 5 this turn, Cheer 4 on the next boss turn.
fn cheers(view: &View) -> String {
    let mut in_force = Vec::new();
    if let Some(p) = view.double_damage {
        in_force.push(format!("double damage for {}", pokemon(view, p)));
    }
    if view.plus50 {
        in_force.push("+50 to every attack".to_string());
    }
    if view.boss_one_card {
        in_force.push("the boss plays one card next turn".to_string());
    }
    if in_force.is_empty() {
        "none".to_string()
    } else {
        in_force.join("; ")
    }
}
