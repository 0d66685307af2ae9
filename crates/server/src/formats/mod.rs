//! The formats a table can play, and the requests that make their tables.

mod battle_grid;
mod raid_battle;

use altplay_cards::Catalog;
use serde::Deserialize;

pub use battle_grid::GridRequest;
pub use raid_battle::preview;

use crate::session::{Match, Session};

/// A request for a new table, by format.
#[derive(Debug, Deserialize)]
#[serde(tag = "format", rename_all = "kebab-case")]
pub enum TableRequest {
    RaidBattle(raid_battle::RaidRequest),
    BattleGrid(GridRequest),
}

/// A new game and who plays each seat by AI (a policy spec), checked.
pub struct NewGame {
    pub session: Box<dyn Session>,
    pub ai: Vec<Option<String>>,
}

impl TableRequest {
    /// The game the request asks for, or what is wrong with it (naming the field or rule).
    pub fn build(&self, catalog: &Catalog, seed: u64) -> Result<NewGame, String> {
        let (session, ai): (Box<dyn Session>, Vec<Option<String>>) = match self {
            TableRequest::RaidBattle(r) => (Box::new(r.build(catalog, seed)?), r.ai.to_vec()),
            TableRequest::BattleGrid(r) => (Box::new(r.build(catalog, seed)?), r.ai.to_vec()),
        };
        for (seat, spec) in ai.iter().enumerate() {
            if let Some(spec) = spec {
                session
                    .check_player(spec)
                    .map_err(|e| format!("ai[{seat}]: {e}"))?;
            }
        }
        Ok(NewGame { session, ai })
    }
}

/// A stored game, replayed.
pub fn restore(
    format: &str,
    config: &str,
    seed: u64,
    actions: &[(u8, String)],
) -> Result<Box<dyn Session>, String> {
    Ok(match format {
        altplay_raid_battle::FORMAT => Box::new(Match::<altplay_raid_battle::RaidBattle>::restore(
            config, seed, actions,
        )?),
        altplay_battle_grid::FORMAT => Box::new(Match::<altplay_battle_grid::BattleGrid>::restore(
            config, seed, actions,
        )?),
        other => return Err(format!("unknown format {other:?}")),
    })
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
        ];
        for (request, expected) in cases {
            let request: TableRequest = serde_json::from_value(request).unwrap();
            let err = request.build(&catalog, 1).err().expect("refused");
            assert!(
                err.contains(expected),
                "{err:?} should contain {expected:?}"
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
            let legal = json!(session.describe(Some(seat)));
            if legal.get("report").is_some() {
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
