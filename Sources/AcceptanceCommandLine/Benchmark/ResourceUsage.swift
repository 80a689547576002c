#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The peak resident memory of this process so far, in mebibytes (from `getrusage`).
func peakMemoryMebibytes() -> Double {
  #if canImport(Glibc)
    Double(resourceUsage().ru_maxrss) / 1024  // kibibytes on Linux
  #else
    Double(resourceUsage().ru_maxrss) / 1_048_576  // bytes on Darwin
  #endif
}

/// The processor time this process has used so far, user and system, on all its threads (from
/// `getrusage`).
func processorTime() -> Duration {
  let usage = resourceUsage()
  func duration(_ time: timeval) -> Duration {
    .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
  }
  return duration(usage.ru_utime) + duration(usage.ru_stime)
}

/// What `getrusage` says of this process.
private func resourceUsage() -> rusage {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return usage
}
