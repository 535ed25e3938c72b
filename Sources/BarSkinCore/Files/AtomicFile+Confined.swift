extension AtomicFile {
    /// ``writeStamped(_:to:)`` for a file below the output folder `root`, or as the user gave it
    /// when `root` is nil. Below a root nothing is followed: the file's folder is reached from the
    /// root's descriptor one component at a time with `O_NOFOLLOW`, folders missing on the way are
    /// made there, and the file is read back, written and renamed relative to that folder's
    /// descriptor, so a folder swapped for a link during the run cannot redirect the write. The
    /// root itself may be a link (the user's choice); a link below it is refused.
    /// - Throws: ``FileProblem/linkBelowOutputFolder(folder:)`` for a link on the way or at the
    ///   file, ``FileProblem/escapesOutputFolder(folder:)`` for a path not below `root`, and
    ///   ``FileProblem/cannotWrite(reason:)``.
    public static func writeStamped(_ bytes: [UInt8], to path: String, below root: String?) throws -> (outcome: WriteOutcome, stamp: FileStamp?) {
        guard let root else { return try writeStamped(bytes, to: path) }
        return try writeStamped(bytes, to: path, below: root) {}
    }

    /// ``writeStamped(_:to:below:)`` calling `whileWriting` once the folder is reached and the
    /// bytes are in the temporary, before the rename: where a test swaps a folder for a link.
    static func writeStamped(_ bytes: [UInt8], to path: String, below root: String,
                             whileWriting: () -> Void) throws -> (outcome: WriteOutcome, stamp: FileStamp?) {
        let reached = try reach(path, below: root)
        if let status = reached.status() {
            switch status.kind {
            case .characterDevice, .namedPipe, .socket:
                let kind: OutputTarget.PassThroughKind = status.kind == .socket ? .socket : status.kind == .namedPipe ? .namedPipe : .characterDevice
                let descriptor = try OutputDescriptor.openPassThrough(named: reached.name, in: reached.folder, path: path, kind: kind)
                defer { SystemCalls.closeDescriptor(descriptor) }
                try OutputDescriptor.writeAll(bytes, to: descriptor, path: path)
                return (.writtenThrough, nil)
            case .blockDevice:
                throw FileProblem.cannotWrite(reason: "is a block device").located(at: path)
            case .regularFile where status.bytes == bytes.count:
                // Read through the folder's descriptor and O_NOFOLLOW, like the write.
                if reached.read() == bytes { return (.unchanged, FileStamp(status)) }
            default: break
            }
        }
        StaleTemporaries.shared.sweep(folder: PathText.folder(of: path))
        let status = try replace(named: reached.name, in: reached.folder, path: path, refusingLinkBelow: root) { descriptor in
            try OutputDescriptor.writeAll(bytes, to: descriptor, path: path)
            whileWriting()
            return true
        }
        return (.written, status.map(FileStamp.init))
    }

    /// ``writeStamped(_:to:below:)`` without the stamp.
    /// - Throws: as ``writeStamped(_:to:below:)``.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, below root: String?) throws -> WriteOutcome {
        try writeStamped(bytes, to: path, below: root).outcome
    }

    /// The open folder holding `path` below `root`, its missing folders made, or the error that says why not.
    private static func reach(_ path: String, below root: String) throws(FileError) -> ConfinedPath {
        do {
            return try ConfinedPath(path, under: PathText.trimmingTrailingSlashes(root), creatingFolders: true)
        } catch .throughLink {
            throw FileProblem.linkBelowOutputFolder(folder: root).located(at: path)
        } catch .outside {
            throw FileProblem.escapesOutputFolder(folder: root).located(at: path)
        } catch {
            throw FileProblem.cannotWrite(reason: errnoText()).located(at: path)
        }
    }
}
