/// The priority of a layout constraint, 1...1000, where 1000 means required.
///
/// The counterpart of `UILayoutPriority`. Higher priorities are satisfied strictly before lower
/// ones (Auto Layout's rule, Documentation/AutoLayout.md § Priorities); within one priority the
/// solver minimises the summed error. A constraint given a value outside 1...1000 logs it and
/// keeps the nearest valid one (NaN: 1), Documentation/AutoLayout.md § Priorities.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The numeric priority.
  public var rawValue: Float

  /// Creates a priority from its number.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from its number.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold (`UILayoutPriority.required`).
  public static let required = LayoutPriority(1000)
  /// 750: UIKit's default compression resistance (`UILayoutPriority.defaultHigh`).
  public static let defaultHigh = LayoutPriority(750)
  /// 510: the priority of a window-resizing drag in UIKit (`dragThatCanResizeScene`).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: UIKit's `sceneSizeStayPut`.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490: UIKit's `dragThatCannotResizeScene`.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250: UIKit's default content hugging (`UILayoutPriority.defaultLow`).
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` gives its target size
  /// (`UILayoutPriority.fittingSizeLevel`).
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is the required priority (1000 or more).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Orders priorities by their number.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `offset` above this one, as UIKit's `+` on `UILayoutPriority`.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `offset` below this one, as UIKit's `-` on `UILayoutPriority`.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}

extension LayoutPriority: CustomStringConvertible {
  /// The number, without a fraction when whole ("750", "999.5"; "nan" and "inf" as `Float`
  /// prints them).
  public var description: String {
    abs(rawValue) < 1e9 && rawValue == rawValue.rounded()
      ? String(Int(rawValue)) : String(rawValue)
  }
}
