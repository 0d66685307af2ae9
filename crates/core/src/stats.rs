//! The statistics that turn a run's counts into answers.

/// The Wilson score interval at 95% for `successes` out of `n` trials. `successes` may be
/// fractional (a draw counts ½). Returns [low, high]; [0, 1] when `n` is 0.
pub fn wilson_ci95(successes: f64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    const Z: f64 = 1.959_963_984_540_054;
    let n = n as f64;
    let p = successes / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

/// `total / count`, or 0 when nothing was counted.
pub fn mean(total: u64, count: u64) -> f64 {
    if count == 0 {
        0.0
    } else {
        total as f64 / count as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_a_worked_value() {
        // 81 of 263: the textbook example gives [0.2553, 0.3662].
        let [lo, hi] = wilson_ci95(81.0, 263);
        assert!((lo - 0.2553).abs() < 5e-4, "{lo}");
        assert!((hi - 0.3662).abs() < 5e-4, "{hi}");
    }

    #[test]
    fn wilson_stays_inside_zero_one() {
        assert!(wilson_ci95(0.0, 10)[0].abs() < 1e-12);
        assert!((wilson_ci95(10.0, 10)[1] - 1.0).abs() < 1e-12);
        assert!(wilson_ci95(0.0, 10)[1] > 0.2);
        assert_eq!(wilson_ci95(0.0, 0), [0.0, 1.0]);
    }

    #[test]
    fn mean_of_nothing_is_zero() {
        assert_eq!(mean(0, 0), 0.0);
        assert_eq!(mean(7, 2), 3.5);
    }
}
