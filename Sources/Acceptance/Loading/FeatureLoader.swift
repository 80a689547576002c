package import Gherkin

/// A feature file as the runner read it: its source, document and pickles, or its parse errors.
package struct LoadedFeature: Sendable {
  /// The path of the file, used as its uri.
  package let uri: String
  /// What parsing produced.
  package let result: GherkinParseResult
  /// Line filters given after the path.
  package let lines: [Int]

  /// The document, when the file parsed.
  package var document: GherkinDocument? { result.document }
  /// The pickles, when the file parsed.
  package var pickles: [Pickle] { result.pickles }
}

/// Reads the feature files of the run's paths, file by file, with one id generator for the run.
struct FeatureLoader: Sendable {
  /// What loading gives, in the order of the paths.
  enum Item: Sendable {
    /// A file that was read (it may have parse errors).
    case feature(LoadedFeature)
    /// A path or file that could not be used.
    case problem(RunProblem)
  }

  let ids: IdGenerator

  /// Reads the files of `paths` in order on the calling thread, handing each one to `consume` as
  /// soon as it is parsed, so that the caller holds one file at a time, not all of them.
  func load(_ paths: [FeaturePath], consume: (Item) -> Void) {
    for path in paths {
      do throws(FeaturePathError) {
        for file in try path.featureFiles() {
          let result = GherkinParser.parse(path: file.path, ids: ids)
          consume(.feature(LoadedFeature(uri: file.path, result: result, lines: file.lines)))
        }
      } catch {
        consume(.problem(RunProblem(error.description)))
      }
    }
  }
}
