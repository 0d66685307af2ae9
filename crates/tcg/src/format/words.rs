//! The normal game in words: actions as a person picks them, events as they happen, the result.

use altplay_core::{Outcome, Seat};

use crate::game::{Action, CardId, Cost, Decided, Event, Mon, Step, Tcg, Uid, Wait, guessed_hp};

/// The normal game in words, each seat called as `name` says: "Seat 1" in the normal game, a
/// format on the engine naming its seats its own way (Raid Format: "Player 2", "The boss").
pub struct Words<'a> {
    game: &'a Tcg,
    name: &'a dyn Fn(Seat) -> String,
}

/// "Seat 1": the normal game's name for a seat.
pub fn numbered(s: Seat) -> String {
    format!("Seat {}", s.0 + 1)
}

/// "Seat 1" as said inside a sentence: "seat 1".
/// (A name such as "A1" stays as it is: only a word is lowered.)
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    let word = text.chars().nth(1).is_some_and(char::is_lowercase);
    match chars.next() {
        Some(c) if word => c.to_lowercase().chain(chars).collect(),
        _ => text.to_string(),
    }
}

impl<'a> Words<'a> {
    /// The normal game's words: seats by number.
    pub fn new(game: &'a Tcg) -> Self {
        Self::named(game, &numbered)
    }

    /// Words for `game`, its seats named by `name`.
    pub fn named(game: &'a Tcg, name: &'a dyn Fn(Seat) -> String) -> Self {
        Self { game, name }
    }

    pub(crate) fn card(&self, card: CardId) -> String {
        self.game.def(card).name.clone()
    }

    /// The names of `cards`, in order: "Great Ball, Hop, Water Energy".
    fn cards(&self, cards: &[CardId]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        names.join(", ")
    }

    /// "Grookey (seat 1, Bench 2)", "Rillaboom (seat 2, Active)".
    pub(crate) fn pokemon(&self, uid: Uid) -> String {
        match self.game.locate(uid) {
            Some((seat, p)) => {
                let name = self.card(p.stack[p.stack.len() - 1]);
                let board = &self.game.boards[seat.index()];
                // Its place on the Bench tells apart two Pokémon of one name.
                let spot = match board.bench.iter().position(|b| b.uid == uid) {
                    Some(i) => format!("Bench {}", i + 1),
                    None => "Active".to_string(),
                };
                format!("{name} ({}, {spot})", lower_first(&self.seat(seat)))
            }
            None => "a Pokémon no longer in play".to_string(),
        }
    }

    pub(crate) fn seat(&self, s: Seat) -> String {
        (self.name)(s)
    }

    /// The Active Pokémon's attack `index` as its button says it, aimed at `target`'s Active
    /// Pokémon: its name, its cost now, its printed damage and, for a plain number, the damage
    /// it would do now, lasting effects, Weakness and Resistance counted ("Drum Roll (Grass ×2,
    /// Colorless): 90, 180 to Scorbunny (seat 2, Active)"; `Tcg::attack_damage_preview`).
    fn attack_words(&self, from_bench: Option<Uid>, index: u8, target: Seat) -> String {
        let game = self.game;
        let Some(active) = game.attacking_now(from_bench) else {
            return String::new();
        };
        let Some(attack) = game.attack_of(active, index) else {
            return String::new();
        };
        let cost = cost_words(&game.attack_cost_now(active, attack));
        let mut words = format!("{} ({cost})", attack.name);
        if attack.damage_printed.is_empty() {
            return words;
        }
        words += &format!(": {}", attack.damage_printed);
        let plain = attack.damage_printed.chars().all(|c| c.is_ascii_digit());
        if let Some(defender) = game.boards[target.index()].active.as_ref()
            && plain
        {
            let now = game.attack_damage_preview(active, defender, index);
            if let Some(now) = now.filter(|&now| now != attack.damage) {
                words += &format!(", {now} to {}", self.pokemon(defender.uid));
            }
        }
        words
    }

    pub fn action(&self, action: &Action) -> String {
        let game = self.game;
        match *action {
            Action::GoFirst { first: true } => "Go first".into(),
            Action::GoFirst { first: false } => "Go second".into(),
            Action::DrawExtra => "Draw a card for the opponent's mulligan".into(),
            Action::Place { card: c } => match game.step {
                Step::PlaceActive(_) => {
                    format!("Put {} face down as your Active Pokémon", self.card(c))
                }
                _ => format!("Put {} face down on your Bench", self.card(c)),
            },
            Action::Bench { card: c } => format!("Bench {}", self.card(c)),
            Action::Evolve { card: c, target } => {
                format!("Evolve {} into {}", self.pokemon(target), self.card(c))
            }
            Action::Attach { card: c, target } | Action::Tool { card: c, target } => {
                format!("Attach {} to {}", self.card(c), self.pokemon(target))
            }
            Action::Play { card: c } => format!("Play {}", self.card(c)),
            Action::PlayFor {
                card: c,
                you,
                opponent,
            } => {
                let mut text = format!("Play {}", self.card(c));
                if you != game.current {
                    text += &format!(" for {}", self.seat(you));
                }
                if game
                    .def(c)
                    .trainer()
                    .is_some_and(|t| t.program.names_opponent)
                {
                    text += &self.against(opponent);
                }
                text
            }
            Action::Retreat { to } => format!("Retreat, {} comes in", self.pokemon(to)),
            Action::Ability {
                pokemon: uid,
                index,
            } => self.ability(uid, index),
            Action::AbilityAt {
                pokemon: uid,
                index,
                opponent,
            } => self.ability(uid, index) + &self.against(opponent),
            Action::Stadium => self.stadium(),
            Action::StadiumAt { opponent } => self.stadium() + &self.against(opponent),
            Action::Attack { .. }
            | Action::AttackAt { .. }
            | Action::AttackFromBench { .. }
            | Action::AttackFromBenchAt { .. } => self.attack(action),
            Action::EndTurn => "End the turn".into(),
            Action::PickCard { card: c } => format!("Pick {}", self.card(c)),
            Action::PickPokemon { pokemon: uid } => format!("Pick {}", self.pokemon(uid)),
            Action::PickOption { index } => match game.opponent_option(index) {
                Some(opponent) => format!("Your opponent: {}", self.seat(opponent)),
                None if matches!(
                    game.frame.as_ref().and_then(|f| f.wait),
                    Some(Wait::Guess { .. })
                ) =>
                {
                    format!("Guess {} HP", guessed_hp(index))
                }
                None => format!("Choose option {}", index + 1),
            },
            Action::Yes => "Yes".into(),
            Action::Done => "Done".into(),
            Action::Promote { pokemon: uid } => format!("Promote {}", self.pokemon(uid)),
            // A Trainer's text used from the discard pile (Grant).
            Action::PileAbility { card: c, .. } if game.def(c).trainer().is_some() => {
                format!("Use {} from the discard pile", self.card(c))
            }
            Action::PileAbility { card: c, index } => {
                let name = (game.def(c).pokemon())
                    .and_then(|p| p.abilities.get(usize::from(index)))
                    .map_or("its ability", |a| a.name());
                format!("Use {name} of {}", self.card(c))
            }
        }
    }

    /// "Attack: Drum Roll …", "Attack Scorbunny (seat 2, Active): …" when it names one of
    /// several opponents, "Attack from the Bench with Alakazam ex (seat 1, Bench 2): …".
    fn attack(&self, action: &Action) -> String {
        let game = self.game;
        let (from_bench, index, named) = action.attack_parts().expect("an attack");
        let on = named
            .and_then(|t| game.boards[t.index()].active.as_ref())
            .map_or(String::new(), |p| format!(" {}", self.pokemon(p.uid)));
        let by = from_bench.map_or(String::new(), |uid| {
            format!(" from the Bench with {}", self.pokemon(uid))
        });
        let target = named.unwrap_or_else(|| game.default_opponent(game.current));
        let words = self.attack_words(from_bench, index, target);
        format!("Attack{on}{by}: {words}")
    }

    /// "Use Dark Asset of Crobat V (seat 1, Bench 2)".
    fn ability(&self, uid: Uid, index: u8) -> String {
        let game = self.game;
        let name = game
            .locate(uid)
            .and_then(|(_, p)| game.ability_of(p, index))
            .map(|a| a.name().to_string())
            .unwrap_or_default();
        format!("Use {name} of {}", self.pokemon(uid))
    }

    /// "Use Chaotic Swell".
    fn stadium(&self) -> String {
        let game = self.game;
        let name = game
            .stadium
            .map_or("the Stadium", |(c, _)| game.def(c).name.as_str());
        format!("Use {name}")
    }

    /// ", your opponent B2": the opponent a text is used on (TB-11).
    fn against(&self, opponent: Seat) -> String {
        format!(", your opponent {}", self.seat(opponent))
    }

    /// A Pokémon as an event named it.
    fn mon(&self, m: Mon) -> String {
        if m.card.0 == u16::MAX {
            "a Pokémon".to_string()
        } else {
            self.card(m.card)
        }
    }

    pub fn event(&self, event: &Event) -> String {
        let game = self.game;
        match *event {
            Event::Mulligan { seat: s, ref hand } => format!(
                "{} has no Basic Pokémon: mulligan, showing {}",
                self.seat(s),
                self.cards(hand)
            ),
            Event::GoesFirst { seat: s } => format!("{} goes first", self.seat(s)),
            Event::TurnBegins { seat: s, turn } => format!("Turn {turn}: {}", self.seat(s)),
            Event::Drew { seat: s, count } => format!("{} draws {count}", self.seat(s)),
            Event::Played { seat: s, card: c } => {
                format!("{} plays {}", self.seat(s), self.card(c))
            }
            Event::Evolved {
                seat: s,
                pokemon: m,
                card: c,
            } => {
                format!(
                    "{} evolves {} into {}",
                    self.seat(s),
                    self.mon(m),
                    self.card(c)
                )
            }
            Event::Attached {
                seat: s,
                card: c,
                to,
            } => {
                format!(
                    "{} attaches {} to {}",
                    self.seat(s),
                    self.card(c),
                    self.mon(to)
                )
            }
            Event::Retreated { seat: s, to } => {
                format!("{} retreats; {} comes in", self.seat(s), self.mon(to))
            }
            Event::StadiumUsed { seat: s, card: c } => {
                format!("{} uses {}", self.seat(s), self.card(c))
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
                format!("{}'s {} uses {name}", self.seat(s), self.mon(m))
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
                format!("{}'s {} attacks: {name}", self.seat(s), self.mon(m))
            }
            Event::Flipped { heads } => format!("Coin: {}", if heads { "heads" } else { "tails" }),
            Event::Damaged { pokemon: m, amount } => {
                format!("{} takes {amount} damage", self.mon(m))
            }
            Event::Healed { pokemon: m, amount } => {
                format!("{} is healed of {amount}", self.mon(m))
            }
            Event::Condition {
                pokemon: m,
                condition,
            } => {
                format!("{} is now {condition:?}", self.mon(m))
            }
            Event::Recovered { pokemon: m } => format!("{} recovers", self.mon(m)),
            Event::Discarded { seat: s, card: c } => {
                format!("{} discards {}", self.seat(s), self.card(c))
            }
            Event::ToLostZone { seat: s, card: c } => {
                format!("{} puts {} in the Lost Zone", self.seat(s), self.card(c))
            }
            Event::ToHand {
                seat: s,
                card: Some(c),
            } => {
                format!("{} puts {} into their hand", self.seat(s), self.card(c))
            }
            Event::ToHand {
                seat: s,
                card: None,
            } => format!("{} puts a card into their hand", self.seat(s)),
            Event::HandRevealed { seat: s, ref cards } => {
                format!("{} reveals their hand: {}", self.seat(s), self.cards(cards))
            }
            Event::Shuffled { seat: s } => format!("{} shuffles their deck", self.seat(s)),
            Event::Switched { seat: s, active } => {
                format!("{}: {} is now Active", self.seat(s), self.mon(active))
            }
            Event::KnockedOut {
                seat: s,
                pokemon: m,
            } => {
                format!("{}'s {} is Knocked Out", self.seat(s), self.mon(m))
            }
            Event::PrizesTaken { seat: s, count } => {
                format!("{} takes {count} Prize card(s)", self.seat(s))
            }
            Event::LookedAtPrizes {
                seat: s,
                whose,
                count,
            } => format!(
                "{} looks at {count} of {}'s Prize cards",
                self.seat(s),
                self.seat(whose)
            ),
            Event::Promoted {
                seat: s,
                pokemon: m,
            } => format!("{} promotes {}", self.seat(s), self.mon(m)),
            Event::CannotDraw { seat: s } => format!("{} cannot draw", self.seat(s)),
            Event::Removed { seat: s } => format!("{} leaves the game", self.seat(s)),
            Event::SuddenDeath => "Both win at once: Sudden Death, 1 Prize card each".into(),
        }
    }
}

pub fn result(game: &Tcg) -> String {
    match game.step {
        Step::Over(Outcome::Win { team, .. }) => {
            let how = match game.decided {
                Some(Decided::Prizes) => "took their last Prize card",
                Some(Decided::NoPokemon) => "the opponent has no Pokémon in play",
                Some(Decided::DeckOut) => "the opponent could not draw",
                Some(Decided::CardEffect) => "a card's effect says so",
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

/// An attack's cost in words: "Grass, Colorless ×2", "no Energy".
pub fn cost_words(cost: &Cost) -> String {
    let cost: Vec<String> = (cost.symbols())
        .map(|(t, n)| match n {
            1 => t.to_string(),
            n => format!("{t} ×{n}"),
        })
        .collect();
    if cost.is_empty() {
        "no Energy".into()
    } else {
        cost.join(", ")
    }
}
