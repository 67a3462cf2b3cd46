#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small file-system helpers on the C library, so the module needs no Foundation.
enum FileAccess {
  /// Reads at most `count` bytes from the start of the file at `path`.
  ///
  /// Returns nil if the file cannot be opened or read; a shorter file gives fewer bytes.
  static func readPrefix(ofFile path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, count - filled)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if result == 0 { break }
      filled += result
    }
    return Array(bytes[0..<filled])
  }

  /// Whether `path` names an existing regular file (following symbolic links).
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return info.st_mode & S_IFMT == S_IFREG
  }

  /// `directory` and `name` joined with one slash.
  static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The last path component of `path`.
  static func lastComponent(_ path: String) -> Substring {
    guard let slash = path.lastIndex(of: "/") else { return Substring(path) }
    return path[path.index(after: slash)...]
  }
}
