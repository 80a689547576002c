// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftAcceptance",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .library(name: "Acceptance", targets: ["Acceptance"]),
    .library(name: "AcceptanceXCTest", targets: ["AcceptanceXCTest"]),
    .library(name: "ProfileApp", targets: ["ProfileApp"]),
    .library(name: "AuthSimulator", targets: ["AuthSimulator"]),
    .library(name: "AppTesting", targets: ["AppTesting"]),
    .library(name: "AppSteps", targets: ["AppSteps"]),
    .executable(name: "acceptance", targets: ["AcceptanceCLI"]),
  ],
  targets: [
    .target(name: "Gherkin"),
    .target(name: "Acceptance", dependencies: ["Gherkin"]),
    .target(name: "AcceptanceXCTest", dependencies: ["Acceptance"]),
    .target(name: "ProfileApp"),
    .target(name: "AuthSimulator", dependencies: ["ProfileApp"]),
    .target(name: "AppTesting", dependencies: ["ProfileApp", "AuthSimulator"]),
    .target(
      name: "AppSteps",
      dependencies: ["Acceptance", "AppTesting", "AuthSimulator", "ProfileApp"]
    ),
    .executableTarget(
      name: "AcceptanceCLI",
      dependencies: ["Gherkin", "Acceptance", "AppSteps", "AppTesting"]
    ),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "TestSupport"]),
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["Acceptance", "Gherkin", "TestSupport"]
    ),
    .testTarget(
      name: "ProfileAppTests",
      dependencies: ["ProfileApp", "AuthSimulator", "AppTesting"]
    ),
    .testTarget(
      name: "FeatureTests", dependencies: ["Acceptance", "AppSteps", "AppTesting", "ProfileApp"],
      exclude: ["FalseClaims", "Stories"]),
    .testTarget(name: "AcceptanceXCTestTests", dependencies: ["Acceptance", "AcceptanceXCTest"]),
  ],
  swiftLanguageModes: [.v6]
)
