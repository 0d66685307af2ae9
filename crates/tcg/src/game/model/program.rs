//! A text as the engine runs it: straight-line steps with jumps (compiled by `cards/emit.rs`),
//! so that a game waiting on a choice in the middle of a text is just a step number: plain
//! data, copied with the state.

use super::energy::Cost;
use crate::effect::{Condition, Count, Effect, Lasting, Operation, Pick, Pokemon, Role, Side};

/// One step.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Op {
    /// Do this effect (never a branch: those are compiled into jumps).
    Do(Effect),
    /// Go on when the condition holds, else jump to the step.
    Unless(Condition, u16),
    Jump(u16),
    /// Ask `chooser`; "no" jumps to the step `skip`. Sets "you did" either way.
    May {
        chooser: Role,
        skip: u16,
    },
    /// Start a loop done `Count` times; none at all jumps to the step after its end.
    Repeat(Count, u16),
    /// The end of a loop that started at this step.
    Loop(u16),
    /// The attack's damage to the Defending Pokémon is done here.
    Damage,
    /// `chooser` picks at least 1 and at most `at_most` of `count` options.
    Options {
        chooser: Role,
        count: u8,
        at_most: u8,
    },
    /// Go on when option `n` was chosen, else jump to the step.
    IfChosen(u8, u16),
    /// The options chosen are done: a later "Choose …" of the text starts afresh.
    OptionsDone,
}

/// A compiled text.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Program {
    pub ops: Vec<Op>,
    /// The text may not be used (or the card played) while one of these holds.
    pub unusable_if: Vec<Condition>,
    /// The text may be used (or the card played) only while each of these holds.
    pub usable_only_if: Vec<Condition>,
    /// Effects that are a cost: the attack cannot be used if they cannot be done.
    pub costs: Vec<Effect>,
    /// The attack may be used on the first player's first turn.
    pub first_turn: bool,
    /// A VSTAR Power: its player uses one a game (TCG-19).
    pub vstar: bool,
    /// The Pokémon the text evolves may evolve on its owner's first turn or the turn it came
    /// into play.
    pub evolves_any_time: bool,
    /// The text names "your opponent" (their Pokémon, the Defending Pokémon, their hand …):
    /// with several opponents, the player using it designates which (TB-11).
    pub names_opponent: bool,
    /// What the attack costs while its Pokémon has damage counters on it, instead of its
    /// printed cost.
    pub cost_while_damaged: Option<Cost>,
    /// The text's own words may keep it from being used now: a condition, a cost, or a
    /// Pokémon to attach the card to, which may be missing. Most texts have none of them.
    pub may_refuse: bool,
    /// The attack may be used by its Pokémon on the Bench too ([`crate::effect::Usage::UsableFromBench`]).
    pub from_bench: bool,
}

impl Program {
    /// Whether the text puts a lasting effect on a group that takes in the Pokémon that come
    /// into play later ([`Operation::DuringIncludingNew`]).
    pub fn lasts_on_side(&self) -> bool {
        self.ops
            .iter()
            .any(|op| matches!(op, Op::Do(Effect::Op(Operation::DuringIncludingNew { .. }))))
    }

    /// Whether the text makes a player's coins come up tails for a while.
    pub fn forces_tails(&self) -> bool {
        self.ops.iter().any(|op| {
            matches!(
                op,
                Op::Do(Effect::Op(Operation::During {
                    what: Lasting::FlipsTails(_),
                    ..
                }))
            )
        })
    }

    /// Whether the text uses another attack as its own.
    pub fn copies(&self) -> bool {
        self.ops.iter().any(|op| {
            matches!(
                op,
                Op::Do(Effect::Op(
                    Operation::CopyLastAttack { .. }
                        | Operation::UseChosenAttack
                        | Operation::UseAttackOf(_)
                ))
            )
        })
    }

    /// Whether the text puts one of its player's own Pokémon in play into their hand ("Put 1 of
    /// your Pokémon in play into your hand"): a card that can't be played with their last one.
    pub fn takes_back_own_pokemon(&self) -> bool {
        self.ops.iter().any(|op| {
            matches!(
                op,
                Op::Do(Effect::Op(
                    Operation::ReturnToHand(Pokemon::Picked(pick))
                        | Operation::ReturnToHandAlone(Pokemon::Picked(pick))
                )) if pick.group.side == Side::Of(Role::Acting)
            )
        })
    }

    /// The picks of Pokémon the text attaches its own card to ("Attach this card to 1 of your
    /// Pokémon"): the card can't be played when one has no Pokémon to pick.
    pub fn attach_picks(&self) -> impl Iterator<Item = &Pick> {
        self.ops.iter().filter_map(|op| match op {
            Op::Do(Effect::Op(Operation::AttachThisCard(Pokemon::Picked(pick)))) => Some(pick),
            _ => None,
        })
    }
}
