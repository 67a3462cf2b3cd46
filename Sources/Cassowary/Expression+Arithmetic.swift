// Operators that build linear expressions: `y + 0.5 * h - 8`, `-x`, `2 * (a + b)`.
//
// Sums and differences of variables, terms, expressions and numbers give an `Expression`;
// a number times a variable or term gives a `Term`; a number times an expression gives an
// `Expression`. Terms are appended in writing order; `Constraint` merges duplicates.

extension Expression {
  /// Returns `lhs + sign · rhs` with the terms of `rhs` appended after those of `lhs`.
  ///
  /// - Complexity: O(n + m) in the numbers of terms.
  @usableFromInline
  static func combine(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: lhs.terms)
    for term in rhs.terms {
      terms.append(Term(variable: term.variable, coefficient: sign * term.coefficient))
    }
    return Expression(terms: terms, constant: lhs.constant + sign * rhs.constant)
  }
}

// MARK: Sums with an expression-like left side

/// Returns the sum of two linear values.
public func + (lhs: Expression, rhs: Expression) -> Expression {
  Expression.combine(lhs, rhs, sign: 1)
}

/// Returns the difference of two linear values.
public func - (lhs: Expression, rhs: Expression) -> Expression {
  Expression.combine(lhs, rhs, sign: -1)
}

/// Returns the sum of an expression and a linear value.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + rhs.expression }
/// Returns the difference of an expression and a linear value.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - rhs.expression }
/// Returns the sum of an expression and a term.
public func + (lhs: Expression, rhs: Term) -> Expression { lhs + rhs.expression }
/// Returns the difference of an expression and a term.
public func - (lhs: Expression, rhs: Term) -> Expression { lhs - rhs.expression }
/// Returns the expression with a number added to its constant.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + rhs.expression }
/// Returns the expression with a number subtracted from its constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - rhs.expression }

/// Returns the sum of a variable and a linear value.
public func + (lhs: Variable, rhs: Expression) -> Expression { lhs.expression + rhs }
/// Returns the difference of a variable and a linear value.
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs.expression - rhs }
/// Returns the sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs.expression - rhs.expression }
/// Returns the sum of a variable and a term.
public func + (lhs: Variable, rhs: Term) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of a variable and a term.
public func - (lhs: Variable, rhs: Term) -> Expression { lhs.expression - rhs.expression }
/// Returns the sum of a variable and a number.
public func + (lhs: Variable, rhs: Double) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of a variable and a number.
public func - (lhs: Variable, rhs: Double) -> Expression { lhs.expression - rhs.expression }

/// Returns the sum of a term and a linear value.
public func + (lhs: Term, rhs: Expression) -> Expression { lhs.expression + rhs }
/// Returns the difference of a term and a linear value.
public func - (lhs: Term, rhs: Expression) -> Expression { lhs.expression - rhs }
/// Returns the sum of a term and a variable.
public func + (lhs: Term, rhs: Variable) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of a term and a variable.
public func - (lhs: Term, rhs: Variable) -> Expression { lhs.expression - rhs.expression }
/// Returns the sum of two terms.
public func + (lhs: Term, rhs: Term) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of two terms.
public func - (lhs: Term, rhs: Term) -> Expression { lhs.expression - rhs.expression }
/// Returns the sum of a term and a number.
public func + (lhs: Term, rhs: Double) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of a term and a number.
public func - (lhs: Term, rhs: Double) -> Expression { lhs.expression - rhs.expression }

// MARK: Sums with a number on the left

/// Returns the sum of a number and an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { lhs.expression + rhs }
/// Returns the difference of a number and an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { lhs.expression - rhs }
/// Returns the sum of a number and a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of a number and a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { lhs.expression - rhs.expression }
/// Returns the sum of a number and a term.
public func + (lhs: Double, rhs: Term) -> Expression { lhs.expression + rhs.expression }
/// Returns the difference of a number and a term.
public func - (lhs: Double, rhs: Term) -> Expression { lhs.expression - rhs.expression }

// MARK: Products and negation

/// Returns the term `lhs · rhs`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(variable: rhs, coefficient: lhs) }
/// Returns the term `lhs · rhs`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: rhs) }
/// Returns the term scaled by a number.
public func * (lhs: Double, rhs: Term) -> Term {
  Term(variable: rhs.variable, coefficient: lhs * rhs.coefficient)
}
/// Returns the term scaled by a number.
public func * (lhs: Term, rhs: Double) -> Term { rhs * lhs }
/// Returns the expression scaled by a number.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// Returns the expression scaled by a number.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// Returns the variable divided by a number, as a term.
public func / (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: 1 / rhs) }
/// Returns the term divided by a number.
public func / (lhs: Term, rhs: Double) -> Term { (1 / rhs) * lhs }
/// Returns the expression divided by a number.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// Returns the negated variable, `-1 · operand`.
public prefix func - (operand: Variable) -> Term { Term(variable: operand, coefficient: -1) }
/// Returns the negated term.
public prefix func - (operand: Term) -> Term { -1 * operand }
/// Returns the negated expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
