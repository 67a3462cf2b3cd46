/// Where Auto Layout's diagnostics go: unsatisfiable constraints, refused activations.
///
/// Messages follow UIKit's text (prefixed `[LayoutConstraints]`, Documentation/AutoLayout.md §
/// Unsatisfiable constraints). The default handler prints to standard output; tests and hosts
/// replace `handler` to capture them.
@MainActor
public enum LayoutLog {
  /// Receives each message; prints it by default.
  public static var handler: @MainActor (String) -> Void = { print($0) }

  /// How many messages were emitted since the process started.
  public private(set) static var messageCount = 0

  /// Sends a message to the handler.
  static func emit(_ message: String) {
    messageCount += 1
    handler(message)
  }

  /// The message UIKit logs when it breaks a constraint to recover from a conflict.
  ///
  /// The wording is UIKit's ("Unable to simultaneously satisfy constraints…", the list, "Will
  /// attempt to recover by breaking constraint", the symbolic breakpoint hint).
  static func unsatisfiable(conflicting: [LayoutConstraint], breaking: LayoutConstraint)
    -> String
  {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't "
        + "want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
      "(",
    ]
    for (index, constraint) in conflicting.enumerated() {
      let comma = index == conflicting.count - 1 ? "" : ","
      lines.append("    \"\(constraint)\"\(comma)")
    }
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append("\(breaking)")
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.")
    return lines.joined(separator: "\n")
  }
}
