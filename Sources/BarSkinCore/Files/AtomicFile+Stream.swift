import Foundation

extension AtomicFile {
    /// Writes what `body` hands its sink to `path` as it comes, in 64 KiB pieces, so a
    /// large report is never held whole; the same atomic replacement as ``write(_:to:)``,
    /// and a file that already held exactly these bytes is left untouched. A device,
    /// named pipe or socket gets the pieces as they come, and is never read back.
    /// - Throws: ``FileProblem/cannotWrite(reason:)``.
    @discardableResult
    public static func stream(to requestedPath: String, _ body: (_ sink: @escaping (String) -> Void) -> Void) throws -> WriteOutcome {
        let path: String
        switch try OutputTarget(resolving: requestedPath) {
        case .passThrough(_, let kind):
            try passThrough(to: requestedPath, kind: kind) { descriptor in try fill(descriptor, path: requestedPath, from: body) }
            return .writtenThrough
        case .file(let target): path = target
        }
        let folder = PathText.folder(of: path)
        StaleTemporaries.shared.sweep(folder: folder)
        var outcome = WriteOutcome.written
        try replace(path, folder: folder) { descriptor in
            try fill(descriptor, path: path, from: body)
            if sameContents(descriptor, path) { outcome = .unchanged }
            return outcome == .written
        }
        return outcome
    }

    /// Writes what `body` hands its sink to `descriptor` in 64 KiB pieces.
    private static func fill(_ descriptor: Int32, path: String, from body: (_ sink: @escaping (String) -> Void) -> Void) throws {
        var buffer: [UInt8] = [], failure: (any Error)? = nil
        body { text in
            guard failure == nil else { return }
            buffer += text.utf8
            guard buffer.count >= 1 << 16 else { return }
            do { try OutputDescriptor.writeAll(buffer, to: descriptor, path: path) } catch { failure = error }
            buffer.removeAll(keepingCapacity: true)
        }
        if let failure { throw failure }
        try OutputDescriptor.writeAll(buffer, to: descriptor, path: path)
    }

    /// Opens the device, pipe or socket at `path`, lets `body` write to it and closes it.
    static func passThrough(to path: String, kind: OutputTarget.PassThroughKind, _ body: (Int32) throws -> Void) throws {
        let descriptor = try OutputDescriptor.openPassThrough(path, kind: kind)
        do { try body(descriptor) } catch {
            SystemCalls.closeDescriptor(descriptor)
            throw error
        }
        guard SystemCalls.closeDescriptor(descriptor) else { throw FileProblem.cannotWrite(reason: errnoText()).located(at: path) }
    }

    /// Whether the regular file at `path` holds what was written to `descriptor`, compared in pieces.
    private static func sameContents(_ descriptor: Int32, _ path: String) -> Bool {
        guard let status = SystemCalls.status(ofPath: path), status.kind == .regularFile,
              let written = SystemCalls.status(ofDescriptor: descriptor), status.bytes == written.bytes,
              let existing = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? existing.close() }
        let copy = FileHandle(fileDescriptor: SystemCalls.duplicateDescriptor(descriptor), closeOnDealloc: true)
        try? copy.seek(toOffset: 0)
        while true {
            let old = (try? existing.read(upToCount: 1 << 16)) ?? Data(), new = (try? copy.read(upToCount: 1 << 16)) ?? Data()
            if old != new { return false }
            if old.isEmpty { return true }
        }
    }
}
