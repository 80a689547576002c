import Foundation
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
///
/// Parsing, and what the caller asks to be done with each file there, runs on a thread of its own,
/// a few files ahead of the caller, so that the caller hands out one file's work while the next
/// ones are read.
struct FeatureLoader: Sendable {
  /// What the loading thread hands over, in the order of the paths.
  enum Item<Prepared: Sendable>: Sendable {
    /// A file that was read (it may have parse errors), with what `prepare` made of it.
    case feature(LoadedFeature, Prepared)
    /// A path or file that could not be used.
    case problem(RunProblem)
  }

  let ids: IdGenerator

  /// Loads the files of `paths` in order on a loading thread, which also prepares each one with
  /// the function that `preparer` makes there (so that it may keep state from file to file
  /// without sharing it); `consume` receives every item on the calling thread, in order, as soon
  /// as it is ready.
  func load<Prepared: Sendable>(
    _ paths: [FeaturePath],
    preparer: @escaping @Sendable () -> (LoadedFeature) -> Prepared,
    consume: (Item<Prepared>) -> Void
  ) {
    let channel = BoundedChannel<Item<Prepared>>(capacity: 4)
    let ids = self.ids
    let loader = Thread {
      let prepare = preparer()
      for path in paths {
        do throws(FeaturePathError) {
          for file in try path.featureFiles() {
            let result = GherkinParser.parse(path: file.path, ids: ids)
            let feature = LoadedFeature(uri: file.path, result: result, lines: file.lines)
            channel.send(.feature(feature, prepare(feature)))
          }
        } catch {
          channel.send(.problem(RunProblem(error.description)))
        }
      }
      channel.finish()
    }
    loader.start()
    while let item = channel.receive() { consume(item) }
  }
}
