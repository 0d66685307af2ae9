//! What the engine's tests share: the real card data (read once from the shared folder beside
//! the checkout) and games laid out by position files.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;

use altplay_cards::deck::{ThemeDecks, load_theme_decks};
use altplay_cards::printed::{PrintedIndex, load_cards};
use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, InPlay, Tcg};

pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

pub fn index() -> &'static PrintedIndex {
    static INDEX: OnceLock<PrintedIndex> = OnceLock::new();
    INDEX.get_or_init(|| load_cards(&data_dir()).expect("the shared card data loads"))
}

pub fn theme_decks() -> &'static ThemeDecks {
    static DECKS: OnceLock<ThemeDecks> = OnceLock::new();
    DECKS.get_or_init(|| load_theme_decks(&data_dir()).expect("the theme decks load"))
}

/// The game a position file's text lays out, chance seeded by `seed`.
pub fn position(text: &str, seed: u64) -> Tcg {
    Tcg::from_position("test.toml", text, index(), seed).unwrap_or_else(|e| panic!("{e}"))
}

/// Applies actions, each of which must be accepted.
pub fn play(game: &mut Tcg, actions: &[Action]) {
    for a in actions {
        game.act(a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    }
}

/// Plays the card `printed` (an id or a name) from the hand of the seat to act.
pub fn play_card(game: &mut Tcg, printed: &str) {
    let card = card(game, printed);
    play(game, &[Action::Play { card }]);
}

pub fn active(game: &Tcg, seat: u8) -> &InPlay {
    game.board(Seat(seat))
        .active()
        .as_ref()
        .expect("an Active Pokémon")
}

pub fn bench_uid(game: &Tcg, seat: u8, i: usize) -> u16 {
    game.board(Seat(seat)).bench()[i].uid()
}

pub fn card(game: &Tcg, printed_id: &str) -> altplay_tcg::game::CardId {
    game.cards().id_of(printed_id).expect("in the game's cards")
}

pub const SEAT_2: Seat = Seat(1);

/// A Pokémon of a position file: its card and what a test puts on it.
#[derive(Clone, Debug, Default)]
pub struct Mon {
    card: String,
    energy: Vec<String>,
    tools: Vec<String>,
    under: Vec<String>,
    conditions: Vec<String>,
    damage: u16,
    new: bool,
}

/// The Pokémon `card` (a printed id or an Energy's name), bare.
pub fn mon(card: &str) -> Mon {
    Mon {
        card: card.to_string(),
        ..Mon::default()
    }
}

fn owned(cards: &[&str]) -> Vec<String> {
    cards.iter().map(|c| (*c).to_string()).collect()
}

impl Mon {
    fn list(mut self, field: fn(&mut Mon) -> &mut Vec<String>, cards: &[&str]) -> Self {
        *field(&mut self) = owned(cards);
        self
    }
    pub fn energy(self, cards: &[&str]) -> Self {
        self.list(|m| &mut m.energy, cards)
    }
    pub fn tools(self, cards: &[&str]) -> Self {
        self.list(|m| &mut m.tools, cards)
    }
    /// The cards it evolved from, lowest first.
    pub fn under(self, cards: &[&str]) -> Self {
        self.list(|m| &mut m.under, cards)
    }
    pub fn conditions(self, conditions: &[&str]) -> Self {
        self.list(|m| &mut m.conditions, conditions)
    }
    pub fn damage(mut self, damage: u16) -> Self {
        self.damage = damage;
        self
    }

    /// It came into play this turn.
    pub fn new_this_turn(mut self) -> Self {
        self.new = true;
        self
    }

    fn render(&self, table: &str, out: &mut String) {
        out.push_str(&format!("{table}\ncard = \"{}\"\n", self.card));
        list(out, "energy", &self.energy);
        list(out, "tools", &self.tools);
        list(out, "under", &self.under);
        list(out, "conditions", &self.conditions);
        if self.damage > 0 {
            out.push_str(&format!("damage = {}\n", self.damage));
        }
        if self.new {
            out.push_str("new = true\n");
        }
    }
}

fn list(out: &mut String, key: &str, items: &[String]) {
    if !items.is_empty() {
        let quoted: Vec<String> = items.iter().map(|c| format!("\"{c}\"")).collect();
        out.push_str(&format!("{key} = [{}]\n", quoted.join(", ")));
    }
}

/// One seat of a position file.
#[derive(Clone, Debug, Default)]
struct Side {
    active: Option<Mon>,
    bench: Vec<Mon>,
    piles: Vec<(&'static str, Vec<String>)>,
}

/// A position file written by what each test sets: seat 1's and seat 2's Active Pokémon, their
/// Bench, and their hand, deck, discard pile and prizes (`seat` 0 or 1), plus top-level lines
/// (`turn_of`, `stadium`, …).
#[derive(Clone, Debug, Default)]
pub struct Pos {
    top: Vec<String>,
    seats: [Side; 2],
}

impl Pos {
    /// Seat 1's Active `mine` against seat 2's Active `theirs`.
    pub fn duel(mine: Mon, theirs: Mon) -> Self {
        let mut pos = Pos::default();
        pos.seats[0].active = Some(mine);
        pos.seats[1].active = Some(theirs);
        pos
    }
    /// [`Pos::duel`] with two Water Energy in each deck and as each seat's Prize cards.
    pub fn stocked_duel(mine: Mon, theirs: Mon) -> Self {
        let two = ["Water Energy"; 2];
        Pos::duel(mine, theirs)
            .decks(&two)
            .prizes(0, &two)
            .prizes(1, &two)
    }
    /// A top-level line, such as `turn_of = 1` or `stadium = "sm2-117"`.
    pub fn top(mut self, line: &str) -> Self {
        self.top.push(line.to_string());
        self
    }
    /// The Stadium `card` in play.
    pub fn stadium(self, card: &str) -> Self {
        self.top(&format!("stadium = \"{card}\""))
    }
    pub fn active(mut self, seat: usize, pokemon: Mon) -> Self {
        self.seats[seat].active = Some(pokemon);
        self
    }
    pub fn bench(mut self, seat: usize, pokemon: Mon) -> Self {
        self.seats[seat].bench.push(pokemon);
        self
    }
    /// Benches `pokemon` where there is one.
    pub fn benched(self, seat: usize, pokemon: Option<Mon>) -> Self {
        match pokemon {
            Some(pokemon) => self.bench(seat, pokemon),
            None => self,
        }
    }
    fn pile(mut self, seat: usize, key: &'static str, cards: &[&str]) -> Self {
        let piles = &mut self.seats[seat].piles;
        piles.retain(|(k, _)| *k != key);
        piles.push((key, owned(cards)));
        self
    }
    pub fn deck(self, seat: usize, cards: &[&str]) -> Self {
        self.pile(seat, "deck", cards)
    }
    /// The same deck for both seats.
    pub fn decks(self, cards: &[&str]) -> Self {
        self.deck(0, cards).deck(1, cards)
    }
    pub fn hand(self, seat: usize, cards: &[&str]) -> Self {
        self.pile(seat, "hand", cards)
    }
    pub fn discard(self, seat: usize, cards: &[&str]) -> Self {
        self.pile(seat, "discard", cards)
    }
    pub fn lost_zone(self, seat: usize, cards: &[&str]) -> Self {
        self.pile(seat, "lost_zone", cards)
    }
    pub fn prizes(self, seat: usize, cards: &[&str]) -> Self {
        self.pile(seat, "prizes", cards)
    }

    /// The position file's text.
    pub fn toml(&self) -> String {
        let mut out = String::new();
        for line in &self.top {
            out.push_str(line);
            out.push('\n');
        }
        for side in &self.seats {
            out.push_str("[[seat]]\n");
            for (key, cards) in &side.piles {
                list(&mut out, key, cards);
            }
            if let Some(active) = &side.active {
                active.render("[seat.active]", &mut out);
            }
            for pokemon in &side.bench {
                pokemon.render("[[seat.bench]]", &mut out);
            }
        }
        out
    }

    /// The game it lays out, chance seeded by `seed`, after seat 1's Active used its attack
    /// `index`.
    pub fn attacking(&self, index: u8, seed: u64) -> Tcg {
        let mut game = self.game(seed);
        play(&mut game, &[Action::Attack { index }]);
        game
    }

    /// The game it lays out, chance seeded by `seed`.
    pub fn game(&self, seed: u64) -> Tcg {
        position(&self.toml(), seed)
    }
}

/// The actions the player may take now.
pub fn legal(game: &Tcg) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

/// Seat 1 plays `trainer` from its hand in `pos`, answering each choice with the first Pokémon
/// or card offered.
pub fn played(pos: Pos, trainer: &str) -> Tcg {
    let mut game = pos.hand(0, &[trainer]).game(1);
    play_card(&mut game, trainer);
    answering_first(&mut game);
    game
}

/// Answers every choice the game asks with its first Pokémon or card offered, or "yes".
pub fn answering_first(game: &mut Tcg) {
    while let Some(&answer) = legal(game).iter().find(|a| {
        matches!(
            a,
            Action::PickCard { .. } | Action::PickPokemon { .. } | Action::Yes
        )
    }) {
        play(game, &[answer]);
    }
}

/// The cards the player may pick now.
/// Whether the Pokémon `pokemon` (a uid) may use its ability `index` now.
pub fn ability_offered(game: &Tcg, pokemon: u16, index: u8) -> bool {
    legal(game).contains(&Action::Ability { pokemon, index })
}

/// Whether seat 1's Active Pokémon may use its ability `index` now.
pub fn active_ability_offered(game: &Tcg, index: u8) -> bool {
    ability_offered(game, active(game, 0).uid(), index)
}

pub fn offered(game: &Tcg) -> Vec<altplay_tcg::game::CardId> {
    legal(game)
        .into_iter()
        .filter_map(|action| match action {
            Action::PickCard { card } => Some(card),
            _ => None,
        })
        .collect()
}

/// The Pokémon the player may pick now.
pub fn pokemon_offered(game: &Tcg) -> Vec<u16> {
    legal(game)
        .into_iter()
        .filter_map(|action| match action {
            Action::PickPokemon { pokemon } => Some(pokemon),
            _ => None,
        })
        .collect()
}

/// The cards of a seat's Benched Pokémon, in Bench order.
pub fn benched(game: &Tcg, seat: Seat) -> Vec<altplay_tcg::game::CardId> {
    game.board(seat).bench().iter().map(|p| p.card()).collect()
}
