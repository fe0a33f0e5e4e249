import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a test only where the shared corpus is, and reports it as skipped elsewhere.
  ///
  /// A corpus test that found nothing to read and passed would claim a check that never ran.
  public static var needsCorpus: Self {
    .enabled(
      if: TestPaths.corpus != nil, "../shared/corpus is absent (or SEGUE_CORPUS names no folder)")
  }
}
