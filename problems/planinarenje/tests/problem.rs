//! The fast solution, the judge path and the explanations against the hike searched by its
//! rules.

#[path = "problem/bad_input.rs"]
mod bad_input;

use planinarenje::model::{Hike, Place, Rules};
use planinarenje::{Explanation, Input, Planinarenje};
use sg_core::{Moves, Outcome, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(Planinarenje, cases = 4000, seed = 0x4617);

/// Every explained first move is a trail from the peak and leaves a hike the model says Mirko
/// loses; "every move loses" is said only where the model says Slavko loses. Both kinds occur.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(17);
    let mut kinds = [0; 2];
    for _ in 0..1500 {
        let input: Input = Planinarenje::generate(&mut rng, Size::Small);
        let rules = Rules::new(&input);
        let mut solver = Solver::new(rules.clone());
        for (peak, explanation) in (0..input.places).zip(planinarenje::explain(&input)) {
            let start = Hike::start(peak);
            match explanation {
                Explanation::Down { valley } => {
                    kinds[0] += 1;
                    let to = Place::Valley(valley);
                    assert!(rules.legal_moves(&start).any(|m| m == to), "{input:?} {peak}");
                    let after = rules.play(&start, &to);
                    assert_eq!(solver.outcome(&after), Outcome::Lose, "{input:?} {peak}");
                }
                Explanation::Missed => {
                    kinds[1] += 1;
                    assert_eq!(solver.outcome(&start), Outcome::Lose, "{input:?} {peak}");
                }
            }
        }
    }
    assert!(kinds.iter().all(|&k| k > 100), "{kinds:?}");
}

/// Larger maps than the differential test's, up to 10 peaks (20 places), against the model.
#[test]
fn larger_maps_agree_with_the_model() {
    let mut rng = Rng::new(5);
    for _ in 0..150 {
        let places = rng.range(7, 10) as u32;
        let trails = (0..rng.range(places.into(), 3 * u64::from(places)))
            .map(|_| {
                (
                    rng.range(0, u64::from(places) - 1) as u32,
                    rng.range(0, u64::from(places) - 1) as u32,
                )
            })
            .collect();
        let input = Input { places, trails };
        assert_eq!(planinarenje::answer(&input), planinarenje::model::answer(&input), "{input:?}");
    }
}
