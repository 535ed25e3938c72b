import BarSkinCore

/// Where librsvg and poppler run: a child process of their own (this program started
/// again in its decode mode), with these limits, so that a file that crashes, hangs or
/// swells them costs one error for that file and never the run (see docs/vectors.md).
public struct VectorSandbox: Sendable, Hashable {
    /// The child's address-space limit (`RLIMIT_AS`), in MiB.
    public var memoryMebibytes: Int
    /// The wall-clock time, and the processor time, one request may take, in seconds.
    public var seconds: Int
    /// The program started as the child; nil for the running one.
    public var executable: String?

    /// Limits from their parts; each must be positive.
    public init(memoryMebibytes: Int = 1024, seconds: Int = 20, executable: String? = nil) {
        precondition(memoryMebibytes > 0 && seconds > 0, "limits must be positive")
        self.memoryMebibytes = memoryMebibytes
        self.seconds = seconds
        self.executable = executable
    }

    /// 1 GiB and 20 s, or what `BARSKIN_VECTOR_SECONDS` and `BARSKIN_VECTOR_MEMORY_MB` say
    /// (whole positive numbers; anything else is ignored).
    public static let `default`: VectorSandbox = {
        let number = { (name: String) in SystemCalls.environmentValue(name).flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }
        return VectorSandbox(memoryMebibytes: number("BARSKIN_VECTOR_MEMORY_MB").map { min($0, 1 << 20) } ?? 1024,
                             seconds: number("BARSKIN_VECTOR_SECONDS").map { min($0, 3600) } ?? 20)
    }()
}
