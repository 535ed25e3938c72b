import Foundation

/// Runs `git` as a child process, the one place barskin does: `diff --base` reads revisions with it and
/// `trace --quarantine` stages its renames. Standard input is empty; both outputs are read whole.
package struct GitCommand: Sendable {
    /// What one run gave.
    package struct Result: Sendable {
        /// Its exit status.
        package let status: Int32
        /// Its standard output, whole.
        package let output: [UInt8]
        /// Its standard error, as text.
        package let errors: String

        /// Standard output as text, trimmed of white space at both ends.
        package var trimmedOutput: String { String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        /// The first line of standard error without git's `fatal: ` or `error: `, for a message.
        package var reason: String? {
            errors.split(separator: "\n").first.map { String($0).replacingOccurrences(of: "fatal: ", with: "").replacingOccurrences(of: "error: ", with: "") }
        }
    }

    /// Runs `git` with `arguments` (found on `PATH`); what it gave.
    /// - Throws: the system's error when git cannot be started (not installed, say).
    package static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is read on its own thread: a full pipe nobody reads would stall git.
        let errorText = ErrorBox()
        let reader = Thread { errorText.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = errorText.wait()
        // `env` exits 127 when it finds no git.
        return Result(status: process.terminationStatus, output: Array(text), errors: String(decoding: message, as: UTF8.self))
    }
}

/// Standard error's bytes, handed from the reading thread.
private final class ErrorBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data!
    }
}
