//! `greedy`: a sensible player with no search. It develops its Bench, evolves, attaches Energy
//! to the Pokémon that will attack, plays its Trainers, uses its abilities, retreats a
//! Pokémon about to fall, and attacks last, for a Knock Out when one is there.

use altplay_core::{Game, Policy, Seat};

use crate::effect::{CardFilter, Effect, Operation, Role, Source};
use crate::game::{
    Action, AttackDef, Board, CardId, Cost, DefKind, InPlay, Op, Program, Step, Tcg, TextRef, Wait,
    guessed_hp,
};

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
    game.top(attacker)
        .attacks
        .iter()
        .filter(|a| {
            game.attack_cost_now(attacker, a)
                .paid_by(game.units(attacker))
        })
        .map(|a| game.reckoned_damage(attacker, target, printed_damage(game, attacker, a)))
        .max()
        .unwrap_or(0)
}

/// An attack's printed damage, times the Energy cards in the hand for one that does it for
/// each Energy card discarded from there.
fn printed_damage(game: &Tcg, attacker: &InPlay, attack: &AttackDef) -> u16 {
    if !spends_hand_energy(attack) {
        return attack.damage;
    }
    let energy_in_hand = game.locate(attacker.uid).map_or(0, |(seat, _)| {
        game.boards[seat.index()]
            .hand
            .iter()
            .filter(|&&c| matches!(game.def(c).kind, DefKind::Energy(_)))
            .count()
    });
    attack.damage.saturating_mul(energy_in_hand as u16)
}

fn hp_left(game: &Tcg, p: &InPlay) -> u16 {
    game.hp(p).saturating_sub(p.damage)
}

/// The cost now (a Stadium's "cost Colorless more" counted) of a Pokémon's costliest attack:
/// the Energy it is built up for.
fn costliest(game: &Tcg, p: &InPlay) -> Option<Cost> {
    game.top(p)
        .attacks
        .iter()
        .map(|a| game.attack_cost_now(p, a))
        .max_by_key(|c| c.total())
}

/// How much Energy a Pokémon's costliest attack still needs, by type.
fn energy_short(game: &Tcg, p: &InPlay) -> u8 {
    costliest(game, p).map_or(0, |c| c.shortfall(game.units(p)))
}

/// [`energy_short`] once the Energy card `card` is attached too.
fn energy_short_with(game: &Tcg, p: &InPlay, card: CardId) -> u8 {
    let adds = game.def(card).energy().map(|e| (e.provides, e.units));
    costliest(game, p).map_or(0, |c| c.shortfall(game.units(p).chain(adds)))
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
        Action::Attach { card, target } => in_play(target).map_or(0, |p| {
            let short = energy_short(game, p);
            let helps = energy_short_with(game, p, card) < short;
            let active = me.active.as_ref().is_some_and(|a| a.uid == target);
            match (helps, active) {
                (true, true) => 620,
                (true, false) => 560 + i32::from(short),
                (false, _) if attacks_spend_hand_energy(game, me) => -1,
                (false, _) => 300,
            }
        }),
        Action::Play { card } => trainer_score(game, seat, card),
        // For itself: the teammate's hand and plans are hidden from it (TB-6).
        Action::PlayFor { card, you, .. } if you == seat => trainer_score(game, seat, card),
        Action::PlayFor { .. } => -1,
        // A Seal Stone does nothing on a Pokémon that is not a Pokémon V.
        Action::Tool { card, target }
            if in_play(target).is_some_and(|p| game.lends_nothing_to(card, p)) =>
        {
            -1
        }
        Action::Tool { .. } => 480,
        Action::Ability { pokemon, index } | Action::AbilityAt { pokemon, index, .. } => {
            let program = in_play(pokemon)
                .and_then(|p| game.ability_of(p, index))
                .and_then(|a| a.program());
            match program.is_some_and(|p| takes_from_a_thin_deck(me, p)) {
                true => -1,
                false => 520,
            }
        }
        // A Trainer taken back from the discard pile (Grant): only to play it now, while a
        // Supporter may still be played this turn.
        Action::PileAbility { card, .. } if game.def(card).trainer().is_some() => {
            match !game.flags.supporter_played && trainer_score(game, seat, card) > 0 {
                true => 500,
                false => -1,
            }
        }
        // A Pokémon onto the Bench from the hand or the discard pile, and what its text does.
        Action::PileAbility { .. } => 500,
        Action::Stadium | Action::StadiumAt { .. } => {
            let action = game
                .stadium
                .and_then(|(card, _)| game.def(card).trainer())
                .and_then(|t| t.action.as_ref());
            match action.is_some_and(|p| takes_from_a_thin_deck(me, p)) {
                true => -1,
                false => 520,
            }
        }
        Action::Retreat { to } => {
            let (Some(active), Some(foe_active), Some(to)) = (&me.active, &foe.active, in_play(to))
            else {
                return -1;
            };
            let (now, then) = (
                best_damage(game, active, foe_active),
                best_damage(game, to, foe_active),
            );
            // Twice the damage, and at least 30 more, is worth the Energy a retreat costs.
            let far_better = then >= 2 * now && then >= now + 30;
            if then > now && (now == 0 || far_better || falling(game, seat)) {
                590
            } else {
                -1
            }
        }
        Action::Attack { .. }
        | Action::AttackAt { .. }
        | Action::AttackFromBench { .. }
        | Action::AttackFromBenchAt { .. } => {
            let (from_bench, index, named) = action.attack_parts().expect("an attack");
            let foe = named.map_or(foe, |target| &game.boards[target.index()]);
            // The Active Pokémon, or a Benched one using an attack it may use from there,
            // weighed alike.
            let (Some(active), Some(target)) = (game.attacking_now(from_bench), &foe.active) else {
                return 10;
            };
            let Some(attack) = game.attack_of(active, index) else {
                return 10;
            };
            if game.attack_wins(from_bench, index) {
                return 1000;
            }
            let printed = printed_damage(game, active, attack);
            let damage = i32::from(game.with_weakness(active, target, printed));
            if damage >= i32::from(hp_left(game, target)) {
                400 + i32::from(game.top(target).prizes) * 50
            } else if damage == 0 && takes_from_a_thin_deck(me, &attack.program) {
                // Raging Bolt ex's Burst Roar: drawing 6 from a thin deck only loses the game.
                -1
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
        Action::PickPokemon { pokemon } if copying_attack(game, 1) => copied_damage(game, pokemon),
        Action::PickPokemon { pokemon } => pick_pokemon(game, seat, pokemon),
        Action::PickOption { index } if copying_attack(game, 0) => {
            let copied = game.frame.as_ref().and_then(|f| f.that.first().copied());
            copied
                .and_then(|uid| game.locate(uid))
                .and_then(|(_, p)| game.top(p).attacks.get(usize::from(index)))
                .map_or(0, |a| i32::from(a.damage))
        }
        Action::PickOption { index } if told_hp(game).is_some() => {
            i32::from(told_hp(game) == Some(guessed_hp(index)))
        }
        Action::PickOption { index } => 10 - i32::from(index),
        Action::Done => match game.step {
            Step::PlaceBench(_) => -1,
            _ => 0,
        },
    }
}

/// Whether the text waiting is `ahead` steps before choosing an attack to use as its own
/// (N's Zoroark ex's Night Joker: the Pokémon picked, then its attack).
fn copying_attack(game: &Tcg, ahead: usize) -> bool {
    game.frame.as_ref().is_some_and(|f| {
        let op = game.cards.program(f).ops.get(usize::from(f.pc) + ahead);
        matches!(op, Some(Op::Do(Effect::Op(Operation::ChooseAttack { .. }))))
    })
}

/// A Pokémon whose attack is to be copied: worth its attack printed with the most damage.
fn copied_damage(game: &Tcg, pokemon: u16) -> i32 {
    game.locate(pokemon).map_or(0, |(_, p)| {
        let attacks = game.top(p).attacks.iter();
        attacks.map(|a| i32::from(a.damage)).max().unwrap_or(0)
    })
}

/// The HP to guess of the card a text names (Tyme): that of the first printing of its name in
/// its player's decklist, all the guesser is told.
fn told_hp(game: &Tcg) -> Option<u16> {
    let frame = game.frame.as_ref()?;
    let (card, _) = frame
        .holding
        .filter(|_| matches!(frame.wait, Some(Wait::Guess { .. })))?;
    let told = game.told_card(card, frame.actor);
    game.def(told).pokemon().map(|p| p.hp)
}

/// Whether the text waits on a Pokémon Tool or the Stadium to take away.
fn taking_away(game: &Tcg) -> bool {
    let wait = game.frame.as_ref().and_then(|f| f.wait);
    matches!(wait, Some(crate::game::Wait::ToolOrStadium { .. }))
}

/// A card in play taken away: worth it if an opponent owns it.
fn foes_card(game: &Tcg, seat: Seat, owner: Option<Seat>) -> i32 {
    match owner.is_some_and(|o| game.rules.are_opponents(o, seat)) {
        true => 100,
        false => -100,
    }
}

/// Whether an opponent has a Pokémon Tool in play or (when `stadium`) the Stadium, for a
/// Trainer that takes one away.
fn foe_has_tool_or_stadium(game: &Tcg, seat: Seat, stadium: bool) -> bool {
    let tools = game.rules.opponents(seat).any(|s| {
        game.boards[s.index()]
            .in_play()
            .any(|p| !p.tools.is_empty())
    });
    tools
        || (stadium
            && game
                .stadium
                .is_some_and(|(_, owner)| game.rules.are_opponents(owner, seat)))
}

/// `printed` damage from `attacker` to `target` with Weakness applied.
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
    if takes_from_a_thin_deck(me, &t.program) {
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
    if does(&own_switch) && !(falling(game, seat) || stuck(game, seat)) {
        return -1;
    }
    if t.program.takes_back_own_pokemon() && !falling(game, seat) {
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

/// Whether a text would draw or search its player's deck down to fewer than 9 cards: taking on
/// from it would deck the player out.
fn takes_from_a_thin_deck(me: &Board, program: &Program) -> bool {
    let taken: usize = program
        .ops
        .iter()
        .map(|op| match op {
            Op::Do(Effect::Op(
                Operation::Draw { count, .. } | Operation::DrawBottom { count, .. },
            )) => usize::from(*count),
            Op::Do(Effect::Op(Operation::DrawUntil { hand, .. })) => {
                usize::from(*hand).saturating_sub(me.hand.len())
            }
            Op::Do(Effect::Op(Operation::Search {
                who: Role::Acting, ..
            })) => 1,
            _ => 0,
        })
        .sum();
    taken > 0 && me.deck.len() < 9 + taken
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

/// Whether the seat's Active Pokémon can do no damage to the opponent's Active while one of
/// its Benched Pokémon could.
fn stuck(game: &Tcg, seat: Seat) -> bool {
    let me = &game.boards[seat.index()];
    let foe = &game.boards[game.default_opponent(seat).index()];
    let (Some(mine), Some(theirs)) = (&me.active, &foe.active) else {
        return false;
    };
    best_damage(game, mine, theirs) == 0
        && me.bench.iter().any(|p| best_damage(game, p, theirs) > 0)
}

/// Whether one of the seat's Pokémon in play has an attack that discards Energy from the hand
/// for its damage (Gholdengo ex's Make It Rain): Energy in the hand is kept for it.
fn attacks_spend_hand_energy(game: &Tcg, me: &Board) -> bool {
    me.in_play()
        .any(|p| game.top(p).attacks.iter().any(spends_hand_energy))
}

fn spends_hand_energy(attack: &AttackDef) -> bool {
    attack.program.ops.iter().any(|op| {
        matches!(
            op,
            Op::Do(Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                filter: CardFilter::Energy(_),
                ..
            }))
        )
    })
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
    // Cards an opponent's text revealed for this seat to choose among (Riley) are scored as
    // their owner would, the sign turned: what the owner wants most is what goes.
    let owner = (game.frame.as_ref())
        .filter(|f| f.looked_revealed && f.actor != seat)
        .map_or(seat, |f| f.looked_owner);
    let sign = if owner == seat { 1 } else { -1 };
    let board = &game.boards[owner.index()];
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
        DefKind::Energy(_) if attacks_spend_hand_energy(game, board) => 60,
        DefKind::Energy(_) => 25,
    };
    // Energy discarded from the hand by one's own attack powers it ("50 damage for each card
    // you discarded").
    let fuels_own_attack = board.hand.contains(&card)
        && game
            .frame
            .as_ref()
            .is_some_and(|f| matches!(f.text, TextRef::Attack(_)) && f.player == seat)
        && matches!(def.kind, DefKind::Energy(_));
    sign * match (discarding, fuels_own_attack) {
        (false, _) | (true, true) => value,
        (true, false) => -value,
    }
}

/// A Pokémon picked: an opponent's closest to a Knock Out; one's own Active first, then the
/// most damaged.
fn pick_pokemon(game: &Tcg, seat: Seat, uid: u16) -> i32 {
    let Some((owner, p)) = game.locate(uid) else {
        return 0;
    };
    if game.rules.are_opponents(owner, seat) {
        1000 - i32::from(hp_left(game, p))
    } else if game.boards[owner.index()].is_active(uid) {
        1000
    } else {
        i32::from(p.damage)
    }
}
