/// A list of objects of a class generic in the world, for the executor's code, which is generic in
/// the world and runs unspecialized: there, each access to an `Array` of such objects makes the
/// runtime look up the class's metadata (a lookup whose cache the workers of a parallel run share),
/// while this list holds them as plain objects and casts each back without a check.
struct PlainObjects<Object: AnyObject & Sendable>: Sendable {
  /// The objects, each an `Object`.
  private let objects: [any AnyObject & Sendable]

  init(_ objects: [Object]) { self.objects = objects }

  @inline(__always)
  subscript(place: Int) -> Object { unsafeDowncast(objects[place], to: Object.self) }
}
