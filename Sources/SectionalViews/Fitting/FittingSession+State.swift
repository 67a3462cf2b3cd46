import SectionalGraphics

extension FittingSession {
  /// The last few fitting results, kept inline so that a new session allocates nothing for
  /// them; the oldest is dropped first.
  struct Results {
    /// The keys of the results, in the first `count` slots.
    private var keys = InlineArray<4, Key>(
      repeating: Key(
        target: .zero, horizontal: .required, vertical: .required, generation: 0, epoch: 0))
    /// The sizes fitted for `keys`, slot by slot.
    private var sizes = InlineArray<4, CGSize>(repeating: .zero)
    /// The number of slots in use.
    private var count = 0
    /// The slot the next result takes: once all are in use, the oldest result's.
    private var next = 0
    /// Calls answered from the results.
    private(set) var hits = 0

    /// The size kept for `key`, counted as a hit, or `nil`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func size(for key: Key) -> CGSize? {
      // A plain loop: a main-actor closure given to a library function checks its executor
      // on every call.
      for slot in 0..<count where keys[slot] == key {
        hits += 1
        return sizes[slot]
      }
      return nil
    }

    /// Keeps `size` for `key`, which no slot holds.
    ///
    /// Keys in use are distinct (a result is kept only after a miss), so the slots' order
    /// does not matter; the next slot after the last one is the first.
    @inline(__always)
    mutating func insert(_ size: CGSize, for key: Key) {
      let slot = next
      keys[slot] = key
      sizes[slot] = size
      count = max(count, slot + 1)
      next = slot + 1 == keys.count ? 0 : slot + 1
    }

    /// Forgets every result (the hits stay counted).
    mutating func removeAll() {
      count = 0
      next = 0
    }
  }

  /// The recipe of the subtree's structure and its history.
  struct RecipeState {
    /// The recipe, while no structural change it could not patch happened since.
    var recipe: FittingRecipe?
    /// The fitting priorities `recipe` was made for.
    var priorities: (horizontal: LayoutPriority, vertical: LayoutPriority)?
    /// Recipes built over the session's life.
    var builds = 0
    /// Recipe patches over the session's life.
    var patches = 0
    /// Recipe patches since the last fitting.
    var patchesSinceFitting = 0
    /// Changes noted (`note(_:)`) over the session's life: a fitting that sees the count move
    /// while it holds the recipe out of `recipe` drops it.
    var notes = 0
  }

  /// What the first solve pass of a fitting leaves for the next one.
  struct FirstPass {
    /// The first pass's template of the recipe's shape; it links those of later passes
    /// (`FittingTemplate.following(for:constants:statistics:)`).
    var template: FittingTemplate?
    /// The first pass's constants of the last fitting that read them all for a reused recipe
    /// (copied element by element, so that neither buffer is shared and reallocated).
    var constants: [Double] = []
    /// The generation and epoch `constants` were read at, while they are valid: a fitting at
    /// the same ones (a new target alone) copies them and moves the two target rows.
    ///
    /// Every change a first pass reads (constants, intrinsic sizes, baselines, the measurer)
    /// moves the generation or the epoch, as the result cache relies on.
    var stamp: (generation: UInt64, epoch: UInt64)?
  }
}
