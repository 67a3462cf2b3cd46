/// The priority of a constraint, on Auto Layout's scale from 1 to 1000.
///
/// 1000 (`required`) makes a constraint hard: the solver either satisfies it or refuses it.
/// Lower priorities are optional and strictly ordered, as `NSLayoutConstraint.priority`
/// documents: "Higher priority constraints are satisfied before lower priority constraints".
/// No number of violations at one priority outweighs a single violation at a higher one;
/// within one priority the solver minimizes the sum of absolute errors. Fractional priorities
/// (UIStackView uses 999.5) are distinct levels. The named values are UIKit's
/// `UILayoutPriority` constants.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority; valid values are finite and in 1...1000.
  public let priority: Double

  /// Creates a strength with the given Auto Layout priority.
  ///
  /// The value is not checked here; `Solver` throws `SolverError.invalidStrength` when a
  /// constraint with a priority outside 1...1000, or a non-finite one, is added.
  public init(_ priority: Double) {
    self.priority = priority
  }

  /// Whether this is the required priority (1000): a hard constraint.
  public var isRequired: Bool { priority == 1000 }

  /// Whether the priority is finite and within 1...1000.
  public var isValid: Bool { priority.isFinite && priority >= 1 && priority <= 1000 }

  /// A required constraint (1000, `UILayoutPriority.required`).
  public static let required = Strength(1000)

  /// UIKit's default compression resistance (750, `UILayoutPriority.defaultHigh`).
  public static let defaultHigh = Strength(750)

  /// UIKit's default content hugging (250, `UILayoutPriority.defaultLow`).
  public static let defaultLow = Strength(250)

  /// The level at which a view conforms to a fitting size (50, `UILayoutPriority.fittingSizeLevel`).
  public static let fittingSizeLevel = Strength(50)

  /// Orders strengths by priority.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.priority < rhs.priority
  }

  /// `required`, or the priority, written without a fraction when it is whole.
  public var description: String {
    if isRequired { return "required" }
    if priority.isFinite, priority == priority.rounded(), abs(priority) < 1e15 {
      return String(Int(priority))
    }
    return String(priority)
  }
}
