import SectionalGraphics

@testable import SectionalViews

/// The order in which controllers heard their lifecycle calls, shared by the controllers of
/// one test.
@MainActor
final class CallLog {
  /// "name call" entries, in order.
  var calls: [String] = []

  /// Forgets the calls so far.
  func reset() { calls = [] }
}

/// A controller that writes every lifecycle call it hears into a `CallLog`.
@MainActor
final class LoggingViewController: ViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog, title: String? = nil) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func note(_ call: String) { log.calls.append("\(name) \(call)") }

  override func loadView() {
    note("loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    note("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note(animated ? "viewWillAppear animated" : "viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note(animated ? "viewDidAppear animated" : "viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note(animated ? "viewWillDisappear animated" : "viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note(animated ? "viewDidDisappear animated" : "viewDidDisappear")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    note("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    note("viewDidLayoutSubviews")
  }

  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    note(parent == nil ? "willMove(toParent: nil)" : "willMove(toParent:)")
  }

  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    note(parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
  }
}
