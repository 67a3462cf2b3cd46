/// How `sectional-gallery` shows the scenes: in a GTK window, in a full-screen terminal UI,
/// or as PNG files in a directory.
enum GalleryMode: Equatable, Sendable {
  /// A GTK4 window (SectionalGTK).
  case window
  /// A full-screen terminal UI (SectionalTerminal).
  case terminal
  /// PNG files written into `directory`.
  case png(directory: String)

  /// The mode for a run: the one a flag forces (`--window`, `--terminal`, `--png DIR`), else
  /// a window when `DISPLAY` or `WAYLAND_DISPLAY` is set and not empty, else the terminal UI
  /// when standard output is a terminal, else PNGs into `options.outputDirectory`
  /// (`./gallery` by default).
  static func choose(
    options: GalleryOptions, environment: [String: String], stdoutIsTTY: Bool
  ) -> GalleryMode {
    if let forced = options.forcedMode { return forced }
    let display = environment["DISPLAY"] ?? ""
    let wayland = environment["WAYLAND_DISPLAY"] ?? ""
    if !display.isEmpty || !wayland.isEmpty { return .window }
    if stdoutIsTTY { return .terminal }
    return .png(directory: options.outputDirectory)
  }
}
