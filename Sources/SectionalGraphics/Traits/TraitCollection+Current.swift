import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TraitCollection {
  /// The traits of the code running on this thread (UIKit's `UITraitCollection.current`).
  ///
  /// Views set it to their own traits while their `layoutSubviews()`, `draw(_:into:)` and
  /// trait change callbacks run, and so do view controllers for theirs; a dynamic colour's
  /// provider runs with it set to the traits being resolved. Outside those it is what was
  /// last assigned on this thread, at first ``standard``. Each thread has its own, as in
  /// UIKit (Documentation/Traits.md § The current traits).
  ///
  /// - Complexity: O(1).
  public static var current: TraitCollection {
    get { CurrentTraitsBox.existing()?.traits ?? .standard }
    set { CurrentTraitsBox.forThisThread().traits = newValue }
  }

  /// Runs `actions` with ``current`` set to this collection, and restores the previous
  /// value afterwards, even when `actions` throws (UIKit's `performAsCurrent(_:)`).
  public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
    let box = CurrentTraitsBox.forThisThread()
    let previous = box.traits
    box.traits = self
    defer { box.traits = previous }
    return try actions()
  }
}

/// One thread's ``TraitCollection/current``, owned by the thread through a pthread key whose
/// destructor releases it when the thread ends.
final class CurrentTraitsBox {
  /// The current traits of the thread that owns the box.
  var traits = TraitCollection.standard

  /// The key under which each thread keeps its box.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<CurrentTraitsBox>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }()

  /// This thread's box, or `nil` before anything set the current traits here.
  static func existing() -> CurrentTraitsBox? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<CurrentTraitsBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// This thread's box, made on first use.
  static func forThisThread() -> CurrentTraitsBox {
    if let box = existing() { return box }
    let box = CurrentTraitsBox()
    pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
    return box
  }
}
