#if canImport(Glibc)
  import Glibc
#endif

/// The signal handlers that keep the terminal usable: restore-then-die for termination and
/// crash signals, a wake-up byte for SIGWINCH, and an `atexit` hook.
///
/// Termination (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and crash signals (SIGSEGV, SIGBUS, SIGFPE,
/// SIGILL and SIGTRAP, which a Swift runtime error raises on x86-64 and arm64, and SIGABRT)
/// restore the terminal, then re-raise the signal with its default action (`SA_RESETHAND`),
/// so the process ends as it would have and its parent sees the real cause. SIGWINCH writes
/// one byte to a pipe the host polls (the self-pipe trick), so a resize wakes the loop at
/// once.
enum SignalHandlers {
  /// The signals that end the process after restoring the terminal.
  static let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT,
  ]
  /// The write end of the wake-up pipe, or -1.
  nonisolated(unsafe) static var wakeDescriptor: Int32 = -1
  /// Whether the `atexit` hook is registered (it cannot be removed, so it is added once).
  nonisolated(unsafe) static var registeredExitHook = false

  /// Installs every handler and returns the actions they replaced.
  static func install(wakeDescriptor: Int32) -> [(Int32, sigaction)] {
    self.wakeDescriptor = wakeDescriptor
    if !registeredExitHook {
      registeredExitHook = true
      atexit { TerminalRestore.restore() }
    }
    var replaced: [(Int32, sigaction)] = []
    for signal in fatalSignals {
      replaced.append(
        (
          signal,
          set(signal, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) { number in
            TerminalRestore.restore()
            raise(number)
          }
        ))
    }
    replaced.append(
      (
        SIGWINCH,
        set(SIGWINCH, flags: Int32(SA_RESTART)) { _ in
          var byte: UInt8 = 0x57
          if SignalHandlers.wakeDescriptor >= 0 {
            _ = write(SignalHandlers.wakeDescriptor, &byte, 1)
          }
        }
      ))
    return replaced
  }

  /// Puts back the actions `install` replaced.
  static func uninstall(_ replaced: [(Int32, sigaction)]) {
    for (signal, action) in replaced {
      var old = action
      sigaction(signal, &old, nil)
    }
    wakeDescriptor = -1
  }

  private static func set(
    _ signal: Int32, flags: Int32, handler: @convention(c) (Int32) -> Void
  ) -> sigaction {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var old = sigaction()
    sigaction(signal, &action, &old)
    return old
  }
}
