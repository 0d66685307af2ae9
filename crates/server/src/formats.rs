//! The formats a table can play: every registered format, through the registry
//! (`altplay-formats`). A table request names its format; the rest of it is the format's own.

use altplay_cards::Catalog;
use altplay_formats::{Registered, Visit, names, visit, visit_each};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::session::{Match, Session};

/// A request for a new table: `{"format": NAME, "ai": [a policy spec or null per seat], …}`,
/// the other fields being the format's own request (`Hosted::Request`).
#[derive(Debug, Deserialize)]
pub struct TableRequest {
    pub format: String,
    /// Seats played by AI: a policy spec (`greedy`, `ismcts:iters=2000`, …), or null.
    #[serde(default)]
    pub ai: Vec<Option<String>>,
    /// Casual undo: an undo may take back an action that showed hidden cards or chance (a
    /// draw, a search, a shuffle, a coin), which then come again the same.
    #[serde(default)]
    pub casual_undo: bool,
    #[serde(flatten)]
    pub request: Map<String, Value>,
}

/// A new game and who plays each seat by AI (a policy spec; one entry per seat), checked.
pub struct NewGame {
    pub session: Box<dyn Session>,
    pub ai: Vec<Option<String>>,
    pub casual_undo: bool,
}

/// Why a table request was not taken: malformed (400), or refused by the format's rules (422).
#[derive(Debug)]
pub enum RequestError {
    Malformed(String),
    Refused(String),
}

impl RequestError {
    pub fn message(self) -> String {
        match self {
            RequestError::Malformed(m) | RequestError::Refused(m) => m,
        }
    }
}

impl TableRequest {
    /// The game the request asks for, or what is wrong with it (naming the field or rule).
    pub fn build(self, catalog: &Catalog, seed: u64) -> Result<NewGame, RequestError> {
        let format = self.format.clone();
        let unknown = || {
            RequestError::Malformed(format!(
                "format: no format {format:?} (formats: {})",
                names()
            ))
        };
        let build = Build {
            request: self.request,
            catalog,
            seed,
        };
        let session = visit(&self.format, build).ok_or_else(unknown)??;
        let seats = session.seat_names().len();
        if self.ai.len() > seats {
            return Err(RequestError::Malformed(format!(
                "ai: {} entries, but a {} table has {seats} seats",
                self.ai.len(),
                self.format
            )));
        }
        let mut ai = self.ai;
        ai.resize(seats, None);
        for (seat, spec) in ai.iter().enumerate() {
            if let Some(spec) = spec {
                session
                    .check_player(seat as u8, spec)
                    .map_err(|e| RequestError::Refused(format!("ai[{seat}]: {e}")))?;
            }
        }
        Ok(NewGame {
            session,
            ai,
            casual_undo: self.casual_undo,
        })
    }
}

/// Makes a format's game from its part of a request.
struct Build<'a> {
    request: Map<String, Value>,
    catalog: &'a Catalog,
    seed: u64,
}

impl Visit for Build<'_> {
    type Output = Result<Box<dyn Session>, RequestError>;
    fn visit<F: Registered>(self) -> Self::Output {
        let request: F::Request = serde_json::from_value(Value::Object(self.request))
            .map_err(|e| RequestError::Malformed(format!("{}: {e}", F::NAME)))?;
        let config = F::configure(request, self.catalog).map_err(RequestError::Refused)?;
        Ok(Box::new(
            Match::<F>::new(config, self.seed).map_err(RequestError::Refused)?,
        ))
    }
}

/// What the make-a-table form offers for every format, in the registry's order:
/// `[{format, title, seats, default, choices, labels, notes, players, ui, unavailable?}]`.
pub fn offers() -> Value {
    #[derive(Clone)]
    struct Offered;
    impl Visit for Offered {
        type Output = Value;
        fn visit<F: Registered>(self) -> Value {
            let offers = F::offers();
            let seats = F::setup(F::default_config())
                .map(|setup| F::seat_names(&setup).len())
                .unwrap_or(0);
            let mut offer = json!({
                "format": F::NAME,
                "title": F::TITLE,
                "seats": seats,
                "default": offers.default,
                "choices": offers.choices,
                "labels": offers.labels,
                "notes": offers.notes,
                "players": offers.players,
                "ui": crate::ui::has_module(F::NAME),
            });
            if let Some(why) = offers.unavailable {
                offer["unavailable"] = json!(why);
            }
            offer
        }
    }
    Value::Array(visit_each(Offered))
}

/// The printed card `id` as `format` gives it (`Hosted::card`): `Err` names an unknown format,
/// `Ok(None)` a card the format does not give.
pub fn card(format: &str, id: &str) -> Result<Option<Value>, String> {
    struct Card<'a>(&'a str);
    impl Visit for Card<'_> {
        type Output = Option<Value>;
        fn visit<F: Registered>(self) -> Option<Value> {
            F::card(self.0)
        }
    }
    visit(format, Card(id))
        .ok_or_else(|| format!("unknown format {format:?} (the formats: {})", names()))
}

/// A stored game, replayed.
pub fn restore(
    format: &str,
    config: &str,
    seed: u64,
    actions: &[(u8, String)],
) -> Result<Box<dyn Session>, String> {
    struct Restore<'a> {
        config: &'a str,
        seed: u64,
        actions: &'a [(u8, String)],
    }
    impl Visit for Restore<'_> {
        type Output = Result<Box<dyn Session>, String>;
        fn visit<F: Registered>(self) -> Self::Output {
            let game = Match::<F>::restore(self.config, self.seed, self.actions)?;
            Ok(Box::new(game))
        }
    }
    let restore = Restore {
        config,
        seed,
        actions,
    };
    visit(format, restore).unwrap_or_else(|| Err(format!("unknown format {format:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn raid_request() -> TableRequest {
        serde_json::from_value(raid_json()).unwrap()
    }

    fn raid_json() -> serde_json::Value {
        let pairs = [
            ("Raichu", "Pikachu"),
            ("Gyarados", "Lapras"),
            ("Machoke", "Machop"),
            ("Houndoom", "Houndour"),
        ]
        .map(|(active, bench)| json!({ "active": active, "bench": bench }));
        json!({
            "format": "raid-battle",
            "boss": "voltfang",
            "team": { "name": "t", "pair": pairs },
            "physical": [false, true, false, false],
        })
    }

    /// The first seat that may act takes the action AI `spec` chooses; returns the seat.
    fn ai_step(session: &mut Box<dyn Session>, spec: &str, seed: u64) -> u8 {
        let seat = session.may_act()[0];
        let action = session.ai_action(seat, spec, seed, None).unwrap();
        session.apply(seat, &action).unwrap();
        seat
    }

    /// Plays `session` with its AI `spec` at every seat for up to `limit` actions, recording
    /// what a spectator sees after each (index = actions taken).
    fn play(session: &mut Box<dyn Session>, spec: &str, limit: usize) -> Vec<serde_json::Value> {
        let mut seen = vec![json!(session.describe(None))];
        while !session.may_act().is_empty() && seen.len() <= limit {
            ai_step(session, spec, seen.len() as u64);
            seen.push(json!(session.describe(None)));
        }
        seen
    }

    #[test]
    fn a_rewound_game_is_the_game_as_it_stood_so_undo_redraws_nothing() {
        let catalog = Catalog::with_builtin_roster(None);
        for (request, spec) in [
            (raid_request(), "greedy"),
            (
                serde_json::from_value(json!({
                    "format": "battle-grid", "decks": ["titans", "swarm"]
                }))
                .unwrap(),
                "random",
            ),
        ] {
            let mut session = request.build(&catalog, 7).unwrap().session;
            let seen = play(&mut session, spec, 400);
            assert!(session.outcome().is_some(), "played to the end");
            for keep in [0, 1, seen.len() / 2, seen.len() - 2] {
                let rewound = session.rewound(keep);
                assert_eq!(rewound.actions_taken(), keep);
                assert_eq!(
                    json!(rewound.describe(None)),
                    seen[keep],
                    "after {keep} actions"
                );
            }
            // A stored game restores to the same table.
            let replay = session.replay();
            let mut seat = session.rewound(0);
            let actions: Vec<(u8, String)> = replay
                .actions
                .iter()
                .map(|a| {
                    let by = seat.may_act()[0];
                    seat.apply(by, a).unwrap();
                    (by, a.to_string())
                })
                .collect();
            let restored = restore(
                &replay.format,
                &replay.config.to_string(),
                replay.seed,
                &actions,
            )
            .unwrap();
            assert_eq!(json!(restored.describe(None)), seen[seen.len() - 1]);
        }
    }

    #[test]
    fn bad_requests_name_the_field_or_rule() {
        let catalog = Catalog::with_builtin_roster(None);
        let unknown_format = format!(
            "format: no format \"raid-bos\" (formats: {})",
            altplay_formats::NAMES.join(", ")
        );
        let cases = [
            (
                json!({"format": "raid-battle", "boss": "nobody", "team": {"name": "t", "pair": []}}),
                "boss: no built-in boss",
            ),
            (
                json!({"format": "raid-battle", "boss": "voltfang", "team": {"name": "t", "pair": []}}),
                "RB-1",
            ),
            (
                json!({"format": "battle-grid", "decks": ["titans", "name = \"x\"\ncards = []\n"]}),
                "BG-2",
            ),
            (
                json!({"format": "battle-grid", "decks": ["titans", "swarm"], "ai": [null, "mcts"]}),
                "ai[1]: mcts sees the whole game",
            ),
            (
                {
                    let mut r = raid_json();
                    r["ai"] = json!(["ismcts", null, null, null]);
                    r
                },
                "ai[0]: unknown Raid Battle player",
            ),
            (
                {
                    let mut r = raid_json();
                    r["team"]["pair"][0]["bench"] = json!("Pikachuu");
                    r
                },
                "pair 1 bench",
            ),
            (
                json!({"format": "raid-bos", "heroes": [], "boss": "x"}),
                unknown_format.as_str(),
            ),
            (
                json!({"format": "battle-grid", "decks": ["titans", "swarm"], "ai": [null, null, "random"]}),
                "ai: 3 entries, but a battle-grid table has 2 seats",
            ),
            (
                json!({"format": "raid-boss", "boss": "Cinderwyrm", "heroes": ["Bulwark", "Emberlance", "Mendra", "Nobody"]}),
                "Nobody",
            ),
            (
                json!({"format": "raid-boss", "boss": "Cinderwyrm", "heroes": [], "colour": 1}),
                "raid-boss: unknown field `colour`",
            ),
            (
                json!({"format": "raid-format", "boss": "gyarados-vmax",
                       "decks": ["grass-rillaboom", "physical"], "ai": [null, "greedy"]}),
                "ai[1]: player 2 plays with physical cards",
            ),
        ];
        for (request, expected) in cases {
            let request: TableRequest = serde_json::from_value(request).unwrap();
            let err = request.build(&catalog, 1).err().expect("refused").message();
            assert!(
                err.contains(expected),
                "{err:?} should contain {expected:?}"
            );
        }
    }

    #[test]
    fn every_format_offers_a_default_table_that_can_be_made() {
        let catalog = Catalog::with_builtin_roster(None);
        let offers = offers();
        let offered: Vec<&str> = offers
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["format"].as_str().unwrap())
            .collect();
        assert_eq!(offered, altplay_formats::NAMES);
        for offer in offers.as_array().unwrap() {
            let mut request = offer["default"].clone();
            request["format"] = offer["format"].clone();
            let players = offer["players"].as_array().unwrap();
            request["ai"] = json!(vec![
                players[0].clone();
                offer["seats"].as_u64().unwrap() as usize
            ]);
            let request: TableRequest = serde_json::from_value(request).unwrap();
            let game = request.build(&catalog, 1).unwrap();
            assert_eq!(
                game.session.seat_names().len() as u64,
                offer["seats"].as_u64().unwrap()
            );
        }
    }

    /// The boss cards drawn after `report` at the first physical report, up to `count`.
    fn boss_cards_after(report: u16, count: usize) -> Vec<String> {
        let catalog = Catalog::with_builtin_roster(None);
        let mut session = raid_request().build(&catalog, 11).unwrap().session;
        let cards = |s: &dyn Session| -> Vec<String> {
            let log = json!(s.describe(None))["log"].clone();
            serde_json::from_value::<Vec<String>>(log)
                .unwrap()
                .into_iter()
                .filter(|l| l.starts_with("Boss card"))
                .collect()
        };
        let before = loop {
            let seat = session.may_act()[0];
            let legal = json!(session.describe(Some(seat)))["legal"].clone();
            let reports = legal.as_array().unwrap().iter();
            if reports
                .filter(|l| l["action"].get("report").is_some())
                .count()
                > 0
            {
                let action = json!({ "report": { "damage": report, "gx": false } });
                let before = cards(session.as_ref()).len();
                session.apply(seat, &action).unwrap();
                break before;
            }
            ai_step(&mut session, "greedy", 0);
        };
        while !session.may_act().is_empty() && cards(session.as_ref()).len() < before + count {
            ai_step(&mut session, "greedy", 0);
        }
        cards(session.as_ref())[before..].to_vec()
    }

    #[test]
    fn a_different_report_after_an_undo_meets_the_same_boss_cards() {
        let small = boss_cards_after(10, 3);
        assert_eq!(small.len(), 3, "{small:?}");
        assert_eq!(boss_cards_after(90, 3), small);
    }
}
