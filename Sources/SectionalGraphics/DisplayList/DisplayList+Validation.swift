/// The first place where a ``DisplayList``'s push and pop commands do not balance.
public enum DisplayListImbalance: Error, Hashable, Sendable {
  /// The pop at `index` closes a `group` but no group is open.
  case popWithoutPush(index: Int, group: DrawCommand.Group)
  /// The pop at `index` closes a `found` group but the innermost open group is `expected`.
  case mismatchedPop(index: Int, expected: DrawCommand.Group, found: DrawCommand.Group)
  /// The push at `index` opens a `group` that is never closed.
  case unclosedPush(index: Int, group: DrawCommand.Group)
}

extension DisplayList {
  /// Checks that every push has a matching pop of the same kind, properly nested.
  ///
  /// Throws the first problem in command order: a pop with nothing open, a pop of the wrong
  /// kind, or (after the last command) the outermost push left open.
  ///
  /// - Complexity: O(n) for n commands.
  public func validate() throws(DisplayListImbalance) {
    var open: [(index: Int, group: DrawCommand.Group)] = []
    for (index, command) in commands.enumerated() {
      if let group = command.pushedGroup {
        open.append((index, group))
      } else if let group = command.poppedGroup {
        guard let innermost = open.popLast() else {
          throw .popWithoutPush(index: index, group: group)
        }
        guard innermost.group == group else {
          throw .mismatchedPop(index: index, expected: innermost.group, found: group)
        }
      }
    }
    if let outermost = open.first {
      throw .unclosedPush(index: outermost.index, group: outermost.group)
    }
  }

  /// Whether every push has a matching pop (``validate()`` throws nothing).
  ///
  /// - Complexity: O(n) for n commands.
  public var isBalanced: Bool {
    do {
      try validate()
      return true
    } catch {
      return false
    }
  }
}
