import Foundation

/// What one run of the built `barskin` binary did.
struct CommandResult {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Standard error without the summary line a writing command ends with
    /// (`barskin: stretched 1 image into ...`): its errors, warnings and notes alone.
    var diagnostics: String {
        var lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if let last = lines.last, last.hasPrefix("barskin: "),
           !["error: ", "warning: ", "note: "].contains(where: { last.dropFirst("barskin: ".count).hasPrefix($0) }) {
            lines.removeLast()
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

/// Runs the `barskin` binary built next to the test bundle, so end-to-end tests
/// exercise exactly what users run. `BARSKIN` in the environment overrides it.
enum CommandRunner {
    static let binary: URL = {
        if let override = ProcessInfo.processInfo.environment["BARSKIN"] {
            return URL(fileURLWithPath: override)
        }
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates {
            let url = folder.appendingPathComponent("barskin")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("the barskin binary was not found next to the tests; run 'swift build' first")
    }()

    /// Runs `barskin ARGUMENTS` in `folder` with no standard input and returns what it printed.
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TERM")
        // Run from Xcode, the tests would otherwise all get Xcode's diagnostics.
        env.removeValue(forKey: "XCODE_VERSION_ACTUAL")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while the process runs so a full pipe cannot block it.
        let errorData = ReadBox()
        let reader = Thread { errorData.data = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.done { usleep(1000) }
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self))
    }
}

private final class ReadBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?
    var data: Data {
        get { lock.lock(); defer { lock.unlock() }; return stored ?? Data() }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
    var done: Bool { lock.lock(); defer { lock.unlock() }; return stored != nil }
}
