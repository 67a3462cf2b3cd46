/// The appearance proxies made so far, one per view class.
@MainActor
enum AppearanceRegistry {
  /// Proxies by class identity.
  private static var proxies: [ObjectIdentifier: AnyAppearance] = [:]
  /// Proxies in the order they were made.
  private static var ordered: [AnyAppearance] = []

  /// The proxy of `type`, made on first use.
  static func proxy<ViewType: View>(for type: ViewType.Type) -> Appearance<ViewType> {
    let key = ObjectIdentifier(type)
    if let proxy = proxies[key] as? Appearance<ViewType> { return proxy }
    let proxy = Appearance<ViewType>()
    proxies[key] = proxy
    ordered.append(proxy)
    return proxy
  }

  /// Applies every proxy that covers `view`, superclass proxies first.
  ///
  /// - Complexity: O(k²) for k proxies that cover the view, plus their properties.
  static func applyAll(to view: View) {
    let matching = ordered.filter { $0.covers(type(of: view)) }
    guard !matching.isEmpty else { return }
    let ranked = matching.map { proxy in
      (proxy, matching.filter { proxy.isSubclassProxy(of: $0) }.count)
    }
    for (proxy, _) in ranked.sorted(by: { $0.1 < $1.1 }) {
      proxy.apply(to: view)
    }
  }

  /// Forgets every proxy; for tests that need a clean slate.
  static func removeAll() {
    proxies = [:]
    ordered = []
  }
}
