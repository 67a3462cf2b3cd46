#if SECTIONAL_INTERNAL_CHECKS
  extension FittingRecipe {
    /// Checks that `userConstraints` names the subtree's active constraints, in walk order.
    ///
    /// Those are the constraints of `root`'s subtree whose items exist, as a new walk lists
    /// them: then every unretained reference the recipe keeps names a live constraint.
    /// Compiled in with `-DSECTIONAL_INTERNAL_CHECKS` (`make test`), and run when a kept
    /// recipe is reused.
    ///
    /// Only the subtree's constraints are read (the recipe's references are compared as
    /// addresses, never followed), so a stale reference fails the check instead of being read.
    ///
    /// - Complexity: O(n + c) for n views and c constraints in the subtree.
    func checkUserConstraints(root: View) {
      var live: [UnsafeMutableRawPointer] = []
      var pending = [root]
      while let view = pending.popLast() {
        for constraint in view.installedConstraints where constraint.itemsExist {
          live.append(Unmanaged.passUnretained(constraint).toOpaque())
        }
        pending.append(contentsOf: view.storedSubviews.reversed())
      }
      let kept = userConstraints.map { $0.toOpaque() }
      precondition(
        live == kept,
        "fitting recipe of \(type(of: root)) lists \(kept.count) constraints, the subtree "
          + "has \(live.count) active ones: a change did not reach the session")
    }
  }
#endif
