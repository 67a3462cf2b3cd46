import SectionalViews

/// The registered factories and the queues of views waiting to be reused, per identifier.
///
/// One registry holds header/footer views and another cells; a factory is a class's
/// initializer or a template closure (the storyboard-prototype equivalent).
@MainActor
struct ReuseRegistry<Element: View> {
  /// How to make a new view for each registered identifier.
  private var factories: [String: () -> Element] = [:]
  /// Views that left the screen, waiting to be handed out again, per identifier.
  private var queues: [String: [Element]] = [:]
  /// How many views each identifier's factory has made.
  private(set) var createdCounts: [String: Int] = [:]

  /// Registers (or replaces, or with `nil` removes) the factory for `identifier`.
  ///
  /// Replacing a factory empties the identifier's queue, as views made by the old one no
  /// longer match.
  mutating func register(_ factory: (() -> Element)?, for identifier: String) {
    factories[identifier] = factory
    queues[identifier] = nil
  }

  /// Whether `identifier` has a factory.
  func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

  /// A queued view for `identifier` if there is one (with `reused` true), else a new one from
  /// its factory, or `nil` when the identifier is not registered.
  mutating func dequeue(_ identifier: String) -> (element: Element, reused: Bool)? {
    // A queued view that is on screen again (the app kept it and returned it for another
    // element) leaves the queue instead of being handed out twice.
    while let element = queues[identifier]?.popLast() {
      if element.superview == nil { return (element, true) }
    }
    guard let factory = factories[identifier] else { return nil }
    createdCounts[identifier, default: 0] += 1
    return (factory(), false)
  }

  /// Puts a view that left the screen back on `identifier`'s queue, registered or not (UIKit
  /// queues every view that has a reuse identifier, so a data source that makes its own cells
  /// gets them back from a dequeue).
  ///
  /// A view already in the queue is not queued twice.
  mutating func enqueue(_ element: Element, for identifier: String) {
    for queued in queues[identifier] ?? [] where queued === element { return }
    queues[identifier, default: []].append(element)
  }

  /// The number of views waiting in `identifier`'s queue.
  func queuedCount(_ identifier: String) -> Int { queues[identifier]?.count ?? 0 }
}
