#if canImport(Glibc)
  import Glibc
#endif

/// Thin wrappers over the terminal system calls the host makes.
enum TerminalDevice {
  /// The current attributes of `descriptor`, or nil when it is not a terminal.
  static func attributes(of descriptor: Int32) -> termios? {
    var attributes = termios()
    return tcgetattr(descriptor, &attributes) == 0 ? attributes : nil
  }

  /// Puts `descriptor` into raw mode (`cfmakeraw`: no echo, no line editing, no signals
  /// from Ctrl-C, 8-bit bytes) with reads returning whatever is available; returns whether
  /// it succeeded.
  static func enterRawMode(_ descriptor: Int32, from saved: termios) -> Bool {
    var raw = saved
    cfmakeraw(&raw)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return tcsetattr(descriptor, TCSAFLUSH, &raw) == 0
  }

  /// The size of the terminal on `descriptor` in cells, or nil when it cannot be read.
  static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes all of `bytes` to `descriptor`, retrying on interruption and short writes;
  /// returns whether everything was written.
  @discardableResult
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
          var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptorSet, 1, 100)
        } else {
          return false
        }
      }
      return true
    }
  }

  /// Reads what is available on `descriptor` (at most 4 KiB); nil at end of input or on an
  /// error other than an interruption, an empty array when interrupted.
  static func readAvailable(_ descriptor: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
    if count > 0 { return Array(buffer[0..<count]) }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
    return nil
  }

  /// The monotonic clock in seconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
