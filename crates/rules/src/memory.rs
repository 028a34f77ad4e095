//! The heap in use, counted by an allocator that wraps the system's: what the memory budget
//! of a script (`--max-memory`) is checked against at every script operation.
//!
//! The idea: a script's data has no size limit of its own (a per-array limit makes rhai
//! recount an array after every `push`, O(length²) for a move list), yet one operation can
//! double an array (`a += a`), so counting operations alone does not bound memory. The heap
//! itself is counted instead: [`Counting`] adds every allocation's size to one atomic counter
//! and takes every release's away, and the script's progress callback compares
//! [`in_use`] with the budget before each operation. An operation can therefore overshoot by
//! at most what one operation allocates: at most the data that already exists (a copy or a
//! concatenation), except for the few functions that build data from a count (`pad`,
//! `blob(n)`), which the script module replaces by versions that check the count first.
//!
//! A program installs it with `#[global_allocator] static HEAP: rules::memory::Counting =
//! rules::memory::Counting;` (the `grundy` command does). Without it, [`in_use`] stays 0 and
//! only the counted functions' own sizes are checked.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Bytes allocated and not yet released, through [`Counting`].
static IN_USE: AtomicUsize = AtomicUsize::new(0);

/// The system allocator, with the bytes it holds counted ([`in_use`]).
///
/// # Complexity
/// One relaxed atomic addition per allocation, release or reallocation, on top of the
/// system allocator's own cost.
#[derive(Debug, Clone, Copy, Default)]
pub struct Counting;

// SAFETY: every method forwards its arguments unchanged to `System`, which upholds
// `GlobalAlloc`'s contract; the counter is only arithmetic beside it (it never changes what
// is allocated or returned, and it never unwinds).
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is `System.alloc`'s.
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            IN_USE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let block = unsafe { System.alloc_zeroed(layout) };
        if !block.is_null() {
            IN_USE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: `block` was allocated by `System` (through this type) with `layout`.
        unsafe { System.dealloc(block, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `block` was allocated by `System` (through this type) with `layout`.
        let moved = unsafe { System.realloc(block, layout, new_size) };
        if !moved.is_null() {
            IN_USE.fetch_add(new_size, Ordering::Relaxed);
            IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        moved
    }
}

/// Bytes the program holds on the heap now, when [`Counting`] is its global allocator (0
/// when it is not).
///
/// # Complexity
/// O(1): one atomic load.
pub fn in_use() -> usize {
    IN_USE.load(Ordering::Relaxed)
}
