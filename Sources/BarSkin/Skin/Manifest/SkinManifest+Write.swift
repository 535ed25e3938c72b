import BarSkinCore

extension SkinManifest {
    /// Writes the manifest atomically; an unchanged one is not rewritten.
    /// - Throws: ``FileError/cannotWrite(path:reason:)``.
    @discardableResult
    public func write() throws -> WriteOutcome {
        try AtomicFile.write(renderedJSON, to: path)
    }

    /// Writes the manifest, then its quick index (``indexText``) stamped with the manifest
    /// as written, or removes an index that can no longer be written. The two texts are
    /// made side by side: on thousands of files each is a step the build waits for.
    public func writeWithIndex() throws {
        let texts = BatchRunner(jobs: 2).run([true, false]) { isManifest in isManifest ? renderedJSON : indexBytes }
        try AtomicFile.write(texts[0]!, to: path)
        // The index goes with it, or goes: an index left from before would only fail its checks, but need not.
        if let text = texts[1], let written = FileStamp(path: path) {
            try AtomicFile.write(text + Array("manifest\t\(written.bytes)\t\(written.modified)\n".utf8), to: indexPath)
        } else {
            SystemCalls.removeFile(indexPath)
        }
    }
}
