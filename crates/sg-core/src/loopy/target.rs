//! Reach-the-target games: a token on a directed graph (cycles allowed), players move it in
//! turn along an edge; whoever moves it onto the *target* vertex wins, a player with no move
//! loses, and a play that goes on forever is a draw.
//!
//! **Idea.** Moving onto the target ends the game with the mover winning, so the player to
//! move with the token on the target has lost, exactly as a player with no move has: as a
//! game graph, the target is a vertex whose moves are taken away. Retrograde analysis
//! ([`super::outcomes`]) then decides every start at once; [`WithTarget`] is that graph, a
//! view of any [`GameGraph`] with no copy. For many queries on one graph, [`TargetGames`]
//! keeps its buffers between them and stops as soon as the start asked about is resolved.
//! The tests prove both against the definition-level search ([`super::search`]) of the game
//! with its rules written out, on every start and target of thousands of random graphs.

use super::{GameGraph, Outcome, Retrograde, resolve_backwards};

/// A game graph with its target's moves taken away: a token there has arrived, and the player
/// to move has lost. A target outside the graph changes nothing (no move reaches it).
#[derive(Debug, Clone, Copy)]
pub struct WithTarget<'g, G: ?Sized> {
    /// The whole game graph.
    pub graph: &'g G,
    /// The vertex whose entry wins.
    pub target: u32,
}

impl<G: GameGraph + ?Sized> GameGraph for WithTarget<'_, G> {
    fn vertex_count(&self) -> usize {
        self.graph.vertex_count()
    }
    fn move_count(&self, v: u32) -> u32 {
        if v == self.target { 0 } else { self.graph.move_count(v) }
    }
    /// The target's own moves stay listed among its successors' predecessors: retrograde
    /// analysis meets it there already resolved, and passes.
    fn for_each_predecessor(&self, v: u32, visit: impl FnMut(u32)) {
        self.graph.for_each_predecessor(v, visit);
    }
}

/// Reach-the-target games on one graph, one query at a time: the outcome for the player to
/// move from a start, for a target, by a retrograde analysis that stops as soon as the start
/// is resolved. The move counts and the vertices without a move are found once; each query
/// reuses the buffers.
#[derive(Debug, Clone)]
pub struct TargetGames<'g, G: ?Sized> {
    graph: &'g G,
    move_counts: Vec<u32>,
    sinks: Vec<u32>,
    state: Retrograde,
}

impl<'g, G: GameGraph + ?Sized> TargetGames<'g, G> {
    /// Ready for queries on `graph`.
    ///
    /// # Panics
    /// If the graph has more than `u32::MAX` vertices.
    ///
    /// # Complexity
    /// O(V) time, 9 bytes a vertex besides the graph.
    pub fn new(graph: &'g G) -> Self {
        let n = graph.vertex_count();
        assert!(u32::try_from(n).is_ok(), "{n} vertices are more than u32 numbers");
        let move_counts: Vec<u32> = (0..n as u32).map(|v| graph.move_count(v)).collect();
        let sinks = (0..n as u32).filter(|&v| move_counts[v as usize] == 0).collect();
        let state = Retrograde {
            outcome: vec![Outcome::Draw; n],
            unresolved: move_counts.clone(),
            queue: Vec::with_capacity(n),
        };
        Self { graph, move_counts, sinks, state }
    }

    /// The outcome for the player to move with the token on `start`, when moving onto
    /// `target` wins: `Lose` if `start` is the target (the game is over) or has no move.
    /// `target` may be outside the graph (then no move reaches it: the plain game).
    ///
    /// # Panics
    /// If `start` is not a vertex.
    ///
    /// # Complexity
    /// O(V + E) at worst, less when the start is resolved early.
    ///
    /// ```
    /// use sg_core::loopy::{Digraph, Outcome::*};
    /// use sg_core::loopy::target::TargetGames;
    /// // 0 → 1 → 2 → 0, and 2 → 3 (a sink).
    /// let graph = Digraph::from_lists([vec![1], vec![2], vec![0, 3], vec![]]);
    /// let mut games = TargetGames::new(&graph);
    /// assert_eq!(games.outcome(1, 2), Win); // step onto the target
    /// assert_eq!(games.outcome(0, 2), Lose); // the only move lets the opponent step onto it
    /// assert_eq!(games.outcome(0, 3), Win); // 0 → 1, the opponent's 1 → 2, then we step onto 3
    /// assert_eq!(games.outcome(1, 3), Lose); // 1 → 2 lets the opponent step onto 3
    /// assert_eq!(games.outcome(0, 9), Win); // no target: the same, who must move at 3 loses
    /// let graph = Digraph::from_lists([vec![1], vec![0], vec![0]]);
    /// assert_eq!(TargetGames::new(&graph).outcome(0, 2), Draw); // 2 is never reached
    /// ```
    pub fn outcome(&mut self, start: u32, target: u32) -> Outcome {
        let n = self.move_counts.len();
        assert!((start as usize) < n, "the start {start} is not a vertex of {n}");
        if start == target || self.move_counts[start as usize] == 0 {
            return Outcome::Lose;
        }
        let Retrograde { outcome, unresolved, queue } = &mut self.state;
        outcome.fill(Outcome::Draw);
        unresolved.copy_from_slice(&self.move_counts);
        queue.clear();
        if let Some(t) = outcome.get_mut(target as usize) {
            *t = Outcome::Lose;
            unresolved[target as usize] = 0;
            queue.push(target);
        }
        for &v in &self.sinks {
            if outcome[v as usize] == Outcome::Draw {
                outcome[v as usize] = Outcome::Lose;
                queue.push(v);
            }
        }
        resolve_backwards(self.graph, &mut self.state, Some(start))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Digraph;
    use super::super::search::{LoopyGame, LoopySolver};
    use super::*;

    /// The game by its rules: the token's vertex; moving onto `target` wins, so there the
    /// player to move has lost and has no move left.
    struct ReachTarget<'a> {
        lists: &'a [Vec<u32>],
        target: u32,
    }

    impl LoopyGame for ReachTarget<'_> {
        type Position = u32;
        fn moves(&self, &v: &u32) -> Vec<u32> {
            if v == self.target { Vec::new() } else { self.lists[v as usize].clone() }
        }
    }

    fn below(state: &mut u64, n: u64) -> u64 {
        *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (*state >> 33) % n
    }

    /// Every start and every target (and no target) of 3000 random graphs of up to 10
    /// vertices, out-degrees 0 to 3 with self-loops and repeats: the view through
    /// [`super::super::outcomes`] and [`TargetGames`] both agree with the search.
    #[test]
    fn target_games_agree_with_the_search_of_the_rules() {
        let mut state = 0x7a56;
        let mut seen = [0usize; 3];
        for _ in 0..3000 {
            let n = 1 + below(&mut state, 10) as usize;
            let lists: Vec<Vec<u32>> = (0..n)
                .map(|_| {
                    (0..below(&mut state, 4)).map(|_| below(&mut state, n as u64) as u32).collect()
                })
                .collect();
            let graph = Digraph::from_lists(lists.iter().cloned());
            let mut games = TargetGames::new(&graph);
            for target in 0..=n as u32 {
                let all = super::super::outcomes(&WithTarget { graph: &graph, target });
                let mut solver = LoopySolver::new(ReachTarget { lists: &lists, target });
                for start in 0..n as u32 {
                    let want = solver.outcome(&start);
                    assert_eq!(all[start as usize], want, "{lists:?}: {start} to {target}");
                    let got = games.outcome(start, target);
                    assert_eq!(got, want, "{lists:?}: {start} to {target}");
                    seen[want as usize] += 1;
                }
            }
        }
        assert!(seen.iter().all(|&count| count > 1000), "won, lost, drawn: {seen:?}");
    }

    /// Queries in any order on one graph give what a fresh analysis gives: nothing of one
    /// query leaks into the next, early stops included.
    #[test]
    fn queries_do_not_leak_into_each_other() {
        let mut state = 0x1eaf;
        let n = 200;
        let lists: Vec<Vec<u32>> = (0..n)
            .map(|_| (0..below(&mut state, 3)).map(|_| below(&mut state, n) as u32).collect())
            .collect();
        let graph = Digraph::from_lists(lists);
        let mut games = TargetGames::new(&graph);
        for _ in 0..2000 {
            let (start, target) = (below(&mut state, n) as u32, below(&mut state, n) as u32);
            let fresh = super::super::outcomes(&WithTarget { graph: &graph, target });
            assert_eq!(games.outcome(start, target), fresh[start as usize], "{start} to {target}");
        }
    }
}
