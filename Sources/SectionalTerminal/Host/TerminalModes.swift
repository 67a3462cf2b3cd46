/// The escape sequences that put a terminal into the host's full-screen modes and back.
public enum TerminalModes {
  /// Enters the alternate screen (`?1049h`), hides the cursor (`?25l`), turns on mouse
  /// reporting of presses (`?1000h`) and drags (`?1002h`) in SGR encoding (`?1006h`), and
  /// clears the screen.
  public static let enter =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[0m\u{1B}[H\u{1B}[2J"

  /// Undoes ``enter`` in reverse order: mouse reporting off, attributes reset, cursor shown,
  /// primary screen back.
  public static let leave =
    "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
