//! The normal-play game of the crate doc, for sg-core's engine: proper cuts only (both pieces
//! keep both sides ≥ 2), each cut a sum of two independent pieces. It states the insight, so
//! it is no model of the rules; it checks the fast table's recurrence against the engine's
//! own mex and nim-sum (`grundy table cutting-game` and the tests).

use sg_core::Game;

/// A sheet `(w, h)` with both sides at least 2.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProperCuts;

impl Game for ProperCuts {
    type Position = (u32, u32);

    fn moves(&self, &(w, h): &(u32, u32)) -> Vec<Vec<(u32, u32)>> {
        let widths = (2..=w.saturating_sub(2)).map(|c| vec![(c, h), (w - c, h)]);
        let heights = (2..=h.saturating_sub(2)).map(|d| vec![(w, d), (w, h - d)]);
        widths.chain(heights).collect()
    }
}
