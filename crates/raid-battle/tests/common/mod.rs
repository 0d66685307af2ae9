#![allow(dead_code)] // each test binary uses part of this module

//! A small team and boss built in code, shared by the integration tests.

use altplay_cards::{Attack, Card, CardClass};
use altplay_raid_battle::{
    BossAttack, BossLevel, BossProfile, BossTarget, Options, RaidConfig, Team,
};

pub fn card(name: &str, hp: u16, attacks: &[(&str, &str, &str)]) -> Card {
    Card {
        id: format!("test-{name}"),
        name: name.into(),
        hp,
        types: vec!["Fire".into()],
        class: CardClass::Basic,
        attacks: attacks
            .iter()
            .map(|(n, d, t)| Attack {
                name: (*n).into(),
                damage: (*d).into(),
                text: (*t).into(),
            })
            .collect(),
        weaknesses: vec![],
        resistances: vec![],
    }
}

/// Four pairs with a spread of effects: coins, self-damage, healing, a GX attack.
pub fn varied_team() -> Team {
    let a = card(
        "Flare",
        180,
        &[("Ember", "60", ""), ("Blaze-GX", "180", "")],
    );
    let b = card(
        "Coin",
        120,
        &[(
            "Lucky",
            "40",
            "Flip a coin. If heads, this attack does 40 more damage.",
        )],
    );
    let c = card(
        "Multi",
        150,
        &[(
            "Barrage",
            "30×",
            "Flip 3 coins. This attack does 30 damage for each heads.",
        )],
    );
    let d = card(
        "Reckless",
        160,
        &[(
            "Charge",
            "130",
            "This Pokémon also does 40 damage to itself.",
        )],
    );
    let e = card(
        "Healer",
        140,
        &[("Drain", "60", "Heal 30 damage from this Pokémon.")],
    );
    let f = card(
        "Streak",
        110,
        &[(
            "Until",
            "40×",
            "Flip a coin until you get tails. This attack does 40 damage for each heads.",
        )],
    );
    Team {
        name: "varied".into(),
        pairs: [[a, b.clone()], [c, d.clone()], [e, f], [d, b]],
    }
}

pub fn boss(hp: u32, damage: [u16; 3]) -> BossProfile {
    let level = BossLevel {
        hp,
        attacks: damage.map(|d| BossAttack {
            name: format!("Hit {d}"),
            damage: d,
            target: BossTarget::Active,
            heal: 0,
        }),
    };
    BossProfile {
        id: "test".into(),
        name: "Test".into(),
        label: "test".into(),
        energy: "Water".into(),
        weakness: None,
        resistance: None,
        levels: [level.clone(), level.clone(), level],
    }
}

pub fn config(team: Team, boss: BossProfile, options: Options) -> RaidConfig {
    RaidConfig {
        boss,
        team,
        options,
    }
}
