/// What the solver keeps for one added constraint (kiwi's Tag, plus the data for in-place
/// constant changes of Documentation/AutoLayout.md § Changing a constant in place).
struct Record {
  /// The constraint as it was added.
  var constraint: Constraint
  /// The marker symbol (slack, dummy or positive error).
  var marker: Int32
  /// The second error symbol of an optional constraint, or -1.
  var other: Int32
  /// The marker's coefficient in the row as first built, before kiwi's sign reversal (a
  /// reversal scales this coefficient and a constant change alike, so it cancels out).
  var markerCoefficient: Double
  /// The other symbol's coefficient in the row as first built, or 0.
  var otherCoefficient: Double
  /// The objective level of an optional constraint, or -1 for a required one.
  var level: Int32
  /// The position in add order, for listing conflicts.
  var order: UInt64
  /// The current constant of the reduced expression.
  var constant: Double
}

/// An edit variable and the optional constraint `variable == suggested value` behind it.
struct Edit {
  /// The edit variable.
  var variable: Variable
  /// The constraint `variable == 0` made by `addEditVariable`; its constant moves on suggest.
  var constraint: Constraint
}
