/// A linear expression `Σ coefficient · variable + constant`.
///
/// Expressions are built with the arithmetic operators (`y + 0.5 * h - 8`) or directly from
/// terms. A variable may appear in several terms; `Constraint` merges duplicates when it reduces
/// its two sides to one expression.
public struct Expression: Equatable, Sendable {
  /// The summands, in the order they were written.
  public var terms: [Term]

  /// The constant part.
  public var constant: Double

  /// Creates an expression from terms and a constant; both default to empty and 0.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Returns this expression with every coefficient and the constant multiplied by `factor`.
  ///
  /// - Complexity: O(n) in the number of terms.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms: terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// Returns this expression with the terms of variables that occur more than once merged.
  ///
  /// Each variable keeps the position of its first occurrence; terms whose merged coefficient
  /// is exactly zero are dropped.
  ///
  /// - Complexity: O(n²) for n ≤ 8 terms (a scan, no hashing: Auto Layout constraints have
  ///   one to four terms), O(n) expected beyond.
  public func reduced() -> Expression {
    if terms.count <= 8 { return reducedByScan() }
    var position: [Variable: Int] = [:]
    position.reserveCapacity(terms.count)
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      if let index = position[term.variable] {
        merged[index].coefficient += term.coefficient
      } else {
        position[term.variable] = merged.count
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(terms: merged, constant: constant)
  }

  /// `reduced()` for a few terms: each term is merged into an earlier one by a linear scan.
  ///
  /// - Complexity: O(n²) in the number of terms.
  func reducedByScan() -> Expression {
    var clean = true
    for i in terms.indices where clean {
      if terms[i].coefficient == 0 { clean = false }
      for j in 0..<i where terms[j].variable.id == terms[i].variable.id { clean = false }
    }
    if clean { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    var hasZero = false
    for term in terms {
      var found = false
      for i in merged.indices where merged[i].variable.id == term.variable.id {
        merged[i].coefficient += term.coefficient
        found = true
        break
      }
      if !found { merged.append(term) }
    }
    for term in merged where term.coefficient == 0 {
      hasZero = true
      break
    }
    if hasZero { merged.removeAll { $0.coefficient == 0 } }
    return Expression(terms: merged, constant: constant)
  }

  /// Returns the value of the expression when each variable takes the value `value(variable)`.
  ///
  /// - Complexity: O(n) in the number of terms.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }
}
