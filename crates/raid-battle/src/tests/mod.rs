//! Rule tests, one or more per rule id, named after it. They reach into the state to set up a
//! position (stacked decks, damage, Knock Outs) and then play real actions.

mod fixture;
mod rules_components;
mod rules_round;
mod rules_boss_turn;
mod rules_engine;
