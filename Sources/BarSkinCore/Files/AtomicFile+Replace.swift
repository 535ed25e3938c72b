import CSystem
import Foundation

extension AtomicFile {
    /// Fills a temporary file beside `path` through `fill`, then renames it over `path`,
    /// unless `fill` returns false (the bytes were found unchanged), which removes it.
    /// Returns the file's status once filled (a rename keeps its size and time).
    /// `path` is as the user gave it: links in its folder are followed.
    @discardableResult
    static func replace(_ path: String, folder: String, fill: (Int32) throws -> Bool) throws -> FileStatus? {
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw FileProblem.cannotWrite(reason: "cannot create folder \(folder)").located(at: path)
            }
        }
        let descriptor = SystemCalls.openFile(folder.isEmpty ? "." : folder, [.readOnly, .folder, .closeOnExec])
        guard descriptor >= 0 else { throw FileProblem.cannotWrite(reason: errnoText()).located(at: path) }
        defer { SystemCalls.closeDescriptor(descriptor) }
        return try replace(named: PathText.fileName(of: path), in: descriptor, path: path, fill: fill)
    }

    /// ``replace(_:folder:fill:)`` for the entry `name` of the open folder `folder`: the temporary
    /// is made and renamed there (`openat`, `renameat`), so the file lands in that folder whatever
    /// its path has come to name meanwhile. With `refusingLinkBelow`, an entry that has become a
    /// symbolic link is refused rather than replaced. `path` names the file in messages.
    static func replace(named name: String, in folder: Int32, path: String, refusingLinkBelow root: String? = nil,
                        fill: (Int32) throws -> Bool) throws -> FileStatus? {
        var template = Array(".\(name).barskin-XXXXXX".utf8CString)
        // mkstemp, but recorded before the file exists, so an interrupted run removes it (see bs_pending.h).
        var pending: Int32 = -1
        let descriptor = template.withUnsafeMutableBufferPointer { bs_pending_create_file_at(folder, $0.baseAddress!, &pending) }
        guard descriptor >= 0 else { throw FileProblem.cannotWrite(reason: errnoText()).located(at: path) }
        defer { bs_pending_remove(pending) }
        // Held until the rename, through a second descriptor that outlives the
        // checked close, so the next run's StaleTemporaries sweep can tell a
        // live writer's temporary from one a killed run left behind.
        SystemCalls.lockExclusively(descriptor, waiting: true)
        let lockHolder = SystemCalls.duplicateDescriptor(descriptor)
        defer { if lockHolder >= 0 { SystemCalls.closeDescriptor(lockHolder) } }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        do {
            let keep = try fill(descriptor)
            // Created 0600, as mkstemp does; outputs are ordinary shareable build products.
            SystemCalls.changeMode(of: descriptor, to: 0o644)
            let status = SystemCalls.status(ofDescriptor: descriptor)
            isOpen = false
            guard SystemCalls.closeDescriptor(descriptor) else { throw FileProblem.cannotWrite(reason: errnoText()).located(at: path) }
            if !keep {
                SystemCalls.removeEntry(named: temporary, in: folder, isFolder: false)
                return nil
            }
            // Checked again at the last moment: a link planted while the bytes were made is still refused.
            if let root, SystemCalls.linkStatus(named: name, in: folder)?.kind == .symbolicLink {
                throw FileProblem.linkBelowOutputFolder(folder: root).located(at: path)
            }
            guard SystemCalls.renameEntry(named: temporary, to: name, in: folder) else {
                throw FileProblem.cannotWrite(reason: errnoText()).located(at: path)
            }
            return status
        } catch {
            if isOpen { SystemCalls.closeDescriptor(descriptor) }
            SystemCalls.removeEntry(named: temporary, in: folder, isFolder: false)
            throw error
        }
    }
}
