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
}

/// Writes whole files so that readers see the old file or the new one, never a
/// part: the bytes go to a temporary file in the destination folder, which is
/// then renamed over the target. A failure removes the temporary file, and a
/// temporary left by a killed run is removed by the next run writing into the
/// folder (``StaleTemporaries``).
public enum AtomicFile {
    /// Writes `bytes` to `path` unless the file already holds them, creating
    /// missing parent folders.
    /// - Throws: ``FileError/cannotWrite(path:reason:)``.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws -> WriteOutcome {
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
            try writeAll(bytes, to: descriptor, path: path)
            return true
        }
        return .written
    }

    /// Writes what `body` hands its sink to `path` as it comes, in 64 KiB pieces, so a
    /// large report is never held whole; the same atomic replacement as ``write(_:to:)``,
    /// and a file that already held exactly these bytes is left untouched.
    /// - Throws: ``FileError/cannotWrite(path:reason:)``.
    @discardableResult
    public static func stream(to path: String, _ body: (_ sink: @escaping (String) -> Void) -> Void) throws -> WriteOutcome {
        let folder = PathText.folder(of: path)
        StaleTemporaries.shared.sweep(folder: folder)
        var outcome = WriteOutcome.written
        try replace(path, folder: folder) { descriptor in
            var buffer: [UInt8] = [], failure: (any Error)? = nil
            body { text in
                guard failure == nil else { return }
                buffer += text.utf8
                guard buffer.count >= 1 << 16 else { return }
                do { try writeAll(buffer, to: descriptor, path: path) } catch { failure = error }
                buffer.removeAll(keepingCapacity: true)
            }
            if let failure { throw failure }
            try writeAll(buffer, to: descriptor, path: path)
            if sameContents(descriptor, path) { outcome = .unchanged }
            return outcome == .written
        }
        return outcome
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

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileError.cannotWrite(path: path, reason: errnoText())
                }
                offset += written
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// The current `errno` as lowercase text ("no space left on device").
    package static func errnoText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
