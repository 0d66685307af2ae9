//! One table: its game, who holds each seat (a secret token, or AI), the creator's token, and
//! what each device is shown.

use serde_json::{Value, json};

use crate::renders::{Rendered, Renders};
use crate::session::Session;

/// Who is asking, by the token they hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Creator,
    Seat(u8),
    Spectator,
}

impl Role {
    pub fn seat(self) -> Option<u8> {
        match self {
            Role::Seat(seat) => Some(seat),
            _ => None,
        }
    }
}

pub struct SeatHolder {
    pub token: String,
    /// The policy spec while AI plays the seat.
    pub ai: Option<String>,
}

/// Who took an action: a seat, by a person or by AI.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub seat: u8,
    pub by_ai: bool,
}

pub struct Table {
    pub id: String,
    pub seed: u64,
    pub creator_token: String,
    pub seats: Vec<SeatHolder>,
    pub session: Box<dyn Session>,
    /// Who took each action, in order.
    pub actors: Vec<Actor>,
    /// Rises with every change anyone is told about, and across restarts.
    pub version: u64,
    /// An undo may take back an action that showed hidden cards or chance; every device is
    /// shown that the table was made so.
    pub casual_undo: bool,
    /// The client address that made the table, while the server that took the request runs (a
    /// restored table has none): its AI searches share that address's open searches.
    pub made_from: Option<std::net::IpAddr>,
    /// The snapshots rendered at this version.
    pub renders: Renders,
}

impl Table {
    /// The role a token gives; no token (or an unknown one) gives a spectator.
    pub fn role(&self, token: Option<&str>) -> Role {
        let Some(token) = token else {
            return Role::Spectator;
        };
        if token == self.creator_token {
            return Role::Creator;
        }
        self.seats
            .iter()
            .position(|s| s.token == token)
            .map_or(Role::Spectator, |seat| Role::Seat(seat as u8))
    }

    /// The place of the last action a person took, if any.
    pub fn last_human_action(&self) -> Option<usize> {
        self.actors.iter().rposition(|a| !a.by_ai)
    }

    /// Whether `role` may undo the last action a person took: its seat, or the creator, and
    /// only before the end (a finished game is final).
    pub fn may_undo(&self, role: Role) -> bool {
        let open = self.session.outcome().is_none();
        open && self.last_human_action().is_some_and(|i| match role {
            Role::Creator => true,
            Role::Seat(seat) => self.actors[i].seat == seat,
            Role::Spectator => false,
        })
    }

    /// The first seat AI must move now, with its spec.
    pub fn ai_to_move(&self) -> Option<(u8, String)> {
        self.session.may_act().into_iter().find_map(|seat| {
            let spec = self.seats.get(usize::from(seat))?.ai.clone()?;
            Some((seat, spec))
        })
    }

    /// Whether `seat` is a person's and may act now.
    fn person_may_act(&self, seat: u8) -> bool {
        self.session.may_act().contains(&seat)
            && self
                .seats
                .get(usize::from(seat))
                .is_some_and(|s| s.ai.is_none())
    }

    /// Everything `role` may see of the table, as JSON text: rendered on the first ask at this
    /// version, then shared.
    pub fn snapshot(&mut self, role: Role) -> Rendered {
        if let Some(text) = self.renders.text(self.version, role) {
            return text;
        }
        let log = self.renders.log(self.version, || self.session.latest_log());
        let text = Rendered::new(&self.rendering(role, log));
        self.renders.keep(self.version, role, text.clone());
        text
    }

    /// Everything `role` may see of the table, with the latest log lines `log`.
    fn rendering(&self, role: Role, log: Value) -> Value {
        let names = self.session.seat_names();
        let seats: Vec<Value> = self
            .seats
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, (s, name))| {
                let team = self.session.team_of(i as u8);
                json!({ "seat": i, "name": name, "ai": s.ai, "team": team })
            })
            .collect();
        let may_act = self.session.may_act();
        let mut out = json!({
            "table": self.id,
            "format": self.session.format(),
            "version": self.version,
            "role": match role {
                Role::Creator => "creator",
                Role::Seat(_) => "seat",
                Role::Spectator => "spectator",
            },
            "seat": role.seat(),
            "seats": seats,
            "to_move": may_act.first(),
            "may_act": may_act,
            "your_turn": role.seat().is_some_and(|seat| self.person_may_act(seat)),
            "over": self.session.outcome().is_some(),
            "outcome": self.session.outcome(),
            "actions": self.session.actions_taken(),
            "can_undo": self.may_undo(role),
            "casual_undo": self.casual_undo,
        });
        let map = out.as_object_mut().expect("a JSON object");
        if role == Role::Creator {
            map.insert("tokens".into(), self.tokens());
        }
        map.extend(self.session.shown(role.seat()));
        map.insert("log".into(), log);
        out
    }

    /// The tokens of every seat, for the creator to hand out.
    pub fn tokens(&self) -> Value {
        let seats: Vec<&str> = self.seats.iter().map(|s| s.token.as_str()).collect();
        json!({ "creator": self.creator_token, "seats": seats })
    }
}
