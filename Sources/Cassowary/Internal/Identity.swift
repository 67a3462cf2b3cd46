import Synchronization

/// The process-wide source of variable and constraint identities.
///
/// Identities start at 1 (0 marks an empty slot in the solver's hash maps) and never repeat
/// within a process, so two values made by separate initializer calls are always distinct.
let identityCounter = Atomic<UInt64>(1)

/// Returns a fresh identity, distinct from every identity handed out before.
@usableFromInline func nextIdentity() -> UInt64 {
  identityCounter.wrappingAdd(1, ordering: .relaxed).oldValue
}
