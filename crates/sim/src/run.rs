use altplay_core::{Tally, derive_seed};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

/// How many games, from which master seed, on how many threads.
#[derive(Debug, Clone, Copy)]
pub struct RunSpec {
    pub games: u64,
    pub master_seed: u64,
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// Show a progress bar on stderr (drawn only when stderr is a terminal).
    pub progress: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("--games must be at least 1")]
    NoGames,
    #[error("could not start {threads} worker threads: {reason}")]
    Threads { threads: usize, reason: String },
}

/// Games are played in chunks; each chunk tallies on its own and the progress bar moves once per
/// chunk, so the hot loop neither allocates nor touches shared state. A chunk holds at most
/// `MAX_CHUNK` games, and a run has at least `MIN_CHUNKS` chunks when it has that many games, so
/// a short run of costly games (400 IS-MCTS games) still keeps every thread busy. The size depends
/// on the number of games only, never on the threads.
const MAX_CHUNK: u64 = 1024;
const MIN_CHUNKS: u64 = 64;

fn chunk_size(games: u64) -> u64 {
    (games / MIN_CHUNKS).clamp(1, MAX_CHUNK)
}

/// Plays `spec.games` games. Game `i` is played by `play(i, seed_i, tally)` with
/// `seed_i = derive_seed(master_seed, i)`, so the merged tally is the same for any thread count.
pub fn run<T, F>(spec: &RunSpec, play: F) -> Result<T, SimError>
where
    T: Tally,
    F: Fn(u64, u64, &mut T) + Sync,
{
    if spec.games == 0 {
        return Err(SimError::NoGames);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(spec.threads)
        .build()
        .map_err(|e| SimError::Threads {
            threads: spec.threads,
            reason: e.to_string(),
        })?;
    let bar = progress_bar(spec);
    let size = chunk_size(spec.games);
    let chunks = spec.games.div_ceil(size);
    let tally = pool.install(|| {
        (0..chunks)
            .into_par_iter()
            .map(|chunk| {
                let start = chunk * size;
                let end = (start + size).min(spec.games);
                let tally = play_chunk(spec.master_seed, start..end, &play);
                bar.inc(end - start);
                tally
            })
            .reduce(T::default, |mut a, b| {
                a.merge(b);
                a
            })
    });
    bar.finish_and_clear();
    Ok(tally)
}

/// Plays the games of one chunk. Never inlined: rayon splits the chunks recursively, and a
/// game's own frame (whole game states on the stack, 140 KB for the TCG) inlined here would sit
/// in every level of that recursion and overflow a worker thread's stack.
#[inline(never)]
fn play_chunk<T, F>(master_seed: u64, games: std::ops::Range<u64>, play: &F) -> T
where
    T: Tally,
    F: Fn(u64, u64, &mut T),
{
    let mut tally = T::default();
    for index in games {
        play(index, derive_seed(master_seed, index), &mut tally);
    }
    tally
}

fn progress_bar(spec: &RunSpec) -> ProgressBar {
    if !spec.progress {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(spec.games), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games ({per_sec}, {eta} left)")
            .expect("the template is valid"),
    );
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default, Debug, PartialEq)]
    struct Sum {
        games: u64,
        seed_xor: u64,
        index_sum: u64,
    }

    impl Tally for Sum {
        fn merge(&mut self, o: Self) {
            self.games += o.games;
            self.seed_xor ^= o.seed_xor;
            self.index_sum += o.index_sum;
        }
    }

    fn spec(games: u64, threads: usize) -> RunSpec {
        RunSpec {
            games,
            master_seed: 11,
            threads,
            progress: false,
        }
    }

    fn play(i: u64, seed: u64, t: &mut Sum) {
        t.games += 1;
        t.seed_xor ^= seed;
        t.index_sum += i;
    }

    #[test]
    fn every_game_is_played_once_whatever_the_threads() {
        let one: Sum = run(&spec(5000, 1), play).unwrap();
        let two: Sum = run(&spec(5000, 2), play).unwrap();
        let four: Sum = run(&spec(5000, 4), play).unwrap();
        assert_eq!(one.games, 5000);
        assert_eq!(one.index_sum, 5000 * 4999 / 2);
        assert_eq!(one, two);
        assert_eq!(one, four);
    }

    #[test]
    fn a_short_run_is_split_so_that_every_thread_has_games() {
        assert_eq!(chunk_size(400), 6);
        assert_eq!(chunk_size(100), 1);
        assert_eq!(chunk_size(10_000_000), MAX_CHUNK);
        let few: Sum = run(&spec(100, 3), play).unwrap();
        assert_eq!(few, run(&spec(100, 1), play).unwrap());
    }

    #[test]
    fn zero_games_is_an_error() {
        let err = run::<Sum, _>(&spec(0, 1), play).unwrap_err();
        assert_eq!(err.to_string(), "--games must be at least 1");
    }
}
