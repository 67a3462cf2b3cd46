/// Where the table's diagnostics go: calls it defers or refuses, and values it corrects.
///
/// Every message starts with `[TableView]`, names the call or value and says what the table
/// did instead (Documentation/UIKitParity.md § Invalid input and re-entrant calls). The default
/// handler prints to standard output; tests and hosts replace ``handler`` to capture them.
@MainActor
public enum TableLog {
  /// Receives each message; prints it by default.
  public static var handler: @MainActor (String) -> Void = { print($0) }

  /// How many messages were emitted since the process started.
  public private(set) static var messageCount = 0

  /// Sends a message to the handler.
  static func emit(_ message: String) {
    messageCount += 1
    handler("[TableView] " + message)
  }
}
