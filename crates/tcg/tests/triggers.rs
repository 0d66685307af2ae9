//! Texts set off by what happens: an ability when its Pokémon is damaged by an attack, a
//! Special Energy attached from the hand.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::Action;
use common::*;

#[test]
fn an_ability_set_off_by_an_attack_acts_on_the_attacking_pokemon() {
    // Qwilfish's Poison Point: "If this Pokémon is your Active Pokémon and is damaged by an
    // opponent's attack (even if this Pokémon is Knocked Out), the Attacking Pokémon is now
    // Poisoned."
    let text = |qwilfish_damage: u16| {
        format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
energy = ["Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "swsh1-11" }}]
[seat.active]
card = "swsh1-51"
damage = {qwilfish_damage}
"#
        )
    };
    let mut game = position(&text(0), 1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let grookey = active(&game, 0);
    assert!(grookey.conditions().has(SpecialCondition::Poisoned));
    assert_eq!(
        grookey.damage(),
        10,
        "Poisoned at the Checkup after the attack"
    );
    // Even when the attack Knocks Qwilfish Out.
    let mut game = position(&text(80), 1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert!(
        active(&game, 0)
            .conditions()
            .has(SpecialCondition::Poisoned)
    );
    assert_eq!(
        game.board(Seat(0)).prizes().len(),
        1,
        "a Prize card taken for the Knock Out"
    );
}

#[test]
fn a_special_energy_attached_from_the_hand_does_what_it_says() {
    // Rainbow Energy: "When you attach this card from your hand to 1 of your Pokémon, put 1
    // damage counter on that Pokémon." It then pays any type.
    let mut game = position(
        r#"
[[seat]]
hand = ["sm7-151"]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-11"
energy = ["Grass Energy"]
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    let rainbow = card(&game, "sm7-151");
    let grookey = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Attach {
            card: rainbow,
            target: grookey,
        }],
    );
    assert_eq!(active(&game, 0).damage(), 10);
    // Beat costs Grass and Colorless: paid by Grass and Rainbow.
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 20);
}
