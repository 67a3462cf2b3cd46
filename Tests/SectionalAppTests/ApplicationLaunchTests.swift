import Foundation
import Sectional
import SectionalCairo
import Testing

@testable import SectionalApp

/// A controller that records its appearance calls and shows a red square on blue.
@MainActor
final class SquareController: ViewController {
  var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    let square = View(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
    square.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    view.addSubview(square)
    calls.append("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("viewDidAppear")
  }
}

/// The PNG host end to end: a small app's root controller drawn into a file
/// (Documentation/Apps.md § Choosing a host).
@MainActor
@Suite struct ApplicationLaunchTests {
  /// A new empty directory under the temporary directory.
  private func scratchDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "sectional-app-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("--png DIR draws the appeared root controller into DIR/<title>.png at 2 px per point")
  func pngHost() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let controller = SquareController()
    let status = Application.launch(
      rootViewController: controller, title: "Square Test", size: CGSize(width: 100, height: 80),
      arguments: ["--png", directory], environment: [:])
    #expect(status == 0)
    #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    let image = try PixelImage(contentsOfPNGFile: "\(directory)/square-test.png")
    #expect(image.width == 200)
    #expect(image.height == 160)
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    #expect(image.rgba(x: 40, y: 60) == red)  // the square's top-left pixel (20, 30) pt
    #expect(image.rgba(x: 119, y: 139) == red)  // its bottom-right pixel, just inside (60, 70)
    #expect(image.rgba(x: 120, y: 140) == blue)
    #expect(image.rgba(x: 0, y: 0) == blue)
    #expect(image.rgba(x: 199, y: 159) == blue)
  }

  @Test("A usage mistake returns 2 and writes nothing")
  func usageMistake() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let status = Application.launch(
      rootViewController: SquareController(), title: "Square",
      arguments: ["--png", directory, "--terminal"], environment: [:])
    #expect(status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
  }
}
