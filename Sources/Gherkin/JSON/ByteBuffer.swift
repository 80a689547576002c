/// A growable byte buffer with unchecked appends, the storage of ``JSONWriter``.
final class ByteBuffer {
  private(set) var pointer: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit { pointer.deallocate() }

  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newPointer.update(from: pointer, count: count)
    pointer.deallocate()
    pointer = newPointer
    capacity = newCapacity
  }

  /// Appends `byte` without checking capacity; call ``reserve(_:)`` first.
  @inline(__always)
  func appendUnchecked(_ byte: UInt8) {
    pointer[count] = byte
    count += 1
  }

  /// Appends `bytes` without checking capacity; call ``reserve(_:)`` first.
  @inline(__always)
  func appendUnchecked(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    let target = pointer + count
    if length <= 16 {
      for offset in 0..<length { target[offset] = bytes[offset] }
    } else {
      target.update(from: bytes, count: length)
    }
    count += length
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

  /// Writes the `digits` decimal digits of `value` without checking capacity.
  @inline(__always)
  func appendUnchecked(decimal value: UInt, digits: Int) {
    var remaining = value
    var offset = count &+ digits
    while offset > count {
      offset &-= 1
      pointer[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
    }
    count &+= digits
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    reserve(1)
    pointer[count] = byte
    count += 1
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    // Short runs (keys, ids, small values) are cheaper to copy by hand than through memmove.
    reserve(bytes.count)
    appendUnchecked(base, count: bytes.count)
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
    Self.copyShort(from: name, to: target + 1, count: length)
    target += length &+ 1
    target[0] = UInt8(ascii: "\"")
    target[1] = UInt8(ascii: ":")
    count = target + 2 - pointer
  }

  /// Copies `length` bytes; up to 16 as two overlapping loads and stores, never touching a byte
  /// outside either range.
  @inline(__always)
  private static func copyShort(
    from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if length >= 8 && length <= 16 {
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
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

  func removeAll() { count = 0 }

  /// Drops the bytes after the first `count`.
  func truncate(to count: Int) { self.count = min(count, self.count) }

  var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: pointer, count: count) }
}
