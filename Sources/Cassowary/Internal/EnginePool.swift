import Synchronization

/// The heap box that holds a solver's engine (small tableau and sparse engine), so it moves in
/// and out of the pool as one reference instead of a copy of its hundred-odd buffers.
///
/// Owned by one solver at a time; it changes threads only through the `EnginePool` lock,
/// which is why the unchecked `Sendable` conformance is sound.
///
/// The engine lives behind a pointer the box owns rather than in a stored property, so the
/// solver's calls reach it without a dynamic exclusivity check each (a `Solver` is not
/// thread-safe, and nothing else can reach its box).
final class EngineBox: @unchecked Sendable {
  /// The engine, allocated and initialized with the box and released with it.
  let engine: UnsafeMutablePointer<SolverEngine>

  /// Boxes `engine`.
  ///
  /// The box takes the only engine in use: a copy kept outside would share the small
  /// tableau's buffers (`SmallTableau.store` is a class reference).
  init(_ engine: SolverEngine) {
    self.engine = .allocate(capacity: 1)
    self.engine.initialize(to: engine)
  }

  deinit {
    engine.deinitialize(count: 1)
    engine.deallocate()
  }
}

/// A process-wide pool of engines, so a fresh `Solver` reuses the buffers of one that has
/// gone away instead of allocating and freeing about a hundred arrays.
///
/// Benchmark workload B (a new solver per self-sizing header) pays most of its
/// setup and teardown in allocation; kiwi pays the same cost (a resettable solver that keeps
/// its capacity avoids it). Only small engines are kept (at most
/// `maximumSymbols` symbols of capacity) and at most `maximumCount` of them, so the pool
/// never hoards the memory of a large layout and resetting a pooled engine stays cheap.
enum EnginePool {
  /// The largest symbol capacity an engine may have to be pooled.
  static let maximumSymbols = 512
  /// The most engines the pool holds.
  static let maximumCount = 16

  /// The pooled engines, not yet reset (they are reset when taken, once uniquely owned).
  static let engines = Mutex<[EngineBox]>([])

  /// Returns a box with an empty engine: a pooled one after `reset()`, or a new one.
  ///
  /// - Complexity: O(the parts of the pooled engine used since its last reset).
  static func take() -> EngineBox {
    let pooled = engines.withLock { $0.popLast() }
    guard let box = pooled else { return EngineBox(SolverEngine()) }
    box.engine.pointee.reset()
    return box
  }

  /// Offers `box` to the pool; it is dropped when its engine is too large or the pool is full.
  ///
  /// - Complexity: O(1).
  static func give(_ box: EngineBox) {
    if box.engine.pointee.sparse.kind.capacity > maximumSymbols { return }
    engines.withLock { engines in
      if engines.count < maximumCount { engines.append(box) }
    }
  }
}
