//! The browser app (crates/server/ui) played in Chromium: the scripts in e2e/ (playwright-core)
//! create tables in the app and play whole games against a real `altplay serve` with its own
//! database file. They need `npm ci --prefix e2e` and Chromium at /usr/bin/chromium; without
//! them these tests fail and say so. Screenshots go to `e2e-screenshots/` in the target dir.

// The server helper is the only part of `common` used here.
#[allow(dead_code)]
mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use common::server::Server;

/// One browser game at a time: the scripts check that a move shows on the other device within
/// a second, which two Chromiums and two servers at once on a small machine make flaky.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

const CHROMIUM: &str = "/usr/bin/chromium";

/// The master seed the server deals its tables from (`altplay serve --seed`): every run deals the
/// same hands and decks, so a script's checks do not hang on the luck of a random deal (such as a
/// boss that wins before a seat ever draws an attack) and a failure can be played again.
const TABLE_SEED: &str = "1";

fn repo() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// Where a script's screenshots go: `<target dir>/e2e-screenshots/<script>` (gitignored).
fn screenshots(script: &str) -> PathBuf {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent()
        .unwrap_or(tmp)
        .join("e2e-screenshots")
        .join(script)
}

/// Runs `node e2e/<script>.mjs URL OUTDIR extra…` against a new server and expects success.
fn play(script: &str, extra: &[&str]) {
    let _one = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let e2e = repo().join("e2e");
    assert!(
        e2e.join("node_modules/playwright-core/package.json")
            .is_file(),
        "{} has no node_modules/playwright-core: run `npm ci --prefix e2e` at the repository \
         root, then run this test again",
        e2e.display()
    );
    assert!(
        Path::new(CHROMIUM).is_file(),
        "no Chromium at {CHROMIUM}: install it (`apt-get install -y chromium`)"
    );
    let out = screenshots(script);
    // Old screenshots would pass for new ones.
    let _ = fs::remove_dir_all(&out);
    fs::create_dir_all(&out).expect("the screenshot folder can be made");

    let dir = tempfile::tempdir().expect("a temporary folder");
    let server = Server::start_with(&dir.path().join("tables.db"), &["--seed", TABLE_SEED]);
    let run = Command::new("node")
        .arg(e2e.join(format!("{script}.mjs")))
        .arg(&server.url)
        .arg(&out)
        .args(extra)
        .current_dir(repo())
        .output()
        .expect("node runs (Node.js 20 or later must be installed)");
    drop(server);
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        run.status.success(),
        "node e2e/{script}.mjs failed ({}):\n{stdout}\n{stderr}\nscreenshots: {}",
        run.status,
        out.display()
    );
    print!("{stdout}");
    println!("screenshots of e2e/{script}.mjs: {}", out.display());
}

#[test]
fn a_raid_battle_is_played_to_its_end_on_two_devices() {
    play("raid", &[]);
    for shot in ["raid-seat1.png", "raid-seat2.png", "raid-manage.png"] {
        assert!(screenshots("raid").join(shot).is_file(), "{shot} was saved");
    }
}

#[test]
fn a_battle_grid_game_against_ai_is_played_on_the_board() {
    play("grid", &["greedy"]);
    assert!(screenshots("grid").join("grid-end.png").is_file());
}

#[test]
fn a_raid_boss_game_is_played_on_its_own_screen_with_dice_and_heroes_on_two_devices() {
    play("raid-boss", &[]);
    for shot in ["raid-boss-seat1.png", "raid-boss-seat2.png"] {
        assert!(
            screenshots("raid-boss").join(shot).is_file(),
            "{shot} was saved"
        );
    }
}

#[test]
fn a_raid_format_game_is_played_to_its_end_on_two_devices_with_an_ai_seat() {
    play("raid-format", &[]);
    for shot in ["raid-format-seat1.png", "raid-format-seat2.png"] {
        assert!(
            screenshots("raid-format").join(shot).is_file(),
            "{shot} was saved"
        );
    }
}

#[test]
fn every_form_fits_a_phone_and_offers_decks_and_ai_players_in_words() {
    play("forms", &[]);
    assert!(screenshots("forms").join("forms-team-battle.png").is_file());
}

#[test]
fn every_table_screen_fits_a_phone_through_a_game() {
    play("phone", &[]);
    for format in [
        "raid-battle",
        "battle-grid",
        "raid-boss",
        "tcg",
        "raid-format",
        "team-battle",
    ] {
        let shot = format!("phone-{format}.png");
        assert!(
            screenshots("phone").join(&shot).is_file(),
            "{shot} was saved"
        );
    }
}

#[test]
fn a_tcg_game_against_ai_shows_both_active_pokemon_and_the_hand_by_name() {
    play("tcg", &[]);
    assert!(screenshots("tcg").join("tcg-seat1.png").is_file());
}

#[test]
fn a_team_battle_is_played_to_its_end_by_two_people_on_opposite_teams_with_questions() {
    play("team-battle", &[]);
    for shot in [
        "team-battle-question.png",
        "team-battle-b2-answers.png",
        "team-battle-A1.png",
        "team-battle-B1.png",
    ] {
        assert!(
            screenshots("team-battle").join(shot).is_file(),
            "{shot} was saved"
        );
    }
}

#[test]
fn tb_13_a_team_battle_sealed_table_is_built_traded_and_played_to_its_end_by_two_people() {
    play("sealed", &[]);
    for shot in [
        "sealed-A1-traded.png",
        "sealed-B1-39.png",
        "sealed-A1-end.png",
    ] {
        assert!(
            screenshots("sealed").join(shot).is_file(),
            "{shot} was saved"
        );
    }
}
