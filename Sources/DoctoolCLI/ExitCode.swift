/// Exit codes CI can trust (sysexits.h where one fits).
public enum ExitCode {
    public static let success: Int32 = 0
    /// Findings or failures: a sample failed, an input could not be read, the index is stale.
    public static let failure: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 64
    /// A named input does not exist.
    public static let noInput: Int32 = 66
}
