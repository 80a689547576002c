/// A growable byte buffer with unchecked appends: the storage of ``JSONWriter`` and of the
/// message report's envelopes.
///
/// Its hot members are `@inlinable`, so that a writer in another module of the package appends
/// without a call.
package final class ByteBuffer {
  // The storage is read and written on every append, from other modules too, where the compiler
  // cannot prove that no other access overlaps: unchecked, the appends cost no runtime check (14 %
  // of a run with a message report). A buffer has one owner at a time.

  /// The storage.
  @exclusivity(unchecked) package private(set) var pointer: UnsafeMutablePointer<UInt8>
  /// The bytes filled.
  @exclusivity(unchecked) package var count = 0
  /// The bytes the storage holds.
  @exclusivity(unchecked) package private(set) var capacity: Int

  /// An empty buffer of at least `capacity` bytes.
  package init(capacity: Int) {
    self.capacity = max(capacity, 64)
    pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit { pointer.deallocate() }

  /// Makes room for `extra` more bytes.
  @inlinable @inline(__always)
  package func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  /// Makes room for at least `needed` bytes, keeping the filled ones.
  @usableFromInline
  func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newPointer.update(from: pointer, count: count)
    pointer.deallocate()
    pointer = newPointer
    capacity = newCapacity
  }

  /// Appends `byte` without checking capacity; call ``reserve(_:)`` first.
  @inlinable @inline(__always)
  package func appendUnchecked(_ byte: UInt8) {
    pointer[count] = byte
    count &+= 1
  }

  /// Appends `bytes` without checking capacity; call ``reserve(_:)`` first.
  @inlinable @inline(__always)
  package func appendUnchecked(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    Self.copy(from: bytes, to: pointer + count, count: length)
    count &+= length
  }

  /// Lets `body` write `length` bytes at the end, without checking capacity.
  @inline(__always)
  func appendUnchecked(count length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    body(pointer + count)
    count &+= length
  }

  /// Writes the eight bytes of `word` (as loaded from memory) without checking capacity,
  /// starting `overlap` bytes before the end, so that `8 - overlap` bytes are added.
  @inline(__always)
  func appendUnchecked(word: UInt64, overlapping overlap: Int = 0) {
    let start = count &- overlap
    UnsafeMutableRawPointer(pointer + start).storeBytes(of: word, as: UInt64.self)
    count = start &+ 8
  }

  /// Writes the eight bytes of `word` at the end without checking capacity, but adds only the
  /// first `length` of them.
  @inline(__always)
  func appendUnchecked(word: UInt64, keeping length: Int) {
    UnsafeMutableRawPointer(pointer + count).storeBytes(of: word, as: UInt64.self)
    count &+= length
  }

  /// Appends `byte`.
  @inlinable @inline(__always)
  package func append(_ byte: UInt8) {
    reserve(1)
    appendUnchecked(byte)
  }

  /// Appends `bytes`.
  @inlinable @inline(__always)
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    appendUnchecked(base, count: bytes.count)
  }

  /// Appends the decimal digits of `value`, two at a time from the last.
  @inlinable
  package func append(integer value: Int) {
    reserve(20)
    if value < 0 { appendUnchecked(UInt8(ascii: "-")) }
    var remaining = value.magnitude
    var digits = 1
    var bound: UInt = 10
    while remaining >= bound, digits < 20 {
      digits &+= 1
      bound &*= 10
    }
    Self.digitPairs.withUnsafeBufferPointer { table in
      guard let pairs = table.baseAddress else { return }
      var end = pointer + (count &+ digits)
      while remaining >= 100 {
        let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
        remaining /= 100
        end -= 2
        end[0] = pairs[pair]
        end[1] = pairs[pair &+ 1]
      }
      if remaining >= 10 {
        let pair = Int(truncatingIfNeeded: remaining) &* 2
        end[-2] = pairs[pair]
        end[-1] = pairs[pair &+ 1]
      } else {
        end[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining)
      }
    }
    count &+= digits
  }

  /// "00", "01", … "99", one after the other.
  @usableFromInline
  static let digitPairs: [UInt8] = (0..<100).flatMap { (pair: Int) -> [UInt8] in
    let zero = UInt8(ascii: "0")
    return [zero &+ UInt8(pair / 10), zero &+ UInt8(pair % 10)]
  }

  func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends `,` when `comma`, then `"name":`, reading and writing the fields once.
  @inline(__always)
  func appendKey(_ name: UnsafePointer<UInt8>, count length: Int, comma: Bool) {
    reserve(length &+ 4)
    var target = pointer + count
    if comma {
      target.pointee = UInt8(ascii: ",")
      target += 1
    }
    target.pointee = UInt8(ascii: "\"")
    Self.copy(from: name, to: target + 1, count: length)
    target += length &+ 1
    target[0] = UInt8(ascii: "\"")
    target[1] = UInt8(ascii: ":")
    count = target + 2 - pointer
  }

  /// Copies `length` bytes; up to 32, the length of most keys, ids and pieces, as overlapping
  /// words rather than through `memmove`, never touching a byte outside either range.
  @inlinable @inline(__always)
  package static func copy(
    from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if length >= 8 && length <= 32 {
      // Words from the start, and one ending at the last byte.
      var offset = 0
      while offset &+ 8 < length {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
          toByteOffset: offset, as: UInt64.self)
        offset &+= 8
      }
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self),
        toByteOffset: length &- 8, as: UInt64.self)
    } else if length >= 4 && length < 8 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
    } else if length < 4 {
      for offset in 0..<length { target[offset] = source[offset] }
    } else {
      to.copyMemory(from: from, byteCount: length)
    }
  }

  /// Empties the buffer, keeping its storage.
  @inlinable @inline(__always)
  package func removeAll() { count = 0 }

  /// Drops the bytes after the first `count`.
  func truncate(to count: Int) { self.count = min(count, self.count) }

  /// The filled bytes.
  package var buffer: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: pointer, count: count)
  }
}
