//! A position as text (like chess's FEN and shakmaty's `Setup`): a TOML file that lays out
//! each seat's cards, read into a game in the middle of a turn. Card tests start from one.
//!
//! ```toml
//! turn_of = 1                # whose turn (1-based); `turn` counts turns begun (default 3)
//! [[seat]]
//! hand = ["swsh1-162"]       # ids or names (a name is its earliest printing)
//! deck = ["Grass Energy"]    # top first
//! prizes = ["swsh1-1"]
//! lost_zone = ["Lightning Energy"]  # and `discard`, face up
//! gx_used = true             # this player's GX attack of the game is used
//! vstar_used = true          # this player's VSTAR Power of the game is used
//! [seat.active]
//! card = "swsh1-14"
//! under = ["swsh1-12"]      # the stages below it, Basic first
//! energy = ["Grass Energy"]
//! damage = 30
//! conditions = ["poisoned"]
//! [[seat.bench]]
//! card = "swsh1-12"
//! ```

use std::collections::HashMap;
use std::sync::Arc;

use altplay_cards::deck::DeckError;
use altplay_cards::printed::{PrintedCard, PrintedIndex};
use altplay_core::{DataError, GameRng, Seat, parse_toml};
use arrayvec::ArrayVec;
use serde::Deserialize;

use super::table::TableError;
use crate::effect::{Lasting, SpecialCondition};
use crate::game::cards::compile::compile;
use crate::game::model::card::{AbilityDef, CardTable};
use crate::game::model::ids::CardId;
use crate::game::model::limits::{DECK, MAX_BENCH, MAX_ENERGY, MAX_TOOLS};
use crate::game::model::rules::Rules;
use crate::game::model::state::{Board, InPlay, Step, Tcg, TurnFlags};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Position {
    #[serde(default = "first_seat")]
    turn_of: u8,
    #[serde(default = "third_turn")]
    turn: u16,
    #[serde(default)]
    stadium: Option<String>,
    #[serde(default)]
    energy_attached: bool,
    #[serde(default)]
    supporter_played: bool,
    #[serde(default)]
    retreated: bool,
    seat: Vec<SeatPosition>,
}

fn first_seat() -> u8 {
    1
}

fn third_turn() -> u16 {
    3
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatPosition {
    #[serde(default)]
    active: Option<PokemonPosition>,
    #[serde(default)]
    bench: Vec<PokemonPosition>,
    #[serde(default)]
    hand: Vec<String>,
    #[serde(default)]
    deck: Vec<String>,
    #[serde(default)]
    prizes: Vec<String>,
    #[serde(default)]
    discard: Vec<String>,
    #[serde(default)]
    lost_zone: Vec<String>,
    /// This player has used their GX attack of the game.
    #[serde(default)]
    gx_used: bool,
    /// This player has used their VSTAR Power of the game.
    #[serde(default)]
    vstar_used: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PokemonPosition {
    card: String,
    #[serde(default)]
    under: Vec<String>,
    #[serde(default)]
    energy: Vec<String>,
    #[serde(default)]
    tools: Vec<String>,
    #[serde(default)]
    damage: u16,
    #[serde(default)]
    conditions: Vec<SpecialCondition>,
    /// It came into play this turn (so it may not evolve yet).
    #[serde(default)]
    new: bool,
}

/// A position file refused: where and why.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PositionError {
    #[error(transparent)]
    Data(#[from] DataError),
    #[error(transparent)]
    Card(#[from] DeckError),
    #[error(transparent)]
    Table(#[from] TableError),
}

/// Resolves the cards a position names into one table.
struct Cards<'a> {
    file: &'a str,
    text: &'a str,
    index: &'a PrintedIndex,
    printed: Vec<&'a PrintedCard>,
    ids: HashMap<String, CardId>,
}

impl<'a> Cards<'a> {
    fn id(&mut self, field: &str, query: &str) -> Result<CardId, PositionError> {
        let card = self
            .index
            .find_card(query)
            .map_err(|lookup| DeckError::UnknownCard {
                place: match line_of(self.text, query) {
                    Some(n) => format!("{}:{n}: field `{field}`", self.file),
                    None => format!("{}: field `{field}`", self.file),
                },
                lookup,
            })?;
        let next = CardId(self.printed.len() as u16);
        let id = *self.ids.entry(card.id.clone()).or_insert(next);
        if id == next {
            self.printed.push(card);
        }
        Ok(id)
    }

    fn ids(&mut self, field: &str, queries: &[String]) -> Result<Vec<CardId>, PositionError> {
        queries.iter().map(|q| self.id(field, q)).collect()
    }

    fn fault(&self, field: &str, message: impl Into<String>) -> PositionError {
        DataError::at_field(self.file, self.text, field, message).into()
    }
}

/// The 1-based line where `value` is first written as a TOML string.
fn line_of(text: &str, value: &str) -> Option<usize> {
    let quoted = [format!("\"{value}\""), format!("'{value}'")];
    text.lines()
        .position(|l| quoted.iter().any(|q| l.contains(q.as_str())))
        .map(|i| i + 1)
}

impl Tcg {
    /// The game a position file (`text`, read from `file`) lays out, two seats, in the middle
    /// of the turn of `turn_of`; `seed` is all chance from there on. Every card must be
    /// playable; names resolve against `index`.
    pub fn from_position(
        file: &str,
        text: &str,
        index: &PrintedIndex,
        seed: u64,
    ) -> Result<Tcg, PositionError> {
        Self::from_position_at(file, text, index, seed, Rules::two_players())
    }

    /// [`Tcg::from_position`] at a table of `rules` (Team Battle's four seats): as many seats
    /// as it has, within its sizes.
    pub fn from_position_at(
        file: &str,
        text: &str,
        index: &PrintedIndex,
        seed: u64,
        rules: Rules,
    ) -> Result<Tcg, PositionError> {
        let position: Position = parse_toml(file, text)?;
        let mut cards = Cards {
            file,
            text,
            index,
            printed: Vec::new(),
            ids: HashMap::new(),
        };
        let seats = rules.seats;
        if position.seat.len() != usize::from(seats) {
            let message = format!("TCG-17: a position at this table has {seats} seats");
            return Err(cards.fault("seat", message));
        }
        if !(1..=seats).contains(&position.turn_of) {
            return Err(cards.fault("turn_of", format!("a seat from 1 to {seats}")));
        }
        let mut layouts = Vec::new();
        for seat in &position.seat {
            let active = seat
                .active
                .as_ref()
                .map(|p| pokemon(&mut cards, p))
                .transpose()?;
            let bench = seat
                .bench
                .iter()
                .map(|p| pokemon(&mut cards, p))
                .collect::<Result<Vec<_>, _>>()?;
            // Checked against the seat's limit once the Stadium is in play, below.
            if bench.len() > MAX_BENCH {
                let message = format!("TCG-4: at most {MAX_BENCH} Benched Pokémon");
                return Err(cards.fault("bench", message));
            }
            if seat.prizes.len() > usize::from(rules.prizes) {
                let message = format!("TCG-4: at most {} Prize cards", rules.prizes);
                return Err(cards.fault("prizes", message));
            }
            let zones = [
                cards.ids("hand", &seat.hand)?,
                cards.ids("deck", &seat.deck)?,
                cards.ids("prizes", &seat.prizes)?,
                cards.ids("discard", &seat.discard)?,
                cards.ids("lost_zone", &seat.lost_zone)?,
            ];
            if zones.iter().any(|z| z.len() > DECK) {
                return Err(cards.fault("seat", "TCG-2: a zone holds at most 60 cards"));
            }
            layouts.push((active, bench, zones));
        }
        let stadium = position
            .stadium
            .as_ref()
            .map(|s| cards.id("stadium", s))
            .transpose()?;
        let mut table = compile(&cards.printed).map_err(TableError::NotPlayable)?;
        table.decklists = layouts.iter().map(all_cards).collect();
        check_kinds(&table, &layouts, &cards)?;
        let turn = position.turn.max(1);
        let mut game = Tcg {
            cards: Arc::new(table),
            rules,
            boards: ArrayVec::new(),
            stadium: stadium.map(|s| (s, Seat(position.turn_of - 1))),
            current: Seat(position.turn_of - 1),
            first: Seat(0),
            turn,
            step: Step::Turn,
            flags: TurnFlags {
                energy_attached: position.energy_attached,
                supporter_played: position.supporter_played,
                retreated: position.retreated,
                ..TurnFlags::default()
            },
            ending: Default::default(),
            extra_turn: false,
            skip_checkup: false,
            frame: None,
            set_offs: ArrayVec::new(),
            next_uid: 0,
            prize_count: rules.prizes,
            rng: GameRng::from_seed(seed),
            log: Some(Vec::new()),
            decided: None,
        };
        let used = position.seat.iter().map(|s| (s.gx_used, s.vstar_used));
        for ((active, bench, [hand, deck, prizes, discard, lost_zone]), (gx_used, vstar_used)) in
            layouts.into_iter().zip(used)
        {
            let mut board = Board {
                hand: hand.into_iter().collect(),
                discard: discard.into_iter().collect(),
                prizes: prizes.into_iter().collect(),
                turns: turn.div_ceil(2),
                offered: true,
                ready: true,
                lost_zone: lost_zone.into_iter().collect(),
                gx_used,
                vstar_used,
                ..Board::new(deck.into_iter().rev())
            };
            board.active = active.map(|p| game.lay(p));
            board.bench = bench.into_iter().map(|p| game.lay(p)).collect();
            game.boards.push(board);
        }
        for seat in game.rules.seats() {
            let limit = game.bench_limit(seat);
            if game.boards[seat.index()].bench.len() > limit {
                let message = format!("TCG-4: at most {limit} Benched Pokémon");
                return Err(cards.fault("bench", message));
            }
        }
        Ok(game)
    }

    /// A Pokémon of a position put in play.
    fn lay(&mut self, p: Laid) -> InPlay {
        let mut pokemon = self.new_in_play(p.stack[0]);
        pokemon.stack = p.stack.into_iter().collect();
        pokemon.energy = p.energy.into_iter().collect();
        pokemon.tools = p.tools.into_iter().collect();
        pokemon.damage = p.damage;
        pokemon.poison_counters = 1;
        for c in p.conditions {
            pokemon.conditions.add(c);
            if c == SpecialCondition::Paralyzed {
                pokemon.paralyzed_turn = self.turn;
            }
        }
        pokemon.since_turn = if p.new { self.turn } else { 0 };
        pokemon
    }
}

/// A Pokémon of a position, its cards resolved.
struct Laid {
    stack: Vec<CardId>,
    energy: Vec<CardId>,
    tools: Vec<CardId>,
    damage: u16,
    conditions: Vec<SpecialCondition>,
    new: bool,
}

fn pokemon(cards: &mut Cards, p: &PokemonPosition) -> Result<Laid, PositionError> {
    let mut stack = cards.ids("under", &p.under)?;
    stack.push(cards.id("card", &p.card)?);
    if stack.len() > 4 {
        return Err(cards.fault("under", "at most 3 stages under a Pokémon"));
    }
    if !p.damage.is_multiple_of(10) {
        return Err(cards.fault("damage", "TCG-9: damage comes in tens (damage counters)"));
    }
    if p.tools.len() > MAX_TOOLS {
        return Err(cards.fault(
            "tools",
            "the engine holds at most 4 Pokémon Tools on one Pokémon",
        ));
    }
    if p.energy.len() > MAX_ENERGY {
        return Err(cards.fault(
            "energy",
            "the engine holds at most 24 Energy cards on one Pokémon",
        ));
    }
    Ok(Laid {
        stack,
        energy: cards.ids("energy", &p.energy)?,
        tools: cards.ids("tools", &p.tools)?,
        damage: p.damage,
        conditions: p.conditions.clone(),
        new: p.new,
    })
}

type Layout = (Option<Laid>, Vec<Laid>, [Vec<CardId>; 5]);

/// Every card a seat of a position has: its decklist for whoever deals its hidden cards.
fn all_cards(layout: &Layout) -> Vec<CardId> {
    let (active, bench, zones) = layout;
    let in_play = active
        .iter()
        .chain(bench)
        .flat_map(|p| p.stack.iter().chain(&p.energy).chain(&p.tools));
    in_play.chain(zones.iter().flatten()).copied().collect()
}

/// How many Pokémon Tools the Pokémon `card` may have by its printed abilities: 1, or what one
/// allows ("This Pokémon may have up to 4 Pokémon Tools attached to it").
fn tools_printed(table: &CardTable, card: CardId) -> usize {
    let abilities = table
        .get(card)
        .pokemon()
        .map_or(&[][..], |p| p.printed_abilities());
    (abilities.iter())
        .filter_map(|a| match a {
            AbilityDef::Passive {
                lasting: Lasting::ToolsAllowed { count, .. },
                ..
            } => Some(usize::from(*count)),
            _ => None,
        })
        .max()
        .unwrap_or(1)
}

/// Pokémon are Pokémon cards, attached Energy are Energy cards, Tools are Tools, as many as the
/// Pokémon may have.
fn check_kinds(table: &CardTable, layouts: &[Layout], cards: &Cards) -> Result<(), PositionError> {
    for (active, bench, _) in layouts {
        for p in active.iter().chain(bench) {
            if p.stack.iter().any(|&c| table.get(c).pokemon().is_none()) {
                return Err(cards.fault("card", "a Pokémon in play is a Pokémon card"));
            }
            if p.energy.iter().any(|&c| table.get(c).energy().is_none()) {
                return Err(cards.fault("energy", "attached Energy is an Energy card"));
            }
            if !p.tools.iter().all(|&c| table.get(c).is_tool()) {
                return Err(cards.fault("tools", "a Pokémon Tool is a Pokémon Tool card"));
            }
            if p.tools.len() > tools_printed(table, p.stack[p.stack.len() - 1]) {
                return Err(cards.fault("tools", "TCG-7: one Pokémon Tool per Pokémon"));
            }
        }
    }
    Ok(())
}
