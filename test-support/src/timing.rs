//! Timing code against code on a shared, noisy machine.

use std::time::{Duration, Instant};

/// Runs every pass once a round (each keeps its own result from the
/// optimizer), the order rotating from round to round,
/// and lowers `best[k]` to the fastest run of `passes[k]`. Other
/// processes only ever add time, so the minima of interleaved passes
/// compare the code, not the moments each ran at, as one measurement after
/// another does. Runs `rounds` rounds, or stops at the first round past
/// `budget` once `at_least` are done.
///
/// ```
/// use geometry_test_support::timing::fastest_passes;
/// use std::time::Duration;
///
/// let sum = |n: u64| move || { std::hint::black_box((0..n).sum::<u64>()); };
/// let (short, long) = (sum(10), sum(10_000));
/// let mut best = [Duration::MAX; 2];
/// fastest_passes(&[&short, &long], 100, 100, Duration::MAX, &mut best);
/// assert!(best.iter().all(|&t| t < Duration::MAX));
/// ```
pub fn fastest_passes(
    passes: &[&dyn Fn()],
    rounds: usize,
    at_least: usize,
    budget: Duration,
    best: &mut [Duration],
) {
    assert_eq!(passes.len(), best.len(), "one minimum per pass");
    let began = Instant::now();
    for round in 0..rounds {
        if round >= at_least && began.elapsed() >= budget {
            break;
        }
        for k in 0..passes.len() {
            let k = (k + round) % passes.len();
            let start = Instant::now();
            passes[k]();
            best[k] = best[k].min(start.elapsed());
        }
    }
}
