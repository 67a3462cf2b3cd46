import Foundation

/// The PNG output directory: made before any scene is rendered, with a message that names the
/// directory and the system's reason when it cannot be made or written.
enum GalleryOutput {
  /// Why the output directory cannot be used, in one line.
  struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the directory.
    var description: String
  }

  /// Makes `directory` (and its parents) and checks that files can be written in it.
  static func prepare(_ directory: String) throws(Failure) {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(
        description: "cannot create the output directory '\(directory)': \(reason(for: directory))")
    }
    if access(directory, W_OK | X_OK) != 0 {
      throw Failure(
        description:
          "cannot write to the output directory '\(directory)': \(String(cString: strerror(errno)))"
      )
    }
  }

  /// The system's reason why `path` cannot be made: the error of the first part of the path
  /// that is missing or not a writable directory.
  private static func reason(for path: String) -> String {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(part) : "/" + part
      var info = stat()
      if stat(prefix, &info) != 0 {
        let parent = (prefix as NSString).deletingLastPathComponent
        if access(parent.isEmpty ? "." : parent, W_OK | X_OK) != 0 {
          return String(cString: strerror(errno))
        }
        return String(cString: strerror(ENOENT))
      }
      if info.st_mode & S_IFMT != S_IFDIR { return String(cString: strerror(ENOTDIR)) }
    }
    return "the file system refused it"
  }
}
