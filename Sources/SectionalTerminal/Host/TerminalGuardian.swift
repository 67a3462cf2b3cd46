#if canImport(Glibc)
  import Glibc
#endif

/// A small watcher process that restores the terminal when the host's process dies without
/// restoring it (SIGKILL, which no handler can catch).
///
/// The guardian is `/bin/sh` reading a pipe whose write end only the host holds. When the host
/// restored the terminal itself it writes `done` and the guardian exits quietly; when the pipe
/// ends without it (the host is gone), the guardian writes ``TerminalModes/leave`` to the host's
/// output and puts the saved attributes back with `stty` on the host's input, given in the
/// `stty -g` form (the four flag words and every control character, in hexadecimal, joined by
/// colons). Restoring twice (a caught signal restores, then the guardian) changes nothing.
enum TerminalGuardian {
  /// The guardian's shell script: `$1` is the leave sequence, `$2` the attributes (or empty),
  /// descriptor 3 the host's input.
  static let script =
    "IFS= read -r line; [ \"$line\" = done ] && exit 0; printf '%s' \"$1\"; "
    + "[ -n \"$2\" ] && stty \"$2\" <&3 2>/dev/null; exit 0"

  /// A running guardian: its process and the write end of its pipe.
  struct Handle {
    /// The guardian's process id.
    let process: pid_t
    /// The host's end of the pipe.
    let descriptor: Int32
  }

  /// Starts a guardian for a host reading `input` and writing `output`; `nil` when it cannot
  /// start (the host then runs unguarded).
  static func start(input: Int32, output: Int32, saved: termios?) -> Handle? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    // Above the descriptors the child rearranges, and never inherited by other children.
    let readEnd = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
    let writeEnd = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
    close(ends[0])
    close(ends[1])
    guard readEnd >= 0, writeEnd >= 0 else {
      if readEnd >= 0 { close(readEnd) }
      if writeEnd >= 0 { close(writeEnd) }
      return nil
    }
    defer { close(readEnd) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 3)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
    let arguments = [
      "/bin/sh", "-c", script, "sectional-terminal-guardian", TerminalModes.leave,
      saved.map(sttyForm) ?? "",
    ]
    var cStrings = arguments.map { strdup($0) }
    defer { for pointer in cStrings { free(pointer) } }
    cStrings.append(nil)
    var process = pid_t()
    let status = posix_spawn(&process, "/bin/sh", &actions, nil, &cStrings, environ)
    guard status == 0 else {
      close(writeEnd)
      return nil
    }
    return Handle(process: process, descriptor: writeEnd)
  }

  /// Tells the guardian the host restored the terminal, and waits for it to exit.
  static func dismiss(_ handle: Handle) {
    _ = TerminalDevice.writeAll(Array("done\n".utf8), to: handle.descriptor)
    close(handle.descriptor)
    var status: Int32 = 0
    while waitpid(handle.process, &status, 0) < 0 && errno == EINTR {}
  }

  /// `attributes` in the form `stty -g` prints and `stty` reads back.
  static func sttyForm(_ attributes: termios) -> String {
    var words = [attributes.c_iflag, attributes.c_oflag, attributes.c_cflag, attributes.c_lflag]
      .map { String($0, radix: 16) }
    withUnsafeBytes(of: attributes.c_cc) { bytes in
      for byte in bytes { words.append(String(byte, radix: 16)) }
    }
    return words.joined(separator: ":")
  }
}
