//! Coin flips and what their results decide: "Flip a coin", "Flip 3 coins", "Flip a coin until
//! you get tails", "Flip a coin for each Energy attached to this Pokémon", "Flip a number of
//! coins equal to the number of Water Energy attached to this Pokémon"; "If heads,", "If
//! tails,", "If both of them are heads,", "If either of them is tails,". Rock-Paper-Scissors is
//! the other game of chance cards play: "You and your opponent play Rock-Paper-Scissors [until
//! someone wins]", "If you win,".

use super::amount::count;
use crate::effect::{Coins, Condition, Effect, Operation};
use crate::text::input::Input;

/// A flip, or a game of Rock-Paper-Scissors.
pub(super) fn flip(i: &mut Input) -> Option<Effect> {
    if i.tag("you and your opponent play") {
        i.tag("a game of");
        i.tag("rock-paper-scissors").then_some(())?;
        let until_someone_wins = i.tag("until someone wins");
        return Some(Effect::Op(Operation::RockPaperScissors {
            until_someone_wins,
        }));
    }
    i.tag("flip").then_some(())?;
    if i.any(&[
        "a number of coins equal to the number of",
        "a number of coins equal to the amount of",
    ]) {
        return count(i).map(|c| Effect::Op(Operation::Flip(Coins::For(c))));
    }
    let n = i.small()?;
    i.any(&["coins", "coin"]).then_some(())?;
    if i.tag("until you get tails") {
        return (n == 1).then_some(Effect::Op(Operation::Flip(Coins::UntilTails)));
    }
    if i.tag("for each") {
        return (n == 1).then(|| count(i).map(|c| Effect::Op(Operation::Flip(Coins::For(c)))))?;
    }
    Some(Effect::Op(Operation::Flip(Coins::Fixed(n))))
}

/// The result an "If …," asks about (the text after "if").
pub(super) fn outcome(i: &mut Input) -> Option<Condition> {
    i.pick(&[
        ("heads", Condition::Heads),
        ("tails", Condition::Tails),
        ("both of them are heads", Condition::AllHeads),
        ("both are heads", Condition::AllHeads),
        ("both of them are tails", Condition::AllTails),
        ("both are tails", Condition::AllTails),
        ("all of them are tails", Condition::AllTails),
        ("all of them are heads", Condition::AllHeads),
        ("either of them is tails", Condition::AnyTails),
        ("either of them is heads", Condition::AnyHeads),
        ("either of the coins is heads", Condition::AnyHeads),
        ("any of them are tails", Condition::AnyTails),
        ("any of them is tails", Condition::AnyTails),
        ("you win", Condition::WonRockPaperScissors),
    ])
}
