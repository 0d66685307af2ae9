//! A Sealed game (TB-13) as one game: every seat builds at once ([`Building`]), and when all are
//! ready the format's own game starts with the decks built, the trades made and the packs'
//! seed in its configuration (`tcg`'s `Sealed`), so it plays as a Sealed configuration does.

use std::sync::Arc;

use altplay_cards::deck::SealedPool;
use altplay_core::{Game, GameRng, Outcome, RuleError, Seat, SeatSet, Team, ToMove, derive_seed};
use altplay_format::Format;
use altplay_tcg::format::{CardData, Config, DeckChoice, Decklist, Sealed};
use altplay_tcg::game::Rules;
use serde::{Deserialize, Serialize};

use crate::building::{Building, Step};
use crate::view::{BuildingView, SealedView};

/// The format played once the decks are built: its configuration is the normal game's.
pub trait Inner: Format<Config = Config> + Game {
    /// Its seats' names, in seat order ("A1" …).
    const SEATS: &'static [&'static str];
    /// The Sealed table's registered name and title.
    const SEALED_NAME: &'static str;
    const SEALED_TITLE: &'static str;
    /// Whether the format plays `spec` (as its `player` would refuse it).
    fn check_spec(spec: altplay_ai::PolicySpec) -> Result<(), String>;
    /// Its table (seats and teams).
    fn rules() -> Rules;
    /// The set-up `game` was started from.
    fn setup_of(game: &Self) -> Self::Setup;
}

/// What a Sealed table is made from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SealedConfig {
    /// The set, by id or code.
    pub set: String,
    /// The packs each seat opens (4 to 6).
    pub packs: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
}

/// An action: a seat's building step, or the game's own action once it is played.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SealedAction<A> {
    Build {
        seat: u8,
        #[serde(flatten)]
        step: Step,
    },
    Play(A),
}

/// Where the game is.
#[derive(Debug, Clone, PartialEq)]
pub enum Phase<G> {
    Building(Box<Building>),
    Playing(G),
}

#[derive(Clone)]
pub struct SealedGame<G: Inner> {
    pub config: Arc<SealedConfig>,
    pub data: Arc<CardData>,
    /// The game's seed: the packs are opened from it, the game played from one derived from it.
    pub seed: u64,
    pub record: bool,
    /// The packs as dealt, when not the seed's: a world dealt again for one seat (`redeal`).
    pub dealt: Option<Arc<Vec<SealedPool>>>,
    pub phase: Phase<G>,
}

/// Two games are the same when made alike and where they stand alike (the card data is the
/// process's own).
impl<G: Inner> PartialEq for SealedGame<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.config == other.config && self.seed == other.seed && self.dealt == other.dealt)
            && (self.record == other.record && self.phase == other.phase)
    }
}

impl<G: Inner> std::fmt::Debug for SealedGame<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SealedGame")
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("phase", &self.phase)
            .finish()
    }
}

impl<G: Inner> SealedGame<G> {
    /// Each seat's packs opened from `seed`, nothing built.
    pub fn new(
        config: Arc<SealedConfig>,
        data: Arc<CardData>,
        seed: u64,
        record: bool,
    ) -> Result<Self, RuleError> {
        let pools = sealed(&config, seed).pools(&data, &G::rules(), G::SEATS)?;
        Ok(Self {
            config,
            data,
            seed,
            record,
            dealt: None,
            phase: Phase::Building(Box::new(Building::new(G::rules(), pools))),
        })
    }

    /// The format's game with the decks built: every seat is ready.
    fn started(&self, building: &Building) -> Result<G, RuleError> {
        let packs = self.packs(building, self.dealt.as_deref().cloned());
        let decks = (0..G::SEATS.len())
            .map(|i| {
                let deck = building.deck_of(Seat(i as u8), &self.data.index);
                DeckChoice::Listed(Decklist::of(
                    format!("{}'s Sealed deck", G::SEATS[i]),
                    &deck,
                ))
            })
            .collect();
        let config = Config {
            decks,
            data: self.config.data.clone(),
            cards_digest: None,
            sealed: Some(packs),
        };
        let setup = G::setup(config)?;
        Ok(G::start(&setup, derive_seed(self.seed, 1), self.record))
    }
}

impl<G: Inner> SealedGame<G> {
    /// The packs opened and `building`'s trades, the packs as `dealt` (none: the seed's).
    fn packs(&self, building: &Building, dealt: Option<Vec<SealedPool>>) -> Sealed {
        Sealed {
            trades: building.trades().to_vec(),
            dealt,
            ..sealed(&self.config, self.seed)
        }
    }

    /// This game while `building` goes on, as `seat` knows it: the other seats' packs dealt
    /// again from a box opened from a seed of `rng` (`Building::dealt_again`), the trades made
    /// again on them as a configuration makes them, and the building seen so
    /// (`Building::redealt`). It keeps its packs as dealt, so its game starts like any other.
    pub(crate) fn dealt_again(
        &self,
        building: &Building,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Option<Self> {
        let (rules, data) = (G::rules(), &self.data);
        let fresh = (sealed(&self.config, rng.next_u64()).pools(data, &rules, G::SEATS)).ok()?;
        let dealt = building.dealt_again(seat, &self.dealt_pools().ok()?, fresh);
        let packs = self.packs(building, Some(dealt.clone()));
        let pools = packs.pools(data, &rules, G::SEATS).ok()?;
        let building = building.redealt(seat, pools, &data.index);
        Some(Self {
            dealt: Some(Arc::new(dealt)),
            phase: Phase::Building(Box::new(building)),
            ..self.clone()
        })
    }

    /// Each seat's packs as dealt, before any trade.
    pub(crate) fn dealt_pools(&self) -> Result<Vec<SealedPool>, RuleError> {
        match &self.dealt {
            Some(dealt) => Ok(dealt.to_vec()),
            None => sealed(&self.config, self.seed).pools(&self.data, &G::rules(), G::SEATS),
        }
    }
}

/// The packs of `config` opened from `seed`, no trade yet.
pub(crate) fn sealed(config: &SealedConfig, seed: u64) -> Sealed {
    Sealed {
        set: config.set.clone(),
        packs: config.packs,
        seed,
        trades: Vec::new(),
        dealt: None,
    }
}

impl<G: Inner> Game for SealedGame<G> {
    type Action = SealedAction<G::Action>;
    type View = SealedView<G::View>;

    fn to_move(&self) -> ToMove {
        match &self.phase {
            Phase::Building(b) => ToMove::Seats(SeatSet::of(b.to_act())),
            Phase::Playing(game) => game.to_move(),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Self::Action>) {
        out.clear();
        match &self.phase {
            Phase::Building(b) => {
                let mut steps = Vec::new();
                for seat in b.to_act() {
                    steps.clear();
                    b.legal(seat, &self.data.index, &mut steps);
                    out.extend(
                        steps
                            .drain(..)
                            .map(|step| SealedAction::Build { seat: seat.0, step }),
                    );
                }
            }
            Phase::Playing(game) => {
                let mut inner = Vec::new();
                game.legal_actions(&mut inner);
                out.extend(inner.into_iter().map(SealedAction::Play));
            }
        }
    }

    fn apply(&mut self, action: &Self::Action) -> Result<(), RuleError> {
        match (&mut self.phase, action) {
            (Phase::Building(b), SealedAction::Build { seat, step }) => {
                if usize::from(*seat) >= G::SEATS.len() {
                    return Err(RuleError::new("TB-13", format!("no seat {seat}")));
                }
                let mut next = b.clone();
                next.apply(Seat(*seat), step, &self.data.index)?;
                if next.done() {
                    let game = self.started(&next)?;
                    self.phase = Phase::Playing(game);
                } else {
                    *b = next;
                }
                Ok(())
            }
            (Phase::Playing(game), SealedAction::Play(inner)) => game.apply(inner),
            (Phase::Building(_), SealedAction::Play(_)) => Err(RuleError::new(
                "TB-13",
                "the game starts once every seat's deck is ready",
            )),
            (Phase::Playing(_), SealedAction::Build { .. }) => Err(RuleError::new(
                "TB-13",
                "the decks are built: the game is on",
            )),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match &self.phase {
            Phase::Building(_) => None,
            Phase::Playing(game) => game.outcome(),
        }
    }

    fn view(&self, seat: Option<Seat>) -> Self::View {
        match &self.phase {
            Phase::Building(b) => SealedView::Building(BuildingView::of(b, seat)),
            Phase::Playing(game) => SealedView::Playing(game.view(seat)),
        }
    }

    fn team_of(&self, seat: Seat) -> Team {
        G::rules().team_of(seat)
    }

    fn actor(&self, action: &Self::Action) -> Option<Seat> {
        match (&self.phase, action) {
            (_, SealedAction::Build { seat, .. }) => Some(Seat(*seat)),
            (Phase::Playing(game), SealedAction::Play(inner)) => game.actor(inner),
            (Phase::Building(_), SealedAction::Play(_)) => None,
        }
    }
}

impl Inner for altplay_team_battle::TeamBattle {
    const SEATS: &'static [&'static str] = &altplay_team_battle::SEAT_NAMES;
    const SEALED_NAME: &'static str = "team-battle-sealed";
    const SEALED_TITLE: &'static str = "Team Battle—Limited (Sealed)";
    fn check_spec(spec: altplay_ai::PolicySpec) -> Result<(), String> {
        altplay_team_battle::TeamPlayer::new(spec, 0, None).map(|_| ())
    }
    fn rules() -> Rules {
        altplay_team_battle::RULES
    }
    fn setup_of(game: &Self) -> Self::Setup {
        Arc::clone(&game.setup)
    }
}
