import Gherkin

/// A feature file as the runner read it: its source, document and pickles, or its parse errors.
public struct LoadedFeature: Sendable {
  /// The path of the file, used as its uri.
  public let uri: String
  /// What parsing produced.
  public let result: GherkinParseResult
  /// Line filters given after the path.
  public let lines: [Int]

  /// The document, when the file parsed.
  public var document: GherkinDocument? { result.document }
  /// The pickles, when the file parsed.
  public var pickles: [Pickle] { result.pickles }
}

/// Reads the feature files of the run's paths, file by file, with one id generator for the run.
struct FeatureLoader: Sendable {
  let ids: IdGenerator

  /// The features of `paths`, in order, and a problem for each path or file that could not be used.
  func load(_ paths: [FeaturePath]) -> (features: [LoadedFeature], problems: [RunProblem]) {
    var features: [LoadedFeature] = []
    var problems: [RunProblem] = []
    for path in paths {
      do {
        for file in try path.featureFiles() {
          let result = GherkinParser.parse(path: file.path, ids: ids)
          features.append(LoadedFeature(uri: file.path, result: result, lines: file.lines))
          problems += result.errors.map { RunProblem($0.description) }
        }
      } catch {
        problems.append(RunProblem(error.description))
      }
    }
    return (features, problems)
  }
}
