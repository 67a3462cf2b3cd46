import Synchronization

/// A process-wide pool of reset engines, so a fresh `Solver` reuses the buffers of one that
/// has gone away instead of allocating and freeing about a hundred arrays.
///
/// Workload B of reference section 7 (a new solver per self-sizing header) pays most of its
/// setup and teardown in allocation; kiwi pays the same cost (reference section 8: "make the
/// solver resettable while keeping capacity"). Only small engines are kept (at most
/// `maximumSymbols` symbols of capacity) and at most `maximumCount` of them, so the pool
/// never hoards the memory of a large layout and resetting a pooled engine stays cheap.
enum EnginePool {
  /// The largest symbol capacity an engine may have to be pooled.
  static let maximumSymbols = 512
  /// The most engines the pool holds.
  static let maximumCount = 16

  /// The pooled engines, not yet reset (they are reset when taken, once uniquely owned).
  static let engines = Mutex<[Engine]>([])

  /// Returns an empty engine: a pooled one after `reset()`, or a new one.
  ///
  /// - Complexity: O(symbols + slots of the pooled engine's last use).
  static func take() -> Engine {
    let pooled = engines.withLock { $0.popLast() }
    guard var engine = pooled else { return Engine() }
    engine.reset()
    return engine
  }

  /// Offers `engine` to the pool; it is dropped when too large or when the pool is full.
  ///
  /// - Complexity: O(1).
  static func give(_ engine: Engine) {
    if engine.kind.capacity > maximumSymbols { return }
    engines.withLock { engines in
      if engines.count < maximumCount { engines.append(engine) }
    }
  }
}
