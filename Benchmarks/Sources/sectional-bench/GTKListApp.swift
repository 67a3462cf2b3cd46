import Foundation
import Sectional
import SectionalCairo
import SectionalGTK
import SectionalViews

/// `sectional-bench gtk-list [ROWS]`: the ``BenchList`` of `ROWS` rows (100,000 by default),
/// its headers in the plain style's translucent default, pinned while their rows scroll, in a
/// `GTKHost` window of 390×844 points: our side of the GtkListView comparison
/// (Benchmarks/Peers/gtk_peers.py runs it beside Benchmarks/Peers/gtk_list_peer.c).
///
/// Standard output, one line each, flushed at once, times in microseconds on GLib's
/// monotonic clock (`g_get_monotonic_time`, which the peer reads too):
///
/// - `first-frame PAINT` when the frame clock's paint phase of the first frame ended;
/// - `frame INPUT PAINT OFFSET` for each frame that shows scrolling: when the oldest wheel
///   event drawn in it arrived in the host's scroll handler, when the frame clock's paint
///   phase of that frame ended (`after-paint`), and the table's content offset in points.
///
/// The window closes after `SECTIONAL_EXIT_AFTER_SECONDS` (the host reads it) or when the
/// window manager closes it.
@MainActor
enum GTKListApp {
  /// Runs the window until it closes; returns the exit status (1 without a display).
  static func run(arguments: [String]) -> Int32 {
    let rows = arguments.first.flatMap { Int($0) } ?? 100_000
    guard rows > 0 else {
      complain("ROWS must be > 0")
      return 2
    }
    _ = FontConfiguration.useProjectFontConfiguration()
    let size = CGSize(width: 390, height: 844)
    let window = Window(frame: CGRect(origin: .zero, size: size))
    let list = BenchList(rows: rows, size: size, opaqueHeaders: false)
    window.rootView = list.tableView
    let host: GTKHost
    do {
      host = try GTKHost(
        content: window, title: "sectional-bench gtk-list", size: size,
        keepsFramePagesMapped: true)
    } catch {
      complain("cannot open a window: \(error)")
      return 1
    }
    var drewFirstFrame = false
    host.onFrame = { frame in
      guard let paintEnd = frame.paintEnd else { return }
      if !drewFirstFrame {
        drewFirstFrame = true
        emit("first-frame \(micros(paintEnd))")
      }
      if let input = frame.inputTime {
        emit("frame \(micros(input)) \(micros(paintEnd)) \(list.tableView.contentOffset.y)")
      }
    }
    host.run()
    return 0
  }

  /// `seconds` on GLib's monotonic clock as whole microseconds.
  private static func micros(_ seconds: Double) -> Int64 { Int64((seconds * 1e6).rounded()) }

  /// Writes `line` to standard output and flushes it.
  private static func emit(_ line: String) {
    print(line)
    fflush(nil)
  }

  /// Writes `message` to standard error as this command's own message.
  private static func complain(_ message: String) {
    FileHandle.standardError.write(Data("sectional-bench gtk-list: \(message)\n".utf8))
  }
}
