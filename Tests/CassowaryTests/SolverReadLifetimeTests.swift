import Foundation
import Testing

@testable import Cassowary

/// Reads of a solver's state touch only memory that is alive for the whole read.
///
/// Swift 6.3's `-Onone` code for a `_read` accessor yielding a large struct copies it into a
/// heap frame that is freed when the access ends, and the caller's code destroyed a copied
/// field through that freed frame afterwards (swiftlang/swift#89836, fixed in 6.4 by #90550).
/// When the allocator had handed the frame to someone else in between, the release hit
/// garbage: the "Bad pointer dereference at 0xfffffffffffffff4" in
/// `Solver.updateVariables(_:)`. glibc keeps a freed block's contents until it is reused, so
/// the fault only showed on a busy machine. The child run below makes every free scribble the
/// block at once (no thread cache, perturbed frees), which turns a read through freed memory
/// into a skipped release that the store's reference count shows on every run.
@Suite struct SolverReadLifetimeTests {
  /// Set in the child process, where the scribbling allocator makes a stale read visible.
  static let childVariable = "SECTIONAL_SCRIBBLED_FREE_CHILD"

  /// glibc tunables for the child: no per-thread cache, freed bytes overwritten with 0xA5.
  static let tunables = "glibc.malloc.tcache_count=0:glibc.malloc.perturb=165"

  /// Whether this process is the child run.
  static var isChild: Bool { ProcessInfo.processInfo.environment[childVariable] != nil }

  @Test(
    "Every read of a small system keeps the store's reference count (child run only)",
    .enabled(if: SolverReadLifetimeTests.isChild))
  func readsKeepReferenceCounts() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = Constraint(x, .equal, 10)
    try solver.add(pin)
    try solver.add(Constraint(y, .equal, x + 5))
    try solver.add(Constraint(y, .lessThanOrEqual, 100, strength: Strength(250)))
    #expect(solver.box.engine.pointee.isSmall)
    let store = solver.box.engine.pointee.small.store
    let before = _getRetainCount(store)
    for _ in 0..<200 {
      solver.updateVariables()
      solver.updateVariables([x, y])
      _ = solver.value(of: y)
      _ = solver.contains(pin)
      _ = solver.constant(of: pin)
    }
    #expect(_getRetainCount(store) == before)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
    #expect(solver.constant(of: pin) == -10)
  }

  @Test("Reads stay balanced when freed memory is scribbled at once (child process)")
  func readsUnderScribblingAllocator() throws {
    if SolverReadLifetimeTests.isChild { return }
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--testing-library", "swift-testing",
      "--filter", "SolverReadLifetimeTests/readsKeepReferenceCounts",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[SolverReadLifetimeTests.childVariable] = "1"
    environment["GLIBC_TUNABLES"] = SolverReadLifetimeTests.tunables
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(process.terminationReason == .exit, "the child crashed:\n\(text)")
    #expect(process.terminationStatus == 0, "the child failed:\n\(text)")
    #expect(
      text.contains("Test run with 1 test in 1 suite passed"), "the child ran no test:\n\(text)")
  }
}
