//! How long a table's AI waits for its move while the `--ai-tables` keep the search slots busy:
//! tables made one after another by another client (from 127.0.0.2, as the `--ai-tables` come
//! from 127.0.0.1) with a quick search at both seats (`--ai-probe-spec`), each timed from its
//! making to its first AI move.

use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

use anyhow::{Context, ensure};
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Tables timed, one after another.
pub(super) const PROBES: usize = 5;

/// How often a probe table is looked at.
const POLL: Duration = Duration::from_millis(10);

/// The client the probe tables come from: another address than the load's.
const PROBE_CLIENT: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

/// The wait of each of [`PROBES`] tables whose AI plays `spec`, in milliseconds.
pub(super) async fn ai_waits(base: &str, spec: &str) -> anyhow::Result<Vec<f64>> {
    let client = reqwest::Client::builder()
        .local_address(PROBE_CLIENT)
        .timeout(Duration::from_secs(600))
        .build()?;
    let request =
        json!({"format": "battle-grid", "decks": ["titans", "swarm"], "ai": [spec, spec]});
    let mut waits = Vec::with_capacity(PROBES);
    for _ in 0..PROBES {
        let made = Instant::now();
        let response = client
            .post(format!("{base}/api/tables"))
            .json(&request)
            .send()
            .await?;
        ensure!(
            response.status() == StatusCode::CREATED,
            "a probe table ({spec}) was refused: {}",
            response.text().await.unwrap_or_default()
        );
        let created: Value = response.json().await?;
        let id = created["table"].as_str().context("a table id")?;
        loop {
            let snapshot: Value = client
                .get(format!("{base}/api/tables/{id}"))
                .send()
                .await?
                .json()
                .await?;
            if snapshot["actions"].as_u64() > Some(0) {
                break;
            }
            tokio::time::sleep(POLL).await;
        }
        waits.push(made.elapsed().as_secs_f64() * 1000.0);
    }
    Ok(waits)
}
