import SectionalUIKit
import Testing

/// An app delegate as an iOS app writes it: it makes the window, gives it a navigation
/// controller and makes it key and visible at launch.
@MainActor
final class BoardAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var launchedBy: UIApplication?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launchedBy = application.delegate === self ? application : nil
    let board = UIViewController()
    board.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
    window?.rootViewController = board
    window?.makeKeyAndVisible()
    return true
  }
}

@MainActor
@Suite struct AppDelegateTests {
  @Test("Launching an app delegate shows the window it made at launch, at the window's size")
  func launchShowsTheDelegatesWindow() throws {
    let directory = NSTemporaryDirectory() + "sectional-uikit-app-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let delegate = BoardAppDelegate()
    let status = UIApplication.launch(
      delegate: delegate, arguments: ["--png", directory], environment: [:])
    #expect(status == 0)
    #expect(delegate.launchedBy === UIApplication.shared)
    #expect(UIApplication.shared.delegate == nil)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(files.count == 1)
    #expect(files.first?.hasSuffix(".png") == true)
    #expect(delegate.window?.frame == CGRect(x: 0, y: 0, width: 120, height: 90))
    #expect(delegate.window?.rootViewController?.isViewLoaded == true)
  }
}
