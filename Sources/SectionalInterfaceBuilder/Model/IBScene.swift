/// A storyboard scene (`<scene sceneID=…>`): one view controller with its placeholders and
/// any views kept beside it (such as a table header designed outside the table).
public struct IBScene: Sendable, Hashable {
  /// The scene's id (`sceneID=`).
  public var id: String
  /// The line of the element.
  public var line: Int
  /// The scene's top-level objects (`<objects>`), in document order.
  public var objects: [IBObject] = []

  /// Creates an empty scene.
  public init(id: String, line: Int) {
    self.id = id
    self.line = line
  }

  /// The scene's view controller.
  public var viewController: IBObject? {
    objects.first { $0.kind.isViewController }
  }
}
