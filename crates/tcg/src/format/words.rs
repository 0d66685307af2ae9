//! The normal game in words: actions as a person picks them, events as they happen, the result.

use altplay_core::{Outcome, Seat};

use crate::game::{Action, CardId, Decided, Event, Mon, Step, Tcg, Uid};

fn card(game: &Tcg, card: CardId) -> String {
    game.def(card).name.clone()
}

fn pokemon(game: &Tcg, uid: Uid) -> String {
    match game.locate(uid) {
        Some((seat, p)) => {
            let name = card(game, p.stack[p.stack.len() - 1]);
            let spot = if game.boards[seat.index()].is_active(uid) {
                "Active"
            } else {
                "Benched"
            };
            format!("{name} (seat {}, {spot})", seat.0 + 1)
        }
        None => "a Pokémon no longer in play".to_string(),
    }
}

fn seat(s: Seat) -> String {
    format!("Seat {}", s.0 + 1)
}

/// The name of the Active Pokémon's attack `index`.
fn attack_name(game: &Tcg, index: u8) -> String {
    let active = game.boards[game.current.index()].active.as_ref();
    active
        .and_then(|p| game.attack_of(p, index))
        .map(|a| a.name.clone())
        .unwrap_or_default()
}

pub fn action(game: &Tcg, action: &Action) -> String {
    match *action {
        Action::GoFirst { first: true } => "Go first".into(),
        Action::GoFirst { first: false } => "Go second".into(),
        Action::DrawExtra => "Draw a card for the opponent's mulligan".into(),
        Action::Place { card: c } => match game.step {
            Step::PlaceActive(_) => {
                format!("Put {} face down as your Active Pokémon", card(game, c))
            }
            _ => format!("Put {} face down on your Bench", card(game, c)),
        },
        Action::Bench { card: c } => format!("Bench {}", card(game, c)),
        Action::Evolve { card: c, target } => {
            format!("Evolve {} into {}", pokemon(game, target), card(game, c))
        }
        Action::Attach { card: c, target } | Action::Tool { card: c, target } => {
            format!("Attach {} to {}", card(game, c), pokemon(game, target))
        }
        Action::Play { card: c } => format!("Play {}", card(game, c)),
        Action::Retreat { to } => format!("Retreat, {} comes in", pokemon(game, to)),
        Action::Ability {
            pokemon: uid,
            index,
        } => {
            let name = game
                .locate(uid)
                .map(|(_, p)| game.top(p).abilities[usize::from(index)].name().to_string())
                .unwrap_or_default();
            format!("Use {name} of {}", pokemon(game, uid))
        }
        Action::Stadium => {
            let name = game
                .stadium
                .map_or("the Stadium", |(c, _)| game.def(c).name.as_str());
            format!("Use {name}")
        }
        Action::Attack { index } => format!("Attack: {}", attack_name(game, index)),
        Action::AttackAt { index, target } => {
            let on = game.boards[target.index()]
                .active
                .as_ref()
                .map_or(String::new(), |p| pokemon(game, p.uid));
            format!("Attack: {} on {on}", attack_name(game, index))
        }
        Action::EndTurn => "End the turn".into(),
        Action::PickCard { card: c } => format!("Pick {}", card(game, c)),
        Action::PickPokemon { pokemon: uid } => format!("Pick {}", pokemon(game, uid)),
        Action::PickOption { index } => format!("Choose option {}", index + 1),
        Action::Yes => "Yes".into(),
        Action::Done => "Done".into(),
        Action::Promote { pokemon: uid } => format!("Promote {}", pokemon(game, uid)),
    }
}

/// A Pokémon as an event named it.
fn mon(game: &Tcg, m: Mon) -> String {
    if m.card.0 == u16::MAX {
        "a Pokémon".to_string()
    } else {
        card(game, m.card)
    }
}

pub fn event(game: &Tcg, event: &Event) -> String {
    match *event {
        Event::Mulligan { seat: s } => format!("{} has no Basic Pokémon: mulligan", seat(s)),
        Event::GoesFirst { seat: s } => format!("{} goes first", seat(s)),
        Event::TurnBegins { seat: s, turn } => format!("Turn {turn}: {}", seat(s)),
        Event::Drew { seat: s, count } => format!("{} draws {count}", seat(s)),
        Event::Played { seat: s, card: c } => format!("{} plays {}", seat(s), card(game, c)),
        Event::Evolved {
            seat: s,
            pokemon: m,
            card: c,
        } => {
            format!(
                "{} evolves {} into {}",
                seat(s),
                mon(game, m),
                card(game, c)
            )
        }
        Event::Attached {
            seat: s,
            card: c,
            to,
        } => {
            format!(
                "{} attaches {} to {}",
                seat(s),
                card(game, c),
                mon(game, to)
            )
        }
        Event::Retreated { seat: s, to } => {
            format!("{} retreats; {} comes in", seat(s), mon(game, to))
        }
        Event::StadiumUsed { seat: s, card: c } => {
            format!("{} uses {}", seat(s), card(game, c))
        }
        Event::AbilityUsed {
            seat: s,
            pokemon: m,
            index,
        } => {
            let name = game
                .def(m.card)
                .pokemon()
                .and_then(|p| p.abilities.get(usize::from(index)))
                .map_or("an ability", |a| a.name());
            format!("{}'s {} uses {name}", seat(s), mon(game, m))
        }
        Event::Attacks {
            seat: s,
            pokemon: m,
            index,
        } => {
            let name = game
                .def(m.card)
                .pokemon()
                .and_then(|p| p.attacks.get(usize::from(index)))
                .map_or("an attack", |a| a.name.as_str());
            format!("{}'s {} attacks: {name}", seat(s), mon(game, m))
        }
        Event::Flipped { heads } => format!("Coin: {}", if heads { "heads" } else { "tails" }),
        Event::Damaged { pokemon: m, amount } => format!("{} takes {amount} damage", mon(game, m)),
        Event::Healed { pokemon: m, amount } => format!("{} is healed of {amount}", mon(game, m)),
        Event::Condition {
            pokemon: m,
            condition,
        } => {
            format!("{} is now {condition:?}", mon(game, m))
        }
        Event::Recovered { pokemon: m } => format!("{} recovers", mon(game, m)),
        Event::Discarded { seat: s, card: c } => format!("{} discards {}", seat(s), card(game, c)),
        Event::ToLostZone { seat: s, card: c } => {
            format!("{} puts {} in the Lost Zone", seat(s), card(game, c))
        }
        Event::ToHand {
            seat: s,
            card: Some(c),
        } => {
            format!("{} puts {} into their hand", seat(s), card(game, c))
        }
        Event::ToHand {
            seat: s,
            card: None,
        } => format!("{} puts a card into their hand", seat(s)),
        Event::HandRevealed { seat: s, ref cards } => {
            let cards: Vec<String> = cards.iter().map(|&c| card(game, c)).collect();
            format!("{} reveals their hand: {}", seat(s), cards.join(", "))
        }
        Event::Shuffled { seat: s } => format!("{} shuffles their deck", seat(s)),
        Event::Switched { seat: s, active } => {
            format!("{}: {} is now Active", seat(s), mon(game, active))
        }
        Event::KnockedOut {
            seat: s,
            pokemon: m,
        } => {
            format!("{}'s {} is Knocked Out", seat(s), mon(game, m))
        }
        Event::PrizesTaken { seat: s, count } => format!("{} takes {count} Prize card(s)", seat(s)),
        Event::LookedAtPrizes {
            seat: s,
            whose,
            count,
        } => format!(
            "{} looks at {count} of {}'s Prize cards",
            seat(s),
            seat(whose)
        ),
        Event::Promoted {
            seat: s,
            pokemon: m,
        } => format!("{} promotes {}", seat(s), mon(game, m)),
        Event::CannotDraw { seat: s } => format!("{} cannot draw", seat(s)),
        Event::Removed { seat: s } => format!("{} leaves the game", seat(s)),
        Event::SuddenDeath => "Both win at once: Sudden Death, 1 Prize card each".into(),
    }
}

pub fn result(game: &Tcg) -> String {
    match game.step {
        Step::Over(Outcome::Win { team, .. }) => {
            let how = match game.decided {
                Some(Decided::Prizes) => "took their last Prize card",
                Some(Decided::NoPokemon) => "the opponent has no Pokémon in play",
                Some(Decided::DeckOut) => "the opponent could not draw",
                None => "",
            };
            format!("Seat {} wins: {how} (turn {})", team.0 + 1, game.turn)
        }
        Step::Over(Outcome::Draw) => "A draw".into(),
        _ => {
            let prizes: Vec<String> = game
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| format!("seat {} {} Prize cards left", i + 1, b.prizes.len()))
                .collect();
            format!("Turn {}: {}", game.turn, prizes.join(", "))
        }
    }
}
