import Foundation

/// The table behind dynamic colours: a `Color` carries only a small index
/// (`Color.dynamicIndex`), so colours stay plain values that are cheap to copy, and the index
/// finds the light and dark values here.
///
/// Indices below ``firstProviderIndex`` are ``SystemColor`` cases, resolved without a lock.
/// Higher ones are closures registered by ``Color/init(dynamicProvider:)`` and by
/// ``Color/withAlphaComponent(_:)`` on a dynamic colour; they live for the whole process, so
/// an index never dangles. Alpha variants are registered once per colour and alpha.
package final class DynamicColors: @unchecked Sendable {
  /// The process's table.
  package static let shared = DynamicColors()
  /// The first index that names a registered closure rather than a system colour.
  static let firstProviderIndex: UInt32 = 1024

  /// Guards ``providers`` and ``alphaVariants``.
  private let lock = NSLock()
  /// Registered closures; index `dynamicIndex - firstProviderIndex`.
  private var providers: [@Sendable (TraitCollection) -> Color] = []
  /// The index of each alpha variant made so far, by base index and alpha bits.
  private var alphaVariants: [AlphaKey: UInt32] = [:]

  /// A dynamic colour's index and an alpha.
  private struct AlphaKey: Hashable {
    var index: UInt32
    var alphaBits: UInt64
  }

  /// Registers `provider` and returns the dynamic colour it stands for, whose components are
  /// its light resolution.
  package func register(_ provider: @escaping @Sendable (TraitCollection) -> Color) -> Color {
    let index = lock.withLock {
      providers.append(provider)
      return DynamicColors.firstProviderIndex + UInt32(providers.count - 1)
    }
    let light = resolve(index, with: TraitCollection.standard, depth: 0)
    return Color(light: light, dynamicIndex: index)
  }

  /// The fixed colour `color` (dynamic) is in `traits`.
  package func resolve(_ color: Color, with traits: TraitCollection) -> Color {
    resolve(color.dynamicIndex, with: traits, depth: 0)
  }

  /// Resolves an index; a provider that returns another dynamic colour is resolved again, up
  /// to a depth of 8, after which its light components are used.
  private func resolve(_ index: UInt32, with traits: TraitCollection, depth: Int) -> Color {
    if index < DynamicColors.firstProviderIndex {
      guard let system = SystemColor(rawValue: index) else { return Color(white: 0) }
      return traits.userInterfaceStyle == .dark ? system.dark : system.light
    }
    let provider = lock.withLock { providers[Int(index - DynamicColors.firstProviderIndex)] }
    // The provider may read `TraitCollection.current` instead of its argument, as in UIKit.
    let value = traits.performAsCurrent { provider(traits) }
    guard value.dynamicIndex != 0 else { return value }
    guard depth < 8 else {
      return Color(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }
    return resolve(value.dynamicIndex, with: traits, depth: depth + 1)
  }

  /// `color` (dynamic) with every resolved value at `alpha`, itself dynamic.
  package func withAlpha(_ alpha: Double, of color: Color) -> Color {
    let clamped = Color.clamp(alpha)
    let key = AlphaKey(index: color.dynamicIndex, alphaBits: clamped.bitPattern)
    if let index = lock.withLock({ alphaVariants[key] }) {
      return Color(light: plain(color).withAlphaComponent(clamped), dynamicIndex: index)
    }
    let base = color
    let variant = register { base.resolvedColor(with: $0).withAlphaComponent(clamped) }
    lock.withLock { alphaVariants[key] = variant.dynamicIndex }
    return variant
  }

  /// The colour's components as a fixed colour.
  private func plain(_ color: Color) -> Color {
    Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
