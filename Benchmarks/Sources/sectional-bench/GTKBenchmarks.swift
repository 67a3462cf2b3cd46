import Foundation
import Sectional
import SectionalCairo
import SectionalGTK
import SectionalGraphics
import SectionalRecipes
import SectionalViews

/// The gtk suite: time from a wheel event to the end of the draw in a GTK window at 390×844
/// @2x, under the suite's own Xvfb, for each gallery scene.
///
/// Workload letters as the render suite's: C G H S N A. N is the number of wheel clicks in
/// one pass. The suite starts `Xvfb -displayfd` on a free display (1024×1800, so the
/// 780×1688-pixel window fits), sets `GDK_SCALE=2`, `GDK_BACKEND=x11`, `GTK_A11Y=none` and
/// `GSK_RENDERER=cairo` (unless `GSK_RENDERER` is set, to compare GSK's renderers), and opens
/// each scene's window in a `GTKHost` with `keepsFramePagesMapped` on, as an app that scrolls
/// continuously would. One `xdotool` process per pass clicks the wheel N
/// times 30 ms apart (down to the scene's end, then back up), while the suite runs GTK's
/// loop. The host stamps each scroll event in its handler and reports the end of the draw
/// func and the end of the frame clock's paint.
///
/// The timed value is the pass's median input→draw-end latency (goal ≤ 8.3 ms). The host
/// rasterises each frame into its frame buffer in the draw func and records one paint of it
/// into GTK's context; GSK copies that to a new paint surface and uploads it to the X server
/// in the paint phase that follows. The figures are therefore: the minimum input→draw-end,
/// the median input→paint-end (the latency to pixels handed to the display), the medians of
/// the time in the scroll handler (the table's layout for the new offset), of the wait from
/// the handler's end to the draw func (the frame clock), of the content's `render()` and of
/// the rasterising into the frame buffer ("replay"), and the CPU time per input frame of this
/// process and of Xvfb (steadier than wall time on a loaded machine). The checksum is the
/// number of frames caused by wheel input.
enum GTKSuite: BenchmarkSuite {
  static let name = "gtk"
  static let summary = "wheel event to end of draw in a GTK window under Xvfb, 390x844 @2x"

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "CGHSNA"
    let sizes = options.sizes ?? [40]
    try MainActor.assumeIsolated {
      for letter in letters where !RenderSuite.scenes.contains(where: { $0.0 == letter }) {
        throw BenchmarkFailure("gtk: unknown workload '\(letter)' (use letters from CGHSNA)")
      }
      let server = try XvfbServer()
      defer { server.stop() }
      for (key, value) in [
        ("DISPLAY", server.display), ("GDK_SCALE", "2"), ("GDK_BACKEND", "x11"),
        ("GTK_A11Y", "none"),
      ] {
        setenv(key, value, 1)
      }
      setenv("GSK_RENDERER", "cairo", 0)
      _ = FontConfiguration.useProjectFontConfiguration()
      try Artwork.installForBenchmarks()
      for (letter, scene) in RenderSuite.scenes where letters.contains(letter) {
        try harness.sweep(suite: name, workload: String(letter), sizes: sizes) { clicks in
          try wheelPass(scene, clicks: clicks, server: server)
        }
      }
    }
  }

  /// Opens `scene` in a GTK window, clicks the wheel `clicks` times and times the frames.
  @MainActor
  static func wheelPass(
    _ scene: any TableScene.Type, clicks: Int, server: XvfbServer
  ) throws -> Sample {
    let size = CGSize(width: 390, height: 844)
    let shown = scene.init(size: size, textMeasurer: PangoTextMetrics.shared)
    let host: GTKHost
    do {
      host = try GTKHost(
        content: shown.window, title: "sectional-bench gtk", size: size,
        keepsFramePagesMapped: true)
    } catch {
      throw BenchmarkFailure("gtk: cannot open a window on \(server.display): \(error)")
    }
    var frames: [GTKFrameTiming] = []
    var renderSeconds: [Double] = []
    host.onFrame = { frame in
      if frame.inputTime != nil { frames.append(frame) }
      renderSeconds.append(frame.renderEnd - frame.drawStart)
    }
    host.present()
    defer {
      host.close()
      let deadline = GTKHost.now() + 5
      while !host.isClosed, GTKHost.now() < deadline { host.iterate(timeout: 0.05) }
    }
    try settle(host, seconds: 0.3, within: 10)
    guard host.scaleFactor == 2 else {
      throw BenchmarkFailure("gtk: the window's scale factor is \(host.scaleFactor), not 2")
    }
    let step = GTKScrollMapping.wheelStep(pageSize: size.height)
    let run = max(1, Int(shown.maximumOffset / step))
    let appCPUBefore = processCPUSeconds()
    let serverCPUBefore = server.cpuSeconds()
    let wheel = try Process.run(
      URL(fileURLWithPath: "/usr/bin/xdotool"), arguments: xdotoolArguments(clicks, run: run))
    let deadline = GTKHost.now() + 10 + Double(clicks) * 0.1
    while wheel.isRunning, GTKHost.now() < deadline { host.iterate(timeout: 0.02) }
    guard !wheel.isRunning else {
      wheel.terminate()
      throw BenchmarkFailure("gtk: xdotool did not finish its \(clicks) clicks in time")
    }
    try settle(host, seconds: 0.2, within: 5)
    let appCPU = processCPUSeconds() - appCPUBefore
    let serverCPU = server.cpuSeconds() - serverCPUBefore
    guard !frames.isEmpty else { throw BenchmarkFailure("gtk: no frame followed a wheel event") }
    let latencies = frames.compactMap(\.inputToDrawEnd)
    let painted = frames.compactMap(\.inputToPaintEnd)
    let replays = frames.map { $0.drawEnd - $0.renderEnd }
    let handling = frames.map(\.inputHandling)
    let waits = frames.map { $0.drawStart - $0.inputTime! - $0.inputHandling }
    return Sample(
      timed: median(latencies), checksum: Double(frames.count), constraints: 0,
      figures: [
        Figure(key: "min_ms", name: "min", value: latencies.min()! * 1e3, unit: "ms"),
        Figure(
          key: "paint_ms", name: "to paint", value: painted.isEmpty ? 0 : median(painted) * 1e3,
          unit: "ms"),
        Figure(key: "handler_ms", name: "handler", value: median(handling) * 1e3, unit: "ms"),
        Figure(key: "wait_ms", name: "wait", value: median(waits) * 1e3, unit: "ms"),
        Figure(key: "render_ms", name: "render", value: median(renderSeconds) * 1e3, unit: "ms"),
        Figure(key: "replay_ms", name: "replay", value: median(replays) * 1e3, unit: "ms"),
        Figure(
          key: "app_cpu_ms", name: "app CPU", value: appCPU / Double(frames.count) * 1e3,
          unit: "ms/frame"),
        Figure(
          key: "x_cpu_ms", name: "Xvfb CPU", value: serverCPU / Double(frames.count) * 1e3,
          unit: "ms/frame"),
      ])
  }

  /// `xdotool` arguments: move over the window, then `clicks` wheel clicks 30 ms apart, in
  /// runs of `run` down (button 5) and `run` up (button 4).
  static func xdotoolArguments(_ clicks: Int, run: Int) -> [String] {
    var arguments = ["mousemove", "195", "500"]
    var left = clicks
    var down = true
    while left > 0 {
      let count = min(run, left)
      arguments += ["click", "--repeat", String(count), "--delay", "30", down ? "5" : "4"]
      left -= count
      down.toggle()
    }
    return arguments
  }

  /// The CPU time (user and system) this process has used, in seconds.
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }

  /// Runs GTK's loop until nothing was dispatched for `seconds`, or fails after `limit`.
  @MainActor
  static func settle(_ host: GTKHost, seconds: Double, within limit: Double) throws {
    let deadline = GTKHost.now() + limit
    var quietSince = GTKHost.now()
    while GTKHost.now() - quietSince < seconds {
      guard GTKHost.now() < deadline else {
        throw BenchmarkFailure("gtk: the window did not settle within \(limit) s")
      }
      if host.iterate(timeout: 0.02) { quietSince = GTKHost.now() }
    }
  }
}

/// An `Xvfb` server on a display it picks itself (`-displayfd`), stopped by ``stop()``.
@MainActor
final class XvfbServer {
  /// The display name, such as `:99`.
  let display: String
  private let process: Process

  /// Starts `Xvfb -displayfd 1 -screen 0 1024x1800x24 -nolisten tcp` and reads its display.
  init() throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    process.arguments = ["-displayfd", "1", "-screen", "0", "1024x1800x24", "-nolisten", "tcp"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw BenchmarkFailure("gtk: cannot start /usr/bin/Xvfb: \(error)")
    }
    let data = output.fileHandleForReading.availableData
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let number = Int(text) else {
      process.terminate()
      throw BenchmarkFailure("gtk: Xvfb reported no display (output '\(text)')")
    }
    display = ":\(number)"
  }

  /// The CPU time (user and system) the server has used, in seconds, from
  /// `/proc/PID/stat` (clock-tick resolution, usually 10 ms); 0 when it cannot be read.
  func cpuSeconds() -> Double {
    guard
      let stat = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // Fields after the command name: state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Stops the server and waits for it.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }
}
