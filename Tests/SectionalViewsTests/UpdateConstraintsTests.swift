import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct UpdateConstraintsTests {
  /// A view that keeps its child inset by `inset`, changing one constant in
  /// `updateConstraints()` the way WWDC's "don't churn" advice says.
  private final class InsetView: View {
    let child = SizedView(10, 10)
    var inset: Double = 0 {
      didSet { setNeedsUpdateConstraints() }
    }
    var log: Log
    let name: String
    private var leading: LayoutConstraint?

    init(name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
      addSubview(child)
      child.topAnchor.constraint(equalTo: topAnchor).isActive = true
      setNeedsUpdateConstraints()
    }

    override func updateConstraints() {
      log.entries.append(name)
      if let leading {
        leading.constant = inset
      } else {
        let made = child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset)
        made.isActive = true
        leading = made
      }
      super.updateConstraints()
    }

    /// Never made from an archive: the stub UIKit code writes for a view made in code.
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @MainActor
  final class Log {
    var entries: [String] = []
  }

  @Test("updateConstraints runs bottom-up, once, before the solve, and only when asked")
  func cycle() {
    let log = Log()
    let outer = InsetView(name: "outer", log: log)
    outer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let inner = InsetView(name: "inner", log: log)
    inner.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(inner)
    LayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 20),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      inner.widthAnchor.constraint(equalToConstant: 50),
      inner.heightAnchor.constraint(equalToConstant: 50),
    ])
    outer.layoutIfNeeded()
    #expect(log.entries == ["inner", "outer"])
    #expect(inner.child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    outer.layoutIfNeeded()
    #expect(log.entries == ["inner", "outer"])
    let rebuilds = outer.layoutStatistics.rebuilds
    inner.inset = 12
    outer.layoutIfNeeded()
    #expect(log.entries == ["inner", "outer", "inner"])
    #expect(inner.child.frame == CGRect(x: 12, y: 0, width: 10, height: 10))
    #expect(outer.layoutStatistics.rebuilds == rebuilds)
  }

  @Test("a pending update travels with a view into a new tree")
  func pendingMoves() {
    let log = Log()
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = InsetView(name: "moved", log: log)
    root.addSubview(view)
    #expect(root.treeNeedsConstraintUpdate)
    root.updateConstraintsIfNeeded()
    #expect(log.entries == ["moved"])
    #expect(!root.treeNeedsConstraintUpdate)
  }
}
