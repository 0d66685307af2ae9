//! Rule tests, one or more per rule id, named after it. They reach into the state to set up a
//! position (stacked decks, damage, Knock Outs) and then play real actions.

mod fixture;
mod rules_boss_turn;
mod rules_components;
mod rules_engine;
mod rules_round;
