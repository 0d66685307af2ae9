//! The actions: the normal game's, and TB-6's question and answer. In JSON a normal action is
//! exactly the engine's own (`{"do":"attack_at","index":0,"target":3}`); the question is
//! `{"do":"ask","question":"…"}`, the answer `{"do":"answer","yes":true}`, and a teammate that
//! cannot answer the question says so: `{"do":"cannot_answer"}`.

use altplay_tcg::game::Action as TcgAction;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Action {
    /// An action of the normal game, by the seat the engine waits for.
    Play(TcgAction),
    /// TB-6: the player whose turn it is asks their teammate a yes/no question. Never listed
    /// by `legal_actions` (free text cannot be listed): a person types it.
    Ask { question: Box<str> },
    /// TB-6: the teammate answers the question waiting for them.
    Answer { yes: bool },
    /// The teammate says they cannot answer the question waiting for them (an AI teammate, a
    /// question in words it does not read).
    CannotAnswer,
}

/// TB-6's actions as JSON, written and read by serde's derive.
#[derive(Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
enum Talking<Q> {
    Ask { question: Q },
    Answer { yes: bool },
    CannotAnswer,
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Action::Play(action) => action.serialize(s),
            Action::Ask { question } => Talking::Ask {
                question: &**question,
            }
            .serialize(s),
            Action::Answer { yes } => Talking::<&str>::Answer { yes: *yes }.serialize(s),
            Action::CannotAnswer => Talking::<&str>::CannotAnswer.serialize(s),
        }
    }
}

/// Read through a JSON value and dispatched on `do`, so a bad action gets the error of the
/// action it names ("missing field `yes`", "unknown variant `atack`, expected one of …").
impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(d)?;
        if !value.is_object() {
            return Err(D::Error::custom(
                "an action is a JSON object naming what it does: {\"do\": …}",
            ));
        }
        let talking = matches!(
            value.get("do").and_then(Value::as_str),
            Some("ask" | "answer" | "cannot_answer")
        );
        if !talking {
            return TcgAction::deserialize(value)
                .map(Action::Play)
                .map_err(D::Error::custom);
        }
        Ok(
            match Talking::<Box<str>>::deserialize(value).map_err(D::Error::custom)? {
                Talking::Ask { question } => Action::Ask { question },
                Talking::Answer { yes } => Action::Answer { yes },
                Talking::CannotAnswer => Action::CannotAnswer,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use altplay_core::Seat;

    fn round_trip(action: Action, json: &str) {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
    }

    #[test]
    fn each_action_is_its_own_json() {
        round_trip(
            Action::Play(TcgAction::AttackAt {
                index: 0,
                target: Seat(3),
            }),
            r#"{"do":"attack_at","index":0,"target":3}"#,
        );
        round_trip(Action::Play(TcgAction::EndTurn), r#"{"do":"end_turn"}"#);
        round_trip(
            Action::Ask {
                question: "Do you have a Supporter card in your hand?".into(),
            },
            r#"{"do":"ask","question":"Do you have a Supporter card in your hand?"}"#,
        );
        round_trip(
            Action::Answer { yes: true },
            r#"{"do":"answer","yes":true}"#,
        );
        round_trip(Action::CannotAnswer, r#"{"do":"cannot_answer"}"#);
    }

    #[test]
    fn a_bad_action_gets_a_clear_error() {
        let error = |json: &str| {
            serde_json::from_str::<Action>(json)
                .unwrap_err()
                .to_string()
        };
        assert!(error(r#"{"do":"answer","yes":"maybe"}"#).contains("expected a boolean"));
        assert!(error(r#"{"do":"answer"}"#).contains("missing field `yes`"));
        assert!(error(r#"{"do":"ask","question":"?","to":2}"#).contains("unknown field `to`"));
        assert!(error(r#"{"do":"atack","index":0}"#).contains("unknown variant `atack`"));
        assert!(error(r#"{"index":0}"#).contains("missing field `do`"));
        assert!(error("[1]").contains("an action is a JSON object"));
    }
}
