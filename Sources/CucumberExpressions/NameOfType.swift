/// The name of `type` as `String(describing:)` writes it ("Int", "Array<String>"), read straight
/// from its metadata.
///
/// `String(describing:)` first asks whether the metatype conforms to the printing protocols, and
/// each such question about a type not seen before scans every protocol conformance in the binary:
/// at start-up, naming the value types of the step definitions and parameter types that way took
/// about 1.5 ms of a run.
package func nameOfType(_ type: Any.Type) -> String { _typeName(type, qualified: false) }
