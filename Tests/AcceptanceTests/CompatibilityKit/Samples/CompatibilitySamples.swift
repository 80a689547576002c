import Acceptance

/// The Swift step definitions of each compatibility sample, equivalent to the reference TypeScript
/// ones in cucumber/compatibility-kit `devkit/samples/<name>/<name>.ts`.
enum CompatibilitySamples {
  /// The samples whose capability this project deliberately lacks, with the reason.
  static let unsupported: [String: String] = [
    "test-run-exception":
      "simulates an internal error of the reference runner through its own --error flag"
  ]

  /// A new step library for each sample, by sample name (made on each use, so that the counters of
  /// the retry sample start from zero).
  static var registries: [String: StepRegistry<CompatibilityWorld>] {
    [
      "all-statuses": allStatuses(),
      "ambiguous": ambiguous(),
      "attachments": attachments(),
      "backgrounds": backgrounds(),
      "cdata": cdata(),
      "data-tables": dataTables(),
      "doc-strings": docStrings(),
      "empty": empty(),
      "examples-tables": examplesTables(),
      "examples-tables-attachment": examplesTablesAttachment(),
      "examples-tables-undefined": examplesTablesUndefined(),
      "examples-tables-undefined-multiple": examplesTablesUndefined(),
      "failedish-combinations": failedishCombinations(),
      "global-hooks": globalHooks(),
      "global-hooks-afterall-error": globalHooksAfterallError(),
      "global-hooks-attachments": globalHooksAttachments(),
      "global-hooks-beforeall-error": globalHooksBeforeallError(),
      "hooks": hooks(),
      "hooks-attachment": hooksAttachment(),
      "hooks-conditional": hooksConditional(),
      "hooks-named": hooksNamed(),
      "hooks-skipped": hooksSkipped(),
      "hooks-undefined": hooksUndefined(),
      "markdown": markdown(),
      "minimal": minimal(),
      "multiple-features": multipleFeatures(),
      "multiple-features-reversed": multipleFeatures(),
      "parameter-types": parameterTypes(),
      "pending": pending(),
      "pending-exception": pendingException(),
      "regular-expression": regularExpression(),
      "retry": retry(),
      "retry-ambiguous": retryAmbiguous(),
      "retry-pending": retryPending(),
      "retry-undefined": StepRegistry(),
      "rules": rules(),
      "rules-backgrounds": backgrounds(),
      "skipped": skipped(),
      "skipped-exception": skippedException(),
      "skipped-failing-hook": skippedFailingHook(),
      "stack-traces": stackTraces(),
      "undefined": undefined(),
      "undefined-multiple": undefined(),
      "unknown-parameter-type": unknownParameterType(),
      "unused-steps": unusedSteps(),
    ]
  }
}
