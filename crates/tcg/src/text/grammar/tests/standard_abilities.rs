//! The Scarlet & Violet wordings of abilities that kept Standard cards from playing (issue 29).

use super::read;
use crate::effect::{Effect, Passive};

#[test]
fn one_ability_of_a_name_each_turn() {
    assert_eq!(
        read("You can't use more than 1 Quick Search Ability each turn."),
        vec![Effect::Passive(Passive::OneAtATime)]
    );
}
