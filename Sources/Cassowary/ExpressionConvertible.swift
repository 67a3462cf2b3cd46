/// A value that can stand for a linear expression: a variable, term, expression or number.
public protocol ExpressionConvertible {
  /// The value as a linear expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// The expression `1 · self`.
  public var expression: Expression {
    Expression(terms: [Term(variable: self)])
  }
}

extension Term: ExpressionConvertible {
  /// The expression with this term as its only summand.
  public var expression: Expression {
    Expression(terms: [self])
  }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
  /// The constant expression with this value.
  public var expression: Expression {
    Expression(constant: self)
  }
}

extension Int: ExpressionConvertible {
  /// The constant expression with this value converted to `Double`.
  public var expression: Expression {
    Expression(constant: Double(self))
  }
}
