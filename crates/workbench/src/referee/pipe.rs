//! In-memory pipes between the solution's thread and the interactor's: blocking reads, a close
//! from either end or from the watchdog, each complete line recorded in the shared transcript,
//! and the solution's writes delivered as made or only at its end ([`Delivery`]).

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::sync::{Arc, Condvar, Mutex};

use super::exchange::{Speaker, Transcript, record};

/// How the solution's writes reach the interactor in process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Each write as it is made (a flushed stream).
    AsWritten,
    /// Nothing until the solution ends: a program that never flushes a fully buffered stdout.
    AtExit,
}

#[derive(Default)]
struct PipeState {
    bytes: VecDeque<u8>,
    closed: bool,
}

/// One direction of an in-memory pipe: blocking reads, a close from either end or from a
/// watchdog, and each complete line recorded in the shared transcript.
#[derive(Clone)]
pub(super) struct Pipe {
    state: Arc<(Mutex<PipeState>, Condvar)>,
    transcript: Arc<Mutex<Transcript>>,
    side: Speaker,
}

impl Pipe {
    pub(super) fn new(side: Speaker, transcript: Arc<Mutex<Transcript>>) -> Self {
        Self { state: Arc::default(), transcript, side }
    }

    pub(super) fn close(&self) {
        let (lock, ready) = &*self.state;
        lock.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
        ready.notify_all();
    }
}

/// The writing end of a [`Pipe`]; the pipe closes when it is dropped.
pub(super) struct PipeWriter {
    pipe: Pipe,
    line: Vec<u8>,
    held: Option<Vec<u8>>,
}

impl PipeWriter {
    pub(super) fn new(pipe: Pipe, delivery: Delivery) -> Self {
        let held = (delivery == Delivery::AtExit).then(Vec::new);
        Self { pipe, line: Vec::new(), held }
    }

    fn deliver(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let (lock, ready) = &*self.pipe.state;
        let mut state = lock.lock().unwrap_or_else(|e| e.into_inner());
        if state.closed {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        // Recorded before the reader can see the bytes, so that an answer is never written
        // into the transcript before what it answers.
        record(&mut self.line, bytes, self.pipe.side, &self.pipe.transcript);
        state.bytes.extend(bytes);
        ready.notify_all();
        Ok(())
    }
}

impl Write for PipeWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        match &mut self.held {
            Some(held) => held.extend_from_slice(bytes),
            None => self.deliver(bytes)?,
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for PipeWriter {
    fn drop(&mut self) {
        if let Some(held) = self.held.take() {
            let _ = self.deliver(&held);
        }
        self.pipe.close();
    }
}

/// The reading end of a [`Pipe`].
pub(super) struct PipeReader(pub(super) Pipe);

impl Read for PipeReader {
    fn read(&mut self, into: &mut [u8]) -> std::io::Result<usize> {
        let (lock, ready) = &*self.0.state;
        let mut state = lock.lock().unwrap_or_else(|e| e.into_inner());
        while state.bytes.is_empty() && !state.closed {
            state = ready.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        let n = into.len().min(state.bytes.len());
        for (slot, b) in into.iter_mut().zip(state.bytes.drain(..n)) {
            *slot = b;
        }
        Ok(n)
    }
}
