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

#[cfg(test)]
mod tests {
    use super::fastest_passes;
    use std::cell::RefCell;
    use std::time::Duration;

    /// The passes' calls, in order, under the given limits.
    fn calls(passes: usize, rounds: usize, at_least: usize, budget: Duration) -> Vec<usize> {
        let log = RefCell::new(Vec::new());
        let log = &log;
        let runs: Vec<Box<dyn Fn() + '_>> = (0..passes)
            .map(|k| -> Box<dyn Fn() + '_> { Box::new(move || log.borrow_mut().push(k)) })
            .collect();
        let refs: Vec<&dyn Fn()> = runs.iter().map(|run| &**run).collect();
        let mut best = vec![Duration::MAX; passes];
        fastest_passes(&refs, rounds, at_least, budget, &mut best);
        log.take()
    }

    #[test]
    fn every_pass_runs_once_a_round_the_order_rotating() {
        assert_eq!(
            calls(3, 4, 4, Duration::MAX),
            [0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2]
        );
    }

    #[test]
    fn the_budget_stops_after_the_rounds_asked_for_at_least() {
        assert_eq!(calls(2, 10, 3, Duration::ZERO), [0, 1, 1, 0, 0, 1]);
        assert_eq!(calls(2, 2, 0, Duration::MAX), [0, 1, 1, 0]);
    }

    #[test]
    fn the_minimum_is_each_pass_own_fastest_run() {
        let (slow, fast) = (|| std::thread::sleep(Duration::from_millis(2)), || ());
        let mut best = [Duration::MAX, Duration::from_millis(1)];
        fastest_passes(&[&slow, &fast], 3, 3, Duration::MAX, &mut best);
        assert!(best[0] >= Duration::from_millis(2), "{best:?}");
        assert!(best[0] < Duration::MAX, "{best:?}");
        assert!(best[1] < Duration::from_millis(1), "{best:?}");
    }
}
