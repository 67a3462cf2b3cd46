import SectionalGraphics
import SectionalTestSupport
import SectionalViews
import Testing

@testable import SectionalGTK

@Suite struct PointerTrackerTests {
  @Test("a click reported by both gestures reaches the content as one began and one ended")
  func clickFromBothGestures() {
    var tracker = PointerTracker()
    let at = CGPoint(x: 10, y: 20)
    #expect(tracker.press(at: at) == .pointer(.began, location: at))
    #expect(tracker.press(at: at) == nil)
    #expect(tracker.release(at: at) == [.pointer(.ended, location: at)])
    #expect(tracker.release(offset: CGPoint(x: 0, y: 0)) == [])
    #expect(!tracker.isDown)
  }

  @Test("drag offsets are added to the press location, and repeats are dropped")
  func dragOffsets() {
    var tracker = PointerTracker()
    _ = tracker.press(at: CGPoint(x: 100, y: 200))
    #expect(
      tracker.drag(offset: CGPoint(x: 5, y: -30))
        == .pointer(.moved, location: CGPoint(x: 105, y: 170))
    )
    #expect(tracker.drag(offset: CGPoint(x: 5, y: -30)) == nil)
    #expect(
      tracker.release(offset: CGPoint(x: 5, y: -40)) == [
        .pointer(.moved, location: CGPoint(x: 105, y: 160)),
        .pointer(.ended, location: CGPoint(x: 105, y: 160)),
      ])
  }

  @Test("moves and releases with no press down are ignored")
  func nothingDown() {
    var tracker = PointerTracker()
    #expect(tracker.drag(offset: CGPoint(x: 1, y: 1)) == nil)
    #expect(tracker.release(at: CGPoint(x: 1, y: 1)) == [])
    #expect(tracker.cancel() == nil)
  }

  @Test("a cancel ends the press at its last location and a later release is dropped")
  func cancel() {
    var tracker = PointerTracker()
    _ = tracker.press(at: CGPoint(x: 0, y: 0))
    _ = tracker.drag(offset: CGPoint(x: 0, y: 12))
    #expect(tracker.cancel() == .pointer(.cancelled, location: CGPoint(x: 0, y: 12)))
    #expect(tracker.release(offset: CGPoint(x: 0, y: 12)) == [])
  }

  @Test("random gesture reports always give began, moves, then one ended or cancelled")
  func randomSequences() {
    for seed in UInt64(1)...300 {
      var random = SplitMix64(seed: seed)
      var tracker = PointerTracker()
      var phases: [TouchPhase] = []
      for _ in 0..<40 {
        let point = CGPoint(
          x: Double(Int.random(in: 0...3, using: &random)),
          y: Double(Int.random(in: 0...3, using: &random)))
        switch Int.random(in: 0...4, using: &random) {
        case 0: phases += phasesOf([tracker.press(at: point)].compactMap { $0 })
        case 1: phases += phasesOf([tracker.drag(offset: point)].compactMap { $0 })
        case 2: phases += phasesOf(tracker.release(at: point))
        case 3: phases += phasesOf(tracker.release(offset: point))
        default: phases += phasesOf([tracker.cancel()].compactMap { $0 })
        }
      }
      var down = false
      for phase in phases {
        switch phase {
        case .began:
          #expect(!down, "seed \(seed)")
          down = true
        case .moved:
          #expect(down, "seed \(seed)")
        case .ended, .cancelled:
          #expect(down, "seed \(seed)")
          down = false
        }
      }
      #expect(down == tracker.isDown, "seed \(seed)")
    }
  }

  /// The touch phases of pointer event kinds.
  private func phasesOf(_ kinds: [Event.Kind]) -> [TouchPhase] {
    kinds.compactMap { kind in
      if case .pointer(let phase, _) = kind { return phase }
      return nil
    }
  }
}
