import Foundation
import SectionalGraphics
import Testing

@testable import SectionalViews

/// `TraitCollection.current`: set to a view's traits while its layout, drawing and trait
/// callbacks run, to the traits being resolved in a dynamic colour's provider, and restored
/// afterwards (Documentation/Traits.md § The current traits).
@MainActor
@Suite(.serialized) struct CurrentTraitsTests {
  /// A view that records `TraitCollection.current`'s style in each callback.
  final class Probe: View {
    var seen: [String] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      seen.append("layout \(TraitCollection.current.userInterfaceStyle)")
    }
    override func draw(_ rect: CGRect, into list: inout DisplayList) {
      seen.append("draw \(TraitCollection.current.userInterfaceStyle)")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      seen.append("change \(TraitCollection.current.userInterfaceStyle)")
    }
  }

  /// A light window holding `probe` with a dark override.
  private func makeWindow(_ probe: Probe) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .light)
    probe.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    window.addSubview(probe)
    return window
  }

  @Test(
    "layoutSubviews, draw and traitCollectionDidChange see the view's traits, restored after")
  func callbacksSeeTheViewsTraits() {
    TraitCollection.current = .standard
    let probe = Probe()
    let window = makeWindow(probe)
    window.layoutIfNeeded()
    probe.seen = []
    probe.overrideUserInterfaceStyle = .dark
    window.layoutIfNeeded()
    _ = window.displayList()
    #expect(probe.seen == ["change dark", "layout dark", "draw dark"])
    #expect(TraitCollection.current == .standard)
  }

  @Test("a dynamic colour's provider sees the traits it resolves for as current")
  func providerSeesTheTraits() {
    TraitCollection.current = .standard
    let color = Color { traits in
      TraitCollection.current.userInterfaceStyle == .dark ? .white : .black
    }
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .black)
    #expect(TraitCollection.current == .standard)
  }

  @Test("performAsCurrent sets current for its closure, nests, and restores after a throw")
  func performAsCurrent() {
    struct Failure: Error {}
    TraitCollection.current = .standard
    let dark = TraitCollection.standard.modifyingTraits { $0.userInterfaceStyle = .dark }
    let large = TraitCollection.standard.modifyingTraits {
      $0.preferredContentSizeCategory = .extraLarge
    }
    let styles = dark.performAsCurrent {
      let outer = TraitCollection.current.userInterfaceStyle
      let inner = large.performAsCurrent { TraitCollection.current.preferredContentSizeCategory }
      return (outer, inner, TraitCollection.current.userInterfaceStyle)
    }
    #expect(styles.0 == .dark)
    #expect(styles.1 == .extraLarge)
    #expect(styles.2 == .dark)
    #expect(throws: Failure.self) { try dark.performAsCurrent { throw Failure() } }
    #expect(TraitCollection.current == .standard)
  }

  /// Styles recorded on another thread.
  final class Styles: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [UserInterfaceStyle] = []
    var values: [UserInterfaceStyle] { lock.withLock { stored } }
    func append(_ style: UserInterfaceStyle) { lock.withLock { stored.append(style) } }
  }

  @Test("a new thread starts with the standard traits, and setting them there leaves this thread's")
  func perThread() {
    TraitCollection.current = TraitCollection.standard.modifyingTraits {
      $0.userInterfaceStyle = .dark
    }
    let styles = Styles()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      styles.append(TraitCollection.current.userInterfaceStyle)
      TraitCollection.current = TraitCollection.standard.modifyingTraits {
        $0.userInterfaceStyle = .unspecified
      }
      styles.append(TraitCollection.current.userInterfaceStyle)
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(styles.values == [.light, .unspecified])
    #expect(TraitCollection.current.userInterfaceStyle == .dark)
    TraitCollection.current = .standard
  }
}
