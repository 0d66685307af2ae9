//! Abilities of the older theme decks' cards (Poké-Powers and Poké-Bodies) played on real
//! cards: a trigger on an Energy of a type attached from the hand, Energy searched for in the
//! discard pile (attached, on top of the deck), Special Conditions left by a power.

mod common;

use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::Action;
use common::*;

/// A game with `active` as the first seat's Active Pokémon (its extra TOML lines after it) and
/// `hand`, against a Grookey.
fn game_with(active: &str, hand: &str, discard: &str) -> altplay_tcg::game::Tcg {
    position(
        &format!(
            r#"
[[seat]]
hand = [{hand}]
deck = ["Grass Energy", "Grass Energy"]
discard = [{discard}]
[seat.active]
{active}
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#
        ),
        1,
    )
}

#[test]
fn an_energy_of_the_type_attached_from_the_hand_sets_the_ability_off() {
    // Quagsire's Saturation: "When you attach a Water Energy card from your hand to Quagsire,
    // remove all Special Conditions and 2 damage counters from Quagsire."
    let quagsire = "card = \"ex7-26\"\ndamage = 40\nconditions = [\"poisoned\", \"confused\"]";
    let mut game = game_with(quagsire, "\"Water Energy\", \"Grass Energy\"", "");
    let (water, grass) = (game.boards[0].hand[0], game.boards[0].hand[1]);
    let target = active(&game, 0).uid;
    play(
        &mut game,
        &[Action::Attach {
            card: water,
            target,
        }],
    );
    let quagsire = active(&game, 0);
    assert_eq!(quagsire.damage, 20, "2 damage counters removed");
    assert!(!quagsire.conditions.has(SpecialCondition::Poisoned));
    assert!(!quagsire.conditions.has(SpecialCondition::Confused));

    // Another type sets nothing off.
    let mut game = game_with(
        "card = \"ex7-26\"\ndamage = 40\nconditions = [\"poisoned\"]",
        "\"Water Energy\", \"Grass Energy\"",
        "",
    );
    play(
        &mut game,
        &[Action::Attach {
            card: grass,
            target,
        }],
    );
    let quagsire = active(&game, 0);
    assert_eq!(quagsire.damage, 40);
    assert!(quagsire.conditions.has(SpecialCondition::Poisoned));
}

#[test]
fn special_conditions_removed_when_energy_of_the_type_is_attached() {
    // Lombre's Natural Cure: "When you attach a Water Energy card from your hand to Lombre, remove
    // all Special Conditions from Lombre."
    let mut game = game_with(
        "card = \"ex8-34\"\nconditions = [\"paralyzed\"]",
        "\"Water Energy\"",
        "",
    );
    let water = game.boards[0].hand[0];
    let target = active(&game, 0).uid;
    play(
        &mut game,
        &[Action::Attach {
            card: water,
            target,
        }],
    );
    assert!(!active(&game, 0).conditions.has(SpecialCondition::Paralyzed));
}

#[test]
fn an_energy_searched_for_in_the_discard_pile_is_attached() {
    // Trapinch's Gather Sand: "… if Trapinch is your Active Pokémon, you may search your
    // discard pile for a basic Fighting Energy card and attach it to Trapinch."
    let mut game = game_with("card = \"pl2-84\"", "", "\"Fighting Energy\"");
    let fighting = game.boards[0].discard[0];
    let trapinch = active(&game, 0).uid;
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: trapinch,
                index: 0,
            },
            Action::Yes,
        ],
    );
    // The only card that fits is taken without a pick.
    assert_eq!(active(&game, 0).energy.as_slice(), &[fighting]);
    assert!(game.boards[0].discard.is_empty());
}

#[test]
fn an_energy_searched_for_in_the_discard_pile_goes_on_top_of_the_deck() {
    // Sealeo's Power Circulation: "… you may search your discard pile for a basic Energy card,
    // show it to your opponent, and put it on top of your deck. If you do, put 1 damage counter
    // on Sealeo."
    let mut game = game_with("card = \"ex12-43\"", "", "\"Water Energy\"");
    let water = game.boards[0].discard[0];
    let sealeo = active(&game, 0).uid;
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: sealeo,
                index: 0,
            },
            Action::Yes,
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.deck.last(), Some(&water), "on top");
    assert_eq!(board.deck.len(), 3);
    assert_eq!(
        active(&game, 0).damage,
        10,
        "the damage counter of \"if you do\""
    );
}

#[test]
fn a_power_leaves_both_active_pokemon_asleep() {
    // Hypno's Goodnight, Babies: "Once during your turn (before your attack), you may leave
    // both Active Pokémon Asleep."
    let mut game = game_with("card = \"xy9-51\"", "", "");
    let hypno = active(&game, 0).uid;
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: hypno,
                index: 0,
            },
            Action::Yes,
        ],
    );
    assert!(active(&game, 0).conditions.has(SpecialCondition::Asleep));
    assert!(active(&game, 1).conditions.has(SpecialCondition::Asleep));
}

#[test]
fn energy_moved_as_often_as_you_like_is_bounded_by_the_energy_attached() {
    // Aromatisse's Fairy Transfer: "As often as you like during your turn (before your
    // attack), you may move a Fairy Energy attached to 1 of your Pokémon to another of your
    // Pokémon." Each Energy may move once a turn on average: as many moves as Energy attached.
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "xy1-93"
energy = ["Fairy Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let aromatisse = active(&game, 0).uid;
    let grookey = bench_uid(&game, 0, 0);
    let fairy = active(&game, 0).energy[0];
    let transfer = Action::Ability {
        pokemon: aromatisse,
        index: 0,
    };
    let move_fairy = |game: &mut altplay_tcg::game::Tcg, from, to| {
        play(
            game,
            &[
                transfer,
                Action::Yes,
                Action::PickPokemon { pokemon: from },
                Action::PickPokemon { pokemon: to },
            ],
        );
    };
    move_fairy(&mut game, aromatisse, grookey);
    assert_eq!(game.boards[0].bench[0].energy.as_slice(), &[fairy]);
    move_fairy(&mut game, grookey, aromatisse);
    assert!(active(&game, 0).energy.contains(&fairy), "moved back");
    assert!(
        game.act(&transfer).is_err(),
        "2 Energy attached: a third move this turn is refused"
    );
}

/// Whether the first seat's Active Pokémon (laid out by `pokemon`, a Grookey on the Bench and
/// `also_benched` after it) retreats at once with no Energy discarded.
fn retreats_free(pokemon: &str, also_benched: &str) -> bool {
    let mut game = position(
        &format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "swsh1-11" }}{also_benched}]
[seat.active]
{pokemon}
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#
        ),
        1,
    );
    let to = bench_uid(&game, 0, 0);
    let (retreating, energy) = (active(&game, 0).uid, active(&game, 0).energy.len());
    game.act(&Action::Retreat { to }).is_ok()
        && game.frame.is_none()
        && game.boards[0].discard.is_empty()
        && game.boards[0]
            .bench
            .iter()
            .any(|p| p.uid == retreating && p.energy.len() == energy)
}

#[test]
fn no_retreat_cost_while_energy_of_a_type_is_attached_or_none_is() {
    // Lotad's Lotad Float: "If Lotad has any Water Energy attached to it, the Retreat Cost for
    // Lotad is 0." (printed: Colorless).
    assert!(retreats_free(
        "card = \"ex14-55\"\nenergy = [\"Water Energy\"]",
        ""
    ));
    assert!(!retreats_free(
        "card = \"ex14-55\"\nenergy = [\"Grass Energy\"]",
        ""
    ));
    // Tentacool's Jellyfish Float: "If Tentacool has no Energy attached to it, Tentacool's
    // Retreat Cost is 0." (printed: Colorless, so it can't retreat at all with none).
    assert!(retreats_free("card = \"ex5-77\"", ""));
    assert!(!retreats_free(
        "card = \"ex5-77\"\nenergy = [\"Grass Energy\"]",
        ""
    ));
}

/// The damage `defender` takes from the first seat's Active Pokémon's Beat (Grass Colorless:
/// Grookey's 20, Thwackey's 30).
fn damage_by_beat(attacker: &str, defender: &str) -> u16 {
    let mut game = position(
        &format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "{attacker}"
energy = ["Grass Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "{defender}"
"#
        ),
        1,
    );
    let beat = if attacker == "swsh1-11" { 1 } else { 0 };
    play(&mut game, &[Action::Attack { index: beat }]);
    active(&game, 1).damage
}

#[test]
fn damage_from_evolved_attackers_is_reduced() {
    // Quagsire's Dampen: "Any damage done to Quagsire by attacks from your opponent's Evolved
    // Pokémon is reduced by 20 (after applying Weakness and Resistance)." Weak to Grass (×2).
    assert_eq!(
        damage_by_beat("swsh1-13", "ex10-44"),
        30 * 2 - 20,
        "Thwackey, Stage 1"
    );
    assert_eq!(
        damage_by_beat("swsh1-11", "ex10-44"),
        20 * 2,
        "Grookey, Basic"
    );
}

/// The Prize cards the first seat takes when `attacker`'s first attack (30 damage) Knocks Out
/// a damaged Grookey.
fn prizes_taken_by(attacker: &str) -> usize {
    let mut game = position(
        &format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy", "Grass Energy"]
[seat.active]
card = "{attacker}"
energy = ["Grass Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "swsh1-11" }}]
[seat.active]
card = "swsh1-11"
damage = 50
"#
        ),
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    3 - game.boards[0].prizes.len()
}

#[test]
fn a_knock_out_by_this_pokemons_attack_takes_more_prize_cards() {
    // Swellow's Ancient Trait Δ Plus: "If your opponent's Pokémon is Knocked Out by damage
    // from an attack of this Pokémon, take 1 more Prize card." Peck does 30.
    assert_eq!(prizes_taken_by("xy6-72"), 2);
    // Thwackey's Beat does 30 too, and takes the 1 Prize card a Grookey gives.
    assert_eq!(prizes_taken_by("swsh1-13"), 1);
}

#[test]
fn benched_pokemon_are_kept_from_the_opponents_attacks() {
    // Dugtrio's Sand Guard: "Prevent all damage done to your Benched Pokémon by your
    // opponent's attacks." Krabby's Aqua Shower: "This attack does 10 damage to each of your
    // opponent's Pokémon."
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-42"
energy = ["Water Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "ex14-5" }, { card = "swsh1-11" }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    let board = &game.boards[1];
    assert_eq!(
        active(&game, 1).damage,
        10,
        "the Active Pokémon is not on the Bench"
    );
    assert_eq!(board.bench[0].damage, 0, "Dugtrio");
    assert_eq!(board.bench[1].damage, 0, "Grookey");
}

#[test]
fn a_pokemon_may_have_two_pokemon_tools_when_its_text_allows() {
    // Vespiquen's Ancient Trait θ Double: "This Pokémon may have up to 2 Pokémon Tool cards
    // attached to it." Weakness Policy twice; a third Tool can't go on, nor a second on a
    // Grookey.
    let mut game = position(
        r#"
[[seat]]
hand = ["sm3-126", "sm3-126", "xy1-121"]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11", tools = ["sm3-126"] }]
[seat.active]
card = "xy7-11"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let (policy, band) = (card(&game, "sm3-126"), card(&game, "xy1-121"));
    let vespiquen = active(&game, 0).uid;
    let grookey = bench_uid(&game, 0, 0);
    let tool = |card, target| Action::Tool { card, target };
    play(
        &mut game,
        &[tool(policy, vespiquen), tool(policy, vespiquen)],
    );
    assert_eq!(active(&game, 0).tools.len(), 2);
    assert!(game.act(&tool(band, vespiquen)).is_err(), "a third");
    assert!(
        game.act(&tool(band, grookey)).is_err(),
        "a second on a Grookey"
    );
}

/// The damage on a Swellow after Blaziken's Searing Flame (10, and Burned at the Checkup),
/// with `damage` on Blaziken.
fn searing_flame_with(damage: u16) -> u16 {
    let mut game = position(
        &format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "ex9-1"
energy = ["Fire Energy"]
damage = {damage}
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "xy6-72"
"#
        ),
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    active(&game, 1).damage
}

#[test]
fn more_damage_while_the_remaining_hp_is_low() {
    // Blaziken's Blaze: "As long as Blaziken's remaining HP is 40 or less, Blaziken does 40
    // more damage to the Defending Pokémon (before applying Weakness and Resistance)." 110 HP.
    assert_eq!(
        searing_flame_with(70) - searing_flame_with(60),
        40,
        "40 HP left, not 50"
    );
}

#[test]
fn damage_reduced_while_energy_is_attached() {
    // Phanpy's Ultra-Thick Skin: "As long as Phanpy has Energy attached to it, any damage done
    // to Phanpy by attacks is reduced by 10 (after applying Weakness and Resistance)."
    let takes = |energy: &str| {
        let mut game = position(
            &format!(
                r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-13"
energy = ["Grass Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "col1-66"
energy = [{energy}]
"#
            ),
            1,
        );
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1).damage
    };
    assert_eq!(takes("\"Fighting Energy\""), 30 - 10, "Thwackey's Beat");
    assert_eq!(takes(""), 30);
}

/// Azumarill evolving a Marill, Active or Benched, and the power used; whether the opponent's
/// Active Pokémon is then Paralyzed.
fn azumarill_paralyzes(marill_active: bool) -> bool {
    let (in_active, on_bench) = if marill_active {
        ("ex7-68", "swsh1-11")
    } else {
        ("swsh1-11", "ex7-68")
    };
    let mut game = position(
        &format!(
            r#"
[[seat]]
hand = ["ex7-1"]
deck = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "{on_bench}" }}]
[seat.active]
card = "{in_active}"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#
        ),
        1,
    );
    let azumarill = card(&game, "ex7-1");
    let target = if marill_active {
        active(&game, 0).uid
    } else {
        bench_uid(&game, 0, 0)
    };
    play(
        &mut game,
        &[Action::Evolve {
            card: azumarill,
            target,
        }],
    );
    if game.act(&Action::Yes).is_err() {
        return false;
    }
    active(&game, 1).conditions.has(SpecialCondition::Paralyzed)
}

#[test]
fn a_power_used_when_evolving_an_active_pokemon() {
    // Azumarill's Froth: "Once during your turn, when you play Azumarill from your hand to
    // evolve 1 of your Active Pokémon, you may use this power. Each Defending Pokémon is now
    // Paralyzed."
    assert!(azumarill_paralyzes(true));
    assert!(!azumarill_paralyzes(false), "a Benched Marill evolved");
}

#[test]
fn a_knock_out_by_an_attack_is_survived_on_heads() {
    // Jumpluff's Buffer: "If Jumpluff would be Knocked Out by an opponent's attack, flip a
    // coin. If heads, Jumpluff is not Knocked Out and its remaining HP becomes 10 instead."
    // 90 HP, 70 damage on it; Thwackey's Beat does 30.
    let (mut survived, mut knocked_out) = (false, false);
    for seed in 1..40 {
        let mut game = position(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-13"
energy = ["Grass Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "ex7-11"
damage = 70
"#,
            seed,
        );
        let jumpluff = active(&game, 1).uid;
        play(&mut game, &[Action::Attack { index: 0 }]);
        match game.boards[1].in_play().find(|p| p.uid == jumpluff) {
            Some(p) => {
                assert_eq!(p.damage, 80, "10 HP left");
                assert_eq!(game.boards[0].prizes.len(), 2);
                survived = true;
            }
            None => {
                assert_eq!(game.boards[0].prizes.len(), 1, "a Prize card taken");
                knocked_out = true;
            }
        }
    }
    assert!(survived && knocked_out, "heads and tails both came up");
}

#[test]
fn damage_from_the_opponents_attacks_reduced_while_active() {
    // Lugia's Pressure: "As long as this Pokémon is your Active Pokémon, any damage done by
    // attacks from your opponent's Active Pokémon is reduced by 20 (before applying Weakness
    // and Resistance)."
    assert_eq!(damage_by_beat("swsh1-13", "xy10-78"), 30 - 20);
    // Granbull's Intimidating Fang: "As long as Granbull is your Active Pokémon, any damage
    // done by an opponent's attack is reduced by 10 (after applying Weakness and Resistance)."
    assert_eq!(damage_by_beat("swsh1-13", "ex10-39"), 30 - 10);
}

#[test]
fn retreat_costs_changed_by_a_pokemon_in_play() {
    // Dodrio's Retreat Aid: "As long as Dodrio is Benched, pay Colorless less to retreat your
    // Active Pokémon." A Grookey (Colorless) then retreats for free.
    let grookey = "card = \"swsh1-11\"\nenergy = [\"Grass Energy\"]";
    assert!(retreats_free(grookey, ", { card = \"base4-37\" }"));
    assert!(!retreats_free(grookey, ""));
    // Jellicent's Stickiness: "The Retreat Cost of each of your opponent's Pokémon in play is
    // Colorless more." A Grookey with 1 Energy can't retreat.
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "swsh1-11"
energy = ["Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "bw7-45" }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let to = bench_uid(&game, 0, 0);
    assert!(game.act(&Action::Retreat { to }).is_err());
}

#[test]
fn a_pokemon_that_retreats_while_asleep() {
    // Dodrio's Fast Feet: "Dodrio can retreat even when it is Asleep or Paralyzed." (no
    // Retreat Cost)
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "ex5-33"
conditions = ["asleep"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    assert_eq!(active(&game, 0).uid, to);
}

#[test]
fn a_power_that_draws_until_the_hand_holds_three() {
    // Porygon2's Backup: "Once during each of your turns (before your attack), if you have
    // 2 or fewer cards in your hand, you may draw cards from your deck until you have 3 cards
    // in your hand."
    let draws_to = |hand: &str| {
        let mut game = game_with("card = \"ecard2-28\"", hand, "");
        let porygon = active(&game, 0).uid;
        let used = Action::Ability {
            pokemon: porygon,
            index: 0,
        };
        if game.act(&used).is_ok() {
            let _ = game.act(&Action::Yes);
        }
        game.boards[0].hand.len()
    };
    assert_eq!(draws_to("\"Grass Energy\""), 3);
    assert_eq!(draws_to("\"Grass Energy\", \"Grass Energy\""), 3);
}

#[test]
fn a_power_used_once_a_turn_for_all_its_copies() {
    // Ludicolo's Happy Dance: "Once during your turn (before your attack), you may remove 1
    // damage counter from each of your Pokémon. You can't use more than 1 Happy Dance
    // Poké-Power each turn."
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "ex8-19", damage = 30 }]
[seat.active]
card = "ex8-19"
damage = 30
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let (first, second) = (active(&game, 0).uid, bench_uid(&game, 0, 0));
    let dance = |pokemon| Action::Ability { pokemon, index: 0 };
    play(&mut game, &[dance(first), Action::Yes]);
    assert_eq!(active(&game, 0).damage, 20);
    assert_eq!(game.boards[0].bench[0].damage, 20);
    assert!(
        game.act(&dance(second)).is_err(),
        "the other Ludicolo's Happy Dance this turn"
    );
}

#[test]
fn damage_counters_on_one_of_the_opponents_pokemon_ex() {
    // Ampharos's Shocking Light: "Once during your turn (before your attack), you may put 3
    // damage counters on 1 of your opponent's Pokémon-EX." Only Xerneas-EX may be picked.
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "xy11-40"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "xy1-97" }, { card = "swsh1-11" }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let ampharos = active(&game, 0).uid;
    let grookey = active(&game, 1).uid;
    let light = Action::Ability {
        pokemon: ampharos,
        index: 0,
    };
    play(&mut game, &[light, Action::Yes]);
    if game.frame.is_some() {
        assert!(
            game.act(&Action::PickPokemon { pokemon: grookey }).is_err(),
            "not a Pokémon-EX"
        );
        let xerneas = bench_uid(&game, 1, 0);
        play(&mut game, &[Action::PickPokemon { pokemon: xerneas }]);
    }
    let board = &game.boards[1];
    assert_eq!(board.bench[0].damage, 30, "Xerneas-EX");
    assert_eq!(board.bench[1].damage, 0);
    assert_eq!(active(&game, 1).damage, 0);
}

#[test]
fn a_benched_pokemon_switches_itself_in() {
    // Zoroark's Stand In: "Once during your turn (before your attack), if this Pokémon is on
    // your Bench, you may switch this Pokémon with your Active Pokémon."
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }, { card = "xy8-91" }]
[seat.active]
card = "swsh1-11"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let zoroark = bench_uid(&game, 0, 1);
    let stand_in = Action::Ability {
        pokemon: zoroark,
        index: 0,
    };
    play(&mut game, &[stand_in, Action::Yes]);
    assert_eq!(
        active(&game, 0).uid,
        zoroark,
        "not the other Benched Pokémon"
    );
    assert_eq!(game.boards[0].bench.len(), 2);
}

#[test]
fn a_benched_pokemon_knocked_out_by_an_attack_sets_its_own_ability_off() {
    // Weezing's Aftermath: "When this Pokémon is Knocked Out by damage from an opponent's
    // attack, discard the top 3 cards of your opponent's deck." Krabby's Aqua Shower does 10
    // damage to each of the opponent's Pokémon (Weezing: 100 HP).
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-42"
energy = ["Water Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "bw8-58", damage = 90 }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert!(game.boards[1].bench.is_empty(), "Weezing Knocked Out");
    assert_eq!(
        game.boards[0].deck.len(),
        5 - 3,
        "the attacker's deck milled"
    );
}

#[test]
fn the_opponents_active_pokemon_that_retreats_gets_damage_counters() {
    // Dugtrio's Sinkhole: "If your opponent's Active Pokémon retreats, put 2 damage counters
    // on that Pokémon."
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "swsh1-11"
energy = ["Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "pl1-24" }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let (retreating, to) = (active(&game, 0).uid, bench_uid(&game, 0, 0));
    play(&mut game, &[Action::Retreat { to }]);
    let board = &game.boards[0];
    let retreated = board.bench.iter().find(|p| p.uid == retreating);
    assert_eq!(retreated.map(|p| p.damage), Some(20));
    assert_eq!(active(&game, 0).damage, 0);
    assert_eq!(active(&game, 1).damage, 0, "not its owner's");
}

#[test]
fn the_effects_of_attacks_prevented_but_not_their_damage() {
    // Bibarel's Unaware: "Prevent all effects of attacks, excluding damage, done to
    // Bibarel." Blaziken's Searing Flame: 10 damage, and "The Defending Pokémon is now
    // Burned."
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "ex9-1"
energy = ["Fire Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "dp7-32"
"#,
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    let bibarel = active(&game, 1);
    assert!(bibarel.damage > 0, "the damage is done");
    assert!(!bibarel.conditions.has(SpecialCondition::Burned));
    // Krabby's Aqua Shower: "This attack does 10 damage to each of your opponent's Pokémon."
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-42"
energy = ["Water Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "dp7-32" }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(
        game.boards[1].bench[0].damage, 10,
        "damage from an effect too"
    );
}

#[test]
fn the_opponent_switches_when_this_pokemon_is_benched_from_the_hand() {
    // Hawlucha's Sudden Cyclone: "When you play this Pokémon from your hand onto your Bench,
    // you may have your opponent switch his or her Active Pokémon with 1 of his or her Benched
    // Pokémon." The opponent picks which.
    let mut game = position(
        r#"
[[seat]]
hand = ["xy11-97"]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-11"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-13" }, { card = "swsh1-42" }]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    let hawlucha = card(&game, "xy11-97");
    let krabby = bench_uid(&game, 1, 1);
    play(
        &mut game,
        &[
            Action::Bench { card: hawlucha },
            Action::Yes,
            Action::PickPokemon { pokemon: krabby },
        ],
    );
    assert_eq!(active(&game, 1).uid, krabby);
}

#[test]
fn the_attacker_that_knocks_this_pokemon_out_is_confused_and_poisoned() {
    // Koffing's Knockout Gas: "If Koffing is your Active Pokémon and is Knocked Out by an
    // opponent's attack, the Attacking Pokémon is now Confused and Poisoned." (50 HP)
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-13"
energy = ["Grass Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "ex7-61"
damage = 30
"#,
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    let thwackey = active(&game, 0);
    assert!(thwackey.conditions.has(SpecialCondition::Confused));
    assert!(thwackey.conditions.has(SpecialCondition::Poisoned));
}

#[test]
fn damage_counters_between_turns_while_active() {
    // Typhlosion's Burning Aura: "As long as Typhlosion is your Active Pokémon, put 1 damage
    // counter on each Active Pokémon (both yours and your opponent's) between turns."
    let text = |typhlosion_active: bool| {
        let (active, bench) = if typhlosion_active {
            ("ex10-17", "swsh1-11")
        } else {
            ("swsh1-11", "ex10-17")
        };
        format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "{bench}" }}]
[seat.active]
card = "{active}"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "swsh1-11" }}]
[seat.active]
card = "swsh1-11"
"#
        )
    };
    let mut game = position(&text(true), 1);
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(active(&game, 0).damage, 10, "Typhlosion itself");
    assert_eq!(active(&game, 1).damage, 10);
    assert_eq!(game.boards[1].bench[0].damage, 0, "Active Pokémon only");
    let mut game = position(&text(false), 1);
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(active(&game, 1).damage, 0, "Typhlosion on the Bench");
}

#[test]
fn a_benched_pokemon_kept_from_all_attacks_damage() {
    // Squirtle's Shell Shield: "As along as this Pokémon is on your Bench, prevent all damage
    // done to this Pokémon by attacks (both yours and your opponent's)." Trapinch's Mini
    // Earthquake: "This attack does 10 damage to each of your Benched Pokémon."; Krabby's Aqua
    // Shower: "This attack does 10 damage to each of your opponent's Pokémon."
    let attacked_by = |attacker: &str, energy: &str, own_bench: bool| {
        let squirtles = r#"bench = [{ card = "bw7-29" }, { card = "swsh1-11" }]"#;
        let (mine, theirs) = if own_bench {
            (squirtles, "")
        } else {
            ("", squirtles)
        };
        let mut game = position(
            &format!(
                r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
{mine}
[seat.active]
card = "{attacker}"
energy = ["{energy}"]
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
{theirs}
[seat.active]
card = "swsh1-11"
"#
            ),
            1,
        );
        play(&mut game, &[Action::Attack { index: 0 }]);
        let bench = &game.boards[usize::from(!own_bench)].bench;
        (bench[0].damage, bench[1].damage)
    };
    assert_eq!(
        attacked_by("sm75-32", "Fighting Energy", true),
        (0, 10),
        "one's own attack: Squirtle kept, Grookey not"
    );
    assert_eq!(
        attacked_by("swsh1-42", "Water Energy", false),
        (0, 10),
        "the opponent's attack"
    );
}
