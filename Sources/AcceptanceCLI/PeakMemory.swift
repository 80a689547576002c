#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The peak resident memory of this process so far, in mebibytes (from `getrusage`).
func peakMemoryMebibytes() -> Double {
  var usage = rusage()
  getrusage(0, &usage)  // RUSAGE_SELF
  #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
  #else
    return Double(usage.ru_maxrss) / 1024  // kibibytes on Linux
  #endif
}
