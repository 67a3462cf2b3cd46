import CPangoCairo
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Decoded PNG files, and copies of them resampled to the device pixels they are drawn at,
/// kept across replays.
///
/// Decoding a PNG and resampling it with Cairo's `GOOD` filter (a separable convolution when
/// an image is shrunk) cost far more than copying pixels: profiled on the news-ads scene, the
/// two took 88% of a frame. A decoded surface is keyed by path and checked against the file's
/// device, inode, size and modification time on every use, so a file rewritten in place is
/// read again. A resampled copy is keyed by path, the image's scale in device pixels and the
/// fractional part of its device origin, so drawing it at the integer part gives the pixels
/// the direct draw gives.
///
/// Memory is bounded by ``byteBudget``: when storing a surface would pass it, everything is
/// dropped first (surfaces in use elsewhere stay alive through Cairo's reference counts).
///
/// `@unchecked Sendable`: the dictionaries live behind a `Mutex`; the surfaces are never
/// written after they are made, and callers get their own reference.
final class ImageSurfaceCache: @unchecked Sendable {
  /// The process-wide cache, bounded to 64 MiB of pixels.
  static let shared = ImageSurfaceCache(byteBudget: 64 << 20)

  /// What identifies one version of a file on disk.
  struct FileStamp: Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
  }

  /// What identifies one resampled copy of a file.
  struct ScaledKey: Hashable {
    var path: String
    var stamp: FileStamp
    /// Device pixels per image pixel, horizontally and vertically.
    var xScale: Double
    var yScale: Double
    /// The fractional part of the image's device origin, in `0..<1`.
    var xPhase: Double
    var yPhase: Double
  }

  /// Counters of the cache's work.
  struct Statistics: Hashable {
    var decodes = 0
    var resamples = 0
    var hits = 0
  }

  private struct Decoded {
    var stamp: FileStamp
    /// Nil for a file Cairo could not read.
    var surface: OpaquePointer?
  }

  private struct Storage {
    var decoded: [String: Decoded] = [:]
    var scaled: [ScaledKey: OpaquePointer] = [:]
    var bytes = 0
    var statistics = Statistics()

    mutating func removeAll() {
      for case let surface? in decoded.values.map(\.surface) { cairo_surface_destroy(surface) }
      for surface in scaled.values { cairo_surface_destroy(surface) }
      decoded = [:]
      scaled = [:]
      bytes = 0
    }

    /// Makes room for `count` more bytes, emptying the cache if they would not fit.
    mutating func reserve(_ count: Int, budget: Int) {
      if bytes + count > budget { removeAll() }
      bytes += count
    }
  }

  /// The most bytes of pixels kept.
  let byteBudget: Int
  private let lock = Mutex(())
  /// Guarded by `lock`.
  private var storage = Storage()

  init(byteBudget: Int) { self.byteBudget = byteBudget }

  /// The counters since the cache was made or last emptied.
  var statistics: Statistics { lock.withLock { _ in storage.statistics } }

  /// Drops every surface and resets the counters.
  func removeAll() {
    lock.withLock { _ in
      storage.removeAll()
      storage.statistics = Statistics()
    }
  }

  /// The stamp of the file at `path`, or nil if it cannot be examined.
  static func stamp(of path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
  }

  /// The decoded surface of the PNG at `path` with its stamp, as a new reference the caller
  /// releases with `cairo_surface_destroy`; nil if the file cannot be read.
  ///
  /// - Complexity: O(1) when the file is unchanged since it was decoded; otherwise the
  ///   decoding.
  func decoded(_ path: String) -> (surface: OpaquePointer, stamp: FileStamp)? {
    guard let stamp = Self.stamp(of: path) else { return nil }
    let cached = lock.withLock { _ -> Decoded? in
      guard let entry = storage.decoded[path], entry.stamp == stamp else { return nil }
      storage.statistics.hits += 1
      return Decoded(stamp: entry.stamp, surface: entry.surface.flatMap(cairo_surface_reference))
    }
    if let cached {
      return cached.surface.map { ($0, stamp) }
    }
    var surface = cairo_image_surface_create_from_png(path)
    if let candidate = surface, cairo_surface_status(candidate) != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(candidate)
      surface = nil
    }
    let bytes = surface.map(Self.byteCount) ?? 0
    lock.withLock { _ in
      storage.statistics.decodes += 1
      if let old = storage.decoded.removeValue(forKey: path) {
        old.surface.map(cairo_surface_destroy)
        for key in storage.scaled.keys where key.path == path {
          storage.scaled.removeValue(forKey: key).map(cairo_surface_destroy)
        }
      }
      guard bytes <= byteBudget else { return }
      storage.reserve(bytes, budget: byteBudget)
      storage.decoded[path] = Decoded(
        stamp: stamp, surface: surface.flatMap(cairo_surface_reference))
    }
    return surface.map { ($0, stamp) }
  }

  /// The resampled copy for `key`, made by `make` on a miss, as a new reference the caller
  /// releases; nil if `make` fails or the copy would not fit the budget.
  ///
  /// `make` runs without the lock held.
  ///
  /// - Complexity: O(1) on a hit; otherwise `make`.
  func scaled(_ key: ScaledKey, make: () -> OpaquePointer?) -> OpaquePointer? {
    let cached = lock.withLock { _ -> OpaquePointer? in
      guard let surface = storage.scaled[key] else { return nil }
      storage.statistics.hits += 1
      return cairo_surface_reference(surface)
    }
    if let cached { return cached }
    guard let surface = make() else { return nil }
    let bytes = Self.byteCount(surface)
    lock.withLock { _ in
      storage.statistics.resamples += 1
      guard bytes <= byteBudget else { return }
      storage.reserve(bytes, budget: byteBudget)
      storage.scaled.removeValue(forKey: key).map(cairo_surface_destroy)
      storage.scaled[key] = cairo_surface_reference(surface)
    }
    return surface
  }

  /// The bytes an image surface's pixels take.
  private static func byteCount(_ surface: OpaquePointer) -> Int {
    Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
  }
}
