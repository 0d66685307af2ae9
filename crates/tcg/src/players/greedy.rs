//! `greedy`: a sensible player with no search. It develops its Bench, evolves, attaches Energy
//! to the Pokémon that will attack, plays its Trainers, uses its abilities, retreats a
//! Pokémon about to fall, and attacks last, for a Knock Out when one is there.

use altplay_cards::ModifierValue;
use altplay_core::{Game, Policy, Seat};

use crate::effect::{Effect, Operation, Role, Source};
use crate::game::{Action, Board, CardId, DefKind, InPlay, Op, Program, Step, Tcg};

/// Scores each legal action; plays the best (the first listed among equals).
#[derive(Debug, Default)]
pub struct Greedy {
    legal: Vec<Action>,
}

impl Greedy {
    pub fn new() -> Self {
        Self::default()
    }
}

impl Policy<Tcg> for Greedy {
    fn choose(&mut self, game: &Tcg) -> Action {
        game.legal_actions(&mut self.legal);
        let seat = game.mover().expect("a seat to move");
        let mut best = (i32::MIN, self.legal[0]);
        for &action in &self.legal {
            let score = score(game, seat, action);
            if score > best.0 {
                best = (score, action);
            }
        }
        best.1
    }
}

/// What a Pokémon's best affordable attack would do to `target` (printed damage and
/// Weakness and Resistance; effects aside).
fn best_damage(game: &Tcg, attacker: &InPlay, target: &InPlay) -> u16 {
    let me = game.top(attacker);
    let them = game.top(target);
    me.attacks
        .iter()
        .filter(|a| a.cost.paid_by(game.units(attacker)))
        .map(|a| {
            let mut d = i32::from(a.damage);
            if let Some((t, ModifierValue::Times(n))) = them.weakness
                && me.types.contains(&t)
            {
                d *= i32::from(n);
            }
            if let Some((t, ModifierValue::Minus(n))) = them.resistance
                && me.types.contains(&t)
            {
                d -= i32::from(n);
            }
            d.max(0) as u16
        })
        .max()
        .unwrap_or(0)
}

fn hp_left(game: &Tcg, p: &InPlay) -> u16 {
    game.hp(p).saturating_sub(p.damage)
}

/// How much of its costliest attack's Energy a Pokémon still needs.
fn energy_short(game: &Tcg, p: &InPlay) -> u8 {
    let have: u8 = game.units(p).map(|(_, n)| n).sum();
    let need = game
        .top(p)
        .attacks
        .iter()
        .map(|a| a.cost.total())
        .max()
        .unwrap_or(0);
    need.saturating_sub(have)
}

fn score(game: &Tcg, seat: Seat, action: Action) -> i32 {
    let me = &game.boards[seat.index()];
    let foe = &game.boards[game.default_opponent(seat).index()];
    let in_play = |uid| me.in_play().find(|p| p.uid == uid);
    match action {
        Action::GoFirst { first } => i32::from(!first),
        Action::DrawExtra | Action::Yes => 1,
        Action::Place { card } => 100 + i32::from(hp_of(game, card)),
        Action::Promote { pokemon } => me.bench.iter().find(|p| p.uid == pokemon).map_or(0, |p| {
            let ready = foe.active.as_ref().map_or(0, |f| best_damage(game, p, f));
            i32::from(ready) * 4 + i32::from(hp_left(game, p))
        }),
        Action::Evolve { .. } => 700,
        Action::Bench { .. } => {
            if me.bench.len() < 3 {
                650
            } else {
                450
            }
        }
        Action::Attach { target, .. } => in_play(target).map_or(0, |p| {
            let short = i32::from(energy_short(game, p));
            let active = me.active.as_ref().is_some_and(|a| a.uid == target);
            match (short > 0, active) {
                (true, true) => 620,
                (true, false) => 560 + short,
                (false, _) => 300,
            }
        }),
        Action::Play { card } => trainer_score(game, seat, card),
        // For itself: the teammate's hand and plans are hidden from it (TB-6).
        Action::PlayFor { card, you, .. } if you == seat => trainer_score(game, seat, card),
        Action::PlayFor { .. } => -1,
        Action::Tool { .. } => 480,
        Action::Ability { pokemon, index } | Action::AbilityAt { pokemon, index, .. } => {
            let program = in_play(pokemon)
                .and_then(|p| game.top(p).abilities.get(usize::from(index)))
                .and_then(|a| a.program());
            match program.is_some_and(|p| draws_from_a_thin_deck(me, p)) {
                true => -1,
                false => 520,
            }
        }
        Action::Stadium | Action::StadiumAt { .. } => 520,
        Action::Retreat { to } => {
            let (Some(active), Some(foe_active), Some(to)) = (&me.active, &foe.active, in_play(to))
            else {
                return -1;
            };
            let better = best_damage(game, to, foe_active) > best_damage(game, active, foe_active);
            if falling(game, seat) && better {
                590
            } else {
                -1
            }
        }
        Action::Attack { index } | Action::AttackAt { index, .. } => {
            let foe = match action {
                Action::AttackAt { target, .. } => &game.boards[target.index()],
                _ => foe,
            };
            let (Some(active), Some(target)) = (&me.active, &foe.active) else {
                return 10;
            };
            let Some(attack) = game.attack_of(active, index) else {
                return 10;
            };
            let damage = i32::from(best_damage_of(game, active, target, attack.damage));
            if damage >= i32::from(hp_left(game, target)) {
                400 + i32::from(game.top(target).prizes) * 50
            } else {
                200 + damage / 10
            }
        }
        Action::EndTurn => 0,
        // A Pokémon Tool or the Stadium to take away: the opponent's, never one's own.
        Action::PickCard { .. } if taking_away(game) => {
            foes_card(game, seat, game.stadium.map(|(_, owner)| owner))
        }
        Action::PickPokemon { pokemon } if taking_away(game) => {
            foes_card(game, seat, game.locate(pokemon).map(|(owner, _)| owner))
        }
        Action::PickCard { card } => pick_card(game, seat, card),
        Action::PickPokemon { pokemon } => pick_pokemon(game, seat, pokemon),
        Action::PickOption { index } => 10 - i32::from(index),
        Action::Done => match game.step {
            Step::PlaceBench(_) => -1,
            _ => 0,
        },
    }
}

/// Whether the text waits on a Pokémon Tool or the Stadium to take away.
fn taking_away(game: &Tcg) -> bool {
    let wait = game.frame.as_ref().and_then(|f| f.wait);
    matches!(wait, Some(crate::game::Wait::ToolOrStadium { .. }))
}

/// A card in play taken away: worth it if an opponent owns it.
fn foes_card(game: &Tcg, seat: Seat, owner: Option<Seat>) -> i32 {
    match owner.is_some_and(|o| game.rules.team_of(o) != game.rules.team_of(seat)) {
        true => 100,
        false => -100,
    }
}

/// Whether an opponent has a Pokémon Tool in play or (when `stadium`) the Stadium, for a
/// Trainer that takes one away.
fn foe_has_tool_or_stadium(game: &Tcg, seat: Seat, stadium: bool) -> bool {
    let foe = |owner: Seat| game.rules.team_of(owner) != game.rules.team_of(seat);
    let tools = game.rules.seats().filter(|&s| foe(s)).any(|s| {
        game.boards[s.index()]
            .in_play()
            .any(|p| !p.tools.is_empty())
    });
    tools || (stadium && game.stadium.is_some_and(|(_, owner)| foe(owner)))
}

fn best_damage_of(game: &Tcg, attacker: &InPlay, target: &InPlay, printed: u16) -> u16 {
    let me = game.top(attacker);
    let them = game.top(target);
    let mut d = i32::from(printed);
    if let Some((t, ModifierValue::Times(n))) = them.weakness
        && me.types.contains(&t)
    {
        d *= i32::from(n);
    }
    d.max(0) as u16
}

fn hp_of(game: &Tcg, card: CardId) -> u16 {
    game.def(card).pokemon().map_or(0, |p| p.hp)
}

/// Trainers are played before attaching and attacking (they draw and search), a Supporter
/// first; not one that draws from a thin deck, heals nothing or switches for no reason.
fn trainer_score(game: &Tcg, seat: Seat, card: CardId) -> i32 {
    let DefKind::Trainer(t) = &game.def(card).kind else {
        return -1;
    };
    let does = |test: &dyn Fn(&Effect) -> bool| {
        t.program
            .ops
            .iter()
            .any(|op| matches!(op, Op::Do(e) if test(e)))
    };
    let me = &game.boards[seat.index()];
    if draws_from_a_thin_deck(me, &t.program) {
        return -1;
    }
    if does(&|e| matches!(e, Effect::Op(Operation::Heal { .. })))
        && !me.in_play().any(|p| p.damage > 0)
    {
        return -1;
    }
    let own_switch = |e: &Effect| {
        matches!(
            e,
            Effect::Op(Operation::Switch {
                side: Role::Acting,
                ..
            })
        )
    };
    if does(&own_switch) && !falling(game, seat) {
        return -1;
    }
    let takes_away = t.program.ops.iter().find_map(|op| match op {
        Op::Do(Effect::Op(Operation::DiscardToolsOrStadium { stadium, .. })) => Some(*stadium),
        _ => None,
    });
    if takes_away.is_some_and(|stadium| !foe_has_tool_or_stadium(game, seat, stadium)) {
        return -1;
    }
    // Energy from the discard pile to each Pokémon picked, and more if any was: none there.
    let attaches_from_discard = t.program.ops.iter().find_map(|op| match op {
        Op::Do(Effect::Op(Operation::AttachEnergyToEach {
            source: Source::Discard,
            energy,
            ..
        })) => Some(*energy),
        _ => None,
    });
    if attaches_from_discard.is_some_and(|e| !me.discard.iter().any(|&c| game.energy_passes(c, e)))
    {
        return -1;
    }
    match t.kind {
        altplay_cards::printed::TrainerKind::Supporter => 640,
        _ => 630,
    }
}

/// Whether a text draws while fewer than 10 cards are left in the deck: drawing on would deck
/// the player out.
fn draws_from_a_thin_deck(me: &Board, program: &Program) -> bool {
    me.deck.len() < 10
        && program.ops.iter().any(|op| {
            matches!(
                op,
                Op::Do(
                    Effect::Op(Operation::Draw { .. })
                        | Effect::Op(Operation::DrawBottom { .. })
                        | Effect::Op(Operation::DrawUntil { .. })
                )
            )
        })
}

/// Whether the seat's Active Pokémon would be Knocked Out by the opponent's Active next turn.
fn falling(game: &Tcg, seat: Seat) -> bool {
    let me = &game.boards[seat.index()];
    let foe = &game.boards[game.default_opponent(seat).index()];
    match (&me.active, &foe.active) {
        (Some(mine), Some(theirs)) => best_damage(game, theirs, mine) >= hp_left(game, mine),
        _ => false,
    }
}

/// A card picked from a zone: what it would add where it goes.
fn pick_card(game: &Tcg, seat: Seat, card: CardId) -> i32 {
    let def = game.def(card);
    let discarding = game.frame.as_ref().and_then(|f| f.wait).is_some_and(|w| {
        matches!(
            w,
            crate::game::Wait::Card {
                goes: crate::game::Goes::Discard,
                ..
            }
        )
    });
    let board = &game.boards[seat.index()];
    let evolves = def
        .pokemon()
        .and_then(|p| p.evolves_from)
        .is_some_and(|from| {
            board
                .in_play()
                .any(|p| game.def(p.stack[p.stack.len() - 1]).name_id == from)
        });
    let value = match &def.kind {
        DefKind::Pokemon(_) if evolves => 50,
        DefKind::Pokemon(p) if !p.evolution => 40,
        DefKind::Pokemon(_) => 20,
        DefKind::Trainer(_) => 30,
        DefKind::Energy(_) => 25,
    };
    if discarding { -value } else { value }
}

/// A Pokémon picked: an opponent's closest to a Knock Out; one's own Active first, then the
/// most damaged.
fn pick_pokemon(game: &Tcg, seat: Seat, uid: u16) -> i32 {
    let Some((owner, p)) = game.locate(uid) else {
        return 0;
    };
    if game.rules.team_of(owner) != game.rules.team_of(seat) {
        1000 - i32::from(hp_left(game, p))
    } else if game.boards[owner.index()].is_active(uid) {
        1000
    } else {
        i32::from(p.damage)
    }
}
