import SectionalGraphics

/// Which element of a table something refers to.
public enum LayoutElementKind: Hashable, Sendable, CustomStringConvertible {
  /// The table header view (UIKit's `tableHeaderView`).
  case tableHeader
  /// The header of a section.
  case header(section: Int)
  /// A row.
  case row(RowPosition)
  /// The footer of a section.
  case footer(section: Int)
  /// The table footer view (UIKit's `tableFooterView`).
  case tableFooter

  /// A short name such as `header 2` or `row [0, 3]`.
  public var description: String {
    switch self {
    case .tableHeader: "table header"
    case .header(let section): "header \(section)"
    case .row(let position): "row \(position)"
    case .footer(let section): "footer \(section)"
    case .tableFooter: "table footer"
    }
  }
}

/// One visible element and where it is drawn, in content coordinates.
public struct LayoutElement: Hashable, Sendable {
  /// Which element this is.
  public var kind: LayoutElementKind
  /// Where it is drawn; for a pinned header or footer, the pinned frame.
  public var frame: CGRect
  /// Whether the element is displaced from its natural frame by pinning.
  public var isPinned: Bool
  /// How far a pinned element has been pushed away by its section's end: `0` while it rests
  /// or pins freely, `1` when it is pushed completely out.
  public var pushProgress: Double

  /// Creates an element description.
  public init(
    kind: LayoutElementKind, frame: CGRect, isPinned: Bool = false, pushProgress: Double = 0
  ) {
    self.kind = kind
    self.frame = frame
    self.isPinned = isPinned
    self.pushProgress = pushProgress
  }
}
