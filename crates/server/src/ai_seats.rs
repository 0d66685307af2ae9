//! AI seats: each table's AI moves in the background, within the server's limits. Anyone can
//! make a table, so a search's budget is capped, searches take turns on a few slots (slices of
//! [`SLICE`] in turn: `ai_turns.rs`), at most so many are open at once, in all and of the tables
//! one client address made (a search waiting its turn keeps its tree; the rest wait to begin,
//! first come first served, so one client's many tables cannot keep another's waiting), and a
//! search whose table changed meanwhile is stopped.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use altplay_ai::{EffortCap, Halt, PolicySpec, Turns};
use altplay_core::derive_seed;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::ai_turns::{SLICE, Slots};
use crate::tables::{Cell, Tables};

/// Mixed into an AI move's seed so that its draws are not the game's own.
const AI_SEED_MIX: u64 = 0x5EA7_A15E_ED00_0001;

/// What the AI seats of every table may use, together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AiLimits {
    /// The most one move may take; a table asking for more is refused.
    pub cap: EffortCap,
    /// How many searches run at once; the others wait their turn (slices of [`SLICE`] in turn).
    pub searches: usize,
    /// How many searches may be open at once, running or waiting their turn (each keeps its tree
    /// meanwhile: this bounds their memory); more wait to begin.
    pub open_searches: usize,
    /// How many of them may be of the tables one client address made.
    pub open_searches_per_address: usize,
}

impl AiLimits {
    pub const DEFAULT_MAX_MS: u64 = 5_000;
    pub const DEFAULT_MAX_ITERATIONS: u32 = 100_000;
    pub const DEFAULT_OPEN_SEARCHES: u16 = 16;
    pub const DEFAULT_OPEN_SEARCHES_PER_ADDRESS: u16 = 4;

    /// The documented defaults: 5 s or 100,000 iterations a move, and one search per two cores
    /// (at least one), so the other cores answer the devices.
    pub fn default_for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Self {
            cap: EffortCap {
                max_ms: Self::DEFAULT_MAX_MS,
                max_iterations: Self::DEFAULT_MAX_ITERATIONS,
            },
            searches: (cores / 2).max(1),
            open_searches: usize::from(Self::DEFAULT_OPEN_SEARCHES),
            open_searches_per_address: usize::from(Self::DEFAULT_OPEN_SEARCHES_PER_ADDRESS),
        }
    }
}

/// The search slots, the searches that may be open (in all, and each address's), and the cap.
pub(crate) struct Searches {
    cap: EffortCap,
    slots: Arc<Slots>,
    open: Arc<Semaphore>,
    /// Each client address's open searches (one entry per address that made an AI table: the
    /// table caps bound them).
    open_by_address: Mutex<HashMap<IpAddr, Arc<Semaphore>>>,
    open_per_address: usize,
}

/// A search's place among the open ones: its address's, then one of all.
struct Open {
    _of_address: Option<OwnedSemaphorePermit>,
    _of_all: OwnedSemaphorePermit,
}

impl Searches {
    pub(crate) fn new(limits: AiLimits) -> Self {
        Self {
            cap: limits.cap,
            slots: Slots::new(limits.searches, SLICE),
            open: Arc::new(Semaphore::new(limits.open_searches.max(1))),
            open_by_address: Mutex::new(HashMap::new()),
            open_per_address: limits.open_searches_per_address.max(1),
        }
    }

    /// Waits to open a search for a table `made_from` an address: first among that address's
    /// (so its other tables wait there, not in everyone's queue), then among all.
    async fn open(&self, made_from: Option<IpAddr>) -> Open {
        let of_address = match made_from {
            Some(address) => {
                let semaphore = Arc::clone(
                    self.open_by_address
                        .lock()
                        .expect("lock")
                        .entry(address)
                        .or_insert_with(|| Arc::new(Semaphore::new(self.open_per_address))),
                );
                Some(semaphore.acquire_owned().await.expect("never closed"))
            }
            None => None,
        };
        let of_all = Arc::clone(&self.open);
        Open {
            _of_address: of_address,
            _of_all: of_all.acquire_owned().await.expect("never closed"),
        }
    }

    /// Refuses a search spec over the cap (formats check the rest of a spec themselves).
    pub(crate) fn check(&self, spec: &str) -> Result<(), String> {
        match spec.parse::<PolicySpec>() {
            Ok(parsed) => parsed.check_cap(self.cap).map_err(|e| e.to_string()),
            // Not a search spec: nothing to cap.
            Err(_) => Ok(()),
        }
    }
}

/// Whether `spec` searches, and so needs a slot (the one-move players answer at once).
fn searches(spec: &str) -> bool {
    spec.parse::<PolicySpec>()
        .is_ok_and(|s| s.search().is_some())
}

impl Cell {
    /// Stops the search running for this table, if any: its move would no longer apply.
    pub(crate) fn stop_search(&self) {
        if let Some(stop) = self.search.lock().expect("lock").take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

impl Tables {
    /// Plays the AI seats of `cell`'s table while one of them is to move, in the background.
    pub(crate) fn drive(self: &Arc<Self>, cell: Arc<Cell>) {
        if cell.driving.swap(true, Ordering::AcqRel) {
            return;
        }
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tables.play_ai(&cell).await;
                cell.driving.store(false, Ordering::Release);
                // A change may have handed the move to AI after the loop looked: look again.
                let again = cell.table.lock().await.ai_to_move().is_some();
                if !again || cell.driving.swap(true, Ordering::AcqRel) {
                    break;
                }
            }
        });
    }

    async fn play_ai(&self, cell: &Cell) {
        loop {
            let (spec, made_from) = {
                let table = cell.table.lock().await;
                let Some((_, spec)) = table.ai_to_move() else {
                    return;
                };
                (spec, table.made_from)
            };
            // A search first waits to be one of the open ones (first come, first served).
            let open = if searches(&spec) {
                Some(self.searches.open(made_from).await)
            } else {
                None
            };
            // The table as it is now: it may have changed while we waited.
            let (session, seat, spec, seed, version, halt) = {
                let table = cell.table.lock().await;
                let Some((seat, spec)) = table.ai_to_move() else {
                    return;
                };
                if searches(&spec) && open.is_none() {
                    continue;
                }
                let seed = derive_seed(
                    table.seed ^ AI_SEED_MIX,
                    table.session.actions_taken() as u64,
                );
                // Set under the table's lock, which every change holds: no change can slip
                // between this look and the flag that lets it stop the search.
                let stop = Arc::new(AtomicBool::new(false));
                *cell.search.lock().expect("lock") = Some(Arc::clone(&stop));
                let halt = Halt {
                    stop,
                    max_iterations: self.searches.cap.max_iterations,
                    turns: None,
                };
                let session = table.session.boxed_clone();
                (session, seat, spec, seed, table.version, halt)
            };
            // Searching takes a while: off the async threads, the table unlocked. A search waits
            // for its turn on a slot there; it gives the slot back, and its place among the open
            // searches, when it has really ended.
            let slots = Arc::clone(&self.searches.slots);
            let chosen = tokio::task::spawn_blocking(move || {
                let turns = searches(&spec).then(|| Arc::new(slots.take()) as Arc<dyn Turns>);
                let halt = Halt { turns, ..halt };
                let chosen = session.ai_action(seat, &spec, seed, Some(halt));
                drop(open);
                chosen
            })
            .await;
            let mut table = cell.table.lock().await;
            if table.version != version {
                continue;
            }
            cell.search.lock().expect("lock").take();
            let action = match chosen {
                Ok(Ok(action)) => action,
                Ok(Err(e)) => return tracing::error!(table = %table.id, "AI: {e}"),
                Err(e) => return tracing::error!(table = %table.id, "AI failed: {e}"),
            };
            if let Err(e) = self
                .commit_action(&mut table, cell, seat, true, &action)
                .await
            {
                return tracing::error!(table = %table.id, "AI move not taken: {}", e.message);
            }
        }
    }
}
