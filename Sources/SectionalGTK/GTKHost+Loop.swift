import CGtk4
import Foundation

/// The host's main loop: GLib's default context, with Swift's main run loop drained alongside it
/// (Documentation/LinuxRendering.md § The GTK loop must drain Swift's main run loop: with GLib
/// alone, `Task { @MainActor in }` and `DispatchQueue.main.async` never run).
extension GTKHost {
  /// Shows the window and runs the loop until the window is closed, or for `seconds` when
  /// given (then it closes the window itself); without `seconds`, for the seconds in the
  /// environment variable `SECTIONAL_EXIT_AFTER_SECONDS` when that is a finite number >= 0,
  /// so tests that start an app cannot hang (``exitAfterVariable``).
  ///
  /// Blocks in `g_main_context_iteration`; a GLib timeout every 8 ms drains Swift's main run
  /// loop, so main-actor jobs wait at most 8 ms. Call it from the top level of the program,
  /// not from a main-actor task (draining the main queue inside a job would run other
  /// main-actor jobs in the middle of it). Returns after the window is destroyed and GLib
  /// has processed what was pending.
  public func run(exitAfter seconds: Double? = nil) {
    let seconds =
      seconds ?? ProcessInfo.processInfo.environment[Self.exitAfterVariable].flatMap(Double.init)
    present()
    let pump: GSourceFunc = { _ in
      _ = RunLoop.main.run(mode: .default, before: Date())
      return 1
    }
    let pumpSource = g_timeout_add(8, pump, nil)
    var exitSource: UInt32 = 0
    if let seconds, seconds.isFinite, seconds >= 0 {
      let exit: GSourceFunc = { data in
        MainActor.assumeIsolated { GTKHost.from(data).close() }
        return 0
      }
      let release: GDestroyNotify = { data in Unmanaged<GTKHost>.fromOpaque(data!).release() }
      exitSource = g_timeout_add_full(
        G_PRIORITY_DEFAULT, UInt32(min(seconds * 1_000, Double(UInt32.max))), exit,
        retainedUserData(), release)
    }
    while !isClosed { g_main_context_iteration(nil, 1) }
    g_source_remove(pumpSource)
    if exitSource != 0, g_main_context_find_source_by_id(nil, exitSource) != nil {
      g_source_remove(exitSource)
    }
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  /// The environment variable ``run(exitAfter:)`` reads when given no time.
  public static let exitAfterVariable = "SECTIONAL_EXIT_AFTER_SECONDS"

  /// Runs one iteration of GLib's default main context, waiting at most `timeout` seconds
  /// for something to dispatch (0 does not wait); returns whether something other than the
  /// wait's own timeout was dispatched.
  ///
  /// For callers (tests, benchmarks) that drive the loop themselves; it does not drain
  /// Swift's run loop. A wait is bounded by a one-shot GLib timeout removed afterwards.
  @discardableResult
  public func iterate(timeout: Double) -> Bool {
    guard timeout > 0, timeout.isFinite else { return g_main_context_iteration(nil, 0) != 0 }
    let milliseconds = UInt32(min(max(timeout * 1_000, 1), Double(UInt32.max)))
    var timedOut = false
    return withUnsafeMutablePointer(to: &timedOut) { flag in
      let wake: GSourceFunc = { data in
        data!.assumingMemoryBound(to: Bool.self).pointee = true
        return 0
      }
      let source = g_timeout_add(milliseconds, wake, flag)
      let dispatched = g_main_context_iteration(nil, 1) != 0
      if !flag.pointee { g_source_remove(source) }
      return dispatched && !flag.pointee
    }
  }

  /// The window was destroyed: stop ticking and let ``run(exitAfter:)`` return.
  func windowDestroyed() {
    isClosed = true
    kinetic = nil
    tickCallbackID = 0
    unpaintedFrame = nil
  }
}
