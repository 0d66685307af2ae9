//! `fuzz-seeds DIR`: writes every fuzz target's seeds to `DIR/<target>/` (what `scripts/fuzz`
//! starts each corpus from).

use std::path::PathBuf;

use anyhow::Context;

fn main() -> anyhow::Result<()> {
    let dir: PathBuf = std::env::args_os()
        .nth(1)
        .context("usage: fuzz-seeds DIR")?
        .into();
    for (target, _) in altplay_probes::TARGETS {
        let target_dir = dir.join(target);
        std::fs::create_dir_all(&target_dir)
            .with_context(|| format!("cannot create {}", target_dir.display()))?;
        for (name, bytes) in altplay_probes::seeds(target) {
            let path = target_dir.join(format!("seed-{name}"));
            std::fs::write(&path, bytes)
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
    }
    Ok(())
}
