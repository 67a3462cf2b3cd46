import Cassowary
import Glibc
import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct LayoutConstraintStorageTests {
  /// glibc's `malloc_usable_size` (declared in `malloc.h`, which the Glibc module leaves out):
  /// the bytes an allocation can hold, 120 for every request of 105 to 120 bytes.
  private static let usableSize: @convention(c) (UnsafeMutableRawPointer?) -> Int = {
    let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size")
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
  }()

  /// The smallest usable size among many constraints of one kind.
  ///
  /// glibc may hand out a larger chunk than asked for when splitting one would leave a remainder too small to keep, so a
  /// single allocation can read larger than its class; the minimum over many is the class's.
  private static func smallestUsableSize(_ make: () -> LayoutConstraint) -> Int {
    let constraints = (0..<64).map { _ in make() }
    return constraints.map { usableSize(Unmanaged.passUnretained($0).toOpaque()) }.min() ?? 0
  }

  @Test("a stack view's constraint is an allocation of at most 120 bytes, glibc's fastbin limit")
  func fastbinSized() {
    let stack = StackView(arrangedSubviews: [View(), View()])
    stack.axis = .vertical
    stack.updateConstraintsIfNeeded()
    #expect(stack.stackConstraints.count == 7)
    let first = stack.arrangedSubviews[0]
    let second = stack.arrangedSubviews[1]
    let spacing = LayoutConstraintStorageTests.smallestUsableSize {
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8)
    }
    let width = LayoutConstraintStorageTests.smallestUsableSize {
      first.widthAnchor.constraint(equalToConstant: 40)
    }
    #expect(spacing <= 120)
    #expect(width <= 120)
  }

  @Test("solver constraints and the autoresizing container read back what was stored")
  func sideStateRoundTrips() {
    let view = View()
    let container = View()
    container.addSubview(view)
    let constraint = view.widthAnchor.constraint(equalToConstant: 40)
    #expect(constraint.solverConstraint == nil)
    #expect(constraint.fittingSolverConstraint == nil)
    #expect(constraint.autoresizingContainer == nil)
    constraint.solverConstraint = nil
    #expect(constraint.solverConstraint == nil)
    let made = constraint.makeSolverConstraint()
    constraint.solverConstraint = made
    #expect(constraint.solverConstraint == made)
    #expect(constraint.fittingSolverConstraint == nil)
    constraint.fittingSolverConstraint = (40, .defaultHigh, true, made)
    #expect(constraint.fittingSolverConstraint?.constant == 40)
    #expect(constraint.fittingSolverConstraint?.priority == .defaultHigh)
    #expect(constraint.fittingSolverConstraint?.rightToLeft == true)
    #expect(constraint.fittingSolverConstraint?.made == made)
    constraint.autoresizingContainer = container
    #expect(constraint.autoresizingContainer === container)
    constraint.solverConstraint = nil
    #expect(constraint.solverConstraint == nil)
    #expect(constraint.fittingSolverConstraint?.made == made)
    #expect(constraint.autoresizingContainer === container)
  }

  @Test("an autoresizing container reads nil once it is gone")
  func containerGone() {
    let view = View()
    var container: View? = View()
    container?.addSubview(view)
    let constraint = view.widthAnchor.constraint(equalToConstant: 40)
    constraint.autoresizingContainer = container
    #expect(constraint.autoresizingContainer != nil)
    view.removeFromSuperview()
    container = nil
    #expect(constraint.autoresizingContainer == nil)
  }
}
