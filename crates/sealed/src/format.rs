//! A Sealed table behind the format interface: `team-battle-sealed` (the configuration a set
//! and the packs each seat opens; the packs opened from the game's seed).

use std::sync::Arc;

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{GameRng, RuleError, Seat};
use altplay_format::{DataSet, Format};
use altplay_tcg::format::{CardData, card_data};

use crate::building::Step;
use crate::game::{Inner, Phase, SealedAction, SealedConfig, SealedGame, sealed};
use crate::player::SealedPlayer;

/// A configuration checked: the set opens, and the card data read.
#[derive(Clone)]
pub struct SealedSetup {
    pub config: Arc<SealedConfig>,
    pub data: Arc<CardData>,
}

impl<G: Inner> Format for SealedGame<G> {
    const NAME: &'static str = G::SEALED_NAME;
    const TITLE: &'static str = G::SEALED_TITLE;
    const SPEC: (&'static str, &'static str) = G::SPEC;
    type Config = SealedConfig;
    type Setup = SealedSetup;
    type Player = SealedPlayer<G>;

    /// Four packs each of Journey Together, a set whose every card plays.
    fn default_config() -> SealedConfig {
        SealedConfig {
            set: "sv9".into(),
            packs: 4,
            data: None,
        }
    }

    fn turn_rule(&self) -> &'static str {
        match &self.phase {
            Phase::Building(_) => "TB-13",
            Phase::Playing(game) => game.turn_rule(),
        }
    }

    fn setup(config: SealedConfig) -> Result<SealedSetup, RuleError> {
        let data = card_data(config.data.as_deref()).map_err(|e| RuleError::new("TCG-2", e))?;
        // The set opens and the pack count is TB-13's: any seed then opens.
        sealed(&config, 0).pools(&data, &G::rules(), G::SEATS)?;
        Ok(SealedSetup {
            config: Arc::new(config),
            data,
        })
    }

    fn config(setup: &SealedSetup) -> &SealedConfig {
        &setup.config
    }

    fn start(setup: &SealedSetup, seed: u64, record: bool) -> Self {
        let (config, data) = (Arc::clone(&setup.config), Arc::clone(&setup.data));
        SealedGame::new(config, data, seed, record).expect("the set-up checked the packs open")
    }

    /// While building, the other seats' packs dealt again from another seed (what `seat` may
    /// not see of them: `Building::redealt`); once the game is on, the format's own.
    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        match &self.phase {
            Phase::Building(b) => self.dealt_again(b, seat, rng),
            Phase::Playing(game) => Some(Self {
                phase: Phase::Playing(game.redeal(seat, rng)?),
                ..self.clone()
            }),
        }
    }

    /// "A1: Sealed, Journey Together", …
    fn seat_names(setup: &SealedSetup) -> Vec<String> {
        let set = (setup.data.set_list.find(&setup.config.set))
            .map_or(setup.config.set.clone(), |s| s.name.clone());
        (G::SEATS.iter())
            .map(|seat| format!("{seat}: Sealed, {set}"))
            .collect()
    }

    fn label(&self, action: &Self::Action) -> String {
        match (&self.phase, action) {
            (Phase::Playing(game), SealedAction::Play(inner)) => game.label(inner),
            (_, SealedAction::Build { seat, step }) => self.step_words(Seat(*seat), step),
            (Phase::Building(_), SealedAction::Play(_)) => "Play (once every deck is ready)".into(),
        }
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        match &self.phase {
            Phase::Building(_) => Vec::new(),
            Phase::Playing(game) => game.log_tail(lines),
        }
    }

    fn result(&self) -> String {
        match &self.phase {
            Phase::Building(b) => {
                let ready: Vec<&str> = (0..G::SEATS.len())
                    .filter(|&i| b.is_ready(Seat(i as u8)))
                    .map(|i| G::SEATS[i])
                    .collect();
                match ready.is_empty() {
                    true => "Building decks: no one is ready yet".into(),
                    false => format!("Building decks: {} ready", ready.join(", ")),
                }
            }
            Phase::Playing(game) => game.result(),
        }
    }

    fn player(
        _: &SealedSetup,
        spec: PolicySpec,
        seat: Seat,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<SealedPlayer<G>, String> {
        G::check_spec(spec)?;
        Ok(SealedPlayer::new(seat, spec, seed, halt))
    }

    /// The packs are the data set's; `data/sealed/packs.toml` is embedded and checked by the
    /// `cards` crate's tests.
    fn data_sets() -> Vec<DataSet> {
        Vec::new()
    }
}

impl<G: Inner> SealedGame<G> {
    /// A building step in words for people: the card by name.
    fn step_words(&self, seat: Seat, step: &Step) -> String {
        let name = |id: &str| {
            self.data
                .index
                .get(id)
                .map_or(id.to_string(), |c| c.name.clone())
        };
        let teammate = G::rules()
            .partner_of(seat)
            .map_or("your teammate", |p| G::SEATS[p.index()]);
        match step {
            Step::Add { card } => format!("Add {}", name(card)),
            Step::Remove { card } => format!("Remove {}", name(card)),
            Step::AddEnergy { energy } => format!("Add a {energy} Energy"),
            Step::RemoveEnergy { energy } => format!("Remove a {energy} Energy"),
            Step::ChooseOffer => format!("Offer a card to {teammate}…"),
            Step::Offer { card } => format!("Offer {} to {teammate}", name(card)),
            Step::CancelOffer => "Offer no card".into(),
            Step::Accept => "Accept the card offered".into(),
            Step::Decline => "Decline the card offered".into(),
            Step::BuildForMe => "Let the AI build my deck".into(),
            Step::Ready => "Ready".into(),
        }
    }
}
