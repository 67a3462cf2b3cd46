import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The on-screen frames of the displayed headers, footers and rows, by element.
  func screenFrames() -> [LayoutElementKind: CGRect] {
    var frames: [LayoutElementKind: CGRect] = [:]
    for (kind, view) in displayed.all {
      frames[kind] = view.frame.offsetBy(dx: 0, dy: -contentOffset.y)
    }
    return frames
  }

  /// Animates the displayed views from where their elements were on screen to where they are
  /// now.
  ///
  /// Elements that stayed slide from their frames in `before`; new ones fade in. Runs on
  /// `animator`; without one, or with ``RowAnimation/none``, nothing animates.
  func animateChange(from before: [LayoutElementKind: CGRect], animation: RowAnimation) {
    guard let animator, animation != .none else { return }
    var moves: [(View, CGRect, CGRect)] = []
    var fades: [View] = []
    for (kind, view) in displayed.all {
      let target = view.frame
      if let old = before[kind] {
        let start = old.offsetBy(dx: 0, dy: contentOffset.y)
        if start != target { moves.append((view, start, target)) }
      } else {
        fades.append(view)
      }
    }
    guard !moves.isEmpty || !fades.isEmpty else { return }
    animationsRunning += 1
    animator.animate(
      duration: Animator.tableUpdateDuration,
      update: { progress in
        for (view, start, target) in moves {
          view.frame = CGRect(
            x: target.minX, y: start.minY + (target.minY - start.minY) * progress,
            width: target.width, height: target.height)
        }
        for view in fades { view.alpha = progress }
      },
      completion: { [weak self] in self?.animationEnded() })
  }

  /// Counts a finished animation and, once none runs, calls the completions of the batches
  /// that waited for them, in order.
  func animationEnded() {
    animationsRunning -= 1
    guard animationsRunning == 0, !batchCompletions.isEmpty else { return }
    let completions = batchCompletions
    batchCompletions = []
    for completion in completions { completion(true) }
  }

  /// Ends the table's running animations at their final state before views are placed anew.
  func finishAnimations() {
    guard animationsRunning > 0 else { return }
    animator?.finishAll()
  }
}
