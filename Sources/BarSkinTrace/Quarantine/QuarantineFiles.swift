import BarSkinCore

/// The file steps of a quarantine below its root, as `--prune` deletes: each path reached from the root
/// one component at a time, never through a link, regular files only; a move is a new name then the
/// old one removed, so nothing already at the new place is ever replaced.
struct QuarantineFiles: Sendable {
    /// The traced folder, as the user named it (for messages).
    let root: String
    /// The traced folder, absolute.
    let rootPath: String

    /// The file steps below the traced folder `root` (as the user named it).
    init(root: String) {
        self.root = root
        rootPath = PathText.absolute(PathText.trimmingTrailingSlashes(root))
    }

    /// The quarantine folder the user named `named` (nil for ``QuarantinePlanner/defaultFolder`` at the root),
    /// relative to the root and absolute.
    /// - Throws: ``QuarantineProblem/outsideRoot(root:)`` at `named` for a folder that is not inside the root.
    func folder(named: String?) throws -> (relative: String, absolute: String) {
        let name = named ?? shown(QuarantinePlanner.defaultFolder)
        let absolute = PathText.absolute(PathText.trimmingTrailingSlashes(name))
        guard ResolvedPath.isWithin(absolute, root: rootPath), absolute != rootPath else {
            throw QuarantineProblem.outsideRoot(root: root).located(at: name)
        }
        return (PathText.relative(absolute, to: rootPath), absolute)
    }

    /// `relative` as the user would write it: under the root as they named it.
    func shown(_ relative: String) -> String {
        root == "." ? relative : PathText.trimmingTrailingSlashes(root) + "/" + relative
    }

    /// Moves the regular file `from` to `to` (both relative to the root), making the folders on the way;
    /// returns the SHA-256 of its bytes.
    /// - Throws: ``QuarantineError`` at `from`, or at `to` when ``QuarantineProblem/destinationTaken(asset:)``.
    /// `afterLink` runs when both names hold the file, before the old one goes (a journal step).
    func move(_ from: String, to: String, asset: String, expecting sha256: String? = nil, afterLink: () -> Void = {}) throws -> String {
        let source = try reach(from)
        guard source.status()?.kind == .regularFile else { throw QuarantineProblem.notRegularFile.located(at: shown(from)) }
        guard let bytes = source.read() else { throw QuarantineProblem.cannotMove(reason: "cannot read it").located(at: shown(from)) }
        let digest = PixelDigest.sha256(of: bytes)
        if let sha256, sha256 != digest { throw QuarantineProblem.changedSinceQuarantine(asset: asset, sha256: sha256).located(at: shown(from)) }
        let destination = try reach(to, creating: true)
        guard destination.status() == nil else { throw taken(to, asset: asset, restoring: sha256 != nil) }
        guard SystemCalls.linkEntry(named: source.name, in: source.folder, to: destination.name, in: destination.folder) else {
            if SystemCalls.lastError(is: .exists) { throw taken(to, asset: asset, restoring: sha256 != nil) }
            throw QuarantineProblem.cannotMove(reason: SystemCalls.lastErrorText()).located(at: shown(from))
        }
        afterLink()
        guard source.remove() else {
            let reason = SystemCalls.lastErrorText()
            // Both names now hold the file: the new one goes again, so the tree is as before.
            _ = destination.remove()
            throw QuarantineProblem.cannotMove(reason: reason).located(at: shown(from))
        }
        return digest
    }

    /// Copies the regular file `from` to `to` unless something is there already (a group's
    /// `Contents.json` another set brought); returns the SHA-256 of the bytes at `to`.
    func copy(_ from: String, to: String) throws -> String {
        let existing = try reach(to, creating: true)
        if existing.status() != nil, let bytes = existing.read() { return PixelDigest.sha256(of: bytes) }
        let source = try reach(from)
        guard source.status()?.kind == .regularFile, let bytes = source.read() else { throw QuarantineProblem.notRegularFile.located(at: shown(from)) }
        try AtomicFile.write(bytes, to: rootPath + "/" + to, below: rootPath)
        return PixelDigest.sha256(of: bytes)
    }

    /// The SHA-256 of the regular file `path` (relative).
    /// - Throws: ``QuarantineError`` at `path` for a link, a file that is not regular, or one that cannot be read.
    func sha256(ofRegular path: String) throws -> String {
        let reached = try reach(path)
        guard reached.status()?.kind == .regularFile else { throw QuarantineProblem.notRegularFile.located(at: shown(path)) }
        guard let bytes = reached.read() else { throw QuarantineProblem.cannotMove(reason: "cannot read it").located(at: shown(path)) }
        return PixelDigest.sha256(of: bytes)
    }

    /// Whether `first` and `second` (relative) are two names of one regular file: a move cut short between its link and its unlink.
    func areOneFile(_ first: String, _ second: String) -> Bool {
        guard let one = try? reach(first).status(), let other = try? reach(second).status(), one.kind == .regularFile else { return false }
        return one.device == other.device && one.inode == other.inode
    }

    /// The SHA-256 of the regular file `path` (relative), nil when there is none.
    func sha256(of path: String) -> String? {
        guard let reached = try? reach(path), reached.status()?.kind == .regularFile, let bytes = reached.read() else { return nil }
        return PixelDigest.sha256(of: bytes)
    }

    /// Whether anything is at `path` (relative), a link included.
    func exists(_ path: String) -> Bool {
        do {
            return try reach(path).status() != nil
        } catch {
            // A link on the way is something there: never taken for a free place or a file already gone.
            return (error as? QuarantineError)?.error == .throughLink
        }
    }

    /// Removes `path` (relative) when it is an empty folder, then each parent that is left empty, as long
    /// as it is `limit` or below it.
    func removeEmptyFolders(_ path: String, upTo limit: String) {
        var folder = path
        while folder == limit || folder.hasPrefix(limit + "/") {
            guard let reached = try? reach(folder), reached.remove(folder: true) else { return }
            folder = PathText.folder(of: folder)
        }
    }

    /// Removes the regular file `path` (relative); false when it cannot.
    func remove(_ path: String) -> Bool {
        guard let reached = try? reach(path), reached.status()?.kind == .regularFile else { return false }
        return reached.remove()
    }

    private func reach(_ path: String, creating: Bool = false) throws -> ConfinedPath {
        do {
            return try ConfinedPath(rootPath + "/" + path, under: rootPath, creatingFolders: creating)
        } catch .throughLink {
            throw QuarantineProblem.throughLink.located(at: shown(path))
        } catch .outside {
            throw QuarantineProblem.outsideRoot(root: root).located(at: shown(path))
        } catch {
            throw QuarantineProblem.cannotMove(reason: "no such file or folder").located(at: shown(path))
        }
    }

    private func taken(_ path: String, asset: String, restoring: Bool) -> QuarantineError {
        (restoring ? QuarantineProblem.originalTaken(asset: asset) : .destinationTaken(asset: asset)).located(at: shown(path))
    }
}
