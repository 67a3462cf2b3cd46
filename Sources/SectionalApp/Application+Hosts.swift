import Foundation
import Sectional
import SectionalCairo
import SectionalGTK
import SectionalTerminal

/// The three hosts an app can run in (Documentation/Apps.md § Choosing a host).
extension Application {
  /// Shows the window in a GTK window of the window's size until it is closed (or
  /// `SECTIONAL_EXIT_AFTER_SECONDS` passes, which `GTKHost` honours); 1 without a display.
  static func showInWindow(_ content: ApplicationContent, title: String) -> Int32 {
    let host: GTKHost
    do {
      host = try GTKHost(content: content, title: title, size: content.window.frame.size)
    } catch {
      complain("cannot open a window (\(error)); try --terminal or --png DIR")
      return 1
    }
    host.run()
    return 0
  }

  /// Shows the window full screen in the terminal until `q`, Ctrl-C or
  /// `SECTIONAL_EXIT_AFTER_SECONDS`.
  static func showInTerminal(
    _ content: ApplicationContent, configuration: TerminalHostConfiguration
  ) -> Int32 {
    _ = TerminalHost(content: content, configuration: configuration).run()
    return 0
  }

  /// Lays the window out, draws its first frame at 2 pixels per point (text through Pango, on
  /// white, black in dark mode) into `<directory>/<title>.png` and prints the path.
  static func writePNG(
    _ content: ApplicationContent, directory: String, title: String
  ) -> Int32 {
    let path = "\(directory)/\(fileName(for: title))"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      let list = content.render()
      let dark = content.window.traitCollection.userInterfaceStyle == .dark
      try CairoRenderer(scale: 2, background: dark ? .black : .white).writePNG(
        list, size: content.window.frame.size, to: path)
    } catch {
      complain("cannot write \(path): \(error)")
      return 1
    }
    print(path)
    return 0
  }
}
