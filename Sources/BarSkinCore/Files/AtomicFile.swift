import CSystem
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What ``AtomicFile/write(_:to:)`` did.
public enum WriteOutcome: String, Sendable {
    /// The file was created or replaced.
    case written
    /// The file already held exactly these bytes and was left untouched.
    case unchanged
    /// The path names a character device, named pipe or socket, which was opened and
    /// written to directly: no temporary, no rename (see ``OutputTarget``).
    case writtenThrough = "written-through"
}

/// Writes whole files so that readers see the old file or the new one, never a
/// part: the bytes go to a temporary file in the destination folder, which is
/// then renamed over the target. Where a path is not a regular file, ``OutputTarget``
/// decides: a device, pipe or socket is written through, a symbolic link is followed
/// and its target replaced. A failure removes the temporary file, and a
/// temporary left by a killed run is removed by the next run writing into the
/// folder (``StaleTemporaries``).
public enum AtomicFile {
    /// Writes `bytes` to `path` unless the file already holds them, creating
    /// missing parent folders.
    /// - Throws: ``FileError/cannotWrite(path:reason:)``.
    @discardableResult
    public static func write(_ bytes: [UInt8], to requestedPath: String) throws -> WriteOutcome {
        let path: String
        switch try OutputTarget(resolving: requestedPath) {
        case .passThrough(_, let kind):
            try passThrough(to: requestedPath, kind: kind) { descriptor in
                try OutputDescriptor.writeAll(bytes, to: descriptor, path: requestedPath)
            }
            return .writtenThrough
        case .file(let target): path = target
        }
        // Only a regular file of the same size is read back: reading a FIFO planted
        // at the destination would block forever.
        let folder = PathText.folder(of: path)
        StaleTemporaries.shared.sweep(folder: folder)
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count,
           let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) {
            return .unchanged
        }
        try replace(path, folder: folder) { descriptor in
            try OutputDescriptor.writeAll(bytes, to: descriptor, path: path)
            return true
        }
        return .written
    }

    /// Writes what `body` hands its sink to `path` as it comes, in 64 KiB pieces, so a
    /// large report is never held whole; the same atomic replacement as ``write(_:to:)``,
    /// and a file that already held exactly these bytes is left untouched.
    /// - Throws: ``FileError/cannotWrite(path:reason:)``.
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
    private static func passThrough(to path: String, kind: OutputTarget.PassThroughKind, _ body: (Int32) throws -> Void) throws {
        let descriptor = try OutputDescriptor.openPassThrough(path, kind: kind)
        do { try body(descriptor) } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
    }

    /// Whether the regular file at `path` holds what was written to `descriptor`, compared in pieces.
    private static func sameContents(_ descriptor: Int32, _ path: String) -> Bool {
        var info = stat(), written = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, fstat(descriptor, &written) == 0,
              info.st_size == written.st_size, let existing = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? existing.close() }
        let copy = FileHandle(fileDescriptor: dup(descriptor), closeOnDealloc: true)
        try? copy.seek(toOffset: 0)
        while true {
            let old = (try? existing.read(upToCount: 1 << 16)) ?? Data(), new = (try? copy.read(upToCount: 1 << 16)) ?? Data()
            if old != new { return false }
            if old.isEmpty { return true }
        }
    }

    /// Fills a temporary file beside `path` through `fill`, then renames it over `path`,
    /// unless `fill` returns false (the bytes were found unchanged), which removes it.
    private static func replace(_ path: String, folder: String, fill: (Int32) throws -> Bool) throws {
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw FileError.cannotWrite(path: path, reason: "cannot create folder \(folder)")
            }
        }
        let name = PathText.fileName(of: path)
        let prefix = folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        var template = Array((prefix + ".\(name).barskin-XXXXXX").utf8CString)
        // mkstemp, but recorded before the file exists, so an interrupted run removes it (see bs_pending.h).
        var pending: Int32 = -1
        let descriptor = template.withUnsafeMutableBufferPointer { bs_pending_create_file($0.baseAddress!, &pending) }
        guard descriptor >= 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
        defer { bs_pending_remove(pending) }
        // Held until the rename, through a second descriptor that outlives the
        // checked close, so the next run's StaleTemporaries sweep can tell a
        // live writer's temporary from one a killed run left behind.
        flock(descriptor, LOCK_EX)
        let lockHolder = dup(descriptor)
        defer { if lockHolder >= 0 { close(lockHolder) } }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        do {
            let keep = try fill(descriptor)
            // Created 0600, as mkstemp does; outputs are ordinary shareable build products.
            fchmod(descriptor, 0o644)
            isOpen = false
            guard close(descriptor) == 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
            if !keep {
                unlink(temporary)
                return
            }
            guard rename(temporary, path) == 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The current `errno` as lowercase text ("no space left on device").
    package static func errnoText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
