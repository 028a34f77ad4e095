//! Every problem `grundy` knows, in one list. Adding a problem: a line here and a dependency
//! line in this crate's `Cargo.toml` (`grundy new` writes both).

use workbench::{Entry, Registered};

/// All problems, sorted by slug.
pub const PROBLEMS: &[&dyn Registered] = &[
    // One line per problem, sorted by slug.
    &Entry::<anti_nim::AntiNim>::NEW,
    &Entry::<anti_nim_p4279::AntiNimP4279>::NEW,
    &Entry::<arbitrary_nim::ArbitraryNim>::NEW,
    &Entry::<arpa::Arpa>::NEW,
    &Entry::<array_game::ArrayGame>::NEW,
    &Entry::<bash_game::BashGame>::NEW,
    &Entry::<berzerk::Berzerk>::NEW,
    &Entry::<candy_piles::CandyPiles>::NEW,
    &Entry::<board_parity::BoardParity>::NEW,
    &Entry::<christmas_tree_game::ChristmasTreeGame>::NEW,
    &Entry::<combat_on_tree::CombatOnTree>::NEW,
    &Entry::<coin_turning_2d::CoinTurning2d>::NEW,
    &Entry::<colouring_game::ColouringGame>::NEW,
    &Entry::<constrained_nim::ConstrainedNim>::NEW,
    &Entry::<constrained_nim_2::ConstrainedNim2>::NEW,
    &Entry::<cutting_game::CuttingGame>::NEW,
    &Entry::<dag_game::DagGame>::NEW,
    &Entry::<dividing_game::DividingGame>::NEW,
    &Entry::<e_and_d::EAndD>::NEW,
    &Entry::<empty_cell_game::EmptyCellGame>::NEW,
    &Entry::<ends_nim::EndsNim>::NEW,
    &Entry::<election_promises::ElectionPromises>::NEW,
    &Entry::<every_sg::EverySg>::NEW,
    &Entry::<fibonacci_first_take::FibonacciFirstTake>::NEW,
    &Entry::<fibonacci_misere_count::FibonacciMisereCount>::NEW,
    &Entry::<fibonacci_nim::FibonacciNim>::NEW,
    &Entry::<forced_heap_count::ForcedHeapCount>::NEW,
    &Entry::<game_on_tree::GameOnTree>::NEW,
    &Entry::<gap_nim::GapNim>::NEW,
    &Entry::<georgia_and_bob::GeorgiaAndBob>::NEW,
    &Entry::<grid_walk_game::GridWalkGame>::NEW,
    &Entry::<grundys_game::GrundysGame>::NEW,
    &Entry::<hackenbush::Hackenbush>::NEW,
    &Entry::<kam_pebbles::KamPebbles>::NEW,
    &Entry::<lasker_nim::LaskerNim>::NEW,
    &Entry::<leaf_picking::LeafPicking>::NEW,
    &Entry::<loopy_dag_game::LoopyDagGame>::NEW,
    &Entry::<merge_piles::MergePiles>::NEW,
    &Entry::<mock_turtles::MockTurtles>::NEW,
    &Entry::<moving_coins::MovingCoins>::NEW,
    &Entry::<new_nim::NewNim>::NEW,
    &Entry::<nim::Nim>::NEW,
    &Entry::<nim_all_moves::NimAllMoves>::NEW,
    &Entry::<nim_discard_count::NimDiscardCount>::NEW,
    &Entry::<nim_k_count::NimKCount>::NEW,
    &Entry::<nim_product::NimProduct>::NEW,
    &Entry::<nim_winning_moves::NimWinningMoves>::NEW,
    &Entry::<nullify_matrix::NullifyMatrix>::NEW,
    &Entry::<ordinal_machines::OrdinalMachines>::NEW,
    &Entry::<passage_of_time::PassageOfTime>::NEW,
    &Entry::<path_game::PathGame>::NEW,
    &Entry::<planinarenje::Planinarenje>::NEW,
    &Entry::<removing_graph::RemovingGraph>::NEW,
    &Entry::<s_nim::SNim>::NEW,
    &Entry::<sharti::Sharti>::NEW,
    &Entry::<shiritori::Shiritori>::NEW,
    &Entry::<split_game::SplitGame>::NEW,
    &Entry::<staircase_nim::StaircaseNim>::NEW,
    &Entry::<subtraction_interactive::SubtractionInteractive>::NEW,
    &Entry::<tree_component::TreeComponent>::NEW,
    &Entry::<tree_stones::TreeStones>::NEW,
    &Entry::<wythoff::Wythoff>::NEW,
    &Entry::<wythoff_p2252::WythoffP2252>::NEW,
    &Entry::<xor_break::XorBreak>::NEW,
    &Entry::<zigzag_game::ZigzagGame>::NEW,
];

/// The problem with this slug.
///
/// # Complexity
/// O(number of problems).
pub fn find(slug: &str) -> Option<&'static dyn Registered> {
    PROBLEMS.iter().copied().find(|p| p.slug() == slug)
}
