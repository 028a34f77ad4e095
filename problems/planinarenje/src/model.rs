//! The hike by its rules: a position is where the hikers stand and the places visited; from a
//! peak the player to move (Slavko) picks a trail to an unvisited valley, from a valley
//! (Mirko) a trail to an unvisited peak. The one who cannot pick loses: stuck on a peak Mirko
//! wins, stuck in a valley Slavko wins, which is normal play.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A place: a peak or a valley, 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// Peak `i`.
    Peak(u32),
    /// Valley `j`.
    Valley(u32),
}

/// The rules for one trail map of at most 32 peaks.
#[derive(Debug, Clone)]
pub struct Rules {
    trails: Vec<(u32, u32)>,
}

/// Where the hikers are and where they have been (bit `i` a peak, bit `32 + j` a valley).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hike {
    /// The place the hikers stand on.
    pub at: Place,
    /// The places visited, the current one included.
    pub visited: u64,
}

/// The bit of a place in [`Hike::visited`].
fn bit(place: Place) -> u64 {
    match place {
        Place::Peak(i) => 1 << i,
        Place::Valley(j) => 1 << (32 + j),
    }
}

impl Hike {
    /// A hike starting at `peak`.
    pub fn start(peak: u32) -> Self {
        Self { at: Place::Peak(peak), visited: bit(Place::Peak(peak)) }
    }
}

impl Rules {
    /// The rules on this map.
    ///
    /// # Panics
    /// With more than 32 peaks.
    pub fn new(input: &Input) -> Self {
        assert!(input.places <= 32, "the model searches maps of up to 32 peaks");
        Self { trails: input.trails.clone() }
    }
}

impl Moves for Rules {
    type Position = Hike;
    /// The place walked to.
    type Move = Place;

    fn legal_moves<'a>(&'a self, hike: &'a Hike) -> impl Iterator<Item = Place> + 'a {
        self.trails
            .iter()
            .filter_map(move |&(peak, valley)| match hike.at {
                Place::Peak(p) if p == peak => Some(Place::Valley(valley)),
                Place::Valley(v) if v == valley => Some(Place::Peak(peak)),
                _ => None,
            })
            .filter(move |&to| hike.visited & bit(to) == 0)
    }

    fn play(&self, hike: &Hike, &to: &Place) -> Hike {
        Hike { at: to, visited: hike.visited | bit(to) }
    }
}

/// Per starting peak, whether Slavko (to move first) wins, by searching the hike.
///
/// # Complexity
/// Exponential in the number of places: small maps only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules::new(input));
    (0..input.places).map(|p| solver.outcome(&Hike::start(p)) == Outcome::Win).collect()
}
