// swift-tools-version: 6.0
import PackageDescription

/// How a team adopts Swift Acceptance: the system under test (`Calculator`), the steps that drive it
/// (`CalculatorSteps`), the features (`Features/`), and three ways to run them: `swift test` (Swift
/// Testing, one test case per scenario, and XCTest) and `swift run calculator`.
let package = Package(
  name: "Calculator",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "calculator", targets: ["CalculatorCLI"])
  ],
  dependencies: [
    // In your own package: .package(url: "https://…/swift-acceptance.git", from: "…").
    .package(name: "SwiftAcceptance", path: "../..")
  ],
  targets: [
    // The system under test.
    .target(name: "Calculator"),
    // The world and the step definitions of `Features/`.
    .target(
      name: "CalculatorSteps",
      dependencies: ["Calculator", .product(name: "Acceptance", package: "SwiftAcceptance")]),
    // `swift run calculator [options] [PATH[:LINE]...]`: the features from the command line.
    .executableTarget(
      name: "CalculatorCLI",
      dependencies: [
        "CalculatorSteps", .product(name: "AcceptanceCommandLine", package: "SwiftAcceptance"),
      ]),
    // Every scenario of `Features/` as a Swift Testing case, and the checks that a broken
    // calculator or a false claim turns the scenarios red.
    .testTarget(
      name: "CalculatorFeatureTests",
      dependencies: [
        "CalculatorSteps",
        .product(name: "Acceptance", package: "SwiftAcceptance"),
        .product(name: "AcceptanceTesting", package: "SwiftAcceptance"),
      ]),
    // The same features from XCTest, one test method per feature file.
    .testTarget(
      name: "CalculatorXCTests",
      dependencies: [
        "CalculatorSteps", .product(name: "AcceptanceXCTest", package: "SwiftAcceptance"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
