// swift-tools-version: 6.0
import PackageDescription

/// The settings of the library targets: every import is internal unless it is marked `public`, a
/// member is visible only where its module is imported, and existentials are spelled `any`, so the
/// public surface is deliberate (as in swift-log).
let librarySettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("ExistentialAny"),
]

/// A library target of the harness, in `Sources/NAME`, with `settings` besides the libraries'.
func library(
  _ name: String, _ dependencies: [Target.Dependency] = [], settings: [SwiftSetting] = []
) -> Target {
  .target(name: name, dependencies: dependencies, swiftSettings: librarySettings + settings)
}

/// The settings of the example app and its tests: an `async` function that no actor isolates runs
/// on its caller's actor, so the app's objects, confined to one actor (a scenario's world), never
/// leave it (Swift 6.2's default for new code).
let exampleSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// A target of the example app, in `Sources/Example/NAME`: not a product, only what drives
/// `Features/`, `swift run acceptance` and the tests.
func example(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
  .target(
    name: name, dependencies: dependencies, path: "Sources/Example/\(name)",
    swiftSettings: exampleSettings)
}

let package = Package(
  name: "SwiftAcceptance",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .library(name: "CucumberExpressions", targets: ["CucumberExpressions"]),
    .library(name: "TagExpressions", targets: ["TagExpressions"]),
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "Acceptance", targets: ["Acceptance"]),
    .library(name: "AcceptanceTesting", targets: ["AcceptanceTesting"]),
    .library(name: "AcceptanceXCTest", targets: ["AcceptanceXCTest"]),
    .library(name: "AcceptanceCommandLine", targets: ["AcceptanceCommandLine"]),
    .executable(name: "acceptance", targets: ["AcceptanceCLI"]),
  ],
  targets: [
    // The harness: parser, expressions, clock, runner, bridges, command line.
    library("Gherkin"),
    library("CucumberExpressions"),
    library("TagExpressions"),
    library("VirtualTime"),
    // The runner's `async` functions and closure types that no actor isolates run on their
    // caller's actor (Swift 6.2's default for new code), so that a scenario's steps, run on its
    // thread, reach a world on that thread without going through its queue.
    library(
      "Acceptance", ["Gherkin", "CucumberExpressions", "TagExpressions", "VirtualTime"],
      settings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    library("AcceptanceTesting", ["Acceptance", "Gherkin"]),
    library("AcceptanceXCTest", ["Acceptance", "AcceptanceTesting", "Gherkin"]),
    library(
      "AcceptanceCommandLine", ["Acceptance", "Gherkin", "CucumberExpressions", "VirtualTime"]),

    // The example: a headless VIPER app, its simulator and test doubles, the steps of `Features/`,
    // and the `acceptance` command built on them.
    example("ProfileApp"),
    example("AuthSimulator", ["ProfileApp", "VirtualTime"]),
    example("AppTesting", ["ProfileApp", "AuthSimulator", "VirtualTime"]),
    example(
      "AppSteps", ["Acceptance", "AppTesting", "AuthSimulator", "ProfileApp", "VirtualTime"]),
    .executableTarget(
      name: "AcceptanceCLI",
      dependencies: ["AcceptanceCommandLine", "Acceptance", "AppSteps", "AppTesting"],
      path: "Sources/Example/AcceptanceCLI"),

    // Tests.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "TestSupport"]),
    .testTarget(
      name: "AcceptanceTests",
      dependencies: [
        "Acceptance", "AcceptanceCommandLine", "AcceptanceTesting", "CucumberExpressions",
        "TagExpressions", "Gherkin",
        "TestSupport", "VirtualTime",
      ]),
    .testTarget(
      name: "ProfileAppTests",
      dependencies: ["ProfileApp", "AuthSimulator", "AppTesting", "VirtualTime"],
      swiftSettings: exampleSettings),
    .testTarget(
      name: "FeatureTests",
      dependencies: [
        "Acceptance", "AcceptanceCommandLine", "AcceptanceTesting", "AppSteps", "AppTesting",
        "ProfileApp", "TestSupport", "VirtualTime",
      ],
      exclude: ["FalseClaims", "Snapshots", "Stories"],
      swiftSettings: exampleSettings),
    .testTarget(
      name: "AcceptanceXCTestTests",
      dependencies: ["Acceptance", "AcceptanceXCTest", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
