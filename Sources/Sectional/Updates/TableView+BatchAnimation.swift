import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Animates an applied batch on `animator` over UIKit's 0.3 s.
  ///
  /// Views of elements that existed before slide from their old on-screen frames (moved
  /// rows and sections included; an element that was off screen starts from its old layout
  /// frame). New elements come in by their insert's or reload's ``RowAnimation``; views of
  /// deleted and reloaded elements stay behind the others and go out by theirs, then return
  /// to their queues. ``RowAnimation/none`` elements appear or go at once.
  func animateBatch(_ transition: BatchTransition) {
    guard let animator else { return }
    var tracks: [ViewTrack] = []
    var gone: [(LayoutElementKind, View)] = []
    let shift = contentOffset.y - transition.oldOffset
    for element in displayed.elements {
      guard let view = displayed.view(for: element.kind) else { continue }
      let target = view.frame
      if let oldKind = transition.map.oldKind(element.kind) {
        let start =
          transition.before[oldKind].map { $0.offsetBy(dx: 0, dy: contentOffset.y) }
          ?? transition.old.rect(for: oldKind).offsetBy(dx: 0, dy: shift)
        if start != target {
          tracks.append(
            ViewTrack(view: view, fromFrame: start, toFrame: target, fromAlpha: 1, toAlpha: 1))
        }
      } else {
        let animation = transition.animations.entrance(of: element.kind, map: transition.map)
        if let (frame, alpha) = offstage(target, for: animation) {
          tracks.append(
            ViewTrack(view: view, fromFrame: frame, toFrame: target, fromAlpha: alpha, toAlpha: 1))
        }
      }
    }
    for (kind, view) in transition.departing {
      let start = view.frame.offsetBy(dx: 0, dy: shift)
      guard let (frame, alpha) = offstage(start, for: transition.animations.exit(of: kind)) else {
        endDisplaying(view, as: kind)
        continue
      }
      sendSubviewToBack(view)
      gone.append((kind, view))
      tracks.append(
        ViewTrack(view: view, fromFrame: start, toFrame: frame, fromAlpha: 1, toAlpha: alpha))
    }
    guard !tracks.isEmpty else { return }
    animationsRunning += 1
    animator.animate(
      duration: Animator.tableUpdateDuration,
      update: { progress in
        for track in tracks { track.apply(progress) }
      },
      completion: { [weak self] in
        guard let self else { return }
        self.animationEnded()
        for (kind, view) in gone {
          view.alpha = 1
          self.endDisplaying(view, as: kind)
        }
      })
  }

  /// Where and how opaque an element is before it comes in (or after it goes out) by
  /// `animation`, given its frame in place; `nil` for ``RowAnimation/none``.
  ///
  /// Fade, middle and automatic: in place, transparent. Left and right: one table width to
  /// that side, opaque. Top and bottom: one element height up or down, transparent.
  func offstage(_ frame: CGRect, for animation: RowAnimation) -> (CGRect, Double)? {
    switch animation {
    case .none: return nil
    case .fade, .middle, .automatic: return (frame, 0)
    case .left: return (frame.offsetBy(dx: -bounds.width, dy: 0), 1)
    case .right: return (frame.offsetBy(dx: bounds.width, dy: 0), 1)
    case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 0)
    case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 0)
    }
  }
}
