import Foundation

/// `acceptance`: the command line of the harness. Subcommands arrive with the issues that build them.
let usage = "usage: acceptance <command> [options]\n"
FileHandle.standardError.write(Data(usage.utf8))
exit(2)
