import Foundation
import Sectional
import SectionalCairo
import SectionalGTK
import SectionalRecipes

/// `sectional-gallery --window`: the gallery app in a GTK window (SectionalGTK).
///
/// The window's drawing area is `options.width` × `options.height` points (390 × 844 by
/// default) and starts on the list of scenes, with `options.scene` pushed on it when given. Every `onEvent`
/// line of the app goes to standard output, flushed at once, so end-to-end tests can follow
/// input: `ready <scene>` (`ready list` without `--scene`) first, printed from a main-actor task once the loop runs (which
/// also shows that Swift's main queue is drained alongside GLib's), then the app's lines
/// (`scroll news-ads 89`, `tap header news-ads 1`, ...), and `first-frame` once the first
/// frame has been drawn (what the start-up benchmark waits for). The window quits when
/// closed, or after `SECTIONAL_EXIT_AFTER_SECONDS` (the host reads it).
///
/// The host keeps frame pages mapped (`keepsFramePagesMapped`): the process is this one
/// window, scrolled continuously, so letting glibc keep frame-sized blocks in the heap costs
/// nothing else and saves faulting them in on every frame.
@MainActor
enum GalleryWindowMode {
  /// Runs the window until it closes; returns the exit status (1 when no display opens).
  static func run(options: GalleryOptions) -> Int32 {
    _ = FontConfiguration.useProjectFontConfiguration()
    let imageDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sectional-gallery-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: imageDirectory) }
    do {
      try FileManager.default.createDirectory(
        atPath: imageDirectory, withIntermediateDirectories: true)
      try Artwork.install(in: imageDirectory)
    } catch {
      complain("cannot write the artwork into \(imageDirectory): \(error)")
      return 1
    }
    let size = CGSize(width: options.width, height: options.height)
    let app = GalleryApp(
      size: size, textMeasurer: PangoTextMetrics.shared, initialScene: options.scene)
    app.chosenTraits = options.traits
    app.onEvent = { line in emit(line) }
    let host: GTKHost
    do {
      host = try GTKHost(
        content: app, title: GalleryListController.listTitle, size: size,
        keepsFramePagesMapped: true)
    } catch {
      complain("cannot open a window (\(error)); try --terminal or --png DIR")
      return 1
    }
    var drewFirstFrame = false
    host.onFrame = { _ in
      guard !drewFirstFrame else { return }
      drewFirstFrame = true
      emit("first-frame")
    }
    let sceneName = options.scene ?? "list"
    Task { @MainActor in emit("ready \(sceneName)") }
    host.run()  // quits by itself after SECTIONAL_EXIT_AFTER_SECONDS, which GTKHost reads
    return 0
  }

  /// Writes `line` to standard output and flushes it.
  private static func emit(_ line: String) {
    print(line)
    fflush(nil)
  }

  /// Writes `message` to standard error as the gallery's own message.
  private static func complain(_ message: String) {
    FileHandle.standardError.write(Data("sectional-gallery: \(message)\n".utf8))
  }
}
