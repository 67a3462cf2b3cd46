import SectionalGraphics
import Synchronization

/// Measures text with Pango, the same way ``CairoRenderer`` draws it.
///
/// Layouts come from one shared Pango context whose font options are fixed (hint style none, hint
/// metrics off, grey antialiasing; Documentation/LinuxRendering.md § Measured equals drawn), in a
/// font map pinned to the project's DejaVu-only fonts file (``FontConfiguration``). The renderer
/// draws text runs through the same layout code, so a run drawn in a rectangle of its measured size
/// fits it. Fonts map to installed families through `Font/resolvedFamily`: the system font and
/// unknown families become DejaVu Sans.
///
/// Results follow `TextMeasuring`'s rules and are cached by text, font, width, line limit
/// and line-break mode, so the same request is laid out once; a layout whose line limit cut
/// nothing also answers the same request with no limit. ``cacheStatistics`` counts hits and
/// misses for tests and benchmarks.
///
/// `@unchecked Sendable`: the cache is behind a `Mutex` and every Pango call goes through the
/// shared engine's lock (Documentation/LinuxRendering.md § C pointers under strict concurrency).
public final class PangoTextMetrics: TextMeasuring, @unchecked Sendable {
  /// The process-wide instance; its cache is shared by everything that uses it.
  public static let shared = PangoTextMetrics()

  private let cache: Mutex<MeasurementCache>

  /// Creates a measurer with an empty cache that keeps up to `cacheCapacity` layouts.
  ///
  /// When the cache is full it is emptied before the next layout is stored, which bounds
  /// memory without bookkeeping per entry. The default capacity is 4_096; 0 turns caching
  /// off (every request is a miss).
  public init(cacheCapacity: Int = 4_096) {
    cache = Mutex(MeasurementCache(capacity: Swift.max(cacheCapacity, 0)))
  }

  /// Lays `text` out in `font` within `maxWidth` with at most `numberOfLines` lines.
  ///
  /// See `TextMeasuring` for the rules. The size is the widest line's advance and the
  /// lines' total logical height (ascent + descent of the DejaVu face per line), each
  /// rounded up to a whole point; baselines are unrounded. Empty text has no lines and a
  /// zero size.
  ///
  /// - Complexity: O(1) for a cached request; otherwise Pango's shaping and line breaking,
  ///   roughly O(n) in the UTF-8 length.
  public func layout(
    _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    layout(
      TextRequest(
        text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode))
  }

  /// Lays `request` out, or answers it from the cache.
  func layout(_ request: TextRequest) -> TextLayout {
    if let cached = cache.withLock({ $0.lookUp(request) }) { return cached }
    let result = PangoEngine.shared.withContext { context in
      TextLayout(PangoTextBlock(request, context: context))
    }
    cache.withLock { cache in
      cache.store(result, for: request)
      // A line limit that cut nothing lays out as no limit does: keep it for that request too
      // (a label checks that its text fits its height before drawing it with no limit).
      if request.numberOfLines > 0, !result.isTruncated {
        var unlimited = request
        unlimited.numberOfLines = 0
        cache.store(result, for: unlimited)
      }
    }
    return result
  }

  /// How often the cache answered a request (hits) or Pango had to lay it out (misses).
  public var cacheStatistics: CacheStatistics {
    cache.withLock { $0.statistics }
  }

  /// Empties the cache and resets its counters.
  public func removeAllCachedLayouts() {
    cache.withLock { $0 = MeasurementCache(capacity: $0.capacity) }
  }
}

extension PangoTextMetrics {
  /// Counters of the measurement cache.
  public struct CacheStatistics: Hashable, Sendable {
    /// Requests answered from the cache.
    public var hits: Int
    /// Requests that Pango laid out.
    public var misses: Int
    /// Layouts currently stored.
    public var count: Int

    /// Creates a set of counters.
    public init(hits: Int, misses: Int, count: Int) {
      self.hits = hits
      self.misses = misses
      self.count = count
    }
  }
}

/// The cache behind ``PangoTextMetrics``: layouts by request, with counters.
struct MeasurementCache: Sendable {
  let capacity: Int
  private var layouts: [TextRequest: TextLayout] = [:]
  private(set) var statistics = PangoTextMetrics.CacheStatistics(hits: 0, misses: 0, count: 0)

  init(capacity: Int) { self.capacity = capacity }

  /// The cached layout for `request`, counting a hit or a miss.
  mutating func lookUp(_ request: TextRequest) -> TextLayout? {
    if let layout = layouts[request] {
      statistics.hits += 1
      return layout
    }
    statistics.misses += 1
    return nil
  }

  /// Stores `layout`, emptying the cache first when it is full.
  mutating func store(_ layout: TextLayout, for request: TextRequest) {
    guard capacity > 0 else { return }
    if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
    layouts[request] = layout
    statistics.count = layouts.count
  }
}

extension TextLayout {
  /// The measurement of a Pango text block.
  init(_ block: PangoTextBlock) {
    let lines = block.lines.map {
      TextLine(text: $0.text, width: $0.width, utf8Range: $0.utf8Range)
    }
    let widest = block.lines.map(\.width).max() ?? 0
    let bottom = block.lines.last.map { $0.top + $0.height } ?? 0
    self.init(
      size: CGSize(width: TextLayout.roundUp(widest), height: TextLayout.roundUp(bottom)),
      lines: lines,
      firstBaseline: block.lines.first?.baseline ?? 0,
      lastBaseline: block.lines.last?.baseline ?? 0,
      lineHeight: block.lines.first?.height ?? 0,
      isTruncated: block.isTruncated)
  }
}
