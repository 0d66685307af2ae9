//! The Raid Battle state and its `Game` implementation.

use std::sync::Arc;

use altplay_core::{Deck, EventLog, Game, GameRng, Outcome, RuleError, Seat, Team, ToMove};
use serde::{Deserialize, Serialize};

use crate::config::RaidConfig;
use crate::decks::{BossCard, Cheer};
use crate::event::{Event, PokemonRef};
use crate::setup::Setup;
use crate::{Action, View};

/// The players' team; the boss (team 1) is the rules, never a seat.
pub const PLAYERS: Team = Team(0);
pub const BOSS: Team = Team(1);

/// Whose decision the game waits for, and which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// RB-14: `seat` has a Knocked Out Pokémon and cheers.
    Cheer {
        seat: u8,
    },
    /// RB-21: `seat` drew `cheer` and chooses its Pokémon.
    CheerTarget {
        seat: u8,
        cheer: Cheer,
    },
    /// RB-15: `seat` may retreat.
    Retreat {
        seat: u8,
    },
    /// RB-15: `seat` chooses its attack.
    Attack {
        seat: u8,
    },
    Over,
}

/// One pair's board (RB-9).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct PairState {
    pub damage: [u16; 2],
    pub knocked_out: [bool; 2],
    /// Which slot is Active (the other is Benched).
    pub active: u8,
    pub gx_used: bool,
}

impl PairState {
    pub fn any_knocked_out(&self) -> bool {
        self.knocked_out[0] || self.knocked_out[1]
    }
}

/// A Raid Battle in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct RaidBattle {
    pub(crate) setup: Arc<Setup>,
    /// Three independent streams of the seed: the Boss Attack deck's shuffles, the Cheer deck's,
    /// and the app's coin flips. A deck's order never depends on how many coins were flipped or
    /// cheers drawn, so undoing a report at the table never changes the cards to come.
    pub(crate) boss_rng: GameRng,
    pub(crate) cheer_rng: GameRng,
    pub(crate) coin_rng: GameRng,
    pub(crate) boss_damage: u32,
    pub(crate) knockouts: u8,
    pub(crate) round: u16,
    pub(crate) pairs: [PairState; 4],
    pub(crate) boss_deck: Deck<BossCard, 20>,
    pub(crate) cheer_deck: Deck<Cheer, 5>,
    pub(crate) phase: Phase,
    /// Seats that cheer in this collective turn (RB-14), fixed when it starts.
    pub(crate) cheering: [bool; 4],
    /// Position in the turn order within the current pass.
    pub(crate) step: u8,
    /// False during the cheer pass, true during the attack pass.
    pub(crate) attack_pass: bool,
    /// Cheer 1 in force this turn.
    pub(crate) double_damage: Option<PokemonRef>,
    /// Cheer 5 in force this turn.
    pub(crate) plus50: bool,
    /// Cheer 4 caps the next boss turn.
    pub(crate) boss_one_card: bool,
    pub(crate) last_cheer: Option<Cheer>,
    pub(crate) last_boss_card: Option<BossCard>,
    pub(crate) boss_turns: u32,
    pub(crate) boss_attacks: u32,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) log: EventLog<Event>,
}

impl RaidBattle {
    /// Sets up a game: derives the level (refusing a team under RB-12's minimum), shuffles both
    /// decks with the game's seeded source (RB-13) and waits for the first decision.
    pub fn new(config: RaidConfig, seed: u64) -> Result<Self, RuleError> {
        Ok(Self::with_setup(Arc::new(Setup::new(config)?), seed))
    }

    /// A new game on a setup already worked out: what the simulator calls per game. The event
    /// log is kept as the configuration's options say.
    pub fn with_setup(setup: Arc<Setup>, seed: u64) -> Self {
        let record = setup.config.options.record_events;
        Self::start(setup, seed, record)
    }

    /// [`RaidBattle::with_setup`], the event log kept when `record` says so.
    pub fn start(setup: Arc<Setup>, seed: u64, record: bool) -> Self {
        let mut log = EventLog::new(record);
        log.record(Event::LevelChosen {
            power: setup.power,
            level: setup.level,
            forced: setup.config.options.level.is_some(),
            boss_hp: setup.boss_hp,
        });
        // The generators are built in place: each is 330 bytes, and this runs once per game.
        let mut game = Self {
            setup,
            boss_rng: GameRng::stream(seed, 0),
            cheer_rng: GameRng::stream(seed, 1),
            coin_rng: GameRng::stream(seed, 2),
            boss_damage: 0,
            knockouts: 0,
            round: 0,
            pairs: [PairState::default(); 4],
            boss_deck: Deck::new(&BossCard::all()),
            cheer_deck: Deck::new(&Cheer::ALL),
            phase: Phase::Over,
            cheering: [false; 4],
            step: 0,
            attack_pass: false,
            double_damage: None,
            plus50: false,
            boss_one_card: false,
            last_cheer: None,
            last_boss_card: None,
            boss_turns: 0,
            boss_attacks: 0,
            outcome: None,
            log,
        };
        game.boss_deck.shuffle(&mut game.boss_rng);
        game.cheer_deck.shuffle(&mut game.cheer_rng);
        game.start_round();
        game
    }

    pub fn config(&self) -> &RaidConfig {
        &self.setup.config
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn events(&self) -> &[Event] {
        self.log.events()
    }

    pub fn level(&self) -> u8 {
        self.setup.level
    }

    pub fn power(&self) -> u32 {
        self.setup.power
    }

    pub fn round(&self) -> u16 {
        self.round
    }

    pub fn knockouts(&self) -> u8 {
        self.knockouts
    }

    pub fn boss_hp_left(&self) -> u32 {
        self.setup.boss_hp.saturating_sub(self.boss_damage)
    }

    /// Boss turns played and attacks made in them (for `boss_attacks_per_turn`).
    pub fn boss_turn_stats(&self) -> (u32, u32) {
        (self.boss_turns, self.boss_attacks)
    }

    pub(crate) fn seat_to_move(&self) -> Option<u8> {
        match self.phase {
            Phase::Cheer { seat }
            | Phase::CheerTarget { seat, .. }
            | Phase::Retreat { seat }
            | Phase::Attack { seat } => Some(seat),
            Phase::Over => None,
        }
    }

    pub(crate) fn active_ref(&self, seat: u8) -> PokemonRef {
        PokemonRef {
            seat,
            slot: self.pairs[usize::from(seat)].active,
        }
    }

    pub(crate) fn is_knocked_out(&self, p: PokemonRef) -> bool {
        self.pairs[usize::from(p.seat)].knocked_out[usize::from(p.slot)]
    }

    pub(crate) fn end(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        self.log.record(Event::GameOver { outcome });
    }
}

impl Game for RaidBattle {
    type Action = Action;
    type View = View;

    fn to_move(&self) -> ToMove {
        self.seat_to_move()
            .map_or(ToMove::Terminal, |s| ToMove::Seat(Seat(s)))
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.list_actions(out);
    }

    fn apply(&mut self, action: &Action) -> Result<(), RuleError> {
        self.apply_action(*action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn view(&self, _seat: Option<Seat>) -> View {
        // Nothing in Raid Battle is hidden from a seat but the order of the two decks.
        View::of(self)
    }

    fn team_of(&self, _seat: Seat) -> Team {
        PLAYERS
    }
}
