import Foundation
import Sectional

/// What an app written the UIKit way provides, as `UIApplicationDelegate`: it makes the
/// window at launch, and `@main` on the delegate's type starts the app.
///
/// ```swift
/// @main
/// final class AppDelegate: ApplicationDelegate {
///   var window: Window?
///   func application(
///     _ application: Application,
///     didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
///   ) -> Bool {
///     window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
///     window?.rootViewController = NavigationController(rootViewController: ListController())
///     window?.makeKeyAndVisible()
///     return true
///   }
/// }
/// ```
@MainActor
public protocol ApplicationDelegate: AnyObject {
  /// The window the host shows, set by the delegate at launch.
  var window: Window? { get set }

  /// Creates the delegate; ``main()`` makes one.
  init()

  /// Called once the host is chosen and its text measurer is in place, before anything is
  /// shown: the delegate makes ``window``, gives it a root view controller and makes it key
  /// and visible. Returning `false` does not stop the launch, as in UIKit. The default does
  /// nothing and returns `true`.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension ApplicationDelegate {
  /// Does nothing and returns `true`.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// The program's entry point when the delegate's type is marked `@main`: runs the app with
  /// the process's arguments and environment, then exits with its status.
  public static func main() {
    exit(Application.launch(delegate: Self(), arguments: Array(CommandLine.arguments.dropFirst())))
  }
}

extension Application {
  /// Runs the app `delegate` describes, as ``ApplicationDelegate/main()`` does, and returns the
  /// exit status.
  ///
  /// The host is chosen from `arguments` and `environment` as in
  /// ``launch(rootViewController:title:size:arguments:environment:)``; then the delegate becomes
  /// ``delegate``, hears `application(_:didFinishLaunchingWithOptions:)` with no options, and
  /// its ``ApplicationDelegate/window`` is shown at the host's size (a window's or PNG's is the
  /// window's own frame; a zero frame becomes ``defaultSize``), titled by the program's name
  /// (which also names the PNG). A delegate that made no window is a launch failure (1).
  public static func launch(
    delegate: any ApplicationDelegate, arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    shared.delegate = delegate
    defer { shared.delegate = nil }
    let program = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "app"
    return host(
      title: program, size: defaultSize, arguments: arguments, environment: environment
    ) { _, _ in
      _ = delegate.application(shared, didFinishLaunchingWithOptions: nil)
      return delegate.window
    }
  }
}
