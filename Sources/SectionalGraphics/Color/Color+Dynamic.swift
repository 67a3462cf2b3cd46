extension Color {
  /// Creates a colour whose value depends on the traits it is drawn with (UIKit's
  /// `UIColor(dynamicProvider:)`, spelled `Color { traits in … }`).
  ///
  /// `provider` is called when a view draws the colour, with the view's resolved traits, and
  /// must return the same colour for the same traits. Its components, read directly, are what
  /// it returns for ``TraitCollection/standard`` (light mode). Each call registers a new
  /// colour for the life of the process: make dynamic colours once (as `static let`s), not
  /// per draw.
  public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
    self = DynamicColors.shared.register(provider)
  }

  /// A dynamic colour that is `light` in light mode (and an unspecified style) and `dark` in
  /// dark mode.
  public init(light: Color, dark: Color) {
    self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }

  /// The fixed colour this colour is in `traitCollection` (UIKit's `resolvedColor(with:)`);
  /// a fixed colour returns itself.
  @inline(__always)
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    dynamicIndex == 0 ? self : DynamicColors.shared.resolve(self, with: traitCollection)
  }

  /// Whether the colour depends on traits (a system colour, or one made with
  /// ``init(dynamicProvider:)``).
  public var isDynamic: Bool { dynamicIndex != 0 }
}
