import BarSkinCore

extension SkinManifest {
    /// Writes the manifest atomically; an unchanged one is not rewritten. The manifest is
    /// BarSkin's own file: it is written in its folder through no link, and a link in its
    /// place is refused (``AtomicFile/writeStamped(_:to:below:)``).
    /// - Throws: ``FileProblem/cannotWrite(reason:)``, ``FileProblem/linkBelowOutputFolder(folder:)``.
    @discardableResult
    public func write() throws -> WriteOutcome {
        try AtomicFile.write(renderedJSON, to: path, below: folder)
    }

    /// The folder the manifest and its index are confined to (`.` for the working folder).
    private var folder: String {
        PathText.folder(of: path).isEmpty ? "." : PathText.folder(of: path)
    }

    /// Writes the manifest, then its quick index (``indexText``) stamped with the manifest
    /// as written, or removes an index that can no longer be written. The two texts are
    /// made side by side: on thousands of files each is a step the build waits for.
    public func writeWithIndex() throws {
        let texts = BatchRunner(jobs: 2).run([true, false]) { isManifest in isManifest ? renderedJSON : indexBytes }
        let written = try AtomicFile.writeStamped(texts[0]!, to: path, below: folder)
        // The index goes with it, or goes: an index left from before would only fail its checks, but need not.
        if let text = texts[1], let stamp = written.stamp {
            try AtomicFile.write(text + Array("manifest\t\(stamp.bytes)\t\(stamp.modified)\n".utf8), to: indexPath, below: folder)
        } else {
            _ = (try? ConfinedPath(indexPath, under: folder))?.remove()
        }
    }
}
