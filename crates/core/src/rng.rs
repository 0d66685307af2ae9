use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The game's random source: ChaCha8 (rand_chacha), a portable and documented generator, so a
/// seed gives the same stream on every machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }

    /// Stream `stream` of the generator seeded with `seed` (ChaCha's stream id): streams of one
    /// seed are independent, so that one source of chance (a deck's shuffles, say) does not
    /// shift when another (coin flips) is used more or less. Stream 0 is `from_seed(seed)`.
    /// Built in place, as a game builds its generators once per game.
    #[inline]
    pub fn stream(seed: u64, stream: u64) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(stream);
        Self(rng)
    }

    /// A uniform integer in `0..n`; `n` must be positive.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        self.0.random_range(0..n)
    }

    /// A fair coin: true is heads.
    #[inline]
    pub fn coin(&mut self) -> bool {
        self.0.next_u32() & 1 == 1
    }

    /// Fisher–Yates shuffle drawn from this generator.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}

/// The seed of game `index` in a run with `master` seed: SplitMix64 of the pair. A game's seed
/// depends only on (master, index), so results do not depend on how games are split over threads.
pub fn derive_seed(master: u64, index: u64) -> u64 {
    let mut z = master ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::from_seed(7);
        let mut b = GameRng::from_seed(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    const PINNED: u64 = 0xae90_bfb5_395d_5ba1;

    #[test]
    fn stream_is_pinned_across_versions() {
        // ChaCha8 seeded from 42: if a dependency update changes this, old replays break.
        let first = GameRng::from_seed(42).next_u64();
        assert_eq!(first, PINNED, "ChaCha8 from seed 42 gave {first:#x}");
    }

    #[test]
    fn streams_are_independent_and_reproducible() {
        let [mut s0, mut s1, mut s2] = [0, 1, 2].map(|i| GameRng::stream(5, i));
        let mut again = GameRng::stream(5, 1);
        let a = s1.next_u64();
        assert_eq!(a, again.next_u64());
        assert_ne!(a, s2.next_u64());
        assert_eq!(s0.next_u64(), GameRng::from_seed(5).next_u64());
    }

    #[test]
    fn derived_seeds_differ_per_index_and_master() {
        let seeds: std::collections::HashSet<u64> =
            (0..10_000).map(|i| derive_seed(1, i)).collect();
        assert_eq!(seeds.len(), 10_000);
        assert_ne!(derive_seed(1, 0), derive_seed(2, 0));
    }

    #[test]
    fn shuffle_is_a_permutation_and_uniform_enough() {
        let mut rng = GameRng::from_seed(3);
        let n = 40_000;
        let mut first_counts = [0u32; 4];
        for _ in 0..n {
            let mut v = [0, 1, 2, 3];
            rng.shuffle(&mut v);
            let mut sorted = v;
            sorted.sort();
            assert_eq!(sorted, [0, 1, 2, 3]);
            first_counts[v[0]] += 1;
        }
        // Each count is Binomial(n, 1/4): allow 5 standard deviations.
        let mean = n as f64 / 4.0;
        let sd = (n as f64 * 0.25 * 0.75).sqrt();
        for c in first_counts {
            assert!((c as f64 - mean).abs() < 5.0 * sd, "{first_counts:?}");
        }
    }
}
