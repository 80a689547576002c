import CucumberExpressions
import Foundation

/// The step catalog of a ``StepRegistry``: every step definition with its group, parameters,
/// example, notes and location, for the people who write features (`acceptance steps` prints it).
///
/// The group, example and notes are what the step author registered; the parameters come from the
/// expression (`{string}`) and the body's parameter types (`String`):
///
/// ```swift
/// var steps = StepRegistry<LoginWorld>()
/// steps.group = "Login"
/// steps.when(
///   "the user logs in as {string}", example: #"the user logs in as "ada@example.com""#,
///   notes: ["time: waits for the login request"]
/// ) { (world, email: String) in try await world.logIn(email) }
///
/// let catalog = StepCatalog(steps)
/// print(catalog.text)                     // the catalog, by group
/// catalog.matches("the user logs in as \"x\"")  // the definition, with "x" for {string}
/// catalog.exampleProblems()               // [] when every example matches its own definition
/// ```
///
/// An example is the text of a step without keyword; lines after the first are its data table or
/// doc string, as a feature file writes them.
public struct StepCatalog: Sendable {
  /// One step definition as the catalog lists it.
  public struct Entry: Sendable, Equatable {
    /// The expression the step text must match.
    public let pattern: StepPattern
    /// The keyword it was registered with (`Given`, `When`, `Then`), `nil` for `step`.
    public let keyword: String?
    /// The screen or capability it belongs to (``StepRegistry/group``), if any.
    public let group: String?
    /// One per parameter of the body after the world: captured values, then the data table or
    /// doc string.
    public let parameters: [Parameter]
    /// A step text it matches, without keyword, if the author gave one.
    public let example: String?
    /// Free-form lines the author added ("time: lets the request complete").
    public let notes: [String]
    /// Where it was registered.
    public let location: CodeLocation
    /// Why its expression cannot be used (an undefined parameter type, a syntax error), if it
    /// cannot.
    public let problem: String?

    /// The example as a feature file writes it, with the registration's keyword (`When the user
    /// logs in`), or `nil` without an example.
    public var exampleStep: String? {
      example.map { example in keyword.map { "\($0) \(example)" } ?? example }
    }
  }

  /// One parameter of a step body.
  public struct Parameter: Sendable, Equatable, CustomStringConvertible {
    /// The parameter of the expression it receives: `{string}`, `{}`, or the capture group of a
    /// regular expression such as `(\d+)`; `nil` for the data table or doc string, or a parameter
    /// the expression gives nothing for.
    public let name: String?
    /// The Swift type of the body's parameter: `String`, `DataTable`.
    public let type: String

    /// `{string} String`, or the type alone without a name.
    public var description: String { name.map { "\($0) \(type)" } ?? type }
  }

  /// A definition whose expression matches a step text, with what it captured.
  public struct Match: Sendable, Equatable {
    /// The definition.
    public let entry: Entry
    /// One per value the expression captured, in order.
    public let arguments: [MatchedArgument]
  }

  /// One value that an expression captured from a step text.
  public struct MatchedArgument: Sendable, Equatable {
    /// The expression's parameter (`{int}`), or the capture group of a regular expression.
    public let name: String
    /// The Swift type of the body's parameter that receives it, or `nil` when the body has none.
    public let type: String?
    /// The text captured, or `nil` for an optional group that did not match.
    public let text: String?
    /// The value the body receives, as Swift writes it (`"ada@example.com"`, `3`, `nil`), or `nil`
    /// when it cannot be made.
    public let value: String?
    /// Why the body cannot receive the value (a number too large for `{int}`, a type that does not
    /// fit), if it cannot.
    public let problem: String?
  }

  /// A definition with what the catalog needs to match text against it.
  fileprivate struct Item: Sendable {
    let entry: Entry
    /// The compiled expression, or `nil` when it cannot be compiled.
    let expression: (any StepExpression)?
    /// The names of the expression's parameters, in order.
    let names: [String]
    /// The conversion of captured values to the body's parameter types.
    let convert: @Sendable ([(any Sendable)?]) -> [Result<any Sendable, any Error>]
  }

  private let items: [Item]

  /// The definitions, in registration order.
  public var entries: [Entry] { items.map(\.entry) }

  /// The catalog of every step definition of `registry`, with its expression compiled against the
  /// registry's parameter types.
  public init<World: Sendable>(_ registry: StepRegistry<World>) {
    var parameterTypes = ParameterTypeRegistry()
    for registration in registry.parameterTypes {
      // A type that cannot be defined is a problem of the run, which reports it at its line.
      guard case .success(let parameterType) = registration.made else { continue }
      try? parameterTypes.define(parameterType)
    }
    items = registry.definitions.map { Self.item($0, parameterTypes) }
  }

  private init(items: [Item]) {
    self.items = items
  }

  private static func item<World>(
    _ definition: StepDefinition<World>, _ parameterTypes: ParameterTypeRegistry
  ) -> Item {
    let compiled = Result { try definition.pattern.compile(with: parameterTypes) }
    let names: [String]
    switch definition.pattern {
    case .cucumberExpression(let source):
      names = ((try? CucumberExpressionParser.parse(source))?.parameterNames ?? []).map {
        "{\($0)}"
      }
    case .regularExpression:
      let types = (try? compiled.get() as? RegularExpression)?.parameterTypes ?? []
      names = types.map { $0.name.isEmpty ? "(\($0.regexps.first ?? ""))" : "{\($0.name)}" }
    }
    let parameters = definition.parameterTypes.enumerated().map { index, type in
      Parameter(name: index < names.count ? names[index] : nil, type: type)
    }
    var problem: String?
    if case .failure(let error) = compiled { problem = "\(error)" }
    let entry = Entry(
      pattern: definition.pattern, keyword: definition.keyword, group: definition.group,
      parameters: parameters, example: definition.example, notes: definition.notes,
      location: definition.location, problem: problem)
    return Item(
      entry: entry, expression: try? compiled.get(), names: names, convert: definition.convert)
  }

  /// The definitions whose expression, example or group contains `text`, ignoring case.
  public func filtered(containing text: String) -> StepCatalog {
    StepCatalog(
      items: items.filter { item in
        [item.entry.pattern.source, item.entry.example ?? "", item.entry.group ?? ""].contains {
          $0.range(of: text, options: .caseInsensitive) != nil
        }
      })
  }

  /// The definitions whose expression matches the step text `text` (without keyword), in
  /// registration order: none for an undefined step, several for an ambiguous one.
  public func matches(_ text: String) -> [Match] {
    indexedMatches(text).map(\.match)
  }

  private func indexedMatches(_ text: String) -> [(index: Int, match: Match)] {
    items.indices.compactMap { index -> (index: Int, match: Match)? in
      let item = items[index]
      guard let arguments = item.expression?.match(text) else { return nil }
      return (index, Match(entry: item.entry, arguments: item.describe(arguments)))
    }
  }

  /// Why some examples do not show how to use their definition, one problem per definition: an
  /// example must match its own definition and no other, capture what the body can take, and have
  /// a data table or doc string exactly when the body takes one. A definition whose expression
  /// cannot be used is a problem too, and, when `requiringExamples`, one without an example.
  public func exampleProblems(requiringExamples: Bool = false) -> [RegistrationProblem] {
    items.indices.compactMap { index in
      let entry = items[index].entry
      return exampleProblem(index, requiringExamples).map {
        RegistrationProblem(location: entry.location, message: "\"\(entry.pattern)\": \($0)")
      }
    }
  }

  private func exampleProblem(_ index: Int, _ requiringExamples: Bool) -> String? {
    let entry = items[index].entry
    if let problem = entry.problem { return "the expression cannot be used: \(problem)" }
    guard let example = entry.example else {
      return requiringExamples ? "the definition has no example" : nil
    }
    let lines = example.lines
    let text = String(lines.first ?? "")
    let hasArgument = lines.dropFirst().contains {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    let found = indexedMatches(text)
    let others = found.filter { $0.index != index }.map { Self.name($0.match.entry) }
    guard let own = found.first(where: { $0.index == index })?.match else {
      return others.isEmpty
        ? "the example \"\(text)\" matches no step definition"
        : "the example \"\(text)\" matches \(others.joined(separator: ", ")) instead"
    }
    guard others.isEmpty else {
      return "the example \"\(text)\" also matches \(others.joined(separator: ", "))"
    }
    if let problem = own.arguments.lazy.compactMap(\.problem).first {
      return "the example \"\(text)\": \(problem)"
    }
    let given = own.arguments.count + (hasArgument ? 1 : 0)
    guard given == entry.parameters.count else {
      let table = hasArgument ? " and a data table or doc string" : ""
      return "the example \"\(text)\" gives \(own.arguments.count) captured value(s)\(table), "
        + "but the body takes \(entry.parameters.count) parameter(s)"
    }
    return nil
  }

  /// A definition as a problem names it: its pattern and where it was registered.
  private static func name(_ entry: Entry) -> String {
    "\(entry.pattern) (\(entry.location.shortDescription))"
  }
}

extension StepCatalog.Item {
  /// What `arguments` give the body: each captured text, converted as a run would.
  fileprivate func describe(_ arguments: [Argument]) -> [StepCatalog.MatchedArgument] {
    var values: [(any Sendable)?] = []
    var transformProblems: [String?] = []
    for argument in arguments {
      do {
        values.append(try argument.value())
        transformProblems.append(nil)
      } catch {
        values.append(nil)
        transformProblems.append("\(error)")
      }
    }
    let converted = convert(values)
    return arguments.indices.map { index in
      let type = index < entry.parameters.count ? entry.parameters[index].type : nil
      var value: String?
      var problem = transformProblems[index]
      if problem == nil, index < converted.count {
        switch converted[index] {
        case .success(let typed): value = Self.describe(typed)
        case .failure(let error): problem = "\(error)"
        }
      } else if problem == nil {
        problem = "the body takes no parameter for it"
      }
      return StepCatalog.MatchedArgument(
        name: index < names.count ? names[index] : "(\(index + 1))", type: type,
        text: arguments[index].group.value, value: value, problem: problem)
    }
  }

  /// `value` as Swift writes it: a string quoted and escaped, an optional by what it holds.
  private static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    if let text = value as? String { return String(reflecting: text) }
    return String(describing: value)
  }
}
