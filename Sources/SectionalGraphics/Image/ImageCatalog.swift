import Synchronization

/// Where ``Image/init(named:)`` looks for images: search directories plus images registered
/// under a name (the role of an app bundle's asset catalog).
///
/// A catalog is a plain value; ``shared`` is the process-wide one, guarded by a mutex, that
/// `Image(named:)` uses. Register directories once at startup with
/// ``registerSharedSearchDirectory(_:)``.
public struct ImageCatalog: Hashable, Sendable {
  /// The directories searched, in order.
  public var searchDirectories: [String]
  /// Images registered under a name; these win over files.
  public var registeredImages: [String: Image]

  /// Creates a catalog searching `searchDirectories` in order, with no registered images.
  public init(searchDirectories: [String] = []) {
    self.searchDirectories = searchDirectories
    self.registeredImages = [:]
  }

  /// Registers `image` under `name`, replacing any image registered under it before.
  public mutating func register(_ image: Image, named name: String) {
    registeredImages[name] = image
  }

  /// Finds the image called `name`.
  ///
  /// A registered image wins. Otherwise each directory in turn is searched for
  /// `name@3x.png`, `name@2x.png` and `name.png`, in that order (the highest scale first, as
  /// on a 3x device), and the first readable PNG is returned. A name that already ends in
  /// `.png` is looked up as that file only. Returns nil when nothing matches.
  ///
  /// - Complexity: O(d) file lookups for d directories.
  public func image(named name: String) -> Image? {
    if let image = registeredImages[name] { return image }
    guard !name.isEmpty else { return nil }
    let candidates =
      name.lowercased().hasSuffix(".png")
      ? [name] : ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"]
    for directory in searchDirectories {
      for candidate in candidates {
        let path = FileAccess.join(directory, candidate)
        if FileAccess.isRegularFile(path), let image = Image(contentsOfFile: path) {
          return image
        }
      }
    }
    return nil
  }

  /// The process-wide catalog storage.
  private static let storage = Mutex(ImageCatalog())

  /// The process-wide catalog that ``Image/init(named:)`` searches.
  ///
  /// Reading it takes a snapshot; it is safe from any thread or task.
  public static var shared: ImageCatalog {
    storage.withLock { $0 }
  }

  /// Appends `directory` to the shared catalog's search directories, unless it is already
  /// there.
  public static func registerSharedSearchDirectory(_ directory: String) {
    storage.withLock { catalog in
      if !catalog.searchDirectories.contains(directory) {
        catalog.searchDirectories.append(directory)
      }
    }
  }

  /// Registers `image` under `name` in the shared catalog.
  public static func registerShared(_ image: Image, named name: String) {
    storage.withLock { $0.register(image, named: name) }
  }
}
