/// The appearance proxies made so far, one per view class and containment list.
@MainActor
enum AppearanceRegistry {
  /// What identifies a proxy: its class and its container classes, innermost first.
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let containers: [ObjectIdentifier]
  }

  /// Proxies by class identity and containment.
  private static var proxies: [Key: AnyAppearance] = [:]
  /// Proxies in the order they were made.
  private static var ordered: [AnyAppearance] = []

  /// The proxy of `type` inside `containers` (innermost first), made on first use.
  static func proxy<ViewType: View>(
    for type: ViewType.Type, containedIn containers: [any AppearanceContainer.Type]
  ) -> Appearance<ViewType> {
    let key = Key(
      type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
    if let proxy = proxies[key] as? Appearance<ViewType> { return proxy }
    let proxy = Appearance<ViewType>(containers: containers.map { instanceTest(for: $0) })
    proxies[key] = proxy
    ordered.append(proxy)
    return proxy
  }

  /// A test for instances of `container` or of a subclass.
  private static func instanceTest<Container: AppearanceContainer>(
    for container: Container.Type
  ) -> (AnyObject) -> Bool {
    { object in object is Container }
  }

  /// Applies every proxy that covers `view` and whose containment matches, so that the one
  /// that takes precedence is applied last (Documentation/Appearance.md § Precedence).
  ///
  /// Order: proxies without containment first, then by how far out the outermost container
  /// matched, then by the length of the containment list, then superclass proxies before
  /// subclass proxies, then in the order the proxies were made.
  ///
  /// - Complexity: O(k² + k·d) for k proxies that cover the view and d ancestors, plus their
  ///   properties.
  static func applyAll(to view: View) {
    let covering = ordered.filter { $0.covers(type(of: view)) }
    guard !covering.isEmpty else { return }
    var ranked: [(proxy: AnyAppearance, reach: Int, length: Int, depth: Int, made: Int)] = []
    for (made, proxy) in covering.enumerated() {
      guard let match = proxy.containment(of: view) else { continue }
      let depth = covering.filter { proxy.isSubclassProxy(of: $0) }.count
      ranked.append((proxy, match.reach, match.length, depth, made))
    }
    ranked.sort { a, b in
      (a.reach, a.length, a.depth, a.made) < (b.reach, b.length, b.depth, b.made)
    }
    for entry in ranked { entry.proxy.apply(to: view) }
  }

  /// Forgets every proxy; for tests that need a clean slate.
  static func removeAll() {
    proxies = [:]
    ordered = []
  }
}
