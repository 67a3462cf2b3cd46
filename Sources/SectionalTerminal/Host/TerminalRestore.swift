#if canImport(Glibc)
  import Glibc
#endif

/// Process-wide state that puts the terminal back: the saved termios, the output file
/// descriptor and the bytes of ``TerminalModes/leave``, kept where signal handlers reach
/// them without allocating.
///
/// ``restore()`` only calls `write(2)` and `tcsetattr(3)`, both async-signal-safe (POSIX.1
/// 2017, 2.4.3), so it is safe in a signal handler. It runs at most once per ``arm(input:
/// output:saved:)``.
enum TerminalRestore {
  /// The bytes written on restore (the leave sequence), allocated once and never freed.
  nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array(TerminalModes.leave.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }()
  /// The terminal attributes to put back, when raw mode was entered.
  nonisolated(unsafe) static let savedAttributes: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  /// 1 while the terminal is in the host's modes and needs restoring.
  nonisolated(unsafe) static var isArmed: sig_atomic_t = 0
  /// 1 when ``savedAttributes`` holds attributes to put back.
  nonisolated(unsafe) static var hasSavedAttributes: sig_atomic_t = 0
  /// The descriptor whose attributes were changed.
  nonisolated(unsafe) static var inputDescriptor: Int32 = 0
  /// The descriptor the leave sequence is written to.
  nonisolated(unsafe) static var outputDescriptor: Int32 = 1

  /// Records what to restore; call before changing the terminal.
  static func arm(input: Int32, output: Int32, saved: termios?) {
    _ = leaveBytes.count
    if let saved {
      savedAttributes.pointee = saved
      hasSavedAttributes = 1
    } else {
      hasSavedAttributes = 0
    }
    inputDescriptor = input
    outputDescriptor = output
    isArmed = 1
  }

  /// Writes the leave sequence and puts the saved attributes back, once.
  static func restore() {
    guard isArmed == 1 else { return }
    isArmed = 0
    var offset = 0
    while offset < leaveBytes.count {
      let written = write(
        outputDescriptor, leaveBytes.baseAddress! + offset, leaveBytes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    if hasSavedAttributes == 1 {
      _ = tcsetattr(inputDescriptor, TCSAFLUSH, savedAttributes)
    }
  }
}
