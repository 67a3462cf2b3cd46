import Cassowary

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FittingRecipe {
  /// One variable of a row.
  struct Term: Hashable, Sendable {
    /// The variable: 4 × slot + component (a full word, so that a term has no padding).
    var variable: Int
    /// The coefficient.
    var coefficient: Double
  }

  /// One row's shape: its terms in `terms`, relation and priority.
  ///
  /// Every byte of a row is a field's (the relation is kept in a full word), so rows compare
  /// as memory (`Shape.equal(_:_:)`).
  struct Row: Hashable, Sendable {
    /// The first term's index in `terms`.
    var start: Int32
    /// The number of terms.
    var count: Int32
    /// `relation`'s code: 0 for `==`, 1 for `<=`, 2 for `>=`.
    private var relationCode: Int
    /// The priority, within 1...1000 as `LayoutConstraint.priority`.
    var priority: Double

    /// Makes a row's shape.
    init(start: Int32, count: Int32, relation: Relation, priority: Double) {
      self.start = start
      self.count = count
      relationCode =
        switch relation {
        case .equal: 0
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: 2
        }
      self.priority = priority
    }

    /// The relation of `terms + constant` to 0.
    var relation: Relation {
      get {
        switch relationCode {
        case 0: .equal
        case 1: .lessThanOrEqual
        default: .greaterThanOrEqual
        }
      }
      set {
        self = Row(start: start, count: count, relation: newValue, priority: priority)
      }
    }
  }

  /// What a template is keyed by: the rows' shapes and terms over the slots.
  struct Shape: Equatable, Sendable {
    /// The rows' shapes.
    var rows: [Row] = []
    /// The rows' terms.
    var terms: [Term] = []
    /// The number of slots (items).
    var slotCount = 0
    /// A 64-bit hash of the rest, compared first when both shapes have one; `nil` from
    /// `rehash()` until `hashed()` computes it.
    var hash: Int?

    /// Forgets `hash`: after the shape was made or patched.
    ///
    /// The hash is computed only when a lookup needs it (`hashed()`): a fitting that finds
    /// the template its session or the last lookup used compares the shapes in full anyway,
    /// and the hash would cost as much again.
    mutating func rehash() {
      hash = nil
    }

    /// `hash`, computed first when the shape has none.
    ///
    /// One multiply-xorshift step per row and per term (the row's count, relation and
    /// priority, the term's variable and coefficient bits, each folded into one word): equal
    /// shapes hash equal, and unequal ones collide about as rarely as random 64-bit values.
    /// A row's `start` follows from the counts of the rows before it, so it is left out.
    ///
    /// - Complexity: O(rows + terms) when the hash is computed, else O(1).
    mutating func hashed() -> Int {
      if let hash { return hash }
      var hash = UInt64(truncatingIfNeeded: slotCount) &+ 0xCBF2_9CE4_8422_2325
      rows.withUnsafeBufferPointer { rows in
        for row in rows {
          let relation: UInt64 =
            switch row.relation {
            case .equal: 1
            case .lessThanOrEqual: 2
            case .greaterThanOrEqual: 3
            }
          let word = UInt64(truncatingIfNeeded: row.count) &* 4 &+ relation
          hash = Shape.mix(hash, row.priority.bitPattern ^ (word &* 0xFF51_AFD7_ED55_8CCD))
        }
      }
      terms.withUnsafeBufferPointer { terms in
        for term in terms {
          let variable = UInt64(truncatingIfNeeded: term.variable)
          hash = Shape.mix(hash, term.coefficient.bitPattern ^ (variable &* 0xC4CE_B9FE_1A85_EC53))
        }
      }
      let result = Int(truncatingIfNeeded: Shape.mix(hash, UInt64(rows.count)))
      self.hash = result
      return result
    }

    /// Folds `word` into `hash`: a multiply by the 64-bit golden ratio and an xorshift that
    /// brings the product's high bits down.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
      let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      return product ^ (product >> 29)
    }

    /// Whether both shapes are equal: hashes (when both have one) and counts first, then
    /// everything, unless both share their storage.
    ///
    /// Coefficients and priorities compare by bit pattern, as `hashed()` reads them.
    ///
    /// - Complexity: O(rows + terms) when the hashes and counts are equal and the storage is
    ///   not shared.
    static func == (lhs: Shape, rhs: Shape) -> Bool {
      if let left = lhs.hash, let right = rhs.hash, left != right { return false }
      guard lhs.slotCount == rhs.slotCount, lhs.rows.count == rhs.rows.count,
        lhs.terms.count == rhs.terms.count
      else { return false }
      return lhs.rows.withUnsafeBufferPointer { left in
        rhs.rows.withUnsafeBufferPointer { right in Shape.equal(left, right) }
      }
        && lhs.terms.withUnsafeBufferPointer { left in
          rhs.terms.withUnsafeBufferPointer { right in Shape.equal(left, right) }
        }
    }

    /// Whether the rows or terms are equal (buffers of the same count), or share their
    /// storage.
    ///
    /// Both element types have no padding, so equal elements have equal bytes, and a
    /// coefficient or priority compares by its bit pattern, as `hashed()` reads it: one
    /// `memcmp`.
    ///
    /// - Complexity: O(count) unless the storage is shared.
    static func equal<Element: BitwiseCopyable>(
      _ left: UnsafeBufferPointer<Element>, _ right: UnsafeBufferPointer<Element>
    ) -> Bool {
      guard let leftStart = left.baseAddress, let rightStart = right.baseAddress,
        leftStart != rightStart
      else { return left.baseAddress == right.baseAddress || left.isEmpty }
      return memcmp(leftStart, rightStart, left.count * MemoryLayout<Element>.stride) == 0
    }

    /// Whether the shape has `rows` and `terms`, compared in place.
    ///
    /// - Complexity: O(rows + terms) when the counts are equal.
    func has(rows: UnsafeBufferPointer<Row>, terms: UnsafeBufferPointer<Term>) -> Bool {
      guard self.rows.count == rows.count, self.terms.count == terms.count else { return false }
      return self.rows.withUnsafeBufferPointer { Shape.equal($0, rows) }
        && self.terms.withUnsafeBufferPointer { Shape.equal($0, terms) }
    }
  }
}
