import SectionalGraphics
import Testing

@testable import SectionalViews

/// A scroll view driven by pointer events and a manual clock: UIKit's delegate order for drags
/// and flings, the rubber band, spring-back, animated scrolls and the indicators' fade.
@MainActor
@Suite struct ScrollViewTests {
  /// Records the delegate calls; runs of `didScroll` count once.
  final class Recorder: ScrollViewDelegate {
    var events: [String] = []
    var offsets: [Double] = []
    /// When set, `willEndDragging` moves the target's y here.
    var retarget: Double?

    private func record(_ event: String) {
      if event == "didScroll", events.last == "didScroll" { return }
      events.append(event)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
      offsets.append(scrollView.contentOffset.y)
      record("didScroll")
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { record("willBeginDragging") }

    func scrollViewWillEndDragging(
      _ scrollView: ScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      record("willEndDragging \(velocity.y) \(targetContentOffset.pointee.y)")
      if let retarget { targetContentOffset.pointee.y = retarget }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
      record("didEndDragging \(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
      record("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { record("didEndDecelerating") }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
      record("didEndScrollingAnimation")
    }

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { record("didScrollToTop") }
  }

  /// A 320 × 480 scroll view over 320 × 3840 pt of content in a window, on a manual clock.
  private func makeScene() -> (Window, ScrollView, Recorder, ManualClock) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 3_840)
    let clock = ManualClock()
    scrollView.animator = Animator(clock: clock)
    let recorder = Recorder()
    scrollView.delegate = recorder
    window.rootView = scrollView
    window.layoutIfNeeded()
    return (window, scrollView, recorder, clock)
  }

  private func send(_ window: Window, _ phase: TouchPhase, y: Double, at time: Double) {
    window.send(Event(.pointer(phase, location: CGPoint(x: 160, y: y)), timestamp: time))
  }

  /// Steps the clock by 1/64 s until the animator stops (at most 10 s).
  private func settle(_ scrollView: ScrollView, _ clock: ManualClock) {
    for _ in 0..<640 where scrollView.animator?.isAnimating == true {
      clock.advance(by: 1.0 / 64)
      scrollView.animator?.step()
    }
  }

  @Test("a drag then a fling calls the delegate in UIKit's order and coasts to the proposed target")
  func dragThenFling() {
    let (window, scrollView, recorder, clock) = makeScene()
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 395, at: 1.0 / 64)
    #expect(recorder.events.isEmpty)
    #expect(scrollView.isTracking && !scrollView.isDragging)
    send(window, .moved, y: 380, at: 2.0 / 64)
    send(window, .moved, y: 300, at: 3.0 / 64)
    send(window, .moved, y: 200, at: 4.0 / 64)
    #expect(scrollView.contentOffset.y == 180)
    send(window, .ended, y: 200, at: 4.0 / 64)
    #expect(scrollView.isDecelerating && scrollView.isDragging && !scrollView.isTracking)
    settle(scrollView, clock)
    #expect(
      recorder.events == [
        "willBeginDragging", "didScroll", "willEndDragging 3.2 1778.399466132655",
        "didEndDragging true", "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
    #expect(scrollView.contentOffset.y == 1778.399466132655)
    #expect(!scrollView.isDecelerating && !scrollView.isDragging)
  }

  @Test("coasting follows the deceleration curve at literal times")
  func coastingCurve() {
    let (window, scrollView, _, clock) = makeScene()
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 380, at: 2.0 / 64)
    send(window, .moved, y: 300, at: 3.0 / 64)
    send(window, .moved, y: 200, at: 4.0 / 64)
    send(window, .ended, y: 200, at: 4.0 / 64)
    clock.advance(by: 0.5)
    scrollView.animator?.step()
    let curve = DecelerationCurve(offset: 180, velocity: 3_200, rate: 0.998)
    #expect(scrollView.contentOffset.y == CGFloat(curve.offset(at: 0.5)))
  }

  @Test("a drag that stops before lifting ends without deceleration")
  func dragWithoutFling() {
    let (window, scrollView, recorder, _) = makeScene()
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 380, at: 1.0 / 64)
    send(window, .moved, y: 300, at: 2.0 / 64)
    send(window, .ended, y: 300, at: 0.5)
    #expect(
      recorder.events == [
        "willBeginDragging", "didScroll", "willEndDragging 0.0 80.0", "didEndDragging false",
      ])
    #expect(scrollView.contentOffset.y == 80)
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scrollView.animator?.isAnimating == true)  // only the indicators' fade
  }

  @Test("a movement within the 10 pt slop is a tap: nothing scrolls and no drag begins")
  func slop() {
    let (window, scrollView, recorder, _) = makeScene()
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 392, at: 0.1)
    send(window, .ended, y: 392, at: 0.2)
    #expect(recorder.events.isEmpty)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test("dragging down at the top stretches by the rubber band and springs back on release")
  func rubberBandAtTop() {
    let (window, scrollView, recorder, clock) = makeScene()
    send(window, .began, y: 100, at: 0)
    send(window, .moved, y: 120, at: 1.0 / 64)
    send(window, .moved, y: 220, at: 2.0 / 64)
    #expect(scrollView.contentOffset.y == -49.34579439252332)
    send(window, .ended, y: 220, at: 2.0 / 64)
    clock.advance(by: 0.05)
    scrollView.animator?.step()
    #expect(scrollView.contentOffset.y == -116.41123366343022)
    settle(scrollView, clock)
    #expect(scrollView.contentOffset.y == 0)
    #expect(
      recorder.events == [
        "willBeginDragging", "didScroll", "willEndDragging -3.84 0.0", "didEndDragging true",
        "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
  }

  @Test("a fling past the end bounces beyond the edge and springs back to it")
  func bounceAtEnd() {
    let (window, scrollView, recorder, clock) = makeScene()
    scrollView.contentOffset = CGPoint(x: 0, y: 3_200)
    recorder.offsets = []
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 380, at: 2.0 / 64)
    send(window, .moved, y: 300, at: 3.0 / 64)
    send(window, .moved, y: 200, at: 4.0 / 64)
    send(window, .ended, y: 200, at: 4.0 / 64)
    settle(scrollView, clock)
    #expect(recorder.offsets.max()! > 3_360)
    #expect(scrollView.contentOffset.y == 3_360)
    #expect(recorder.events.last == "didEndDecelerating")
  }

  @Test("a target the delegate changes in willEndDragging is where coasting stops")
  func delegateTarget() {
    let (window, scrollView, recorder, clock) = makeScene()
    recorder.retarget = 1_000
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 380, at: 2.0 / 64)
    send(window, .moved, y: 300, at: 3.0 / 64)
    send(window, .moved, y: 200, at: 4.0 / 64)
    send(window, .ended, y: 200, at: 4.0 / 64)
    settle(scrollView, clock)
    #expect(scrollView.contentOffset.y == 1_000)
    #expect(recorder.offsets.allSatisfy { $0 <= 1_000 })
  }

  @Test("a touch during coasting stops it without didEndDecelerating")
  func catchStopsCoasting() {
    let (window, scrollView, recorder, clock) = makeScene()
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 380, at: 2.0 / 64)
    send(window, .moved, y: 200, at: 4.0 / 64)
    send(window, .ended, y: 200, at: 4.0 / 64)
    clock.advance(by: 0.25)
    scrollView.animator?.step()
    let caught = scrollView.contentOffset.y
    send(window, .began, y: 300, at: 1)
    clock.advance(by: 0.25)
    scrollView.animator?.step()
    #expect(scrollView.contentOffset.y == caught)
    #expect(!scrollView.isDecelerating)
    #expect(!recorder.events.contains("didEndDecelerating"))
  }

  @Test("an animated setContentOffset eases over 0.3 s and ends with didEndScrollingAnimation")
  func animatedSetContentOffset() {
    let (_, scrollView, recorder, clock) = makeScene()
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    clock.advance(by: 0.15)
    scrollView.animator?.step()
    #expect(scrollView.contentOffset.y == 150)
    clock.advance(by: 0.15)
    scrollView.animator?.step()
    #expect(scrollView.contentOffset.y == 300)
    #expect(recorder.events == ["didScroll", "didEndScrollingAnimation"])
  }

  @Test("scrollRectToVisible scrolls the least that shows the rect, clamped; not at all if shown")
  func scrollRectToVisible() {
    let (_, scrollView, recorder, clock) = makeScene()
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 320, height: 50), animated: true)
    #expect(recorder.events.isEmpty)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 320, height: 50), animated: true)
    settle(scrollView, clock)
    #expect(scrollView.contentOffset.y == 570)
    #expect(recorder.events == ["didScroll", "didEndScrollingAnimation"])
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 320, height: 50), animated: false)
    #expect(scrollView.contentOffset.y == 200)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 3_800, width: 320, height: 100), animated: false)
    #expect(scrollView.contentOffset.y == 3_360)
    #expect(recorder.events.last == "didScroll")
  }

  @Test("content wider than the view gets a horizontal knob along the bottom edge")
  func horizontalIndicator() {
    let (window, scrollView, _, _) = makeScene()
    scrollView.contentSize = CGSize(width: 1_280, height: 480)
    window.send(Event(.scroll(delta: CGPoint(x: 480, y: 0), location: CGPoint(x: 160, y: 240))))
    #expect(scrollView.contentOffset == CGPoint(x: 480, y: 0))
    let knobs = window.render().commands.compactMap { command -> CGRect? in
      if case .fillRoundedRect(let rect, 1.5, _) = command { return rect }
      return nil
    }
    // Track 320 - 6 - 3 = 311 pt from x = 3; the knob is a quarter of it, half way along.
    #expect(knobs == [CGRect(x: 3 + (311 - 77.75) / 2, y: 474, width: 77.75, height: 3)])
  }

  @Test("without an animator a fling jumps to its target with the same delegate calls")
  func withoutAnimator() {
    let (window, scrollView, recorder, _) = makeScene()
    scrollView.animator = nil
    send(window, .began, y: 400, at: 0)
    send(window, .moved, y: 380, at: 2.0 / 64)
    send(window, .moved, y: 300, at: 3.0 / 64)
    send(window, .moved, y: 200, at: 4.0 / 64)
    send(window, .ended, y: 200, at: 4.0 / 64)
    #expect(scrollView.contentOffset.y == 1778.399466132655)
    #expect(
      recorder.events.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    #expect(scrollView.contentOffset.y == 10)
    #expect(recorder.events.last == "didScroll")
  }

  @Test("a touchpad fling coasts on the deceleration curve and stops at the edge without bouncing")
  func touchpadFling() {
    let (window, scrollView, recorder, clock) = makeScene()
    let location = CGPoint(x: 160, y: 240)
    #expect(window.send(Event(.scrollFling(velocity: CGPoint(x: 0, y: 1_000), location: location))))
    clock.advance(by: 0.5)
    scrollView.animator?.step()
    #expect(scrollView.contentOffset.y == 315.92802267850965)
    settle(scrollView, clock)
    #expect(scrollView.contentOffset.y == 499.4998331664548)
    scrollView.contentOffset = CGPoint(x: 0, y: 3_000)
    recorder.events = []
    recorder.offsets = []
    window.send(Event(.scrollFling(velocity: CGPoint(x: 0, y: 2_000), location: location)))
    settle(scrollView, clock)
    #expect(recorder.offsets.max() == 3_360)
    #expect(scrollView.contentOffset.y == 3_360)
    #expect(recorder.events == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    #expect(!scrollView.isDecelerating && !scrollView.isDragging)
  }

  @Test("the indicator shows after a wheel scroll, stays 0.4 s, then fades out over 0.2 s")
  func indicatorFade() throws {
    let (window, scrollView, _, clock) = makeScene()
    window.send(Event(.scroll(delta: CGPoint(x: 0, y: 1_680), location: CGPoint(x: 160, y: 240))))
    #expect(scrollView.contentOffset.y == 1_680)
    var opacities: [Double] = []
    for step in [0, 0.4, 0.05, 0.05, 0.15] {
      clock.advance(by: step)
      scrollView.animator?.step()
      opacities.append((scrollView.scrollIndicatorOpacity * 1_000).rounded() / 1_000)
    }
    #expect(opacities == [1, 1, 0.75, 0.5, 0])
    #expect(scrollView.animator?.isAnimating == false)
  }

  @Test("the vertical knob is drawn 3 pt from the right edge, in proportion to the content")
  func indicatorDrawing() throws {
    let (window, scrollView, _, _) = makeScene()
    window.send(Event(.scroll(delta: CGPoint(x: 0, y: 1_680), location: CGPoint(x: 160, y: 240))))
    let knobs = window.render().commands.compactMap { command -> CGRect? in
      if case .fillRoundedRect(let rect, 1.5, let color) = command, color.alpha == 0.35 {
        return rect
      }
      return nil
    }
    // Track 474 pt from y = 3; the knob is 474 / 8 long, halfway along it.
    #expect(knobs == [CGRect(x: 314, y: 3 + (474 - 59.25) / 2, width: 3, height: 59.25)])
    #expect(scrollView.showsVerticalScrollIndicator)
  }

  @Test("the window's scroll-to-top scrolls its one scroll view up and tells the delegate")
  func scrollToTop() {
    let (window, scrollView, recorder, clock) = makeScene()
    scrollView.contentOffset = CGPoint(x: 0, y: 900)
    #expect(window.scrollToTop())
    settle(scrollView, clock)
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.events == ["didScroll", "didScrollToTop"])
    scrollView.scrollsToTop = false
    #expect(!window.scrollToTop())
  }
}
