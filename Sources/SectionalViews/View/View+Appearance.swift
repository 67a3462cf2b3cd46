import SectionalGraphics

extension View {
  /// Records that `property` was set on this instance, unless an appearance proxy set it.
  ///
  /// UIKit's rule: a value set directly on an instance is never overridden by an appearance
  /// proxy.
  func noteExplicitlySet(_ property: String) {
    if appearanceState.isProbing {
      appearanceState.probedName = property
      return
    }
    if !appearanceState.isApplying { appearanceState.explicitlySet.insert(property) }
  }

  /// Whether `property` was set on this instance rather than by an appearance proxy.
  func isExplicitlySet(_ property: String) -> Bool {
    appearanceState.explicitlySet.contains(property)
  }
}

/// What appearance proxies know about one view: the properties set on the instance, which an
/// appearance never overrides, and the flags of a proxy at work.
struct AppearanceState {
  /// Names of properties set on this instance rather than by an appearance proxy.
  var explicitlySet: Set<String> = []
  /// Whether an appearance proxy is assigning properties right now.
  var isApplying = false
  /// Whether an appearance proxy is learning a property's name (see `Appearance`).
  var isProbing = false
  /// The name reported while probing.
  var probedName: String?
}

extension Label {
  /// Gives the label `font` as the default of the view that made it (a cell's built-in
  /// label), which an appearance proxy may still replace, as UIKit's cells' own fonts are.
  package func setDefaultFont(_ font: Font) {
    let wasApplying = appearanceState.isApplying
    appearanceState.isApplying = true
    self.font = font
    appearanceState.isApplying = wasApplying
  }
}
