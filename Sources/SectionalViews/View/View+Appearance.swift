extension View {
  /// Records that `property` was set on this instance, unless an appearance proxy set it.
  ///
  /// UIKit's rule: a value set directly on an instance is never overridden by an appearance
  /// proxy.
  func noteExplicitlySet(_ property: String) {
    if probingAppearanceName {
      probedPropertyName = property
      return
    }
    if !isApplyingAppearance { explicitlySetProperties.insert(property) }
  }

  /// Whether `property` was set on this instance rather than by an appearance proxy.
  func isExplicitlySet(_ property: String) -> Bool {
    explicitlySetProperties.contains(property)
  }
}
