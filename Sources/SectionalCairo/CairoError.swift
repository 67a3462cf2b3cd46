import CPangoCairo

/// A failure reported by Cairo while creating a surface or reading or writing a PNG.
public struct CairoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done, such as `"reading PNG /tmp/a.png"`.
  public let operation: String
  /// Cairo's description of its status, such as `"file not found"`.
  public let reason: String

  /// Creates an error for `operation` with Cairo's `reason`.
  public init(operation: String, reason: String) {
    self.operation = operation
    self.reason = reason
  }

  /// Creates an error from a Cairo status code.
  init(operation: String, status: cairo_status_t) {
    self.init(operation: operation, reason: String(cString: cairo_status_to_string(status)))
  }

  /// The error as `<operation>: <reason>`.
  public var description: String { "\(operation): \(reason)" }
}
