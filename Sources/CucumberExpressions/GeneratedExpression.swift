/// A Cucumber Expression suggested by ``CucumberExpressionGenerator`` for an undefined step, with
/// what a snippet needs to declare the step function's parameters.
public struct GeneratedExpression: Sendable {
  /// How a parameter of a snippet is named and typed.
  public struct ParameterInfo: Sendable, Equatable {
    /// The Swift type name of the value (``ParameterType/typeName``), if known.
    public let type: String?
    /// The parameter type's name, for example `int`.
    public let name: String
    /// How many parameters of this name there are up to and including this one.
    public let count: Int

    /// Creates a parameter description.
    public init(type: String?, name: String, count: Int) {
      self.type = type
      self.name = name
      self.count = count
    }
  }

  /// The suggested expression, for example `I have {int} cukes`.
  public let source: String
  /// The parameter types of its parameters, in order.
  public let parameterTypes: [ParameterType]

  /// Creates the expression whose text parts surround the parameters: `textParts` has one more
  /// element than `parameterTypes`.
  init(textParts: [String], parameterTypes: [ParameterType]) {
    var source = textParts.first ?? ""
    for (parameterType, text) in zip(parameterTypes, textParts.dropFirst()) {
      source += "{\(parameterType.name)}" + text
    }
    self.source = source
    self.parameterTypes = parameterTypes
  }

  /// Parameter names for a generated function: `int`, `int2`, `string`, …
  public var parameterNames: [String] {
    parameterInfos.map { $0.count == 1 ? $0.name : "\($0.name)\($0.count)" }
  }

  /// The name, type and occurrence count of each parameter.
  public var parameterInfos: [ParameterInfo] {
    var usage: [String: Int] = [:]
    return parameterTypes.map { parameterType in
      let count = usage[parameterType.name, default: 0] + 1
      usage[parameterType.name] = count
      return ParameterInfo(type: parameterType.typeName, name: parameterType.name, count: count)
    }
  }
}
